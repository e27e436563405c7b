/**
 * Parties entered as a list of fields, each entry a "Name :" line, a few lines of the person's particulars and a line
 * that gives the alias: "1. Name : I Wayan Sukadana" / "Age : 58 years" / "Occupation : Farmer" / "Address : …" /
 * "Hereinafter called the FIRST PARTY (the Lessor)." (Indonesian agreements in English, "we the undersigned:"; facts set
 * 54's cause 10, h93fp). The person of the "Name" field is the party the closing line names, its role the bracket's role
 * word, else the position ("First Party"). An entry is read only in the contract's first lines, and only when the alias
 * line closes it before the next "Name" field. A role heading alone on the line above the "Name" field ("BUYER" / "Name:
 * Aa Bb") names the entry's party so too.
 */
import { isPersonName } from '../names/person-names.js';
import type { OrgMention } from './party-record.js';
import { PREAMBLE_ELEMENTS, ROLES } from './preamble-words.js';
import { HONORIFIC } from './person-parties.js';
import { ROLE_HEADING_LINE } from './alias-forms.js';
import { aliasesPointedTo } from './described-parties.js';
import { endsInLegalForm, LEADING_FORM } from './party-key.js';
import { withoutMarks } from '../../../common/lexicon/without-marks.js';

/**
 * "1. Name : <name>", "II. Name: <name>", "Full name: <name>": the name alone after the colon; the entry numbered in
 * figures or in roman numerals (Indonesian agreements number their parties I., II.; facts set 75's cause 4, issue 18,
 * h118q75). Anchored, bounded: linear.
 */
const NAME_FIELD = new RegExp(String.raw`^[ \t]{0,8}(?:(?:\d{1,2}|[ivx]{1,4})[.)][ \t]{1,4})?(?:full[ \t]{1,3})?name[ \t]{0,4}:[ \t]{0,4}(?:${HONORIFIC}\.?[ \t]{1,3})?(\p{Lu}[^\n,;:()]{1,80}?)[ \t]{0,4}\.?$`, 'diu');
/**
 * The entry's closing line: "Hereinafter called the FIRST PARTY (the Lessor).", `Hereinafter referred to as the "Seller".`,
 * perhaps after the capacity the person signs in when it is the person's own ("acting for himself and for the members of
 * his group, hereinafter referred to as the SECOND PARTY."; facts set 75's cause 4, issue 18, h118q75) — one acting on
 * behalf of a company is no party of his own.
 * The alias of up to four words, quoted or not, and a role word in brackets after it. Anchored, bounded: linear.
 */
const CALLED_LINE = /^[ \t]{0,8}(?:acting[ \t]{1,3}(?:for|on[ \t]{1,3}behalf[ \t]{1,3}of)[ \t]{1,3}(?:him|her|them|my|our)sel(?:f|ves)\b[^\n,;:]{0,100},[ \t]{0,3})?here(?:in)?after[ \t,]{1,4}(?:(?:referred[ \t]{1,3}to[ \t]{1,3})?(?:as|called)[ \t]{1,3})?(?:the[ \t]{1,3})?["“]?(?:the[ \t]{1,3})?([a-z]{2,20}(?:[ \t][a-z]{1,20}){0,3})["”]?(?:[ \t]{0,3}\([ \t]{0,3}(?:the[ \t]{1,3})?["“]?([a-z]{2,20}(?:[ \t][a-z]{2,20}){0,2})["”]?[ \t]{0,3}\))?[ \t]{0,3}[.;,]?[ \t]{0,3}$/i;
/**
 * An entry's closing line that names the company its person signs for: "acting for and on behalf of CV Aa Bb, hereinafter
 * referred to as the FIRST PARTY;" (Indonesian agreements in English; facts set 75's cause 4, issue 18, h118q75). The
 * company is the party the alias names, the person of the "Name" field its contact. The company's name, up to its comma
 * before "hereinafter"; the rest is read as CALLED_LINE. Anchored, bounded: linear.
 */
const ON_BEHALF_OF = /^[ \t]{0,8}acting[ \t]{1,3}(?:for[ \t]{1,3}and[ \t]{1,3})?on[ \t]{1,3}behalf[ \t]{1,3}of[ \t]{1,3}(?:the[ \t]{1,3})?(\p{Lu}[^\n,;:()]{1,80}?)[ \t]{0,3},[ \t]{0,3}(?=here(?:in)?after\b)/diu;
/** The longest line of an entry read (a name's field, a particular, the alias line). */
const ENTRY_LINE_MAX = 160;
/** The particulars' lines an entry has between its name and its alias line at most. */
const ENTRY_LINES = 8;

/**
 * A party's particulars as a field: its address, identity or registration number, tax number, telephone or e-mail
 * ("Address: …", "CNIC: …", "NTN: …", "Registration: …"). A signature block's "Name:" / "Designation:" / "Signature:"
 * has none: its role heading names the signer's party, not a party of its own. Anchored, bounded: linear.
 */
