import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

// Issue 18, hrev59: false readings of session 37's round 1 category rules (h67c54, h67n54) on ordinary contract
// language, each sentence written here and classified alone after the preamble (a heading given as its section title);
// the near misses kept beside.

/** The categories of one sentence after the preamble, under `heading` when given. */
const labelsOf = (sentence: string, heading?: string): string[] =>
  categoriesOf(PREAMBLE, heading === undefined ? sentence : { text: sentence, kind: 'sentence', sectionTitle: heading })[1];

describe("frost, drought or hail prevents or reduces as the verb's subject, not as the harm a duty prevents (h67n54's Force Majeure rule narrowed)", () => {
  it.each([
    ['The Contractor shall protect fresh concrete to prevent frost damage.', []],
    ['The Tenant shall lag the pipes to prevent frost damage during the winter.', []],
    ['Hail guards shall be fitted to the greenhouses to prevent damage to the crop.', []],
    ['The Grower shall apply mulch that reduces drought stress in the vines.', []],
    ['The Farmer shall irrigate the field during any drought to prevent crop losses.', []],
    ['The Contractor shall design the drainage to prevent landslides on the slope.', []],
    ['The Landlord shall clear the car park of snow and frost to prevent accidents.', ['Safety and Security']],
    ['Frost damage is not covered by the warranty.', ['Warranties']],
    ['The Seller shall supply drought-resistant seed.', []],
    ['The Grower shall take out hail insurance for the crop.', ['Insurance']],
  ])('%s: a duty to prevent the weather\'s harm is care, no excuse', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['Crops lost to frost or hail do not constitute a breach of this Agreement.', ['Force Majeure']],
    ['If drought reduces the harvest by more than 20%, the Buyer shall accept the smaller quantity.', ['Force Majeure']],
    ['The Grower is not in breach if locusts destroy the crop.', ['Force Majeure']],
    ['Where a hailstorm prevents the Grower from harvesting, the delivery date moves by the days lost.', ['Force Majeure']],
    ['The Grower shall not be liable while it is prevented from harvesting by frost or flood.', ['Force Majeure']],
  ])('%s: the weather excusing or preventing performance stays Force Majeure', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe("a regulator's licence silences Intellectual Property only where no right in a work is named (h67c54's regulator licence rule narrowed)", () => {
  it.each([
    ["The Licensor grants the Licensee an exclusive manufacturing licence to make the Products to the Licensor's designs in the Territory.", undefined, ['Intellectual Property']],
    ['The Licensor grants the Licensee a manufacturing licence under the Licensed Marks to make the Products.', undefined, ['Intellectual Property']],
    ['The Supplier grants the Customer a licence to use the recipes in its licensed commercial kitchen.', undefined, ['Asset Use', 'Intellectual Property']],
    ["The Distributor shall maintain its wholesale licence and shall not alter the Supplier's labels or trade dress.", undefined, ['Intellectual Property']],
    ["The Licensee shall display the Licensor's logo at each licensed bakery.", undefined, ['Intellectual Property']],
    ['The Licensor grants the Licensee a licence to reproduce the artwork on the packaging of products made at its licensed bakery.', undefined, ['Intellectual Property']],
    ['The Licensee shall pay the Licensor a royalty of 5% of the net sales of the Products.', 'Manufacturing Licence', ['Intellectual Property', 'Pricing & Taxes']],
  ])('%s (under %s): marks, a logo, designs, artwork, recipes or a royalty keep the licence a right in a work', (sentence, heading, labels) => {
    expect(labelsOf(sentence, heading)).toEqual(labels);
  });
  it.each([
    // A permit kept in force is the party's own standing, Responsibilities (h105fixK; docs/contract-labels.md table 2.3,
    // Intellectual Property row: "a permit: `The Supplier shall hold the licence required to operate the site.` →
    // Obligation/Supplier · Responsibilities"; docs/contracts.md: a permit "held and kept in force … → Responsibilities,
    // no Intellectual Property"). Still no Intellectual Property.
    ['The Carrier shall keep its operating licence in force throughout the Term.', 'Operating Licence', ['Responsibilities']],
    ['The Manufacturer shall make the Products at its plant under the loan licence.', 'Loan Licence', ['Asset Use']],
    ['The liquor licence held by the Tenant shall remain in force throughout the Term.', undefined, []],
    ['All design work shall be certified by a licensed engineer.', undefined, []],
  ])('%s (under %s): a permit alone stays no Intellectual Property', (sentence, heading, labels) => {
    expect(labelsOf(sentence, heading)).toEqual(labels);
  });
});

describe('know-how or recipes owned or retained as the object itself, not a thing they are made with nor copies kept (h67c54\'s know-how rule narrowed)', () => {
  it.each([
    ['The Caterer retains copies of the recipes and menus for five years after the Event.', []],
    ['The Restaurant owns the kitchen equipment used to prepare the recipes.', []],
    ['The Customer owns all the ingredients and packaging used in the recipes.', []],
    ['The Franchisee owns the premises in which the recipes are prepared.', []],
  ])('%s: equipment, ingredients or premises owned, copies retained, are no Intellectual Property', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['The Supplier owns its base recipes and its production know-how.', ['Intellectual Property']],
    ['The Consultant retains its general know-how and skills gained during the Services.', ['Intellectual Property']],
    ['The Chef retains all rights in her recipes.', ['Intellectual Property']],
  ])('%s: the recipes or know-how owned or retained stay Intellectual Property', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe('only labour is "used" by a workforce rule: child seats or images are not (h67c54\'s workforce rule narrowed)', () => {
  it.each([
    ['The Carrier shall not use child seats older than five years.', []],
    // Privacy since h78c61 (session 44): photographs or images of children are personal data whoever holds them; the
    // point here stays that no Responsibilities (workforce) reading is made of them.
    ["The Supplier shall not use children's images in advertising without their parents' consent.", ['Intellectual Property', 'Privacy']],
  ])('%s: a child\'s seat or image is no workforce', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['The Supplier shall not use child or forced labour.', ['Responsibilities']],
    ['The Grower shall not use child labour or forced labour on the farm.', ['Responsibilities']],
    ['The Employer shall register every worker it employs with the social security fund.', ['Responsibilities']],
  ])('%s: child or forced labour not used stays Responsibilities', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe("a fee charged to a card is billing, a card's transactions charged to it are not (h67c54's card rule narrowed)", () => {
  it.each([
    ['The Cardholder is not liable for transactions charged to the card after the card is reported lost.', ['Liability']],
  ])('%s: the card\'s own transactions are no fee', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['Your monthly fee is charged to your card on file on the first day of each month.', ['Payment Terms & Billing']],
    ['Any damage to the vehicle will be charged to the credit card used for the booking.', ['Payment Terms & Billing']],
    ['All costs of carriage shall be charged to the account of the Buyer.', ['Pricing & Taxes']],
  ])('%s: a fee or a cost charged to a card stays billing; one charged to an account stays a price', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe('a plan row names no sum that is no price anywhere in the row (h67c54\'s plan row rule narrowed)', () => {
  it.each([
    ["Limitation: the Supplier's liability, $1,000,000 per claim.", ['Liability']],
    ['Fine: smoking in the room, $200 per occurrence.', []],
    ['Premium plan: includes 24/7 support.', []],
  ])('%s: a cap or a fine is no price', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['Premium plan: 24/7 support, $99 per month.', ['Pricing & Taxes']],
    ['Overtime: after 40 hours, $60 per hour.', ['Pricing & Taxes']],
    ['Discount: orders above 100 units, $2 per unit.', ['Pricing & Taxes']],
  ])('%s: a plan\'s or a rate\'s row stays Pricing & Taxes', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe('a place and a date close the contract, a date\'s name and a date do not (h67c54\'s place-and-date rule narrowed)', () => {
  it.each([
    ['Delivery Date, 1 March 2027.', ['Delivery']],
    ['Santos, 4 May 2027.', []],
  ])('%s', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});

describe('goods kept in "our" cold store use the writer\'s, in "your" fridges the reader\'s own (h67c54\'s cold store rule narrowed)', () => {
  it.each([
    ['Food kept in your fridges must be covered and labelled.', []],
    ['Keep frozen goods in your freezers at -18 degrees until use.', []],
  ])('%s: the reader\'s own fridge is no Asset Use', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
  it.each([
    ['Label and date all food you store in our coolers and freezers.', ['Asset Use']],
    ['You must book kitchen time through our calendar.', ['Asset Use']],
  ])('%s: the writer\'s cold store or kitchen stays Asset Use', (sentence, labels) => {
    expect(labelsOf(sentence)).toEqual(labels);
  });
});
