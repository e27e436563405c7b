/**
 * h118rr's finding 6 mended (issue 18, h118mendC): "in this Agreement", the defined term capitalised, closes an alias as
 * "in this agreement" does (alias-forms.ts IN_THIS_DOCUMENT). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe('"in this Agreement" after a quoted alias (finding 6)', () => {
  const between = (noun: string) => `This agreement is made between Ann Lee of Leeds, called "the Owner" in this ${noun}, and Bob Ray of York, called "the Builder" in this ${noun}.`;
  it('the defined term capitalised closes the alias as the small-letter one does', () => {
    for (const noun of ['agreement', 'Agreement', 'Contract', 'Record']) {
      expect(typesOf(between(noun), 'The Builder shall finish the works by May.')[1]).toEqual(['Obligation/Builder']);
    }
    expect(typesOf('Mr Ali Musa, carver, of Kano, referred to as "the Carver" in this Contract, and Mrs Ann Lee of Lagos ("the Buyer") agree as follows.',
      'The Carver makes 20 masks.')[1]).toEqual(['Obligation/Carver']);
  });
  it('near misses: a mediator or a site called so in this Agreement is no party', () => {
    const preamble = 'This agreement is made between Hill Farm Growers Association ("the Association") and Vale Fruit Ltd ("the Packer").';
    expect(typesOf(preamble, 'Disputes go to a mediator called "the Adjudicator" in this Agreement.', 'The Adjudicator decides within 14 days.').slice(1))
      .toEqual([[], []]);
    expect(typesOf(preamble, 'The Packer uses the land called "the Site" in this Agreement.', 'The Site must be kept clean.').slice(1))
      .toEqual([['Obligation/Packer'], []]);
  });
});

describe('hostile text: "called … in this Agreement"', () => {
  const units = ['called "the Aa" in this Agreement ', ' in This ', 'in  this  Agreement', 'referred to as "the Aa" in this Contract '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a preamble an alias "in this Agreement" may close: linear`,
    (run) => [
      { text: `This agreement is made between Ann Lee of Leeds, ${run} called "the Owner" in this Agreement, and Bob Ray.`, kind: 'sentence' },
      { text: 'The Owner pays the Builder.', kind: 'sentence' },
    ],
  );
});
