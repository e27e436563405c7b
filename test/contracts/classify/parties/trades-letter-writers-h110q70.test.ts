/**
 * Facts set 70's causes 1 and 2 (issue 18, h110q70), on contracts written for them, none from the set:
 * - a person's trade set off by commas ("…, farmer, …, hereinafter THE FARMER") is the person's own, no thing the alias
 *   restates (alias-forms.ts withoutApposedTrade);
 * - a letter's writer with no legal form, named by its letterhead and the closing's last line ("RADIO SOL DEL ORIENTE
 *   101.5 FM" / … / "Radio Sol del Oriente"), is the writer (letterhead-signer.ts unformedLetterWriter).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { restatesThing } from '../../../../src/contracts/classify/parties/alias-forms.js';

const ENTRY = (person: string) => [
  'RICE SALE CONTRACT',
  'FIRST.- (THE PARTIES). The following enter into this contract:',
  '1. MOLINO SANTA ROSA S.R.L., with NIT 1122334, domiciled in Yapacaní, represented by its manager, Mr. Omar Pinto Vaca, hereinafter THE BUYER.',
  person,
  'SECOND.- The rice is delivered to THE BUYER\'s mill at Yapacaní at Bs. 250.- per bag.',
];

describe("an individual's entry whose alias repeats the trade (cause 1)", () => {
  it.each([
    ['2. Mr. Eloy Suárez Añez, of legal age, Bolivian, farmer, with C.I. 4455667 SC., domiciled in Yapacaní, hereinafter THE FARMER.', 'ELOY SUÁREZ AÑEZ'],
    ['2. Mrs. Carmen Rojas Aguilera, of legal age, rice grower, with C.I. 4455668 SC., hereinafter THE GROWER.', 'CARMEN ROJAS AGUILERA'],
    ['2. Mr. Eloy Suárez Añez, Bolivian, small rice producer, domiciled in Yapacaní, hereinafter THE PRODUCER.', 'ELOY SUÁREZ AÑEZ'],
  ])('%s', (entry, person) => {
    expect(partyNames(...ENTRY(entry))).toContain(person);
  });
  it('the apposition shapes', () => {
    expect(restatesThing(', of legal age, Bolivian, farmer, with C.I. 4455667, domiciled in Yapacaní, ', 'THE FARMER')).toBe(false);
    expect(restatesThing(', rice grower, ', 'the Grower')).toBe(false);
  });
  it('near misses: a thing restated keeps its reading', () => {
    expect(restatesThing(', owner of the building at Mill Road, ', 'the Building')).toBe(true);
    expect(restatesThing(', owner of the tractor, ', 'the Tractor')).toBe(true);
    expect(restatesThing(', with the harvester, ', 'the Harvester')).toBe(true);
  });
});

const LETTER = (head: string, signedBy: string) => [
  head,
  'Calle Sucre 14, San Ignacio de Velasco, Bolivia',
  'San Ignacio, 3 May 2045',
  'Mr. Julio Paz Méndez',
  'President',
  'Chiquitano Cattle Breeders Association',
  'San Ignacio',
  'Dear Mr. Paz,',
  'As agreed, we air your vaccination notices on these terms:',
  '1. We read your notice twice a day, at 7:00 and at 19:00, during May and June 2045.',
  '2. You pay Bs. 40.- per notice within ten (10) days of our invoice.',
  'Sincerely,',
  'Teresa Chuvé Masaí',
  'Director',
  signedBy,
  'Accepted for Chiquitano Cattle Breeders Association:',
  'Julio Paz Méndez, President',
];

describe("a letter's writer with no legal form (cause 2)", () => {
  it.each([
    ['RADIO SOL DEL ORIENTE 101.5 FM', 'Radio Sol del Oriente', 'RADIO SOL DEL ORIENTE'],
    ['Radio Sol del Oriente', 'Radio Sol del Oriente', 'RADIO SOL DEL ORIENTE'],
    ['CANAL 9 TELEVISIÓN CHIQUITANA', 'Canal 9 Televisión Chiquitana', 'CANAL 9 TELEVISIÓN CHIQUITANA'],
    ['RADIO YAKU PAMPA 88.1 FM', 'Radio Yaku Pampa', 'RADIO YAKU PAMPA'],
  ])('%s', (head, signedBy, writer) => {
    const text = LETTER(head, signedBy);
    expect(primary(...text)).toEqual([`${writer} Supplier`, 'CHIQUITANO CATTLE BREEDERS ASSOCIATION Buyer']);
    expect(Object.fromEntries(contactLists(...text))).toEqual({ [writer]: ['Teresa Chuvé Masaí'], 'CHIQUITANO CATTLE BREEDERS ASSOCIATION': ['Julio Paz Méndez'] });
  });
  it('near misses: a closing line the letterhead does not open with, or a person\'s name', () => {
    expect(partyNames(...LETTER('RADIO SOL DEL ORIENTE 101.5 FM', 'Radio Bolivia'))).not.toContain('RADIO BOLIVIA');
    expect(partyNames(...LETTER('RADIO SOL DEL ORIENTE 101.5 FM', 'Radio Bolivia'))).not.toContain('RADIO SOL DEL ORIENTE');
    expect(partyNames(...LETTER('Teresa Chuvé Masaí', 'San Ignacio'))).not.toContain('SAN IGNACIO');
  });
});
