/**
 * Attributes after the thirtieth set (issue 18, h26s30a): an Australian town line with its state's code and postcode is
 * one Location, listed town or not; signatories in capitals' "FOR THE <ROLE>:" lines, before a seal, and two after
 * "Signed by … and"; two people trading together in a preamble; a British mobile number is no Number; towns where a
 * site is located, where a translated contract is made ("In Aa today, …"), on a route's dashes, and beside a listed
 * city. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: set 30, places', () => {
  it('Location: an Australian town, its state code and postcode, one place', () => {
    expect(attributesOf('The quarry is leased from Karoo Stone Pty Ltd of Port Augusta SA 5700 for ten years.'))
      .toEqual(['Organization:Karoo Stone Pty Ltd', 'Location:Port Augusta SA 5700', 'Duration:ten years']);
    expectReads(attributesOf, [
      ['Deliveries go to the depot at 3 Short Street, Mudgee NSW 2850.', ['Location:3 Short Street, Mudgee NSW 2850']],
      // A company's "SA" with no postcode after it stays a legal form.
      ['The pumps are bought from Hydro Valves SA each year.', ['Organization:Hydro Valves SA']],
    ]);
  });

  it('Location: where a site is located or situated', () => {
    expectReads(attributesOf, [
      ['The guesthouse located in Kinosaki is leased with its furniture.', ['Location:Kinosaki']],
      ['The vineyard situated at Montalcino is sold with its cellar.', ['Location:Montalcino']],
      // A street address after "located at" is the address reader's; a schedule is no place.
      ['The plant located in Schedule 2 is excluded.', ['Number:2']],
    ]);
  });

  it('Location: a translated contract opens with its place and day of making', () => {
    expectReads(attributesOf, [
      ['In Thessaloniki today, 3 March 2027, the following parties met:', ['Location:Thessaloniki', 'DateTime:3 March 2027']],
      ['In Bergamo, on 14 June 2027, between the undersigned:', ['Location:Bergamo', 'DateTime:14 June 2027']],
      // "In" before anything but a place and a day opens an ordinary sentence.
      ['In Accordance with clause 4, the Supplier shall pay.', ['Number:4']],
    ]);
  });

  it('Location: each stop of a route written with dashes', () => {
    expectReads(attributesOf, [
      ['The vessel serves the route Rafina – Andros – Naxos all year.', ['Location:Rafina', 'Location:Andros', 'Location:Naxos']],
      ['The coach runs on the line Kotor - Budva twice a day.', ['Location:Kotor', 'Location:Budva']],
      // A "line" with no dash after it names no route.
      ['The line Manager shall approve each roster.', []],
    ]);
  });

  it('Location: a town joined to a listed city before the noun they share', () => {
    expect(attributesOf('The Printer prints its Pune and Kolhapur editions each night.')).toContain('Location:Kolhapur');
    // A firm's word after "and" is no town.
    expect(attributesOf('The Supplier appointed London and Partners to advise.')).not.toContain('Location:Partners');
  });
});

describe('attributes: set 30, people and numbers', () => {
  it('Person: a signing line in capitals, "FOR THE <ROLE>:", then the name', () => {
    expect(attributesOf('FOR THE LESSOR: Dimitris Papadakis')).toEqual(['Person:Dimitris Papadakis']);
    expect(attributesOf('FOR THE AVOIDANCE OF DOUBT: Nothing in this clause limits liability.')).toEqual([]);
  });

  it('Person: the name before its seal, after a post, a colon or a comma', () => {
    expect(attributesOf('Lessee: Minato Freight Co., Ltd., President Haruto Ito (seal)')).toEqual(['Organization:Minato Freight Co., Ltd.', 'Person:Haruto Ito']);
    expect(attributesOf('Supplier: Aiko Tanaka (seal)')).toContain('Person:Aiko Tanaka');
    // A firm's words before a seal are no person.
    expect(attributesOf('Delivered to Hakone Clean Service (seal)')).toEqual([]);
  });

  it('Person: two signatories after "Signed by", joined by "and"', () => {
    expect(attributesOf('Signed by Jack Boyd and Nell Boyd')).toEqual(['Person:Jack Boyd', 'Person:Nell Boyd']);
  });

  it('Person: two people trading together in a preamble', () => {
    expect(attributesOf('This agreement is between Yarra Orchards Pty Ltd and Sam Ruddock and Kate Ruddock, trading as Ruddock Picking.'))
      .toEqual(expect.arrayContaining(['Organization:Yarra Orchards Pty Ltd', 'Person:Sam Ruddock', 'Person:Kate Ruddock']));
  });

  it('Number: a British mobile number is none', () => {
    expect(attributesOf('Out of hours, ring the caretaker on 07700 900123.')).toEqual([]);
    expect(attributesOf('Out of hours, the caretaker answers on 07700 900123.')).toEqual([]);
  });
});

describe('attributes: set 30, bodies', () => {
  it('Organization: a market named by what it trades, and a Red Cross society', () => {
    expectReads(attributesOf, [
      ['The shares are listed on the Johannesburg Stock Exchange.', ['Organization:Johannesburg Stock Exchange']],
      ['Each first aider must hold a current British Red Cross certificate.', ['Organization:British Red Cross']],
      // "Exchange" alone heads a product or a deal.
      ['The Customer may trade in the car by part exchange through the Data Exchange portal.', []],
    ]);
  });

  it('Organization: a saint\'s name is part of a parish body\'s name', () => {
    expectReads(attributesOf, [
      ['The hall belongs to Saint Mary\'s Parish Council and is let by it.', ['Organization:Saint Mary\'s Parish Council']],
      ['Bookings are made with St Cuthbert\'s Parochial Church Council.', ['Organization:St Cuthbert\'s Parochial Church Council']],
      // An owner's possessive is still no part of the name.
      ['The Supplier\'s Regulatory Authority may inspect.', ['Organization:Regulatory Authority']],
    ]);
  });
});

describe('attributes: C28, a statute\'s number', () => {
  it('Number: the plain number after "Law No." or "Act No."', () => {
    expectReads(attributesOf, [
      ['Disputes are settled under Egyptian Law No. 27 of 1994.', ['Number:27', 'Number:1994']],
      ['The Employer complies with the Employment Act No. 11.', ['Number:11']],
      // A slashed statute number is an identifier.
      ['Patient data is handled under Law No. 13,709/2018.', []],
    ]);
  });
});

describe('attributes: set 30\'s places and titles where their words mean something else (review hrev19)', () => {
  it('no Location: a state or a thing in common words after "located in", "situated in" or an opening "In …, on"', () => {
    expectReads(attributesOf, [
      ['The land situated in Good Condition shall be returned to the Landlord.', []],
      ['The goods located in Warehouse Three remain the Seller\'s property.', ['Number:Three']],
      ['In Phase Two, on 1 June 2027 the Contractor shall begin the works.', ['Number:Two', 'DateTime:1 June 2027']],
      ['In Consideration, on 3 May 2027 the Buyer shall pay the deposit.', ['DateTime:3 May 2027']],
      // A town's own name is no common word.
      ['The cabin located in Tromsø is let with its boat.', ['Location:Tromsø']],
    ]);
  });

  it('no Location: a product line or a sum written with dashes, every part a common word', () => {
    expectReads(attributesOf, [
      ['The Supplier shall make the product line Gold – Silver – Bronze to the Specification.', []],
      ['The bottom line Revenue - Costs is reported each month.', []],
      // One stop that is no common word makes it a route.
      ['The ferry serves the route Dover – Calais daily.', ['Location:Dover', 'Location:Calais', 'Duration:daily']],
    ]);
  });

  it('no Person: "U" naming an option or an annex before common words; Myanmar\'s "U" before a name', () => {
    expectReads(attributesOf, [
      ['The parties refer to Appendix U Drawing Set for the layout.', []],
      ['Service Level Option U Standard applies to every ticket.', []],
      ['The Employer appoints U Aung Min as site manager.', ['Person:Aung Min']],
    ]);
  });

  it('Location: an Australian postcode in its state\'s range; a year after a state code is none', () => {
    expectReads(attributesOf, [
      ['The Tenant shall comply with the Building Code ACT 2004 at all times.', ['Number:2004']],
      ['The office is at Braddon ACT 2612.', ['Location:Braddon ACT 2612']],
      ['Goods are collected from Launceston TAS 7250 weekly.', ['Location:Launceston TAS 7250', 'Duration:weekly']],
    ]);
  });
});
