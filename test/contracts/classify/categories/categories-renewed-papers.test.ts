/**
 * A paper or cover renewed is no renewal of the contract (category-cues-renewed-papers.ts, issue 18, h56cat): no Term &
 * Termination from its "renew"; the contract's own renewal keeps it, beside a paper too. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a registration, a check or a cover renewed (no Term & Termination)', () => {
  it('renew the registration and the certificate, a check renewed, cover not renewed', () => {
    const got = categoriesOf(
      'The Owner shall renew the boat\'s registration and its safety certificate before they lapse.',
      'Each coach must hold a police check, renewed every two years, before working with children.',
      'The Contractor will tell the Council within three days if its insurance cover is reduced or not renewed.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([false, false, false]);
  });
});

describe('categories: the contract renewed (Term & Termination kept)', () => {
  it('this agreement renews; this policy is renewed; the lease renewed with its insurance', () => {
    const got = categoriesOf(
      'This Agreement renews automatically for further periods of one year.',
      'This policy is renewed each year on the anniversary date unless either party objects.',
      'The Tenant may renew the lease for a further term of five years if its insurance certificate is current.',
    );
    expect(got.map((c) => c.includes('Term & Termination'))).toEqual([true, true, true]);
  });
});
