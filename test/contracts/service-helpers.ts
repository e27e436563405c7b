/** Builds small classification results (the JSON a comparison also accepts) from element texts. */
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
