/**
 * Statements of the contract-analysis spec (contract-analysis-details.md §1-§3, contract-analysis-service.md)
 * that no other test pinned, checked through CompareComplyV1 on the repo's fixtures. Each `it` names the
 * statement; docs/contracts-conformance.md maps every statement to its test.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_TYPES,
  CATEGORIES,
  CONFIDENCE_LEVELS,
  CompareComplyV1,
  NATURES,
  PARTY_IMPORTANCES,
  ParleyError,
  classifyElements,
  convertToHtml,
  extractTables,
  type ClassifyReturn,
  type FeedbackDataInput,
  type Location,
} from '../../../src/contracts/index.js';
import { sliceText } from '../helpers.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds } from '../service-helpers.js';

const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/contracts/${name}`, import.meta.url)));
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

const feedbackData = (over: Partial<FeedbackDataInput> = {}): FeedbackDataInput => ({
  feedback_type: 'element_classification',
  location: { begin: 0, end: 10 },
  text: 'The Supplier shall deliver the goods.',
  original_labels: { types: [], categories: [] },
  updated_labels: { types: [], categories: [] },
  ...over,
});

/** A clock reading the given instants in turn (one per stored feedback). */
function clockAt(...instants: string[]): () => Date {
  let i = 0;
  return () => new Date(instants[Math.min(i++, instants.length - 1)]);
}

describe('§1 feedback list filters the docs list beyond the SDK', () => {
  async function onThreeDays() {
    const t = new CompareComplyV1({
      version: '2018-10-15',
      operations: fakeOperations(),
      newId: sequentialIds(),
      clock: clockAt('2018-07-02T23:59:59Z', '2018-07-03T00:00:00Z', '2018-07-04T12:00:00Z'),
    });
    await t.addFeedback({ feedbackData: feedbackData(), userId: 'ann' });
    await t.addFeedback({ feedbackData: feedbackData(), userId: 'bob' });
    await t.addFeedback({ feedbackData: feedbackData(), userId: 'ann' });
    return t;
  }
  const users = (r: { result: { feedback: { user_id?: string; created: string }[] } }) => r.result.feedback.map((f) => `${f.user_id} ${f.created}`);

  it('user_id matches exactly', async () => {
    const t = await onThreeDays();
    expect(users(await t.listFeedback({ userId: 'bob' }))).toEqual(['bob 2018-07-03T00:00:00+0000']);
    expect(users(await t.listFeedback({ userId: 'an' }))).toEqual([]);
  });

  it.each([
    [{ before: '2018-07-03' }, ['ann 2018-07-02T23:59:59+0000']],
    [{ after: '2018-07-03' }, ['ann 2018-07-04T12:00:00+0000']],
    [{ after: '2018-07-02', before: '2018-07-04' }, ['bob 2018-07-03T00:00:00+0000']],
    [{ after: '2018-07-03', before: '2018-07-03' }, []],
    [{ before: '2018-07-05', userId: 'ann' }, ['ann 2018-07-02T23:59:59+0000', 'ann 2018-07-04T12:00:00+0000']],
  ])('before/after (YYYY-MM-DD, whole UTC days, exclusive) %j', async (query, expected) => {
    expect(users(await (await onThreeDays()).listFeedback(query))).toEqual(expected);
  });

  it('property: before=D, after=D and the day D itself split any feedback list exactly (no day on two sides)', async () => {
    const day = (n: number) => new Date(Date.UTC(2018, 0, 1) + n * 86_400_000);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 20 * 86_400 - 1 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 19 }), async (seconds, d) => {
        const instants = seconds.map((s) => new Date(Date.UTC(2018, 0, 1) + s * 1000).toISOString());
        const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), newId: sequentialIds(), clock: clockAt(...instants) });
        for (const _ of instants) await t.addFeedback({ feedbackData: feedbackData() });
        const D = day(d).toISOString().slice(0, 10);
        const ids = async (q: object) => (await t.listFeedback({ ...q, pageLimit: 100 })).result.feedback.map((f) => f.feedback_id);
        const [all, before, after] = [await ids({}), await ids({ before: D }), await ids({ after: D })];
        const onD = (await t.listFeedback({ pageLimit: 100 })).result.feedback.filter((f) => f.created.startsWith(D)).map((f) => f.feedback_id);
        expect([...before, ...onD, ...after].sort()).toEqual([...all].sort());
      }),
      { numRuns: 50 },
    );
  });

  it('before/after are echoed in the pagination urls; a value that is no date is a 400 naming it', async () => {
    const t = await onThreeDays();
    const r = await t.listFeedback({ after: '2018-07-01', pageLimit: 1 });
    expect(r.result.pagination).toEqual({
      refresh_url: '/v1/feedback?version=2018-10-15&after=2018-07-01&page_limit=1',
      next_cursor: expect.any(String),
      next_url: expect.stringMatching(/^\/v1\/feedback\?version=2018-10-15&after=2018-07-01&page_limit=1&cursor=/),
    });
    for (const [name, value] of [['before', '2018-7-3'], ['after', 'yesterday'], ['before', '2018-02-30'], ['after', '2019-02-29']] as const) {
      const e = await rejection(t.listFeedback({ [name]: value }));
      expect([e.status, e.errors]).toEqual([400, [{ code: 'format', message: `${name} must be a date YYYY-MM-DD; got ${JSON.stringify(value)}`, path: `.${name}` }]]);
    }
  });
});

