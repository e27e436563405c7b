/**
 * Intellectual Property said without its word: the cues of category-cues-intellectual-property.ts, from the tests of
 * the rounds that wrote them (rounds 4, 6; regrouped by category by h28cues, issue 18: same sentences, same
 * assertions). `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts.
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { INTELLECTUAL_PROPERTY_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const vetoed = (category: string) => cuedBy(INTELLECTUAL_PROPERTY_VETOES, category);

// Round 4 (h24cat4).
describe('Intellectual Property: a name and logo, proprietary data, a pen name', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Intellectual Property'), ['The Sponsor may use the Club\'s name and logo on its shirts.',
      'The survey results remain proprietary to the Sponsor for two years.',
      'Each newspaper shall print the columnist\'s pen name with the column.',
    ], true);
  });
});

// Round 6 (h25cat6).
describe('Intellectual Property veto: a licence to use a place', () => {
  it('a licence or right to use a place is no intellectual property', () => {
    const ip = vetoed('Intellectual Property');
    expect([
      'The Trust grants the Club a licence to use two courts on Tuesday evenings.',
      'The Practice grants the Hygienist the right to use surgery 4 on Mondays.',
      'The Studio grants the Label a licence to use the software in the studio hall.',
    ].map(ip)).toEqual([true, true, false]);
  });
});
