/**
 * The proof of an insurance cover given to the other party is Communication beside the Insurance (C8;
 * categories/cues/category-cues-cover-proof-sent.ts, issue 18, h68com). Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('The proof of an insurance cover given to the other party (h68com)', () => {
  it('reads a certificate or a policy copy sent, given or delivered to a party as Communication and Insurance', () => {
    expect(one('The Operator is to deliver copies of the insurance policies to the Council within ten days of taking them out.')).toEqual(['Communication', 'Insurance']);
    expect(one('The Hirer must hold public liability insurance of at least £5 million and give the Owner a certificate of currency each year.')).toEqual(['Communication', 'Insurance']);
    expect(one('The Caterer shall deliver a certificate of insurance to the Club before the first event.')).toEqual(['Communication', 'Insurance']);
    expect(one('The Charterer shall insure the vessel and give the Owners a copy of the certificate of entry.')).toEqual(['Communication', 'Insurance']);
    expect(one('The Hirer shall provide the Owner with a certificate of insurance within seven days after the request is made.')).toEqual(['Communication', 'Insurance']);
  });
  it('reads no such proof in a certificate produced or provided on request, nor in a copy of a policy that is no insurance', () => {
    expect(one('The Contractor shall provide a certificate of insurance on request.')).toEqual(['Insurance']);
    expect(one('The Tenant must produce the certificate of insurance whenever the Landlord asks.')).toEqual(['Insurance']);
    expect(cueOf('Communication', 'The Contractor shall provide the Client with a certificate of insurance upon its request.')).toBeFalsy();
    expect(one('The Club must hold a safeguarding policy and give us a copy of the policy.')).toEqual(['Communication']);
  });
});