describe('§1 version=YYYY-MM-DD is required everywhere', () => {
  it('in process, the constructor takes no call without it: 400 naming .version', () => {
    for (const options of [{}, { version: '15-10-2018' }]) {
      let caught: unknown;
      try {
        new CompareComplyV1(options as never);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ParleyError);
      expect([(caught as ParleyError).status, (caught as ParleyError).errors[0].path]).toEqual([400, '.version']);
    }
  });
});

describe('§1 limits: 1.5 MB per file on the direct calls, 50 MB via batches', () => {
  it('a 2 MB document is a 413 on the direct call and is processed in a batch, whose operations get maxBytes 50 MiB', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    const e = await rejection(new CompareComplyV1({ version: '2018-10-15' }).convertToHtml({ file: big }));
    expect([e.status, e.errors[0].path]).toEqual([413, '.file']);

    const root = bucketDirs({ 'big.txt': big }, 'parley-limits-');
    const seen: unknown[] = [];
    const fake = fakeOperations();
    const operations = { ...fake, convertToHtml: (p: { file: Uint8Array }, options?: { maxBytes?: number }) => (seen.push([p.file.length, options?.maxBytes]), fake.convertToHtml(p)) };
    const t = new CompareComplyV1({ version: '2018-10-15', operations, buckets: root });
    const created = await t.createBatch(batchParams('html_conversion'));
    let batch = created.result;
    for (let i = 0; i < 400 && batch.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 5));
      batch = (await t.getBatch({ batchId: batch.batch_id })).result;
    }
    expect([batch.status, batch.document_counts]).toEqual(['completed', { total: 1, pending: 0, successful: 1, failed: 0 }]);
    expect(seen).toEqual([[big.length, 50 * 1024 * 1024]]);
  });
});

describe('§1 ids and timestamps by default', () => {
  it('a feedback id is a UUID and created reads like 2018-10-08T22:17:45+0000', async () => {
    const r = await new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations() }).addFeedback({ feedbackData: feedbackData() });
    expect(r.result.feedback_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.result.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
  });
});

