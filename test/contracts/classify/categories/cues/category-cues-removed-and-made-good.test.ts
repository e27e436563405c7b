import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h60trn: a party's things removed and the place made good or restored hand the property back in its
// state: Asset Use. Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('things removed and the place made good (category-cues-removed-and-made-good.ts)', () => {
  it('removed, then damage made good, the place restored or damage repaired: Asset Use', () => {
    expect(of('When the licence ends, the Licensee must remove its kiosk and make good any damage to the forecourt.')).toContain('Asset Use');
    expect(of('On expiry the Operator shall remove the masts and restore the field to its former condition.')).toContain('Asset Use');
    expect(of('The Hirer must remove the signs and repair any damage caused by their removal.')).toContain('Asset Use');
  });

  it('near misses: a defect made good, a part removed and the machine repaired, goods removed alone', () => {
    expect(of('The Supplier shall remove the defective Goods and make good the defect at its own cost.')).not.toContain('Asset Use');
    expect(of('The Contractor shall remove the worn bearing and repair the pump.')).not.toContain('Asset Use');
    expect(of('On termination, the Depositor shall remove all Goods from the Warehouse.')).not.toContain('Asset Use');
  });
});
