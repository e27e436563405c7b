/**
 * Attributes in the drafting of other jurisdictions and document kinds (issue 18, third blind set): legal forms of
 * several words, Australian and Indian addresses and places, register numbers, ARTICLE headings, lists of sections,
 * courtesy titles and signature labels. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { attributesOf, elements } from './helpers.js';

describe('attributes: other drafting', () => {
  it('Organization: a legal form of several words is all of the name', () => {
    expect(attributesOf('Goanna Timber Co Pty Ltd shall supply the decking.')).toEqual(['Organization:Goanna Timber Co Pty Ltd']);
    expect(attributesOf('the policy issued by Lotus General Insurance Company Limited')).toEqual(['Organization:Lotus General Insurance Company Limited']);
    expect(attributesOf('Acme Ltd and Borealis LLC are the parties.')).toEqual(['Organization:Acme Ltd', 'Organization:Borealis LLC']);
  });

  it('Organization: an institution whose name joins words with "and"', () => {
    expect(attributesOf('as required by the Telecom Regulatory and Licensing Authority of Ruritania')).toEqual(['Organization:Telecom Regulatory and Licensing Authority of Ruritania']);
  });

  it('Number: a company register number in groups of digits is an identifier, not a quantity', () => {
    expect(attributesOf('Kestrel Hire Pty Ltd ACN 004 118 902 shall maintain the cranes.')).toEqual(['Organization:Kestrel Hire Pty Ltd']);
    expect(attributesOf('ABN 51 824 753 556')).toEqual([]);
    // Without a register's label, digits in groups of three are a quantity written with spaces.
    expect(attributesOf('The Supplier shall deliver 10 000 000 units.')).toEqual(['Number:10 000 000']);
  });

  it('Number: an ARTICLE heading\'s own number is not one; the rest of a list of sections is not one either', () => {
    expect(attributesOf('ARTICLE 12 CONFIDENTIALITY')).toEqual([]);
    expect(attributesOf('Article IV Payment')).toEqual([]);
    expect(attributesOf('Sections 4, 11 and 15 continue after expiry.')).toEqual([]);
    expect(attributesOf('Clauses 4 and 11 continue after expiry.')).toEqual(['Number:4', 'Number:11']);
  });

  it('Location: Australian addresses with state and postcode, Indian addresses with a PIN', () => {
    expect(attributesOf('the warehouse at 40 Dock Road, Geelong VIC 3220 (the "Site")')).toEqual(['Location:40 Dock Road, Geelong VIC 3220']);
    expect(attributesOf('delivered to Unit 3, Kingsford Estate, Darwin NT 0800')).toEqual(['Location:Unit 3, Kingsford Estate, Darwin NT 0800']);
    expect(attributesOf('the mill at Plot 7, Phase II Estate, Surat 394210')).toEqual(['Location:Plot 7, Phase II Estate, Surat 394210']);
    expect(attributesOf('whose office is at 5 Orchard Grove, Exeter EX1 2AB')).toEqual(['Location:5 Orchard Grove, Exeter EX1 2AB']);
  });

  it('Location: Australian and Indian states and cities; a town with its US state after "in" is one place', () => {
    expect(attributesOf('the laws of New South Wales and Tasmania')).toEqual(['Location:New South Wales', 'Location:Tasmania']);
    expect(attributesOf('a public holiday in Maharashtra or Chennai')).toEqual(['Location:Maharashtra', 'Location:Chennai']);
    expect(attributesOf('the plant in Allentown, Pennsylvania')).toEqual(['Location:Allentown, Pennsylvania']);
    expect(attributesOf('the courts of Pennsylvania')).toEqual(['Location:Pennsylvania']);
  });

  it('Person: the name after a courtesy title, without the title', () => {
    expect(attributesOf('The Lessee appoints Mrs Helen Quigley as its representative.')).toEqual(['Person:Helen Quigley']);
  });

  it('Person: witness and print-name labels, a deed executed by a person named in capitals', () => {
    expect(attributesOf('Witness name: Arthur Penhale')).toEqual(['Person:Arthur Penhale']);
    expect(attributesOf('Print name: Joanna Flint')).toEqual(['Person:Joanna Flint']);
    expect(attributesOf('Executed as a deed by GRACE TEMPLETON in the presence of:')).toEqual(['Person:GRACE TEMPLETON']);
    expect(attributesOf('Signed by THE SUPPLIER acting by a director')).toEqual([]);
    // A notice's addressee in capitals is a department; in title case the label still names a person.
    expect(attributesOf('Attention: ACCOUNTS PAYABLE')).toEqual([]);
    expect(attributesOf('Attention: Jane Doe')).toEqual(['Person:Jane Doe']);
  });

  it('Person: a notice addressed to a post or a unit in title case names no person', () => {
    // (a unit is read as an institution by its head word, as "Department of Health" is)
    expect(attributesOf('Attn: Legal Department')).toEqual(['Organization:Legal Department']);
    expect(attributesOf('Attention: Company Secretary')).toEqual([]);
    expect(attributesOf('Attention: General Counsel')).toEqual([]);
    expect(attributesOf('Attention: Accounts Payable')).toEqual([]);
    // A person's name is still read, and the label names a person elsewhere than in a notice.
    expect(attributesOf('Attention: Priya Natarajan')).toEqual(['Person:Priya Natarajan']);
  });

  it('Person: a signature block\'s "By:" line', () => {
    expect(attributesOf('By: Marcus Hale, Vice President')).toEqual(['Person:Marcus Hale']);
    expect(attributesOf('By: ______________________')).toEqual([]);
  });

  it('Organization: FCA after a delivery is the Incoterm, not the regulator', () => {
    expect(attributesOf('The Vendor shall deliver the pallets FCA the Vendor\'s depot.')).toEqual([]);
    expect(attributesOf('The Adviser is authorised by the FCA.')).toEqual(['Organization:FCA']);
    // A delivery word earlier in the sentence does not make "by the FCA" an Incoterm.
    expect(attributesOf('The Firm shall deliver all reports required by the FCA.')).toEqual(['Organization:FCA']);
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
