/**
 * Set 70's category leftovers (issue 18, h93s70): a log named by two words kept (Audits); a badge, a pass or an identity
 * card given back at the end (Asset Use, C12). Not a secrecy kept "after it ends" (Term & Termination by C86): sets
 * 6, 19, 21, 29 and 36 label five such sentences Confidentiality alone against set 70's one. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { expectCategories } from '../helpers.js';

describe('categories: set 70 leftovers (h93s70)', () => {
  it('reads a log named by two words as kept for checking (Audits)', () => {
    expectCategories([
      ['The Supplier must keep the daily visitor log of each site.', ['Audits']],
      ['The Supplier shall keep the monthly maintenance log of every lift.', ['Audits']],
      ['The Supplier must keep the fire register of the building.', ['Audits']],
      // A company's statutory register stays none (statutory-registers.ts).
      ['The Supplier shall keep the company register of members at its office.', []],
    ]);
  });

  it('reads a badge, a pass or an identity card given back at the end as Asset Use', () => {
    expectCategories([
      ['When this Agreement ends, the Supplier must return the security badge issued to its staff.', ['Asset Use', 'Term & Termination']],
      ['On termination the Supplier shall return all site passes and identity cards.', ['Asset Use', 'Term & Termination']],
      ['The Supplier must return the pass when the engagement ends.', ['Asset Use', 'Term & Termination']],
    ]);
  });
});