const PARTICULARS_FIELD = /^[ \t]{0,8}(?:(?:registered|postal|business|residential|home|office)[ \t]{1,3})?(?:address|residence|domicile|cnic|nic|ntn|gstin|pan|abn|acn|tin|vat|passport|id(?:entity)?|registration|reg\.|tax|phone|tel\.?|telephone|mobile|e-?mail)\b[^:\n]{0,30}:/i;
/** How many lines under a block's "Name:" field its particulars may begin. */
const PARTICULARS_WITHIN = 3;
/** Whether a particulars field stands within a few lines under line `at` (a party's block, no signature block). */
export function particularsBelow(texts: readonly string[], at: number): boolean {
  for (let k = at + 1; k <= at + PARTICULARS_WITHIN && k < texts.length; k++) if (PARTICULARS_FIELD.test(texts[k])) return true;
  return false;
}

/** A heading line of one to three words alone, perhaps with "the" and a colon ("GUARDIAN", "The Parent:"). Anchored, bounded: linear. */
const HEADING_WORDS = /^[ \t]{0,8}(?:the[ \t]{1,3})?(\p{L}{2,30}(?:[ \t]\p{L}{2,30}){0,2})(?:[ \t]{0,3}:)?[ \t]{0,3}$/iu;
/** The heading's words when they are one of the `pointed` aliases. */
function pointedHeading(line: string, pointed: ReadonlySet<string>): string | undefined {
  const words = pointed.size > 0 && line.length <= 60 ? HEADING_WORDS.exec(line)?.[1] : undefined;
  return words !== undefined && pointed.has(words.toLowerCase()) ? words : undefined;
}

const capitalised = (words: string): string => words.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, b: string, c: string) => b + c.toUpperCase());

/** A party a "Name" field's entry names: its person, or the company its person acts for. */
export interface FieldEntry extends OrgMention {
  /** The company the entry's person acts for ("acting for and on behalf of …"), not the person. */
  organisation?: true;
  /** The person of the entry's "Name" field when the party is the company it acts for: the company's contact. */
  person?: string;
}

/** A company's name by its legal form, before or after the name ("CV Aa Bb", "Aa Bb Ltd"). */
const isCompanyName = (name: string): boolean => endsInLegalForm(name) || LEADING_FORM.test(name);

/** The person of each such entry, or the company it acts for, with the alias its closing line gives. */
export function nameFieldEntries(texts: readonly string[]): FieldEntry[] {
  const out: FieldEntry[] = [];
  const limit = Math.min(texts.length, PREAMBLE_ELEMENTS);
  let pointed: ReadonlySet<string> | undefined;
  for (let i = 0; i < limit; i++) {
    const text = texts[i];
    if (text.length > ENTRY_LINE_MAX || !/name/i.test(text)) continue;
    const m = NAME_FIELD.exec(text);
    const span = m?.indices?.[1];
    if (!m || !span || !isPersonName(withoutMarks(m[1]), true)) continue;
    // A role heading on the line above opens the party's block ("LESSOR" / "Name: Aa Bb" / "Address: …"): the heading's
    // role is the person's alias, as a "Lessor: Aa Bb" field's is (facts set 64's cause 5, issue 18, h104q64). Only over
    // the party's particulars: a signature block ("The Contractor" / "Name: Aa Bb" / "Signature: …") names a signer.
    // So does a heading that is the alias the preamble gives a party it points below to ("… and the guardian identified
    // below, hereinafter the Guardian" / "GUARDIAN" / "Name: Aa Bb"), whatever its word (described-parties.ts
    // aliasesPointedTo; facts set 73's cause 4, issue 18, h117g73).
    const heading = i > 0 ? ROLE_HEADING_LINE.exec(texts[i - 1])?.[1] ?? pointedHeading(texts[i - 1], pointed ??= aliasesPointedTo(texts.slice(0, limit))) : undefined;
    if (heading !== undefined && particularsBelow(texts, i)) {
      out.push({ element: i, begin: span[0], end: span[1], text: m[1], alias: capitalised(heading) });
      continue;
    }
    for (let k = i + 1; k < Math.min(limit, i + 1 + ENTRY_LINES); k++) {
      if (texts[k].length > ENTRY_LINE_MAX) continue;
      if (NAME_FIELD.test(texts[k])) break;
      const behalf = ON_BEHALF_OF.exec(texts[k]);
      const called = CALLED_LINE.exec(behalf ? texts[k].slice(behalf[0].length) : texts[k]);
      if (!called) continue;
      const role = called[2] !== undefined && ROLES.has(called[2].toLowerCase()) ? called[2] : undefined;
      // The alias as the contract writes it ("FIRST PARTY"): its sentences name the party so ("The FIRST PARTY pays …").
      const alias = role !== undefined ? capitalised(role) : called[1];
      const company = behalf?.indices?.[1];
      if (!behalf) out.push({ element: i, begin: span[0], end: span[1], text: m[1], alias });
      else if (company && isCompanyName(behalf[1])) out.push({ element: k, begin: company[0], end: company[1], text: behalf[1], alias, organisation: true, person: m[1] });
      break;
    }
  }
  return out;
}
