/**
 * Answering for claims or for pollution is Liability (issue 18, h40s46; categories.ts, beside "liable for loss"), with
 * sentences written for these tests (none of the set's). Sets 6, 12 and 46 label every such sentence Liability. Not a
 * claims process run for someone, nor a responsibility for anything else.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PREAMBLE = 'This Agreement is made between Basin Energy LLC ("Company") and Ridge Drilling Inc. ("Contractor").';
const categories = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('responsible or liable for claims or pollution', () => {
  it('is Liability, an aside between commas or not', () => {
    expect(categories('Contractor will be responsible for pollution originating from its own equipment.')).toContain('Liability');
    expect(categories('Company will be responsible for, and will defend Contractor against, all claims arising from a well blowout.')).toContain('Liability');
    expect(categories('The Seller is not liable for any claim notified after two years.')).toContain('Liability');
  });
});

describe('near misses', () => {
  it('a claims process, and another responsibility, are no Liability', () => {
    expect(categories('The Broker is responsible for the claims handling on behalf of the Insurer.')).not.toContain('Liability');
    expect(categories('Contractor is responsible for the safety of its crew.')).not.toContain('Liability');
  });
});
