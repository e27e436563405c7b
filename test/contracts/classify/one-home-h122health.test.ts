/**
 * One home for facts session 81's re-read found written twice (issue 18, h122health): the readers answer as before on
 * sentences of our own, a near miss each.
 */
import { describe, expect, it } from 'vitest';
import { PARTY_SLOT_WORDS } from '../../../src/contracts/classify/lexicon/roles.js';
import { PARTY_SLOTS } from '../../../src/contracts/classify/parties/preamble-words.js';
import { PARTIES_OPENING } from '../../../src/contracts/classify/document/recitals.js';
import { FORM_LINE } from '../../../src/contracts/classify/parties/preamble-aliases.js';
import { PLACES } from '../../../src/contracts/classify/lexicon/gazetteer.js';
import { BELARUSIAN_TOWNS, ETHIOPIAN_TOWNS } from '../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { attributesOf } from './helpers.js';
import { AMOUNT, MONEY, moneyPattern } from '../../../src/contracts/classify/numbers/money-shapes.js';
import * as amountCues from '../../../src/contracts/classify/categories/cues/category-cues-amounts.js';

describe("the parties' opening words: one list (roles.ts PARTY_SLOT_WORDS) for PARTY_SLOTS and PARTIES_OPENING", () => {
  it('the list is between, among, amongst', () => {
    expect(PARTY_SLOT_WORDS.split('|')).toEqual(['between', 'among', 'amongst']);
  });
  it('PARTY_SLOTS finds each word anywhere; a longer word holding it is none', () => {
    expect(['This Agreement is made between the Owner and the Agent.', 'by and AMONG the Members', 'made amongst the Partners'].map((t) => PARTY_SLOTS.test(t))).toEqual([true, true, true]);
    expect(PARTY_SLOTS.test('The amongstness of things; the in-betweens.')).toBe(false);
  });
  it("PARTIES_OPENING reads a line's end, its colon optional; the word inside the line opens nothing", () => {
    expect(['THIS AGREEMENT is dated 1 May 2047 and made between:', 'BETWEEN', 'by and among :', 'made amongst'].map((t) => PARTIES_OPENING.test(t))).toEqual([true, true, true, true]);
    expect(PARTIES_OPENING.test('the arrangements between the parties')).toBe(false);
    expect(PARTIES_OPENING.test('the undersigned:')).toBe(false);
  });
});

describe('FORM_LINE reads what its comment says (preamble-aliases.ts)', () => {
  it('a label of up to 40 characters and its colon, one bracketed part allowed, a short sentence too', () => {
    const reads = ['Name of borrower: Sjoukje Hoekstra', '  Name (in capitals): ANA ROCHA', 'Date:', 'The Club may keep the deposit: see below', 'The Hirer (the "Hirer"): Ana Rocha'];
    expect(reads.map((t) => FORM_LINE.test(t))).toEqual([true, true, true, true, true]);
  });
  it('a tick box anywhere in the line, a blank "[ ]" among them', () => {
    const reads = ['[x] Bean, 1 packet', 'I grow in: [x] a garden [ ] pots', 'Bean, 1 packet [✓]', 'This lease is dated [ ] and made by the Owner.'];
    expect(reads.map((t) => FORM_LINE.test(t))).toEqual([true, true, true, true]);
  });
  it('near misses: a stop or a quote (outside a bracket) before the colon, a label over 40 characters, no blank after the colon, a filled bracket', () => {
    const misses = [
      '1.2 GST: has the meaning given in the Act.',
      'The "Hirer": Ana Rocha',
      'The Library may refuse any borrower who has not returned seeds: at its discretion',
      'Time:12.00',
      'Schedule [A] applies.',
    ];
    expect(misses.map((t) => FORM_LINE.test(t))).toEqual([false, false, false, false, false]);
  });
});

describe("the birr's and the ruble's places: the towns lexicon's lists, once in the gazetteer (local-currency.ts)", () => {
  it('the capitals head their lists and stand once among the places', () => {
    expect([ETHIOPIAN_TOWNS[0], BELARUSIAN_TOWNS[0]]).toEqual(['Addis Ababa', 'Minsk']);
    expect(['Addis Ababa', 'Minsk', 'Mekele', 'Homiel'].map((town) => PLACES.filter((p) => p === town).length)).toEqual([1, 1, 1, 1]);
  });
  it('the Location reader reads each as a place', () => {
    expect(attributesOf('The Supplier keeps its stock in Addis Ababa.')).toEqual(['Location:Addis Ababa']);
    expect(attributesOf('The goods are shipped from Minsk to Homiel.')).toEqual(['Location:Minsk', 'Location:Homiel']);
    expect(attributesOf('The Tenant rents a shop in Mekele.')).toEqual(['Location:Mekele']);
  });
  it('near miss: a name holding a town is the name\'s ("the Minsk Tractor Works Ltd")', () => {
    expect(attributesOf('The Buyer pays Minsk Tractor Works Ltd on delivery.')).not.toContain('Location:Minsk');
  });
});

describe("the money shapes' home is numbers/money-shapes.ts (receipt-writer.ts and the cues import them there)", () => {
  const amount = moneyPattern(AMOUNT, 'i');
  it('AMOUNT reads a currency sign, code or mark before the figure', () => {
    expect(['E£ 4,000', 'KES 200,000', '$750,000', 'EUR 360.000,00', 'Q 40,000.00'].map((t) => amount.test(t))).toEqual([true, true, true, true, true]);
  });
  it('near miss: an order number, a weight, a distance in small letters', () => {
    expect(['order PO 4471', '40 KGS of rice', 'km 1,250'].map((t) => amount.test(t))).toEqual([false, false, false]);
  });
  it('MONEY reads a code in capitals and rupees; the cue file no longer exports the shapes', () => {
    expect(new RegExp(MONEY).test('a fee of CAD 3.95')).toBe(true);
    expect(new RegExp(MONEY).test('Rs. 0.38 a unit')).toBe(true);
    expect(Object.keys(amountCues).filter((name) => ['AMOUNT', 'MONEY', 'moneyPattern', 'FIGURE_THEN_CURRENCY'].includes(name))).toEqual([]);
  });
});
