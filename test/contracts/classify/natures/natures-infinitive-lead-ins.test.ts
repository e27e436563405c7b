/**
 * What set 27's natures left (issue 18, h24s27b; docs/contracts.md, "Lead-ins whose items are infinitives"): a promise
 * verb and its colon ("The Seller undertakes:", "agrees:", "covenants:", "is obliged in particular:", "is responsible for
 * the following:") lead items that open on "to"; a bar joined to an item ("…, and not to change it") is the lead-in
 * subject's too; a loss stated with "will" after a condition keeps the table's reading. Sentences written for these
 * tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PARTIES = 'This Management Agreement is made between Harbour Inn Ltd ("Owner") and Saltmarsh Kitchens Ltd ("Caterer").';
const item = (text: string) => ({ text, kind: 'listItem' as const });
const ITEMS = [
  item('(a) to serve breakfast from 07.00 to 10.30 every day;'),
  item('(b) to buy fish only from licensed boats, and not to change the supplier without notice to the Owner; and'),
  item('(c) not to sell alcohol after midnight.'),
];

describe('a lead-in whose items are infinitives', () => {
  it.each([
    'The Caterer undertakes:',
    '6.2 THE CATERER undertakes:',
    'The Caterer agrees:',
    'The Caterer covenants:',
    'The Caterer covenants with the Owner:',
    'The Caterer undertakes, in particular:',
    'The Caterer is obliged in particular:',
    'The Caterer is responsible for the following:',
    'The Caterer agrees as follows:',
  ])('%s: the lead-in and its "to" items are the Caterer\'s duties, a joined "and not to" and a "not to" item its bars', (lead) => {
    expect(typesOf(PARTIES, lead, ...ITEMS).slice(1)).toEqual([
      ['Obligation/Caterer'],
      ['Obligation/Caterer'],
      ['Obligation/Caterer', 'Exclusion/Caterer'],
      ['Exclusion/Caterer'],
    ]);
  });

  it('"undertakes to:" leads bare verbs; an item "to the best of its knowledge" is no infinitive of the promise', () => {
    expect(typesOf(PARTIES, 'The Caterer undertakes to:', item('(a) clean the kitchen each night;'), item('(b) keep a log of fridge temperatures.')).slice(1))
      .toEqual([['Obligation/Caterer'], ['Obligation/Caterer'], ['Obligation/Caterer']]);
    expect(typesOf(PARTIES, 'The Caterer warrants that:', item('(a) to the best of its knowledge, no claim is pending against it;')).slice(1))
      .toEqual([['Obligation/Caterer'], ['Obligation/Caterer']]);
  });

  it('a joined "and not to" in a sentence with its own subject is read as before', () => {
    expect(typesOf(PARTIES, 'The Caterer agrees to label every allergen and not to reuse frying oil.')[1]).toEqual(['Obligation/Caterer', 'Exclusion/Caterer']);
  });
});

describe('a loss stated with "will" after a condition', () => {
  it('"If you cancel …, you will lose your deposit" is the party\'s Obligation (the nature table\'s "will"; set 23 labels it so)', () => {
    expect(typesOf(
      'These terms apply when you book a cottage from Brackenwood Lets Ltd ("we").',
      'In these terms "you" means the person named on the booking (the "Guest").',
      'If you cancel within 21 days of arrival, you will lose your deposit.',
      'If the cottage is left dirty, you will forfeit £50 of the security sum.',
    ).slice(2)).toEqual([['Obligation/Guest'], ['Obligation/Guest']]);
  });
});
