/**
 * C66 (docs/contract-labels.md; issue 18, h52conv): a background check on a party's own people — an
 * enhanced DBS check, a Working with Children Check, police vetting, criminal record checks — is Responsibilities (the
 * guide's row: "vet its personnel"). A check of anything but a person's background (a credit check) is not the cue's.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { BACKGROUND_CHECK_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-background-checks.js';
import { cuedBy } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';

const cued = cuedBy(BACKGROUND_CHECK_STRONG_CUES);

describe('C66: vetting a party\'s own people is Responsibilities (h52conv)', () => {
  it.each([
    'All staff working at the Site must pass a police background check.',
    'Each coach must hold a current Working with Children Check.',
    'The Supplier must ensure that every driver has an enhanced DBS check before carrying pupils.',
    'The Supplier shall carry out criminal record checks on all cleaners before they start.',
    'Every volunteer is checked with the Disclosure and Barring Service before the first session.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(true);
    expect(clauseCategories(text)).toContain('Responsibilities');
  });
  it.each([
    'The Customer may run a credit check on the Supplier.',
    'The Supplier shall check the background colour of each proof.',
  ])('near miss, no background check of a person: %s', (text) => {
    expect(cued(text)).toBe(false);
  });
});

describe('C66: a check of a thing or of the other side of the deal is no vetting of one\'s own people (hrev38)', () => {
  it.each([
    'The Carrier shall obtain police clearance for any shipment of controlled goods.',
    'The Platform shall run fingerprint checks on the devices to detect fraud.',
    'The Seller shall provide a background check report on the property\'s title.',
    'The Landlord may carry out a background check on any proposed assignee of the Lease.',
    'The Lessor may make credit reference and background checks on the Lessee.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
    expect(clauseCategories(text)).not.toContain('Responsibilities');
  });
  it.each([
    'The Contractor shall perform background checks on all staff who will have access to the premises.',
    'The Operator shall carry out criminal record checks on every vehicle driver before the first journey.',
    'The Agency shall complete police vetting of each carer placed with the Customer.',
  ])('near miss, the party\'s own people stay vetted: %s', (text) => {
    expect(cued(text)).toBe(true);
    expect(clauseCategories(text)).toContain('Responsibilities');
  });
});
