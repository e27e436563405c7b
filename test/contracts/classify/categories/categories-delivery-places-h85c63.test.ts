/**
 * Delivery said through things handed over, received or taken at a party's place of work, or carried in its own
 * vehicles (category-cues-delivery.ts, issue 18, h85c63); sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { cuedBy, expectEach } from '../cue-tables.js';

const deliveryCue = cuedBy(DELIVERY_CUES, 'Delivery');

describe('categories: things handed over at a place or carried in own vehicles (Delivery, h85c63)', () => {
  it('handed over, received or taken at a place of work, carried in own vehicles', () => {
    expectEach(deliveryCue, [
      'The rugs are handed over to the Cleaner at the Owner\'s house against a signed list.',
      'The Dryer receives the wet grain at its yard on weekdays.',
      'The Cleaner takes the rugs from the hotel each Monday.',
      'The Workshop collects the broken chairs from the school premises.',
      'The Cleaner returns them in its own van at its own cost.',
    ], true);
  });

  it('people, money, papers and an office are not this cue', () => {
    expectEach(deliveryCue, [
      'The Lodge receives the guests at its main building.',
      'The Driver takes the visitors from the hotel to the lake.',
      'The Agent collects the rent from the tenants at the premises.',
      'The Registry receives the applications at its office.',
      'The keys are handed over to the Tenant.',
      'The Operator returns them in good condition.',
    ], false);
  });
});
