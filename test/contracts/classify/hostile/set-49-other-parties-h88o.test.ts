/**
 * Issue 18, h88o: the patterns facts set 49's other parties added (names/public-bodies-by-field.ts,
 * names/bank-name-ends.ts, BANK_OWN_WORD's further words), on hostile input of their own units repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';

describe('public bodies named by a field, a level, a place or the United Nations (h88o)', () => {
  for (const unit of [
    'Aa Bb Cc Fisheries and Dd Division ',
    'Aa Bb Division of Fisheries and ',
    'U.S. Aa Bb Hygiene and Service Services ',
    'Aa Bb Prefectural Government Aa ',
    'World Aa Bb Cc World Aa Programme ',
    'Fisheries Division of the Ministry of Aa and Bb of ',
    'Municipal Aa Service of the Commune of Aa and ',
  ]) itRecognizesRepeatedLinearly(ATTRIBUTES, unit);
});

describe("a bank's name read to its end (h88o)", () => {
  for (const unit of ['Bank Aab Bbc Ccd Bank Aab ', 'Aa Bb Bank of the Aa Ltd ', 'Aa Bank International Aa Bank International ']) {
    itRecognizesRepeatedLinearly(ATTRIBUTES, unit);
  }
});
