/**
 * Issue 18, h100t76 (set 76's types; sentences written for this test): C115 — a capitalised role a definition gives as
 * the class of whoever does a thing ("any person or company that submits a bid", "the company that carries the
 * goods", "any person who sells the books") binds the clauses it opens, as C53's "the Party that …" does; a meaning
 * whose holder undergoes the act or has a state, "a person who …" and a title alone bind no one. C116 — a form's "We,
 * the undersigned Bidder," gives "we" to the role it names (parties/pronouns.ts).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").';

describe('a role defined as whoever does a thing (C115)', () => {
  it('binds "any company that <does>" after "In these conditions,", its plural, its items and "Each"', () => {
    const got = typesOf(
      TWO,
      'In these conditions, "Bidder" means any company that submits a bid, and "Contractor" means the Bidder whose bid the Publisher accepts.',
      'Bidders must include with their bid:',
      '(a) a copy of their trade licence;',
      'Each Bidder must keep its bid open for 30 days.',
      'Any Bidder who offers a gift to an officer is disqualified.',
    ).slice(2);
    expect(got).toEqual([['Obligation/Bidder'], ['Obligation/Bidder'], ['Obligation/Bidder'], []]);
  });
  it('binds "any person or company that", "any person who" and "the company that"', () => {
    expect(typesOf(TWO, '"Seller" means any person or company that sells the books.', 'The Seller must keep a record of each sale.').slice(2)).toEqual([['Obligation/Seller']]);
    expect(typesOf(TWO, '"Reader Agent" means any person who orders the books for a school.', 'The Reader Agent shall pay within 30 days.').slice(2)).toEqual([['Obligation/Reader Agent']]);
    expect(typesOf(TWO, '"Haulier" means the company that carries the books to the shops.', 'The Haulier must keep the books dry.').slice(2)).toEqual([['Obligation/Haulier']]);
  });
  it('binds no one by a meaning whose holder undergoes the act, has a state, or is "a person who"', () => {
    expect(typesOf(TWO, '"Packer" means any person who is employed by the Printer in its warehouse.', 'The Packer must wear gloves.').slice(2)).toEqual([[]]);
    expect(typesOf(TWO, '"Finisher" means any company that the Printer engages to bind the books.', 'The Finisher must keep the covers clean.').slice(2)).toEqual([[]]);
    expect(typesOf(TWO, '"Browser" means a person who reads the books in a shop.', 'The Browser must not fold the pages.').slice(2)).toEqual([[]]);
  });
  it('leaves a pronoun\'s definition to the pronoun', () => {
    expect(typesOf('These terms apply between Harbour Press Ltd (the "Printer", "we" or "us") and you.', '"You" means the business that orders books from us.', 'You must pay each invoice within 30 days.').slice(2)).toEqual([['Obligation/You']]);
  });
  it('binds no one under a title alone', () => {
    expect(typesOf({ text: 'INSTRUCTIONS TO BIDDERS', kind: 'title' }, 'Bidders must include with their bid:', '(a) a copy of their trade licence;').slice(1)).toEqual([[], []]);
  });
});

describe('"We, the undersigned <Role>," in a form (C116)', () => {
  it('gives "we" to the role it names in the form\'s other lines', () => {
    const got = typesOf(
      { text: 'FORM OF BID', kind: 'title' },
      'We, the undersigned Bidder, offer to supply the goods in the schedule.',
      'We agree to keep this bid open for 60 days.',
      'We shall keep this bid open for 60 days.',
    ).slice(2);
    expect(got).toEqual([['Obligation/Bidder'], ['Obligation/Bidder']]);
  });
  it('gives "we" to no one after "We, the undersigned," with no role', () => {
    expect(typesOf({ text: 'FORM OF BID', kind: 'title' }, 'We, the undersigned, offer to supply the goods in the schedule.', 'We agree to keep this bid open for 60 days.').slice(2)).toEqual([[]]);
  });
  it('leaves a bracket\'s "we" to its alias', () => {
    const got = typesOf(
      'This agreement is made between Harbour Press Ltd (the "Printer", "we" or "us") and you.',
      'We, the undersigned Bidder, offer to supply the goods in the schedule.',
      'We agree to keep this bid open for 60 days.',
    ).slice(2);
    expect(got).toEqual([['Obligation/Printer']]);
  });
});
