/**
 * Issue 18, h87na (set 65's nature causes, sentences written for this test): "hires the thing to X" lets it as "lets"
 * does (the hirer's Right); a letter "is pleased to appoint" its appointee, whose name may close on its defining bracket
 * (the appointee's Right, C36/C78); "If the Builder …, it pays …" binds the condition's subject (C34); an order form's
 * ordering line is the act the form makes, not background before the conditions' first heading.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const CHARTER = 'This Charter Agreement is made between Bluewater Yachts Ltd (the "Owner") and Harbour Films Ltd (the "Charterer").';
const after = (preamble: string, ...sentences: string[]) => typesOf(preamble, ...sentences).slice(1);

describe('"hires" a thing to a party', () => {
  it('is the hirer\'s Right, as "lets" is', () => {
    expect(after(CHARTER,
      '1. The Owner hires the yacht to the Charterer for the summer season.',
      '2. The Owner hires out the tender and its engine to the Charterer, and the tender remains the property of the Owner.',
      '3. The Owner lets the yacht to the Charterer for the summer season.',
    )).toEqual([['Right/Charterer'], ['Right/Charterer'], ['Right/Charterer']]);
  });
  it('near misses: a person hired to do work, a hire in a condition, a hire promised', () => {
    expect(after(CHARTER,
      '4. The Owner hires the skipper to sail the yacht.',
      '5. If the Owner hires the yacht to the Charterer for a second season, the price is EUR 9,000.',
      '6. The Owner shall hire the yacht to the Charterer for the summer season.',
    )).toEqual([[], [], ['Obligation/Owner']]);
  });
});

describe('a letter that "is pleased to appoint" its appointee', () => {
  const letter = (sentence: string) => typesOf(
    'Riverside Learning Trust | 4 Station Road, Maun',
    '2 June 2032',
    'Dear Ms Dube,',
    { text: 'APPOINTMENT AS ENGINEER: NEW LIBRARY', kind: 'title' },
    sentence,
    { text: '1. Services', kind: 'title' },
    '1.1 You will design the structure of the library.',
  )[4];
  it('appoints, with or without a bracket after the name', () => {
    expect(letter('Further to your proposal, the board of Riverside Learning Trust (the "Trust", "we" or "us") is pleased to appoint Dube Structures (Pty) Ltd (the "Engineer" or "you") as structural engineer for the new library.')).toEqual(['Right/Engineer']);
    expect(letter('We are delighted to appoint Dube Structures (Pty) Ltd (the "Engineer") to design the structure of the new library.')).toEqual(['Right/Engineer']);
  });
  it('near misses: a hope to appoint, an appointment to a body', () => {
    expect(letter('We hope to appoint Dube Structures (Pty) Ltd (the "Engineer") as structural engineer for the new library.')).toEqual([]);
    expect(letter('We are pleased to appoint Dube Structures (Pty) Ltd (the "Engineer") to the board of the new library.')).toEqual([]);
  });
});

describe('"it" after a condition that opens on a party', () => {
  const WORKS = 'This contract is made between Green Homes Ltd (the "Builder") and Mary Stone (the "Owner").';
  it('is the condition\'s subject', () => {
    expect(after(WORKS,
      '1. If the Builder does not finish the roof by 1 May 2031, it pays the Owner EUR 50 for each day of delay.',
      '2. When the Owner moves in, she returns the site keys to the Builder.',
      '3. If the Builder damages a neighbour\'s fence, it does not charge the Owner for the repair.',
    )).toEqual([['Obligation/Builder'], ['Obligation/Owner'], ['Exclusion/Builder']]);
  });
  it('near misses: a possessive in the condition, a document\'s verb, a state, a capacity', () => {
    expect(after(WORKS,
      '4. If the Builder\'s crane breaks down, it costs EUR 200 a day to hire another.',
      '5. If the Owner signs the variation, it takes effect at once.',
      '6. If the Builder sells the plot, it remains bound by this contract.',
      '7. Where the Builder orders the windows itself, it contracts as buyer with the window maker.',
    )).toEqual([[], [], [], []]);
  });
});

describe('an order form\'s ordering line before the conditions', () => {
  const form = (line: string) => typesOf(
    { text: 'HARBOUR MARQUEES LTD – BOOKING ORDER FORM', kind: 'title' },
    'Customer | Gulf Pearl Trading W.L.L., P.O. Box 881, Doha',
    'Booking date | 3 February 2033',
    line,
    { text: 'CONDITIONS OF BOOKING', kind: 'title' },
    { text: '1. Booking', kind: 'title' },
    '1.1 The Company supplies the marquee on the dates in the order form.',
  )[3];
  it('is the customer\'s act', () => {
    expect(form('The Customer orders the marquee above on the Conditions of Booking printed overleaf.')).toEqual(['Obligation/Customer']);
    expect(form('The Customer books the items listed above on the terms printed overleaf, which it has read.')).toEqual(['Obligation/Customer']);
  });
  it('near misses: a line that states no order on terms', () => {
    expect(form('The Customer runs a trading business in Doha.')).toEqual([]);
    expect(form('The Customer orders marquees for its staff events every year.')).toEqual([]);
  });
});
