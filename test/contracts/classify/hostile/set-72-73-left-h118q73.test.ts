/**
 * Hostile text for the patterns h118q73 added for facts sets 72 and 73 (issue 18): a dotted currency mark's stop or a
 * figure's point inside "paid … within" (facts.ts PAYMENT, stop-in-a-sum.ts STOP_IN_A_SUM), a bracketed role before a
 * block's field (block-openers.ts ROLE_BRACKET_THEN_FIELD) with a signing mark under an address field (block-fields.ts
 * ADDRESS_FIELD, SIGNING_MARK), and a row of headings a bar parts under a place-and-date line (roleHeadingBelow).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PAYMENT } from '../../../../src/contracts/classify/facts/facts.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('PAYMENT over runs of dotted marks and points (h118q73)', () => {
  for (const [head, unit] of [
    ['The fee is paid at ', '1.2 kr. '],
    ['The fee is paid at ', 'kr. 1.'],
    ['paid ', '1.1.1.'],
    ['paid ', 'nu. nu.'],
    ['paid ', ' kr.1 within'],
  ] as const) {
    it(`"${head}" then "${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => PAYMENT.test(text);
      }, 1000);
    });
  }
});

describe('classified runs of bracketed roles, signing marks and bar rows (h118q73)', () => {
  itClassifiesRunsWithin1s('h118q73', [
    ['Aa (hereinafter "Employer"). ', '(Employer) Business name: '],
    ['', '(Employer) '],
    ['Representative: Aa Bb ', '(signature) '],
    ['', 'The Employer | '],
    ['Mindelo, 03/09/2047 ', '| The School '],
  ]);
});

describe('whole forms whose blocks repeat (h118q73)', () => {
  for (const block of [
    ['(Employer) Business name: Aa Bb (Tel: 1)', 'Address: 1 Aa Street', 'Representative: Cc Dd (signature)'],
    ['Mindelo, 03/09/2047', 'The Employer | The Employee'],
  ]) {
    it(`"${block[0]}" blocks repeated: linear`, () => {
      const labels = readsLinearly((n) => {
        const lines = ['Aa Bb (hereinafter "Employer") and Cc Dd (hereinafter "Employee") conclude this contract.'];
        while (lines.join('\n').length < n) lines.push(...block);
        return () => classifyContract(lines.map((text) => ({ text, kind: 'sentence' as const })));
      }, 4000, 16_000, 2_000);
      expect(labels.elements.length).toBeGreaterThan(1);
    });
  }
});
