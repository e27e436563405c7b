/**
 * Deliverables of goods judged against their specification or their approved sample, the word "deliverables" absent
 * (issue 18, h90d; set 68's school desks): the goods made to the specifications or matching the sample ("The chairs
 * shall be made to the technical specifications in Annex 2 and shall match the approved sample"), goods that do not
 * conform to it ("Chairs that do not conform to the sample shall be replaced"), and goods checked against the approved
 * sample on receipt. What the goods must be, and their acceptance against it, is the work's product (docs/contract-labels.md,
 * the Deliverables row: "the goods … to be provided", cue "acceptance"). Sets 1–68 hold 8 sentences the first two senses
 * read (outside warranties): Deliverables 6 (sets 1, 3, 34, 68 ×3; set 3's with Scope of Work), set 37's goods "that do
 * not conform to the Specifications" rejected Deliverables already (category-cues-nonconforming-rejected.ts), set 3's
 * rejected shipment Delivery. Not a warranty or a duty to ensure it (Warranties: "warrants that the Products conform to
 * the Specifications", category-cues-goods-quality.ts' "ensure that the Goods conform with their specification"), nor
 * goods made to the specifications and the law (set 33's and set 37's "in strict accordance with the Specifications and
 * all applicable laws": Responsibilities, C63), nor a failure to make them so that a party answers for (set 33's
 * indemnity), nor a definition ("'Products' means … manufactured in accordance with the Specifications": the term's
 * category), nor services or works performed to a specification (sets 8, 38, 42, 57 label those none). Tests of my own
 * sentences: `categories-goods-conformity-h90d.test.ts`. Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A promise of the goods' quality, a duty to ensure it, a definition or the law beside the specification: not this reading. */
const NOT_HERE = String.raw`^(?![^]{0,600}\b(?:warrant\w*|guarantees?|represents?|ensures?|means|indemnif\w*)\b)`;

/** What the goods are judged against: the specifications or the (approved) sample. */
const STANDARD = String.raw`(?:the|its|their)\s{1,8}(?:(?:approved|agreed|technical|reference|sealed|contract)\s{1,8}){0,2}(?:specifications?|samples?)\b`;

/** Made, manufactured, produced, brewed or sewn (the goods' making, no service performed): the participle, then the verb. */
const MADE = String.raw`\b(?:made|manufactured|produced|brewed|sewn)\b`;
const MAKE = String.raw`\b(?:make|makes|manufacture|manufactures|produce|produces|brew|brews|sew|sews)\b`;
/** "In accordance with", "according to", "in conformity with": the standard followed. */
const FOLLOWING = String.raw`(?:in\s{1,8}accordance\s{1,8}with|according\s{1,8}to|in\s{1,8}conformity\s{1,8}with)`;
/**
 * Not a failure to make them so (an indemnity's), nor changes made to the specification itself (the reference contract's
 * "it shall make all appropriate related modifications to the Specification(s)": an amendment).
 */
const NOT_MADE_SO = String.raw`(?<!\bfail(?:s|ed|ure)?\s{1,8}to\s{1,8}\w{1,12})(?![^.;]{0,60}\b(?:modifications?|changes?|amendments?|alterations?|corrections?|revisions?)\b)`;

/**
 * Made to the standard: the goods "made to the technical specifications" (the participle, with "to" too), or a party's
 * making "in accordance with the Specifications" ("manufacture the Product in accordance with the Specifications").
 */
const MADE_TO = String.raw`(?:${MADE}${NOT_MADE_SO}[^.;]{0,80}?\b(?:strictly\s{1,8})?(?:to|${FOLLOWING})|${MAKE}${NOT_MADE_SO}[^.;]{0,80}?\b(?:strictly\s{1,8})?${FOLLOWING})\s{1,8}${STANDARD}(?![^.;]{0,40}\b(?:laws?|regulations|legislation)\b)`;

/** The goods matching their sample: "shall match the sample approved by …", "must correspond to the approved sample". */
const MATCHES = String.raw`\b(?:shall|must|will|to)\s{1,8}(?:match|correspond\s{1,8}to|conform\s{1,8}to|be\s{1,8}identical\s{1,8}to)\s{1,8}(?:the|its|their)\s{1,8}(?:(?:approved|agreed|reference|sealed)\s{1,8})?samples?\b`;

