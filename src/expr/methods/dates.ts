/**
 * Date/time methods on date strings (§5.5): comparisons, `reformatDateTime`, `plus*`/`minus*`, and the
 * global `now()`/`today()` in the environment's time zone.
 */
import { intArg, stringArg } from '../coerce.js';
import {
  formatSimpleDate, formatWall, offsetMinutes, parseWallClock, plus, requireWallClock, wallAt, wallToMs, type WallClock,
} from '../datetime.js';
import type { State } from '../env.js';
import { fail } from '../failure.js';
import { DateValue, type Value } from '../values.js';
import { arity, table, type Method } from './table.js';

function operand(v: Value, method: string): WallClock {
  if (v instanceof DateValue) {
    const d = new Date(v.epochMs);
    return { kind: 'datetime', year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
  }
  return requireWallClock(stringArg(v, method), method);
}

/** Compares two date/time values: time vs date fails (the service logs an exception and answers false). */
function compareWall(a: WallClock, b: WallClock, method: string): number {
  if (a.kind === 'time' && b.kind !== 'time') {
    return fail(`EL1072E: Method ${method} failed: cannot compare a time with a ${b.kind === 'date' ? 'date' : 'date and time'}`);
  }
  if (a.kind !== 'time' && b.kind === 'time') {
    if (a.kind === 'date') return fail(`EL1072E: Method ${method} failed: cannot compare a date with a time`);
    const ta = a.hour * 3600 + a.minute * 60 + a.second;
    const tb = b.hour * 3600 + b.minute * 60 + b.second;
    return ta - tb;
  }
  return wallToMs(a) - wallToMs(b);
}

function comparison(name: string, test: (c: number) => boolean): Method<string> {
  return (self, args) => {
    arity(name, self, args, 1);
    return test(compareWall(requireWallClock(self, name), operand(args[0], name), name));
  };
}

function shift(name: string, unit: Parameters<typeof plus>[1], sign: 1 | -1): Method<string> {
  return (self, args) => {
    arity(name, self, args, 1);
    return formatWall(plus(requireWallClock(self, name), unit, sign * intArg(args[0], name)));
  };
}

/** Date/time methods of date strings. */
export const dateMethods = table<string>({
  after: comparison('after', (c) => c > 0),
  before: comparison('before', (c) => c < 0),
  sameMoment: comparison('sameMoment', (c) => c === 0),
  sameOrAfter: comparison('sameOrAfter', (c) => c >= 0),
  sameOrBefore: comparison('sameOrBefore', (c) => c <= 0),
  reformatDateTime(self, args) {
    arity('reformatDateTime', self, args, 1);
    return formatSimpleDate(requireWallClock(self, 'reformatDateTime'), stringArg(args[0], 'reformatDateTime'));
  },
  plusYears: shift('plusYears', 'years', 1),
  plusMonths: shift('plusMonths', 'months', 1),
  plusDays: shift('plusDays', 'days', 1),
  plusHours: shift('plusHours', 'hours', 1),
  plusMinutes: shift('plusMinutes', 'minutes', 1),
  plusSeconds: shift('plusSeconds', 'seconds', 1),
  minusYears: shift('minusYears', 'years', -1),
  minusMonths: shift('minusMonths', 'months', -1),
  minusDays: shift('minusDays', 'days', -1),
  minusHours: shift('minusHours', 'hours', -1),
  minusMinutes: shift('minusMinutes', 'minutes', -1),
  minusSeconds: shift('minusSeconds', 'seconds', -1),
});

/** True when the string reads as a date/time (so date methods apply). */
export function isDateString(v: string): boolean {
  return parseWallClock(v) !== null;
}

/** `now()` → `yyyy-MM-dd HH:mm:ss`; `now(tz)` → `yyyy-MM-dd HH:mm:ss 'GMT'XXX` in that zone. */
export function now(args: readonly Value[], s: State): string {
  if (args.length === 0) return formatWall(wallAt(s.env.now, s.env.timezone));
  const zone = stringArg(args[0], 'now');
  const w = wallAt(s.env.now, zone);
  const off = offsetMinutes(s.env.now, zone);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const xxx = off === 0 ? 'Z' : `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${formatWall(w)} GMT${xxx}`;
}

/** `today()` → `yyyy-MM-dd`. */
export function today(s: State): string {
  return formatWall({ ...wallAt(s.env.now, s.env.timezone), kind: 'date' });
}
