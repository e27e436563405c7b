/** The reference instant as seen in the request's zone. */
import type { Hms, Ymd } from './calendar.js';
import type { Zone } from './zone.js';

export interface Reference {
  readonly nowMs: number;
  readonly zone: Zone;
  readonly today: Ymd;
  readonly time: Hms;
}

export function makeReference(nowMs: number, zone: Zone): Reference {
  const p = zone.localParts(nowMs);
  return {
    nowMs,
    zone,
    today: { year: p.year, month: p.month, day: p.day },
    time: { hour: p.hour, minute: p.minute, second: p.second },
  };
}
