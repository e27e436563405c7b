/**
 * `@sys-date` and `@sys-time`: an English date/time grammar (tokens → atoms → groups → ranges) resolved against
 * the request's reference instant and time zone, shaped as the service's new or legacy system entities.
 */
import type { RuntimeEntity } from '../../../model/index.js';
import { behaviour } from '../../../model/versions.js';
import { isValidDate } from './calendar.js';
import type { Draft } from './draft.js';
import { mentionDrafts, rangeDrafts } from './draft.js';
import { shapeEntity } from './entities.js';
import { groupAtoms, scanAtoms } from './group.js';
import type { Mention } from './mention.js';
import { resolveGroup } from './mention.js';
import { legacyReading } from './legacy-readings.js';
import { findRanges, openRangeOf } from './ranges.js';
import { makeReference } from './reference.js';
import { tokenize } from './tokens.js';
import { resolveZone } from './zone.js';

export interface DateTimeRequest {
  /** Which of the two to return (either may be disabled in the workspace). */
  date: boolean;
  time: boolean;
  /** New system entities: `interpretation`, `role`, `alternatives`; else the legacy `metadata`. */
  newSystemEntities: boolean;
  /** Reference instant, epoch ms. */
  now: number;
  /** Time zone as given (IANA name or abbreviation such as `EST`); resolve it here, default `UTC`. */
  timezone: string;
  /** API version date. */
  version: string;
}

/** Texts longer than this are read up to it (the service caps input text at 2,048 characters). */
const MAX_TEXT = 4096;

/**
 * Cheap filter: a text with no digit and none of these words holds no date or time, so the grammar is skipped.
 * Every word the grammar can start a mention with is covered by one of the alternatives.
 */
const SIGNAL =
  /\d|\b(?:to(?:day|ni(?:ght|te)|m+or+ow)|tmrw?|yesterday|now|asap|eod|otd|noon\w*|mid\w*|morning\w*|afternoon\w*|evening\w*|nights?|lunch\w*|weeks?\w*|month\w*|years?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|fortnight\w*|quarter\w*|half|present|moment|minute|time|soon|o'?clock|o|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|christmas|xmas|easter|halloween|thanks\w*|valentine\w*|patrick\w*|new|yuandan|mlk|luther|washington\w*|q[1-4]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fourty|fifty|first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf)th|\w+teenth|\w+tieth|end)\b/i;

/** Date and time mentions in `text`, ordered by start offset. Never throws. */
export function recognizeDateTimes(text: string, request: DateTimeRequest): RuntimeEntity[] {
  if (typeof text !== 'string' || (!request.date && !request.time)) return [];
  const input = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  if (!SIGNAL.test(input)) return [];
  try {
    return recognize(input, request);
  } catch {
    return [];
  }
}

function isFormattedDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isValidDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `recognizeDateTimes` without its safety net: errors surface (for tests). */
export function recognizeDateTimesStrict(text: string, request: DateTimeRequest): RuntimeEntity[] {
  if (!request.date && !request.time) return [];
  const input = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  return SIGNAL.test(input) ? recognize(input, request) : [];
}

function recognize(text: string, request: DateTimeRequest): RuntimeEntity[] {
  const now = Number.isFinite(request.now) ? request.now : 0;
  const zone = resolveZone(request.timezone);
  const ref = makeReference(now, zone);
  const toks = tokenize(text);
  const groups = groupAtoms(toks, scanAtoms(toks));
  const mentions: Mention[] = [];
  for (const g of groups) {
    const m = resolveGroup(toks, g, ref);
    if (m) mentions.push(m);
  }
  const { ranges, used, mentions: rest } = findRanges(toks, mentions, !request.newSystemEntities);
  const drafts: Draft[] = [];
  for (const r of ranges) drafts.push(...rangeDrafts(r));
  rest.forEach((m, i) => {
    if (used.has(i) || m.num !== undefined) return;
    drafts.push(...mentionDrafts(toks, request.newSystemEntities ? m : legacyReading(m, ref), openRangeOf(toks, m)));
  });
  const shape = {
    newSystemEntities: request.newSystemEntities,
    metadata: typeof request.version === 'string' && behaviour('entityMetadata', request.version),
    timezone: zone.name,
  };
  const start = (d: Draft): number => (shape.newSystemEntities ? d.location[0] : d.legacyLocation[0]);
  // dates pushed outside years 1-9999 (`in 3 years` near the end of the calendar) are dropped with their range partner
  const broken = new Set<unknown>(drafts.filter((d) => d.entity === 'sys-date' && !isFormattedDate(d.value)).map((d) => d.fields.range_link ?? d));
  return drafts
    .filter((d) => !broken.has(d) && !broken.has(d.fields.range_link ?? d))
    .filter((d) => (d.entity === 'sys-date' ? request.date : request.time))
    .sort((a, b) => start(a) - start(b) || a.order - b.order)
    .map((d) => shapeEntity(d, shape));
}
