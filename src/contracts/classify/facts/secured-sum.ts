/**
 * A security document's own sum (h61facts; facts sets 18 and 24 each missed one): a guarantee or a pledge prices
 * nothing, but the sum it secures is what the whole document is about — "The pledge secures the Pledgee's claims
 * against the Borrower up to KGS 110 000 000", "The maximum aggregate liability of the Guarantor under this guarantee is
 * EUR 2,500,000". Only in a document whose type is a guarantee, a pledge, a suretyship, a mortgage or a bond: in a lease
 * or a works contract a liability cap stays no amount (LIABILITY_CAP), and a performance bond named inside a contract is
 * the bond's sum, not the contract's (set 6).
 */
// The security is the type's head: its last word, or the word before "agreement", "contract" or "deed" ("Share Pledge
// Agreement", "Performance Bond", "Mortgage Deed"). A security word modifying another head names a document of another
// kind (hrev50): a "Mortgage Loan Agreement" is a loan, a "Bond Purchase Agreement" a sale of bonds. Anchored at the
// type's end, each gap bounded: linear.
const SECURITY_KIND = /\b(?:guarantee|pledge|suretyship|surety|mortgage|bond)(?:\s{1,3}(?:agreement|contract|deed))?\s{0,3}$/i;
// The words right before the sum (the 120 characters before it): the document's own verb of securing then a bound
// ("secures … up to", "guarantees … not exceeding"), or the guarantor's, pledgor's or surety's maximum liability "is" /
// "shall not exceed" the sum. Each gap bounded: linear.
const SECURED_BEFORE = /\b(?:secures?|secured|guarantees?|guaranteed)\b[^.;]{0,100}?\b(?:up\s{1,3}to|not\s{1,3}exceeding|(?:to\s{1,3})?a\s{1,3}maximum\s{1,3}(?:amount\s{1,3})?of|in\s{1,3}the\s{1,3}(?:maximum\s{1,3})?amount\s{1,3}of)\s{0,3}$|\bmaximum\s{1,3}(?:aggregate\s{1,3})?liability\s{1,3}of\s{1,3}the\s{1,3}(?:guarantor|pledgor|surety|mortgagor)\b[^.;]{0,80}?\b(?:is|shall\s{1,3}(?:be|not\s{1,3}exceed)|will\s{1,3}(?:be|not\s{1,3}exceed))\s{0,3}$/i;

// A guarantee recites the main contract it secures: "Under the Supply Agreement the Supplier guarantees delivery of goods
// up to EUR 1,000,000 in value" is the main contract's promise, its debtor or creditor the subject of the verb, no sum the
// guarantee secures (hrev50's Left, h63left). The main contract's party roles right before the verb (perhaps "hereby",
// "irrevocably", "has"); a guarantor, a bank, "we" or the document itself stays the securer. Anchored at the verb,
// bounded: linear.
// A party that "hereby", "irrevocably" or "unconditionally" guarantees, or guarantees another's obligations, liabilities
// or debts, gives the guarantee itself, whatever its role's name: "The Customer hereby guarantees the obligations of its
// subsidiary up to EUR 100,000" (a guarantor defined as "the Customer"; hrev53's review).
const MAIN_PARTY_GUARANTEES = /\b(?:supplier|seller|vendor|contractor|sub-?contractor|buyer|purchaser|customer|client|borrower|debtor|principal|employer|lessee|tenant|licensee|licensor|lessor|landlord)\s{1,3}(?:(?:has|have|had|also)\s{1,3}){0,2}(?:guarantees?|guaranteed|secures?|secured)\b(?!\s{1,3}(?:(?:the|all|any|due|its|their)\s{1,3}){0,2}(?:obligations|liabilities|debts|indebtedness)\s{1,3}(?:of|owed)\b)[^.;]{0,100}$/i;

/** Whether the contract's type (the words it spans) names a security document. */
export function securesASum(typeText: string): boolean {
  return SECURITY_KIND.test(typeText);
}

/** Whether the text before a sum (its last 120 characters) names it the sum the document secures. */
export function securedSumBefore(textBefore: string): boolean {
  const near = withoutAbbreviationPoints(textBefore.slice(-120));
  return SECURED_BEFORE.test(near) && !MAIN_PARTY_GUARANTEES.test(near);
}

/**
 * A dotted abbreviation's points ("Kolin Trade a.s.", "Ostrava Systems s.r.o.", "Banco X S.A.", "e.g."): two to four
 * groups of one to three letters, each closed by a point. The points close no sentence, so SECURED_BEFORE's gap (which
 * stops at a full stop) reads over them: "guarantees the obligations of Kolin Trade a.s. up to EUR 100,000" (review
 * hrev53's Left, h68left). A single word's point ("Ltd.", "Inc.") may end a sentence and is kept. Bounded, no nested
 * quantifier: linear.
 */
const DOTTED_ABBREVIATION = /(?<![\p{L}.])\p{L}{1,3}\.(?:\p{L}{1,3}\.){1,3}/gu;

/** `text` with the points of its dotted abbreviations made blanks (the same length). */
function withoutAbbreviationPoints(text: string): string {
  return text.includes('.') ? text.replace(DOTTED_ABBREVIATION, (form) => form.replace(/\./g, ' ')) : text;
}
