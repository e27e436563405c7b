/**
 * How a contract gives a party its alias or role: the quoted or bracketed alias after the name (`("Buyer")`,
 * `hereinafter called the "Owner"`), the field or heading over it ("Supplier:"), the role after "as", the pronoun
 * beside it. The patterns `findParties` and `preambleNames` read.
 */
import { AGENT_LABEL, HONORIFIC, PARTY_LETTER_ALIAS, POSITION_FIELD_LABEL, POSITION_NOTE } from './person-parties.js';
import { FIELD_ROLE_WORDS, ROLE_QUALIFIER, ROLE_WORDS } from '../lexicon/roles.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS } from '../lexicon/name-letters.js';
import { ITEM_NUMBER } from './schedule-items.js';
import { REGISTER_NUMBER_LABEL, REGISTER_NUMBER_BRACKET } from './party-registers.js';
import { FORMS_BEFORE_NAME, FRENCH_FORMS_BEFORE_QUOTE, INDIVIDUAL_BUSINESS_FORMS, POST_SOVIET_FORMS, SOLE_TRADER_FORM_PATTERN } from '../lexicon/gazetteer.js';
import { firstLetterEitherCase, longestFirstAlternation } from '../../../common/regexp.js';
import { AGREEMENT_NOUNS } from '../document/contract-types.js';
import { matchesOf } from '../../../common/regex-matches.js';

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
/**
 * The word that opens an alias: "hereinafter", and "hereafter" as Nordic and Faroese drafting in English writes it
 * (`P/F Skipasmiðjan …, hereafter "the Yard"`; facts set 40's cause 3, h75f40p). One home for the alias patterns.
 */
export const HEREINAFTER = String.raw`here(?:in)?after`;
/**
 * The verb "called", and "to be called" as Dutch and Surinamese drafting translates "hierna te noemen" (`…, hereinafter to
 * be called: "the Sawmill";`; facts set 40's cause 1, h75f40p). Literal words, bounded blanks: linear.
 */
export const CALLED = String.raw`(?:to\s{1,3}be\s{1,3})?called`;
/**
 * "in this agreement" (contract, lease, licence, deed, record, document, instrument, memorandum, minute(s), writing, act) after a
 * quoted alias, where "hereinafter" or "below" stands: `…, called "the Smith" in this record;`, `referred to as "the
 * Carver" in this contract,` (records of an agreement made before a cooperative's president or a notary, translated
 * from Hausa or from French "dénommé … dans le présent acte"; set 92's cause 1, issue 18, h118e92). The noun in either case: English
 * drafting writes the defined term, "in this Agreement", "in this Contract" (h118rr's finding 6, h118mendC). "minute" and
 * "writing" as a council's minute and a village's translated agreement name themselves (set 94, h120p94). Literal
 * words: linear.
 */
export const IN_THIS_DOCUMENT = String.raw`in\s{1,3}this\s{1,3}(?:${[...AGREEMENT_NOUNS.split('|'), 'record', 'document', 'instrument', 'memorandum', 'minutes', 'minute', 'writing', 'act'].map(firstLetterEitherCase).join('|')})\b`;
/**
 * "below" where "hereinafter" stands, as translated Andean and Haitian preambles write "en adelante" and "ci-après
 * dénommé": `…, called "the Community" below.`, `called below "the Group"`, `referred to below as "the Association"`
 * (set 90's cause 1, issue 18, h114e90; facts set 72's cause 4, h114q72: "named below",
 * "designated below" too). BELOW_OPENING is the verb and "below" before the alias; CALLED_BEFORE_BELOW the
 * verb whose quoted alias "below" or IN_THIS_DOCUMENT follows (looked ahead over at most 45 characters, so "called the
 * pump below the tank" or a "called" with no quoted alias after it names nothing). Literal words, bounded runs: linear.
 * "here" stands where "below" does, as translations write it for "hereinafter": `On the other side: Mr Aladje Baldé, …, called here "the Trader".`, `(called here "the Trader")`, `named here
 * "the Tabanca"` (set 93's cause 1, issue 18, h119e93). A whole word: "called hereinafter" stays HEREINAFTER's, and a quoted
 * alias must follow, so "may be called here at short notice" names nothing.
 * IN_THIS_DOCUMENT stands where "below" does, before the alias as after it: `(called in this minute "the Researcher")`,
 * `…, called in this agreement "the Researcher",` (set 94's cause 1, issue 18, h120p94). A quoted alias must still
 * follow, so "a meeting called in this room" or "the vessel called in this agreement for repairs" names nothing.
 */
export const BELOW_OPENING = String.raw`\b(?:${CALLED}|named|designated|referred\s{1,3}to)\s{1,3}(?:below|here|${IN_THIS_DOCUMENT})\b(?:\s{1,3}as)?`;
export const CALLED_BEFORE_BELOW = String.raw`\b(?:${CALLED}|referred\s{1,3}to\s{1,3}as)(?=\s{1,3}(?:the\s{1,3})?"[^"\n]{1,45}"\s{0,3}(?:below\b|${IN_THIS_DOCUMENT}))`;
/**
 * The words that give one alias to the people of an entry together, after "hereinafter" or before it, in any order and
 * with or without commas: `(hereinafter, together, "the Tenants")`, `(hereinafter, jointly and severally, "the Growers")`,
 * `(together, hereinafter called "the Sellers")` (Catalan and Spanish drafting's "(d'ara endavant, conjuntament, …)",
 * table 2.2: people named together under one alias are that party of several; set 84's cause 1, issue 18, h107n84). Each
 * step opens with a comma or "and" and blanks, then a literal word: a step can start one way only, so the run is linear.
 */
