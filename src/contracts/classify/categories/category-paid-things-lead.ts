/**
 * A lead-in that pays for a list of things (issue 18, h94cat; C6): "The Promoter shall provide and pay for:", "The
 * Client shall pay for:", "The Hirer shall bear the cost of:". The lead-in pays once for the list; each item names one
 * thing provided ("(a) return air tickets for the band;", "(b) eight rooms for three nights;") and takes its categories
 * from its own words, not the lead-in's payment (classify/index.ts' notInherited), as the items of a list of amounts do
 * (category-cues-scheduled-rates.ts' isAmountListLeadIn). Set 72 labels its three such items with no category; no set
 * labels an item of such a lead-in Payment Terms & Billing. An item that pays in its own words keeps its own reading.
 * Anchored at the lead-in's end: linear.
 */
const PAID_THINGS_LEAD = /\b(?:(?:provide|provides|supply|supplies|arrange|arranges)\s+and\s+)?(?:pay|pays)\s+for\s*:\s*$|\b(?:bear|bears)\s+the\s+(?:cost|costs)\s+of\s*:\s*$/i;

export const isPaidThingsLeadIn = (lead: string): boolean => PAID_THINGS_LEAD.test(lead);

/**
 * (h105c82, C6) A lead-in that pays, repays or refunds on conditions its items list: "6.1 The Scholar shall repay the
 * costs to the Council if she:", "The Foundation may … ask the Grantee to repay any part of the Grant if the Grantee:",
 * "The Tenant must refund the deposit where he:". The lead-in pays once; each item is one condition ("(a) gives up
 * the course;", "(b) leaves the Council's employment …") and takes its categories from its own words, not the
 * lead-in's payment (classify/index.ts' notInherited; set 20 labels its four such grounds without Payment Terms &
 * Billing). An item that pays in its own words ("(a) does not pay the fee on time;") keeps its own reading. The
 * verb's window and the condition's are bounded and stop at a colon, a semicolon or a full stop: linear.
 */
const PAID_ON_CONDITIONS_LEAD = /\b(?:pay|pays|repay|repays|refund|refunds|reimburse|reimburses)\b[^:;.]{0,120}?\b(?:if|where|when|should)\s{1,3}(?:(?:the\s{1,3})?[A-Z][\w-]{1,30}|he|she|it|they)\s*:\s*$/;

export const isPaidOnConditionsLeadIn = (lead: string): boolean => PAID_ON_CONDITIONS_LEAD.test(lead);
