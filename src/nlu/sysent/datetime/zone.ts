/**
 * Time zones without external data: IANA names through `Intl.DateTimeFormat`, common abbreviations mapped to
 * a representative IANA zone (or a fixed offset), and `GMT+2` / `UTC-05:30` style fixed offsets.
 */
import type { Hms, Ymd } from './calendar.js';
import { toDayNumber } from './calendar.js';

/** A resolved zone: the name to echo and a way to read wall-clock parts at an instant. */
export interface Zone {
  /** As echoed in `interpretation.timezone` / `metadata.timezone`. */
  readonly name: string;
  /** Wall-clock date and time at `epochMs`. */
  localParts(epochMs: number): LocalDateTime;
}

export interface LocalDateTime extends Ymd, Hms {}

/** Abbreviations the service documents (time-zones.md) that `Intl` does not know; values are IANA zones or minutes. */
const ABBREVIATIONS: Readonly<Record<string, string | number>> = {
  PST: 'America/Los_Angeles', PDT: 'America/Los_Angeles', PT: 'America/Los_Angeles',
  MDT: 'America/Denver', MT: 'America/Denver',
  CST: 'America/Chicago', CDT: 'America/Chicago', CT: 'America/Chicago',
  EDT: 'America/New_York', ET: 'America/New_York',
  AKST: 'America/Anchorage', AKDT: 'America/Anchorage', HST: 'Pacific/Honolulu',
  AST: 'America/Halifax', ADT: 'America/Halifax', NST: 'America/St_Johns', NDT: 'America/St_Johns',
  BST: 'Europe/London', IST: 'Asia/Kolkata', CEST: 'Europe/Paris', EEST: 'Europe/Athens', WEST: 'Europe/Lisbon',
  MSK: 'Europe/Moscow', JST: 'Asia/Tokyo', KST: 'Asia/Seoul', HKT: 'Asia/Hong_Kong', SGT: 'Asia/Singapore',
  AEST: 'Australia/Sydney', AEDT: 'Australia/Sydney', ACST: 'Australia/Adelaide', AWST: 'Australia/Perth',
  NZST: 'Pacific/Auckland', NZDT: 'Pacific/Auckland', SAST: 'Africa/Johannesburg', WAT: 'Africa/Lagos',
  EAT: 'Africa/Nairobi', BRT: 'America/Sao_Paulo', ART: 'America/Argentina/Buenos_Aires',
  Z: 0, UT: 0,
};

const FIXED_OFFSET = /^(?:GMT|UTC|UT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

const cache = new Map<string, Zone>();
const CACHE_LIMIT = 256;

/** Resolves a zone as given by the request; unknown or empty names fall back to UTC (echoed as `GMT`). */
export function resolveZone(given: string): Zone {
  const key = typeof given === 'string' ? given.trim() : '';
  const hit = cache.get(key);
  if (hit) return hit;
  const zone = buildZone(key);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, zone);
  return zone;
}

const UTC_NAMES: ReadonlySet<string> = new Set(['UTC', 'GMT', 'ETC/UTC', 'ETC/GMT', 'UCT', 'ETC/UCT', 'UNIVERSAL', 'ZULU', 'ETC/UNIVERSAL', 'ETC/ZULU', 'GMT0', 'ETC/GMT0', 'GREENWICH']);

function buildZone(name: string): Zone {
  if (name === '' || name.length > 64) return fixedZone('GMT', 0);
  if (UTC_NAMES.has(name.toUpperCase())) return fixedZone(name, 0);
  const fixed = FIXED_OFFSET.exec(name);
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3] ?? 0);
    if (minutes <= 18 * 60) return fixedZone(name, fixed[1] === '-' ? -minutes : minutes);
  }
  const mapped = ABBREVIATIONS[name.toUpperCase()];
  if (typeof mapped === 'number') return fixedZone(name, mapped);
  const iana = intlZone(name, typeof mapped === 'string' ? mapped : name);
  return iana ?? fixedZone('GMT', 0);
}

function fixedZone(name: string, offsetMinutes: number): Zone {
  return { name, localParts: (ms) => partsOfUtc(ms + offsetMinutes * 60_000) };
}

function intlZone(echo: string, iana: string): Zone | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: iana, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short',
    });
  } catch {
    return null;
  }
  // offsets change on quarter-hour boundaries only: one Intl call per zone and quarter hour
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const bucket = Math.floor(ms / 900_000);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      offset = intlOffsetMinutes(format, bucket * 900_000);
      if (offsets.size >= 64) offsets.clear();
      offsets.set(bucket, offset);
    }
    return offset;
  };
  return { name: echo, localParts: (ms) => partsOfUtc(ms + offsetAt(ms) * 60_000) };
}

/** Minutes the zone's wall clock is ahead of UTC at `ms` (a whole-minute instant). */
function intlOffsetMinutes(format: Intl.DateTimeFormat, ms: number): number {
  const out: Record<string, number> = {};
  let bc = false;
  for (const p of format.formatToParts(ms)) {
    if (p.type === 'era') bc = p.value.startsWith('B');
    else if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  const year = bc ? 1 - out.year : out.year;
  const wall = Date.UTC(2000, out.month - 1, out.day, out.hour % 24, out.minute, out.second);
  const wallDays = toDayNumber({ year, month: out.month, day: out.day }) - toDayNumber({ year: 2000, month: out.month, day: out.day });
  return Math.round((wall + wallDays * 86_400_000 - ms) / 60_000);
}

function partsOfUtc(ms: number): LocalDateTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(),
    hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(),
  };
}

/** Whole days from the local date of `a` to `b` (calendar days, not 24-hour periods). */
export function localDayDifference(a: Ymd, b: Ymd): number {
  return toDayNumber(b) - toDayNumber(a);
}
