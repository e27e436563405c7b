/**
 * A party slot naming two officers, each after its post ("represented by its President Mr. Alan Price and its Treasurer
 * Mr. Brian Cole"): both are the party's contacts, as facts sets 12, 15, 21 and 22 expect of two representatives (issue
 * 18, h72sig). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const services = (slot: string) => [
  'SERVICES AGREEMENT',
  `This Agreement is made on 5 May 2031 between ${slot} (the "Client"), and Tidewater Boats Ltd, represented by its Director Ms. Jane Roe (the "Contractor").`,
  '1. The Contractor shall repair four boats for the Client.',
  '2. The Client shall pay the Contractor USD 9,000 within 30 days.',
];
const CONTRACTOR = ['TIDEWATER BOATS', ['Jane Roe']];

describe('two officers in a party slot (h72sig)', () => {
  it.each([
    'Harbour Rowing Club Inc., represented by its President Mr. Alan Price and its Treasurer Mr. Brian Cole',
    'Harbour Rowing Club Inc., represented by its President Alan Price and its Treasurer Brian Cole',
    'Harbour Rowing Club Inc., represented by Mr. Alan Price, its President, and Mr. Brian Cole, its Treasurer',
  ])('"%s": both officers are contacts', (slot) => {
    expect(contactLists(...services(slot))).toEqual([['HARBOUR ROWING CLUB', ['Alan Price', 'Brian Cole']], CONTRACTOR]);
  });
  it('near misses: one officer stays one, and bodies joined by "and" name no person', () => {
    expect(contactLists(...services('Harbour Rowing Club Inc., represented by its President Mr. Alan Price'))).toEqual([['HARBOUR ROWING CLUB', ['Alan Price']], CONTRACTOR]);
    expect(contactLists(...services('Harbour Rowing Club Inc., represented by its Board and its Members'))).toEqual([['HARBOUR ROWING CLUB', []], CONTRACTOR]);
  });
});
