import { describe, expect, it } from 'vitest';
import { expectCategories } from './helpers.js';

// The category tests' table (helpers.ts): each row's clause read in a contract of its own, exactly as one
// `expect(clauseCategories(text, setting)).toEqual(categories)` a row would read it.
describe('expectCategories', () => {
  const INVOICE = 'The Customer shall pay each invoice within 30 days of receipt.';
  const NOTICE = 'Any notice under this Agreement shall be given in writing.';
  const COVER = 'The Supplier shall maintain such cover throughout the term.';
  const INSURANCE = { title: '9. Insurance' };

  it("passes a table whose rows read as given, under the table's setting or a row's own", () => {
    expectCategories([
      [INVOICE, ['Payment Terms & Billing']],
      [NOTICE, ['Communication']],
      [COVER, []],
      [COVER, ['Insurance'], INSURANCE],
    ]);
    expectCategories([[COVER, ['Insurance']]], INSURANCE);
    // A row's own setting replaces the table's: under no title the clause reads as nothing.
    expectCategories([[COVER, [], {}]], INSURANCE);
  });

  it('fails naming only the rows read otherwise, each beside what it read as', () => {
    let failure: { message?: string; actual?: unknown } = {};
    try {
      expectCategories([
        [INVOICE, ['Payment Terms & Billing']],
        [NOTICE, ['Insurance']],
        [COVER, ['Insurance']],
      ]);
    } catch (e) {
      failure = e as { message?: string; actual?: unknown };
    }
    expect(failure.message).toContain('sentences read otherwise');
    expect(failure.actual).toEqual([
      [NOTICE, ['Communication']],
      [COVER, []],
    ]);
  });

  it('is as strict as toEqual: a category more or fewer fails', () => {
    expect(() => expectCategories([[INVOICE, ['Payment Terms & Billing', 'Insurance']]])).toThrow();
    expect(() => expectCategories([[INVOICE, []]])).toThrow();
    expect(() => expectCategories([[COVER, ['Insurance']]])).toThrow();
  });
});
