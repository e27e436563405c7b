/**
 * Facts set 65's causes 16–22 (issue 18, h105d65), each decided on sentences written for it, near misses kept:
 * - 16: "Ks" (and "K") before a figure is the kyat where the contract writes kyats or names Myanmar or its towns
 *   (currency-units.ts, local-currency.ts; the towns the gazetteer's by their country);
 * - 17: "N" before a grouped figure is the naira where the contract writes "₦" or "naira" or names Nigeria or its towns;
 *   a part of the price in apposition before its sum ("the first half, <sum>,") is priced (contract-amount.ts);
 * - 18: "Start of works:" / "Completion of works:" fields (facts.ts);
 * - 19: an acceptance formula ending in a colon over the acceptor's "<name>, <trade>" and a place-and-date line
 *   (acceptance-lines.ts acceptorBlockAbove);
 * - 20: a deed opening "In <Place>, on <date in words>." (deed-openings.ts);
 * - 21 is left: sets 57, 58 and 60 expect an e-mail's top "Date:" header dated (bench/log.md, h105d65);
 * - 22: an offer's list row "<item>: <sum> per person;" is a price (contract-amount.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractLocalCurrencies, localUnit } from '../../../../src/contracts/classify/facts/local-currency.js';
import { acceptorBlockAbove } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { deedOpeningDate } from '../../../../src/contracts/classify/facts/deed-openings.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { CITIES, TOWNS_BY_COUNTRY } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { IN_PLACE_ON } from '../../../../src/contracts/classify/document/place-of-making.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, dates, distinctCurrencies, effective } from '../facts-readers.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('"Ks" and "K" before a figure, the kyat (cause 16)', () => {
  it('is MMK where the contract writes kyats or names Myanmar or its towns', () => {
    expect(amounts('SUPPLY ORDER', 'Our hotel is at Taunggyi.', 'The price of the looms is Ks 6,400,000 (kyats six million four hundred thousand).')).toEqual(['6400000 MMK']);
    expect(amounts('SUPPLY ORDER', 'The price is Ks 2,750,000 for the whole lot, paid by transfer.', 'Governing law: the laws of Myanmar.')).toEqual(['2750000 MMK']);
    expect(amounts('SUPPLY ORDER', 'The price is K 2,750,000 in kyats, paid by transfer.')).toEqual(['2750000 MMK']);
    expect(distinctCurrencies('SUPPLY ORDER', 'The workshop is in Mandalay.', 'The price is Ks 900,000.')).toEqual(['MMK']);
    // (h105mendC) The capital by the gazetteer's names alone (local-currency.ts wrote it a second time beside them).
    for (const capital of ['Nay Pyi Taw', 'NayPyiTaw', 'Naypyidaw']) expect(distinctCurrencies('SUPPLY ORDER', `The workshop is in ${capital}.`, 'The price is Ks 900,000.')).toEqual(['MMK']);
  });
  it('near misses: no mark of Myanmar, or two countries of "K": no currency', () => {
    expect(amounts('SUPPLY ORDER', 'The price is Ks 2,750,000 for the whole lot, paid by transfer.')).toEqual([]);
    expect(amounts('SUPPLY ORDER', 'Our office is in Lusaka, our mill in Yangon.', 'The price is K 2,750,000, paid by transfer.')).toEqual([]);
    expect(amounts('SUPPLY ORDER', 'The mine is in Zambia.', 'The price is K 2,750,000, paid by transfer.')).toEqual(['2750000 ZMW']);
  });
  it('the towns that mark Myanmar are the gazetteer\'s', () => {
    for (const town of TOWNS_BY_COUNTRY.Myanmar) expect(CITIES).toContain(town);
    expect(TOWNS_BY_COUNTRY.Myanmar).toContain('Yangon');
  });
});

describe('"N" before a grouped figure, the naira (cause 17)', () => {
  it('is NGN where the contract writes "₦" or naira, or names Nigeria or its towns', () => {
    expect(amounts('ORDER', 'The tailor works in Ibadan.', 'The price of the uniforms is N2,450,000, paid by transfer.')).toEqual(['2450000 NGN']);
    expect(amounts('ORDER', 'Each chair costs ₦18,000.', 'So the price is N 540,000, paid by transfer.')).toEqual(['18000 NGN', '540000 NGN']);
    expect(amounts('ORDER', 'The price is N 540,000 (five hundred and forty thousand naira), paid by transfer.')).toEqual(['540000 NGN']);
    expect(amounts('ORDER', 'The price is N1,200,000, paid by transfer.', 'This order is governed by the laws of the Federal Republic of Nigeria.')).toEqual(['1200000 NGN']);
  });
  it('near misses: no mark of Nigeria, a mask, a figure without groups', () => {
    expect(amounts('ORDER', 'The price is N2,450,000, paid by transfer.')).toEqual([]);
    expect(amounts('ORDER', 'The workshop is in Ibadan.', 'The price covers N95 masks for the staff, paid by transfer.')).toEqual([]);
    expect(amounts('ORDER', 'The workshop is in Ibadan.', 'The fee for lot N1 is paid by transfer.')).toEqual([]);
  });
  it('a part of the price in apposition before its sum is priced', () => {
    expect(amounts('CHAT', 'We send the fabric on Monday and the first half, ₦450,000, the same day.')).toEqual(['450000 NGN']);
    expect(amounts('LETTER', 'You collect the table on Friday, and the balance, €1,200, on the day.')).toEqual(['1200 EUR']);
  });
  it('near misses: a half that is no part of a price, no apposition', () => {
    expect(amounts('LETTER', 'The first half of the season ends with the regatta of €1,200 prize money won by the club.')).toEqual([]);
    expect(amounts('LETTER', 'In the first half we met €1,200 of costs the club has.')).toEqual([]);
  });
  it('a capital that shares its state\'s name is no town of the list (the states are one place)', () => {
    expect(TOWNS_BY_COUNTRY.Nigeria).not.toContain('Kano');
    for (const town of TOWNS_BY_COUNTRY.Nigeria) expect(CITIES).toContain(town);
  });
  it('any sum written with "N" under a contract naming Nigeria round-trips to its value in NGN', () => {
    const local = contractLocalCurrencies(['The office is in Abuja, Nigeria.']);
    fc.assert(fc.property(fc.integer({ min: 1000, max: 99_999_999 }), fc.boolean(), (value, apart) => {
      const written = `N${apart ? ' ' : ''}${value.toLocaleString('en-US')}`;
      const sums = recognizeNumericFacts(`The price is ${written} in all.`).filter((f) => f.type === 'Currency');
      expect(sums.map((f) => [f.value, localUnit(f.unit ?? '', `${written}`, local)])).toEqual([[String(value), 'NGN']]);
    }), { numRuns: 40 });
  });
});

describe('"Start of works:" and "Completion of works:" fields (cause 18)', () => {
  it('the start field starts the work, the completion field under it ends it', () => {
    expect(dates('WORK CONTRACT', 'Contractor: Muster Bau AG', 'Start of works: 2 March 2043', 'Completion of works: 15 May 2043')).toEqual({ effective: ['2043-03-02'], termination: ['2043-05-15'] });
    expect(dates('SERVICE CONTRACT', 'Start of the services: 1 April 2043', 'End of the services: 30 September 2043')).toEqual({ effective: ['2043-04-01'], termination: ['2043-09-30'] });
    expect(dates('WORK CONTRACT', 'Start date: 2 March 2043', 'Completion of works: 15 May 2043')).toEqual({ effective: ['2043-03-02'], termination: ['2043-05-15'] });
  });
  it('near misses: a completion field alone, or under another field; a start of a part', () => {
    expect(dates('WORK CONTRACT', 'Contractor: Muster Bau AG', 'Completion of works: 15 May 2043').termination).toEqual([]);
    expect(dates('WORK CONTRACT', 'Start of works: 2 March 2043', 'Site visit: 10 March 2043', 'Completion of works: 15 May 2043').termination).toEqual([]);
    expect(dates('WORK CONTRACT', 'Start of warranty: 2 March 2043').effective).toEqual([]);
  });
});

describe('an acceptance formula ending in a colon over the acceptor\'s name and a place-and-date line (cause 19)', () => {
  const letter = ['Dear Mr Tun,', 'We order from you three teak tables at Ks 900,000 each, paid within seven days of delivery to your account in Mandalay.', 'Yours sincerely,', 'Daw Hla Hla', 'For and on behalf of Lotus Hotel Co., Ltd.'];
  it('dates the acceptor\'s signing (Low)', () => {
    expect(effective(...letter, 'Accepted on the terms above:', 'Kyaw Zin Tun, carpenter', 'Mandalay, 3 February 2044')).toEqual(['2044-02-03']);
    expect(acceptorBlockAbove(lines('Offer accepted:', 'Mary Banda, tailor', 'Kasungu, 4 May 2044'), 2)).toBe(true);
  });
  it('near misses: a name alone, a heading without a formula, a formula without its colon', () => {
    expect(acceptorBlockAbove(lines('Accepted on the terms above:', 'Kyaw Zin Tun', 'Mandalay, 3 February 2044'), 2)).toBe(false);
    expect(acceptorBlockAbove(lines('Signatures', 'Kyaw Zin Tun, carpenter', 'Mandalay, 3 February 2044'), 2)).toBe(false);
    expect(acceptorBlockAbove(lines('Accepted goods are paid within 30 days', 'Kyaw Zin Tun, carpenter', 'Mandalay, 3 February 2044'), 2)).toBe(false);
    expect(effective('PURCHASE ORDER', 'We order four barrels at EUR 1,150 each.', 'Agreed and accepted:', 'Nitra, 10 May 2045', 'Zuzana Horváthová')).toEqual([]);
  });
});

describe('a deed opening "In <Place>, on <date in words>." (cause 20)', () => {
  const deed = (opening: string) => ['NUMBER NINETY', 'DEED OF SALE OF A FISHING BOAT', opening, 'Before me, LUÍS PEREIRA DIAS, Notary of this town,', 'APPEAR:'];
  it('dates the deed (Low)', () => {
    expect(effective(...deed('In Ribeira, on the fourth of March of two thousand and forty-three.'))).toEqual(['2043-03-04']);
    expect(effective(...deed('At Vigo, on the thirty-first of October of two thousand and forty-one.'))).toEqual(['2041-10-31']);
    expect(effective(...deed('In Ribeira, on 4 March 2043.'))).toEqual(['2043-03-04']);
  });
  // (h105mendC) One IN_PLACE_ON (place-of-making.ts) for the deed's opening and the signing line: each reads the other's forms.
  it('one pattern: a place with its province in brackets, a place without its comma, "At" on the signing line', () => {
    expect(IN_PLACE_ON.test('In Santiago de Compostela (A Coruña), on ')).toBe(true);
    expect(IN_PLACE_ON.test('In Ribeira on ')).toBe(true);
    expect(IN_PLACE_ON.test('AT VIGO, ON THE ')).toBe(true);
    expect(effective(...deed('In Ribeira on 4 March 2043.'))).toEqual(['2043-03-04']);
    expect(effective('SALE AGREEMENT', 'The Seller delivers the boat at the quay.', 'At Ribeira, on 4 March 2043.')).toEqual(['2043-03-04']);
    expect(IN_PLACE_ON.test('In Ribeira, the Seller pays on ')).toBe(false);
    expect(IN_PLACE_ON.test('in witness whereof, on ')).toBe(false);
  });
  it('near misses: no notary under it, a clause under a title', () => {
    expect(deedOpeningDate(recognized('DEED OF SALE', 'In Ribeira, on the fourth of March of two thousand and forty-three.', 'The Seller delivers the boat.'))).toBeUndefined();
    expect(deedOpeningDate(recognized('SALE AGREEMENT', 'In Ribeira, on 4 March 2043, the Seller delivers the boat at the quay.', 'The Buyer pays on delivery.'))).toBeUndefined();
  });
  it('every day 1–31 of every month in words, of a year in words, is read', () => {
    const DAYS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth',
      'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third',
      'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
    const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    for (const [m, month] of MONTHS.entries()) {
      for (let d = 1; d <= LENGTHS[m]; d++) {
        const text = `In Ribeira, on the ${DAYS[d - 1]} of ${month} of two thousand and forty-three.`;
        const got = deedOpeningDate(recognized(text, 'Before me, the Notary,'));
        expect(got?.value, text).toBe(`2043-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
      }
    }
  });
});

/** Elements with their numeric facts, as the facts reader gives them. */
function recognized(...texts: string[]) {
  return texts.map((text) => ({ text, numeric: recognizeNumericFacts(text) }));
}

