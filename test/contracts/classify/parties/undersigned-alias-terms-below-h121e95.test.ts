/**
 * Set 95's cause 2 (issue 18, h121e95): a form's writer names no one after "I, the undersigned" and puts the alias
 * bracket right there — `I, the undersigned (the "Grower"), borrow the seeds … from the Marsh Seed Library (the
 * "Library") on the terms below.` (the name stands in a field above). The writer's slot opens at the bracket
 * (preamble-words.ts FIRST_PERSON_NAMED, UNNAMED_WRITER_ALIAS), so "I" and the alias bind the writer; and the other
 * party's bracket, followed by "on the terms below" to the element's end, still closes its entry (preamble-aliases.ts
 * TERMS_BELOW in CLOSE). Set 95's cause 1 (C310): a bylaw's naming sentence closes its body's entry with the seat after
 * the alias, `… (the "Cooperative") and its seat is the old quay at Ely.` (preamble-aliases.ts SEAT_FOLLOWS in CLOSE).
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { FIRST_PERSON_NAMED } from '../../../../src/contracts/classify/parties/preamble-words.js';
import { pronounAliases } from '../../../../src/contracts/classify/parties/pronouns.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

const OPENING = 'I, the undersigned (the "Grower"), borrow the seeds ticked above from the Marsh Seed Library (the "Library") on the terms below.';

describe('"I, the undersigned (alias)" with no name, and "(alias) on the terms below"', () => {
  it('binds "I" and the alias to the writer, and reads the other party\'s alias before "on the terms below"', () => {
    expect(typesOf(
      OPENING,
      '1. I sow the seeds this season.',
      '2. I do not sell the seeds.',
      '3. The Library may visit my garden in summer.',
      '4. The Grower shall return twice as much seed by 1 November.',
    ).slice(1)).toEqual([['Obligation/Grower'], ['Exclusion/Grower'], ['Right/Library'], ['Obligation/Grower']]);
    expect(pronounAliases([OPENING]).get('I')).toBe('Grower');
  });
  it('reads "on the following terms:" and "on these terms." after the last bracket too', () => {
    expect(typesOf('I, the undersigned ("the Hirer"), hire a canoe from the Fen Canoe Club ("the Club") on the following terms:',
      'The Club may keep the deposit if the canoe comes back damaged.')[1]).toEqual(['Right/Club']);
    expect(typesOf('I, the undersigned (the "Hirer"), hire a canoe from the Fen Canoe Club (the "Club") on these terms.',
      'I return the canoe by 6 pm.')[1]).toEqual(['Obligation/Hirer']);
  });
  it('near misses: a bracket with no quoted alias, "We, the undersigned (…)", other words after the bracket', () => {
    expect(FIRST_PERSON_NAMED.test('I, the undersigned (see above), borrow seeds from the library.')).toBe(false);
    expect(FIRST_PERSON_NAMED.test('We, the undersigned (the "Members"), set up a club.')).toBe(false);
    expect(FIRST_PERSON_NAMED.test('I, the undersigned, borrow seeds.')).toBe(false);
    expect(typesOf('I, the undersigned (see above), borrow seeds from the Marsh Seed Library.',
      'I sow the seeds this season.')[1]).toEqual([]);
    // "on the terms of its website" is no pointer to the terms below: the bracket does not close the entry.
    expect(typesOf('I, the undersigned (the "Grower"), borrow seeds from the Marsh Seed Library (the "Library") on the terms of its website.',
      'The Library may visit my garden in summer.')[1]).toEqual([]);
    // A provision naming a thing before "on the terms below" names no party.
    expect(typesOf('This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").',
      'The Supplier shall lend the Customer a crane (the "Crane") on the terms below.',
      'The Crane may be used on weekdays only.')[2]).toEqual([]);
  });
});

describe('a bylaw\'s body named with its seat after the alias (C310)', () => {
  it('reads "(alias) and its seat is …", ", with its registered office at …"', () => {
    expect(typesOf('The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its seat is the old quay at Ely.',
      'The Cooperative shall buy seed oysters in common.',
      'The Cooperative tests the water of the tanks every week.').slice(1)).toEqual([['Obligation/Cooperative'], ['Obligation/Cooperative']]);
    expect(typesOf('The cooperative is called the Ely Oyster Cooperative (the "Cooperative"), with its registered office at 4 Quay Street, Ely.',
      'The Cooperative may refuse a member.')[1]).toEqual(['Right/Cooperative']);
  });
  it('near misses: other words after "and its", a second bracket after the seat', () => {
    expect(typesOf('The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its boats are kept at the old quay.',
      'The Cooperative shall buy seed oysters in common.')[1]).toEqual([]);
    expect(typesOf('The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its seat is the quay of Ely Farmers Ltd (the "Landlord").',
      'The Cooperative may refuse a member.')[1]).toEqual([]);
  });
});

describe('hostile text: "(alias) and its seat is …"', () => {
  itClassifiesRunsLinearly(
    ['and its seat is ', 'x ', ', ', '  ', 'and '],
    (unit) => `"${unit}" repeated after a bylaw's alias: linear`,
    (run) => [
      { text: `The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its seat is ${run}`, kind: 'sentence' },
      { text: 'The Cooperative shall buy seed oysters in common.', kind: 'sentence' },
    ],
  );
});

describe('hostile text: "I, the undersigned (" and "on the terms below"', () => {
  itClassifiesRunsLinearly(
    ['on the terms below ', 'I, the undersigned ', '(the "Aa") ', 'on  the  ', ' '],
    (unit) => `"${unit}" repeated in a first-person form's opening: linear`,
    (run) => [
      { text: `I, the undersigned ${run}(the "Grower"), borrow seeds from the Marsh Seed Library (the "Library") ${run}on the terms below.`, kind: 'sentence' },
      { text: 'I sow the seeds this season.', kind: 'sentence' },
    ],
  );
  it('FIRST_PERSON_NAMED reads "I, the undersigned" and blanks before a bracket in linear time', () => {
    expect(readsLinearly((n) => {
      const text = `I, the undersigned${' '.repeat(n)}(x`;
      return () => FIRST_PERSON_NAMED.test(text);
    })).toBe(false);
  });
});
