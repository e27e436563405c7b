/**
 * Issue 18, h111att (the natures of sets 10, 12 and 85; sentences written for this test, none of the sets'): a grant to
 * a party and to others after "and to", a passive's agent after a prepositional verb or two participles, "sub-" before
 * a role word, a body's own existence after a modal, a condition with a modal of its own after a present-tense duty, a
 * person seen at a recurring time.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TRUST = 'This agreement is made between the Riverside Arena Trust ("Trust") and Kettle Kiosks Ltd ("Operator").';
const one = (preamble: string, text: string): string[] => typesOf(preamble, text)[1];

describe('a grant to a party "and to" others named in small letters', () => {
  it('is the party\'s Right', () => {
    expect(one(TRUST, 'The Operator hereby grants to the Trust and to visitors of the arena a free licence to use the photographs.')).toEqual(['Right/Trust']);
  });
  it('near miss: "and to" a verb is no second grantee', () => {
    expect(one(TRUST, 'The Operator grants to the Trust and to pay for the lights the hall.')).toEqual([]);
  });
});

describe('a passive\'s agent', () => {
  it('after a prepositional verb ("disposed of") and after two participles with an adverb', () => {
    expect(one(TRUST, 'Any stock left after that day may be disposed of by the Trust.')).toEqual(['Right/Trust']);
    expect(one(TRUST, 'The bars are to be open and fully staffed by the Operator from noon.')).toEqual(['Obligation/Operator']);
  });
  it('near miss: "of" with no "by" after it names no agent', () => {
    expect(one(TRUST, 'The kiosk may be made of wood by the river.')).toEqual([]);
  });
});

describe('"sub-" before a role word', () => {
  it('names the party\'s delegate, no party', () => {
    expect(one(TRUST, 'No sub-operator may be appointed by the Operator.')).toEqual(['Exclusion/Operator']);
    expect(one(TRUST, 'Each sub-operator must hold a food hygiene certificate.')).toEqual([]);
  });
  it('near miss: a party named "Sub-Contractor" is found whole', () => {
    expect(one('This agreement is made between Vale Ltd ("Contractor") and Ann Lee ("Sub-Contractor").', 'The Sub-Contractor shall clean the site.')).toEqual(['Obligation/Sub-Contractor']);
  });
});

describe('a body\'s own existence after a modal', () => {
  const LLC = 'This Operating Agreement of Quarry Row LLC (the "Company") is made by Ann Lee and Bo Chan (the "Members").';
  it('binds no one', () => {
    expect(one(LLC, 'The Company shall continue in existence until it is dissolved under Article 8.')).toEqual([]);
    expect(one(LLC, 'The Company shall be dissolved on the sale of all its assets.')).toEqual([]);
  });
  it('near miss: the party that winds it up acts', () => {
    expect(one(LLC, 'The Members shall wind up the Company.')).toEqual(['Obligation/Members']);
  });
});

describe('a condition with a modal of its own after a present-tense duty', () => {
  it('leaves the duty read', () => {
    expect(one(TRUST, 'The Operator tells the Trust at once if it cannot open a bar.')).toEqual(['Obligation/Operator']);
  });
  it('near miss: a modal of the main clause is still the main clause\'s', () => {
    expect(one(TRUST, 'The Operator may close a bar if it cannot staff it.')).toEqual(['Right/Operator']);
  });
});

describe('a person seen at a recurring time', () => {
  const CLINIC = 'Brightsmile Clinic PLLC ("we", "us") provides your treatment ("you").';
  it('is a visit owed', () => {
    expect(one(CLINIC, 'We see you every 6 weeks to check the fit.')).toEqual(['Obligation/we']);
  });
  it('near miss: a thing seen at a recurring time is a perception', () => {
    expect(one(CLINIC, 'You see the results every week.')).toEqual([]);
  });
});
