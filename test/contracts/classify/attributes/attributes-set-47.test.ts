/**
 * Set 47's attribute defects (issue 18, h42s47), with sentences written for these tests (none of the set's): a town the
 * gazetteer lacks and its country after a comma are one Location (C27), after a preposition of place or after a
 * company's legal form in an address row; the end of a range of sections is no Number, as "Section N" is none (C37); a letter's acceptance line
 * "AGREED AND ACCEPTED: <name>" names its signer, as "Signed: <name>" does.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';

const locations = (...items: string[]) => typesAndAttributesOf(...items).map((e) => e.attributes.filter((a) => a.startsWith('Location:')));

describe('a town and its country after a comma (C27)', () => {
  it('is one Location after "of", "in" or a legal form and a comma', () => {
    expect(locations(
      'Ionian Tankers S.A. of Patras, Greece (hereinafter called the "Owners") have agreed to sell the ship.',
      'The Agent keeps an office in Lyon, France.',
      'For the Buyers: Baltic Reefer Ltd, Klaipeda, Lithuania, for the attention of the Fleet Manager.'))
      .toEqual([['Location:Patras, Greece'], ['Location:Lyon, France'], ['Location:Klaipeda, Lithuania']]);
  });
  it('leaves a party\'s role, countries in a row and a country alone as they were', () => {
    expect(locations(
      'The goods are sent from the Buyer, France.',
      'The Distributor may sell in Norway, Sweden and Finland.',
      'The Supplier is a company registered in Greece.'))
      .toEqual([['Location:France'], ['Location:Norway', 'Location:Sweden', 'Location:Finland'], ['Location:Greece']]);
  });
});

const numbers = (...items: string[]) => typesAndAttributesOf(...items).map((e) => e.attributes.filter((a) => a.startsWith('Number:')));

describe('the end of a range of sections (C37)', () => {
  it('is no Number, as its start is none', () => {
    expect(numbers(
      'The lease is contracted out of sections 24 to 28 of the Landlord and Tenant Act 1954.',
      'Paragraphs 3 through 5 survive termination.',
      'Sections 10–12 do not apply to the Pilot.'))
      .toEqual([['Number:1954'], [], []]);
  });
  it('keeps a range of clauses and a range of figures as Numbers', () => {
    expect(numbers('See clauses 4.1 to 4.3 of the Schedule.', 'Each crate holds 24 to 28 bottles.'))
      .toEqual([['Number:4.1', 'Number:4.3'], ['Number:24', 'Number:28']]);
  });
});

describe('a letter\'s acceptance line', () => {
  it('names its signer a Person', () => {
    expect(typesAndAttributesOf('AGREED AND ACCEPTED: Tom Baker', 'Accepted and agreed: Ruth Okafor').map((e) => e.attributes))
      .toEqual([['Person:Tom Baker'], ['Person:Ruth Okafor']]);
  });
  it('keeps a company signing as an Organization', () => {
    expect(typesAndAttributesOf('AGREED AND ACCEPTED: Ridgeline Outdoor Supply, Inc.').map((e) => e.attributes))
      .toEqual([['Organization:Ridgeline Outdoor Supply, Inc.']]);
  });
});
