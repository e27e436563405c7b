/**
 * A list item that shares a subject with its lead-in takes the lead-in's other subjects too, up to the cap of three:
 * the shared category counts once, so it does not take the place of another (index.ts, categoryLabels). Sentences
 * written for this test.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf } from '../helpers.js';

describe('categories an item takes from its lead-in', () => {
  it('an item sharing one of three categories with its lead-in keeps all three', () => {
    const [, , lead, , item] = categoriesOf(
      PREAMBLE,
      'On expiry the Supplier shall:',
      'vi. vacate the Customer Premises at the end of the Exit Period and reimburse the Customer for any costs reasonably incurred in restoring the Customer Premises to their earlier condition except:',
      'a. fair wear and tear; and',
      'b. where any alteration in the condition of the Customer Premises is an inevitable result of the Services; and',
    );
    expect(lead).toEqual(['Asset Use', 'Payment Terms & Billing', 'Term & Termination']);
    expect(item).toEqual(lead);
  });
});