export const JOINT_WORDS = String.raw`(?:(?:,|\s{1,3}and)?\s{1,3}(?:together|jointly|severally|collectively|each)\b){0,3}`;
/** The same words opening a bracket before "hereinafter": `(together, hereinafter …`, `(jointly hereinafter …`. */
export const JOINT_OPENING = String.raw`(?:(?:together|jointly|collectively)\b${JOINT_WORDS},?\s{1,3}(?=here(?:in)?after\b))?`;
/** The opening of a bracket or a clause up to its joint words: `(hereinafter, together,`, `(jointly`, `hereinafter together`. */
const JOINT_OPENING_RUN = new RegExp(String.raw`^(?:\(\s{0,3}(?:${HEREINAFTER}|(?:together|jointly|collectively)\b)|${HEREINAFTER})${JOINT_WORDS}`, 'i');
/**
 * Whether an alias's bracket or clause gives it to several together: its opening holds "together", "jointly" or
 * "collectively" before the alias (`(hereinafter, together, "the Tenants")`, `hereinafter jointly called "the Sellers"`),
 * as preamble-names.ts reads a collective alias. One home for the joint words (JOINT_WORDS).
 */
export function opensJointAlias(text: string): boolean {
  const run = JOINT_OPENING_RUN.exec(text)?.[0];
  return run !== undefined && /\b(?:together|jointly|collectively)\b/i.test(run);
}
// "designated as" is Portuguese and Lusophone African drafting's "doravante designada por" (`…, LDA., …, hereinafter
// designated as "the School";`; facts set 43's cause 11, h77f43p): a literal word, read where "referred to as" is.
// French and African drafting sets the alias on a line of its own under the slot, opening it with a capital:
// "BUROTEK S.A., …, duly empowered for the purposes hereof," / `Hereinafter referred to as "THE LESSOR",` (facts set 45's
// cause 1, h80f45p). Only at the element's start: inside a sentence a capital opens a clause of its own.
// Hebrew drafting translated sets a colon after "hereinafter" (`(hereinafter: "the Kibbutz") of the first part;`, set
// 77's cause, issue 18, h101t77): the bracket is the name's, as a comma's is.
/**
 * A group's alias after the party's own in the same bracket: `(the "Association", and with the Municipality, the
 * "Providers")` — the first quoted word is the party's alias, the last the group's it forms with another party
 * (group-aliases.ts reads that one: C155; set 80, issue 18, h103a80). Unlike `("Keel" and, together with Brightwater, the
 * "Members")`, whose first word is a short name, the party's alias comes first here and a comma closes it. Literal words,
 * bounded runs: linear.
 */
export const GROUP_ALIAS_TAIL = String.raw`(?:\s{0,3},\s{0,3}and\s{1,3}(?:together\s{1,3})?with\s{1,3}(?:the\s{1,3})?\p{Lu}[^"(),;]{0,60},\s{1,3}(?:the\s{1,3})?"[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS} -]{0,40}")`;
const ALIAS_FORM = String.raw`(?:\(\s*(?:${JOINT_OPENING}(?:${HEREINAFTER}|${BELOW_OPENING})${JOINT_WORDS}(?:,?\s+|:\s{0,3})(?:collectively\s+)?(?:(?:referred\s+to\s+as|${CALLED}|known\s+as|designated\s+as)(?:\s*:\s*|\s+))?|(?:together|collectively|jointly),?\s+)?(?:"(?:I|me|we|us|you)[,.]?"\s{0,3}(?:,\s{0,3})?(?:(?:or|and)\s{1,3})?){0,4}(?:"[${NAME_CAPITAL_LETTERS}][^"()]{0,40}"\s{0,3},?\s{0,3}(?:or|and)(?:,?\s{1,3}(?:together|collectively)\s{1,3}with\s{1,3}[^"(),]{1,60},)?\s+)?(?:the\s+)?"\s*(?:the\s+|THE\s+)?([${NAME_CAPITAL_LETTERS}][${NAME_LETTERS} -]{0,40}?)\s*[,.]?"(?:\s*(?:,\s*)?(?:(?:or|and)\s*)?"[a-z]{1,5}[,.]?")*(?:\s{0,3},\s{0,3}which\s{1,3}expression\b[^()"]{0,200})?${GROUP_ALIAS_TAIL}?\s*\)|(?:\b${HEREINAFTER}|^\s{0,3}Here(?:in)?after|${BELOW_OPENING}|${CALLED_BEFORE_BELOW})${JOINT_WORDS}(?:\s*:\s*|,?\s+(?:(?:referred\s+to\s+as|${CALLED}|known\s+as|designated\s+as)(?:\s*:\s*|\s+))?)(?:the\s+)?"\s*(?:the\s+|THE\s+)?([${NAME_CAPITAL_LETTERS}][${NAME_LETTERS} -]{0,40}?)\s*")`;
/** The role words as one alternation, each word's blanks any blanks ("Service  Provider"): one home for the patterns below. */
const ROLE_WORD_ALTERNATION = ROLE_WORDS.map((w) => w.replace(/\s+/g, '\\s+')).join('|');
/** A role word in brackets without quotes, as English precedents write it: `ACME LIMITED ... (Supplier)`. */
// A party's letter so too: `… Co., Ltd. (Party A), and …` (PARTY_LETTER_ALIAS, h73left).
const BARE_ROLE = String.raw`\(\s*(?:the\s+)?(${ROLE_WORD_ALTERNATION}|${PARTY_LETTER_ALIAS})\s*\)`;
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
// A register number in brackets (party-registers.ts REGISTER_NUMBER_BRACKET) may stand right after the name or inside
// the description: "(1) Ardmore Boatworks Limited, a company incorporated in Scotland (registered number SC100200), whose
// registered office is at Oban (the Builder); and (2) …" (Scottish and English "PARTIES:" blocks), h67slot. The bracket
// opens with "(" where the description's other characters never do: one reading per character, linear.
export const BARE_ALIAS = new RegExp(String.raw`^(?:\s{0,3},?\s{0,3}(?:as\s{1,3})?(?:represented\s{1,3}by|acting\s{1,3}(?:by|through))\s{1,3}[^()";]{1,120}?(?=,?\s{0,3}(?:ACN|ABN|\())\s{0,3})?(?:\s{0,3},?\s{0,3}${REGISTER_NUMBER_LABEL}\s{0,3}:?\s{0,3}\d[\d ]{0,16}\d|\s{0,3}${REGISTER_NUMBER_BRACKET})?(?:\s{0,3},?\s{1,3}of\s{1,3}[^()";]{1,120}?|\s{0,3},\s{1,3}(?:a|an|whose|with|having|residing|located|incorporated|registered)\s(?:(?!\band\b)[^()";]|${REGISTER_NUMBER_BRACKET}){1,160}?)?\s{0,3},?\s{0,3}\(\s{0,3}(?:the\s{1,3})?(${PARTY_LETTER_ALIAS}|[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2})\s{0,3}\)`);
/**
 * A role word alone on its line, perhaps with its article and a colon ("SUPPLIER", "The Customer:"): the heading over a
 * party's entry on the next line, as order forms and supply agreements lay their parties out (h29f22). Anchored: linear.
 * The blanks after the colon are read only after one: written `\s*:?\s*$`, a line of the role word, 80,000 blanks and
 * a letter tried each split of the blanks between the two runs (quadratic: 20 s; hred18).
 */
