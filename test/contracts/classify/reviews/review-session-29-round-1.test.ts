import { describe, expect, it } from 'vitest';
import { attributesOf, categoriesOf, typesOf } from '../helpers.js';

// Issue 18, hrev24: false readings found reviewing session 29's first round. Every sentence is written here.

const P = 'This agreement is between Redfern Apps Inc. ("Client") and Osprey Code LLC ("Developer").';

describe('a period to pay, deliver or complete is a deadline for a duty, not a period granted (C42)', () => {
  it('"shall have 30 days to pay" stays the payer\'s Obligation', () => {
    expect(typesOf(P,
      'Client shall have thirty (30) days from the date of each invoice to pay it.',
      'Developer shall have ten business days to deliver the corrected build.',
      'Developer will have sixty days to complete the migration of the legacy data.',
      'Developer shall have two months after termination to remove its equipment from the Client\'s site.').slice(1))
      .toEqual([['Obligation/Client'], ['Obligation/Developer'], ['Obligation/Developer'], ['Obligation/Developer']]);
  });

  it('a future perfect ("shall have paid within 30 days to …") is a duty done by a time, no period held', () => {
    expect(typesOf(P,
      'Client shall have paid within 30 days to the Developer every sum then due.',
      'Developer will have finished within 10 days to allow the acceptance tests.').slice(1))
      .toEqual([['Obligation/Client'], ['Obligation/Developer']]);
  });

  it('a period to test, accept, object or cure stays the party\'s Right', () => {
    expect(typesOf(P,
      'Client shall have fifteen days after each delivery to test the release.',
      'Client shall have 30 days to object to any change in the fees.',
      'Developer will have 20 days after notice to cure the breach.').slice(1))
      .toEqual([['Right/Client'], ['Right/Client'], ['Right/Developer']]);
  });
});

describe('a pronoun defined as two parties binds neither', () => {
  const PAIR = 'This Agreement is between Harbor Tech Inc. and Client.';
  it('"We" meaning the Client and the Provider together is no one party\'s "we"', () => {
    const types = typesOf(PAIR, '"We" means the Client and the Provider together.', 'We shall meet monthly to review progress.')[2];
    expect(types).not.toContain('Obligation/Client');
  });

  it('"you" meaning the Buyer or the Seller is no one party\'s "you"', () => {
    const types = typesOf(PAIR, '"You" means the Buyer or the Seller, as the context requires.', 'You must keep this Agreement confidential.')[2];
    expect(types).not.toContain('Obligation/Buyer');
  });

  it('a meaning naming one role and its affiliates still binds the role', () => {
    expect(typesOf(PAIR, '"We" and "us" mean the Supplier and its affiliates.', 'We shall deliver the goods by the agreed date.')[2])
      .toEqual(['Obligation/Supplier']);
  });
});

describe('"disassemble" is Asset Use only for software', () => {
  it('taking apart a structure or a machine uses no asset', () => {
    const cats = categoriesOf(
      'The Contractor shall disassemble and remove the temporary stands within two days after the event.',
      'The Carrier shall not disassemble the machinery for transport without the Shipper\'s consent.');
    expect(cats.map((c) => c.includes('Asset Use'))).toEqual([false, false]);
  });

  it('the software named after it, or "decompile" before it, still is', () => {
    const cats = categoriesOf(
      'The Licensee shall not sublicense, rent or disassemble the Software.',
      'The Customer shall not decompile or disassemble any part of it.');
    expect(cats.map((c) => c.includes('Asset Use'))).toEqual([true, true]);
  });
});

describe('"we … each" before a time counts the times, not the parties', () => {
  const WE = 'In these terms, "we", "us" and "our" mean Ashdown Ltd, a company registered in England (the "Agency").';
  it('"We will each month send you a statement" is the Agency\'s duty', () => {
    expect(typesOf(WE, 'We will each month send you a statement of the hours worked.', 'We may each quarter adjust the rates by notice to you.').slice(1))
      .toEqual([['Obligation/Agency'], ['Right/Agency']]);
  });

  it('"We will each keep a copy" is still the parties\' duty', () => {
    expect(typesOf(WE, 'We will each keep a copy of the signed booking form.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
});

describe('a body\'s head before a street\'s word names the street', () => {
  it('"Old Hospital Lane" is no Organization; "Kingsway Hospital" still is', () => {
    expect(attributesOf('The depot is on Old Hospital Lane near the station.').filter((a) => a.startsWith('Organization:'))).toEqual([]);
    expect(attributesOf('The Employee shall work at Kingsway Hospital on weekdays.')).toContain('Organization:Kingsway Hospital');
  });
});
