/**
 * Other parties of facts set 49 (issue 18, h88o): a bank's name closing on "International", running on over its own
 * words after "Bank" or over "of the" before a legal form; public bodies named by a head that alone names a product, a
 * unit or a plan ("Service", "Division", "Government", "Programme") with what makes it public. Sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe("a bank's name read to its end (h88o)", () => {
  it('"International" closing the name after its head', () => {
    expect(orgs('The fee is paid into the Seller’s account with Kivu Bank International each month.')).toEqual(['Kivu Bank International']);
    expect(orgs('The deposit is paid into an account at Orabank International by the Tenant.')).toEqual(['Orabank International']);
  });
  it('near misses: "International" opening a longer name, or a bank without it', () => {
    expect(orgs('Payment is made to Kivu Bank International Trade Services.')).not.toContain('Kivu Bank International');
    expect(orgs('Payment is made to Kivu Bank within ten days.')).toEqual(['Kivu Bank']);
  });
  it('"Bank" then two or three words of its own', () => {
    expect(orgs('The wage is paid into her account with Bank Kerjasama Rakyat.')).toEqual(['Bank Kerjasama Rakyat']);
    expect(orgs('Pay the Supplier at Bank Tabungan Negara Indonesia by transfer.')).toEqual(['Bank Tabungan Negara Indonesia']);
  });
  it('near misses: a common word among them, or a capitalised word after them', () => {
    expect(orgs('Quote the Bank Mandiri Transfer Reference on each payment.')).toEqual([]);
    expect(orgs('Send it to Bank Kerjasama Rakyat Head Office.')).not.toContain('Bank Kerjasama Rakyat');
  });
  it('"<…> Bank of the <place>" before a legal form', () => {
    expect(orgs('The price is paid to the Lessor’s account at The Bank of the Orient, Limited, Main Branch.')).toContain('Bank of the Orient, Limited');
    expect(orgs('Funds are held by Commercial Bank of the Pacific Ltd in trust.')).toEqual(['Commercial Bank of the Pacific Ltd']);
  });
  it('near misses: a possessive before "Bank", or no legal form', () => {
    expect(orgs('Pay through the Buyer’s Bank of the Month Ltd scheme.')).not.toContain('Buyer’s Bank of the Month Ltd');
    expect(orgs('Funds are held by the Bank of the Orient in trust.')).toEqual(['Bank of the Orient']);
  });
});

describe('public bodies named by a field, a level, a place or the United Nations (h88o)', () => {
  it('a division named by a public field, its owner or its ministry with it', () => {
    expect(orgs('Landing fees are paid to the Fisheries Division before each trip.')).toEqual(['Fisheries Division']);
    expect(orgs('The boundary is shown by the Lands and Surveys Division.')).toEqual(['Lands and Surveys Division']);
    expect(orgs('Permits come from the Fisheries Division of the Ministry of Marine Resources.')).toEqual(['Fisheries Division of the Ministry of Marine Resources']);
    expect(orgs('The Idaho Division of Wildlife may close the trail.')).toEqual(['Idaho Division of Wildlife']);
  });
  it('near misses: a company\'s unit, a trade or a possessive', () => {
    expect(orgs('The Delivery Division handles returns within a week.')).toEqual([]);
    expect(orgs('Our Sales Division and the Customer agree the price.')).toEqual([]);
    expect(orgs('The Packer’s Fisheries Division grades the catch.')).toEqual([]);
  });
  it('a service with a local level, or a field and its owner', () => {
    expect(orgs('The Municipal Sanitation Service may enter the stalls at any time.')).toEqual(['Municipal Sanitation Service']);
    expect(orgs('Her visa is renewed with U.S. Citizenship and Immigration Services each year.')).toEqual(['U.S. Citizenship and Immigration Services']);
    expect(orgs('Guides follow the rules of the Uganda Wildlife Service on every walk.')).toEqual(['Uganda Wildlife Service']);
  });
  it('near misses: a product, the Services, a service with no owner, a document named after one', () => {
    expect(orgs('Call Customer Service to book a visit.')).toEqual([]);
    expect(orgs('The Contractor performs the Services with due care.')).toEqual([]);
    expect(orgs('The Washroom Hygiene Service is invoiced monthly.')).toEqual([]);
    expect(orgs('The Express Delivery Service costs extra.')).toEqual([]);
    expect(orgs('The Municipal Sanitation Service Agreement is attached.')).toEqual([]);
  });
  it('a government named by its place and its level', () => {
    expect(orgs('The Seller applies to the Hokkaido Prefectural Government for the label.')).toEqual(['Hokkaido Prefectural Government']);
    expect(orgs('A grant from the Osaka Metropolitan Government is paid in May.')).toEqual(['Osaka Metropolitan Government']);
  });
  it('near misses: a government with no place, a statute, a role\'s government', () => {
    expect(orgs('The Federal Government pays the grant.')).toEqual([]);
    expect(orgs('The Provincial Government Act applies to the works.')).toEqual([]);
    expect(orgs('The Host State Government must consent.')).toEqual([]);
  });
  it('a programme or fund of the United Nations or the world', () => {
    expect(orgs('Maize supplied by the World Food Programme is stored in the school.')).toEqual(['World Food Programme']);
    expect(orgs('The clinic is funded by the United Nations Population Fund.')).toEqual(['United Nations Population Fund']);
    expect(orgs('Tents lent by the UN Development Program are returned in June.')).toEqual(['UN Development Program']);
  });
  it('near misses: a training programme, a world-class one', () => {
    expect(orgs('The Training Programme lasts six weeks.')).toEqual([]);
    expect(orgs('The Supplier runs a World Class Programme for its staff.')).toEqual([]);
  });
});

describe('a body named again in its own language in brackets (h88o)', () => {
  it('the French, Spanish or Portuguese name alone in brackets after the English is no second body', () => {
    expect(orgs('The trainee sits the test set by the Chamber of Crafts of Togo (Chambre des Métiers du Togo) in June.')).toEqual(['Chamber of Crafts of Togo']);
    expect(orgs('The licence is issued by the Ministry of Mines (Ministerio de Minas) each year.')).toEqual(['Ministry of Mines']);
  });
  it('near misses: the name alone, or more than the name in the brackets', () => {
    expect(orgs('The licence is issued by the Ministerio de Minas each year.')).toEqual(['Ministerio de Minas']);
    expect(orgs('The price is paid to the Seller (Banco Nacional de Panamá account 4410).')).toEqual(['Banco Nacional de Panamá']);
  });
});
