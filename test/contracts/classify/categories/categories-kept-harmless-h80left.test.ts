/**
 * "keep"/"save" … harmless as "hold harmless" (issue 18, h80left; hrev80's leftover): British and Commonwealth drafting's
 * words for the same indemnity, each with its near misses (the everyday verbs, "harmless" alone). Sentences written for
 * this test, none from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue, PREAMBLE } from '../helpers.js';

const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('kept or saved harmless is an indemnity (category-cue-lists.ts)', () => {
  it('the party kept or saved harmless, between or after the verb, and the passive', () => {
    const sentences = [
      'Supplier shall keep Customer harmless from all claims arising from the food it serves.',
      'Customer shall save Supplier harmless against any claim by a visitor injured on its premises.',
      'Supplier shall indemnify and keep harmless Customer and its officers.',
      'Supplier shall save harmless the Town and its employees from any loss.',
      'Customer is to be kept harmless by Supplier against any claim by a third party.',
      'Supplier shall be held harmless by Customer from fines caused by Customer\'s instructions.',
      'Supplier keeps Customer and its agents harmless from any penalty imposed on them.',
    ];
    expect(sentences.map((s) => hasCue('Indemnification', s))).toEqual(sentences.map(() => true));
    expect(one(sentences[0])).toEqual(['Indemnification']);
    expect(one(sentences[1])).toEqual(['Indemnification']);
  });
  it('"hold" with the party between is read as before', () => {
    expect(hasCue('Indemnification', 'Supplier shall hold Customer harmless from any loss.')).toBe(true);
  });
  it('the everyday verbs and "harmless" alone are no indemnity', () => {
    const misses = [
      'Supplier shall keep the kitchen clean and the gas harmless.',
      'Supplier shall keep the cleaning products locked away, as they are not harmless to children.',
      'Supplier shall save the menus on the shared drive.',
      'Supplier shall keep its staff safe from harm.',
      'The dye is harmless and Supplier shall keep a sample of each batch.',
    ];
    expect(misses.map((s) => hasCue('Indemnification', s))).toEqual(misses.map(() => false));
  });
});
