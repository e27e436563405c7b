/**
 * A club's or a society's rules numbered "Rule 1. Booking" (text/text.ts CLAUSE_NUMBER; issue 18, h117a91, set 91): the
 * heading's own number, no Number, as "Article 2. Booking" is (contracts.md's Number: not "the element's own leading
 * clause number"); "Rule 5" named inside a sentence keeps its Number (C18). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { leadLength } from '../../../../src/contracts/classify/text/text.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('"Rule N." heads its rule', () => {
  it('a heading\'s own number is no Number, in title case and in capitals', () => {
    expect(attributes('Rule 1. Booking')[0]).toEqual([]);
    expect(attributes('RULE 4 PAYMENT')[0]).toEqual([]);
    expect(leadLength('Rule 3. A Member cleans the kitchen.')).toBe('Rule 3. '.length);
  });
  it('near misses: "Rule 5" inside a sentence, or before a small word, keeps its Number', () => {
    expect(leadLength('Rule 5 applies to guests.')).toBe(0);
    expect(attributes('A Member who breaks Rule 5 pays a fine.')[0]).toContain('Number:5');
  });
});

describe('hostile text: "Rule" headings', () => {
  itClassifiesRunsLinearly(['Rule 1. ', 'Rule ', '1. ', ' '], (unit) => `"${unit}" repeated after a rule's heading: linear`, (run) => [
    { text: `Rule 1. ${run}Booking`, kind: 'sentence' },
  ]);
});
