import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

// Issue 18, hrev52: false readings of session 36's round 1 category rules (h63cat, h63c53, h63left) on ordinary
// contract language, each sentence written here and classified alone after the preamble; the near misses kept beside.

describe("a bar on dealing with anyone else is exclusivity only when the one barred is a trade counterparty (h63cat's Scope of Work rule narrowed)", () => {
  it.each([
    ["The Supplier shall not sell the Customer's personal data to any third party during the Term.", ["Privacy"]],
    ["During the Term, the Supplier shall not publish any photographs of the Customer's premises to any third party.", ["Privacy"]],
    ["During the Term, the Supplier shall not engage any other person to perform the Services without the Customer's consent.", []],
    ["During the Term, the Customer shall not purchase any other products from the Supplier at the old prices.", ["Pricing & Taxes"]],
    ["During the Term, the Supplier shall not accept any other instructions that conflict with this Agreement.", []],
    ["The Supplier shall not publish any third party advertisements on the Customer's website during the Term.", []],
    ["While this Agreement is in force the Supplier shall not sell the Equipment to any third party without first offering it to the Customer.", []],
    ["During the Term, the Customer shall not produce any other documents than those listed in Schedule 2.", []],
    ["During the Term, the Supplier shall not represent any third party in litigation against the Customer.", []],
    ["The Supplier shall not distribute any third party malware in the Territory.", []],
    ["During the Term the Customer shall not hire any other vehicles that do not meet the safety standards.", ["Safety and Security"]],
  ])('%s: any other thing, third-party things, data or photographs passed on, litigation and a first offer are no exclusivity', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["The Supplier shall not supply competing products to any third party during the Term.", ["Scope of Work"]],
    ["The Agency shall not represent any other football club in the Territory during the Term.", ["Scope of Work"]],
    ["During the Term, the Publisher shall not print any third party's magazine.", ["Scope of Work"]],
    ["The Owner shall not let the cottage through any other agency while this Agreement is in force.", ["Scope of Work"]],
    ["The Supplier shall not sell the Products to any third party in the Territory.", ["Scope of Work"]],
    ["The Supplier shall not disclose the Confidential Information to any third party during the Term.", ["Confidentiality"]],
  ])('%s: a distributor, agency, club or any third party barred for the term or in the territory stays Scope of Work', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("drafts approved and work counted by the period are Deliverables, goods, timesheets, hours and accounts are not (h63cat's Deliverables rule narrowed)", () => {
  it.each([
    ["The Customer shall approve or reject the goods on delivery.", []],
    ["The Customer shall approve or reject the timesheet submitted each week.", []],
    ["The Supplier shall record three hours of overtime per week at most.", []],
    ["The Supplier shall create ten user accounts per year at no charge.", ["Pricing & Taxes"]],
  ])('%s: goods or a timesheet approved or rejected, hours or accounts counted by the period, are no work product', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["The Customer shall approve or comment on each drawing within ten days.", ["Deliverables"]],
    ["The Supplier shall design two new logos each quarter.", ["Deliverables"]],
    ["The Author shall write twelve columns each month.", ["Deliverables"]],
    ["The Customer shall approve or reject the invoice within ten days.", ["Payment Terms & Billing"]],
    ["The Supplier shall produce 500 units per month.", []],
    ["The Customer shall pay 500 per month.", ["Payment Terms & Billing"]],
  ])('%s: a drawing approved or commented on, logos or columns made each period, stay Deliverables; an invoice stays billing', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("no bribe or inducement is the party's conduct, a donation, a rent review or a promotion is not (h63cat's Responsibilities rule narrowed)", () => {
  it.each([
    ["The Recipient shall not accept any gift from any other donor that conflicts with the objects of the Charity.", []],
    ["The Landlord shall not take any inducements into account when setting the rent at review.", []],
    ["The Recipient shall not receive any gift of land without the Trustees' consent.", []],
    ["The Foundation shall not accept a gift of shares in a listed company.", []],
    ["The Supplier shall not offer any inducement to customers to switch to its own brand.", []],
    ["The Company shall not give any gift aid declaration on behalf of the donor.", []],
  ])('%s: a gift of land or shares, gift aid, a donor’s gift, inducements at a rent review and a promotion to customers are no bribe', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["The Supplier shall not offer or give any bribe to any public official.", ["Responsibilities"]],
    ["The Supplier shall not give any gift to the Customer's staff.", ["Responsibilities"]],
    ["The Agent shall not receive any secret commissions.", ["Responsibilities"]],
    ["The Customer shall not accept gifts or hospitality from the Supplier.", ["Responsibilities"]],
    ["The Supplier shall not give any gift cards to customers without approval.", []],
  ])('%s: a bribe, a gift to staff, secret commissions and gifts or hospitality accepted stay Responsibilities', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("the contract binding a sold place's buyer is Business Continuity, a sale's own buyer bound to pay or to terms is not (h63c53's C76 rule narrowed)", () => {
  it.each([
    ["This Agreement binds the buyer of the Products to pay the Price.", ["Payment Terms & Billing"]],
    ["This Contract shall bind the purchaser of any Goods to the warranty terms set out below.", ["Warranties"]],
    ["This Licence binds each transferee of the Software to the terms of use.", ["Asset Use"]],
  ])('%s: the buyer of products, goods or software bound to pay or to the terms is a sale’s party', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["If the Owner sells the Hotel, this Agreement binds the purchaser.", ["Business Continuity"]],
    ["If the Landlord sells the Building, this Lease will bind the buyer of the Building.", ["Business Continuity"]],
  ])('%s: the buyer of a sold hotel or building bound by the contract stays Business Continuity', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("consigned goods returned at the end are Asset Use, their records are not (h63c53's consignment rule narrowed)", () => {
  it.each([
    ["On termination the Supplier shall return all consignment inventory records to the Customer.", ["Term & Termination"]],
  ])('%s: consignment inventory records returned are information', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["On termination, the Distributor shall return all unsold consigned goods to the Supplier.", ["Asset Use", "Term & Termination"]],
    ["The Buyer shall return the goods within 14 days if they are defective.", []],
    ["The Insurer shall make a return of premium on cancellation of the policy.", ["Insurance"]],
  ])('%s: unsold consigned goods returned on termination stay Asset Use; a sale’s goods returned stay none', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("the land restored and the easement used are Asset Use, the place's services, staff, insurance and documents are not (h63c53's land rule narrowed)", () => {
  it.each([
    ["The Supplier shall restore the Site's power supply within four hours.", []],
    ["The Supplier shall restore the building management system software after each update.", []],
    // "on renewal" names the moment of the act, no renewal of the contract: no Term & Termination (C161, session 67's h104c79).
    ["The Supplier shall reinstate the building's insurance cover on renewal.", ["Insurance"]],
    ["The Supplier shall restore the Property's access to the network after maintenance.", []],
    ["The Supplier shall use the easement plan attached as Schedule 2.", []],
    ["The Supplier shall use the right-of-way agreement template.", []],
    ["The Supplier shall reinstate the Property Manager if it dismisses them unfairly.", []],
  ])('%s: a site’s power supply, a building’s system or insurance, a property manager, the easement plan are no land handed back', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["The Customer shall reinstate the Premises after the works.", ["Asset Use"]],
    ["The Grantee shall restore the land to its former condition on expiry.", ["Asset Use"]],
    ["The Supplier shall restore the site to its previous condition after the works.", ["Asset Use"]],
    ["The Customer shall not obstruct the right of way.", ["Asset Use"]],
    ["The Grantee shall not plant any tree within the Easement.", ["Asset Use"]],
    ["The Supplier shall restore the service within four hours of any outage.", []],
  ])('%s: the premises reinstated, the land or site restored, the right of way and the easement used stay Asset Use', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("assets and liabilities allocated are Liability, accounted for they are a balance sheet's (h63left's rule narrowed)", () => {
  it.each([
    ["The acquisition of assets and liabilities shall be accounted for at fair value.", []],
  ])('%s: assets and liabilities accounted for at fair value are no debt allocated', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
  it.each([
    ["The Buyer shall assume all assets and liabilities of the Business.", ["Business Continuity", "Liability"]],
    ["The Seller shall retain all assets and liabilities relating to the Excluded Business.", ["Liability"]],
    ["The Company's assets and liabilities are shown in the balance sheet at Schedule 3.", []],
  ])('%s: assets and liabilities assumed or retained stay Liability, shown in a balance sheet stay none', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("a second pass: another engagement barred for the term is exclusivity (hrev52)", () => {
  it.each([
    ['During the Term the Consultant shall not accept any other engagement from a competitor of the Client.', ['Scope of Work']],
    ['During the Term, the Customer shall not purchase any other products from the Supplier at the old prices.', ['Pricing & Taxes']],
  ])('%s: another engagement barred for the term is exclusivity, other products are not', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("a second pass: the other party's goods or alterations approved are no draft judged (hrev52)", () => {
  it.each([
    ['The Customer shall approve or reject the Supplier\'s goods on delivery.', []],
    ['The Landlord shall approve or reject the Tenant\'s plans for alterations within 20 days.', []],
    ['The Landlord shall approve or reject any proposed alterations within 20 days.', []],
    ['The Client shall approve or reject the Agency\'s draft artwork within five days.', ['Deliverables']],
    ['The Client shall approve or reject the Contractor\'s design within ten working days.', ['Deliverables']],
  ])('%s: the other party\'s goods or alterations approved are no draft judged, its artwork or design is', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});

describe("a second pass: assets and liabilities taken over as recorded stay allocated (hrev52)", () => {
  it.each([
    ['The Buyer shall assume the assets and liabilities recorded in the Completion Accounts.', ['Liability']],
    ['The Buyer shall take over the assets and liabilities shown in the Accounts.', ['Liability']],
    ['The assets and liabilities of the Partnership shall be valued at Completion.', []],
    ['The acquisition of assets and liabilities shall be accounted for at fair value.', []],
  ])('%s: the pair taken over as recorded stays allocated, the pair that shall be valued is a balance sheet\'s', (sentence, labels) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toEqual(labels);
  });
});
