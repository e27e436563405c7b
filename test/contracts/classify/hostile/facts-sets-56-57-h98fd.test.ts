/**
 * Hostile text for the patterns h98fd added for facts sets 56 and 57 (issue 18): the aliases a signature heading may
 * repeat (signing-role-heading.ts BRACKETED, HEREINAFTER), the bullet before a field (schedule-items.ts
 * FIELD_MARKER_OPENING), the particle "de la" in a company's name (name-grammar.ts JOIN), the marks in brackets after a
 * signature heading (line-shapes.ts HEADING_WORDS) and the deed that "is subscribed" (facts.ts EFFECTIVE_LOW).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('aliases without quotes repeated before a place-and-date line over a heading (h98fd)', () => {
  for (const unit of ['(the Aaaa Bbbb ', '(hereinafter referred to as the ', 'hereinafter referred to as the ', 'hereinafter simply ', '(the Seller']) {
    it(`"${unit}" repeated in the body, then signing lines: linear, the heading's line still dated`, () => {
      const result = readsLinearly((n) => {
        const body = run('Anna Lind, of Visby (the Seller), sells to Per Holm the boat below. ', unit, n);
        return () => classifyContract([
          { text: body, kind: 'sentence' },
          { text: 'Visby, 9 May 2041', kind: 'sentence' },
          { text: 'Seller', kind: 'sentence' },
        ]);
      });
      expect(result.effective_dates.map((d) => d.text_normalized)).toContain('2041-05-09');
    });
  }
});

describe('runs against the field bullet, the two-word particle, the marks bracket and "is subscribed" (h98fd)', () => {
  itClassifiesRunsWithin1s('h98fd', [
    ['– ', '– '],
    ['- Period: ', '- '],
    ['Biscuiterie ', 'de la Aa '],
    ['Maison ', "de l'Aa "],
    ['Aa de ', 'la '],
    ['FOR THE MILL ', '(stamp and signature '],
    ['FOR THE MILL (', 'stamp and '],
    ['these presents ', '(aaaa '],
    ['these presents ', 'are '],
    ['this Lease ', 'is subscribed '],
  ]);
  it('a signature heading of marks repeated in brackets, over a signer: linear', () => {
    const result = readsLinearly((n) => {
      const heading = run('FOR THE MILL ', '(stamp and signature) ', n);
      return () => classifyContract([
        { text: 'Mill: Aa Olive Mill P.C., Kritsa', kind: 'sentence' },
        { text: heading, kind: 'sentence' },
        { text: 'Eleni Aa, Mill Manager', kind: 'sentence' },
      ]);
    });
    expect(result.elements).toHaveLength(3);
  });
});