describe('§1 feedback labels', () => {
  it('nature and party may be "" (a category label may not)', async () => {
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), newId: sequentialIds() });
    const types = [{ label: { nature: '', party: '' }, provenance_ids: [] }];
    const r = await t.addFeedback({ feedbackData: feedbackData({ original_labels: { types, categories: [] }, updated_labels: { types: [], categories: [] } }) });
    expect(r.result.feedback_data.original_labels).toEqual({ types: [{ label: { nature: '', party: '' }, provenance_ids: [], modification: 'removed' }], categories: [] });
    const e = await rejection(t.addFeedback({ feedbackData: feedbackData({ updated_labels: { types: [], categories: [{ label: '' }] } }) }));
    expect(e.errors.map((d) => d.path)).toEqual(['.feedback_data.updated_labels.categories[0].label']);
  });
});

describe('§2 document, num_pages and title per input format (swift integration test facts)', () => {
  it.each([
    ['Contract_A.docx', '4'],
    ['Contract_A.doc', '4'],
    ['Contract_A.png', '1'],
  ])('%s: num_pages "%s" (a string), title "no title"', async (name, pages) => {
    const html = await convertToHtml({ file: fixture(name) });
    expect([html.num_pages, html.title]).toEqual([pages, 'no title']);
  }, 30_000);

  it('document.hash is the MD5 of the input bytes, title "no title" for Word; no document.label outside comparison', async () => {
    const file = fixture('Contract_A.docx');
    const classified = await classifyElements({ file });
    expect(classified.document).toEqual({ title: 'no title', html: classified.document.html, hash: md5(file) });
    const tables = await extractTables({ file: fixture('TableTestV3.docx') });
    expect(Object.keys(tables.document).sort()).toEqual(['hash', 'html', 'title']);
    expect(tables.document.hash).toBe(md5(fixture('TableTestV3.docx')));
  });

  it('model_id defaults: contracts for classification and comparison, tables for tables', async () => {
    expect((await classifyElements({ file: fixture('Contract_A.docx') })).model_id).toBe('contracts');
    expect((await extractTables({ file: fixture('TableTestV3.docx') })).model_id).toBe('tables');
    const t = new CompareComplyV1({ version: '2018-10-15' });
    const both = await t.compareDocuments({ file1: fixture('Contract_A.docx'), file2: fixture('Contract_A.docx') });
    expect(both.result.model_id).toBe('contracts');
    expect(both.result.documents.map((d) => [d.label, d.hash])).toEqual([
      ['file_1', md5(fixture('Contract_A.docx'))],
      ['file_2', md5(fixture('Contract_A.docx'))],
    ]);
  }, 30_000);
});

