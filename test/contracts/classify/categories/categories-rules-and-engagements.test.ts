/**
 * Issue 18, h77cat (the held-out sets' weakest categories, part 12): a party's duty to comply with rules, policies,
 * conditions, directions, permits or a scheme is Responsibilities (C63's compliance, said of rules that are no law by
 * name); an operative engagement of a party and the contractor's supply of all labour and materials are Scope of Work
 * (what the work is); the signing formula "aware of its content and legal scope" is no Scope of Work
 * (category-cues-rules-and-engagements.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ENGAGEMENT_CUES, RULES_KEPT_CUES, SIGNING_FORMULA_VETOES,
} from '../../../../src/contracts/classify/categories/cues/category-cues-rules-and-engagements.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Owner") and Birch Ltd ("Contractor").';
const categoriesOf = categoriesAfter(PREAMBLE);
const fires = (list: readonly (readonly [RegExp, string])[], text: string): boolean => list.some(([re]) => re.test(text));

describe('a duty to comply with rules, policies, conditions, directions, permits or a scheme is Responsibilities (h77cat)', () => {
  it.each([
    'The Caterer must comply with the venue\'s rules on waste and noise.',
    'The Contractor shall comply with the Owner\'s parking and access policies while working at the depot.',
    'The Licensee shall comply with all conditions of the planning permission for the kiosk.',
    '(c) comply with the reasonable directions of the harbour master;',
    'The Grower complies with the conditions of its water abstraction licence.',
    'The Farmer shall comply with all permits issued for the drainage works.',
  ])('%s', (text) => {
    expect(fires(RULES_KEPT_CUES, text)).toBe(true);
    expect(categoriesOf(text)).toContain('Responsibilities');
  });
  it.each([
    // A rule of a named subject: that subject's category (safety, privacy, records), biosecurity too.
    'The Contractor shall comply with the Owner\'s site safety rules.',
    'The Grower must comply with the Integrator\'s biosecurity rules at every visit.',
    'The Tenant shall comply with the privacy policy of the building manager.',
    // No party's duty: goods made to comply, rules changed, a contract's own terms.
    'All goods supplied by the Seller shall comply with the conditions of sale.',
    'The Club may change the rules of the loyalty programme by notice to members.',
    'The Lessee shall comply with the terms of this lease.',
  ])('not: %s', (text) => {
    expect(fires(RULES_KEPT_CUES, text)).toBe(false);
  });
});

describe('an operative engagement and all labour and materials supplied are Scope of Work (h77cat)', () => {
  it.each([
    'The Museum engages the Conservator to restore the altarpiece in the north chapel.',
    'The Hotel hereby engages the Band as its resident musicians for the summer season.',
    'The Council commissions the Consultant with the survey of the town\'s bridges.',
    'ACME LTD engages THE AGENCY to run its spring campaign in the national press.',
    'The Contractor shall provide all labour, plant and materials needed to build the boundary wall.',
    'The Builder will furnish all labor and materials for the renovation of the kitchen.',
    'The Decorator supplies all staff, tools and materials for the works.',
  ])('%s', (text) => {
    expect(fires(ENGAGEMENT_CUES, text)).toBe(true);
    expect(categoriesOf(text)).toContain('Scope of Work');
  });
  it.each([
    // A recital's wish, a duty to engage someone, a subcontractor engaged, "engages in", staff a party engages.
    'The Owner wishes to engage the Manager to run the hotel.',
    'The Contractor shall engage a qualified electrician to test the installation.',
    'The Contractor engages Subcontractors to carry out the roofing only with the Owner\'s consent.',
    'The Agent engages in no other business that competes with the Principal.',
    'The staff whom the Supplier engages to work at the site remain its employees.',
    // One resource alone, or labour with no list of materials.
    'The Employer shall provide all materials for the works.',
    'The Supplier shall provide all labour needed to install the Equipment.',
    'Each party shall provide all information and equipment reasonably requested by the other.',
  ])('not: %s', (text) => {
    expect(fires(ENGAGEMENT_CUES, text)).toBe(false);
  });
});

describe('the signing formula "aware of its content and legal scope" is no Scope of Work (h77cat)', () => {
  it.each([
    'Having read this agreement and being aware of its content and legal scope, the parties sign it in Monterrey on 3 May 2027.',
    'The parties, informed of its contents and legal effects, sign this contract in two copies.',
  ])('%s', (text) => {
    expect(fires(SIGNING_FORMULA_VETOES, text)).toBe(true);
    expect(categoriesOf(text)).not.toContain('Scope of Work');
  });
  it.each([
    'The Contractor is aware of the content and scope of the Works described in Annex 1.',
    'Roof repairs are outside the scope of this Agreement.',
  ])('not: %s', (text) => {
    expect(fires(SIGNING_FORMULA_VETOES, text)).toBe(false);
    expect(categoriesOf(text)).toContain('Scope of Work');
  });
});

describe('the three cues are about the words, not the names (h77cat)', () => {
  it('an engagement reads whatever the two parties are called', () => {
    const name = fc.constantFrom('Museum', 'Hospital', 'Client', 'Owner', 'Council', 'Company');
    const other = fc.constantFrom('Conservator', 'Consultant', 'Broker', 'Agency', 'Physician', 'Provider');
    fc.assert(fc.property(name, other, (a, b) => fires(ENGAGEMENT_CUES, `The ${a} engages the ${b} to carry out the survey.`)
      && !fires(ENGAGEMENT_CUES, `The ${a} wishes to engage the ${b} to carry out the survey.`)));
  });
  it('a duty to comply with a thing\'s rules reads whatever the thing is, and yields to a safety word beside it', () => {
    const owner = fc.constantFrom('the venue\'s', 'the port\'s', 'the Centre\'s', 'University\'s', 'the Landlord\'s');
    const rules = fc.constantFrom('rules', 'policies', 'conditions of entry', 'directions');
    fc.assert(fc.property(owner, rules, (o, r) => fires(RULES_KEPT_CUES, `The Contractor shall comply with ${o} ${r}.`)
      && !fires(RULES_KEPT_CUES, `The Contractor shall comply with ${o} safety ${r}.`)));
  });
});
