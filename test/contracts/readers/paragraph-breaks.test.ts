import { describe, expect, it } from 'vitest';
import { linesOf, type PlacedItem } from '../../../src/contracts/readers/placed/lines.js';
import { paragraphsOf, spacingOf, type FlowEntry } from '../../../src/contracts/readers/placed/paragraphs.js';
import { pageFlow } from '../../../src/contracts/readers/placed/tables.js';
import type { ReadParagraph } from '../../../src/contracts/readers/types.js';
import { textOf } from './helpers.js';
import { readsLinearly } from '../../security/linear-time.js';

/** An item of 10-point text, 5 points a character. */
const at = (text: string, x: number, y: number): PlacedItem => ({ text, x, y, width: 5 * text.length, size: 10, style: {} });

/** Paragraph texts of pages of items (each page's items, top-down). */
function read(pages: PlacedItem[][]): string[] {
  const lines = pages.map((items, p) => linesOf(items, p + 1));
  const entries: FlowEntry[] = [];
  lines.forEach((page) => entries.push(...pageFlow(page, [], 612)));
  return paragraphsOf(entries, spacingOf(lines)).map((b) => textOf(b as ReadParagraph));
}

/** A full line of body text (x 72 to 540). */
const full = (text: string, x: number, y: number): PlacedItem => ({ ...at(text, x, y), width: 540 - x });

describe('paragraph breaks', () => {
  it('starts a new item at a page head when the line opens with a marker, even a lowercase one', () => {
    const pageOne = [
      full('Either party may refer the matter to an expert, where:', 72, 600),
      full('(c) the amount in dispute is below the threshold in Schedule 2; or', 90, 626),
    ];
    const pageTwo = [full('(d) both parties agree in writing that the question is technical', 90, 80), full('in nature and suited to an expert.', 108, 93)];
    expect(read([pageOne, pageTwo])).toEqual([
      'Either party may refer the matter to an expert, where:',
      '(c) the amount in dispute is below the threshold in Schedule 2; or',
      '(d) both parties agree in writing that the question is technical in nature and suited to an expert.',
    ]);
  });

  it('still carries a sentence over a page break when the next page goes on in lowercase', () => {
    const pageOne = [full('The Tenant shall keep the interior of the premises in good and', 72, 700)];
    const pageTwo = [full('substantial repair throughout the term.', 72, 80)];
    expect(read([pageOne, pageTwo])).toEqual(['The Tenant shall keep the interior of the premises in good and substantial repair throughout the term.']);
  });

  it('keeps a cross-reference broken at the line end in its sentence, on a page or across pages', () => {
    const onePage = [
      full('7.2 Where the Licence ends for any reason other than a breach under Clause', 72, 100),
      full('4.3 the Licensee may keep the copies already sold.', 90, 113),
      full('7.3 Each party bears its own costs.', 72, 139),
    ];
    expect(read([onePage])).toEqual([
      '7.2 Where the Licence ends for any reason other than a breach under Clause 4.3 the Licensee may keep the copies already sold.',
      '7.3 Each party bears its own costs.',
    ]);
    const pageOne = [full('The deposit is returned as set out in paragraph', 72, 700)];
    const pageTwo = [full('12 of the Schedule within fourteen days.', 72, 80)];
    expect(read([pageOne, pageTwo])).toEqual(['The deposit is returned as set out in paragraph 12 of the Schedule within fourteen days.']);
  });

  it('still starts a numbered clause after a line that ends in another word', () => {
    const items = [full('The Supplier shall give notice of any delay to the Customer', 72, 100), full('8.4 The Customer may extend the date.', 72, 113)];
    expect(read([items])).toEqual(['The Supplier shall give notice of any delay to the Customer', '8.4 The Customer may extend the date.']);
  });

  it('starts a numbered item under a heading that is the reference word alone (hrev13)', () => {
    const items = [at('Schedules', 72, 100), at('1. The Premises', 72, 113), at('2. The Rent', 72, 126)];
    expect(read([items])).toEqual(['Schedules', '1. The Premises', '2. The Rent']);
  });

  it('starts a paragraph at an asterisk note under a list', () => {
    const items = [at('1) Date of birth', 90, 100), at('2) Previous addresses*', 90, 113), at('*Only addresses of the last three years are checked.', 90, 126)];
    expect(read([items])).toEqual(['1) Date of birth', '2) Previous addresses*', '*Only addresses of the last three years are checked.']);
  });

  it('leaves an asterisk in running text where it is', () => {
    const items = [full('Prices marked with an asterisk in the price list', 72, 100), full('*include delivery to the Customer site.', 72, 113)];
    expect(read([items])).toEqual(['Prices marked with an asterisk in the price list *include delivery to the Customer site.']);
  });

  it('reads hostile lines (the words the rules look for, repeated without the number they need) in linear time', () => {
    // In CPU time, the least of three runs at each size (readsLinearly): one wall-clock run at each size failed the
    // ratio whenever the machine was busier during the larger one, or a collection of other files' garbage landed in it.
    const ends = readsLinearly((n) => {
      const words = ['clause '.repeat(n / 7), 'sub-'.repeat(n / 4), '*'.repeat(n)];
      return () => words.map((w) => read([[full(w, 72, 100), full('9.9 next', 72, 113)]]).join(' ').endsWith('9.9 next'));
    }, 4000, 64_000, 20_000);
    expect(ends).toEqual([true, true, true]);
  });
});
