import { ParleyError } from '../model/index.js';
import type { SampledTrainer } from '../nlu/index.js';
import { DEFAULT_VERSION } from '../model/versions.js';
import { requireVersion } from '../common/sdk-envelope.js';
import { show } from '../model/validate/issues.js';

export interface CompileOptions {
  /**
   * API version date (`YYYY-MM-DD`) whose behaviour the engine reproduces. Default: `DEFAULT_VERSION`
   * (2017-05-26), the behaviour of the unversioned real recordings; pass 2018-07-10 or later for
   * `output.generic` (docs/behaviour/dialog.md, "Default version").
   */
  version?: string;
  /**
   * Where a workspace with many intents trains its linear model (the sampled path), while the compile goes on
   * (entities, dialog) and waits for it at the end: `threadedIntentTrainer()` trains it in a worker thread. The
   * engine starts no thread itself. The engine answers the same with or without it. Default: in process.
   */
  intentTrainer?: SampledTrainer;
}

export interface MessageOptions {
  /** Reference instant (ISO string, epoch ms or Date). When omitted the current time is read. */
  now?: string | number | Date;
  /** IANA zone; else `context.timezone`; else `UTC`. */
  timezone?: string;
  /** Seeds every random choice and the generated `conversation_id` (a finite number counts as its decimal string). */
  seed?: string | number;
  /** As the request flag `nodes_visited_details`. */
  nodesVisitedDetails?: boolean;
  /** Overrides the compile-time version for this call. */
  version?: string;
}

export interface ClassifyOptions {
  now?: string | number | Date;
  timezone?: string;
  version?: string;
}

export function resolveVersion(version: unknown, fallback: string = DEFAULT_VERSION): string {
  if (version === undefined || version === null) return fallback;
  return requireVersion(version);
}

const MAX_DATE_MS = 8.64e15;

/** Reads the reference instant; the only place below `service/` that may read the clock is the default here. */
export function resolveNow(now: MessageOptions['now']): number {
  if (now === undefined || now === null) return Date.now();
  // Only the three documented forms are read: anything else (a symbol, an object without a prototype) must not
  // reach Date.parse, whose string conversion throws a TypeError.
  const ms = now instanceof Date ? now.getTime() : typeof now === 'number' ? now : typeof now === 'string' ? Date.parse(now) : NaN;
  // A Date holds ±8.64e15 ms: past it a finite number is no instant (now() and the turn's dates came out empty).
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) {
    throw ParleyError.invalidRequest(
      [{ code: 'format', message: `Invalid option now: ${show(now)} (expected an ISO string, epoch ms or a Date)`, path: '.now' }],
      'Invalid options',
    );
  }
  return ms;
}

/**
 * The seed of a turn's randomness: a string, or a finite number read as its decimal string (so `42` and `'42'` give the
 * same answers); absent when undefined or null. Anything else is a 400: it would otherwise hash like an empty seed.
 */
export function resolveSeed(seed: unknown): string | undefined {
  if (seed === undefined || seed === null) return undefined;
  if (typeof seed === 'string') return seed;
  if (typeof seed === 'number' && Number.isFinite(seed)) return String(seed);
  throw ParleyError.invalidRequest(
    [{ code: 'type', message: `Invalid option seed: ${show(seed)} (expected a string)`, path: '.seed' }],
    'Invalid options',
  );
}

/**
 * The time zone a request names (option first, then `context.timezone`), or `undefined`. Without one, system
 * entities are read in UTC and echo the zone as `GMT`, as the service's logs show; expressions use `UTC`.
 */
export function resolveTimezone(option: unknown, context: unknown): string | undefined {
  if (typeof option === 'string' && option.trim() !== '') return option;
  if (typeof context === 'object' && context !== null) {
    const tz = (context as { timezone?: unknown }).timezone;
    if (typeof tz === 'string' && tz.trim() !== '') return tz;
  }
  return undefined;
}
