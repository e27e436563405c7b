/**
 * (issue 18, h119cur) The contract facts of the recognizer's new readings: Iran's toman is a raw mark no ISO code
 * carries (facts/local-currency.ts' UNCODED_MARKS), so no contract amount and no contract currency under any country
 * (docs/contracts.md [GAP]); a code's bare whole figure before "a <unit>" is an amount of the code's currency.
 * Contracts written for this test.
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies } from '../facts-readers.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';

describe('tomans', () => {
  it('are a Currency attribute of the raw mark, and no contract amount or currency, even under an Iranian contract', () => {
    expect(recognizeNumericFacts('The price of the work is 45,000,000 tomans.').map((f) => [f.type, f.value, f.unit])).toEqual([['Currency', '45000000', 'toman']]);
    expect(amounts('AGREEMENT FOR WEDDING CARDS', 'Made in Shiraz, Iran.', 'The Client pays the Calligrapher 45,000,000 tomans on signing.')).toEqual([]);
    expect(distinctCurrencies('AGREEMENT FOR WEDDING CARDS', 'Made in Shiraz, Iran.', 'The Client pays the Calligrapher 45,000,000 tomans on signing.')).toEqual([]);
  });
  it('near misses: a rial amount beside them stays', () => {
    expect(amounts('AGREEMENT FOR WEDDING CARDS', 'The Client pays IRR 450,000,000 on signing.', 'That is 45,000,000 tomans.')).toEqual(['450000000 IRR']);
  });
});

describe('a code\'s bare figure before "a <unit>"', () => {
  it('is an amount of the code\'s currency', () => {
    expect(amounts('STANDING ORDER FOR BREAD', 'The Café pays the Bakery AMD 150 a sheet for thin bread.')).toEqual(['150 AMD']);
  });
  it('near misses: a year before "a", a chat-like mark that is an English word', () => {
    expect(amounts('STANDING ORDER FOR BREAD', 'Under KD 2025 a new scheme starts.')).toEqual([]);
    expect(amounts('STANDING ORDER FOR BREAD', 'The TOP 10 a list of suppliers is attached.')).toEqual([]);
  });
});
