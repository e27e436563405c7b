/**
 * Set 82's categories, part 2 (issue 18, h105c82): a batch called "a delivery" judged is Deliverables (C171); a sale's
 * defects answered for and a thing sold as it is (C172); a service among the client's own rooms and things, and a
 * hire's fuel, pick-up and return (C173). Sentences written for these tests, none taken from a labelled set; each rule
 * with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_JUDGED_STRONG_CUES, DEEMED_ACCEPTANCE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-deliverable-acceptance.js';
import { SOLD_AS_SEEN_VETOES, TITLE_COVENANT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-title-covenants.js';
import { THING_PROVIDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-things-provided.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf } from './set-cue-helpers.js';

const SERVICE = 'This Contract is made between the Town Council of Oakmere (the "Council") and Reedbed Surveys Inc. (the "Contractor").';
const DEED = 'This deed is made between Tomas Rivera of Leeds (hereinafter "the Seller") and Helen Moss of York (hereinafter "the Buyer").';
const HIRE = 'These terms are between Harbour Hire Ltd ("Harbour", "we" or "us") and the person who books ("you").';

const fires = (list: readonly (readonly [RegExp, string])[], category: string, text: string): boolean => list.some(([re, c]) => c === category && re.test(text));

describe('C171: a batch called "a delivery" sampled, rejected, redone or deemed accepted is Deliverables', () => {
  it.each([
    'The Council checks a sample of each delivery and may reject a delivery in which more than 1% of the pages are blurred.',
    'The Contractor rescans a rejected delivery within ten days.',
    'A delivery not rejected within ten days after it is received is deemed accepted.',
  ])('%s → Deliverables, no Delivery', (text) => {
    const got = categoriesOf(SERVICE, text);
    expect(got).toContain('Deliverables');
    expect(got).not.toContain('Delivery');
  });
  it('near miss: a delivery refused for lateness, a delivery date, goods delivered', () => {
    expect(fires(DEEMED_ACCEPTANCE_VETOES, 'Delivery', 'The Buyer may reject a delivery that arrives late.')).toBe(false);
    expect(fires(BATCH_JUDGED_STRONG_CUES, 'Deliverables', 'The Buyer may reject the delivery date proposed by the Seller.')).toBe(false);
    expect(fires(BATCH_JUDGED_STRONG_CUES, 'Deliverables', 'The Seller delivers the goods to the Buyer\'s yard.')).toBe(false);
    expect(fires(DEEMED_ACCEPTANCE_VETOES, 'Delivery', 'The Contractor delivers the scans to the Council every four weeks.')).toBe(false);
  });
});

describe("C172: a sale's defects answered for, and a thing sold as it is", () => {
  it('hidden defects answered for: Liability and Warranties', () => {
    const got = categoriesOf(DEED, 'The Seller answers for hidden defects for two years after the day of possession.');
    expect(got).toEqual(expect.arrayContaining(['Liability', 'Warranties']));
  });
  it('"answers for" a loss is Liability', () => {
    expect(fires(TITLE_COVENANT_STRONG_CUES, 'Liability', 'The Carrier answers for any loss of the goods in transit.')).toBe(true);
  });
  it('sold in the condition it is in: Warranties, no Asset Use', () => {
    const got = categoriesOf(DEED, 'The house is sold in the condition in which it is on the day of signature.');
    expect(got).toContain('Warranties');
    expect(got).not.toContain('Asset Use');
  });
  it('a defect the buyer could have found in its inspection: Warranties and Liability, no Audits', () => {
    const got = categoriesOf(DEED, 'The Seller is not liable for any defect that the Buyer could have found in that inspection.');
    expect(got).toEqual(expect.arrayContaining(['Liability', 'Warranties']));
    expect(got).not.toContain('Audits');
  });
  it('near miss: answering for a person or a question, a hired thing given back as received, an inspection of its own', () => {
    expect(fires(TITLE_COVENANT_STRONG_CUES, 'Liability', 'The Manager answers for the Company at the meeting.')).toBe(false);
    expect(fires(TITLE_COVENANT_STRONG_CUES, 'Warranties', 'The Hirer returns the boat in the condition in which it was received.')).toBe(false);
    expect(fires(SOLD_AS_SEEN_VETOES, 'Audits', 'The Buyer may carry out an inspection of the house before completion.')).toBe(false);
  });
});

describe("C173: a service among the client's rooms and things", () => {
  it.each([
    'The Council gives the Contractor\'s staff access to the archive from 9 am to 5 pm.',
    'The Council provides desks, power and a telephone line, but no scanners.',
    'The Contractor shall handle each file with clean gloves.',
    'The Contractor shall put each box back on its shelf at the end of each day.',
    'The Contractor stores the scans only on the drives the Council supplies.',
    'The Contractor carries out all photography in the Council\'s strongroom.',
  ])('%s → Asset Use', (text) => expect(categoriesOf(SERVICE, text)).toContain('Asset Use'));
  it('near miss: access to inspect, access to data, papers sent, the work done at a place named otherwise', () => {
    const asset = (text: string) => fires(THING_PROVIDED_STRONG_CUES, 'Asset Use', text);
    expect(asset('The Contractor gives the Council access to its archive to inspect the records of the work.')).toBe(false);
    expect(asset('The Council gives the Contractor access to its database.')).toBe(false);
    expect(asset('The Contractor shall send each file to the Council by e-mail.')).toBe(false);
    expect(asset('The Contractor carries out the survey in the town centre.')).toBe(false);
    expect(asset('The Contractor provides a report on the archive.')).toBe(false);
  });
});

describe("C173: a hire's fuel, pick-up and return, and the thing checked when given back", () => {
  it.each([
    'Fuel: the van comes with a full tank; a tank not returned full costs GBP 2 a litre.',
    'Pick-up and return: at the station or at our yard, at no charge.',
    'We check the van with you when you return it and note any new damage on the form.',
  ])('%s → Asset Use', (text) => expect(categoriesOf(HIRE, text)).toContain('Asset Use'));
  it('near miss: a fuel surcharge said in a sentence, goods checked on arrival', () => {
    const asset = (text: string) => fires(THING_PROVIDED_STRONG_CUES, 'Asset Use', text);
    expect(asset('The price includes a fuel surcharge: 5%.')).toBe(false);
    expect(asset('We check the goods when they arrive.')).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h105c82, part 2)', () => {
  it('each one', () => {
    const units = ['reject a delivery ', 'sample of of ', 'answers for for ', 'is sold as ', 'gives Aa access to the ', 'on the drives drives ', 'handle each each ', 'check the car car '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [
          BATCH_JUDGED_STRONG_CUES.some(([re]) => re.test(text)),
          DEEMED_ACCEPTANCE_VETOES.some(([re]) => re.test(text)),
          TITLE_COVENANT_STRONG_CUES.some(([re]) => re.test(text)),
          SOLD_AS_SEEN_VETOES.some(([re]) => re.test(text)),
          THING_PROVIDED_STRONG_CUES.some(([re]) => re.test(text)),
        ];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(5);
    }
  });
});
