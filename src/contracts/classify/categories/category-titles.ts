/**
 * The section title's reading: the categories a heading names (a small lexicon), whether it shares itself among
 * several subjects, and a sentence that is really a numbered heading. Part of category-evidence.ts' evidence (the title half);
 * see docs/contracts.md, Classification.
 */
import { type CategoryLabel } from '../../wire.js';
import { SCOPE_EXCLUSIVITY_TITLE } from './cues/category-cues-scope.js';
import { PRIVACY_TITLE } from './cues/category-cues-privacy.js';
import { WARRANTY_TITLE } from './cues/category-cues-warranties.js';
import { MONEY_SECURITY_TITLE } from './cues/category-cues-physical-safety.js';
import { INFORMATION_SECURITY_TITLE } from './cues/category-cues-information-security.js';
import { isDocumentTitle } from './category-document-names.js';

/** Section titles that name a category; a generic title ("General") names none. */
const TITLE_LEXICON: readonly [RegExp, CategoryLabel][] = [
  [/\bamend/i, 'Amendments'],
  [/\b(?:asset|equipment)s?\b/i, 'Asset Use'],
  // A licence to use something ("Licence", "Licence Grant", "Use of the Software") is about using the licensor's asset as well as about IP.
  [/^\W*(?:licen[cs]es?(?:\s+grant)?|grant\s+of\s+licen[cs]e|use\s+of\s+the\s+(?:software|service|platform))\W*$/i, 'Asset Use'],
  // (h101c77; C122) A section on the use of a thing, a party's or the one let ("3. Using the Club's canoes", "Use of the
  // yacht", "Use and Care of the Goods", "Use of the Premises"): the Asset Use row's using the other party's assets, as
  // an "Equipment" heading is (sets 4, 17, 22, 24, 29, 33, 49 and 53 label 19 of the 24 sentences under such titles
  // Asset Use). Not the use of money, information, names, marks, materials or services ("Use of the fund", "Use of
  // Materials and Data": a grant's, a licence's, personal data's).
  [/^(?:use(?:\s+(?:and|&)\s+care)?\s+of|using)\s+(?![^]{0,80}?\b(?:funds?|money|monies|deposits?|proceeds|grants?|names?|marks?|trade\s*marks?|logos?|brands?|data|information|materials?|content|intellectual|software|confidential|personal|services?|results|reports?)\b)\S/i, 'Asset Use'],
  [/\bassignment|\bassign\b|\bnovation/i, 'Assignments'],
  [/\baudit|record[- ]keeping|\binspection/i, 'Audits'],
  [/change of control|sale of (?:the )?business/i, 'Business Continuity'],
  [/\bnotices?\b|\bcommunications?\b|\breporting\b/i, 'Communication'],
  [/confidential|non-?disclosure/i, 'Confidentiality'],
  // A section about the deliverables ("Deliverables and Timetable", "Closing Deliverables"): the title is no passing use of a defined term.
  [/\bdeliverables\b/i, 'Deliverables'],
  [/\bdelivery|\bshipment|\bshipping/i, 'Delivery'],
  // A deadlock section is the disputes of the parties' board and its way out (h30c41: sets 1–40 label both deadlock
  // sentences, sets 3 and 21, Dispute Resolution).
  [/dispute|governing law|arbitration|jurisdiction|choice of law|deadlock/i, 'Dispute Resolution'],
  [/force majeure/i, 'Force Majeure'],
  [/indemni|third[- ]party claims/i, 'Indemnification'],
  [/\binsurance/i, 'Insurance'],
  // A licence, not the Licensee or Licensor who are parties (every clause of a licence names them).
  // Not "Licence Fee" (a price) nor "the Licence" (the contract's own name: "Ending the Licence").
  // Nor a party's own permits listed with its conduct or qualifications ("Licenses and Conduct", "Permits and Licences").
  // A section on the licensor's source code ("6. SOURCE CODE ESCROW") is about its rights in the code (h31c42).
  [/intellectual property|(?<!\b(?:the|this)\s|\bpermits?\s(?:and|&)\s)\blicen[cs](?:e[sd]?|ing)\b(?!\s+fees?\b|\s+(?:and|&)\s+(?:permits?|conduct|qualifications?|certifications?|registrations?|compliance)\b)|copyright|trade ?marks?|patents?|\binventions?\b|\bsource\s+code\b/i, 'Intellectual Property'],
  [/liabilit/i, 'Liability'],
  [/precedence/i, 'Order of Precedence'],
  [/payment|invoic|billing/i, 'Payment Terms & Billing'],
  [/pric|\btax|\bfees?\b|\bcharges\b|\brates\b|expenses/i, 'Pricing & Taxes'],
  // … and the reader's information in consumer terms ("5. YOUR INFORMATION", category-cues-privacy.ts).
  [new RegExp(String.raw`data protection|privacy|personal data|${PRIVACY_TITLE.source}`, 'i'), 'Privacy'],
  // Staff and their supervision; a generic "Supplier Responsibilities" or "Employment Matters" names no subject.
  [/personnel|\bstaff|supervision/i, 'Responsibilities'],
  // … and a danger named as such ("3.3 Unsafe appliances", "Dangerous Goods", "Hazard Assessment"); not a pay for the
  // danger ("Danger Money", "Hazard Pay", "Hazard Allowance": an allowance, hrev21).
  [/safety|security|\bunsafe\b|\b(?:danger(?:s|ous)?|hazards?)\b(?!\s+(?:money|pay|allowances?|bonus(?:es)?|premiums?)\b)/i, 'Safety and Security'],
  // "Scope of Work", "Statement of Work", "Scope of Services"; not the scope of something else ("Scope of Termination
  // Assistance"). A bare "Services" heading or a kind of services ("2 Services", "Maintenance Services") names none
  // (h31c42): the clauses under it mostly describe the work being done, which table 2.3 gives no Scope of Work ("doing
  // the work"); sets 1–42 label 36 of the 127 sentences under such a heading Scope of Work, and those from their own
  // words (what the services include or exclude, a statement of work).
  [/\bscope of (?:the )?(?:work|services|supply)\b|^\W*scope\W*$|statement of work/i, 'Scope of Work'],
  // An exclusivity section ("3. Exclusivity", "Article 3 (Exclusive Distributorship)"; category-cues-scope.ts).
  [SCOPE_EXCLUSIVITY_TITLE, 'Scope of Work'],
  // Flow-down clauses are the head contract's terms passed down to subcontractors.
  // A heading of sub-processors (a data processor's subcontractors, h29c38: sets 1–37 label every sentence under one
  // Subcontracts) names the subject as "Subcontracting" does.
  [/subcontract|sub-contract|\bflow-?downs?\b|\bsub-?processors?\b/i, 'Subcontracts'],
  [/\bterm\b|terminat|duration|expir|renewal|exit|\bending\b/i, 'Term & Termination'],
  // … and a guarantee of quality ("6. OUR GUARANTEE", "Declarations and Guarantees"; category-cues-warranties.ts).
  [new RegExp(String.raw`warrant|${WARRANTY_TITLE.source}`, 'i'), 'Warranties'],
];

