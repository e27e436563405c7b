/**
 * The causes set 56's misses showed in categories (issue 18, h73c56), each read as general contract language: a
 * charter party's bills of lading and ship types are no Delivery, nor a shipment an exceptions clause excuses; goods
 * carried, freight space booked and risk kept until an event are; money collected, transferred, contributed or settled
 * is Payment Terms & Billing without "pay"; a rate stated as a multiple or in a charter's Part I, a price list announced
 * and revenue shared are Pricing & Taxes; the contract's quantity and the services an annex describes are Scope of Work;
 * an act done in accordance with a law is Responsibilities. Sentences written for these tests, not taken from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { EXCUSED_SHIPMENT_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-charter-party.js';
import { COMPLIANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-compliance.js';
import { DRAFTING_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-drafting.js';
import type { CategoryLabel } from '../../../../src/contracts/wire.js';
import { PAYMENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { SCHEDULED_RATE_CUES, isAmountListLeadIn, paysPriceList } from '../../../../src/contracts/classify/categories/cues/category-cues-scheduled-rates.js';
import { SCOPE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { cueOf, categoriesOf as categoriesOfElements } from '../helpers.js';
import { expectReads } from '../cue-tables.js';
import { itReadsCueListsLinearly } from '../cue-file-linearity.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const has = (category: CategoryLabel) => (text: string) => one(text).includes(category);

describe('a charter party\'s bills of lading and ships are no Delivery (h73c56)', () => {
  it('a bill of lading that goes with the goods is Delivery; one the master signs or the carrier issues is not', () => {
    expectReads(has('Delivery'), [
      ['Each container shall travel with a clean on-board bill of lading.', true],
      ['The master shall sign bills of lading as presented.', false],
      ['The Owners shall issue bills of lading for each parcel loaded.', false],
    ]);
  });
  it('a bill of lading the charter prevails over, or the Hague-Visby Rules incorporated into it, is no Delivery', () => {
    expectReads(one, [
      ['If any bill of lading conflicts with this Charter, this Charter shall prevail.', ['Order of Precedence']],
      ['The Hague-Visby Rules are incorporated into every bill of lading issued under this Charter.', []],
    ]);
  });
  it('a carrier of goods is Delivery; a bulk carrier is the ship a charter describes', () => {
    expectReads(has('Delivery'), [
      ['Risk passes to the Buyer on delivery to the carrier.', true],
      ['The vessel shall be a geared bulk carrier of about 35,000 tonnes deadweight.', false],
    ]);
  });
  it('a shipment an exceptions clause excuses is Force Majeure alone (C4); a failure the party caused keeps its Delivery', () => {
    expectReads(one, [
      ['Neither party shall be liable for any failure to load a cargo caused by strikes, war or other events beyond its control.', ['Force Majeure']],
      ['The Seller is liable for any failure to ship the goods caused by its own negligence.', ['Delivery', 'Liability']],
    ]);
    const vetoed = (text: string) => EXCUSED_SHIPMENT_VETOES.some(([re]) => re.test(text));
    expectReads(vetoed, [
      ['The Seller is not liable for a delay in shipment caused by strikes or port closure.', true],
      ['The Seller is not liable for a delay in shipment caused by the Buyer\'s late instructions.', false],
      ['The Seller is liable for a delay in shipment caused by strikes at its own plant.', false],
    ]);
  });
});

describe('goods carried, space booked and risk kept until an event are Delivery (h73c56)', () => {
  it('reads carriage in a list, freight space booked and goods shipped by air', () => {
    expectReads(has('Delivery'), [
      ['We receive the grower\'s flowers at our pack house and ship them by air to the auction.', true],
      ['We book space on the first available cargo flight.', true],
      ['The Agent shall arrange customs clearance, warehousing and onward transport of each consignment.', true],
      ['The Client may book space at the venue for the launch.', false],
      ['The Agent shall arrange insurance of the goods in transit.', false],
    ]);
  });
  it('risk or property kept with the giver until an event names the passing; kept at all times or drawings kept do not', () => {
    expectReads(has('Delivery'), [
      ['Risk in the grain stays with the Grower until it is loaded.', true],
      ['The Goods remain the property of the Supplier until the Distributor sells them.', true],
      ['Title to the Equipment remains with the Lessor at all times.', false],
      ['The design drawings remain the property of the Architect until the fees are paid.', false],
    ]);
  });
  it('a price collected is money, no goods: the Delivery cue does not read it', () => {
    const delivery = (text: string) => DELIVERY_CUES.some(([re, c]) => c === 'Delivery' && re.test(text));
    expectReads(delivery, [
      ['The Buyer shall collect the pallets from the Seller\'s warehouse.', true],
      ['The Agent shall collect the sale price from the buyers.', false],
    ]);
  });
});

describe('money moved without "pay" is Payment Terms & Billing (h73c56)', () => {
  it('reads proceeds collected or transferred, shares contributed and accounts settled', () => {
    expectReads(has('Payment Terms & Billing'), [
      ['The Agent collects the proceeds and remits them to the Principal.', true],
      ['The Agent shall collect the sale price from the buyers.', true],
      ['The Agent shall transfer the net proceeds to the Principal\'s bank account within 10 days.', true],
      ['The Members contribute to the marketing budget in proportion to their sales.', true],
      ['Each Venturer shall contribute its pro rata share within 30 days of a capital call.', true],
      ['The Agent shall settle all outstanding accounts within 30 days of termination.', true],
      ['The Buyer undertakes to accept the goods and pay for them at the agreed prices.', true],
    ]);
  });
  it('not samples collected, shares transferred, a contribution to success, a dispute settled or a bare acceptance', () => {
    expectReads(has('Payment Terms & Billing'), [
      ['The Agent collects samples from each lot.', false],
      ['The Seller shall transfer the shares to the Buyer.', false],
      ['Each party shall contribute to the success of the project.', false],
      ['The parties shall try to settle any dispute amicably.', false],
      ['The Buyer undertakes to accept the goods that conform to the specification.', false],
    ]);
  });
  it('"collecting" as one activity of an authority is no strong cue; a percentage of sales contributed to a fund is no contribution cue', () => {
    const paymentCue = (text: string) => PAYMENT_CUES.some(([re]) => re.test(text));
    expectReads(paymentCue, [
      ['The Broker\'s authority is limited to soliciting orders, collecting deposits and delivering catalogues.', false],
      ['The Franchisee shall contribute 2% of its gross sales to the brand fund.', false],
      ['Maplewood shall contribute 60% of the approved budget.', true],
    ]);
  });
});

describe('rates, price lists and shared revenue are Pricing & Taxes (h73c56)', () => {
  it('reads a rate in a charter\'s Part, a rate as a multiple of another and revenue shared by a formula', () => {
    expectReads(has('Pricing & Taxes'), [
      ['Demurrage is paid at the rate in Part II for each day of delay.', true],
      ['The Owners shall pay despatch at half the demurrage rate.', true],
      ['Overtime is charged at 1.5 times the hourly rate.', true],
      ['Net revenue from the joint ticket is shared between the Operators according to the number of visits.', true],
      ['The Operators shall share information about visitor numbers.', false],
    ]);
    const rateCue = (text: string) => SCHEDULED_RATE_CUES.some(([re]) => re.test(text));
    expectReads(rateCue, [
      ['Overtime is charged at twice the response rate.', false],
      ['The pump shall run at half the rated speed.', false],
    ]);
  });
  it('a price list a party pays is its prices and their payment; its items are prices alone (C6)', () => {
    expect(categoriesOfElements('4.1 The Customer shall pay the following charges:', '(a) storage: EUR 3 per pallet per week;', '(b) handling: EUR 2 per pallet.')).toEqual([
      ['Payment Terms & Billing', 'Pricing & Taxes'],
      ['Pricing & Taxes'],
      ['Pricing & Taxes'],
    ]);
    expect(categoriesOfElements('5.1 The Members shall contribute to the production budget in the following shares:', '(a) the Operator: 60%;', '(b) the Investor: 40%.')).toEqual([['Payment Terms & Billing'], [], []]);
    expectReads(paysPriceList, [
      ['You will pay us the following fees for each lot:', true],
      ['Time worked on weekends is charged at the following hourly rates:', false],
    ]);
    expectReads(isAmountListLeadIn, [
      ['The Members shall contribute to the budget in the following ratios:', true],
      ['The Supplier shall pay the following charges, exclusive of VAT:', true],
      ['The price shall be paid as follows:', false],
      ['The Supplier shall provide the following services:', false],
    ]);
  });
});

describe('the contract\'s quantity and its described services are Scope of Work (h73c56)', () => {
  it('reads a stated quantity, what lies beyond it and services described in a schedule', () => {
    expectReads(has('Scope of Work'), [
      ['Annual contract volume: 80,000 tonnes.', true],
      ['The Buyer is not obliged to take any grain beyond the total quantity.', true],
      ['The Contractor shall provide the cleaning services described in Schedule 1.', true],
      ['The total quantity shall be shipped in four equal lots.', false],
      ['The Client shall pay for the services described in Schedule 1 monthly.', false],
    ]);
    const scopeCue = (text: string) => SCOPE_CUES.some(([re]) => re.test(text));
    expectReads(scopeCue, [
      ['The estimated quantity is 9,000 tonnes per season.', true],
      ['The estimated quantity of rain is recorded daily.', false],
    ]);
  });
});

describe('an act done in accordance with a law is Responsibilities (C63; h73c56)', () => {
  it('reads the duty, and the present tense, but not a payment, a code or a privacy law by the same words', () => {
    expectReads(has('Responsibilities'), [
      ['The Contractor shall dispose of the waste in accordance with applicable law.', true],
      ['Payment shall be made in accordance with the Late Payment Act.', false],
      ['The Contractor shall install the wiring in accordance with the Electrical Code.', false],
    ]);
    expectReads((text: string) => cueOf('Responsibilities', text) === true, [
      ['Each Operator maintains its cable cars in accordance with the Ropeways Act.', true],
      ['The Agency handles debtor information in accordance with the Fair Credit Act.', false],
      ['This Agreement is governed by and construed in accordance with the laws of Ontario.', false],
    ]);
  });
});

describe('the new cues on hostile text (h73c56)', () => {
  // Long runs of their words: each list's patterns on each unit repeated, timed by growth (itReadsCueListsLinearly; until
  // session 41 one run of 100,000 characters per unit under 3 s of CPU).
  itReadsCueListsLinearly(
    [DELIVERY_CUES, EXCUSED_SHIPMENT_VETOES, PAYMENT_CUES, SCHEDULED_RATE_CUES, SCOPE_CUES, COMPLIANCE_CUES, DRAFTING_CUES],
    ['not liable for failure caused by ', 'Risk in the ', 'remain the property of ', 'arrange cold storage, ', 'book space on ', 'ship them by ', 'collect the ', 'transfer the proceeds to the ', 'contribute to the ', 'settle all ', 'at half the ', 'the following ', 'revenue is ', 'Total quantity ', 'provide the services ', 'Each Partner operates ', 'in accordance with the ', 'undertakes to accept ', 'sign bills of lading ', 'bulk carrier '],
  );
});
