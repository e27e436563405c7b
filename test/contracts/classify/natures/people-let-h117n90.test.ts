/**
 * A party letting the other's people do a thing ("The Co-operative lets the Company's groups watch the round-ups"): the
 * other party's Right, as "lets the Company use …" is (object-natures.ts peopleLetLabels, OWNER_THEN_PEOPLE; the people
 * are lexicon/people-words.ts' PEOPLE_CARRIED, one list; issue 18, h117n90, set 90's fi#6). Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const OPENING = 'This agreement is made between Hill Herders Co-operative ("the Co-operative") and Fell Safaris Oy ("the Company").';
const typeOf = (text: string): string[] => typesOf(OPENING, text)[1];

describe('a leave for a party\'s people (peopleLetLabels)', () => {
  it('the owner of the people has the Right', () => {
    expect(typeOf('The Co-operative lets the Company\'s groups watch the autumn round-ups at its fence.')).toEqual(['Right/Company']);
    expect(typeOf('The Co-operative lets the Company\'s tour groups visit the corral.')).toEqual(['Right/Company']);
    expect(typeOf('The Co-operative lets the Company\'s guests use the hall on Sundays.')).toEqual(['Right/Company']);
  });
  it('near misses: telling is no leave, people the list lacks, a leave in a condition or under a modal', () => {
    expect(typeOf('The Co-operative lets the Company\'s staff know the dates by text message.')).toEqual([]);
    expect(typeOf('The Co-operative lets the Company\'s lawyers review the accounts.')).toEqual([]);
    expect(typeOf('If the Co-operative lets the Company\'s guests use the hall, the Company pays EUR 50.')).not.toContain('Right/Company');
  });
});

describe('hostile runs of a leave for a party\'s people (h117n90)', () => {
  itClassifiesRepeatedLinearly('lets the Company\'s ');
  itClassifiesRepeatedLinearly('lets the Aa Bb\'s tour ');
  itClassifiesRepeatedLinearly('The Co-operative lets the Company\'s guests ');
});
