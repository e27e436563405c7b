/**
 * A lazy group that may hold blanks, right after `^\s*` (`^\s*(.{2,120}?)\s+accepts`): on a line of blanks the leading
 * run and the group split the blanks every way before the pattern fails, quadratic in the line's length. OFFICE_FOR and
 * PARTY_ACCEPTS start their group at the first non-blank (`(?=\S)`), so the leading run is read once (session 59, lead).
 * Their callers read lines of at most 200 characters; the patterns are exported, so they are made safe on any length.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { OFFICE_FOR, PARTY_ACCEPTS } from '../../../../src/contracts/classify/parties/details/line-shapes.js';

/** The same patterns as written before, with the group free to start on a blank. */
const BEFORE = new Map<RegExp, RegExp>([
  [OFFICE_FOR, new RegExp(OFFICE_FOR.source.replace('^\\s*(?=\\S)', '^\\s*'), OFFICE_FOR.flags)],
  [PARTY_ACCEPTS, new RegExp(PARTY_ACCEPTS.source.replace('^\\s*(?=\\S)', '^\\s*'), PARTY_ACCEPTS.flags)],
]);

/** `^\s*` then a group led by `.` or a negated class (both take blanks), repeated lazily: the shape this file forbids. */
const BLANKS_THEN_LAZY_GROUP = /\^\\s\*\((?:\?<\w+>)?(?:\.|\[\^[^\]]*\])(?:\{\d*,\d*\}|[+*])\?/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('a lazy group after a leading blank run (session 59, lead)', () => {
  it('appears in no pattern under src/, and the scan finds the shape', () => {
    const found = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (BLANKS_THEN_LAZY_GROUP.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
    for (const [now, before] of BEFORE) {
      expect(BLANKS_THEN_LAZY_GROUP.test(before.source)).toBe(true);
      expect(BLANKS_THEN_LAZY_GROUP.test(now.source)).toBe(false);
    }
    expect(BLANKS_THEN_LAZY_GROUP.test(String.raw`^\s*(?<party>[^:]+?)\s*:`)).toBe(true);
    expect(BLANKS_THEN_LAZY_GROUP.test(String.raw`^\s*(\S.{1,120}?)\s*,`)).toBe(false);
  });

  it('the patterns start their group at the first non-blank', () => {
    for (const [now, before] of BEFORE) expect(before.source).not.toBe(now.source);
    expect(OFFICE_FOR.exec('  Director, for and on behalf of Fennick Advisory Limited')?.slice(1)).toEqual(['Director', 'Fennick Advisory Limited']);
    expect(PARTY_ACCEPTS.exec('   Harrow Mills Ltd hereby accepts the offer above.')?.[1]).toBe('Harrow Mills Ltd');
    // Nothing but blanks before the verb is no party (the old group took two blanks for one).
    expect(PARTY_ACCEPTS.exec('     accepts the offer')).toBeNull();
    expect(BEFORE.get(PARTY_ACCEPTS)!.exec('     accepts the offer')?.[1]).toBe('  ');
  });

  it('match as before wherever the group holds two or more non-blank characters', () => {
    const line = fc.array(fc.constantFrom(' ', '  ', 'A', 'Ltd', 'Director', ',', ' for and on behalf of ', 'Acme', '.', ' accepts', ' hereby', ' agrees to', 'x'), { maxLength: 14 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...BEFORE.entries()), line, ([now, before], text) => {
        const was = before.exec(text);
        const is = now.exec(text);
        if (is) expect([...is]).toEqual(was && [...was]);
        else if (was) expect(was[1]!.trim().length).toBeLessThan(2);
      }),
      { numRuns: 800 },
    );
  });

  it('a line of blanks is read in linear time', () => {
    const found = readsLinearly((n) => {
      const blanks = ' '.repeat(n);
      return () => [OFFICE_FOR.test(`${blanks}x`), PARTY_ACCEPTS.test(`${blanks}x`), OFFICE_FOR.test(`Director${blanks}x`), PARTY_ACCEPTS.test(`Acme${blanks}x`)];
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toEqual([false, false, false, false]);
  });
});
