/**
 * Facts set 74's causes (issue 18, h117f74; numbered as bench/log.md's section lists them, by the facts they
 * cost), each decided on sentences written for it, near misses kept (none is the set's own sentence):
 * - 1: "excl." / "incl." before "VAT" ended a sentence, so a quotation's pipe table lost its header ("Unit price excl.
 *   VAT") and its total rows ("Total incl. VAT | | | 913,57 €"), and no sum in it was read (structure/sentences.ts
 *   INCLUSION_MARKS).
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { amounts } from '../facts-readers.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"excl." and "incl." before what a price takes in end no sentence (cause 1)', () => {
  it('a header and a total row stay whole rows', () => {
    expect(split('Item | Hours | Rate excl. VAT | Amount excl. VAT')).toHaveLength(1);
    expect(split('Total incl. VAT | | | 1 098,00 €')).toHaveLength(1);
    expect(split('The fee is EUR 80 incl. GST per hour, paid monthly.')).toHaveLength(1);
    expect(split('Gesamt inkl. MwSt | 1.200,00 €')).toHaveLength(1);
  });
  it('the rows of a quotation priced "excl. VAT" are its sums, its totals too', () => {
    const rows = [
      'QUOTATION No. 2047-118',
      'Service | Qty | Unit price excl. VAT | Total excl. VAT',
      'Guided kayak tour (half day) | 1 | 480,00 € | 480,00 €',
      'Picnic basket | 10 | 14,50 € | 145,00 €',
      'Total excl. VAT | | | 625,00 €',
      'Total incl. VAT | | | 678,13 €',
    ].flatMap(split);
    expect(amounts(...rows)).toEqual(['480 EUR', '480 EUR', '14.5 EUR', '145 EUR', '625 EUR', '678.13 EUR']);
  });
  it('near misses: "incl." or "excl." before a word that opens a sentence still ends it', () => {
    expect(split('The price is EUR 1,200, VAT incl. The Buyer pays on delivery.')).toHaveLength(2);
    expect(split('Transport is excl. A crane is extra.')).toHaveLength(2);
  });
});
