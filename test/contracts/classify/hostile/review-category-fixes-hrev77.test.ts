/**
 * Issue 18, hrev77: the narrowings of h77c60's category rules on hostile input: a lead-in of conditions, commas and
 * modals with no colon reached (index.ts THEN_CLAUSE_TAIL, read only after a right to end), the included-tax guard on
 * taxes and relatives with no tax after (INCLUDED_TAX), the carrier cue on data carriers.
 */
import { describe, expect, it } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { ALL_VETOES } from '../../../../src/contracts/classify/categories/category-cue-vetoes.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

describe('the review of h77c60\'s category rules on hostile input (hrev77)', () => {
  it('a lead-in of "if aa, may terminate" repeated then "shall:", before an item: linear', () => {
    const result = readsLinearly((n) => {
      const unit = 'if aa, the Lessor may terminate ';
      const lead = `${unit.repeat(Math.ceil(n / unit.length))}shall:`;
      return () => classifyContract([{ text: lead, kind: 'sentence' }, { text: '(a) fails to pay the rent when due;', kind: 'sentence' }]);
    });
    expect(result.elements).toHaveLength(2);
  });

  it('the included-tax guard on taxes and relatives with no tax after: linear', () => {
    const vetoes = ALL_VETOES.filter(([re]) => re.source.includes('(?:include|includes|cover|covers)'));
    expect(vetoes.length).toBe(1);
    for (const unit of ['pay all taxes, which include aa ', 'tax that covers VAT, which ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => vetoes.map(([re]) => text.search(re));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    }
  });

  itReadsCueFilesLinearly([['categories/cues/category-cues-drafting.ts', 'data data carrier Aa ']]);
});
