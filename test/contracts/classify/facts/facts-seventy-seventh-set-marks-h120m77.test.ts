/**
 * Facts set 77's money marks h120f77 left, causes 1c–1e (issue 18, h120m77), each decided on sentences written for it,
 * near misses kept (none is the set's own line):
 * - 1c: Laos's "kip" after a figure in money's form, a raw mark (a unit of force too) named by a contract naming Laos
 *   (nlu currency-units.ts CONTRACT_PREFIXES, facts/local-currency.ts);
 * - 1d: "Br" before a figure in money's form, the birr's sign, Belarus's ruble's under a contract naming Belarus;
 * - 1e: a bare "$" after the figure, as French drafting writes it ("1 850,00 $"), decided by the contract's country as a
 *   "$" before it is (facts/local-currency.ts, the "$" mark's `written`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { contractLocalCurrencies, localUnit, RAW_MARKS } from '../../../../src/contracts/classify/facts/local-currency.js';
import { amounts, distinctCurrencies } from '../facts-readers.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

const LAO = 'BOAT HIRE AGREEMENT (translated from Lao), made at Vientiane.';
const QUEBEC = 'CONTRACT FOR SNOW REMOVAL, made at Rimouski (Québec).';

describe('"kip" after a figure in money\'s form (cause 1c)', () => {
  it('is the raw mark "kip", LAK under a contract naming Laos, its capital or its towns, or writing LAK', () => {
    expect(read('The hire price is 6.500.000 kip for the two days.')).toEqual(['6.500.000 kip=6500000 kip']);
    expect(read('Lunch is 60,000 kips per person.')).toEqual(['60,000 kips=60000 kip']);
    expect(RAW_MARKS.has('kip')).toBe(true);
    expect(amounts(LAO, 'The Hirer pays the Owner 6.500.000 kip for the two days.')).toEqual(['6500000 LAK']);
    expect(amounts('BOAT HIRE AGREEMENT', 'Made at Luang Prabang. The Hirer pays 2,000,000 kip as a deposit.')).toEqual(['2000000 LAK']);
    expect(distinctCurrencies(LAO, 'The Hirer pays a deposit of 2.000.000 kip.')).toEqual(['LAK']);
    expect(localUnit('kip', '60.000 kip', contractLocalCurrencies(['Paid in LAK only.']))).toBe('LAK');
  });
  it('near misses: a load in kips, no Laos named, a chat, "kip" before a figure or before "of"', () => {
    expect(read('The beam carries a load of 12 kip.')).toEqual([]);
    expect(read('The beam carries 1,200 kip of load.')).toEqual([]);
    expect(read('Item kip 6.500.000 is listed.')).toEqual([]);
    expect(read('we paid 6.500.000 kip for the boat', false)).toEqual([]);
    expect(amounts('BOAT HIRE AGREEMENT', 'The Hirer pays the Owner 6.500.000 kip for the two days.')).toEqual([]);
    expect(localUnit('kip', '6.500.000 kip', contractLocalCurrencies(['Made at Ottawa, Canada.']))).toBe('kip');
  });
});

describe('"Br" before a figure in money\'s form (cause 1d)', () => {
  // h121left (the re-read's h120revA #4): a raw mark as "kip", named by the contract's country; read as the birr, High,
  // in a contract naming neither Ethiopia nor Belarus before.
  it('is the raw mark "Br", apart from the figure or glued to it: the birr under a contract naming Ethiopia, its regions, language or towns, or writing ETB; Belarus\'s ruble under one naming Belarus or writing BYN', () => {
    expect(read('The Lodge pays Br 1,200.00 per group and Br2,000.00 for a full day.')).toEqual(['Br 1,200.00=1200 Br', 'Br2,000.00=2000 Br']);
    expect(read('The guide\'s lunch is Br. 150.00.')).toEqual(['Br. 150.00=150 Br']);
    expect(RAW_MARKS.has('Br')).toBe(true);
    expect(amounts('GUIDING SERVICES AGREEMENT made at Addis Ababa', 'The Lodge pays the Association Br 1,200.00 per group.')).toEqual(['1200 ETB']);
    expect(amounts('GUIDING SERVICES AGREEMENT (translated from Amharic)', 'The Lodge pays the Association Br 1,200.00 per group.')).toEqual(['1200 ETB']);
    expect(amounts('GUIDING SERVICES AGREEMENT made at Gondar', 'The Lodge pays the Association Br 1,200.00 per group.')).toEqual(['1200 ETB']);
    expect(amounts('SERVICES AGREEMENT made at Minsk, Belarus', 'The Client pays the Contractor Br 1,200.00 per month.')).toEqual(['1200 BYN']);
    // h121mendQ (h121rr #10): the towns are the lexicon's (ETHIOPIAN_TOWNS, BELARUSIAN_TOWNS), not a copy of a dozen.
    const ADAMA = 'This Lease is made at Adama on 1 May 2047 between Tesfaye Bekele (the "Landlord") and Almaz Girma (the "Tenant").';
    expect(amounts(ADAMA, '1. The Tenant pays a monthly rent of Br 12,000.00 on the first day of each month.')).toEqual(['12000 ETB']);
    expect(distinctCurrencies(ADAMA, '1. The Tenant pays a monthly rent of Br 12,000.00 on the first day of each month.')).toEqual(['ETB']);
    expect(amounts('LEASE made at Jijiga', 'The Tenant pays Br 12,000.00 a month.')).toEqual(['12000 ETB']);
    expect(amounts('LEASE made at Debre  Birhan', 'The Tenant pays Br 12,000.00 a month.')).toEqual(['12000 ETB']);
    expect(amounts('LEASE made at Mekele, Tigray', 'The Tenant pays Br 12,000.00 a month.')).toEqual(['12000 ETB']);
    expect(amounts('SERVICES AGREEMENT made at Brest', 'The Client pays the Contractor Br 1,200.00 per month.')).toEqual(['1200 BYN']);
    expect(amounts('SERVICES AGREEMENT made at Homel', 'The Client pays the Contractor Br 1,200.00 per month.')).toEqual(['1200 BYN']);
    expect(amounts('SERVICES AGREEMENT made at Homiel', 'The Client pays the Contractor Br 1,200.00 per month.')).toEqual(['1200 BYN']);
    expect(localUnit('Br', 'Br 1,200.00', contractLocalCurrencies(['All sums are in BYN.']))).toBe('BYN');
    expect(localUnit('Br', 'Br 1,200.00', contractLocalCurrencies(['All sums are in ETB.']))).toBe('ETB');
    // The birr's name keeps its code under Belarus: only the sign is shared.
    expect(read('The fee is Birr 1,450.')).toEqual(['Birr 1,450=1450 ETB']);
  });
  it('near misses: no country named (no amount, no currency), both named, a label\'s number, a measure or a count after the figure, capitals, a chat', () => {
    expect(amounts('GUIDING SERVICES AGREEMENT', 'The Lodge pays the Association Br 1,200.00 per group.')).toEqual([]);
    expect(distinctCurrencies('GUIDING SERVICES AGREEMENT', 'The Lodge pays the Association Br 1,200.00 per group.')).toEqual([]);
    expect(localUnit('Br', 'Br 1,450.00', contractLocalCurrencies(['Made at Minsk, Belarus, and Addis Ababa, Ethiopia.']))).toBe('Br');
    // Eritrea's towns (the same lexicon list's other half) and Djibouti's name no birr; a town's name inside a word is none.
    expect(amounts('LEASE made at Massawa', 'The Tenant pays Br 12,000.00 a month.')).toEqual([]);
    expect(amounts('LEASE made at Obock', 'The Tenant pays Br 12,000.00 a month.')).toEqual([]);
    expect(amounts('LEASE made at Adamant House', 'The Tenant pays Br 12,000.00 a month.')).toEqual([]);
    expect(localUnit('Br', 'Br 1,450.00', contractLocalCurrencies(['Made at Pinsk and at Adama.']))).toBe('Br');
    expect(read('See Br 12 of the list.')).toEqual([]);
    expect(read('The tank holds Br 1,200 litres.')).toEqual([]);
    expect(read('We tested Br 1,200 samples.')).toEqual([]);
    expect(read('THE BR 1,200.00 LINE')).toEqual([]);
    expect(read('Br 1,200.00 is what i paid', false)).toEqual([]);
  });
});

describe('a bare "$" after the figure (cause 1e)', () => {
  it('is named by the contract\'s country as a "$" before the figure is', () => {
    expect(amounts(QUEBEC, 'The Client pays the Contractor 1 850,00 $ per month.')).toEqual(['1850 CAD']);
    expect(distinctCurrencies(QUEBEC, 'Each extra visit is paid 95,00 $.')).toEqual(['CAD']);
    expect(amounts(QUEBEC, 'The Client pays the Contractor $1,850.00 per month.')).toEqual(['1850 CAD']);
    expect(localUnit('USD', '7 400,00 $', contractLocalCurrencies(['Governed by the laws of the Province of Quebec.']))).toBe('CAD');
  });
  it('near misses: no country named keeps the recognizer\'s dollar; a sign with its country\'s letters keeps its own', () => {
    expect(amounts('CONTRACT FOR SNOW REMOVAL', 'The Client pays the Contractor 1 850,00 $ per month.')).toEqual(['1850 USD']);
    expect(localUnit('USD', '1 850,00 US$', contractLocalCurrencies(['Made at Rimouski (Québec).']))).toBe('USD');
  });
  it('property: any figure with a "$" after it under a Quebec contract is CAD', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (thousands, units) => {
      const figure = `${thousands} ${String(units).padStart(3, '0')},00`;
      expect(localUnit('USD', `${figure} $`, contractLocalCurrencies(['Made at Percé (Québec).']))).toBe('CAD');
    }), { numRuns: 40 });
  });
});