export const ROLE_HEADING_LINE = new RegExp(String.raw`^\s*(?:the\s+)?(${ROLE_WORD_ALTERNATION})\s*(?::\s*)?$`, 'i');
/** A sentence's verb after a name: the line is a clause that opens with the name, no party's entry. */
const CLAUSE_AFTER_NAME = /\b(?:shall|will|must|may|agrees?|undertakes?|hereby)\b/i;

/**
 * The role a heading right above a party's entry line gives it (ROLE_HEADING_LINE: "SUPPLIER" / "Malaita Gas Limited
 * (company number 1-0099), Auki"), h29f22. Not over a clause that opens with a name ("Contractor" / "Gamma Staffing Ltd
 * will provide the staff": a section's title), and not when the role line is a caption under the entry above it (a
 * cover page's "Acme Widgets Limited" / "Supplier" / "Beta Retail Limited" / "Customer": the role is the name's above),
 * which it is when the line above it is an entry that no heading of its own is over (review hrev22).
 */
export function roleHeadingOver(texts: readonly string[], element: number, rest: string, entryLines: ReadonlySet<number>): string | undefined {
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
 * bracket or not: `(hereinafter: the Licensor)`, `…, hereinafter THE CARRIER.` (h22f15), or after a comma as Uruguayan
 * drafting translates "en adelante,": `(hereinafter, THE ADMINISTRATION)` (h76t58); the article is then required,
 * so "hereinafter Section 4" names nothing. A party's letter is such an alias too ("(hereinafter referred to as Party
 * A)", Chinese and Vietnamese drafting: PARTY_LETTER_ALIAS, whose one-letter word the capitalised words' pattern
 * cannot read; h73left), and so in a bare bracket (BARE_ALIAS, BARE_IN_SLOT: "(Party B)").
 * After a colon the article may be left out, as Hungarian and Czech drafting translates "a továbbiakban:" / "dále jen"
 * (`…, hereinafter: Seed Company,`, `hereinafter referred to as: Buyer`), and Slovak drafting's "hereinafter only"
 * (`hereinafter only Lessor`) needs none either (issue 18, h77t59): the colon or "only" marks the alias as the article
 * does elsewhere, and the words after it must still close the slot ("hereinafter: the following terms apply" names nothing).
 * Lithuanian and Polish drafting set a dash where others set the colon ("toliau –", "zwany dalej –"): `(hereinafter – the
 * Keeper)`, `(hereinafter - the Owner)` (issue 18, h112f72; facts set 72's cause 2), the article still required.
 */
// The forms with no article need "hereinafter" to open its own clause, after a comma or a bracket, as a preamble writes
// the alias (or a line's start): after a word it is an adverb of that word's verb, "The terms used hereinafter: Goods, Price and Delivery
// Date, have the meanings …", "the Goods described hereinafter only" (review hrev73). A fixed lookbehind: linear.
const CLAUSE_HEREINAFTER = String.raw`(?<=(?:^|[,;(\n])\s{0,3}here(?:in)?after)`;
/**
 * A one-word alias in small letters, alone with "hereinafter, the" in its bracket: "Cafè del Riu, S.L. (hereinafter, the
 * holder)" (translated civil-law drafting, whose clauses then write "the holder shall …"). Only the whole bracket: "hereinafter
 * the parties agree" in running text names nothing (issue 18, h89ty). A bounded lookbehind and one word: linear.
 */
const SMALL_ALIAS_IN_BRACKET = String.raw`(?<=\(\s{0,3}${HEREINAFTER},?\s{1,3}the\s{1,3})\p{Ll}[\p{L}-]{2,30}(?=\s{0,3}\))`;
/**
 * The relative clause civil-law drafting translated gives the alias in, without "hereinafter" or quotes: "Mrs Rosa Lema,
 * …, resident in Tarija, who for the purposes of this contract shall be called the OWNER; and Mr Luis Paz, …, who shall
 * be called the LODGERS." (Spanish "quien en adelante se denominará", Bolivian and Andean minutes; set 85's cause 3,
 * issue 18, h108n85), or "who for all purposes will be called THE SELLER" (set 11's Colombian slot). The article is
 * required, as after "hereinafter called": "who shall be called upon to pay" names nothing. Read where CALLED_UNQUOTED's "hereinafter called" is (its alias group). Literal words, bounded blanks: linear.
 */
export const WHO_CALLED = String.raw`\bwho\s{1,3}(?:for\s{1,3}(?:the\s{1,3}purposes?\s{1,3}of\s{1,3}this\s{1,3}\p{Ll}{3,20}|all\s{1,3}(?:legal\s{1,3})?purposes)\s{1,3})?(?:shall|will)\s{1,3}be\s{1,3}(?:hereinafter\s{1,3})?(?:called|known\s{1,3}as|referred\s{1,3}to\s{1,3}as|designated\s{1,3}as|named)\s{1,3}(?:the|THE)\s{1,3}`;
/** Where an unquoted alias's opening word stands in the form read ("hereinafter", "hereafter" or WHO_CALLED's "who"): the slot's text ends there. */
const WHO_CALLED_AT = new RegExp(WHO_CALLED, 'u');
export function calledOpeningAt(form: string): number {
  // The same opening WHO_CALLED reads (its "for all purposes" too), so the slot's text and the form cannot drift apart.
  const who = form.search(WHO_CALLED_AT);
  return Math.max(form.lastIndexOf('hereinafter'), form.lastIndexOf('hereafter'), who, form.search(CALLED_IN_THIS_AT));
}
/**
 * "called in this writing the Upper House", "named in this agreement the Buyer": the document named where "hereinafter"
 * stands, before an unquoted alias with its article (translated South Asian and Central Asian agreements between
 * households; set 94's cause 2, issue 18, h121p94). The article is required, as after "hereinafter called": "called in
 * this minute for a vote" names nothing. Read where CALLED_UNQUOTED's "hereinafter called" is. Literal words, bounded
 * blanks: linear.
 */
export const CALLED_IN_THIS = String.raw`\b(?:${CALLED}|named|known\s{1,3}as)\s{1,3}${IN_THIS_DOCUMENT}\s{0,3},?\s{1,3}(?:the|THE)\s{1,3}`;
const CALLED_IN_THIS_AT = new RegExp(CALLED_IN_THIS, 'u');
const CALLED_UNQUOTED = String.raw`(?:${WHO_CALLED}|${CALLED_IN_THIS}|\(?\s{0,3}\b${HEREINAFTER}(?:,?\s{1,3}(?:only\s{1,3})?(?:${CALLED}|referred\s{1,3}to\s{1,3}as|designated(?:\s{1,3}as)?|named|known\s{1,3}as)(?:\s{0,3}:)?\s{1,3}(?:the\s{1,3}|THE\s{1,3})?|\s{0,3}[:,\u2013\u2014-]?\s{1,3}(?:the|THE)\s{1,3}|${CLAUSE_HEREINAFTER}(?:\s{0,3}:\s{1,3}(?:The\s{1,3})?|\s{1,3}only\s{1,3}(?:the\s{1,3}|THE\s{1,3})?)))(${PARTY_LETTER_ALIAS}|\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2}|${SMALL_ALIAS_IN_BRACKET})(?=\s{0,3}(?:[,.;)]|and\b|AND\b|$))`;
/**
 * Whether an alias "hereinafter called" gives without quotes restates a thing its slot has just named ("…, owner of the
 * building at Mill Road, hereinafter called the Building"): it names that thing, not the party. `before` is the slot's
 * text after the party's name; the alias's last word is looked for among its words (one split: linear).
 */
const PARTY_LETTER = new RegExp(`^${PARTY_LETTER_ALIAS}$`);
// The word after "as" is the party's capacity, no thing ("…, represented by its manager, as lessor (hereinafter: the
// Lessor)", Balkan drafting), h25f18.
const REGISTER_LABELS = new RegExp(`\\b${REGISTER_NUMBER_LABEL}`, 'gi');
/**
 * An office or an instrument of the party itself, capitalised as a title: "the Head of the Community", "the Charter of
 * the Community", "the Mayor of the Municipality". Its last word is the party's own (the body the slot opens with), no
 * thing the slot describes, as "owner of the building" is (issue 18, h88pa). Two bounded words and literals: linear.
 */
const OWN_TITLE = /\b\p{Lu}[\p{L}-]{1,30}\s{1,3}of\s{1,3}the\s{1,3}\p{Lu}[\p{L}-]{1,30}/gu;
export function restatesThing(before: string, alias: string): boolean {
  // A party's letter ("Party A") names the party, never a thing: its "A" is no article of the slot's (h73left).
  if (PARTY_LETTER.test(alias.trim())) return false;
  const head = alias.trim().split(/\s+/).pop()!.toLowerCase();
  // A register number's label ("company registration number: Cg. 04-09-012345") names no thing the alias restates:
  // "…, hereinafter: Seed Company," after it is the party's (issue 18, h77t59).
  const words = withoutApposedTrade(before.replace(REGISTER_LABELS, ' ').replace(OWN_TITLE, ' '), head).toLowerCase().split(/[^\p{L}-]+/u);
  return words.some((word, i) => word === head && words[i - 1] !== 'as' && !(words[i - 1] === 'the' && words[i - 2] === 'as') && !tradeOfThePerson(words, i));
}
/** The small words that make a comma's segment a phrase naming a thing ("owner of the building", "with a tractor"). */
const PHRASE_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'at', 'in', 'on', 'for', 'to', 'from', 'with', 'by', 'and', 'or', 'his', 'her', 'its', 'their', 'our', 'this', 'that', 'these', 'those']);
/**
 * The slot's text without the party's own trade set off by commas with no article, a person's apposition: "Mr. Hilarión
 * Cuéllar Tapia, of legal age, Bolivian, Brazil nut gatherer, with C.I. …, hereinafter THE GATHERER", "…, farmer, …,
 * hereinafter THE FARMER" — the alias repeats the trade of the person it names, as "a visual artist" does
 * (tradeOfThePerson; facts set 70's cause 1, issue 18, h110q70). The segment is one to three words, the last the alias's
 * head and an agent noun, none an article, a preposition or a possessive: "owner of the building, hereinafter the
 * Building" keeps its thing. One split on commas: linear.
 */
