/**
 * Session 68's second re-read (h105rev2a, h105rev2b): near misses of this session's new cues, each read wrongly before
 * its narrowing, with the sentence each rule was written for still read.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { isPaidOnConditionsLeadIn } from '../../../../src/contracts/classify/categories/category-paid-things-lead.js';

const PARTIES = 'This Agreement is made between Alpha Ltd ("Landlord") and Beta Ltd ("Tenant").';
const read = (text: string) => classifyContract([PARTIES, text].map((t): ElementInput => ({ kind: 'sentence', text: t }))).elements[1];
const categories = (text: string) => read(text).categories.map((c) => c.label);
const durations = (text: string) => read(text).attributes.filter((a) => a.type === 'Duration').length;

describe('session 68 re-read: narrowed cues', () => {
  it('a dated possession is a sale\'s Delivery only where the sentence sells', () => {
    expect(categories('The Tenant takes possession of the flat on 1 June 2042.')).not.toContain('Delivery');
    expect(categories('The Buyer takes possession of the house on 1 June 2042.')).toContain('Delivery');
  });
  it('"the Business" before another name or a time is no business sold or closed', () => {
    expect(categories('The Landlord leases the Business Premises to the Tenant.')).not.toContain('Business Continuity');
    expect(categories('The Entrepreneur closes the Business on public holidays.')).not.toContain('Business Continuity');
    expect(categories('b. the Entrepreneur sells or closes the Business;')).toContain('Business Continuity');
  });
  it('a right in a work kept in force is no permit kept valid', () => {
    expect(categories('The Licensor shall keep the registrations of the Licensed Marks valid and in force.')).not.toContain('Responsibilities');
    expect(categories('The Contractor shall keep its operating licence in force throughout the Term.')).toContain('Responsibilities');
  });
  it('a payment lead-in with a condition names its subject before the colon; "where applicable" is none', () => {
    expect(isPaidOnConditionsLeadIn('The Tenant shall pay the following charges where applicable:')).toBe(false);
    expect(isPaidOnConditionsLeadIn('The Buyer shall pay the following amounts when due:')).toBe(false);
    expect(isPaidOnConditionsLeadIn('5.1 The Trainee shall repay the costs to the Council if she:')).toBe(true);
  });
  it('"a month\'s rent" is an amount, no Duration; "more than a week" is one', () => {
    expect(durations("The Tenant pays a deposit of at least a month's rent.")).toBe(0);
    expect(durations('The Tenant may not leave the flat empty for more than a week.')).toBe(1);
  });
});
