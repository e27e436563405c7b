/**
 * A letter's closing lines with no category (category-letter-closings.ts), a price stated whatever word names its currency
 * (category-cues-prices-stated.ts), a trade or guide's licence as a permit (category-cues-regulator-licences.ts) and a
 * licence of space in the heading (category-vetoes.ts) — issue 18, h89c. Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { isLetterClosing } from '../../../../src/contracts/classify/categories/category-letter-closings.js';
import { PRICE_STATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-prices-stated.js';
import { TERM_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-term-rows.js';
import { isRegulatorLicence } from '../../../../src/contracts/classify/categories/cues/category-cues-regulator-licences.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly, itReadsPredicatesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const LETTER = { preamble: 'We are pleased to confirm that Hill Lodge Ltd ("the Lodge", "we" or "us") engages you as a boatman on the terms of this letter.', title: '6. Term' };

describe('a letter\'s closing lines (h89c)', () => {
  it('the request to countersign, the acceptance row, the signer\'s row with the signer first', () => {
    expectEach(isLetterClosing, [
      'Please sign and return a copy of this letter to confirm your acceptance.',
      'Kindly countersign this letter and send it back to us to show that you agree.',
      'Accepted: Ruth Amos, 3 June 2031',
      'Accepted: Ruth Amos, 20 May 2031',
      'AGREED AND ACCEPTED: Owen Price',
      'Accepted by the boatman: Owen Price',
      'Kate Morrow, Manager, for and on behalf of Hill Lodge Ltd',
    ], true);
  });

  it('not a clause after "Agreed:", a term, a notice sent back', () => {
    expectEach(isLetterClosing, [
      'Agreed: The Lodge shall pay the fee within 14 days.',
      'This engagement runs from 1 June 2031 to 31 May 2032.',
      'You must return the boat keys at the end of the engagement.',
      'Please return the signed form to the office within seven days.',
    ], false);
  });

  it('gives the closing lines under a letter\'s last heading no category', () => {
    expectCategories([
      ['Please sign and return a copy of this letter to confirm your acceptance.', []],
      ['Accepted: Ruth Amos, 3 June 2031', []],
      ['Accepted: Ruth Amos, 20 May 2031', []],
      ['Kate Morrow, Manager, for and on behalf of Hill Lodge Ltd', []],
      ['Either of us may end this engagement by giving the other one month\'s written notice.', ['Communication', 'Term & Termination']],
    ], LETTER);
  });
});

describe('a price stated, whatever word names its currency (h89c)', () => {
  const stated = cuedBy(PRICE_STATED_STRONG_CUES, 'Pricing & Taxes');

  it('a rent, a fee, a hire charge or a price, then its sum', () => {
    expectEach(stated, [
      '1.1 The monthly rent of the stall is Birr 900 (nine hundred Birr).',
      'The annual licence fee for the kiosk is Kwacha 12,000.',
      'The hire charge is £15 for each half day.',
      '4.2 The rent amounts to PLN 2,400 per month.',
      'The price of each sack of maize is 45 dollars.',
    ], true);
  });

  it('not when the rent is paid, nor a price that is no sum', () => {
    expectEach(stated, [
      'The rent is payable monthly in advance.',
      'The Trader shall pay the rent of Birr 900 by the 5th day of each month.',
      'The price is fixed for the whole season.',
      'The Council may revise the rent once a year.',
    ], false);
  });

  it('gives the rent stated its Pricing & Taxes', () => {
    const LEASE = { preamble: 'This lease is made between the Borough of Seaham ("the Council") and Ann Price ("the Trader").' };
    expect(clauseCategories('1.1 The monthly rent of the stall is Birr 900 (nine hundred Birr).', LEASE)).toEqual(['Pricing & Taxes']);
  });
});

describe('a trade or guide\'s licence is a permit; a licence of space in the heading is no intellectual property (h89c)', () => {
  it('reads a trade, business, hawker\'s or guide\'s licence as a regulator\'s', () => {
    expectEach(isRegulatorLicence, [
      'Ann Price, holder of trade licence No. TL/2031/118, of Seaham',
      'The Trader shall renew her business licence every year.',
      'You must hold a valid tour guide licence at all times.',
      'The Vendor shall display its hawker\'s licence at the stall.',
    ], true);
    expectEach(isRegulatorLicence, ['The Licensor grants a licence to use the Marks on the goods.', 'The Licensee may sublicense the trade licence of the Marks.'], false);
  });

  it('gives the permit no Intellectual Property, nor a form row under a licence to occupy', () => {
    const LEASE = { preamble: 'This lease is made between the Borough of Seaham ("the Council") and Ann Price ("the Trader").' };
    expect(clauseCategories('1.2 The Trader shall use the stall only for the trade stated in her trade licence.', LEASE)).toEqual(['Asset Use']);
    expect(clauseCategories('Period: 1 May 2031 to 30 September 2031', { preamble: LEASE.preamble, title: 'Licence to place a kiosk on the promenade' })).not.toContain('Intellectual Property');
  });
});

describe('a form\'s row stating the term by its first and last day (h89c)', () => {
  const row = cuedBy(TERM_ROW_STRONG_CUES, 'Term & Termination');

  it('"Period:", "Licence period:", "Term |" then two dates', () => {
    expectEach(row, ['Period: 1 May 2031 to 30 September 2031', 'Licence period: May 1, 2031 until September 30, 2031', 'Term | 01.05.2031 – 30.09.2031'], true);
  });

  it('not another thing\'s period, nor one date', () => {
    expectEach(row, ['Delivery period: 1 May 2031 to 30 May 2031', 'Hire period | 3 May 2031 to 5 May 2031', 'Period: from 1 May 2031'], false);
  });

  it('gives the row its Term & Termination under a licence\'s title', () => {
    expect(clauseCategories('Period: 1 May 2031 to 30 September 2031', { preamble: 'This licence is granted by the Town of Seaham ("the Town") to Ann Price ("the Holder").', title: 'Licence to place a kiosk on the promenade' })).toEqual(['Term & Termination']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-term-rows.ts', 'Period: 1 May 2031 to 1 May 2031 to '],
  ['categories/cues/category-cues-prices-stated.ts', 'The rent of the the rent is is '],
]);
itReadsPredicatesLinearly([
  ['categories/category-letter-closings.ts', 'isLetterClosing', 'please sign return accept '],
  ['categories/category-letter-closings.ts', 'isLetterClosing', 'Accepted: A '],
  ['categories/category-letter-closings.ts', 'isLetterClosing', 'Kate Morrow, M '],
]);
