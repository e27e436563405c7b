/**
 * Issue 18, h75c57 (set 57's table rows): a table's header row names its columns and takes no category, from its words
 * or its section (category-header-rows.ts); an instalment's row with its due date before the amount, and the share of
 * the price due at a stage, are the price's payment (C9, C65: Payment Terms & Billing), not a price
 * (category-cues-amounts.ts SCHEDULE_ROW_STRONG_CUES). Rows written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHeaderRow } from '../../../../src/contracts/classify/categories/category-header-rows.js';
import { categoriesOf } from '../helpers.js';

/** The categories of `row` under a section titled `title`. */
const under = (title: string, row: string) => categoriesOf({ text: title, kind: 'title' }, row)[1];

describe('a table header row takes no category (h75c57)', () => {
  it('column names under a price or a payment section: none', () => {
    expect(under('Schedule 2 – Charges', 'Service | Unit | Charge per unit')).toEqual([]);
    expect(under('Payment Schedule', 'Milestone | Due date | Amount payable')).toEqual([]);
    expect(under('Rates', 'Equipment | Daily hire rate')).toEqual([]);
    expect(under('Cancellation', 'Notice given before departure | Cancellation charge')).toEqual([]);
  });

  it('near misses: a body row with an amount, and a sentence with a bar, keep their reading', () => {
    expect(under('Schedule 2 – Charges', 'Site survey | per visit | £350')).toEqual(['Pricing & Taxes']);
    expect(isHeaderRow('Site survey | per visit | £350')).toBe(false);
    expect(isHeaderRow('"Working Day" | any day other than a Saturday, a Sunday or a public holiday in England')).toBe(false);
    expect(isHeaderRow('The Supplier shall invoice the Customer monthly in arrears.')).toBe(false);
    expect(isHeaderRow('Year | 2028')).toBe(false);
  });

  it('invariant: a row with a figure or a currency sign in any cell is never a header row', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('Item', 'Unit price', 'Due date', 'Amount'), { minLength: 1, maxLength: 4 }), fc.constantFrom('12', '£', '$', '€', '3.5'), (cells, figure) => {
      expect(isHeaderRow([...cells, `Total ${figure}`].join(' | '))).toBe(false);
      expect(isHeaderRow([...cells, 'Total'].join(' | '))).toBe(true);
    }));
  });
});

describe('schedule rows are the payment of a price set elsewhere (h75c57, C9)', () => {
  it('an instalment named in one cell with its due date in the next: Payment Terms & Billing, no price', () => {
    expect(under('Payment Schedule', 'Second | 1 March 2028 | GBP 40,000')).toEqual(['Payment Terms & Billing']);
    expect(under('Payment Schedule', 'Milestone 3 | June 30, 2028 | $125,000')).toEqual(['Payment Terms & Billing']);
  });

  it('a share of the price due at a stage: Payment Terms & Billing, no price', () => {
    expect(under('Payment Schedule', 'On signing | 30% of the Contract Price')).toEqual(['Payment Terms & Billing']);
    expect(under('Cancellation charges', 'After the hull is welded | 50% of the Vessel Price')).toEqual(['Payment Terms & Billing']);
  });

  it('near misses: a price row with a middle cell that is no date, and a royalty on sales, keep Pricing & Taxes', () => {
    expect(under('Schedule 2 – Charges', 'Phase 2 – Testing | fixed fee | $40,000')).toEqual(['Pricing & Taxes']);
    expect(under('Royalties', 'Online sales | 8% of Net Sales')).toEqual(['Pricing & Taxes']);
  });
});
