/**
 * Review of h56conv's and h56cat's category rules on ordinary contract language (issue 18, hrev43): each rule's false
 * readings found near its edge, fixed, with the sentence each rule was written for kept. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE, 'sorted');

describe('C72: a task denied to one party and laid on the other keeps Responsibilities (hrev43)', () => {
  it.each([
    'The Supplier is not responsible for the installation; the Customer shall install the equipment at its own cost.',
    'The Supplier is not responsible for unloading, which the Customer shall carry out.',
    'The Agency is not responsible for recruiting volunteers; the Client shall recruit and supervise them.',
    'The Contractor shall not be responsible for obtaining permits, and the Employer shall obtain all permits.',
    'The Landlord is not responsible for repairs to the tenant\'s fixtures; the Tenant must keep them in good repair.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Responsibilities']);
  });
  it.each([
    // A duty denied alone, a cost passed on, a duty denied again: still no Responsibilities.
    'The Contractor is not responsible for the cleaning of the car park.',
    'The Supplier is not responsible for the installation of the equipment, which will be borne by the Customer.',
    'The Supplier is not responsible for the cleaning of the stand, and the Exhibitor shall not claim its cost.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual([]);
  });
});

describe('C73: a task the loss word only names is no loss answered for (hrev43)', () => {
  it('injury prevention training is work to do (no Liability either since h59left: the task guard reads the Liability cue too)', () => {
    expect(categoriesOf('The Supplier is responsible for injury prevention training of its staff.')).toEqual(['Responsibilities']);
  });
  it.each([
    'The Tenant is responsible for loss of or damage to its own stock.',
    'The Supplier is responsible for any damage to the goods in transit.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
});

describe('C70: a deposit as a share of a value that is no price is not priced (hrev43)', () => {
  it.each([
    'The Buyer shall pay a deposit of 10% of the value of the goods.',
    'The Bank shall hold a deposit of 10% of the loan amount in a blocked account.',
    'A cash deposit of 2% of the bid value must accompany each tender.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    // A price, or a value the contract prices: still priced, held as security or not.
    'The Buyers shall lodge a deposit of 10% of the Purchase Price as security for the performance of this Agreement.',
    'A deposit of 10% of the contract value shall be held by the Agent as security until completion.',
    'The Tenant shall pay a deposit equal to 5% of the annual rent, to be held as security for the performance of its obligations.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
});

describe('C74: risk passed to an insurer is no delivery (hrev43)', () => {
  it('the insurer takes a risk over, no goods handed over', () => {
    expect(categoriesOf('The risk of loss to the Customer passes to the insurer under the policy.')).toEqual(['Insurance']);
  });
  it.each([
    'Risk of loss passes to the Buyer on delivery.',
    'The risk of accidental loss shall pass from the Seller to the Buyer when the goods are loaded.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Delivery']);
  });
});

describe('a cost borne: a routine analysis and a cost caused by no fault stay priced (hrev43)', () => {
  it.each([
    ['The Supplier shall bear the cost of the analysis of each batch.', ['Pricing & Taxes']],
    ['The Supplier shall bear the cost of packaging and insurance resulting from the Buyer\'s special instructions.', ['Insurance', 'Pricing & Taxes']],
    ['The Supplier shall bear the costs of loss adjusters appointed by the Insurer.', ['Pricing & Taxes']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
  it.each([
    // The analysis that found the fault, a cost that results from a failure: still no Pricing & Taxes (h56cat).
    ['If the analysis shows that a batch is defective, the Supplier shall bear the cost of the analysis.', []],
    ['The Supplier shall bear the cost of relabelling resulting from its failure to meet the Specifications.', []],
    ['The Supplier shall bear the cost of any loss of product in transit.', []],
  ])('kept: %s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

describe('a loss from a cancellation: the contract\'s own cancellation still ends it (hrev43)', () => {
  it('cancellation of this contract', () => {
    expect(categoriesOf('The Hotel is not liable for any loss resulting from cancellation of this contract by the Guest.')).toEqual(['Liability', 'Term & Termination']);
  });
  it('kept: a booking cancelled is only the loss\'s cause (h56cat)', () => {
    expect(categoriesOf('We are not liable for any costs you incur because we had to cancel your booking.')).toEqual(['Liability']);
  });
});

describe('damage paid for: a sum paid within a time, by a means or at a rate is billed (hrev43)', () => {
  it.each([
    ['The Insurer shall pay for loss covered by the policy within 30 days of a claim.', ['Insurance', 'Payment Terms & Billing']],
    ['The Buyer shall pay for losses in weight above 1% at the rate in the price list.', ['Payment Terms & Billing', 'Pricing & Taxes']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
  it.each([
    // Damage answered for, no term of payment (h56cat).
    ['You must pay for any damage to the hall caused during your hire.', []],
    ['We will pay compensation for damage caused by our negligence.', ['Liability']],
  ])('kept: %s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

describe('shipment as a time: goods shipped to a party and shipment instructions are the delivery (hrev43)', () => {
  it.each([
    'Goods must be inspected before they are shipped to the Customer.',
    'The Seller shall hold the goods at its warehouse pending shipment instructions from the Buyer.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Delivery']);
  });
  it.each([
    // Shipment as the time of another act, goods shipped as a commission's measure (h56cat).
    ['The goods must be kept dry until shipment.', []],
    ['The Agent shall receive a commission on all goods shipped in the preceding month.', []],
    ['Each Case must be disinfected before it is shipped back.', ['Safety and Security']],
  ])('kept: %s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});

describe('C72: an indemnity laid on the other party is no task: the veto stands (hrev43)', () => {
  it('"and the Owner shall indemnify"', () => {
    expect(categoriesOf('The Yard shall not be responsible for the acts of the Owner\'s surveyor, and the Owner shall indemnify the Yard against any claim arising from them.')).not.toContain('Responsibilities');
  });
});

describe('a paper renewed: an insurance policy renewed as the contract is Term & Termination (hrev43)', () => {
  it.each([
    ['The Policy may be renewed for a further period of insurance on terms the Insurer offers.', ['Insurance', 'Term & Termination']],
    ['Cover under this Policy is renewed each year on payment of the premium.', ['Payment Terms & Billing', 'Term & Termination']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
  it.each([
    // A registration or a cover kept current: no renewal of the contract (h56cat).
    ['The Supplier shall keep its registration with the regulator renewed throughout the term of this Agreement.', []],
    ['The Contractor shall renew its insurance cover annually and send the Client a copy of the certificate.', ['Communication', 'Insurance']],
  ])('kept: %s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
});
