/**
 * The drafting of the fifteenth blind contract-level set's countries and kinds (h22f15): money marks of Trinidad and
 * Tobago, Taiwan, Namibia, Kuwait, Bolivia, Georgia and the CFA franc zones; a contract's own value and a sum invoiced.
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { amounts, currencies, effective, partiesByRole as parties, termination } from '../facts-readers.js';

describe('money marks of contracts (h22f15)', () => {
  it('"TT$", "NT$" and "N$" glued to the dollar sign are the Trinidad and Tobago, New Taiwan and Namibian dollars', () => {
    expectReads(amounts, [
      ['The Lessee shall pay a rent of TT$18,500.00 per month.', ['18500 TTD']],
      ['The unit price is NT$ 640 per set.', ['640 TWD']],
      ['The Employer shall pay the Contractor a fee of N$ 96,000.00.', ['96000 NAD']],
    ]);
    expect(currencies('The deposit is TTD 40,000 and the fee NAD 12,000.')).toEqual(['TTD', 'NAD']);
  });
  it('a currency named with its country after or before the figure in words', () => {
    expectReads(amounts, [
      ['The Buyer shall pay 75,000 Namibia Dollars on signature.', ['75000 NAD']],
      ['The licence fee is 2,000,000 New Taiwan dollars.', ['2000000 TWD']],
      ['The Client shall pay a price of 12,400 lari.', ['12400 GEL']],
    ]);
  });
  it('"KD" is the Kuwaiti dinar, three decimals of fils; before a year it is no money', () => {
    expectReads(amounts, [
      ['The Tenant shall pay a monthly rent of KD 2,750.000.', ['2750 KWD']],
      ['The Owner shall pay a fee of KD 125.500 for each visit.', ['125.5 KWD']],
      ['The fee is payable after the KD 2025 review of the plant.', []],
    ]);
  });
  it('"Bs" and "Bs." are the boliviano, dot groups with cents after a comma; before a bare number a label', () => {
    expectReads(amounts, [
      ['The Buyer shall pay a price of Bs 48.250,00 for the lot.', ['48250 BOB']],
      ['The monthly fee is Bs. 1.200.000.', ['1200000 BOB']],
      ['The price of Bs 12 is set out in the Annex.', []],
    ]);
  });
  it('"GEL" before a figure in money\'s form is the Georgian lari; the word "gel" is none', () => {
    expect(amounts('The Tenant shall pay a monthly rent of GEL 6,300.')).toEqual(['6300 GEL']);
    expect(amounts('The price of the gel 500 tubes is fixed.')).toEqual([]);
  });
  it('"FCFA" is the CFA franc of the one CFA country the contract names (XOF or XAF); alone it names no currency', () => {
    expect(amounts('Signed at Abidjan, Côte d\'Ivoire.', 'The Client shall pay a fee of FCFA 2 750 000 per month.')).toEqual(['2750000 XOF']);
    expect(amounts('Made in Douala, Cameroon.', 'The rent is 850 000 FCFA per month.')).toEqual(['850000 XAF']);
    expect(currencies('The Client shall pay a fee of FCFA 2 750 000 per month.')).toEqual([]);
  });
});

describe('a contract\'s own value and a sum invoiced are amounts (h22f15)', () => {
  it('"the value of this contract", "contract value", "an invoice of"', () => {
    expect(amounts('The estimated value of the agreement is EUR 410.000,00.')).toEqual(['410000 EUR']);
    expect(amounts('The Customer guarantees invoices of at least USD 20,000 in each quarter.')).toEqual(['20000 USD']);
  });
  it('a value insured is still none', () => {
    expect(amounts('The goods shall be insured for a value of not less than USD 500,000.')).toEqual([]);
  });
});

describe('dates of set 15\'s drafting (h22f15)', () => {
  it('a "Signing date:" or "Date of signing:" field dates the signing', () => {
    expect(effective('SUPPLY CONTRACT', 'Signing date: 3 June 2025', 'Party A: Aa Co., Ltd.')).toEqual(['2025-06-03']);
    expect(effective('SUPPLY CONTRACT', 'Date of signing: 4 June 2025', 'Party A: Aa Co., Ltd.')).toEqual(['2025-06-04']);
  });
  it('a period given after its heading\'s colon starts and ends there', () => {
    const text = 'Clause 4 Licence period: from 1 July 2025 to 30 June 2027.';
    expect(effective(text)).toEqual(['2025-07-01']);
    expect(termination(text)).toEqual(['2027-06-30']);
  });
  it('a place-and-date line under the title dates the contract when its type comes from a "This … Agreement" sentence', () => {
    expect(effective('SERVICES AGREEMENT', 'Baku, 14 July 2025', 'This Services Agreement is made between Aa LLC and Bb LLC.')).toEqual(['2025-07-14']);
  });
  it('a guarantee, an annex or a deed naming itself with "this" gives its end date', () => {
    expect(termination('This Guarantee remains available until 30 June 2027.')).toEqual(['2027-06-30']);
    expect(termination('This Annex applies until 31 December 2026.')).toEqual(['2026-12-31']);
  });
  it('a guarantee named without "this" is no agreement naming itself', () => {
    expect(termination('The bank guarantee covers deliveries until 30 June 2027.')).toEqual([]);
  });
});

describe('parties of set 15\'s drafting (h22f15)', () => {
  it('an alias "hereinafter" gives with its article and no verb, in a bracket after a colon or bare in capitals', () => {
    expect(parties(
      'SERVICE AGREEMENT',
      'concluded in Split on 2 April 2025 between:',
      '1. JADRAN LOGISTIKA d.o.o., Put Supavla 1, Split, represented by the director Ante Šimić (hereinafter: the Provider)',
      'and',
      '2. ISTRA VINO d.d., Pula, represented by the director Maja Rakić (hereinafter: the Client)',
      'The Client shall pay the Provider the fee.',
    ).slice(0, 2)).toEqual(['JADRAN LOGISTIKA Supplier Primary', 'ISTRA VINO Buyer Primary']);
    expect(parties(
      'In the city of La Paz, on 5 May 2025, the following parties agree:',
      '1. ANDES MINERA S.A., represented by Mr. Luis Rojas, hereinafter THE BUYER.',
      '2. ALTIPLANO CARGA S.R.L., represented by Mrs. Ana Mamani, hereinafter THE SELLER.',
    ).slice(0, 2)).toEqual(['ANDES MINERA Buyer Primary', 'ALTIPLANO CARGA Supplier Primary']);
  });
  it('"hereinafter" without an article before a capitalised word names no alias', () => {
    expect(parties('ANDES MINERA S.A., hereinafter Section 4 applies.').filter((p) => p.includes('Primary'))).toEqual([]);
  });
  it('an officer named after the office, joined to another officer by "and", acts for the company (no party of its own); the board is no body', () => {
    expect(parties(
      'LICENCE AGREEMENT',
      'concluded in Ljubljana on 7 April 2025 between:',
      '1. SAVA TEHNIKA d.o.o., represented by the director Rok Novak (hereinafter: the Licensor)',
      '2. KRKA STROJI d.d., represented by the President of the Management Board Ana Horvat and the Member of the Management Board Luka Zupan (hereinafter: the Licensee)',
      'The Licensee shall pay the licence fee.',
    )).toEqual(['SAVA TEHNIKA Supplier Primary', 'KRKA STROJI Buyer Primary']);
  });
});

describe('legal forms of Kuwait, Bahrain and the OHADA countries (h22f15)', () => {
  it.each([
    ['Al Safwa Trading Company K.S.C.C. (the "Buyer") and Gulf Pumps Company W.L.L. (the "Seller")', ['AL SAFWA TRADING Buyer Primary', 'GULF PUMPS Seller Primary']],
    ['Teranga Nettoyage SUARL (the "Contractor") and Sahel Mines SA (the "Client")', ['TERANGA NETTOYAGE Supplier Primary', 'SAHEL MINES Buyer Primary']],
  ])('%s', (slot, want) => {
    const got = parties(`This Agreement is made between ${slot}.`, 'The Client shall pay the Contractor; the Buyer shall pay the Seller.');
    expect(got.map((p) => p.split(' ').slice(0, -2).join(' '))).toEqual(want.map((w) => w.split(' ').slice(0, -2).join(' ')));
  });
});

describe('a signer line marked where to sign (h22f15)', () => {
  it('"Authorized Representative (signature): <name>" under a party\'s seal line gives its contact', () => {
    const got = classifyContract(elements(
      'Purchase Contract',
      'Party A: Hangzhou Qinglan Textiles Co., Ltd.',
      'Party B: Ningxia Desert Cotton Co., Ltd.',
      'Party B shall supply the cotton and Party A shall pay the price.',
      'Party A (seal): Hangzhou Qinglan Textiles Co., Ltd.',
      'Authorized Representative (signature): Zhao Lei',
      'Party B (seal): Ningxia Desert Cotton Co., Ltd.',
      'Authorized Representative (signature): Ma Xiaohong',
    )).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${p.contacts.map((c) => c.name).join(', ')}`);
    expect(got).toEqual(['HANGZHOU QINGLAN TEXTILES: Zhao Lei', 'NINGXIA DESERT COTTON: Ma Xiaohong']);
  });
});