function withoutApposedTrade(before: string, head: string): string {
  if (!AGENT_LABEL.test(head)) return before;
  return before.split(',').filter((segment) => {
    const words = segment.trim().toLowerCase().split(/\s+/);
    return !(words.length <= 3 && words[words.length - 1] === head && words.every((w) => /^[\p{L}-]+$/u.test(w) && !PHRASE_WORDS.has(w)));
  }).join(',');
}
/**
 * The party's own trade after an indefinite article, an agent noun: "1.2. Ms. Valeria Ortiz Mendieta, Bolivian, of age,
 * a visual artist, …, hereinafter called the ARTIST" describes the person the alias names, as "as lessor" does (facts set
 * 62's cause 1, h102q62); a thing restated is "the building", "a building" (no agent noun). "a"/"an" right before the
 * word or one word before it.
 */
function tradeOfThePerson(words: readonly string[], i: number): boolean {
  return AGENT_LABEL.test(words[i]) && (['a', 'an'].includes(words[i - 1]) || ['a', 'an'].includes(words[i - 2]));
}
// A name written in quotes after its legal form ("LLC "Dnipro Agro Trade", …, hereinafter …") ends before its closing quote.
// The name again in another language and script, in brackets after it ("KIFISIAS SINGLE MEMBER S.A. (in Greek «…»)";
// Greek, Arabic, Chinese drafting in English; the quotes are folded), is no alias and closes no slot (h20facts2).
// A bracket may hold one short bracket of its own: Malaysian registration numbers give the old number after the new,
// "SERI … SDN. BHD. (Registration No. 201501012345 (1134567-K)), a company …" (h40f29: "SDN. BHD." no longer ends the
// element before it). Each level bounded, its first character tells the branches apart: linear.
// A Central European entry puts the registers and the representative in one bracket of up to a few lines: "Fényes
// Takarító Kft. (registered office: …; company registration number: …; tax number: …; represented by: Tóth Márta,
// managing director), hereinafter the "Contractor"" (Hungarian, Czech, Slovak drafting in English; h42f30): 240.
/**
 * A bracketed noun after the position label the slot calls the party by: "…, and hereinafter called the Second Party (the
 * Hospital)." (translated Arabic drafting; facts set 43's cause 5, h77f43q). A role word there is BARE_ROLE's; any other
 * noun — "the" and one capitalised word — names the party too, but only after "hereinafter" / "called" / "referred to as"
 * and the label, never in a clause ("shall notify the Second Party (the Bank)"). Literal words, bounded blanks: linear.
 */
