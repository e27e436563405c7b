/**
 * The general rules behind set 52's category misses (issue 18, h59c52): goods brought to a warehouse or vault and
 * carried by insured transport are delivered (category-cues-goods-stored.ts); an auction's reserve, buyer's premium and
 * estimates are prices, a price no party warrants is none (category-cues-sale-prices.ts); "insure" in the present is
 * insurance (category-cues-insurance.ts); a licence to use rooms is Asset Use alone (C68); liabilities counted on a
 * balance sheet are no Liability (category-cues-net-values.ts); a loss excused by war or flood is Force Majeure alone
 * (C4). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('goods brought into storage and carried out of it (h59c52)', () => {
  it('goods delivered to a warehouse, a vault or a depot are Delivery, whatever they are called', () => {
    expect(one('The Customer shall deliver the paintings to our warehouse in Leeds at its own cost.')).toEqual(['Delivery']);
    expect(one('You will deliver the sculptures to our warehouse by 1 May.')).toEqual(['Delivery']);
    expect(one("The Customer delivers the bullion to the Supplier's vault at its own risk.")).toEqual(['Delivery']);
  });
  it('goods withdrawn by insured transport are carried: Delivery, no Insurance', () => {
    expect(one('The Customer may withdraw the goods by insured transport at its own cost.')).toEqual(['Delivery']);
  });
  it('a document signed and then delivered is no Delivery; goods packed and delivered still are', () => {
    expect(one("The Supplier shall sign the Deed and deliver it to the Customer's solicitors.")).toEqual([]);
    expect(one("The Supplier shall pack the goods and deliver them to the Customer's depot.")).toEqual(['Delivery']);
  });
});

describe("an auction's price words (h59c52)", () => {
  it("a lot's reserve, the buyer's premium and a lot row of estimates are Pricing & Taxes", () => {
    expect(one('The Supplier will not sell any lot below its reserve.')).toEqual(['Pricing & Taxes']);
    expect(one('The Supplier will agree with the Customer a reserve for each lot before the sale.')).toEqual(['Pricing & Taxes']);
    expect(one("The Supplier may charge each buyer a buyer's premium of 25% and keep it.")).toEqual(['Pricing & Taxes']);
    expect(one('Oak bureau, circa 1780: low estimate $4,000, high estimate $6,000, reserve $3,500.')).toEqual(['Pricing & Taxes']);
  });
  it('a reserve in another sense is no price', () => {
    expect(one('The Supplier reserves the right to refuse any lot.')).toEqual([]);
    expect(one('The Supplier shall keep a reserve fund for repairs.')).toEqual([]);
  });
  it('a price no one warrants is Warranties alone; a price paid in the same sentence still counts', () => {
    expect(one('The Supplier makes no warranty as to the price any lot will fetch.')).toEqual(['Warranties']);
    expect(one('The Supplier makes no warranty as to the price, and the Customer shall pay the price within 30 days.')).toEqual(['Payment Terms & Billing', 'Warranties']);
  });
});

describe('insurance, licences to use rooms, balance-sheet liabilities, losses excused (h59c52)', () => {
  it('"insures" in the present is Insurance; "insure that" (ensure) is not', () => {
    expect(one('The Supplier insures the goods against fire and theft.')).toEqual(['Insurance']);
    expect(one('The Supplier shall insure that the records are accurate.')).not.toContain('Insurance');
  });
  it('a licence to use kitchens and storerooms is Asset Use alone (C68); a licence to use software keeps its Intellectual Property', () => {
    expect(one('The Customer grants the Supplier a licence to use the kitchens and storerooms at the Site.')).toEqual(['Asset Use']);
    expect(one('The Customer grants the Supplier a licence to use its software at the Site.')).toEqual(['Asset Use', 'Intellectual Property']);
  });
  it('assets less liabilities is no Liability; a limit of liability in the same sentence keeps it', () => {
    expect(one('"Net Asset Value" means the value of the assets of the Fund less its liabilities.')).toEqual([]);
    expect(one('The Guarantor shall keep a statement of his assets and liabilities.')).not.toContain('Liability');
    expect(one('The Supplier shall not be liable for any loss caused by its negligence.')).toEqual(['Liability']);
  });
  it('a loss excused by flood, earthquake or war is Force Majeure alone (C4); a loss caused by a failure to insure is Liability', () => {
    expect(one('The Supplier is not liable for any loss caused by flood, earthquake or war.')).toEqual(['Force Majeure']);
    expect(one('The Supplier is liable for any loss caused by its failure to insure the goods.')).toEqual(['Liability']);
  });
});

describe('land used under an option or an access licence (h59c52)', () => {
  it('a structure erected on the land and a right of occupation granted are Asset Use (things removed and the place restored: h60trn)', () => {
    expect(one("The Supplier may erect two temporary signs on the Customer's land for up to one year.")).toEqual(['Asset Use']);
    expect(one('The Customer shall not grant any right of occupation over the Land to anyone else.')).toEqual(['Asset Use']);
  });
  it('scaffolding erected to drawings, tracks kept to: no Asset Use', () => {
    expect(one('The Supplier shall erect the scaffolding in accordance with the drawings.')).toEqual([]);
    expect(one('The Supplier shall keep to the tracks agreed with the Customer and close all gates.')).toEqual([]);
  });
});

describe('a party kept informed (C8, h59c52)', () => {
  it('"keep the Customer informed" beside another act is Communication', () => {
    expect(one('The Supplier shall apply at its own cost for planning consent and keep the Customer informed of its progress.')).toEqual(['Communication']);
    expect(one('The Supplier shall restore the supply as soon as possible and keep the Customer informed.')).toEqual(['Communication']);
  });
  it('goods kept in a store inform no one', () => {
    expect(one("The Supplier shall keep the Customer's goods in a dry store.")).toEqual([]);
  });
});

describe('charges deducted from proceeds, said in the passive (h59c52)', () => {
  it('charges or a commission "deducted from" money held are Payment Terms & Billing alone', () => {
    expect(one('All charges will be deducted from the proceeds of sale.')).toEqual(['Payment Terms & Billing']);
    expect(one("The Supplier's commission shall be deducted from the rents collected.")).toEqual(['Payment Terms & Billing']);
  });
  it('taxes deducted, and charges set out in a price list, stay Pricing & Taxes', () => {
    expect(one('All taxes will be deducted from the proceeds of sale.')).toEqual(['Pricing & Taxes']);
    expect(one('The charges for storage are set out in the price list.')).toEqual(['Pricing & Taxes']);
  });
});
