import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);

// h67slot: a legal form spelt out before a quoted name (Kazakh "Limited Liability Partnership", French "Société à
// responsabilité limitée") names the quoted company; a place-and-date line above the slot is never its party.
describe('a legal form written out before a quoted name in a slot (h67slot)', () => {
  const kazakh = (place: string[], first: string) => [
    'BARLEY PURCHASE CONTRACT No. 7',
    ...place,
    `${first} "Esil Astyk", BIN 120440012345, represented by Director Arman Bolatovich Serikov, acting on the basis of the Charter, hereinafter referred to as the "Seller", on the one hand, and`,
    'Limited Liability Partnership "Kyzylzhar Agro", BIN 130540023456, represented by Director Dana Yerlanovna Akhmetova, acting on the basis of the Charter, hereinafter referred to as the "Buyer", on the other hand, have concluded this contract as follows:',
    '1. The Seller shall deliver barley.',
  ];
  it('"Limited Liability Partnership "…"" and "LLP "…"", under a place-and-date line or not', () => {
    const both = ['ESIL ASTYK Supplier/Primary', 'KYZYLZHAR AGRO Buyer/Primary'];
    expect(partiesOf(...kazakh(['Petropavl, 2 September 2034'], 'Limited Liability Partnership'))).toEqual(both);
    expect(partiesOf(...kazakh([], 'Limited Liability Partnership'))).toEqual(both);
    expect(partiesOf(...kazakh(['Petropavl, 2 September 2034'], 'LLP'))).toEqual(both);
  });
  it('"Société à responsabilité limitée "…"" and "SARL "…""', () => {
    expect(partiesOf(
      'SUPPLY CONTRACT',
      'Lyon, 3 March 2034',
      'Société à responsabilité limitée "Boulangerie Rhône", represented by its manager, Mr Paul Girard, hereinafter referred to as the "Supplier", and',
      'SARL "Atlas Dattes", represented by its manager, Mr Karim Ben Salah, hereinafter referred to as the "Buyer".',
      '1. The Supplier shall deliver bread.',
    )).toEqual(['BOULANGERIE RHÔNE Supplier/Primary', 'ATLAS DATTES Buyer/Primary']);
  });
  it('"OOO "…"" and "LLC "…"" read as before', () => {
    expect(partiesOf(
      'SUPPLY CONTRACT',
      'Kazan, 3 March 2034',
      'OOO "Volga Trade", represented by Director Ivan Petrov, hereinafter referred to as the "Seller", and',
      'LLC "Kama Mill", represented by Director Olga Sidorova, hereinafter referred to as the "Buyer".',
      '1. The Seller shall deliver wheat.',
    )).toEqual(['VOLGA TRADE Supplier/Primary', 'KAMA MILL Buyer/Primary']);
  });
});

describe('a place-and-date line is never a party (h67slot)', () => {
  it('a slot whose own name is unread leaves the place above it alone', () => {
    const found = partiesOf(
      'BARLEY PURCHASE CONTRACT No. 7',
      'Petropavl, 2 September 2034',
      'the farmer named in Annex 1, hereinafter referred to as the "Seller", on the one hand, and',
      'KYZYLZHAR AGRO LLP, BIN 130540023456, represented by Director Dana Yerlanovna Akhmetova, hereinafter referred to as the "Buyer", on the other hand, have concluded this contract as follows:',
    );
    expect(found).toEqual(['KYZYLZHAR AGRO Buyer/Primary']);
  });
  it('reads the place-and-date lines of several draftings, and no name line', () => {
    for (const line of ['Kostanay, 2 September 2034', 'Almaty city, 14 April 2034', 'Lyon, le 3 mars 2034', 'Burgdorf, 20.03.2034', 'Győr, 2034. 04. 09.', 'Vienna, October 28, 2034', 'Thimphu, Bhutan, 14 April 2034'])
      expect(isPlaceAndDateLine(line), line).toBe(true);
    for (const line of ['Kostanay Grain LLP, BIN 120440012345', 'Petropavl Milling, 2 September', 'Esil Astyk, a partnership registered on 2 September 2034', 'KYZYLZHAR AGRO LLP'])
      expect(isPlaceAndDateLine(line), line).toBe(false);
  });
});

