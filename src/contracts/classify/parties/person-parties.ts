/**
 * Parties who are people. A preamble's party slot may hold a person's name rather than a company's ("between Harbor
 * Lights Events Ltd ("Promoter") and Jane Doe ("Artist")", "AND Sean O'Brien, of 12 Quay Street (the "Agent")"): a
 * name of two to four name words, none of them a word companies and bodies are named by, is that party's Person
 * attribute where the preamble names it.
 */
import { PERSON_TITLES, POST_WORDS, SOLE_TRADER_FORM_PATTERN } from '../lexicon/gazetteer.js';
import { NAME_PARTICLES, isPersonName } from '../names/person-names.js';
import { FORM_CELL_WORDS } from '../names/signatory-names.js';
import { CIVIL_STATUS_BEFORE_NAME } from '../lexicon/courtesy-titles.js';
import { INDIAN_TITLES } from '../../../common/lexicon/abbreviated-titles.js';
import { FIELD_ROLE_WORDS, FORM_PERSON_HEADS, ROLE_QUALIFIER, ROLE_WORDS } from '../lexicon/roles.js';
import type { Span } from '../text/text.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { withoutMarks } from '../../../common/lexicon/without-marks.js';
import { CHAT_MESSAGE_LEAD } from '../text/chat-lines.js';


/**
 * A field that names a party by its role gives a person as readily as a company: "Tenant: WONG CHI KEUNG (HKID No. …)",
 * "Landlord: Mary O'Neill, of 4 Mill Lane", "Buyer name: Sean O'Brien". The role word opens the element or a line, a
 * colon follows it, and the name (two to four name words, `isPersonName`) ends the value or stops at a comma, a bracket,
 * a semicolon or "of"; "The" before the role and a title before the name ("The Landlord: Mr Gareth Hughes of …") are
 * no part of either. A company there ("TENANT: BLUE HERON COFFEE CO.") is the organisation recognizer's.
 */
/** A title before a person's name in a field ("The Landlord: Mr Gareth Hughes"): not part of the name. */
// Indian drafting's "Smt." (Shrimati) and "Shri." before a field's person ("Owner: Smt. Kamla Negi", "Tenant: Shri. …"): a
// title as "Mrs" is, only with its stop (INDIAN_TITLES: "Sri Lanka" is a country), as the sentence splitter takes it
// (issue 18, h104q64: facts set 64's cause 1).
export const HONORIFIC = `(?:${PERSON_TITLES.join('|')}|(?:${INDIAN_TITLES.join('|')})(?=\\.))`;
/** The role words a person may hold: not those only a body holds ("Company: Harbor Lights" names a company). */
const PERSON_ROLES = ROLE_WORDS.filter((w) => !/^(?:Company|Agency|Institution)$/.test(w));
/**
 * The position labels a field names a party by, of no side: "First Party:", "Second Party:" (translated Arabic drafting),
 * "Party A:", "Party B:" (Chinese drafting), "Party of the First Part:". A person there is the party as a company there
 * is (FIELD of alias-forms.ts reads the label as the party's alias): "Second Party: Mr. Hani Masri, labour contractor,
 * residing in Madaba" (facts set 37's cause 4, h67roles). Each blank run bounded: linear.
 */
export const POSITION_FIELD_LABEL = String.raw`party\s{1,3}[A-D]|(?:first|second)\s{1,3}party|party\s{1,3}of\s{1,3}the\s{1,3}(?:first|second)\s{1,3}part`;
/**
 * A party named by its letter as a bare alias, capitalised or in capitals: "(Party A)", "(hereinafter referred to as
 * PARTY B)" (Chinese and Vietnamese drafting in English), the letters of {@link POSITION_FIELD_LABEL}. For a
 * case-sensitive pattern; one blank between (h73left).
 */
