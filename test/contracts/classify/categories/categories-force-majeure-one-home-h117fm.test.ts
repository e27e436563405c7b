/**
 * One home for the force-majeure events (issue 18, h117fm): the not-liable cues' OUTSIDE_CONTROL reads
 * force-majeure-causes.ts' CATASTROPHE (the disasters and public events) where it listed them a third time; EVENT is a
 * catastrophe or an everyday peril (rain, wind, hail, snow, lightning, fire), and an everyday peril excluded as a loss's
 * cause stays Liability. Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CATASTROPHE, EVENT } from '../../../../src/contracts/classify/categories/cues/force-majeure-causes.js';
import { NOT_RESPONSIBLE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { EVENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const STORE = 'This agreement is between Dune Storage LLC ("the Company") and Sara Ali ("the Customer").';
const word = (pattern: string) => new RegExp(String.raw`^${pattern}$`, 'i');

describe('CATASTROPHE and EVENT (force-majeure-causes.ts, h117fm)', () => {
  it.each(['weather', 'flood', 'floods', 'flooded', 'flooding', 'floodwaters', 'storm', 'earthquakes', 'cyclone', 'hurricanes', 'typhoon', 'tornadoes', 'tsunami', 'bushfires', 'wildfire', 'calamity', 'calamities', 'strike', 'riots', 'war', 'terrorism', 'pandemic', 'epidemics', 'government orders', 'public health order'])(
    'a catastrophe, and so an event: %s',
    (text) => {
      expect(word(CATASTROPHE).test(text)).toBe(true);
      expect(word(EVENT).test(text)).toBe(true);
    },
  );
  it.each(['rain', 'rainfall', 'rainstorms', 'wind', 'winds', 'hail', 'hailstorm', 'lightning', 'fire', 'fires', 'fire ban', 'snow', 'snowfall'])('an everyday peril: an event, no catastrophe: %s', (text) => {
    expect(word(EVENT).test(text)).toBe(true);
    expect(word(CATASTROPHE).test(text)).toBe(false);
  });
  it.each(['floodlight', 'floodplain', 'theft', 'water', 'disease'])('near miss, neither: %s', (text) => {
    expect(word(EVENT).test(text)).toBe(false);
    expect(word(CATASTROPHE).test(text)).toBe(false);
  });
});

describe('the not-liable cues read CATASTROPHE as the events outside a party\'s control (C4, h117fm)', () => {
  it.each([
    'The Company is not liable for any loss of the stored goods caused by a flood, a war or a strike.',
    'The Company is not responsible for any damage to the goods caused by floodwaters.',
    'The Company is not liable for any loss caused by a calamity.',
    'The Company is not responsible for any loss caused by a tsunami or a tornado.',
    'The Company is not liable for any delay caused by riots or terrorism.',
  ])('an event outside the party\'s control: no Liability from these cues: %s', (text) => {
    expect(anyOf(NOT_RESPONSIBLE_CUES, 'Liability', text)).toBe(false);
  });
  it.each([
    'The Company is not liable for any loss of the Customer\'s goods caused by fire or theft.',
    'The Company is not responsible for damage to the goods caused by rain coming through an open door.',
    'The Company is not liable for any damage to the goods caused by wind.',
    'The Company is not responsible for any loss caused by lightning, unless it is caused by its negligence.',
  ])('an everyday peril excluded as a loss\'s cause stays Liability: %s', (text) => {
    expect(anyOf(NOT_RESPONSIBLE_CUES, 'Liability', text)).toBe(true);
    expect(categoriesOf(STORE, text)).toContain('Liability');
  });
  it('an event named as what stops the work is Force Majeure (EVENT_CUES), "calamity" included', () => {
    expect(anyOf(EVENT_CUES, 'Force Majeure', 'A calamity that prevents the Company from opening the units excuses the delay.')).toBe(true);
    expect(anyOf(EVENT_CUES, 'Force Majeure', 'If the Company winds up its business, the Customer removes the goods.')).toBe(false);
  });
  it.each(['not liable for flood ', 'not responsible for any loss by calamity ', 'floodwaters fire wind ', 'not liable for a b c tornado ', 'calamities prevents '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([NOT_RESPONSIBLE_CUES, EVENT_CUES], unit);
  });
});
