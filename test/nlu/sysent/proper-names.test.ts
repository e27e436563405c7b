import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognizeProperNames } from '../../../src/nlu/sysent/proper-names/index.js';
import { brief, recognize } from './helpers.js';
import { cpuClock } from '../../security/guard.js';

const BOTH = ['sys-person', 'sys-location'];
const LEGACY = { enabled: BOTH, newSystemEntities: false, version: '2018-09-20' };
const names = (text: string, setup = LEGACY) => brief(text, setup);

describe('@sys-person (legacy beta, before 2020-04-01)', () => {
  it('the documented formats: a given name, with its surname words, the value as written', () => {
    expect(names('Ronald')).toEqual(['person:Ronald']);
    expect(names('Vijay')).toEqual(['person:Vijay']);
    expect(names('Jane Doe')).toEqual(['person:Jane Doe']);
    expect(recognize('My name is Jane Doe', LEGACY)).toEqual([
      { entity: 'sys-person', location: [11, 19], value: 'Jane Doe', confidence: 1 },
    ]);
  });

  it('names are recognized individually: Joe is Joe, not Joseph', () => {
    expect(names('Joe')).toEqual(['person:Joe']);
  });

  it('lower case only after a naming cue', () => {
    expect(names('my name is john smith')).toEqual(['person:john smith']);
    expect(names("i'm mary")).toEqual(['person:mary']);
    expect(names('call me bill')).toEqual(['person:bill']);
    expect(names('i am john calling about my claim')).toEqual(['person:john']);
    expect(names('john smith')).toEqual([]);
  });

  it('a name that is also a common word only when capitalised mid-sentence or after a cue', () => {
    expect(names('Will you help me?')).toEqual([]);
    expect(names('May I pay my bill?')).toEqual([]);
    expect(names('Please ask Will about it')).toEqual(['person:Will']);
    expect(names('My name is Grace')).toEqual(['person:Grace']);
    expect(names('this is my account')).toEqual([]);
    expect(names('Hi there')).toEqual([]);
  });

  it('an unknown capitalised word after a naming cue, unless it is a common word or a place', () => {
    expect(names('My name is Xochitl')).toEqual(['person:Xochitl']);
    expect(names('I am Fine')).toEqual([]);
    expect(names('This is Boston')).toEqual(['location:Boston']);
  });

  it('surname words stop at lower-case words, weekdays and punctuation', () => {
    expect(names('Henrik and family want to go outside')).toEqual(['person:Henrik']);
    expect(names('Tell John Monday')).toEqual(['person:John']);
    expect(names('John, Mary')).toEqual(['person:John', 'person:Mary']);
    expect(names('Mary Ann Smith Jones')).toEqual(['person:Mary Ann Smith']);
    expect(names('Ask John New York is great')).toEqual(['person:John', 'location:New York']);
  });
});

describe('@sys-location (legacy beta, before 2020-04-01)', () => {
  it('the documented formats', () => {
    expect(names('Boston')).toEqual(['location:Boston']);
    expect(names('U.S.A.')).toEqual(['location:U.S.A.']);
    expect(recognize('I live in New South Wales', LEGACY)).toEqual([
      { entity: 'sys-location', location: [10, 25], value: 'New South Wales', confidence: 1 },
    ]);
  });

  it('countries, states, provinces and large cities; the longest name wins', () => {
    expect(names('from Nova Scotia to New York City via Karnataka and Bosnia and Herzegovina')).toEqual([
      'location:Nova Scotia', 'location:New York City', 'location:Karnataka', 'location:Bosnia and Herzegovina',
    ]);
    expect(names('flights to São Paulo or Sao Paulo')).toEqual(['location:São Paulo', 'location:Sao Paulo']);
  });

  it('abbreviations exactly as written', () => {
    expect(names('I want to visit NYC and the UK')).toEqual(['location:NYC', 'location:UK']);
    expect(names('us and uk')).toEqual([]);
  });

  it('lower case when the name is not a single common word', () => {
    expect(names('weather in new york')).toEqual(['location:new york']);
    expect(names('weather in boston')).toEqual(['location:boston']);
    expect(names('my guinea pig')).toEqual([]);
    expect(names('my Guinea pig')).toEqual(['location:Guinea']);
  });

  it('a one-word name that is a common word not at a sentence start', () => {
    expect(names('Sale ends today')).toEqual([]);
    expect(names('I fly to Sale tomorrow')).toEqual(['location:Sale']);
  });

  it('the 2017 recording: places and persons side by side; a word of a place name is not a person', () => {
    const text = 'How is the weather today in San Francisco and in Germany. Will it be over 20? Henrik and family want to go outside';
    expect(names(text)).toEqual(['location:San Francisco', 'location:Germany', 'person:Henrik']);
  });
});

describe('the gate', () => {
  const text = 'My name is Jane Doe and I live in Boston';
  it('legacy entities, a version before 2020-04-01, enabled: recognized, each only when enabled', () => {
    expect(names(text)).toEqual(['person:Jane Doe', 'location:Boston']);
    expect(names(text, { ...LEGACY, enabled: ['sys-person'] })).toEqual(['person:Jane Doe']);
    expect(names(text, { ...LEGACY, enabled: ['sys-location', 'sys-number'] })).toEqual(['location:Boston']);
    expect(names(text, { ...LEGACY, version: '2019-02-28' })).toEqual(['person:Jane Doe', 'location:Boston']);
  });

  it('nothing with the new system entities, from 2020-04-01 on, or when not enabled', () => {
    expect(names(text, { ...LEGACY, newSystemEntities: true })).toEqual([]);
    expect(names(text, { ...LEGACY, version: '2020-04-01' })).toEqual([]);
    expect(names(text, { ...LEGACY, version: '2021-06-14' })).toEqual([]);
    expect(names(text, { ...LEGACY, enabled: ['sys-number'] })).toEqual([]);
  });

  it('merged with the other system entities by location', () => {
    expect(names('Jane Doe has 3 cats in Boston', { ...LEGACY, enabled: [...BOTH, 'sys-number'] })).toEqual([
      'person:Jane Doe', 'number:3', 'location:Boston',
    ]);
  });
});

describe('bounded and safe', () => {
  it('100 KB of capitalised words and of place names stay fast', () => {
    for (const word of ['Jane ', 'New York ', 'U.S.A. ', 'Mary Ann ', 'New ']) {
      const text = word.repeat(Math.ceil(100_000 / word.length));
      const started = cpuClock();
      const found = recognize(text, LEGACY);
      expect(found.length).toBe(word === 'New ' ? 0 : found.length);
      if (word !== 'New ') expect(found.length).toBeGreaterThan(1000);
      expect(started()).toBeLessThan(2000);
    }
  });

  it('never throws; every location slices back to its value; no mention of an entity not enabled', () => {
    const word = fc.constantFrom('Jane', 'Doe', 'john', 'my', 'name', 'is', 'Boston', 'New', 'York', 'U.S.A.', 'UK', 'Will', 'I', 'am', ',', '.', '3');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(word, fc.string({ maxLength: 6 })), { maxLength: 12 }),
        fc.subarray(BOTH),
        (parts, enabled) => {
          const text = parts.join(' ');
          // The recognizer itself, not only the layer that would catch a throw.
          const direct = recognizeProperNames(text, { person: enabled.includes('sys-person'), location: enabled.includes('sys-location') });
          expect(recognize(text, { ...LEGACY, enabled })).toEqual(direct);
          for (const e of direct) {
            expect(text.slice(e.location[0], e.location[1])).toBe(e.value);
            expect(enabled).toContain(e.entity);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
