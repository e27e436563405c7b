/**
 * Issue 18, h100c76: classes of set 76's category misses (bench/log.md, "A seventy-sixth, blind set" → "Categories"),
 * each read from a written convention: C112 (words of time that are no term of the contract: a duration clause opened
 * as a preamble is, goods past their date and a renewal's fee are not), C113 (the other party's land or place used under
 * a wayleave, an easement or a permission to enter), C114 (Liability in we/you terms: things left, work done at the
 * customer's risk, compensation paid for a loss), C8 and C108 (a tender lodged and the papers sent with it), the
 * Warranties row (work redone at no charge) and the Delivery row (a shipment as the time of a telling). Sentences written
 * for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { isPreamble } from '../../../../src/contracts/classify/categories/category-document-names.js';
import { namesOpenLandUse } from '../../../../src/contracts/classify/categories/cues/category-cues-land-used.js';
import { OTHERS_PREMISES_CUES, OTHERS_PREMISES_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-others-premises.js';
import { SUPPLIED_THING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-supplied-things.js';
import { TIME_NAMED_THING_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-time-named-things.js';
import { OWN_RISK_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-risk.js';
import { NOT_RESPONSIBLE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { LOSS_COMPENSATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { TENDER_LODGED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-tenders-lodged.js';
import { WARRANTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-warranties.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly, itReadsPredicatesLinearly } from '../cue-file-linearity.js';
import { categoriesOf as categoriesOfElements, expectCategories } from '../helpers.js';

const PRINT = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };
const DEED = { preamble: 'THIS DEED is made between (1) MARY ANNE LOCKE of Ludlow (the "Owner") and (2) NORTHERN CABLE LIMITED (the "Company").' };
const SHOP = { preamble: 'These terms are between Harbour Press Ltd ("Harbour", "we" or "us") and you.' };

describe('a duration clause opened as a preamble is the contract\'s term, no preamble (C112)', () => {
  it('reads "is entered into / made for a period" as the term, the parties\' sentence as a preamble', () => {
    expectEach(isPreamble, [
      'This contract is entered into for a period of twelve (12) months from 1 March 2037.',
      'This agreement is made for a term of two years from the date of signature.',
      'The present contract is concluded for one year and renews on each anniversary.',
    ], false);
    expectEach(isPreamble, [
      'This contract is entered into on 4 May 2037 between Harbour Press Ltd and Kestrel Books Ltd.',
      'This Agreement is made between Harbour Press Ltd and Kestrel Books Ltd.',
      'This agreement is entered into by and between the Printer and the Publisher.',
    ], true);
  });
  it('gives the clause its Term & Termination and the notice\'s Communication', () => {
    expectCategories([
      ['This contract is entered into for a period of twelve (12) months from 1 March 2037 and is renewed for equal periods unless either party gives notice of termination at least sixty (60) days before its expiry.', ['Communication', 'Term & Termination']],
      ['This agreement is made for a term of two years from the date of signature.', ['Term & Termination']],
    ], PRINT);
  });
});

describe('goods past their date and a renewal\'s fee are no term of the contract (C112)', () => {
  // A global pattern: read with `search`, which leaves no lastIndex behind.
  const notSaid = (text: string): boolean => TIME_NAMED_THING_NOT_SAID.some(([re]) => text.search(re) >= 0);
  it('reads the goods and the fee, not the contract\'s own expiry or renewal', () => {
    expectEach(notSaid, [
      'The Printer collects expired inks and unused paper.',
      'The books include dictionaries and expired catalogues.',
      'Renewal fee, each year: $90.00',
      'The Publisher pays the renewal charges by 1 May.',
    ], true);
    expectEach(notSaid, [
      'This agreement expired on 1 May.',
      'When the expired term is not renewed, the Printer returns the plates.',
      'The renewal of this agreement is automatic.',
    ], false);
  });
  it('gives the clauses the categories of their things and sums, and keeps the contract\'s own renewal', () => {
    expectCategories([
      ['The books include dictionaries and expired catalogues.', []],
      ['This agreement runs for one year and renews each year when the Publisher pays the renewal fee.', ['Payment Terms & Billing', 'Term & Termination']],
      ['Renewal fee, each year: $90.00', ['Pricing & Taxes']],
    ], PRINT);
  });
});

describe('Asset Use of the land under a wayleave and of a place a party is let into (C113)', () => {
  const letIn = cuedBy([...OTHERS_PREMISES_CUES, ...OTHERS_PREMISES_STRONG_CUES], 'Asset Use');
  const supplied = cuedBy(SUPPLIED_THING_STRONG_CUES, 'Asset Use');
  it('reads the land entered and building or planting on it barred', () => {
    expectEach(namesOpenLandUse, [
      '(a) to give the Owner at least 48 hours\' notice before entering the Route;',
      '(b) not to enter any field where cows are calving without the Owner\'s consent;',
      '(a) not to build, plant trees or stack hay on the Route;',
      'The Owner shall not build on the Land.',
      'The Company may enter the Servient Land with its vehicles.',
    ], true);
    expectEach(namesOpenLandUse, [
      'The Company shall enter the readings in its register.',
      'The Company shall build a new substation in Ludlow.',
      'The Printer shall plant a tree for every thousand books sold.',
      'The Company may enter into a contract with a builder.',
      // Land in small letters merely entered, an entry to inspect, a landlord's re-entry (sets 14, 52, 67 label none Asset Use).
      'Its fieldmen may enter the fields at any time to inspect the crop.',
      '(a) give the Owner notice before entering any field where cows graze;',
      'The Owner may re-enter the Land if the fee is unpaid for 30 days.',
    ], false);
  });
  it('reads a place given over or entered, and the owner\'s things not disturbed', () => {
    expectEach(letIn, [
      'The Publisher shall give the Printer\'s vans access to the central store at the agreed hours.',
      'The Publisher shall give the Printer access to all areas of the house on the agreed dates.',
      'The Publisher shall allow the Printer\'s vans to enter its warehouse at the agreed hours.',
    ], true);
    expectEach(letIn, [
      'The Publisher shall give the Printer access to its sales data.',
      'The Publisher shall allow the Printer to enter the order in its system.',
      'The Publisher shall allow the Printer\'s surveyor to enter its warehouse to inspect the racks.',
    ], false);
    expectEach(supplied, [
      '(e) not to disturb the bait stations or the soil around them.',
      '(b) not to do anything that may damage the Cable;',
      'The Owner shall not move the poles.',
    ], true);
    expectEach(supplied, [
      'The Owner shall not disturb the neighbours.',
      'The Printer shall not do anything that may damage the Publisher\'s reputation.',
    ], false);
  });
  it('gives the clauses their Asset Use', () => {
    expectCategories([
      ['(a) to give the Owner at least 48 hours\' notice before entering the Route;', ['Asset Use', 'Communication']],
      ['(b) not to enter any field where cows are calving without the Owner\'s consent;', ['Asset Use']],
      ['(a) not to build or plant trees on the Route;', ['Asset Use']],
      ['(b) not to do anything that may damage the Cable;', ['Asset Use']],
    ], DEED);
    expectCategories([
      ['The Publisher shall allow the Printer\'s vans to enter its warehouse at the agreed hours.', ['Asset Use']],
      ['The Publisher shall give the Printer\'s vans access to the central store at the agreed hours.', ['Asset Use']],
    ], PRINT);
  });
});

describe('a grant\'s consideration is no price (C112)', () => {
  it('reads "In consideration of the Annual Fee," out of the grant', () => {
    expectCategories([
      ['In consideration of the Annual Fee, the Owner grants to the Company the right:', []],
      ['The Company shall pay the Annual Fee to the Owner each year in advance on 1 July.', ['Payment Terms & Billing']],
    ], DEED);
  });
});

describe('Liability in we/you terms: things left, work done at the customer\'s risk, compensation for a loss (C114, C72)', () => {
  const liability = cuedBy([...OWN_RISK_STRONG_CUES, ...NOT_RESPONSIBLE_CUES, ...LOSS_COMPENSATED_STRONG_CUES], 'Liability');
  it('reads the loss answered for or disclaimed', () => {
    expectEach(liability, [
      'We are not responsible for money, jewellery or other things left in pockets.',
      'If you send no proof, we print the book at your risk.',
      'If a book is lost or damaged by our fault, we pay you compensation of up to $500.',
      '(a) to pay the Owner compensation for any damage to the fences or crops caused by its work;',
    ], true);
    expectEach(liability, [
      'The books are at your risk once we deliver them.',
      'We pay you compensation of $50 for each day of delay in the tender.',
      'The insurer shall pay compensation for any loss covered by the policy.',
    ], false);
  });
  it('gives the clauses Liability, no billing', () => {
    expectCategories([
      ['We are not responsible for money, jewellery or other things left in pockets.', ['Liability']],
      ['If you send no proof, we print the book at your risk.', ['Liability']],
      ['If a book is lost or damaged by our fault, we pay you compensation of up to $500.', ['Liability']],
    ], SHOP);
    expectCategories([['(a) to pay the Owner compensation for any damage to the fences or crops caused by its work;', ['Liability']]], DEED);
  });
});

describe('Communication of a tender lodged and of the papers a tenderer includes with it (C8, C108)', () => {
  const lodged = cuedBy(TENDER_LODGED_STRONG_CUES, 'Communication');
  it('reads the tender, bid or quotation sent, not goods delivered', () => {
    expectEach(lodged, [
      '1.3 Bids must be delivered in a sealed envelope marked with the bid number to the bid box of the Publisher before noon.',
      'All quotations shall be submitted by e-mail to the Publisher.',
      'Proposals are to be lodged at the reception desk.',
    ], true);
    expectEach(lodged, [
      'The Goods must be delivered to the Publisher\'s store in Suva.',
      'Late bids will not be opened.',
      'The books shall be sent to the Publisher by courier.',
    ], false);
  });
  it('gives the lodging and the enclosures Communication, not the contract\'s own form', () => {
    const read = categoriesOfElements(
      PRINT.preamble,
      'B.2 Bidders must include with their bid:',
      '(a) the Form of Bid in Part D, signed by a director;',
      '(b) the maker\'s brochure and technical data for the press offered;',
      '(c) the name and address of its service agent in Fiji;',
      '(d) a copy of its business registration certificate.',
    );
    expect(read.slice(2)).toEqual([[], ['Communication'], ['Communication'], ['Communication']]);
    expectCategories([['1.3 Bids must be delivered in a sealed envelope marked with the bid number to the bid box of the Publisher before noon.', ['Communication']]], PRINT);
  });
});

describe('Warranties of work redone at no charge, said with "re-" or "again" (the redone-work cue of category-cues-warranties.ts)', () => {
  const warranty = cuedBy(WARRANTY_CUES, 'Warranties');
  it('reads the work done again at the provider\'s cost', () => {
    expectEach(warranty, [
      'If we agree that we are at fault, we print the book again free of charge.',
      'If live termites are found in the house, the Printer will re-treat the affected area at no charge.',
    ], true);
    expectEach(warranty, [
      'The Printer will re-send the parcel by courier.',
      'We print the book again when you order more copies.',
    ], false);
  });
  it('gives the clauses Warranties', () => {
    expectCategories([['If we agree that we are at fault, we print the book again free of charge.', ['Warranties']]], SHOP);
    expectCategories([['If live termites are found in the house, the Printer will re-treat the affected area at no charge.', ['Warranties']]], PRINT);
  });
});

describe('goods shipped as the time of a telling are no Delivery (the Delivery row\'s shipment as a time)', () => {
  it('reads "as soon as the books are shipped" as the moment of the message', () => {
    expectCategories([['The Printer shall tell the Publisher in writing the name of the ship as soon as the books are shipped.', ['Communication']]], PRINT);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-time-named-things.ts', 'expired and expired renewal renewal '],
  ['categories/cues/category-cues-land-used.ts', 'not to build, plant on the the entering the '],
  ['categories/cues/category-cues-others-premises.ts', 'allow the vans to enter all areas of the '],
  ['categories/cues/category-cues-supplied-things.ts', 'not to do anything that may damage the '],
  ['categories/cues/category-cues-own-risk.ts', 'we print the book at your '],
  ['categories/cues/category-cues-not-responsible.ts', 'not responsible for money, left '],
  ['categories/cues/category-cues-losses-compensated.ts', 'damaged by our fault pay you compensation '],
  ['categories/cues/category-cues-damage-paid.ts', 'damaged by our fault pay the Owner compensation '],
  ['categories/cues/category-cues-payment.ts', 'in consideration of the payment of the fee '],
  ['categories/cues/category-cues-tenders-lodged.ts', 'bids must be delivered the bids shall be '],
  ['categories/cues/category-cues-warranties.ts', 're-treat again free of charge at no '],
]);

itReadsPredicatesLinearly([
  ['categories/category-document-names.ts', 'isPreamble', 'This contract is entered into for a period '],
]);
