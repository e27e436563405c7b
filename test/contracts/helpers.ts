/** Builds small classification results (the JSON a comparison also accepts) from element texts. */
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
