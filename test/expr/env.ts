/** Test helper: an evaluation environment with defaults. */
import type { JsonObject, RuntimeEntity, RuntimeIntent } from '../../src/model/index.js';
import { createEffects, type EvalEnv } from '../../src/expr/index.js';
import { createRandom } from '../../src/model/random.js';

export interface EnvSpec {
  context?: JsonObject;
  input?: string;
  intents?: RuntimeIntent[];
  entities?: RuntimeEntity[];
  output?: JsonObject;
  now?: string;
  timezone?: string;
  version?: string;
  flags?: Record<string, boolean>;
  event?: JsonObject;
}

/** Builds an environment (default now = 2021-06-14T10:00:00Z, UTC, version 2020-04-01). */
export function makeEnv(spec: EnvSpec = {}): EvalEnv {
  return {
    context: spec.context ?? {},
    input: { text: spec.input ?? '' },
    intents: spec.intents ?? [],
    entities: spec.entities ?? [],
    output: spec.output ?? {},
    now: Date.parse(spec.now ?? '2021-06-14T10:00:00Z'),
    timezone: spec.timezone ?? 'UTC',
    random: createRandom('test'),
    version: spec.version ?? '2020-04-01',
    flags: spec.flags ?? {},
    ...(spec.event ? { event: spec.event } : {}),
    effects: createEffects(),
  };
}

/** A mention of `entity` with `value` found at `literal` inside `text`. */
export function mention(entity: string, value: string, text: string, literal = value, extra: Partial<RuntimeEntity> = {}): RuntimeEntity {
  const start = text.indexOf(literal);
  return { entity, location: [start, start + literal.length], value, confidence: 1, ...extra };
}
