/**
 * Contextual entities: a BIO sequence tagger (averaged perceptron, greedy left-to-right decoding)
 * trained at compile time on the intent examples, where `examples[].mentions[]` mark entity spans.
 * It recognizes values that are not listed, in contexts similar to the annotated ones ("weather in
 * Paris" after learning "weather in London"). Only entities that have mentions are tagged.
 *
 * Training is deterministic: examples are shuffled with a fixed seed (createRandom), every epoch.
 * A recognized span's value is the canonical value when its text is one of the entity's values or
 * synonyms, else the text itself. Its confidence is the lowest, over its tokens, of the softmax
 * probability of the chosen label.
 */
import type { Intent } from '../../../model/index.js';
import { createRandom } from '../../../model/random.js';
import { CONTEXT_VALUE_INDEX, MatchKind, type Candidate } from '../candidate.js';
import { KEY_SEP } from '../dictionary/term-index.js';
import type { EntitySource } from '../source.js';
import { tokenize, tokenizeTerm, type Token } from '../tokenize.js';
import { tokenFeatures } from './features.js';
import { AveragedPerceptron, argmax } from './perceptron.js';

/** Training passes over the examples. */
const EPOCHS = 8;
/**
 * Examples without mentions teach the tagger what is not an entity; they are sampled evenly (every
 * k-th one, so deterministically) to at most this many per example with mentions, plus a floor.
 * That bounds compile time on large workspaces and keeps the classes balanced.
 */
const NEGATIVES_PER_POSITIVE = 3;
const MIN_NEGATIVES = 200;

interface Sentence {
  labels: number[];
  /** Features of each token with the gold previous label (fixed during training). */
  features: () => string[][];
}

export interface ContextualTagger {
  readonly model: AveragedPerceptron;
  /** Label names: `O`, then `B-<entity>`, `I-<entity>` per entity with mentions. */
  readonly labels: readonly string[];
  /** label index → workspace entity index (for B/I labels). */
  readonly labelEntity: readonly number[];
  /** entity index → folded term key → value (index, name), to return canonical values. */
  readonly values: ReadonlyMap<number, ReadonlyMap<string, { index: number; name: string }>>;
}

/** Trains the tagger when at least one example mentions a workspace entity; else undefined. */
export function trainContextualTagger(entities: readonly EntitySource[], intents: readonly Intent[]): ContextualTagger | undefined {
  const byName = new Map(entities.map((e) => [e.name, e] as const));
  const found = new Set<EntitySource>();
  for (const intent of intents) {
    for (const ex of Array.isArray(intent?.examples) ? intent.examples : []) {
      for (const m of Array.isArray(ex?.mentions) ? ex.mentions : []) {
        const e = byName.get(m?.entity);
        if (e !== undefined) found.add(e);
      }
    }
  }
  if (found.size === 0) return undefined;
  const mentioned = [...found].sort((a, b) => a.index - b.index);

  const labels = ['O'];
  const labelEntity = [-1];
  const begin = new Map<string, number>();
  for (const e of mentioned) {
    begin.set(e.name, labels.length);
    labels.push(`B-${e.name}`, `I-${e.name}`);
    labelEntity.push(e.index, e.index);
  }

  const positives: Sentence[] = [];
  const negatives: Sentence[] = [];
  for (const intent of intents) {
    for (const ex of Array.isArray(intent?.examples) ? intent.examples : []) {
      if (typeof ex?.text !== 'string') continue;
      const tokens = tokenize(ex.text);
      if (tokens.length === 0) continue;
      const labelsOf = new Array<number>(tokens.length).fill(0);
      for (const m of Array.isArray(ex.mentions) ? ex.mentions : []) {
        const b = begin.get(m?.entity);
        if (b === undefined || !Array.isArray(m.location)) continue;
        const [s, e] = m.location;
        let first = true;
        tokens.forEach((t, i) => {
          if (t.start >= s && t.end <= e && labelsOf[i] === 0) {
            labelsOf[i] = first ? b : b + 1;
            first = false;
          }
        });
      }
      const text = ex.text;
      // Features are computed only for the sentences kept for training (see the sampling below).
      const features = (): string[][] => {
        const raw = tokens.map((t) => text.slice(t.start, t.end));
        return tokens.map((_, i) => tokenFeatures(tokens, raw, i, i > 0 ? labels[labelsOf[i - 1]] : 'O'));
      };
      (labelsOf.some((l) => l !== 0) ? positives : negatives).push({ labels: labelsOf, features });
    }
  }
  const maxNegatives = Math.max(MIN_NEGATIVES, NEGATIVES_PER_POSITIVE * positives.length);
  const step = Math.max(1, negatives.length / maxNegatives);
  const kept = [...positives];
  for (let k = 0; k < negatives.length && kept.length - positives.length < maxNegatives; k += step) {
    kept.push(negatives[Math.floor(k)]);
  }
  const sentences = kept.map((s) => ({ labels: s.labels, features: s.features() }));

  const model = new AveragedPerceptron(labels.length);
  const random = createRandom('parley/entities/contextual');
  const order = sentences.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const s = sentences[k];
      for (let i = 0; i < s.labels.length; i++) {
        model.update(s.features[i], s.labels[i], model.predict(s.features[i]));
      }
    }
  }
  model.average();

  const values = new Map<number, Map<string, { index: number; name: string }>>();
  for (const e of mentioned) {
    const map = new Map<string, { index: number; name: string }>();
    for (const v of e.values) {
      for (const term of v.terms) {
        const key = tokenizeTerm(term).map((t) => t.fold).join(KEY_SEP);
        if (!map.has(key)) map.set(key, { index: v.index, name: v.name });
      }
    }
    values.set(e.index, map);
  }
  return { model, labels, labelEntity, values };
}

