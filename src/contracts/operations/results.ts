/**
 * The three response bodies, built from one analysis. Pure: the same analysis gives deep-equal results (the one read,
 * the prefilter table's before the first classification, changes no answer: prefilter-table.ts).
 */
import { classifyContract } from '../classify/index.js';
import { loadPrefilterTable } from './prefilter-table.js';
import type { ElementInput } from '../classify/types.js';
import { CLASSIFY_MODEL_ID, MODEL_VERSION, TABLES_MODEL_ID } from '../model-version.js';
import { documentStructure } from '../structure/document-structure.js';
import { buildTables } from '../tables/build.js';
import type { ClassifyReturn, HTMLReturn, TableReturn } from '../wire.js';
import { placeLabels } from './labels.js';
import type { Analysis } from './pipeline.js';

export function htmlReturn(analysis: Analysis): HTMLReturn {
  const { read } = analysis;
  return {
    num_pages: String(read.numPages),
    ...(read.author !== undefined ? { author: read.author } : {}),
    ...(read.publicationDate !== undefined ? { publication_date: read.publicationDate } : {}),
    title: analysis.title,
    html: analysis.written.html,
  };
}

export function tableReturn(analysis: Analysis): TableReturn {
  return {
    document: { html: analysis.written.html, title: analysis.title, hash: analysis.hash },
    model_id: TABLES_MODEL_ID,
    model_version: MODEL_VERSION,
    tables: buildTables(analysis.written),
  };
}

/**
 * What the classifier sees of each element: its text, kind, the title of its section and the title of the section
 * enclosing that one (the heading path: "5. Security" › "5.1 Safeguards"; the layout nests sections by numbering depth
 * and heading level).
 */
export function elementInputs(analysis: Analysis): ElementInput[] {
  const { written } = analysis;
  const sectionTitle = written.sections.map((s) => written.offsets.textOf(written.blocks[s.title].range));
  const parentOf = (section: number): number => (section >= 0 ? written.sections[section].parent : -1);
  return analysis.elements.map((e) => ({
    text: e.text,
    kind: e.kind,
    ...(e.section >= 0 ? { sectionTitle: sectionTitle[e.section] } : {}),
    ...(parentOf(e.section) >= 0 ? { parentTitle: sectionTitle[parentOf(e.section)] } : {}),
  }));
}

export function classifyReturn(analysis: Analysis): ClassifyReturn {
  const placed = placeLabels(analysis, classifyContract(elementInputs(analysis), { prefilter: loadPrefilterTable() }));
  return {
    document: { title: analysis.title, html: analysis.written.html, hash: analysis.hash },
    model_id: CLASSIFY_MODEL_ID,
    model_version: MODEL_VERSION,
    elements: placed.elements,
    effective_dates: placed.effective_dates,
    contract_amounts: placed.contract_amounts,
    termination_dates: placed.termination_dates,
    contract_types: placed.contract_types,
    contract_terms: placed.contract_terms,
    payment_terms: placed.payment_terms,
    contract_currencies: placed.contract_currencies,
    tables: buildTables(analysis.written, (block) => placed.attributesByBlock.get(block) ?? []),
    document_structure: documentStructure(analysis.written, analysis.elements),
    parties: placed.parties,
  };
}
