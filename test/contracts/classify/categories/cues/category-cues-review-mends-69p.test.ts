/**
 * (issue 18, h106mendP) Findings 2, 3, 7, 12 and 13 of session 69's second re-read: each probe's wrong reading must not
 * come back, and a near miss of each cue keeps firing. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../../src/contracts/classify/index.js';
import { END_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { cuedBy } from '../../cue-tables.js';
import { DATA_HANDLED_NOT_SAID } from '../../../../../src/contracts/classify/categories/cues/category-cues-data-handled.js';
import { PAID_AS_MEANS_NOT_SAID } from '../../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { OWN_CONDUCT_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-own-conduct.js';
import { HEALTH_RECORD_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-health-records.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../../security/linear-time.js';

const labels = (text: string): string[] => classifyContract([{ text, kind: 'sentence' }]).elements.at(-1)!.categories.map((c) => c.label).sort();

describe('finding 2: a party\'s bank details are no personal data; the clause ends at ", and"', () => {
  it('reads the payment of an invoice to the party\'s bank details', () => {
    expect(labels("The Customer shall use the Supplier's bank details to pay each invoice within 30 days.")).toContain('Payment Terms & Billing');
    expect(labels('The Supplier shall keep its bank details up to date, and the Customer shall pay each invoice within 30 days.')).toContain('Payment Terms & Billing');
  });
  it('keeps a person\'s own details handled for a payment as Privacy alone', () => {
    expect(labels('We process your name, e-mail address and bank details only to run the programme and to pay you.')).toEqual(['Privacy']);
  });
  it('keeps reading the same handler\'s next verb after ", and" as the data\'s use', () => {
    const got = labels('We hold your card details only to take each monthly fee, and we keep them for one year for our tax records.');
    expect(got).not.toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
});

describe('finding 3: a payment made as the moment only where goods are kept or collected', () => {
  it('reads a suspension or interest until the balance is paid as Payment', () => {
    expect(labels('We may suspend the service until you have paid the balance.')).toContain('Payment Terms & Billing');
    expect(labels('Late interest of 2% a month accrues until you have paid the balance.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('keeps the collection or the keeping of goods', () => {
    expect(labels('Once you have paid in full, you collect your items.')).not.toContain('Payment Terms & Billing');
    expect(labels('We will keep your goods until you have paid the total price.')).not.toContain('Payment Terms & Billing');
  });
});

describe('finding 7: lawful or reasonable orders of those who keep people safe', () => {
  it('reads the lifeguards\' reasonable instructions as Safety and Security', () => {
    expect(labels('The Hirer shall follow the reasonable instructions of the lifeguards on duty.')).toEqual(['Safety and Security']);
    // h106rev3: a safety word alone (the Employer's instructions on fire precautions) is no watcher: the duty of obedience stays.
    expect(labels('The Contractor shall follow the reasonable instructions of the Employer on fire precautions at the Site.')).toContain('Responsibilities');
  });
  it('keeps a worker\'s duty of obedience', () => {
    expect(labels('The Employee shall obey all lawful and reasonable instructions of the Employer.')).toEqual(['Responsibilities']);
  });
});

describe('finding 12: a plan cancelled', () => {
  const ends = (text: string) => cuedBy(END_STRONG_CUES, 'Term & Termination')(text);
  it('reads no plan of the works as the contract ended', () => {
    expect(ends('The Engineer may cancel the payment plan for the Works and issue a new one.')).toBe(false);
    expect(ends('The Engineer may cancel the instalment plan for the Works.')).toBe(false);
  });
  it('keeps the plans a customer holds', () => {
    expect(ends('You can cancel your payment plan at any time.')).toBe(true);
    expect(ends('You can cancel your plan at any time.')).toBe(true);
    expect(ends('We may cancel the layaway plan after telling you.')).toBe(true);
    expect(ends('Either of us may cancel this membership plan on a month\'s notice.')).toBe(true);
  });
});

describe('finding 13: performers photographed', () => {
  it('reads no Privacy in a use allowed of the performers', () => {
    expect(labels('The Customer may photograph the performers at any rehearsal.')).not.toContain('Privacy');
  });
  it('keeps the audience or performers not photographed, and private persons photographed', () => {
    expect(labels('We will not photograph your audience or performers.')).toContain('Privacy');
    // h106rev3: two verbs after the negation.
    expect(labels('The Venue must not photograph or film the performers.')).toContain('Privacy');
    expect(labels('The Photographer may photograph the guests at the reception.')).toContain('Privacy');
  });
});

describe('the mended cues read hostile text linearly', () => {
  const patterns = [...DATA_HANDLED_NOT_SAID, ...PAID_AS_MEANS_NOT_SAID, ...OWN_CONDUCT_STRONG_CUES, ...HEALTH_RECORD_STRONG_CUES, ...END_STRONG_CUES].map(([re]) => new RegExp(re.source, 'gi'));
  it('reads a flood of near words linearly', () => {
    readsLinearly((n) => {
      const text = 'use your bank , and the keep until you have paid collect follow reasonable instructions not photograph the performers cancel your payment '.repeat(Math.ceil(n / 130));
      return () => patterns.reduce((sum, re) => sum + text.replace(re, ' ').length, 0);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});
