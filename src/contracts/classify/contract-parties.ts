/**
 * The contract's parties: the organisations the preamble (or a definition) gives an alias in quotes —
 * `Art Effects Limited ("Buyer")`, `"Supplier" means Koya Creative LLC` — are its Primary parties, with the
 * role the alias implies; every other organisation named is a party of importance Unknown. A party's name
 * is upper-cased without its legal form ("ART EFFECTS"), as the service reports it.
 */
import { escapeRegExp } from '../../common/regexp.js';
import { BUILDING_WORDS, STREET_WORDS } from './addresses.js';
import { AGREEMENT_NOUNS, contractType } from './contract-types.js';
import { CASED_LEGAL_FORMS, COMPANY_SUFFIXES, COUNTRIES_WITH_AND, FORMS_BEFORE_NAME, LEADING_LEGAL_FORMS, LEGAL_FORM_MAX_WORDS, LOCAL_GOVERNMENT_WORDS, NAME_END_LEGAL_FORMS, PLACES } from './gazetteer.js';
import { HONORIFIC } from './person-parties.js';
import { isPersonName } from './person-names.js';
import { isGuaranteeKind, isSidelessKind, ROLE_WORDS, roleOfAlias, roleOfAliasIn } from './roles.js';
import { letterParties } from './letter-parties.js';
import type { OrgMention, PartyRecord } from './party-record.js';
import { signatureRoles } from './signature-roles.js';
import type { Span } from './text.js';
import { matchesOf } from '../../common/regex-matches.js';

export type { OrgMention, PartyRecord };

/**
 * The legal form that ends a name, of up to three words ("Ltd", "Pty Ltd", "Co Pty Ltd", "Company Limited"). The match
 * starts where a run of commas and blanks starts: tried inside a long run, `[,\\s]+` would reread the rest of it from
 * every position (quadratic). Each form matched as written: "(Pty)" is a bracketed word, not a group matching "Pty".
 */
const SUFFIX_CASE_BLIND = new RegExp(`(?<![,\\s])(?:[,\\s]+(?:${[...COMPANY_SUFFIXES, ...NAME_END_LEGAL_FORMS].filter((f) => !CASED_LEGAL_FORMS.has(f)).map(escapeRegExp).join('|')})\\.?){1,${LEGAL_FORM_MAX_WORDS}}$`, 'i');
/** A form that is also a person's name, read as written only: "Olympos Foods IKE", never "Chinedu Ike". */
const SUFFIX_CASED = new RegExp(`(?<![,\\s])[,\\s]+(?:${[...CASED_LEGAL_FORMS].map(escapeRegExp).join('|')})\\.?$`);
/** The name without the legal form that ends it. */
function withoutSuffix(name: string): string {
  return name.replace(SUFFIX_CASED, '').replace(SUFFIX_CASE_BLIND, '');
}
/** Whether a legal form ends the name. */
function hasSuffix(name: string): boolean {
  return withoutSuffix(name) !== name;
}
/**
 * How a preamble gives a name its alias: `("Buyer")`, `(the "Customer")`, `(hereinafter "X")`, `hereinafter called the
 * "Owner"`, `- hereinafter "Seller" -` (German drafting in English), `hereinafter: "the Warehouse Keeper"` and `hereinafter referred to as: "the Grower"` (Dutch); the alias may come with the pronouns that stand for it, `("Northwind", "we" or "us")` (see pronouns.ts).
 * A short name may come before the role alias, joined by "or" (`("Nordvik" or the "Customer")`, Nordic and US
 * drafting): the role is the alias, as it alone tells the party's side. So may the last of several parties' short name
 * before their collective alias (`("Keel" and, together with Brightwater, the "Members")`, US joint ventures).
 * The pronouns may come before the alias too: `("I", "me" or the "Designer")`, `(together, "you" or the "Client")`
 * (a sole trader's terms written in the first person singular, to a couple); each a literal word in quotes (linear).
 * The alias may hold the accented letters of French, Spanish or German names (`("Boréale")`, `("Société")`) and a
 * hyphen, as a compound role does (`(the "Design-Builder")`, `(the "Sub-Licensee")`).
 * Indian and Pakistani drafting extends the alias to the party's successors inside the bracket: `(hereinafter referred to
 * as the "Company", which expression shall include its successors and permitted assigns)` (h18f11; bounded: linear).
 * Between two pronouns each blank can be read one way only (a comma, then "or"/"and", each optional and each a
 * literal): two optional runs of blanks side by side split a run of `"we" ` many ways over (exponential on failure).
 */
// An article inside the quotes may be in capitals as the role is (Spanish and Latin American drafting in English:
// hereinafter "THE LENDER"): it is no part of the alias, as "the" is not (h23f16).
const ALIAS_FORM = String.raw`(?:\(\s*(?:hereinafter,?\s+(?:collectively\s+)?(?:(?:referred\s+to\s+as|called|known\s+as)(?:\s*:\s*|\s+))?|(?:together|collectively|jointly),?\s+)?(?:"(?:I|me|we|us|you)[,.]?"\s{0,3}(?:,\s{0,3})?(?:(?:or|and)\s{1,3})?){0,4}(?:"[A-ZÀ-ÖØ-Þ][^"()]{0,40}"\s{0,3},?\s{0,3}(?:or|and)(?:,?\s{1,3}(?:together|collectively)\s{1,3}with\s{1,3}[^"(),]{1,60},)?\s+)?(?:the\s+)?"\s*(?:the\s+|THE\s+)?([A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ -]{0,40}?)\s*[,.]?"(?:\s*(?:,\s*)?(?:(?:or|and)\s*)?"[a-z]{1,5}[,.]?")*(?:\s{0,3},\s{0,3}which\s{1,3}expression\b[^()"]{0,200})?\s*\)|\bhereinafter(?:\s*:\s*|,?\s+(?:(?:referred\s+to\s+as|called|known\s+as)(?:\s*:\s*|\s+))?)(?:the\s+)?"\s*(?:the\s+|THE\s+)?([A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ -]{0,40}?)\s*")`;
/** The role words as one alternation, each word's blanks any blanks ("Service  Provider"): one home for the patterns below. */
const ROLE_WORD_ALTERNATION = ROLE_WORDS.map((w) => w.replace(/\s+/g, '\\s+')).join('|');
/** A role word in brackets without quotes, as English precedents write it: `ACME LIMITED ... (Supplier)`. */
const BARE_ROLE = String.raw`\(\s*(?:the\s+)?(${ROLE_WORD_ALTERNATION})\s*\)`;
/**
 * Any capitalised noun phrase of one to three words in brackets without quotes, right after a party's name in the
 * preamble's party slot: `between Steelhaven Developments Limited (the Client) and Marrick Ashworth Architects LLP (the
 * Architect)`. English appointments name a profession so ("the Architect", "the Surveyor", "the Engineer"), and the
 * profession is no role word: a role word would make every architect a building contract names a party. Read only in a
 * party slot (`BARE_SLOT`), and never an abbreviation (`(RIBA)`: no small letters), a date (digits) or a place
 * (`(Scotland)`, PLACES). Anchored, each blank run bounded: linear.
 */
