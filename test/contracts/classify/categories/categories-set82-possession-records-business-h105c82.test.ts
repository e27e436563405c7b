/**
 * Set 82's categories, part 4 (issue 18, h105c82): a property sold handed over on its day of possession (C74: Delivery);
 * a client's records not disclosed and their copies deleted (Confidentiality, no IP); the business the contract rests on
 * sold, pledged, leased or closed (Business Continuity). Sentences written for these tests, none taken from a labelled
 * set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { SALE_POSSESSION_STRONG_CUES, SALE_POSSESSION_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { DISCLOSURE_BAR_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-disclosure-bars.js';
import { INTELLECTUAL_PROPERTY_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { BUSINESS_PASSING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-business-passing.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf } from './set-cue-helpers.js';

const DEED = 'This deed is made between Tomas Rivera of Leeds (hereinafter "the Seller") and Helen Moss of York (hereinafter "the Buyer").';
const SERVICE = 'This Contract is made between the Town Council of Oakmere (the "Council") and Reedbed Surveys Inc. (the "Contractor").';
const PARTNERS = 'This agreement is made between Tomas Rivera of Leeds (hereinafter "the Entrepreneur") and Helen Moss of York (hereinafter "the Silent Partner").';

const fires = (list: readonly (readonly [RegExp, string])[], text: string): boolean => list.some(([re]) => re.test(text));

describe('C74: a property sold handed over on its day of possession', () => {
  it.each([
    'The Buyer takes possession of the house on 1 June 2042.',
    'The Seller hands over all keys to the Buyer on the day of possession.',
    'Until the day of possession the Seller bears the risk of the house, and from that day the Buyer bears it.',
  ])('%s → Delivery', (text) => expect(categoriesOf(DEED, text)).toContain('Delivery'));
  it('the keys handed over on that day are no hired thing used', () => {
    expect(categoriesOf(DEED, 'The Seller hands over all keys to the Buyer on the day of possession.')).not.toContain('Asset Use');
  });
  it("near miss: a tenant's keys at the lease's end, possession taken of no day", () => {
    expect(fires(SALE_POSSESSION_STRONG_CUES, 'The Tenant hands back all keys at the end of the lease.')).toBe(false);
    expect(fires(SALE_POSSESSION_VETOES, 'The Tenant hands over the keys when the lease ends.')).toBe(false);
    expect(fires(SALE_POSSESSION_STRONG_CUES, 'The Landlord may take possession of the flat if the rent is unpaid.')).toBe(false);
  });
});

describe("a client's records kept from others: Confidentiality, no IP", () => {
  it('not disclosed or published, copies deleted', () => {
    const barred = categoriesOf(SERVICE, 'The Contractor shall not copy, disclose or publish any file except to the Council.');
    expect(barred).toContain('Confidentiality');
    expect(barred).not.toContain('Intellectual Property');
    expect(categoriesOf(SERVICE, 'At the end, the Contractor deletes every copy of the scans from its own computers.')).toContain('Confidentiality');
  });
  it('near miss: a work copied or published stays IP; files sent are no bar', () => {
    expect(categoriesOf(SERVICE, 'The Licensee shall not copy or publish any photograph except as this licence allows.')).toContain('Intellectual Property');
    const veto = INTELLECTUAL_PROPERTY_VETOES.filter(([re]) => re.test('The Licensee shall not publish the files of the Software.'));
    expect(veto.some(([, c]) => c === 'Intellectual Property')).toBe(false);
    expect(fires(DISCLOSURE_BAR_STRONG_CUES, 'The Contractor shall send each file to the Council.')).toBe(false);
  });
});

describe('the business the contract rests on sold, pledged, leased or closed', () => {
  it.each(['e. not to sell, pledge or lease the Business without the written consent of the Silent Partner.', 'The Entrepreneur closes the Business for the winter.'])('%s → Business Continuity', (text) =>
    expect(categoriesOf(PARTNERS, text)).toContain('Business Continuity'),
  );
  it('near miss: goods sold in the ordinary course of business, a thing leased by its own name', () => {
    expect(fires(BUSINESS_PASSING_STRONG_CUES, 'The Entrepreneur may sell stock in the ordinary course of business.')).toBe(false);
    expect(fires(BUSINESS_PASSING_STRONG_CUES, 'The Entrepreneur may lease the Kiosk to a third party.')).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h105c82, part 4)', () => {
  it('each one', () => {
    const units = ['takes possession of the the ', 'hands over keys keys ', 'until the day of possession ', 'not aa, bb, disclose any ', 'deletes every copy of the ', 'sell, pledge, lease the '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [fires(SALE_POSSESSION_STRONG_CUES, text), fires(SALE_POSSESSION_VETOES, text), fires(DISCLOSURE_BAR_STRONG_CUES, text), fires(INTELLECTUAL_PROPERTY_VETOES, text), fires(BUSINESS_PASSING_STRONG_CUES, text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(5);
    }
  });
});
