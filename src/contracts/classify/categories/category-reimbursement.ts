/**
 * C61 (docs/contract-labels.md; issue 18, h46conv): a party that reimburses the other's costs or
 * expenses pays them: Payment Terms & Billing, beside the sentence's own subjects ("The Client shall reimburse the
 * Consultant's reasonable travel expenses", "Expenses will be reimbursed at cost", "disbursements are reimbursable").
 * Sets 1–48 label 27 sentences that reimburse Payment Terms & Billing, 7 without it (6 Pricing & Taxes alone, 1 none).
 * The cost's own amount or rate stays Pricing & Taxes beside it (C9). A reimbursement denied ("will not reimburse",
 * "without reimbursement", "is not entitled to any fee or reimbursement") pays nothing: not this rule's, and neither is
 * one sought from someone outside the contract ("intends to seek reimbursement from FEMA").
 *
 * A step after the ranking (categoriesOf), as C60's deposits (category-money-deposit.ts says why, measured: issue 18,
 * h50cue): read as a cue in the ranking, a reimbursement of taxes ("Duties and taxes paid on the Client's behalf shall
 * be reimbursed at cost") lost its payment to the tax veto (a tax is no bill), which the convention overrides.
 */

const REIMBURSE = /\breimburs(?:e|es|ed|ing|able|ement|ements)\b/i;

/** The reimbursement denied or sought elsewhere. Each gap bounded: linear. */
const NOT_PAID = /\b(?:not|never|no|nor|without)\s+(?:[\w-]+\s+){0,5}?reimburs|\bseek(?:s|ing)?\s+reimbursement\b/i;

/** Whether a party reimburses (or is to be reimbursed) costs or expenses (C61). */
export function isReimbursement(text: string): boolean {
  return REIMBURSE.test(text) && !NOT_PAID.test(text);
}
