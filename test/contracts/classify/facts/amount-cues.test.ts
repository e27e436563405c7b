/**
 * The money cues of a sentence (amount-cues.ts `speaksOfMoney`), one kind of cue at a time, with near misses; and the
 * invariant that text after a stop never takes a sentence's cue away. Sentences of my own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';

describe('speaksOfMoney: each kind of cue', () => {
  it.each([
    ['price words', 'The hire price for the marquee is set out below.'],
    ['payment words', 'The Club pays the coach at the end of each term.'],
    ['money paid, not paid-up capital', 'Each lesson is paid at the start of the week.'],
    ['pay for work', 'The gardener receives a retainer for the season.'],
    ['purchase words', 'The Bakery buys its flour from the Mill.'],
    ['a sum invoiced', 'The cleaning is invoiced on the last day of each month.'],
    ['a repayment', 'The Borrower repays the loan in twelve instalments.'],
    ['a credit limit', 'The Bank grants an overdraft facility with a limit of the sum below.'],
    ['the contract value', 'The value of this contract is stated in the schedule.'],
    ['a periodic value', 'The annual value stays the same for the second year.'],
    ['a total as subject', 'The estimated total for the ten visits comes to the figure below.'],
    ['a total field', 'Grand total: see the table'],
    ['minimum sales', 'The Distributor achieves minimum annual sales each year.'],
    ['a guaranteed minimum', 'The Promoter guarantees the Band a minimum fee for the night.'],
  ])('%s', (_kind, sentence) => {
    expect(speaksOfMoney(sentence)).toBe(true);
  });

  it('cues that need a sum in a currency right after them', () => {
    expect(speaksOfMoney('A boat trip costs NZD 80 per person.')).toBe(true);
    expect(speaksOfMoney('Extra chairs may be ordered for £3 each.')).toBe(true);
    expect(speaksOfMoney('The kiosk holds goods to a value of EUR 4,000.')).toBe(true);
    expect(speaksOfMoney('The Trust makes a grant of GBP 12,000 to the Club.')).toBe(true);
  });

  it('near misses: no money cue', () => {
    expect(speaksOfMoney('The Club has 3 pitches and 2 halls.')).toBe(false);
    expect(speaksOfMoney('The company has a paid-up capital.')).toBe(false);
    expect(speaksOfMoney('A total of 3 sites are visited.')).toBe(false);
    expect(speaksOfMoney('The Insurer guarantees a minimum sum insured for each site.')).toBe(false);
    expect(speaksOfMoney('The grant of a licence to use the logo is free.')).toBe(false);
    expect(speaksOfMoney('The ticket costs are shared.')).toBe(false);
  });
});

describe('speaksOfMoney: a stop and any text after it keep a cue', () => {
  it('holds for any text appended after ". "', () => {
    const sentences = ['The rent is due monthly', 'Order total: EUR 50', 'The guide is paid weekly', 'The total will be NOK 400', 'It costs €12 a head'];
    fc.assert(
      fc.property(fc.constantFrom(...sentences), fc.string({ maxLength: 80 }), (s, tail) => {
        expect(speaksOfMoney(`${s}. ${tail}`)).toBe(true);
      }),
    );
  });
});
