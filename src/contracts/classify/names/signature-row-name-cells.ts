/**
 * A signature table's row that opens with the signer's name in a cell of its own, then the signer's post, the party's
 * role or the party signed for in the next: "Joan Mensah | Finance Director | for Tealeaf Software Ltd", "CARLOS ALBERTO
 * RIVAS | THE CONTRACTOR", "Nomsa Dlamini | The Supplier" (order forms and translated contracts sign so; set 69's cause
 * 5, h91at). The name is a Person. The first cell holds two to four name words and nothing else; the second is a post
 * (its last word a signer's post word), "the" and a role, or "for" and a party. A cell of common English words ("Site
 * Manager | The Contractor", "Payment Terms | The Supplier") is a table's header, no name. Rows of up to 240 characters
 * and four cells; each cell's pattern anchored and bounded: linear.
 */
import { NAME_PARTICLES, isPersonName } from './person-names.js';
import { isFieldOrUnit, NAME_WORD } from './signatory-names.js';
import { SIGNER_POST_WORDS } from './posted-signers.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import type { AddName } from './name-grammar.js';

/** A name word as written or in capitals ("RIVAS", "MEJÍA"), as signature blocks print names. */
const WORD = String.raw`(?:${NAME_WORD}|\p{Lu}[\p{Lu}\p{M}'’-]{1,30})`;
/** The first cell: the name alone, particles allowed inside it ("Ana de la Cruz"). */
const NAME_CELL = new RegExp(String.raw`^\s{0,3}(${WORD}(?:\s(?:${NAME_PARTICLES}\s){0,2}${WORD}){1,3})\s{0,3}$`, 'u');
const ROLE = longestFirstAlternation([...ROLE_WORDS, ...ROLE_WORDS.map((w) => w.toUpperCase())]);
/**
 * The second cell: a post of up to four words ending in a post word ("Finance Director", "HUMAN RESOURCES MANAGER"),
 * "the" and a party's role ("THE CONTRACTOR", "the Supplier"), or "for" and the party ("for Tealeaf Software Ltd").
 */
// The post words' list is written "[Dd]irector|…": upper-cased, "[DD]IRECTOR|…", it reads the post in capitals.
const POST_CELL = new RegExp(String.raw`^\s{0,3}(?:(?:\p{L}+\s{1,3}){0,3}(?:${SIGNER_POST_WORDS}|${SIGNER_POST_WORDS.toUpperCase()})|(?:the|The|THE)\s{1,3}(?:${ROLE})|(?:for|For|FOR)\s{1,3}\p{Lu}[^|\n]{1,80}?)\s{0,3}$`, 'u');
const PARTICLES = new RegExp(String.raw`\s${NAME_PARTICLES}(?=\s)`, 'g');
/**
 * Words no signer's name holds, in any case: a signing row's own ("FOR THE CONTRACTOR | FOR THE CLIENT" heads the two
 * parties' columns) and the parties' roles.
 */
const NOT_NAME_WORDS: ReadonlySet<string> = new Set(['for', 'the', 'and', 'of', 'by', 'on', 'behalf', 'its', 'per', 'signed', 'name', 'signature', 'date',
  ...ROLE_WORDS.map((w) => w.toLowerCase())]);

/**
 * A party's label and its first signer in one cell: "Purchaser: Mark Hollis", "Publisher: Anna Berg" (one or two
 * capitalised words, a colon, the name). Anchored, bounded: linear.
 */
const LABELLED_NAME_CELL = new RegExp(String.raw`^\s{0,3}\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30})?\s{0,3}:\s{0,3}(${WORD}(?:\s(?:${NAME_PARTICLES}\s){0,2}${WORD}){1,3})\s{0,3}$`, 'u');

/** A cell's words name a person: no signing row's word or role, a person's form, no field or unit. */
function namesPerson(name: string): boolean {
  return !name.split(/\s+/).some((w) => NOT_NAME_WORDS.has(w.toLowerCase())) && isPersonName(name.replace(PARTICLES, '')) && !isFieldOrUnit(name);
}

/**
 * A second signer of the same party in the cell after the first: "Purchaser: Mark Hollis | Dana Hollis | Date: 14 March
 * 2033" (a couple signing as one party; set 73, issue 18, h98at). Both are Persons when the cell before the bare name
 * holds the party's label and a person's name.
 */
function addSecondSigners(cells: readonly string[], add: AddName): void {
  let offset = 0;
  for (let i = 1; i < cells.length; i++) {
    const before = offset;
    offset += cells[i - 1].length + 1;
    const name = NAME_CELL.exec(cells[i]);
    const first = name ? LABELLED_NAME_CELL.exec(cells[i - 1]) : null;
    if (!name || !first || !namesPerson(first[1]) || !namesPerson(name[1])) continue;
    // The first signer too: the pair shows the row is a signing row (its own readers may have read it already).
    const firstBegin = before + first.index + first[0].lastIndexOf(first[1]);
    add('Person', firstBegin, firstBegin + first[1].length);
    const begin = offset + name.index + name[0].indexOf(name[1]);
    add('Person', begin, begin + name[1].length);
  }
}

/** The signer named in a signature row's first cell (see the file's comment), and a second signer after a labelled first. */
export function addSignatureRowNameCells(text: string, add: AddName): void {
  if (text.length > 240 || !text.includes('|')) return;
  const cells = text.split('|');
  if (cells.length > 4) return;
  addSecondSigners(cells, add);
  const name = NAME_CELL.exec(cells[0]);
  if (!name || !POST_CELL.test(cells[1])) return;
  if (name[1].split(/\s+/).some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) return;
  if (!isPersonName(name[1].replace(PARTICLES, '')) || isFieldOrUnit(name[1])) return;
  const begin = name.index + name[0].indexOf(name[1]);
  add('Person', begin, begin + name[1].length);
}
