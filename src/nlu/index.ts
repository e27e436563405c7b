/**
 * Natural-language understanding for one workspace: intents, dictionary/pattern/contextual entities
 * and system entities, compiled once and read per message.
 */
import type { Diagnostic, NormalizedWorkspace, RuntimeEntity, RuntimeIntent } from '../model/index.js';
import { trainIntentClassifier, type IntentClassifier } from './intents/index.js';
import { compileEntityMatcher, type EntityMatcher } from './entities/index.js';
import {
  compileSystemEntities,
  type SystemEntityContext,
  type SystemEntityRecognizer,
} from './sysent/index.js';

export interface CompiledNlu {
  readonly intents: IntentClassifier;
  readonly entities: EntityMatcher;
  readonly systemEntities: SystemEntityRecognizer;
}

export interface NluResult {
  /** Every intent, sorted by descending confidence. */
  intents: RuntimeIntent[];
  /** Every entity mention, ordered by start offset. */
  entities: RuntimeEntity[];
}

export function compileNlu(ws: NormalizedWorkspace, diagnostics: Diagnostic[]): CompiledNlu {
  return {
    intents: trainIntentClassifier({
      intents: ws.intents,
      counterexamples: ws.counterexamples,
      language: ws.language,
      offTopic: ws.system_settings.off_topic?.enabled === true,
    }),
    entities: compileEntityMatcher({
      entities: ws.entities.filter((e) => !e.entity.startsWith('sys-')),
      intents: ws.intents,
      language: ws.language,
      diagnostics,
    }),
    systemEntities: compileSystemEntities({
      enabled: ws.system_entities,
      newSystemEntities: ws.system_settings.system_entities?.enabled === true,
    }),
  };
}

export function detectIntents(nlu: CompiledNlu, text: string): RuntimeIntent[] {
  return nlu.intents.classify(text);
}

/** Workspace entities and system entities merged by start offset; workspace entities first on ties. */
export function detectEntities(nlu: CompiledNlu, text: string, context: SystemEntityContext): RuntimeEntity[] {
  const own = nlu.entities.match(text);
  const sys = nlu.systemEntities.recognize(text, context);
  if (sys.length === 0) return own;
  if (own.length === 0) return sys;
  const merged: RuntimeEntity[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length || j < sys.length) {
    if (j >= sys.length || (i < own.length && own[i].location[0] <= sys[j].location[0])) merged.push(own[i++]);
    else merged.push(sys[j++]);
  }
  return merged;
}
