/**
 * Facts set 78's causes 2a, 2b and 4a (issue 18, h121f78), each decided on sentences written for it, near misses kept
 * (none is the set's own line):
 * - 2a: a rental form's "Renter:" field names the paying side as "Hirer:" does (roles.ts FIELD_ROLE_WORDS), a company or
 *   a person; the bare "the renter" in a clause names no party;
 * - 2b: "the Ordering Party" (Polish and Czech drafting: the party that orders the work) is the Buyer (roles.ts
 *   BUYER_LIKE), beside an alias of no side too;
 * - 4a: Georgia's lari by its code after a figure with groups or decimals ("1,350 GEL"; currency-units.ts
 *   CONTRACT_PREFIXES' `formAfter`, as "AMD"); after a bare whole figure ("2 GEL packs") no money;
 * - 5c: a range's start hour in brackets after its date ("from Monday, 4 October 2047 (8:00) to Saturday, 9 October 2047
 *   (20:00)") still joins the range (date-kinds.ts START_HOUR), the other end a date (AT_HOUR_FIRST).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, contactLists, distinctCurrencies, effective, facts, parties, primary, termination } from '../facts-readers.js';
import { nounAfterFormMark } from '../../../../src/nlu/sysent/number/currency.js';
import { readsLinearly } from '../../../security/linear-time.js';

/** Each contract currency's own text ("2,400.50 GEL"), cut from its element. */
const currencyTexts = (...items: string[]) => facts(...items).contract_currencies.map((c) => items[c.span.element].slice(c.span.begin, c.span.end));

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"Renter:" as a field (cause 2a)', () => {
  it('names a company the Buyer, the letterhead company that signs "For …" the Supplier, each with its signer', () => {
    const items = ['ALPENGLOW SKI HIRE GMBH', 'SKI RENTAL AGREEMENT',
      'Renter: Brightwater Schools Ltd, 4 Mill Road, Leeds, represented by Ms. Joanne Pike, trip leader',
      'The Renter pays EUR 1,240 for the skis and boots of the group.',
      'For Alpenglow Ski Hire GmbH: Markus Brandl, shop manager'];
    expect(primary(...items)).toEqual(['ALPENGLOW SKI HIRE Supplier', 'BRIGHTWATER SCHOOLS Buyer']);
    expect(contactLists(...items)).toEqual([['ALPENGLOW SKI HIRE', ['Markus Brandl']], ['BRIGHTWATER SCHOOLS', ['Joanne Pike']]]);
  });
  it('names a person the Buyer, with or without "The"', () => {
    expect(parties('BIKE RENTAL FORM', 'Renter: Tomasz Nowak, of Gdańsk', 'The daily rate is EUR 25.')).toEqual(['TOMASZ NOWAK | Buyer | Primary']);
    expect(parties('BIKE RENTAL FORM', 'The renter: Tomasz Nowak, of Gdańsk', 'The daily rate is EUR 25.')).toEqual(['TOMASZ NOWAK | Buyer | Primary']);
  });
  it('near misses: "renter" in a clause names no one', () => {
    expect(parties('BIKE RENTAL FORM', 'A renter may return the bike to any shop. The renter pays EUR 25 a day.')).toEqual([]);
  });
});

describe('"the Ordering Party" (cause 2b)', () => {
  it('is the Buyer beside an alias of no side, and beside "the Contractor"', () => {
    expect(primary('CONTRACT FOR SPECIFIC WORK',
      'This contract is made on 2 May 2047 between Jan Kowalski, of Lublin, hereinafter "the Carpenter", and Anna Lis, of Lublin, hereinafter "the Ordering Party".',
      'The Carpenter builds a wardrobe. The fee is PLN 4 200,00.')).toEqual(['JAN KOWALSKI Supplier', 'ANNA LIS Buyer']);
    expect(primary('CONTRACT',
      'This contract is made between Drewmax Sp. z o.o., hereinafter "the Ordering Party", and Jan Kowalski, hereinafter "the Contractor".'))
      .toEqual(['DREWMAX Buyer', 'JAN KOWALSKI Supplier']);
  });
  it('near misses: another "… Party" alias keeps no side', () => {
    expect(primary('CONTRACT',
      'This contract is made between Drewmax Sp. z o.o. (the "Receiving Party") and Jan Kowalski (the "Other Party").'))
      .toEqual(['DREWMAX Unknown', 'JAN KOWALSKI Unknown']);
  });
});