/** Goods that do not conform to the standard: "Desks that are damaged or do not conform to the sample". */
const DO_NOT_CONFORM = String.raw`\b(?:(?:do|does|did)\s{1,8}not|fails?\s{1,8}to)\s{1,8}(?:conform|correspond)\s{1,8}(?:to|with)\s{1,8}${STANDARD}|\bnot\s{1,8}in\s{1,8}conformity\s{1,8}with\s{1,8}${STANDARD}`;

/** Goods checked against the approved sample: "shall check their number, dimensions and finish against the approved sample". */
const CHECKED_AGAINST = String.raw`\b(?:check|checks|checked|compare|compares|compared|measure|measures|measured|verify|verifies|verified)\b[^.;]{0,80}?\b(?:against|with)\s{1,8}(?:the|its|their)\s{1,8}(?:approved|agreed|reference|sealed)\s{1,8}samples?\b`;

/**
 * (issue 18, h98c74) Food's freshness the goods must have when delivered: "The bread must be baked no more than 48 hours
 * before delivery", "shall be picked not earlier than 2 days before delivery" (C107: the goods' required state, what they
 * must be, as a specification says). A making verb of food, a bound in hours or days, "before" the delivery.
 * (h101c77, C107 widened to the class of fresh produce and catch) Said in the perfect too, and of a catch landed or
 * produce gathered or cut: "All fish must have been landed no more than 12 hours before delivery", "must have been cut
 * within 24 hours of delivery". Its time in words too, to twelve and in whole days' hours ("no more than ten hours
 * before delivery", "within seventy-two hours"; h102t77).
 */
const FRESH_AT_DELIVERY = String.raw`\b(?:shall|must|will|to)\s{1,8}(?:be|have\s{1,8}been)\s{1,8}(?:baked|made|produced|prepared|cooked|harvested|picked|caught|landed|gathered|cut|slaughtered|milked|roasted)\s{1,8}(?:(?:no|not)\s{1,8}(?:more|earlier)\s{1,8}than|within(?:\s{1,8}the)?(?:\s{1,8}last)?|at\s{1,8}most)\s{1,8}(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty-four|thirty-six|forty-eight|seventy-two)\s{1,8}(?:hours|days)\s{1,8}(?:before|of|prior\s{1,8}to)\s{1,8}(?:(?:the|its|their|each)\s{1,8})?deliver(?:y|ies)\b`;

/**
 * (h101c77, C107) Fresh goods kept cold until they are delivered: "must be kept on ice at a temperature not above 4°C
 * from landing until delivery", "shall be kept chilled until delivery". The state the goods must arrive in, as their
 * freshness is; not how a carrier carries them ("transported in refrigerated trucks": Delivery), nor goods stored after
 * delivery (the words must run to the delivery: "until", "before").
 */
const KEPT_COLD_UNTIL_DELIVERY = String.raw`\b(?:shall|must|will|to)\s{1,8}be\s{1,8}(?:kept|stored|held)\s{1,8}(?:on\s{1,8}ice|chilled|frozen|refrigerated|cold|(?:at|below)\s{1,8}(?:a\s{1,8})?temperature)\b[^.;]{0,80}?\b(?:until|before|up\s{1,8}to)\s{1,8}(?:(?:the|its|their)\s{1,8})?deliver(?:y|ies|ed)\b`;

const GOODS_CONFORMITY = new RegExp(String.raw`${NOT_HERE}[^]{0,600}?(?:${MADE_TO}|${MATCHES}|${DO_NOT_CONFORM}|${CHECKED_AGAINST}|${FRESH_AT_DELIVERY}|${KEPT_COLD_UNTIL_DELIVERY})`, 'i');

/** The goods judged against their specification or sample name their subject outright (category-cue-lists.ts' STRONG_CUES). */
export const GOODS_CONFORMITY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[GOODS_CONFORMITY, 'Deliverables']];
