/**
 * A definition that gives a name its pronouns (`"we", "us" and "our" mean <company>`) makes that name the party of the
 * pronoun, as the bracket `<company> ("we", "us")` does (alias-forms.ts PRONOUN_DEFINED, issue 18, h86p). Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, parties, primary } from '../facts-readers.js';

const BOAT = (definition: string) => [
  'HARBOUR VIEW BOAT REPAIRS LLC',
  'BOAT REPAIR CONTRACT',
  definition,
  'Owner: Mr. Desmond Kealoha Pua, of Kailua, Hawaii',
  '1. You agree to pay the invoice within fifteen (15) days of the date we return the boat.',
  '2. We will repaint the hull and replace the outboard bracket.',
  'For Harbour View Boat Repairs LLC:',
  'Signature: ______________________',
  'Name: Marcella Ortiz Nunes',
  'Title: Yard Manager',
];

describe('a pronoun defined by a name (PRONOUN_DEFINED)', () => {
  it('"we", "us" and "our" mean a company: the company is a primary party, its signer its contact', () => {
    const lines = BOAT('In this contract "we", "us" and "our" mean Harbour View Boat Repairs LLC, and "you" and "your" mean the owner of the boat named below.');
    expect(primary(...lines)).toContain('HARBOUR VIEW BOAT REPAIRS Supplier');
    expect(contactLists(...lines)).toContainEqual(['HARBOUR VIEW BOAT REPAIRS', ['Marcella Ortiz Nunes']]);
  });
  it('"we" and "us" joined by "or", with "shall mean"', () => {
    expect(primary(...BOAT('"We" or "us" shall mean Harbour View Boat Repairs LLC.'))).toEqual(['HARBOUR VIEW BOAT REPAIRS Supplier', 'DESMOND KEALOHA PUA Buyer']);
    expect(primary('GARDEN CARE TERMS', 'In these terms "we" and "our" mean Fernleaf Gardens Ltd, and "you" means the customer.', 'You will pay £40 per visit.', 'We will mow the lawn every second week.'))
      .toEqual(['FERNLEAF GARDENS Supplier']);
  });
  it('near miss: a company named later in the definition, not right after "mean", is no party of "we"', () => {
    const got = parties('BOAT REPAIR CONTRACT', 'In this contract "we" means the yard that repairs the boat, a member of Pacific Marine Trades Association LLC.', 'We will repaint the hull.');
    expect(got.filter((p) => p.startsWith('PACIFIC MARINE TRADES ASSOCIATION'))).toEqual(['PACIFIC MARINE TRADES ASSOCIATION | Unknown | Unknown']);
  });
});
