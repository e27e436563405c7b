/**
 * The tenth blind contract-level set's drafting (h18f10, bench/data/contracts-facts-10.json): legal forms of other
 * countries, role words and the layouts of a party's slot, each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const primary = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
const all = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

describe('legal forms of other countries are no part of a name', () => {
  it('Indonesian "PT" before the name and "Tbk" after it', () => {
    expect(primary('This Agreement is made between PT Mitra Baja Perkasa (the "Supplier") and PT Laut Biru Energi Tbk (the "Buyer").'))
      .toEqual(['MITRA BAJA PERKASA Supplier', 'LAUT BIRU ENERGI Buyer']);
  });
  it('Danish "ApS", Czech "s.r.o." and "a.s.", Turkish "A.Ş." and "Limited Şirketi"', () => {
    expect(primary('This Agreement is made between Havnefront Udlejning ApS (the "Lessor") and Brno Tools s.r.o. (the "Lessee").'))
      .toEqual(['HAVNEFRONT UDLEJNING Supplier', 'BRNO TOOLS Buyer']);
    expect(primary('This Contract is made between Moravské Sklárny a.s. (the "Seller") and Marmara Cam Sanayi ve Ticaret A.Ş. (the "Buyer").'))
      .toEqual(['MORAVSKÉ SKLÁRNY Supplier', 'MARMARA CAM SANAYI VE TICARET Buyer']);
    expect(primary('This Contract is made between Kapadokya Halı Limited Şirketi (the "Seller") and Nordlys Interiør AS (the "Buyer").'))
      .toEqual(['KAPADOKYA HALI Supplier', 'NORDLYS INTERIØR Buyer']);
  });
});

describe('a "PARTIES" heading is no party, and "hereinafter," takes its comma', () => {
  it('a heading above a slot whose name the recognizer does not read is not the name', () => {
    expect(primary('PARTIES', 'Article 1 – This Contract is concluded between Yildiz Örme ve Boya (hereinafter the "SELLER") and Kestane Giyim Limited Şirketi (hereinafter the "BUYER").'))
      .toEqual(['YILDIZ ÖRME VE BOYA Supplier', 'KESTANE GIYIM Buyer']);
  });
  it('"(hereinafter, "the Maintainer")" after the company a person acts for', () => {
    expect(primary('On the one hand, Mr. Pablo Ruiz Gómez, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L., in his capacity as director (hereinafter, "the Maintainer").',
      'On the other hand, Ms. Ana Vidal Cruz, acting in the name and on behalf of RESIDENCIAS ALBORÁN, S.A., in her capacity as manager (hereinafter, "the Client").'))
      .toEqual(['CLIMATIZACIONES DEL SUR Supplier', 'RESIDENCIAS ALBORÁN Buyer']);
    // The person who acts for the company is its representative, no party.
    expect(all('On the one hand, Mr. Pablo Ruiz Gómez, of legal age, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L. (hereinafter, "the Maintainer").'))
      .toEqual(['CLIMATIZACIONES DEL SUR Supplier Primary']);
  });
});

describe('role words: a sublandlord, a maintainer and a manager provide; plurals keep their side', () => {
  it('a sublease: sublandlord Supplier, subtenant Buyer', () => {
    expect(primary('This Sublease is made between Orchard Loop Media, Inc. ("Sublandlord") and Tallis Bio, LLC ("Subtenant").'))
      .toEqual(['ORCHARD LOOP MEDIA Supplier', 'TALLIS BIO Buyer']);
  });
  it('a property manager paid by the owner', () => {
    expect(primary('This Agreement is made between Vesterbro Boliger ApS (the "Owner") and Sund Ejendomsservice A/S (the "Manager").'))
      .toEqual(['VESTERBRO BOLIGER Buyer', 'SUND EJENDOMSSERVICE Supplier']);
  });
  it('"the Sellers" sell and "the Charterers" pay hire', () => {
    expect(primary('This Agreement is made between Coastal Reefer Lines Limited (the "Owners") and Baltic Fruit Carriers AB (the "Charterers").'))
      .toEqual(['COASTAL REEFER LINES Supplier', 'BALTIC FRUIT CARRIERS Buyer']);
  });
});
