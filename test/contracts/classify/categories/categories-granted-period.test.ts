/**
 * A grant made "for a period of N months/years from …" is Term & Termination (issue 18, h40s46;
 * category-cues-granted-period.ts), with sentences written for these tests (none of the sets'). Not a warranty's length
 * nor a restraint's.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const has = (text: string) => categoriesOf(text)[0].includes('Term & Termination');

describe('a grant for a period from a date', () => {
  it('is Term & Termination', () => {
    expect(has('The Owner grants the Operator a licence to use the kiosk for a period of thirty-six (36) months commencing from 1 May 2027.')).toBe(true);
    expect(has('The Council appoints the Contractor to run the depot for a period of seven years from the Start Date.')).toBe(true);
  });
});

describe('near misses', () => {
  it('a warranty\'s length and a restraint\'s are not', () => {
    expect(has('The Seller warrants the pumps against defects for a period of 18 months from delivery.')).toBe(false);
    expect(has('For a period of two years from Completion, the Seller shall not solicit any customer of the Business.')).toBe(false);
  });
});
