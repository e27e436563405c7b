/**
 * Set 44's party bindings and natures (issue 18, h34n44), with sentences written for the test (not the set's): a
 * defined term's bracket after a name an element above gave as an alias, a role bracket on a description of the
 * counterparty, "PARTY A" in a disclaimer in capitals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
const LETTERS = ['Kansai Gears Co., Ltd., a company having its head office in Kobe, Japan ("Party A"), and Harbour Optics Pte. Ltd., a company incorporated in Singapore ("Party B"), hereby enter into this Supply Agreement as follows.'];

describe('a defined term\'s bracket is never a second alias of a party', () => {
  it('"between the parties (the "Drawings")" after a clause ending in "by Party B" leaves Party B its own name', () => {
    expect(after(LETTERS,
      'Each order shall be placed on a form supplied by Party B.',
      'Party A shall make the parts to the drawings approved in writing between the parties (the "Drawings").',
      'Party B shall pay each invoice within thirty days.',
      'Party B may audit the quality records once a year.'))
      .toEqual([[], ['Obligation/Party A'], ['Obligation/Party B'], ['Right/Party B']]);
  });
  it('nor a bracket right after the alias in a clause ("agreed between Party A and Party B (the "Plan")")', () => {
    expect(after(LETTERS,
      'Party A shall follow the quality plan agreed between Party A and Party B (the "Plan").',
      'Party B shall approve any change to the Plan.'))
      .toEqual([['Obligation/Party A'], ['Obligation/Party B']]);
  });
  it('inserting a defined-term clause anywhere after the preamble never changes the parties the other clauses bind', () => {
    const clauses = [
      'Each order shall be placed on a form supplied by Party B.',
      'Party B shall pay each invoice within thirty days.',
      'Party A shall deliver the parts to the port named by Party B.',
      'Party B may audit the quality records once a year.',
    ];
    const terms = [
      'Party A shall make the parts to the drawings approved in writing between the parties (the "Drawings").',
      'Party A shall follow the quality plan agreed between Party A and Party B (the "Plan").',
      'The tools supplied by Party B (the "Tooling") shall be kept insured.',
    ];
    const base = after(LETTERS, ...clauses);
    fc.assert(fc.property(fc.integer({ min: 0, max: clauses.length }), fc.constantFrom(...terms), (at, term) => {
      const got = after(LETTERS, ...clauses.slice(0, at), term, ...clauses.slice(at));
      expect([...got.slice(0, at), ...got.slice(at + 1)]).toEqual(base);
    }), { numRuns: 15 });
  });
});

describe('a role bracket on a description of the counterparty makes it a party', () => {
  const TERMS = ['These terms govern the hire of stands at the Northern Garden Fair between Meadowgate Shows Ltd ("Organiser") and the business named on the booking form ("Stallholder").'];
  it('"the business named on the booking form ("Stallholder")" → Stallholder binds', () => {
    expect(after(TERMS,
      'Stallholder must pay the stand fee in full before the fair opens.',
      'Stallholder may cancel its booking by written notice.',
      'Stallholder shall not sublet its stand.',
      'No Stallholder may sell food without a hygiene certificate.'))
      .toEqual([['Obligation/Stallholder'], ['Right/Stallholder'], ['Exclusion/Stallholder'], ['Exclusion/Stallholder']]);
  });
  it('the plural of the one-word alias is that party ("Stallholders must …", C56)', () => {
    expect(after(TERMS, 'Stallholders must keep their stands staffed while the fair is open.'))
      .toEqual([['Obligation/Stallholder']]);
  });
  it('"the person identified in the Order Form ("Customer")", a role word, as well', () => {
    expect(after(['This agreement is between Brightline Software Inc. ("Provider") and the person identified in the Order Form ("Customer").'],
      'Customer shall keep its password secret.'))
      .toEqual([['Obligation/Customer']]);
  });
  it('near misses: a thing described, a defined term that is no role', () => {
    expect(after(['These terms govern the hire of stands between Meadowgate Shows Ltd ("Organiser") and the stand named on the booking form ("Pitch").'],
      'Pitch must be cleared by 6 p.m.'))
      .toEqual([[]]);
    expect(after(['These terms are agreed between Meadowgate Shows Ltd ("Organiser") and the business named on the booking form ("Booking Details").'],
      'Booking Details must be kept up to date.'))
      .toEqual([[]]);
  });
});

describe('"PARTY A" in a clause in capitals is Party A', () => {
  it('an ALL-CAPS disclaimer and exclusion bind Party A as the mixed-case ones do', () => {
    expect(after(LETTERS,
      'EXCEPT AS SET OUT IN THIS ARTICLE, PARTY A MAKES NO OTHER WARRANTY, EXPRESS OR IMPLIED.',
      'Except as set out in this Article, Party A makes no other warranty, express or implied.',
      'IN NO EVENT SHALL PARTY B BE LIABLE FOR ANY LOSS OF PROFIT.'))
      .toEqual([['Disclaimer/Party A'], ['Disclaimer/Party A'], ['Exclusion/Party B']]);
  });
  it('near misses: "A" as an article after a determiner, and a contract without lettered parties', () => {
    expect(after(LETTERS, 'NOTHING HEREIN GRANTS EACH PARTY A LICENCE TO USE THE OTHER\'S MARKS.')).toEqual([[]]);
    expect(after(['This Agreement is made between Acme Ltd ("Seller") and Bolt Inc ("Buyer").'], 'PARTY A MAKES NO WARRANTY.')).toEqual([[]]);
  });
});

describe('a second duty after "and" or ", but"', () => {
  const SUPPLY = ['This Supply Agreement is made between Northwind Traders Ltd ("Buyer") and Contoso Ltd ("Seller").'];
  it('after a condition, the right\'s subject is barred by the "and shall not" joined to it', () => {
    expect(after(SUPPLY,
      'If the Seller misses two deliveries, the Buyer may end this Agreement by notice and shall not owe any fee for the remaining term.',
      'If a party becomes insolvent, the other party may terminate this Agreement and shall not be liable for the termination.'))
      .toEqual([['Right/Buyer', 'Exclusion/Buyer'], ['Right/Multiple Parties', 'Exclusion/Multiple Parties']]);
  });
  it('", and in that event will refund" is the same subject\'s duty after its right', () => {
    expect(after(SUPPLY,
      'The Buyer may cancel an order if the goods are more than ten days late, and in that event will return any samples received.',
      'The Seller may suspend deliveries while an invoice is overdue, and in such case shall give the Buyer written notice.'))
      .toEqual([['Right/Buyer', 'Obligation/Buyer'], ['Right/Seller', 'Obligation/Seller']]);
  });
  it('"provides …, but it is not responsible" is a present-tense duty and a disclaimer (C34)', () => {
    expect(after(SUPPLY,
      'The Seller arranges carriage to the Buyer\'s warehouse, but it is not responsible for delays at the port.',
      'The Seller supplies the pallets, but is not liable for their loss after delivery.'))
      .toEqual([['Disclaimer/Seller', 'Obligation/Seller'], ['Disclaimer/Seller', 'Obligation/Seller']]);
  });
  it('near misses: a duty after "may … and shall" without a comma stays unread (the reference\'s reading), a state before ", but", another subject after "in that event"', () => {
    expect(after(SUPPLY,
      'The Buyer may deduct withholding tax and shall send the Seller the receipt.',
      'The Seller owns the pallets, but it is not responsible for their condition.',
      'The Buyer may cancel an order if the goods are late, and in that event the Seller shall refund the price.'))
      .toEqual([['Right/Buyer'], ['Disclaimer/Seller'], ['Right/Buyer', 'Obligation/Seller']]);
  });
  it('near miss: a bar joined to a passive keeps the passive\'s subject, not its agent', () => {
    expect(after(SUPPLY, 'Delivery notes shall be signed by the Buyer and shall not be altered after signature.'))
      .toEqual([['Obligation/Buyer']]);
  });
});