export const PARTY_LETTER_ALIAS = String.raw`(?:Party|PARTY)\s[A-D]`;
// A signature line may open with "Signed by" before the role: "Signed by the Tenant: Mary O'Neill".
// The label may name the role's name in the possessive: "Member's name | Aoki Haruto", "Seller's full name: Jane Roe"
// (Japanese and other forms; facts set 52's cause 2, issue 18, h91fp), as "Buyer name:" does.
// A table's row is a field too, its cells split by a pipe: "Grower | Sione Pulehetoa, planter, of Hakupu" (a "Key details"
// table; facts set 48's cause 3, h87p).
// A numbered list of the parties numbers each field as its article's sub-clause: "1-2- Contractor: Ms. Nasrin …" (Persian
// drafting), "1.2 Buyer: Mr. …", "(b) Tenant: …" (facts set 45's cause 3, h80f45p). The number is no part of the label.
// A list's "1) " so too ("1) Seller: …", a chat's message setting out the terms; facts set 69's cause 2, h109q69), after
// a chat line's opening (CHAT_MESSAGE_LEAD); and a second field on the line after the first one's stop ("1) Seller: Qalbek
// Jiyemuratov, Chimbay. Buyer: …").
const FIELD_NUMBER = String.raw`(?:\d{1,2}(?:[.-]\d{1,2}){0,2}[.-]?|\(?[a-h]\)|\(\d{1,2}\)|\d{1,2}\))[ \t]{1,4}`;
const roleField = (roles: readonly string[], labels: readonly string[] = []): RegExp =>
  new RegExp(String.raw`(?:^|\n|\.[ \t]{1,3})[ \t]{0,8}(?:${CHAT_MESSAGE_LEAD})?(?:\|[ \t]{0,4})?(?:${FIELD_NUMBER})?(?:signed by )?(?:the )?(?:${[...roles.map((w) => escapeRegExp(w).replace(/\s+/g, ' ')), ...labels].join('|')})${NOTE_IN_BRACKETS}(?:(?:['’]s)? (?:legal |full )?name)?[ \t]{0,4}[:|][ \t]{0,8}(?:${HONORIFIC}\.? )?([^,;(\n|]{1,80}?)[ \t]{0,4}(?=$|[,;(\n|]| of )`, 'dgi');
/**
 * A role word a qualifier opens ("Promising Seller:", "Intending Purchaser:", ROLE_QUALIFIER), and the role in brackets a
 * position label may carry ("FIRST PARTY (Promising Seller): Maria …, widow, …", Portuguese drafting in English; "Second
 * Party (Buyer): …"): the field names its party as the bare label does (facts set 51's cause 1, h90p). Literal words,
 * bounded blanks: linear.
 */
const PERSON_ROLE_ALTERNATION = PERSON_ROLES.map((w) => escapeRegExp(w).replace(/\s+/g, ' ')).join('|');
const QUALIFIED_PERSON_ROLE = String.raw`${ROLE_QUALIFIER} (?:${PERSON_ROLE_ALTERNATION})`;
/**
 * The words a position label may carry in brackets: a role ("Second Party (Buyer):"), or the party's trade or what the
 * line asks of it ("Party B (Tea Farmer): <name>", "Party A (seal):", "Party B (signature and fingerprint): <name>",
 * Chinese drafting in English; facts set 54's cause 2, h93fp). The label names the position whatever the bracket says:
 * up to 40 letters, blanks, apostrophes or hyphens, no second bracket. For a pattern of the 'i' flag; bounded: linear.
 */
export const POSITION_NOTE = String.raw`[a-z][a-z' -]{0,40}`;
const NOTE_IN_BRACKETS = String.raw`(?:[ \t]{0,3}\([ \t]{0,3}${POSITION_NOTE}[ \t]{0,3}\))?`;
// A field-only role word ("Guest:", FIELD_ROLE_WORDS) names its person as a role word's field does.
const ROLE_FIELD = roleField([...PERSON_ROLES, ...FIELD_ROLE_WORDS], [QUALIFIED_PERSON_ROLE, POSITION_FIELD_LABEL]);
/** A value that is itself a party's label: a role word or a position label ("Second Party", "the Buyer"). */
const LABEL_VALUE = new RegExp(String.raw`^(?:the\s{1,3})?(?:${[...ROLE_WORDS.map((w) => escapeRegExp(w).replace(/\s+/g, '\\s{1,3}')), POSITION_FIELD_LABEL].join('|')})\s{0,3}$`, 'i');
/** A civil status in small letters opening a field's value ("citizen", perhaps after "Mr": CIVIL_STATUS_BEFORE_NAME). */
const CIVIL_STATUS_OPENING = new RegExp(`^${CIVIL_STATUS_BEFORE_NAME}`, 'u');
/** A sole trader's form opening a field's value, in any case (the gazetteer's SOLE_TRADER_FORMS), before a capital. Bounded: linear. */
const SOLE_TRADER_OPENING = new RegExp(String.raw`^(?:${SOLE_TRADER_FORM_PATTERN})\s{1,3}(?=\p{Lu})`, 'iu');
/** A name's particles in small letters between its words ("bin", "van", "de": person-names.ts NAME_PARTICLES). */
const SMALL_PARTICLES = new RegExp(String.raw`\s(?:${NAME_PARTICLES})(?=\s)`, 'g');

