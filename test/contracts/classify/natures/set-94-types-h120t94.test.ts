/**
 * Set 94's type cause 5 (issue 18, h120t94; bench/log.md "A ninety-fourth, blind set"; its cause 4 is h120e94's,
 * writer-first-in-slot-h120e94.test.ts): a party's present-tense clause after ", and" lost to a modal of a relative
 * clause with no pronoun, to a second subject of the opening condition, to "as is our custom", to a disclaimer said
 * without a modal or to a perfect's "has" read as a state; a deposit kept on a condition and "pay back nothing" read as
 * duties. Sentences written for this test, in documents of their own.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TERMS = 'These terms are between Kestrel Walks, a guiding business of Keswick ("we"), and each walker who books a walk ("you").';
const last = (types: string[][]) => types[types.length - 1];
const inTerms = (line: string) => last(typesOf(TERMS, line));

describe('cause 5: a present-tense clause after ", and" that something else hid', () => {
  it('a modal in a relative clause with no pronoun is the relative clause\'s (CLAUSE_END)', () => {
    expect(inTerms('Our cook buys fresh food in Keswick, and you tell us of any food you cannot eat when you book.')).toEqual(['Obligation/You']);
    expect(inTerms('You pay for every extra meal we can serve.')).toEqual(['Obligation/You']);
  });
  it('near miss: a modal after "and" or "if" keeps its own clause', () => {
    expect(inTerms('We send you the route, and you must sign it.')).toEqual(['Obligation/You', 'Obligation/we']);
    expect(inTerms('You tell us at once if you cannot walk.')).toEqual(['Obligation/You']);
  });
  it('a second subject of the opening condition promises nothing; the main clauses bind', () => {
    expect(inTerms('If the weather is poor and we cannot cross the pass, we tell you by 8 am and you pay only for the days walked.')).toEqual(['Obligation/we', 'Obligation/You']);
  });
  it('near miss: an opening word with no comma after its condition leaves the joined party\'s duty (h120revA #1)', () => {
    const PRE = 'This Agreement is made between Harbour Tours Ltd (the "Company") and Jane Smith (the "Customer").';
    expect(last(typesOf(PRE, 'Where appropriate the Company repairs the goods and the Customer must pay for the parts, as agreed.'))).toContain('Obligation/Customer');
    expect(last(typesOf(PRE, 'When the goods arrive the Company inspects them and the Customer must sign the delivery note, in ink.'))).toContain('Obligation/Customer');
    expect(last(typesOf(PRE, 'Once a month the Company cleans the tanks and the Customer must keep the area clear, at its own cost.'))).toContain('Obligation/Customer');
  });
  it('near miss: a party after "and" in the main clause keeps its bar', () => {
    expect(inTerms('If the weather is poor, we tell you by 8 am and we cannot refund the fee.')).toEqual(['Exclusion/we', 'Obligation/we']);
  });
  it('"as is our custom" after a duty says how it is done (AS_IS)', () => {
    expect(inTerms('You also send two sacks of rice for the cooks, as is our custom.')).toEqual(['Obligation/You']);
  });
  it('near miss: a thing given "as is" binds no one', () => {
    expect(inTerms('You provide the photographs as is, without any warranty.')).toEqual([]);
  });
  it('another party\'s present act after a disclaimer with no modal', () => {
    expect(inTerms('We are not responsible for a lost bag, and you claim from your own insurers.')).toEqual(['Disclaimer/we', 'Obligation/You']);
  });
  it('near miss: after a disclaimer with a modal another party\'s clause stays unread', () => {
    expect(inTerms('We shall not be liable for a lost bag, and you claim from your own insurers.')).toEqual(['Exclusion/we']);
  });
  it('a perfect\'s "has" is no state of possession (STATE_BEFORE)', () => {
    expect(inTerms('Once the bus has left Keswick, you pay the driver in cash.')).toEqual(['Obligation/You']);
    expect(inTerms('The bus has left Keswick, and you collect your bags at the hut.')).toEqual(['Obligation/You']);
  });
  it('near miss: "has" as possession before ", and" still joins no duty', () => {
    expect(inTerms('The guide has the only key, and you collect your bags at the hut.')).toEqual([]);
  });
  it('an advance kept after a condition is the keeper\'s Right, no duty (KEEPS_ADVANCE)', () => {
    expect(inTerms('If you cancel later, we keep the advance, and you may still take the maps that are printed.')).toEqual(['Right/we', 'Right/You']);
  });
  it('near miss: a deposit kept as security is a duty', () => {
    expect(inTerms('We keep the deposit in a separate account, and you may still take the maps.')).toEqual(['Right/You', 'Obligation/we']);
  });
  it('"pay back nothing" denies the act (NOTHING_AFTER)', () => {
    expect(inTerms('We may end the walk for a walker who puts the group in danger, and we then pay back nothing.')).toEqual(['Right/we']);
    expect(inTerms('We may end the walk early, and we then pay back half the fee.')).toEqual(['Right/we', 'Obligation/we']);
  });
});
