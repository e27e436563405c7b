import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upToUnrolledOnce } from '../../src/common/regexp.js';
import { COURTESY_BEFORE_NAME, COURTESY_EITHER_CASE_BEFORE_NAME } from '../../src/contracts/classify/lexicon/courtesy-titles.js';
import { SUFFIX } from '../../src/contracts/classify/names/name-grammar.js';

/** Every match of `source` in `text` (global), as index, text and groups: what a caller reads of a pattern. */
const allMatches = (source: string, flags: string, text: string) =>
  [...text.matchAll(new RegExp(source, `${flags}g`))].map((m) => [m.index, m[0], ...m.slice(1)]);

/** The title lead as h73f39n wrote it, `(?:next){0,2}`: what upToUnrolledOnce replaced (hperf, session 40). */
const unrolled = (source: string): string => {
  const once = source.lastIndexOf('|){0,2}');
  return `${source.slice(0, once)}){0,2}${source.slice(once + '|){0,2}'.length)}`;
};

describe('upToUnrolledOnce (issue 18, hperf)', () => {
  it('writes the repetition with an empty alternative', () => {
    expect(upToUnrolledOnce('ab', 2)).toBe('(?:ab|){0,2}');
    expect(upToUnrolledOnce(String.raw`(?:Dr|Ing)\.\s`, 3)).toBe(String.raw`(?:(?:Dr|Ing)\.\s|){0,3}`);
  });

  it('matches exactly what (?:body){0,max} matches, groups and positions included', () => {
    const bodies = [String.raw`(?:Dr|Ing|Agr)\.(?:\s{1,3}|-(?=[A-Z]))`, 'ab', 'a|b', 'a(b)?'];
    fc.assert(
      fc.property(
        fc.constantFrom(...bodies),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.constantFrom('Dr', 'Ing', 'Agr', '.', ' ', '-', 'a', 'b', 'Ana', 'x'), { maxLength: 14 }).map((parts) => parts.join('')),
        (body, max, text) => {
          const lead = String.raw`(?:Mr|x)\.?\s?`;
          const tail = String.raw`([A-Z][a-z]*|a|b)`;
          expect(allMatches(`${lead}${upToUnrolledOnce(body, max)}${tail}`, 'u', text)).toEqual(
            allMatches(`${lead}(?:${body}){0,${max}}${tail}`, 'u', text),
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the titles before a name, compiled once (hperf)', () => {
  const lines = [
    'represented by its director Ing. Agr. Martín Suárez',
    'Dr. Ing. Karl Brandt, Managing Director',
    'Signed by Dipl.-Ing. Eva Roth',
    'Attention: Mr Hon Lee',
    'Dr. Ing. Agr. Lic. Ana Pereyra',
    'Lic. Ana Pereyra and Cr. Pablo Ríos',
    'DR. ING. KARL BRANDT',
    'Agr Martín Suárez',
    'Mrs. Jane Smith',
    'the Professor of Law',
  ];
  const name = String.raw`(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})`;

  it('reads the same leads and names as the unrolled lead', () => {
    for (const lead of [COURTESY_BEFORE_NAME, COURTESY_EITHER_CASE_BEFORE_NAME]) {
      for (const line of lines) {
        expect(allMatches(`${lead}${name}`, 'u', line)).toEqual(allMatches(`${unrolled(lead)}${name}`, 'u', line));
      }
    }
  });

  it('still takes up to three titles and leaves the name after them', () => {
    const first = (line: string) => new RegExp(`^${COURTESY_BEFORE_NAME}${name}`, 'u').exec(line)?.[1];
    expect(first('Ing. Agr. Martín Suárez')).toBe('Martín Suárez');
    expect(first('Dipl.-Ing. Eva Roth')).toBe('Eva Roth');
    expect(first('Dr. Ing. Karl Brandt')).toBe('Karl Brandt');
    expect(first('Mr Hon Lee')).toBe('Hon Lee');
    // Near misses: a title is no lead without its stop where it is also a name, and a fourth title is read as the name.
    expect(first('Agr Martín Suárez')).toBe('Agr Martín Suárez');
    expect(first('Dr. Ing. Agr. Lic. Ana Pereyra')).toBe('Lic');
  });

  it('compiles to less native code than the unrolled lead in a fresh process (V8 optimises there)', () => {
    // A fresh process: V8 compiles with its optimisations (unrolling included) until ~1 MB of regex code; the test
    // runner's own process may be past that budget.
    const script = `
      const v8 = require('node:v8');
      const size = (src) => { const b = v8.getHeapCodeStatistics().code_and_metadata_size; const re = new RegExp(src, 'u');
        re.test('Signed by Dr. Ing. Karl Brandt'); re.test('Signed by Dr. Ing. Karl Brandt'); return v8.getHeapCodeStatistics().code_and_metadata_size - b; };
      const [once, unrolled] = JSON.parse(process.argv[1]);
      console.log(JSON.stringify([size(once), size(unrolled)]));`;
    const lead = COURTESY_EITHER_CASE_BEFORE_NAME;
    const [once, whole] = JSON.parse(
      execFileSync(process.execPath, ['--no-regexp-tier-up', '-e', script, JSON.stringify([`${lead}${name}`, `${unrolled(lead)}${name}`])], { encoding: 'utf8' }),
    ) as [number, number];
    expect(once).toBeGreaterThan(0);
    expect(once).toBeLessThan(whole * 0.75);
  });
});

describe('the legal form words, compiled once (hperf)', () => {
  it('reads the same forms as the unrolled suffix', () => {
    const lines = [
      'Kimura Trading Co., Ltd. shall deliver',
      'Saltbush Café Pty Ltd and Acme Co Pty Ltd',
      'Acme Ltd, Company shall pay',
      'NORTHWIND TRADING COMPANY LIMITED',
      'Grupo Lumen (S.A.) and Nile Delta Spinning Company (S.A.E.)',
      'Alpha GmbH & Co. KG, Beta LLC, Gamma plc',
      'the Limited Liability Partnership Act',
    ];
    const form = String.raw`(?<![\p{L}])(?:${SUFFIX})(?![\p{L}])`;
    for (const line of lines) expect(allMatches(form, 'u', line)).toEqual(allMatches(unrolled(form), 'u', line));
    expect(allMatches(form, 'u', 'Kimura Trading Co., Ltd. shall deliver').map((m) => m[1])).toEqual(['Co., Ltd.']);
    expect(allMatches(form, 'u', 'Acme Ltd, Company shall pay').map((m) => m[1])).toEqual(['Ltd', 'Company']);
  });
});
