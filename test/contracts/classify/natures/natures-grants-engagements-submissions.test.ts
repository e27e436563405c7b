/**
 * A grant of a defined thing or of a lien is the grantee's Right; an engagement the engaged party accepts is its Right
 * (C36's appointment); the law and the courts submitted to together are a promise (issue 18, h47s49, set 49's natures).
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const STUD = 'This Nomination Contract is made between Greenhill Stud Ltd (the "Stud") and Aoife Walsh (the "Breeder").';
const STORE = 'This Storage Agreement is made between Cellar Keepers Ltd (the "Warehouse") and Tom Price (the "Depositor").';
const AGENCY = 'This Agency Agreement is made between Harbour Imports SA ("THE IMPORTER") and Rivera Agents SC ("THE AGENT").';
const types = (preamble: string, text: string) => typesOf(preamble, text)[1];

describe('a grant of a thing the contract defines, or of a lien (h47s49)', () => {
  it('the grantee\'s Right when the thing granted is a capitalised defined term after an article or a count', () => {
    expect(types(STUD, '3.1 The Stud grants the Breeder one Booking to the Stallion for the next breeding season.')).toEqual(['Right/Breeder']);
    expect(types(STUD, 'The Stud grants the Breeder two Return Visits in the same season.')).toEqual(['Right/Breeder']);
  });

  it('a lien or a security interest granted is the grantee\'s Right', () => {
    expect(types(STORE, 'The Depositor grants the Warehouse a general lien on the stored barrels for any unpaid storage charges.')).toEqual(['Right/Warehouse']);
    expect(types(STORE, 'The Depositor grants the Warehouse a security interest in the stored barrels.')).toEqual(['Right/Warehouse']);
  });

  it('a warranty or a guarantee granted, a grant denied, or a grant to no party stays untyped here', () => {
    expect(types(STUD, 'The Stud grants the Breeder a Warranty of the Stallion\'s fertility.')).toEqual([]);
    expect(types(STUD, 'Nothing in this contract grants the Breeder one Booking in any later season.')).toEqual([]);
    expect(types(STUD, 'The Stud grants one Booking for each mare named in the Schedule.')).toEqual([]);
  });
});

describe('an engagement the engaged party accepts, read as C36 reads an appointment (h47s49)', () => {
  it('"X engages Y to …, and Y accepts the engagement" is Y\'s Right', () => {
    expect(types(AGENCY, 'THE IMPORTER engages THE AGENT to clear its shipments at the border, and THE AGENT accepts the engagement.')).toEqual(['Right/THE AGENT']);
    expect(types(STUD, 'The Breeder hereby engages the Stud as its agent for the sale, and the Stud hereby accepts such engagement.')).toEqual(['Right/Stud']);
  });

  it('a bare engagement, or one accepted by the engaging party, stays untyped; "agrees to" keeps its Obligation', () => {
    expect(types(STUD, 'The Breeder engages the Stud to sell the foal at the autumn sales.')).toEqual([]);
    expect(types(STUD, 'The Breeder engages the Stud to sell the foal, and the Breeder accepts the engagement.')).toEqual([]);
    expect(types(AGENCY, 'THE IMPORTER engages THE AGENT, and THE AGENT agrees to clear its shipments at the border.')).toEqual(['Obligation/THE AGENT']);
  });
});

describe('the law and the courts submitted to together (h47s49)', () => {
  it('"submit to the laws of … and to the courts of …" is a promise, after an opening phrase too', () => {
    expect(types(AGENCY, 'For the interpretation and performance of this agreement, the parties submit to the laws of Chile and to the courts of Santiago.')).toEqual(['Obligation/Multiple Parties']);
    expect(types(AGENCY, 'The parties submit to the laws of Chile and to the jurisdiction of the courts of Valparaíso.')).toEqual(['Obligation/Multiple Parties']);
  });

  it('the law alone submitted to chooses a law, no forum: no promise', () => {
    expect(types(AGENCY, 'The parties submit to the laws of Chile.')).toEqual([]);
    expect(types(AGENCY, 'This agreement is governed by the laws of Chile and the courts of Santiago have jurisdiction.')).toEqual([]);
  });
});
