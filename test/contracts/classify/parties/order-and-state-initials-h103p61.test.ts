/**
 * Issue 18, h103p61: a client's message that orders from "you" with nobody named as "you" (party-sides.ts writerBuys,
 * h101p60's side finding), and a state's dotted initials before a company's name (company-names.ts
 * dottedInitialsStart, gazetteer.ts STATE_PREFIX_INITIALS: Turkey's "T.C."). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';

describe('a writer that orders from "you" (h103p61)', () => {
  const order = (sentence: string) => [
    'Dear Ms Rabe,',
    sentence,
    '– Fee: MGA 300 000 for the whole text;',
    '– Delivery: by e-mail, by 20 May 2043.',
    'Kind regards,',
    'Tiana Rasoa',
    'Purchasing Manager',
  ];
  it('makes the writer the Buyer though no "you" party is named', () => {
    expect(primary(...order('Zebu Crafts SARL ("we") would like to order from you ("you") the translation of our catalogue.'))).toEqual(['ZEBU CRAFTS Buyer']);
  });
  it('near miss: a writer that says it sells stays the Supplier', () => {
    expect(primary(...order('Zebu Crafts SARL ("we") would like to offer you ("you") our baskets at the prices below.'))).toEqual(['ZEBU CRAFTS Supplier']);
  });
});

describe('a state\'s dotted initials before a company\'s name (h103p61)', () => {
  const lease = (bank: string) => [
    'This lease is made on 1 May 2041 between Selin Aydın ("Landlord") and Kerem Doğan ("Tenant").',
    `The Tenant pays the rent to the Landlord's account with ${bank}.`,
  ];
  it('drops "T.C." and reads the bank whole, as without its legal form', () => {
    expect(partyNames(...lease('T.C. Halk Bankası A.Ş.'))).toContain('HALK BANKASI');
    expect(partyNames(...lease('T.C. Ziraat Bankası A.Ş., Ürgüp Branch'))).toContain('ZIRAAT BANKASI');
  });
  it('keeps a person\'s glued initials as the name\'s first words', () => {
    expect(partyNames(...lease('the account of K.C. Özdemir Tekstil A.Ş.'))).toContain('K.C. ÖZDEMIR TEKSTIL');
  });
});
