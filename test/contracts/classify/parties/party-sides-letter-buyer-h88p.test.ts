/**
 * A letter written by its buyer in "we" (party-sides.ts `letterPayer`, `writerBuys`; facts set 49's cause 1, issue 18,
 * h88p): when both "we" and "you" pay something, the one that pays the other by its pronoun ("We will pay you …") pays
 * the price, the other a third party; a "we" writer with no "you" party named beside it that pays "you" is the Buyer.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const LETTER = (...body: string[]) => primary(
  'HIGHLAND COACH TOURS LTD.',
  '3 Market Street, Inverness · Tel. 01463 555 010',
  'Inverness, 2 May 2039',
  'Ms. Fiona Grant',
  'Glen Affric Boat Trips Ltd.',
  'Dear Ms. Grant,',
  'Re: Loch Cruises Agreement – 2039 season',
  'This letter records the agreement between Highland Coach Tours Ltd. ("we" or "us") and Glen Affric Boat Trips Ltd. ("you") for the loch cruises we sell to our coach passengers.',
  ...body,
  'Yours sincerely,',
  'Ewan Ross',
  'for and on behalf of Highland Coach Tours Ltd.',
  'Agreed and accepted for and on behalf of Glen Affric Boat Trips Ltd.:',
  'Name: Fiona Grant',
);

describe('both pronouns pay: the one that pays the other pays the price (letterPayer)', () => {
  it('"We will pay you £18 a passenger" beside "you will pay the landing fee to the harbour trust"', () => {
    expect(LETTER(
      '1. You will run a one-hour cruise for each coach we book.',
      '2. We will pay you £18.00 for each passenger who boards.',
      '3. The landing fee is included in your price, and you will pay it to the Harbour Trust.',
    )).toEqual(['HIGHLAND COACH TOURS Buyer', 'GLEN AFFRIC BOAT TRIPS Supplier']);
  });
  it('and the other way: "you will pay us a commission", "we will pay the port dues to the council"', () => {
    expect(LETTER(
      '1. We will sell your cruises to our passengers.',
      '2. You will pay us a commission of £4.00 for each ticket we sell.',
      '3. We will pay the parking charge to the Highland Council.',
    )).toEqual(['HIGHLAND COACH TOURS Supplier', 'GLEN AFFRIC BOAT TRIPS Buyer']);
  });
  it('near miss: both pay the other ("we will pay you …", "you will pay us …") names no payer', () => {
    expect(LETTER(
      '1. We will pay you £18.00 for each passenger who boards.',
      '2. You will pay us £2.00 for each passenger we bring to your café.',
    )).toEqual(['HIGHLAND COACH TOURS Supplier', 'GLEN AFFRIC BOAT TRIPS Buyer']);
  });
});

describe('a "we" writer with no "you" party beside it (writerBuys)', () => {
  const BUYING = (...body: string[]) => primary(
    'ISLAND HONEY PACKERS LIMITED',
    'Harbour Road, Roseau · Tel. 767 555 0101',
    '4 June 2039',
    'Mr. Desmond Felix',
    'Morne Hill Apiary',
    'Dear Mr. Felix,',
    'Re: Purchase of Honey, 2039 Harvest',
    'This letter sets out the terms on which Island Honey Packers Limited ("we", "us") will buy honey from you.',
    ...body,
    'Yours sincerely,',
    'Carla Benjamin',
    'For and on behalf of Island Honey Packers Limited',
  );
  it('"We will pay you EC$14.00 per kilogram": the writer buys', () => {
    expect(BUYING('1. We will pay you EC$14.00 per kilogram of honey delivered to our plant.')).toEqual(['ISLAND HONEY PACKERS Buyer']);
  });
  it('near misses: "you will pay us" anywhere, or a service credit, leave the writer the Supplier', () => {
    expect(BUYING('1. We will pay you EC$14.00 per kilogram of honey.', '2. You will pay us EC$1.00 per kilogram for the jars.')).toEqual(['ISLAND HONEY PACKERS Supplier']);
    expect(BUYING('1. If we are late, we will pay you a service credit of 2%.')).toEqual(['ISLAND HONEY PACKERS Supplier']);
  });
});
