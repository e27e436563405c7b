/**
 * Products rejected for not meeting their specification (issue 18, h76cat; docs/contract-labels.md, the Deliverables
 * row: "the work's product", cue "acceptance"). The buyer's right to reject what does not conform to the
 * Specifications, what fails its acceptance test, or "any Nonconforming Product" is the product judged against what the
 * contract says it must be — its acceptance, as a Deliverable's is (category-cues-deliverable-acceptance.ts). Sets 1–58
 * hold 7 such sentences: 5 label Deliverables (sets 2, 33, 37, 51, 57), set 3 Delivery alone and set 54's incoming
 * material (the maker's own input, not the product: left out below) none. Not goods refused for lateness or a load
 * refused for its impurities (no specification or acceptance test named: the sets split those between Delivery,
 * Warranties and none), nor rejected goods replaced or refunded (Warranties, Payment). Bounded windows after the
 * literal "reject": linear on hostile text, and the prefilter skips a sentence without the word.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What the product fails: "does not conform to the Specifications", "fails the wafer acceptance test". */
const FAILS_ITS_SPECIFICATION = String.raw`(?:(?:do|does|did)\s{1,8}not|fails?\s{1,8}to)\s{1,8}(?:conform|comply|meet)\s{1,8}(?:to\s{1,8}|with\s{1,8})?(?:the|their|any)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?specifications?\b|\bfails?\s{1,8}(?:the|its|their|any)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?acceptance\s{1,8}(?:tests?|testing)\b`;

/** The maker's own inputs tested before use are no product of the contract. */
const OWN_INPUTS = String.raw`\b(?:incoming|raw\s{1,8}materials?|ingredients|inputs?|excipients)\b`;

/**
 * (hrev67) What is rejected is no product: a person ("reject any candidate who does not meet the job specification"), a
 * bill or a claim ("any invoice that does not comply with the invoicing specifications": Payment's), a bid ("any tender
 * that does not comply with the tender specification": the award's), or works a tenant proposes ("any proposed
 * alterations that do not comply with the building specifications"): the thing rejected right after the verb, or the
 * subject of a sentence that says it "shall be rejected".
 */
const NOT_A_PRODUCT_NOUN = String.raw`(?:candidates?|applicants?|applications?|persons?|people|staff|personnel|employees?|workers?|individuals?|invoices?|bills?|claims?|tenders?|bids?|quotations?|proposals?|alterations?|requests?|nominees?)`;
const NOT_A_PRODUCT = String.raw`(?:(?:any|all|each|every|the|a|an|such|its|their)\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,2}?${NOT_A_PRODUCT_NOUN}\b`;
/** Such a thing just before the failure of a sentence that says it "shall be rejected" ("any bid that does not comply …"). Bounded words: a lookbehind of fixed alternatives. */
const NOT_A_PRODUCT_BEFORE = String.raw`(?<!\b${NOT_A_PRODUCT_NOUN}\s{1,3}(?:that|which|who)\s{1,3})`;

/** A product rejected because it fails its specification or acceptance test (either said first), or rejected as nonconforming. */
const NONCONFORMING_REJECTED = new RegExp(String.raw`^(?![^]{0,600}${OWN_INPUTS})(?!\s{0,8}${NOT_A_PRODUCT})[^]{0,400}?(?:\breject(?:s|ed|ing)?\b(?!\s{1,8}${NOT_A_PRODUCT})(?:[^.;]{0,80}?(?:${FAILS_ITS_SPECIFICATION})|\s{1,8}(?:any|all|each|every|the|a|such)\s{1,8}non-?conforming\s{1,8}(?:products?|goods|items?|units?|batch(?:es)?|lots?|parts?|deliverables?)\b)|${NOT_A_PRODUCT_BEFORE}(?:${FAILS_ITS_SPECIFICATION})[^.;]{0,80}?\b(?:be|been|is|are)\s{1,8}rejected\b)`, 'i');

/**
 * (issue 18, h98c74) Goods rejected for a defect of their own state, said in the relative clause after them: "may reject
 * bread that is mouldy, damp or damaged", "may reject any rolls which are stale", "reject fruit that is bruised or
 * rotten". The goods judged against what they must be on arrival (C107: their required state, the Deliverables row's
 * "acceptance"), as against a specification above. Not goods refused for lateness, a load for its impurities, or
 * anything that is no product (NOT_A_PRODUCT): the state is an adjective of the goods' own decay or damage, right after
 * "that is" / "which are", and the rejecting party then need not pay for them: the goods are what it buys. Not a
 * processor's refusal of the raw goods it is given to work on (set 63's "may reject cacao that is mouldy …", labelled
 * Delivery: the input, no product bought).
 */
// (h101c77, C107) And the decay of a fresh catch or produce: soft, slimy, smelly, tainted, wilted, overripe, discoloured.
const DEFECT = String.raw`(?:mou?ldy|stale|spoil(?:ed|t)|rotten|rotting|bruised|damp|wet|contaminated|infested|defective|damaged|broken|faulty|crushed|leaking|thawed|sour|rancid|unfit|soft|slimy|smelly|tainted|wilted|overripe|discolou?red)`;
// (issue 18, h104c80, C157) "refuse" as "reject", and goods that do not meet the conditions, the requirements or the
// quality the contract sets ("may refuse any lot that does not meet these conditions, and it does not pay for a lot
// refused"): the goods' required state failed, as their decay is.
const FAILS_THE_CONDITIONS = String.raw`(?:do|does)\s{1,8}not\s{1,8}(?:meet|satisfy|fulfil|fulfill)\s{1,8}(?:these|those|the|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:conditions|requirements|standards?|quality)\b`;
const DEFECTIVE_REJECTED = new RegExp(String.raw`\b(?:reject(?:s|ed|ing)?|refus(?:e|es|ed|ing))\s{1,8}(?!${NOT_A_PRODUCT})(?:(?:any|all|each|every|the|a|such|its|their)\s{1,8})?(?:[\w-]{1,30}\s{1,8}){1,3}?(?:that|which)\s{1,8}(?:${FAILS_THE_CONDITIONS}|(?:is|are|arrives?|has\s{1,8}been|have\s{1,8}been)\s{1,8}(?:(?:already|too|visibly)\s{1,8})?${DEFECT}\b)[^.;]{0,80}?\b(?:need\s{1,8}not|does\s{1,8}not|will\s{1,8}not|is\s{1,8}not\s{1,8}(?:obliged|bound|required)\s{1,8}to)\s{1,8}pay\b`, 'i');

/** The product rejected against its specification names its subject outright (category-cue-lists.ts' STRONG_CUES). */
export const NONCONFORMING_REJECTED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[NONCONFORMING_REJECTED, 'Deliverables'], [DEFECTIVE_REJECTED, 'Deliverables']];
