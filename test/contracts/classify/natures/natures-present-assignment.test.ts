/**
 * C20 (issue 18, h23conv; docs/contracts.md): a present assignment transfers the rights as the contract is signed and
 * binds no one to a later act: no type. A promise to assign ("shall assign to") is read as usual. Sentences written
 * for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('natures: a present assignment (C20)', () => {
  it('"assigns to", "hereby assigns", "You assign to us": no type', () => {
    expect(typesOf(
      'The Designer hereby assigns to the Studio all copyright in the drawings.',
      'On completion the Contractor assigns to the Owner the benefit of every subcontractor warranty.',
      'You assign to us any rights you may have in the photographs taken at the event.',
      'The Researcher hereby irrevocably assigns all inventions made under this Agreement to the University.',
    )).toEqual([[], [], [], []]);
  });

  it('a promise to assign stays an Obligation', () => {
    expect(typesOf(
      PREAMBLE,
      'The Supplier hereby assigns to the Customer all copyright in the drawings.',
      'The Supplier shall assign to the Customer all copyright in the drawings.',
      'The Supplier must assign the subcontractor warranties to the Customer on completion.',
    ).slice(1)).toEqual([[], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
});
