/**
 * A company's signing row that names its signer after the company's colon or after "by", and the signer's post last:
 * "For Acme Trading B.V.: Pieter van Dijk, managing director.", "Harbour Tools Ltd: Ellen Moss, Director.", "Northwind
 * Mills Inc., by Ellen Moss, President." (Dutch, Canadian and other drafting in English signs so; issue 18, h55n51).
 * The name is a Person: its words after the legal form, a surname's particle ("de", "van der") kept inside it. The
 * company ends in its legal form; the row ends on a post whose word is a signer's (`SIGNER_POST_WORDS`), a stop
 * after it or not: a company or a post after the colon is no Person, nor a place or a unit of the company ("New York",
 * "Berlin Branch": issue 18, hrev40). Whole rows of up to 240 characters: linear.
 */
import { NAME_PARTICLES, isPersonName } from './person-names.js';
import { SUFFIX, type AddName } from './name-grammar.js';
import { isFieldOrUnit, NAME_WORD } from './signatory-names.js';
import { SIGNER_POST_WORDS } from './posted-signers.js';
import { ACTIVITY_HEADS, PLACES, POST_WORDS } from '../lexicon/gazetteer.js';
import { runnable } from '../../../common/regex-prefilter.js';

/** The small words of a surname that stand before its capital (person-names.ts, the one list). */
const PARTICLE = NAME_PARTICLES;
/** Two to four name words, each after a blank and up to two particles: "Jan de Boer", "Anna van der Berg", "Ellen Moss". */
const NAME_WITH_PARTICLES = String.raw`${NAME_WORD}(?:\s(?:${PARTICLE}\s){0,2}${NAME_WORD}){1,3}`;
/** The row: "[For] <company> <legal form>" then ":" or ", by", the name, a comma and the post to the row's end. */
// The party's label may open the cell ("Seller: Palm Dune Vacation Club N.V., by Ricardo Kock, Sales Director": one or two
// capitalised words and a colon; set 73, issue 18, h98at), and each cell of a row split by "|" is read alone ("… | Date:
// 14 March 2033").
const COMPANY_SIGNER_POST_ROW = new RegExp(String.raw`^\s{0,3}(?:\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30})?\s{0,3}:\s{1,3})?(?:(?:For|FOR)\s{1,3})?[^,:;\n]{1,80}?\s(?:${SUFFIX})\.?\s{0,2}(?::|,?\s{1,3}by)\s{1,3}(${NAME_WITH_PARTICLES}),\s{1,3}([\p{L} -]{2,60}?)\.?\s{0,3}$`, 'u');
/**
 * The row, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes its run source
 * (short runs written once, word boundaries, group ends), which addCompanySignerRows runs, so the process rewrites none
 * of its 11,000 characters (bench/log.md, "The cold classify, part 22").
 */
export function companySignerRowPatterns(): readonly RegExp[] {
  return [COMPANY_SIGNER_POST_ROW];
}
const POST_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${SIGNER_POST_WORDS})(?![\p{L}])`, 'u');
const PARTICLES = new RegExp(String.raw`\s${PARTICLE}(?=\s)`, 'g');
/**
 * What stands where the signer's name would and is none: a place ("Acme Ltd: New York, Regional Director.") or a part
 * of the company ("Acme GmbH: Berlin Branch, Branch Manager.", "For Acme Ltd: Sales Team, Account Manager."), the
 * office the post holds (issue 18, hrev40).
 */
const LISTED_PLACES: ReadonlySet<string> = new Set(PLACES);
const UNIT_WORDS: ReadonlySet<string> = new Set([...POST_WORDS, ...ACTIVITY_HEADS]);
const isPlaceOrUnit = (name: string): boolean => LISTED_PLACES.has(name) || name.split(/\s+/).some((w) => UNIT_WORDS.has(w));

/** The signer of a company's signing row, its post last (see the file's comment). */
export function addCompanySignerRows(text: string, add: AddName): void {
  if (text.length > 240) return;
  let offset = 0;
  for (const cell of text.split('|')) {
    const row = runnable(COMPANY_SIGNER_POST_ROW).exec(cell);
    const bare = row?.[1].replace(PARTICLES, '');
    if (row && bare && POST_WORD.test(row[2]) && !POST_WORD.test(row[1]) && isPersonName(bare) && !isFieldOrUnit(bare) && !isPlaceOrUnit(bare)) {
      const begin = offset + row.index + row[0].lastIndexOf(`${row[1]},`);
      add('Person', begin, begin + row[1].length);
    }
    offset += cell.length + 1;
  }
}
