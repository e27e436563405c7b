/**
 * Review of session 64 (sentences written for this test): a bar joined by ", and" after a conditional clause is that
 * clause's subject's, not the holder of the right before it (set 34 lost its 1.000 type to "The Lessor may terminate …
 * if the Lessee fails to pay rent, or commits any other serious breach, and does not remedy it"); a bar after a relative
 * clause closed by a comma stays its subject's (C119), and a right's own joined bar its holder's Exclusion (C126).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const LEASE = 'This Lease is made between Ridge Estates Ltd (the "Lessor") and Upland Mills Ltd (the "Lessee").';
const after = (...texts: string[]): string[][] => typesOf(LEASE, ...texts).slice(1);

describe('a bar joined after a condition (C126, C119)', () => {
  it('gives the right\'s holder no Exclusion for the bar of the condition\'s subject', () => {
    expect(after(
      'The Lessor may end this Lease by 30 days\' notice if the Lessee misses two payments, or breaks any other term, and does not put it right within that time.',
      'The Lessor may fit a new lock unless the Lessee locks the gate each evening, and does not leave it open after the last shift.',
    )).toEqual([['Right/Lessor'], ['Right/Lessor']]);
  });
  it('keeps the bar after a relative clause and the bar joined to a right', () => {
    expect(after(
      'The Lessor keeps the register that lists each key holder, and does not show it to any other tenant.',
      'The Lessor may keep the deposit and does not refund any part of it.',
    )).toEqual([['Obligation/Lessor', 'Exclusion/Lessor'], ['Right/Lessor', 'Exclusion/Lessor']]);
  });
});
