/**
 * Parties named in a table at the head of the contract (C320): a header row with a name column and a last column that
 * gives what each party is called ("Party | Name and home | Called in this agreement"), and a row for each party whose
 * last cell is its alias ("First | Batbayar Ganbold, herder of Tsagaannuur | the Camp Holder"). The name cell's name,
 * up to its first comma, is the party the alias names, as a preamble's `Batbayar Ganbold (the "Camp Holder")` is; a
 * name without a legal form is a person's (set 96's mn, issue 18, h122e96: 24 of its 28 type labels were lost with no
 * party read; no other of sets 1–96 writes its parties in such a table, and none has a header so).
 */
import { roleLike } from './described-parties.js';
import { endsInLegalForm } from './party-key.js';
import type { OrgMention } from './party-record.js';
import { PREAMBLE_ELEMENTS } from './preamble-words.js';

/** A table's cell separator: " | ". */
const CELL = ' | ';
/** The header's last cell: the column of what each party is called ("Called in this agreement", "Referred to as"). Anchored, bounded: linear. */
const ALIAS_COLUMN = /^(?:called|referred[ \t]{1,3}to[ \t]{1,3}as|known[ \t]{1,3}as|alias)\b[\p{L} \t]{0,40}$/iu;
/** The header's name column ("Name", "Name and home", "Full name"). Anchored, bounded: linear. */
const NAME_COLUMN = /^(?:full[ \t]{1,3})?names?\b[\p{L} \t,]{0,40}$/iu;
/**
 * A row's alias cell: one to three capitalised words, "the" (or "The", the capital a cell opens on) and quotes around
 * them optional. Anchored, bounded: linear.
 */
const ALIAS_CELL = /^(?:[Tt]he[ \t]{1,3})?["“]?(?:[Tt]he[ \t]{1,3})?(\p{Lu}\p{Ll}{1,30}(?:[ \t]\p{Lu}\p{Ll}{1,30}){0,2})["”]?$/u;
/** The header's first column when it is the parties' ("Party", "Parties"). Anchored: linear. */
const PARTY_COLUMN = /^(?:the[ \t]{1,3})?part(?:y|ies)$/iu;
/** A row's first cell that numbers a party: "First", "Second", "1", "2nd", "A", "(b)", "Party A", "Party 2". Anchored, bounded: linear. */
const ORDINAL_CELL = /^(?:part(?:y|ies)[ \t]{1,3})?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|\d{1,2}(?:st|nd|rd|th)?\.?|\(?[a-h]\)?\.?)$/iu;
/** A row's name: a capital, then up to its first comma, bracket or the cell's end. Anchored, bounded: linear. */
const NAME_CELL = /^\p{Lu}[^,;()|]{1,80}/u;
/** How many party rows a table holds at most. */
const TABLE_ROWS = 8;

/** A party a table's row names: the name's span in its element and the alias its last cell gives it; a person when no legal form ends the name. */
export interface TablePartyRow extends OrgMention {
  alias: string;
  person: boolean;
}

/** The cells of a row written with " | ", trimmed. */
function cells(text: string): string[] {
  return text.split(CELL).map((c) => c.trim());
}

/**
 * Whether a row of the table names a party, not a thing the table also defines ("Property | Unit 4, Harbour Road |
 * the Premises", "Camp | Khar Us winter camp | the Camp"; review82 #1): its first cell numbers a party under a "Party"
 * header ("First | Batbayar Ganbold, … | the Camp Holder"), or its alias is a role ("the Landlord", "the Camp Holder":
 * a role word or an agent noun, described-parties.ts roleLike) and its first cell, when the name is not it, a number or
 * a role too ("Landlord | Harbour Estates Ltd | the Landlord").
 */
function partyRow(row: readonly string[], nameAt: number, alias: string, partyHeader: boolean): boolean {
  const label = nameAt > 0 ? row[0] : undefined;
  const numbered = label !== undefined && ORDINAL_CELL.test(label);
  if (numbered && partyHeader) return true;
  const head = alias.slice(alias.lastIndexOf(' ') + 1);
  return (roleLike(alias) || roleLike(head)) && (label === undefined || numbered || roleLike(label));
}

/** The parties the tables of the contract's first elements name (C320), in order. */
export function tablePartyRows(texts: readonly string[], isTitle: (i: number) => boolean): TablePartyRow[] {
  const out: TablePartyRow[] = [];
  const last = Math.min(texts.length, PREAMBLE_ELEMENTS);
  for (let h = 0; h < last; h++) {
    if (isTitle(h) || !texts[h].includes(CELL)) continue;
    const head = cells(texts[h]);
    if (head.length < 2 || !ALIAS_COLUMN.test(head[head.length - 1])) continue;
    const nameAt = head.findIndex((c) => NAME_COLUMN.test(c));
    if (nameAt < 0 || nameAt === head.length - 1) continue;
    const partyHeader = nameAt > 0 && PARTY_COLUMN.test(head[0]);
    for (let i = h + 1; i < texts.length && i <= h + TABLE_ROWS && !isTitle(i) && texts[i].includes(CELL); i++) {
      const row = cells(texts[i]);
      if (row.length !== head.length) break;
      const alias = ALIAS_CELL.exec(row[row.length - 1]);
      const name = NAME_CELL.exec(row[nameAt]);
      if (!alias || !name || !partyRow(row, nameAt, alias[1], partyHeader)) continue;
      const text = name[0].trimEnd();
      // The name cell's offset in the row: past the separators before it and the cell's leading blanks.
      let begin = 0;
      for (let k = 0; k < nameAt; k++) begin = texts[i].indexOf(CELL, begin) + CELL.length;
      while (texts[i][begin] === ' ' || texts[i][begin] === '\t') begin++;
      out.push({ element: i, begin, end: begin + text.length, text, alias: alias[1], person: !endsInLegalForm(text) });
    }
  }
  return out;
}
