/**
 * Percentage mentions over the number mentions: `50%`, `27 %`, `50 percent`, `fifty per cent`,
 * `100 percentage`, and at the start of a clause `percent of 10`, `per cent of twenty-two`.
 */
import { mentionsByFirst, type NumberMention } from './numbers.js';
import type { Token } from './tokens.js';

export interface PercentMention {
  start: number;
  end: number;
  value: number;
  parts: NumberMention[];
  /** Token range. */
  first: number;
  last: number;
}

const PERCENT_WORDS = new Set(['percent', 'percents', 'percentage', 'percentages', 'pct']);

/** Percentage mentions; the number mentions they use are added to `claimed`. */
export function findPercentages(tokens: readonly Token[], mentions: readonly NumberMention[], claimed: Set<NumberMention>): PercentMention[] {
  const out: PercentMention[] = [];
  const byFirst = mentionsByFirst(mentions, tokens.length);
  for (const m of mentions) {
    if (claimed.has(m) || m.glued) continue;
    const end = percentSignAt(tokens, m.last);
    if (end === null) continue;
    out.push({ start: m.start, end: tokens[end - 1].end, value: m.value, parts: [m], first: m.first, last: end });
    claimed.add(m);
  }
  for (let k = 0; k < tokens.length; k++) {
    const end = percentSignAt(tokens, k);
    if (end === null || tokens[k].kind !== 'word') continue;
    const prev = tokens[k - 1];
    if (prev && prev.kind !== 'sym') continue;
    const of = tokens[end];
    if (of?.kind !== 'word' || of.lower !== 'of') continue;
    const m = byFirst[end + 1];
    if (!m || claimed.has(m) || m.glued) continue;
    out.push({ start: tokens[k].start, end: m.end, value: m.value, parts: [m], first: k, last: m.last });
    claimed.add(m);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Token index after a percent sign or word starting at `k`, or null (currency.ts reads it too: a share is no sum). */
export function percentSignAt(tokens: readonly Token[], k: number): number | null {
  const t = tokens[k];
  if (!t || t.url) return null;
  if (t.kind === 'sym') return t.text === '%' || t.text === '％' ? k + 1 : null;
  if (t.kind !== 'word') return null;
  if (PERCENT_WORDS.has(t.lower)) return k + 1;
  const next = tokens[k + 1];
  if (t.lower === 'per' && next?.kind === 'word' && (next.lower === 'cent' || next.lower === 'cents')) return k + 2;
  return null;
}
