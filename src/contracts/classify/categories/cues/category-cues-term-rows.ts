/**
 * Term & Termination for a row that states the contract's term as a heading and a period (issue 18, h59cat): "Term:
 * three years from 1 March 2028", "Initial Term: 24 months", "Item 3 Term: two years commencing on the Start Date",
 * "Hire term | 6 weeks". A schedule, a particulars page or a cover sheet states how long the contract runs as a field
 * and its value; the spec's Term & Termination row is the contract's duration, and the same words as a sentence ("This
 * Agreement runs for three years") already read so. With no verb, no cue reads the row, and the learned model gives it
 * nothing: sets 37, 40 and 47 label the three such rows Term & Termination, parley gave none (sets 1–51 hold no such
 * row labelled otherwise; a glossary's "Term | Meaning" header names no period and stays out). Not a term of another
 * kind without a period after it ("Payment terms: 30 days net" names "terms", a plural the heading word never takes),
 * nor a period far from the heading. Anchored at the row's start, bounded, linear on hostile text.
 * Tests: `test/contracts/classify/categories/categories-term-rows.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A count of periods: digits or the number words a term row uses. */
const COUNT = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|twenty-four|thirty-six|forty-eight|sixty)`;

/**
 * What after the period shows the row is not the contract's term (issue 18, hrev48): a credit period counted from an
 * invoice or written "net" ("Term: 30 days net", "Term: 7 days from receipt of invoice": when payment falls due,
 * Payment Terms & Billing's, which other cues read), or a rhythm ("Duration: 3 days per week", "Term: 2 days a week":
 * how often, not how long the contract runs). Fixed words after the unit: linear.
 */
const NOT_THE_CONTRACTS_TERM = String.raw`\s{0,8}(?:net\b|(?:from|after|of)\s{1,8}(?:the\s{1,8})?(?:date\s{1,8}of\s{1,8}(?:the\s{1,8})?)?(?:receipt\s{1,8}of\s{1,8}(?:the\s{1,8})?)?(?:an?\s{1,8})?invoices?\b|(?:per|a|an|each|every)\s{1,8}(?:session|visit|shift|day|week|month|year)\b)`;

/**
 * (issue 18, h89c) A date of a form's row: "1 April 2032", "April 1, 2032", "01.04.2032", "2032-04-01".
 */
const ROW_DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s{1,8}[A-Z][a-z]{2,8}\s{1,8}\d{4}|[A-Z][a-z]{2,8}\s{1,8}\d{1,2},?\s{1,8}\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})`;

export const TERM_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h89c) The row states the term as its first and last day: "Period: 1 April 2032 to 31 October 2032",
  // "Licence Period: 12 September 2027 to 1 July 2028", "Contract Period: 1 April 2027 to 31 March 2028" (sets 20, 56 and
  // 67 label the three Term & Termination). Not a period of another thing ("Delivery period: …", "Hire period | …":
  // only the contract's own names of its term, or none, before "period").
  [
    new RegExp(String.raw`^\W{0,4}(?:(?:licen[cs]e|lease|contract|agreement|engagement|tenancy)\s{1,8})?(?:period|term|duration)\s{0,8}[:|]\s{0,8}(?:from\s{1,8})?${ROW_DATE}\s{0,8}(?:to|until|till|through|[–—-])\s{0,8}${ROW_DATE}`, 'i'),
    'Term & Termination',
  ],
  [
    new RegExp(
      String.raw`^(?:item\s{1,8}\d{1,3}\s{1,8})?(?:(?:initial|lease|contract|agreement|hire|rental|licen[cs]e|minimum|fixed|engagement|subscription)\s{1,8})?(?:term|duration)\s{0,8}[:|]\s{0,8}(?:(?:a|an|the|initial|fixed|minimum|period\s{1,8}of)\s{1,8}){0,2}${COUNT}\s{1,8}(?:\(\d{1,3}\)\s{1,8})?(?:calendar\s{1,8}|consecutive\s{1,8})?(?:years?|months?|weeks?|days?|seasons?)\b(?!${NOT_THE_CONTRACTS_TERM})`,
      'i',
    ),
    'Term & Termination',
  ],
  // (h104c81, C165) A key-facts row saying there is no fixed term: "Minimum term: none – you can stop at any time",
  // "Fixed term: no minimum", "Contract term: none". The row still states the contract's duration (it runs until
  // stopped), as "Minimum term: three months" does. Only the contract's term words before the colon.
  [/^\W{0,4}(?:(?:minimum|fixed|initial|contract|agreement|subscription)\s{1,8})?(?:term|duration|period)\s{0,8}[:|]\s{0,8}(?:none|nil|no\s{1,8}(?:minimum|fixed\s{1,8}term|minimum\s{1,8}term))\b/i, 'Term & Termination'],
  // (issue 18, h91sow) The term named "<the contract's kind> period" and its length: "Grant period: 18 months from 1 May
  // 2032" (set 69's, read with none; the row above reads "term" and "duration" only). Only the contract's own kinds before "period": a delivery, hire or notice period
  // is another thing's time (set 65 labels its "Hire period | …" row none).
  [
    new RegExp(
      String.raw`^\W{0,4}(?:grant|loan|contract|agreement|licen[cs]e|lease|tenancy|engagement|easement|subscription|concession|project)\s{1,8}period\s{0,8}[:|]\s{0,8}(?:(?:the|a|an|initial|fixed)\s{1,8}(?:period\s{1,8}of\s{1,8})?)?${COUNT}\s{1,8}(?:\(\d{1,3}\)\s{1,8})?(?:calendar\s{1,8}|consecutive\s{1,8})?(?:years?|months?|weeks?|days?|seasons?)\b(?!${NOT_THE_CONTRACTS_TERM})`,
      'i',
    ),
    'Term & Termination',
  ],
  // (h63c53) The contract's duration told as a sentence by the event it lasts until ("This Agreement shall continue
  // until the Company is dissolved", "shall remain in force until 31 December 2031", "shall continue for so long as the
  // line is used"): sets 3, 8, 16, 33 and 53 label it Term & Termination. Strong for the same reason as the row: the
  // model gives the bare sentence nothing. Not a clause that survives ("shall continue in full force notwithstanding
  // …"): no until, while or so long as after it. "shall be in force from its signature until the last payment of the
  // 2029 vintage" is the same duration with its start (h66c53: set 26 labels it Term & Termination alone).
  [
    /\b(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e|deed|tenancy)\s+(?:shall|will)\s+(?:continue|(?:remain|be)\s+in\s+(?:full\s+)?(?:force|effect))\s+(?:(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:for\s+)?so\s+long\s+as|(?:from\s+(?:[\w'’-]+\s+){1,4}?)?until|while)\b/i,
    'Term & Termination',
  ],
];
