/**
 * Issue 18, h99t75 (set 75's types; sentences written for this test, C34 and the Types table of docs/contracts.md):
 * 1. "counts" with a thing counted is an act (nature-present-duties.ts ACTS_ON_THING), "counts as" stays none;
 * 2. a hyphenated "re-" verb is read as its verb (VERB_AFTER, BARE_VERB_AFTER);
 * 3. a modal right after "that"/"which" on the object is the object's clause, not the party's (CLAUSE_END);
 * 4. "does not employ / hire / engage" bars taking people on (BARRED_TAKING_ON);
 * 5. "The party affected <verb>s" is C53's event role without "by" (RELATIVE_ON_SUBJECT);
 * 6. "consents to Y doing" is Y's Right (object-natures.ts CONSENTS_TO), as "permits Y to" is;
 * 7. an item "(a) to allow Y to" under a lead-in is Y's Right (PROMISED_TO); "allow Y and its Z to" stays none of Y's
 *    (sets 46 and 56).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Fenwick Mills Ltd (the "Miller") and Arden Bakery Ltd (the "Baker").';
const after = (...sentences: string[]) => typesOf(TWO, ...sentences).slice(1);

describe('present-tense duty verbs', () => {
  it('reads "counts" with a thing counted as a duty, of one party or of the parties', () => {
    expect(after('The Miller counts the sacks at the mill gate.')).toEqual([['Obligation/Miller']]);
    expect(after('The parties count the empty trays together each Friday.')).toEqual([['Obligation/Multiple Parties']]);
  });
  it('leaves "counts as" a standing, no duty', () => {
    expect(after('The Baker counts as a trade customer.')).toEqual([[]]);
  });
  it('reads a hyphenated "re-" verb as its verb', () => {
    expect(after('The Miller re-mills at its own cost any flour found coarse.')).toEqual([['Obligation/Miller']]);
    expect(after('The Baker re-stacks the trays on the pallet.')).toEqual([['Obligation/Baker']]);
    expect(after('The Miller does not re-use a torn sack.')).toEqual([['Exclusion/Miller']]);
  });
  it('keeps the duty when a modal belongs to a relative clause on the object', () => {
    expect(after('The Miller replaces each sack that cannot be sealed.')).toEqual([['Obligation/Miller']]);
    expect(after('The Baker returns every tray which may be reused.')).toEqual([['Obligation/Baker']]);
  });
  it('reads "does not employ / hire / engage" as a bar', () => {
    expect(after('The Miller does not employ any person under sixteen at the mill.')).toEqual([['Exclusion/Miller']]);
    expect(after('The Baker does not hire drivers without a licence.')).toEqual([['Exclusion/Baker']]);
    expect(after('The Miller does not engage a carrier for the flour.')).toEqual([['Exclusion/Miller']]);
  });
  it('reads "The party affected" with its verb as the event\'s party', () => {
    expect(after('The party affected tells the other party by telephone on the same day.')).toEqual([['Obligation/Multiple Parties']]);
  });
});

describe('rights given by consent or leave', () => {
  it('reads "consents to Y doing" as Y\'s Right', () => {
    expect(after('The Miller consents to the Baker parking its vans in the mill yard.')).toEqual([['Right/Baker']]);
  });
  it('reads no Right where the consent is refused', () => {
    expect(after('The Miller does not consent to the Baker parking its vans in the mill yard.')).toEqual([[]]);
  });
  it('reads no Right of Y in "allow Y and its Z to" (sets 46 and 56 label none)', () => {
    expect(after('The Miller shall allow the Baker and its inspector to visit the mill.')).toEqual([['Obligation/Miller']]);
  });
  it('reads an item "to allow Y to" under a lead-in as Y\'s Right', () => {
    expect(after('The Miller undertakes:', '(a) to allow the Baker to visit the mill;', '(b) to allow the Baker to take samples;'))
      .toEqual([['Obligation/Miller'], ['Obligation/Miller', 'Right/Baker'], ['Obligation/Miller', 'Right/Baker']]);
  });
});
