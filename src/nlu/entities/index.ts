/**
 * Dictionary, pattern, fuzzy and contextual entities. STUB: the entities work package replaces this
 * implementation (keep the exported signatures; add to them freely). System entities (`sys-*`) are
 * not matched here: see ../sysent.
 */
import type { Entity, Intent, RuntimeEntity } from '../../model/index.js';
import type { Diagnostic } from '../../model/diagnostics.js';

export interface EntityMatcherInput {
  entities: readonly Entity[];
  /** For contextual entities: the mentions annotated in the intents' examples. */
  intents: readonly Intent[];
  language: string;
  /** Compile warnings (e.g. a pattern rejected as unsafe) go here, with their JSON paths. */
  diagnostics: Diagnostic[];
}

export interface EntityMatcher {
  /** Mentions in `text`, ordered by start offset (ties in workspace order). Never throws. */
  match(text: string): RuntimeEntity[];
}

export function compileEntityMatcher(_input: EntityMatcherInput): EntityMatcher {
  return { match: () => [] };
}
