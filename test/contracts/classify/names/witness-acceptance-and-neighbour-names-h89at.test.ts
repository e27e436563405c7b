/**
 * People set 67 left unread (issue 18, h89at): the names after Ethiopia's "Ato" and "W/ro" (the title no part of them),
 * a witness row of two names, a letter's "Accepted:" line, a party's acceptance "by the holder:" in small letters, a
 * signer's row that closes on the party signed for, and a neighbour named by the lands bounding a parcel. Sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a title read only before two names', () => {
  it('leaves "Ato" and "W/ro" out of the name', () => {
    expect(attributesOf('The Office, represented by Ato Kebede Alemu, Head of the Office, lets the stall.')).toEqual(['Person:Kebede Alemu']);
    expect(attributesOf('W/ro Almaz Tesfaye, a trader residing in Adama, takes the stall.')).toEqual(['Person:Almaz Tesfaye', 'Location:Adama']);
  });
  it('is no title before one name word or a joining word', () => {
    expect(attributesOf('The notice was signed by Kofi Ato for the Buyer.')).not.toContain('Person:Ato');
    expect(attributesOf('Ato and his brother share the stall.')).toEqual([]);
  });
});

describe('a witness row and an acceptance line', () => {
  it('reads both witnesses of a row', () => {
    expect(attributesOf('Witnesses: Lemlem Assefa and Dawit Mekonnen')).toEqual(['Person:Lemlem Assefa', 'Person:Dawit Mekonnen']);
    expect(attributesOf('WITNESSES: Hana Worku, Yonas Bekele')).toEqual(['Person:Hana Worku', 'Person:Yonas Bekele']);
  });
  it('reads the name on a letter\'s "Accepted:" line before the date', () => {
    expect(attributesOf('Accepted: Ruth Amos, 3 June 2031')).toEqual(['Person:Ruth Amos', 'DateTime:3 June 2031']);
  });
  it('reads no field of common words after "Accepted:"', () => {
    expect(attributesOf('Accepted: Payment Terms')).toEqual([]);
  });
  it('reads a party\'s acceptance by an alias in small letters', () => {
    expect(attributesOf('Received and accepted by the trader: Núria Vidal Puig')).toEqual(['Person:Núria Vidal Puig']);
  });
});

describe('a signer\'s row that closes on the party signed for', () => {
  it('reads the name before the post', () => {
    expect(attributesOf('Kate Morrow, Manager, for and on behalf of Hill Lodge Ltd')).toEqual(['Person:Kate Morrow', 'Organization:Hill Lodge Ltd']);
    expect(attributesOf('Owen Price, Director, for the Lessor')).toEqual(['Person:Owen Price']);
  });
  it('reads no heading of common words', () => {
    expect(attributesOf('Payment Terms, General Conditions, for the Buyer')).toEqual([]);
  });
});

describe('a neighbour named by the lands bounding a parcel', () => {
  it('reads the owner of the lands', () => {
    expect(attributesOf('The yard is bounded on the east by lands of Henry Walcott and on the west by the road.')).toEqual(['Person:Henry Walcott']);
    expect(attributesOf('The plot abuts land now or formerly of Agatha Greaves.')).toEqual(['Person:Agatha Greaves']);
  });
  it('reads no party, body or common words there', () => {
    expect(attributesOf('The yard is bounded on the north by lands of the Landlord.')).toEqual([]);
    expect(attributesOf('The yard is bounded by the property of Public Works.')).toEqual([]);
    expect(attributesOf('The yard is bounded by lands of Walcott Holdings.')).not.toContain('Person:Walcott Holdings');
  });
});
