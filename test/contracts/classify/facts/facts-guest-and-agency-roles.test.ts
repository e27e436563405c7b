/**
 * Roles of two pairs facts set 31 swapped (h45f31, its causes 1 and 2): a "Guest" pays for a stay as a customer does, so
 * an "Owner" beside a guest lets the place (Supplier), as beside a "Tenant" (roles.ts BUYER_LIKE); an "Agency" provides
 * (an advertising or a recruitment agency) unless the contract makes it pay the other party, as a travel agency pays
 * the ground operator it books (party-sides.ts agencyPays). Contracts written for this test.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';

const roles = (...items: string[]) => facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('an owner beside a guest, an agency that pays an operator (h45f31)', () => {
  it('the owner of a holiday let is the Supplier, its guest the Buyer', () => {
    expect(roles(
      'This Booking Agreement is made between Foxglove Meadow Camping Ltd (the "Owner") and Mr Peter Langley (the "Guest").',
      'The Guest shall pay the Owner £420 for the stay.',
    )).toEqual(['FOXGLOVE MEADOW CAMPING Supplier', 'PETER LANGLEY Buyer']);
  });
  it('an agency that pays the operator it books is the Buyer; one that is paid stays the Supplier', () => {
    expect(roles(
      'This Ground Services Agreement is made between Inti Raymi Tours S.A.C. (the "Operator") and Northern Lights Travel Ltd (the "Agency").',
      'The Operator shall provide transfers, hotels and guides to the groups the Agency books.',
      'The Agency shall pay the Operator within fifteen (15) days of each invoice.',
    )).toEqual(['INTI RAYMI TOURS Supplier', 'NORTHERN LIGHTS TRAVEL Buyer']);
    expect(roles(
      'This Advertising Agreement is made between Brightside Media Ltd (the "Agency") and Harbour Foods Ltd (the "Operator").',
      'The Agency shall plan and buy the Operator\'s advertising.',
      'The Operator shall pay the Agency a monthly fee of £3,000.',
    )).toEqual(['BRIGHTSIDE MEDIA Supplier', 'HARBOUR FOODS Buyer']);
  });
});
