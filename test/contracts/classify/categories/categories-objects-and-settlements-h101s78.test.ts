/**
 * Categories left by set 78 (issue 18, h101s78), each with sentences written for these tests (not taken from a set):
 * - Scope of Work of the contract's object said without "services" (C130, category-cues-object-without-services.ts):
 *   a sale or a letting in the present tense, an event held by its name, a sponsor's category kept by a bar;
 * - Dispute Resolution of a settlement's words and its court steps (C131, category-cues-settlement-effect.ts): a sum
 *   paid "in full and final settlement of the claim", judgment entered, a notice of discontinuance;
 * - Warranties of a defect repaired with no warranty named (table 2.3's Warranties row, category-cues-defects-repaired.ts);
 * - Business Continuity of a buyer of shares bound by the agreement by a deed (C131 with C76,
 *   category-cues-business-passing.ts).
 */
import { describe, it } from 'vitest';
import { expectCategories } from '../helpers.js';

const SALE = { preamble: 'This contract is made between Copperleaf Tools Ltd ("the Seller") and Marta Quinn ("the Buyer").' };
const HIRE = { preamble: 'This contract is made between Pinecrest Plant Lda. ("the Owner") and Valley Growers ("the Hirer").' };
const SPONSOR = { preamble: 'This agreement is made between Lakeshore Athletics Inc. (the "Organiser") and Northgate Insurance Limited (the "Sponsor").' };
const MEMBERS = { preamble: '(1) ROWAN DAIRY LIMITED of Ennis (the "Farmer"); (2) HAZEL FOODS LIMITED of Limerick (the "Processor"); and (3) CURD VALLEY LIMITED of Nenagh (the "Company").' };

describe("the contract's object said without services (C130)", () => {
  it('reads a present-tense sale or letting at the start, an event held and a sponsor category kept', () => {
    expectCategories([
      ['2.1 The Seller sells to the Buyer, on credit, one bench lathe with its tool set.', ['Scope of Work']],
      ['The Seller hereby sells to the Buyer the three kilns listed in the Annex.', ['Scope of Work']],
      ['The Owner sells to the Hirer, by hire-purchase, one tractor with its plough.', ['Scope of Work'], HIRE],
      ['1.1 The Organiser will hold the Lakeshore Ten Mile Run, a road race for 800 runners, on 9 June 2040.', ['Scope of Work'], SPONSOR],
      ['The Organiser shall stage the Bayside Summer Festival on the town green.', ['Scope of Work'], SPONSOR],
      ['The Organiser will not accept sponsorship from any other brewery for the run.', ['Scope of Work'], SPONSOR],
    ], SALE);
  });

  it('leaves a supposed sale, shares sold, a meeting and a sum held to their other readings', () => {
    expectCategories([
      ['The Seller sells to the Buyer all the shares in Flint Tools Ltd.', []],
      // (h111cat) The sale put as a condition is Business Continuity beside the telling (table 2.3; sets 1–87: 48 of 48,
      // set 19's "If we sell the yard, we will tell you …" Business Continuity and Communication); still no Scope of Work.
      ['If the Seller sells the workshop to a third party, it shall tell the Buyer.', ['Business Continuity', 'Communication']],
      ['The Organiser shall hold the annual general meeting in March.', [], SPONSOR],
      ['The Organiser will accept sponsorship from local firms.', [], SPONSOR],
    ], SALE);
  });
});

describe("a settlement's words and its court steps (C131)", () => {
  it('reads judgment entered and a notice of discontinuance as Dispute Resolution', () => {
    expectCategories([
      ['If the Seller misses an instalment, the Buyer may enter judgment for the unpaid balance.', ['Dispute Resolution', 'Payment Terms & Billing']],
      ['The Buyer shall file a notice of discontinuance of the action in the High Court.', ['Communication', 'Dispute Resolution']],
    ], SALE);
  });

  it('leaves a sum paid in settlement of an invoice or a claim to payment and pricing (C9)', () => {
    expectCategories([
      ['The Buyer shall pay EUR 300 in full settlement of the invoice.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The Seller shall pay the Buyer EUR 2,500 in full and final settlement of the Claim.', ['Payment Terms & Billing', 'Pricing & Taxes']],
    ], SALE);
  });
});

describe('a defect repaired with no warranty named (table 2.3, Warranties)', () => {
  it('reads the remedy with no charge, a defect of its kind or one that appears within a period', () => {
    expectCategories([
      ['The Seller shall repair free of charge any defect in the lathe that appears within 12 months after delivery.', ['Warranties']],
      ['The Seller shall, at its own cost, rectify any fault of manufacture in the kilns.', ['Warranties']],
      ['The Owner shall remedy any defect in materials or workmanship that is found within six months.', ['Warranties'], HIRE],
    ], SALE);
  });

  it('leaves upkeep repairs with none of those marks', () => {
    expectCategories([
      ['The Seller shall repair any defects in the workshop roof.', []],
    ], SALE);
  });
});

describe('a buyer of shares bound by the agreement (C131, C76)', () => {
  it('reads the buyer made to sign a deed by which it is bound as Business Continuity', () => {
    expectCategories([
      ['Any permitted transferee shall sign a deed of adherence agreeing to be bound by this Agreement.', []],
      ['6.2 A buyer of Shares must first sign a deed by which it agrees to be bound by this Agreement.', ['Business Continuity']],
      ['6.3 A Member shall require any buyer of its Shares to execute a deed of adherence agreeing to be bound by this Agreement.', ['Business Continuity']],
    ], MEMBERS);
  });
});
