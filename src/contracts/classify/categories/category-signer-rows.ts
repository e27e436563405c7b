/**
 * A signature block's row of a party's label and the name that signs for it (issue 18, h93cat2): "The Player: Darnell
 * Wiley", "For the Subcontractor: Anders Holm, Managing Director", "CONTRACTING PARTY: Dr. Ana Reis – Superintendent",
 * "Owner: Andaman Pearl Resort Co., Ltd. by Mr. Somchai Rattanakorn, Managing Director", "Witnesses: 1. Rafael Tomazini
 * 2. Beatriz Okamoto". It says who signs, no term of the contract, so it takes no category from the last article's
 * title above the block ("9. Disputes", "CLAUSE TEN – JURISDICTION"). Sets 1–71 hold 202 rows read so, all labelled
 * none; 17 of them took a category before (16 the heading's Dispute Resolution, sets 19, 24, 27, 30, 34, 36, 38, 57,
 * 58, 71; one a "Notices" heading's Communication, set 1), the signature lines' readers
 * (signatures/signature-lines.ts) knowing a label in capitals before a plain name, not a title-case role, a name with a
 * particle ("de", "bin"), a dash before the job title or a company that signs "by" its officer.
 *
 * A row, not a clause: the label is a party with its article ("The Publisher", "For the Subcontractor") or a few
 * capitalised words that name no subject of their own (no category title: "Governing Law: England and Wales", "Payment
 * Terms: Net Thirty Days" keep theirs) and no way of reaching a party
 * ("Contact: Dr Priya Nair" is a contact point); the rest is names only — capitalised words, name particles, a job
 * title's small words, "(seal)" — with no figure (a witness row's "1." and "2." aside) and a first word no common
 * English word ("Term: Twelve Months"). Read by splitting on blanks, each word tested alone: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { COMPANY_SUFFIXES } from '../lexicon/gazetteer.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { titleCategories } from './category-titles.js';
import { isSmallSignerPost } from '../names/posted-signers.js';

/**
 * The label: "The Player", "For the Subcontractor", "CONTRACTING PARTY", "In the presence of", then a colon; between them
 * may stand the formula a signer writes by hand in civil-law contracts, "(read and approved)" ("lu et approuvé", "letto e
 * approvato": h96cat), a fixed word list between two literals, no term of the contract. A role the
 * categories read masked ("For the party:", index.ts masks a party's alias that holds a cue word, "Subcontractor") is
 * that role. (h108cat) The label may name an office of a body ("Director of Public Works: Owen Jaffray", "Head of the
 * Legal Department: …": "of" or "of the" between capitalised words) and the company signing for itself with its form
 * after a comma ("For Blue Lagoon Marine Works, Inc.: Kathy Ngiraingas, President"): sets 75 and 76 read both rows under
 * the last article's "Disputes" title. "of" is lower case where the words are capitals: no run read twice.
 * (issue 18, h110cat) The visa of an officer who checks the contract without being a party, under the parties' rows of a
 * public body's contract ("Seen by the Treasury Controller: Aminata Traoré", "Seen and approved by the Prefect of the
 * Region: …": the "vu par" or "visa" of civil-law public contracts): a signature, no term; sets 85 and 86 gave their two
 * such rows the "Disputes" title's Dispute Resolution. Read as a party's label (PARTY_LABEL: whatever office it names).
 * (issue 18, h116c90) A label's words open on any script's capital, not A–Z alone ("Čiegusjávri Reindeer Herding
 * Co-operative:", set 90's Sámi co-operative).
 */
// Blanks and marks before the label, each bounded or of one class: a run of blanks is not read twice (by a mark class and the blanks
// before the colon), which was quadratic on a long run of blanks (40,000: 1.7 s; review of h93cat2, session 57).
// (issue 18, h108c85) The signer's office after the party, set off by a comma ("For the Commune, the Mayor: Haja
// Rakotonirina", "For the Caterer, its Manager: Voahangy Randriamanana"): one to three capitalised words after "the" or
// "its", between the party and the colon; a literal comma before them, so nothing is read twice.
/**
 * A company's legal form after its name in the label, without its closing period (the pattern reads that): the
 * gazetteer's COMPANY_SUFFIXES, the one list ("Inc", "S.A", "S.p.A", "Sp. z o.o", "A/S"; issue 18, h109dup).
 */
