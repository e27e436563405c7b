/**
 * The prefilter table's file (src/contracts/operations/prefilter-table.ts) is the build's data, but a damaged one (cut
 * short by an interrupted build, edited, huge) must cost speed only: no failed classification, no pattern skipped that
 * matches, no prototype touched (hred16). The classifier's answers never depend on the table.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findDataFile } from '../../src/common/data-file.js';
import { NO_PREFILTER, PREFILTER_TABLE, RegexPrefilter, prefilterKey } from '../../src/common/regex-prefilter.js';
import { MAX_PREFILTER_TABLE_BYTES, loadPrefilterTable, readPrefilterTable } from '../../src/contracts/operations/prefilter-table.js';
import { classifyContract } from '../../src/contracts/classify/index.js';
import type { ElementInput } from '../../src/contracts/classify/types.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-prefilter-'));
const buildTable = readPrefilterTable(findDataFile(PREFILTER_TABLE));
const build = new RegexPrefilter(buildTable);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function tableFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('readPrefilterTable', () => {
  it('reads the build table as an object of atom lists', () => {
    expect(typeof buildTable).toBe('object');
    expect(Object.keys(buildTable as object).length).toBeGreaterThan(100);
  });

  it('answers no table for a file cut short, not JSON, missing or over the bound (it never throws)', () => {
    expect(readPrefilterTable(tableFile('cut.json', '{"/\\\\bescrow\\\\b":["escr'))).toEqual({});
    expect(readPrefilterTable(tableFile('text.json', 'not a table'))).toEqual({});
    expect(readPrefilterTable(join(dir, 'missing.json'))).toEqual({});
    expect(readPrefilterTable(dir)).toEqual({});
    const huge = tableFile('huge.json', '{}');
    truncateSync(huge, MAX_PREFILTER_TABLE_BYTES + 1); // sparse: never read, refused by its size
    expect(readPrefilterTable(huge)).toEqual({});
  });

  it('keeps __proto__ and constructor keys as plain entries, polluting nothing', () => {
    const parsed = readPrefilterTable(tableFile('proto.json', '{"__proto__":{"polluted":["x"]},"constructor":["y"],"i/__proto__":["zz"]}'));
    const prefilter = new RegexPrefilter(parsed);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(prefilter.mayMatch(/__proto__/i, 'nothing')).toBe(false);
    expect(prefilter.mayMatch(/__proto__/i, 'a zz b')).toBe(true);
  });
});

describe('RegexPrefilter', () => {
  it('drops an entry whose atom folding would change (it could never be found in a folded text)', () => {
    const re = /\bescrow agent\b/i;
    expect(new RegexPrefilter({ [prefilterKey(re)]: ['ESCROW AGENT'] }).mayMatch(re, 'the escrow agent holds it.')).toBe(true);
    expect(new RegexPrefilter({ [prefilterKey(re)]: ['escrow agent', 'Escrow'] }).mayMatch(re, 'the escrow agent holds it.')).toBe(true);
    expect(new RegexPrefilter({ [prefilterKey(re)]: ['escrow agent'] }).mayMatch(re, 'the bailee holds it.')).toBe(false);
  });
});

describe('classifyContract with and without the build table', () => {
  const atoms = [...new Set(Object.values(buildTable as Record<string, string[]>).flat())];
  const words = 'the Supplier Buyer shall must may not pay within days EUR T$ L$ TOP Rs Ltd GmbH In Made at on 1 January 2025 ( ) , . ; : " 5,000 No. either or'.split(' ');
  const rewrites = [(s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.replace(/s/g, 'ſ'), (s: string) => s.replace(/k/gi, 'K'), (s: string) => s.replace(/i/g, 'ı')];
  const element = fc
    .tuple(fc.array(fc.oneof(fc.constantFrom(...atoms), fc.constantFrom(...words), fc.string({ maxLength: 5 })), { minLength: 1, maxLength: 30 }), fc.nat(rewrites.length - 1), fc.constantFrom('sentence', 'listItem', 'title'))
    .map(([ws, r, kind]): ElementInput => ({ text: rewrites[r](ws.join(' ')), kind: kind as ElementInput['kind'] }));

  it('gives the same answers on generated documents of table atoms, contract words and case-folding rewrites', () => {
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 10 }), (inputs) => {
        const filtered = JSON.stringify(classifyContract(inputs, { prefilter: build }));
        const unfiltered = JSON.stringify(classifyContract(inputs, { prefilter: NO_PREFILTER }));
        expect(filtered).toBe(unfiltered);
      }),
      { numRuns: 10, seed: 53 },
    );
  });
});

describe('the prefilter a classification is handed', () => {
  it('loadPrefilterTable gives one object of the build table, the same at every call', () => {
    const loaded = loadPrefilterTable();
    expect(loaded).toBeInstanceOf(RegexPrefilter);
    expect(loadPrefilterTable()).toBe(loaded);
  });

  it('is the one the classifier asks, not the process\'s: a table whose every atom is absent skips the patterns it lists', () => {
    const absent = new RegexPrefilter(Object.fromEntries(Object.keys(buildTable as object).map((key) => [key, ['\u0001absent']])));
    const organizations = (prefilter: RegexPrefilter) =>
      classifyContract([{ text: 'The permit was issued by the Provincial Government of Chubut.', kind: 'sentence' }], { prefilter }).elements[0].attributes.filter((a) => a.type === 'Organization').length;
    expect(organizations(NO_PREFILTER)).toBe(1);
    expect(organizations(build)).toBe(1);
    expect(organizations(absent)).toBe(0);
  });
});