// Between the name and the bracket may stand the party's register number and its address, as Australian and UK
// preambles write them: "Bluegum Organic Dairy Pty Ltd ACN 614 228 930 of 40 Wattle Street, Ballarat VIC 3350
// (Advertiser)". The number is a register's letters then digits; the address opens with "of" and holds no bracket,
// quote or semicolon (at most 120 characters, so the run is bounded). Or a description after a comma, opening with an
// article or a participle ("The College of Eastmere, a chartered corporation whose principal office is at …, Eastmere
// EM1 2AB (the College) and …"): at most 160 characters, with no "and" (which opens the next slot). So may the body a state acts through:
// "Commonwealth of Australia as represented by the Department of Health, ABN 83 605 426 759 (the Commonwealth)".
const BARE_ALIAS = /^(?:\s{0,3},?\s{0,3}(?:as\s{1,3})?(?:represented\s{1,3}by|acting\s{1,3}(?:by|through))\s{1,3}[^()";]{1,120}?(?=,?\s{0,3}(?:ACN|ABN|\())\s{0,3})?(?:\s{0,3},?\s{0,3}(?:ACN|ABN|ARBN|CRN|company\s{1,3}(?:number|no\.?)|registration\s{1,3}(?:number|no\.?)|registered\s{1,3}number)\s{0,3}:?\s{0,3}\d[\d ]{0,16}\d|\s{0,3}\(\s{0,3}(?:ACN|ABN|ARBN|CRN|company\s{1,3}(?:number|no\.?)|registration\s{1,3}(?:number|no\.?)|registered\s{1,3}number)\s{0,3}:?\s{0,3}\d[\d ]{0,16}\d\s{0,3}\))?(?:\s{0,3},?\s{1,3}of\s{1,3}[^()";]{1,120}?|\s{0,3},\s{1,3}(?:a|an|whose|with|having|residing|located|incorporated|registered)\s(?:(?!\band\b)[^()";]){1,160}?)?\s{0,3},?\s{0,3}\(\s{0,3}(?:the\s{1,3})?([A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2})\s{0,3}\)/;
/** The words before a party's name that put it in the preamble's party slot: "between", "among", "entered into … by". */
// A "Parties:" field opening the element lists the parties after it as "between" does ("Parties: Bluegum … (Advertiser)
// and Southerly … (Agency)").
const BARE_SLOT = /\b(?:between|among(?:st)?)\b|\b(?:entered\s+into|made|executed)\b[^.;]{0,200}?\bby\b|^\s{0,3}(?:the\s+)?parties\s{0,3}:/i;
export const PLACE_SET = new Set(PLACES.map((p) => p.toLowerCase()));
/** The first elements, where a preamble names the parties (as `preambleNames` reads them). */
const PREAMBLE_ELEMENTS = 30;
/**
 * A role word alone on its line, perhaps with its article and a colon ("SUPPLIER", "The Customer:"): the heading over a
 * party's entry on the next line, as order forms and supply agreements lay their parties out (h29f22). Anchored: linear.
 * The blanks after the colon are read only after one: written `\s*:?\s*$`, a line of the role word, 80,000 blanks and
 * a letter tried each split of the blanks between the two runs (quadratic: 20 s; hred18).
 */
const ROLE_HEADING_LINE = new RegExp(String.raw`^\s*(?:the\s+)?(${ROLE_WORD_ALTERNATION})\s*(?::\s*)?$`, 'i');
/** A sentence's verb after a name: the line is a clause that opens with the name, no party's entry. */
const CLAUSE_AFTER_NAME = /\b(?:shall|will|must|may|agrees?|undertakes?|hereby)\b/i;

/**
 * The role a heading right above a party's entry line gives it (ROLE_HEADING_LINE: "SUPPLIER" / "Malaita Gas Limited
 * (company number 1-0099), Auki"), h29f22. Not over a clause that opens with a name ("Contractor" / "Gamma Staffing Ltd
 * will provide the staff": a section's title), and not when the role line is a caption under the entry above it (a
 * cover page's "Acme Widgets Limited" / "Supplier" / "Beta Retail Limited" / "Customer": the role is the name's above),
 * which it is when the line above it is an entry that no heading of its own is over (review hrev22).
 */
function roleHeadingOver(texts: readonly string[], element: number, rest: string, entryLines: ReadonlySet<number>): string | undefined {
  const heading = ROLE_HEADING_LINE.exec(texts[element - 1])?.[1];
  if (heading === undefined || CLAUSE_AFTER_NAME.test(rest)) return undefined;
  const captionOfAbove = entryLines.has(element - 2) && !ROLE_HEADING_LINE.test(texts[element - 3] ?? '');
  return captionOfAbove ? undefined : heading;
}
/** What may stand between a name and its alias: words, and bracketed inserts such as "(company number 123456)". */
/**
 * A role word the slot says the party "will be called" without quotes or brackets, in capitals as Latin American
 * drafting writes it: `ANDES DATA LABS S.A.S., …, who for the purposes of this contract will be called THE LICENSOR`
 * (h18f11). Role words only: any other word after "called" is no alias. Each blank run bounded: linear.
 */
const CALLED_ROLE = String.raw`\b(?:will|shall)\s{1,3}be\s{1,3}(?:hereinafter\s{1,3})?(?:called|referred\s{1,3}to\s{1,3}as|designated(?:\s{1,3}as)?|named)\s{1,3}(?:the\s{1,3}|THE\s{1,3})?(${ROLE_WORDS.flatMap((w) => [w, w.toUpperCase()]).map((w) => w.replace(/\s+/g, '\\s+')).join('|')})\b`;
/**
 * An alias "hereinafter" gives without quotes, in capitals or capitalised, as Brazilian and Portuguese drafting in
 * English writes it: `HOSPITAL …, hereinafter called the CONTRACTING PARTY, and … LTDA., hereinafter called the
 * CONTRACTED PARTY, have agreed`, `…, hereinafter referred to as the Supplier, and …`. One to three words, each opening
 * with a capital, then what closes the slot (a comma, a stop, a semicolon, a bracket, "and" or the end): "hereinafter
 * called the Contractor's site" is no alias. Literal words and bounded blank runs: linear.
 * Croatian, Bolivian and other civil-law drafting gives it with its article and no verb, after a colon or not, in a
 * bracket or not: `(hereinafter: the Licensor)`, `…, hereinafter THE CARRIER.` (h22f15); the article is then required,
 * so "hereinafter Section 4" names nothing.
 */
const CALLED_UNQUOTED = String.raw`\(?\s{0,3}\bhereinafter(?:,?\s{1,3}(?:called|referred\s{1,3}to\s{1,3}as|designated(?:\s{1,3}as)?|named|known\s{1,3}as)\s{1,3}(?:the\s{1,3}|THE\s{1,3})?|\s{0,3}:?\s{1,3}(?:the|THE)\s{1,3})(\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2})(?=\s{0,3}(?:[,.;)]|and\b|AND\b|$))`;
/**
 * Whether an alias "hereinafter called" gives without quotes restates a thing its slot has just named ("…, owner of the
 * building at Mill Road, hereinafter called the Building"): it names that thing, not the party. `before` is the slot's
 * text after the party's name; the alias's last word is looked for among its words (one split: linear).
 */
// The word after "as" is the party's capacity, no thing ("…, represented by its manager, as lessor (hereinafter: the
// Lessor)", Balkan drafting), h25f18.
function restatesThing(before: string, alias: string): boolean {
  const head = alias.trim().split(/\s+/).pop()!.toLowerCase();
  const words = before.toLowerCase().split(/[^\p{L}-]+/u);
  return words.some((word, i) => word === head && words[i - 1] !== 'as' && !(words[i - 1] === 'the' && words[i - 2] === 'as'));
}
// A name written in quotes after its legal form ("LLC "Dnipro Agro Trade", …, hereinafter …") ends before its closing quote.
// The name again in another language and script, in brackets after it ("KIFISIAS SINGLE MEMBER S.A. (in Greek «…»)";
// Greek, Arabic, Chinese drafting in English; the quotes are folded), is no alias and closes no slot (h20facts2).
const ALIAS_AFTER = new RegExp(String.raw`^"?\.?\s*,?(?:[^()";]|\([^()"]{0,60}\)(?!\s*$)|\(in\s[A-Z][a-z]{2,15}:?\s{1,3}"[^()"]{1,80}"\)){0,320}?(?:` + ALIAS_FORM + '|' + BARE_ROLE + '|' + CALLED_ROLE + '|' + CALLED_UNQUOTED + ')', 'u');
/** The words that put a register or registry before its name: "registered with the", "enrolled with", "filed at". */
const REGISTRY_BEFORE = /\b(?:registered|enrolled|filed|entered)\s+(?:with|at|in)\s+(?:the\s+)?$/i;
/**
 * The number a party is entered under, right after its register ("the Chamber of Commerce under number 24123456",
 * "Companies House with company number 0123", "the Trade Register under No. HRB 5"): a body named only so keeps the
 * register of the party's number and takes no part in the contract, so it is no party of it.
 */
const REGISTER_NUMBER_AFTER = /^\s{0,3},?\s{0,3}(?:under|with|as)\s+(?:(?:the\s+)?(?:company|registration|registered|register|file|entry)\s+)?(?:number|no\.|nr\.)/i;
/**
 * A header field naming a party by its role: `Customer: Pinecrest Dental Group, P.C.`, `TENANT: BLUE HERON COFFEE CO.`,
 * `The Landlord: Mr Gareth Hughes` (a person in the field: `fieldPersons`).
 */
// An order form's table does so in a row: `| Supplier | Tulpdata B.V., Stationsplein 45, … |` (the role in the first cell,
// the name opening the next).
// Chinese drafting in English names the parties "Party A" and "Party B", the role perhaps in brackets: `Party A (Buyer):
// Shenzhen … Co., Ltd.`, `Party B: …` (the letter is then the alias, of no side).
// Translated Arabic drafting numbers them: `Second Party: Al-… Company, …` ("First Party", "Second Party": of no side).
// A public body takes its article in the field: `First Party: the Municipality of Qatif, represented by …` (h19facts).
const FIELD = new RegExp(String.raw`(?:^|\n)\s*(?:\|\s*)?(?:the\s+)?(?:(${ROLE_WORD_ALTERNATION})(?:\s+(?:legal\s+|full\s+)?name)?|(party\s+[A-Z]|(?:first|second|third)\s+party)(?:\s*\(\s*(${ROLE_WORD_ALTERNATION})\s*\))?)\s*[:|]\s*(?:${HONORIFIC}\.?\s+|the\s+)?$`, 'i');
/** A pronoun inside an alias bracket, and a bracket of pronouns only after a name (`… Bristol BS1 6QH ("we", "us" or "our")`). */
// A sole trader writes in the first person singular: `Harbour Light Studio LLC ("I", "me" or the "Designer")`.
const PRONOUN_IN = /"(we|us|you|I|me)[,.]?"/i;
const PRONOUN_AFTER = new RegExp(String.raw`^\.?\s*,?(?:[^()";]|\([^()"]{0,60}\)(?!\s*$)){0,240}?\(\s*(?:the\s+)?"(we|us|you)[,.]?"`, 'i');
/** Role words that name either side, depending on the contract. */
// A ship's or a building's owners are one side, as an owner is ("the Owners" of a charter party).
const EITHER_SIDE = /^(?:owners?|company)$/i;
const ALIAS_DEFINED = /^\s*(?:the\s+)?"\s*(?:the\s+)?([A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ -]{0,40}?)\s*"\s*(?:shall\s+)?means?\s+(?:the\s+)?$/i;

/**
 * Legal forms written out in several words (Irish, Indian, US, Mexican): "Designated Activity Company", "Private Limited",
 * "Public Limited Company", "Limited Liability Company". Anchored after a non-blank, as SUFFIX_CASE_BLIND is (linear).
 */
// Mexican forms: "S.A. de C.V." (a variable-capital corporation), "S. de R.L. de C.V." (a limited liability company).
// Thailand's listed company ("Andaman Pearl Resorts Public Company Limited") and the joint-stock company of Vietnamese and
// other drafting ("SAIGON TRADE SOLUTIONS JOINT STOCK COMPANY") (h18f11). Ethiopia's share company ("… SHARE COMPANY",
// "S.C.") is one form, as the joint-stock company is (h23f16b).
const LONG_FORM = /(?<![,\s])[,\s]+(?:designated\s+activity\s+company|public\s+limited\s+company|public\s+company\s+limited|joint\s+stock\s+company|share\s+company|limited\s+liability\s+company|private\s+limited|s\.\s?a\.\s+de\s+c\.\s?v|s\.\s+de\s+r\.\s?l\.(?:\s+de\s+c\.\s?v)?)\.?$/i;

/**
 * The words that put a party's representative before its name: "acting through its investment manager,", "represented
 * by". A slot word after them ("X Ltd, acting by its director, and Y Ltd (the "Supplier")") opens the next party's slot:
 * the name after it is that party, with its own alias (review hrev6).
 */
const REPRESENTATIVE_BEFORE = /\b(?:represented|acting)\s+(?:in\s+this\s+act\s+)?(?:by|through)\b(?:(?!\b(?:and|between|among(?:st)?)\b)[^;()"]){0,60}$/i;

/** A legal form before the name ("PT Nusantara Cargo Mandiri"), followed by the name's first capital. */
const LEADING_FORM = new RegExp(`^(?:${LEADING_LEGAL_FORMS.map(escapeRegExp).join('|')})\\s+(?=\\p{Lu})`, 'u');
/**
 * A form the attributes keep before the name (FORMS_BEFORE_NAME: 'UAB "Nemuno gintaras"', "Stichting Groene Haven"), with
 * the quotes around the name: no part of the party's name (h29attr).
 */
const FORM_BEFORE_NAME = new RegExp(`^(?:${FORMS_BEFORE_NAME.map(escapeRegExp).join('|')}|AB)\\s{1,3}"?(?=\\p{Lu})([^"]*)"?$`, 'u');

/** "…, as Owners", "…, as the Charterer": a role word after "as" closing a name's slot (no bracket, quote or period between). */
const AS_ROLE = new RegExp(String.raw`^[^()";.]{0,160}?,\s{0,3}as\s{1,3}(?:the\s{1,3})?((?:${ROLE_WORD_ALTERNATION})s?)\b`);
/**
 * A role word alone closing a name's slot, after its address and without "as" or quotes, as charter parties write it:
 * "between KORU LINES PTE LIMITED of 4 Wharf Road, Suva, Owners of the MV "…", and … of …, Charterers, as follows". The
 * word is capitalised and followed by a comma, "of the" or "and"; the slot ends at the next "and", so a later party's
 * role is never the first's.
 */
const ROLE_CLOSING_SLOT = new RegExp(String.raw`^(?:(?!\band\b)[^()";.]){0,160}?,\s{0,3}(?:the\s{1,3})?((?:${ROLE_WORD_ALTERNATION})s?)(?=\s{0,3}[,;:]|\s{1,3}(?:of\s{1,3}the|and)\b)`);
/** The words that make the name after them an agreement's subject: "Operating Agreement (this "Agreement") of". */
const SUBJECT_OF = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})(?:\s{0,3}\([^()]{0,40}\))?\s{1,3}of\s{1,3}$`, 'i');
/** What follows a representative's name in its slot: "Mr. …, of legal age, …, acting in the name and on behalf of". Bounded: linear. */
const ACTS_FOR_AFTER = /^[^()";]{0,200}?\bacting\s{1,3}(?:in\s{1,3}the\s{1,3}name\s{1,3}and\s{1,3})?on\s{1,3}behalf\s{1,3}of\b/i;

/**
 * A leading form that goes with a trailing one: Indonesia's listed company, "PT Laut Biru Energi Tbk". Any other before
 * a name that ends in a legal form of its own is a word of the name ("PE Capital Partners Ltd": private equity, not
 * a private entrepreneur; hrev11).
 */
const PAIRS_WITH_TRAILING_FORM = /^P\.?T\.?\s/;
/** "M/s" or "Messrs." before a firm's name (South Asian and Nigerian drafting): a mark, no part of the name (h19facts). */
const FIRM_MARK_BEFORE = /^(?:M\/s|Messrs)\.?\s+/i;

/** The aliases of the debtor whose debt a guarantee secures (`findParties`): the loan's or the debt's party. */
const SECURED_DEBTOR = /^(?:the\s+)?(?:borrowers?|debtors?|principal\s+debtors?|obligors?)$/i;

/**
 * A Balkan company's seat written after its legal form ("VARDAR AGRO DOOEL Skopje", "DUNAV d.o.o. Beograd"): the form
 * and the one word of the seat are no part of the name (h25f18). Anchored at the end: linear. The forms as written
 * and the seat capitalised (no `i`: "Scooby Doo Productions" is a name, "Doo" no form).
 */
const FORM_THEN_SEAT = /(?<=\S)\s+(?:DOOEL|DOO|d\.o\.o\.|d\.d\.)\s+\p{Lu}[\p{L}-]{1,30}$/u;

/** Upper-cased name without its legal form. */
export function partyKey(name: string): string {
  const withoutEnd = withoutSuffix(name.replace(FORM_THEN_SEAT, '').replace(LONG_FORM, ''));
  const bare = withoutEnd === name || PAIRS_WITH_TRAILING_FORM.test(name) ? withoutEnd.replace(LEADING_FORM, '') : withoutEnd;
  return bare.replace(FORM_BEFORE_NAME, '$1').replace(/^the\s+/i, '').replace(FIRM_MARK_BEFORE, '').replace(/\s+/g, ' ').trim().toUpperCase();
}

/** Whether a name ends in a legal form ("LAVANDERIA ALVORADA LTDA", "Acme Pty Ltd"): an organisation's, never a person's. */
export function endsInLegalForm(name: string): boolean {
  return LONG_FORM.test(name) || hasSuffix(name);
}

/** Parties from the organisation mentions of all elements; `texts` are the quote-folded element texts. */
export function findParties(texts: readonly string[], allOrgs: readonly OrgMention[]): PartyRecord[] {
  // The document's title is no party: "WORK ORDER No. 12" or "CALL-OFF ORDER No. 4" over a line that ends in an alias
  // (`issued under the Master Services Agreement … (the "MSA")`) was read as a named body with that alias (h20facts2).
  const typeSpan = contractType(texts.map((text) => ({ text })));
  const orgs = typeSpan ? allOrgs.filter((o) => !(o.element === typeSpan.element && o.begin < typeSpan.end && typeSpan.begin < o.end)) : allOrgs;
  const byKey = new Map<string, PartyRecord>();
  const aliasOf = new Map<string, string>();
  const pronounOf = new Map<string, string>();
  // A recital ("WHEREAS, Seller owns all of the shares of Lakeshore Instruments, Inc. (the "Company")") defines the
  // subject matter once the preamble has named the parties: its aliases name a party only when the preamble gave fewer
  // than two. Read the other elements first, so the count is known.
  const recitals = recitalElements(texts);
  const kind = typeSpan ? texts[typeSpan.element].slice(typeSpan.begin, typeSpan.end) : undefined;
  // The elements a name opens (a party's entry line, roleHeadingOver).
  const entryLines = new Set(orgs.filter((o) => /^\s*$/.test(texts[o.element].slice(0, o.begin))).map((o) => o.element));
  const guarantee = isGuaranteeKind(kind);
  const ordered = [...orgs.filter((o) => !recitals.has(o.element)), ...orgs.filter((o) => recitals.has(o.element))];
  let preambleAliases = 0;
  const claimed = new Map<string, { end: number }>();
  for (const o of ordered) {
    if (recitals.has(o.element) && preambleAliases >= 2) break;
    const text = texts[o.element];
    // An alias that names a contract (`(the "Prime Contract")`, `(the "Licence Agreement")`) is a document's, never a
    // party's, whichever reading found it (the next line's, or the bracket after the name).
    const given = o.alias !== undefined && !DOCUMENT_ALIAS.test(o.alias.trim()) ? o.alias : undefined;
    const rest = text.slice(o.end);
    // The register a party is entered in ("registered with the Chamber of Commerce under number 24123456, …,
    // hereinafter: "the Warehouse Keeper"") is named inside that party's slot, not a party the alias after it defines.
    // So is the manager or agent a party acts through ("GREENFIELD GROWTH FUND I, …, acting through its investment
    // manager, Greenfield Capital Advisors LLP (hereinafter referred to as the "Investor")"): the alias is the party's.
    const lead = text.slice(Math.max(0, o.begin - 80), o.begin);
    // A person "acting in the name and on behalf of" a company (Spanish and Latin American drafting) represents it: the
    // alias at the end of the slot is the company's.
    // The company an agreement is "of" ("Limited Liability Company Agreement … of Harbor Point Solar Holdings LLC (the
    // "Company") … by and between …") is what the agreement governs, not one of the parties the slot after it names.
    const subject = SUBJECT_OF.test(lead) && PARTY_SLOTS.test(rest.slice(0, 300));
    // An entry under a "Parties" heading is a slot from its start, as in `preambleNames`.
    const underHeading = o.begin < 4 && underPartiesHeading(texts, o.element);
    const inPartySlot = o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && (underHeading || BARE_SLOT.test(text.slice(Math.max(0, o.begin - 400), o.begin)));
    // A bracketed noun phrase without quotes is an alias only in the preamble's party slot (BARE_ALIAS). One that closes
    // the name's own slot ("… VIC 3350 (Advertiser) and Southerly … (Agency)") comes before the next party's alias, which
    // ALIAS_AFTER would reach over it (a bracket insert to it).
    const ownBare = inPartySlot ? BARE_ALIAS.exec(rest) : null;
    const ownBareAlias = ownBare && !ROLES.has(ownBare[1].toLowerCase()) && !PLACE_SET.has(ownBare[1].toLowerCase()) && !DOCUMENT_TERM.test(ownBare[1]) && /^\s+and\b/i.test(rest.slice(ownBare[0].length)) ? ownBare : null;
    const after = REGISTRY_BEFORE.test(lead.slice(-40)) || REPRESENTATIVE_BEFORE.test(lead) || ACTS_FOR_AFTER.test(rest) || subject || ownBareAlias ? null : ALIAS_AFTER.exec(rest);
    // The body a party acts through ("… as represented by the Department of Health …, ABN … (the Commonwealth)") is no
    // party: the bracket is the party's.
    const bare = after === null && inPartySlot && !REPRESENTATIVE_BEFORE.test(lead) ? BARE_ALIAS.exec(rest) : null;
    const bareAlias = bare && !PLACE_SET.has(bare[1].toLowerCase()) && !DOCUMENT_TERM.test(bare[1]) ? bare[1] : undefined;
    // A charter party's or a deed's "…, as Owners of the vessel …, and …, as Charterers": the role after "as", in the slot.
    const asRole = after === null && bareAlias === undefined && !subject && o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && BARE_SLOT.test(text.slice(Math.max(0, o.begin - 400), o.begin)) ? AS_ROLE.exec(rest)?.[1] ?? ROLE_CLOSING_SLOT.exec(rest)?.[1] : undefined;
    const before = ALIAS_DEFINED.exec(text.slice(Math.max(0, o.begin - 60), o.begin).replace(/^.*?(?="|the\s+")/s, ''));
    const field = FIELD.exec(text.slice(Math.max(0, o.begin - 40), o.begin));
    // A role heading on its own line over the name's line ("SUPPLIER" / "Guadalcanal Fuel Ltd, …"), h29f22.
    const heading = field === null && o.element > 0 && o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && /^\s*$/.test(text.slice(0, o.begin)) ? roleHeadingOver(texts, o.element, rest, entryLines) : undefined;
    // The pronoun a bracket gives the party beside its alias (`("NLC", "we" or "us")`), or alone (`("we", "us" or "our")`).
    const pronoun = (after ? PRONOUN_IN.exec(after[0])?.[1] : PRONOUN_AFTER.exec(rest)?.[1])?.toLowerCase();
    // An unquoted "hereinafter called" alias (CALLED_UNQUOTED) of a thing the slot describes is none of the party's.
    const calledAlias = after?.[5] !== undefined && !restatesThing(after[0].slice(0, after[0].lastIndexOf('hereinafter')), after[5]) ? after[5] : undefined;
    const read = given ?? after?.[1] ?? after?.[2] ?? after?.[3] ?? after?.[4] ?? calledAlias ?? bareAlias ?? asRole ?? before?.[1] ?? field?.[1] ?? field?.[3] ?? field?.[2] ?? heading ?? (pronoun !== undefined ? pronoun : undefined);
    const alias = read;
    // An all-capitals alias ("FSA") abbreviates a name; a party's alias is a role word ("Buyer"). In a preamble's party
    // slot (`among ... Fraser Delta Genomics Corp. ("FDG")`) a short form is the party's alias all the same, and so is
    // one given with a pronoun (a body's abbreviation is never "we").
    const key = partyKey(o.text);
    // A recital names the subject matter with aliases too ("a complaint … in the District Court of Douglas County,
    // Case No. 2024CV30561 (the "Lawsuit")"): there only a role word names a party (`the "Company"` whose shares are sold).
    if (alias && recitals.has(o.element) && given === undefined && roleOfAlias(alias) === 'Unknown' && !ROLES.has(alias.toLowerCase())) continue;
    if (alias && DOCUMENT_ALIAS.test(alias.trim())) continue;
    // A guarantee or suretyship secures a debt its debtor owes the creditor: once the preamble has named the two parties,
    // the borrower or debtor its clauses name ("By Loan Agreement No. … the Bank has granted Acme LLC (the "Borrower") a
    // loan") is the debt's party, not the guarantee's (h23f16b). In the preamble's own slot it is a party as before.
    if (alias && guarantee && preambleAliases >= 2 && SECURED_DEBTOR.test(alias.trim())) continue;
    // A role word is a role in capitals too ("THE CLIENT: SAIGON … JOINT STOCK COMPANY", h18f11): no abbreviation is one.
    // A noun in capitals with its article (`hereinafter "the HOTEL"`, Spanish drafting in English) is a role written as
    // the drafter writes the party's name, not an abbreviation (`("FDG")`, `hereinafter referred to as "FHT"`).
    const capitalNoun = after !== null && alias !== undefined && nounInCapitals(after[0], alias);
    if (alias && (/[a-z]/.test(alias) || ROLES.has(alias.trim().toLowerCase()) || capitalNoun || calledAlias !== undefined || given !== undefined || pronoun !== undefined) && !aliasOf.has(key)) {
      // One alias names one party: of the names before the same bracket in a slot ("Wisła Cloud Services Sp. z o.o. with
      // its registered office in Kraków, …, entered in the Register … of the National Court Register …, hereinafter
      // referred to as the "Service Provider""), the party is the one that opens the slot. A name after a slot word
      // ("A Ltd, of …, and B Ltd, of … (the "Buyer")") opens a slot of its own and reads the alias as before; a
      // collective alias is shared, and the name the preamble's reading gave the alias (`preambleNames`) keeps it.
      if (after && !COLLECTIVE_ALIAS.test(after[0])) {
        const at = `${o.element}:${o.end + after.index + after[0].length}`;
        const holder = claimed.get(at);
        if (holder && given === undefined && !SLOT_WORD.test(text.slice(holder.end, o.begin))) continue;
        claimed.set(at, { end: o.end });
      }
      aliasOf.set(key, alias.trim());
      if (!recitals.has(o.element)) preambleAliases++;
      if (pronoun !== undefined) pronounOf.set(key, pronoun === 'you' ? 'you' : 'we');
    }
  }
  // A party the preamble names without an alias may take its role from its signature lines ("LANDOWNER: HARLAN CREEK
  // RANCH, LLC"; signature-roles.ts).
  const inPreambleSlot = (o: OrgMention): boolean => o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && BARE_SLOT.test(texts[o.element].slice(Math.max(0, o.begin - 400), o.begin));
  for (const [key, role] of signatureRoles(texts, orgs, (o) => partyKey(o.text), inPreambleSlot)) {
    if (!aliasOf.has(key) && ![...aliasOf.values()].includes(role)) aliasOf.set(key, role);
  }
  const expansions = acronyms(orgs);
  // The document's kind (above) decides the side of an alias such as "Grantee" or "Investor" (roles.ts, BY_KIND).
  const sideless = isSidelessKind(kind);
  const roleOf = (alias: string): string => (sideless ? 'Unknown' : roleOfAliasIn(alias, kind));
  for (const o of orgs) {
    if (isRegisterOfNumber(texts[o.element], o) || (REGISTER_LIST.test(o.text) && !hasSuffix(o.text))) continue;
    let key = partyKey(o.text);
    key = expansions.get(key) ?? key;
    if (!key) continue;
    let record = byKey.get(key);
    if (!record) {
      const alias = aliasOf.get(key);
      record = alias
        ? { party: key, role: roleOf(alias) !== 'Unknown' ? roleOf(alias) : pronounOf.get(key) === 'you' ? 'Buyer' : 'Unknown', importance: 'Primary', alias, mentions: [] }
        : { party: key, role: 'Unknown', importance: 'Unknown', mentions: [] };
      byKey.set(key, record);
    }
    record.mentions.push(o);
  }
  if (typeSpan && kind !== undefined && ORDER_KIND.test(kind)) orderParties([...byKey.values()], texts, typeSpan.element);
  if (!sideless) letterParties([...byKey.values()], texts, pronounOf);
  if (!sideless) completeRoles([...byKey.values()].filter((p) => p.importance === 'Primary'), pronounOf, texts);
  // Primary first (in order of first mention), then the others by name.
  return [...byKey.values()].sort((a, b) =>
    a.importance !== b.importance ? (a.importance === 'Primary' ? -1 : 1)
      : a.importance === 'Primary' ? firstOf(a) - firstOf(b) : a.party < b.party ? -1 : a.party > b.party ? 1 : 0);
}

/** The entries a "Parties" heading may head: a preamble lists a few parties, each perhaps on lines of its own. */
const MAX_ENTRIES_BELOW_HEADING = 4;
/**
 * Whether the element is an entry of the list a "Parties" heading heads: the heading is right above it, or the lines
 * between are entries too ("PARTIES" / "Redgum … ACN … of … (Holder)" / "Sandpiper … ACN … of … (Farminee)", Australian
 * drafting; the second entry is as much a party slot as the first). The list ends as `preambleNames` ends it: at a
 * heading in capitals, "Background", "Recitals" or a clause number; a slot word alone ("and") goes on with it.
 */
function underPartiesHeading(texts: readonly string[], element: number): boolean {
  for (let e = element - 1; e >= Math.max(0, element - MAX_ENTRIES_BELOW_HEADING); e--) {
    if (PARTIES_HEADING.test(texts[e])) return true;
    if (endsPartiesList(texts[e])) return false;
  }
  return false;
}
/** A line that ends the list under a "Parties" heading: a heading, the recitals or a clause; never a slot word alone ("AND"). */
function endsPartiesList(text: string): boolean {
  return AFTER_PARTIES.test(text) || (CAPITALS_LINE.test(text) && !SLOT_WORD_LINE.test(text));
}
/** A slot word alone on its line, as "BETWEEN" / entry / "AND" / entry lists write the parties (Indian, UK deeds). */
const SLOT_WORD_LINE = /^\s{0,3}(?:and|&)\s{0,3}[,:;]?\s{0,3}$/i;

/** A purchase order and its kin: a document one party issues to the other on its own letterhead. */
const ORDER_KIND = /\b(?:purchase|call[- ]off|work|service)\s+order\b|^order$/i;
/** The addressee line of an order: "To: TRANSILVANIA LEMN S.A., Calea Turzii nr. 178, …". */
const TO_LINE = /^\s*To\s*:/i;
/** The role word an order calls its issuer by. */
const BUYER_WORD = /\bBuyer\b/;
/** Letterhead lines: the first few elements above the title. */
const LETTERHEAD_LINES = 4;

/**
 * A purchase order names its issuer only in its letterhead ("Dunamenti Gépgyártó Kft." over its address, above
 * "PURCHASE ORDER") and its supplier in a field ("Supplier: …") or an addressee line ("To: …"): the addressee is the
 * Supplier, and an organisation of the letterhead lines above the title, when no party is the Buyer yet, is the Buyer
 * (h19f12; set 11's Hungarian order, set 12's Romanian one).
 */
function orderParties(records: readonly PartyRecord[], texts: readonly string[], title: number): void {
  const inLines = (p: PartyRecord, test: (element: number) => boolean): boolean => p.mentions.some((m) => test(m.element));
  for (const p of records) {
    if (p.importance === 'Primary') continue;
    // The name opens the addressee line, right after "To:".
    const addressee = p.mentions.some((m) => m.element > title && m.element <= title + 6 && TO_LINE.test(texts[m.element]) && m.begin <= 12);
    if (addressee && !records.some((q) => q.importance === 'Primary' && q.role === 'Supplier')) {
      p.importance = 'Primary';
      p.role = 'Supplier';
    }
  }
  if (records.some((q) => q.importance === 'Primary' && q.role === 'Buyer')) return;
  const issuer = records.find((p) => p.importance !== 'Primary' && inLines(p, (e) => e < title && e < LETTERHEAD_LINES));
  if (issuer) {
    issuer.importance = 'Primary';
    issuer.role = 'Buyer';
    // The order's "Buyer" is the issuer: its fields ("Buyer: <name>, <title>") and its conditions ("the Buyer may") name
    // it (h22facts). Only where no other party holds that alias.
    if (issuer.alias === undefined && !records.some((q) => q.alias?.toLowerCase() === 'buyer') && texts.some((t) => BUYER_WORD.test(t))) issuer.alias = 'Buyer';
  }
}

/**
 * An alias of one capitalised word of four letters or more, with a vowel, that the article "the" opens (`"the HOTEL"`,
 * `the "GROWER"`): a noun in capitals. An abbreviation is read letter by letter and seldom takes the article in a
 * party's own slot. `form` is the alias form ALIAS_AFTER read; literal words, no backtracking (linear).
 */
function nounInCapitals(form: string, alias: string): boolean {
  const word = alias.trim();
  if (!/^[A-ZÀ-ÖØ-Þ]{4,}$/.test(word) || !/[AEIOUYÀ-ÖØ-Þ]/.test(word)) return false;
  return form.includes(`"the ${word}"`) || form.includes(`the "${word}"`) || form.includes(`"The ${word}"`);
}

/** An alias several names share ("(together, the "Sellers")"), and the words that open a new party slot. */
const COLLECTIVE_ALIAS = /\b(?:together|collectively|jointly|each)\b/i;
const SLOT_WORD = /\b(?:between|among(?:st)?|and)\b|;/i;

/**
 * A mention that names only the register a party's number is entered in (`REGISTER_NUMBER_AFTER`), or a register by
 * its own name without a number ("a public company registered at the Office of the Company Registrar, Nepal", "registered
 * with the Registrar of Companies for England and Wales"): the keeper of the register takes no part either (h20facts2).
 */
// A ministry that registers companies, associations or marks ("registered with the Ministry of Justice of the Kyrgyz
// Republic under number …") is a body of the state, named as sets 14, 16 and 17 name one: an other party (h25f18).
const MINISTRY = /^(?:the\s+)?Ministry\b/i;
function isRegisterOfNumber(text: string, o: OrgMention): boolean {
  if (MINISTRY.test(o.text) || !REGISTRY_BEFORE.test(text.slice(Math.max(0, o.begin - 40), o.begin))) return false;
  return REGISTER_NUMBER_AFTER.test(text.slice(o.end, o.end + 60)) || REGISTER_NAME.test(o.text);
}
/**
 * A register itself, the list a party or its powers are entered in ("Electronic Entry No. 11002233 of the Registry of
 * Legal Entities of Arequipa", "the Register of Legal Entities", "the Trade and Personal Property Credit Register"): no
 * body that acts, so no party wherever it is named (sets 13-15 name none). Its keeper ("the Registrar of Companies") and
 * a society named after one ("Lloyd's Register") are read as before (h23f16). A company with a legal form is a body
 * whatever its name says ("Public Interest Registry Inc.", a domain registry, contracts; hrev15).
 */
const REGISTER_LIST = /(?<!['’]s\s)\bRegist(?:er|ry)\b/i;
/** The name of a register or its keeper. */
const REGISTER_NAME = /\b(?:Regist(?:rar|ry|er)|Companies\s+House)\b/i;

/**
 * The words after a party's short name that make it the one who pays: "KDM will pay", "Nordlys shall promptly pay".
 * The adverb is no negation: "Kestrel shall not pay", "will never pay" say who does not pay.
 */
const PAYS_AFTER = String.raw`\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?!(?:not|never)\s)(?:[a-z]+\s+)?pay\b`;

/**
 * Of two parties whose short names are no role words ("KDM" and "Mokolodi" of a side letter, two companies of a
 * memorandum of understanding), the one a sentence makes pay ("KDM will pay a remobilisation fee") is the Buyer and the
 * other the Supplier: the service's Buyer is the paying side (h21f14). Only when exactly one of the two pays. Not what
 * either side may pay beside the price, costs, credits or damages (NOT_FOR_THE_SERVICE, as the letter's payer reads
 * it): "KDM will pay the costs of remobilisation" makes no Buyer (review hrev22; h30cue).
 */
function payerOf(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  const pays = pair.filter((p) => {
    if (p.alias === undefined || p.alias.length < 2) return false;
    const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(p.alias)}${PAYS_AFTER}${NOT_FOR_THE_SERVICE}`, 'u');
    return texts.some((t) => re.test(t));
  });
  return pays.length === 1 ? pays[0] : undefined;
}

