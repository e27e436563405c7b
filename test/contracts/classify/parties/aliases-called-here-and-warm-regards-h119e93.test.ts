/**
 * Set 93's causes 1 and 3 (issue 18, h119e93):
 * - "called here" where "hereinafter" or "below" stands (alias-forms.ts BELOW_OPENING): a translated record of a sale
 *   gives each side its alias as `On one side: …, called here "the Tabanca".`, `(called here "the Trader")`, `named here
 *   "the Grower"`, and the alias names the party whose entry it closes, a role word or not (table 2.2);
 * - "With warm regards," and "With best regards," close a letter as "With kind regards," does (line-shapes.ts
 *   VALEDICTION), so a letter under "Dear …" binds its plain "we" (letter-parties.ts signsAsLetter).
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { ALIAS_AFTER } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { VALEDICTION } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { signsAsLetter } from '../../../../src/contracts/classify/parties/letter-parties.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('an alias "called here" (BELOW_OPENING)', () => {
  it('closing the rows "On one side:" / "On the other side:": each alias binds its party, a role word or not', () => {
    expect(typesOf(
      'On one side: the village of Kafo, speaking through its chief, called here "the Village".',
      'On the other side: Mr Ali Musa, rice trader, of Kano, called here "the Trader".',
      'The Village sells to the Trader all the rice of its fields.',
      'The Trader may refuse a wet sack.',
      'The Trader does not resell the rice in Kafo.',
      'The Village keeps 50 kilos for each family.',
    ).slice(2)).toEqual([['Obligation/Village'], ['Right/Trader'], ['Exclusion/Trader'], ['Obligation/Village']]);
  });
  it('in brackets, "named here" and "referred to here as"', () => {
    expect(typesOf('Mr Ali Musa, rice trader, of Kano (called here "the Trader"), and Mrs Ann Lee, of Lagos (called here "the Grower"), agree as follows.',
      'The Trader pays the export tax.', 'The Grower may keep the husks.').slice(1))
      .toEqual([['Obligation/Trader'], ['Right/Grower']]);
    expect(typesOf('– Mr Ali Musa, of Kano, named here "the Carter";', '– Mrs Ann Lee, of Lagos, referred to here as "the Grower".',
      'The Carter carries the sacks to the port.', 'The Grower pays the Carter on arrival.').slice(2))
      .toEqual([['Obligation/Carter'], ['Obligation/Grower']]);
  });
  it('ALIAS_AFTER reads the alias after the name, in each form', () => {
    for (const [tail, alias] of [
      [', called here "the Trader".', 'Trader'],
      [' (called here "the Trader")', 'Trader'],
      [', named here "the Carter";', 'Carter'],
      [', referred to here as "the Grower".', 'Grower'],
    ]) {
      const m = ALIAS_AFTER.exec(tail);
      expect(m?.slice(1).find((g) => g !== undefined)).toBe(alias);
    }
  });
  it('near misses: "here" with no quoted alias, "hereinafter" unchanged, "called there" nothing', () => {
    expect(typesOf('– Mr Ali Musa, of Kano, who may be called here at short notice;', '– Mrs Ann Lee, of Lagos.',
      'The Carter carries the sacks.')[2]).toEqual([]);
    expect(typesOf('– Mr Ali Musa, of Kano, called there "the Carter";', '– Mrs Ann Lee, of Lagos.',
      'The Carter carries the sacks.')[2]).toEqual([]);
    expect(typesOf('– Mr Ali Musa, of Kano, called hereinafter "the Carter";', '– Mrs Ann Lee, of Lagos, hereinafter called "the Grower".',
      'The Carter carries the sacks.')[2]).toEqual(['Obligation/Carter']);
    expect(ALIAS_AFTER.exec(', called here at the port, and')).toBeNull();
  });
});

describe('a letter closed "With warm regards," (VALEDICTION)', () => {
  it('binds the letter\'s plain "we", as "With kind regards," does', () => {
    for (const closing of ['With warm regards,', 'With best regards,', 'With warmest regards,', 'With kind regards,']) {
      expect(typesOf('Dear Tom,', 'We bring six singers to the hall.', 'You pay us INR 20,000 for the day.', closing, 'Ann Reid').slice(1, 3))
        .toEqual([['Obligation/we'], ['Obligation/You']]);
    }
    expect(signsAsLetter(['Dear Tom,', 'We sing.', 'With warm regards,'])).toBe(true);
  });
  it('near misses: a sentence that only mentions regards, or "with warm" alone, closes nothing', () => {
    for (const line of ['With warm regards to your family, we confirm the booking.', 'With warm', 'With regards to the price,', 'with warm thanks for the tea']) {
      expect(VALEDICTION.test(line)).toBe(false);
    }
    expect(typesOf('Dear Tom,', 'We bring six singers to the hall.', 'With regards to the price, it is fixed.', 'Ann Reid')[1]).toEqual([]);
  });
});

describe('hostile text: "called here" and "With warm regards"', () => {
  const units = ['called here ', 'called here "', 'called here "the Aa ', 'named  here  ', 'referred to here as "the Aa" ', 'here '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a row that an alias "called here" may close: linear`,
    (run) => [
      { text: `On one side: Mr Ali Musa, of Kano, ${run} called here "the Smith".`, kind: 'sentence' },
      { text: `On the other side: Mrs Ann Lee, of Lagos, called here "the Buyer" ${run}`, kind: 'sentence' },
      { text: 'The Smith makes 20 crosses for the Buyer.', kind: 'sentence' },
    ],
  );
  it('VALEDICTION reads "with", blanks and a word in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `With${' '.repeat(n)}warm${' '.repeat(n)}x`;
      return () => VALEDICTION.test(text);
    });
    expect(found).toBe(false);
  });
});
