/**
 * Attributes in the drafting of other jurisdictions and document kinds (issue 18, third blind set): legal forms of
 * several words, Australian and Indian addresses and places, register numbers, ARTICLE headings, lists of sections,
 * courtesy titles and signature labels. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements } from '../helpers.js';

describe('attributes: other drafting', () => {
  it('Organization: a legal form of several words is all of the name', () => {
    expectReads(attributesOf, [
      ['Goanna Timber Co Pty Ltd shall supply the decking.', ['Organization:Goanna Timber Co Pty Ltd']],
      ['the policy issued by Lotus General Insurance Company Limited', ['Organization:Lotus General Insurance Company Limited']],
      ['Acme Ltd and Borealis LLC are the parties.', ['Organization:Acme Ltd', 'Organization:Borealis LLC']],
    ]);
  });

  it('Organization: an institution whose name joins words with "and"', () => {
    expect(attributesOf('as required by the Telecom Regulatory and Licensing Authority of Ruritania')).toEqual(['Organization:Telecom Regulatory and Licensing Authority of Ruritania']);
  });

  it('Number: a company register number in groups of digits is an identifier, not a quantity', () => {
    expectReads(attributesOf, [
      ['Kestrel Hire Pty Ltd ACN 004 118 902 shall maintain the cranes.', ['Organization:Kestrel Hire Pty Ltd']],
      ['ABN 51 824 753 556', []],
      // Without a register's label, digits in groups of three are a quantity written with spaces.
      ['The Supplier shall deliver 10 000 000 units.', ['Number:10 000 000']],
    ]);
  });

  it('Number: an ARTICLE heading\'s own number is not one; the rest of a list of sections is not one either', () => {
    expectReads(attributesOf, [
      ['ARTICLE 12 CONFIDENTIALITY', []],
      ['Article IV Payment', []],
      ['Sections 4, 11 and 15 continue after expiry.', []],
      ['Clauses 4 and 11 continue after expiry.', ['Number:4', 'Number:11']],
    ]);
  });

  it('Location: Australian addresses with state and postcode, Indian addresses with a PIN', () => {
    expectReads(attributesOf, [
      ['the warehouse at 40 Dock Road, Geelong VIC 3220 (the "Site")', ['Location:40 Dock Road, Geelong VIC 3220']],
      ['delivered to Unit 3, Kingsford Estate, Darwin NT 0800', ['Location:Unit 3, Kingsford Estate, Darwin NT 0800']],
      ['the mill at Plot 7, Phase II Estate, Surat 394210', ['Location:Plot 7, Phase II Estate, Surat 394210']],
      ['whose office is at 5 Orchard Grove, Exeter EX1 2AB', ['Location:5 Orchard Grove, Exeter EX1 2AB']],
    ]);
  });

  it('Location: Australian and Indian states and cities; a town with its US state after "in" is one place', () => {
    expectReads(attributesOf, [
      ['the laws of New South Wales and Tasmania', ['Location:New South Wales', 'Location:Tasmania']],
      ['a public holiday in Maharashtra or Chennai', ['Location:Maharashtra', 'Location:Chennai']],
      ['the plant in Allentown, Pennsylvania', ['Location:Allentown, Pennsylvania']],
      ['the courts of Pennsylvania', ['Location:Pennsylvania']],
    ]);
  });

  it('Person: the name after a courtesy title, without the title', () => {
    expect(attributesOf('The Lessee appoints Mrs Helen Quigley as its representative.')).toEqual(['Person:Helen Quigley']);
  });

  it('Person: witness and print-name labels, a deed executed by a person named in capitals', () => {
    expectReads(attributesOf, [
      ['Witness name: Arthur Penhale', ['Person:Arthur Penhale']],
      ['Print name: Joanna Flint', ['Person:Joanna Flint']],
      ['Executed as a deed by GRACE TEMPLETON in the presence of:', ['Person:GRACE TEMPLETON']],
      ['Signed by THE SUPPLIER acting by a director', []],
      // A notice's addressee in capitals is a department; in title case the label still names a person.
      ['Attention: ACCOUNTS PAYABLE', []],
      ['Attention: Jane Doe', ['Person:Jane Doe']],
    ]);
  });

  it('Person: a notice addressed to a post or a unit in title case names no person', () => {
    // (a unit is read as an institution by its head word, as "Department of Health" is)
    expectReads(attributesOf, [
      ['Attn: Legal Department', ['Organization:Legal Department']],
      ['Attention: Company Secretary', []],
      ['Attention: General Counsel', []],
      ['Attention: Accounts Payable', []],
      // A person's name is still read, and the label names a person elsewhere than in a notice.
      ['Attention: Priya Natarajan', ['Person:Priya Natarajan']],
    ]);
  });

  it('Person: a signature block\'s "By:" line', () => {
    expect(attributesOf('By: Marcus Hale, Vice President')).toEqual(['Person:Marcus Hale']);
    expect(attributesOf('By: ______________________')).toEqual([]);
  });

  it('Organization: FCA after a delivery is the Incoterm, not the regulator', () => {
    expectReads(attributesOf, [
      ['The Vendor shall deliver the pallets FCA the Vendor\'s depot.', []],
      ['The Adviser is authorised by the FCA.', ['Organization:FCA']],
      // A delivery word earlier in the sentence does not make "by the FCA" an Incoterm.
      ['The Firm shall deliver all reports required by the FCA.', ['Organization:FCA']],
    ]);
  });

  it('DateTime: "on this 9th day of June, 2023" is the date without "on this"', () => {
    expect(attributesOf('This Deed is made on this 9th day of June, 2023 between the parties.')).toEqual(['DateTime:9th day of June, 2023']);
  });

  it('a party\'s name drops its whole legal form ("Co Pty Ltd", "Company Limited")', () => {
    const { parties } = classifyContract(elements('This deed is made between Goanna Timber Co Pty Ltd (Supplier) and Lotus General Insurance Company Limited (Customer).'));
    expect(parties.map((p) => [p.party, p.role])).toEqual([['GOANNA TIMBER', 'Supplier'], ['LOTUS GENERAL INSURANCE', 'Buyer']]);
  });

  it('a South African "(Pty) Ltd" is dropped whole: the bracketed form is a legal form, not part of the name', () => {
    const { parties } = classifyContract(elements('This Agreement is made between Umoya Payroll Services (Pty) Ltd ("Provider") and Karoo Foods (Pty) Ltd ("Client").'));
    expect(parties.map((p) => [p.party, p.role])).toEqual([['UMOYA PAYROLL SERVICES', 'Supplier'], ['KAROO FOODS', 'Buyer']]);
  });
});
