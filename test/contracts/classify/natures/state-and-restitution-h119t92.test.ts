/**
 * Set 92's left present-tense duties (issue 18, h119t92). Sentences written for the rules.
 * - nature-present-duties.ts STATE_BEFORE: a thing's quality or use stated with "is"/"are" before ", and" is no state
 *   of ownership; the party's present act after it is its duty or bar (C137 names the states that join none: "belongs
 *   to", "remains", "is owned by"; a thing's "property" too).
 * - natures.ts AND_BEFORE_RESTITUTION / RESTITUTION_AFTER: after a party's modal right, another party that "returns",
 *   "refunds", "repays" or "reimburses" something after "and" does what the right's use brings about: its duty (C137's
 *   sequel, read by its verb where "then" is not written).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PARTIES = 'This agreement is made between Reza Karimi of Isfahan ("the Calligrapher") and Sara Ahmadi of Tehran ("the Client").';
const WE = 'These terms are between Haanja Sauna OÜ ("we" or "us") and the guest who books the evening ("you").';

describe('a thing\'s quality or use, then ", and" and a party\'s present act (STATE_BEFORE)', () => {
  it('binds the party on its act', () => {
    expect(typesOf(PARTIES,
      'The silver is at least 900 parts in 1,000 pure, and the Calligrapher stamps each card with his mark.',
      'The paper is for the wedding only, and the Client does not use it for other events.',
      'The ink is black, and the Calligrapher writes each name by hand.',
      'Time is of the essence, and the Calligrapher delivers the cards by 10 May.').slice(1))
      .toEqual([['Obligation/Calligrapher'], ['Exclusion/Client'], ['Obligation/Calligrapher'], ['Obligation/Calligrapher']]);
    expect(typesOf(WE, '– The sauna is for your group only, and you do not bring more guests than you have told us.').slice(1))
      .toEqual([['Exclusion/You']]);
  });
  it('near misses: ownership, a thing\'s property, what remains, a non-party subject, a state alone', () => {
    expect(typesOf(PARTIES,
      'The stock belongs to the Client, and the Calligrapher counts it each month.',
      'The stock is owned by the Client, and the Calligrapher counts it each month.',
      'The cards are the property of the Client, and the Calligrapher keeps them safe.',
      'The sample remains the Client\'s, and the Calligrapher keeps it safe.',
      'The ink is black, and the paper comes from Isfahan.',
      'The silver is at least 900 parts in 1,000 pure.',
      'This Agreement is made in Persian and English, and the Persian text prevails.').slice(1))
      .toEqual([[], [], [], [], [], [], []]);
  });
  // h119rr finding 1 (h119mendA): "property" states ownership only as "property of" or "<owner>'s / its (own) property";
  // the defined term "the Property" of a lease or a sale is no state, and the party's act after ", and" binds it.
  it('binds the party after a clause naming the defined term "the Property"', () => {
    const LEASE = 'This lease is made between Ana Costa ("the Landlord") and João Silva ("the Tenant").';
    expect(typesOf(LEASE,
      'The Property is located in Lisbon, and the Tenant keeps it clean.',
      'The Tenant lives in the Property, and the Tenant pays the water bill.',
      'The Premises are located in Lisbon, and the Tenant keeps them clean.',
      "The furniture is the Landlord's property, and the Tenant keeps it clean.",
      'The furniture remains its own property, and the Tenant keeps it clean.').slice(1))
      .toEqual([['Obligation/Tenant'], ['Obligation/Tenant'], ['Obligation/Tenant'], [], []]);
  });
});

describe('another party giving back after a party\'s right (AND_BEFORE_RESTITUTION)', () => {
  it('binds the one who returns, refunds, repays or reimburses', () => {
    expect(typesOf(PARTIES,
      'If the Calligrapher is late by more than five days, the Client may cancel the order and the Calligrapher returns the deposit.',
      'The Client may cancel the order, and the Calligrapher refunds the advance within seven days.',
      'The Calligrapher may end the order and the Client returns the proofs.',
      'The Client may cancel the order and the Calligrapher repays all sums paid.').slice(1))
      .toEqual([['Right/Client', 'Obligation/Calligrapher'], ['Right/Client', 'Obligation/Calligrapher'],
        ['Right/Calligrapher', 'Obligation/Client'], ['Right/Client', 'Obligation/Calligrapher']]);
  });
  it('near misses: another act, the holder\'s own words, a noun, a right alone', () => {
    expect(typesOf(PARTIES,
      'The Client may end the order and the Calligrapher keeps the sample.',
      'The Client may enter the studio, and the Calligrapher keeps the key.',
      'The Client may cancel the order and the return of the deposit follows.',
      'The Client may cancel the order and the Calligrapher\'s returns are counted.',
      'The Client may cancel the order.').slice(1))
      .toEqual([['Right/Client'], ['Right/Client'], ['Right/Client'], ['Right/Client'], ['Right/Client']]);
  });
});

describe('hostile runs (h119t92)', () => {
  itClassifiesRepeatedLinearly('The silver is pure, and ');
  itClassifiesRepeatedLinearly('the Client may cancel and the Calligrapher returns ');
  itClassifiesRunsLinearly(['and ', 'and the ', 'and  the  ', 'returns '], (unit) => `"may cancel ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Client may cancel the order ${run}the Calligrapher returns the`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['is ', 'is not ', 'only ', 'pure, '], (unit) => `"The silver ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The silver ${run}, and the Calligrapher stamps`, kind: 'sentence' }]);
  // h119mendA: the narrowed "property" alternatives (an owner's word, "own", "property of").
  itClassifiesRepeatedLinearly("The Client's own property, and ");
  itClassifiesRunsLinearly(["Client's ", 'own ', 'property ', 'property of '], (unit) => `"The cards are ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The cards are ${run}, and the Calligrapher keeps`, kind: 'sentence' }]);
});

describe('an advance kept on a condition (nature-modals.ts RETAINS_MONEY, as a deposit kept on one)', () => {
  it('is the keeper\'s Right', () => {
    expect(typesOf(PARTIES,
      'If the Client cancels after the sample is approved, the Calligrapher keeps the advance.',
      'If the Client cancels, the Calligrapher keeps the prepayment.').slice(1))
      .toEqual([['Right/Calligrapher'], ['Right/Calligrapher']]);
  });
  it('near misses: an advance held in an account, as security, safe, or with no condition', () => {
    expect(typesOf(PARTIES,
      'The Calligrapher keeps the advance in a separate account until the cards are delivered.',
      'The Calligrapher keeps the advance as security during the work.',
      'The Calligrapher keeps the advance safe until delivery.',
      'The Client pays the price, and the Calligrapher keeps the advance.').slice(1))
      .toEqual([['Obligation/Calligrapher'], ['Obligation/Calligrapher'], ['Obligation/Calligrapher'], ['Obligation/Client', 'Obligation/Calligrapher']]);
  });
  itClassifiesRepeatedLinearly('If the Client cancels, the Calligrapher keeps the advance ');
});
