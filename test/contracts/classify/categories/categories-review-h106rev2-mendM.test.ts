/**
 * Review h106rev2's findings 1, 5, 6 and 11 (issue 18, h106mendM): a currency mark that is a word too reads its figure
 * as a sum only before the words the money recognizer lets follow a sum; a "Collection:" row's figure is its date; a
 * rate card's row reads its sum as every cue reads money (a standard's code is none) and a drill's, an alarm's or
 * protective equipment's row is a safety measure; a stamp duty's document is no tax paid. Sentences written for these
 * tests, none taken from a labelled set; each rule with near misses that must keep firing.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, MONEY, moneyPattern } from '../../../../src/contracts/classify/numbers/money-shapes.js';
import { GOODS_COLLECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { COSTS_BORNE_STRONG_CUES, STAMP_DUTY_PAID_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { PHYSICAL_SAFETY_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { documentCategories } from './set-cue-helpers.js';

const categoriesOf = (text: string): string[] => documentCategories([text])[0];

describe('finding 1: a mark that is a word reads a sum only before a word that goes on a sum', () => {
  // (h107km) As every cue compiled with `i` reads them: the marks in their case (moneyPattern).
  const amount = moneyPattern(AMOUNT, 'i');
  const money = moneyPattern(MONEY, 'i');
  it.each(['Filter capacity | RO 1,000 LPH', 'Capacity of each filter: RO 1,000 LPH', 'The TOP 1,000 customers'])('%s is no amount', (text) => {
    expect(amount.test(text)).toBe(false);
    expect(money.test(text)).toBe(false);
  });
  it.each(['MOP 1,800,000', 'TOP 400,000.00 payable on signing', 'MOP 12,500 fees', 'RO 500.00 VAT excluded', 'MOP 900,000 on signing', 'Fee | RO 1,250 | monthly'])('%s stays an amount', (text) => {
    expect(amount.test(text)).toBe(true);
  });
  it.each(['Filter capacity | RO 1,000 LPH', 'Capacity of each filter: RO 1,000 LPH'])('%s gets no Pricing & Taxes', (text) => {
    expect(categoriesOf(text)).not.toContain('Pricing & Taxes');
  });
  it('the near miss keeps its price', () => {
    expect(categoriesOf('The Buyer shall pay MOP 900,000 on signing.')).toEqual(expect.arrayContaining(['Payment Terms & Billing', 'Pricing & Taxes']));
  });
  // (h107km) The cues compiled with `i` read the marks in their case (moneyPattern: common/regexp-case-folded.ts).
  it.each(['Chainage | km 1,250', 'Stage 1 | Section | km 12.50', 'Filter plant | ro 1,000', 'Capacity of each filter: ro 1,000'])('a lower-case "km 1,250" or "ro 1,000" (a chainage, a plant) is no sum: %s', (text) => {
    expect(amount.test(text)).toBe(false);
    expect(money.test(text)).toBe(false);
    expect(categoriesOf(text)).not.toContain('Pricing & Taxes');
  });
  it.each(['Fee | KM 1,250', 'Fee | RO 1,000', 'Fee | MOP 1,000'])('the mark in capitals stays a sum: %s', (text) => {
    expect(amount.test(text)).toBe(true);
    expect(categoriesOf(text)).toContain('Pricing & Taxes');
  });
});

describe('finding 5: a "Collection:" row\'s figure is its date', () => {
  const fires = (text: string) => GOODS_COLLECTED_STRONG_CUES.some(([re]) => re.test(text));
  // h106rev3: a share written with a decimal point is no date ("2.5%"), a date in capitals and a day count are.
  it.each(['Collection: 5% of the price per month', 'Collection: 2 reminders before the account is passed to an agency', 'Collection: 2.5% of the price per month'])('%s is no handing over', (text) => {
    expect(fires(text)).toBe(false);
    expect(categoriesOf(text)).not.toContain('Delivery');
  });
  it.each(['Collection: 12 March 2027', 'Collection: 3rd June', 'Collection: 12/03/2027', 'Collection: within 14 days after your last payment', 'Collection: 12 MARCH 2027', 'Collection: 14 days after your last payment'])('%s stays Delivery', (text) => {
    expect(fires(text)).toBe(true);
  });
});

describe('finding 6: a rate card\'s row reads its sum as money; a safety measure\'s row keeps Safety and Security', () => {
  const vetoed = (text: string) => PHYSICAL_SAFETY_VETOES.some(([re]) => re.test(text));
  it.each(['Smoke alarms: EN 14604 type in every bedroom', 'Protective equipment: EN 166 goggles for every worker', 'Evacuation drill for each building: within 2 hours of the alarm'])('%s is not vetoed', (text) => {
    expect(vetoed(text)).toBe(false);
  });
  it.each(['Smoke alarms: EN 14604 type in every bedroom', 'Protective equipment: EN 166 goggles for every worker'])('%s is Safety and Security', (text) => {
    expect(categoriesOf(text)).toContain('Safety and Security');
  });
  it('"Evacuation drill for each building: within 2 hours of the alarm" is Safety and Security (h107km: an evacuation\'s drill is a safety measure)', () => {
    expect(categoriesOf('Evacuation drill for each building: within 2 hours of the alarm')).toContain('Safety and Security');
  });
  it.each(['Drug and alcohol test: NAD 280 per test', '1.2 Drug and alcohol test after an incident: within 2 hours of the call', 'Medicines given in the first-aid room: at cost plus 10%', 'First-aid kit refill: $45 per kit'])('%s stays a priced or timed row', (text) => {
    expect(vetoed(text)).toBe(true);
  });
});

describe('finding 11: a stamp duty\'s document is no tax paid', () => {
  it.each([
    'The Tenant shall pay the rent, and the Landlord shall keep any stamp duty certificates with the deeds.',
    'The stamp duty receipts must be kept at the registered office.',
  ])('%s gets no Pricing & Taxes', (text) => {
    expect(categoriesOf(text)).not.toContain('Pricing & Taxes');
  });
  it('"Stamp duty paid documents …" gets no Pricing & Taxes (its Payment is the word "paid"\'s, as without "stamp")', () => {
    expect(categoriesOf('Stamp duty paid documents must be kept at the registered office.')).not.toContain('Pricing & Taxes');
  });
  it.each(['The Trustees shall pay the stamp duty, if any, chargeable on this Deed.', 'The Buyer shall pay the stamp duty on this Deed.'])('%s stays Pricing & Taxes', (text) => {
    expect(categoriesOf(text)).toContain('Pricing & Taxes');
  });
});

describe('the changed cues read linearly on hostile text', () => {
  it('each one', () => {
    const units = ['RO 1,000 ', 'RO 1,000 a ', 'Collection: 12/', 'Collection: 1 Ma', 'Smoke alarms: EN 1 ', 'a: b: USD 1,000 ', 'stamp duty stamp duty ', 'pay pay, and stamp duty '];
    const amount = moneyPattern(AMOUNT, 'i');
    const money = moneyPattern(MONEY, 'i');
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [amount.test(text), money.test(text), PHYSICAL_SAFETY_VETOES.some(([re]) => re.test(text)), GOODS_COLLECTED_STRONG_CUES.some(([re]) => re.test(text)), COSTS_BORNE_STRONG_CUES.some(([re]) => re.test(text)), STAMP_DUTY_PAID_STRONG_CUES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(6);
    }
  });
});