/**
 * The pronoun a letter's party speaks or is spoken to by: the letter's own ("we" / "you" of `letterParties` or an alias
 * '("you")'), or the one its name stands in apposition to ("we, Harbour Audit Ltd. ("Harbour"), will review … for you,
 * Kestrel Re Ltd. ("Kestrel")"), h29f22.
 */
const PRONOUN_BEFORE = /(?<![\p{L}\p{N}])(we|you),\s{0,3}$/iu;
function pronounOfParty(p: PartyRecord, pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): string | undefined {
  const own = pronounOf.get(p.party) ?? (p.alias !== undefined && /^(?:we|you)$/i.test(p.alias) ? p.alias.toLowerCase() : undefined);
  if (own !== undefined) return own;
  for (const m of p.mentions) {
    const pronoun = PRONOUN_BEFORE.exec(texts[m.element]?.slice(Math.max(0, m.begin - 8), m.begin) ?? '')?.[1].toLowerCase();
    if (pronoun !== undefined) return pronoun;
  }
  return undefined;
}

/**
 * What a letter's provider pays as well as its client, and so says no side: a service credit, compensation, damages,
 * a refund, interest, taxes, costs ("we will pay you a service credit of 5%", "we will pay the costs of delivery", "you
 * will pay us liquidated damages", "we will pay you back"; review hrev22: read as the price, they made the courier or
 * the cleaner the Buyer). After PAYS_AFTER's "pay", its object at most three words on: bounded, linear.
 */
