/**
 * Facts set 65's causes 3, 5 and 9–12 (issue 18, h105q65): the Hausa courtesy titles "Malam", "Mallam", "Alhaji",
 * "Alhaja", "Hajiya" and the Spanish "DON" / "DOÑA" / "D." / "Dña." before a party's name (courtesy-titles.ts,
 * abbreviated-titles.ts), a magistrate's court "for the district of" a place and a court of two places joined by a slash
 * (headed-institutions.ts), "Xunta de", "Consellería do" and plural "Courts of" (gazetteer.ts). Names and sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { addHeadedInstitutions } from '../../../../src/contracts/classify/names/headed-institutions.js';
import { COURTESY_EITHER_CASE_BEFORE_NAME } from '../../../../src/contracts/classify/lexicon/courtesy-titles.js';
import { readsLinearly } from '../../../security/linear-time.js';

const DEED = (seller: string, buyer: string) => [
  'DEED OF SALE OF A FISHING BOAT',
  'APPEAR:',
  `Of the one part, ${seller}, of legal age, married, fisherman, resident in Bueu, holder of national identity document 11223344-Z, hereinafter THE SELLER.`,
  `Of the other part, ${buyer}, of legal age, resident in Marín, holder of national identity document 55667788-Q, hereinafter THE BUYER.`,
  'FIRST.– THE SELLER sells to THE BUYER the boat "Virxe do Mar", and THE BUYER pays the price of thirty thousand euros (30.000,00 €) to THE SELLER today.',
];

describe('"DON" / "DOÑA" / "D." / "Dña." before a party\'s name (cause 5)', () => {
  it('capitals and abbreviations are titles, no part of the name', () => {
    expect(primary(...DEED('DON XURXO PIÑEIRO LEMOS', 'DOÑA UXÍA CARBALLO RIAL'))).toEqual(['XURXO PIÑEIRO LEMOS Supplier', 'UXÍA CARBALLO RIAL Buyer']);
    expect(primary(...DEED('D. Xurxo Piñeiro Lemos', 'Dña. Uxía Carballo Rial'))).toEqual(['XURXO PIÑEIRO LEMOS Supplier', 'UXÍA CARBALLO RIAL Buyer']);
  });
  it('near misses: "Don" before two words is a given name ("Don Hale"), "D." before two words an initial', () => {
    const key = new RegExp(`^${COURTESY_EITHER_CASE_BEFORE_NAME}`, 'u');
    expect('Don Hale'.replace(key, '')).toBe('Don Hale');
    expect('DON HALE'.replace(key, '')).toBe('DON HALE');
    expect('D. Hale'.replace(key, '')).toBe('D. Hale');
    expect('Don Hale Ltd'.replace(key, '')).toBe('Don Hale Ltd');
    expect('Don Manuel Otero Castro'.replace(key, '')).toBe('Manuel Otero Castro');
  });
});

describe('Hausa courtesy titles before a name (cause 3)', () => {
  const key = new RegExp(`^${COURTESY_EITHER_CASE_BEFORE_NAME}`, 'u');
  it('"Malam", "Mallam", "Alhaji", "Hajiya" before two words of a name, as written and in capitals', () => {
    expect('Malam Bashir Lawan'.replace(key, '')).toBe('Bashir Lawan');
    expect('MALLAM BASHIR LAWAN'.replace(key, '')).toBe('BASHIR LAWAN');
    expect('Alhaji Garba Shehu'.replace(key, '')).toBe('Garba Shehu');
    expect('Hajiya Rakiya Sule'.replace(key, '')).toBe('Rakiya Sule');
  });
  it('near misses: before one word ("Mallam Bashir") or a joining word the title stays', () => {
    expect('Mallam Bashir'.replace(key, '')).toBe('Mallam Bashir');
    expect('Alhaji and Sons'.replace(key, '')).toBe('Alhaji and Sons');
  });
  it('a field\'s person keeps no title', () => {
    const names = partyNames('SUPPLY AGREEMENT', 'Seller: Alhaji Garba Shehu, of Kurmi Market, Kano (the "Seller")', 'Buyer: Sahel Grains Limited, of Kaduna (the "Buyer")', 'The Buyer shall pay the Seller ₦400,000 within 7 days of delivery.');
    expect(names).toContain('GARBA SHEHU');
    expect(names).not.toContain('ALHAJI GARBA SHEHU');
  });
});

const SALE = (court: string) => [
  'AGREEMENT OF SALE OF WOOL',
  'Entered into between Karee Farming (Pty) Ltd (the "Seller") and Noupoort Wool Buyers (Pty) Ltd (the "Buyer").',
  '1. The Buyer shall pay the Seller R 250 000,00 within 10 days of delivery.',
  `2. The parties consent to the jurisdiction of ${court}.`,
];

describe('a court "for the district of" a place, two places joined by a slash (causes 9, 10)', () => {
  it('"the Magistrate\'s Court for the district of Aa" is one body, the district in it', () => {
    expect(partyNames(...SALE('the Magistrate\'s Court for the district of Hanover'))).toContain('MAGISTRATE\'S COURT FOR THE DISTRICT OF HANOVER');
  });
  it('"the Regional Court of Aa/Bb Cc" takes both places', () => {
    expect(partyNames(...SALE('the Regional Court of Surselva/Val Lumnezia'))).toContain('REGIONAL COURT OF SURSELVA/VAL LUMNEZIA');
  });
  it('near misses: "for the duration of", a slash after a company, a slash and small letters', () => {
    expect(partyNames(...SALE('the Magistrate\'s Court for the duration of the dispute'))).toContain('MAGISTRATE\'S COURT');
    expect(partyNames(...SALE('the Regional Court of Surselva/ and no other'))).toContain('REGIONAL COURT OF SURSELVA');
    const found: string[] = [];
    const text = 'Payment to Acme Bank of Chur/Val Lumnezia account.';
    addHeadedInstitutions(text, (_k, b, e) => found.push(text.slice(b, e)));
    expect(found.join('|')).not.toContain('/');
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = 'the Regional Court of Aa' + '/Bb'.repeat(Math.ceil(n / 3));
      return () => addHeadedInstitutions(text, () => undefined);
    });
    readsLinearly((n) => {
      const text = 'the Magistrate\'s Court for the district of ' + 'Aa '.repeat(Math.ceil(n / 3));
      return () => addHeadedInstitutions(text, () => undefined);
    });
  });
});

describe('"Xunta de", "Consellería do", plural "Courts of" (causes 11, 12)', () => {
  const LEASE = (clause: string) => [
    'LEASE OF A FISH FARM',
    'Between Piscifactoría do Umia, S.L. (the "Lessor") and Ardora Acuicultura, S.L. (the "Lessee").',
    'The Lessee pays the Lessor 2.000,00 € a month.',
    clause,
  ];
  it('each is a public body', () => {
    const names = partyNames(...LEASE('The farm holds the licence of the Xunta de Galicia granted by the Consellería do Mar; any dispute goes to the Courts of Caldas de Reis.'));
    expect(names).toEqual(expect.arrayContaining(['XUNTA DE GALICIA', 'CONSELLERÍA DO MAR', 'COURTS OF CALDAS DE REIS']));
    expect(partyNames(...LEASE('The licence of the Consejería de Agricultura is held.'))).toContain('CONSEJERÍA DE AGRICULTURA');
  });
  it('near misses: the words alone or in small letters name none', () => {
    const names = partyNames(...LEASE('The courts of Caldas de Reis and the Xunta decide; the Consellería alone approves.'));
    expect(names.some((n) => /COURTS|XUNTA|CONSELLER/.test(n))).toBe(false);
    const plural = partyNames(...LEASE('Any dispute goes to the Konya Courts and Enforcement Offices.'));
    expect(plural.some((n) => /COURTS/.test(n) && !/ENFORCEMENT/.test(n))).toBe(false);
  });
});

describe('the contacts stay', () => {
  it('a titled representative is still no party', () => {
    expect(contactLists('SALE AGREEMENT', 'Between Karee Farming (Pty) Ltd, represented by Don Hale, director (the "Seller") and Noupoort Wool Buyers (Pty) Ltd (the "Buyer").', 'The Buyer shall pay the Seller R 250 000,00 within 10 days of delivery.')[0][0]).toBe('KAREE FARMING');
  });
});

describe('a bank\'s brand of its initials and the bank word in brackets (cause 15)', () => {
  const ORDER = (bank: string) => [
    'PURCHASE ORDER',
    'Between Inle Heritage Hotel Co., Ltd. (the "Buyer") and Shwe Lotus Weaving Co., Ltd. (the "Seller").',
    `The Buyer pays the Seller Ks 4,500,000 within 7 days of delivery by transfer to the Seller's account at ${bank}, Taunggyi branch.`,
  ];
  it('"Kanbawza Bank (KBZ Bank)" is one party', () => {
    const names = partyNames(...ORDER('Kanbawza Bank (KBZ Bank)'));
    expect(names).toContain('KANBAWZA BANK');
    expect(names).not.toContain('KBZ BANK');
  });
  it('near miss: another bank in the brackets stays another party', () => {
    expect(partyNames(...ORDER('Kanbawza Bank (Yoma Bank)'))).toEqual(expect.arrayContaining(['KANBAWZA BANK', 'YOMA BANK']));
  });
});
