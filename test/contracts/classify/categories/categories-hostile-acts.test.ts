/**
 * Safety and Security against war, piracy and fraud: a crew or a vessel kept out of a war zone, a watch kept for fraud
 * (issue 18, h33c43; category-cues-hostile-acts.ts). Not war as force majeure, war risks insured, nor fraud as a fault.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('Safety and Security: war zones and a watch for fraud', () => {
  it('reads them', () => {
    expectReads(one, [
      ['The Crew shall not be required to enter a war zone without their consent.', ['Safety and Security']],
      ['The Master may refuse to take the Vessel into a high risk area for piracy.', ['Safety and Security']],
      ['The Owners shall not send the Vessel where she may be exposed to war or hostilities.', ['Safety and Security']],
      ['The Processor shall monitor all transactions for any suspected fraud.', ['Safety and Security']],
    ]);
  });
  it('not war as an excuse, war risks insured, nor fraud as a fault or a refusal', () => {
    expectReads(one, [
      ['Neither party is liable for delay caused by war, piracy or strikes.', ['Force Majeure']],
      ['The Charterers shall insure the Vessel against war risks.', ['Insurance']],
      ['Nothing in this Agreement limits either party\'s liability for fraud.', ['Liability']],
      ['We may refuse any transaction we reasonably suspect is fraudulent.', ['Liability']],
    ]);
  });
});
