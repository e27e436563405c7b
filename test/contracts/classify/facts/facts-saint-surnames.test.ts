/**
 * A surname opened by "St." (Saint: "Marcella St. Rose", "John St. John") on a signer's own line is a name, as
 * "Marcella Rose" is (party-details.ts isSignerName; h56facts's leftover, h57names). Contracts written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles } from '../facts-readers.js';

const contract = (...rest: string[]) => [
  'SERVICES AGREEMENT',
  'This Agreement is made between Harbour Fresh Foods Limited (the "Supplier") and Coral Bay Hotels Limited (the "Client").',
  '1. The Client shall pay the Supplier USD 500 per month.',
  ...rest,
];

describe('a "St." surname on a signer\'s line (h57names)', () => {
  it.each([
    ['Marcella St. Rose', 'CORAL BAY HOTELS: Marcella St. Rose (General Manager)'],
    ['John St. John', 'CORAL BAY HOTELS: John St. John (General Manager)'],
  ])('"For <party>" / %s / its title', (name, contact) => {
    expect(contactRoles(...contract('For Coral Bay Hotels Limited', name, 'General Manager'))).toEqual(['HARBOUR FRESH FOODS: ', contact]);
  });

  it('"St." opening the line is no first name: no signer', () => {
    expect(contactRoles(...contract('For Coral Bay Hotels Limited', 'St. John Street', 'General Manager'))).toEqual(['HARBOUR FRESH FOODS: ', 'CORAL BAY HOTELS: ']);
  });
});
