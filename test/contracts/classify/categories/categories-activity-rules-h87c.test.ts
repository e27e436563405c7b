/**
 * Safety and Security said by the rules of an activity or a work site (category-cues-activity-rules.ts, issue 18, h87c):
 * a person's weight limit, children with an adult, the guides' instructions, the trail kept to, a wind or storm limit,
 * the civil defence standards, a work site marked and its traffic regulated; and equipment checked before each tour
 * (category-cues-physical-safety.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const ruled = cuedBy(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security');
const CLIMBING = { preamble: 'These terms apply between Granite Wall Ltd ("we" or "us") and each climber who books a session ("you").' };

describe('categories: the rules of an activity or a work site (Safety and Security, h87c)', () => {
  it('reads each rule', () => {
    expectEach(ruled, [
      'Each rider must weigh no more than 95 kg.',
      'Climbers must be at least 10 years old and weigh less than 110 kg.',
      'Children under 12 must be accompanied on the wall by an adult.',
      'Minors are admitted only when accompanied by a parent or guardian.',
      'You must follow the instructions of our instructors at all times.',
      'Every diver shall obey the instructions given by the divemaster.',
      "Guests must follow the skipper's instructions during the trip.",
      'You must not leave the marked path during the walk.',
      'Skiers may never leave the pistes without a ranger.',
      'The Operator shall bring the boats ashore if the wind exceeds 30 knots.',
      'The rides close when the wind is above 50 km/h.',
      'The Hirer shall clear the marquee on any storm warning.',
      'The stage is built to the civil defence requirements of the emirate.',
      'The Contractor shall mark and secure the work area before felling.',
      'The Contractor shall regulate the traffic around the site while the crane works.',
    ], true);
  });

  it('a parcel weighed, a client followed, a group left, network traffic, a no-objection certificate are not this cue', () => {
    expectEach(ruled, [
      'Each parcel must weigh no more than 25 kg.',
      'The Agency shall follow the instructions of the Client in the campaign.',
      'A Member may leave the group by selling its share.',
      'The Host shall regulate the traffic to its servers during peak hours.',
      'The wind farm produces power when the wind speed is steady.',
      'The Tenant may not alter the shop without a no-objection certificate from Civil Defence.',
      'The tenant shall mark the boundary of the site.',
    ], false);
  });

  it('gives the clause its Safety and Security', () => {
    expectCategories([
      ['Every climber must weigh no more than 110 kg.', ['Safety and Security']],
      ['Children under 12 must be accompanied on the wall by an adult.', ['Safety and Security']],
      ['You must follow the instructions of the instructors at all times.', ['Safety and Security']],
      ['You may not leave the marked path without an instructor.', ['Safety and Security']],
    ], CLIMBING);
    expect(clauseCategories('Our instructors check every rope and every harness before each session.', CLIMBING)).toContain('Safety and Security');
    expect(clauseCategories('The Supplier shall take the stage down if the wind exceeds 55 km/h.')).toContain('Safety and Security');
    expect(clauseCategories('- mark and secure the work site and regulate the traffic around it;', { kind: 'listItem' })).toEqual(['Safety and Security']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-activity-rules.ts', 'guests weigh weigh accompanied by by follow the instructions of the wind '],
]);