/**
 * The persons role fields name in `text` (see ROLE_FIELD); with `aliases`, the fields of those aliases instead (a
 * contract's own aliases that are no role word: "Signed by the Grazier: Morwenna Hale", "COACH: Dana Whitfield").
 */
export function fieldPersons(text: string, aliases?: RegExp): Span[] {
  const found: Span[] = [];
  for (const m of matchesOf(aliases ?? ROLE_FIELD, text)) {
    // "Lender: citizen Ganbaataryn Bat-Erdene, civil registration No. …": the civil status a translated contract writes
    // in small letters before the name is no part of it, in a field as in a slot (facts set 62's cause 4, h102q62).
    // A sole trader's form in small letters so too ("Seller: individual entrepreneur Qalbek Jiyemuratov, Chimbay", facts set
    // 69's cause 2, h109q69), as it is in capitals.
    const status = (CIVIL_STATUS_OPENING.exec(m[1]) ?? SOLE_TRADER_OPENING.exec(m[1]))?.[0].length ?? 0;
    const value = m[1].slice(status);
    // Accents do not make a name less a name ("João Pereira"): the name words are read without their marks.
    // A patronym's small-letter particle is no word of the count ("The Employer: Salim bin Hamad Al Harthy", Gulf drafting;
    // issue 18, h76t58), as "van" and "de" are not.
    // A middle initial is a name word beside two written out ("Producer: Eleanor M. Gray, 1460 Darling Hill Road", US
    // forms; facts set 51's cause 3, h90p).
    const [begin, end] = m.indices?.[1] ?? [0, 0];
    // Two signers of one side on one row, set apart by a wide gap ("Sellers: Karl Sund    Maj Sund", a tab or three
    // blanks or more): each is a Person, and no name runs across the gap; a part that is no full name (a form's
    // "Signature" cell beside the name) names no one (issue 18, h105p82: set 82's attributes).
    const parts = value.includes('\t') || value.includes('   ') ? gapParts(value) : [];
    if (parts.length > 1) {
      const named = parts.filter((p) => isFieldName(p.text));
      for (const p of named) found.push({ begin: begin + status + p.begin, end: begin + status + p.end });
      // One name a PDF's layout spaced out ("Buyer: Karl   Sund": each part one word, none a name alone nor a form's cell):
      // read with its blanks collapsed, its span from the first word to the last, so it slices back to the text as written
      // (issue 18, h106near). Two names are never joined so: a part that is a name alone keeps the row read part by part.
      const first = parts[0];
      const last = parts[parts.length - 1];
      if (named.length === 0 && parts.every((p) => !/\s/.test(p.text) && !FORM_CELLS.has(p.text)) && isFieldName(value.slice(first.begin, last.end).replace(/\s+/g, ' '))) found.push({ begin: begin + status + first.begin, end: begin + status + last.end });
      continue;
    }
    if (!isFieldName(value)) continue;
    found.push({ begin: begin + status, end });
  }
  return found;
}

/** A field's value that is a person's full name (two to four name words), no party's label. */
const isFieldName = (value: string): boolean =>
  isPersonName(withoutMarks(value).replace(SMALL_PARTICLES, ' '), true) && !LABEL_VALUE.test(value);
/** A signing form's cell words ("Signature", "Date"): no word of a name a PDF spaced out. */
const FORM_CELLS: ReadonlySet<string> = new Set(FORM_CELL_WORDS);
/** A gap between two names on one row: a tab, or three blanks or more (a blank run, bounded: linear). */
const NAME_GAP = /[ ]{0,8}\t[ \t]{0,8}|[ ]{3,16}/g;
/** The parts of a field's value a wide gap sets apart, each with its offsets in the value; none empty. */
function gapParts(value: string): { begin: number; end: number; text: string }[] {
  const parts: { begin: number; end: number; text: string }[] = [];
  let from = 0;
  for (const g of matchesOf(NAME_GAP, value)) {
    if (g.index > from) parts.push({ begin: from, end: g.index, text: value.slice(from, g.index) });
    from = g.index + g[0].length;
  }
  if (from < value.length) parts.push({ begin: from, end: value.length, text: value.slice(from) });
  return parts;
}