// hrev57: the same form before a quoted title names a thing the company owns or makes when a possessive opens it or a
// work's noun follows the title.
describe('a form before a quoted product or document title (hrev57)', () => {
  const licence = (clause: string) => partiesOf(
    'SOFTWARE LICENCE AGREEMENT',
    'This Agreement is made between Grayson Hale LLP ("the Licensor") and Mintwell Limited ("the Licensee").',
    clause,
    '2. The Licensee shall pay the licence fee of GBP 5,000 per year.',
  );
  it('a possessive before the form, or a work\'s noun after the title: no company', () => {
    expect(licence('1. The Licensor grants the Licensee a licence to use its Limited Liability Partnership "Toolkit" software.'))
      .toEqual(['GRAYSON HALE Supplier/Primary', 'MINTWELL Buyer/Primary']);
    expect(licence('1. The Licensor grants the Licensee the SARL "Starter" template pack for French subsidiaries.'))
      .toEqual(['GRAYSON HALE Supplier/Primary', 'MINTWELL Buyer/Primary']);
    expect(licence('1. The Licensee shall follow the LLP "Code of Conduct" policy and the SARL "Charte" document of the Licensor.'))
      .toEqual(['GRAYSON HALE Supplier/Primary', 'MINTWELL Buyer/Primary']);
  });
  it('near miss kept: the quoted company with its details after it', () => {
    expect(licence('1. The Licensor appoints Limited Liability Partnership "Esil Soft", BIN 120440012345, as its reseller in Kazakhstan.').slice(0, 2))
      .toEqual(['GRAYSON HALE Supplier/Primary', 'MINTWELL Buyer/Primary']);
    expect(licence('1. The Licensor appoints Limited Liability Partnership "Esil Soft", BIN 120440012345, as its reseller in Kazakhstan.')).toContain('ESIL SOFT Unknown/Unknown');
  });
});

// h71left (hrev57's Left, h69fix's reverted fix 2): the quoted words are themselves a document's title: they end in a
// title's noun (Manual, Policy, Plan, Code …) or open one with "of". A quoted company followed by ordinary small-letter
// words stays a company (the post-Soviet forms' sentences).
describe('a form before a quoted document title (h71left)', () => {
  const licence = (clause: string) => partiesOf(
    'SOFTWARE LICENCE AGREEMENT',
    'This Agreement is made between Grayson Hale LLP ("the Licensor") and Mintwell Limited ("the Licensee").',
    clause,
    '2. The Licensee shall pay the licence fee of GBP 5,000 per year.',
  );
  const both = ['GRAYSON HALE Supplier/Primary', 'MINTWELL Buyer/Primary'];
  it('a quoted title ending in its noun, or "<noun> of …": no company', () => {
    expect(licence('1. The Licensee shall apply the Limited Liability Partnership "Compliance Manual" only where the Licensor asks.')).toEqual(both);
    expect(licence('1. The Licensee shall keep to the LLP "Health and Safety Plan" at all times.')).toEqual(both);
    expect(licence('1. The Licensee shall observe the SARL "Code of Conduct" when it visits the Licensor.')).toEqual(both);
    expect(licence('1. The Licensee shall read the Limited Liability Partnership "Staff Handbook" before the launch.')).toEqual(both);
    expect(licence('1. The Licensee shall keep to the LLP "Data Retention Policy" and the SARL "Schedule of Rates" in force.')).toEqual(both);
  });
  it('near misses kept: a quoted company followed by small-letter words, or by its details', () => {
    expect(licence('1. The Licensor appoints Limited Liability Partnership "Esil Soft" under this agreement as its reseller.'))
      .toContain('ESIL SOFT Unknown/Unknown');
    expect(licence('1. The Licensor may subcontract to LLP "Kokshe Systems Integration" only with notice.'))
      .toContain('KOKSHE SYSTEMS INTEGRATION Unknown/Unknown');
    expect(licence('1. The Licensor appoints Limited Liability Partnership "Planet Guides Travel", BIN 120440012345, as its agent.'))
      .toContain('PLANET GUIDES TRAVEL Unknown/Unknown');
  });
});
