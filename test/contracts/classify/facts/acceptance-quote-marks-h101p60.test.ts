/**
 * Facts set 60's causes 9 and 4 (issue 18, h101p60): a place-and-date line under the accepting party's sentence dates
 * the contract (acceptance-lines.ts underAcceptance), a surcharge is a price (amount-cues.ts), and an e-mail's quote marks are blanked with the offsets kept (text.ts blankQuoteMarks). Sentences written for the rules.
 */
import { describe, expect, it } from 'vitest';
import { underAcceptance } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { blankQuoteMarks } from '../../../../src/contracts/classify/text/text.js';
import { amounts, effective } from '../facts-readers.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('a place-and-date line under an acceptance (cause 9)', () => {
  it('under the accepting party\'s own sentence', () => {
    expect(underAcceptance(lines('I accept this quotation and its terms.', 'Vlorë, 2 May 2044'), 1)).toBe(true);
    expect(underAcceptance(lines('We hereby accept the offer above.', 'Vlorë, 2 May 2044'), 1)).toBe(true);
    expect(effective('OFFER No. 3/2044', 'We offer to paint the hall for EUR 900.', 'Agreed and accepted:', 'I agree to the terms of this offer.', 'Vlorë, 02.05.2044', 'Ilir Meta'))
      .toEqual(['2044-05-02']);
  });
  it('near misses: a third person accepting, a clause on accepting work, a heading alone', () => {
    expect(underAcceptance(lines('The Buyer accepts the goods on delivery.', 'Vlorë, 2 May 2044'), 1)).toBe(false);
    expect(underAcceptance(lines('Acceptance of the works is made by a protocol signed by both parties.', 'Vlorë, 2 May 2044'), 1)).toBe(false);
    expect(underAcceptance(lines('Accepted by the client:', 'Vlorë, 2 May 2044'), 1)).toBe(false);
  });
  it('is linear on hostile text', () => {
    const long = lines(`I accept the ${'very '.repeat(30)}`, 'x');
    const start = performance.now();
    for (let i = 0; i < 2000; i++) underAcceptance(long, 1);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('a surcharge is a price', () => {
  it('an item under a lead-in that names no price', () => {
    expect(amounts('Dear Ms Rabe,', 'Our terms are:', '– Weekend surcharge: MGA 15 000;', 'Kind regards,')).toEqual(['15000 MGA']);
    expect(amounts('Dear Ms Rabe,', 'Our terms are:', '– Weekend delivery: MGA 15 000;', 'Kind regards,')).toEqual([]);
  });
});

describe('an e-mail\'s quote marks (cause 4)', () => {
  it('blanks them before a letter, a dash or the line\'s end, keeping the length', () => {
    expect(blankQuoteMarks('> Kind regards,')).toBe('  Kind regards,');
    expect(blankQuoteMarks('> > Mialy Rasoa')).toBe('    Mialy Rasoa');
    expect(blankQuoteMarks('> – Fee: MGA 9 000')).toBe('  – Fee: MGA 9 000');
    expect(blankQuoteMarks('>')).toBe(' ');
  });
  it('near misses: a comparison before a figure, a mark inside a line', () => {
    expect(blankQuoteMarks('> 30 days late: 2% a month')).toBe('> 30 days late: 2% a month');
    expect(blankQuoteMarks('Subject: FR > MG')).toBe('Subject: FR > MG');
  });
  it('is linear on hostile text', () => {
    const text = '> '.repeat(50000) + '\n>'.repeat(50000);
    const start = performance.now();
    blankQuoteMarks(text);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
