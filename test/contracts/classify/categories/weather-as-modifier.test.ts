import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf, PREAMBLE } from '../helpers.js';

// Issue 18, h71left (hrev59's Left): the weather as the modifier of a thing kept against it ("hail nets", "frost fans",
// "drought tolerance") is no event the sentence excuses, though the thing "reduces" or "prevents" something.
const labelsOf = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];

describe('the weather as a noun\'s modifier is no event (h71left)', () => {
  it.each([
    'The Grower shall install hail nets, which reduce damage to the fruit.',
    'The Orchard shall run its frost fans, which prevent damage to the blossom, on cold nights.',
    'The Breeder shall select for drought tolerance, which reduces losses in dry years.',
  ])('no Force Majeure: %s', (sentence) => {
    expect(cueOf('Force Majeure', sentence)).toBe(false);
    expect(labelsOf(sentence)).not.toContain('Force Majeure');
  });
  it.each([
    'Frost or hail, which prevents the harvest, excuses the Grower from delivery.',
    'If hail damage reduces the crop by more than a third, the Buyer shall accept the smaller quantity.',
    'Where a hailstorm prevents the Grower from harvesting, the delivery date moves by the days lost.',
  ])('near misses, still Force Majeure: %s', (sentence) => {
    expect(cueOf('Force Majeure', sentence)).toBe('strong');
    expect(labelsOf(sentence)).toContain('Force Majeure');
  });
});
