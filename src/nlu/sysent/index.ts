/**
 * System entities (`sys-number`, `sys-percentage`, `sys-currency`, `sys-date`, `sys-time`, the beta
 * `sys-person` / `sys-location`): which recognizers
 * run for a workspace, how their mentions merge, and the overlap rules of the service.
 *
 * - A system entity runs when the workspace has an entity named after it (`NormalizedWorkspace.system_entities`).
 *   `sys-location` and `sys-person` (English beta, ignored by the service since 15 Jul 2020) run only with the
 *   legacy entities and a version before `behaviour('betaPersonLocation')` ends; otherwise they produce nothing.
 * - New system entities (`system_settings.system_entities.enabled`): `interpretation`, ranges with roles, and a
 *   number inside a currency, percentage, date or time mention is not also a `@sys-number`. Otherwise (legacy)
 *   the overlapping numbers are returned as well.
 * - Versions with `behaviour('entityMetadata')` also get the legacy `metadata` object.
 */
import type { RuntimeEntity } from '../../model/index.js';
import { behaviour } from '../../model/versions.js';
import type { SystemEntityContext } from './context.js';
import { byStartThenEnd, mergeMentions } from './merge.js';
import { RECOGNIZERS, type RecognizerRun, type SystemRecognizer } from './recognizers.js';
import { REFINERS, type Found } from './refiners.js';

export type { SystemEntityContext } from './context.js';
export { numericEntity } from './numeric-entity.js';
export { RECOGNIZERS, dateTimeRecognizer, type SystemRecognizer } from './recognizers.js';
export { REFINERS, type Refiner } from './refiners.js';
export { byStart, byStartThenEnd, mergeMentions, type MentionOrder } from './merge.js';

export interface SystemEntityConfig {
  /** The enabled system entity names, e.g. `['sys-number', 'sys-date']`. */
  enabled: readonly string[];
  /** `system_settings.system_entities.enabled`: the new system entities (interpretation, roles, ...). */
  newSystemEntities: boolean;
  /** The recognizer table, in tie-winning order; `RECOGNIZERS` unless a caller replaces one (a test's stand-in). */
  recognizers?: readonly SystemRecognizer[];
}

export interface SystemEntityRecognizer {
  /** Mentions of the enabled system entities, ordered by start offset. Never throws. */
  recognize(text: string, context: SystemEntityContext): RuntimeEntity[];
}

/** Compiles the system-entity layer for one workspace: the recognizers it needs, then the refiners. */
export function compileSystemEntities(config: SystemEntityConfig): SystemEntityRecognizer {
  const enabled: ReadonlySet<string> = new Set(config.enabled);
  const active = (config.recognizers ?? RECOGNIZERS).filter(
    (r) => r.serves.some((entity) => enabled.has(entity)) && !(r.legacyOnly === true && config.newSystemEntities),
  );
  if (active.length === 0) return { recognize: () => [] };
  const newSystemEntities = config.newSystemEntities;

  return {
    recognize(text: string, context: SystemEntityContext): RuntimeEntity[] {
      if (typeof text !== 'string' || text.length === 0) return [];
      const legacyMetadata = typeof context?.version === 'string' && behaviour('entityMetadata', context.version);
      const run: RecognizerRun = { context, enabled, newSystemEntities, legacyMetadata };
      let found: Found = new Map(active.map((r) => [r.tag, safely(r, text, run)]));
      for (const refiner of REFINERS) found = refiner.refine(found, run);
      let merged: RuntimeEntity[] = [];
      for (const r of active) merged = mergeMentions(merged, found.get(r.tag) ?? [], byStartThenEnd);
      return merged;
    },
  };
}

/** A recognizer's mentions; a failure is traced (opt-in) and yields none, so a turn never breaks here. */
function safely(recognizer: SystemRecognizer, text: string, run: RecognizerRun): readonly RuntimeEntity[] {
  try {
    const out = recognizer.recognize(text, run);
    return Array.isArray(out) ? out : [];
  } catch (error) {
    run.context.debug?.(() => `${recognizer.tag} failed on ${JSON.stringify(text.slice(0, 80))}: ${String(error)}`);
    return [];
  }
}
