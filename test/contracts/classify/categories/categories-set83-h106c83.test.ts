/**
 * Set 83's categories (issue 18, h106c83): every currency mark the money recognizer knows is an amount to the category
 * cues (Macao's "MOP", one list), a lead-in providing "the following services" and its items are Scope of Work, a
 * warranty made "to <party> that:" and its items are Warranties, a first-aid room names a place and a rate or service
 * level row gives no safety measure, a consumer's plan cancelled ends the contract, bought items collected or kept until
 * paid are their Delivery and the payment named as that moment bills nothing, a present assignment of a share or a
 * quota in a company is the contract's object, no Assignments (C178). Sentences written for these tests, none taken from a
 * labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, MONEY } from '../../../../src/contracts/classify/numbers/money-shapes.js';
import { PROVIDES_FOLLOWING } from '../../../../src/contracts/classify/categories/category-works-list-items.js';
import { GUARANTEE_THAT } from '../../../../src/contracts/classify/categories/cues/category-cues-commercial.js';
import { WORD_MARKS_BEFORE_FIGURE } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { PHYSICAL_SAFETY_CUES, PHYSICAL_SAFETY_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { END_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { GOODS_COLLECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { assignsShareOrQuota } from '../../../../src/contracts/classify/categories/cues/category-cues-shares-assigned.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, categoriesOfAll } from './set-cue-helpers.js';

const SHARES = 'This agreement is made between Tom Rivers ("Party A"), Ann Rivers ("Party B") and Harbour Cafe Ltd ("Party D").';
const CLINIC = 'This Schedule forms part of the agreement between Harbour Mines Ltd ("the Company") and Oak Clinic Ltd ("the Provider").';
const CLEAN = 'This Contract is made between the Town Council of Leeds (the "Council") and Harbour Clean Ltd (the "Contractor").';


describe('the amount cues read every currency mark the money recognizer knows', () => {
  const amount = new RegExp(AMOUNT, 'i');
  const money = new RegExp(MONEY, 'i');
  it('the marks that are words too come from the recognizer\'s own list', () => {
    expect(WORD_MARKS_BEFORE_FIGURE).toEqual(expect.arrayContaining(['MOP', 'TOP', 'BAM', 'ALL']));
  });
  it.each(['MOP 1,800,000', 'TOP 400,000.00', 'BAM 2,450.00', 'MOP 12,500 fees'])('%s is an amount', (text) => {
    expect(amount.test(text)).toBe(true);
    expect(money.test(text)).toBe(true);
  });
  it.each(['ALL 1,500 UNITS', 'the top 1,000 customers', 'MOP 12', 'all 25 members'])('near miss: %s is no amount', (text) => {
    expect(amount.test(text)).toBe(false);
  });
  it('a pataca price, a row and an instalment read Pricing & Taxes as a pound one does', () => {
    expect(categoriesOf(SHARES, 'The price of the share is MOP 950,000.')).toContain('Pricing & Taxes');
    expect(categoriesOf(SHARES, 'Party B shall pay Party D a fee of MOP 4,500 a month.')).toContain('Pricing & Taxes');
    expect(categoriesOf(SHARES, 'Supplier invoice outstanding: MOP 36,200')).toContain('Pricing & Taxes');
    const [, a] = categoriesOfAll(SHARES, ['Party B pays the price in two instalments:', '(1) MOP 400,000 when this agreement is signed; and']);
    expect(a).toEqual(expect.arrayContaining(['Payment Terms & Billing', 'Pricing & Taxes']));
  });
  it('near miss: a count after a word in capitals or a plural noun stays no price', () => {
    expect(categoriesOf(SHARES, 'THE BUYER SHALL ACCEPT ALL 1,500 UNITS.')).not.toContain('Pricing & Taxes');
    expect(categoriesOf(SHARES, 'The Buyer shall accept all 2,400 crates in one load.')).not.toContain('Pricing & Taxes');
  });
});

describe('a lead-in providing "the following services" and its items are Scope of Work', () => {
  it('the lead-in and each item', () => {
    const [lead, a, b] = categoriesOfAll(CLINIC, ['3.1 The Provider shall provide the following services to the Company\'s drivers:', '(a) eye tests once a year;', '(b) hearing tests for new drivers;']);
    expect(lead).toContain('Scope of Work');
    expect(a).toContain('Scope of Work');
    expect(b).toContain('Scope of Work');
  });
  it('"will perform the following work" and "carries out the following works" too', () => {
    const [lead, a] = categoriesOfAll(CLEAN, ['The Contractor will perform the following work:', '(a) sweeping the market square each morning;']);
    expect(lead).toContain('Scope of Work');
    expect(a).toContain('Scope of Work');
    expect(PROVIDES_FOLLOWING.test('2. The Contractor carries out the following works on the Beaches:')).toBe(true);
  });
  it('an item with words of its own keeps only those', () => {
    const [, a] = categoriesOfAll(CLEAN, ['The Contractor shall provide the following services to the Council:', '(a) sending the Council a report on each month\'s work;']);
    expect(a).not.toContain('Scope of Work');
  });
  it('near misses: documents, information or a sentence that does not end on its colon', () => {
    expect(PROVIDES_FOLLOWING.test('The Supplier shall provide the following documents:')).toBe(false);
    expect(PROVIDES_FOLLOWING.test('The Provider shall provide the following information to the Company:')).toBe(false);
    expect(PROVIDES_FOLLOWING.test('The Provider shall provide the following services only after the Company pays.')).toBe(false);
    const [, a] = categoriesOfAll(CLEAN, ['The Contractor shall provide the following documents:', '(a) a copy of its tax clearance;']);
    expect(a).not.toContain('Scope of Work');
  });
});

describe('a warranty made to a party ("declares and guarantees to Party B that:") and its items are Warranties', () => {
  it('the lead-in and its items, an item naming a claim too', () => {
    const [lead, a, b] = categoriesOfAll(SHARES, ['4. Party A declares and guarantees to Party B that:', '(1) she owns the share free of any pledge;', '(2) no claim is pending against Party D.']);
    expect(lead).toContain('Warranties');
    expect(a).toContain('Warranties');
    expect(b).toContain('Warranties');
  });
  it('"guarantees to the Buyer that" in one sentence', () => {
    expect(categoriesOf(SHARES, 'Party A guarantees to Party B that the accounts of Party D are true.')).toContain('Warranties');
  });
  it('near miss: a surety\'s promise to a party that another will pay stays no warranty', () => {
    expect(GUARANTEE_THAT[0].test('The Guarantor guarantees to the Landlord that the Tenant will pay the rent.')).toBe(false);
    expect(categoriesOf(SHARES, 'Party A guarantees to Party B that Party D will pay its debts.')).not.toContain('Warranties');
  });
  it('near miss: an item under a lead-in that promises nothing keeps only its own words', () => {
    const [, a] = categoriesOfAll(SHARES, ['Party D shall inform Party B that:', '(1) no claim is pending against it.']);
    expect(a).not.toContain('Warranties');
  });
});

describe('a first-aid room names a place; a rate or service level row gives no safety measure', () => {
  it.each([
    'The Company provides the first-aid room at the quarry, with water and light.',
    'The Provider keeps the first-aid room clean and tidy.',
    'The Provider treats small injuries at the first-aid room at the quarry.',
  ])('%s → no Safety and Security', (text) => expect(categoriesOf(CLINIC, text)).not.toContain('Safety and Security'));
  it.each(['Drug and alcohol test: NAD 310 per test', 'Nurse in the first-aid room: GBP 4,000 a month', 'Blood test after an accident: within 4 hours of the call'])('the row %s → no Safety and Security', (text) => {
    expect(categoriesOf(CLINIC, text)).not.toContain('Safety and Security');
  });
  it('near misses: a nurse kept in the room, a first-aid kit, a drug test before each shift and a guard\'s rate row stay safety', () => {
    expect(categoriesOf(CLINIC, 'The Provider keeps a qualified nurse in the first-aid room during each shift.')).toContain('Safety and Security');
    expect(categoriesOf(CLINIC, 'The Provider shall keep a first-aid kit in each ambulance.')).toContain('Safety and Security');
    expect(PHYSICAL_SAFETY_CUES.some(([re]) => re.test('The Provider shall keep a first aid kit on site.'))).toBe(true);
    const vetoed = (text: string): boolean => PHYSICAL_SAFETY_VETOES.some(([re]) => re.test(text));
    expect(vetoed('Drug and alcohol test: NAD 310 per test')).toBe(true);
    expect(vetoed('Security guard: USD 25 an hour')).toBe(false);
    expect(vetoed('Fire extinguisher check: within 24 hours')).toBe(false);
    expect(vetoed('The Contractor shall carry out a drug and alcohol test before each shift.')).toBe(false);
  });
});

describe('a consumer\'s plan cancelled ends the contract', () => {
  const LAYAWAY = 'These terms are between Harbour Home Ltd ("Harbour", "we" or "us") and the customer named on the form ("you").';
  it.each(['You may cancel your plan at any time by telling us in store.', 'We may cancel your layaway plan if you miss two payments.'])('%s → Term & Termination', (text) => {
    expect(categoriesOf(LAYAWAY, text)).toContain('Term & Termination');
  });
  it('near miss: a plan of the works or a drawing cancelled', () => {
    const ends = (text: string): boolean => END_STRONG_CUES.some(([re]) => re.test(text));
    expect(ends('The Engineer may cancel the plan of the second floor.')).toBe(false);
    expect(ends('The Architect shall cancel the drainage plan and issue a new one.')).toBe(false);
    expect(ends('You can cancel your plan at any time.')).toBe(true);
  });
});

describe('bought items collected or kept until paid are Delivery; the payment as the moment bills nothing', () => {
  const SHOP = 'These terms are between Harbour Home Ltd ("Harbour", "we" or "us") and the customer named on the form ("you").';
  it.each([
    'Collection: within 7 days after your final payment.',
    'Once you have paid in full, you collect your furniture from our store within 10 days.',
    'We hold the goods you reserve in our warehouse until you have paid the full price.',
    'Look at your items when you collect them and tell us about any fault.',
  ])('%s → Delivery, no Payment', (text) => {
    const read = categoriesOf(SHOP, text);
    expect(read).toContain('Delivery');
    expect(read).not.toContain('Payment Terms & Billing');
  });
  it('near misses: rent or money collected, and a payment that bills', () => {
    const collected = (text: string): boolean => GOODS_COLLECTED_STRONG_CUES.some(([re]) => re.test(text));
    expect(collected('Collection of rent: by the Agent each month')).toBe(false);
    expect(collected('The Agent collects the rents from the tenants.')).toBe(false);
    expect(collected('We keep your deposit until you have paid the total price.')).toBe(false);
    expect(categoriesOf(SHOP, 'You pay when you collect your items, in cash or by card.')).not.toContain('Delivery');
    expect(categoriesOf(SHOP, 'You pay the balance within 14 days after your last delivery.')).toContain('Payment Terms & Billing');
    expect(categoriesOf(SHOP, 'Once you have paid in full, we send you an invoice for the delivery charge.')).toContain('Payment Terms & Billing');
  });
});

describe('C178: a present assignment of a share or a quota in a company is no Assignments', () => {
  it.each([
    '1. Party A assigns to Party B his quota of GBP 20,000 in Party D for the price of GBP 400,000.',
    'The Seller hereby transfers to the Buyer all of its shares in the Company.',
  ])('%s → no Assignments', (text) => {
    expect(assignsShareOrQuota(text)).toBe(true);
    expect(categoriesOfAll(SHARES, ['# Article 1 Assignment', text])[1]).not.toContain('Assignments');
  });
  it('near misses: a transfer restricted, consented to or supposed, and the contract assigned, keep Assignments', () => {
    expect(assignsShareOrQuota('No Shareholder shall transfer any Share without the consent of the others.')).toBe(false);
    expect(assignsShareOrQuota('Party A may not assign his quota without the consent of Party C.')).toBe(false);
    expect(assignsShareOrQuota('If Party A sells his shares to a third party, Party B may buy them first.')).toBe(false);
    expect(assignsShareOrQuota('Party A assigns this Agreement to Party B.')).toBe(false);
    expect(categoriesOf(SHARES, 'Party A may not assign his quota to any person without the written consent of Party B.')).toContain('Assignments');
  });
});

describe('the new patterns read hostile text in linear time (h106c83)', () => {
  it('each one', () => {
    const units = ['1. A B C assigns to A B his the the ', 'keep the items items until you have ', 'Collection: ', 'items when you collect ', 'keeps a nurse first-aid ', 'Drug test: within 2 ', 'a: b: NAD 1 ', 'cancel your cancel the layaway ', 'MOP 1,000 ', 'MOP 1,000,000.00 aaaas ', 'The Provider will provide the following services ', 'A B C D shall provide the following work to to ', 'guarantees to The A B guarantees to ', 'guarantees to Party B that the sums '];
    const amount = new RegExp(AMOUNT, 'i');
    const money = new RegExp(MONEY, 'i');
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [amount.test(text), money.test(text), PROVIDES_FOLLOWING.test(text), GUARANTEE_THAT[0].test(text), PHYSICAL_SAFETY_CUES.some(([re]) => re.test(text)), PHYSICAL_SAFETY_VETOES.some(([re]) => re.test(text)), END_STRONG_CUES.some(([re]) => re.test(text)), GOODS_COLLECTED_STRONG_CUES.some(([re]) => re.test(text)), assignsShareOrQuota(text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(9);
    }
  });
});
