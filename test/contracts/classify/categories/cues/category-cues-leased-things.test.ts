import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h50c50: Asset Use for a leased, supplied or entrusted thing named by its own name (C12: a leased asset's
// use, return and parts). Every sentence is written here.
const LEASE = 'This agreement is made between Spoke Rentals Ltd (the "Lessor") and Harbour Sports Club (the "Hirer").';
const of = (text: string): string[] => categoriesOf(LEASE, text)[1];

describe('a leased thing by its own name (category-cues-leased-things.ts)', () => {
  it('the lease granted, the thing used with care or not for a use: Asset Use', () => {
    expect(of('The Rental Company rents three cargo bikes to the Club for the summer season.')).toEqual(['Asset Use']);
    expect(of('The Hirer shall use the scooters with reasonable care.')).toEqual(['Asset Use']);
    expect(of('The Hirer must not use the scooters for racing or for hire to others.')).toEqual(['Asset Use']);
  });

  it('returned to the lessor (beside the end of the hire), its wear parts: Asset Use', () => {
    expect(of('Each scooter must be returned to the Lessor at the end of the hire period.')).toEqual(['Asset Use', 'Term & Termination']);
    expect(of('The Lessor bears the cost of wear parts such as tyres and brake pads.')).toContain('Asset Use');
  });

  it('a thing supplied that stays the supplier\'s, goods not moved out of the store: Asset Use', () => {
    expect(of('The Company shall supply the Dealer with two card readers, which remain the property of the Company.')).toEqual(['Asset Use']);
    expect(of('The Keeper will not move any barrel out of its cellars without the Owner\'s consent.')).toEqual(['Asset Use']);
  });

  it('near misses: information, funds, goods kept until paid, a deposit refunded, staff hired', () => {
    expect(of('The Recipient shall not use the information for any purpose other than the Project.')).not.toContain('Asset Use');
    expect(of('The Grantee must not use the funds for political activities.')).not.toContain('Asset Use');
    expect(of('The Seller shall supply the Buyer with one pump, which remains the property of the Seller until paid in full.')).not.toContain('Asset Use');
    expect(of('The Discloser shall provide the Recipient with the data, which remains the property of the Discloser.')).not.toContain('Asset Use');
    expect(of('The Lessor shall refund the deposit to the Lessee within 14 days.')).not.toContain('Asset Use');
    expect(of('The Agency hires staff to work at the Client\'s site.')).not.toContain('Asset Use');
  });
});
