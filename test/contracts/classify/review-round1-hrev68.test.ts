/**
 * Review of session 41's round-1 attribute, type, date and money rules on ordinary contract language (issue 18, hrev68),
 * sentences written for the review, none from a set. Five misfires narrowed by shape:
 * - "Arch." / "Atty." (and the older "Eng.") before one common word abbreviate it: "the Arch. Drawings", "Atty. Fees";
 * - a board post before its committee ("the Chairman of the Board Nominations Committee") names no person;
 * - a range before a capitalised plural ("11-50 Users pay …") counts them: no article-and-paragraph number;
 * - a party inside an opening phrase closed by its comma ("For each Order the Buyer places, the Seller grants …") is no
 *   subject of the clause, though "For each day of delay the Contractor pays" opens with no comma;
 * - a licence or charter that is the agreement itself ("Software Licence Agreement No. 12 dated …", "Charter Party
 *   No. 7 dated …") dates the contract: no paper a party acts on.
 */
import { describe, expect, it } from 'vitest';
import { leadLength } from '../../../src/contracts/classify/text/text.js';
import { attributesOf, typesOf } from './helpers.js';
import { effective } from './facts-readers.js';
import { itReadsWithin4s } from './hostile/helpers.js';

const personsOf = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person:'));
const numbersOf = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));
const natures = (text: string) => typesOf(text)[0];

describe('a stopped title before one common word is an abbreviation, no person (hrev68)', () => {
  it('the rule\'s own case: the title before a name', () => {
    expect(personsOf('The Owner is represented by its director, Arch. Ana Ríos.')).toEqual(['Person:Ana Ríos']);
    expect(personsOf('Atty. John Reyes represents the Seller.')).toEqual(['Person:John Reyes']);
    expect(personsOf('Atty. Reyes signs for the Seller.')).toEqual(['Person:Reyes']);
    expect(personsOf('Signed for the Contractor by Eng. Faisal Al-Harbi.')).toEqual(['Person:Faisal Al-Harbi']);
  });
  it('near misses: "Arch. Drawings", "Atty. Fees", "Eng. Report"', () => {
    expect(personsOf('The Contractor shall follow the Arch. Drawings listed in Annex 2.')).toEqual([]);
    expect(personsOf('All Atty. Fees are borne by the losing party.')).toEqual([]);
    expect(personsOf('The Eng. Report is attached as Schedule 4.')).toEqual([]);
    expect(personsOf("The Atty. General's office approved the form.")).toEqual([]);
  });
});

describe('a board post before its committee names no one (hrev68)', () => {
  it('the rule\'s own case: a board post then a name with no comma', () => {
    expect(personsOf('The Company is represented by the Chairman of the Board Sarah Jones.')).toEqual(['Person:Sarah Jones']);
    expect(personsOf('The Chairman of the Board Mark Baker signs for the Company.')).toEqual(['Person:Mark Baker']);
  });
  it('near misses: the board\'s committee after the post', () => {
    expect(personsOf('The Chairman of the Board Nominations Committee approves the fees.')).toEqual([]);
    expect(personsOf('A Member of the Management Board Remuneration Committee reviews the bonus.')).toEqual([]);
    expect(personsOf('The Chairman of the Board Audit Council meets each quarter.')).toEqual([]);
  });
});

describe('a range before a capitalised plural is a Number, no paragraph number (hrev68)', () => {
  it('the rule\'s own case: an article and its paragraph before a sentence', () => {
    expect(leadLength('4-2 The Contractor shall keep the site safe.')).toBe(4);
    expect(leadLength('2-3 Swimming pool, gym and sauna are maintained by the Contractor.')).toBe(4);
    expect(leadLength('3-1 Glass panels are cleaned every month.')).toBe(4);
    expect(numbersOf('3-1 Cement shall be stored off the ground.')).toEqual([]);
  });
  it('near misses: a price table\'s range before what it counts', () => {
    expect(leadLength('11-50 Users pay a monthly fee of USD 20 per user.')).toBe(0);
    expect(leadLength('2-3 Days after delivery the Buyer inspects the goods.')).toBe(0);
    expect(numbersOf('11-50 Users pay a monthly fee of USD 20 per user.')).toEqual(['Number:11-50']);
  });
});

describe('a licence or charter that is the agreement dates the contract (hrev68)', () => {
  const BODY = 'The Licensee shall pay the fee within 30 days after the invoice date.';
  it('the rule\'s own case: the paper a party acts on, cited by its number, is no contract date', () => {
    expect(effective('SUPPLY CONTRACT', 'Beta Trading Ltd, holding licence No. AB-112 issued on 3 May 2030, and Alpha Soft Ltd have concluded this Contract.', BODY)).toEqual([]);
    expect(effective('LEASE AGREEMENT', 'This Lease is made on 1 March 2031 between Alpha Ltd (the Landlord) and Beta Ltd (the Tenant).', 'The Tenant holds building permit No. 45/2030 of 12 May 2030.')).toEqual(['2031-03-01']);
  });
  it('near misses: the licence agreement or charter party itself, cited by its number', () => {
    expect(effective('SOFTWARE LICENCE AGREEMENT', 'This Software Licence Agreement No. 12 dated 1 May 2031 is made between Alpha Soft Ltd (the Licensor) and Beta Trading Ltd (the Licensee).', BODY)).toEqual(['2031-05-01']);
    expect(effective('TIME CHARTER PARTY', 'This Charter Party No. 7 dated 3 June 2031 is made between Blue Sea Shipping Ltd (the Owner) and Grain Traders Ltd (the Charterer).')).toEqual(['2031-06-03']);
    expect(effective('PATENT LICENCE AGREEMENT', 'This Patent Licence Agreement No. 3 dated 2 July 2031 is made between Alpha Labs Ltd (the Licensor) and Beta Pharma Ltd (the Licensee).')).toEqual(['2031-07-02']);
  });
  itReadsWithin4s([['Patent ', 'Licence Agreement Licence No. 1 dated 1 May 2031 ']]);
});

describe('a party inside an opening phrase closed by its comma is no subject (hrev68)', () => {
  it('the rule\'s own case: an opening of measure with no comma, and one with its comma', () => {
    expect(natures('For each day of delay the Contractor pays USD 100.')).toEqual(['Obligation/Contractor']);
    expect(natures('For each unit the Supplier pays a royalty of 2%, payable quarterly.')).toEqual(['Obligation/Supplier']);
    expect(natures('Within ten days the Lessee pays the deposit.')).toEqual(['Obligation/Lessee']);
    expect(natures('For each month the Tenant stays, the Landlord charges a fee.')).toEqual(['Obligation/Landlord']);
  });
  it('near misses: the party of the opening phrase', () => {
    expect(natures('For each Order the Buyer places, the Seller grants a discount of 2%.')).not.toContain('Obligation/Buyer');
    expect(natures('For every shipment the Carrier loads, the Shipper pays a fee.')).toEqual(['Obligation/Shipper']);
  });
});
