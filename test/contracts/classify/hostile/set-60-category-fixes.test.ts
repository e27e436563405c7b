/**
 * Issue 18, h77c60: the lead-ins set 60 taught (index.ts: a right to end the contract on grounds, ENDING_RIGHT; a list
 * of documents, DOCUMENTS_LEAD_IN) read on their near misses repeated as a lead-in before one item, and the two cue
 * words widened (category-cues-information.ts "tell X so in writing", category-cues-drafting.ts "pet carrier", category-cue-vetoes.ts INCLUDED_TAX): linear.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

const leadBeforeItem = (unit: string, tail: string) => {
  it(`a lead-in of "${unit}" repeated then "${tail}", before an item: linear`, () => {
    const result = readsLinearly((n) => {
      const lead = `${unit.repeat(Math.ceil(n / unit.length))}${tail}`;
      return () => classifyContract([{ text: lead, kind: 'sentence' }, { text: '(a) fails to pay the rent when due;', kind: 'sentence' }]);
    });
    expect(result.elements).toHaveLength(2);
  });
};

describe('set 60\'s lead-ins on hostile input (h77c60)', () => {
  leadBeforeItem('the Lessor may entitled to may ', 'terminate if the Lessee:');
  leadBeforeItem('the following aa bb following documents ', 'documents:');
  itClassifiesRepeatedLinearly('tell the Aa so inform Bb of this notify them thereof in ');
  itClassifiesRepeatedLinearly('a closed pet carrier Aa Bb child  carriers ');
  itClassifiesRepeatedLinearly('shall pay the fee, which include all fees, that covers a b ');
});

describe('damage paid for under a condition on hostile input (category-cues-damage-made-good.ts, h77c60b)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-damage-made-good.js', 'if the Aa damages or loses the b c d '],
    ['categories/cues/category-cues-damage-made-good.js', 'if you damage any , the Aa must pay '],
  ]);
});

describe('a permit held and kept in force on hostile input (category-cues-own-duties.ts, h77c60b)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-own-duties.js', 'shall hold, and keep in full force throughout the a '],
    ['categories/cues/category-cues-own-duties.js', 'must hold and maintain in effect during every '],
  ]);
});
