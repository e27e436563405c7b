/**
 * `bareSlotEnd` (preamble-words.ts) answers what `BARE_SLOT.test(text.slice(0, k))` answered for each alias, read once
 * per element: the same answer at every place an alias can start (a character that is no word character, or the end).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARE_SLOT, bareSlotEnd } from '../../../../src/contracts/classify/parties/preamble-words.js';

const WORDS = ['between ', 'among ', 'amongst ', 'made ', 'entered into ', 'executed ', 'by ', 'the ', 'Parties: ', 'Acme Ltd ', '("Buyer") ', '. ', '; ', 'x'];

describe('the end of a preamble\'s party slot word, read once (bareSlotEnd)', () => {
  it('gives the slice test\'s answer at every non-word place of a text of slot words', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      const end = bareSlotEnd(text);
      for (let k = 0; k <= text.length; k++) {
        if (k < text.length && /\w/.test(text[k])) continue;
        expect(k >= end, `${JSON.stringify(text)} at ${k}`).toBe(BARE_SLOT.test(text.slice(0, k)));
      }
    }), { numRuns: 300 });
  });

  it('reads the earliest end, not the earliest start ("made … between … by")', () => {
    expect(bareSlotEnd('This deed is made on the date below between Acme Ltd and Bolt plc by the parties')).toBe('This deed is made on the date below between'.length);
    expect(bareSlotEnd('This Agreement is made by Acme Ltd')).toBe('This Agreement is made by'.length);
    expect(bareSlotEnd('Parties: Acme Ltd and Bolt plc')).toBe('Parties:'.length);
    expect(bareSlotEnd('No slot word here.')).toBe(Infinity);
  });
});
