/**
 * Set 94's causes 1 and 2, in part (issue 18, h120p94):
 * - "called in this minute / agreement / writing" before a quoted alias, where "called here" or "called below" stands
 *   (alias-forms.ts BELOW_OPENING now takes IN_THIS_DOCUMENT, whose nouns gain "minute" and "writing"):
 *   `Dr Ana Reid (called in this minute "the Researcher")` names the party whose entry the bracket closes;
 * - an ordinal adverb ("Firstly," … "Nineteenthly,", "Lastly") opens a clause whose present-tense duty stays its party's
 *   (nature-present-duties.ts ORDINAL_ADVERB), as "Then" and "Next" do.
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { ALIAS_AFTER } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const aliasIn = (tail: string): string | undefined => ALIAS_AFTER.exec(tail)?.slice(1).find((g) => g !== undefined);

describe('an alias "called in this minute/agreement/writing" before its quotes (BELOW_OPENING)', () => {
  it('in a bracket after a person in the opening: the alias binds its party', () => {
    expect(typesOf(
      'The Harbour Board (the "Board") and Dr Ana Reid (called in this minute "the Diver") agree as follows.',
      'The Diver pays the Board £40 for each dive.',
      'The Diver does not dive alone.',
      'The Board may close the wreck site in a storm.',
    ).slice(1)).toEqual([['Obligation/Diver'], ['Exclusion/Diver'], ['Right/Board']]);
  });
  it('ALIAS_AFTER reads the alias in each form, the noun in either case', () => {
    for (const [tail, alias] of [
      [' (called in this minute "the Diver")', 'Diver'],
      [', called in this agreement "the Diver",', 'Diver'],
      [' (named in this writing "the Upper Farm")', 'Upper Farm'],
      [' (referred to in this Agreement as "the Carrier")', 'Carrier'],
      [', called "the Smith" in this minute;', 'Smith'],
    ]) expect(aliasIn(tail)).toBe(alias);
  });
  it('near misses: "called in this" with no quoted alias, or a room or vessel, names nothing', () => {
    expect(aliasIn(', a meeting called in this room on Monday, and')).toBeUndefined();
    expect(aliasIn(' and the vessel called in this agreement for repairs, and')).toBeUndefined();
    expect(aliasIn(', the vessel called the Nightingale, and')).toBeUndefined();
    expect(typesOf('The Harbour Board (the "Board") and Dr Ana Reid, who called in this room, agree as follows.',
      'The Diver pays the Board £40 for each dive.')[1]).toEqual([]);
  });
});

const HOUSES = 'This agreement is made between the Kilimo Farm Trust (the "Upper Farm") and the Mto Growers Society (the "Lower Farm").';

describe('a present-tense duty after an ordinal adverb (ORDINAL_ADVERB)', () => {
  it('with its comma or not, from "Firstly" to "Nineteenthly" and "Lastly"', () => {
    expect(typesOf(
      HOUSES,
      'Firstly, the Upper Farm pays the Lower Farm Rs. 6,000 yearly.',
      'Thirdly the Lower Farm repairs the stone wall below the fort.',
      'Nineteenthly, the Lower Farm keeps its goats off the banks.',
      'Lastly, the Upper Farm sends two men for the spring cleaning.',
    ).slice(1)).toEqual([['Obligation/Upper Farm'], ['Obligation/Lower Farm'], ['Obligation/Lower Farm'], ['Obligation/Upper Farm']]);
  });
  it('near misses: an ordinal adverb before no party, or before a fact, binds no one', () => {
    expect(typesOf(HOUSES, 'Secondly, the water runs through the orchard.')[1]).toEqual([]);
    expect(typesOf(HOUSES, 'Firstly, this money is paid in two parts.')[1]).toEqual([]);
    expect(typesOf(HOUSES, 'Costly repairs to the Upper Farm wall are shared.')[1]).not.toContain('Obligation/Upper Farm');
  });
});

describe('hostile text: "called in this", ordinal adverbs', () => {
  itClassifiesRunsLinearly(
    ['called in this minute ', 'called  in  this ', 'Thirdly, ', 'Firstly ,', 'in this writing "'],
    (unit) => `"${unit}" repeated where an alias or an ordinal opening may stand: linear`,
    (run) => [
      { text: `The Harbour Board (the "Board") and Dr Ana Reid (${run} called in this minute "the Diver") agree as follows.`, kind: 'sentence' },
      { text: `${run} the Diver pays the Board £40 for each dive.`, kind: 'sentence' },
      { text: `Thirdly, ${run}`, kind: 'sentence' },
    ],
  );
});
