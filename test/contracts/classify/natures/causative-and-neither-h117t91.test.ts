/**
 * Set 91's causes 6 and 7 (issue 18, h117t91), in nature-present-duties.ts: a causative "has the <thing> <participle>"
 * binds the party that has the work done (`hasDone`: "The Council has the wall cleaned"). A negated subject with an action
 * verb in the present ("Neither party discloses the terms") was read as barring the parties here too, and undone by the
 * lead the same session: on the real service's reference contract the rule took nature F1 0.8453 → 0.8411, so the present
 * tense after "Neither party" stays unread, as before it. Sentences written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const COUNCIL = 'This Agreement is made between the Council of Hill ("the Council") and Ann Lee ("the Artist").';
const PARTIES = 'This Agreement is made between Hill Ltd ("the Seller") and Ann Lee ("the Buyer"), together the Parties.';

describe('a causative "has the <thing> <participle>" (hasDone)', () => {
  it('binds the party that has the work done, with an agent, a joined participle or a joined verb after it', () => {
    expect(typesOf(COUNCIL,
      'The Council has the wall cleaned before 1 June 2047.',
      'The Council has the wall cleaned and primed before 1 June 2047.',
      'The Council has the gas installation checked by an authorised fitter before each winter.',
      '3.3. The Council has the horses vaccinated against anthrax before handing them over and gives the Artist their certificates.',
      'If the Artist asks, the Council has the wall cleaned again.').slice(1))
      .toEqual([['Obligation/Council'], ['Obligation/Council'], ['Obligation/Council'], ['Obligation/Council'], ['Obligation/Council']]);
  });
  it('near misses: the perfect, "a" thing held, a noun in -ed and a thing with no participle bind no one', () => {
    expect(typesOf(COUNCIL,
      'The Council has cleaned the wall.',
      'The Council has a licence issued by the Ministry.',
      'The Council has the need for a new wall.',
      'The Council has the garden shed.',
      'The Council has a long history.').slice(1))
      .toEqual([[], [], [], [], []]);
  });
  it('near misses: an entitlement or a thing described elsewhere is no work done (read as a Right, as before)', () => {
    expect(typesOf(COUNCIL,
      'The Council has the rights granted in clause 2.',
      'The Council has the option described in clause 5.',
      'The Council has the right reserved to it by law.').slice(1))
      .toEqual([['Right/Council'], ['Right/Council'], ['Right/Council']]);
  });
});

describe('a negated subject with a present-tense action verb (presentDuties: not read, the modal is)', () => {
  it('"Neither party shall disclose" bars the parties; the present tense after "Neither party" is left unread', () => {
    expect(typesOf(PARTIES,
      "Neither party discloses the terms of this agreement to a third party without the other's consent.",
      'Neither Party discloses the terms.',
      'Neither party shall disclose the terms.').slice(1))
      .toEqual([[], [], ['Exclusion/Multiple Parties']]);
  });
  it('near misses: a verb that binds no one, a liability or a warranty denied, a condition and a relative clause', () => {
    expect(typesOf(PARTIES,
      'Neither party owns the designs.',
      'Neither party has any claim against the other.',
      'Neither party is liable for a failure caused by a hard winter.',
      'Neither party warrants that the designs are new.',
      'If neither party gives notice, the agreement renews.',
      'Neither party that signs this agreement pays a deposit.',
      'Neither party pays the other party anything.',
      'Neither party excludes or limits its liability for death or personal injury caused by its negligence.').slice(1))
      .toEqual([[], [], ['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties'], [], [], [], []]);
  });
  it('present-tense descriptions that bind no one stay none', () => {
    expect(typesOf(PARTIES, 'The Parties are neighbours.', 'The Council has a long history.').slice(1)).toEqual([[], []]);
  });
});

describe('hostile runs of the two readings (h117t91)', () => {
  itClassifiesRepeatedLinearly('The Council has the wall ');
  itClassifiesRepeatedLinearly('Neither party discloses ');
  // After a party the contract names, so that the causative and the negated subject are read on every run.
  itClassifiesRunsLinearly(['the wall ', 'cleaned ', 'the the ', 'has the wall cleaned '], (unit) => `"The Council has the ${unit}…" after its preamble: linear`,
    (run) => [{ text: COUNCIL, kind: 'sentence' }, { text: `The Council has the ${run}`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['party ', 'discloses the ', 'Neither party '], (unit) => `"Neither party ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `Neither party ${run}`, kind: 'sentence' }]);
});
