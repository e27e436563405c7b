/**
 * Issue 18, h99c75: classes of set 75's category misses (bench/log.md, "A seventy-fifth, blind set" → "Categories"),
 * each read from a written convention: C83 (a thing supplied or lent that stays its owner's, and what its holder must
 * not do to it), C98 and the Scope of Work row (work entrusted and accepted), the Deliverables row's "acceptance" (goods
 * deemed accepted by silence) and C9 (a price paid as a clause says, no sum: Payment alone). Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { SUPPLIED_THING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-supplied-things.js';
import { DELIVERABLE_ACCEPTANCE_CUES, DEEMED_ACCEPTANCE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-deliverable-acceptance.js';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { ENTRUSTED_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entrusted-returns.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { isLatePaymentCharge } from '../../../../src/contracts/classify/categories/category-late-payment.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { expectCategories } from '../helpers.js';

const PRINT = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };
const TRACK = { preamble: 'This order is made between Sentinel Track Ltd ("Provider") and Bassa Haulage Ltd ("Customer").' };
const HOME = { preamble: 'These terms are between Hilltop Net Ltd ("Hilltop", "we" or "us") and you.' };

describe('Asset Use of a thing supplied or lent that stays its owner\'s (C83)', () => {
  const supplied = cuedBy(SUPPLIED_THING_STRONG_CUES, 'Asset Use');
  it('reads the thing kept its owner\'s by a named owner, lent, and not opened, removed or unplugged', () => {
    expectEach(supplied, [
      'The scanners remain Provider\'s property.',
      'The sensors remain the property of the Provider at all times.',
      'The cameras are lent to the Customer for the term of this order.',
      'You must give back the modem we lent you when the service ends.',
      'Customer will not remove, open or disconnect a scanner.',
      'The Customer shall not unplug or relocate any tracker.',
    ], true);
    expectEach(supplied, [
      'The data remains Provider\'s property.',
      'The loan is lent to the Borrower at a fixed rate.',
      'The Customer shall not remove any sticker from its trucks.',
      'We will not open your parcels.',
    ], false);
  });
  it('gives the clauses their Asset Use', () => {
    expectCategories([
      ['The scanners remain Provider\'s property and are lent to Customer for the term of this order.', ['Asset Use']],
      ['Customer will not remove, open or disconnect a scanner.', ['Asset Use']],
    ], TRACK);
    expectCategories([['When the service ends, you must return the router we lent you within 14 days.', ['Asset Use', 'Term & Termination']]], HOME);
  });
});

describe('Asset Use of the owner\'s things returned from the keeper\'s hands, a platform\'s accounts, a let building\'s structure (C12, C84)', () => {
  const returned = cuedBy(ENTRUSTED_RETURN_STRONG_CUES, 'Asset Use');
  const used = cuedBy(ASSET_CUES, 'Asset Use');
  it('reads things in its keeping given back at the end', () => {
    expectEach(returned, [
      'On termination, the Printer returns to the Publisher all paper in its warehouse.',
      'When this agreement ends, the Mill shall hand back all the fleeces still in its custody.',
    ], true);
    expectEach(returned, [
      'On termination, the Printer returns to the Publisher all documents in its possession.',
      'The Printer returns to the Publisher all paper in its warehouse each Friday.',
    ], false);
  });
  it('reads accounts opened on the platform and the structure left alone', () => {
    expectEach(used, [
      'Customer may create up to ten user accounts for its managers.',
      'The Client may open five further user accounts at no charge.',
      'The Tenant shall not interfere with the structure of the building.',
      '(e) not to alter the structure of the premises;',
    ], true);
    expectEach(used, [
      'The Customer shall keep each user account password secret.',
      'The Printer shall not change the structure of the report.',
      // A duty to create accounts is the provider's own work, no use of the other's platform (session 62's merge review).
      'The Supplier shall create ten user accounts per year at no charge.',
    ], false);
  });
  it('gives the clauses their Asset Use', () => {
    expectCategories([['On termination, the Printer returns to the Publisher all paper in its warehouse.', ['Asset Use', 'Term & Termination']]], PRINT);
    expectCategories([['Customer may create up to ten user accounts for its managers.', ['Asset Use']]], TRACK);
  });
});

describe('Scope of Work of work entrusted and accepted in one breath (C98)', () => {
  it('reads ", who accepts," between the receiver and the work', () => {
    expectCategories([
      ['The Publisher entrusts to the Printer, who accepts, the printing of its school books in accordance with this agreement.', ['Scope of Work']],
      ['The Publisher entrusts to the Printer the printing of its school books in accordance with this agreement.', ['Scope of Work']],
    ], PRINT);
  });
});

describe('Deliverables of goods deemed accepted when not rejected or disputed in time (the row\'s "acceptance")', () => {
  const accepted = cuedBy(DELIVERABLE_ACCEPTANCE_CUES, 'Deliverables');
  const disputeVetoed = cuedBy(DEEMED_ACCEPTANCE_VETOES, 'Dispute Resolution');
  it('reads the goods or the work, not an order, an offer or an invoice', () => {
    expectEach(accepted, [
      'Books that are not rejected within that period are deemed accepted.',
      'Any bale not disputed within 5 days is deemed accepted.',
      'Copies not objected to in writing within a week shall be deemed to have been accepted.',
    ], true);
    expectEach(accepted, [
      'An order not rejected within that period is deemed accepted.',
      'An invoice that is not disputed within 10 days is deemed accepted.',
      'The books are not rejected for late delivery.',
    ], false);
    expectEach(disputeVetoed, ['Any bale not disputed within 5 days is deemed accepted.'], true);
    expectEach(disputeVetoed, ['Any dispute not resolved within 30 days shall be referred to arbitration.'], false);
  });
  it('gives the clause Deliverables, not Dispute Resolution', () => {
    expectCategories([
      ['Books that are not rejected within that period are deemed accepted.', ['Deliverables']],
      ['Paper that is not disputed within that period is deemed accepted.', ['Deliverables']],
    ], PRINT);
  });
});

describe('Payment Terms & Billing alone for a price paid as a clause says, no sum (C9)', () => {
  it('reads "under the conditions of Article N" and "in the manner agreed" as how the price is paid', () => {
    expectCategories([
      ['The Publisher shall pay the price under the conditions of Article 6.', ['Payment Terms & Billing']],
      ['The Publisher shall pay the price in the manner and within the time agreed.', ['Payment Terms & Billing']],
      ['The Publisher shall pay the price of EUR 4 per copy under the conditions of Article 6.', ['Payment Terms & Billing', 'Pricing & Taxes']],
    ], PRINT);
  });
});

describe('Payment Terms & Billing alone for the fee that restores a service suspended for late payment (C17)', () => {
  it('reads a reconnection or reactivation fee beside a sum paid late, not alone', () => {
    expectEach(isLatePaymentCharge, [
      'If you do not pay within 10 days, we may cut off the line, and a reconnection fee of $20 then applies.',
      'If an invoice is unpaid after 30 days, the Provider may suspend the account and charge a reactivation fee.',
    ], true);
    expectEach(isLatePaymentCharge, [
      'A reconnection fee of $20 applies when you move the service to a new address.',
      'The monthly fee is $30 and the installation fee is $50.',
    ], false);
  });
  it('gives the clause Payment Terms & Billing alone', () => {
    expectCategories([['If you do not pay within 10 days, we may cut off the line, and a reconnection fee of $20 then applies.', ['Payment Terms & Billing']]], HOME);
  });
});

describe('Safety and Security of work in the water (the row: physical safety)', () => {
  const safety = cuedBy(PHYSICAL_SAFETY_CUES, 'Safety and Security');
  const REEF = { preamble: 'This agreement is made between Reef Works Ltd (the "Contractor") and the Marine Park Trust (the "Trust").' };
  it('reads divers signalled in the water, a dive supervisor, and the water closed to boats while divers work', () => {
    expectEach(safety, [
      'The Contractor shall fly a warning flag from its boat whenever divers are in the water.',
      'The Contractor shall show the diver-down flag at each site.',
      'All diving shall be done under the supervision of a qualified dive supervisor.',
      'The Trust shall close the site to tour boats while the Contractor\'s divers work there.',
    ], true);
    expectEach(safety, [
      'The Trust shall close the site to the public on Mondays.',
      'The Contractor shall fly the Trust\'s flag on its boat.',
      'The boats are in the water from May to October.',
    ], false);
  });
  it('gives the clauses Safety and Security', () => {
    expectCategories([
      ['The Contractor shall fly a warning flag from its boat whenever divers are in the water.', ['Safety and Security']],
      ['The Trust shall close the site to tour boats while the Contractor\'s divers work there.', ['Safety and Security']],
    ], REEF);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-supplied-things.ts', 'not remove, open, disconnect, '],
  ['categories/cues/category-cues-supplied-things.ts', 'scanners remain X\'s scanners are lent '],
  ['categories/cues/category-cues-deliverable-acceptance.ts', 'not disputed within deemed '],
  ['categories/cues/category-cues-scope.ts', 'entrusts to the Printer, who accepts, '],
  ['categories/cues/category-cues-amounts.ts', 'pay the price under the conditions of '],
  ['categories/cues/category-cues-assets.ts', 'create up to ten user interfere with the structure of the '],
  ['categories/cues/category-cues-entrusted-returns.ts', 'on termination returns to the Printer all paper in its '],
  ['categories/cues/category-cues-physical-safety.ts', 'warning flag divers close the site to boats '],
]);

it('reads a late charge on hostile text in about linear time', () => {
  const unit = 'do not pay within reconnection fee of ';
  const started = performance.now();
  isLatePaymentCharge(unit.repeat(3000));
  expect(performance.now() - started).toBeLessThan(2000);
});
