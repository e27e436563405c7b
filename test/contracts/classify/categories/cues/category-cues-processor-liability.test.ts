import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h50c50: Liability for goods a processor holds for their owner. Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('a processor\'s liability for the goods it holds (category-cues-processor-liability.ts)', () => {
  it('the risk borne from receipt: Liability', () => {
    expect(of('The Miller bears the risk of loss of or damage to the grain from its receipt until collection.')).toEqual(['Liability']);
  });

  it('defects excused because another cause made them: Liability', () => {
    expect(of('The Printer will not be responsible for defects caused by the customer\'s artwork.')).toEqual(['Liability']);
  });

  it('near misses: the risk passing on delivery or borne in transport, goods free from defects', () => {
    expect(of('The risk of loss passes to the Buyer on delivery.')).toEqual(['Delivery']);
    expect(of('The Carrier bears the risk of loss during transport.')).not.toContain('Liability');
    expect(of('The Seller warrants that the Goods are free from defects.')).toEqual(['Warranties']);
  });
});
