/**
 * Facts set 59's signing headings (issue 18, h100p59): an order form's "Ordered by:" / "Ordered by the Buyer:" /
 * "Issued by:" and "Order accepted by (for) the Supplier:" headings over their signers (block-openers.ts
 * readSideHeading, line-shapes.ts HEADING_WORDS and SIDE_SIGNING_HEADING), a witnesses' heading of more words
 * ("Witnesses to the date and the signatures:", WITNESS_HEADING) and an identity number's label after a signer's name
 * ("kt.", "ID No.": identity-numbers.ts ID_LABEL_AFTER_NAME). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, contactRoles } from '../facts-readers.js';

const ORDER = [
  'Pivovar Dolní Brod s.r.o.',
  'Hlavní 5 · 602 00 Brno · Company ID (IČO): 123 45 678',
  'PURCHASE ORDER No. PO-2044/11',
  'Date: 4. 4. 2044',
  'Supplier: Sklárna Horák s.r.o., Sklářská 3, 566 01 Vysoké Mýto',
  'We order from you the following goods:',
  '1. Beer glass, 0.5 l | 600 pcs | unit price 45,00 Kč | 27 000,00 Kč',
  'Payment: within 30 days of the date of the invoice.',
];
const BOTH = [['PIVOVAR DOLNÍ BROD', ['Marek Dvořák']], ['SKLÁRNA HORÁK', ['Petra Horáková']]];

describe('an order form\'s headings naming a side by its role or its deed (h100p59)', () => {
  it('"Ordered by:" heads the buyer\'s signer, "Order accepted by the Supplier:" the supplier\'s under a place and date', () => {
    const doc = [...ORDER, 'Ordered by:', 'Ing. Marek Dvořák, purchasing manager', 'Pivovar Dolní Brod s.r.o. (stamp)',
      'Order accepted by the Supplier:', 'Brno, 8. 4. 2044', 'Petra Horáková, sales director', 'Sklárna Horák s.r.o.'];
    expect(contactRoles(...doc)).toEqual(['PIVOVAR DOLNÍ BROD: Marek Dvořák (purchasing manager)', 'SKLÁRNA HORÁK: Petra Horáková (sales director)']);
  });
  it('"Ordered by the Buyer:" (a role no alias gives) and "Order accepted for the Supplier:"', () => {
    const doc = [...ORDER, 'Ordered by the Buyer:', 'Marek Dvořák, purchasing manager', 'Order accepted for the Supplier:', 'Petra Horáková, sales director'];
    expect(contactLists(...doc)).toEqual(BOTH);
  });
  it('"Issued by:" heads the letterhead\'s writer; the one-line acceptance takes a date written "8. 4. 2044"', () => {
    const doc = [...ORDER, 'Issued by:', 'Marek Dvořák, purchasing manager', 'Order accepted by the Supplier: Petra Horáková, sales director, 8. 4. 2044'];
    expect(contactLists(...doc)).toEqual(BOTH);
  });
  it('"Ordered by: <name>, <title>" on one line signs for the buying side', () => {
    const doc = [...ORDER, 'Ordered by: Marek Dvořák, purchasing manager', 'Order confirmed by the Supplier:', 'Petra Horáková, sales director'];
    expect(contactLists(...doc)).toEqual(BOTH);
  });
});

const SALE = [
  'AGREEMENT FOR THE SALE OF A BOAT',
  'Seller: Ragnar Einarsson, Strandgata 4, 600 Akureyri',
  'Buyer: Helga Pálsdóttir, Hafnarstræti 9, 400 Ísafjörður',
  '1. The Seller sells and the Buyer buys the boat Sæbjörg for ISK 2.100.000.',
  'Akureyri, 3 June 2044',
  'The Seller',
  'Ragnar Einarsson',
  'The Buyer',
  'Helga Pálsdóttir',
];

describe('witnesses under a heading of more words, and an identity number after a name (h100p59)', () => {
  for (const heading of ['Witnesses to the date and the signatures:', 'Witnesses to the signatures:', 'Witness to the date and signatures', 'Witnesses to the signing of this agreement:']) {
    it(`"${heading}" ends the block: the witnesses are nobody's contacts`, () => {
      expect(contactLists(...SALE, heading, 'Einar Gunnarsson, kt. 010170-2219', 'Karl Jónsson, ID No. 220381-3349'))
        .toEqual([['RAGNAR EINARSSON', []], ['HELGA PÁLSDÓTTIR', []]]);
    });
  }
  it('"kt." after a company\'s signer is no title: the signer signs with none', () => {
    const doc = SALE.slice(0, 5).map((t) => t.replace('Helga Pálsdóttir, Hafnarstræti 9', 'Norðurfiskur ehf., Hafnarstræti 9'));
    expect(contactRoles(...doc, 'For the Buyer:', 'Einar Gunnarsson, kt. 010170-2219')).toEqual(['RAGNAR EINARSSON: ', 'NORÐURFISKUR: Einar Gunnarsson (signatory)']);
  });
  it('near miss: a job title after the comma is kept', () => {
    const doc = SALE.slice(0, 5).map((t) => t.replace('Helga Pálsdóttir, Hafnarstræti 9', 'Norðurfiskur ehf., Hafnarstræti 9'));
    expect(contactRoles(...doc, 'For the Buyer:', 'Einar Gunnarsson, managing director')).toEqual(['RAGNAR EINARSSON: ', 'NORÐURFISKUR: Einar Gunnarsson (managing director)']);
  });
});
