/**
 * Facts set 59's cause 2 (issue 18, h100p59): a letter's writer named on its signer's unit line under the closing
 * ("Kind regards," / "<name>" / "Reservations, <company>"), letter-writer-body.ts UNIT_BEFORE and block-openers.ts
 * readNameOverParty; and a salutation's word kept out of the person a "you" bracket names (you-bracket-persons.ts).
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles, primary } from '../facts-readers.js';

const CONFIRMATION = [
  'Fjordbryggen Hytter AS',
  'Reservation confirmation',
  'Reference: FH-44-1290',
  'Date: 03.02.2044',
  'Customer: Lucas Moreau, 8 rue Pasteur, 69003 Lyon, France',
  'Dear Lucas Moreau,',
  'Thank you for your reservation. We confirm the cabin below for the dates you chose.',
  'Cabin: no. 4, three bedrooms, for 6 persons',
  'Total: kr 21 300,–',
  'Payment: a deposit of kr 6 000,– within 10 days of this confirmation, the balance 30 days before arrival, to our account with DNB Bank ASA.',
  'We look forward to seeing you!',
  'Kind regards,',
  'Maren Solberg',
  'Reservations, Fjordbryggen Hytter AS',
  'Sjøgata 11, 6900 Florø, Norway · org. no. 998 877 665 MVA',
];

describe('a letter\'s writer on its signer\'s unit line (h100p59)', () => {
  it('the company after "Reservations," under the closing is the Supplier, the signer its contact', () => {
    expect(primary(...CONFIRMATION)).toEqual(['FJORDBRYGGEN HYTTER Supplier', 'LUCAS MOREAU Buyer']);
    expect(contactRoles(...CONFIRMATION)).toEqual(['FJORDBRYGGEN HYTTER: Maren Solberg (Reservations)', 'LUCAS MOREAU: ']);
  });
  it('"Reception," and "Customer Service," as the unit read the same', () => {
    for (const unit of ['Reception', 'Customer Service']) {
      const doc = CONFIRMATION.map((t) => t.replace('Reservations, ', `${unit}, `));
      expect(contactRoles(...doc)).toEqual([`FJORDBRYGGEN HYTTER: Maren Solberg (${unit})`, 'LUCAS MOREAU: ']);
    }
  });
  it('near miss: words that are no unit before the comma leave the company an other party', () => {
    const doc = CONFIRMATION.map((t) => t.replace('Reservations, ', 'Florø, '));
    expect(primary(...doc)).toEqual(['LUCAS MOREAU Buyer']);
  });
});

describe('a salutation\'s word before a "you" bracket (h100p59)', () => {
  it('`Dear Lucas Moreau ("you"),` names "LUCAS MOREAU", not "DEAR LUCAS MOREAU"', () => {
    const doc = CONFIRMATION.map((t) => (t === 'Dear Lucas Moreau,' ? 'Dear Lucas Moreau ("you"),' : t))
      .filter((t) => !t.startsWith('Customer:'));
    expect(primary(...doc)).toEqual(['FJORDBRYGGEN HYTTER Supplier', 'LUCAS MOREAU Buyer']);
  });
});
