/**
 * An individual's contact details or résumé named is personal data: Privacy, strong
 * (categories/cues/category-cues-personal-data-named.ts; issue 18, h55c51). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe("An individual's details", () => {
  it("reads a guest's name and phone number, an applicant's CV and a résumé as Privacy", () => {
    expect(one("The Hotel may pass a guest's name and phone number to the tour operator only with the guest's consent.")).toContain('Privacy');
    expect(cueOf('Privacy', "The Agency shall not forward an applicant's CV to any employer without the applicant's consent.")).toBe('strong');
    expect(cueOf('Privacy', "The Firm will keep each candidate's résumé for six months.")).toBe('strong');
  });
  it("reads no Privacy cue in a customer's or a company's address, or a member's name alone", () => {
    expect(cueOf('Privacy', "Invoices shall show the Customer's name and address.")).toBeFalsy();
    expect(cueOf('Privacy', "The member's name appears on the honours board.")).toBeFalsy();
  });
});