/** The closed sets and shapes of §2-§3 over a whole real answer (not which label a sentence gets). */
function checkShapes(r: ClassifyReturn) {
  const html = r.document.html;
  const within = (l: Location) => {
    expect(Number.isInteger(l.begin) && Number.isInteger(l.end) && 0 <= l.begin && l.begin <= l.end && l.end <= html.length).toBe(true);
  };
  let last = -1;
  for (const e of r.elements) {
    within(e.location);
    expect(e.location.begin).toBeGreaterThanOrEqual(last);
    last = e.location.end;
    for (const t of e.types) {
      expect(NATURES).toContain(t.label.nature);
      if (t.label.nature === 'Definition') expect(t.label.party).toBe('None');
      expect(t.label.party).not.toBe('');
    }
    for (const c of e.categories) expect(CATEGORIES).toContain(c.label);
    for (const a of e.attributes) {
      expect(ATTRIBUTE_TYPES).toContain(a.type);
      within(a.location);
      // Attribute spans are tag-free in the real answer and match the html exactly.
      expect(sliceText(html, a.location)).toBe(a.text);
    }
  }
  const starts = new Set(r.elements.map((e) => `${e.location.begin}-${e.location.end}`));
  for (const s of r.document_structure.section_titles) {
    expect(starts.has(`${s.location.begin}-${s.location.end}`), s.text).toBe(true);
    expect(Number.isInteger(s.level) && s.level >= 1).toBe(true);
  }
  for (const p of r.parties) {
    expect(PARTY_IMPORTANCES).toContain(p.importance);
    // Real 2.7.2 output: non-primary organisations carry role Unknown.
    if (p.importance === 'Unknown') expect(p.role).toBe('Unknown');
    for (const m of [...p.mentions, ...p.addresses]) {
      within(m.location);
      expect(sliceText(html, m.location)).toBe(m.text);
    }
  }
  for (const f of [...r.effective_dates, ...r.termination_dates, ...r.contract_amounts, ...r.contract_types, ...r.contract_terms, ...r.payment_terms, ...r.contract_currencies]) {
    expect(CONFIDENCE_LEVELS).toContain(f.confidence_level);
    within(f.location);
    expect(sliceText(html, f.location)).toBe(f.text);
  }
  for (const f of [...r.contract_amounts, ...r.contract_terms, ...r.payment_terms]) {
    if (f.interpretation) {
      expect([typeof f.interpretation.value, typeof f.interpretation.numeric_value, typeof f.interpretation.unit]).toEqual(['string', 'number', 'string']);
    }
  }
  for (const table of r.tables) {
    within(table.location);
    expect(table.text).not.toMatch(/[<>]/);
    const headerIds = new Set<string>();
    for (const [kind, cells] of [
      ['tableHeader', table.table_headers],
      ['rowHeader', table.row_headers],
      ['colHeader', table.column_headers],
      ['bodyCell', table.body_cells],
    ] as const) {
      for (const c of cells) {
        expect(c.cell_id).toBe(`${kind}-${c.location.begin}-${c.location.end}`);
        expect(c.row_index_begin >= 0 && c.row_index_end >= c.row_index_begin && c.column_index_begin >= 0 && c.column_index_end >= c.column_index_begin).toBe(true);
        if (kind !== 'bodyCell') headerIds.add(c.cell_id);
      }
    }
    for (const b of table.body_cells) for (const id of [...b.row_header_ids, ...b.column_header_ids]) expect(headerIds.has(id)).toBe(true);
    // Several ids in a header-id list are a hierarchy, outer header first.
    const rowOf = new Map(table.column_headers.map((h) => [h.cell_id, h.row_index_begin]));
    const colOf = new Map(table.row_headers.map((h) => [h.cell_id, h.column_index_begin]));
    for (const b of table.body_cells) {
      const rows = b.column_header_ids.map((id) => rowOf.get(id) ?? -1);
      const cols = b.row_header_ids.map((id) => colOf.get(id) ?? -1);
      expect(rows).toEqual([...rows].sort((x, y) => x - y));
      expect(cols).toEqual([...cols].sort((x, y) => x - y));
    }
    for (const h of table.table_headers) expect(Object.keys(h)).not.toContain('text_normalized');
    for (const h of [...table.row_headers, ...table.column_headers]) expect(h.text_normalized).toBe(h.text);
    for (const kv of table.key_value_pairs) {
      within(kv.key.location);
      for (const v of kv.value) within(v.location);
    }
  }
}

describe('§2-§3 shapes and closed sets of a real answer', () => {
  it('TableTestV3.pdf: the spanning year headers sit above the years (outer first); no section: section_title is empty at 0/0', async () => {
    const [table] = (await extractTables({ file: fixture('TableTestV3.pdf') })).tables;
    const first = table.body_cells[0];
    expect(first.column_header_texts).toEqual(['Three months ended September 30,', '2005']);
    expect(first.row_header_texts).toEqual(['Statutory tax rate']);
    expect(table.section_title).toEqual({ text: '', location: { begin: 0, end: 0 } });
    expect(table.table_headers).toEqual([]);
  });

  it.each(['contract_A.pdf', 'TableTestV3.pdf', 'Art Effects Koya Creative Base TSA 2008.pdf'])('%s', async (name) => {
    checkShapes(await classifyElements({ file: fixture(name) }));
  }, 60_000);
});
