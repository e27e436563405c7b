/**
 * A building or works handed over on the works' completion is Deliverables, no Asset Use (review hrev54's Left; issue
 * 18, h68left; category-cues-works-handed-over.ts). Sentences of our own; the near misses kept.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('works handed over on their completion (h68left)', () => {
  it('reads the contractor handing over what it built as Deliverables', () => {
    expect(categoriesOf('On completion of the Works the Contractor shall hand over the Building to the Employer.')).toEqual([['Deliverables']]);
    expect(categoriesOf('The Builder shall hand over the house to the Owner within 7 days after practical completion of the Works.')).toEqual([['Deliverables']]);
  });

  it('keeps a building handed over for the other to run, and premises handed back at a lease\'s end, Asset Use', () => {
    expect(categoriesOf('The Owner shall hand over the Hospital building to the Operator on the Commencement Date.')[0]).toContain('Asset Use');
    expect(categoriesOf('On completion of the Term the Tenant shall hand over the Premises to the Landlord.')[0]).toContain('Asset Use');
  });
});
