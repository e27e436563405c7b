/**
 * `@sys-date` and `@sys-time`. STUB CONTRACT: the date/time work package replaces the implementation;
 * `../index.ts` calls it. Add to the signatures freely.
 */
import type { RuntimeEntity } from '../../../model/index.js';

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

/** Date and time mentions in `text`, ordered by start offset. Never throws. */
export function recognizeDateTimes(_text: string, _request: DateTimeRequest): RuntimeEntity[] {
  return [];
}
