/**
 * The courtesy titles before a signer's or a contact's name come from one list (courtesy-titles.ts; issue 18, hcalls):
 * party-details.ts, signer-lines.ts and notice-contacts.ts each kept a copy, and a title one copy lacked stayed in the
 * person's name ("Miss Aroha Ngata") or lost the person. Contracts written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles } from '../facts-readers.js';

const contract = (...rest: string[]) => [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made on 5 June 2029 between Kauri Timber Limited, a company incorporated in New Zealand (the "Supplier"), and Harbour Joinery Limited, a company incorporated in New Zealand (the "Buyer").',
  '1. The Supplier shall deliver sawn timber to the Buyer each week.',
  ...rest,
];

describe('one list of courtesy titles before a name', () => {
  it('"For the <party>: Miss / Sir <name>" (signer-lines.ts lacked "Miss" and "Sir")', () => {
    expect(contactRoles(...contract('For the Supplier: Miss Aroha Ngata', 'For the Buyer: Sir Tamati Reedy')))
      .toEqual(['KAURI TIMBER: Aroha Ngata (signatory)', 'HARBOUR JOINERY: Tamati Reedy (signatory)']);
  });
  it('"<title> <name>, <office>" under the company line (party-details.ts lacked "Miss" and "Rev.")', () => {
    expect(contactRoles(...contract('Kauri Timber Limited', 'Miss Aroha Ngata, Managing Director', 'Harbour Joinery Limited', 'Rev. Tamati Reedy, Chair')))
      .toEqual(['KAURI TIMBER: Aroha Ngata (Managing Director)', 'HARBOUR JOINERY: Tamati Reedy (Chair)']);
  });
  it('"Signed by Sheikh <name>, <office>, for <party>" (party-details.ts lacked "Sheikh", signer-lines.ts had it)', () => {
    expect(contactRoles(...contract('Signed by Sheikh Salim Al Harthy, Chairman, for Kauri Timber Limited')))
      .toEqual(['KAURI TIMBER: Salim Al Harthy (Chairman)', 'HARBOUR JOINERY: ']);
  });
  it('a notice entry\'s person after "attention Miss / Professor" (notice-contacts.ts lacked both)', () => {
    expect(contactRoles(...contract('Notices to the Supplier shall be sent to 4 Quay Street, Auckland, attention Miss Aroha Ngata, e-mail aroha@kauri.example; to the Buyer at 9 Wharf Road, Napier, attention Professor Tamati Reedy, phone +64 6 835 1234.')))
      .toEqual(['KAURI TIMBER: Aroha Ngata (notice contact)', 'HARBOUR JOINERY: Tamati Reedy (notice contact)']);
  });
  it('"to its <office>, Sheikh / Lady <name>" and "Attention: Hon. <name>" (notice-contacts.ts\' own shorter lists)', () => {
    expect(contactRoles(...contract('Notices to the Supplier shall be addressed to its Operations Manager, Sheikh Salim Al Harthy, and notices to the Buyer to its Director, Lady Anne Reedy.')))
      .toEqual(['KAURI TIMBER: Salim Al Harthy (Operations Manager)', 'HARBOUR JOINERY: Anne Reedy (Director)']);
    expect(contactRoles(...contract('Notices to the Supplier shall be sent to 4 Quay Street, Auckland, Attention: MISS Aroha Ngata, Finance Director; and to the Buyer at 9 Wharf Road, Napier, Attention: Hon. Tamati Reedy, Chair.')))
      .toEqual(['KAURI TIMBER: Aroha Ngata (Finance Director)', 'HARBOUR JOINERY: Tamati Reedy (notice contact)']);
  });
  it('a name with no title is read as before', () => {
    expect(contactRoles(...contract('For the Supplier: Aroha Ngata', 'For the Buyer: Tamati Reedy')))
      .toEqual(['KAURI TIMBER: Aroha Ngata (signatory)', 'HARBOUR JOINERY: Tamati Reedy (signatory)']);
  });
});
