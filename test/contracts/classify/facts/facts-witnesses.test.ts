/**
 * A witness named on the label's own line is no contact of the party whose signature it attests (h46facts, cause 8 of
 * h41f30): every facts set that prints witnesses lists none of them among a party's contacts. Contracts of my own.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const contract = (...signatures: string[]) =>
  contactLists(
    'SECURITY SERVICES AGREEMENT',
    'This agreement is made on 2 March 2032 between Shieldline Guards Limited, of 4 Broad Street, Lagos (the "Contractor"), and Palmgrove Foods Plc, of 9 Creek Road, Apapa (the "Client").',
    "1. The Contractor shall provide six guards at the Client's warehouse.",
    '2. The Client shall pay the Contractor NGN 3,600,000 per month.',
    ...signatures,
  );

describe('witnesses on the label\'s line (h46facts)', () => {
  it('"In the presence of: Name: …" and "Witnessed by: Name: …" give no contact', () => {
    expect(
      contract(
        'SIGNED for and on behalf of SHIELDLINE GUARDS LIMITED',
        'Name: Tunde Bakare',
        'Designation: Managing Director',
        'In the presence of: Name: Ngozi Okeke, Legal Officer',
        'SIGNED for and on behalf of PALMGROVE FOODS PLC',
        'Name: Amina Bello',
        'Designation: Head of Administration',
        'Witnessed by: Name: Chinedu Eze, Company Secretary',
      ),
    ).toEqual([
      ['SHIELDLINE GUARDS', ['Tunde Bakare']],
      ['PALMGROVE FOODS', ['Amina Bello']],
    ]);
  });
  it('the signer under a witness line is still the party\'s', () => {
    expect(
      contract(
        'SIGNED for and on behalf of SHIELDLINE GUARDS LIMITED',
        'Witness: Ngozi Okeke',
        'Name: Tunde Bakare',
        'SIGNED for and on behalf of PALMGROVE FOODS PLC',
        'Name: Amina Bello',
      ),
    ).toEqual([
      ['SHIELDLINE GUARDS', ['Tunde Bakare']],
      ['PALMGROVE FOODS', ['Amina Bello']],
    ]);
  });
  it('officers under a seal "affixed in the presence of:" are still the party\'s (they sign, they do not witness)', () => {
    expect(
      contract(
        'The Common Seal of SHIELDLINE GUARDS LIMITED was affixed in the presence of:',
        'Director: Tunde Bakare',
        'Secretary: Ngozi Okeke',
        'SIGNED for and on behalf of PALMGROVE FOODS PLC',
        'Name: Amina Bello',
      ),
    ).toEqual([
      ['SHIELDLINE GUARDS', ['Tunde Bakare', 'Ngozi Okeke']],
      ['PALMGROVE FOODS', ['Amina Bello']],
    ]);
  });
});
