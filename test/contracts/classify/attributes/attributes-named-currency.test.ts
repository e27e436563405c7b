/**
 * C64 (docs/contract-labels.md; issue 18, h52conv): a currency named with no amount ("All fees are stated
 * in Canadian dollars") is no Currency attribute — a Currency is an amount — though it stays the contract's currency (a
 * fact). Its country word is no Location either. An amount in words or figures keeps its Currency.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Buyer") and Birch Ltd ("Seller").';
const attributesOf = (text: string): string[] => {
  const e = classifyContract([{ kind: 'sentence', text: PREAMBLE }, { kind: 'sentence', text }]).elements[1];
  return e.attributes.map((a) => `${a.type} "${text.slice(a.begin, a.end)}"`);
};

describe('C64: a currency named with no amount is no Currency (h52conv)', () => {
  it.each([
    'All fees under this Agreement are stated in Canadian dollars.',
    'All sums in this deed are in Australian dollars.',
    'The royalties are payable in euros.',
    'Every price in the price list is quoted in Hong Kong dollars.',
  ])('%s', (text) => {
    expect(attributesOf(text)).toEqual([]);
  });
  it.each([
    ['The Buyer shall pay five thousand Canadian dollars on signing.', 'Currency "five thousand Canadian dollars"'],
    ['The fee is AUD 2,500, payable in Australian dollars.', 'Currency "AUD 2,500"'],
  ])('an amount keeps its Currency: %s', (text, currency) => {
    expect(attributesOf(text)).toContain(currency);
  });
});
