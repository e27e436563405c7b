/**
 * Test helpers: build a matcher from a few entities. Tests use the unguarded match function, so an
 * exception inside matching fails the test instead of being swallowed by compileEntityMatcher.
 */
import type { EntityMatcher } from '../../../src/nlu/entities/index.js';
import { compileMatchFunction } from '../../../src/nlu/entities/matcher.js';
import type { Entity, Intent } from '../../../src/model/index.js';
import type { Diagnostic } from '../../../src/model/diagnostics.js';

export function matcherFor(entities: Entity[], intents: Intent[] = []): { matcher: EntityMatcher; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const matcher = { match: compileMatchFunction({ entities, intents, language: 'en', diagnostics }) };
  return { matcher, diagnostics };
}

/** `entity:value@start-end` keys, in response order. */
export function keys(matcher: EntityMatcher, text: string): string[] {
  return matcher.match(text).map((e) => `${e.entity}:${e.value}@${e.location[0]}-${e.location[1]}`);
}

export function patternEntity(entity: string, value: string, patterns: string[]): Entity {
  return { entity, values: [{ value, type: 'patterns', patterns }] };
}