/**
 * A job title right after a field's person: "Buyer: Florencia Ruiz, Purchasing Manager", "Customer: Aled Price, Head of
 * Facilities". An order form's or a schedule's field so names who acts for the party (its buyer, its signer), not the
 * party: a person who is the party is given with an address ("Landlord: Mary O'Neill, of 4 Mill Lane"), an
 * identity number or nothing (h22facts). Up to three capitalised words before a post word; bounded: linear.
 */
const POST_AFTER = new RegExp(String.raw`^[ \t]{0,4},[ \t]{0,4}(?:\p{Lu}[\p{L}&-]{0,30}[ \t]{1,3}){0,3}(?:${[...POST_WORDS, 'President', 'Head', 'Chief'].join('|')})(?![\p{L}])`, 'u');
/**
 * A position label given as an alias: quoted ('Desert Rose Services LLC (the "Second Party")'), bracketed alone ("(Party
 * B)") or after "hereinafter" ("(hereinafter referred to as Party A)"). Bounded blanks, linear.
 */
const QUOTED_POSITION_ALIAS = new RegExp(String.raw`["“(]\s{0,2}(?:the\s{1,3})?(${POSITION_FIELD_LABEL})\s{0,2}["”)]|\bhereinafter\s{1,3}(?:(?:referred\s{1,3}to\s{1,3})?(?:as|called)\s{1,3})?(?:the\s{1,3})?(${POSITION_FIELD_LABEL})(?![\p{L}\p{N}])`, 'giu');
/** The position label of the field a person's name at `begin` fills ("Second Party: Mary Jones"), in small letters. */
const POSITION_FIELD_BEFORE = new RegExp(String.raw`(?:^|\n)[ \t]{0,8}(?:signed by )?(?:the )?(${POSITION_FIELD_LABEL})${NOTE_IN_BRACKETS}(?: (?:legal |full )?name)?[ \t]{0,4}:[ \t]{0,8}(?:${HONORIFIC}\.? )?$`, 'i');
const labelKey = (label: string): string => label.toLowerCase().replace(/\s+/g, ' ');

/**
 * The position labels the contract gives a party as its alias (QUOTED_POSITION_ALIAS), in small letters: a company the
 * preamble calls "the Second Party" signs in the "Second Party:" field, so a person there is its signer, no party of
 * their own (hrev57).
 */
