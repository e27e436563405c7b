/**
 * Dictionary, pattern, fuzzy and contextual entities. System entities (`sys-*`) are not matched
 * here: see ../sysent. Everything heavy (indexes, regex translation and safety checks, the contextual
 * tagger's training) happens in `compileEntityMatcher`; `match` only reads immutable structures.
 *
 * Locations are [start, end) offsets into the original text in UTF-16 code units, as the service
 * returns them (and as `String.prototype.slice` takes them).
 */
import type { RuntimeEntity } from '../../model/index.js';
import { compileMatchFunction } from './matcher.js';

export type { EntityMatcherInput } from './input.js';
import type { EntityMatcherInput } from './input.js';

export interface EntityMatcher {
  /** Mentions in `text`, ordered by start offset (ties in workspace order). Never throws. */
  match(text: string): RuntimeEntity[];
}

export { MAX_INPUT_LENGTH } from './matcher.js';

/** Compiles the workspace's non-system entities into a matcher. */
export function compileEntityMatcher(input: EntityMatcherInput): EntityMatcher {
  const match = compileMatchFunction(input);
  return {
    match(text: string): RuntimeEntity[] {
      try {
        return match(text);
      } catch {
        // Defensive: matching must never break a turn. The property tests run the unguarded
        // function (matcher.ts) so that a bug cannot hide here.
        return [];
      }
    },
  };
}
