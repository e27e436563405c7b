/** Entity drafts: what one sys-date / sys-time mention becomes, before the response shape is chosen. */
import { formatDate, formatTime } from './calendar.js';
import type { Mention, Span } from './mention.js';
import type { OpenRange, RangeMention } from './ranges.js';
import type { DateValue, Fields } from './resolve-date.js';
import type { TimeValue } from './resolve-time.js';
import type { Token } from './tokens.js';
import { partitionPoint } from '../../../common/partition-point.js';

export type RoleType = 'date_from' | 'date_to' | 'time_from' | 'time_to';

export interface Draft {
  readonly entity: 'sys-date' | 'sys-time';
  /** Location with the new system entities (date and time of `today at 5` apart). */
  readonly location: Span;
  /** Location with the legacy entities (both share the whole date-time mention). */
  readonly legacyLocation: Span;
  readonly value: string;
  readonly alternatives: readonly string[];
  readonly fields: Fields;
  readonly role?: RoleType;
  /** Order among drafts that start at the same offset. */
  readonly order: number;
}

const dateDraft = (v: DateValue, location: Span, legacy: Span, fields: Fields, order: number, role?: RoleType): Draft => ({
  entity: 'sys-date', location, legacyLocation: legacy, value: formatDate(v.ymd), alternatives: v.alt ? [formatDate(v.alt)] : [],
  fields: { ...fields, ...v.fields, granularity: (v.fields.granularity as string | undefined) ?? 'day' }, role, order,
});

const timeDraft = (v: TimeValue, location: Span, legacy: Span, fields: Fields, order: number, role?: RoleType): Draft => ({
  entity: 'sys-time', location, legacyLocation: legacy, value: formatTime(v.hms), alternatives: v.alt ? [formatTime(v.alt)] : [],
  fields: { ...fields, ...v.fields }, role, order,
});

const linkName = (kind: string, s: Span): string => `${kind}_${s[0]}_${s[1]}`;

/** Widens a span over a preposition the service includes in the literal (`on Saturday`, `at 8PM`). */
function withPreposition(toks: readonly Token[], span: Span, words: ReadonlySet<string>): Span {
  const lo = partitionPoint(0, toks.length - 1, (i) => toks[i].start < span[0]);
  if (lo > 0 && toks[lo].start === span[0] && words.has(toks[lo - 1].text)) return [toks[lo - 1].start, span[1]];
  return span;
}

const ON: ReadonlySet<string> = new Set(['on']);
const AT: ReadonlySet<string> = new Set(['at', '@']);

/** Drafts for a range. */
export function rangeDrafts(r: RangeMention): Draft[] {
  const link = linkName(r.kind === 'date' ? 'date_range' : 'time_range', r.span);
  if (r.kind === 'date') {
    return [
      dateDraft(r.from as DateValue, r.span, r.span, { range_link: link }, 0, 'date_from'),
      dateDraft(r.to as DateValue, r.span, r.span, { range_link: link }, 1, 'date_to'),
    ];
  }
  return [
    timeDraft(r.from as TimeValue, r.span, r.span, { range_link: link }, 2, 'time_from'),
    timeDraft(r.to as TimeValue, r.span, r.span, { range_link: link }, 3, 'time_to'),
  ];
}

/**
 * Legacy entities give a date and a time one location, the whole mention, when they come from the same words (`now`)
 * or are joined by a word (`tomorrow at 11am`, opsdroid docs §10.7: both `[24,40]`); a date and a time only
 * written side by side keep their own (`18/10/19` `[24,32]` then the time `[33,39]`, opsdroid tests §7.6).
 */
function sharesLegacyLocation(toks: readonly Token[], m: Mention): boolean {
  if (m.fused || !m.date || !m.time) return true;
  const [first, second] = m.date.span[0] <= m.time.span[0] ? [m.date.span, m.time.span] : [m.time.span, m.date.span];
  return toks.some((t) => t.start >= first[1] && t.end <= second[0]);
}

/** Drafts for one mention, with its open-range role when it has one. */
export function mentionDrafts(toks: readonly Token[], m: Mention, open: OpenRange | null): Draft[] {
  const out: Draft[] = [];
  const dateRole = open ? (open.role === 'from' ? 'date_from' : 'date_to') : undefined;
  const timeRole = open ? (open.role === 'from' ? 'time_from' : 'time_to') : undefined;
  const modifier: Fields = open ? { range_modifier: open.modifier } : {};
  if (m.dateRange && open) {
    // an open range on a period keeps one edge: `since 2019`, `before 2020` its first day; `until 2020`, `after next week` its last
    const s = m.dateRange.span;
    const edge = open.modifier === 'until' || open.modifier === 'after' ? m.dateRange.to : m.dateRange.from;
    return [dateDraft(edge, s, s, modifier, 0, dateRole)];
  }
  if (m.dateRange) {
    const s = m.dateRange.span;
    const link = linkName('date_range', s);
    out.push(dateDraft(m.dateRange.from, s, s, { range_link: link }, 0, 'date_from'));
    out.push(dateDraft(m.dateRange.to, s, s, { range_link: link }, 1, 'date_to'));
    return out;
  }
  const dateSpan = m.date ? (m.fused ? m.date.span : withPreposition(toks, m.date.span, ON)) : null;
  const timeSpan = m.time ? (m.fused ? m.time.span : withPreposition(toks, m.time.span, AT)) : m.timeRange ? m.timeRange.span : null;
  const whole: Span | null = dateSpan && timeSpan ? [Math.min(dateSpan[0], timeSpan[0]), Math.max(dateSpan[1], timeSpan[1])] : null;
  const link: Fields = whole ? { datetime_link: linkName('datetime_link', whole) } : {};
  const shared = whole && sharesLegacyLocation(toks, m) ? whole : null;
  if (m.date && dateSpan) out.push(dateDraft(m.date.value, dateSpan, shared ?? dateSpan, { ...modifier, ...link }, 0, dateRole));
  if (m.time && timeSpan) out.push(timeDraft(m.time.value, timeSpan, shared ?? timeSpan, { ...modifier, ...link }, 2, timeRole));
  if (!m.time && m.timeRange && timeSpan) {
    const r = m.timeRange;
    const rl = linkName('time_range', r.span);
    out.push(timeDraft(r.from, r.span, whole ?? r.span, { ...link, range_link: rl }, 2, 'time_from'));
    out.push(timeDraft(r.to, r.span, whole ?? r.span, { ...link, range_link: rl }, 3, 'time_to'));
  }
  return out;
}
