/**
 * Attributes set 24 showed wrong (issue 18, h22s24p), each rule with sentences written for it (none from the set):
 * witness lines and signing blocks' role lines name persons, a witness list's markers count nothing, a title before a
 * four-word name, a tolerance's "minus", a translated opening's "Today,".
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('persons in signing blocks', () => {
  it('a witness line names each witness; its list markers are no Numbers', () => {
    expect(attributesOf('Witnesses: 1. Daniel Okafor 2. Priya Raman')).toEqual(['Person:Daniel Okafor', 'Person:Priya Raman']);
    expect(attributesOf('Witnesses: 1. Tomás Herrera')).toEqual(['Person:Tomás Herrera']);
  });
  it('numbered capitalised words outside a witness line stay Numbers and name no one', () => {
    expect(attributesOf('See items 1. Delivery and 2. Payment.')).toEqual(['Number:1', 'Number:2']);
  });
  it('a role line in capitals, a name and a post after a dash names the signer', () => {
    expect(attributesOf('SELLER: Marta Lindgren – Sales Director')).toEqual(['Person:Marta Lindgren']);
    expect(attributesOf('PARTY A: Nguyen Van Binh Minh – Director')).toEqual(['Person:Nguyen Van Binh Minh']);
  });
  it('a label in title case or no post after the dash is no role line', () => {
    expect(attributesOf('Venue: Harbour Hall – Main Room')).toEqual([]);
  });
  it('a title before a name of four words keeps all four', () => {
    expect(attributesOf('Represented by: Ms. Tran Thi Mai Anh – Director')).toEqual(['Person:Tran Thi Mai Anh']);
  });
});

describe('figures and dates', () => {
  it('"plus or minus 3%" is a tolerance: the Percentage is the figure, no sign word', () => {
    expect(attributesOf('The room is kept at 40%, plus or minus 3%.')).toEqual(['Percentage:40%', 'Percentage:3%']);
  });
  it('"Today, 3 June 2028" is the date, without the day\'s word', () => {
    expect(attributesOf('Today, 3 June 2028, at the office of the Seller, we are:')).toEqual(['DateTime:3 June 2028']);
  });
});

describe('urban districts in addresses', () => {
  it('a numbered district or sector is a part of the address; a city of four words is its town', () => {
    expect(attributesOf('Address: 45 Le Loi Street, Ben Nghe Ward, District 3, Ho Chi Minh City')).toEqual(['Location:45 Le Loi Street, Ben Nghe Ward, District 3, Ho Chi Minh City']);
    expect(attributesOf('The office is at 12 Park Road, Sector 15, Noida 201301.')).toEqual(['Location:12 Park Road, Sector 15, Noida 201301']);
  });
});
