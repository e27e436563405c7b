/**
 * An individual party described by a relation ("S/o. Sri. <father>", "W/o.") and a company represented by "its Director,
 * Smt. <name>": the party is the person the slot opens with and the company, the representative its contact (facts set
 * 49's causes 3 and 4, issue 18, h88p: the stops after "S/o." and "Smt." ended the sentence, so the father and the
 * director took the aliases). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { attributesOf } from '../helpers.js';

const LEASE = (owner: string, tenant: string) => [
  'LEASE DEED',
  'This Lease Deed is executed at Thrissur on this the 4th day of March 2039',
  'BETWEEN',
  `${owner} (hereinafter referred to as the "LESSOR", which expression shall include his heirs and assigns) of the FIRST PART;`,
  'AND',
  `${tenant} (hereinafter referred to as the "LESSEE", which expression shall include its successors and assigns) of the SECOND PART.`,
  '1. The Lessee shall pay the Lessor a monthly rent of Rs. 42,000/- on or before the 5th day of each month.',
];
const COMPANY = 'MALABAR COIR EXPORTS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, having its registered office at Kochi, represented by its Director, Smt. Reshma Thomas';

describe('a relation\'s name is no party, and "Smt." is a courtesy title (h88p)', () => {
  it('"Sri. <name>, aged …, S/o. Sri. <father>, residing at …": the son is the Lessor', () => {
    expect(primary(...LEASE('Sri. P. V. Unnikrishnan, aged 58 years, S/o. Sri. Velayudhan, residing at Poonkunnam, Thrissur', COMPANY)))
      .toEqual(['P. V. UNNIKRISHNAN Supplier', 'MALABAR COIR EXPORTS Buyer']);
  });
  it('"W/o." and "Shri." alike', () => {
    expect(primary(...LEASE('Smt. Geetha Menon, W/o. Shri. Harish Menon, residing at Ayyanthole, Thrissur', COMPANY)))
      .toEqual(['GEETHA MENON Supplier', 'MALABAR COIR EXPORTS Buyer']);
  });
  it('the director after "Smt." is the company\'s contact, no party', () => {
    expect(contactLists(...LEASE('Sri. P. V. Unnikrishnan, aged 58 years, S/o. Sri. Velayudhan, residing at Poonkunnam, Thrissur', COMPANY)))
      .toEqual([['P. V. UNNIKRISHNAN', []], ['MALABAR COIR EXPORTS', ['Reshma Thomas']]]);
  });
  it('near miss: "Kum." before the director reads the same as "Mrs."', () => {
    const kum = primary(...LEASE('Sri. P. V. Unnikrishnan, of Thrissur', COMPANY.replace('Smt.', 'Kum.')));
    expect(kum).toEqual(primary(...LEASE('Sri. P. V. Unnikrishnan, of Thrissur', COMPANY.replace('Smt.', 'Mrs.'))));
    expect(kum).toEqual(['P. V. UNNIKRISHNAN Supplier', 'MALABAR COIR EXPORTS Buyer']);
  });
  it('near miss: "Sri" without its stop opens a country\'s name, no person ("Sri Lanka")', () => {
    expect(attributesOf('This Agreement shall be governed by the laws of the Democratic Socialist Republic of Sri Lanka.').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
});