const POSITION_THEN_NOUN = String.raw`\b(?:${HEREINAFTER}|${CALLED}|referred\s{1,3}to\s{1,3}as|designated\s{1,3}as)\s{1,3}(?:the\s{1,3}|THE\s{1,3})(?:First|Second|FIRST|SECOND)\s{1,3}(?:Party|PARTY)\s{0,3}\(\s{0,3}(?:the|The)\s{1,3}(\p{Lu}\p{Ll}{1,30})\s{0,3}\)`;
/**
 * The party's name again in its short legal form, in brackets right after the name written out: `Limited Liability
 * Company "Volga Trans" (LLC "Volga Trans"), hereinafter referred to as the "Carrier"`, `Joint Stock Company «Tula Steel»
 * (JSC «Tula Steel») (hereinafter the "Shipper")`, `Société à responsabilité limitée "Atlas" (SARL "Atlas")` — Russian and
 * other CIS drafting in English almost always writes it so. The bracket is part of the party's slot, no alias: the alias
 * after it is the party's (facts set 44's cause 1, h78f44p). The forms are the gazetteer's written before a quoted name
 * (marked-company-names.ts reads the same); a bracket of any other words with quotes ("(the "Buyer")", "(trading as
 * "Blue")") is none. A literal form, then one quoted run: linear.
 */
