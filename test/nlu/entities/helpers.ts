/** Test helpers: build a matcher from a few entities. */
import { compileEntityMatcher, type EntityMatcher } from '../../../src/nlu/entities/index.js';
import type { Entity, Intent } from '../../../src/model/index.js';
import type { Diagnostic } from '../../../src/model/diagnostics.js';

export function matcherFor(entities: Entity[], intents: Intent[] = []): { matcher: EntityMatcher; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const matcher = compileEntityMatcher({ entities, intents, language: 'en', diagnostics });
  return { matcher, diagnostics };
}

/** `entity:value@start-end` keys, in response order. */
export function keys(matcher: EntityMatcher, text: string): string[] {
  return matcher.match(text).map((e) => `${e.entity}:${e.value}@${e.location[0]}-${e.location[1]}`);
}

export function patternEntity(entity: string, value: string, patterns: string[]): Entity {
  return { entity, values: [{ value, type: 'patterns', patterns }] };
}
