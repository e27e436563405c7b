/**
 * "Washington, D.C." in running text, without a street before it: the capital and its district are one Location, as a
 * city and its state are (C48; place-names.ts DISTRICT_AFTER_WASHINGTON; h62names' Left, h63left). Lines written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { places } from '../found-names.js';

describe('"Washington, D.C." without an address is one place (h63left)', () => {
  it.each([
    ["The Supplier shall deliver the goods to the Buyer's store in Washington, D.C. within ten days.", ['Washington, D.C.']],
    ['The meeting shall take place in Washington, D.C., on 3 May 2031.', ['Washington, D.C.']],
    ['The courts of Washington, DC shall have jurisdiction.', ['Washington, DC']],
    ['The Buyer has offices in Boston and Washington, D. C.', ['Boston', 'Washington, D. C.']],
  ])('%s', (text, expected) => expect(places(text)).toEqual(expected));
  it.each([
    // The state of Washington, a town in it, and a word that only opens with "DC" read as before.
    ['Acme Inc. is a company of Seattle, Washington.', ['Seattle, Washington']],
    ['This Agreement is governed by the laws of the State of Washington, USA.', ['State of Washington', 'USA']],
    ['The Buyer has an office in Washington, DCX Building.', ['Washington']],
  ])('near miss: %s', (text, expected) => expect(places(text)).toEqual(expected));
});