export function quotedPositionAliases(texts: readonly string[]): Set<string> {
  const labels = new Set<string>();
  for (const text of texts) {
    if (!/party|part\b/i.test(text) || !/["“(]|hereinafter/i.test(text)) continue;
    for (const m of matchesOf(QUOTED_POSITION_ALIAS, text)) if (!ROLE_GIVEN_POSITION.test(text.slice(Math.max(0, m.index - 40), m.index))) labels.add(labelKey(m[1] ?? m[2]));
  }
  return labels;
}
/**
 * A role word the position label is given to ('The Seller (hereinafter "Party A") and the Buyer (hereinafter "Party B")
 * named below conclude …', a Korean standard form): no company holds the label, so a person in its field ("Party A
 * (Seller): <name> (seal)") is the party (facts set 54's cause 1, h93fp). The role word ends the text before the alias,
 * perhaps with the bracket's opening "(hereinafter"; anchored at the end, bounded: linear.
 */
const ROLE_GIVEN_POSITION = new RegExp(String.raw`\b(?:${PERSON_ROLE_ALTERNATION})[ \t]{0,3}(?:\([ \t]{0,3}(?:hereinafter[ \t]{1,3}(?:(?:referred[ \t]{1,3}to[ \t]{1,3})?(?:as|called)[ \t]{1,3})?)?(?:the[ \t]{1,3})?)?$`, 'i');

/** The position label of the field a person at `begin` of `text` fills, in small letters; undefined for any other field. */
export function positionLabelBefore(text: string, begin: number): string | undefined {
  const label = POSITION_FIELD_BEFORE.exec(text.slice(Math.max(0, begin - 120), begin))?.[1];
  return label === undefined ? undefined : labelKey(label);
}

/** Whether a job title follows the person a field names, ending at `end` (see POST_AFTER). */
export function postAfter(text: string, end: number): boolean {
  return POST_AFTER.test(text.slice(end, end + 120));
}

/**
 * A field whose label the same line quotes as the party's alias: "Stylist: Miss Chloé Le Marquand of 3 Rue de Funchal, …
 * ("the Stylist")", "Salon: Coiffure St Aubin Limited … ("the Salon")", "Grower: Ana Ruiz, … (the "Grower")". The field's
 * label makes a party and its role as a role word's does ("Tenant:"), whatever the label: the quotes say so (a chair
 * rental's, a grazing licence's, a sponsorship's own words; facts set 42's cause 4, h77f42p). The label opens the line,
 * one or two capitalised words; the bracket quotes it, "the" inside or outside the quotes. Bounded: linear.
 */
const LABEL_OPENING = /^[ \t]{0,8}(?:the[ \t])?(\p{Lu}[\p{Ll}-]{1,30}(?:[ \t]\p{Lu}[\p{Ll}-]{1,30})?)[ \t]{0,4}:/u;
// The label must name someone: a word for a person's or a business's trade ("Stylist", "Grower", "Caterer", "Trustee",
// "Consultant"), or a courtesy title must open the name after it. A field that defines a thing quotes its label so too
// ("Vehicle: Ford Transit Custom, … (the "Vehicle")", "Premises: Greenfield House, Mill Lane (the "Premises")"): capitalised
// words there are no person and no party (review hrev70). Anchored, bounded: linear.
export const AGENT_LABEL = /(?:er|or|ist|ee|ant|ent|ian|ary|eur|euse|ier|ière)$/;
const TITLE_AFTER_LABEL = new RegExp(String.raw`^[^:]{1,70}:[ \t]{0,8}(?:${HONORIFIC})\.?[ \t]`, 'i');
export function selfAliasedFieldLabel(text: string): string | undefined {
  const label = LABEL_OPENING.exec(text)?.[1];
  if (label === undefined) return undefined;
  if (!AGENT_LABEL.test(label) && !TITLE_AFTER_LABEL.test(text)) return undefined;
  const quoted = new RegExp(String.raw`\((?:the\s{1,3})?["“](?:the\s{1,3})?${escapeRegExp(label)}["”]\)`, 'i');
  return quoted.test(text.slice(0, 400)) ? label : undefined;
}

/** A form's row headed by a person's standing (FORM_PERSON_HEADS): "Student's name: Aa Bb", "Signed by the parent: Cc Dd". */
const FORM_ROW_FIELD = roleField(FORM_PERSON_HEADS);
/** The persons a form's rows name by their standing, no party's role (FORM_PERSON_HEADS): each a Person, no party. */
export const formRowPersons = (text: string): Span[] => fieldPersons(text, FORM_ROW_FIELD);

/** The field pattern of a contract's own aliases (`fieldPersons`), or undefined when it has none. */
export function aliasFields(aliases: readonly string[]): RegExp | undefined {
  const own = aliases.filter((a) => a.length <= 40 && /^[A-Z]/.test(a) && !PERSON_ROLES.some((w) => w.toLowerCase() === a.toLowerCase()));
  return own.length > 0 ? roleField(own) : undefined;
}

/**
 * The text after each "represented by" (or "acting through") of a contract's first elements, the persons a preamble names
 * as its companies' representatives ("…, S.A., represented by its legal representative Ms. Ana Puig (the "Seller")"): a
 * role field naming one of them later ("The Seller: Ana Puig") is the company's signature line, not a person party.
 * A preamble names a few; hostile text thousands, so at most MAX_REPRESENTATIVES are kept.
 */
const REPRESENTED_BY = /\b(?:represented\s+by|acting\s+through)\s+([^,;()"\n]{1,80})/gi;
const PREAMBLE_REACH = 40;
const MAX_REPRESENTATIVES = 16;
export function representatives(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts.slice(0, PREAMBLE_REACH)) {
    if (!/represented|acting/i.test(text)) continue;
    for (const m of matchesOf(REPRESENTED_BY, text)) {
      found.push(m[1]);
      if (found.length >= MAX_REPRESENTATIVES) return found;
    }
  }
  return found;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function personPartiesRunPatterns(): readonly RegExp[] {
  return [FORM_ROW_FIELD, NAME_GAP, QUOTED_POSITION_ALIAS, REPRESENTED_BY, ROLE_FIELD];
}
