/**
 * Date and time values of the expression language (§5.5): strings in `yyyy-MM-dd`, `HH:mm:ss`, `HH:mm`,
 * `yyyy-MM-dd HH:mm:ss` (optionally followed by a zone). Wall-clock fields are kept as numbers; zones
 * only matter for `now()` / `today()`, which read the environment's instant in its time zone.
 */
import { fail } from './failure.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../common/calendar-names.js';

export type DateTimeKind = 'date' | 'time' | 'datetime';

export interface WallClock {
  kind: DateTimeKind;
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PATTERN = /^(?:(\d{4})-(\d{1,2})-(\d{1,2}))?(?:(?:^|[ T])(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:\s*(?:Z|[A-Za-z_/]+|'?GMT'?[+-]\d{2}:?\d{2}|[+-]\d{2}:?\d{2}))?$/;

/** Parses a date/time string; null when it is not one. */
export function parseWallClock(text: string): WallClock | null {
  const m = PATTERN.exec(text.trim());
  if (!m || (m[1] === undefined && m[4] === undefined)) return null;
  const hasDate = m[1] !== undefined;
  const hasTime = m[4] !== undefined;
  const w: WallClock = {
    kind: hasDate && hasTime ? 'datetime' : hasDate ? 'date' : 'time',
    year: hasDate ? Number(m[1]) : 1970,
    month: hasDate ? Number(m[2]) : 1,
    day: hasDate ? Number(m[3]) : 1,
    hour: hasTime ? Number(m[4]) : 0,
    minute: hasTime ? Number(m[5]) : 0,
    second: hasTime && m[6] !== undefined ? Number(m[6]) : 0,
  };
  if (w.month < 1 || w.month > 12 || w.day < 1 || w.day > 31 || w.hour > 23 || w.minute > 59 || w.second > 59) return null;
  return w;
}

/** Parses or fails like the service does for a non-date receiver. */
export function requireWallClock(text: string, method: string): WallClock {
  const w = parseWallClock(text);
  if (!w) fail(`EL1072E: Method ${method}: unparseable date: "${text}"`);
  return w;
}

/** Milliseconds of the wall clock read as UTC (for arithmetic and comparison). */
export function wallToMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Wall clock of UTC milliseconds, keeping `kind`. */
export function msToWall(ms: number, kind: DateTimeKind): WallClock {
  const d = new Date(ms);
  return {
    kind,
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** The canonical text of a wall clock (`yyyy-MM-dd`, `HH:mm:ss` or both). */
export function formatWall(w: WallClock): string {
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  const time = `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
  return w.kind === 'date' ? date : w.kind === 'time' ? time : `${date} ${time}`;
}

/** Adds calendar units (months/years clamp the day like java.time). */
export function plus(w: WallClock, unit: 'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds', n: number): WallClock {
  if (unit === 'years' || unit === 'months') {
    const total = w.year * 12 + (w.month - 1) + (unit === 'years' ? n * 12 : n);
    const year = Math.floor(total / 12);
    const month = total - year * 12 + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { ...w, year, month, day: Math.min(w.day, last) };
  }
  const factor = unit === 'days' ? 86_400_000 : unit === 'hours' ? 3_600_000 : unit === 'minutes' ? 60_000 : 1000;
  const r = msToWall(wallToMs(w) + n * factor, w.kind);
  return r;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
        hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
    } catch {
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in an IANA zone (unknown zones read as UTC, §4.1 default). */
export function wallAt(epochMs: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone || 'UTC').formatToParts(new Date(epochMs));
  const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { kind: 'datetime', year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** Offset of the zone at the instant, in minutes east of UTC. */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const w = wallAt(epochMs, timeZone);
  return Math.round((wallToMs(w) - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const MONTHS = MONTH_NAMES;
const DAYS = WEEKDAY_NAMES;

function dayOfWeek(w: WallClock): number {
  return new Date(wallToMs(w)).getUTCDay();
}

function field(letter: string, count: number, w: WallClock): string {
  switch (letter) {
    case 'G': return 'AD';
    case 'y': case 'Y': case 'u':
      if (letter === 'u' ) return String(dayOfWeek(w) === 0 ? 7 : dayOfWeek(w));
      return count === 2 ? pad(w.year % 100) : pad(w.year, count);
    case 'M': case 'L':
      if (count >= 4) return MONTHS[w.month - 1];
      if (count === 3) return MONTHS[w.month - 1].slice(0, 3);
      return pad(w.month, count);
    case 'd': return pad(w.day, count);
    case 'D': {
      const doy = Math.round((wallToMs({ ...w, hour: 0, minute: 0, second: 0 }) - Date.UTC(w.year, 0, 1)) / 86_400_000) + 1;
      return pad(doy, count);
    }
    case 'E': return count >= 4 ? DAYS[dayOfWeek(w)] : DAYS[dayOfWeek(w)].slice(0, 3);
    case 'F': return pad(Math.floor((w.day - 1) / 7) + 1, count);
    case 'a': return w.hour < 12 ? 'AM' : 'PM';
    case 'H': return pad(w.hour, count);
    case 'k': return pad(w.hour === 0 ? 24 : w.hour, count);
    case 'K': return pad(w.hour % 12, count);
    case 'h': return pad(w.hour % 12 === 0 ? 12 : w.hour % 12, count);
    case 'm': return pad(w.minute, count);
    case 's': return pad(w.second, count);
    case 'S': return pad(0, count);
    case 'z': return count >= 4 ? 'Coordinated Universal Time' : 'UTC';
    case 'Z': return '+0000';
    case 'X': return count === 1 ? 'Z' : 'Z';
    case 'w': {
      const jan1 = new Date(Date.UTC(w.year, 0, 1)).getUTCDay();
      const doy = Math.round((wallToMs({ ...w, hour: 0, minute: 0, second: 0 }) - Date.UTC(w.year, 0, 1)) / 86_400_000);
      return pad(Math.floor((doy + jan1) / 7) + 1, count);
    }
    case 'W': {
      const first = new Date(Date.UTC(w.year, w.month - 1, 1)).getUTCDay();
      return pad(Math.floor((w.day - 1 + first) / 7) + 1, count);
    }
    default:
      return fail(`EL1072E: Illegal pattern character '${letter}'`);
  }
}

/** Formats with a Java SimpleDateFormat pattern. */
export function formatSimpleDate(w: WallClock, pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end === i + 1) {
        out += "'";
        i += 2;
        continue;
      }
      if (end < 0) fail('EL1072E: Unterminated quote in date pattern');
      out += pattern.slice(i + 1, end).replace(/''/g, "'");
      i = end + 1;
      continue;
    }
    if (/[A-Za-z]/.test(ch)) {
      let j = i;
      while (j < pattern.length && pattern[j] === ch) j++;
      out += field(ch, j - i, w);
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
