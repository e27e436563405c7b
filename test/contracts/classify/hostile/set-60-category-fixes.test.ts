/**
 * Issue 18, h77c60: the lead-ins set 60 taught (index.ts: a right to end the contract on grounds, ENDING_RIGHT; a list
 * of documents, DOCUMENTS_LEAD_IN) read on their near misses repeated as a lead-in before one item: linear.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';

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
});