const SHORT_FORM_QUOTED = longestFirstAlternation([...POST_SOVIET_FORMS, ...FRENCH_FORMS_BEFORE_QUOTE, ...FORMS_BEFORE_NAME, ...INDIVIDUAL_BUSINESS_FORMS]);
const NAME_IN_SHORT_FORM = String.raw`\(\s{0,3}(?:${SHORT_FORM_QUOTED})\s{1,3}"[^()"]{1,80}"\s{0,3}\)`;
export const ALIAS_AFTER = new RegExp(String.raw`^"?\.?\s*,?(?:[^()";]|\((?:[^()"]|\([^()"]{0,20}\)){0,240}\)(?!\s*$)|\(in\s[A-Z][a-z]{2,15}:?\s{1,3}"[^()"]{1,80}"\)|${NAME_IN_SHORT_FORM}){0,320}?(?:` + ALIAS_FORM + '|' + BARE_ROLE + '|' + CALLED_ROLE + '|' + CALLED_UNQUOTED + '|' + POSITION_THEN_NOUN + ')', 'u');
/**
 * A header field naming a party by its role: `Customer: Pinecrest Dental Group, P.C.`, `TENANT: BLUE HERON COFFEE CO.`,
 * `The Landlord: Mr Gareth Hughes` (a person in the field: `fieldPersons`).
 */
// An order form's table does so in a row: `| Supplier | Tulpdata B.V., Stationsplein 45, … |` (the role in the first cell,
// the name opening the next).
// Chinese drafting in English names the parties "Party A" and "Party B", the role perhaps in brackets: `Party A (Buyer):
// Shenzhen … Co., Ltd.`, `Party B: …` (the letter is then the alias, of no side); Vietnamese drafting puts the article in
// the bracket, in capitals as the whole line: `PARTY A (THE BUYER): SALTBUSH … PTY LTD` (h42f30).
// Translated Arabic drafting numbers them: `Second Party: Al-… Company, …` ("First Party", "Second Party": of no side).
// A public body takes its article in the field: `First Party: the Municipality of Qatif, represented by …` (h19facts).
// A person in such a field is the party too (POSITION_FIELD_LABEL, h67roles).
// An Australian details schedule numbers its fields: `Item 1 – Provider: Southern Cross … Pty Ltd ACN … of …`
// (ITEM_NUMBER: the number is the schedule's, h33f26).
// The role's name may be asked in the possessive: `Member's name | …`, `Seller's name: …` (h91fp), as `Buyer name:` is.
// A role word may be qualified, in the field or in the position's bracket: `FIRST PARTY (Promising Seller): <name>`,
// `Intending Purchaser: <name>` (ROLE_QUALIFIER: the role word's side; facts set 51's cause 1, h90p). Other words in
// the position's bracket (`Party B (Tea Farmer): <name>`, POSITION_NOTE) leave the letter the alias (h93fp). A role
// word's own field may describe its party in brackets (`Owner (beneficiary farmer): <name>`, scheme forms): the role
// word still gives the side (facts set 64's cause 1, issue 18, h104q64).
const QUALIFIED_ROLE = String.raw`(?:${ROLE_QUALIFIER}\s{1,3})?(?:${ROLE_WORD_ALTERNATION})`;
// A field-only role word ("Guest:", "Passenger:", FIELD_ROLE_WORDS) names its party as a role word's field does (h100d59).
const FIELD_ROLE = String.raw`${QUALIFIED_ROLE}|${FIELD_ROLE_WORDS.join('|')}`;
// A civil status in small letters may open the value after the title ("Lender: citizen Ganbaataryn Bat-Erdene, …":
// person-parties.ts reads the name after it; facts set 62's cause 4, h102q62).
// The field starts after its line's break with blanks of that line only: `\s*` took every later break too, so each of a
// run of breaks scanned the whole run (quadratic, session 59); the same fields match, from the last break.
// A field may follow another on its line after a stop, or a chat message's opening colon, perhaps with a list's "1) "
// ("[05.04.2046, 09:03] Aral Qum Camp: 1) Seller: individual entrepreneur Qalbek Jiyemuratov, Chimbay. Buyer: "Aral Qum
// Camp" LLC, Muynak."); a sole trader's form in any case (SOLE_TRADER_FORMS) and the quote of a quoted name may open its
// value (facts set 69's cause 2, h109q69).
const SOLE_TRADER_FORM_WORDS = String.raw`(?:${SOLE_TRADER_FORM_PATTERN})`;
export const FIELD = new RegExp(String.raw`(?:^|\n|[.:][ \t]{1,3})[^\S\n]*(?:\|\s*)?(?:${ITEM_NUMBER}|\d{1,2}\)[ \t]{1,3})?(?:the\s+)?(?:(${FIELD_ROLE})(?:\s{0,3}\(\s{0,3}${POSITION_NOTE}\s{0,3}\))?(?:(?:['’]s)?\s+(?:legal\s+|full\s+)?name)?|(party\s+[A-Z]|(?:first|second|third)\s+party|${POSITION_FIELD_LABEL})(?:\s*\(\s*(?:the\s+)?(?:(${QUALIFIED_ROLE})|${POSITION_NOTE})\s*\))?)\s*[:|]\s*(?:(?:${HONORIFIC}\.?\s+)?(?:citizen|national|resident)\s+|${HONORIFIC}\.?\s+|the\s+|${SOLE_TRADER_FORM_WORDS}\s+)?["“«]?$`, 'i');
/** A pronoun inside an alias bracket, and a bracket of pronouns only after a name (`… Bristol BS1 6QH ("we", "us" or "our")`). */
// A sole trader writes in the first person singular: `Harbour Light Studio LLC ("I", "me" or the "Designer")`.
export const PRONOUN_IN = /"(we|us|you|I|me)[,.]?"/i;
export const PRONOUN_AFTER = new RegExp(String.raw`^\.?\s*,?(?:[^()";]|\([^()"]{0,60}\)(?!\s*$)){0,240}?\(\s*(?:the\s+)?"(we|us|you)[,.]?"`, 'i');
/**
 * A definition that gives the name after it pronouns (`In this contract "we", "us" and "our" mean Tarrant Hoist Rentals
 * LLC`, `"You" means Ms Ada Quinn`): the same act as the bare bracket `Tarrant Hoist Rentals LLC ("we", "us")`, so the
 * name is the party of that pronoun (issue 18, h86p). Anchored at the lead's end; the other forms are quoted pronouns
 * joined by commas, "and" or "or" (at most four): linear.
 */
