/**
 * Asset Use of a site, a suite, a stage or things of the other's used, said without "use" or "premises" (issue 18,
 * h94cat, set 72's cause 1; category-cues-site-use.ts, and "peaceful enjoyment" beside "quiet enjoyment" in
 * category-cues-performance.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import fc from 'fast-check';
import { SITE_USE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-site-use.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const HOTEL = { preamble: 'This agreement is made between Harbour Hotel Ltd (the "Hotel") and Kestrel Catering Ltd (the "Caterer").' };
const HIRE = { preamble: 'These terms apply between Lantern Cycles Ltd (the "Shop", "we" or "us") and the person who hires a bicycle from us (the "Hirer" or "you").' };

describe('a site, a suite, a stage or things of the other\'s used (h94cat)', () => {
  const used = cuedBy(SITE_USE_STRONG_CUES, 'Asset Use');

  it('reads access given, supplies connected, things supplied in working order, damage repaired, things not lent, fixings and displays', () => {
    expectEach(used, [
      'The Hotel shall give the Caterer and its staff access to the roof terrace on 24 hours\' notice.',
      'The Hotel shall allow the Caterer to connect its ovens to the hotel\'s gas supply.',
      'The Caterer may bring its own ovens, but shall not connect any of them to the mains without the consent of the Hotel\'s engineer.',
      'The Hotel shall supply the stage, lights and sound system described in the rider, in good working order.',
      'The Caterer shall repair at its own expense any damage caused to the kitchen floor by its equipment.',
      'The Caterer shall not sell, lend or hire out the Hotel\'s trolleys.',
      'You must not fix any sticker to the frame of the bicycle.',
      'The Caterer may display its banners and logos on the terrace walls.',
      'The Caterer may change the posters displayed as often as it wishes.',
      'You may not bring more riders onto the deck than the number on the booking form.',
    ], true);
  });

  it('not a failure to give access, goods sold in working order, money lent, one\'s own kit, nor a network connected', () => {
    expectEach(used, [
      'No penalty is due where the delay results from the Hotel\'s failure to give access to the boiler room.',
      'The Seller shall deliver the goods sold in good working order.',
      'The Caterer shall not lend any money to the Hotel\'s staff.',
      'The Caterer shall display the Hotel\'s logo on its uniforms.',
      'We will connect your router to our network within ten days.',
    ], false);
  });

  it('classifies such sentences as Asset Use, beside a notice\'s or a written consent\'s Communication', () => {
    expectCategories([
      ['The Hotel shall give the Caterer and its staff access to the roof terrace at any time, on 24 hours\' notice.', ['Asset Use', 'Communication']],
      ['The Caterer shall repair at its own expense any damage caused to the kitchen floor by its equipment.', ['Asset Use']],
      ['The Hotel guarantees the Caterer peaceful enjoyment of the kitchen for the whole term.', ['Asset Use']],
      ['The Caterer shall not lend the Hotel\'s trolleys to any other person, nor use them outside the hotel.', ['Asset Use']],
    ], HOTEL);
    expectCategories([['You must not fix any sticker to the frame of the bicycle.', ['Asset Use']]], HIRE);
  });

  it('anything fixed to any surface of the other\'s thing is read, whatever the verb', () => {
    fc.assert(
      fc.property(fc.constantFrom('fix', 'attach', 'affix', 'nail', 'glue'), fc.constantFrom('anything', 'any sign', 'any poster'), fc.constantFrom('walls', 'ceiling', 'frame', 'glass'), (verb, what, surface) =>
        used(`The Caterer must not ${verb} ${what} to the ${surface} of the kitchen.`),
      ),
    );
  });
});
