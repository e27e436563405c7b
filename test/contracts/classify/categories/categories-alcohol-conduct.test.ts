/**
 * Alcohol and drugs kept out of a party's own work, and alcohol sold only as the licensing law allows: Responsibilities
 * (issue 18, h68cat; category-cues-alcohol-conduct.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ALCOHOL_CONDUCT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-alcohol-conduct.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy, expectEach } from '../cue-tables.js';

const cats = (text: string) => categoriesOf(text)[0];
const cued = cuedBy(ALCOHOL_CONDUCT_STRONG_CUES, 'Responsibilities');

describe('alcohol and drugs kept out of the work (h68cat)', () => {
  it('a party\'s own people not drinking before or while they work, nor working under the influence', () => {
    expectEach(cued, [
      'The Pilot shall not consume alcohol within eight hours before a flight.',
      'The Instructor agrees not to drink alcohol while teaching pupils.',
      'The Carrier will not let any driver operate a vehicle while under the influence of drink or drugs.',
      '(c) not to take any illegal drugs during the tour;',
    ], true);
    expect(cats('The Pilot shall not consume alcohol within eight hours before a flight.')).toContain('Responsibilities');
  });
  it('alcohol sold or served only as the licensing law allows', () => {
    expectEach(cued, [
      'The Caterer must not sell alcohol to anyone under 18.',
      '(b) not to serve alcoholic drinks to any guest who appears drunk;',
      'The Licensee shall not sell alcohol outside the permitted licensed hours.',
      'You must not sell alcohol unless you hold a premises licence.',
      'The Trader shall not supply liquor without a temporary event notice.',
    ], true);
    expect(cats('The Caterer must not sell alcohol to anyone under 18.')).toContain('Responsibilities');
  });
  it('not alcohol among the goods a trader may not sell, brought onto a site, tested for, or named as a product', () => {
    expectEach(cued, [
      'The Vendor must not sell alcohol, tobacco or any item not listed in Schedule 2.',
      'No alcohol may be brought onto the Site during working hours.',
      'Each driver must pass a drug and alcohol test before each shift.',
      'The Distributor shall not sell alcohol-free beer in the Territory under another brand.',
      'The Buyer is not liable for any drink spilt on the carpets.',
    ], false);
  });
});
