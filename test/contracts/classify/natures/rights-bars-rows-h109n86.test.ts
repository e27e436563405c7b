/**
 * Issue 18, h109n86 (set 86's causes 4–7; sentences written for this test): rights said by their own words ("reserves
 * for herself the right to", "keeps the lien on", a sum kept "as damages"), a second alias after "or", "does not allow
 * its crew to", "covers … with blankets", and rate rows whose label is a route or holds a clock time.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { secondAliases } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';

const LOAN = 'This Loan Agreement is made between Ann Hale of Leeds ("the Lender") and Tom Reed of York ("the Borrower").';
const one = (text: string): string[] => typesOf(LOAN, text)[1];

describe('rights said by their own words (cause 4)', () => {
  it('"reserves for herself (, …,) the right to" is a Right, as "reserves the right to" is', () => {
    expect(one('The Lender reserves for herself the right to live in the garden flat.')).toEqual(['Right/Lender']);
    expect(one('The Lender reserves for herself, for the rest of her life, the right to use the garden.')).toEqual(['Right/Lender']);
    // Near miss: a room reserved is no right. Set aside for the other side's guests it is the Lender's duty since
    // h116n90's "reserves … for" rule (RESERVED_FOR_ANOTHER; set 90's cause 3): changed on purpose, still no Right.
    expect(one('The Lender reserves the room for the Borrower\'s guests.')).toEqual(['Obligation/Lender']);
  });

  it('a lien kept is held, a Right; other things kept stay duties', () => {
    expect(one('The Lender keeps the lien on the house.')).toEqual(['Right/Lender']);
    expect(one('To secure the loan, the Lender keeps the vendor\'s lien on the house, which the registrar shall record.')).toEqual(['Right/Lender']);
    expect(one('The Lender keeps the deeds of the house.')).toEqual(['Obligation/Lender']);
  });

  it('a sum kept as damages or as compensation is the keeper\'s Right; a sum only held is not', () => {
    expect(one('In that case the Lender keeps every instalment received as damages.')).toEqual(['Right/Lender']);
    expect(one('In that case the Lender keeps the deposit as compensation.')).toEqual(['Right/Lender']);
    expect(one('The Lender keeps the deposit in a separate account.')).toEqual(['Obligation/Lender']);
  });
});

describe('a second alias after "or" (cause 5)', () => {
  const ROWS = [
    'APPEARED',
    '1. Mrs Ann Hale, retired, residing at 4 Mill Lane, Leeds, hereinafter called "the Lender" or "the Creditor";',
    '2. Mr Tom Reed, teacher, residing at 9 Elm Row, York, hereinafter called "the Borrower".',
  ];
  it('names the first alias\'s party', () => {
    expect(secondAliases(ROWS)).toEqual([['Creditor', 'Lender']]);
    expect(secondAliases(['Alder Ltd ("the Lender" or "the Creditor") and Birch Ltd ("the Borrower").'])).toEqual([['Creditor', 'Lender']]);
    expect(typesOf(...ROWS, 'The Creditor keeps the deeds of the house.', 'The Lender keeps the keys.').slice(3)).toEqual([['Obligation/Lender'], ['Obligation/Lender']]);
  });
  it('near misses: two parties\' aliases joined by "and", a term defined with "or"', () => {
    expect(secondAliases(['Alder Ltd ("the Lender") and Birch Ltd ("the Borrower").'])).toEqual([]);
    expect(secondAliases(['The goods or the parts (the "Goods") are sold as "New" or "Used" as the order says.'])).toEqual([]);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `hereinafter called "the Lender"${' or "x"'.repeat(n / 7)}`;
      return () => secondAliases([text]);
    });
  });
});

describe('bars and acts in the present (cause 6)', () => {
  const OPS = 'This Transfer Agreement is made between Alder Resorts SAS (the "Resort") and Birch Boats SARL (the "Operator").';
  it('"does not allow/permit its crew to …" is the subject\'s Exclusion', () => {
    expect(typesOf(OPS, 'The Operator does not allow its crew to drink alcohol on board.')[1]).toEqual(['Exclusion/Operator']);
    expect(typesOf(OPS, 'The Operator does not permit its drivers to carry other passengers.')[1]).toEqual(['Exclusion/Operator']);
    // Near miss: a term of the contract, no one let to act.
    expect(typesOf(OPS, 'The Operator does not allow refunds.')[1]).toEqual([]);
  });
  it('"covers … with blankets" is an act; "covers" what a text takes in is none', () => {
    expect(typesOf(OPS, 'The Operator covers the luggage with tarpaulins in the rain.')[1]).toEqual(['Obligation/Operator']);
    expect(typesOf(OPS, 'The Operator covers the transfers between the airport and the Resort.')[1]).toEqual([]);
  });
});

describe('rate rows under a colon (cause 7)', () => {
  const HOTEL = 'This Transport Agreement is made between Alder Hotels Ltd (the "Hotel") and Birch Cars Ltd (the "Carrier").';
  const LEAD = '4.1 The Hotel pays the Carrier the following rates per trip, whatever the number of guests up to 8:';
  it('a route\'s label and a clock time\'s label are rows of the lead-in', () => {
    const rows = ['Airport trip: GBP 40', 'Station – Hotel: GBP 25', 'Hotel – city centre: GBP 15', 'Night trip between 22:00 and 06:00: plus 25%'];
    expect(typesOf(HOTEL, LEAD, ...rows).slice(2)).toEqual(rows.map(() => ['Obligation/Hotel']));
  });
  it('near misses: no lead-in; a row of words', () => {
    expect(typesOf(HOTEL, 'Station – Hotel: GBP 25')[1]).toEqual([]);
    const texts = [LEAD, 'Station – Hotel: by minibus'];
    expect(leadIns(texts.map((text) => ({ text, kind: 'sentence' as const })), texts)).toEqual([-1, -1]);
  });
});

describe('the new patterns read linearly', () => {
  it('a long run of the words they repeat', () => {
    readsLinearly((n) => {
      const text = `The Lender reserves for herself, ${'for her life '.repeat(n / 26)}, and keeps ${'the sum and '.repeat(n / 24)}as damages and does not allow ${'its crew '.repeat(n / 18)}to covers ${'the box '.repeat(n / 16)}with.`;
      return () => typesOf(LOAN, text);
    });
  });
  it('a long colon row', () => {
    readsLinearly((n) => {
      const row = `Airport ${'– 20:00 '.repeat(n / 8)}: plus 25%`;
      const texts = ['4.1 The Hotel pays the following rates:', row];
      return () => leadIns(texts.map((text) => ({ text, kind: 'sentence' as const })), texts);
    });
  });
});
