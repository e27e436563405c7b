/**
 * Set 83's categories left by h106c83 and the weakest held-out sets 75, 64 and 60 (issue 18, h107cat): water drawn from
 * a party's spring or well (C187), the client's goods handed back worked on (C188), a performance security measured by
 * the contract (C189), the work's data, results and reports owned (C190), the seller of its lot or property making the
 * buyer respect or covenant to observe the deed (C76), a road reserve built on (C113), work considered accepted when no
 * objection is stated (C109), and a guarantee's relative clause that promises nothing. Sentences written for these
 * tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { LAND_USED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-land-used.js';
import { BUYER_BOUND_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-business-continuity.js';
import { PROCESSED_RETURNED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { INSURANCE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { PRODUCT_OWNED } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { DELIVERABLE_ACCEPTANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deliverable-acceptance.js';
import { GUARANTEE_THAT } from '../../../../src/contracts/classify/categories/cues/category-cues-commercial.js';
import { PRICE_TABLE_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { LOSS_COMPENSATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, categoriesOfAll } from './set-cue-helpers.js';

const DEED = 'This deed is made between Tom Rivers of Leeds ("the First Party") and Ann Rivers of York ("the Second Party").';
const LAUNDRY = 'This contract is made between Harbour Laundry Ltd (the "Laundry") and Oak Hotel Ltd (the "Hotel").';
const WORKS = 'This Contract is made between the Town Council of Leeds (the "Council") and Harbour Build Ltd (the "Contractor").';
const SURVEY = 'This agreement is made between Harbour Estates Ltd (the "Company") and Oak Survey Ltd (the "Consultant").';
const CARRIER = 'These terms are between Harbour Parcels Ltd ("we" or "us") and the person who sends a parcel ("you").';
const REPAIR = 'This agreement is made between Oak Carpets Ltd (the "Workshop") and Ann Rivers (the "Customer").';


describe('water a party takes, draws or pumps from the other\'s spring or well is Asset Use (C187)', () => {
  it.each([
    'The First Party allows the Second Party to draw water from the spring on the upper field for the cottage.',
    'The Second Party shall not take more than 800 litres of water in any one week.',
    'The Second Party may pump water from the borehole for its sheep.',
    'The First Party shall permit the Second Party to draw water for the garden from the standpipe in the yard.',
  ])('%s', (text) => {
    expect(categoriesOf(DEED, text)).toContain('Asset Use');
  });
  it.each([
    'The Second Party must not abstract water from the Ouse River without a permit.',
    'The Second Party may take water from the lake for its cattle.',
    'The First Party shall take water samples from the tank each month.',
    'The Second Party keeps a fire pump and 500 litres of water at the barn.',
  ])('near miss: %s', (text) => {
    expect(LAND_USED_STRONG_CUES.some(([re]) => re.test(text))).toBe(false);
  });
  it('a road reserve built on or planted is its land used (C113)', () => {
    expect(categoriesOf(DEED, 'Neither party may build on the Road Reserve or plant trees on it.')).toContain('Asset Use');
  });
});

describe('the seller of its lot or property making the buyer respect or covenant to observe the deed (C76)', () => {
  it.each([
    'A party who sells its cottage shall require the buyer to respect the right of way in clause 2.',
    'A party who sells its house shall procure that the buyer covenants with the other party to observe this Deed.',
  ])('%s', (text) => {
    expect(categoriesOf(DEED, text)).toContain('Business Continuity');
  });
  it('an item of covenants', () => {
    const [, item] = categoriesOfAll(DEED, ['The First Party covenants to:', '(c) not sell or let the orchard without requiring the buyer or tenant to enter into a deed with the Second Party on the same terms as this Deed;']);
    expect(item).toContain('Business Continuity');
  });
  it.each([
    'The Seller shall require the Buyer to enter into a separate agreement for the spare parts.',
    'The First Party sells the hay to the Second Party and shall require the carrier to respect the delivery window.',
    'Each party shall require its tenant to respect the right of way.',
  ])('near miss: %s', (text) => {
    expect(BUYER_BOUND_STRONG_CUES.some(([re]) => re.test(text))).toBe(false);
  });
});

describe('the client\'s goods handed back worked on are their Delivery (C188)', () => {
  it.each([
    'The Laundry returns the cleaned tablecloths within two days after collection.',
    'The Laundry shall complete the work and return the curtains within 20 days after receiving them.',
    'The Hotel collects the finished curtains from the Laundry\'s workshop.',
  ])('%s', (text) => {
    expect(categoriesOf(LAUNDRY, text)).toContain('Delivery');
  });
  it('a cremation\'s ashes returned', () => {
    expect(PROCESSED_RETURNED_STRONG_CUES.some(([re]) => re.test('We return the ashes to you within seven days, in the urn you choose.'))).toBe(true);
  });
  it.each([
    'If the Hotel does not collect the finished curtains within a month, the Laundry may charge a storage fee of GBP 5 a week.',
    'You must pay the balance before we return the ashes.',
    'The Hotel shall return the empty crates within 30 days.',
    'The Laundry shall return the Hotel\'s keys at the end of the term.',
  ])('near miss: %s', (text) => {
    expect(PROCESSED_RETURNED_STRONG_CUES.some(([re]) => re.test(text))).toBe(false);
  });
});

describe('a performance security measured by the contract is Insurance alone (C189)', () => {
  it('its share of the price and its validity after the end', () => {
    const cats = categoriesOf(WORKS, 'The Contractor shall give the Council a performance bond for 10% of the contract price, valid until three months after the end of this Contract.');
    expect(cats).toContain('Insurance');
    expect(cats).not.toContain('Pricing & Taxes');
    expect(cats).not.toContain('Term & Termination');
  });
  const vetoes = (text: string): string[] => INSURANCE_VETOES.filter(([re]) => re.test(text)).map(([, c]) => c);
  it('each veto alone', () => {
    expect(vetoes('Within 14 days the Contractor delivers a bank guarantee in the amount of 5% of the value of the Contract without VAT.')).toEqual(['Pricing & Taxes']);
    expect(vetoes('The letter of credit shall remain in force until 60 days after the expiry of this Agreement.')).toEqual(['Term & Termination']);
  });
  it.each([
    'The Council may terminate this Contract if the bank guarantee is not valid until 30 days after the end of this Contract.',
    'The Contractor shall pay a fee of 2% of the contract price for the guarantee.',
    'The Contractor shall keep the site secure until 30 days after the end of this Contract.',
  ])('near miss: %s', (text) => {
    expect(vetoes(text)).toEqual([]);
  });
});

describe('the work\'s data, results and reports owned are Intellectual Property (C190)', () => {
  it.each([
    'The Company owns the survey data and the reports the Consultant prepares.',
    'All test results belong to the Company.',
    'The Company keeps ownership of the Data, and the Consultant owns the results of its own analyses.',
  ])('%s', (text) => {
    expect(categoriesOf(SURVEY, text)).toContain('Intellectual Property');
  });
  it.each([
    'The Consultant acknowledges and agrees that the Company owns the data.',
    'WHEREAS the Company owns the survey data of the estate;',
    'The Consultant is responsible for backing up its own data.',
    'Customer data belongs to the Reseller\'s customers.',
  ])('near miss: %s', (text) => {
    expect(PRODUCT_OWNED.test(text)).toBe(false);
  });
});

describe('work considered accepted when no objection is stated (C109)', () => {
  it('the work accepted by silence', () => {
    expect(categoriesOf(REPAIR, 'If the Customer does not raise any objection within five days, the repairs are considered accepted.')).toContain('Deliverables');
  });
  it('near miss: an order accepted by silence is its answer', () => {
    const text = 'If the Workshop does not state any objection within five days, the order is considered accepted.';
    expect(DELIVERABLE_ACCEPTANCE_CUES.some(([re]) => re.test(text))).toBe(false);
  });
});

describe('a guarantee named by a relative clause promises nothing', () => {
  it('no warranty in the security', () => {
    expect(GUARANTEE_THAT[0].test('The Contractor has lodged a bank guarantee that shall remain in force until the final acceptance.')).toBe(false);
  });
  it('near miss: a guarantee that a thing will be so is a warranty', () => {
    expect(GUARANTEE_THAT[0].test('The Supplier guarantees that the pumps will deliver 40 litres a second.')).toBe(true);
  });
});

describe('compensation paid for a loss the clause names is Liability, its sum no price (C114)', () => {
  it('a sum paid "as compensation" after a thing lost', () => {
    const cats = categoriesOf(CARRIER, 'If we lose your parcel, we pay you GBP 300 as compensation.');
    expect(cats).toContain('Liability');
    expect(cats).not.toContain('Pricing & Taxes');
  });
  it('fair compensation for that damage', () => {
    const cats = categoriesOf(DEED, 'The Second Party shall make good any damage to the fences, or pay the First Party fair compensation for that damage.');
    expect(cats).toContain('Liability');
    expect(cats).not.toContain('Payment Terms & Billing');
  });
  it.each([
    'If the Buyer cancels, it shall pay fair compensation for work already done.',
    'If the Licensee fails to vacate, it pays compensation of GBP 500 for each day of delay.',
    'We pay you GBP 300 as compensation for the early end of your booking.',
  ])('near miss: %s', (text) => {
    expect(LOSS_COMPENSATED_STRONG_CUES.some(([re]) => re.test(text))).toBe(false);
  });
});

describe('a price row whose last cell is a contract mark before a whole figure (C9)', () => {
  const priced = (text: string): boolean => PRICE_TABLE_ROW_STRONG_CUES.some(([re]) => re.test(text));
  it.each(['Dinner and breakfast | Bs 95', 'Guided walk, half a day | Bs 60 per group of up to 8', 'Boat trip, two hours | Bs 250 | per boat'])('%s', (text) => {
    expect(priced(text)).toBe(true);
    expect(categoriesOf(LAUNDRY, text)).toContain('Pricing & Taxes');
  });
  it.each(['Plot on the price list | P 12', 'Table of contents | Bs 12 and 14', 'Room number | 12'])('near miss: %s', (text) => {
    expect(priced(text)).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h107cat)', () => {
  it('each one', () => {
    const units = ['take take more than 1 litres of ', 'draw the the water water ', 'build on the road road reserve ', 'sells sale require the buyer or tenant to ', 'procure that the buyer covenants with with ', 'return the finished finished ', 'before we return the the ', 'complete the work and and ', 'guarantee bond 10% of the valid until after the ', 'data data belongs belongs ', 'its own owns the the data ', 'does not state any objection considered ', 'guarantee that that ', 'lose lost pay you GBP 300 GBP as ', 'damage pay the A fair compensation for that ', 'a | Bs 1 Bs 12 per '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [LAND_USED_STRONG_CUES.some(([re]) => re.test(text)), BUYER_BOUND_STRONG_CUES.some(([re]) => re.test(text)), PROCESSED_RETURNED_STRONG_CUES.some(([re]) => re.test(text)), INSURANCE_VETOES.some(([re]) => re.test(text)), PRODUCT_OWNED.test(text), DELIVERABLE_ACCEPTANCE_CUES.some(([re]) => re.test(text)), GUARANTEE_THAT[0].test(text), LOSS_COMPENSATED_STRONG_CUES.some(([re]) => re.test(text)), PRICE_TABLE_ROW_STRONG_CUES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(9);
    }
  });
});
