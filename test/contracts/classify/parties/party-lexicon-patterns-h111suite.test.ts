/**
 * The lexicons' patterns are kept by their words (party-lexicon.ts, `lexiconPattern`; issue 18, h111suite): a lexicon
 * reads what its own names make of a text, whichever lexicons were built before it, however many (the last 16 kept),
 * and one of more words than are kept reads as one of few.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { partyLexicon } from '../../../../src/contracts/classify/parties/party-lexicon.js';

const text = 'The Licensor grants the Licensee a licence; Northwind Traders shall pay Aa Bb Cc. Each Licensee may sublicense.';

/** The parties `names` finds in `text`, with their words. */
function found(names: ReadonlyMap<string, string>): string[] {
  return partyLexicon(names).find(text).map((m) => `${text.slice(m.begin, m.end)}=${m.party}`);
}

describe('party lexicon: each lexicon reads with its own names', () => {
  it('two lexicons built one after the other each find their own aliases, not the other\'s', () => {
    const licence = new Map([['Licensor', 'Licensor'], ['Licensee', 'Licensee']]);
    const trade = new Map([['Northwind Traders', 'Seller'], ['Aa Bb Cc', 'Buyer']]);
    const alone = [found(licence), found(trade)];
    expect(alone[1]).toEqual(['Licensor=Licensor', 'Licensee=Licensee', 'Northwind Traders=Seller', 'Aa Bb Cc=Buyer', 'Licensee=Licensee']);
    expect(alone[0]).not.toContain('Northwind Traders=Seller');
    expect(alone[0]).not.toContain('Aa Bb Cc=Buyer');
    // Again, in the other order, and again after each: the same readings.
    expect([found(licence), found(trade)]).toEqual(alone);
    expect([found(trade), found(licence)]).toEqual([alone[1], alone[0]]);
  });

  it('reads a text as it did, after any number of other lexicons (more than are kept)', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{2,8}(?: [A-Z][a-z]{2,8})?$/);
    const lexicon = fc.uniqueArray(name, { minLength: 1, maxLength: 4 }).map((list) => new Map(list.map((n, i) => [n, i === 0 ? 'Seller' : n])));
    fc.assert(
      fc.property(lexicon, fc.array(lexicon, { minLength: 0, maxLength: 20 }), (names, others) => {
        const first = partyLexicon(names).find(`${[...names.keys()].join(' shall pay ')} shall pay the Buyer.`);
        for (const other of others) partyLexicon(other).find('The Seller shall pay.');
        expect(partyLexicon(names).find(`${[...names.keys()].join(' shall pay ')} shall pay the Buyer.`)).toEqual(first);
      }),
      { numRuns: 15 },
    );
  });

  it('a lexicon of more names than a kept pattern holds (a thousand aliases) reads them as one of few does', () => {
    const many = new Map(Array.from({ length: 1000 }, (_, i) => [`Zeta Wares ${i}`, `Zeta Wares ${i}`]));
    many.set('Northwind Traders', 'Seller');
    const few = new Map([['Northwind Traders', 'Seller']]);
    const sentence = 'Northwind Traders shall pay Zeta Wares 999 and the Buyer.';
    expect(partyLexicon(many).find(sentence).map((m) => sentence.slice(m.begin, m.end))).toEqual(['Northwind Traders', 'Zeta Wares 999', 'Buyer']);
    expect(partyLexicon(few).find(sentence).map((m) => sentence.slice(m.begin, m.end))).toEqual(['Northwind Traders', 'Buyer']);
    expect(partyLexicon(many).find(sentence)).toEqual(partyLexicon(many).find(sentence));
  });
});
