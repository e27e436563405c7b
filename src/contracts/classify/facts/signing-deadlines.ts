/**
 * A deadline for a making or a signing still to come: the date bounds a future act, no day the agreement was made or
 * signed (facts.ts reads a sentence that says "signed" or "executed" as dating the signing, Low).
 * - "on or before", "no later than", "not later than" right before the date: "Any variation shall be made in writing on
 *   or before 30 June 2033", "The Buyer shall sign the order no later than 1 May" (review hrev47's Left, h62names);
 * - a signing or a making still to come, "by" or "before" right before the date: "The deed of sale shall be executed by 31
 *   October 2038", "The lease is to be signed before 1 May 2040", "the final contract must be concluded by …" — a
 *   promissory contract's or a letter of intent's deadline for the deed or contract it promises (issue 18, h90fd; facts set
 *   51's cause 9). A modal or "to be" before the passive, up to two adverbs between ("shall be duly executed by"); "was
 *   signed by" and "signed by the Seller on" are no deadline.
 * Anchored at the date, on the 60 characters before it, each word bounded: linear.
 */
const DEADLINE_BEFORE = /\b(?:on\s{1,3}or\s{1,3}before|no\s{1,3}later\s{1,3}than|not\s{1,3}later\s{1,3}than)\s{1,3}(?:the\s{1,3})?$|\b(?:shall|will|must|should|is\s{1,3}to|are\s{1,3}to|to)\s{1,3}be\s{1,3}(?:[a-z]{2,20}\s{1,3}){0,2}?(?:signed|executed|made|concluded|entered\s{1,3}into|drawn\s{1,3}up|notari[sz]ed|granted)\s{1,3}(?:by|before)\s{1,3}(?:the\s{1,3})?$/i;

/** Whether the date starting at `begin` in `text` is a deadline for a making or a signing still to come. */
export function isSigningDeadline(text: string, begin: number): boolean {
  return DEADLINE_BEFORE.test(text.slice(Math.max(0, begin - 60), begin));
}
