/**
 * A debt that falls due whole on a day ends there, as a loan that "matures on" it does (facts.ts TERMINATION): "The whole
 * debt falls due on 31 March 2039.", "The loan is due and payable in full on 30 June 2040", "the principal shall become
 * due on …" (issue 18, h92fd; facts set 53's cause 12; docs/contracts.md: a loan's maturity ends it). Read at the date,
 * not over its sentence: the instalments the same sentence dates before it ("200 000 F CFA on 31 January 2039 …") stay
 * none.
 *
 * Only the debt itself as the subject, right before its verb — the loan, the debt, the principal, a sum lent, owed or
 * borrowed — and not a part of it ("the first instalment of the loan falls due on …", "interest on the loan is due on
 * …": a due date, no end). Anchored at the date, bounded: linear.
 */
const DEBT = String.raw`(?:debt|loan|principal|(?:sum|amount)s?\s{1,3}(?:lent|owed|owing|borrowed|advanced))`;
const PART_OF = String.raw`(?<!\b(?:instal+ments?|parts?|portions?|payments?|interest|repayments?|tranches?)\s{1,3}(?:of|on)\s{1,3}(?:the\s{1,3}|this\s{1,3}|that\s{1,3}|my\s{1,3}|our\s{1,3}|its\s{1,3}|his\s{1,3}|her\s{1,3}|their\s{1,3})?(?:whole\s{1,3}|entire\s{1,3})?)`;
const FALLS_DUE = String.raw`(?:falls?|becomes?|is|are|(?:shall|will|must)\s{1,3}(?:fall|become|be))\s{1,3}due(?:\s{1,3}and\s{1,3}payable)?(?:\s{1,3}(?:in\s{1,3}full|in\s{1,3}its\s{1,3}entirety))?`;
// Repaid whole by a day ("The loan must be repaid in full by …", "the whole loan shall be repaid no later than …") ends
// the loan as its falling due does; so does its last instalment falling due ("the last instalment falls due on 3 January
// 2044"), the day the debt is gone (issue 18, h101d61; facts set 61's cause 7).
const REPAID = String.raw`(?:must|shall|will|is\s{1,3}to|are\s{1,3}to)\s{1,3}be\s{1,3}(?:re)?paid(?:\s{1,3}(?:in\s{1,3}full|in\s{1,3}its\s{1,3}entirety))?`;
const LAST_INSTALMENT = String.raw`\b(?:last|final)\s{1,3}(?:instal+ment|repayment)`;
const BY_DAY = String.raw`\s{1,3}(?:on|by|no\s{1,3}later\s{1,3}than)(?:\s{1,3}or\s{1,3}before)?\s{1,3}(?:the\s{1,3})?$`;
const DEBT_FALLS_DUE_BEFORE = new RegExp(String.raw`${PART_OF}\b${DEBT}\s{1,3}(?:${FALLS_DUE}|${REPAID})${BY_DAY}`, 'i');
const LAST_INSTALMENT_DUE_BEFORE = new RegExp(String.raw`${LAST_INSTALMENT}\s{1,3}${FALLS_DUE}${BY_DAY}`, 'i');
// The last instalment ends a loan only: a sale's or a lease's last instalment pays a price, and the contract goes on.
const A_LOAN = /\b(?:loan|debt|borrow(?:ed|er|s|ing)?|lent)\b/i;

/**
 * Whether `before`, the text right before a date in the element `text`, makes the date the day a whole debt falls due
 * (or its last instalment, in an element about a loan).
 */
export function debtFallsDueBefore(before: string, text = ''): boolean {
  // The cue stands within a short clause of the date: 80 characters are enough and keep the test linear in the text.
  const clause = before.slice(-80);
  return DEBT_FALLS_DUE_BEFORE.test(clause) || (LAST_INSTALMENT_DUE_BEFORE.test(clause) && A_LOAN.test(text));
}
