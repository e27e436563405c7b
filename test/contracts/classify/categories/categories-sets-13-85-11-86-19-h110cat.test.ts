/**
 * The weakest sets' categories (13, 85, 11, 86, 19; issue 18, h110cat): the work varied by a party is Amendments; a
 * statement rendered is Communication (C213); "insuring" is insurance; a contract made in copies "and" coming into force
 * is Term & Termination; a visa row "Seen by the <office>: <name>" is a signer's row, no category; a budget of a stated
 * sum and a deed's consideration "the sum of" a stated sum are Pricing & Taxes (C9); a party's line called on its number
 * is Communication; children supervised by an adult is Safety and Security; the contract rescinded is Term & Termination. Sentences written for these tests, none
 * taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { TERMS_AMENDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-terms-amended.js';
import { STATEMENT_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-periodic-reports.js';
import { INSURANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { CONTRACT_START_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entry-into-force.js';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { SUM_STATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-sums-stated.js';
import { CONTACT_POINT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-contact-points.js';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { END_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf, categoriesOfAll } from './set-cue-helpers.js';

const WORKS = 'This agreement is made between Harbour Town Council (the "Council") and Clean Coast Ltd (the "Contractor").';
const DEED = 'This deed is made between Mary Lane (the "Grantor") and Hill Solar Ltd (the "Grantee").';
const SHOP = 'These terms are between Bay Bikes Ltd ("we" or "us") and the person who hires a bike ("you").';


describe('the work varied by a party is Amendments', () => {
  it.each([
    'The Owner may vary the Works by a written instruction to the Builder.',
    'The Council may direct the Consultant to vary the services, and the fee will be adjusted.',
    'The Buyer may vary the weekly quantity by up to 10% on seven days\' notice.',
    'We must not vary a Purchase Order unless you agree the change in writing.',
  ])('%s', (text) => {
    expect(anyOf(TERMS_AMENDED_STRONG_CUES, 'Amendments', text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Amendments');
  });
  it.each([
    'The fees do not vary with the volume of waste collected.',
    'The Contractor may vary its prices for the services once a year.',
    'Opening hours vary by season.',
    'The Contractor shall carry out the Works in a good and workmanlike manner.',
  ])('near miss: %s', (text) => {
    expect(anyOf(TERMS_AMENDED_STRONG_CUES, 'Amendments', text)).toBe(false);
  });
});

describe('a statement rendered is Communication (C213)', () => {
  it.each([
    'The Agent shall render half-yearly statements of its sales to the Author.',
    'Within sixty days after the year ends, the Licensee shall render a statement of the fees earned.',
    'The Manager shall render to the Owner a written statement of the takings each month.',
  ])('%s', (text) => {
    expect(anyOf(STATEMENT_SENT_STRONG_CUES, 'Communication', text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Communication');
  });
  it.each([
    'The Contractor shall render the services with reasonable skill and care.',
    'The Consultant shall render a statement of work for each project.',
    'Nothing in this clause renders the statement binding.',
  ])('near miss: %s', (text) => {
    expect(anyOf(STATEMENT_SENT_STRONG_CUES, 'Communication', text)).toBe(false);
  });
});

describe('"insuring" is insurance', () => {
  it.each([
    'The Hirer is responsible for insuring the boat and its engine.',
    'The Club takes care of insuring the clubhouse against fire.',
  ])('%s', (text) => {
    expect(anyOf(INSURANCE_CUES, 'Insurance', text)).toBe(true);
    expect(categoriesOf(SHOP, text)).toContain('Insurance');
  });
  it.each([
    'The Contractor is responsible for insuring compliance with the safety rules.',
    'The Contractor is responsible for insuring that its staff wear helmets.',
  ])('near miss, "insure" for "ensure": %s', (text) => {
    expect(anyOf(INSURANCE_CUES, 'Insurance', text)).toBe(false);
  });
});

describe('a contract made in copies "and" coming into force is Term & Termination', () => {
  it.each([
    'This Agreement is signed in two copies, one for each party, and comes into force on signature.',
    '7.2 The lease is made in duplicate and shall enter into force on 1 May 2030.',
  ])('%s', (text) => {
    expect(anyOf(CONTRACT_START_STRONG_CUES, 'Term & Termination', text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Term & Termination');
  });
  it.each([
    'This Agreement is signed in two copies, and the new Regulation comes into force in May.',
    'The contract is made in two copies, one for each party.',
  ])('near miss: %s', (text) => {
    expect(anyOf(CONTRACT_START_STRONG_CUES, 'Term & Termination', text)).toBe(false);
  });
});

describe('a visa row "Seen by the <office>: <name>" is a signer\'s row, no category from the title above it', () => {
  it.each([
    'Seen by the Treasury Controller: Aminata Traoré',
    'Seen and approved by the Prefect of the Region: Jean-Paul Diouf',
  ])('%s', (text) => {
    expect(isSignerRow(text)).toBe(true);
    const rows = categoriesOfAll(WORKS, ['# Article 12: Disputes', 'Any dispute is brought before the Administrative Court of Dakar.', 'For the Council, the Mayor: Awa Ndiaye', text]);
    expect(rows[1]).toContain('Dispute Resolution');
    expect(rows[3]).toEqual([]);
  });
  it.each([
    'Seen by the Contractor: the site must be kept clean at all times.',
    'Seen by the Council: 12 complaints in 2031',
  ])('near miss, a sentence or a figure after the colon: %s', (text) => {
    expect(isSignerRow(text)).toBe(false);
  });
});

describe('a budget of a stated sum and a deed\'s consideration "the sum of" a stated sum are Pricing & Taxes (C9)', () => {
  it.each([
    '"Production Budget" means the budget of EUR 2,400,000 approved by both parties.',
    'The Agency will spend a marketing budget of $15,000 on the launch.',
    'In consideration of the sum of £12,000 paid by the Grantee to the Grantor (receipt of which the Grantor acknowledges), the Grantor grants the rights in Schedule 1.',
  ])('%s', (text) => {
    expect(anyOf(SUM_STATED_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true);
    expect(categoriesOf(DEED, text)).toContain('Pricing & Taxes');
  });
  it.each([
    'The Producer shall keep to the budget approved by both parties.',
    'For and in consideration of $10.00 and other good and valuable consideration, the Grantor grants the easement.',
    'In consideration of the mutual promises in this deed, the parties agree as follows.',
  ])('near miss: %s', (text) => {
    expect(anyOf(SUM_STATED_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false);
  });
});

describe('a party\'s line called on its number is Communication', () => {
  it.each([
    'Call us on 01632 960 123 if a bike breaks down.',
    'You can call our office on (555) 010-2233 on weekdays.',
    'The Hotel calls the Operator\'s booking desk on +44 20 7946 0011 for each transfer.',
    'If the engine warning light comes on, ring us on 24 680.',
  ])('%s', (text) => {
    expect(anyOf(CONTACT_POINT_STRONG_CUES, 'Communication', text)).toBe(true);
    expect(categoriesOf(SHOP, text)).toContain('Communication');
  });
  it.each([
    'Where we smell gas, we call the gas emergency service on 0800 111 999.',
    'This Call-Off Contract is made on 1 March 2030 under the Framework Agreement.',
    'We call the bike on 3 days\' notice for its annual service.',
  ])('near miss: %s', (text) => {
    expect(anyOf(CONTACT_POINT_STRONG_CUES, 'Communication', text)).toBe(false);
  });
});

describe('children supervised or escorted by an adult is Safety and Security', () => {
  it.each([
    'Pupils under 10 must be supervised by a parent in the pool area.',
    'Riders under 16 must be escorted by an adult on the trail.',
  ])('%s', (text) => {
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(true);
    expect(categoriesOf(SHOP, text)).toContain('Safety and Security');
  });
  it.each([
    'The works must be supervised by a qualified engineer.',
    'The parent must sign the consent form before the ride.',
  ])('near miss: %s', (text) => {
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(false);
  });
});

describe('the contract rescinded is Term & Termination', () => {
  it.each([
    'The Buyer may rescind this Contract if the delay exceeds 180 days.',
    'The Seller will be entitled to rescind the agreement by written notice.',
    'Upon rescission of this Contract, the Builder shall refund the instalments paid.',
  ])('%s', (text) => {
    expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Term & Termination');
  });
  it.each([
    'If a painting proves to be a forgery, we may rescind the sale and you will refund the price.',
    'The deposit is held in escrow until the end of the rescission period.',
  ])('near miss: %s', (text) => {
    expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h110cat)', () => {
  it('each one', () => {
    const units = ['vary the a b c ', 'render to a b c statements ', 'insuring insuring ', 'contract is made and and ', 'in consideration of the sum of ', 'budget of of ', 'call our a b c on 1 ', 'call the A\'s b c d on ((( ', 'supervised a b c by ', 'rescind the upon rescission of the '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [anyOf(TERMS_AMENDED_STRONG_CUES, 'Amendments', text), anyOf(STATEMENT_SENT_STRONG_CUES, 'Communication', text), anyOf(INSURANCE_CUES, 'Insurance', text), anyOf(CONTRACT_START_STRONG_CUES, 'Term & Termination', text), anyOf(SUM_STATED_STRONG_CUES, 'Pricing & Taxes', text), anyOf(CONTACT_POINT_STRONG_CUES, 'Communication', text), anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text), isSignerRow(`Seen by the ${text}: A`), anyOf(END_STRONG_CUES, 'Term & Termination', text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(9);
    }
  });
});
