/**
 * Set 81's categories (issue 18, h104c81): the contract's own time said as indefinite or with a deed's verb, a key-facts
 * row with no minimum term, a partnership's end (C165); an ending "without a notice period" gives no Communication
 * (C166); the other party's work checked is an inspection (C167). Sentences written for these tests, none taken from a
 * labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { END_STRONG_CUES, END_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { TERM_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-term-rows.js';
import { AUDIT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-audits.js';
import { categoriesAfter, categoriesOfAll } from './set-cue-helpers.js';

const PREAMBLE = 'This agreement is made between Harbour Feeds Ltd ("the Seller") and Tomas Rivera ("the Buyer").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('C165: the contract made for no fixed time, or established for its time', () => {
  it.each([
    'This contract is concluded for an indefinite period.',
    'The agreement is entered into for an unlimited term.',
    'The usufruct is established for twelve years.',
    'The easement is constituted for a period of 20 years.',
  ])('%s → Term & Termination', (text) => expect(categoriesOf(text)).toContain('Term & Termination'));
  it.each([
    'The committee is established for the project.',
    'The Seller has established a fund for the repairs.',
  ])('near miss: %s', (text) => expect(categoriesOf(text)).not.toContain('Term & Termination'));
});

describe('C165: a key-facts row with no minimum term', () => {
  it.each(['Minimum term: none – you can cancel whenever you like.', 'Contract term: no minimum'])('%s', (text) =>
    expect(categoriesOf(text)).toContain('Term & Termination'),
  );
  it.each(['Delivery charge: none.', 'Deposit: none'])('near miss: %s', (text) => expect(categoriesOf(text)).not.toContain('Term & Termination'));
});

describe("C165: a partnership's end — dissolved, or a partner retiring or dying", () => {
  it.each([
    'The partnership is dissolved if the partners so agree in writing.',
    'On dissolution the partners shall sell the stock and divide what remains.',
    'The firm began on 1 May 2040 and continues until it is dissolved.',
    'A Partner may retire from the partnership on three months\' notice.',
    'If a Partner dies or retires, the remaining Partners may buy the share.',
  ])('%s → Term & Termination', (text) => expect(categoriesOf(text)).toContain('Term & Termination'));
  it.each([
    'On the dissolution of the Company, the Seller shall repay the loan.',
    'The Buyer retires from work at 65.',
    'The salt is dissolved in warm water before use.',
  ])('near miss: %s', (text) => expect(categoriesOf(text)).not.toContain('Term & Termination'));
});

describe('C166: an ending without a notice period gives no Communication', () => {
  it('the words say no notice is given', () => {
    expect(categoriesOf('The Seller may terminate the contract without a notice period if the Buyer misses two deliveries.')).not.toContain('Communication');
    expect(categoriesOf('Either party may end this agreement without any period of notice if the other becomes insolvent.')).not.toContain('Communication');
  });
  it('near miss: a notice still given in writing, or a notice period kept, is Communication', () => {
    expect(categoriesOf('The Seller may terminate the contract without a notice period by written notice to the Buyer.')).toContain('Communication');
    expect(END_VETOES.some(([re, c]) => c === 'Communication' && re.test('The Seller may terminate the contract on one month\'s notice.'))).toBe(false);
  });
});

describe("C167: the other party's work checked is an inspection (Audits)", () => {
  it.each([
    'The Council may check the work of the Contractor at any time.',
    'The Buyer may check the works carried out by the Seller.',
  ])('%s → Audits', (text) => expect(categoriesOf(text)).toContain('Audits'));
  it.each(['The Buyer may check the goods on arrival.', 'The Buyer may check the invoice against the order.'])('near miss: %s', (text) =>
    expect(categoriesOf(text)).not.toContain('Audits'),
  );
});

describe('the new patterns read linearly', () => {
  it('a long hostile line is read fast', () => {
    const hostile = ['partnership '.repeat(4000), 'is established for '.repeat(3000), 'without a notice '.repeat(3000), 'term: '.repeat(4000), 'may check the '.repeat(3000)];
    const patterns = [...END_STRONG_CUES, ...END_VETOES, ...TERM_ROW_STRONG_CUES, ...AUDIT_CUES].map(([re]) => re);
    for (const text of hostile) {
      const start = performance.now();
      for (const re of patterns) re.test(text);
      expect(performance.now() - start).toBeLessThan(2000);
    }
  });
});

describe('C165: a thing held in usufruct is a thing let — its use, working, entry and leaving are Asset Use', () => {
  const DEED = 'This deed is made between Tomas Rivera (hereinafter "the Owner") and Alder Farms LLC (hereinafter "the Holder").';
  const GRANT = '1.1 The Owner grants the Holder a usufruct over the orchard at Leeds, with its trees (hereinafter "the Orchard").';
  const read = (texts: string[]): string[][] => categoriesOfAll(DEED, texts);
  it.each([
    '1.2 The Holder may use the Orchard and take the apples it yields.',
    '1.3 The Holder shall cultivate the Orchard with the care of a prudent farmer.',
    '1.4 On termination the Holder leaves the Orchard within thirty days.',
  ])('%s → Asset Use', (text) => expect(read([GRANT, text])[1]).toContain('Asset Use'));
  it('near miss: the same sentences without a usufruct granted, and an act on another thing', () => {
    expect(read(['1.3 The Holder shall cultivate the Orchard with the care of a prudent farmer.'])[0]).not.toContain('Asset Use');
    expect(read([GRANT, 'The Holder may leave the gate open at night.'])[1]).not.toContain('Asset Use');
  });
});
