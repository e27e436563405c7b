/**
 * Natural-language understanding for one workspace: intents, dictionary/pattern/contextual entities
 * and system entities, compiled once and read per message.
 */
import type { Diagnostic, MessageInput, NormalizedWorkspace, RuntimeEntity, RuntimeIntent } from '../model/index.js';
import { compileSpeller, spellingMode, type Speller } from './spelling/index.js';
import { trainIntentClassifier, type IntentClassifier, type SampledTrainer } from './intents/index.js';
import { compileEntityMatcher, type EntityMatcher } from './entities/index.js';
import { compileOffTopicDetector, type OffTopicDetector } from './offtopic/index.js';
import {
  byStart,
  compileSystemEntities,
  mergeMentions,
  type SystemEntityContext,
  type SystemEntityRecognizer,
} from './sysent/index.js';

export { runSampledJob, type SampledJob, type SampledModel, type SampledTrainer } from './intents/index.js';

export interface CompiledNlu {
  readonly intents: IntentClassifier;
  readonly entities: EntityMatcher;
  readonly systemEntities: SystemEntityRecognizer;
  /** Enhanced irrelevance detection, built only when `system_settings.off_topic.enabled` is true. */
  readonly offTopic?: OffTopicDetector;
  /** The workspace's speller (English only): built at compile time when the workspace turns spelling on,
   *  else on the first message that asks for it (the same speller either way). */
  speller(): Speller | undefined;
  readonly workspace: NormalizedWorkspace;
}

export interface NluResult {
  /** Every intent, sorted by descending confidence. */
  intents: RuntimeIntent[];
  /** Every entity mention, ordered by start offset. */
  entities: RuntimeEntity[];
}

/**
 * The workspace's intent classifier, as compileNlu trains it (reads intents, counterexamples, entities, settings);
 * with `trainer`, its sampled linear model trains there (`IntentClassifier.settle` waits for it).
 */
export function trainWorkspaceIntents(ws: NormalizedWorkspace, trainer?: SampledTrainer): IntentClassifier {
  return trainIntentClassifier({
    intents: ws.intents,
    counterexamples: ws.counterexamples,
    language: ws.language,
    offTopic: ws.system_settings.off_topic?.enabled === true,
    entities: ws.entities,
  }, undefined, trainer);
}

/** `intents`: the classifier trainWorkspaceIntents(ws) returned, when the caller trained it first. */
export function compileNlu(ws: NormalizedWorkspace, diagnostics: Diagnostic[], intents?: IntentClassifier): CompiledNlu {
  let speller: Speller | undefined | null = null;
  const buildSpeller = () => {
    if (speller === null) speller = compileSpeller({ language: ws.language, vocabulary: workspaceVocabulary(ws) });
    return speller;
  };
  const settings = ws.system_settings;
  if (settings.spelling_suggestions === true || settings.spelling_auto_correct === true) buildSpeller();
  return {
    workspace: ws,
    speller: buildSpeller,
    intents: intents ?? trainWorkspaceIntents(ws),
    entities: compileEntityMatcher({
      // Unfiltered: the matcher skips `sys-*` itself and keeps workspace indexes for diagnostic paths.
      entities: ws.entities,
      intents: ws.intents,
      language: ws.language,
      diagnostics,
    }),
    systemEntities: compileSystemEntities({
      enabled: ws.system_entities,
      newSystemEntities: ws.system_settings.system_entities?.enabled === true,
    }),
    ...(settings.off_topic?.enabled === true
      ? { offTopic: compileOffTopicDetector({ texts: workspaceVocabulary(ws), language: ws.language }) }
      : {}),
  };
}

/** Every intent, sorted by descending confidence; scaled down for off-topic input when the workspace asks. */
export function detectIntents(nlu: CompiledNlu, text: string): RuntimeIntent[] {
  const intents = nlu.intents.classify(text);
  return nlu.offTopic ? nlu.offTopic.adjust(text, intents) : intents;
}

/** Workspace entities and system entities merged by start offset; workspace entities first on ties. */
export function detectEntities(nlu: CompiledNlu, text: string, context: SystemEntityContext): RuntimeEntity[] {
  return mergeMentions(nlu.entities.match(text), nlu.systemEntities.recognize(text, context), byStart);
}

function* workspaceVocabulary(ws: NormalizedWorkspace): Iterable<string> {
  for (const intent of ws.intents) for (const example of intent.examples ?? []) yield example.text;
  for (const entity of ws.entities) {
    for (const value of entity.values ?? []) {
      if (value.type === 'patterns') continue;
      yield value.value;
      yield* value.synonyms ?? [];
    }
  }
}

export interface SpellingResult {
  /** The text NLU and the dialog see. */
  text: string;
  /** The response's `input`: corrected text with `original_text`, or `suggested_text`, or unchanged. */
  input: MessageInput;
}

/**
 * Spelling correction for one message, as the request and the workspace settings ask: suggestions go to
 * `input.suggested_text`; auto-correct replaces `input.text` and keeps the typed text in `original_text`.
 * Entity mentions that already match are never corrected.
 */
export function applySpelling(nlu: CompiledNlu, input: MessageInput | undefined): SpellingResult {
  const original = typeof input?.text === 'string' ? input.text : '';
  const unchanged: SpellingResult = { text: original, input: { ...(input ?? {}) } };
  const mode = spellingMode(nlu.workspace.system_settings, input);
  if (mode === 'off' || original.trim() === '') return unchanged;
  const speller = nlu.speller();
  if (!speller) return unchanged;
  const mentions = nlu.entities.match(original).map((e) => e.location);
  const correction = speller.correct(original, mentions);
  if (!correction.changed) return unchanged;
  if (mode === 'suggest') return { text: original, input: { ...input, suggested_text: correction.text } };
  return { text: correction.text, input: { ...input, text: correction.text, original_text: original } };
}
