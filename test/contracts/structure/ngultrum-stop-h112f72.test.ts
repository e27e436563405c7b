/**
 * The ngultrum's "Nu." before a figure ends no sentence, so the sum and a payment period after it stay in their sentence
 * (issue 18, h112f72; facts set 72's cause 3). A sentence ending on "nu." before a word that is no figure still ends.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';
import { amounts, paymentTerms } from '../classify/facts-readers.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"Nu." before a figure', () => {
  it('one sentence; the sum is read as BTN, lakh groups and "/-" too, and the period after it is the payment term', () => {
    expect(split('The price is Nu. 2,40,000/- for the whole work, paid in Thimphu.')).toHaveLength(1);
    expect(amounts('WORK CONTRACT', 'The price is Nu. 2,40,000/- for the whole work, paid in Thimphu, Bhutan.')).toEqual(['240000 BTN']);
    expect(paymentTerms('WORK CONTRACT', 'The last instalment (Nu. 24,000) is paid within ten (10) days after the handing over, in Paro, Bhutan.')).toEqual(['10 days']);
  });
  it('near miss: "nu." ending a sentence before a capital word', () => {
    expect(split('The café serves pho and nu. The menu changes weekly.')).toHaveLength(2);
  });
});
