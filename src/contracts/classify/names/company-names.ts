/**
 * Companies named by their legal form: capitalised words then a suffix ("Kimura Trading Co., Ltd."), with the words a
 * name loses (a sentence's lead, a recital's letter, a clause in capitals) and keeps ("The Granary Hall LLC", a number
 * opening a party's entry); a Canadian numbered company, a professional firm, Norway's "AS", and a business a preamble
 * describes by its form after a comma ("Holm Family Farms, a general partnership").
 */
import { COUNTRIES, INSTITUTION_HEADS, NUMBERED_COMPANY_PLACES, PLACES, STATE_PREFIX_INITIALS } from '../lexicon/gazetteer.js';
import { INDIAN_STATES, PROVINCES } from '../../../common/lexicon/places.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { mayMatch } from '../../../common/regex-prefilter.js';
import { ONE_SUFFIX, SUFFIX, CAP, JOIN, ROLE_NAMES, LEADING, RECITAL_LETTER, type AddName } from './name-grammar.js';
import { bodyBeforeCompany, institutionHeadFollows } from './institution-grammar.js';
import { bankOfTheStart } from './bank-name-ends.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isPersonName } from './person-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { REPRESENTATIVE_POST_HEADS, REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';
import { postOfLead } from './post-of-company.js';
import { OWNER_RUN_DESCRIPTION, mayDescribeOwner } from '../lexicon/owner-run-business.js';
import { dashedNameStart } from './dashed-names.js';
import { frenchHeadStart } from './french-small-word-names.js';

const alt = longestFirstAlternation;

/**
 * A company's name before its legal form has at most this many words: unbounded, every start in a long run of
 * capitalised words read the run to its end before failing (quadratic: 20,000 such words took 5.6 s).
 */
const NAME_MAX_WORDS = 16;
// A legal-form word joined by a hyphen to the word after it is a word, not a form: "INTERNATIONAL CO-PRODUCTION
// AGREEMENT" names no company "INTERNATIONAL CO" (h21attr).
const COMPANY = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,${NAME_MAX_WORDS - 1}})[,]?\\s+(${SUFFIX})(?![\\p{L}]|-\\p{L})`, 'gu');
/**
 * A Canadian numbered company: its registration number, its province (or "Canada") and its legal form ("1289455 Alberta
 * Ltd.", "9123-4567 QUÉBEC INC."). The number opens the name, which no capitalised-word grammar reads.
 */
const NUMBERED_COMPANY = new RegExp(`(?<![\\p{L}\\p{N}.,-])\\d{3,10}(?:-\\d{3,5})?\\s{1,3}(?:${alt([...NUMBERED_COMPANY_PLACES, ...NUMBERED_COMPANY_PLACES.map((w) => w.toUpperCase())])})\\s{1,3}(?:${SUFFIX})(?![\\p{L}])`, 'gu');
/**
 * A business named without a legal form, which the preamble describes by one after a comma: "Holm Family Farms, a general
 * partnership", "Cedar Row Orchards, a Washington limited partnership", "Mesa Growers, a California cooperative
 * corporation", "TOPOGRAFÍA ROSALES, a sole proprietorship" (h28f21b). What is described so is a business, never a
 * person, whatever its words. (A person is "an individual" or "a sole proprietor" there: no match.) A trust is a party so
 * too ("the Kunene Rhino and Lion Trust, a trust registered with …", "Harbour Trust, a charitable trust"; issue 18,
 * h77t60b); not "a trust officer", "a trust account", "a trust company" (what a trust has or does). The description is
 * found first; the name is read back from it within a bounded window, anchored at the comma: linear.
 */
const DESCRIBED_FORM = /,\s{1,3}an?\s{1,3}(?:[A-Z][A-Za-z]+\s{1,3}){0,2}(?:(?:general|limited|limited\s{1,3}liability)\s{1,3}partnership|limited\s{1,3}liability\s{1,3}company|partnership|(?:nonprofit\s{1,3}|non-profit\s{1,3}|professional\s{1,3}|business\s{1,3}|co-?operative\s{1,3})?corporation|co-?operative(?:\s{1,3}(?:society|association))?|unincorporated\s{1,3}association|sole\s{1,3}proprietorship|(?:charitable\s{1,3}|family\s{1,3}|non-?profit\s{1,3}|public\s{1,3}benefit\s{1,3})?trust(?!\s{1,3}(?:officer|beneficiary|account|company|fund|deed|instrument)))\b/g;
/**
 * A business with no legal form, described as one its owner runs: "Ti Bara, sole trader (EI) run by Mr. Alan Morvan, …"
 * (French drafting in English: the entreprise individuelle), "HARBOUR MARINE REPAIRS, a business owned and operated by Mr
 * Semu …" (Pacific drafting). The name before the comma is the business, an Organization, the person after "by" who runs
 * it its contact (docs/contracts.md: a business described as a sole proprietorship is an organisation). A person described
 * as a sole trader with no "run by" ("Jane Ross, sole trader, of …") stays a person. Bounded blanks: linear.
 */
const OWNER_RUN_BUSINESS = new RegExp(OWNER_RUN_DESCRIPTION, 'gu');
// Not from inside a dotted legal form ("Seiki K.K., a corporation", "S.A. DE C.V., a Mexican … corporation"): that
// name ends in its form and is read by COMPANY.
/** A word in small letters right before a name: the sentence around the name is no clause in capitals. Anchored: linear. */
const SMALL_WORD_BEFORE = /\p{Ll}{2}\s{1,3}$/u;
const NAME_BEFORE_FORM = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.&'-])(${CAP}(?:${JOIN}${CAP}){0,7})$`, 'u');
/**
 * A number that opens a company's name ("3 Counties Catering Ltd", "1st Choice Homes Limited"), read only where a party's
 * name starts: the element's or a line's start, a party entry's number "(2) ", a slot word, "on behalf of" (a signing
 * line), a field's colon. Elsewhere a
 * number before a name counts or refers ("clause 3 Acme Ltd", "Unit 2 Pennine Way"). One blank after it: the name's
 * words are single-spaced. Anchored at the name, on a 24-character window: linear.
 */
