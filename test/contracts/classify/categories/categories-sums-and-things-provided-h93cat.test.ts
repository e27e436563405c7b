/**
 * Money and work said without their words, left by set 71 (issue 18, h93cat): sums a thing costs, spelt out, a
 * commission's and a concession's (Pricing & Taxes, category-cues-sums-stated.ts), own lawyers' costs borne
 * (category-cues-costs-borne.ts), an amount earned on a condition under a payment lead-in (category-instalment-items.ts);
 * a joint bid's purpose, exclusivity and division of the work (Scope of Work, category-cues-joint-bid-scope.ts); places,
 * cars and boats provided and the other's things returned (Asset Use, category-cues-things-provided.ts); fines deducted
 * (Payment Terms & Billing, category-cues-fines-deducted.ts), a buy-out fee (C65, category-ending-fee.ts) and a bid's
 * security (Insurance, category-cues-bid-security.ts). Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUM_STATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-sums-stated.js';
import { COSTS_BORNE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { JOINT_BID_SCOPE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-joint-bid-scope.js';
import { THING_PROVIDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-things-provided.js';
import { FINE_DEDUCTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-fines-deducted.js';
import { BID_SECURITY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-bid-security.js';
import { instalmentItemCategories } from '../../../../src/contracts/classify/categories/category-instalment-items.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { clauseCategories } from '../helpers.js';
import { documentCategories } from './set-cue-helpers.js';

const PRINT = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };
const FERRY = { preamble: 'These terms apply between Bayside Ferries Ltd ("we" or "us") and each person who travels on our boats ("you").' };
const JOINT = { preamble: 'This agreement is made between Tealeaf Consulting Ltd, Delta Survey Ltd and Orbit Roads Ltd (each a "Partner" and together the "Partners").' };
const CLUB = { preamble: 'This contract is made between Harbour Racing Club (the "Club") and Sean Byrne (the "Rider").' };

describe('sums stated without a price word (h93cat)', () => {
  const sum = cuedBy(SUM_STATED_STRONG_CUES, 'Pricing & Taxes');

  it('reads what a thing costs, a sum spelt out before its figure, a concession and a fixed commission', () => {
    expectEach(sum, [
      'A second proof of the cover costs £40.',
      'A reprint ordered after the first run costs an extra £300.',
      'The Publisher shall pay the Printer the sum of TWELVE THOUSAND FIVE HUNDRED POUNDS (£12,500) on delivery.',
      'The rent is Two thousand four hundred dollars ($2,400) a month.',
      'Children under 12 pay half the adult fare.',
      'Pensioners pay half the standard fare on weekdays.',
      'The Club shall pay the agent a commission of £3,000 on signing.',
    ], true);
  });

  it('not costs as a noun, a cover or a deposit spelt out, half a fee paid at a moment, nor a commission unstated', () => {
    expectEach(sum, [
      'The costs of the proofs are shared equally.',
      'The Printer shall keep public liability insurance of not less than FIVE MILLION POUNDS (£5,000,000).',
      'The Tenant shall pay a deposit of ONE THOUSAND POUNDS (£1,000) on signing.',
      'You pay half the fee on signing and the rest on arrival.',
      'You pay half of the fee when you book.',
      'The agent is entitled to a commission on each sale.',
    ], false);
  });

  it("reads a party's own lawyers' costs borne, not the boilerplate of its costs of negotiating", () => {
    const borne = cuedBy(COSTS_BORNE_STRONG_CUES, 'Pricing & Taxes');
    expectEach(borne, [
      'Each party shall bear its own legal costs of the dispute.',
      'Each party shall bear its own costs and the fees of its own solicitors in the claim.',
    ], true);
    expectEach(borne, ['Each party shall bear its own costs and expenses incurred in connection with the negotiation of this Agreement.'], false);
  });

  it('classifies the sentences with the sum', () => {
    expect(clauseCategories('A reprint ordered after the first run costs an extra £300.', PRINT)).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('The Publisher shall pay the Printer the sum of TWELVE THOUSAND FIVE HUNDRED POUNDS (£12,500) on delivery.', PRINT)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(clauseCategories('Each party shall bear its own costs and the fees of its own solicitors in the claim.', PRINT)).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('Children under 12 pay half the adult fare.', FERRY)).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('You pay half of the fee when you book.', FERRY)).toEqual(['Payment Terms & Billing']);
    expect(clauseCategories('The Rider was introduced to the Club by his agent, whose commission of £3,000 the Club shall pay on signing.', CLUB)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('a sum any thing costs, in pounds, dollars or euros, is read whatever the thing', () => {
    fc.assert(
      fc.property(fc.constantFrom('A late change', 'A replacement key', 'Each extra bag', 'A second visit'), fc.constantFrom('£', '$', '€', 'EUR '), fc.integer({ min: 1, max: 9999 }), (thing, mark, figure) =>
        sum(`${thing} costs ${mark}${figure}.`),
      ),
    );
  });
});

describe('an amount earned on a condition under a payment lead-in (h93cat)', () => {
  const lead = 'The Club shall also pay the Rider the following bonuses:';

  it('takes the amount, not the lead-in\'s paying; an instalment keeps both', () => {
    expect(instalmentItemCategories(['Payment Terms & Billing'], lead, '£2,000 if the Rider wins the national championship; and')).toEqual(['Pricing & Taxes']);
    expect(instalmentItemCategories(['Payment Terms & Billing'], lead, '£150 for each podium finish.')).toEqual(['Pricing & Taxes']);
    expect(instalmentItemCategories([], 'The fee is payable as follows:', '£500 on signing;')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(instalmentItemCategories(['Safety and Security'], 'The Club shall keep the following rules:', '£150 for each podium finish.')).toEqual(['Safety and Security']);
  });

  it('classifies the items under their lead-in', () => {
    const inputs = [CLUB.preamble, lead, '(a) £2,000 if the Rider wins the national championship; and', '(b) £150 for each podium finish.'];
    const got = [1, 2, 3].map((at) => clauseCategoriesInList(inputs, at));
    expect(got).toEqual([['Payment Terms & Billing'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
  });
});

describe("a joint bid's scope (h93cat)", () => {
  const scope = cuedBy(JOINT_BID_SCOPE_STRONG_CUES, 'Scope of Work');

  it("reads the purpose it is formed for, no other bid for the same work, and the work divided", () => {
    expectEach(scope, [
      'The Partners form a joint venture for the sole purpose of bidding for the bridge contract and carrying it out.',
      'The consortium is limited to the tender for the harbour wall.',
      'No Partner shall submit any other bid for the bridge contract.',
      'No Partner shall take part, directly or through an affiliate, in any other tender for the same works.',
      'The Partners shall divide the works and the fees between them as follows:',
      'The services are shared among the Partners in the proportions below.',
    ], true);
  });

  it('not a purpose of a clause, another bid of the client, nor profits divided', () => {
    expectEach(scope, [
      'For the purpose of this clause, a Partner includes its affiliates.',
      'The Client may accept any other bid for the bridge contract.',
      'The profits shall be divided equally between the Partners.',
    ], false);
  });

  it('classifies them', () => {
    expect(clauseCategories('The Partners form a joint venture for the sole purpose of bidding for the bridge contract and carrying it out.', JOINT)).toEqual(['Scope of Work']);
    expect(clauseCategories('No Partner shall submit any other bid for the bridge contract.', JOINT)).toEqual(['Scope of Work']);
    expect(clauseCategories('The Partners shall divide the works and the fees between them as follows:', JOINT)).toEqual(['Scope of Work']);
  });
});

describe("places, cars and boats provided, the other's things returned (h93cat)", () => {
  const asset = cuedBy(THING_PROVIDED_STRONG_CUES, 'Asset Use');

  it('reads a home or a car provided, a place or a craft made available, a place provided fitted, things returned', () => {
    expectEach(asset, [
      'The Club shall provide the Rider, free of charge, with a flat near the track and a car.',
      'The Printer shall provide the Publisher, at its own cost, with a room at the print works during the proofing week.',
      "The Club shall make its boat and crew available for the Rider's transfers at any hour.",
      'The Parish shall make the church hall available to the Choir every Thursday evening.',
      'The Club shall provide the gym, furnished and heated, with water and a telephone line.',
      'The Printer shall return to the Publisher, within ten days, the 400 printing plates of the Publisher that it still holds.',
    ], true);
  });

  it('not transport provided, goods made available for collection, papers or information returned', () => {
    expectEach(asset, [
      'The Owner shall provide the Contractor with boat transport to the island.',
      // The noun must end its phrase: a house style guide, a car hire voucher are no home nor car given.
      'The Club shall provide the Rider with a house style guide.',
      'The Club shall provide the Rider with a car hire voucher for the season.',
      'The Printer shall make the books available for collection at its warehouse.',
      'The Printer shall return to the Publisher all Confidential Information that it holds.',
      'The Printer shall return the documents of the Publisher that it still holds.',
    ], false);
  });

  it('classifies them', () => {
    expect(clauseCategories('The Club shall provide the Rider, free of charge, with a flat near the track and a car.', CLUB)).toEqual(['Asset Use']);
    expect(clauseCategories("The Club shall make its boat and crew available for the Rider's transfers at any hour.", CLUB)).toEqual(['Asset Use']);
    expect(clauseCategories('The Club shall provide the gym, furnished and heated, with water and a telephone line.', CLUB)).toEqual(['Asset Use']);
    expect(clauseCategories('The Printer shall return to the Publisher, within ten days, the 400 printing plates of the Publisher that it still holds.', PRINT)).toEqual(['Asset Use']);
  });
});

describe('fines deducted and a buy-out fee (h93cat)', () => {
  const deducted = cuedBy(FINE_DEDUCTED_STRONG_CUES, 'Payment Terms & Billing');

  it('reads a fine or a penalty taken out of a pay or a payment, not a tax deducted', () => {
    expectEach(deducted, [
      'The Club may fine the Rider for each breach of the team rules, and may deduct the fine from his salary.',
      'The Publisher may deduct any penalty from the payments due to the Printer under clause 7.',
      'Penalties shall be deducted from the next invoice.',
    ], true);
    expectEach(deducted, ['The Club shall deduct income tax from the Rider\'s salary.', 'The Club may fine the Rider for each breach.'], false);
  });

  it('classifies them', () => {
    expect(clauseCategories('The Club may fine the Rider for each breach of the team rules, and may deduct the fine from his salary.', CLUB)).toEqual(['Payment Terms & Billing']);
    expect(clauseCategories('Either party may end this contract early by paying the other a buy-out fee of £25,000.', CLUB)).toEqual(['Payment Terms & Billing', 'Term & Termination']);
  });
});

describe("a bid's security (h93cat)", () => {
  it('reads a bid security, bond or tender guarantee, not a security of the site', () => {
    const cover = cuedBy(BID_SECURITY_STRONG_CUES, 'Insurance');
    expectEach(cover, ['Tealeaf shall obtain the bid security of £5,000 that the tender requires.', 'The bidder shall lodge a tender bond of 2% of its bid price.'], true);
    expectEach(cover, ['The Contractor shall keep the site secure.', 'Each bid shall be sealed and delivered by hand.'], false);
  });

  it('classifies it beside the sharing of its cost', () => {
    expect(clauseCategories('Tealeaf shall obtain the bid security of £5,000 that the tender requires, and the other Partners shall reimburse their shares of its cost within 10 days.', JOINT)).toEqual(['Insurance', 'Payment Terms & Billing']);
  });
});

/** The categories of the element at `at` of a document of `texts` (the first its preamble), list items marked by their "(a)". */
function clauseCategoriesInList(texts: readonly string[], at: number): string[] {
  return documentCategories(texts, /^\([a-z]\)/)[at];
}
