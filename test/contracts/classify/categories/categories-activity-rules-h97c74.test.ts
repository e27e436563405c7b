/**
 * C100 (issue 18, h97c74): the safety rules a person keeps around an activity's hazard — a distance kept from it, not
 * alone and not away from the group, children with an adult in the activity, fitness and drink, a medical condition
 * told before the activity — are Safety and Security (category-cues-activity-rules.ts). Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const ruled = cuedBy(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security');
const RAFTING = { preamble: 'These terms apply between Glen Rapids Ltd ("we", "us") and the person who books a rafting trip ("you").' };

describe('categories: an activity\'s safety rules kept by the people taking part (Safety and Security, C100)', () => {
  it('reads each rule', () => {
    expectEach(ruled, [
      'You must keep at least 30 metres away from the dam spillway.',
      'Walkers must stay 10 m away from the quarry edge.',
      'Riders shall remain more than 50 yards clear of the road.',
      'You must not swim alone at any time.',
      'Guests agree never to dive alone.',
      'You must stay with your guide on the glacier.',
      'Nobody may leave the group without the leader\'s consent.',
      'Children under 10 must ride in a raft with an adult.',
      'A child aged 6 to 9 shall sit with a parent in the boat.',
      'We may turn you away if you are not fit to ride or have been drinking.',
      'Anyone not medically fit to dive stays on the boat.',
      'You must inform us of any heart condition before the dive.',
      'Please tell the instructor before the lesson about any medical condition you have.',
    ], true);
  });

  it('a thing kept at a distance, a group scheme left, a child\'s fare, goods fit for use, a condition told to an employer are not this rule', () => {
    expectEach(ruled, [
      'The Licensee shall keep its boats 10 metres from the slipway.',
      'A Member may leave the group by giving notice.',
      'Children travel free with an adult ticket.',
      'The goods must be fit for the purpose made known to the Seller.',
      'The Employee shall tell the Employer about any medical condition that affects the work.',
      'The Contractor may work alone on the site.',
    ], false);
  });

  it('gives the clause its Safety and Security', () => {
    expectCategories([
      ['You must keep at least 30 metres away from the dam spillway.', ['Safety and Security']],
      ['You must not swim alone or leave the group without the guide\'s permission.', ['Safety and Security']],
      ['Children aged 6 to 11 must sit in a raft with an adult.', ['Safety and Security']],
      ['We may refuse to take you out if you are not fit to paddle or have been drinking alcohol.', ['Safety and Security']],
    ], RAFTING);
    expect(clauseCategories('You must tell us before the trip about any medical condition that may affect you on the river.', RAFTING)).toContain('Safety and Security');
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-activity-rules.ts', 'children must with with keep 5 m tell medical condition before the '],
]);