const NUMBER_OPENS_NAME = /(?:^|\n|\(\d{1,2}\)\s{1,3}|\b(?:between|BETWEEN|Between|and|AND|behalf\s{1,3}of|BEHALF\s{1,3}OF)\s{1,3}|:\s{1,3})(\d{1,3}(?:st|nd|rd|th)?) $/;
/** Cheap tests that skip the name grammars on clauses without a suffix or head word. */
const HAS_SUFFIX = new RegExp(`(?:${ONE_SUFFIX})(?![\\p{L}])`, 'u');
/**
 * A professional firm writes its profession between its name and its legal form, each after a comma: "Brightwater &
 * Cole, CPAs, LLP", "Hale & Osei, Chartered Accountants, LLP" (h24s26a). One name, the profession included.
 */
const DESIGNATED_FIRM = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,5}),\\s{1,3}(?:CPAs?|Chartered\\s{1,3}Accountants|Certified\\s{1,3}Public\\s{1,3}Accountants|Attorneys(?:\\s{1,3}at\\s{1,3}Law)?|Solicitors|Architects|Engineers),?\\s{1,3}(?:LLP|LLC|PLLC|P\\.C\\.|PC|Ltd\\.?|Limited)(?![\\p{L}])`, 'gu');
/**
 * "Limited Liability Company" written as a kind ("This Limited Liability Company Agreement of …", "LIMITED LIABILITY
 * COMPANY AGREEMENT"): the legal form alone names no company ("Liability" is no name), and a name never opens with the
 * document's "Agreement of" ("AGREEMENT OF SILVERTHREAD VENTURES, LLC" names "SILVERTHREAD VENTURES, LLC"), h21attr.
 */
const FORM_WORDS_ONLY = /^(?:Liability|LIABILITY)$/;
const DOCUMENT_OF = /^(?:(?:Agreement|AGREEMENT|Contract|CONTRACT|Deed|DEED)\s+(?:of|OF)\s+)/;
/**
 * One to four capitalised words in small letters, then Norway's "AS" (a company limited by shares), at a name's end.
 * Not "AS IS": a sale's disclaimer in capitals after a defined thing ("accepts the Goods AS IS") names no company.
 */
const NORWEGIAN_AS = /(?<![\p{L}\p{M}])((?:\p{Lu}[\p{Ll}\p{M}'’-]{1,40}\s){1,4})AS(?![\p{L}\p{M}\d/&-])(?![\s-]{1,3}IS\b)/gu;
/**
 * Norway's "AS" after a name in capitals that fills a field after its colon ("PARTY A (the Principal): NORDKYST APPAREL
 * AS, Bryggen 4, Bergen", "Owner: FJORDBÅT AS"): one to four words in capitals, then "AS" closing the field (a comma or
 * the line's end after it). Set 55's Organization miss (issue 18, h70names). English "AS" in capitals goes on to a word
 * ("AS DEFINED BELOW", "SUCH AS THE GOODS"), so a field's "TERMS AS DEFINED BELOW" names none. Anchored after the colon,
 * each word bounded: linear.
 */
const NORWEGIAN_AS_IN_CAPITALS = /(?<=:[ \t]{0,3})((?:\p{Lu}[\p{Lu}\p{M}'’&-]{1,40} ){1,4})AS(?=,|[ \t]{0,3}(?:\n|$))/gu;
/**
 * English's "AS" of a comparison in capitals, the field's words a phrase and no name: "INDIRECT LOSSES SUCH AS, …",
 * "SAME DAY AS", "AS SOON AS, …", "AS LONG AS" (hrev60). Norway's names hold none of these words.
 */
const ENGLISH_AS_PHRASE = /(?<![\p{L}\p{M}])(?:SUCH|SAME|SOON|LONG|FAR|WELL|MUCH|MANY|JUST|SO|AS|INSOFAR|INASMUCH|KNOWN|DEFINED|SET|REFERRED|DESCRIBED|SPECIFIED|STATED|TREATED|REGARDED)(?![\p{L}\p{M}])/u;
/** What stands before and after a name that fills its line: a label's colon (a clause in capitals opens its own line); the line's end. */
const LINE_BEFORE_NAME = /:\s{0,3}$/;
const LINE_AFTER_NAME = /^[.,;]?\s{0,3}$/;
/** Nothing, or a party entry's number ("(2)", "2."), before a name (issue 18, h101a78). */
const ENTRY_NUMBER_ONLY = /^(?:\(\d{1,2}\)|\d{1,2}\.)?$/;
/** A party's details after its name opening the entry: a comma, then a word in small letters ("…, having its office"). */
const ENTRY_AFTER_NAME = /^,\s{1,3}\p{Ll}/u;
/**
 * A signing place before the party it signs for: "SIGNED at Manzini for ACME (PTY) LTD by" — "for" joins a name's words
 * ("Society for …"), but after "signed at" the town and "for" are the signature's, not the name's (h28f21b). The place is
 * one or two capitalised words; bounded: linear.
 */
const SIGNED_AT_BEFORE = /\b(?:signed|executed|done|made)\s{1,3}at\s{1,3}$/i;
const SIGNING_PLACE_FOR = /^\p{Lu}[\p{L}\p{M}'’-]{0,40}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{0,40})?\s{1,3}for\s{1,3}/u;
/** The length of a signing place and its "for" opening `words` where "signed at" stands right before them; 0 otherwise. */
function signingPlaceLead(text: string, at: number, words: string): number {
  if (!SIGNED_AT_BEFORE.test(text.slice(Math.max(0, at - 24), at))) return 0;
  return SIGNING_PLACE_FOR.exec(words)?.[0].length ?? 0;
}
/**
 * A signer before the company signed for: "Signed by Ana Reti for TOTARA TIMBER LIMITED" — "for" joins a name's words,
 * but after "signed by" a person's name and "for" are the signature's: the company starts after "for" (h34f27; the
 * signer is its contact). Two to four capitalised words; bounded: linear.
 */
const SIGNED_BY_BEFORE = /\b(?:signed|executed)\s{1,3}by\s{1,3}$/i;
const SIGNER_FOR = /^(\p{Lu}[\p{L}\p{M}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{0,30}){1,3})\s{1,3}for\s{1,3}/u;
/** The length of a signer's name and its "for" opening `words` where "signed by" stands right before them; 0 otherwise. */
function signerForLead(text: string, at: number, words: string): number {
  if (!SIGNED_BY_BEFORE.test(text.slice(Math.max(0, at - 24), at))) return 0;
  const m = SIGNER_FOR.exec(words);
  return m && isPersonName(m[1]) ? m[0].length : 0;
}
/**
 * A signature block written on one line or one paragraph, the signer's name, the post, then the party: "Carla Rocha Vaca
 * LEGAL REPRESENTATIVE MIEL ANDINA S.R.L." (h72sig's Left; h73left). The name and the post are the signature's, the
 * company starts after the post. Only at a line's start, a person's name of two to four words, and a post that ends in
 * its head ({@link REPRESENTATIVE_POST_HEADS}, capitalised or in capitals): "Peter Pan Legal Services Ltd" keeps its words.
 * Bounded words, anchored: linear; the post's words written once (upToUnrolledOnce).
 */
const anyCase = (words: readonly string[]): string => alt([...words, ...words.map((w) => w.toUpperCase())]);
const SIGNER_THEN_POST = new RegExp(String.raw`^(\p{Lu}[\p{L}\p{M}'’-]{0,30}(?:[ \t\n]{1,3}\p{Lu}[\p{L}\p{M}'’-]{0,30}){1,3}?)[ \t\n]{1,3}${upToUnrolledOnce(String.raw`(?:${anyCase(REPRESENTATIVE_POST_WORDS)})[ \t\n]{1,3}`, 3)}(?:${anyCase(REPRESENTATIVE_POST_HEADS)})[ \t\n]{1,3}(?=\p{Lu})`, 'u');
/**
 * Whether only blanks stand between the line's start and `at`. Read backwards over the blanks alone: searching back for
 * the line's start (`lastIndexOf('\n')`) walks to the text's start on a text without newlines, once per company found,
 * which made a long one-line text quadratic (the hostile row `"AB "Aa AB "Bb "`).
 */
function opensItsLine(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || text[i] === '\n';
}
/** The length of a signer's name and post opening `words` at a line's start (at `at` in `text`); 0 otherwise. */
function signerPostLead(text: string, at: number, words: string): number {
  if (!opensItsLine(text, at)) return 0;
  const m = SIGNER_THEN_POST.exec(words);
  return m && isPersonName(m[1]) ? m[0].length : 0;
}
/**
 * A post after a possessive, then "and" before the next company: "Acme Ltd, represented by its Director and Beta GmbH,
 * represented by …" (hrev57's Left, h71left). The post ("Director", "Chairman and Managing Director") is the first
 * company's signer's, the "and" joins the two entries: the company after it starts past the "and" (the name was
 * "Director and Beta GmbH"). A possessive before the post only: "Director and Partner Holdings Ltd" alone stays a name.
 * At most six post words, each blank run bounded: linear.
 */
const POSSESSIVE_BEFORE_POST = /\b(?:its|their|his|her)\s{1,3}$/i;
const POST_WORD = alt(REPRESENTATIVE_POST_WORDS);
const POSTS_THEN_AND = new RegExp(String.raw`^(?:(?:${POST_WORD})\s{1,3}(?:and\s{1,3})?){0,5}(?:${POST_WORD})\s{1,3}and\s{1,3}`);
/** The length of a possessive's post and its "and" opening `words` (at `at` in `text`); 0 otherwise. */
function postAndLead(text: string, at: number, words: string): number {
  if (!POSSESSIVE_BEFORE_POST.test(text.slice(Math.max(0, at - 8), at))) return 0;
  return POSTS_THEN_AND.exec(words)?.[0].length ?? 0;
}
/**
 * The words inside a name's bracket: one to three capitalised words, a country's "and" between two ("Caribe Telecom (St
 * Kitts and Nevis) Limited": issue 18, h101a78, set 78). Each word bounded; "and" is small, a word capitalised: linear.
 */
const BRACKET_WORDS = `\\p{Lu}[\\p{L}\\p{M}.'-]{0,30}(?:\\s{1,3}(?:and\\s{1,3})?\\p{Lu}[\\p{L}\\p{M}.'-]{0,30}){0,2}`;
/**
 * A name whose words before its form hold a bracket: "SIGATOKA GREENS (FIJI) PTE LIMITED" on a signing line. The grammar
 * reads no bracket inside a name, so it read "PTE LIMITED" alone, a company "PTE" (facts set 34's cause 4, h55f34). Where
 * one word stands between such a bracket and the form, the name runs back over the bracket to the capitalised words
 * before it. The bracket holds one to three capitalised words. Anchored at the end of a window of 200 characters, each
 * word bounded: linear.
 */
const BRACKET_IN_NAME_BEFORE = new RegExp(`(${CAP}(?:${JOIN}${CAP}){0,7})\\s{1,3}\\((${BRACKET_WORDS})\\)\\s{1,3}$`, 'u');
/**
 * What a bracket inside a company's name holds: its country or region ("(FIJI)", "(UK)", "(Kenya)", "(East Africa)",
 * "(Asia Pacific)") or a legal form's word ("(Private)", "(Pty)"). A form's field label in brackets ("Company Name (BLOCK
 * CAPITALS) HILLTOP LTD", "Approved Subcontractor (Electrical) Sparks Ltd") holds none: the name starts after it (hrev42).
 */
// The Channel Islands' bailiwicks too, where banks and trust companies name their subsidiaries ("Butterfield Bank
// (Guernsey) Limited", "Acme Trust (Jersey) Limited": facts set 43, h87o); no place list holds them.
const NAME_BRACKET_WORDS: ReadonlySet<string> = new Set([...PLACES.map((p) => p.toLowerCase()), 'nz', 'aust', 'us', 'uae', 'emea', 'apac',
  'asia pacific', 'middle east', 'pty', 'private', 'proprietary', 'pvt', 'guernsey', 'jersey']);
const COMPASS_BEFORE = /^(?:north|south|east|west|central)(?:ern)?\s{1,3}/i;
const namesCountryOrForm = (inner: string): boolean => {
  const words = inner.trim().replace(/\s{1,3}/g, ' ').toLowerCase();
  return NAME_BRACKET_WORDS.has(words) || NAME_BRACKET_WORDS.has(words.replace(COMPASS_BEFORE, ''));
};
/** The start of a name running back over a bracket to the one word before the form at `at` (see above); `at` if none. */
function bracketedNameStart(text: string, at: number, word: string): number {
  if (/\s/.test(word) || text[at - 2] !== ')') return at;
  const from = Math.max(0, at - 200);
  const m = BRACKET_IN_NAME_BEFORE.exec(text.slice(from, at));
  if (!m || !namesCountryOrForm(m[2])) return at;
  const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
  return lead < m[1].length ? from + m.index + lead : at;
}
/**
 * A name whose bracket stands right before its form: "TESCO STORES (IRELAND) LIMITED", "Acme Foods (UK) Ltd". The
 * grammar's name words end at the bracket, so no word stood before the form and nothing was read (hrev42's leftover,
 * h57names). The bracket holds a country, a region or a form's word (namesCountryOrForm), never a field's label. One
 * start per capitalised word, at most eight words, bounded: linear.
 */
const BRACKET_BEFORE_FORM = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,7})\\s{1,3}\\((${BRACKET_WORDS})\\)\\s{1,3}(?:${SUFFIX})(?![\\p{L}]|-\\p{L})`, 'gu');
/** A modal or a verb of being: the capitals are a clause, whatever stands before them ("NOTE: THE SUPPLIER SHALL …"). */
const CLAUSE_IN_CAPITALS = /\b(?:SHALL|WILL|MUST|MAY|CAN|IS|ARE|BE|BEEN|HAS|HAVE|NOT)\b/;
/**
 * In a clause written in capitals ("SOLD WITH ALL FAULTS AND COMPANY GIVES") the capitalised run is the clause,
 * not a name: a name in capitals starts after the last small word of the run, if anything is left. A modal and the
 * verb it governs are the clause's too ("THE BUYER SHALL PAY TESCO STORES (IRELAND) LIMITED", "THE AGENT WILL INVOICE
 * BIRCH LTD": issue 18, h59left): no name word follows "SHALL", "MUST" or "WILL" (with "NOT" or "BE"), group 1.
 * A modal after "IN NO EVENT" or "UNDER NO CIRCUMSTANCES" comes before its subject ("IN NO EVENT SHALL ACME LIMITED BE
 * LIABLE"): the word after it is the name's, so that modal is read alone (hrev46).
 * A clause's noun a name follows with "OF" is the clause's too ("SHALL LIMIT THE LIABILITY OF KESTREL PHARMA GMBH", "ON
 * BEHALF OF ACME LIMITED", "IN BREACH OF …"): no company's name opens with a liability, an obligation, a breach or a
 * behalf, where "BANK OF …", "UNIVERSITY OF …" do (review hrev46's Left, h62names). Nor with what a party owns, does or
 * employs, or what it grants or asks ("AFFECT THE RIGHTS OF KESTREL PHARMA LIMITED", "THE ACTS OR OMISSIONS OF …",
 * "REMAIN THE PROPERTY OF …", "THE EMPLOYEES OF …", "THE PRIOR WRITTEN APPROVAL OF …", "ON THE PART OF …"; h62names'
 * Left, h63left): a clause's nouns all, none a word a company's name opens with before "OF". These last need a
 * determiner or "OR" before them, perhaps with up to two words between ("THE PRIOR WRITTEN APPROVAL OF", "ANY ACTS OR
 * OMISSIONS OF"): bare, first in the run, they open a name ("BETWEEN RIGHTS OF WAY LIMITED AND …", "WITH ACTS OF MERCY
 * LIMITED"; review hrev51).
 */
