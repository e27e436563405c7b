/**
 * C68's Asset Use beside Intellectual Property for a licence to use software (category-cues-licences-to-use.ts, issue
 * 18, h56cat); marks, data and materials licensed stay without it. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a licence to use software (Asset Use beside Intellectual Property)', () => {
  it('the booking software, the Vendor\'s software and manuals, an SDK', () => {
    const got = categoriesOf(
      '7.1 The Vendor grants the Clinic a non-exclusive licence to use the appointment booking software for the term of this Agreement.',
      'The Provider hereby grants the Council a royalty-free licence to use the Provider\'s software and manuals during the exit period.',
      'We grant you a limited, non-transferable licence to use the SDK solely to build apps for the platform.',
    );
    expect(got.map((c) => c.includes('Asset Use') && c.includes('Intellectual Property'))).toEqual([true, true, true]);
  });
});

describe('categories: a licence to use marks (Intellectual Property alone)', () => {
  it('the trade marks, the logos', () => {
    const got = categoriesOf(
      'The Brewer grants the Pub a non-exclusive licence to use its trade marks on signs at the Pub.',
      'Each party grants the other a royalty-free licence to use its logos to promote the Festival.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false]);
  });
});
