/**
 * Three exported patterns a growth scan of every exported pattern found quadratic on long runs (session 59, lead;
 * `npm run bench -- contracts-exported-patterns`): SIGNED_ON on underscores (`_{3,}\s*$` unanchored), FIELD on line
 * breaks (`(?:^|\n)\s*`) and DEFINITIONS_HEADING on blanks after "Article" (`\s+` then an optional number and `\s*`).
 * Each now reads the run once and says the same of every line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { SIGNED_ON } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { FIELD } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { DEFINITIONS_HEADING } from '../../../../src/contracts/classify/definitions/definitions.js';

const was = (now: RegExp, from: string, to: string) => {
  expect(now.source).toContain(from);
  return new RegExp(now.source.replace(from, to), now.flags);
};
const SIGNED_ON_BEFORE = was(SIGNED_ON, '_{3}\\s*$', '_{3,}\\s*$');
// (h109q69) FIELD also opens after a full stop or a colon on the line; the blanks after any opening are the same run.
const FIELD_BEFORE = was(FIELD, '(?:^|\\n|[.:][ \\t]{1,3})[^\\S\\n]*', '(?:^|\\n|[.:][ \\t]{1,3})\\s*');
const DEFINITIONS_HEADING_BEFORE = was(DEFINITIONS_HEADING, '\\s+(?=\\S))?', '\\s+)?');

const line = (parts: readonly string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 12 }).map((xs) => xs.join(''));

describe('exported patterns on long runs (session 59, lead)', () => {
  it('SIGNED_ON says what it said of every line', () => {
    fc.assert(fc.property(line(['_', '___', ' ', '\t', 'By', 'Per', ':', 'Signature', 'x', 'Date']), (text) => {
      expect(SIGNED_ON.test(text)).toBe(SIGNED_ON_BEFORE.test(text));
    }), { numRuns: 800 });
    expect(['Signature: ______________', 'By:', '______ ', 'Per', 'Date: __'].map((t) => SIGNED_ON.test(t))).toEqual([true, true, true, true, false]);
  });

  it('FIELD finds the same fields, with the same groups', () => {
    fc.assert(fc.property(line(['\n', ' ', '  ', 'Seller', 'Buyer', ':', '| ', 'Item 1 – ', 'the ', 'Party A', 'x', 'Mr ']), (text) => {
      expect(FIELD.exec(text)?.slice(1)).toEqual(FIELD_BEFORE.exec(text)?.slice(1));
    }), { numRuns: 800 });
    expect(FIELD.exec('Notices:\n\n  Seller: ')?.[1]).toBe('Seller');
  });

  it('DEFINITIONS_HEADING says what it said of every heading', () => {
    fc.assert(fc.property(line(['Article', 'Section', ' ', '  ', '1', '1.2', '.', ' - ', ':', 'Definitions', 'Interpretation', 'iv', 'x', 'Law']), (text) => {
      expect(DEFINITIONS_HEADING.test(text)).toBe(DEFINITIONS_HEADING_BEFORE.test(text));
    }), { numRuns: 800 });
    expect(['Article   1 - Definitions', 'Section 12. Governing Law and Interpretation', 'Clause  Definitions'].map((t) => DEFINITIONS_HEADING.test(t))).toEqual([true, false, true]);
  });

  it('each reads its long run in linear time', () => {
    const found = readsLinearly((n) => {
      const underscores = `${'_'.repeat(n)}x`;
      const breaks = `${'\n'.repeat(n)}x`;
      const blanks = `Article${' '.repeat(n)}x`;
      return () => [SIGNED_ON.test(underscores), FIELD.test(breaks), DEFINITIONS_HEADING.test(blanks)];
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toEqual([false, false, false]);
  });
});