export const PRONOUN_DEFINED = /"(we|you)[,.]?"(?:\s{0,3}(?:,\s{0,3}(?:(?:and|or)\s{1,3})?|(?:and|or)\s{1,3})"(?:us|our|ours|your|yours)[,.]?"){0,4}\s{1,3}(?:shall\s+)?means?\s{1,3}$/i;
export const ALIAS_DEFINED = new RegExp(String.raw`^\s*(?:the\s+)?"\s*(?:the\s+)?([${NAME_CAPITAL_LETTERS}][${NAME_LETTERS} -]{0,40}?)\s*"\s*(?:shall\s+)?means?\s+(?:the\s+)?$`, 'i');

/** "…, as Owners", "…, as the Charterer": a role word after "as" closing a name's slot (no bracket, quote or period between). */
export const AS_ROLE = new RegExp(String.raw`^[^()";.]{0,160}?,\s{0,3}as\s{1,3}(?:the\s{1,3})?((?:${ROLE_WORD_ALTERNATION})s?)\b`);
/**
 * A role word alone closing a name's slot, after its address and without "as" or quotes, as charter parties write it:
 * "between KORU LINES PTE LIMITED of 4 Wharf Road, Suva, Owners of the MV "…", and … of …, Charterers, as follows". The
 * word is capitalised and followed by a comma, "of the" or "and"; the slot ends at the next "and", so a later party's
 * role is never the first's.
 */
export const ROLE_CLOSING_SLOT = new RegExp(String.raw`^(?:(?!\band\b)[^()";.]){0,160}?,\s{0,3}(?:the\s{1,3})?((?:${ROLE_WORD_ALTERNATION})s?)(?=\s{0,3}[,;:]|\s{1,3}(?:of\s{1,3}the|and)\b)`);
/**
 * An alias of one to three words in capitals, one of four letters or more, with a vowel, that the article "the" opens
 * (`"the HOTEL"`, `the "GROWER"`, `"THE COOPERATIVE"`, `"THE TOUR OPERATOR"`): a noun in capitals. An abbreviation is
 * read letter by letter and seldom takes the article in a party's own slot. The article's case says nothing: Spanish
 * drafting in English quotes the whole alias in capitals, `hereinafter "THE MILL"`, as it would write "the Mill"
 * (facts set 37's cause 5, h67roles). `form` is the alias form ALIAS_AFTER read; literal words, no backtracking (linear).
 */