/** Small words a heading may keep in lower case ("Limitation of Liability", "Order of Precedence"). */
const HEADING_SMALL = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|between|under|&|-|–)$/;

/**
 * A sentence that is really a numbered heading the layout did not mark as a title: a clause number, then
 * at most eight words each capitalized or small ("21.0 Termination", "22.9 Force Majeure", "38.0
 * Subcontracting", "16.1A Handling of Third Party Claims:"). It opens a section, so the elements after it
 * take it as their section title; like a title it gets no category itself.
 */
export function isNumberedHeading(text: string): boolean {
  const m = /^\s*\d{1,3}(?:\.\d{1,3}[A-Z]?)*\.?\s+(?=[A-Z])/.exec(text);
  if (!m) return false;
  const words = text.slice(m[0].length).replace(/:\s*$/, '').trim().split(/\s+/);
  return words.length <= 8 && !/[.;]$/.test(text.trim()) &&
    words.every((w) => /^[A-Z(]/.test(w) || HEADING_SMALL.test(w.toLowerCase()) || /^\d/.test(w));
}

/** The categories a section title names (at most two: "Liability for Third Party Claims" names two). */
export function titleCategories(title: string | undefined): CategoryLabel[] {
  if (!title || isDocumentTitle(title)) return [];
  const words = titleWords(title);
  // Each category once: two entries may name the same one ("Use of the Software": a licence's and a thing used, C122).
  return [...new Set(TITLE_LEXICON.filter(([re, c]) => re.test(words) && !(c === 'Safety and Security' && isSecurityWithoutSafetyTitle(title))).map(([, c]) => c))].slice(0, 2);
}

/**
 * A heading about the security of information ("29.0 IT Security", C13) or about money given as security ("2.3
 * Security deposit", round 10), and not about safety, names no Safety and Security.
 */
function isSecurityWithoutSafetyTitle(title: string): boolean {
  return (INFORMATION_SECURITY_TITLE.test(title) || MONEY_SECURITY_TITLE.test(title)) && !/\bsafety\b/i.test(title);
}

/**
 * Each distinct title's categories, read once within one classification (a document's sentences share a few dozen
 * titles, and each element read its title's and its parent's through the whole lexicon). The caller's, not module
 * state: one document's titles never outlive its call.
 */
export type TitleCategories = Map<string, CategoryLabel[]>;

export function titleCategoriesIn(title: string | undefined, cache: TitleCategories | undefined): CategoryLabel[] {
  if (!cache || title === undefined) return titleCategories(title);
  let named = cache.get(title);
  if (!named) cache.set(title, (named = titleCategories(title)));
  return named;
}

/**
 * A title's words without its clause number ("22.9 Force Majeure" → "Force Majeure"), nor an article's word and number
 * around them ("Article 4 (Use and Care of the Machine)", "Section 3: Use of the Van" → "Use and Care of the Machine":
 * h102c78, so that a title read from its first word, C122's, reads a civil-law article's heading as a numbered one).
 */
function titleWords(title: string): string {
  const article = ARTICLE_HEADING.exec(title);
  // Only before a thing's use (C122's heading, read from its first word): "ARTICLE 2 – SCOPE" read so named Scope of Work
  // for every clause under it in set 8, which labels them otherwise (h102c78's measure).
  if (article && /^(?:use|using)\b/i.test(title.slice(article[0].length))) return title.slice(article[0].length).replace(/\)\s{0,3}$/, '');
  return title.replace(/^[\s\d.()A-Za-z]{0,8}?(?=[A-Z][a-z])/, '');
}

