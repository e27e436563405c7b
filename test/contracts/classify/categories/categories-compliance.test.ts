/**
 * A party's own compliance with the law in other words (by-laws, all applicable laws, a named standard) is
 * Responsibilities; a law named by its subject keeps that subject's category (issue 18, h33c43;
 * category-cues-compliance.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { COMPLIANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-compliance.js';
import { cuedBy, expectEach, expectReads } from '../cue-tables.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const cued = cuedBy(COMPLIANCE_CUES, 'Responsibilities');

describe('Responsibilities: a party complies with the law', () => {
  it('by-laws, all applicable laws, a named standard in a list item', () => {
    expectReads(one, [
      ['The Reseller shall comply with all applicable laws in marketing the Products.', ['Responsibilities']],
      ['(b) comply with the Payment Card Industry Data Security Standard;', ['Responsibilities']],
    ]);
    expectEach(cued, [
      'The Contractor shall comply with all by-laws of the municipality that apply to the Site.',
      'Each party shall comply with all export control laws that apply to it.',
      'It must comply with the national forestry regulations.',
    ], true);
  });
  it('not a law named by its subject, a promise that something complies, nor goods made to comply', () => {
    expectReads(one, [
      ['The Contractor shall comply with all health and safety regulations on the Site.', ['Safety and Security']],
      ['The Processor shall comply with all data protection laws.', ['Privacy']],
      ['The Contractor shall comply with the public records laws of the State and keep records for five years.', ['Audits']],
    ]);
    expectEach(cued, [
      'The Supplier warrants that the Goods comply with all applicable laws.',
      'The Goods shall comply with the standards in Schedule 1.',
      'All programming supplied by the Studio shall comply with the Broadcasting Code.',
    ], false);
  });
  it('a law by its own name, and an item "to comply" under a lead-in (h68cat)', () => {
    expectEach(cued, [
      'The Grower shall comply with the Weeds Act 1959 and all orders under it.',
      'The Broker shall comply with the Anti-Money Laundering Statute of the Territory.',
      'The Lender will comply with Regulation Z in every statement it sends.',
      'The Contractor shall comply with the Transfer of Undertakings (Protection of Employment) Regulations 2006.',
      '(c) to comply with the rules and regulations of the national rowing federation;',
      'The Agent shall comply with the Estate Agents Act 1979, the Consumer Protection Regulations and the Code of Practice of its trade body.',
    ], true);
    expectReads(one, [
      ['The Operator shall comply with the Waste Framework Directive in disposing of the ash.', ['Responsibilities']],
    ]);
  });
  it('not a law whose own name says its subject, a thing made to comply, nor an act that is no law (h68cat)', () => {
    expectEach(cued, [
      'The Contractor shall comply with the Health and Safety at Work etc. Act 1974.',
      'The Agency shall comply with the Data Privacy Act when it handles members\' details.',
      'The Supplier warrants that it shall comply with the Bribery Act 2010.',
      'The Grower shall comply with the Plant Health Act 1967 and all orders under it.',
      'The Company shall act in accordance with the Act.',
      '(c) to deliver the Goods in accordance with the Act;',
    ], false);
  });
  it('the card schemes\' standard bills nothing', () => {
    expect(one('(b) comply with the Payment Card Industry Data Security Standard;')).not.toContain('Payment Terms & Billing');
  });
});
