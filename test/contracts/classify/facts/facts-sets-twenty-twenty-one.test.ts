/**
 * What facts sets 20 and 21 left (h28f21b): a court's town with a particle between hyphens, a signing place before the
 * party it signs for, a business name in capitals joined by "AND", the company's own board, a notices entry addressed
 * to an officer with no e-mail or phone, a party's name in another language, a loan granted for a time, a sole
 * proprietorship, a "Secretariat" and a classification society's initials. Each rule with sentences written for it (none
 * from the sets): a contract is given as its lines, one element each.
 */
import { describe, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { contactNames, effective, parties, terms } from '../facts-readers.js';

const lines = (text: string) => text.split('\n');
const partiesOf = (text: string) => parties(...lines(text));
const contactsOf = (text: string) => contactNames(...lines(text));
const termsOf = (text: string) => terms(...lines(text));

const PREAMBLE = 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").';
const TWO = ['NORTHWIND TRADERS | Buyer | Primary', 'CONTOSO CONSULTING | Supplier | Primary'];

describe('names of other parties (h28f21b)', () => {
  it('a court\'s town with a small-letter particle between hyphens is one word of its name', () => {
    expectReads(partiesOf, [
      [`${PREAMBLE}\nAny dispute shall be brought before the Civil Court of Grand-Goâve-en-Bas.`, [...TWO, 'CIVIL COURT OF GRAND-GOÂVE-EN-BAS | Unknown | Unknown']],
      [`${PREAMBLE}\nThe courts of the Regional Court of Aix-en-Provence have jurisdiction.`, [...TWO, 'REGIONAL COURT OF AIX-EN-PROVENCE | Unknown | Unknown']],
      [`${PREAMBLE}\nDisputes go to the County Court of Stratford-upon-Avon.`, [...TWO, 'COUNTY COURT OF STRATFORD-UPON-AVON | Unknown | Unknown']],
      // One hyphen, as before.
      [`${PREAMBLE}\nDisputes go to the Commercial Court of Saint-Louis.`, [...TWO, 'COMMERCIAL COURT OF SAINT-LOUIS | Unknown | Unknown']],
    ]);
  });
  it('the town a party signs at is no part of the name it signs for', () => {
    expectReads(partiesOf, [
      [`${PREAMBLE}\nSIGNED at Kampala for NORTHWIND TRADERS LTD by\nDirector: Jane Okello\nSIGNED at Fort Portal for CONTOSO CONSULTING LLC by\nDirector: Peter Mukasa`, TWO],
      [`${PREAMBLE}\nExecuted at Jinja for and on behalf of NORTHWIND TRADERS LTD`, TWO],
    ]);
  });
  it('the board of directors an officer chairs or sits on is the company\'s own, no other party', () => {
    expectReads(partiesOf, [
      [`${PREAMBLE}\nFor the Customer: Ruth Achieng, Chairman of the Board of Directors`, TWO],
      [`${PREAMBLE}\nThe Supplier's offer was approved by Daniel Mwangi, a Member of the Board of Directors.`, TWO],
      // A board named as a body of its own stays one.
      [`${PREAMBLE}\nThe Supplier shall report to the Board of Governors of the Federal Reserve System.`, [...TWO, 'BOARD OF GOVERNORS OF THE FEDERAL RESERVE SYSTEM | Unknown | Unknown']],
    ]);
  });
  it('a party\'s name in another language, in brackets after its name, is that party again', () => {
    expectReads(partiesOf, [
      ['This Agreement is made between (1) NORTHWIND WINES LIMITED, of 4 Rua Direita, Porto ("the Supplier"), and (2) PEARL RIVER FOODS COMPANY LIMITED (in Portuguese, Companhia Alimentar Rio das Pérolas, Limitada), of Avenida Central 10, Macao ("the Distributor").',
        ['NORTHWIND WINES | Supplier | Primary', 'PEARL RIVER FOODS | Buyer | Primary']],
    ]);
  });
  it('"Secretariat" heads a public body; DNV is a classification society', () => {
    expectReads(partiesOf, [
      [`${PREAMBLE}\nThe Supplier shall bid for the works tendered by the Secretariat of Public Works and Housing.`, [...TWO, 'SECRETARIAT OF PUBLIC WORKS AND HOUSING | Unknown | Unknown']],
      [`${PREAMBLE}\nThe vessel shall be classed with DNV and kept in class.`, [...TWO, 'DNV | Unknown | Unknown']],
    ]);
  });
});

describe('names of the parties (h28f21b)', () => {
  it('where the slots say "and" in small letters, an "AND" in capitals joins a name in capitals', () => {
    expectReads(partiesOf, [
      ['This Cleaning Agreement is made between HARBOUR VIEW HOTELS LIMITED, a company incorporated in Ghana (the "Hotel"), and MENSAH BROTHERS CLEANING AND LAUNDRY SERVICES, a business name registered in Ghana, whose principal place of business is at 4 Ring Road, Accra (the "Contractor").',
        ['HARBOUR VIEW HOTELS | Buyer | Primary', 'MENSAH BROTHERS CLEANING AND LAUNDRY SERVICES | Supplier | Primary']],
      // A legal form before the "AND" ends a name: two parties.
      ['This Agreement is made between ACME HOLDINGS LIMITED AND BETA TRADING LIMITED (the "Parties").', ['ACME HOLDINGS | Unknown | Primary', 'BETA TRADING | Unknown | Primary']],
    ]);
  });
  it('a business described as a sole proprietorship is an organisation', () => {
    expectReads(partiesOf, [
      ['CONSORTIUM AGREEMENT\nMEMBER No. 1: ALFA OBRAS, S.A., represented by Mr. Pedro Lima ("Alfa");\nMEMBER No. 2: CARPINTERÍA NÚÑEZ, a sole proprietorship of León, owned by Mr. Jorge Núñez ("Núñez");',
        ['ALFA OBRAS | Unknown | Primary', 'CARPINTERÍA NÚÑEZ | Unknown | Primary']],
    ]);
  });
});

describe('contacts and terms (h28f21b)', () => {
  it('a notices entry addressed to an officer by title names the person after it, no e-mail or phone needed', () => {
    expectReads(contactsOf, [
      [`${PREAMBLE}\nNotices to the Customer shall be addressed to its Head of Procurement, Ms. Grace Wanjiru, and notices to the Supplier to its managing partner, Mr. Tom Otieno.`,
        ['NORTHWIND TRADERS: Grace Wanjiru', 'CONTOSO CONSULTING: Tom Otieno']],
      // Without a courtesy title after the office, or with no notices, no one.
      [`${PREAMBLE}\nNotices to the Customer shall be addressed to its Head of Procurement, and notices to the Supplier to its office.`, ['NORTHWIND TRADERS: ', 'CONTOSO CONSULTING: ']],
    ]);
  });
  it('a loan granted for a time: that time is the term', () => {
    expectReads(termsOf, [
      ['LOAN AGREEMENT\nThe loan is granted for twenty-four (24) months, from the date of disbursement.', ['720 days']],
      ['CREDIT AGREEMENT\nThe facility shall be granted for two (2) years.', ['730 days']],
      // Not anything granted: access to a portal is no loan.
      ['LOAN AGREEMENT\nAccess to the portal is granted for 30 days.', []],
    ]);
  });
  it('an initial period is the agreement\'s first period, whatever the sentence calls the relation', () => {
    expectReads(termsOf, [
      ['LETTER AGREEMENT\nThe cleaning starts on 2 May 2026 and continues for an initial period of six (6) months.', ['180 days']],
      // A period that is no agreement's stays none.
      ['LETTER AGREEMENT\nThe cleaning starts on 2 May 2026 and each visit lasts for two (2) hours.', []],
    ]);
    // The sentence is then the agreement's: the day it starts on is the effective date.
    expectReads((text: string) => effective(...lines(text)), [
      ['LETTER AGREEMENT\nThe cleaning starts on 2 May 2026 and continues for an initial period of six (6) months.', ['2026-05-02']],
    ]);
  });
});