describe('an offer\'s list row "<item>: <sum> per person;" (cause 22)', () => {
  it('is a price, as with a time unit', () => {
    expect(amounts('Dear Ana,', 'We propose:', '- dinner on arrival: $12 per person;', '- boat to the reef: $20 per person per day;')).toEqual(['12 USD', '20 USD']);
    expect(amounts('Dear Ana,', 'Our offer:', '- guided walk: €15 per head;')).toEqual(['15 EUR']);
  });
  it('near misses: an insurance limit per person, "per person" in a sentence', () => {
    expect(amounts('Dear Ana,', 'We propose:', '- liability cover: $1,000,000 per person;')).toEqual([]);
    expect(amounts('Dear Ana,', 'Under the policy, medical help is covered up to $1,000,000 per person.')).toEqual([]);
  });
});

describe('the new patterns on hostile input (h105d65)', () => {
  it('the acceptor\'s block and the deed opening read linearly', () => {
    readsLinearly((n) => {
      const formula = `Accepted ${'on '.repeat(n / 3)}:`;
      return () => acceptorBlockAbove(lines(formula, 'Kyaw Zin Tun, carpenter', 'Mandalay, 3 February 2044'), 2);
    }, 1000);
    readsLinearly((n) => {
      const text = `In R${'a'.repeat(n)} on the fourth of March of two thousand and forty-three.`;
      return () => deedOpeningDate(recognized(text, 'Before me,'));
    }, 1000);
    for (const unit of ['In A-b ', 'At Aa de ', 'In A, ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => IN_PLACE_ON.test(text);
      }, 1000);
    }
  });
});
