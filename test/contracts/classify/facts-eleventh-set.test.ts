/**
 * The eleventh blind contract-level set's drafting (h18f11, bench/data/contracts-facts-11.json): legal forms of other
 * countries, titles, role words and slot layouts, each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const primary = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
const all = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

describe('legal forms of other countries are no part of a name (h18f11)', () => {
  it('Thai "Public Company Limited" and the "Joint Stock Company" of Vietnamese drafting', () => {
    expect(primary('This Agreement is made between Chao Phraya Cement Public Company Limited (the "Buyer") and Mekong Steel Joint Stock Company (the "Seller").'))
      .toEqual(['CHAO PHRAYA CEMENT Buyer', 'MEKONG STEEL Supplier']);
  });
  it('Hungarian "Kft." and "Zrt.", Icelandic "ehf." and "hf."', () => {
    expect(primary('This Contract is made between Balaton Csomagolás Kft. (the "Buyer") and Pannon Acél Zrt. (the "Seller").'))
      .toEqual(['BALATON CSOMAGOLÁS Buyer', 'PANNON ACÉL Supplier']);
    expect(primary('This Lease is made between Jökull Fasteignir ehf. (the "Landlord") and Sjávarborg hf. (the "Tenant").'))
      .toEqual(['JÖKULL FASTEIGNIR Supplier', 'SJÁVARBORG Buyer']);
  });
  it('Egyptian "Company S.A.E.", a "S.A.S." written with periods and Pakistani "(Private) Limited"', () => {
    expect(primary('This Agreement is made between Delta Textile Company S.A.E. (the "Client") and Cauca Software S.A.S. (the "Consultant").'))
      .toEqual(['DELTA TEXTILE Buyer', 'CAUCA SOFTWARE Supplier']);
    expect(primary('This Agreement is made between Margalla Packaging (Private) Limited (the "Supplier") and Ravi Chemicals Ltd (the "Buyer").'))
      .toEqual(['MARGALLA PACKAGING Supplier', 'RAVI CHEMICALS Buyer']);
  });
});

describe('"Eng." is a title, not a name (h18f11)', () => {
  it('a representative styled "Eng." is no party', () => {
    expect(all('This Contract is made between Al-Noor Trading Company (the "Buyer"), represented by Eng. Tariq Mansour, and Sahara Pumps Ltd (the "Seller").').filter((p) => /ENG\b/.test(p)))
      .toEqual([]);
  });
});

describe('a grower sells its crop: in a grower\'s contract the processor buys (h18f11)', () => {
  it('"Grower" is the Supplier, "Processor" the Buyer of a grower agreement', () => {
    expect(primary('PEACH GROWER AGREEMENT', 'This Agreement is made between Sunridge Canning Co. ("Processor") and Alder Creek Orchards, LLC ("Grower").'))
      .toEqual(['SUNRIDGE CANNING Buyer', 'ALDER CREEK ORCHARDS Supplier']);
  });
  it('a data processing agreement\'s processor still provides', () => {
    expect(primary('DATA PROCESSING AGREEMENT', 'This Agreement is made between Harbour Retail Ltd ("Controller") and Cloudline Hosting Ltd ("Processor").'))
      .toEqual(['HARBOUR RETAIL Buyer', 'CLOUDLINE HOSTING Supplier']);
  });
});
