/**
 * The drafting of the twenty-third blind contract-level set (h29f23): ordinary commercial contracts of US filings, the
 * UK, the Commonwealth and the EU. A copy of notices to counsel, a consultant's own company, an order form's contact
 * field, an Irish common-seal execution, a fee invoiced on a date, the standard terms an order form is made under.
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { amounts, contactNames, contactRoles, effective, facts, primary } from '../facts-readers.js';

const SERVICES = [
  'SERVICES AGREEMENT',
  'This Services Agreement is entered into as of May 4, 2026 by and between Orchard Hill Foods, Inc., a Delaware corporation ("Company"), and Tallis Analytics LLC, a Colorado limited liability company ("Provider").',
  'Provider shall perform the services and Company shall pay the fees.',
];

describe('a copy of notices sent to counsel (h29f23)', () => {
  it('the law firm\'s attention line under "with a copy … to" is no contact of the party above it', () => {
    expect(contactNames(...SERVICES,
      'Notices shall be delivered to the addresses below:',
      'If to Company: Orchard Hill Foods, Inc., 12 Mill Road, Dover, DE 19901, Attention: Laura Bennett, Chief Legal Officer',
      'with a copy (which shall not constitute notice) to: Granger Vale LLP, 90 State Street, Albany, NY 12207, Attention: Peter Holm, Esq.',
      'If to Provider: Tallis Analytics LLC, 400 Pearl Street, Boulder, CO 80302, Attention: Samir Qureshi, President',
    )).toEqual(['ORCHARD HILL FOODS: Laura Bennett', 'TALLIS ANALYTICS: Samir Qureshi']);
  });
  it('nor is the one after a copy on the party\'s own line; the party\'s own before it still is', () => {
    expect(contactNames(...SERVICES,
      'Notices shall be delivered to the addresses below:',
      'If to Company: 12 Mill Road, Dover, DE 19901, Attention: Laura Bennett, with a copy to Granger Vale LLP, 90 State Street, Albany, NY 12207, Attention: Peter Holm',
      'If to Provider: 400 Pearl Street, Boulder, CO 80302, with a copy to: Attention: Samir Qureshi',
    )).toEqual(['ORCHARD HILL FOODS: Laura Bennett', 'TALLIS ANALYTICS: ']);
  });
});

describe('a consultant\'s own company is "the Consultancy" (h29f23)', () => {
  it('the company beside its client is the providing party; its director is no party', () => {
    expect(primary(
      'CONSULTANCY AGREEMENT',
      'THIS AGREEMENT is dated 2 March 2026',
      '(1) Fenwick Logistics plc, a company registered in England and Wales with number 02345678 (the Client).',
      '(2) Tarn Advisory Ltd, a company registered in England and Wales with number 12345679 (the Consultancy).',
      'The Consultancy shall provide the services of its director, Rhys Morgan (the Consultant), and the Client shall pay its fees.',
    )).toEqual(['FENWICK LOGISTICS Buyer', 'TARN ADVISORY Supplier']);
  });
});

describe('an order form\'s contact field (h29f23)', () => {
  const ORDER = [
    'ORDER FORM',
    'Supplier: Quillmark Software Limited, 8 Bread Street, London EC4M 9AJ',
    'Customer: Haverford Care Group Limited, 1 Station Road, York YO1 6HT',
    'The Customer shall pay the fees in this Order Form.',
  ];
  it('"<party> contact for notices: <name>, <title> (<e-mail>)" names the party\'s contact', () => {
    expect(contactRoles(...ORDER,
      'Customer contact for notices: Amelia Stott, Procurement Manager (a.stott@haverford.example)',
    )).toEqual(['QUILLMARK SOFTWARE: ', 'HAVERFORD CARE GROUP: Amelia Stott (Procurement Manager)']);
    expect(contactRoles(...ORDER, 'Supplier contact: Mr. Dev Patel')).toEqual(['QUILLMARK SOFTWARE: Dev Patel (notice contact)', 'HAVERFORD CARE GROUP: ']);
  });
  it('a field of no party, or with no person, names nobody', () => {
    expect(contactNames(...ORDER, 'Billing contact: Amelia Stott')).toEqual(['QUILLMARK SOFTWARE: ', 'HAVERFORD CARE GROUP: ']);
    expect(contactNames(...ORDER, 'Customer contact: Accounts Payable (ap@haverford.example)')).toEqual(['QUILLMARK SOFTWARE: ', 'HAVERFORD CARE GROUP: ']);
  });
});

describe('an Irish common-seal execution (h29f23)', () => {
  it('"Present when the common seal of <company> was affixed hereto:" binds the director and secretary under it', () => {
    expect(contactRoles(
      'HIRE AGREEMENT',
      'THIS AGREEMENT is made on the 3rd day of March 2026 BETWEEN SHANNON PLANT HIRE LIMITED (the "Owner") and BOYNE CIVIL WORKS LIMITED (the "Hirer").',
      'The Owner shall hire the plant to the Hirer and the Hirer shall pay the hire charges.',
      'Present when the common seal of SHANNON PLANT HIRE LIMITED was affixed hereto:',
      'Director: Niamh Doyle',
      'Secretary: Ciarán Walsh',
    )).toEqual(['SHANNON PLANT HIRE: Niamh Doyle (Director), Ciarán Walsh (Secretary)', 'BOYNE CIVIL WORKS: ']);
  });
});

describe('a fee invoiced on a date is a contract amount (h29f23)', () => {
  it('money a line says is invoiced, with no word of price or payment', () => {
    expectReads((line) => amounts(...SERVICES, line), [
      ['Onboarding: $8,200.00 (eight thousand two hundred dollars), invoiced on the Go-Live Date.', ['8200 USD']],
      ['Data migration: £3,150, invoiced on completion of the migration.', ['3150 GBP']],
      // No money to take: an invoice with no sum.
      ['Travel is invoiced monthly in arrears.', []],
    ]);
  });
});

describe('the standard terms an order form is made under are another document (h29f23)', () => {
  const FORM = ['ORDER FORM', 'Supplier: Quillmark Software Limited', 'Customer: Haverford Care Group Limited', 'Order Date: 14 April 2026'];
  it('their date, defined as "the Terms", is no effective date of the order; the order\'s own is', () => {
    expect(effective(...FORM, 'The subscription under this order is governed by the Quillmark Master Subscription Terms dated 3 January 2025 (the "Terms").')).toEqual(['2026-04-14']);
  });
  it('terms that call themselves "these Terms" date themselves', () => {
    expect(effective(
      'TERMS OF BUSINESS',
      'These Terms of Business dated 5 June 2026 (the "Terms") apply between Quillmark Software Limited and each customer.',
      'The customer shall pay each invoice within 30 days. These Terms are governed by English law.',
    )).toEqual(['2026-06-05']);
  });
  it('the whole classification keeps its amounts and parties', () => {
    expect(facts(...FORM, 'Set-up fee: £1,900, invoiced on the Order Date.').contract_amounts.map((a) => a.text_normalized)).toEqual(['1900 GBP']);
  });
});
