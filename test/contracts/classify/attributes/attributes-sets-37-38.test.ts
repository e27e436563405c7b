/**
 * Sets 37-38's attributes (issue 18, h29a38; docs/contracts.md, "Sets 37-38's attributes"): a unit before a numbered
 * street, a French street, a numbered highway, a title's number after "No.", a document's hyphenated number, two
 * marked sums joined by "to", a one-digit hour before a 24-hour time, a post after "Attention:", a Malay name's
 * patronym, a signer's name in brackets, a contact after a post in small letters, "the Agency for the Client", Polish posts and forms, Denmark's "A/S", an act's "(EU)". Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const titleAttributes = (text: string): string[] => typesAndAttributesOf({ text, kind: 'title' })[0].attributes;

describe('attributes: numbers that name, not count', () => {
  it('a title\'s number after "No." is no Number (C18: a title\'s number is no attribute)', () => {
    expectReads(titleAttributes, [
      ['SCHEDULE NO. 2 TO MASTER HIRE AGREEMENT', []],
      ['EXHIBIT B STATEMENT OF WORK NO. 3', []],
      ['Order Form No. 4', []],
    ]);
    expect(attributesOf('The hire rates are set out in Schedule No. 2.')).toEqual(['Number:2']);
  });

  it('a document\'s number of hyphenated groups after "No." names the document', () => {
    expectReads(attributesOf, [
      ['Works: new roof for Elm Primary School - contract no. 2025-114', []],
      ['The goods are listed in Purchase Order No. 18-0442.', []],
      ['The works follow Law No. 88-1201 of 1988.', ['Number:1988']],
    ]);
  });
});

describe('attributes: sums and times in a span', () => {
  // (h55n51) "from … to" with a mark on each sum is two Currencies too (sets 36 and 51); with one mark it stays one span.
  it('two sums each with its mark joined by "to", "and" or a dash are two Currencies (C26), after "from" too', () => {
    expectReads(attributesOf, [
      ['Silver tier | yearly orders $100,000 to $300,000 | 10% rebate', ['Duration:yearly', 'Currency:$100,000', 'Currency:$300,000', 'Percentage:10%']],
      ['The budget for the launch is between EUR 5,000 and EUR 9,000.', ['Currency:EUR 5,000', 'Currency:EUR 9,000']],
      ['Each voucher is worth $10-$20.', ['Currency:$10', 'Currency:$20']],
      ['Fees range from $5 to $7 per unit.', ['Currency:$5', 'Currency:$7']],
      ['Prices range from 10 to 20 dollars.', ['Currency:from 10 to 20 dollars']],
    ]);
  });

  it('a one-digit hour with a colon before a 24-hour time is a DateTime; alone it is left', () => {
    expectReads(attributesOf, [
      ['Deliveries are accepted between 8:00 and 16:00 on weekdays.', ['DateTime:8:00', 'DateTime:16:00']],
      ['The shop opens 9:30-17:30.', ['DateTime:9:30', 'DateTime:17:30']],
    ]);
  });
});

describe('attributes: people and bodies', () => {
  it('a post after "Attention:" is no person', () => {
    expectReads(attributesOf, [
      ['Attention: Vice President, Operations', []],
      ['Attention: Chief Procurement Officer', []],
      ['Attention: Maria Lopez, Operations', ['Person:Maria Lopez']],
    ]);
  });

  it('a Malay name keeps its "bin" / "binti" and the father\'s name', () => {
    expectReads(attributesOf, [
      ['SIGNED by Siti Mariam binti Yusof, Director', ['Person:Siti Mariam binti Yusof']],
      ['SIGNED by Ahmad Faizal bin Rahman, Director', ['Person:Ahmad Faizal bin Rahman']],
    ]);
  });

  it('a signer\'s name in brackets under the signature is a person; an unclosed bracket is not', () => {
    expectReads(attributesOf, [
      ['For and on behalf of the Buyer: (R. P. Sharma) Deputy Engineer', ['Person:R. P. Sharma']],
      ['For and on behalf of the Seller: (Ravi Kumar) Director', ['Person:Ravi Kumar']],
      ['For the Supplier: (Anna Kowalska Nowak', []],
    ]);
  });

  it('"(EU)" in an act\'s citation is no Organization; the EU named in a sentence is one', () => {
    expectReads(attributesOf, [
      ['Each party complies with Regulation (EU) 2017/745.', []],
      ['The goods may be sold only in the EU.', ['Organization:EU']],
    ]);
  });

  it('a contact line\'s person after a post in small letters is a person', () => {
    expectReads(attributesOf, [
      ['Contact person of the Supplier: project manager Jonas Berg, tel. +45 22 33 44 55', ['Person:Jonas Berg']],
      ['Contact person: site manager Anna Holm', ['Person:Anna Holm']],
      ['Contact person of the Buyer: the Head of Facilities', []],
    ]);
  });

  it('a head alone "for the" party\'s role is a party acting for the other, no body', () => {
    expectReads(attributesOf, [
      ['Media bought by the Agency for the Client is charged at cost.', []],
      ['The study is funded by the Agency for Healthcare Research and Quality.', ['Organization:Agency for Healthcare Research and Quality']],
    ]);
  });

  it('a Polish board post after the signer is no person', () => {
    expect(attributesOf('For the Supplier: Anna Kowalska, Prezes Zarządu')).toEqual(['Person:Anna Kowalska']);
  });

  it('"sp. z o.o." in small letters and "A/S" end a company\'s name', () => {
    expectReads(attributesOf, [
      ['AND Baltyk Logistics sp. z o.o., with its registered office in Gdańsk, Poland', ['Organization:Baltyk Logistics sp. z o.o.', 'Location:Gdańsk, Poland']],
      ['Supplier: Fjordhus Byg A/S, CVR no. 12345678', ['Organization:Fjordhus Byg A/S']],
    ]);
  });
});

describe('attributes: a unit before a numbered street', () => {
  it('"Level 12, 100 George Street, …" is one address', () => {
    expectReads(attributesOf, [
      ['Kestrel Ltd of Level 12, 100 George Street, Sydney NSW 2000 (Seller)', ['Organization:Kestrel Ltd', 'Location:Level 12, 100 George Street, Sydney NSW 2000']],
      ['The office is at Suite 4, 12 King Street, Leeds LS1 2AB.', ['Location:Suite 4, 12 King Street, Leeds LS1 2AB']],
    ]);
  });

  it('a French street, its kind in small letters after the number, is an address before its postcode and town', () => {
    expectReads(attributesOf, [
      ['Seller: Vins Rhône SAS, 12 rue de la République, 69001 Lyon, France', ['Organization:Vins Rhône SAS', 'Location:12 rue de la République, 69001 Lyon, France']],
      ["Buyer: Caves SA, 3 place de l'Église, 1003 Lausanne", ['Organization:Caves SA', "Location:3 place de l'Église, 1003 Lausanne"]],
      ['We deliver 12 rue cases a week, 69001 units.', ['Number:12', 'Number:69001']],
    ]);
  });

  it('a French street\'s kind capitalised, as letterheads write it, is the same address before its postcode and town (set 93, h119a93)', () => {
    expectReads(attributesOf, [
      ["Office: 4 Quai de l'Ancienne Douane, 97320 Saint-Laurent-du-Maroni", ["Location:4 Quai de l'Ancienne Douane, 97320 Saint-Laurent-du-Maroni"]],
      ['The goods go to 8 Rue du Port, 97320 Apatou.', ['Location:8 Rue du Port, 97320 Apatou']],
      // Near misses: a kind's word capitalised with no postcode and town after it names no street.
      ['The crew shoots 4 Quai scenes a day, 97320 frames in all.', ['Number:4', 'Number:97320']],
      ['The crew shoots 4 Quai Blanc scenes, then 97320 Frames.', ['Number:4', 'Number:97320']],
      ['We deliver 12 Rue cases a week, 69001 units.', ['Number:12', 'Number:69001']],
    ]);
  });

  it('a house number on a numbered highway is one address', () => {
    expect(attributesOf('The Lessee is based at 1200 Highway 61, Tunica, Mississippi 38676.')).toEqual(['Location:1200 Highway 61, Tunica, Mississippi 38676']);
  });
});

describe('review of the second round (hrev23): a Malay name of one given name', () => {
  it('"Name: Siti binti Hassan", "Signed by Ahmad bin Rahman": the given name, "bin" / "binti" and the father\'s name', () => {
    expectReads(attributesOf, [
      ['Name: Nurul binti Hassan', ['Person:Nurul binti Hassan']],
      ['Signed by Hafiz bin Osman, Director', ['Person:Hafiz bin Osman']],
      ['Attention: Aminah bt. Salleh', ['Person:Aminah bt. Salleh']],
      // A single word with no patronym after it is still no signer's name.
      ['Name: Hafiz', []],
    ]);
  });
});
