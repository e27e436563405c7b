/** A defined term's categories: the cue words of its name ("Personal Data" → Privacy), with the terms' own cues (TERM_CUES). */
import { foldedForPrefilter } from '../../../common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { anyOf, withoutNotSaid, type CategoryPatterns } from './category-cue-evidence.js';
import { ALL_CUES } from './category-cue-lists.js';

/** Categories of a defined term by its cue words alone ("Personal Data" → Privacy, "Prices" → Pricing & Taxes). */
export function termCategories(term: string): CategoryLabel[] {
  const folded = foldedForPrefilter(term);
  // A term whose only cue word is in a phrase that does not say the category (NOT_SAID: a call's "Terminating Party",
  // h32c43) names none. (A licence's "Licensed Products" still names Intellectual Property as a defined term.)
  return CATEGORIES.filter((c) => {
    const { read, folded: readFolded } = withoutNotSaid(c, term, folded);
    return anyOf(termCues(), c, read, readFolded) && !(c === 'Intellectual Property' && LICENCE_MEASURE_TERM.test(term)) && !(c === 'Audits' && INSPECTION_TERM.test(term));
  });
}

/**
 * An inspector or an inspection as a defined term ("Stock Inspector", "Inspection"): a person or the work named, no
 * inspection right or record (h71s55; sets 32 and 55 leave both such definitions bare). The definition's wording may
 * still name an audit ("… means the audit of the Supplier's records"). Not a term naming records, books or an audit.
 */
const INSPECTION_TERM = /^(?![^]{0,80}\b(?:audit\w*|records?|books|accounts|registers?)\b)[^]{0,80}?\binspect(?:ors?|ions?)\b/i;
let allTermCues: CategoryPatterns | undefined;
/** The cues a defined term is read with: every sentence cue and the terms' own (TERM_CUES, below), one list made once. */
function termCues(): CategoryPatterns {
  allTermCues ??= [...ALL_CUES, ...TERM_CUES];
  return allTermCues;
}

/**
 * A licence's price, period or parties as a defined term ("Licence Fee", "Licence Period", "Licence Holder"): the
 * licence's money or time, no intellectual property; the wording of the definition still may name some (h22s23).
 */
const LICENCE_MEASURE_TERM = /\blicen[cs]e\s+(?:fees?|charges?|costs?|period|term|start|end|commencement|expiry|date|year|area|holder)\b/i;

/**
 * Defined terms that name a category's subject without being a cue in a sentence. A fee is an amount, Pricing & Taxes
 * (C21: "Licence Fee", "Commission Fee", "Fees" defined, as C5's "Fixed Price"); a retention is money held back from
 * the payments, Payment Terms & Billing (the reference: "Retention Fee" means … → Payment Terms & Billing), and so is a
 * billing period or date.
 */
export const TERM_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bdeliverables?\b|\bspecifications?\b/i, 'Deliverables'],
  [/\bretention\b/i, 'Payment Terms & Billing'],
  // A billing period, date or cycle defined ("'Billing Period' means each calendar month"): when bills fall (h32c43).
  [/\bbilling\b/i, 'Payment Terms & Billing'],
  [/(?<!\bretention\s)\bfees?\b/i, 'Pricing & Taxes'],
  // A defined charge is a fee by another word ("Monthly Charge", "Article Processing Charge", h31c42); not a security
  // over assets ("Fixed Charge", "Floating Charge", "Security Charge").
  [/(?<!\b(?:fixed|floating|security)\s)\bcharges?\b/i, 'Pricing & Taxes'],
  [/\bsource code\b/i, 'Intellectual Property'],
  // (issue 18, h94cat) Expenses, costs, disbursements and outgoings defined ("'Disbursements' means the port charges …
  // paid by the Agent", "'Shared Expenses' means fuel, ice …", "'Employment Costs' means gross salary …"): the money the
  // contract's charges are made of, as a fee defined is (C21; sets 23, 49 and 72 label all three Pricing & Taxes).
  [/\b(?:disbursements|expenses|costs|outgoings|outlays)\b/i, 'Pricing & Taxes'],
  // (h55c51) The money a share or a fee is measured on, defined ("'Ticket Revenue' means the total Face Value of all
  // tickets sold", "Gross Receipts", "Net Proceeds", "Milk Proceeds"): an amount of the contract's pricing, as "Net
  // Sales" is (C5; sets 13, 16, 22, 23, 24, 25, 48 and 51 label eleven of twelve such definitions Pricing & Taxes, set
  // 45's "Gross Operating Revenue" none). Not a body's name ("Revenue Authority", "Revenue Commissioners"), nor
  // (hrev41) a law's ("Proceeds of Crime Act", "Internal Revenue Code"), a delivery's receipts or a staff's turnover.
  [/(?<!\b(?:delivery|goods|staff|employee|labour|labor|stock|inventory|warehouse|internal)\s{1,3})\b(?:revenues?|receipts|proceeds|turnover)\b(?!\s+(?:authorit(?:y|ies)|commissioners?|service|office|agency|accounts?|codes?|acts?|laws?|of\s+crime|scotland|canada|department|ministry)\b)/i, 'Pricing & Taxes'],
  // The day the contract's term begins, defined ("'Commencement Date' means 1 March 2027"): when its duration starts,
  // as "Expiry Date" names when it ends (h33c43). Not "Effective Date", the day the agreement is dated (set 27 gives
  // its definition no category).
  [/\bcommencement\s+date\b/i, 'Term & Termination'],
  // (h71s55) The agreement's term itself defined, quoted or not ("Term means the period in Item 4 of the Schedule",
  // "'Initial Term' means three years"): the contract's duration, Term & Termination's own subject (C5; sets 27 and 55
  // label both "Term" definitions so). Only the term alone or with the agreement's word, not a payment's or a notice's.
  [/^(?:(?:initial|contract|agreement|lease|licen[cs]e|hire)\s+)?term$/i, 'Term & Termination'],
];