describe('"GEL" after the figure (cause 4a)', () => {
  it('is the lari after a figure with groups or decimals, in a contract', () => {
    expect(read('The guide\'s fee is 2,400.00 GEL for the group.')).toEqual(['2,400.00 GEL=2400 GEL']);
    expect(read('The tip is 250.50 GEL.')).toEqual(['250.50 GEL=250.5 GEL']);
    expect(read('The rent is 1 200 GEL a month.')).toEqual(['1 200 GEL=1200 GEL']);
    expect(amounts('RECEIPT', 'The guide\'s fee is 2,400.00 GEL for the group.')).toEqual(['2400 GEL']);
    expect(distinctCurrencies('RECEIPT', 'The guide\'s fee is 2,400.00 GEL for the group.')).toEqual(['GEL']);
    // Before the figure, as before h121f78.
    expect(read('The fee is GEL 180.')).toEqual(['GEL 180=180 GEL']);
  });
  it('near misses: a bare whole figure before "GEL", the word in small letters, a chat', () => {
    expect(read('Bring 2 GEL packs and 90 GEL pads.')).toEqual([]);
    expect(read('Apply 1,500 gel drops.')).toEqual([]);
    expect(read('i paid 1,350 GEL', false)).toEqual([]);
  });
  it('near misses (h121rr #9, h121mendP): a count before a noun after a code in money\'s form is no contract currency', () => {
    const packs = '1. The Supplier delivers 1,500 GEL packs of ultrasound gel each month.';
    expect(distinctCurrencies('SUPPLY AGREEMENT', packs, '2. The Buyer pays for each delivery within 10 days.')).toEqual([]);
    expect(distinctCurrencies('SUPPLY AGREEMENT', '1. The Supplier delivers 1,500 AMD processors each month.', '2. The Buyer pays for each delivery within 10 days.')).toEqual([]);
    // The price's mention names the currency, not the count's.
    expect(currencyTexts('SUPPLY AGREEMENT', packs, '2. The Buyer pays 2,400.50 GEL for each delivery.')).toEqual(['2,400.50 GEL']);
    // A sum's word after the code keeps it: "monthly", "for", "per".
    expect(distinctCurrencies('SUPPLY AGREEMENT', '1. The Buyer pays 1,500.00 GEL monthly.')).toEqual(['GEL']);
  });
  it('nounAfterFormMark: a lowercase noun after a figure and a `formAfter` code only', () => {
    expect(nounAfterFormMark('1,500 GEL', ' packs of gel')).toBe(true);
    expect(nounAfterFormMark('1,500 AMD', ' processors')).toBe(true);
    expect(nounAfterFormMark('1,500.00 GEL', ' monthly')).toBe(false);
    expect(nounAfterFormMark('1,500.00 GEL', ' for each delivery')).toBe(false);
    expect(nounAfterFormMark('GEL 1,500', ' packs')).toBe(false);
    expect(nounAfterFormMark('1,500 EUR', ' packs')).toBe(false);
    expect(readsLinearly((n) => {
      const after = ` ${'a'.repeat(n)}`;
      return () => nounAfterFormMark('1,500 GEL', after);
    })).toBe(false);
  });
  it('property: any figure with comma groups and two decimals before "GEL" reads as that many lari', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), (thousands, units, cents) => {
      const figure = `${thousands},${String(units).padStart(3, '0')}.${String(cents).padStart(2, '0')}`;
      expect(read(`The price is ${figure} GEL.`)).toEqual([`${figure} GEL=${Math.round((thousands * 1000 + units + cents / 100) * 100) / 100} GEL`]);
    }), { numRuns: 40 });
  });
});

describe('a start hour in brackets inside a range (cause 5c)', () => {
  it('keeps the range: the first date starts it, the second ends it', () => {
    const items = ['KAYAK RENTAL CONTRACT', 'Rental period: from Tuesday, 12 May 2048 (9:30) to Friday, 15 May 2048 (18:00).'];
    expect(effective(...items)).toEqual(['2048-05-12']);
    expect(termination(...items)).toEqual(['2048-05-15']);
    expect(termination('KAYAK RENTAL CONTRACT', 'The kayaks are hired from 12 May 2048 (09:30 h) until 15 May 2048.')).toEqual(['2048-05-15']);
  });
  it('near misses: a day\'s hours after the bracket, an hour without minutes', () => {
    expect(termination('KAYAK RENTAL CONTRACT', 'Rental period: from 12 May 2048 (9:30) to 17:00 each day.')).toEqual([]);
    expect(termination('KAYAK RENTAL CONTRACT', 'Rental period: from 12 May 2048 (9) to 15 May 2048.')).toEqual([]);
  });
});