const NOT_FOR_THE_SERVICE = String.raw`(?!\s+(?:(?:you|us)\s+)?(?:back\b|(?:[\w-]+\s+){0,3}?(?:credits?|compensation|damages|penalt(?:y|ies)|interest|refunds?|taxes|duties|costs?|expenses)\b))`;

/**
 * Of a letter's two parties, "we" and "you", the one the letter makes pay ("You shall pay us a fee of …", "We will pay
 * you EC$ 4.25 per kilogram") is the Buyer: the writer may be the provider or its client, so "you" is no side by itself
 * (h29f22, the letter agreements of sets 21 and 22). Only when exactly one of the two pays, and neither alias is a role
 * word ("the Supplier") that says the side itself.
 */
function letterPayer(pair: readonly PartyRecord[], pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): PartyRecord | undefined {
  if (pair.some((p) => p.alias !== undefined && !/^(?:we|you)$/i.test(p.alias) && roleOfAlias(p.alias) !== 'Unknown')) return undefined;
  const pronouns = pair.map((p) => pronounOfParty(p, pronounOf, texts));
  if (pronouns[0] === undefined || pronouns[1] === undefined || pronouns[0] === pronouns[1]) return undefined;
  const pays = pair.filter((_, k) => {
    const pronoun = pronouns[k] as string;
    const re = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${pronoun}|${pronoun[0].toUpperCase()}${pronoun.slice(1)})${PAYS_AFTER}${NOT_FOR_THE_SERVICE}`, 'u');
    return texts.some((t) => re.test(t));
  });
  return pays.length === 1 ? pays[0] : undefined;
}

/**
 * Roles the aliases leave open, from the other party: of two parties one pays and one provides, so an alias that says
 * neither ("Company", "NLC") takes the side the other party's alias leaves ("Company" beside "Consultant" → Buyer), and
 * an alias that may be either side ("Owner": the employer of a builder, the lessor of hired plant; "Company") yields
 * when both came out on the same side ("Owner" beside "Hirer" → Supplier). The party that speaks as "we" takes the side
 * "you" leaves, else Supplier: terms written in the first person are the offering business's.
 */
function completeRoles(primaries: PartyRecord[], pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): void {
  const other = (role: string): string => (role === 'Buyer' ? 'Supplier' : 'Buyer');
  const sided = (p: PartyRecord): boolean => p.role === 'Buyer' || p.role === 'Supplier';
  for (const p of primaries) {
    if (pronounOf.get(p.party) !== 'we' || sided(p)) continue;
    const you = primaries.find((q) => q !== p && pronounOf.get(q.party) === 'you' && sided(q));
    p.role = you ? other(you.role) : 'Supplier';
  }
  // Of three or more parties (a software escrow: the "Owner" of the code, the "Licensee", the agent), an alias that may
  // be either side yields the same way when another party's alias holds its side and none holds the other.
  if (primaries.length > 2) {
    for (const p of primaries) {
      if (!EITHER_SIDE.test(p.alias ?? '') || !sided(p)) continue;
      const same = primaries.some((q) => q !== p && q.role === p.role && !EITHER_SIDE.test(q.alias ?? ''));
      if (same && !primaries.some((q) => q.role === other(p.role))) p.role = other(p.role);
    }
  }
  if (primaries.length !== 2) return;
  const [a, b] = primaries;
  const letterBuyer = letterPayer(primaries, pronounOf, texts);
  if (letterBuyer) {
    for (const p of primaries) p.role = p === letterBuyer ? 'Buyer' : 'Supplier';
    return;
  }
  if (a.role === 'Unknown' && b.role === 'Unknown') {
    const payer = payerOf(primaries, texts);
    if (payer) for (const p of primaries) p.role = p === payer ? 'Buyer' : 'Supplier';
    return;
  }
  if (sided(a) && !sided(b) && b.role === 'Unknown') b.role = other(a.role);
  else if (sided(b) && !sided(a) && a.role === 'Unknown') a.role = other(b.role);
  else if (sided(a) && a.role === b.role) {
    if (EITHER_SIDE.test(a.alias ?? '') && !EITHER_SIDE.test(b.alias ?? '')) a.role = other(b.role);
    else if (EITHER_SIDE.test(b.alias ?? '') && !EITHER_SIDE.test(a.alias ?? '')) b.role = other(a.role);
  }
}

/** A recital's opening ("WHEREAS", "Whereas:") and the headings over a list of recitals. */
const WHEREAS = /^\s*whereas\b/i;
const RECITALS_HEADING = /^\s*(?:recitals|background|preliminary\s+statements?|whereas)\s*:?\s*$/i;
/** What ends the recitals: the operative words, or the first numbered clause or article. */
export const OPERATIVE = /\bnow,?\s+therefore\b|\bagree(?:s|d)?\s+as\s+follows\b|\bit\s+is\s+(?:hereby\s+)?agreed\b|^\s*operative\s+provisions\b|^\s*(?:(?:article|section|clause)\s+)?(?:1|I)(?:\.|\s|$)/i;

/** The elements that are recitals: those opening with "WHEREAS", and the lines under a "Recitals"/"Background" heading up to the operative part. */
export function recitalElements(texts: readonly string[]): Set<number> {
  const out = new Set<number>();
  let open = false;
  texts.forEach((text, i) => {
    if (RECITALS_HEADING.test(text)) {
      open = true;
      return;
    }
    if (OPERATIVE.test(text)) open = false;
    else if (open || WHEREAS.test(text)) out.add(i);
  });
  return out;
}

function firstOf(p: PartyRecord): number {
  return p.mentions[0].element * 1e6 + p.mentions[0].begin;
}

/** Short forms defined in the same element as their expansion ("FSA" means the Financial Services Authority). */
function acronyms(orgs: readonly OrgMention[]): Map<string, string> {
  // Each name's initials read once, per element (the last name with them wins): comparing every short form with
  // every name was quadratic in the mentions (thousands of "FCA" in one element took minutes).
  const byInitials = new Map<string, string>();
  for (const long of orgs) {
    const initials = long.text.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
    byInitials.set(`${long.element} ${initials}`, long.text);
  }
  const out = new Map<string, string>();
  for (const short of orgs) {
    if (!/^[A-Z]{2,6}$/.test(short.text)) continue;
    // A short form's own initials are one letter, so it never expands to itself.
    const long = byInitials.get(`${short.element} ${short.text}`);
    if (long !== undefined) out.set(short.text, partyKey(long));
  }
  return out;
}

/**
 * A capitalised noun phrase of one to three words in brackets without quotes that closes a party's slot: `Kowhai Valley
 * Growers Partnership (Orchard Owner) and …`, `… (the Site Operator);`. Group 3 of `ALIAS_ANY`; read only in a party slot
 * (after "between", "among" or a "Parties:" field) and never a place or a term of the document. What follows must end
 * the slot (a stop, a comma, a semicolon, "and" or the end), so a bracketed word inside a name ("Acme (Pty) Ltd") is
 * none. No digits and each word capitalised: "(ABN 12 345 678 901)", "(an Australian company)", "(the City of
 * Leeds)" are not aliases. Each blank run bounded: linear.
 * Two people a slot joins by "and" may share one such alias: "Tom Brennan and Kate Brennan of … (together, Growers)", as
 * they would a quoted one (`(together, the "Homeowners")`); "The Growers must …" then binds them (issue 18, h27n32).
 */
const BARE_IN_SLOT = String.raw`\(\s{0,3}(?:(?:together|jointly|collectively),?\s{1,3})?(?:the\s{1,3})?([A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2})\s{0,3}\)(?=\s{0,3}(?:[,.;]|and\b|$))`;
const ALIAS_ANY = new RegExp(ALIAS_FORM + '|' + BARE_IN_SLOT + '|' + CALLED_UNQUOTED, 'gu');
/** Brackets without quotes read per element (a preamble names a few parties; hostile text repeats thousands). */
const MAX_BARE_PER_ELEMENT = 8;
/** A "Parties:" field opening an element: the text after it is a party slot, as after "between". */
const PARTIES_FIELD = /^\s{0,3}(?:the\s+)?parties\s{0,3}:/i;
// Letters of any script: "Müller Präzisionstechnik GmbH" is a name as "Muller" is.
// A word of a legal form may be bracketed: "MOKOENA PROPERTY HOLDINGS (PTY) LTD", or hold a slash: "Sund Ejendomsservice A/S".
// A name in capitals joins its words as one in small letters does: "CHAPTER OF THE CATHEDRAL CHURCH OF ST MARY",
// "ST JOHN THE BAPTIST" (h27n33).
const NAME = /^(?:\p{Lu}[\p{L}0-9&'.,-]*)(?:\s+(?:(?:of|for|in|on)\s+the|(?:OF|FOR|IN|ON)\s+THE|of|OF|and|&|de|van|von|from|for|the|THE|in|on|ve|[–—-])?\s*(?:[\p{Lu}0-9][\p{L}0-9&'.,/-]*|\(\p{Lu}\p{L}{0,4}\))){0,6}$/u;
/** A document's own name ("RESEARCH COLLABORATION AGREEMENT", "CONTRACT OF EMPLOYMENT", a title line above the preamble) is no party's name. */
const DOCUMENT_NAME = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})\b|\b(?:terms|conditions)$`, 'i');
/** An alias whose last word is an agreement noun, after a blank or a hyphen: "Prime Contract", "Main Agreement", "Head Lease", "Prime-Contract". */
export const DOCUMENT_ALIAS = new RegExp(String.raw`(?:^|[\s-])(?:${AGREEMENT_NOUNS}|terms|conditions)$`, 'i');
const ROLES = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
/** What opens a preamble's list of parties: "between", or "among(st)" where there are several. */
const PARTY_SLOTS = /\b(?:between|among|amongst)\b/i;
// "BETWEEN:" alone on its line heads the list as "Parties" does (Irish and UK deeds); "THE UNDERSIGNED:" is the
// civil-law heading (Dutch, German, Belgian drafting in English), whose entries are numbered "1.", "2." — read as party
// entries under that heading only: elsewhere "1." opens the first clause.
const PARTIES_HEADING = /^\s*(?:(?:the\s+)?parties|between|(?:the\s+)?undersigned)\s*:?\s*$/i;
// So does a line ending in "the undersigned:" ("Concluded in Skopje on 3 March 2025 by and between the undersigned:",
// "In San José, on …, the undersigned:"), Balkan and Latin American drafting, h25f18.
const SLOTS_BELOW = /\b(?:between|among(?:st)?|the\s+undersigned)\s*:\s*$/i;
const UNDERSIGNED_HEADING = /^\s*(?:the\s+)?undersigned\s*:?\s*$/i;
const NUMBERED_PARTY = /^\s*\((\d{1,2})\)\s/;
const NUMBERED_DOT = /^\s*(\d{1,2})\.\s/;
/**
 * What ends the list of parties under a "Parties" heading: the next heading (a line in capitals, "Background",
 * "Recitals", "Whereas", "Agreed terms", "It is agreed", a clause number "1." or "1.1"). Recitals and clauses numbered
 * (1), (2) after it define things, not parties. A clause number has its dot: "12 Mill Lane" goes on with an entry.
 */
// The clause number's digits and points as `(?:\d+\.)*\d*`, one way only: `(?:\d{1,3}\.?)*` could split each run of
// digits many ways, exponential in a number without the space it needs ("07.10." x 10, 60 characters: seconds; hred12).
const AFTER_PARTIES = /^\s*(?:(?:background|recitals?|preamble|whereas|agreed\s+terms|it\s+is\s+agreed|now\s+(?:it\s+is|this))\b|\d{1,3}\.(?:\d+\.)*\d*\s)/i;
// The first capital read by its own class: "[^a-z]*[A-Z]" would try every capital of a long line as the first (quadratic).
const CAPITALS_LINE = /^[^A-Za-z"(]*[A-Z][^a-z"(]*$/;
/** Words that open a preamble's party slot: `between`, `among`, `and`, `by`, `;`. */
/** A name, then "of" and a town (a person's residence, as a preamble gives it). */
/** "Northbridge Borough Council of Town Hall, Market Square": a building or street after "of" is the address, not the name. */
// Not after a city, town, village, borough or county (LOCAL_GOVERNMENT_WORDS): "City of Green Bay" names the place the
// body governs. The lookbehind sits where the run of blanks starts (each run tried once).
const OF_ADDRESS = new RegExp(String.raw`(?<!\b(?:${LOCAL_GOVERNMENT_WORDS.join('|')})|\s)\s+of\s+(?=(?:[A-Z][\w'’-]*\s+){0,3}(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')})\b)`);
const PERSON_OF_TOWN = /^([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){1,3})\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}$/;
/** Where a slot names the person acting for its party: "represented by", "acting by", "acting through". */
// Mexican and Spanish drafting in English: "represented in this act by its legal representative, Mr. …".
const REPRESENTED = /\b(?:represented|acting)\s+(?:in\s+this\s+act\s+)?(?:by|through)\b/i;
/**
 * A second name the party goes by, quoted, right before its alias: "p/k/a" (professionally known as), "a/k/a", "f/k/a",
 * "d/b/a", "t/a", "trading as", "professionally known as". Anchored at the end, the quoted name bounded: linear.
 */
const ALSO_KNOWN_AS = /,?\s{0,3}\b(?:[pafd]\/k\/a|d\/b\/a|t\/a|trading\s{1,3}as|(?:professionally|also|formerly)\s{1,3}known\s{1,3}as)\s{1,3}"[^"]{1,60}"\s{0,3},?\s{0,3}$/i;
/**
 * A business name a sole trader trades under, unquoted, with the register number the name is entered under, right
 * before the alias: "Tessa Marsh trading as Marsh Honey Co ABN 12 345 678 901 (Apiarist)" (Australian drafting; "t/a",
 * "d/b/a" alike). The party is the person before it. Capitalised words, then an optional register and its digits, then
 * the end: anchored, each run bounded (linear).
 */
