/**
 * The names `findNames` finds in a text, of one type, as the text's own words: the reader the names, parties and facts
 * tests assert on (`expect(orgs(text)).toEqual([…])`).
 */
import { findNames, type NameSpan } from '../../../src/contracts/classify/names/names.js';

/** The slices of `text` that `findNames` reads as names of `type`, in the order found. */
export const namesOfType =
  (type: NameSpan['type']) =>
  (text: string): string[] =>
    findNames(text)
      .filter((n) => n.type === type)
      .map((n) => text.slice(n.begin, n.end));

export const orgs = namesOfType('Organization');
export const persons = namesOfType('Person');
export const places = namesOfType('Location');
