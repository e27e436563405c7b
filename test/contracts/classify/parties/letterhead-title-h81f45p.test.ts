/**
 * A letterhead over a dashed title (facts set 45's cause 9, h81f45p): "<LETTERHEAD>" / "<subject> – <kind of document>"
 * reads as a signer's name and post under a party's heading; a post never ends in a document's kind, so it is no
 * contact. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const BOOKING = (title: string, signature: string[]) => [
  'HARBOUR CLASSIC MOTORS',
  title,
  'This booking is made on 3 March 2038 between Harbour Classic Motors Ltd ("the Company") and Mr Tomas Ruiz ("the Hirer").',
  '1. The Company shall provide one vintage car with a driver on the wedding day.',
  '2. The Hirer shall pay the hire charge of £450.00 on booking.',
  ...signature,
];

describe('a letterhead over a dashed title (h81f45p)', () => {
  const FIELDS = ['For the Company:', 'Name: Helen Ward', 'Position: Manager'];
  it('"Vintage Car Hire – Booking Form", "Limousine Hire - Reservation Form and Agreement", "Boat Charter – Contract": no contact', () => {
    for (const title of ['Vintage Car Hire – Booking Form', 'Limousine Hire - Reservation Form and Agreement', 'Boat Charter – Contract', 'Hall Rental — Terms and Conditions']) {
      expect(contactsOf(...BOOKING(title, FIELDS))['HARBOUR CLASSIC MOTORS']).toEqual(['Helen Ward']);
    }
  });
  it('near miss: a signer\'s dashed post under the party\'s heading is still read ("Helen Ward – Manager")', () => {
    expect(contactsOf(...BOOKING('Vintage Car Hire Agreement', ['For the Company:', 'Helen Ward – Fleet Manager']))['HARBOUR CLASSIC MOTORS']).toEqual(['Helen Ward']);
  });
});