const TRADING_AS_UNQUOTED = /,?\s{0,3}\b(?:trading\s{1,3}as|t\/a|d\/b\/a|doing\s{1,3}business\s{1,3}as)\s{1,3}\p{Lu}[\p{L}&'’.-]{0,30}(?:\s{1,3}(?:&|and|of|\p{Lu}[\p{L}&'’.-]{0,30})){0,5}(?:\s{0,3},?\s{0,3}(?:ABN|ACN|ARBN|CRN|EIN|(?:company|registration|business)\s{1,3}(?:number|no\.?))\s{0,3}:?\s{0,3}\d[\d ]{0,16}\d)?\s{0,3},?\s{0,3}$/u;
/** The business name right after a person's name ("… trading as Marsh Honey ABN …"): its span in `text`, if any. */
// Its words may hold stops, as TRADING_AS_UNQUOTED's do ("J.S. Plumbing", "St. Ives Bakery"): read without them the
// name was "J" or "St" (hrev12).
const TRADE_NAME_AFTER = /^\s{1,3}(?:trading\s{1,3}as|t\/a|d\/b\/a|doing\s{1,3}business\s{1,3}as)\s{1,3}(\p{Lu}[\p{L}&'’.-]{0,30}(?:\s{1,3}(?:&|and|of|\p{Lu}[\p{L}&'’.-]{0,30})){0,5})/du;
export function tradeNameAfter(text: string, end: number): Span | undefined {
  const m = TRADE_NAME_AFTER.exec(text.slice(end, end + 240));
  const span = m?.indices?.[1];
  if (!span) return undefined;
  // The name stops before a register's letters ("Marsh Honey ABN 12 …"): they are the number's, not the name's.
  // A stop after a whole word closes the sentence ("… trading as Ashby Honey."), not an abbreviation ("St.").
  const name = text.slice(end + span[0], end + span[1]).replace(/(?:\s{1,3}(?:ABN|ACN|ARBN|CRN|EIN))+$/, '').replace(/(?<=\p{L}{4})\.$/u, '');
  return { begin: end + span[0], end: end + span[0] + name.length };
}
/** Where a slot names the party a person acts for, after the person: "acting in the name and on behalf of". */
/** "represented by" / "acting through" closing the text before a slot start. */
const REPRESENTED_AT_END = /\b(?:represented|acting)\s+(?:in\s+this\s+act\s+)?(?:by|through)\s*$/i;
const ON_BEHALF = /\bacting\s{1,3}(?:in\s{1,3}the\s{1,3}name\s{1,3}and\s{1,3})?on\s{1,3}behalf\s{1,3}of\s{1,3}/i;
/** Words that open a recital or a preamble's parts, never a name ("WHEREAS, Seller owns …", "BY AND BETWEEN"). */
// The headings over the list of parties ("PARTIES", "THE UNDERSIGNED", "Contracting Parties:") head the slots below them.
const NOT_A_NAME = /^(?:BY|AND|BETWEEN|(?:BY\s+)?AND\s+BETWEEN|AMONG|AMONGST|WHEREAS|RECITALS?|BACKGROUND|WITNESSETH|NOW|THEREFORE|(?:CONTRACTING\s+)?PARTIES|(?:THE\s+)?UNDERSIGNED)$/i;
// A promissory note's opening formula ("FOR VALUE RECEIVED, Cedar Hollow Builders, LLC … promises to pay") and the
// civil-law "on the one side, … ; and, on the other side, …" (Brazilian, Portuguese drafting) open a party's slot.
// "Between the undersigned: the Tamount Argan Cooperative, …, hereinafter "the Cooperative"" and "Between: …" (French
// and other civil-law drafting in English): the heading's words and its colon open the slot, no part of the name.
const SLOT = /(?:\b(?:between|among(?:st)?)\b(?:\s{1,3}the\s{1,3}undersigned\b)?(?:\s{0,3}:)?|\band\b|\bby\b|\bfor\s+value\s+received\b,?|\bon\s+the\s+(?:one|other)\s+(?:side|hand)\b,?|;|^)\s*/gi;
/** Aliases a preamble gives the document and its subject matter, never a party. */
export const DOCUMENT_TERM = /^(?:agreement|contract|terms|eula|dpa|lease|licen[cs]e|order|schedule|sow|statement of work|effective date|commencement date|start date|term|territory|premises|property|site|services?|software|products?|goods|works?|project|deliverables|business|transaction|loan|facility|plan|program(?:me)?|policy|fund|shares)$/i;
/** A letter's salutation ("Dear Ms Shah,") names the addressee, not a party the alias below it defines. */
const SALUTATION = /^Dear\s/i;
/** Blanks of a form ("___Jon Bon Jovi____") and the punctuation around a name. */
const BLANKS = /_{2,}|\s{2,}/g;