/** Appends the spans the tagger recognizes in `tokens` (of `text`). */
export function matchContextual(tagger: ContextualTagger, text: string, tokens: readonly Token[], out: Candidate[]): void {
  if (tokens.length === 0) return;
  const raw = tokens.map((t) => text.slice(t.start, t.end));
  let prev = 'O';
  let open: { entity: number; first: number; last: number; confidence: number } | undefined;
  const close = (): void => {
    if (open === undefined) return;
    out.push(toCandidate(tagger, text, tokens, open.entity, open.first, open.last, open.confidence));
    open = undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    const scores = tagger.model.scores(tokenFeatures(tokens, raw, i, prev));
    let label = argmax(scores);
    const name = tagger.labels[label];
    // An I- label that does not continue a span of the same entity starts one.
    if (name.startsWith('I-') && !(open !== undefined && tagger.labelEntity[label] === open.entity)) label -= 1;
    const probability = softmaxAt(scores, argmax(scores));
    if (label === 0 || tagger.labels[label].startsWith('B-')) close();
    if (label !== 0) {
      if (open === undefined) open = { entity: tagger.labelEntity[label], first: i, last: i, confidence: probability };
      else {
        open.last = i;
        open.confidence = Math.min(open.confidence, probability);
      }
    }
    prev = tagger.labels[label];
  }
  close();
}

function toCandidate(
  tagger: ContextualTagger,
  text: string,
  tokens: readonly Token[],
  entity: number,
  first: number,
  last: number,
  confidence: number,
): Candidate {
  const key = tokens
    .slice(first, last + 1)
    .map((t) => t.fold)
    .join(KEY_SEP);
  const listed = tagger.values.get(entity)?.get(key);
  const start = tokens[first].start;
  const end = tokens[last].end;
  return {
    entityIndex: entity,
    valueIndex: listed?.index ?? CONTEXT_VALUE_INDEX,
    value: listed?.name ?? text.slice(start, end),
    start,
    end,
    confidence: Math.round(confidence * 1000) / 1000,
    kind: MatchKind.Context,
  };
}

function softmaxAt(scores: Float64Array, index: number): number {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (const s of scores) sum += Math.exp(s - max);
  return Math.exp(scores[index] - max) / sum;
}
