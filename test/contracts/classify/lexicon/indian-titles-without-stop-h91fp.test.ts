/**
 * The Indian titles "Shri", "Sri" and "Smt" written without their stop are no part of a party's name (facts set 52's
 * cause 4, issue 18, h91fp; lexicon/courtesy-titles.ts, the list's home common/lexicon/abbreviated-titles.ts). Only
 * before two more words of a name, never before "Lanka". Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { primary } from '../facts-readers.js';
import { COURTESY_BEFORE_NAME } from '../../../../src/contracts/classify/lexicon/courtesy-titles.js';

const SALE = (seller: string) => primary(
  'AGREEMENT FOR SALE OF COTTON',
  'This Agreement is made at Rajkot on 4th March, 2038',
  'BETWEEN',
  `${seller}, aged about 51 years, farmer, residing at Gondal, hereinafter called "the Seller" of the ONE PART;`,
  'AND',
  'M/s. Saurashtra Ginning Mills, a partnership firm, hereinafter called "the Buyer" of the OTHER PART.',
  '1. The Seller shall sell to the Buyer the whole of his cotton of the season at ₹ 7,200/- per quintal.',
);

describe('an Indian title without its stop before a party\'s name', () => {
  it('"Shri", "Sri", "Smt" and the title in capitals are dropped', () => {
    expect(SALE('Shri Ramnikbhai Vallabhbhai Dholakia')).toEqual(['RAMNIKBHAI VALLABHBHAI DHOLAKIA Supplier', 'SAURASHTRA GINNING MILLS Buyer']);
    expect(SALE('Sri Ramnikbhai Vallabhbhai Dholakia')).toEqual(['RAMNIKBHAI VALLABHBHAI DHOLAKIA Supplier', 'SAURASHTRA GINNING MILLS Buyer']);
    expect(SALE('Smt Manjulaben Ramnikbhai Dholakia')).toEqual(['MANJULABEN RAMNIKBHAI DHOLAKIA Supplier', 'SAURASHTRA GINNING MILLS Buyer']);
    expect(SALE('SHRI RAMNIKBHAI VALLABHBHAI DHOLAKIA')).toEqual(['RAMNIKBHAI VALLABHBHAI DHOLAKIA Supplier', 'SAURASHTRA GINNING MILLS Buyer']);
  });
  it('with its stop as before', () => {
    expect(SALE('Shri. Ramnikbhai Vallabhbhai Dholakia')).toEqual(['RAMNIKBHAI VALLABHBHAI DHOLAKIA Supplier', 'SAURASHTRA GINNING MILLS Buyer']);
  });
});

describe('COURTESY_BEFORE_NAME and the titles without their stop', () => {
  const lead = new RegExp(`^${COURTESY_BEFORE_NAME}`, 'u');
  const dropped = (name: string) => lead.exec(name)?.[0] ?? '';
  it('a title before two more words of a name', () => {
    expect(dropped('Shri Ramesh Kumar Patel')).toBe('Shri ');
    expect(dropped('Smt Kavita Joshi')).toBe('Smt ');
    expect(dropped('Sri Anand Rao')).toBe('Sri ');
  });
  it('near misses: "Sri Lanka", a title before one word, "Kum" (a given name)', () => {
    expect(dropped('Sri Lanka Tea Board')).toBe('');
    expect(dropped('Sri Lankan Airlines')).toBe('');
    expect(dropped('Sri Wahyuni')).toBe('');
    expect(dropped('Kum Yee Wong')).toBe('');
  });
  it('property: a name that opens on "Lanka" never loses a leading "Sri"', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z][a-z]{2,9}$/), fc.stringMatching(/^[A-Z][a-z]{2,9}$/), (a, b) => dropped(`Sri Lanka${a.toLowerCase()} ${b}`) === '' && dropped(`Sri Lanka ${a} ${b}`) === ''));
  });
});
