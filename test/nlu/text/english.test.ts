import { describe, expect, it } from 'vitest';
import { englishTerms, expandEnglishContraction, stemEnglish } from '../../../src/nlu/text/index.js';

describe('stemEnglish (Porter)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['cats', 'cat'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['hopping', 'hop'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['generalization', 'gener'],
    ['connection', 'connect'],
    ['connected', 'connect'],
    ['connecting', 'connect'],
    ['electricity', 'electr'],
    ['adjustment', 'adjust'],
    ['controll', 'control'],
    ['is', 'is'],
  ])('%s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it('leaves words with digits or non-ASCII letters alone', () => {
    expect(stemEnglish('mp3s')).toBe('mp3s');
    expect(stemEnglish('cafés')).toBe('cafés');
  });
});

describe('English contractions', () => {
  it('expands them into words', () => {
    expect(expandEnglishContraction("don't")).toEqual(['do', 'not']);
    expect(expandEnglishContraction("won't")).toEqual(['will', 'not']);
    expect(expandEnglishContraction("i'm")).toEqual(['i', 'am']);
    expect(expandEnglishContraction("what's")).toEqual(['what']);
    expect(expandEnglishContraction("we'll")).toEqual(['we', 'will']);
    expect(expandEnglishContraction('plain')).toEqual(['plain']);
  });

  it('stems each part and accepts the typographic apostrophe', () => {
    expect(englishTerms('they’re')).toEqual(['thei', 'ar']);
    expect(englishTerms('running')).toEqual(['run']);
  });
});
