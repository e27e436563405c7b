/**
 * A signing row's cell that names the signer after the party's label and the signing formula in brackets: "The Lessor
 * (read and approved): Konan Yao Bernard", and after "for", the company with its legal form and a comma: "The Lessee
 * (read and approved): for AFFICHAGE LAGUNE SARL, Touré Aminata". French and West African contracts put the formula "lu
 * et approuvé" above each signature, and their English translations write it so (issue 18, h94at, set 72). The name is a
 * Person: before, the name after the company read as a town after its firm. The formula or the company is required: a
 * bare "The Supplier: Harbour Foods" may name the party itself. Cells of rows up to 240 characters; anchored and bounded:
 * linear.
 */
import { isPersonName } from './person-names.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { SUFFIX, type AddName } from './name-grammar.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { longestFirstAlternation } from '../../../common/regexp.js';

/** The signing formulas written in brackets after a party's label, in English and in French. */
const FORMULA = String.raw`\(\s{0,3}(?:[Rr]ead\s{1,3}and\s{1,3}approved|[Ll]u\s{1,3}et\s{1,3}approuv[ée]|[Gg]ood\s{1,3}for\s{1,3}agreement|[Bb]on\s{1,3}pour\s{1,3}accord)\s{0,3}\)`;
/** Two to four name words, as written or in capitals. */
const NAME = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){1,3}`;
/** The company signed for: "for", its name ending in its legal form, and a comma. */
const FOR_COMPANY = String.raw`(?:for|For|FOR)\s{1,3}[^,|:\n]{1,80}?\s(?:${SUFFIX})\.?,\s{1,3}`;
const ROLE = longestFirstAlternation([...ROLE_WORDS, ...ROLE_WORDS.map((w) => w.toUpperCase())]);
/**
 * Before the formula any party's label does, one or two capitalised words ("The Driver (read and approved): Komi Dossou",
 * "The Printer (read and approved): …": the contract's own role, which the role list need not hold; set 73, issue 18,
 * h98at): the formula shows the signing row. Without it, only a listed role before "for" and the company.
 */
const LABEL = String.raw`\p{Lu}[\p{L}-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}-]{1,30})?`;
const CELL = new RegExp(String.raw`^\s{0,3}(?:(?:The|THE)\s{1,3})?(?:${LABEL}\s{0,3}${FORMULA}\s{0,3}:\s{0,3}(?:${FOR_COMPANY})?|(?:${ROLE})\s{0,3}:\s{0,3}${FOR_COMPANY})(${NAME})\s{0,3}\.?\s{0,3}$`, 'u');

/** The signer named in each such cell (see the file's comment). */
export function addApprovedSignerCells(text: string, add: AddName): void {
  if (text.length > 240 || !text.includes(':')) return;
  let offset = 0;
  for (const cell of text.split('|')) {
    const m = runnable(CELL).exec(cell);
    if (m && isPersonName(m[1])) {
      const begin = offset + m.index + m[0].lastIndexOf(m[1]);
      add('Person', begin, begin + m[1].length);
    }
    offset += cell.length + 1;
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function approvedSignerCellsRunPatterns(): readonly RegExp[] {
  return [CELL];
}
