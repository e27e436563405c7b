/**
 * Hostile text for the patterns h114f73 changed for facts set 73 (issue 18), both in local-currency.ts: "Rs" touching
 * its figure (the rupee's `written`) and a kwacha's, kina's or kyat's code beside a figure (the K mark's `explicit`);
 * the clubs named by their members (gazetteer.ts INSTITUTION_HEADS); the peasant farm before a quoted name (POST_SOVIET_FORMS).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { isSubtitleLine } from '../../../../src/contracts/classify/document/contract-types.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of glued rupees and of "K" sums beside codes (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['Laws of Mauritius. The price is ', 'Rs1,'],
    ['Laws of Mauritius. ', 'Rs Rs1 '],
    ['The rent is ', 'K1,500.00 ZMW '],
    ['The rent is K1,500.00 and ', 'ZMW  1'],
    ['The rent is K1,500.00 and ', '1  ZMW'],
    ['Aa ', 'ZMWMWK1 '],
  ]);
});

describe('runs of clubs named by their members (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['The Owner: ', "Aa Women's Club, "],
    ['Aa ', 'Youth Club '],
    ['The Owner: Aa ', "Farmers' Farmers' Club Club "],
  ]);
});

describe('runs of peasant farms before quotes (h114f73)', () => {
  itClassifiesRunsWithin1s('h114f73', [
    ['Aa ', 'Peasant farm «'],
    ['Aa ', 'PF "Aa '],
    ['Aa ', 'Peasant  Farm  Enterprise "Aa" '],
  ]);
});

/**
 * h117q73's cause 5 reads a letter's closing and acceptance lines: a signer's post and a comma before the writer's name
 * (letterhead-signer.ts afterSignersPost, with letter-writer-body.ts UNIT_BEFORE) and the client's name after
 * "ACCEPTED:" (salutation-addressee.ts NAME_ON_ACCEPTANCE). Each run stands on its line inside a whole letter, so the
 * readers that need a salutation, a closing and an acceptance reach it; linear and within 1 s at LENGTH characters.
 */
describe("runs on a letter's closing and acceptance lines (h117q73)", () => {
  const letter = (writerLine: string, accepted: string) => [
    'BANDA AA', 'Calle 1, Juliaca', 'Mrs. Aa Bb Cc', 'Present', 'Dear Mrs. Bb:', 'We play at your party; you pay S/ 100.00.',
    'Sincerely,', 'Dd Ee Ff', writerLine, accepted, 'Date: 4 March 2046',
  ].map((text) => ({ text, kind: 'sentence' as const }));
  it.each([
    ['Director, ', 'Aa Bb, ', 'ACCEPTED: Aa Bb Cc'],
    ['Director', ', the ', 'ACCEPTED: Aa Bb Cc'],
    ['Manager, ', 'Aa Bb Cc ', 'ACCEPTED: Aa Bb Cc'],
    ['ACCEPTED: ', 'Aa Bb ', 'Director, Banda Aa'],
    ['ACCEPTED: Aa Bb Cc', ', DPI 1 ', 'Director, Banda Aa'],
    ['ACCEPTED:', ' : Aa', 'Director, Banda Aa'],
  ])('"%s" then "%s" repeated: within 1 s', (head, unit, other) => {
    const onAcceptance = head.startsWith('ACCEPTED');
    const labels = readsLinearly((n) => {
      const line = run(head, unit, n);
      return () => classifyContract(onAcceptance ? letter(other, line) : letter(line, other));
    }, 1000);
    expect(labels.elements).toHaveLength(11);
  });
});

/**
 * h117q73's cause 7: "town" or "village" after a place-and-date line's town (place-date-lines.ts SETTLEMENT_AFTER) and
 * "placement" among a subtitle's nouns (contract-types.ts SUBTITLE_LINE), under a numbered title and on the readers
 * themselves; linear and within 1 s at LENGTH characters.
 */
describe('runs of settlements before quoted days and of placement subtitles (h117q73)', () => {
  itClassifiesRunsWithin1s('h117q73', [
    ['Aa ', 'town «1» '],
    ['Aa town ', 'town  '],
    ['on the ', 'placement of '],
    ['on the placement ', 'of the placement '],
  ], 'AGREEMENT No. 7');
  it.each([
    ['Aa', ' town', (line: string) => isPlaceAndDateLine(`${line} «03» May 2047`)],
    ['Aa town', ' «1»', (line: string) => isPlaceAndDateLine(line)],
    ['on the', ' placement of', (line: string) => isSubtitleLine(line)],
    ['on the placement of', ' a', (line: string) => isSubtitleLine(`${line} is`)],
  ] as const)('"%s" then "%s" repeated, on the line reader: within 1 s', (head, unit, read) => {
    readsLinearly((n) => {
      const line = run(head, unit, n);
      return () => read(line);
    }, 1000);
  });
});
