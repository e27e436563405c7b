/**
 * Set 52's category leftovers, part 2, and the older ones (issue 18, h61c52b): an authority given in writing is
 * Communication (C2; category-cues-written-approvals.ts); a disclosure to third parties barred is
 * Confidentiality (category-cues-disclosure-bars.ts); a loss or damage compensated, and damage one causes made
 * good, are Liability (category-cues-losses-compensated.ts, category-cues-damage-made-good.ts); an account debited with
 * the fees is Payment Terms & Billing (category-cues-sums-owed.ts); a written amendment signed is no Communication
 * (category-cues-signed-writings.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('an authority given in writing (C2, h61c52b)', () => {
  it('a person or an act the other party has (not) authorised in writing is Communication', () => {
    expect(one('The Supplier shall deliver the parcels only to a courier whom the Customer has authorised in writing.')).toEqual(['Communication']);
    expect(one('The Supplier shall not start any claim that the Customer has not authorised in writing.')).toEqual(['Communication']);
  });
  it('an authority given without writing is no Communication', () => {
    // The fees collected are a payment (h73c56: money collected is Payment Terms & Billing), no message.
    expect(one('The Supplier has authorised its bank to collect the fees.')).toEqual(['Payment Terms & Billing']);
    expect(one('The Customer has been authorised by its board to sign this Agreement.')).toEqual([]);
  });
});

describe('a disclosure to outsiders barred (h61c52b)', () => {
  it('not disclosing, revealing or divulging a thing to third parties is Confidentiality', () => {
    expect(one("The Supplier does not disclose the Customer's account balances to any third party unless a court orders it.")).toEqual(['Confidentiality']);
    expect(one('The Supplier shall not divulge the test results to third parties.')).toEqual(['Confidentiality']);
    expect(one('The Supplier shall never reveal the test results to a third party.')).toEqual(['Confidentiality']);
  });
  it('a disclosure to the other party or to "any person" barred, and a disclosure allowed, are not', () => {
    expect(one('The Supplier shall not reveal the test results to any person.')).toEqual([]);
    expect(one('The Supplier shall not disclose to the Customer any trade secret of a former client.')).toEqual([]);
    expect(one('The Supplier shall ensure that each user does not disclose a password to any other person.')).not.toContain('Confidentiality');
    expect(one('The Supplier may disclose the test results to its bank.')).not.toContain('Confidentiality');
  });
});

describe('a loss compensated (h61c52b)', () => {
  it('a party compensating the other for a loss or damage is Liability', () => {
    expect(one('The Supplier shall compensate the Customer for any loss the error causes.')).toEqual(['Liability']);
    expect(one('If the Supplier misses a delivery date, it compensates the Customer for its direct losses.')).toEqual(['Liability']);
  });
  it('lost revenue or a shortfall compensated is no Liability', () => {
    expect(one('The Customer shall compensate the Supplier for lost revenue during the closure.')).toEqual([]);
    expect(one('The Supplier shall compensate the Customer for the shortfall at the contract price.')).not.toContain('Liability');
  });
});

describe('damage a party causes and must make good (h61c52b)', () => {
  it('making good the damage one\'s people or work cause is Liability', () => {
    expect(one("The Supplier shall make good any damage to the Customer's fences caused by its vehicles.")).toEqual(['Liability']);
    expect(one("The Supplier shall make good any damage its engineers cause to the Customer's floors.")).toEqual(['Liability']);
  });
  it('the place made good after a removal, and a repair, are no Liability', () => {
    expect(one('At the end of the term the Supplier shall remove its kiosk and make good any damage caused by the removal.')).toEqual(['Asset Use']);
    expect(one("The Supplier shall repair any damage to the Customer's fences caused by its vehicles.")).not.toContain('Liability');
  });
});

describe('an account debited (h61c52b)', () => {
  it('the fees or charges debited to or from an account are Payment Terms & Billing', () => {
    expect(one("The Supplier debits the fees quarterly from the Customer's cash account.")).toEqual(['Payment Terms & Billing']);
    expect(one("The Supplier shall debit all charges to the Customer's current account at the end of each month.")).toEqual(['Payment Terms & Billing']);
  });
  it('an account kept of debits is not; a tax at its rate keeps the sentence Pricing & Taxes alone (the guide\'s "plus VAT at 20%")', () => {
    expect(one('The Supplier shall keep a separate account of all debits and credits.')).toEqual([]);
    expect(one("The Supplier debits the fees quarterly from the Customer's cash account, plus VAT at 20%.")).toEqual(['Pricing & Taxes']);
  });
});

describe('a written amendment or change order signed (h61c52b)', () => {
  it('the signed writing a change takes is Amendments, no Communication', () => {
    expect(one('This Contract may be changed only by a written amendment signed by the directors of both parties.')).toEqual(['Amendments']);
    expect(one('Any further work must be set out in a written change order signed by both parties before it begins.')).toEqual(['Amendments']);
  });
  it('a notice beside it, and a written report sent, keep their Communication', () => {
    expect(one("This Agreement may be amended by a written amendment signed by both parties, or by the Supplier on 30 days' written notice.")).toEqual(['Amendments', 'Communication']);
    expect(one('The Supplier shall send the Customer a written report signed by its manager.')).toEqual(['Communication']);
  });
});