/** Where the text opens a party slot: "between"/"among" (PARTY_SLOTS), else a "Parties:" field; -1 when neither. */
function firstSlot(text: string): number {
  const between = text.search(PARTY_SLOTS);
  if (between >= 0) return between;
  // "This Coaching Agreement is entered into on March 2, 2027 by Bluecrest Athletics LLC (the "Club"), and …": the
  // parties after "by" fill the slots "between" would open (US drafting).
  const by = ENTERED_BY.exec(text);
  return by ? by.index + by[0].length : text.search(PARTIES_FIELD);
}

/** "entered into … by", "made … by", "executed … by": the words before the parties a preamble names (within a sentence). */
const ENTERED_BY = /\b(?:entered\s+into|made|executed)\b[^.;]{0,200}?\bby\b(?!\s+and\b)/i;

/**
 * Parties the preamble names, with the alias it gives them: `between John Smith ("Consultant") and ...`, and the form
 * layout where the name fills a blank on one line and `hereinafter called the "Owner"` follows on the next. The name is
 * the capitalised text of the party's slot nearest the alias. Spans that overlap `known` get the alias only.
 */
export function preambleNames(texts: readonly string[], known: readonly OrgMention[]): OrgMention[] {
  const out: OrgMention[] = [];
  const limit = Math.min(texts.length, 30);
  let slotStart = 0; // the first element of the current party slot
  let partiesHeading = false; // in the list under a "Parties" heading
  let partyEntries = 0; // the number of its last entry
  let undersigned = false; // the heading is "THE UNDERSIGNED:", whose entries are numbered "1."
  let slotsBelow = 0; // the lines left that a "… made between:" line above opens as party slots
  for (let i = 0; i < limit; i++) {
    const text = texts[i];
    // The field's label is no part of the first name after it.
    let consumed = PARTIES_FIELD.exec(text)?.[0].length ?? 0;
    // A numbered entry of the preamble's list of parties ("PARTIES (1) Northbridge Borough Council … (the "Authority")")
    // is a party slot from its start, as the text after "between" is. The list ends at the next heading, or where the
    // numbering starts again.
    const number = NUMBERED_PARTY.exec(text)?.[1] ?? (undersigned ? NUMBERED_DOT.exec(text)?.[1] : undefined);
    if (PARTIES_HEADING.test(text)) {
      partiesHeading = true;
      undersigned = UNDERSIGNED_HEADING.test(text);
      partyEntries = 0;
    } else if (partiesHeading && (number === undefined ? endsPartiesList(text) : Number(number) <= partyEntries)) partiesHeading = false;
    if (partiesHeading && number !== undefined) partyEntries = Number(number);
    // A line ending in "between:" ("This Agreement is dated 14 March 2025 and is made between:") opens the party slots of
    // the lines under it, numbered or not, until the operative text; each such line is a slot from its start.
    if (AFTER_PARTIES.test(text)) slotsBelow = 0;
    // Under the heading, an entry need not be numbered: "between" alone on its line, then "Fjordlys Energi AS, org. no.
    // …, Stavanger ("Fjordlys")", "and", the next (Nordic drafting).
    const betweenAt = partiesHeading || slotsBelow > 0 ? 0 : firstSlot(text);
    // Such an unnumbered line is one of an entry's lines (its name, register number, address), not a slot of its own.
    const entryLine = partiesHeading && number === undefined && slotsBelow === 0;
    if (slotsBelow > 0) slotsBelow--;
    if (SLOTS_BELOW.test(text)) slotsBelow = 4;
    let bareSeen = 0;
    for (const m of matchesOf(ALIAS_ANY, text)) {
      const alias = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim();
      // A bracket without quotes is an alias only in a party slot (BARE_IN_SLOT), and only the first few of an element:
      // a party slot holds a handful, and each costs a look at the organisations found (hostile text: thousands).
      if (m[3] !== undefined && (++bareSeen > MAX_BARE_PER_ELEMENT || !(betweenAt >= 0 && m.index > betweenAt) || PLACE_SET.has(alias.toLowerCase()) || DOCUMENT_TERM.test(alias))) continue;
      // A role word names a party anywhere in the preamble; any other alias only in a party slot after "between"
      // (`between Harbor Events Ltd ("Promoter") and Jane Doe ("Artist")`), and never a term of the document itself.
      const inSlot = betweenAt >= 0 && m.index > betweenAt && !DOCUMENT_TERM.test(alias);
      // A collective alias is a role word's plural ("the Promoters", "the Sellers").
      // "(together, the "Homeowners")" gives one alias to the persons before it as "hereinafter collectively" does.
      const collective = /^\(\s*(?:hereinafter\s+collectively|together|collectively|jointly)\b/i.test(m[0]);
      // A party named by a description that opens with its alias ("… and the Reinsurers whose names and shares appear in
      // the Schedule (hereinafter called "the Reinsurers")"): the alias's own words are its name, in a party slot after
      // "between", "among" or "entered into … by" (BARE_SLOT).
      const described = !DOCUMENT_TERM.test(alias) && BARE_SLOT.test(text.slice(0, m.index)) ? describedBy(text, consumed, m.index, alias, i) : undefined;
      // An alias "hereinafter called" gives without quotes (CALLED_UNQUOTED) names a party wherever its slot opens ("on the
      // one side …, hereinafter called the CONTRACTING PARTY"), as a role word does; never a term of the document.
      // The slot's text after its name (past the name's first comma) is where a thing the alias restates would be named:
      // its last 240 characters at most (a slot is a few lines; hostile text repeats aliases thousands of times).
      const from = Math.max(consumed, m.index - 240);
      const slot = text.slice(from, m.index);
      const called = m[4] !== undefined && !DOCUMENT_TERM.test(alias) && !restatesThing(from === consumed ? slot.slice(Math.max(0, slot.indexOf(','))) : slot, alias);
      if (m[4] !== undefined && !called) continue;
      if (roleOfAlias(alias) === 'Unknown' && !ROLES.has(alias.toLowerCase()) && !(collective && ROLES.has(alias.toLowerCase().replace(/s$/, ''))) && !inSlot && !described && !called) continue;
      if (described) {
        out.push({ ...described, alias });
        consumed = m.index + m[0].length;
        slotStart = i + 1;
        continue;
      }
      // An organisation already found before the alias in its own element is the name it follows (its bracket is read by
      // findParties): the lines above ("Dear Sirs" of a solicitors' letter) name no one here.
      const ownName = known.some((k) => k.element === i && k.begin >= consumed && k.end <= m.index);
      // A bracket without quotes after an organisation found in the element is findParties' to read (BARE_ALIAS, with the
      // body a state acts through and the register number between): here only a name without a legal form takes it.
      if (m[3] !== undefined && ownName) {
        consumed = m.index + m[0].length;
        slotStart = i + 1;
        continue;
      }
      const found0 = nameBefore(texts, i, m.index, consumed, ownName ? i : slotStart);
      // A person named after the organisation of the same slot, no slot word between ("Al-Waha … Company, …, represented
      // by Mr. Khalid Al-Qahtani, …, hereinafter referred to as "the Contractor""; "M/s Rehman Traders, a sole
      // proprietorship owned by Mr. Abdul Rehman, … (hereinafter … the "Distributor")") acts for it or owns it: the alias
      // is the organisation's, read by findParties (h18f11).
      const found = found0 && ownName && actsForOrganisation(texts[i], found0, known, consumed) ? undefined : found0;
      // "MR. ARJUN RAO, son of …, and MS. KAVYA IYER, … (hereinafter collectively referred to as the "Promoters")": one
      // alias for the persons the slot joins by "and", each a party of it.
      if (found && collective && !/^part(?:y|ies)$/i.test(alias)) {
        for (const other of namesJoined(texts[i], consumed, found)) out.push({ ...other, alias });
      }
      consumed = m.index + m[0].length;
      slotStart = i + 1;
      if (!found) continue;
      const overlapping = known.find((k) => k.element === found.element && k.begin < found.end && found.begin < k.end);
      const inside = overlapping && overlapping.begin >= found.begin && overlapping.end <= found.end;
      out.push(overlapping && !inside ? { ...overlapping, alias } : { ...found, alias });
    }
    if (betweenAt >= 0 && consumed === 0 && !entryLine) slotStart = i;
  }
  return out;
}

/**
 * A person named after the office held, capitalised as one run: "the Member of the Management Board Marko Perić",
 * "President of the Supervisory Board Ana Horvat" (Croatian, Slovenian and other drafting in English, h22f15). The
 * office's head word opens the run and the last two or three words are a person's name. Bounded words: linear.
 */
const OFFICER_NAMED = /^(?:the\s+)?(?:Member|President|Vice[- ]President|Chair(?:man|woman|person)?|Director|Manager|Secretary|Procurator|Officer)\b(?:\s+\p{L}{1,20}){0,5}\s+(\p{Lu}[\p{L}'-]{1,30}(?:\s\p{Lu}[\p{L}'-]{1,30}){1,2})$/u;
function officerNamed(text: string): boolean {
  const m = OFFICER_NAMED.exec(text);
  return m !== null && isPersonName(m[1]);
}

