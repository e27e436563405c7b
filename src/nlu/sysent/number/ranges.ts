/**
 * Number, percentage and currency ranges (new system entities): `5 to 7`, `from 2 to 3 percent`, `1-2%`,
 * `between 10 and 20`, `between 500 and 1000 dollars`, `$5 to $7`. Both ends take the location of the whole range
 * (`from` / `between` included), a `range_link` named `number_range_<start>_<end>` and the roles `number_from` /
 * `number_to`. A bare number before a percentage or currency end takes its kind (and unit).
 */
import type { Token } from './tokens.js';

export interface RangeMember {
  entity: 'sys-number' | 'sys-percentage' | 'sys-currency';
  start: number;
  end: number;
  /** Token range. */
  first: number;
  last: number;
  /** ISO code, currencies only. */
  unit?: string;
  /** False when a bare number before this range end cannot take its kind (`5 to 10 cents`: not 5 dollars). */
  convertible?: boolean;
  range?: { link: string; role: 'number_from' | 'number_to' };
}

const CONNECTORS = new Set(['to', 'through', 'thru', '-', '–', '~', 'and']);
const DASHES = new Set(['-', '–']);

/**
 * Marks range pairs in `members` (ordered by token), turning a number before a percentage range end into a
 * percentage (`1-2%`). Mutates and returns `members`.
 */
export function markRanges<T extends RangeMember>(members: T[], tokens: readonly Token[]): T[] {
  for (let k = 0; k + 1 < members.length; k++) {
    const a = members[k];
    const b = members[k + 1];
    if (a.range || b.last <= a.last) continue;
    if (a.entity !== 'sys-number' && a.entity !== b.entity) continue;
    if (a.entity === 'sys-currency' && a.unit !== b.unit) continue;
    if (a.entity === 'sys-number' && b.entity !== 'sys-number' && b.convertible === false) continue;
    if (b.first !== a.last + 1) continue;
    const c = tokens[a.last];
    const connector = c.kind === 'word' ? c.lower : c.text;
    if (!CONNECTORS.has(connector)) continue;
    const lead = tokens[a.first - 1];
    const leadWord = lead?.kind === 'word' ? lead.lower : '';
    const opener = leadWord === 'from' || leadWord === 'between' ? lead : undefined;
    if (connector === 'and' && leadWord !== 'between') continue;
    if (DASHES.has(connector) && !isolatedDashPair(tokens, a, b)) continue;
    const start = opener ? opener.start : a.start;
    const link = `number_range_${start}_${b.end}`;
    const end = b.end;
    a.entity = b.entity;
    if (b.unit !== undefined) a.unit = b.unit;
    a.range = { link, role: 'number_from' };
    b.range = { link, role: 'number_to' };
    a.start = start;
    a.end = end;
    b.start = start;
    k++;
  }
  return members;
}

/** `1-2` but not part of a chain such as `+1-222-2222` or `2020-05-01`. */
function isolatedDashPair(tokens: readonly Token[], a: RangeMember, b: RangeMember): boolean {
  const before = tokens[a.first - 1];
  const beforeChain = before && !tokens[a.first].gap && (DASHES.has(before.text) || before.text === '/' || before.text === '.');
  const after = tokens[b.last];
  const afterChain = after && !after.gap && (DASHES.has(after.text) || after.text === '/') && tokens[b.last + 1]?.kind === 'num';
  return !beforeChain && !afterChain;
}

/**
 * Legacy entities (2019 doc): `1-2%` returns the percentages 1 and 2, "both entities will have the same index"
 * (the whole range), without `range_link` or roles; the numbers stay as well (legacy double-tags). Returns the
 * members with the added percentages; mutates the locations of the percentage ends.
 */
export function spreadLegacyPercentRanges<T extends RangeMember>(members: T[], tokens: readonly Token[]): T[] {
  const added: T[] = [];
  for (let k = 0; k + 1 < members.length; k++) {
    const a = members[k];
    const b = members.slice(k + 1).find((m) => m.first >= a.last && m.entity === 'sys-percentage');
    if (!b || (a.entity !== 'sys-number' && a.entity !== 'sys-percentage') || b.first !== a.last + 1) continue;
    const c = tokens[a.last];
    const connector = c.kind === 'word' ? c.lower : c.text;
    if (!CONNECTORS.has(connector) || (connector === 'and' && (tokens[a.first - 1] as { lower?: string } | undefined)?.lower !== 'between')) continue;
    if (DASHES.has(connector) && !isolatedDashPair(tokens, a, b)) continue;
    const lead = tokens[a.first - 1];
    const leadWord = lead?.kind === 'word' ? lead.lower : '';
    const start = leadWord === 'from' || leadWord === 'between' ? lead.start : a.start;
    if (a.entity === 'sys-percentage') {
      a.start = start;
      a.end = b.end;
    } else {
      added.push({ ...a, entity: 'sys-percentage', start, end: b.end });
    }
    b.start = start;
  }
  return added.length > 0 ? [...members, ...added] : members;
}
