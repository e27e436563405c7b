/**
 * A length owned by another thing is no term of the agreement (h63left), but the agreement's licence "granted hereunder"
 * and the agreement's validity are the agreement's own: a participle or a "here-" word after the head is taken off, and
 * validity, effectiveness and existence are the agreement's relation words (agreement-terms.ts TRAILING_MODIFIER,
 * RELATION_HEAD; hrev53's review of round 1). Contracts of my own; a stay's length stays refused.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const contract = (kind: string, ...clause: string[]) =>
  terms(kind, 'This Agreement is made on 3 February 2031 between Brightwell Ltd ("Customer") and Ostrava Systems s.r.o. ("Supplier").', ...clause);

describe('the agreement\'s own length (hrev53)', () => {
  it('"The licence granted hereunder has a duration of 5 years"', () => {
    expect(contract('LICENCE AGREEMENT', 'The licence granted hereunder has a duration of 5 years.')).toEqual(['1825 days']);
  });
  it('"The tenancy created by this Lease lasts for three (3) years"', () => {
    expect(contract('LEASE AGREEMENT', 'The tenancy created by this Lease lasts for three (3) years.')).toEqual(['1095 days']);
  });
  it('"The validity of this Agreement has a duration of 2 years"', () => {
    expect(contract('SERVICES AGREEMENT', 'The validity of this Agreement has a duration of 2 years.')).toEqual(['730 days']);
  });
});

describe('another thing\'s length stays refused (hrev53, near misses)', () => {
  it('"Each stay under this Agreement lasts 5 days", "The training provided hereunder has a duration of 40 hours"', () => {
    expect(contract('SERVICES AGREEMENT', 'Each stay under this Agreement lasts 5 days.')).toEqual([]);
    expect(contract('SERVICES AGREEMENT', 'The training provided hereunder has a duration of 40 hours.')).toEqual([]);
  });
});
