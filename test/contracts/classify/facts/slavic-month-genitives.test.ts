/**
 * A day-first date with its month named in a Slavic language takes the genitive ("1. května 2034", "15. srpnja 2034",
 * "1. maja 2034"): Czech, Slovak, Slovenian, Croatian and Polish month names are read as the German and French ones are
 * (issue 18, h71s55; h70dates' Left). Sentences written for the rule, with the near misses.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { dates as startAndEnd } from '../facts-readers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => `${f.value} ${text.slice(f.begin, f.end)}`);
const sentences = (text: string) => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('a Slavic month name in the genitive (h71s55)', () => {
  it('reads each language\'s genitive month, capitalised or not', () => {
    expect(dates('V Brně dne 1. května 2034')).toEqual(['2034-05-01 1. května 2034']); // Czech
    expect(dates('V Žiline 3. septembra 2034')).toEqual(['2034-09-03 3. septembra 2034']); // Slovak
    expect(dates('V Mariboru, 1. maja 2034')).toEqual(['2034-05-01 1. maja 2034']); // Slovenian (and Slovak, Polish)
    expect(dates('U Zagrebu, 15. srpnja 2034.')).toEqual(['2034-07-15 15. srpnja 2034']); // Croatian
    expect(dates('Kraków, 28 lutego 2034 r.')).toEqual(['2034-02-28 28 lutego 2034']); // Polish, no stop after the day
    expect(dates('signed on 2. Prosince 2035')).toEqual(['2035-12-02 2. Prosince 2035']);
  });
  it('keeps one sentence round the day\'s stop', () => {
    expect(sentences('The lease starts on 1. května 2034. It ends later.')).toEqual(['The lease starts on 1. května 2034.', 'It ends later.']);
  });
  it('gives a lease its start and end', () => {
    expect(startAndEnd('Alfa d.o.o. (the "Landlord") lets the field to Beta d.o.o. (the "Tenant").', 'The lease begins on 1. svibnja 2034.', 'The lease ends on 30. travnja 2036.'))
      .toEqual({ effective: ['2034-05-01'], termination: ['2036-04-30'] });
  });
  it('near misses: "listopada" (October in Croatian, November in Polish), a name, an impossible day', () => {
    expect(dates('Zagreb, 1. listopada 2034')).toEqual([]);
    expect(dates('The shop at 12 Maja Street 2034 units.')).toEqual([]);
    expect(dates('on 31. února 2034')).toEqual([]);
  });
});