/** "Article 4 (", "Art. 4 – ", "Section 3: ", "Clause 12 ": the word, its number and what opens the heading. Anchored alternatives: linear. */
const ARTICLE_HEADING = /^\s{0,3}(?:article|art\.|section|clause|chapter)\s{1,3}\d{1,3}(?:\.\d{1,3}){0,3}\.?(?:\s{1,3}\(|\s{0,2}[:–—-]\s{1,3}|\s{1,3})(?=[A-Z])/i;

/**
 * Whether a title shares itself among several subjects: it names two categories, or lists subjects
 * ("Record Keeping, Audit Rights and Regulatory Assistance", "Governance and Dispute Resolution").
 */
export function isSharedTitle(title: string, named: readonly CategoryLabel[]): boolean {
  return named.length > 1 || SHARED_TITLE.test(titleWords(title));
}
/**
 * A comma, "and" or "&" between subjects. Not an "and" that joins the places or times of one subject ("Safety on the boat
 * and in the water", "Conduct at the venue and during the event": issue 18, h86c): the title still names that one subject.
 * Nor the "and" of a thing's use and its upkeep ("Use and Care of the Machine", "Use and Maintenance of the Van"): both are
 * the one subject C122 names, a thing's use (h102c78).
 */
const SHARED_TITLE = /,|\band\b(?!\s{1,8}(?:in|on|at|during|within|inside|outside|under)\b)(?!(?<=\b[Uu]se\s{1,3}and)\s{1,3}(?:[Cc]are|[Uu]pkeep|[Mm]aintenance|[Kk]eeping)\b)|&/;
