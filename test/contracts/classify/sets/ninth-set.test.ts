/**
 * Natures, parties and attributes the ninth blind set showed (issue 18, h18e9); sentences written for these tests,
 * none taken from the set.
 */
import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../src/contracts/classify/index.js';
import { PREAMBLE, typesAndAttributesOf, typesOf } from '../helpers.js';

const TITLE = (text: string): ElementInput => ({ text, kind: 'title' });
const read = typesAndAttributesOf;

describe('a party named by its part in an event is whichever party it befalls (h18e9)', () => {
  it('"the affected Party", "the non-defaulting party", "the terminating Party" → Multiple Parties', () => {
    expect(typesOf(PREAMBLE,
      'The affected Party shall give notice of the flood within five days.',
      'On an insolvency event, the non-defaulting party may suspend deliveries.',
      'The terminating Party must return all samples.',
      'The breaching party shall not recover its costs.')).toEqual([[], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
  it('a role the contract defines with a capitalised adjective stays that role ("the Disclosing Party")', () => {
    expect(typesOf('This Agreement is made between Arden Ltd (the "Disclosing Party") and Bexley Ltd (the "Receiving Party").',
      'The Disclosing Party may ask for the return of its papers.')).toEqual([[], ['Right/Disclosing Party']]);
  });
});

describe('a bar after "but" following a right binds the clause\'s subject (h18e9)', () => {
  it('"may park …, but must not leave …" → the party\'s Right and its Exclusion', () => {
    expect(typesOf(PREAMBLE, 'The Supplier may park its vans in the Customer\'s yard, but must not leave them there overnight.'))
      .toEqual([[], ['Right/Supplier', 'Exclusion/Supplier']]);
  });
  it('"but shall not" after "may" too; "but" after a bar with another subject is that subject\'s', () => {
    expect(typesOf(PREAMBLE, 'The Customer may copy the manuals for its staff, but shall not sell them.'))
      .toEqual([[], ['Right/Customer', 'Exclusion/Customer']]);
  });
});

describe('definitions: "In this Subcontract," and rows "Term: meaning" under a Definitions heading (h18e9)', () => {
  it('"In this Subcontract, "Patient" means …" and "In this Addendum, …" define their terms', () => {
    const got = read('In this Subcontract, "Patient" means a person the Board refers for treatment.', 'In this Addendum, "Go-Live" means the day the system first takes orders.');
    expect(got.map((e) => e.types)).toEqual([['Definition/None'], ['Definition/None']]);
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('DefinedTerm')))).toEqual([['DefinedTerm:Patient'], ['DefinedTerm:Go-Live']]);
  });
  it('under "2. Definitions", "Core Hours: …" and "Severity 2 Fault: …" are definitions of their terms', () => {
    const got = read(TITLE('2. Definitions'), 'Core Hours: 8:00 a.m. to 6:00 p.m. on Business Days.', 'Severity 2 Fault: a Fault that degrades but does not stop the service.');
    expect(got.slice(1).map((e) => e.types)).toEqual([['Definition/None'], ['Definition/None']]);
    expect(got.slice(1).map((e) => e.attributes.filter((a) => a.startsWith('DefinedTerm')))).toEqual([['DefinedTerm:Core Hours'], ['DefinedTerm:Severity 2 Fault']]);
  });
  it('a heading that only ends in "Interpretation" names no definitions, and a note or an example under Definitions defines nothing (review hrev6)', () => {
    const law = read(TITLE('12. Governing Law and Interpretation'), 'Jurisdiction: the courts of England have exclusive jurisdiction.');
    expect(law[1].types).toEqual([]);
    const notes = read(TITLE('1. Definitions'), 'Note: clause 4 applies to the Services.', 'Example: if the Fee is £100, the discount is £10.', 'Core Hours: 9 a.m. to 5 p.m.');
    expect(notes.slice(1).map((e) => e.types)).toEqual([[], [], ['Definition/None']]);
    for (const heading of ['Article 1 - Definitions and Interpretation', 'Section 2: Interpretation', 'Schedule 1 Glossary', 'DEFINED TERMS']) {
      expect(read(TITLE(heading), 'Core Hours: 9 a.m. to 5 p.m.')[1].types).toEqual(['Definition/None']);
    }
  });
  it('the same rows under another heading are fields, and "In this Agreement:" under Definitions is a lead-in, not a term', () => {
    const got = read(TITLE('Order Details'), 'Core Hours: 8:00 a.m. to 6:00 p.m. on Business Days.', TITLE('1. Interpretation'), 'In this Agreement: the following words have these meanings.');
    expect(got[1].types).toEqual([]);
    expect(got[3].types).toEqual([]);
  });
});

describe('digit groups joined by slashes with seven digits or more are one identifier, no Number (h18e9)', () => {
  it('a South African company number and a file reference have no Number; a ratio and a count keep theirs', () => {
    const got = read('Kloofnek Traders (Pty) Ltd, registration number 2011/108273/07, shall keep 12 spare units.', 'The 11/132 kV transformer and 3 poles are included.');
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('Number')))).toEqual([['Number:12'], ['Number:11/132', 'Number:3']]);
  });
});

