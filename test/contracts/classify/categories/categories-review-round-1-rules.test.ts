/**
 * Review of round 1's category rules (h73c56) on ordinary contract language they were not written from (issue 18,
 * hrev64): a recital or an acknowledgment of what a party is, a dispute about an account, papers named by a money word,
 * work done on a budget, rates that measure the work, revenue reports, reports on described services, what a vessel or a
 * tank measures, and people carried. Each narrowing beside the sentences the rule was written for, which still fire.
 * Sentences written for these tests, not taken from a set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { COMPLIANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-compliance.js';
import { PAYMENT_CUES, PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { SCHEDULED_RATE_CUES, isAmountListLeadIn } from '../../../../src/contracts/classify/categories/cues/category-cues-scheduled-rates.js';
import { SCOPE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import type { CategoryLabel } from '../../../../src/contracts/wire.js';
import { expectReads } from '../cue-tables.js';
import { itReadsCueListsLinearly } from '../cue-file-linearity.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const has = (category: CategoryLabel) => (text: string) => one(text).includes(category);
const fires = (list: readonly (readonly [RegExp, CategoryLabel])[]) => (text: string) => list.some(([re]) => re.test(text));

describe('an act in accordance with a law: not a recital, a party\'s existence or what is acknowledged (hrev64)', () => {
  it('keeps the duty and the present-tense act; drops the description', () => {
    expectReads(fires(COMPLIANCE_CUES), [
      ['Each Operator runs its cable cars in accordance with the Ropeways Act.', true],
      ['The Lessee shall register the vehicle in accordance with the Road Traffic Act.', true],
      ['WHEREAS the Company exists in accordance with the laws of the State of Delaware.', false],
      ['The Buyer is a company organised in accordance with the laws of France.', false],
      ['Each Party acknowledges that it carries on business in accordance with the Companies Act.', false],
      ['The Parties acknowledge that the Supplier operates in accordance with the Competition Act.', false],
    ]);
    expectReads(has('Responsibilities'), [
      ['WHEREAS the Company exists in accordance with the laws of the State of Delaware.', false],
      ['Each Party acknowledges that it carries on business in accordance with the Companies Act.', false],
    ]);
  });
});

describe('money moved without "pay": not a dispute, a paper or work on a budget (hrev64)', () => {
  const strong = fires(PAYMENT_STRONG_CUES);
  const plain = fires(PAYMENT_CUES);
  it('money collected is; receipts, data, lists and tags collected are not', () => {
    expectReads(strong, [
      ['The Agent shall collect the sale price from the buyers.', true],
      ['The Agent collects the receipts from ticket sales daily.', true],
      ['The Employee collects the payments from the customers.', true],
      ['The Driver shall collect the delivery receipts from each customer.', false],
      ['The Employee shall collect receipts for all expenses incurred.', false],
      ['The auditor collects the revenue data from the stores each month.', false],
      ['The Purchasing Manager shall collect the price lists from three suppliers.', false],
      ['The Agent collects the price tags from the shelves.', false],
    ]);
  });
  it('a share contributed to a budget is; work contributed to the budget\'s preparation is not', () => {
    expectReads(plain, [
      ['The Members contribute to the production budget.', true],
      ['The Members shall contribute to the capital in the following proportions:', true],
      ['The Steering Committee shall contribute to the preparation of the budget.', false],
      ['The Consultant shall contribute to the annual budget review.', false],
    ]);
  });
  it('an account settled is; a dispute about it settled by arbitration, an expert or amicably is not', () => {
    expectReads(plain, [
      ['Invoices shall be settled through the clearing house.', true],
      ['The balance shall be settled by bank transfer.', true],
      ['The Employer shall settle the outstanding invoices within 30 days.', true],
      ['Any disagreement about the final account shall be settled amicably by the Parties.', false],
      ['Claims about the balances shall be settled by the Expert.', false],
      ['Any dispute concerning the invoices shall be settled by arbitration in London.', false],
    ]);
    expectReads(has('Payment Terms & Billing'), [
      ['Any disagreement about the final account shall be settled amicably by the Parties.', false],
    ]);
  });
});

describe('prices and rates: not the work\'s measures nor revenue reports (hrev64)', () => {
  const rate = fires(SCHEDULED_RATE_CUES);
  it('rates of pay or hire listed are prices; rates of availability or delivery listed are not', () => {
    expectReads(rate, [
      ['The Charterers shall pay hire at the following rates:', true],
      ['The following rates of hire apply:', true],
      ['The Service shall achieve the following rates of availability:', false],
      ['The Supplier shall meet the following rates of delivery on time:', false],
    ]);
  });
  it('a multiple of a price is a price; a multiple of a flow rate is not', () => {
    expectReads(rate, [
      ['Overtime is paid at 1.5 times the regular rate.', true],
      ['The pump shall operate at twice the design flow rate.', false],
      ['Sales may grow at twice the growth rate of the market.', false],
    ]);
  });
  it('a list of shares contributed keeps its payment in the lead-in; a price paid in percentages is an instalment list', () => {
    expectReads(isAmountListLeadIn, [
      ['The Members shall contribute to the production budget in the following shares:', true],
      ['The Price shall be paid in the following percentages:', false],
      ['The Fee is payable in the following proportions:', false],
    ]);
  });
  it('revenue shared is a price; revenue reports or forecasts shared are information', () => {
    expectReads(rate, [
      ['Net revenue is shared among the Partners according to the rides recorded.', true],
      ['The Agent\'s revenue reports are shared with the Principal monthly.', false],
      ['Income forecasts will be shared with the Steering Committee.', false],
    ]);
  });
});

describe('scope: not a report on the described services, nor what a vessel or a tank measures (hrev64)', () => {
  const scope = fires(SCOPE_CUES);
  it('the services provided are; a report or an invoice for them is not', () => {
    expectReads(scope, [
      ['The Supplier shall provide the support services described in Schedule 2.', true],
      ['The Supplier undertakes to provide the Customer with the IT management services described in Annex 1.', true],
      ['The Supplier shall provide a monthly report on the services described in Schedule 3.', false],
      ['The Supplier shall provide invoices for the services described in Schedule 2.', false],
      ['The Contractor shall provide a detailed plan covering the services described in Annex B.', false],
    ]);
  });
  it('the contract\'s quantity is; a vessel\'s tonnage or a tank\'s volume is not', () => {
    expectReads(scope, [
      ['The annual contract volume is 120,000 units.', true],
      ['The total quantity is 4,000 litres of diesel per month.', true],
      ['The vessel\'s total tonnage is 45,000 tonnes deadweight.', false],
      ['The tank\'s total volume is 200 litres.', false],
      ['The total deadweight tonnage is 45,000 tonnes.', false],
    ]);
  });
});

describe('carriage arranged or space booked: goods, not people (hrev64)', () => {
  const delivery = fires(DELIVERY_CUES);
  it('reads the goods carried and leaves delegates, speakers and guests', () => {
    expectReads(delivery, [
      ['The Forwarder shall arrange customs clearance, storage and transport of the containers.', true],
      ['The Agency shall arrange flights, hotels and transport of the exhibition material.', true],
      ['The Agent shall reserve space aboard the first available vessel.', true],
      ['The Organiser shall arrange accommodation, meals and transport for the delegates.', false],
      ['The Agency shall arrange flights, hotels and transportation for the speakers.', false],
      ['The Host shall reserve space aboard the vessel for the guests.', false],
    ]);
  });
  it('goods collected are carried; rents and receipts collected are money or papers', () => {
    expectReads(delivery, [
      ['The Carrier shall collect the empty pallets from the Buyer\'s warehouse.', true],
      ['The Agency collects the rents from the tenants.', false],
      ['The auditor shall collect the expense receipts from the staff.', false],
    ]);
  });
});

describe('the narrowed cues on hostile text (hrev64)', () => {
  // Long runs of their words: each list's patterns on each unit repeated, timed by growth (itReadsCueListsLinearly; until
  // session 41 one run of 100,000 characters per unit under 3 s of CPU).
  itReadsCueListsLinearly(
    [DELIVERY_CUES, PAYMENT_CUES, PAYMENT_STRONG_CUES, SCHEDULED_RATE_CUES, SCOPE_CUES, COMPLIANCE_CUES],
    ['dispute about the ', 'invoices shall be settled ', 'collect the delivery ', 'collect the price ', 'contribute to the preparation of ', 'the following rates of ', 'at twice the flow ', 'revenue reports ', 'provide a report on the ', 'vessel\'s total ', 'total deadweight ', 'arrange meals, ', 'transport for the ', 'book space on vessel for ', 'that it operates ', 'WHEREAS the Company exists '],
  );
});
