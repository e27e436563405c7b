/**
 * Issue 18, h76c58: the category causes set 58 taught, each rule with sentences it must read and near misses it must
 * not (sentences written for these tests, not taken from a labelled set): liquidated damages and delay penalties as
 * Liability and no price (category-cues-delay-damages.ts), a stage's share and its sum as an instalment row and a price
 * paid "in stages" (category-cues-amounts.ts), a tax paid against a party's invoice (category-cues-tax-paid-when.ts),
 * the contract price's exclusions and volumes not guaranteed (category-cues-scope.ts), an account closed
 * (category-cues-ending-rights.ts), and a site made safe without the word, workers insured against accidents
 * (category-cues-physical-safety.ts).
 */
import { describe, expect, it } from 'vitest';
import { DELAY_DAMAGES_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delay-damages.js';
import { categoriesOf, PREAMBLE } from '../helpers.js';

const of = (text: string): string[] => categoriesOf(PREAMBLE, text)[1];
const delayDamages = (text: string): boolean => DELAY_DAMAGES_STRONG_CUES.some(([re]) => re.test(text));

describe('liquidated damages and delay penalties are Liability, no price (h76c58)', () => {
  it.each([
    'If the Supplier fails to complete the installation by the Completion Date, it shall pay the Customer liquidated damages of $800 for each day of delay.',
    'For each week of late delivery the Supplier shall pay a contractual penalty of 1% of the order value, up to a maximum of 8% of the order value.',
    'Should the Supplier breach clause 4, it shall pay the Customer a penalty of EUR 2,000.',
  ])('%s', (text) => {
    expect(delayDamages(text)).toBe(true);
    expect(of(text)).toContain('Liability');
    expect(of(text)).not.toContain('Pricing & Taxes');
  });
  it('a cap on the penalties limits them: Liability', () => {
    const text = 'The total of the delay penalties shall not exceed 15% of the Contract Price.';
    expect(delayDamages(text)).toBe(true);
    expect(of(text)).toEqual(['Liability']);
  });
  it.each([
    // Paying late: the payment's term.
    'If the Customer pays late, it shall pay a contractual penalty of 0.1% of the overdue amount for each day of delay.',
    // No failure: ending without a penalty.
    "Either party may end this agreement on sixty days' notice without penalty.",
    // Excused by force majeure.
    'The Supplier shall not be liable for liquidated damages for any delay caused by an event of force majeure.',
    // An indemnity's penalties.
    'The Supplier shall indemnify the Customer against all fines and penalties arising from its breach of the export rules.',
    // A tax's penalty for filing late.
    'The Customer shall pay any penalties for late filing of its own tax returns.',
  ])('near miss: %s', (text) => {
    expect(delayDamages(text)).toBe(false);
  });
  it('a penalty for paying late stays the payment\'s', () => {
    expect(of('If the Customer pays late, it shall pay a contractual penalty of 0.1% of the overdue amount for each day of delay.')).not.toContain('Liability');
  });
});

describe('a stage\'s share and its sum is an instalment; a price paid in stages (h76c58)', () => {
  it.each(['Practical completion | 35% | USD 70,000', 'Roof on and weathertight | 25% | £50,000.00'])('%s', (row) => {
    expect(of(row)).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    ['Standard room, per night | EUR 95.00', ['Pricing & Taxes']],
    ['Orders above $10,000 | 4%', ['Pricing & Taxes']],
    ['Set-up | one-off | £900', ['Pricing & Taxes']],
  ])('near miss, a rate table\'s row: %s', (row, labels) => {
    expect(of(row)).toEqual(labels);
  });
  it('"pay the Contract Price in stages as follows:" names no amount', () => {
    expect(of('The Customer shall pay the Contract Price in stages as follows:')).toEqual(['Payment Terms & Billing']);
  });
  it('near miss: a price with its amount, paid in stages', () => {
    expect(of('The Customer shall pay the Contract Price of $400,000 in stages as follows:')).toContain('Pricing & Taxes');
  });
});

describe('a tax paid against a party\'s invoice; the price\'s exclusions; volumes not guaranteed (h76c58)', () => {
  it('VAT paid against the other party\'s tax invoice: both, no Scope of Work', () => {
    const got = of('GST at 10% is not included in the Contract Price and shall be paid by the Customer against the Supplier\'s tax invoice.');
    expect(got).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('near miss: a tax at its rate, no time of paying', () => {
    expect(of('GST at 10% is not included in the Contract Price.')).toEqual(['Pricing & Taxes']);
  });
  it.each([
    'The Customer does not guarantee any minimum number of repair works.',
    'We do not guarantee that you will receive any minimum number of orders.',
  ])('%s', (text) => {
    expect(of(text)).toContain('Scope of Work');
  });
  it.each([
    'We do not guarantee that the app will be available at all times.',
    'We do not guarantee that you will receive any particular rating from customers.',
  ])('near miss: %s', (text) => {
    expect(of(text)).not.toContain('Scope of Work');
  });
  it('what the contract leaves out is still Scope of Work; what its price leaves out is not', () => {
    expect(of('Window cleaning is not part of the contract.')).toContain('Scope of Work');
    expect(of('Parking is not included in the contract price.')).not.toContain('Scope of Work');
  });
});

describe('an account closed or suspended is Term & Termination (h76c58)', () => {
  it.each([
    'You may close your account at any time from the settings page.',
    'We may suspend or close your account if you break these terms.',
    'If we close your seller account, we will pay you the balance within 30 days.',
  ])('%s', (text) => {
    expect(of(text)).toContain('Term & Termination');
  });
  it.each([
    'The Customer may close its bank account only after it has paid every invoice.',
    'You must tell us within 14 days if you close your utility account.',
    'Your account shows the lessons you have booked.',
  ])('near miss: %s', (text) => {
    expect(of(text)).not.toContain('Term & Termination');
  });
});

describe('a site made safe without the word; workers insured against accidents (h76c58)', () => {
  it.each([
    'The Supplier shall fence off every open trench at the end of each working day.',
    'Each excavation must be kept fenced while it remains open.',
    'The Customer shall guard the premises at night.',
    'All work on the switchboard shall be done with the circuit de-energised.',
    'Linesmen shall use insulated gloves and insulated ladders.',
  ])('%s', (text) => {
    expect(of(text)).toContain('Safety and Security');
  });
  it.each([
    'The Customer shall keep the boundary fences in good repair.',
    'The Distributor shall guard its trade secrets.',
    'The Supplier shall insure its employees against accidents at work with a licensed insurer.',
  ])('near miss: %s', (text) => {
    expect(of(text)).not.toContain('Safety and Security');
  });
  it('insured against accidents is still Insurance', () => {
    expect(of('The Supplier shall insure its employees against accidents at work with a licensed insurer.')).toContain('Insurance');
  });
});

describe('a period named after liquidated damages is no damages owed (h76c58)', () => {
  it('near miss: "the Liquidated Damages Period" in a ground of ending', () => {
    expect(delayDamages('The Customer may terminate if a milestone is not achieved by the end of the Liquidated Damages Period.')).toBe(false);
  });
});
