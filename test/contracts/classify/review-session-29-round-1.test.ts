import { describe, expect, it } from 'vitest';
import { categoriesOf, typesOf } from './helpers.js';

// Issue 18, hrev24: false readings found reviewing session 29's first round. Every sentence is written here.

const P = 'This agreement is between Redfern Apps Inc. ("Client") and Osprey Code LLC ("Developer").';

describe('a period to pay, deliver or complete is a deadline for a duty, not a period granted (C40-period-granted)', () => {
  it('"shall have 30 days to pay" stays the payer\'s Obligation', () => {
    expect(typesOf(P,
      'Client shall have thirty (30) days from the date of each invoice to pay it.',
      'Developer shall have ten business days to deliver the corrected build.',
      'Developer will have sixty days to complete the migration of the legacy data.',
      'Developer shall have two months after termination to remove its equipment from the Client\'s site.').slice(1))
      .toEqual([['Obligation/Client'], ['Obligation/Developer'], ['Obligation/Developer'], ['Obligation/Developer']]);
  });

  it('a period to test, accept, object or cure stays the party\'s Right', () => {
    expect(typesOf(P,
      'Client shall have fifteen days after each delivery to test the release.',
      'Client shall have 30 days to object to any change in the fees.',
      'Developer will have 20 days after notice to cure the breach.').slice(1))
      .toEqual([['Right/Client'], ['Right/Client'], ['Right/Developer']]);
  });
});