const CAPS_CLAUSE_WORD = /(?<![\p{L}\p{M}\p{N}_])(?:AND|OR|THE|IS|ARE|WITH|BY|TO|FOR|IN|ON|AT|ANY|ALL|NO|NOT|AS|(?:LIABILITY|LIABILITIES|OBLIGATIONS?|RESPONSIBILITY|NEGLIGENCE|BREACH|DEFAULT|BEHALF|BENEFIT|FAVOU?R|CONSENT)\s+OF|(?<=(?:THE|ANY|ALL|ITS|THEIR|HIS|HER|SUCH|EACH|NO|OR)\s{1,3}(?:\p{Lu}[\p{Lu}-]{0,20},?\s{1,3}){0,2})(?:RIGHTS?|ACTS?|OMISSIONS?|FAULT|PROPERTY|INTERESTS?|ASSETS|SHARES|EMPLOYEES|OFFICERS|DIRECTORS|AGENTS|SUBCONTRACTORS|PERSONNEL|STAFF|REPRESENTATIVES|AFFILIATES|CONTROL|ACCOUNT|APPROVAL|PERMISSION|REQUEST|INSTRUCTIONS?|INSOLVENCY|PERFORMANCE|PART)\s+OF|(?:EVENT|CIRCUMSTANCES)\s+(?:SHALL|WILL|MAY)|((?:SHALL|MUST|WILL)\s+(?:NOT\s+)?(?:BE\s+)?\p{Lu}+))\s+/gu;
function capsClauseLead(words: string, andJoins = false): number {
  if (words !== words.toUpperCase()) return 0;
  let lead = 0;
  let previousEnd = -1;
  // A whole word: `\b` without the u flag sees an edge inside "CORTIÇAS" (Ç is no ASCII word letter), which read "AS" (h27s32a).
  for (const m of matchesOf(CAPS_CLAUSE_WORD, `${words} `)) {
    if (andJoins && m[0].startsWith('AND')) continue;
    // A modal with no subject before it, first in the run or right after a clause word ("WILL SMITH HOLDINGS LIMITED",
    // "ASSIGN IT TO WILL SMITH HOLDINGS LIMITED", "SHALL PAY WILL SMITH …"), is a name's first word, not a modal (hrev46).
    const modalWithoutSubject = m[1] !== undefined && (m.index === 0 || m.index === previousEnd);
    previousEnd = m.index + m[0].length;
    if (!modalWithoutSubject) lead = previousEnd;
  }
  return lead;
}
/**
 * "The" that belongs to a registered name: "between The Granary Hall LLC and …" — capitalised mid-sentence right before
 * a name that ends in a legal form, "The" is the name's first word (h18w). At a sentence's start, in capitals, or as
 * "the" (an alias, "the Company"), it is the article and is dropped.
 */