/** Whether `found` is a person named after an organisation of its element's slot with no slot word between them. */
function actsForOrganisation(text: string, found: OrgMention, known: readonly OrgMention[], from: number): boolean {
  const person = found.text.replace(new RegExp(String.raw`^${HONORIFIC}\.?\s+`, 'i'), '');
  // An officer named by the office ("the Member of the Management Board Marko Perić") acts for the organisation before
  // it even after another officer joined by "and" ("represented by the President … Ivana Kovačević and the Member …").
  if (person === found.text && officerNamed(person)) return known.some((k) => k.element === found.element && k.begin >= from && k.end <= found.begin);
  if (person === found.text && !isPersonName(person)) return false;
  return known.some((k) => k.element === found.element && k.begin >= from && k.end <= found.begin && !SLOT_WORD.test(text.slice(k.end, found.begin).replace(NAME_AND, ' ')));
}

/**
 * An "and" between two capitalised words joins a body's name ("registered with the Luxembourg Trade and Companies
 * Register, …, represented by Mr Luc Weber"), no party slot: the person after it still acts for the company (h19facts).
 */
const NAME_AND = /(?<=\p{Lu}[\p{L}.'’-]{0,64})\s{1,3}(?:and|&)\s{1,3}(?=\p{Lu})/gu;

/**
 * The description a party slot opens with its alias's words, "the Reinsurers whose names …" before `(hereinafter called
 * "the Reinsurers")`: the span of those words, when a slot word is before them and a relative clause or participle
 * after them ("whose", "who", "which", "that", "named", "listed", "set", "identified"), not a name's "of" ("the City of
 * Green Bay (the "City")" is named). The alias is escaped and at most 41 characters: one pass over the slot.
 */
function describedBy(text: string, from: number, at: number, alias: string, element: number): OrgMention | undefined {
  const slot = text.slice(from, at);
  const m = new RegExp(String.raw`(?:^|[;,]|\b(?:and|between|among(?:st)?|by))\s{1,3}the\s{1,3}(${escapeRegExp(alias)})\s{1,3}(?:whose|who|which|that|named|listed|set|identified)\b`, 'id').exec(slot);
  const span = m?.indices?.[1];
  if (!span) return undefined;
  return { element, begin: from + span[0], end: from + span[1], text: slot.slice(span[0], span[1]) };
}

/**
 * The persons named before `last` in its slot, each opening the text after a slot word ("X, son of …, and Y, …"): at most
 * three, read from the last slot starts back (as `nameIn` reads them).
 */
function namesJoined(text: string, from: number, last: OrgMention): OrgMention[] {
  if (last.element === undefined || !isPersonName(last.text.replace(/^(?:MR|MRS|MS|DR)\.?\s+/i, '').toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()), true)) return [];
  const before = text.slice(from, last.begin);
  const starts = [...matchesOf(SLOT, before)].map((m) => m.index + m[0].length);
  if (starts[0] !== 0) starts.unshift(0);
  const out: OrgMention[] = [];
  for (let k = starts.length - 1; k >= Math.max(0, starts.length - 3); k--) {
    const found = nameAfter(before, starts[k], from, last.element);
    if (found && found.end <= last.begin && !out.some((o) => o.begin === found.begin)) out.push(found);
  }
  return out.filter((o) => isPersonName(o.text.replace(/^(?:MR|MRS|MS|DR)\.?\s+/i, '').toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()), true));
}

