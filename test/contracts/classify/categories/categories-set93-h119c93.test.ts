/**
 * Set 93's categories (issue 18, h119c93): the other's place or thing used by leave or left whole (C294, Asset Use), performance made
 * impossible by an event (C295, Force Majeure), dangerous things not carried or tendered (C300) and people carried kept
 * inside the boat or seated beside an adult (C301, Safety and Security), and goods sold "without" foreign matter (C157
 * read in one more form, Deliverables). Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { EVENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { DELIVERABLES_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deliverables.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const FARM = 'This agreement is between Skara Farm Ltd ("the Owner") and Brough Films Ltd ("the Producer").';
const FERRY = 'This agreement is between Maroni Boats SARL ("the Carrier") and Oak Mill Ltd ("the Shipper").';

describe('C294: the other\'s place or thing used by leave (h119c93)', () => {
  it.each([
    'The Producer may use the Owner\'s slipway and the boathouse above it during the shoot.',
    'The Producer may also use the stone pier on the island for landing its crew.',
    'The Producer can use the Owner\'s ponies to carry the cameras up the hill.',
    'The Producer is allowed to use the old hut by the loch for its equipment.',
    'The Producer may continue to use the farm trails after the shoot ends.',
  ])('Asset Use: %s', (text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(FARM, text)).toEqual(['Asset Use']);
  });
  it.each([
    'The Producer may use its own vehicles on the public road.',
    'The Producer may use the Owner\'s name in the closing credits.',
    'The Producer may use the footage from the pier in its trailer.',
    'The Producer may use the deposit to pay for the hut.',
    'The Producer uses the pier at its own risk.',
  ])('near miss, not read by C294: %s', (text) => {
    expect(ASSET_CUES.filter(([re]) => re.source.includes('geldings')).some(([re]) => re.test(text))).toBe(false);
  });
  it.each(['may use the ', 'may use the pier pier ', "can use Owner's Owner's "])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ASSET_CUES], unit);
  });
});

describe('C294: no part of the other\'s place or thing climbed, cut, moved or taken away (h119c93)', () => {
  const mine = () => ASSET_CUES.filter(([re]) => re.source.includes('take\\s{1,3}away'));
  it.each([
    'The Producer does not climb on, paint or take away any part of the old boats.',
    'The Producer must not remove any part of the Owner\'s wreck.',
    'The Producer shall not cut or damage any part of the stone pier.',
  ])('Asset Use: %s', (text) => {
    expect(mine()).toHaveLength(1);
    expect(mine().some(([re]) => re.test(text))).toBe(true);
    expect(categoriesOf(FARM, text)).toContain('Asset Use');
  });
  it.each([
    'The Producer must not remove any part of a patient\'s record.',
    'The Producer does not take away any part of the footage.',
    'The Producer may take away any part of the boats that the Owner marks.',
    'The Producer does not climb the fence of the neighbouring farm.',
  ])('near miss, not read: %s', (text) => {
    expect(mine().some(([re]) => re.test(text))).toBe(false);
  });
  it.each(['not cut ', 'not take away any part of the the ', "not remove any part of Owner's Owner's "])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ASSET_CUES], unit);
  });
});

describe('C295: performance made impossible by an event (h119c93)', () => {
  it.each([
    'If a storm makes the crossing impossible, the Carrier sails on the next calm day.',
    'If the ferry cannot sail for storms, the Carrier keeps the goods in its shed.',
    'If the boat cannot reach the island because of snow, the Carrier owes nothing for the delay.',
  ])('Force Majeure: %s', (text) => {
    expect(anyOf(EVENT_STRONG_CUES, 'Force Majeure', text)).toBe(true);
    expect(categoriesOf(FERRY, text)).toContain('Force Majeure');
  });
  it.each([
    'If strong wind makes the crossing unsafe, the Carrier waits at the quay.',
    'The Carrier cannot charge for weather delays of less than a day.',
    'The Shipper insures the goods against any storm that makes the crossing impossible.',
    'It is impossible for the Carrier to sail without a pilot.',
  ])('near miss, not read by C295: %s', (text) => {
    expect(anyOf(EVENT_STRONG_CUES, 'Force Majeure', text)).toBe(false);
  });
  it.each(['storm storm makes ', 'cannot sail for for ', 'cannot a a a storm '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([EVENT_STRONG_CUES], unit);
  });
});

describe('C300, C301: dangerous things kept off the boat; people carried kept inside it (h119c93)', () => {
  it.each([
    'The Shipper does not load fuel, gas cylinders or fireworks unless it has told the Carrier first.',
    'The Shipper shall not tender any flammable goods for carriage without the Carrier\'s written consent.',
  ])('Safety and Security beside the consent\'s Communication (C300): %s', (text) => {
    expect(anyOf(PHYSICAL_SAFETY_CUES, 'Safety and Security', text)).toBe(true);
    expect(categoriesOf(FERRY, text)).toEqual(['Communication', 'Safety and Security']);
  });
  it.each([
    'Passengers keep their hands and arms inside the boat while it moves.',
    'Children under 10 sit in the middle of the canoe, next to an adult.',
  ])('Safety and Security (C301): %s', (text) => {
    expect(anyOf(PHYSICAL_SAFETY_CUES, 'Safety and Security', text)).toBe(true);
    expect(categoriesOf(FERRY, text)).toContain('Safety and Security');
  });
  it.each([
    'The Carrier will bring the fuel and the gas cylinders up by boat each month.',
    'Children under 4 travel free with an adult.',
    'The Carrier keeps the tickets inside the office.',
    'The Shipper does not keep its accounts in the boat.',
  ])('near miss, not read by C300 or C301: %s', (text) => {
    const mine = PHYSICAL_SAFETY_CUES.filter(([re]) => /tender\|load|pirogues/.test(re.source));
    expect(mine).toHaveLength(2);
    expect(mine.some(([re]) => re.test(text))).toBe(false);
  });
  it.each(['not carry ', 'not carry fuel, ', 'hands and inside the ', 'sit sit next to '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([PHYSICAL_SAFETY_CUES], unit);
  });
});

describe('C157 in one more form: goods sold "without" foreign matter (h119c93)', () => {
  it('Deliverables: goods sold clean, without stones', () => {
    const text = 'The beans are dried for a week and are sold clean, without stones, husks or dirt.';
    expect(anyOf(DELIVERABLES_STRONG_CUES, 'Deliverables', text)).toBe(true);
    expect(categoriesOf(FERRY, text)).toContain('Deliverables');
  });
  it.each([
    'The beans are delivered without plastic packaging.',
    'The beans are stored without stones in the shed.',
  ])('near miss, not read: %s', (text) => {
    expect(anyOf(DELIVERABLES_STRONG_CUES, 'Deliverables', text)).toBe(false);
  });
  it.each(['sold without ', 'sold without stones ', 'delivered without any '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([DELIVERABLES_STRONG_CUES], unit);
  });
});
