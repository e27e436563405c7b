/**
 * System entities (`sys-number`, `sys-percentage`, `sys-currency`, `sys-date`, `sys-time`).
 * STUB: the system-entities work package replaces this implementation (keep the exported signatures;
 * add to them freely).
 */
import type { RuntimeEntity } from '../../model/index.js';

export interface SystemEntityConfig {
  /** The enabled system entity names, e.g. `['sys-number', 'sys-date']`. */
  enabled: readonly string[];
  /** `system_settings.system_entities.enabled`: the new system entities (interpretation, roles, ...). */
  newSystemEntities: boolean;
}

export interface SystemEntityContext {
  /** Reference instant, epoch milliseconds. */
  now: number;
  /** IANA time zone (already resolved from options / context.timezone; default `UTC`). */
  timezone: string;
  /** API version date `YYYY-MM-DD`: before 2021-06-14 the legacy `metadata` object is returned. */
  version: string;
}

export interface SystemEntityRecognizer {
  /** Mentions of the enabled system entities, ordered by start offset. Never throws. */
  recognize(text: string, context: SystemEntityContext): RuntimeEntity[];
}

export function compileSystemEntities(_config: SystemEntityConfig): SystemEntityRecognizer {
  return { recognize: () => [] };
}