/** The name a party slot holds before the alias at (`element`, `at`): in the same element, else on the lines above it. */
function nameBefore(texts: readonly string[], element: number, at: number, from: number, slotStart: number): OrgMention | undefined {
  const same = nameIn(texts[element], from, at, element);
  if (same) return same;
  const block = blockName(texts, element, slotStart);
  if (block) return block;
  for (let e = element - 1; e >= Math.max(slotStart, element - 4); e--) {
    // Above a letter's salutation is the addressee's block ("Unit 3, Greystoke Avenue"), no party slot.
    if (SALUTATION.test(texts[e])) break;
    const found = nameIn(texts[e], 0, texts[e].length, e);
    if (found) return found;
  }
  return undefined;
}

/**
 * A party given as a block of lines (Danish, Czech, German drafting): its name alone on the block's first line, with its
 * legal form ("Køge Bugt Administration A/S", "Lingua Praha s.r.o."), then its register number, address and
 * representative, and the alias on the last line. The first such line of the slot, at most eight lines up: the address
 * and register lines nearer the alias ("Guldbergsgade 29, 2200 Copenhagen N", "… kept by the Municipal Court in
 * Prague") are no name.
 */
function blockName(texts: readonly string[], element: number, slotStart: number): OrgMention | undefined {
  // Not above a letter's salutation: the addressee's block is there ("Okafor Partners LLP" / "Unit 3, Mill Yard" / "Dear …").
  let top = Math.max(slotStart, element - 8);
  for (let e = element - 1; e >= top; e--) {
    if (SALUTATION.test(texts[e])) {
      top = e + 1;
      break;
    }
  }
  for (let e = top; e < element; e++) {
    if (texts[e].length > 120) continue;
    const line = texts[e].trim().replace(/,$/, '');
    // The name without its legal form, which may be in small letters ("s.r.o.", "a.s.").
    const bare = withoutSuffix(line.replace(LONG_FORM, '')).replace(LEADING_FORM, '');
    if (bare === line || !NAME.test(bare) || DOCUMENT_NAME.test(line) || NOT_A_NAME.test(bare)) continue;
    const begin = texts[e].indexOf(line);
    return { element: e, begin, end: begin + line.length, text: line };
  }
  return undefined;
}

/**
 * "registered with the Ministry of Trade and Regional Integration": the body a party is registered with, its capitalised
 * words joined by "of", "for", "and" or "&". At most eight words after the verb: linear.
 */
const REGISTERED_WITH_NAME = /\b(?:registered|enrolled|entered|incorporated)\s{1,3}(?:with|at|in|by)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]*(?:\s{1,3}(?:(?:of|for|and|&)\s{1,3}(?:the\s{1,3})?)?\p{Lu}[\p{L}'’-]*){0,8}/gu;
// A country named with an "and" (gazetteer's COUNTRIES_WITH_AND), in any case.
const COUNTRY_WITH_AND = new RegExp(`(?<![\\p{L}])(?:${COUNTRIES_WITH_AND.map((c) => escapeRegExp(c).replace(/ /g, '\\s{1,3}')).join('|')})(?![\\p{L}])`, 'giu');
/**
 * The last capitalised name in `text[from, to)` after the slot words, blanks removed. When the text after the last slot
 * word holds none ("Müller GmbH, Stuttgart, represented by its managing director"), the text after the slot word before it.
 */
function nameIn(text: string, from: number, to: number, element: number): OrgMention | undefined {
  // "Tessa Okafor p/k/a "Tessa on Tap" ("Creator")": a stage or trade name the party is also known by sits between its
  // legal name and the alias; the party is the legal name before it.
  const known = ALSO_KNOWN_AS.exec(text.slice(from, to)) ?? TRADING_AS_UNQUOTED.exec(text.slice(from, to));
  if (known) to = from + known.index;
  // "… INC., …, herein acting and represented by Mr. Marc-André Gagnon, its President, … (hereinafter called the
  // "Supplier")": the person who represents a party is not the party; its slot ends where the representative begins.
  // "Mr. Pablo Ruiz, …, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L., …": the party is after them.
  const behalf = ON_BEHALF.exec(text.slice(from, to));
  if (behalf) {
    const found = nameIn(text, from + behalf.index + behalf[0].length, to, element);
    if (found) return found;
  }
  const represented = REPRESENTED.exec(text.slice(from, to));
  if (represented) {
    const found = nameIn(text, from, from + represented.index, element);
    if (found) return found;
  }
  const before = text.slice(from, to);
  // The "and" of a country's name ("incorporated in the Republic of Trinidad and Tobago") opens no slot.
  // Nor does the "and" of the register or ministry a party is registered with ("registered with the Ministry of Trade
  // and Industry, having its office at …"): it joins the body's name, inside the party's own slot (h23f16b).
  const countries = [...matchesOf(COUNTRY_WITH_AND, before), ...matchesOf(REGISTERED_WITH_NAME, before)].map((m) => [m.index, m.index + m[0].length]);
  const slots = [...matchesOf(SLOT, before)];
  const firstSmall = slots.findIndex((m) => SMALL_SLOT.test(m[0]));
  const starts = slots.filter((m, k) => !countries.some(([b, e]) => m.index > b && m.index < e) && !(firstSmall >= 0 && k > firstSmall && joinsNameInCapitals(before, slots, k))).map((m) => m.index + m[0].length);
  if (starts[0] !== 0) starts.unshift(0);
  // The last three slot words at most: each try reads the slot text once.
  for (let k = starts.length - 1; k >= Math.max(0, starts.length - 3); k--) {
    // "…, represented by Director Aidar Seitkali, acting on the basis of the Charter, on the one part, and Joint Stock
    // Company "…", hereinafter referred to as the "Buyer"": the name right after "represented by" is the representative
    // of the slot before, never the party the alias names (CIS drafting, h20facts2).
    if (REPRESENTED_AT_END.test(before.slice(Math.max(0, starts[k] - 40), starts[k]))) continue;
    const found = nameAfter(before, starts[k], from, element);
    if (found) return found;
  }
  return undefined;
}

/**
 * "… and KONO FRESH FOODS AND CATERING SERVICES, a business name …": where the slots are written with "and" in small
 * letters, an "AND" in capitals between two words in capitals joins a name's words, not two parties — unless a legal
 * form ends the words before it ("between ACME LIMITED AND BETA LIMITED" keeps two). h28f21b.
 */
const CAPS_AND_SLOT = /^AND\s*$/;
const SMALL_SLOT = /^(?:and|between|among(?:st)?|by)\b/;
const CAPITALS_RUN = /^\s*\p{Lu}[\p{Lu}\p{M}0-9&'.-]*(?:\s{1,3}\p{Lu}[\p{Lu}\p{M}0-9&'.-]*){0,6}\s*$/u;
/** Whether slot word `k` (after a slot word in small letters) is such an "AND". */
function joinsNameInCapitals(before: string, slots: readonly RegExpMatchArray[], k: number): boolean {
  const m = slots[k];
  if (!CAPS_AND_SLOT.test(m[0]) || !/^\s{1,3}\p{Lu}{2}/u.test(before.slice(m.index! + 3, m.index! + 8))) return false;
  const prior = slots[k - 1];
  const words = before.slice(prior.index! + prior[0].length, m.index);
  return CAPITALS_RUN.test(words) && !hasSuffix(words.trim());
}

/**
 * "Acme Trading Ltd, Leeds", "Edelweiss Pension Foundation, Basel": a town after the name's comma says where the party
 * is, as "of Leeds" does; it is no part of the name. Read so after a legal form (nothing but another legal form follows
 * one in a name) or when the words are a known place.
 */
function withoutTown(name: string): string {
  const m = NAME_THEN_TOWN.exec(name);
  if (!m) return name;
  return hasSuffix(m[1]) || PLACE_SET.has(m[2].toLowerCase()) ? m[1] : name;
}
/** A name, a comma, then one to three capitalised words closing it. */
const NAME_THEN_TOWN = /^(\S.{0,200}?\S),\s{1,3}(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2})$/u;

/**
 * The words of a name, its articles not counted: "THE CHAPTER OF THE CATHEDRAL CHURCH OF ST MARY, NORWICH" names a body
 * in seven words (set 33, h27n33). "of" still counts: "Pelican Plant Hire Limited of Port of Spain" is a name and its
 * town, eight words, no name.
 */
function nameWords(name: string): number {
  return name.split(/\s+/).filter((w) => !/^the$/i.test(w)).length;
}

function nameAfter(before: string, start: number, from: number, element: number): OrgMention | undefined {
  const parts = before.slice(start).split(BLANKS).map((x) => x.trim()).filter((x) => x !== '');
  for (let k = parts.length - 1; k >= 0; k--) {
    // "Ruairi MacNeil of 3 Pier Road": the residence after "of" and a house number is no part of the name, nor is the
    // party's number in the preamble's list ("between (1) Thomas Reid of 4 Mill Lane … and (2) …").
    // ", Dale R. Whitcomb, an individual … ("Guarantor")": the slot after the previous party's alias opens with its comma.
    const cut = parts[k].replace(/^[,;]\s*/, '').split(/,\s+(?![A-Z][a-z]*\.?$)(?!(?:Inc|Ltd|LLC|LLP|plc|Corp|Co|GmbH|S\.A|AG|N\.V|B\.V)\b)|\s+of\s+(?=\d)/)[0].split(OF_ADDRESS)[0].replace(/^(?:\((?:\d{1,2}|[A-Za-z])\)|\d{1,2}\.)\s+/, '').replace(/^the\s+/i, '').replace(/[,.]$/, '').replace(/\s+(?:and|&)$/i, '').trim();
    // "between Raymond T. Okafor and Lisa M. Okafor, … (together, the "Homeowners")": read before the second person, the
    // slot ends on the "and" that joins them.
    // "Jasmine Okafor of Manchester": a person's town after "of" is no part of the name ("Bank of England" is no person).
    const town = PERSON_OF_TOWN.exec(cut);
    const name = withoutTown(town && isPersonName(town[1]) ? town[1] : cut);
    if (!NAME.test(name) || SALUTATION.test(name) || DOCUMENT_NAME.test(name) || nameWords(name) > 7 || ROLES.has(name.toLowerCase()) || NOT_A_NAME.test(name)) continue;
    const begin = from + start + before.slice(start).indexOf(name);
    return { element, begin, end: begin + name.length, text: name };
  }
  return undefined;
}
