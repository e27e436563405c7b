/**
 * A length written in two clock units, the larger first: "3 minutes 40 seconds", "2 hours 15 minutes", "1 day 6 hours"
 * (a song's running time, a call's or a job's length). It is one length, as "3:40" would be, and one Duration: read as
 * two it gave "3 minutes" and "40 seconds" (set 68's "4 minutes 12 seconds", issue 18, h90at). Only units a clock counts
 * exactly (seconds to days), and only a blank between: "2 hours and 30 minutes" and "3 months 10 days" keep their
 * readings (a calendar month has no fixed number of days).
 */
import type { Duration } from './duration.js';

/** Seconds in each clock unit; a unit absent from it (weeks, months, years) is never joined. */
const SECONDS_IN: Partial<Record<Duration['unit'], number>> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };
/** Only blanks between the two lengths, at most three. */
const BLANKS = /^[ \t]{1,3}$/;

/** `durations` (ordered, non-overlapping) with every pair of clock lengths written back to back joined into one. */
export function joinClockLengths(text: string, durations: readonly Duration[]): Duration[] {
  const out: Duration[] = [];
  for (const d of durations) {
    const last = out[out.length - 1];
    const joined = last ? joinTwo(text, last, d) : undefined;
    if (joined) out[out.length - 1] = joined;
    else out.push(d);
  }
  return out;
}

function joinTwo(text: string, first: Duration, second: Duration): Duration | undefined {
  const big = SECONDS_IN[first.unit];
  const small = SECONDS_IN[second.unit];
  if (big === undefined || small === undefined || big <= small) return undefined;
  if (first.count === undefined || second.count === undefined || !BLANKS.test(text.slice(first.end, second.begin))) return undefined;
  // The second must start at its own figure: "2 hours within 30 minutes" bounds the second, it is no part of the first.
  if (!/^\d|^[a-z]/i.test(text.slice(second.begin)) || /^(?:within|less|more|at|up)\b/i.test(text.slice(second.begin))) return undefined;
  const count = (first.count * big) / small + second.count;
  return { begin: first.begin, end: second.end, count, unit: second.unit, days: Math.round(((count * small) / 86400) * 1000) / 1000 };
}
