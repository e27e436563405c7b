/**
 * A present assignment of intellectual property is Intellectual Property, no Assignments (issue 18, hcalls; the lead's
 * call on set 46): "The Seller hereby assigns to the Buyer all right, title and interest in the Patents", "The Author
 * assigns to the Publisher the copyright in the Work". The clause passes ownership of the work or the right; sets 1–45
 * label all six such sentences Intellectual Property without Assignments (sets 11, 12, 22, 37 ×2, 39), under an
 * "Assignment" heading too. Assignments stays the transfer of the contract itself ("hereby assigns this Agreement") and
 * of money or claims (receivables: no Intellectual Property cue reads them). An entry of category-vetoes.ts'
 * EVIDENCE_VETOES takes Assignments' evidence away (the heading's, the cue words' and the learned model's) where this
 * verb meets the sentence's own Intellectual Property cue (category-cue-evidence.ts `assignsIntellectualProperty`).
 */

/**
 * The present act of assigning: "hereby assigns", "hereby irrevocably and unconditionally assigns", "hereby transfers and
 * assigns", "assigns to" / "assigns and transfers to" (a subject's present tense; "successors and assigns" is followed by
 * no "to"). Not an assignment of the contract itself ("hereby assigns this Agreement", "assigns to X this contract").
 * Bounded, no nested unbounded quantifier: linear.
 */
export const PRESENT_ASSIGNMENT = /\b(?:hereby\s+(?:(?:irrevocably|unconditionally|absolutely|exclusively)\s+(?:and\s+)?){0,2}(?:transfers?\s+and\s+)?assigns?(?:\s+and\s+transfers?)?|assigns(?:\s+and\s+transfers)?\s+to)\b(?!\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w-]{1,40}\s{1,3})?(?:this|the|its|such)\s{1,3}(?:[\w-]{1,40}\s{1,3})?(?:[Aa]greement|[Cc]ontract|[Ll]ease)\b)/i;