const MID_SENTENCE = /[\p{Ll}\p{N},]\s{1,3}$/u;
/**
 * The listed places whose own name opens with "The" ("The Valley", Anguilla's seat), without it: a name that opens on
 * one ("The Valley Tool Library Inc.") keeps its "The" anywhere, as the town's name does (issue 18, h102a79, set 79).
 */
const NAMES_OF_THE_PLACES: readonly string[] = PLACES.filter((p) => p.startsWith('The ')).map((p) => p.slice(4));
function registeredThe(text: string, at: number, words: string, lead: number): boolean {
  if (lead < 4 || words.slice(lead - 4, lead) !== 'The ') return false;
  const rest = words.slice(lead, lead + 40);
  if (NAMES_OF_THE_PLACES.some((p) => rest.startsWith(p) && !/^[\p{L}\p{M}]/u.test(rest.slice(p.length)))) return true;
  return MID_SENTENCE.test(text.slice(Math.max(0, at + lead - 12), at + lead - 4));
}

/** A name whose only legal form is "Company" right after "of": a title's or a clause's words, no name. Anchored at the end. */
const OF_COMPANY = /\b(?:of|OF)\s{1,3}(?:Company|COMPANY)$/;
/** One capitalised word in the possessive ("Lessee's"), and "the" right before it: a role's alias owning a thing. */
const ALIAS_POSSESSIVE = /^\p{Lu}\p{Ll}{1,30}['’]s$/u;
const THE_BEFORE = /\bthe\s{1,3}$/i;
/** Whether a possessive's word is a party's role or a common English word ("Lessee", "Grower"), no brand's name ("Macy"). */
const aliasWord = (word: string): boolean => ROLE_NAMES.has(word.toLowerCase()) || isCommonEnglishWord(word.toLowerCase(), 50);
/** The patterns addCompanies runs behind the prefilter (namePatterns). */
/**
 * A town of one or two words, a comma and "S.C." after "in", "at", "of", "from", "to", "near" or an address's comma: the
 * US state (h37f28). Anchored, bounded: linear.
 */
const TOWN_THEN_SC = /^\p{Lu}[\p{L}'’.-]{0,30}(?:\s\p{Lu}[\p{L}'’.-]{0,30})?,\s{0,3}S\.C\.$/u;
const TOWN_LEAD = /(?:\b(?:in|at|of|from|to|near)|,)\s{1,3}$/;
function southCarolinaTown(text: string, at: number, name: string): boolean {
  return TOWN_THEN_SC.test(name) && TOWN_LEAD.test(text.slice(Math.max(0, at - 8), at));
}