export function nounInCapitals(form: string, alias: string): boolean {
  const words = alias.trim();
  if (!/^[A-ZÀ-ÖØ-Þ]{2,}(?: [A-ZÀ-ÖØ-Þ]{2,}){0,2}$/.test(words) || !/[A-ZÀ-ÖØ-Þ]{4}/.test(words) || !/[AEIOUYÀ-ÖØ-Þ]/.test(words)) return false;
  return ['the', 'The', 'THE'].some((the) => form.includes(`"${the} ${words}"`)) || form.includes(`the "${words}"`);
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
const BARE_IN_SLOT = String.raw`\(\s{0,3}(?:(?:together|jointly|collectively),?\s{1,3})?(?:the\s{1,3})?(${PARTY_LETTER_ALIAS}|[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2})\s{0,3}\)(?=\s{0,3}(?:[,.;]|and\b|$))`;
export const ALIAS_ANY = new RegExp(ALIAS_FORM + '|' + BARE_IN_SLOT + '|' + CALLED_UNQUOTED, 'gu');

/**
 * The opening of an alias's quotes right before a name: `hereinafter "the `, `("the `, `(the "`, `hereinafter referred
 * to as: "`. Anchored at the end of a short lead (ALIAS_QUOTES_LEAD characters), each blank run bounded: linear.
 */
const ALIAS_QUOTES_OPEN = /(?:\(\s{0,3}(?:hereinafter,?\s{1,3})?|\bhereinafter(?:\s{0,3}:\s{0,3}|,?\s{1,3}))(?:(?:referred\s{1,3}to\s{1,3}as|called|known\s{1,3}as)(?:\s{0,3}:\s{0,3}|\s{1,3}))?(?:the\s{1,3})?"\s{0,3}(?:the\s{1,3})?$/i;
const ALIAS_QUOTES_LEAD = 80;

/**
 * A name read inside an alias's own quotes: `MINERA … S.A., hereinafter "the Mining Company", and …` or `(… "the
 * Production Company")`. "Company" there is the alias's noun, no legal form: the words name the party before the
 * quotes, no company of their own (facts set 29's "PRODUCTION", set 34's "FARM"; h55f34).
 */
export function insideAliasQuotes(text: string, begin: number, end: number): boolean {
  return /^\s{0,3}[,.]?"/.test(text.slice(end, end + 6)) && ALIAS_QUOTES_OPEN.test(text.slice(Math.max(0, begin - ALIAS_QUOTES_LEAD), begin));
}

/**
 * A body named inside a party's description, after a comma and "a"/"an": "LAKESIDE HOLIDAYS PVT. LTD., a travel agency
 * approved by the Nepal Tourism Board, with its office at …, (hereinafter the "Agent")" — the alias at the slot's end is
 * the agency's; the board approves it and takes no part (facts set 34's cause 2, h55f34). The description ends on "by",
 * "with", "of", "under" or "to" right before the body; no slot word, bracket or quote inside. Anchored at the end of a
 * short lead, bounded: linear.
 */
// Not where the organisation acts for the body (hrev42): "GREEN AGENCIES LTD, a company acting on behalf of RED SHIPPING
// S.A. (the "Principal")", "… as agent of …", "… in the name of …" — the body is the principal, whose alias it is.
// "and" joining two participles of the one description is no slot's "and" (h57names): "SAFE LOANS LTD, a lender authorised
// and regulated by the Financial Conduct Authority (the "Lender")" — the authority regulates the lender, whose alias it is.
// The participle after "and" is one word ending in "-ed" then "by"; bounded: linear.
// The description may run on past commas, its register and office before the participle that names the body: "BAY CREW
// LIMITED, a company registered in Malta with its office at 4 Triq il-Port, Mosta, holding a recruitment licence issued by
// Workplus (the "Agency")" (facts set 35's cause 3, set 34's cause 2 again; h59f35). At most 200 characters, no "and"
// (a slot's) and no bracket or quote inside: the next party's slot opens after "and".
// The description may be the participle alone, with no "a"/"an" before it: `The carnival group "Bann Mas Kokoye", recognised
// by the Ministry of Culture and Communication, with its seat at …, called below "the Group"` — the ministry recognises
// the group, whose alias it is (issue 18, h114q72; facts set 72's cause 4). One word ending in "-ed" right after the
// comma, then "by": "represented by" too, whose body acts for the party the alias names.
export const IN_DESCRIPTION = /,\s{1,3}(?:(?:a|an)\s(?:(?!\b(?:and(?!\s{1,3}[a-z]{2,30}ed\s{1,3}by\s)|between|among(?:st)?)\b)[^;()"]){1,200}(?<!\b(?:behalf|name|agents?|account)\s{1,3})\b(?:by|with|of|under|to)|[a-z]{2,30}ed\s{1,3}by)\s{1,3}(?:the\s{1,3})?$/i;

/**
 * A second alias joined by "or" after a party's first: `…, hereinafter called "the Seller" or "the Annuitant";` (a
 * notarial deed's seller for a life annuity, the translated "ci-après dénommée « le Vendeur » ou « la Crédirentière »"),
 * `("the Lender" or "the Creditor")`. Each names the one party: "The Annuitant keeps the Property in repair" binds the
 * Seller (C33's alias; set 86's cause 5, issue 18, h109n86). Groups: 1 the first alias, 2 the second, each without its
 * article. A bracket or "hereinafter" (and its verb) before the first; literal words, bounded runs: linear.
 */
export const SECOND_ALIAS = new RegExp(String.raw`(?:\(\s{0,3}|\b${HEREINAFTER},?\s{1,3}(?:(?:${CALLED}|referred\s{1,3}to\s{1,3}as|known\s{1,3}as|designated(?:\s{1,3}as)?)\s{1,3})?)(?:the\s{1,3})?["“](?:the\s{1,3})?(\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2})["”]\s{0,3},?\s{1,3}or\s{1,3}(?:the\s{1,3})?["“](?:the\s{1,3})?(\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2})["”]`, 'gu');
/** A preamble comes first: second aliases are read in its first elements only. */
const SECOND_ALIAS_REACH = 12;

/** [second alias, first alias] for every second alias the preamble gives after a first one (SECOND_ALIAS). */
export function secondAliases(texts: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const text of texts.slice(0, SECOND_ALIAS_REACH)) {
    if (!/\bor\b/.test(text)) continue;
    for (const m of matchesOf(SECOND_ALIAS, text)) if (m[1] !== m[2]) out.push([m[2], m[1]]);
  }
  return out;
}
