/**
 * Review of session 35's round 1 category rules on ordinary contract language (issue 18, hrev45): each rule's false
 * readings on sentences near its edge, narrowed, with the sentence the rule was written for kept. Sentences written for
 * these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('"insure" written for "ensure" is no Insurance (category-cues-insurance.ts, hrev45)', () => {
  it('an outcome or a clause after "insure" is something to bring about', () => {
    expect(one('The Supplier must insure compliance with all applicable laws.')).toEqual([]);
    expect(one('The Supplier will insure timely delivery of the Services.')).toEqual([]);
    expect(one('The Supplier shall insure proper maintenance of the machinery.')).toEqual([]);
    expect(one('The Supplier shall insure quality standards are met at all times.')).toEqual([]);
  });
  it('a thing insured stays Insurance', () => {
    expect(one('The Owner insures the Vessel for its full value.')).toEqual(['Insurance']);
    expect(one('The Contractor shall insure against loss or damage to the Works.')).toEqual(['Insurance']);
    expect(one('The Carrier shall insure its delivery trucks under a motor policy.')).toEqual(['Insurance']);
    expect(one('The Customer shall insure, at its own cost, the equipment lent to it.')).toContain('Insurance');
  });
});

describe("a store's people are no store goods are brought to (category-cues-goods-stored.ts, hrev45)", () => {
  it("a paper or a talk delivered to the warehouse manager or the stores' managers is no Delivery", () => {
    expect(one('The Supplier shall deliver the monthly statement to the Warehouse Manager.')).not.toContain('Delivery');
    expect(one("The Supplier shall deliver its presentation to the stores' managers at the annual meeting.")).toEqual([]);
  });
  it('goods delivered to a warehouse or to the stores stay Delivery', () => {
    expect(one("The Supplier shall deliver the pumps to the Customer's warehouse in Leeds within ten days.")).toEqual(['Delivery']);
    expect(one('The Supplier shall deliver the spare parts to the stores named in each order.')).toEqual(['Delivery']);
  });
});

describe('vehicles kept insured are insurance, goods carried by insured transport are not (category-cues-goods-stored.ts, hrev45)', () => {
  it('insured vehicles a party must keep stay Insurance', () => {
    expect(one('The Customer shall maintain insured vehicles for its drivers.')).toEqual(['Insurance']);
    expect(one('The Supplier shall provide insured vehicles for the staff it employs.')).toContain('Insurance');
  });
  it('goods withdrawn by insured transport stay Delivery alone', () => {
    expect(one('The Customer may withdraw the goods by insured transport at its own cost.')).toEqual(['Delivery']);
  });
});

describe("a reserve is a lot's price only at a sale (category-cues-sale-prices.ts, hrev45)", () => {
  it('a level kept above a reserve, or a reserve fund of an amount, is no price', () => {
    expect(one('The Operator shall keep the fuel above its reserve at all times.')).toEqual([]);
    expect(one('The cash balance shall not fall below the reserve at any time.')).toEqual([]);
    expect(one('Water in the reservoir shall be kept above the reserve level at all times.')).toEqual([]);
    expect(one('The Customer shall maintain a reserve of $50,000 for repairs.')).not.toContain('Pricing & Taxes');
  });
  it("a lot's reserve at a sale stays Pricing & Taxes", () => {
    expect(one('If bidding does not reach the reserve, the lot will be withdrawn.')).toEqual(['Pricing & Taxes']);
    expect(one("The Auctioneer may sell the lot below its reserve with the Seller's consent.")).toEqual(['Pricing & Taxes']);
    expect(one('Oak bureau, circa 1780: low estimate $4,000, high estimate $6,000, reserve $3,500.')).toEqual(['Pricing & Taxes']);
  });
});

describe("a structure a party may put on the other's land, not a builder's own works (category-cues-land-used.ts, hrev45)", () => {
  it("the works erected under a construction contract are no Asset Use", () => {
    expect(one('The Contractor shall erect the steel frame on the Site in accordance with the Drawings.')).toEqual([]);
    expect(one('The Contractor shall erect scaffolding on the building for the works.')).toEqual([]);
    expect(one("The Contractor shall erect the Works on the Employer's land by the Completion Date.")).toEqual([]);
  });
  it('a structure allowed or barred on the land stays Asset Use', () => {
    expect(one('The Developer may erect one temporary mast on the Site for up to three years.')).toEqual(['Asset Use']);
    expect(one("The Licensee is entitled to put up two signs on the Licensor's building.")).toEqual(['Asset Use']);
  });
});

describe('a place restored after a removal, not a system, data or a team (category-cues-removed-and-made-good.ts, hrev45)', () => {
  it('a system, files, a service or a team restored, or damage an installer repairs, is no Asset Use', () => {
    expect(one('The Supplier shall remove the malware and restore the affected files.')).toEqual([]);
    expect(one('The Supplier shall remove any faulty component and restore the system to working order.')).toEqual([]);
    expect(one('The Customer may require the Supplier to remove any personnel and restore the team to full strength.')).toEqual([]);
    expect(one("The Supplier shall remove the data from its servers and restore them to the Customer's systems.")).not.toContain('Asset Use');
    expect(one('The Contractor shall remove the old boiler and repair any damage caused by the installation.')).toEqual([]);
  });
  it('the place restored or made good after a removal stays Asset Use', () => {
    expect(one('On termination the Licensee shall remove its kiosk and restore the area to its original condition.')).toContain('Asset Use');
    expect(one('At the end of the hire the Hirer shall remove its stand and repair any damage to the hall floor.')).toContain('Asset Use');
    expect(one('The Operator shall remove its vending machines and restore it to the satisfaction of the Owner.')).toContain('Asset Use');
  });
});

describe('a party keeping itself informed passes nothing on (category-cues-kept-informed.ts, hrev45)', () => {
  it('keeping oneself informed is no Communication', () => {
    expect(one('The Supplier shall keep itself informed of changes in the law.')).toEqual([]);
    expect(one('The Consultant shall keep himself informed of developments in the field.')).toEqual([]);
  });
  it('keeping the other party informed stays Communication', () => {
    expect(one('The Supplier shall keep the Customer informed of the progress of the Services.')).toEqual(['Communication']);
  });
});

describe('no one engaged: an effort, own staff or a thing used (category-cues-others-engaged.ts, hrev45)', () => {
  it('reasonable endeavours, own employees or equipment used are no Subcontracts', () => {
    expect(one('The Supplier shall use reasonable endeavours to deliver on time and remains responsible for its performance.')).not.toContain('Subcontracts');
    expect(one('The Supplier may use its own employees and remains responsible for their work.')).not.toContain('Subcontracts');
    expect(one('Where the Customer uses the Equipment, it remains responsible for its performance.')).not.toContain('Subcontracts');
  });
  it('others engaged, the engaging party answerable, stay Subcontracts', () => {
    expect(one('The Supplier may engage subcontractors with the Customer\'s consent and shall remain responsible for their work.')).toContain('Subcontracts');
    expect(one('The Supplier may use couriers to carry the samples but remains liable for their performance.')).toContain('Subcontracts');
  });
});

describe("a work made of a place is intellectual property (category-cues-intellectual-property.ts, hrev45)", () => {
  it('a licence to use building plans, a building design or kitchen recipes keeps Intellectual Property', () => {
    expect(one('The Licensor grants a licence to use the building plans for the construction of the house.')).toContain('Intellectual Property');
    expect(one('The Licensor grants a licence to use the Building design in its marketing.')).toContain('Intellectual Property');
    expect(one('The Owner grants the Club a licence to use the kitchen recipes in its restaurants.')).toContain('Intellectual Property');
  });
  it('a licence to use land or a warehouse stays Asset Use alone (C68)', () => {
    expect(one('The Company grants a licence to use the land for grazing.')).toEqual(['Asset Use']);
    expect(one('The Owner grants the Tenant a licence to use the warehouse for storage.')).toEqual(['Asset Use']);
  });
});

describe("an event word naming a party's fault excuses no loss (category-cues-charter-party.ts, hrev45)", () => {
  it('flood water from a pipe, or contamination a party caused, keeps Liability', () => {
    expect(one("The Tenant is not responsible for damage caused by flood water escaping from the Landlord's pipes.")).toContain('Liability');
    expect(one('The Supplier is not liable for losses arising from nuclear contamination caused by the Customer.')).toContain('Liability');
  });
  it('a loss excused by flood, earthquake or war stays Force Majeure alone (C4)', () => {
    expect(one('The Supplier is not liable for loss caused by flood, earthquake or war.')).toEqual(['Force Majeure']);
  });
});

describe("a thing passing to someone's attention is a message, whatever opens the clause (category-cues-delivery.ts, hrev45)", () => {
  it('"the title of the report" passing to the insurer\'s attention is no Delivery', () => {
    expect(one("The title of the report shall pass to the insurer's attention.")).not.toContain('Delivery');
  });
  it('title to the goods passing to the Buyer stays Delivery', () => {
    expect(one('Title to the goods passes to the Buyer on delivery, and risk passes to the insurer under the policy.')).toContain('Delivery');
  });
});
