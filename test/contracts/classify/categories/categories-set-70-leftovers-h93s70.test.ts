/**
 * Set 70's category leftovers (issue 18, h93s70): a log named by two words kept (Audits); a badge, a pass or an identity
 * card given back at the end (Asset Use, C12); a duty of confidence kept after the end (Term & Termination beside
 * Confidentiality, C86). Sentences written for these tests, not taken from a labelled set.
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

  it('reads a secrecy kept after the end as Term & Termination and Confidentiality (C86)', () => {
    expectCategories([
      ['The Supplier must keep confidential all information about the Customer, during this Agreement and after it ends.', ['Confidentiality', 'Term & Termination']],
      ["The Supplier shall not disclose the Customer's prices, even after the termination of this Agreement.", ['Confidentiality', 'Term & Termination']],
      ['After this Agreement expires, the Supplier must keep secret any formula it learned.', ['Confidentiality', 'Term & Termination']],
      ['The Supplier shall hold in confidence all customer lists beyond the expiry of this Agreement.', ['Confidentiality', 'Term & Termination']],
      // No end named: the secrecy alone.
      ['The Supplier must keep confidential all information it receives from the Customer.', ['Confidentiality']],
    ]);
  });
});