const LEGAL_FORM = longestFirstAlternation(new Set(COMPANY_SUFFIXES.map((form) => form.replace(/\.$/, ''))));
const LABEL = new RegExp(String.raw`^\s{0,3}[^\w\s]*\s{0,3}((?:For\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?|The\s+|THE\s+|In\s+the\s+presence\s+of|Witness(?:es|ed\s+by)?|Seen\s+(?:and\s+approved\s+)?by\s+(?:the\s+)?)?(?:(?:\p{Lu}[\p{L}'’-]*|party)(?:\s+(?:of\s+(?:the\s+)?)?\p{Lu}[\p{L}'’-]*){0,3}(?:,?\s+(?:${LEGAL_FORM})\.?)?)?(?:,\s{1,3}(?:the|its)\s{1,3}[A-Z][\p{L}'’-]*(?:\s{1,3}[A-Z][\p{L}'’-]*){0,2})?)\s*(?:\((?:read\s+and\s+approved|read,\s+approved\s+and\s+signed|signed|signature|seal)\)\s*)?:\s+(\S.*)$`, 'u');

/**
 * A label that names a party with its article or for whom one signs ("The Publisher", "For the Subcontractor"): a party,
 * whatever its role's word says ("Subcontractor" titles Subcontracts), where a bare label may name a term's field.
 */
const PARTY_LABEL = /^(?:For|The|THE|Seen)\s/;

/** A label of a way to reach a party, not of a signer: a contact row keeps its Communication. */
const CONTACT_LABEL = /\b(?:contact|attention|attn|address|e-?mail|phone|telephone|tel|fax|mobile|notices?)\b/i;

/** A label of witnesses: their row numbers them ("1. Rafael Tomazini 2. Beatriz Okamoto"). */
const WITNESS_LABEL = /^\W*(?:In\s+the\s+presence\s+of|Witness)/;

/** A capitalised word of a name, a company's name or a job title: "Dr.", "Min-seo", "Co.,", "Ltd.", "O'Brien", "LLC". */
const CAPITALISED = /^[("“]?\p{Lu}[\p{L}\p{M}'’.&-]*[),;]*$/u;

/**
 * The small words of names and job titles: particles, "by" before the signing officer, "and", "for", "of", "the"; (h108cat)
 * the Catalan "i" that joins two surnames ("Montserrat Vila i Puigdemont", set 84's signer).
 */
const SMALL_WORDS = new Set(['i', 'de', 'del', 'della', 'da', 'do', 'dos', 'das', 'du', 'van', 'von', 'der', 'den', 'ter', 'bin', 'binti', 'bint', 'ibn', 'al', 'el', 'la', 'le', 'y', 'e', 'of', 'for', 'by', 'and', 'the', '&', '–', '—', '-', '|', '(seal)', '(signature)', '(signature', 'seal)', 'per', 'by:']);

/** A witness row's number: "1.", "2)". */
const ROW_NUMBER = /^\d{1,2}[.)]$/;

/**
 * The words that stand before a post word in small letters and make one post with it ("managing director", "general
 * manager", "deputy chair"): a post's modifiers only, so "unless the director" is no post.
 */
const POST_MODIFIERS = new Set(['managing', 'general', 'deputy', 'vice', 'acting', 'chief', 'senior', 'executive', 'sales', 'finance', 'financial', 'commercial', 'technical']);

/**
 * (issue 18, h116c90) The row without the signer's post written in small letters after a comma at its end ("Ánde
 * Magga, chair", "Laura Heikkinen, managing director": set 90's Finnish co-operative and company, under the last
 * article's "7 Term" title): a post word in small letters (names/posted-signers.ts' list), alone or after one of its
 * modifiers ("managing director").
 * Any other small words after the comma stay, and the row is then no signer's.
 */
function withoutSmallPost(words: readonly string[]): readonly string[] {
  const fromEnd = [...words].reverse().findIndex((word) => word.endsWith(','));
  const post = fromEnd < 0 ? [] : words.slice(words.length - fromEnd);
  if (post.length < 1 || post.length > 2) return words;
  const last = post[post.length - 1].replace(/\.$/, '');
  return isSmallSignerPost(last) && (post.length === 1 || POST_MODIFIERS.has(post[0])) ? words.slice(0, words.length - fromEnd) : words;
}

/** Whether `text` is a signature block's row of a party's label and only the names that sign for it. */
export function isSignerRow(text: string): boolean {
  const row = LABEL.exec(text);
  if (row === null || row[1].trim() === '') return false;
  const label = row[1].trim();
  if (CONTACT_LABEL.test(label) || (!PARTY_LABEL.test(label) && titleCategories(label).length > 0)) return false;
  const witnesses = WITNESS_LABEL.test(label);
  const words = withoutSmallPost(row[2].trim().split(/\s+/));
  let names = 0;
  for (const word of words) {
    if (CAPITALISED.test(word) && !/\d/.test(word)) names++;
    else if (!SMALL_WORDS.has(word.toLowerCase()) && !(witnesses && ROW_NUMBER.test(word))) return false;
  }
  const first = words.find((w) => CAPITALISED.test(w))?.replace(/[^\p{L}'’-]/gu, '').toLowerCase() ?? '';
  return names >= 2 && !isCommonEnglishWord(first, 20);
}
