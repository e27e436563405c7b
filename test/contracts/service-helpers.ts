/**
 * Shared scaffolding of the contracts service tests (the twin, its batches, progress, the contracts SDK): small
 * classification results built from element texts, document operations that need no reader, credentials, a clock,
 * ids, directory buckets, batch parameters and the ParleyError a call rejects with.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParleyError } from '../../src/common/errors.js';
import type { ClassifyReturn, Element } from '../../src/contracts/index.js';

export interface ElementSpec {
  text: string;
  types?: Element['types'];
  categories?: Element['categories'];
  /** Render as a list item. */
  li?: boolean;
}

export function classified(specs: readonly (string | ElementSpec)[], title = 'doc'): ClassifyReturn {
  let html = '<html><body>';
  const elements: Element[] = [];
  for (const s of specs) {
    const spec = typeof s === 'string' ? { text: s } : s;
    html += spec.li ? '<ul><li>' : '<p>';
    const begin = html.length;
    html += spec.text;
    elements.push({ location: { begin, end: html.length }, text: spec.text, types: spec.types ?? [], categories: spec.categories ?? [], attributes: [] });
    html += spec.li ? '</li></ul>' : '</p>';
  }
  html += '</body></html>';
  return {
    document: { title, html, hash: '0'.repeat(32) },
    model_id: 'contracts',
    model_version: '1.0.0',
    elements,
    effective_dates: [],
    contract_amounts: [],
    termination_dates: [],
    contract_types: [],
    contract_terms: [],
    payment_terms: [],
    contract_currencies: [],
    tables: [],
    document_structure: { section_titles: [], leading_sentences: [], paragraphs: [] },
    parties: [],
  };
}

export function jsonFile(doc: ClassifyReturn): Buffer {
  return Buffer.from(JSON.stringify(doc));
}

/** Document operations that need no reader: the "document" is its own text; a file containing FAIL fails. */
export function fakeOperations(gate?: (text: string) => Promise<void>) {
  const textOf = async (file: Uint8Array) => {
    const text = Buffer.from(file).toString('utf8');
    if (gate) await gate(text);
    if (text.includes('FAIL')) throw new ParleyError(500, 'The document could not be processed because Error: End-of-File, expected line');
    return text;
  };
  return {
    calls: 0,
    async convertToHtml(p: { file: Uint8Array }) {
      this.calls++;
      const text = await textOf(p.file);
      return { num_pages: '1', title: 'no title', html: `<html><body><p>${text}</p></body></html>` };
    },
    async classifyElements(p: { file: Uint8Array }) {
      this.calls++;
      return classified((await textOf(p.file)).split('\n').filter((l) => l.trim() !== ''));
    },
    async extractTables(p: { file: Uint8Array }) {
      this.calls++;
      const text = await textOf(p.file);
      return { document: { html: text, title: 'no title', hash: '' }, model_id: 'tables' as const, model_version: '1.0.0', tables: [] };
    },
  };
}

export const CREDENTIALS = Buffer.from(JSON.stringify({ apikey: 'k', endpoints: 'https://example.invalid', resource_instance_id: 'crn:x' }));

/** A clock that advances one second per reading, from a fixed instant. */
export function steppingClock(start = '2026-11-24T10:00:00.000Z'): () => Date {
  let t = Date.parse(start);
  return () => new Date((t += 1000));
}

/** Ids `00000000-0000-4000-8000-000000000001`, ...: UUID-shaped and predictable. */
export function sequentialIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

/** Directory buckets under a fresh temporary root: `in` holding `docs` (name → text), and an empty `out`. */
export function bucketDirs(docs: Record<string, string | Uint8Array> = {}, prefix = 'parley-buckets-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'in'));
  mkdirSync(join(root, 'out'));
  for (const [name, text] of Object.entries(docs)) writeFileSync(join(root, 'in', name), text);
  return root;
}

/** A batch's parameters over the `in` and `out` buckets of `bucketDirs`. */
export const batchParams = (fn = 'element_classification') => ({
  _function: fn,
  inputCredentialsFile: CREDENTIALS,
  inputBucketLocation: 'us-geo',
  inputBucketName: 'in',
  outputCredentialsFile: CREDENTIALS,
  outputBucketLocation: 'us-geo',
  outputBucketName: 'out',
});

/** The ParleyError `p` rejects with (throws when it resolves or rejects with anything else). */
export async function rejection(p: Promise<unknown>): Promise<ParleyError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ParleyError) return e;
    throw e;
  }
  throw new Error('expected a rejection');
}
