/**
 * Two runs of blanks with only something optional between them (`\s*:?\s*`, `\s*,?\s+`, `\s+(?:the)?\s*`) split a long
 * run of blanks every way before the pattern fails: quadratic. "between" and 80,000 blanks took 3.6 s to classify in one
 * heading pattern (session 58, lead). Each is written with the optional part carrying its own blanks (`\s*(?::\s*)?`,
 * `(?:\s*,)?\s+`, `\s+(?:(?:the)\s*)?`): the same texts, the same matches, read once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { PARTIES_HEADING } from '../../../../src/contracts/classify/parties/preamble-words.js';
import {
  ACCEPTANCE_HEADING,
  BARE_ACCEPTANCE,
  SIGNED_ON,
  VALEDICTION,
  WITNESS_HEADING,
} from '../../../../src/contracts/classify/parties/details/line-shapes.js';

/** One optional unit between two blank runs: a character, an escape, a class, or a non-capturing group of words. */
const SPLIT_BLANKS = /\\s[*+](?:\[[^\]]+\]|\\.|[^\\()[\]|]|\(\?:[^()]{1,40}\))\?\\s[*+]/;

/** A lead of non-word characters, then an optional number that may start with a dot: a run of dots split the same way. */
const SPLIT_DOTS = /\\W\*\(\?:\[[^\]]*\.[^\]]*\][+*]/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

const isComment = (line: string) => /^\s*(?:\/\/|\*|\/\*)/.test(line);

const allMatches = (source: string, text: string) =>
  [...text.matchAll(new RegExp(source, 'gi'))].map((m) => [m.index, ...m]);

describe('blank runs split by an optional unit (session 58, lead)', () => {
  it('appear in no pattern under src/', () => {
    const found = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (!isComment(line) && (SPLIT_BLANKS.test(line) || SPLIT_DOTS.test(line)) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the scan finds each shape it forbids', () => {
    for (const shape of [String.raw`a\s*:?\s*$`, String.raw`a\s*,?\s+b`, String.raw`a\s+[.,]?\s*`, String.raw`a\s+(?:the|a)?\s*b`, String.raw`\s*\.?\s*`]) {
      expect(SPLIT_BLANKS.test(shape)).toBe(true);
    }
    expect(SPLIT_DOTS.test(String.raw`^\W*(?:[\d.]+\s+)?The`)).toBe(true);
    expect(SPLIT_DOTS.test(String.raw`^\W*(?:\d[\d.]*\s+)?The`)).toBe(false);
    for (const shape of [String.raw`a\s*(?::\s*)?$`, String.raw`a(?:\s*,)?\s+b`, String.raw`a\s+(?:(?:the|a)\s*)?b`]) {
      expect(SPLIT_BLANKS.test(shape)).toBe(false);
    }
  });

  it('the rewritten shapes match what the split ones matched, at the same places, with the same groups', () => {
    const pairs: readonly (readonly [string, string])[] = [
      [String.raw`(\w+)\s*:?\s*$`, String.raw`(\w+)\s*(?::\s*)?$`],
      [String.raw`(\w+?)\s*,?\s+(and|or)`, String.raw`(\w+?)(?:\s*,)?\s+(and|or)`],
      [String.raw`(of)\s+(?:the|a)?\s*(\w*)`, String.raw`(of)\s+(?:(?:the|a)\s*)?(\w*)`],
      [String.raw`x\s*[.,]?\s*(y?)`, String.raw`x\s*(?:[.,]\s*)?(y?)`],
      [String.raw`^\W*(?:[\d.]+\s+)?(the|of)`, String.raw`^\W*(?:\d[\d.]*\s+)?(the|of)`],
    ];
    const text = fc.array(fc.constantFrom(' ', '1', '2.', '..', '  ', ',', ':', '.', 'x', 'y', 'of', 'the', 'a', 'and', 'or', 'Tom'), { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), text, ([split, once], sample) => {
        expect(allMatches(once, sample)).toEqual(allMatches(split, sample));
      }),
      { numRuns: 600 },
    );
  });

  it('a heading word, then blanks and a letter, is read in linear time by the line shapes', () => {
    const lines = [PARTIES_HEADING, ACCEPTANCE_HEADING, BARE_ACCEPTANCE, SIGNED_ON, VALEDICTION, WITNESS_HEADING];
    const found = readsLinearly((n) => {
      const texts = ['between', 'accepted', 'agreed by', 'By', 'Yours sincerely', 'witnessed by'].map((head) => `${head}${' '.repeat(n)}x`);
      return () => lines.map((re, i) => re.test(texts[i]!));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toEqual([false, false, false, false, false, false]);
  });
});

describe('a run of dots before a sentence (session 58, lead)', () => {
  itReadsCueFilesLinearly([['categories/cues/category-cues-prices-stated.ts', '.']]);
});
