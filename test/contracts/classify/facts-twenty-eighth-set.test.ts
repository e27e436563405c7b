/**
 * What the twenty-eighth blind contract-level set left (h36f28's causes, fixed by h37f28): an individual's entry with
 * an identity number in brackets after the name. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { primary } from './facts-readers.js';

describe('an individual\'s entry with an identity number in brackets (h37f28)', () => {
  const contract = (person: string) => [
    'CONTRACT FOR SERVICES',
    'This Contract for Services is made on 2 May 2029 between:',
    '(1) Harbourline Logistics Pte. Ltd., a company incorporated in Singapore, having its registered office at 10 Anson Road, Singapore 079903 (the "Company"); and',
    `(2) ${person}, of Block 12 Tampines Street 21, #05-33, Singapore 521012 (the "Contractor").`,
    '1. The Contractor shall provide bookkeeping services to the Company.',
    '2. The Company shall pay the Contractor S$2,000 per month.',
  ];
  it('the person is the party, with or without the number; the company keeps its role', () => {
    for (const person of ['Mr Arjun Pillai', 'Mr Arjun Pillai (NRIC No. S7712345B)', 'Arjun Pillai (passport number K1234567)', 'Ms Mei Ling Chua (NRIC No. SXXXX123A)', 'Mr Arjun Pillai (HKID No. A123456(7))']) {
      expect(primary(...contract(person)).map((p) => p.replace(/^MRS? |^MS /, ''))).toEqual(['HARBOURLINE LOGISTICS Buyer', expect.stringMatching(/^(?:ARJUN PILLAI|MEI LING CHUA) Supplier$/)]);
    }
  });
  it('a bracket that is no identity number still is no party name', () => {
    expect(primary(...contract('Mr Arjun Pillai (trading as Pillai Books)'))).not.toContain('MR ARJUN PILLAI (TRADING AS PILLAI BOOKS) Supplier');
  });
});
