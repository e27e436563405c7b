/**
 * The prefilter table a classification is handed (src/common/regex-prefilter.ts) builds an index of its atoms whose
 * size is its characters times its distinct characters (literal-index.ts). A table file far under the read bound
 * (MAX_PREFILTER_TABLE_BYTES) of a few thousand atoms over thousands of distinct characters asked gigabytes and tens of
 * seconds in every thread, or minutes (hred17): past MAX_PREFILTER_INDEX_CELLS it is no filter.
 * A table empty, of the wrong shape or over the bound gives the build table's answers; only the time differs.
 */
import { describe, expect, it } from 'vitest';
import { findDataFile } from '../../../src/common/data-file.js';
import { literalIndexCells } from '../../../src/common/literal-index.js';
import { MAX_PREFILTER_INDEX_CELLS, NO_PREFILTER, PREFILTER_TABLE, RegexPrefilter, prefilterKey } from '../../../src/common/regex-prefilter.js';
import { readPrefilterTable } from '../../../src/contracts/operations/prefilter-table.js';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import type { ElementInput } from '../../../src/contracts/classify/types.js';
import { cpuClock } from '../../security/guard.js';

const buildTable = readPrefilterTable(findDataFile(PREFILTER_TABLE)) as Record<string, string[]>;
const build = new RegexPrefilter(buildTable);

/** `count` atoms of four CJK letters each, none shared (folding leaves them as they are): a table of ~26 bytes an atom. */
function distinctLetterTable(count: number): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (let i = 0; i < count; i++) table[`/k${i}`] = [String.fromCharCode(0x4e00 + 4 * i, 0x4e01 + 4 * i, 0x4e02 + 4 * i, 0x4e03 + 4 * i)];
  return table;
}

const elements: ElementInput[] = [
  { text: 'This Supply Agreement is made on 1 March 2027 between Aa Bb Ltd ("the Supplier") and Cc Dd GmbH ("the Buyer").', kind: 'sentence' },
  { text: 'The Buyer shall pay the Supplier EUR 12,500 within 30 days of each invoice.', kind: 'sentence' },
  { text: 'Neither party shall be liable for any indirect loss.', kind: 'sentence' },
  { text: 'Signed by Ee Ff, Director, for and on behalf of Aa Bb Ltd', kind: 'sentence' },
];
/** The build table's first pattern, rebuilt from its key. */
function tabled(): RegExp {
  const [key] = Object.keys(buildTable);
  return new RegExp(key.slice(key.indexOf('/') + 1), key.slice(0, key.indexOf('/')));
}
const answers = (prefilter: RegexPrefilter) => JSON.stringify(classifyContract(elements, { prefilter }));

describe('a prefilter table whose index of atoms would be huge (hred17)', () => {
  it('the build table stays well under the bound, and a filter', () => {
    // At most half the bound: 1.43 million cells of 4.19 since session 67 moved ~250 patterns into the build's table (a
    // quarter, the old margin, was 1.00 million before it). The bound itself is for hostile tables of hundreds of millions.
    expect(literalIndexCells([...new Set(Object.values(buildTable).flat())]) * 2).toBeLessThan(MAX_PREFILTER_INDEX_CELLS);
    const re = tabled();
    expect(prefilterKey(re)).toBe(Object.keys(buildTable)[0]);
    expect(build.mayMatch(re, '\u0001')).toBe(false);
  });

  it('a table of 5,000 atoms over 20,000 distinct letters (129 KB) is no filter, built at once: every pattern runs', () => {
    const table = distinctLetterTable(5000);
    expect(JSON.stringify(table).length).toBeLessThan(200_000);
    const elapsed = cpuClock();
    const prefilter = new RegexPrefilter(table);
    expect(elapsed()).toBeLessThan(500);
    expect(prefilter.mayMatch(/k0/, 'nothing of it')).toBe(true);
    expect(answers(prefilter)).toBe(answers(build));
  });

  it('a table of 500 such atoms (under the bound) still filters, and the index is the one literalIndexCells bounds', () => {
    const table = distinctLetterTable(500);
    expect(literalIndexCells(Object.values(table).flat())).toBe((4 * 500 + 1) * (4 * 500 + 1));
    const prefilter = new RegexPrefilter(table);
    expect(prefilter.mayMatch(/k0/, 'nothing of it')).toBe(false);
    expect(prefilter.mayMatch(/k0/, `a ${table['/k0'][0]} b`)).toBe(true);
  });

  it('an empty table, one of the wrong shape and one of malformed lists give the build table\'s answers', () => {
    const expected = answers(build);
    for (const parsed of [{}, [], null, 'table', 7, { '/x': 'escrow' }, { '/x': [] }, { '/x': [''] }, { '/x': ['Escrow'] }, { '/x': [1, 2] }]) {
      expect(answers(new RegexPrefilter(parsed)), JSON.stringify(parsed)).toBe(expected);
    }
    expect(answers(NO_PREFILTER)).toBe(expected);
  });
});

describe('the texts a prefilter remembers (hred17)', () => {
  it('are forgotten when the classification it was handed ends: no document is kept after its request', () => {
    const prefilter = new RegexPrefilter(buildTable);
    const big = Array.from({ length: 4 }, (_, i): ElementInput => ({ text: `The Supplier ${i} shall pay the fee. `.repeat(2_000), kind: 'sentence' }));
    classifyContract(big, { prefilter });
    expect(prefilter.textsRemembered).toBe(0);
    prefilter.mayMatch(tabled(), 'an escrow');
    expect(prefilter.textsRemembered).toBe(1);
    prefilter.forgetTexts();
    expect(prefilter.textsRemembered).toBe(0);
  });

  it('gives the same answers when it forgets between classifications, and reads the same twice', () => {
    const prefilter = new RegexPrefilter(buildTable);
    const first = answers(prefilter);
    expect(answers(prefilter)).toBe(first);
    expect(first).toBe(answers(NO_PREFILTER));
  });
});
