/**
 * A page number or a bare figure aligns only with an element holding the same figure (issue 18, h19s17d): the
 * comparison's tokens split "13.2" at its point, so "-2-" shared the "2" of "(13.2%)" (Dice 0.5) and the two aligned.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareClassified } from '../../../src/contracts/compare/index.js';
import { classified } from '../service-helpers.js';

const pairs = (x: string[], y: string[]) =>
  compareClassified(classified(x), classified(y), 'a', 'b').aligned_elements.map((e) => e.element_pair.map((p) => p.text).join(' | '));

describe('a page number or a bare figure aligns only with its own figure', () => {
  it.each([
    [['The Supplier shall deliver the goods.', '-4-'], ['The Supplier shall deliver the goods.', '(24.4%)'], ['The Supplier shall deliver the goods. | The Supplier shall deliver the goods.']],
    [['The fee is due on signature.', '7'], ['The fee is due on signature.', '$1,7'], ['The fee is due on signature. | The fee is due on signature.']],
    // The same figure changed in its decoration still aligns; so does a changed clause number in a heading.
    [['Price list', '(13.2%)'], ['Price list', '13.2%'], ['Price list | Price list', '(13.2%) | 13.2%']],
    [['Asset Control rules.', '19.5 Asset Control'], ['Asset Control rules.', '19.6 Asset Control'], ['Asset Control rules. | Asset Control rules.', '19.5 Asset Control | 19.6 Asset Control']],
  ])('%j against %j', (x, y, want) => {
    expect(pairs(x, y)).toEqual(want);
  });

  it('a page number never aligns with an element that has no figure of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 999 }), fc.integer({ min: 0, max: 9 }), (page, whole, tenth) => {
        const got = pairs(['Terms', `-${page}-`], ['Terms', `(${whole}.${tenth}%)`]);
        expect(got).toEqual(['Terms | Terms']);
      }),
    );
  });
});
