/**
 * Party defects the fourteenth blind set showed (issue 18, h18party), each rule with sentences written for it (none
 * from the set): a business described by its form but named without one, a bare alias after a register number and an
 * address, a party's alias as a noun's modifier, and "makes no guarantee".
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { elements, typesOf } from '../helpers.js';
import { orgs, persons } from '../found-names.js';

const primary = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('a business named without a legal form but described by one', () => {
  it.each([
    ['and Brackenridge Family Orchards, a general partnership ("Packer").', 'Brackenridge Family Orchards'],
    ['by Saltmarsh Creek Growers, a Oregon cooperative corporation (the "Cooperative")', 'Saltmarsh Creek Growers'],
    ['with Tillman Brothers Haulage, a Texas limited partnership', 'Tillman Brothers Haulage'],
    ['between Greenway Neighbours, an unincorporated association, and the Council', 'Greenway Neighbours'],
  ])('%s', (text, name) => {
    expect(orgs(text)).toEqual([name]);
    expect(persons(text)).toEqual([]);
  });
  it.each([
    'and Marta Lindqvist, an individual ("Consultant").',
    'and Owen Price, a sole proprietor trading as Price Plumbing',
    'The Seller, a Delaware corporation, shall deliver the Shares.',
  ])('%s: a person, or a role, is no business', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it.each([
    ['between Hakone Denki K.K., a corporation organized under the laws of Japan', 'K.'],
    ['(A) LACTEOS DEL NORTE, S.A. DE C.V., a Mexican variable capital corporation', 'V.'],
  ])('%s: a dotted legal form before the description is the company\'s, not a name of its own', (text, piece) => {
    expect(orgs(text)).not.toContain(piece);
  });
  it('the alias after the description names the party, so its clauses are typed', () => {
    const preamble = 'This Supply Contract is entered into as of March 3, 2029 by Northfield Canning Co., a Wisconsin corporation ("Canner"), and Brackenridge Family Orchards, a general partnership ("Packer").';
    expect(primary(preamble)).toEqual(['NORTHFIELD CANNING Unknown', 'BRACKENRIDGE FAMILY ORCHARDS Unknown']);
    expect(typesOf(preamble, 'Packer shall deliver the apples in clean bins.')[1]).toEqual(['Obligation/Packer']);
  });
});

describe('a bare alias after the party\'s register number and address', () => {
  it('"ACN … of <address> (Alias) and …": the bracket closing the slot is the first party\'s', () => {
    const preamble = 'Parties: Kookaburra Craft Brewing Pty Ltd ACN 603 118 442 of 9 Gum Tree Lane, Bendigo VIC 3550 (Brewer) and Ironbark Logistics Pty Ltd ACN 155 300 871 (Carrier).';
    expect(primary(preamble)).toEqual(['KOOKABURRA CRAFT BREWING Buyer', 'IRONBARK LOGISTICS Supplier']);
    expect(typesOf(preamble, 'The Brewer will pay the Carrier within 14 days of each invoice.')[1]).toEqual(['Obligation/Brewer']);
  });
  it('a company number without an address, in a "between" slot', () => {
    expect(primary('This Agreement is made between Fenwick Print Limited company number 04411932 (Printer) and Holloway Books Limited (the "Publisher").'))
      .toEqual(['FENWICK PRINT Supplier', 'HOLLOWAY BOOKS Buyer']);
  });
});

describe('a party\'s alias after "a" or "an" modifies a noun: no subject', () => {
  const preamble = 'This Agreement is made between Harrowgate Rovers Football Club Limited (the "Club") and Linden Sports Nutrition Ltd (the "Sponsor").';
  it.each([
    'Any banner displayed at a Club match shall first be approved in writing by the league.',
    'Every product sold under a Sponsor promotion must carry the approved label.',
  ])('%s', (text) => {
    expect(typesOf(preamble, text)[1]).toEqual([]);
  });
  it('"the Club" before the modal is still the subject', () => {
    expect(typesOf(preamble, 'The Club shall display the Sponsor\'s banner at a Club match.')[1]).toEqual(['Obligation/Club']);
  });
});

describe('"makes no guarantee / promise / assurance" is a Disclaimer, as "makes no representation" is', () => {
  it.each([
    ['The Packer makes no guarantee of any minimum price.', 'Disclaimer/Packer'],
    ['The Agency gives no assurance that any campaign will reach its audience.', 'Disclaimer/Agency'],
    ['The Franchisor makes no promise of any level of sales.', 'Disclaimer/Franchisor'],
  ])('%s', (text, label) => {
    expect(typesOf('This Agreement is made between Ashby Foods Ltd ("Packer"), Lumen Ads Ltd ("Agency") and Coalport Bakeries Ltd ("Franchisor").', text)[1]).toEqual([label]);
  });
});

describe('the tenth facts set\'s known party misses', () => {
  it('a name that opens with a number, at the start of a party entry', () => {
    expect(primary('PARTIES:', '(1) Brookvale Primary Academy Trust, a company limited by guarantee (the "Trust"); and', '(2) 4 SEASONS LAUNDRY LTD, a company registered in England with number 09876543 (the "Contractor").'))
      .toEqual(['BROOKVALE PRIMARY ACADEMY TRUST Buyer', '4 SEASONS LAUNDRY Supplier']);
    expect(orgs('SIGNED by Tom Reyes, Director, for and on behalf of 4 SEASONS LAUNDRY LTD')).toEqual(['4 SEASONS LAUNDRY LTD']);
    expect(orgs('This Agreement is made between 1st Choice Removals Limited and Harbour Mews Lettings Ltd.'))
      .toEqual(['1st Choice Removals Limited', 'Harbour Mews Lettings Ltd.']);
  });
  it.each([
    ['The Supplier shall replace any defective part within 5 Acme Parts Ltd depots.', '5 Acme Parts Ltd'],
    ['under clause 3 Kestrel Freight Ltd shall pay', '3 Kestrel Freight Ltd'],
  ])('%s: a number inside a sentence counts or refers, it opens no name', (text, wrong) => {
    expect(orgs(text)).not.toContain(wrong);
  });
  it('a table row naming a party by its role in the first cell', () => {
    expect(primary('ORDER FORM', '| Field | Details |', '| Supplier | Kanaalzicht Software B.V., Havenstraat 3, 3011 AB Rotterdam |', '| Customer | Duinrand Logistiek B.V., Dorpsweg 8, 2201 AA Noordwijk |', '| Subscription Term | 24 months |'))
      .toEqual(['KANAALZICHT SOFTWARE Supplier', 'DUINRAND LOGISTIEK Buyer']);
  });
});

describe('a state that contracts through a department', () => {
  const deed = ['GRANT DEED', 'Parties', 'State of Tasmania acting through the Department of Natural Resources, ABN 11 222 333 444 (the State)', 'and', 'Derwent Valley Landcare Incorporated, ABN 55 666 777 888, of 3 River Road, New Norfolk TAS 7140 (the Grantee)'];
  it('is a party with the bracket after the department as its alias; the department is no party of the deed', () => {
    const parties = classifyContract(elements(...deed)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);
    expect(parties).toEqual(['STATE OF TASMANIA Buyer Primary', 'DERWENT VALLEY LANDCARE Supplier Primary', 'DEPARTMENT OF NATURAL RESOURCES Unknown Unknown']);
    expect(typesOf(...deed, 'The State will pay the Grantee the grant in two instalments.')[5]).toEqual(['Obligation/State']);
  });
  it.each([
    ['governed by the laws of the State of Tasmania.', 'Location:State of Tasmania'],
    ['the Commonwealth of Australia as represented by the Department of Finance', 'Organization:Commonwealth of Australia'],
  ])('%s', (text, expected) => {
    expect(findNames(text).map((n) => `${n.type}:${text.slice(n.begin, n.end)}`)).toContain(expected);
  });
});
