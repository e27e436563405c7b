import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';

// Issue 18, h71left (hrev59's Left): know-how a recipient keeps for a purpose, in confidence or to give back, is the
// other's secret held, no property owned or retained (h67c54's know-how cue).
describe('know-how held in confidence is no Intellectual Property cue (h71left)', () => {
  it.each([
    'The Recipient retains the know-how only for the Purpose and shall return it on request.',
    'The Distributor retains the recipes in confidence during the Term.',
    'The Trainee retains the production know-how solely to run the pilot line and shall destroy all notes afterwards.',
  ])('no know-how cue: %s', (sentence) => {
    expect(cueOf('Intellectual Property', sentence)).toBe(false);
  });
  it.each([
    'The Supplier owns its base recipes and its production know-how.',
    'The Consultant retains its general know-how and may use it for other clients.',
    'All recipes remain with the Bakery after termination.',
  ])('near misses, still Intellectual Property: %s', (sentence) => {
    expect(cueOf('Intellectual Property', sentence)).toBeTruthy();
  });
});
