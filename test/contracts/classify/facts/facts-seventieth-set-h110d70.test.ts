/**
 * Facts set 70's amounts, currencies and types, causes 8–12 (issue 18, h110d70), each decided on sentences written for
 * it, near misses kept (none is the set's own sentence):
 * - 8: Chile named by its towns and regions (the gazetteer's CHILEAN_TOWNS_AND_REGIONS, TOWNS_BY_COUNTRY.Chile): its
 *   "UF" and "pesos" always, its "$" only where no country is named and the "$" sums are written the peso's way (dot
 *   groups, or "pesos" in words) — local-currency.ts `placed`, `PESO_WRITTEN`;
 * - 9: one dot group after the mark of a currency whose countries group thousands with dots ("Bs 4.000"):
 *   currency-units.ts DOT_THOUSANDS_CURRENCIES;
 * - 10: Bolivia's Mvdol (BOV) by its name and its code;
 * - 11: a table header whose figure stands inside a measure ("per 60 kg bag"): table-money.ts MEASURE_FIGURE;
 * - 12: a title's bracketed local name before a dash ("GRAZING AGREEMENT (IJARA) – UPPER PASTURE"), and a heading in
 *   capitals over numbered terms past the title lines (contract-types.ts TITLE, headingOverTerms).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { tableMoneyCells } from '../../../../src/contracts/classify/facts/table-money.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, distinctCurrencies, types } from '../facts-readers.js';

const LAKE_TOWN = 'Our yard is at Puerto Varas, Los Lagos.';

describe('Chile named by its towns and regions (cause 8)', () => {
  it('"$" sums written with dot groups, or named pesos in words, are Chilean pesos under a Chilean town', () => {
    expect(amounts('WORK ORDER', 'The price is $3.450.000, paid on completion.', LAKE_TOWN)).toEqual(['3450000 CLP']);
    expect(amounts('WORK ORDER', 'The price is $3.450.000 and the deposit $ 450.000, paid on signing.', 'The boat is moored at Quellón.')).toEqual(['3450000 CLP', '450000 CLP']);
    expect(amounts('LEASE', 'The rent is $ 380.000 (three hundred and eighty thousand pesos) a month.', 'The flat is in Temuco.')).toEqual(['380000 CLP']);
    expect(distinctCurrencies('LEASE', 'The rent is $1.250.000,50 a month.', 'THE FLAT IS IN PUNTA ARENAS.')).toEqual(['CLP']);
  });
  it('"UF" and "pesos" need no peso writing: a Chilean town names their country', () => {
    expect(amounts('LEASE', 'A late payment costs UF 3 a month.', 'The flat is in Viña del Mar.')).toEqual(['3 CLF']);
    expect(amounts('LEASE', 'The deposit is 25,000 pesos.', 'The house is at Ancud, Chiloé.')).toEqual(['25000 CLP']);
  });
  it('near misses: a dollar\'s writing, a named country, a US place, a measure\'s "UF"', () => {
    // A US contract that sends its staff to a Chilean town writes its dollars with commas: they stay dollars.
    expect(distinctCurrencies('CONSULTING AGREEMENT', 'The fee is $2,800,000, and the Consultant visits the mine at Antofagasta twice.')).toEqual(['USD']);
    expect(distinctCurrencies('CONSULTING AGREEMENT', 'The fee is $3.459 per gallon of fuel used on the trip to Iquique.')).toEqual(['USD']);
    // A named country outweighs a town: an Argentine contract whose lorries cross to Osorno.
    expect(amounts('HAULAGE CONTRACT', 'The freight is $2.500.000 a trip from Bariloche, Argentina, to Osorno.')).toEqual(['2500000 ARS']);
    expect(distinctCurrencies('HAULAGE CONTRACT', 'The freight is $2.500.000 a trip to Osorno.', 'The Carrier is based in Miami, Florida.')).toEqual(['USD']);
    expect(amounts('PLANT SUPPLY', 'The plant holds UF 12 modules.', 'Delivery to Puerto Montt.')).toEqual([]);
    expect(amounts('LEASE', 'A late payment costs UF 3 a month.')).toEqual([]);
  });
  it('the local currency map: towns alone, towns and a peso writing', () => {
    expect(contractLocalCurrencies(['The yard is at Dalcahue.', 'The fee is $2.000.000.']).get('USD')).toBe('CLP');
    expect(contractLocalCurrencies(['The yard is at Dalcahue.', 'The fee is $2,000,000.']).get('USD')).toBeUndefined();
    expect(contractLocalCurrencies(['The yard is at Dalcahue.', 'The fee is UF 20.']).get('UF')).toBe('CLF');
  });
  it('a town weighs less than a named country for "pesos" too (the stop\'s re-read, session 73)', () => {
    // An Argentine contract that ships to Valparaíso: its pesos are Argentina's, not ambiguous between Argentina and
    // Chile (which left them Mexico's, the bare word's reading).
    expect(amounts('SUPPLY AGREEMENT', 'The Seller, of Mendoza, Argentina, ships the crates to Valparaíso.', 'The price is 25,000 pesos.')).toEqual(['25000 ARS']);
    expect(contractLocalCurrencies(['The Seller, of Mendoza, Argentina, ships the crates to Valparaíso.', 'The price is 25,000 pesos.']).get('MXN')).toBe('ARS');
    expect(contractLocalCurrencies(['The crates go to Valparaíso.', 'The price is 25,000 pesos.']).get('MXN')).toBe('CLP');
  });
});

describe('one dot group after a dot-grouping currency\'s mark (cause 9)', () => {
  it('is thousands: "Bs 5.500", "BOB 2.750", "Kz 12.500"', () => {
    expect(amounts('SALE CONTRACT', 'The Buyer pays a bonus of Bs 5.500 on delivery.')).toEqual(['5500 BOB']);
    expect(amounts('SALE CONTRACT', 'The Buyer pays BOB 2.750 on delivery.')).toEqual(['2750 BOB']);
    expect(amounts('SALE CONTRACT', 'The Buyer pays Kz 12.500 on delivery.')).toEqual(['12500 AOA']);
  });
  it('near misses: a three-decimal dinar, the bare "$", a bare whole figure after "Bs"', () => {
    expect(amounts('SALE CONTRACT', 'The Buyer pays KD 1.250 per tonne.')).toEqual(['1.25 KWD']);
    expect(amounts('SUPPLY AGREEMENT', 'The Buyer pays $3.459 per gallon.')).toEqual(['3.459 USD']);
    expect(amounts('SALE CONTRACT', 'See Table Bs 12 for the weights.')).toEqual([]);
  });
});

describe('the Mvdol, Bolivia\'s unit of account (cause 10)', () => {
  it('"Mvdol" after or before a figure and "BOV" beside one in money\'s form are BOV', () => {
    expect(amounts('SUPPLY CONTRACT', 'A fine of 20 Mvdol per day of delay is due.')).toEqual(['20 BOV']);
    expect(amounts('SUPPLY CONTRACT', 'The guarantee fee is MVDOL 1.250,00.')).toEqual(['1250 BOV']);
    expect(amounts('SUPPLY CONTRACT', 'The penalty is BOV 40,00 per missing crate.')).toEqual(['40 BOV']);
    expect(distinctCurrencies('SUPPLY CONTRACT', 'The penalty is BOV 40,00 per missing crate.')).toEqual(['BOV']);
  });
  it('near misses: bag-on-valve cans, a bare count after "BOV", a code after words in capitals', () => {
    expect(amounts('SUPPLY CONTRACT', 'The Supplier fills BOV 2,500 cans a week.')).toEqual([]);
    expect(amounts('SUPPLY CONTRACT', 'The line runs BOV 15 at a time.')).toEqual([]);
    expect(amounts('SUPPLY CONTRACT', 'THE BOV 1,500.00 VALVE IS SUPPLIED.')).toEqual([]);
  });
});

describe('a header\'s figure inside a measure (cause 11)', () => {
  it('the row is a header still and its currency column gives the bare figures their currency', () => {
    expect(amounts('COFFEE PURCHASE CONTRACT', 'Grade (screen, per 60 kg bag) | Price per kg (USD)', 'AA | 4.20', 'AB | 3.80')).toEqual(['4.2 USD', '3.8 USD']);
    expect(amounts('RICE PURCHASE CONTRACT', 'Sack (50 lb) | Price (USD)', 'Long grain | 31.00')).toEqual(['31 USD']);
  });
  it('near misses: a year or a number that is no measure, a row of figures', () => {
    expect(tableMoneyCells(['Lot 2024 | Price (USD)', 'AA | 4.20']).size).toBe(0);
    expect(tableMoneyCells(['Item 1 (50 kg) | Price (USD)', 'AA | 4.20']).size).toBe(0);
    expect(tableMoneyCells(['50 kg | Price (USD)', 'AA | 4.20']).size).toBe(0);
  });
});

describe('a title\'s local name before a dash, and a heading over numbered terms (cause 12)', () => {
  it('"<KIND> AGREEMENT (<local name>) – <subject>" names the kind', () => {
    expect(types('GRAZING AGREEMENT (IJARA) – UPPER PASTURE', 'The parties agree.')).toEqual(['GRAZING AGREEMENT']);
    expect(types('Boat Hire Contract (Charter): Lake Kivu', 'The parties agree.')).toEqual(['Boat Hire Contract']);
    expect(types('SUPPLY AGREEMENT (DRAFT)', 'The parties agree.')).toEqual(['SUPPLY AGREEMENT']);
  });
  const thread = (heading: string, next = '1. We build the fence along the north side of your lot.') => [
    'Print – fence', 'From: Ana Ruiz <ana@example.org>', 'To: Cercos del Sur <info@example.org>', 'Date: 3 May 2046',
    'Subject: Fence', 'Hello, could you quote for a fence?', 'Ana Ruiz', 'From: Cercos del Sur <info@example.org>',
    'To: Ana Ruiz <ana@example.org>', 'Date: 4 May 2046', 'Subject: RE: Fence', 'Dear Ms Ruiz,', 'Here are our terms.',
    heading, next, '2. You pay on completion.',
  ];
  it('a heading in capitals naming a kind over the first numbered term, past the title lines, names the kind', () => {
    expect(types(...thread('FENCE BUILDING CONTRACT'))).toEqual(['FENCE BUILDING CONTRACT']);
    expect(types(...thread('GARDEN WORK AGREEMENT', 'Article 1 – the work'))).toEqual(['GARDEN WORK AGREEMENT']);
  });
  it('near misses: a heading in small letters, no numbered term under it, a bare "AGREEMENT", no agreement noun', () => {
    expect(types(...thread('Fence building contract'))).toEqual([]);
    expect(types(...thread('FENCE BUILDING CONTRACT', 'We build the fence along the north side.'))).toEqual([]);
    expect(types(...thread('AGREEMENT'))).toEqual([]);
    expect(types(...thread('PRICE QUOTATION'))).toEqual([]);
  });
});

describe('properties (h110d70)', () => {
  it('any "$" sum of two dot groups under a Chilean town is that many Chilean pesos', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), (a, b, c) => {
      const figure = `${a}.${String(b).padStart(3, '0')}.${String(c).padStart(3, '0')}`;
      expect(amounts('WORK ORDER', `The price is $${figure}, paid on completion.`, LAKE_TOWN)).toEqual([`${a * 1e6 + b * 1e3 + c} CLP`]);
    }), { numRuns: 25 });
  });
});

describe('the new patterns on hostile input (h110d70)', () => {
  for (const unit of ['$1.000', '$1.000.', '1 kg | ', '(a) – A AGREEMENT (B) – ', 'A AGREEMENT (B) ', 'Achao ']) {
    it(`"${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => contractLocalCurrencies([text]).size + tableMoneyCells([text, text]).size + types(text, text).length;
      }, 1000);
    });
  }
});
