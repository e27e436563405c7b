/**
 * (issue 18, h121left; re-read h120revA #3) The picture nouns: one list, lexicon/art-works.ts' PICTURE_NOUN, imported by
 * C307's work reuse, the IP cues' WORK_OF_THE_PLACE and the licensed works' WORK_NOUN. Behaviour kept.
 */
import { describe, expect, it } from 'vitest';
import { PICTURE_NOUN } from '../../../../src/contracts/classify/lexicon/art-works.js';
import { WORK_OF_THE_PLACE } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';

describe('PICTURE_NOUN (h121left)', () => {
  const whole = new RegExp(String.raw`^${PICTURE_NOUN}$`, 'i');
  it('reads the six picture nouns, singular and plural', () => {
    for (const noun of ['photograph', 'photographs', 'photo', 'photos', 'image', 'images', 'picture', 'pictures', 'footage', 'video', 'videos']) expect(whole.test(noun)).toBe(true);
  });
  it('near misses: a drawing, a film, a photographer are no picture noun here', () => {
    for (const noun of ['drawing', 'film', 'photographer', 'imagery', 'pic']) expect(whole.test(noun)).toBe(false);
  });
  it('WORK_OF_THE_PLACE reads the place\'s pictures from the one list, and its other works as before', () => {
    expect(WORK_OF_THE_PLACE).toContain(PICTURE_NOUN);
    const place = new RegExp(String.raw`^premises${WORK_OF_THE_PLACE}`, 'i');
    for (const text of ['premises photographs', 'premises footage', 'premises videos', 'premises films', 'premises plans']) expect(place.test(text)).toBe(true);
    expect(place.test('premises photographer')).toBe(false);
  });
});
