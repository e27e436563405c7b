/**
 * Scope of Work said through the volume not promised and the extent of an appointment or authority
 * (category-cues-scope.ts, issue 18, h19recall); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { SCOPE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { categoriesOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';

describe('categories: what is and is not in the contract (Scope of Work)', () => {
  it('no volume promised', () => {
    expect(categoriesOf(
      'The Retailer is not obliged to order any particular quantity of the Goods.',
      'The Council is under no obligation to purchase any services under this framework.',
      'The Shipper gives no minimum volume commitment for any month.',
    )).toEqual([['Scope of Work'], ['Scope of Work'], ['Scope of Work']]);
  });

  it('the extent of an appointment or an authority', () => {
    expect(categoriesOf(
      'The Festival appoints the Caterer as its sole bar operator for the event.',
      'The Clinic appoints the Locum to provide out-of-hours cover at its two surgeries.',
      'The Reseller\'s authority is limited to taking orders at the list price.',
    )).toEqual([['Scope of Work'], ['Scope of Work'], ['Pricing & Taxes', 'Scope of Work']]);
    const noAuthority = 'The Reseller has no authority to sign contracts in the name of the Vendor.';
    // The limit of an authority said outright is a strong cue (h29c37, category-cues-scope.ts).
    expect(categoryEvidence(noAuthority, undefined).find((e) => e.category === 'Scope of Work')?.cue).toBe('strong');
  });
});

describe('categories: an appointment or a refusal that says no extent (no Scope of Work)', () => {
  it('a recital\'s wish, a manager appointed inside the contract, a request one side may refuse', () => {
    const got = categoriesOf(
      'The Landlord wishes to appoint the Agent to let the flats.',
      'Each party shall appoint a project manager to attend the monthly meetings.',
      'The Supplier shall not be obliged to accept any request for a price review.',
    );
    expect(got.map((c) => c.includes('Scope of Work'))).toEqual([false, false, false]);
  });

  it('"take" an action or a step is a discretion; "take" a quantity or delivery is a volume (hrev11)', () => {
    const cue = (text: string) => categoryEvidence(text, undefined).some((e) => e.category === 'Scope of Work' && e.cue);
    expect(['The Bank shall not be obliged to take any enforcement action.', 'The Trustee is not required to take any step unless indemnified.',
      'The Buyer is not obliged to take any minimum quantity of the Goods.', 'The Distributor is under no obligation to take delivery of more than 500 units a month.']
      .map(cue)).toEqual([false, false, true, true]);
  });
});

describe('categories: the scope cues on hostile text', () => {
  it('read long runs of their words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = [`minimum quantity of ${'big '.repeat(n)}x`, `${'not obliged to '.repeat(n)}x`, `wishes to ${'appoint the '.repeat(n)}x`, `${'has no authority '.repeat(n)}x`, `${'not obliged to take any minimum '.repeat(n)}x`];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of SCOPE_CUES) re.test(text);
      });
    }
  });
});
