/**
 * Facts set 71's causes 11, 16–18 (issue 18, h112r71), on sentences written for the rules, none from the set:
 * - 11: "Received and accepted: <name>, <date>" dates the acceptor's signing (acceptance-lines.ts ACCEPTANCE_FORMULA);
 */
import { describe, expect, it } from 'vitest';
import { acceptanceFormulaLine } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { effective } from '../facts-readers.js';

const ORDER = (closing: string) => [
  'MUNICIPALITY OF SAN MIGUEL',
  'WORKS ORDER No. OT-2046-118',
  'Date: 2046-05-02',
  'Contracting entity: Municipality of San Miguel',
  'Supplier: Rufino Aguilar Mena, carpenter, of San Miguel',
  'Work: repair of the roof of the communal hall, materials included, for a total of US$ 1,450.00.',
  'Issued by: Marta Rivas, Mayor',
  closing,
];

describe('"Received and accepted: <name>, <date>" (cause 11)', () => {
  it.each([
    'Received and accepted: Rufino Aguilar Mena, 6 May 2046',
    'Received and agreed: Rufino Aguilar Mena, 6 May 2046',
    'Seen and accepted, San Miguel, 6 May 2046',
    'Read and accepted: Rufino Aguilar Mena, 6 May 2046',
  ])('%s dates the acceptor\'s signing', (closing) => {
    expect(effective(...ORDER(closing))).toEqual(['2046-05-02', '2046-05-06']);
  });
  it('the formula\'s shapes', () => {
    expect(acceptanceFormulaLine('Received and accepted: Rufino Aguilar Mena, 6 May 2046')).toBe(true);
    expect(acceptanceFormulaLine('RECEIVED AND ACCEPTED, 6 May 2046')).toBe(true);
    expect(acceptanceFormulaLine('"Received and accepted"')).toBe(true);
  });
  it('near misses: goods received, another party\'s act, a sentence', () => {
    expect(acceptanceFormulaLine('Received and accepted in good condition by the carrier on 6 May 2046')).toBe(false);
    expect(acceptanceFormulaLine('Received and accepted by the Buyer on 6 May 2046')).toBe(false);
    expect(acceptanceFormulaLine('Received and accepted goods are paid within 30 days of 6 May 2046.')).toBe(false);
    expect(acceptanceFormulaLine('Goods received and accepted: 6 May 2046')).toBe(false);
    expect(effective(...ORDER('The timber received and accepted by the Supplier on 6 May 2046 is paid at cost.'))).toEqual(['2046-05-02']);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `Received and ${'received and '.repeat(Math.ceil(n / 13))}accepted`;
      return () => acceptanceFormulaLine(text);
    });
  });
});
