/**
 * The items a tenderer must send with its tender (issue 18, h100c76; set 76 missed three): under a lead-in that lists
 * what a tender, bid or quotation must include ("Tenderers must include with their tender:", "Each bid must be
 * accompanied by the following:"), each item is a paper or a detail the tenderer sends the buyer so that it knows what
 * the tender offers and who offers it — a brochure, the name and address of a service agent, a copy of a certificate:
 * C8's information sent and C108's paper handed over, Communication. Read alone, such an item ("(b) the manufacturer's
 * brochure and technical data;") names no subject. At most two categories, the item's own first. Not the documents of a
 * shipment (the goods' papers, which the sets give Delivery: index.ts' documents lead-in), nor the contract's own form
 * filled in ("(a) the Form of Tender in Part E, signed by an authorised person;": the tender itself, a part of the
 * document, as category-cues-papers-sent.ts leaves a capitalised paper). Anchored, bounded: linear.
 */
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { MAX_CATEGORIES } from './category-limits.js';
import { TENDER } from './cues/category-cues-tenders-lodged.js';

/** A lead-in listing what a tender must include, ending on its colon. */
const TENDER_INCLUDES = new RegExp(String.raw`^[^:;]{0,100}?(?:\b(?:include|includes|enclose|encloses|attach|attaches|submit|submits|send|sends)\s{1,3}with\s{1,3}(?:its|their|his|her|the|each|every|your)\s{1,3}${TENDER}|\b${TENDER}\s{1,3}(?:must|shall|should)\s{1,3}(?:include|contain|enclose|be\s{1,3}accompanied\s{1,3}by))(?:\s{1,3}the\s{1,3}following(?:\s{1,3}documents)?)?\s{0,3}:\s{0,3}$`, 'i');

/** A part of the document the item names: its own form, filled in and sent back. */
const PART_OF_THE_DOCUMENT = /\b(?:Part|Schedule|Annex|Appendix|Section|Form)\s{1,3}[A-Z\d]/;

/** The categories of an item (`item`, without its own "(a)") under `lead`, given what it read on its own. */
export function tenderEnclosureItemCategories(read: readonly CategoryLabel[], lead: string, item: string): readonly CategoryLabel[] {
  if (!runnable(TENDER_INCLUDES).test(lead) || read.includes('Communication') || PART_OF_THE_DOCUMENT.test(item)) return read;
  const kept = read.slice(0, MAX_CATEGORIES - 1);
  return CATEGORIES.filter((c) => c === 'Communication' || kept.includes(c));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryTenderEnclosuresRunPatterns(): readonly RegExp[] {
  return [TENDER_INCLUDES];
}
