import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { partyLexicon } from '../../../../src/contracts/classify/parties/party-lexicon.js';

const names = new Map([['Supplier', 'Supplier'], ['Acme Widgets Ltd', 'Supplier'], ['Customer', 'Customer']]);

describe('party lexicon: one reading per text in a classification (issue 18, h25perf)', () => {
  it('reads the mentions of a text', () => {
    expect(partyLexicon(names).find('The Supplier shall invoice the Customer; neither party may assign.')).toEqual([
      { begin: 4, end: 12, party: 'Supplier', negative: false },
      { begin: 31, end: 39, party: 'Customer', negative: false },
      { begin: 41, end: 54, party: 'Multiple Parties', negative: true },
    ]);
  });

  it('gives the same array for the same text, and a text read before others as a fresh lexicon reads it', () => {
    const words = fc.constantFrom('the', 'Supplier', 'Customer', 'Acme Widgets Ltd', 'each party', 'neither party', 'shall', 'may', 'pay', "Supplier's", ',', 'supplier');
    fc.assert(fc.property(fc.array(fc.array(words, { maxLength: 12 }).map((w) => w.join(' ')), { minLength: 1, maxLength: 6 }), (texts) => {
      const shared = partyLexicon(names);
      const first = texts.map((t) => shared.find(t));
      texts.forEach((t, i) => {
        expect(shared.find(t)).toBe(first[i]);
        expect(first[i]).toEqual(partyLexicon(names).find(t));
      });
    }));
  });
});