/**
 * A body's name that lists what it gathers before its legal form: "Federation of Oils, Seeds and Fats Associations Ltd",
 * "Union of Growers, Packers and Shippers Ltd" (issue 18, h77t60b). The grammar's name words stop at a comma, so only
 * "Seeds and Fats Associations Ltd" was read. Where the words read close a list with "and" and the text right before
 * them is the head word of a body that gathers members (below), "of" and the list's first items each closed by a
 * comma, the name runs back to the head. Without the head and "of" a comma parts names ("pay Acme, Beta and Gamma Ltd").
 * At most four items of one to three words, anchored at the end of a window of 160 characters: linear.
 */
// Only the heads of bodies that gather members or trades: a bank's or a court's "of" names a place ("the Bank of Ireland,
// Smith and Jones Ltd" are two names), and a place never opens the list ("Council of Europe, Alpha and Beta Ltd").
const LIST_HEADS = INSTITUTION_HEADS.filter((h) => /^(?:Association|Federation|Confederation|Union|Society|Chamber|Council|Institute)$/.test(h));
const PLACE_WORDS: ReadonlySet<string> = new Set(PLACES.map((p) => p.toLowerCase()));
const HEAD_OF_LIST_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alt(LIST_HEADS)})\\s{1,3}of\\s{1,3}(?:\\p{Lu}[\\p{L}\\p{M}'-]{0,30}(?:\\s{1,3}\\p{Lu}[\\p{L}\\p{M}'-]{0,30}){0,2},\\s{1,3}){1,4}$`, 'u');
const LIST_CLOSED_BY_AND = /^\p{Lu}[\p{L}\p{M}'-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'-]{0,30}){0,2}\s{1,3}(?:and|&)\s/u;
/** The start of a body's head before a list its name's words close (see above); `start` if none. */
function listedNameStart(text: string, start: number, words: string): number {
  if (!LIST_CLOSED_BY_AND.test(words) || text[start - 2] !== ',') return start;
  const from = Math.max(0, start - 160);
  const m = HEAD_OF_LIST_BEFORE.exec(text.slice(from, start));
  if (!m) return start;
  const first = /\bof\s{1,3}([^,]{1,100}),/.exec(m[0]);
  return first && PLACE_WORDS.has(first[1].replace(/\s{1,3}/g, ' ').toLowerCase()) ? start : from + m.index;
}

/**
 * A state's or a national company's name goes on past its form with the country or state it serves: "General Electricity
 * Company of Libya", "National Oil Corporation of Libya", "Electricity Company of Ghana", "Life Insurance Corporation of
 * India", "Sanlam General Insurance Company of Kenya Limited" (facts set 44's cause 6, set 43's cause 16; h78f44p). The
 * grammar's name ended at the form and left "GENERAL ELECTRICITY". Only after the forms written as words ("Company",
 * "Corporation") and only a listed country (with "the" or not), perhaps closed by a second form: "Acme Trading Company
 * of 12 Main Road" (a number), "Northgate Company of Leeds" (a town) and "Hudson Trading Company of Ohio" (a US state: the
 * seat, as after "Inc.") and "a company of the group" keep their reading. Anchored after the form, at most three words: linear.
 */
const WORD_FORM_END = /(?:Company|Corporation|COMPANY|CORPORATION)$/;
/**
 * "Corporation" then "for" and a public field's capitalised words ("National Corporation for Indigenous Development",
 * "Corporation for Public Broadcasting"): a public body named by what it is for, no company ending at its form (facts
 * set 67's cause 8, issue 18, h107q67). The field's first word a common English word ("Indigenous", "Rural", "Public"):
 * "Acme Corporation for Northwind Traders" names two companies, "Acme Corporation for the Buyer" a party's role.
 * Anchored, literal words: linear.
 */
const FOR_FIELD_AFTER = /^\s{1,3}for\s{1,3}(\p{Lu}\p{Ll}{2,30})\s{1,3}\p{Lu}/u;
function corporationForField(text: string, end: number, name: string): boolean {
  if (!name.endsWith('Corporation')) return false;
  const m = FOR_FIELD_AFTER.exec(text.slice(end, end + 50));
  return m !== null && isCommonEnglishWord(m[1].toLowerCase(), 35) && !ROLE_NAMES.has(m[1].toLowerCase());
}
const OF_PLACE_AFTER_FORM = /^\s{1,3}(?:of|OF)\s{1,3}((?:the\s{1,3}|THE\s{1,3})?)(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){0,2})/u;
const FORM_AFTER_PLACE = new RegExp(`^,?\\s{1,3}(?:${SUFFIX})(?![\\p{L}]|-\\p{L})`, 'u');
// An Indian state or a Canadian province so too: "Eastern Power Distribution Company of Andhra Pradesh Limited", "Power
// Corporation of Madhya Pradesh" (a state's own utility; facts set 67's cause 6, issue 18, h107q67: the name stopped at
// "Company" and "Andhra Pradesh Limited" came out a company of its own). A US state stays the seat, as above.
const COUNTRY_OR_STATE: ReadonlySet<string> = new Set([...COUNTRIES, ...INDIAN_STATES, ...PROVINCES].map((p) => p.toLowerCase()));
/** Where a name ending in a word form at `end` ends once the country after "of" is read with it (`end` if none). */
function servedPlaceEnd(text: string, end: number, form: string): number {
  if (!WORD_FORM_END.test(form)) return end;
  const m = OF_PLACE_AFTER_FORM.exec(text.slice(end, end + 100));
  if (!m) return end;
  const words = m[2].split(/\s{1,3}/);
  for (let n = words.length; n >= 1; n--) {
    const place = words.slice(0, n).join(' ');
    if (!COUNTRY_OR_STATE.has(place.toLowerCase())) continue;
    const placeEnd = end + m[0].length - m[2].length + m[2].indexOf(words[n - 1]) + words[n - 1].length;
    return placeEnd + (FORM_AFTER_PLACE.exec(text.slice(placeEnd, placeEnd + 40))?.[0].length ?? 0);
  }
  return end;
}

/**
 * Papua New Guinea's incorporated land group, a customary clan's statutory body ("Kumul Ambra Incorporated Land Group
 * (ILG No. 4127)", Land Groups Incorporation Act): "Incorporated" is no legal form closing the name there but a word of
 * the body's kind, which the name keeps as a "Cooperative Society" keeps its (facts set 67's cause 4, the lead's decision;
 * issue 18, h107q67). The grammar's name ended at "Incorporated" ("KUMUL AMBRA"). Anchored after the form: linear.
 */
const LAND_GROUP_AFTER = /^\s{1,3}(?:Land\s{1,3}Group|LAND\s{1,3}GROUP)(?![\p{L}])/u;
function landGroupEnd(text: string, end: number, form: string): number {
  if (!/^(?:Incorporated|INCORPORATED)$/.test(form.trim())) return end;
  return end + (LAND_GROUP_AFTER.exec(text.slice(end, end + 16))?.[0].length ?? 0);
}

/**
 * Dotted initials glued before a name's first initial ("T.C. Ziraat Bankası A.Ş.", "K.C. Anadolu Tekstil A.Ş."): the
 * grammar's words need a blank between them, so the name began at the last initial ("C. ZIRAAT BANKASI"). A state's
 * initials (STATE_PREFIX_INITIALS: "T.C.") are no part of the name, which starts after them, as it is read without its
 * form ("T.C. Ziraat Bankası" → ZIRAAT BANKASI); other initials are the name's (a person's: "K.C. Patel A.Ş."), which
 * starts at the first. Bounded windows: linear.
 */
const INITIALS_BEFORE = /(?<![\p{L}\p{M}.])((?:\p{Lu}\.){1,4})$/u;
const INITIAL_THEN_BLANK = /^\p{Lu}\.\s{1,3}(?=\p{Lu})/u;
const STATE_PREFIXES: ReadonlySet<string> = new Set(STATE_PREFIX_INITIALS);
/** Where a name read from `start` starts once dotted initials glued before it are read (see above). */
function dottedInitialsStart(text: string, start: number): number {
  if (text[start - 1] !== '.') return start;
  const run = INITIALS_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
  const initial = run === null ? null : INITIAL_THEN_BLANK.exec(text.slice(start, start + 8));
  if (run === null || initial === null) return start;
  return STATE_PREFIXES.has(run[1] + text.slice(start, start + 2)) ? start + initial[0].length : start - run[1].length;
}

export function companyPatterns(): readonly RegExp[] {
  return [NUMBERED_COMPANY, DESIGNATED_FIRM];
}

/**
 * The grammar's two patterns of a name before its form (18,000 characters each), for the build
 * (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run sources (short runs written
 * once, word boundaries, group ends), which matchesOf runs, so the process rewrites neither (bench/log.md, "The cold
 * classify, part 21"). Not behind the prefilter: they run wherever the text holds a form (`hasSuffix`).
 */
export function companyFormPatterns(): readonly RegExp[] {
  return [COMPANY, BRACKET_BEFORE_FORM];
}

/**
 * A firm named after its partners "& Co" before its legal form: "Birch & Co LLP", "Hale & Co. Limited" (issue 18,
 * h38rev). "Co" is itself a legal form, so the company grammar, whose name words are never a form, reads no name there.
 * Only with a second form after it: "Birch & Co" alone is read as the grammar reads it. Bounded words: linear.
 */
const AND_CO_FIRM = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,5})\\s{1,3}&\\s{1,3}Co\\.?,?\\s{1,3}(?:LLP|LLC|Ltd\\.?|Limited|Inc\\.?|PLC|plc)(?![\\p{L}])`, 'gu');
/**
 * Companies named by their legal form (or described by one after a comma); `forms` are the written-out forms
 * addMarkedCompanies found before quoted names, `folded` the text as the prefilter reads it.
 */
