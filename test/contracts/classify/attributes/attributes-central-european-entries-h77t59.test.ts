/**
 * Issue 18, h77t59: what set 59's attributes taught, in sentences written for these tests. An alias after
 * "hereinafter:" with no quotes or article (alias-forms.ts CALLED_UNQUOTED), hyphened and zero-led register numbers
 * (identifiers.ts), a range joined by a dash (recognizers.ts, C26), a town after "registered office:" or "place of
 * residence:" (place-positions.ts), a listed town with a small-letter word inside ("Dar es Salaam") and a republic named
 * by its adjective (place-names.ts).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';
import { ALIAS_AFTER, restatesThing } from '../../../../src/contracts/classify/parties/alias-forms.js';

describe('an alias after "hereinafter:" without quotes (Hungarian and Czech drafting in English)', () => {
  it('binds the clauses to the alias and reads it as no company', () => {
    const read = typesAndAttributesOf(
      'Tisza Malom Kft. (registered office: Szentes; company registration number: Cg. 06-09-004417), hereinafter: Milling Company,',
      'and Kovács Péter, farmer, hereinafter: Grower,',
      '1. The Milling Company pays the price within 15 days of delivery.',
    );
    expect(read[0].attributes).toEqual(['Organization:Tisza Malom Kft.', 'Location:Szentes']);
    expect(read[2]).toEqual({ types: ['Obligation/Milling Company'], attributes: ['Duration:within 15 days'] });
    expect(read[1].attributes).not.toContain('Organization:Grower');
  });
  it('reads "hereinafter referred to as:" and "hereinafter only" the same way', () => {
    expect(ALIAS_AFTER.exec(', hereinafter referred to as: Supplier Company,')?.[5]).toBe('Supplier Company');
    expect(ALIAS_AFTER.exec(' a.s., hereinafter only Carrier Company,')?.[5]).toBe('Carrier Company');
    expect(ALIAS_AFTER.exec(', hereinafter: Hauler;')?.[5]).toBe('Hauler');
  });
  it('reads no alias where the words after the colon do not close the slot', () => {
    expect(ALIAS_AFTER.exec(', hereinafter: the following terms apply')?.[5]).toBeUndefined();
    expect(ALIAS_AFTER.exec(', hereinafter: Section 4 applies')?.[5]).toBeUndefined();
    expect(ALIAS_AFTER.exec(', hereinafter: see Annex 1')?.[5]).toBeUndefined();
  });
  it('takes a register number\'s label for no thing the alias restates', () => {
    expect(restatesThing(' (company registration number: Cg. 01-09-123456), ', 'Trading Company')).toBe(false);
    // The slot's own thing still is one: "the building …, hereinafter called the Building".
    expect(restatesThing(', owner of the building at Mill Road, ', 'Building')).toBe(true);
  });
});

describe('register and land numbers: one identifier, no Number', () => {
  it('reads no Number in hyphened register and tax numbers', () => {
    expect(attributesOf('The Buyer is entered under company registration number Cg. 13-09-187654 and tax number 23456789-2-13.')).toEqual([]);
    expect(attributesOf('Its tax identification number is 27654321-1-42.')).toEqual([]);
  });
  it('reads no Number in a zero-led parcel number', () => {
    expect(attributesOf('The land is parcel 0317/4 in the outskirts of the village.')).toEqual([]);
  });
  it('near misses: a fraction, a ratio, a count beside a code and thousands with dots stay Numbers or money', () => {
    expect(attributesOf('Each party bears 1/2 of the fee for the 33/220 kV line.')).toEqual(['Number:1/2', 'Number:33/220']);
    expect(attributesOf('The Buyer orders 12 units of type 4-40.')).toContain('Number:12');
    expect(attributesOf('The price is 1.250.000 forints.')).toEqual(['Currency:1.250.000 forints']);
  });
});

describe('a range joined by a dash is two Numbers (C26)', () => {
  it('reads each bound of an en dash range and of a one-place decimal range with a hyphen', () => {
    expect(attributesOf('Findings scored 7.0–8.9 are rated high.')).toEqual(['Number:7.0', 'Number:8.9']);
    expect(attributesOf('Findings scored 4.0-6.9 are rated medium.')).toEqual(['Number:4.0', 'Number:6.9']);
    expect(attributesOf('Groups of 8–12 pupils are taught together.')).toEqual(['Number:8', 'Number:12']);
  });
  it('near misses: a code with a hyphen, a descending pair and a season stay as they were', () => {
    expect(attributesOf('The Contractor complies with FAR 52.204-21.')).toEqual(['Number:52.204-21']);
    expect(attributesOf('The 2027–28 season opens in September.')).not.toContain('Number:28');
  });
});

describe('a town after "registered office:" or "place of residence:"', () => {
  it('reads the town the gazetteer lacks', () => {
    expect(attributesOf('Dunai Kavics Zrt. (registered office: Dunaújváros; tax number: 11223344-2-07)')).toContain('Location:Dunaújváros');
    expect(attributesOf('Jan Novák, farmer (place of residence: Kroměříž), hereinafter: Farmer,')).toContain('Location:Kroměříž');
  });
  it('near misses: a street with its number after the colon, or a number alone, is no town', () => {
    expect(attributesOf('Its registered office: Mill Lane 4, in the county.')).not.toContain('Location:Mill Lane');
    expect(attributesOf('Registered office: 1051, Budapest district.')).not.toContain('Location:Budapest district');
  });
});

describe('places named whole', () => {
  it('reads a listed town with a small-letter word inside after a place\'s position', () => {
    expect(attributesOf('Any dispute is settled by arbitration in Dar es Salaam.')).toEqual(['Location:Dar es Salaam']);
  });
  it('reads a republic named by its adjective', () => {
    expect(attributesOf('The goods are carried within the Slovak Republic and the Kyrgyz Republic.')).toEqual(['Location:Slovak Republic', 'Location:Kyrgyz Republic']);
  });
  it('near misses: the Republic alone, and a republic "of" a country read whole by its polity', () => {
    expect(attributesOf('The Republic shall pay the fee.')).toEqual([]);
    expect(attributesOf('The laws of the Federal Republic of Germany apply.')).toEqual(['Location:Federal Republic of Germany']);
  });
});

describe('a representative named after "represented by" before a post', () => {
  it('reads the person, family name first or not, after "represented by" with or without a colon', () => {
    expect(attributesOf('Kelet Gép Kft. (registered office: Szolnok; represented by: Varga Zoltán, managing director), hereinafter: Buyer,'))
      .toEqual(['Organization:Kelet Gép Kft.', 'Location:Szolnok', 'Person:Varga Zoltán']);
    expect(attributesOf('Moravia Trans s.r.o., represented by Petr Dvořák, director')).toContain('Person:Petr Dvořák');
  });
  it('near misses: a company or a body after "represented by" is no person', () => {
    expect(attributesOf('Acme Ltd, represented by Beta Holdings, its director')).not.toContain('Person:Beta Holdings');
    expect(attributesOf('Acme Ltd, represented by the Board, managing director')).toEqual(['Organization:Acme Ltd']);
  });
});
