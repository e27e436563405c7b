/**
 * Issue 18, h80t62: C34's present-tense duties where set 62 lost them — "submits" a document, a condition whose verbs
 * ", or" joins, an opening adverb with no comma. Sentences written for these tests, in other trades' wording.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const CLEANING = 'This cleaning contract is made between Rivergate Housing Association (the "Client") and Brightway Cleaning Ltd (the "Contractor").';
const PUMPS = 'These terms are between Kapa Pumps Limited of Apia ("Kapa Pumps", "we", "us" or "our") and the farmer named on the hire form ("you").';

describe('C34: "submits" hands a document over', () => {
  it('reads "submits to the Client, …, the timesheet" as a duty', () => {
    expect(typesOf(CLEANING, 'The Contractor submits to the Client, within five days after the end of each month, the timesheet for that month.')[1]).toEqual(['Obligation/Contractor']);
  });
  it('reads "submits each invoice with …" as a duty', () => {
    expect(typesOf(CLEANING, 'The Contractor submits each invoice with the signed timesheets.')[1]).toEqual(['Obligation/Contractor']);
  });
  it('near miss: a submission to the laws of a state alone promises nothing', () => {
    expect(typesOf(CLEANING, 'The Client submits to the laws of Scotland.')[1]).toEqual([]);
  });
});

describe('C34 after a condition whose verbs ", or" joins', () => {
  it('reads the duty after "If …, or …, the Contractor refunds"', () => {
    expect(typesOf(CLEANING, 'If a stairwell is not cleaned, or is cleaned after noon, the Contractor refunds the fee for that day.')[1]).toEqual(['Obligation/Contractor']);
  });
  it('reads the duty after "If …, and …, the Client deducts"', () => {
    expect(typesOf(CLEANING, 'If the lift is not inspected, and the inspection is not made up within a week, the Client deducts 5% from the invoice.')[1]).toEqual(['Obligation/Client']);
  });
  it('near miss: a party inside the joined condition is bound by nothing', () => {
    expect(typesOf(CLEANING, 'If the lift breaks down, or the Contractor finds a leak, the stairwell stays closed.')[1]).toEqual([]);
  });
});

describe('C34 after an opening adverb with no comma', () => {
  it('reads "After that you pay …"', () => {
    expect(typesOf(PUMPS, 'After that you pay S$15 a fortnight for 52 fortnights.')[1]).toEqual(['Obligation/You']);
  });
  it('reads "Then you pay …" and "Next the … returns …"', () => {
    expect(typesOf(PUMPS, 'Then you pay S$15 a fortnight.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(CLEANING, 'Next the Contractor returns the keys to the caretaker.')[1]).toEqual(['Obligation/Contractor']);
  });
  it('near miss: "that" opening a relative clause still hides the subject', () => {
    expect(typesOf(CLEANING, 'The rooms that the Contractor cleans are listed in Annex 1.')[1]).toEqual([]);
  });
});
