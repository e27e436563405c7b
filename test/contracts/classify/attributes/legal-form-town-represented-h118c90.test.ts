/**
 * A company's town after its legal form (place-positions.ts LEGAL_FORM_THEN_OF, TOWN_CLOSES; issue 18, h118c90, set 90's
 * Juliaca): a comma may stand before "of" ("Aa Cooperative Ltd, of Bb, represented by …"), and the party's
 * representative after a comma closes the town as a bracket does ("Aa Limited of Bb, represented by its director …",
 * "…, acting through its director …"). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const locations = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Location:'));

describe('a company\'s town after its legal form, closed by its representative (h118c90)', () => {
  it.each([
    ['This agreement is between Hill Wool Cooperative Ltd, of Oakbury, represented by its manager Mr Ed Lee ("the Cooperative") and Bob Hill.', ['Location:Oakbury']],
    ['This agreement is between Kestrel Services Limited of Oakbury, represented by its director Ann Lee ("the Contractor"), and Bob Hill.', ['Location:Oakbury']],
    ['This agreement is between Kestrel Services Limited of Oakbury, acting through its director Ann Lee ("the Contractor"), and Bob Hill.', ['Location:Oakbury']],
    ['This agreement is between Kestrel Services Limited, of Oakbury ("the Contractor") and Bob Hill.', ['Location:Oakbury']],
  ])('the town: %s', (text, want) => {
    expect(locations(text)).toEqual(want);
  });
  it.each([
    // Another company after the comma and "of", no town.
    'This agreement is between Kestrel Services Limited, of Oakbury Holdings Ltd, and Bob Hill.',
    // A town that runs on into a longer address is the address reader's, not closed here.
    'This agreement is between Kestrel Services Limited of Oakbury Mill Lane Works and Bob Hill.',
    // "represented" in capitals opens no representative: a name goes on.
    'This agreement is between Kestrel Services Limited of Oakbury, Represented Goods Ltd.',
  ])('near miss, no town "Oakbury" alone: %s', (text) => {
    expect(locations(text)).not.toContain('Location:Oakbury');
  });
  itClassifiesRepeatedLinearly('Aa Ltd, of Bb, represented ');
  itClassifiesRepeatedLinearly('Limited, of ');
  itClassifiesRepeatedLinearly('Ltd,  of Aa, acting ');
});
