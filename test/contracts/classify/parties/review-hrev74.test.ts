/**
 * Review hrev74 of session 43's round 1 signer rules (h77f43p) on ordinary contract language: "Sgd.:" signs as
 * "Signed:" does, and so both gave a post written where the name belongs ("The General Manager", "Managing Director")
 * as a contact. Sentences
 * written for the review, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const SUPPLY = (supplier: string, buyer: string) => [
  'SUPPLY AGREEMENT',
  'This Agreement is made between Cebu Furniture Corporation (the "Supplier") and Davao Hotels, Inc. (the "Buyer").',
  '1. The Supplier shall deliver 300 chairs to the Buyer\'s hotels.',
  'For the Supplier', supplier, 'President',
  'For the Buyer', buyer, 'General Manager',
];

describe('a signer\'s label before a post with its article (review hrev74)', () => {
  it('near miss: "Sgd.: The President", "Signed: The General Manager", "Sgd.: Managing Director" are posts, no contact', () => {
    const contacts = contactsOf(...SUPPLY('Sgd.: The President', 'Signed: The General Manager'));
    expect(contacts['CEBU FURNITURE']).toEqual([]);
    expect(contacts['DAVAO HOTELS']).toEqual([]);
    const bare = contactsOf(...SUPPLY('Sgd.: Managing Director', 'Signed: General Manager'));
    expect(bare['CEBU FURNITURE']).toEqual([]);
    expect(bare['DAVAO HOTELS']).toEqual([]);
  });
  it('a name after "Sgd.:" or "Signed:" still signs, its title on the line below', () => {
    const contacts = contactsOf(...SUPPLY('Sgd.: Teodoro Ramos Aquino', 'Signed: Theresa Dela Cruz'));
    expect(contacts['CEBU FURNITURE']).toEqual(['Teodoro Ramos Aquino']);
    expect(contacts['DAVAO HOTELS']).toEqual(['Theresa Dela Cruz']);
  });
});
