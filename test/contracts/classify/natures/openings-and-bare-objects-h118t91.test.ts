/**
 * Set 91's causes 1, 4 and 5 (issue 18, h118t91), in nature-present-duties.ts: a participle in -ing between the article
 * and the party ("The hosting Member cleans the kitchen": OPENING_ARTICLE), a plural party's bare verb before a bare
 * plural object ("The Parties settle disputes by talks": BARE_PLURAL_OBJECT), a reply's interjection before the subject
 * ("Yes, we send 40 hanks": INTERJECTION) and "lets <someone> know" as informing (LETS_KNOW). Sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const RULES = 'These rules bind the Hill Dining Society ("the Society") and each of its members ("Members").';
const PARTIES = 'This Agreement is made between Hill Ltd ("the Seller") and Ann Lee ("the Buyer"), together the Parties.';
const CHAT = [
  '[02/05/2047, 09:15] Ann Lee: Hello Bob, here is our order.',
  '[02/05/2047, 09:16] Bob Roe: Thanks, send me the details.',
  '[02/05/2047, 09:17] Ann Lee: You weave six rugs for us.',
];

describe('an -ing participle between the article and the party (OPENING_ARTICLE)', () => {
  it('binds the party as "The Member cleans" does', () => {
    expect(typesOf(RULES,
      'The hosting Member cleans the kitchen.',
      'The hosting Member stays until the last guest has left.',
      'Each remaining Member pays an equal share of the bill.').slice(1))
      .toEqual([['Obligation/Members'], ['Obligation/Members'], ['Obligation/Members']]);
    expect(typesOf(PARTIES, 'The defaulting Party pays the costs of collection.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('near misses: an -ing word before no party, and a verb that binds no one', () => {
    expect(typesOf(RULES,
      'The booking book lies at the bar.',
      'The hosting Member is the one who booked.',
      'The opening hours of the Society are posted at the bar.').slice(1))
      .toEqual([[], [], []]);
  });
});

describe('a plural party\'s bare verb before a bare plural object (BARE_PLURAL_OBJECT)', () => {
  it('binds the parties as a determiner before the object does', () => {
    expect(typesOf(PARTIES,
      'The Parties settle disputes by talks, and failing that in the courts of Hill.',
      'The Parties share costs equally.',
      'The Parties exchange reports monthly.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('near misses: "themselves", a plural noun before a verb, and a state', () => {
    expect(typesOf(PARTIES,
      'The Parties themselves are bound by these terms.',
      'The Parties acknowledge receipt of copies.',
      'The Parties car parks are at the rear.',
      'The Parties are neighbours.').slice(1))
      .toEqual([[], [], [], []]);
  });
});

describe('a reply\'s interjection before the subject (INTERJECTION) and "lets … know" (LETS_KNOW)', () => {
  it('binds "we" and "you" after "Yes,", "OK," and "No," in a chat; "Then you let us know" informs', () => {
    expect(typesOf(...CHAT,
      '[02/05/2047, 09:18] Ann Lee: Yes, we send 40 hanks in all.',
      '[02/05/2047, 09:19] Ann Lee: OK, you send the rugs by ferry.',
      '[02/05/2047, 09:20] Ann Lee: No, we do not pay for postage.',
      '[02/05/2047, 09:21] Ann Lee: Then you let us know.').slice(3))
      .toEqual([['Obligation/we'], ['Obligation/You'], ['Exclusion/we'], ['Obligation/You']]);
    expect(typesOf(PARTIES, 'The Seller lets the Buyer know at once.')[1]).toEqual(['Obligation/Seller']);
  });
  it('near misses: an interjection before no party, "lets" a thing, and a question', () => {
    expect(typesOf(...CHAT,
      '[02/05/2047, 09:18] Ann Lee: Yes, that is fine.',
      '[02/05/2047, 09:19] Ann Lee: OK, thanks!').slice(3))
      .toEqual([[], []]);
    expect(typesOf(PARTIES, 'The Seller lets the shed to the Buyer for the summer.')[1]).not.toContain('Obligation/Seller');
  });
});

describe('hostile runs of the four readings (h118t91)', () => {
  itClassifiesRunsLinearly(['hosting ', 'the hosting ', 'ing '], (unit) => `"The ${unit}…Member cleans" after its preamble: linear`,
    (run) => [{ text: RULES, kind: 'sentence' }, { text: `The ${run}Member cleans the kitchen.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['disputes ', 'settle ', 'by '], (unit) => `"The Parties settle ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Parties settle ${run}by talks.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['Yes, ', 'OK, ', ', ', 'yes '], (unit) => `"${unit}" repeated before "we send": linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `${run}we send the wool.`, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['lets the Buyer ', 'Buyer ', 'know '], (unit) => `"The Seller lets ${unit}…" after its preamble: linear`,
    (run) => [{ text: PARTIES, kind: 'sentence' }, { text: `The Seller lets ${run}know.`, kind: 'sentence' }]);
});
