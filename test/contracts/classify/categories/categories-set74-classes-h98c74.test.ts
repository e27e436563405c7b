/**
 * Issue 18, h98c74: the classes set 74's categories left after h97c74 (bench/log.md, "Set 74's remaining categories"),
 * each read from a written convention (C105–C108, docs/contract-labels.md). Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { TERMS_AMENDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-terms-amended.js';
import { COMMISSIONED_AND_UNDERTAKEN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rules-and-engagements.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { VISIT_AND_EXAMINATION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-visits-and-examinations.js';
import { NONCONFORMING_REJECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-nonconforming-rejected.js';
import { GOODS_CONFORMITY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-conformity.js';
import { OWN_DUTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { TOLD_AS_TIME_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-telling-as-time.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const PRINT = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };
const HIRE = { preamble: 'These terms apply between Fjord Paddle Ltd ("we", "us") and the person who hires a canoe ("you").' };

describe('Amendments of a change the parties\' written agreement alone makes (C105)', () => {
  const amended = cuedBy(TERMS_AMENDED_STRONG_CUES, 'Amendments');
  it('reads "changed", "modified", "altered" only by a writing or the parties\' agreement', () => {
    expectEach(amended, [
      'The rate is fixed for the first year and may then be changed only by written agreement of the Parties.',
      'This order can be modified only in a writing signed by both.',
      'The delivery schedule may only be altered by agreement of both parties.',
    ], true);
    expectEach(amended, [
      'The delivery date may be changed by the Publisher on two days\' notice.',
      'The Printer may change the paper if the mill stops making it.',
      'The ink must not be altered in any way.',
      'The price list may be changed only with the written approval of the Publisher.',
    ], false);
  });
  it('gives the price clause its Amendments beside its price', () => {
    expectCategories([
      ['The price per copy is fixed until 31 March 2031 and may then be changed only by written agreement of the parties.', ['Amendments', 'Pricing & Taxes']],
    ], PRINT);
  });
});

describe('Scope of Work of an object clause said by both sides (C106)', () => {
  const object = cuedBy(COMMISSIONED_AND_UNDERTAKEN_STRONG_CUES, 'Scope of Work');
  it('reads "commissions and … undertakes to"', () => {
    expectEach(object, [
      '1.1. The Publisher commissions and the Printer undertakes to print and bind 3,000 copies of the Atlas.',
      'The Council orders and the Contractor accepts to clean the drains of the town.',
      'The Owner entrusts, and the Keeper agrees to look after the horses.',
    ], true);
    expectEach(object, [
      'The Publisher shall order and pay for the paper.',
      'The Publisher commissions the cover from an artist of its choice and the Printer prints it.',
    ], false);
  });
  it('gives the clause its Scope of Work', () => {
    expectCategories([['1.1. The Publisher commissions and the Printer undertakes to print and bind 3,000 copies of the Atlas in accordance with the proofs.', ['Scope of Work']]], PRINT);
  });
});

describe('Responsibilities of the work done with the doer\'s own means (C106)', () => {
  const own = cuedBy(OWN_DUTY_CUES, 'Responsibilities');
  it('reads the work with its own machinery, tools or equipment, or at its own risk', () => {
    expectEach(own, [
      'The Printer carries out the work with its own machinery and at its own risk.',
      'The Printer performs the services using its own tools and equipment.',
      'The Contractor shall carry out the works at his own risk.',
    ], true);
    expectEach(own, [
      'The Printer carries out the work at its own cost.',
      'You take part in the trip at your own risk.',
      'The Printer uses its own machinery.',
    ], false);
  });
  it('gives the clause its Responsibilities', () => {
    expectCategories([['2.1. The Printer carries out the works with its own machinery and at its own risk.', ['Responsibilities']]], PRINT);
  });
});

describe('Communication of a paper shown or handed over, of "informs" with a time (C108)', () => {
  const shown = cuedBy(PAPERS_SENT_STRONG_CUES, 'Communication');
  it('reads a map, a plan, a licence or a permit shown or handed over to the other party', () => {
    expectEach(shown, [
      '(a) to hand over to the Printer the layout plan of each volume on the day of signing;',
      'The Publisher shall show the Printer the paper mill certificate on request.',
      'The Printer hands over the site plan to the Publisher before the visit.',
      'You must show us your fishing licence before you board.',
    ], true);
    expectEach(shown, [
      'The Printer shall hand over the keys and the manuals to the Publisher at the end of the term.',
      'The Printer shall show the proofs to the author.',
      'The Publisher shall hand over the files on completion.',
      'The Printer shall insure the presses and show the Publisher the insurance certificate each year.',
    ], false);
  });
  it('gives the clauses their Communication', () => {
    expectCategories([
      ['(a) to hand over to the Printer the layout plan of each volume on the day of signing;', ['Communication']],
      ['3. The Publisher shall show the Printer the import licence on request.', ['Communication']],
      ['If a press breaks down, the Printer stops that print run and informs the Publisher on the same day.', ['Communication']],
      ['The Printer informs the Publisher within 3 days of any shortage of paper.', ['Communication']],
    ], PRINT);
  });
});

describe('a bare or a party\'s notice as the time of another act is no Communication (C108)', () => {
  const asTime = cuedBy(TOLD_AS_TIME_NOT_SAID, 'Communication');
  it('reads the notice the time runs from', () => {
    expectEach(asTime, [
      'to approve the proofs within 5 days after receiving the Printer\'s notice of completion;',
    ], true);
    expectEach(asTime, ['The Printer shall give the Publisher written notice within 5 days.', 'The Publisher may end the order if the Printer does not cure the fault within 15 days after notice.'], false);
  });
  it('gives the acceptance of the works its Deliverables, not Communication', () => {
    expectCategories([
      ['(b) to accept the works within 7 working days after receiving the Printer\'s notice of completion;', ['Deliverables']],
    ], PRINT);
  });
});

describe('Audits of inspectors let in, beside the rules kept (C107)', () => {
  const audits = cuedBy(VISIT_AND_EXAMINATION_STRONG_CUES, 'Audits');
  it('reads inspectors allowed or permitted to visit or enter', () => {
    expectEach(audits, [
      'The Printer allows inspectors of the Forest Council to visit its paper store.',
      'shall permit the Publisher\'s inspectors at any time to enter the print works.',
    ], true);
    expectEach(audits, ['The Printer allows visitors to see the presses.', 'The inspectors shall visit the site.'], false);
  });
  it('keeps the compliance with rules of a Ministry of Health beside the inspection', () => {
    expectCategories([
      ['2. The Printer complies with the hygiene rules of the Ministry of Health and allows inspectors of the Bureau of Public Health to visit its canteen.', ['Audits', 'Responsibilities']],
      ['The Printer complies with the hygiene rules of the Ministry of Health.', ['Responsibilities']],
    ], PRINT);
  });
});

describe('Deliverables of goods\' required state and their rejection (C107)', () => {
  const rejected = cuedBy(NONCONFORMING_REJECTED_STRONG_CUES, 'Deliverables');
  const fresh = cuedBy(GOODS_CONFORMITY_STRONG_CUES, 'Deliverables');
  it('reads goods rejected for their decay or damage', () => {
    expectEach(rejected, [
      'The School may reject rolls that are stale or crushed and need not pay for them.',
      'The Buyer may reject any fish which has been thawed, and does not pay for it.',
    ], true);
    expectEach(rejected, [
      'The Buyer may reject any candidate who is unfit for the job.',
      'The Publisher may reject the cover design.',
      'The Processor may reject cacao that is mouldy or harvested too early.',
    ], false);
  });
  it('reads food that must be made within a time before delivery', () => {
    expectEach(fresh, [
      'The rolls must be baked no more than 12 hours before delivery.',
      'The fish shall be caught not earlier than 2 days before delivery.',
    ], true);
    expectEach(fresh, ['The books must be printed no more than 12 weeks after the order.'], false);
  });
  it('gives the clauses their Deliverables', () => {
    expectCategories([
      ['4. The Publisher may reject copies that are damp or damaged and need not pay for them.', ['Deliverables', 'Payment Terms & Billing']],
    ], PRINT);
    expect(clauseCategories('The rolls must be baked no more than 12 hours before delivery.', PRINT)).toContain('Deliverables');
  });
});

describe('Payment Terms & Billing of a cost charged to a card (C108)', () => {
  it('gives the charge its payment, not a price', () => {
    expectCategories([
      ['We will charge the cost of the repair to your card.', ['Payment Terms & Billing']],
    ], HIRE);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-terms-amended.ts', 'may be changed only by a written '],
  ['categories/cues/category-cues-rules-and-engagements.ts', 'The Agency commissions and The '],
  ['categories/cues/category-cues-papers-sent.ts', 'hand over to the Printer the the plan '],
  ['categories/cues/category-cues-visits-and-examinations.ts', 'allows the inspectors of to visit '],
  ['categories/cues/category-cues-nonconforming-rejected.ts', 'reject the bread that is '],
  ['categories/cues/category-cues-goods-conformity.ts', 'must be baked no more than 48 hours '],
  ['categories/cues/category-cues-own-duties.ts', 'carries out the works with his own '],
  ['categories/cues/category-cues-telling-as-time.ts', 'within 10 days after receiving the '],
  ['categories/cues/category-cues-payment.ts', 'charge the cost to your '],
]);
