/**
 * Dates left by facts set 61 (issue 18, h102p61), sentences written for the rules, none from a set:
 * - a date of birth in a party's slot ("the child …, born on 11.09.2034", "date of birth: …", "DOB …") dates a person, not
 *   the agreement the sentence concludes (facts/birth-dates.ts; cause 11);
 * - a place-and-date line under a title whose second line says in small words what the contract is for ("SALE CONTRACT
 *   No. 3/2044" / "for second-hand bakery ovens" / "Khujand      02.04.2044") is the contract's date (facts.ts
 *   SMALL_WORDS_SUBTITLE_LINE; cause 8).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { dates } from '../facts-readers.js';

const SLOT = (birth: string) =>
  `Shirak Learning Centre LLC, represented by its director Anahit Sargsyan (hereinafter the Centre), and Tigran Mkrtchyan, passport AN0123456, the father of the pupil Aram Mkrtchyan, ${birth} (hereinafter the Parent), have concluded this Agreement on 14 March 2044 as follows:`;

describe('a date of birth in a party\'s slot dates nothing (cause 11)', () => {
  it.each(['born on 11.09.2034', 'born 11 September 2034', 'date of birth: 11 September 2034', 'DOB 11.09.2034'])('%s', (birth) => {
    expect(dates('TUTORING AGREEMENT', SLOT(birth)).effective).toEqual(['2044-03-14']);
  });
  it('near miss: the agreement\'s own start beside a birth date is still read', () => {
    expect(dates('TUTORING AGREEMENT', 'This Agreement starts on 1 April 2044 for the pupil Aram Mkrtchyan, born on 11.09.2034.').effective).toEqual(['2044-04-01']);
  });
});

/** The effective dates of a plain-text document of one paragraph a line. */
const plainDates = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.effective_dates.map((d) => d.text_normalized);
};
const BODY = [
  'Limited Liability Company Non-Sughd, TIN 350098765, represented by Director Yusupov Zhasur Kamolovich (hereinafter the Seller), and individual entrepreneur Saidova Gulnora Rustamovna, passport A 7654321 (hereinafter the Buyer), have concluded this Contract as follows:',
  '1. The Seller sells and the Buyer buys two used bakery ovens for 18 000 somoni.',
  '2. The Buyer pays within ten (10) banking days of the signing of this Contract.',
];

describe('a place-and-date line under a subtitle of small words (cause 8)', () => {
  it.each(['for second-hand bakery ovens', 'on used kitchen equipment', 'for the ovens listed below'])('%s', async (subtitle) => {
    expect(await plainDates('SALE CONTRACT No. 3/2044', subtitle, 'Khujand                                  02.04.2044', ...BODY)).toEqual(['2044-04-02']);
  });
  it('near miss: a line with a clause\'s comma between the title and the date opens the body', async () => {
    expect(await plainDates('SALE CONTRACT No. 3/2044', 'for payment in instalments, as follows', 'Khujand                                  02.04.2044', ...BODY)).toEqual([]);
  });
});
