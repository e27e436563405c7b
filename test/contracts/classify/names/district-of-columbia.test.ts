/**
 * "Washington, D.C." in a postal address: the district written with points is a part of its own, with its ZIP (names/
 * addresses.ts DISTRICT_OF_COLUMBIA; review hrev46's Left, h62names: the address stopped at "D").
 */
import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../../../src/contracts/classify/names/addresses.js';

const addresses = (text: string) => findAddresses(text).map((s) => text.slice(s.begin, s.end));

describe('"Washington, D.C." in an address (h62names)', () => {
  it.each([
    ['Notices shall be sent to the Supplier at 9 Main Street, Washington, D.C. 20004.', '9 Main Street, Washington, D.C. 20004'],
    ['The office is at 1 Pennsylvania Avenue, Washington, D.C. 20500, USA.', '1 Pennsylvania Avenue, Washington, D.C. 20500, USA'],
    ['The office is at 9 Main Street, Washington, D. C.', '9 Main Street, Washington, D. C.'],
  ])('%s', (text, address) => expect(addresses(text)).toEqual([address]));

  it.each([
    // A state code and ZIP, and a town alone, read as before.
    ['The office is at 9 Main Street, Dover, DE 19901.', '9 Main Street, Dover, DE 19901'],
    ['The office is at 9 Main Street, Dover.', '9 Main Street, Dover'],
  ])('near miss: %s', (text, address) => expect(addresses(text)).toEqual([address]));
});
