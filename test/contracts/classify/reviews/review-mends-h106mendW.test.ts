/**
 * Mends of session 69's second re-read (issue 18, h106mendW; findings 4, 8, 9 and 10 of h106rev2): each reviewer's probe
 * must not come back to its wrong reading, and the sentence each rule was written for still reads as before (near
 * misses). Sentences written for the rules, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { IN_PLACE_ON, signingPlaceOn } from '../../../../src/contracts/classify/document/place-of-making.js';
import { assignsShareOrQuota } from '../../../../src/contracts/classify/categories/cues/category-cues-shares-assigned.js';
import { PERILS_EXCLUDED_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { GUARANTEE_THAT } from '../../../../src/contracts/classify/categories/cues/category-cues-commercial.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { effective } from '../facts-readers.js';
import { documentCategories } from '../categories/set-cue-helpers.js';

const labels = (...texts: string[]): string[] => documentCategories(texts).at(-1)!;
const SALE = ['AGREEMENT OF SALE', 'The Seller sells the boat "Tern" to the Buyer for EUR 20,000.'];

describe('4. the perils window of an insurance cover stops at the clause that excuses', () => {
  it('an excusing clause after ", and" keeps its Force Majeure', () => {
    const l = labels('The Contractor shall insure the Works against fire, and neither party shall be liable for any delay caused by an earthquake or a flood.');
    expect(l).toContain('Force Majeure');
    expect(l).toContain('Insurance');
  });
  it('near misses: the perils a cover insures against, or a warranty leaves out, are still no Force Majeure', () => {
    expect(labels('The Contractor shall insure the Works against fire, flood and earthquake.')).not.toContain('Force Majeure');
    expect(labels('The Landlord shall keep the building insured against fire, storm, flood and earthquake.')).not.toContain('Force Majeure');
    expect(labels('The warranty does not cover damage caused by a cyclone.')).not.toContain('Force Majeure');
  });
  it('reads linearly on hostile text', () => {
    const [re] = PERILS_EXCLUDED_NOT_SAID[0];
    const run = (text: string) => () => { re.lastIndex = 0; return re.test(text) ? 1 : 0; };
    expect(readsLinearly((n) => run(`insured against ${', an'.repeat(n / 4)}`))).toBeGreaterThanOrEqual(0);
    expect(readsLinearly((n) => run(`warranty does not cover ${'liabl '.repeat(n / 6)}`))).toBeGreaterThanOrEqual(0);
  });
});

describe('8. a present share transfer said with its consent or condition keeps Assignments (C178)', () => {
  it('the consented transfer is no operative clause', () => {
    expect(assignsShareOrQuota('The Seller transfers its shares in the Company to the Buyer only with the consent of the Board.')).toBe(false);
    expect(labels('The Seller transfers its shares in the Company to the Buyer only with the consent of the Board.')).toContain('Assignments');
    expect(assignsShareOrQuota('The Shareholder sells its shares to the Purchaser subject to the pre-emption rights of the other Shareholders.')).toBe(false);
  });
  it('near misses: the operative transfer, numbered or not, is still the contract\'s object', () => {
    expect(assignsShareOrQuota('The Seller hereby transfers to the Buyer all of its shares in the Company.')).toBe(true);
    expect(assignsShareOrQuota('1.2 Party A assigns to Party B his quota of MOP 50,000 in Party D for the price of MOP 1,800,000.')).toBe(true);
    expect(assignsShareOrQuota('2.  The Seller sells to the Buyer its shares in the Company.')).toBe(true);
    expect(labels('The Seller hereby transfers to the Buyer all of its shares in the Company.')).not.toContain('Assignments');
  });
  it('reads linearly on hostile text', () => {
    const run = (text: string) => () => (assignsShareOrQuota(text) ? 1 : 0);
    expect(readsLinearly((n) => run(`${'A '.repeat(n / 2)}transfers its shares`))).toBeGreaterThanOrEqual(0);
    expect(readsLinearly((n) => run(`1.1 The Seller transfers its ${'consen '.repeat(n / 7)}`))).toBeGreaterThanOrEqual(0);
  });
});

describe('9. a guarantor\'s "guarantees … that:" gives its items no Warranties', () => {
  it('the surety\'s promise under its lead-in is the payment, not a warranty', () => {
    expect(labels('The Guarantor guarantees to the Landlord that:', '(a) the Tenant will pay the rent on time;')).toEqual(['Payment Terms & Billing']);
  });
  it('"repay" is a surety\'s promise too', () => {
    expect(GUARANTEE_THAT[0].test('The Guarantor guarantees to the Bank that the Borrower will repay the loan.')).toBe(false);
    expect(labels('The Guarantor guarantees to the Bank that the Borrower will repay the loan.')).not.toContain('Warranties');
  });
  it('near misses: a party\'s warranted facts keep the lead-in\'s Warranties; a result guaranteed is a warranty', () => {
    expect(labels('The Seller declares and guarantees to the Buyer that:', '(a) no claim is pending against the Company.')).toContain('Warranties');
    expect(labels('The Seller represents and warrants to the Buyer that:', '(b) the Company will pay its taxes when due.')).toContain('Warranties');
    expect(labels('The Supplier guarantees that the System will generate 500 kWh a day.')).toContain('Warranties');
  });
});

describe('10. "At <town>, on" dates the signing unless the town is a deal\'s moment', () => {
  it('towns that are common English words are places', () => {
    for (const t of ['Split', 'Mobile', 'Orange']) expect(signingPlaceOn(`At ${t}, on `)).toBe(true);
    expect(effective(...SALE, 'At Split, on 1 June 2030.')).toEqual(['2030-06-01']);
    expect(effective(...SALE, 'At Mobile, on 1 June 2030.')).toEqual(['2030-06-01']);
  });
  it('near misses: a moment of the deal after "At" dates nothing', () => {
    for (const m of ['Completion', 'Practical Completion', 'CLOSING', 'Settlement', 'Exchange', 'Signing', 'Handover'])
      expect(signingPlaceOn(`At ${m}, on `)).toBe(false);
    expect(signingPlaceOn('AT CLOSING, ON ')).toBe(false);
    expect(IN_PLACE_ON.test('At Settlement, on ')).toBe(true);
    expect(effective(...SALE, 'At Settlement, on 1 June 2030.')).toEqual([]);
    expect(effective(...SALE, 'At Vigo, on 1 June 2030.')).toEqual(['2030-06-01']);
  });
});
