/**
 * Intellectual Property where no word says "copyright" or "intellectual property" (issue 18, h28cat11): a present
 * assignment of rights in a work ("The Designer hereby assigns to the Client all rights in the drawings"), and the
 * credit an author is given in the work's publicity ("shall credit the Composer as 'Music by …'"), an author's right of
 * attribution (docs/contracts.md, "The categories as the service defines them"). Not the assignment of a right to be
 * paid ("hereby assigns to the Hospital the right to bill"): only "all rights"/"all right, title and interest" in a
 * thing, and not in money or a claim (MONEY_OR_CLAIM). Stated from how such clauses are drafted, with test sentences
 * of their own (`categories-guarantees.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/**
 * What an assignment of "all rights in/to" names when it is money or a claim, no work (hrev21): the receivables, the
 * proceeds of a policy, the rent, dividends, compensation, a maker's warranties. Looked for in the next few words.
 */
const MONEY_OR_CLAIM = String.raw`(?:receivables?|proceeds|rents?|dividends?|compensation|payments?|sums?|mone(?:y|ys|ies)|debts?|claims?|insurance|warrant(?:y|ies)|deposits?|refunds?|accounts?)`;

export const INTELLECTUAL_PROPERTY_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bhereby\s+assigns?\s+(?:to\s+(?:the\s+)?[\w-]+\s+)?all\s+(?:of\s+)?(?:its\s+|his\s+|her\s+|their\s+|your\s+|the\s+)?(?:rights?|right,\s+title\s+and\s+interest)\s+(?:(?:it|he|she|they|you)\s+(?:has|have|may\s+have)\s+)?(?:in|to)\b(?![^.;]{0,60}?\b${MONEY_OR_CLAIM}\b)`, 'i'), 'Intellectual Property'],
  // Credit as the author: "credit the Photographer as", "be credited as", "credit her as". Case-sensitive on the
  // capitalised name: "credit the account as" is a bank's.
  // Not a bank's or a seller's credit to a party ("credit the Customer as soon as the funds arrive", "credit the Buyer as
  // follows", "be credited as soon as"): money credited to an account (hrev21).
  [/\b(?:credit|credits|crediting)\s+(?:the\s+)?(?:[A-Z][\w-]*|him|her|them|you|us)\s+as\b(?!\s+(?:soon|follows|quickly|promptly|possible)\b)|\b(?:be|is|are|being)\s+credited\s+as\b(?!\s+(?:soon|follows|quickly|promptly|possible)\b)/, 'Intellectual Property'],
];
