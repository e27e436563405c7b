/**
 * A person in a position-label field ("Second Party: Mr. Hani Masri, labour contractor, residing in Madaba") is that
 * party, as a company in the field is: the label is its alias, so "The First Party shall pay the Second Party …" gives
 * both sides (person-parties.ts POSITION_FIELD_LABEL; facts set 37's cause 4, h67roles). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const FIRST = 'First Party: Blue Valley Orchards Co. L.L.C., represented by its General Manager, Mr. Sami Rashed Khoury.';
const PAYS = 'Clause 1: The First Party shall pay the Second Party JD 10.000 per worker per day.';

describe('a person in a "First Party" / "Second Party" / "Party B" field (h67roles)', () => {
  it('"Second Party: Mr. <name>, labour contractor, residing in …" is the party; the payer decides the sides', () => {
    expect(primary('LABOUR CONTRACT', 'This contract is made in Zarqa on Monday, 3 April 2034, between:', FIRST, 'Second Party: Mr. Hani Adel Masri, labour contractor, residing in Madaba.', PAYS))
      .toEqual(['BLUE VALLEY ORCHARDS Buyer', 'HANI ADEL MASRI Supplier']);
  });
  it('"Party B: <name>" and "Party of the Second Part: <name>"', () => {
    expect(primary('SERVICE CONTRACT', 'Party A: Jade River Trading Co., Ltd.', 'Party B: Chen Mingyu, of Hangzhou', 'Party A shall pay Party B RMB 8,000 per month.'))
      .toEqual(['JADE RIVER TRADING Buyer', 'CHEN MINGYU Supplier']);
    expect(primary('HAULING AGREEMENT', 'Party of the First Part: Red Mesa Ranch LLC', 'Party of the Second Part: Dale Whitcomb, of Tucumcari', 'The Party of the First Part shall pay the Party of the Second Part $2.10 per loaded mile.'))
      .toEqual(['RED MESA RANCH Buyer', 'DALE WHITCOMB Supplier']);
  });
  it('near misses: a person with a job title after the label acts for the party; a company field as before', () => {
    expect(primary('LABOUR CONTRACT', 'between:', FIRST, 'Second Party: Masri Labour Services L.L.C., represented by Mr. Hani Adel Masri.', PAYS, 'For the First Party:', 'First Party: Sami Rashed Khoury, General Manager'))
      .toEqual(['BLUE VALLEY ORCHARDS Buyer', 'MASRI LABOUR SERVICES Supplier']);
  });
});

describe('a position field under a quoted position alias (hrev57)', () => {
  const PREAMBLE = 'This Agreement is made between Gulf Star Trading LLC (the "First Party") and Desert Rose Services LLC (the "Second Party").';
  it('a person in the "Second Party:" field signs for the company the preamble calls "the Second Party"', () => {
    expect(primary('CLEANING AGREEMENT', PREAMBLE, '1. The Second Party shall clean the premises of the First Party.', '2. The First Party shall pay AED 2,000 per month.', 'First Party: John Smith, Manager', 'Second Party: Mary Jones, Owner'))
      .toEqual(['GULF STAR TRADING Buyer', 'DESERT ROSE SERVICES Supplier']);
  });
  it('the same when the preamble gives the label after "hereinafter" without quotes', () => {
    expect(primary('SERVICE CONTRACT', 'This Contract is made between Jade River Trading Co., Ltd. (hereinafter referred to as Party A) and Hangzhou Bright Cleaning Co., Ltd. (hereinafter referred to as Party B).',
      '1. Party B shall clean the offices of Party A.', 'Party A: Li Wei', 'Party B: Chen Mingyu').map((p) => p.split(' ').slice(0, -1).join(' ')))
      .toEqual(['JADE RIVER TRADING', 'HANGZHOU BRIGHT CLEANING']);
  });
  it('near miss kept: with no such alias quoted, the person in the field is the party', () => {
    expect(primary('SERVICE CONTRACT', 'Party A: Jade River Trading Co., Ltd.', 'Party B: Chen Mingyu, of Hangzhou', 'Party A shall pay Party B RMB 8,000 per month.'))
      .toEqual(['JADE RIVER TRADING Buyer', 'CHEN MINGYU Supplier']);
  });
});
