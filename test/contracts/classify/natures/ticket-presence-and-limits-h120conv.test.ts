/**
 * Issue 18, h120conv (set 93's ticket, left by h119t93): a party told to be at a place a time before an event, in the
 * present tense, is bound (C34), and "answers for … , and not at all for …" is the liability taken and the rest denied
 * (the Disclaimer row's "is not liable", by ellipsis). Sentences written for these tests: a boat trip's terms and a
 * carriage agreement.
 */
import { describe, expect, it } from 'vitest';
import { ANSWERS_BUT_NOT_FOR, AT_PLACE_BEFORE } from '../../../../src/contracts/classify/natures/nature-present-duties.js';
import { typesOf } from '../helpers.js';

const TRIPS = 'These trip terms apply between Puffin Boat Trips Ltd ("we") and you, the passenger ("you").';
const CARRIAGE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Haulage Ltd ("Carrier").';

describe('being at a place a time before an event (h120conv)', () => {
  it('is the party\'s duty', () => {
    expect(typesOf(TRIPS, 'You are at the pier 20 minutes before the boat leaves.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(TRIPS, 'You are at the quay 30 minutes before departure, and we do not wait for late passengers.')[1]).toEqual(['Obligation/You', 'Exclusion/we']);
    expect(typesOf(CARRIAGE, 'The Carrier is at the depot one hour before loading starts.')[1]).toEqual(['Obligation/Carrier']);
  });
  it('near misses: a place with no lead time, a thing at a place, a modal', () => {
    expect(typesOf(TRIPS, 'We are at the quay every day from 8 am.')[1]).toEqual([]);
    expect(typesOf(TRIPS, 'The boat is at the pontoon 15 minutes before each departure.')[1]).toEqual([]);
    expect(typesOf(CARRIAGE, 'The Carrier\'s office is at the harbour.')[1]).toEqual([]);
  });
});

describe('"answers for …, and not at all for …" (h120conv)', () => {
  it('is the Obligation taken and the Disclaimer of the rest', () => {
    expect(typesOf(TRIPS, 'We answer for your bags only up to EUR 300 a passenger, and not at all for cash or phones packed in them.')[1]).toEqual(['Obligation/we', 'Disclaimer/we']);
    expect(typesOf(CARRIAGE, 'The Carrier answers for the goods up to EUR 500 but not for cash in them.')[1]).toEqual(['Obligation/Carrier', 'Disclaimer/Carrier']);
  });
  it('near misses: "answers for" alone, and "not" of another verb', () => {
    expect(typesOf(CARRIAGE, 'The Carrier answers for any damage its drivers cause.')[1]).toEqual(['Obligation/Carrier']);
    expect(typesOf(CARRIAGE, 'The Carrier answers for the goods and does not sell them.')[1]).toEqual(['Obligation/Carrier', 'Exclusion/Carrier']);
  });
  it('the patterns', () => {
    expect(AT_PLACE_BEFORE.test(' are at the quay 30 minutes before departure')).toBe(true);
    expect(AT_PLACE_BEFORE.test(' are at the quay every day from 8 am')).toBe(false);
    expect(ANSWERS_BUT_NOT_FOR.test(' answers for the goods, and not at all for cash')).toBe(true);
    expect(ANSWERS_BUT_NOT_FOR.test(' answers for the goods. It is not for sale')).toBe(false);
  });
});
