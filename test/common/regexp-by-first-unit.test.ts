import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternationByFirstUnit, longestFirstAlternation } from '../../src/common/regexp.js';
import { partyLexicon } from '../../src/contracts/classify/parties/party-lexicon.js';

/** Every match of `source` in `text` (global), as index and text: what a caller reads of a pattern. */
const allMatches = (source: string, flags: string, text: string) => [...text.matchAll(new RegExp(source, `${flags}g`))].map((m) => [m.index, m[0]]);

/** The lexicon pattern's frame (parties/party-lexicon.ts): a letter lookbehind before, no letter after. */
const framed = (guard: string, alternation: string) => `${guard}(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:${alternation})(?![A-Za-zÀ-ÖØ-öø-ÿ'’-])`;

describe('alternationByFirstUnit (issue 18, hperf3)', () => {
  it('groups the words by first letter, longest first within each, behind a lookahead of those letters', () => {
    const { guard, alternation } = alternationByFirstUnit(['buyer', 'seller', 'borrower', 'supplier', 'agent'], true);
    expect(guard).toBe(String.raw`(?=[\u0062\u0073\u0061])`);
    expect(alternation).toBe(String.raw`\u0062(?:orrower|uyer)|\u0073(?:upplier|eller)|agent`);
    // In either case when the pattern ignores case; apart when it does not.
    expect(alternationByFirstUnit(['Seller', 'supplier'], true).alternation).toBe(String.raw`\u0073(?:upplier|eller)`);
    expect(alternationByFirstUnit(['Seller', 'supplier'], false).alternation).toBe('supplier|Seller');
    expect(alternationByFirstUnit(['a.b', 'a(c'], false).alternation).toBe(String.raw`\u0061(?:\.b|\(c)`);
  });

  it('gives no guard and no groups to a list with the empty word, or to no words', () => {
    expect(alternationByFirstUnit(['ab', '', 'ac'], true)).toEqual({ guard: '', alternation: 'ab|ac|' });
    expect(alternationByFirstUnit([], true)).toEqual({ guard: '', alternation: '' });
    // A word led by the Kelvin sign: V8 compares it with "k" as the standard does not, so the list stays as it was.
    expect(alternationByFirstUnit(['k', '\u212aa', 'K('], true)).toEqual({ guard: '', alternation: '\u212aa|K\\(|k' });
  });

  it('finds what the flat longest-first alternation finds, in either case, on a contract sentence and near misses', () => {
    const words = ['supplier', 'supplier group', 'service provider', 'customer', 'client', 'party a', 'art works ltd', 'koya', 'koya studio'];
    const { guard, alternation } = alternationByFirstUnit(words, true);
    const flat = longestFirstAlternation(words);
    const texts = [
      'The SUPPLIER shall deliver, and the Supplier Group may invoice the Customer; Koya Studio shall pay Party A.',
      'Suppliers, subcontractors and the clients of Art Works Ltd are no party here; Koyal Studios neither.',
      'The Service Provider’s staff and the customer-facing team report to the Client.',
    ];
    for (const text of texts) expect(allMatches(framed(guard, alternation), 'i', text)).toEqual(allMatches(framed('', flat), 'i', text));
    expect(allMatches(framed(guard, alternation), 'i', texts[0]).map((m) => m[1])).toEqual(['SUPPLIER', 'Supplier Group', 'Customer', 'Koya Studio', 'Party A']);
  });

  it('finds the same matches as the flat alternation on generated words and texts (letters that fold, non-ASCII, metacharacters)', () => {
    const units = ['a', 'b', 'A', 'B', 's', 'S', 'ſ', 'k', 'K', '\u212a', 'i', 'I', 'İ', 'ı', 'é', 'É', 'ß', 'σ', 'Σ', 'ς', '.', '(', ' ', '-', '’', '\ud835\udd38'];
    const word = fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }).map((u) => u.join(''));
    const text = fc.array(fc.constantFrom(...units), { maxLength: 30 }).map((u) => u.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 8 }), text, (words, t) => {
        const flat = longestFirstAlternation(words);
        for (const flags of ['', 'i']) {
          const { guard, alternation } = alternationByFirstUnit(words, flags === 'i');
          expect(allMatches(`${guard}(?:${alternation})`, flags, t)).toEqual(allMatches(`(?:${flat})`, flags, t));
          expect(allMatches(framed(guard, alternation), flags, t)).toEqual(allMatches(framed('', flat), flags, t));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('leaves the party lexicon’s mentions as they were', () => {
    const lexicon = partyLexicon(new Map([['Harbour Lights Ltd', 'Harbour Lights Ltd'], ['Operator', 'Operator'], ['Harbour Lights', 'Harbour Lights Ltd']]));
    const text = 'The OPERATOR shall notify Harbour Lights Ltd, and neither party nor the Operator’s staff may assign; harbour lights means the lamps.';
    // (The same three as the flat alternation gave, at 3a3e7c50.)
    expect(lexicon.find(text).map((m) => [text.slice(m.begin, m.end), m.party, m.negative])).toEqual([
      ['OPERATOR', 'Operator', false],
      ['Harbour Lights Ltd', 'Harbour Lights Ltd', false],
      ['neither party', 'Multiple Parties', true],
    ]);
  });
});
