/**
 * A document a party prepares as its work (issue 18, h87c): "prepare the bills of quantities and the pre-tender
 * estimate", "prepare a cost report for us every two months", "prepare a condition report on each Work", "prepare an
 * annual media plan for each brand", "prepare your tax returns". The document is the work's product (spec §2–3, the
 * Deliverables row: "reports, documents"): sets 12, 14, 17, 25 and 65 label all seven such sentences Deliverables; the
 * cues read none. Not a budget (a price, set 6), accounts or an audited statement (Audits, sets 11 and 14), nor copies of
 * the contract itself. Strong (category-cue-lists.ts' STRONG_CUES): what the document covers (costs, media, taxes) is
 * no other subject. Tests: `test/contracts/classify/categories/categories-documents-prepared-h87c.test.ts`. Bounded
 * windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Documents that are a service's product. */
const DOCUMENTS = String.raw`(?:reports?|plans?|estimates?|bills\s{1,8}of\s{1,8}quantities|bill\s{1,8}of\s{1,8}quantities|drawings|designs?|specifications?|financial\s{1,8}statements|tax\s{1,8}returns|surveys?|valuations?|studies|study|schedules?|programmes?)`;

export const DOCUMENT_PREPARED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bprepar(?:e|es|ing)\s{1,8}(?:and\s{1,8}(?:deliver|submit|send|present|give)\s{1,8}(?:to\s{1,8}[\w'’-]{1,30}\s{1,8}){0,2}(?:[\w,'’-]{1,30}\s{1,8}){0,8}?)?(?:a|an|the|all|each|your|its|their|monthly|quarterly|annual|weekly)\s{1,8}(?!(?:[\w-]{1,30}\s{1,8}){0,3}?(?:budgets?|accounts|audited)\b)(?:[\w-]{1,30}\s{1,8}){0,3}?${DOCUMENTS}\b`, 'i'), 'Deliverables'],
];
