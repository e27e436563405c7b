/**
 * A preamble's representative is the party's contact (issue 18, h39a; `representative-contacts.ts`), with short
 * contracts written for these tests: "X S.A.C., …, represented by its General Manager, Mr. Aa Bb, hereinafter …" names
 * the person the party acts through, whatever the signature block prints under the party's heading. A shorter or
 * capitalised writing of the same name there is the same person.
 */
import { describe, expect, it } from 'vitest';
import { contactNames, contactRoles } from '../facts-readers.js';

const CLAUSES = [
  'FIRST: The Contractor shall service the Client\'s forklifts each month.',
  'SECOND: The Client shall pay the Contractor PEN 4,800 per month within 30 days of each invoice.',
];

describe('the representative a civil-law preamble names', () => {
  it('is the party\'s contact, with its post when the preamble gives one', () => {
    expect(contactRoles(
      'SERVICES AGREEMENT',
      'In Lima, on 3 February 2026, there appear:',
      'On the one side, ANDES LOGÍSTICA S.A.C., domiciled at Av. Javier Prado 1200, San Isidro, Lima, represented by its General Manager, Mr. Rodrigo Paredes Huamán, hereinafter "the Client"; and',
      'On the other side, SERVICIOS TÉCNICOS DEL SUR S.R.L., domiciled at Calle Mercaderes 410, Arequipa, represented by Ms. Valeria Quispe Rojas, national ID No. 40112233, hereinafter "the Contractor".',
      ...CLAUSES,
      'Rodrigo Paredes Huamán',
      'Valeria Quispe Rojas',
    )).toEqual([
      'ANDES LOGÍSTICA: Rodrigo Paredes Huamán (General Manager)',
      'SERVICIOS TÉCNICOS DEL SUR: Valeria Quispe Rojas (representative)',
    ]);
  });
  it('keeps the full name once when the signature block writes it shorter; a writing in capitals stays the block\'s', () => {
    expect(contactNames(
      'ADVERTISING SERVICES CONTRACT',
      'Today, 4 March 2026, in Sofia, between:',
      '1. "ZORNITSA PRINT" EOOD, UIC 203344556, with registered office in Sofia, 8 Rakovski Str., represented by its Manager Dragan Petrov Stoyanov, hereinafter referred to as the CONTRACTOR, and',
      '2. "STRUMA FOODS" AD, UIC 114455667, with registered office in Blagoevgrad, 3 Todor Aleksandrov Blvd., represented by its Executive Director Mr. Andres P. Cruz, hereinafter referred to as the CLIENT.',
      '1. The CONTRACTOR shall print the CLIENT\'s catalogues each quarter.',
      '2. The CLIENT shall pay BGN 9,000 per quarter.',
      'FOR THE CONTRACTOR:',
      'Dragan Stoyanov, Manager',
      'FOR THE CLIENT:',
      'ANDRES P. CRUZ, Executive Director',
    )).toEqual(['ZORNITSA PRINT: Dragan Petrov Stoyanov', 'STRUMA FOODS: ANDRES P. CRUZ']);
  });
});

describe('near misses', () => {
  it('a body the party acts through names no contact', () => {
    const lists = contactNames(
      'GRANT AGREEMENT',
      'This agreement is made on 1 July 2026 between the Commonwealth of Australia, represented by the Department of Transport and Regional Roads (the "Department"), and Outback Freight Pty Ltd (the "Grantee").',
      'The Grantee must spend the grant only on the Project.',
    );
    expect(lists.join(' ')).not.toMatch(/Department of Transport/);
  });
  it('a post left open before the name is not read', () => {
    const lists = contactNames(
      'ESCROW AGREEMENT',
      'This agreement is made on 2 May 2026 between Caspian Holdings LLC, represented by its Head of Trust Services Elvin Aliyev, (the "Depositor") and Absheron Bank OJSC (the "Escrow Agent").',
      'The Escrow Agent shall hold the deposit until both parties instruct its release.',
    );
    expect(lists.join(' ')).not.toMatch(/Trust Services/);
  });
  it('two signers of one surname stay two', () => {
    expect(contactNames(
      'This Supply Agreement is made on 5 May 2026 between Smith Family Bakery Ltd (the "Buyer") and Northmill Flour Ltd (the "Supplier").',
      'The Supplier shall deliver flour each week.',
      'Signed for Smith Family Bakery Ltd:',
      'Jane Smith, Director',
      'John Smith, Secretary',
    )[0]).toBe('SMITH FAMILY BAKERY: Jane Smith, John Smith');
  });
});

describe('a firm and a lawyer\'s courtesy title (hrev29)', () => {
  it('a firm the party acts through, named by its legal form, is no contact; the other party\'s representative stays', () => {
    expect(contactRoles(
      'SERVICES AGREEMENT',
      'Between LUMEN S.A., represented by Baker Legal LLP, its counsel, hereinafter "the Client", and',
      'NETTOYAGE ROUX SARL, represented by Mr. Paul Roux, hereinafter "the Contractor".',
      ...CLAUSES,
    )).toEqual(['LUMEN: ', 'NETTOYAGE ROUX: Paul Roux (representative)']);
  });
  it('"Maître" before the lawyer\'s name is a courtesy title, no part of the name', () => {
    expect(contactNames(
      'SERVICES AGREEMENT',
      'Between LUMEN S.A., represented by its attorney Maître Claire Fontaine, hereinafter "the Client", and',
      'NETTOYAGE ROUX SARL, represented by Mr. Paul Roux, hereinafter "the Contractor".',
      ...CLAUSES,
      'For the Client',
      'C. Fontaine',
      'For the Contractor',
      'P. Roux',
    )).toEqual(['LUMEN: Claire Fontaine', 'NETTOYAGE ROUX: Paul Roux']);
  });
});

describe('a post that ends in its title before the name (hrev29)', () => {
  it('reads "its Chief People Officer, Ana Lima" as the post and the name, not "People Officer" as a person', () => {
    expect(contactRoles(
      'SERVICES AGREEMENT',
      'Between ORBIT FOODS LIMITED, represented by its Chief People Officer, Ana Lima, hereinafter "the Client", and',
      'CLEANPRO S.A., represented by its Group Finance Director, Tom Hale, hereinafter "the Contractor".',
      ...CLAUSES,
    )).toEqual(['ORBIT FOODS: Ana Lima (Chief People Officer)', 'CLEANPRO: Tom Hale (Group Finance Director)']);
  });
  it('a post with no name after it gives no contact', () => {
    expect(contactNames(
      'SERVICES AGREEMENT',
      'Between ORBIT FOODS LIMITED, represented by its Chief People Officer, hereinafter "the Client", and',
      'CLEANPRO S.A., represented by Tom Hale, hereinafter "the Contractor".',
      ...CLAUSES,
    )).toEqual(['ORBIT FOODS: ', 'CLEANPRO: Tom Hale']);
  });
});
