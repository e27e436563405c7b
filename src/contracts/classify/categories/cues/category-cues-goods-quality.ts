/**
 * Warranties said without "warrant" in a buyer's terms (issue 18, h30c40, set 40's misses): the quality of the goods
 * promised as what the supplier "shall ensure", the statutory words of that promise ("satisfactory quality", "fit for
 * any purpose", the terms implied by a sale-of-goods statute), and the remedy of goods rejected for it (repaired or
 * replaced). Each is a warranty of what is supplied (docs/contracts.md, "The categories as the service defined them":
 * Warranties, a promise about the quality or condition of goods or work and its remedy). A lead-in that promises the
 * goods' qualities ("The Supplier shall ensure that the Goods:") gives its items (a)–(c) the category (index.ts: an
 * item with no category of its own takes its lead-in's). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What a supplier delivers and can promise the quality of. */
const SUPPLIED = String.raw`(?:Goods|Products?|Deliverables?|Equipment|Materials|Software|Hardware|items?|parts?|units?)`;

export const GOODS_QUALITY_CUES: readonly [RegExp, CategoryLabel][] = [
  // The goods' qualities promised as a result to ensure: "shall ensure that the Goods:" (a lead-in over the qualities),
  // "shall ensure that all Products are of satisfactory quality", "… correspond with their description".
  [new RegExp(String.raw`\bensures?\s+that\s+(?:the|all|each|every|any|its)\s+${SUPPLIED}\s*(?::\s*$|(?:are|is|will\s+be|shall\s+be)\s+(?:of\s+(?:good|satisfactory|merchantable)\s+quality|free\s+from\s+defects|fit\s+for)|(?:correspond|conform|comply)\s+with\s+(?:their|its|the)\s+(?:description|specification|sample))`, 'i'), 'Warranties'],
  // The statutory words of the promise: "of satisfactory quality", "fit for any purpose held out", "the rights implied by
  // the Sale of Goods Act 1979".
  [/\b(?:of\s+satisfactory\s+quality|fit\s+for\s+(?:any|the|their|its)\s+(?:particular\s+)?purpose)\b|\bimplied\s+by\s+(?:the\s+)?(?:Sale\s+of\s+Goods|Supply\s+of\s+Goods\s+and\s+Services|Consumer\s+Rights|Sale\s+of\s+Goods\s+and\s+Supply\s+of\s+Services)\s+Act\b/i, 'Warranties'],
  // The remedy for goods rejected or defective, named before it: "For rejected Goods, the Buyer may require the Supplier
  // to repair or replace them". Not a lease's repairs (no goods rejected or defective); a plain "shall repair or replace
  // the defective part" is left to the heading and the model (categories-heading-path.test.ts reads it by its path).
  [new RegExp(String.raw`\b(?:rejected|defective|non-?conforming)\s+${SUPPLIED}\b[^.;]{0,80}?\b(?:repair|replace)\s+or\s+(?:repair|replace)\b`, 'i'), 'Warranties'],
];
