/**
 * `document_structure`: section titles (with the elements directly under each, subsections and the title itself
 * excluded), leading sentences (the element that introduces a list, with the list's items) and paragraphs (every
 * `<p>`: paragraphs and titles, not list items or cells).
 */
import type { WrittenDocument } from '../html/types.js';
import type { DocStructure, LeadingSentence, SectionTitles } from '../wire.js';
import type { DocElement } from './types.js';

function sectionTitles(doc: WrittenDocument, elements: readonly DocElement[]): SectionTitles[] {
  const titleElement = new Map<number, DocElement>();
  const inSection = doc.sections.map((): DocElement[] => []);
  for (const element of elements) {
    if (element.kind === 'title' && doc.blocks[element.block].kind === 'title') titleElement.set(element.block, element);
    else if (element.section >= 0) inSection[element.section].push(element);
  }
  const out: SectionTitles[] = [];
  doc.sections.forEach((section, i) => {
    const title = titleElement.get(section.title);
    if (!title) return;
    out.push({
      text: title.text,
      location: title.location,
      level: section.level,
      element_locations: inSection[i].map((e) => ({ begin: e.location.begin, end: e.location.end })),
    });
  });
  return out;
}

/** Items grouped by what they enumerate: the `<li>`s of one list, or the inline items of one block. */
function itemGroups(doc: WrittenDocument, elements: readonly DocElement[]): number[][] {
  const groups = new Map<string, number[]>();
  elements.forEach((element, i) => {
    if (!element.item) return;
    const block = doc.blocks[element.block];
    const key = block.kind === 'listItem' && block.list !== undefined ? `list ${block.list}` : `block ${element.block}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(i);
  });
  return [...groups.values()];
}

function leadingSentences(doc: WrittenDocument, elements: readonly DocElement[]): LeadingSentence[] {
  const out: LeadingSentence[] = [];
  for (const group of itemGroups(doc, elements)) {
    const lead = elements[group[0] - 1];
    // A title or a cell introduces nothing; nor does the last item of an inline enumeration ("(iii) other.").
    if (!lead || lead.kind === 'title' || lead.kind === 'tableCell') continue;
    if (lead.item && doc.blocks[lead.block].kind !== 'listItem') continue;
    // "18.3" after the items of "18.2.2 … that:" (a clause that closed the lists before it) is led by nothing.
    if (doc.blocks[elements[group[0]].block].listLed === false) continue;
    out.push({
      text: lead.text,
      location: lead.location,
      element_locations: group.map((i) => ({ begin: elements[i].location.begin, end: elements[i].location.end })),
    });
  }
  return out.sort((a, b) => a.location.begin - b.location.begin);
}

export function documentStructure(doc: WrittenDocument, elements: readonly DocElement[]): DocStructure {
  const paragraphs = doc.blocks
    .filter((block) => block.kind === 'paragraph' || block.kind === 'title')
    .map((block) => doc.offsets.trim(block.range))
    .filter((range) => range.end > range.start)
    .map((range) => ({ location: doc.offsets.locate(range) }));
  return {
    section_titles: sectionTitles(doc, elements),
    leading_sentences: leadingSentences(doc, elements),
    paragraphs,
  };
}
