/**
 * The run sources the build writes (data/regex-runs.json, scripts/build-regex-prefilter.mjs): each collected pattern's
 * source as the prefilter runs it, short runs written once, word boundaries one-sided and `(?=)` after each choice (regex-prefilter.ts
 * runSourceOf), so that no process rewrites them again (issue 18, h102perf; bench/log.md, "The cold classify, part 20").
 * The table is the build's of the patterns as they are now, every entry finds what its pattern finds, and the
 * prefilter runs what it says (an entry it cannot read: the pattern is rewritten when first run, as before).
 */
import { describe, expect, it } from 'vitest';
import { findDataFile } from '../../src/common/data-file.js';
import { RUN_TABLE, RegexPrefilter, prefilterKey, runSourceOf } from '../../src/common/regex-prefilter.js';
import { readPrefilterTable } from '../../src/contracts/operations/prefilter-table.js';

/** Sentences written for this test: modal phrases, names, forms, dates, money, blanks of every kind. */
const TEXTS = [
  'The Supplier shall not be obliged to deliver, and the Buyer may terminate this Agreement on 30 days\u2019 notice.',
  'THE LESSEE HEREBY IRREVOCABLY INDEMNIFIES THE LESSOR; the Lessor shall have fifteen (15) business days to inspect.',
  'Signed for and on behalf of Northwind Trading Ltd.  by  Ana-Maria O\u2019Neill, Director, on 3 March 2031 at Valletta',
  'Item 4.2\tPayment: EUR 12,500.00 (twelve thousand five hundred euros) within 14 days of invoice; VAT 18 %.',
  '(a) the Contractor undertakes, inter alia, to keep the site clean;\n(b) the Client is not liable for loss of tools.',
  'Mr. John Smith, of 12 Harbour Road, Kingston, hereinafter "the Tenant", and Dr. Ren\u00e9e Ko, Sole Trader.',
  'We keep 50% of the fee if you cancel late; you guarantee the repayments of every member of your group.',
  'Carretera Panamericana km 14,5, Lima \u2014 Pacific Fisheries S.A.C. (RUC 20512345678), hereinafter the Seller.',
  'cannot shan\u2019t won\u2019t ſhall \u212aeeps keeps_ 2nd 3rd-party non-exclusive re-sell email@example.org',
  '',
];

const runs = readPrefilterTable(findDataFile(RUN_TABLE)) as Record<string, string | null>;

function found(re: RegExp, text: string): unknown[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(g)].map((m) => [m.index, ...Array.from(m)]);
}

describe('the build\u2019s run sources (h102perf)', () => {
  it('rewrites each way, and leaves a v pattern and one with nothing to rewrite as they are', () => {
    expect(runSourceOf(/\bshall\s{1,3}not\b/gi)).toBe(String.raw`(?<!\w)shall\s(?:\s|){0,2}(?=)not(?!\w)`);
    expect(runSourceOf(/(?:(?:van|de)\s+){0,2}\b[A-Z]\w+/u)).toBe(String.raw`(?:(?:van|de)(?=)\s+|){0,2}(?=)(?<!\w)[A-Z]\w+`);
    expect(runSourceOf(new RegExp(String.raw`\bshall\b`, 'v'))).toBe(String.raw`\bshall\b`);
    expect(runSourceOf(/,\s+and/)).toBe(String.raw`,\s+and`);
  });

  it('is the build\u2019s of every pattern it keys, and each finds what its pattern finds', () => {
    const keys = Object.keys(runs);
    expect(keys.length).toBeGreaterThan(1000);
    let rewritten = 0;
    for (const key of keys) {
      const slash = key.indexOf('/');
      const re = new RegExp(key.slice(slash + 1), key.slice(0, slash));
      expect(prefilterKey(re)).toBe(key);
      const run = runSourceOf(re);
      expect(runs[key], key).toBe(run === re.source ? null : run);
      if (run === re.source) continue;
      rewritten++;
      const twin = new RegExp(run, re.flags);
      for (const text of TEXTS) expect(found(twin, text), `${key}\n${text}`).toEqual(found(re, text));
    }
    expect(rewritten).toBeGreaterThan(500);
  }, 120_000);

  it('runs the source its table gives, and rewrites a pattern whose entry it cannot read', () => {
    const re = /\bkeeps\b/;
    const key = prefilterKey(re);
    // A source that is not the pattern's shows which one ran (the build only ever writes an equal one).
    expect(new RegexPrefilter({}, {}, { [key]: 'retains' }).test(re, 'it retains', 'it retains')).toBe(true);
    expect(new RegexPrefilter({}, {}, { [key]: null }).test(re, 'it keeps', 'it keeps')).toBe(true);
    for (const damaged of [5, '', ['keeps'], { a: 1 }, '(unclosed', '\\']) {
      const prefilter = new RegexPrefilter({}, {}, { [key]: damaged });
      expect(prefilter.test(re, 'it retains', 'it retains')).toBe(false);
      expect(prefilter.test(re, 'he keeps it', 'he keeps it')).toBe(true);
    }
  });
});