describe('durations: hundreds spelled without "and", years of the contract\'s own reckoning (h18e9)', () => {
  const durationsOf = (text: string) => read(text)[0].attributes.filter((a) => a.startsWith('Duration'));
  it('"within one hundred fifty (150) days" is one Duration, "within" kept, as "one hundred and fifty (150) days" is', () => {
    expect(durationsOf('The Buyer may reject the goods within one hundred fifty (150) days after delivery.')).toEqual(['Duration:within one hundred fifty (150) days']);
    expect(durationsOf('The Buyer may reject the goods within one hundred and fifty (150) days after delivery.')).toEqual(['Duration:within one hundred and fifty (150) days']);
  });
  it('"twenty (20) Lease Years" and "ten Operating Years" are Durations, as "two calendar years" is', () => {
    expect(durationsOf('The lease runs for twenty (20) Lease Years.')).toEqual(['Duration:twenty (20) Lease Years']);
    expect(durationsOf('The concession lasts ten Operating Years and two calendar years more.')).toEqual(['Duration:ten Operating Years', 'Duration:two calendar years']);
  });
});

describe('a signatory after "for" and a party\'s role, then a colon or "by", is a Person (h18e9)', () => {
  const personsOf = (text: string) => read(text)[0].attributes.filter((a) => a.startsWith('Person'));
  it('"Approved for Customer: Ines Carvalho, Finance Director" and "signed at Leeds for the Supplier by Tomasz Nowak"', () => {
    expect(personsOf('Approved for Customer: Ines Carvalho, Finance Director')).toEqual(['Person:Ines Carvalho']);
    expect(personsOf('Signed at Leeds on 2 June 2027 for the Supplier by Tomasz Nowak, Director.')).toEqual(['Person:Tomasz Nowak']);
  });
  it('"for" a role and "by" or a colon names a signer only in a signing line: after "Signed", "Approved", … or opening it (review hrev6)', () => {
    expect(personsOf('Work performed for the Customer by Senior Consultants is charged at the day rate.')).toEqual([]);
    expect(personsOf('Reports prepared for the Client by Ernst Young will be shared with the Board.')).toEqual([]);
    expect(personsOf('Claims made for the Employer by Legal Counsel must be in writing.')).toEqual([]);
    expect(personsOf('The goods are stored for the Seller by Harbour Logistics until collection.')).toEqual([]);
    expect(personsOf('Services for the Supplier: Hosting Services and Support as set out in Schedule 2.')).toEqual([]);
    expect(personsOf('For the Supplier: Tomasz Nowak, Director')).toEqual(['Person:Tomasz Nowak']);
    expect(personsOf('Accepted and agreed for the Client by Maria Lopez, Chief Executive.')).toEqual(['Person:Maria Lopez']);
  });
  it('"for the Customer by" before a day or a lower-case word names no one', () => {
    expect(personsOf('The report is prepared for the Customer by the end of each month.')).toEqual([]);
    expect(personsOf('Goods held for the Buyer by Friday are released.')).toEqual([]);
  });
});

describe('Indian cities of a million people or more are places (h18e9)', () => {
  it('"executed at Ahmedabad", "arbitration seated in Lucknow" → Location', () => {
    expect(read('This Contract is executed at Ahmedabad on 4 March 2027.')[0].attributes).toContain('Location:Ahmedabad');
    expect(read('The seat of arbitration shall be Lucknow.')[0].attributes).toContain('Location:Lucknow');
  });
});

describe('an arbitral institution named as a foundation is an Organization (h18e9)', () => {
  it('"the Arbitration Foundation of Southern Africa" is one Organization, no Location inside it; "the Foundation" alone is none', () => {
    const got = read('Any dispute goes to arbitration under the rules of the Arbitration Foundation of Southern Africa.', 'The Foundation shall pay the grant in two instalments.');
    expect(got[0].attributes).toEqual(['Organization:Arbitration Foundation of Southern Africa']);
    expect(got[1].attributes.filter((a) => a.startsWith('Organization'))).toEqual([]);
  });
});
