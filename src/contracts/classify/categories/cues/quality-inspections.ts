/**
 * A quality inspection of goods or work made (issue 18, h71s55): the inspection by which a lot is passed or rejected
 * against its standard — "fails the final inspection", "passes the pre-shipment inspection", "AQL 2.5 at final
 * inspection". It checks the product, not records, books or premises (the Audits row, spec §2–3): sets 1–55 label
 * the lots and parts that pass or fail such an inspection Deliverables (32, 44, 55), Warranties (14) or a safety
 * check's category (18, 36, 54), never Audits. Fragments of patterns, bounded: linear on hostile text.
 */

/** The kinds of a product's inspection written before the word ("the final random inspection"). */
const INSPECTION_KINDS = String.raw`(?:acceptance|final|pre-?shipment|pre-?final|random|quality|in-?line|mid-?line|incoming|outgoing|factory|visual)`;

/** A lot, part or the work passing or failing an inspection of its kind: "fails the final inspection". */
export const PASSES_OR_FAILS_INSPECTION = String.raw`\b(?:pass|passes|fail|fails|found\s+in|found\s+during)\s+the\s+(?:${INSPECTION_KINDS}\s+){0,2}inspection\b`;

/** A sampling level the goods are made to at an inspection: "AQL 2.5 at final inspection" (C81's level). */
export const AQL_AT_INSPECTION = String.raw`\bAQL\s{0,2}\d{1,2}(?:\.\d{1,2})?\b[^.;]{0,40}?\binspection\b`;