export function addCompanies(text: string, folded: string, forms: readonly { begin: number; end: number }[], add: AddName): void {
  // Tested once: on a long text with no legal form each test scans all of it (the four readers below asked it anew).
  const hasSuffix = HAS_SUFFIX.test(text);
  if (hasSuffix && mayMatch(NUMBERED_COMPANY, folded)) for (const m of matchesOf(NUMBERED_COMPANY, text)) add('Organization', m.index, m.index + m[0].length);
  if (hasSuffix && mayMatch(DESIGNATED_FIRM, folded)) for (const m of matchesOf(DESIGNATED_FIRM, text)) {
    const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  if (/&\s{0,3}Co\b/.test(text)) for (const m of matchesOf(AND_CO_FIRM, text)) {
    const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  let servedUntil = 0; // the end of the last name read on to its country ("… Company of Kenya Limited")
  if (hasSuffix) for (const m of matchesOf(COMPANY, text)) {
    // The form written out before a quoted name ("Limited Liability Company "…""): no name of its own.
    if (forms.some((f) => f.begin < m.index + m[0].length && m.index < f.end)) continue;
    // The country and form after "of" that the name before took ("Kenya Limited"): no name of their own.
    if (m.index < servedUntil) continue;
    // The name's words all leading words ("AND COMPANY"): no name.
    const marker = text.slice(0, m.index).trim() === '' ? RECITAL_LETTER.exec(`${m[1]} `)?.[0].length ?? 0 : 0;
    const rest = m[1].slice(marker);
    // A name in capitals that fills its line after a label ("PARTY B (the Lessor): HOA BINH SOUND AND LIGHT COMPANY
    // LIMITED") is no clause in capitals: its "AND" joins the name's words (h23s23).
    // So is one that opens a party's entry, its details after a comma in small letters ("ADDIS SPICE AND TEA SHARE
    // COMPANY, having its head office at …", h23f16b).
    // An entry's number before it changes nothing ("(2) HARBOUR ROOFING AND CONSTRUCTION LIMITED, a company of …"; issue
    // 18, h101a78, set 78).
    const opensEntry = ENTRY_NUMBER_ONLY.test(text.slice(0, m.index).trim()) && ENTRY_AFTER_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    const fillsLine = (opensEntry || (LINE_BEFORE_NAME.test(text.slice(Math.max(0, m.index - 80), m.index)) && LINE_AFTER_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4)))) && !CLAUSE_IN_CAPITALS.test(rest);
    // A name in capitals after a word in small letters ("on behalf of SALT AND PEPPER TRADING LIMITED by") is no clause in
    // capitals either: its "AND" joins its words, as in DESCRIBED_FORM's reading below (issue 18, h101a78).
    const inSentence = SMALL_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index));
    let lead = marker + (DOCUMENT_OF.exec(rest)?.[0].length ?? Math.max(LEADING.exec(`${rest} `)?.[0].length ?? 0, fillsLine ? 0 : capsClauseLead(rest, inSentence), signingPlaceLead(text, m.index + marker, rest)));
    const signer = signerForLead(text, m.index + lead, m[1].slice(lead));
    lead += signer;
    lead += postAndLead(text, m.index + lead, m[1].slice(lead));
    lead += signerPostLead(text, m.index + lead, m[1].slice(lead));
    // "General Manager of CONSTRUCCIONES DEL NORTE, S.A.": the post is the person's, the company starts after "of".
    lead += postOfLead(m[1].slice(lead));
    if (lead >= m[1].length || FORM_WORDS_ONLY.test(m[1].slice(lead))) continue;
    // "Subject to these Terms, Company grants": a comma comes before "Inc." or "L.P.", never before "Company".
    if (/,\s*(?:Company|Co\.?)$/i.test(m[0])) continue;
    // "THE LEASING OF COMPANY BICYCLES", "Sale of Company Cars": "Company" after "of" is the thing's owner, no legal form
    // ending a name (set 50; issue 18, h50n50).
    if (OF_COMPANY.test(m[0])) continue;
    // "the Lessee's DMCC licence", "the Member's LLC interest": one possessive word after "the" is a party's alias
    // owning the thing the form's initials qualify, no company's name (issue 18, h63n53).
    // Only a role's word or a common word owns so ("the Buyer's LLC", "the Grower's LLC"): a brand's own name in the
    // possessive stays the company's ("the Macy's Inc. store", "the Harrod's Ltd offices"; review hrev51).
    if (ALIAS_POSSESSIVE.test(m[1].slice(lead)) && THE_BEFORE.test(text.slice(Math.max(0, m.index - 6), m.index)) && aliasWord(m[1].slice(lead, -2))) continue;
    // "in Greenville, S.C.", "12 King Street, Charleston, S.C. 29401": South Carolina after a town, not the Mexican
    // civil partnership's "S.C." ending a firm's name ("through Aduanas del Golfo, S.C.").
    if (southCarolinaTown(text, m.index, m[0])) continue;
    // "National Company Law Tribunal": the legal-form word sits inside an institution's name, read below.
    if (institutionHeadFollows(text.slice(m.index + m[0].length, m.index + m[0].length + 80))) continue;
    // "National Corporation for Indigenous Development": "Corporation" heads a public body's name before "for" and its
    // field, read whole by the institution grammar (FOR_TAIL_HEADS), no company ending at "Corporation".
    if (corporationForField(text, m.index + m[0].length, m[0])) continue;
    const split = bodyBeforeCompany(m[1].slice(lead));
    if (split) {
      add('Organization', m.index + lead, m.index + lead + split.leftEnd);
      add('Organization', m.index + lead + split.right, m.index + m[0].length);
      continue;
    }
    // Of a name that ends in its legal form only: a body split off above keeps no "The".
    if (registeredThe(text, m.index, m[1], lead)) lead -= 4;
    // "(2) 3 COUNTIES CATERING LTD": a number opening a party's entry is the name's first word.
    const digits = lead === 0 ? NUMBER_OPENS_NAME.exec(text.slice(Math.max(0, m.index - 24), m.index))?.[1] : undefined;
    if (digits !== undefined) lead = -(digits.length + 1);
    // "SIGATOKA GREENS (FIJI) PTE LIMITED": the name runs back over the bracket before its one word.
    // "The Bank of the Ryukyus, Limited": the name runs back over "Bank of the" to the bank's head (bank-name-ends.ts).
    const start = lead === 0 ? bankOfTheStart(text, bracketedNameStart(text, m.index, m[1])) : m.index + lead;
    // "Kibbutz Neve Tamar – Agricultural Cooperative Society Ltd.": the name runs back over the dash to its own words.
    const dashed = lead === 0 ? dashedNameStart(text, start, m[1]) : start;
    // "Federation of Oils, Seeds and Fats Associations Ltd": the name runs back over its list to the body's head.
    // "General Electricity Company of Libya": the name runs on to the country it serves.
    const end = landGroupEnd(text, servedPlaceEnd(text, m.index + m[0].length, m[2]), m[2]);
    if (end > m.index + m[0].length) servedUntil = end;
    // "Club de ski de fond Les Pieds Légers inc.": the name runs back over a French name's small words to its head.
    const listed = start === m.index ? listedNameStart(text, start, m[1]) : start;
    add('Organization', dottedInitialsStart(text, dashed !== start ? dashed : listed === m.index ? frenchHeadStart(text, listed) : listed), end);
  }
  if (hasSuffix && text.includes(') ')) for (const m of matchesOf(BRACKET_BEFORE_FORM, text)) {
    if (!namesCountryOrForm(m[2])) continue;
    const lead = Math.max(LEADING.exec(`${m[1]} `)?.[0].length ?? 0, capsClauseLead(m[1]));
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  // "Nordlys Fisk AS: Kari Berg, CEO", "Fjordlaks AS, organisation number …": Norway's "AS" ends a name written in
  // small letters (h25s28a). Never after a word in capitals: "EXCEPT AS EXPRESSLY SET FORTH" names none.
  if (text.includes(' AS')) for (const m of matchesOf(NORWEGIAN_AS, text)) {
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  if (text.includes(' AS')) for (const m of matchesOf(NORWEGIAN_AS_IN_CAPITALS, text)) {
    if (ENGLISH_AS_PHRASE.test(m[1])) continue;
    const lead = Math.max(LEADING.exec(m[1])?.[0].length ?? 0, capsClauseLead(m[1].trimEnd()));
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  for (const m of [...matchesOf(DESCRIBED_FORM, text), ...(mayDescribeOwner(text) ? matchesOf(OWNER_RUN_BUSINESS, text) : [])]) {
    const from = Math.max(0, m.index - 160);
    const name = NAME_BEFORE_FORM.exec(text.slice(from, m.index));
    if (!name) continue;
    // "I. NUVEM SISTEMAS LTDA., a limited liability company": an entry's numeral opening the element is no word of the
    // name, as in COMPANY's reading (RECITAL_LETTER; h34f27).
    const marker = text.slice(0, m.index - name[1].length).trim() === '' ? RECITAL_LETTER.exec(`${name[1]} `)?.[0].length ?? 0 : 0;
    // A name in capitals inside a sentence in small letters ("HEREBY LET to THORNHILL AND DISTRICT ANGLING ASSOCIATION, an
    // unincorporated association") is no clause in capitals: its "AND" joins its words, as "and" does in "Thornhill and
    // District Angling Association" (facts set 58's cause 4, h99fp).
    const inSentence = SMALL_WORD_BEFORE.test(text.slice(Math.max(0, m.index - name[1].length - 24), m.index - name[1].length));
    const lead = marker + Math.max(LEADING.exec(`${name[1].slice(marker)} `)?.[0].length ?? 0, capsClauseLead(name[1].slice(marker), inSentence));
    const words = name[1].slice(lead);
    if (words === '' || ROLE_NAMES.has(words.replace(/^the\s+/i, '').toLowerCase())) continue;
    add('Organization', m.index - words.length, m.index);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function companyNamesRunPatterns(): readonly RegExp[] {
  return [AND_CO_FIRM, CAPS_CLAUSE_WORD, DESCRIBED_FORM, OWNER_RUN_BUSINESS, NORWEGIAN_AS, NORWEGIAN_AS_IN_CAPITALS];
}
