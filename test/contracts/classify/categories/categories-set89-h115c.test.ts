/**
 * Set 89's categories, what h114c89 left (issue 18, h115c): a person's weight limit decisive for Safety and Security
 * whatever the sentence opens on (C266: "Every passenger must weigh between 40 and 110 kg" read nothing where "Each
 * passenger …" read the category), a declaration that one has told someone ("told", the tell cue's past form), a
 * person's measurements given or sent (C267, Communication), and a report given at the end of each period said before
 * it (Communication, no Deliverable: h31c42's periodic report, its interval apart from it). Sentences written for these
 * tests, none taken from a labelled set; each rule with near misses and hostile text read in linear time.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { namesPersonsWeightLimit } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { TELLING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-telling.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { PERIODIC_REPORT_VETOES, REPORT_AT_INTERVALS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-periodic-reports.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf } from './set-cue-helpers.js';

const FLIGHT = 'This Flight Agreement is made between Sky Tours Ltd (the "Operator") and Ana Silva (the "Passenger").';
const DRYING = 'This Drying Agreement is made between the Village Panchayat of Lachen (the "Panchayat") and the Lachen Growers\' Group (the "Group").';
const COSTUMES = 'This Costume Agreement is made between Nova Dance Company (the "Company") and Lena Roth, tailor (the "Maker").';

// Each rule's row found by its own words, not by its place in the list.
const TELL_CUE = TELLING_STRONG_CUES.filter(([re]) => re.source.includes('|told)'));
const MEASUREMENTS_CUE = PAPERS_SENT_STRONG_CUES.filter(([re]) => re.source.includes('measurements'));

describe('C266: a person\'s weight limit is Safety and Security whatever the sentence opens on', () => {
  it('each row is found once', () => expect([TELL_CUE.length, MEASUREMENTS_CUE.length]).toEqual([1, 1]));
  it.each([
    'Every passenger must weigh between 40 and 110 kg.',
    'Each passenger must weigh between 40 and 110 kg.',
    'The passenger must weigh between 40 and 110 kg.',
    'Every passenger must weigh 40 to 110 kg.',
    'Every participant must weigh under 100 kg.',
    'Every rider must weigh up to 95 kg.',
    'All children must weigh at least 20 kg.',
  ])('Safety and Security alone: %s', (text) => expect(categoriesOf(FLIGHT, text)).toEqual(['Safety and Security']));
  it.each([
    'Each parcel must weigh no more than 30 kg.',
    'Every pallet must weigh 40 to 110 kg.',
    'Every guest who weighs over 100 kg pays a surcharge of EUR 20.',
    'The Operator must weigh the luggage before the flight.',
    // Session 76's re-read #14: the person's "that" clause names a thing that weighs.
    'Customers must ensure that parcels weigh under 30 kg.',
    'Passengers confirm that their bags weigh at most 23 kg.',
  ])('near miss (no weight limit of a person): %s', (text) => expect(namesPersonsWeightLimit(text)).toBe(false));
  it('a parcel\'s weight takes no Safety and Security', () =>
    expect(categoriesOf(FLIGHT, 'Each parcel must weigh no more than 30 kg.')).not.toContain('Safety and Security'));
  it('any person and any limit, opened on any word, reads Safety and Security', () =>
    fc.assert(
      fc.property(
        fc.constantFrom('Every', 'Each', 'The', 'Any'),
        fc.constantFrom('passenger', 'guest', 'rider', 'participant', 'climber'),
        fc.constantFrom('between 40 and 110 kg', 'no more than 120 kg', 'under 100 kg', '40 to 110 kg', 'less than 95 kg'),
        (opening, who, limit) => categoriesOf(FLIGHT, `${opening} ${who} must weigh ${limit}.`).includes('Safety and Security'),
      ),
      { numRuns: 24 },
    ));
});

describe('"told": a declaration that one has told someone is Communication', () => {
  it('the pilot told of one\'s medicines: Communication beside the fitness it tells', () =>
    expect(categoriesOf(FLIGHT, '– I have told the pilot of every medicine I take.')).toEqual(['Communication', 'Safety and Security']));
  it.each(['I have told the Operator about my back injury.', 'The Passenger has told us of the dates she cannot fly.'])('Communication: %s', (text) =>
    expect(anyOf(TELL_CUE, 'Communication', text)).toBe(true));
  it.each(['The witness told the truth.', 'As told before, the flight leaves at dawn.', 'The two hats cannot be told apart.'])('near miss: %s', (text) =>
    expect(anyOf(TELL_CUE, 'Communication', text)).toBe(false));
  it('a past telling that only starts a time is no Communication (read out by the telling-as-time rule)', () =>
    expect(
      categoriesOf(FLIGHT, 'If you have not collected the photographs within 6 months after we told you that they are ready, we may destroy them.'),
    ).not.toContain('Communication'));
});

describe('C267: a person\'s measurements given or sent to the other party are Communication', () => {
  it.each([
    'We send you the dancers\' measurements and the design sketches by 10 September 2047.',
    'You must give us your correct measurements on the booking form.',
    'The Company sends the Maker the singer\'s measurements a month before the show.',
  ])('Communication: %s', (text) => {
    expect(anyOf(MEASUREMENTS_CUE, 'Communication', text)).toBe(true);
    expect(categoriesOf(COSTUMES, text)).toContain('Communication');
  });
  it('in a document of its own, Communication alone', () =>
    expect(categoriesOf(COSTUMES, 'We send you the dancers\' measurements and the design sketches by 10 September 2047.')).toEqual(['Communication']));
  it.each([
    'The Supplier supplies cork stoppers of the dimensions 45 x 24 mm.',
    'The Maker takes the measurements of each dancer at the first fitting.',
    'The costumes are made to the measurements in Schedule 2.',
  ])('near miss: %s', (text) => {
    expect(anyOf(MEASUREMENTS_CUE, 'Communication', text)).toBe(false);
    expect(categoriesOf(COSTUMES, text)).not.toContain('Communication');
  });
});

describe('a report given at the end of each period said before it is Communication, no Deliverable', () => {
  it.each([
    'At the end of each season the Group gives the Panchayat a report of the wood sold and the fees collected.',
    'After the end of each month the Group sends the Panchayat a short report of the loads dried.',
  ])('Communication, no Deliverables: %s', (text) => {
    expect(anyOf(REPORT_AT_INTERVALS_STRONG_CUES, 'Communication', text)).toBe(true);
    expect(anyOf(PERIODIC_REPORT_VETOES, 'Deliverables', text)).toBe(true);
    const got = categoriesOf(DRYING, text);
    expect(got).toContain('Communication');
    expect(got).not.toContain('Deliverables');
  });
  it.each([
    'At the end of each stage the Group gives the Panchayat a written report.',
    'At the end of each season the Group repairs the drying shed.',
    'The Group gives the Panchayat a final report at the end of the project.',
  ])('near miss: %s', (text) => expect(anyOf(REPORT_AT_INTERVALS_STRONG_CUES, 'Communication', text)).toBe(false));
});

describe('the changed patterns read hostile text in linear time', () => {
  it.each([
    'guests weigh ', 'guest weigh 4 ', 'guests that weigh ', 'guests tha ', 'I weigh 40 kg ', 'weigh 40 - ', 'passenger must weigh between ', 'told the ', 'told you ',
    'send you the a\'s ', 'sends the A the ab\' ', 'give us your ', 'At the end of each season ', 'gives the A a ', 'after the end of each month a ',
  ])('%s', (unit) => {
    for (const [re] of [...TELL_CUE, ...MEASUREMENTS_CUE, ...REPORT_AT_INTERVALS_STRONG_CUES, ...PERIODIC_REPORT_VETOES]) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => new RegExp(re.source, re.flags.replace('g', '')).test(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(typeof found).toBe('boolean');
    }
    const read = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => namesPersonsWeightLimit(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(typeof read).toBe('boolean');
  });
});
