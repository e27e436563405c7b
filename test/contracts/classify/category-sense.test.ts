/** The learned model's words read in their sense (category-sense.ts, h18cat4); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { learnedSenseVetoed } from '../../../src/contracts/classify/category-sense.js';
import { categoriesOf } from './helpers.js';

describe('categories: a learned proposal yields to the sense of its word', () => {
  it('a copyright, proprietary or ownership notice is no notice given to a party', () => {
    expect(['The Reseller shall not alter any copyright notice on the packaging.', 'Each copy must keep the proprietary notices of the Owner.', 'The Client shall not remove the notices of ownership from the reports.', 'The Supplier shall give notice of any delay to the Client.']
      .map((t) => learnedSenseVetoed(t, 'Communication'))).toEqual([true, true, true, false]);
    expect(categoriesOf('The Reseller shall not alter any copyright notice on the packaging.')).toEqual([['Intellectual Property']]);
  });

  it('being excused from a delay or a failure to perform is no liability subject, unless a loss is named', () => {
    expect(['The Carrier is not liable for delays caused by a port strike.', 'Neither party shall be held responsible for any failure to perform caused by a flood.', 'The Printer is not responsible for a late delivery caused by the Publisher.', 'The Carrier is not liable for any loss caused by a delay.', 'The Carrier is liable for delays it causes.']
      .map((t) => learnedSenseVetoed(t, 'Liability'))).toEqual([true, true, true, false, false]);
    expect(categoriesOf('The Carrier is not liable for delays caused by a hurricane or other events beyond its reasonable control.')).toEqual([['Force Majeure']]);
  });

  it('reads hostile text in linear time', () => {
    const text = `${'not liable for '.repeat(20_000)}x`;
    const start = process.hrtime.bigint();
    learnedSenseVetoed(text, 'Liability'); learnedSenseVetoed(`${'copyright '.repeat(40_000)}`, 'Communication');
    expect(Number(process.hrtime.bigint() - start) / 1e6).toBeLessThan(500);
  });
});
