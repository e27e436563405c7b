/**
 * Issue 18, h101t77 (set 77's types; sentences written for this test, none from a set): C34's present tense joined to a
 * modal right (", and we tell members …", ", and we do not refund …": the holder's own act), a party cancelling the
 * activities it runs ("We cancel training when …"), a bar joined after a relative clause closed by a comma, a party's
 * second clause after a possessive subject whose modal binds no party, "does not have the right to" an Exclusion (C52),
 * and a permission in a relative clause on a quantified noun, which grants nothing (C119).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").';
const CLUB = 'These terms apply to everyone who joins Lagoon Sailing Club Incorporated ("the Club", "we" or "us").';
const after = (preamble: string, ...texts: string[]): string[][] => typesOf(preamble, ...texts).slice(1);

describe('a present-tense act joined after the holder\'s modal right (C34\'s ", and")', () => {
  it('reads the duty and the bar of the holder named again', () => {
    expect(after(CLUB,
      'We may close the bar early on race days, and we post a notice at the gate.',
      'We may refuse entry to any boat that is unsafe, and we do not refund its entry fee.',
    )).toEqual([['Right/Club', 'Obligation/Club'], ['Right/Club', 'Exclusion/Club']]);
  });
  it('keeps another party\'s act apart', () => {
    expect(after(CLUB, 'We may move a race to another day, and you collect your boat from the slipway.')).toEqual([['Right/Club']]);
  });
});

describe('a party cancelling the activities it runs (C34)', () => {
  it('binds the party that cancels sessions, lessons or trips on a condition', () => {
    expect(after(CLUB,
      'We cancel sailing lessons when the wind is above 25 knots.',
      'The Club cancels all trips to the reef in a storm.',
    )).toEqual([['Obligation/Club'], ['Obligation/Club']]);
  });
  it('reads no duty where the contract, a booking or an order is cancelled', () => {
    expect(after(CLUB,
      'We cancel your membership if you do not pay.',
      'You cancel a booking by telling the secretary.',
    )).toEqual([[], []]);
  });
});

describe('a bar joined after a relative clause, a possessive subject', () => {
  it('reads the bar after a relative clause closed by a comma', () => {
    expect(after(TWO, 'The Printer keeps the plates that carry each cover, and does not lend them to anyone.')).toEqual([['Obligation/Printer', 'Exclusion/Printer']]);
  });
  it('reads the party\'s own clause after the modal of its employee, whose noun has a relative clause', () => {
    expect(after(TWO, 'The Publisher\'s editor may return any proof that is faint, and the Publisher does not pay for proofs returned.')).toEqual([['Exclusion/Publisher']]);
  });
  it('keeps a modal of its employee alone no party\'s', () => {
    expect(after(TWO, 'The Publisher\'s editor may return any proof that is faint.')).toEqual([[]]);
  });
});

describe('"does not have the right to" (C52)', () => {
  it('is an Exclusion, as "has no right to" is', () => {
    expect(after(TWO,
      'The Printer does not have the exclusive right to print the series.',
      'The Publisher does not have any right to sell the plates.',
      'The Printer has no right to sell the plates.',
    )).toEqual([['Exclusion/Printer'], ['Exclusion/Publisher'], ['Exclusion/Printer']]);
  });
  it('leaves "has the right to" a Right', () => {
    expect(after(TWO, 'The Printer has the exclusive right to print the series.')).toEqual([['Right/Printer']]);
  });
});

describe('a permission in a relative clause on a quantified noun (C119)', () => {
  it('grants no right: it says which thing', () => {
    expect(after(TWO,
      'The Printer shall sign any further form that the Publisher may reasonably need to register the title.',
      'The Printer shall repay any amount which the Publisher can show as overpaid.',
    )).toEqual([['Obligation/Printer'], ['Obligation/Printer']]);
  });
  it('keeps a right set off by a comma, and a right of its own sentence', () => {
    expect(after(TWO,
      'The Printer shall keep the proofs, which the Publisher may inspect at any time.',
      'The Publisher may require any further form.',
    )).toEqual([['Obligation/Printer', 'Right/Publisher'], ['Right/Publisher']]);
  });
});
