/**
 * The trained intent model: a linear model (relative evidence between intents), nearest training
 * examples (absolute similarity, counterexamples) and exact matches, combined into one independent
 * confidence per intent.
 */
import { tokenize, type Token } from '../text/index.js';
import { isSampled, keepTopScores, trainLinearDeferred, scoreLinear, type DenseInputs, type LinearModel } from './linear.js';
import type { SampledTrainer } from './sampled.js';
import { buildNeighbourIndex, nearestByClass, nearestInClass, type NeighbourIndex } from './neighbours.js';
import { NeighbourExpansion } from './expansion.js';
import { WordAlignment } from './alignment.js';
import { NaiveBayes } from './bayes.js';
import { permuteLogits, topClasses } from './vote.js';
import { meaningMass, meaningWeight, supportShare } from './evidence.js';
import type { ClassifierOptions } from './options.js';
import { WordProjections } from './projection.js';
import { SemanticFeatures } from './semantic.js';
import { Vectorizer, type SparseVector, type VectorizerOptions } from './vectorizer.js';
import { commonDirection, englishWordVectors } from '../vectors/word-vectors.js';
import { dot } from '../vectors/dot.js';
import { englishWordProjection } from '../vectors/word-projection.js';
import { englishWordClusters } from '../vectors/word-clusters.js';

export interface TrainingSet {
  /** Per intent (workspace order), its example texts. */
  readonly examples: readonly (readonly string[])[];
  readonly counterexamples: readonly string[];
  /**
   * Per intent, extra training texts (entity variants of its examples, `augment.ts`): trained on like examples
   * but not exact matches (an input equal to one is not the user's own example).
   */
  readonly variants?: readonly (readonly string[])[];
}

/**
 * Characters of an input the classifier reads: the service accepts at most 2,048; longer text (through
 * `engine.classify`) is classified on its beginning so that its cost stays bounded.
 */
export const MAX_TEXT = 8192;

/** Marks an exact match shared by several intents, or by an intent and a counterexample. */
const AMBIGUOUS = -2;
/** Label of counterexamples in the exact-match table. */
const COUNTEREXAMPLE = -1;

/** The exact-match key of a text: its folded words joined by one space. */
export function exactKey(text: string | readonly Token[]): string {
  return (typeof text === 'string' ? tokenize(text) : text).map((t) => t.norm).join(' ');
}

export class IntentModel {
  private readonly z: Float64Array;
  private readonly near: Float64Array;
  private readonly top: Float64Array;
  private readonly meaning: Float64Array;
  /** The linear model's word-vector block, scored per word (with `dense`). */
  private readonly projections: WordProjections | null;
  /** The linear model, once `pending` (training elsewhere, see `settle`) has given it. */
  private trained: LinearModel | null;
  private pending: (() => LinearModel) | null;

  private constructor(
    /** Number of intents (classes 0..intents-1; class `intents` is the counterexample class when present). */
    readonly intents: number,
    private readonly vectorizer: Vectorizer | null,
    linear: LinearModel | (() => LinearModel) | null,
    private readonly neighbours: NeighbourIndex | null,
    private readonly exact: ReadonlyMap<string, number>,
    private readonly options: ClassifierOptions,
    private readonly semantic: SemanticFeatures | null = null,
    /** The examples' mean word vectors, grouped by class (with `semantic`). */
    private readonly examples: ExampleVectors | null = null,
    /** The linear model reads the mean word vector as features (`semantic.offset` onwards). */
    dense = false,
    /** Unseen words of an input also activate their nearest training words (`expansion.ts`). */
    private readonly expansion: NeighbourExpansion | null = null,
    private readonly alignment: WordAlignment | null = null,
    /** The nearest-example vote (`vote.ts`) is on for this workspace. */
    private readonly voting = false,
    /** Naive Bayes re-ranking of the linear model's top intents (`bayes.ts`). */
    private readonly bayes: NaiveBayes | null = null,
  ) {
    this.meaning = new Float64Array(semantic?.size ?? 0);
    // A pending model is a sampled one (`trainLinearDeferred`): no dense block, one class per label.
    this.pending = typeof linear === 'function' ? linear : null;
    this.trained = typeof linear === 'function' ? null : linear;
    const classes = this.trained?.classes ?? (this.pending !== null ? (neighbours?.classes ?? intents) : intents);
    this.z = new Float64Array(classes);
    this.near = new Float64Array(classes);
    this.top = new Float64Array(options.linear.scoredClasses ?? 0);
    const block = dense ? this.trained?.dense : undefined;
    this.projections = semantic !== null && block ? new WordProjections(block, classes, semantic.table, semantic.weight) : null;
  }

  /** The linear model (waiting for it when it trains elsewhere). */
  private get linear(): LinearModel | null {
    if (this.pending !== null) this.settle();
    return this.trained;
  }

  /** Waits for the linear model when it trains elsewhere (`trainer` of `train`); a no-op otherwise. */
  settle(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.trained = pending();
    this.pending = null;
  }

  /**
   * Train on the examples; deterministic: the same set and options give bit-identical confidences. With `trainer`,
   * the sampled path's linear model trains there (another thread) while the caller goes on; `settle` waits for it.
   */
  static train(set: TrainingSet, options: ClassifierOptions, trainer?: SampledTrainer): IntentModel {
    // Each text tokenized once, for the exact-match table, the vectorizer and the word vectors.
    const texts: (readonly Token[])[] = [];
    const labels: number[] = [];
    /** Indices (into `texts`) of the entity variants: trained at `entityVariantWeight`. */
    const variantAt: number[] = [];
    const exact = new Map<string, number>();
    const remember = (text: readonly Token[], label: number): void => {
      const key = exactKey(text);
      if (key === '') return;
      const seen = exact.get(key);
      exact.set(key, seen === undefined || seen === label ? label : AMBIGUOUS);
    };
    set.examples.forEach((examples, intent) => {
      for (const text of examples) {
        const tokens = tokenize(text);
        texts.push(tokens);
        labels.push(intent);
        remember(tokens, intent);
      }
      // Right after the intent's own examples: the neighbour index expects each class's texts together.
      for (const text of set.variants?.[intent] ?? []) {
        variantAt.push(texts.length);
        texts.push(tokenize(text));
        labels.push(intent);
      }
    });
    const intents = set.examples.length;
    const hasCounter = set.counterexamples.length > 0;
    for (const text of set.counterexamples) {
      const tokens = tokenize(text);
      texts.push(tokens);
      labels.push(intents);
      remember(tokens, COUNTEREXAMPLE);
    }
    if (texts.length === 0) return new IntentModel(intents, null, null, null, exact, options);
    const classes = intents + (hasCounter ? 1 : 0);
    const { vectorizer, vectors } = Vectorizer.fit(texts, withMood(withStopWordWeight(options.vectorizer, texts.length), texts.length, classes));
    // Above `sampledAbove` classes the index also chooses the training candidates (`sampled.ts`), where the frequent
    // features would dominate its cost; below, it only serves the confidences, whose similarity is then exact.
    const sampledPath = isSampled(classes, options.linear);
    // Variants are nearest examples too: an input naming another value of the entity is as close to its intent.
    const neighbours = buildNeighbourIndex(vectors, labels, classes, vectorizer.size, sampledPath ? options.maxPostings : (options.densePostings ?? Infinity));
    // The sampled path's model reads only the vectors, labels and neighbours (no dense block, every text at weight 1):
    // with a trainer, it is handed over now and trains during everything below.
    const pending = trainer !== undefined && isSampled(classes, options.linear);
    const early = pending ? trainLinearDeferred(vectors, labels, classes, vectorizer.size, options.linear, neighbours, undefined, undefined, trainer) : null;
    const semantic = options.embedding !== null ? new SemanticFeatures(englishWordVectors(), options.embedding.weight, vectorizer.size) : null;
    // The dense features pay off where the examples are few; with many, the words have been seen and the
    // dense rows would only add training time (see `EmbeddingOptions.denseUpTo`).
    // Not on the sampled path either (above `sampledAbove` classes): there every example's 100 dense features
    // would touch all its candidate classes' rows, and the largest workspaces would train 3 times longer.
    const sampled = options.linear.sampledAbove !== undefined && classes > options.linear.sampledAbove;
    const dense = semantic !== null && !sampled && texts.length <= options.embedding!.denseUpTo * classes;
    const features = vectorizer.size + (dense ? semantic.size : 0);
    let examples: ExampleVectors | null = null;
    let block: DenseInputs | undefined;
    if (semantic !== null) {
      const dims = semantic.size;
      const matrix = new Float32Array(texts.length * dims);
      // The linear model's dense block: the weighted mean vector, as Float32 features, shrunk for texts whose
      // meaning rests on few words (`EmbeddingOptions.shrinkWords`).
      const { shrinkWords } = options.embedding!;
      const values = new Float32Array(dense ? texts.length * dims : 0);
      const present = new Uint8Array(dense ? texts.length : 0);
      texts.forEach((tokens, i) => {
        const e = semantic.embed(tokens);
        matrix.set(e, i * dims);
        if (dense && !isZero(e)) {
          present[i] = 1;
          const f = meaningWeight(meaningMass(tokens, englishWordVectors()), shrinkWords);
          for (let d = 0; d < dims; d++) values[i * dims + d] = semantic.weight * (e[d] * f);
        }
      });
      if (dense) block = { offset: vectorizer.size, dims, values, present };
      examples = groupByClass(centred(matrix, dims, commonDirection(englishWordVectors())), dims, labels, classes);
    }
    // Built from the training words before the tokens are released.
    const expansion = semantic !== null && options.expansion !== null ? new NeighbourExpansion(englishWordClusters(), vectorizer, texts, options.expansion) : null;
    const al = options.alignment;
    const alignment = semantic !== null && al != null && !sampled && texts.length <= al.upTo * classes ? new WordAlignment(englishWordVectors(), texts, labels, classes, al.dimensions ? englishWordProjection() : null, al.dimensions ?? 0) : null;
    const voting = options.vote != null && !sampled && texts.length <= options.vote.upTo * classes;
    const trainingWeights = variantWeights(labels.length, variantAt, options.entityVariantWeight);
    const bayes = options.bayes != null && !sampled ? NaiveBayes.fit(vectors, labels, classes, vectorizer.size, options.bayes.alpha, trainingWeights) : null;
    // The tokens are done with: let training's full collections (which its large arrays provoke) find them garbage
    // rather than mark them (~500,000 objects on the largest workspace).
    texts.length = 0;
    const linear = early ?? trainLinearDeferred(vectors, labels, classes, features, options.linear, neighbours, block, trainingWeights);
    // Trained in process, the model is there already.
    return new IntentModel(intents, vectorizer, pending ? linear : linear(), neighbours, exact, options, semantic, examples, dense, expansion, alignment, voting, bayes);
  }

  /**
   * The linear model's scores of a text (its sparse vector and tokens) into `z`; into `this.meaning`, the
   * text's mean word vector centred like the examples' (see `centred`).
   */
  private score(x: SparseVector, tokens: readonly Token[], z: Float64Array): void {
    scoreLinear(this.linear!, x, z);
    if (this.semantic === null) return;
    const e = this.semantic.embed(tokens);
    const m = this.meaning;
    if (isZero(e)) {
      m.fill(0);
      return;
    }
    m.set(e);
    removeCommon(m, this.examples!.centre);
    if (this.projections === null) return;
    const f = meaningWeight(meaningMass(tokens, englishWordVectors()), this.options.embedding!.shrinkWords);
    this.projections.addScores(this.semantic.words, z, f);
  }

  /**
   * How much the last input (its evidence in `this.near` and `this.meaning`) looks like the examples of class `c`,
   * in [0, 1]: lexical closeness to the nearest example, times closeness in meaning or in words, whichever is
   * higher (the nearest example's mean word vector, or again the lexical similarity; only with word vectors and
   * when the input has a known word).
   */
  private belonging(c: number): number {
    const { fullSimilarity, similarityExponent, semanticFloor, semanticFull, semanticExponent } = this.options.calibration;
    const near = this.near[c];
    const lexical = Math.min(1, near / fullSimilarity) ** similarityExponent;
    if (lexical <= 0 || this.examples === null || isZero(this.meaning)) return lexical;
    // An input that shares most of its words with an example needs no second opinion from the word vectors: a
    // mean vector drifts as matching words are added ("order parcel" + "track my order"), the words do not.
    // A similarity of `semanticFull` or more saturates the factor below, so the scan may stop there (exact).
    const m = near >= semanticFull ? near : Math.max(near, this.semanticSimilarity(c, semanticFull));
    return lexical * clamp01((m - semanticFloor) / (semanticFull - semanticFloor)) ** semanticExponent;
  }

  /**
   * How much of the input speaks for class `c`, as a factor in [0, 1]: `min(1, share / supportFull) ^
   * supportExponent`, `share` the share of the input's known TF-IDF mass on features with a positive weight
   * for `c` (`supportShare`).
   */
  private support(x: SparseVector, c: number): number {
    const { supportFull, supportExponent } = this.options.calibration;
    if (supportExponent === 0) return 1;
    return Math.min(1, supportShare(this.linear!, x, c) / supportFull) ** supportExponent;
  }

  /**
   * Highest cosine between the last input's mean word vector and an example of class `c` (0 without vectors),
   * or the first one reaching `enough`: a class with 700 examples costs 70,000 multiplications otherwise.
   */
  private semanticSimilarity(c: number, enough = Infinity): number {
    const ex = this.examples;
    if (ex === null) return 0;
    const { dims, start, matrix } = ex;
    const e = this.meaning;
    let best = 0;
    for (let i = start[c]; i < start[c + 1]; i++) {
      const cosine = dot(e, 0, matrix, i * dims, dims);
      if (cosine > best) {
        best = cosine;
        if (best >= enough) return best;
      }
    }
    return best;
  }

  /** The model's evidence for `text`, per class: logits (after the alignment's re-ranking) and nearest-example similarities (for measurements). */
  explain(text: string): { logits: number[]; similarity: number[]; semantic: number[] } {
    if (this.vectorizer === null || this.linear === null || this.neighbours === null) return { logits: [], similarity: [], semantic: [] };
    const tokens = tokenize(text);
    const x = this.vectorizer.transform(tokens, this.expansion?.expand(tokens));
    this.score(x, tokens, this.z);
    // The logits the confidences are made of: naive Bayes', the vote's and the alignment's where they are on.
    if (this.bayes !== null && x.index.length > 0) this.rerank(x, tokens, this.z);
    if (this.voting && x.index.length > 0) this.vote(x, this.z);
    if (this.alignment !== null && x.index.length > 0) this.align(tokens, this.z);
    nearestByClass(this.neighbours, x, this.near);
    const semantic = Array.from(this.z, (_, c) => this.semanticSimilarity(c));
    return { logits: Array.from(this.z), similarity: Array.from(this.near), semantic };
  }

  /**
   * The nearest-example vote (`vote.ts`) on the top `candidates` intents (every intent when absent): the last input's
   * nearest-example similarities (`this.meaning` from `score`) added to their logits, or with `permute`, their logits
   * handed out again in the order of logit + vote. Leaves `this.near` filled for every class.
   */
  private vote(x: SparseVector, z: Float64Array): void {
    const { lexical, semantic, candidates, permute } = this.options.vote!;
    nearestByClass(this.neighbours!, x, this.near);
    const top = topClasses(z, this.intents, candidates ?? this.intents);
    const add = new Float64Array(top.length);
    const meaning = semantic !== 0 && !isZero(this.meaning);
    top.forEach((c, k) => {
      add[k] = lexical * this.near[c] + (meaning ? semantic * this.semanticSimilarity(c) : 0);
    });
    if (permute === true) permuteLogits(z, top, add);
    else top.forEach((c, k) => (z[c] += add[k]));
  }

  /**
   * Naive Bayes (`bayes.ts`) re-ranks the top `candidates` intents: their logits handed out again in the order of
   * logit + weight × naive Bayes score, so that the softmax keeps its shape and the 0.2 line its meaning. Inputs of
   * fewer than `minWords` words, or whose first two logits are `margin` or more apart, keep the linear model's order.
   * Whether it re-ranked.
   */
  private rerank(x: SparseVector, tokens: readonly Token[], z: Float64Array): boolean {
    const { weight, candidates, minWords, margin } = this.options.bayes!;
    if (tokens.length < (minWords ?? 0)) return false;
    const top = topClasses(z, this.intents, candidates);
    if (margin !== undefined && (top.length < 2 || z[top[0]] - z[top[1]] >= margin)) return false;
    const nb = new Float64Array(top.length);
    this.bayes!.scoresOf(x, top, nb);
    for (let k = 0; k < nb.length; k++) nb[k] *= weight;
    permuteLogits(z, top, nb);
    return true;
  }

  /**
   * Soft word alignment (`alignment.ts`) of the top `candidates` intents: with `permute`, their logits handed out again
   * in the order of logit + weight·S; otherwise weight·S added to them.
   */
  private align(tokens: readonly Token[], z: Float64Array): void {
    const { weight, candidates, permute } = this.options.alignment!;
    const top = topClasses(z, this.intents, candidates);
    const m = top.length;
    const s = new Float64Array(m);
    if (permute !== true) {
      this.alignment!.scores(tokens, top, m, s);
      for (let k = 0; k < m; k++) z[top[k]] += weight * s[k];
      return;
    }
    // S lies in [0, 1]: candidate k's key, logit + weight·S, lies in [z, z + weight] until its S is known. S is computed
    // only for a candidate whose key range still overlaps a neighbour's (the highest such first; its key then often
    // settles the rest): where no range overlaps another, the order is the same whatever the unknown S are — the
    // same answers as computing all of them, and an input the model is sure of costs nothing. `reach` is a hair
    // wider than `weight` for S's rounding above 1.
    const reach = weight * 1.001;
    const lo = Float64Array.from(top, (c) => z[c]);
    const hi = Float64Array.from(top, (c) => z[c] + reach);
    const known = new Uint8Array(m);
    let prepared = false;
    for (;;) {
      let next = -1;
      for (let a = 0; a < m && next < 0; a++) {
        for (let b = 0; b < m; b++) {
          if (a === b || (known[a] === 1 && known[b] === 1)) continue;
          // Ranges overlap: the order of a and b is open.
          if (lo[a] < hi[b] && lo[b] < hi[a]) {
            next = known[a] === 0 ? a : b;
            break;
          }
        }
      }
      if (next < 0) break;
      if (!prepared) {
        this.alignment!.prepare(tokens);
        prepared = true;
      }
      s[next] = this.alignment!.score(top[next]);
      known[next] = 1;
      lo[next] = hi[next] = z[top[next]] + weight * s[next];
    }
    if (!prepared) return;
    // Re-rank only: the candidates' logits (descending) handed out in the new order, so that the softmax keeps its
    // shape (and the calibration its meaning) and only who holds which place changes.
    for (let k = 0; k < m; k++) s[k] *= weight;
    permuteLogits(z, top, s);
  }

  /** Confidence of each intent (workspace order) in [0, 1], into `out`. Reads at most `MAX_TEXT` characters. */
  confidences(text: string, out: Float64Array): void {
    out.fill(0, 0, this.intents);
    const tokens = tokenize(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
    const hit = this.exact.get(exactKey(tokens));
    if (hit === COUNTEREXAMPLE) return;
    if (this.vectorizer === null || this.linear === null || this.neighbours === null) return;
    const x = this.vectorizer.transform(tokens, this.expansion?.expand(tokens));
    if (x.index.length > 0) {
      const { z, near } = this;
      const classes = this.linear.classes;
      this.score(x, tokens, z);
      if (this.linear.rows !== null) keepTopScores(z, classes, this.top.length, this.top);
      // The linear model's own first intent, before naive Bayes re-ranks (read for `belongs` with `onLinearTop`).
      let anchor = -1;
      if (this.bayes !== null) {
        if (this.options.bayes!.onLinearTop === true) {
          anchor = 0;
          for (let c = 1; c < this.intents; c++) if (z[c] > z[anchor]) anchor = c;
        }
        // An input naive Bayes leaves alone (`minWords`) is read as without it (the alignment's top included).
        if (!this.rerank(x, tokens, z)) anchor = -1;
      }
      if (this.voting) this.vote(x, z);
      if (this.alignment !== null) this.align(tokens, z);
      let max = -Infinity;
      for (let c = 0; c < classes; c++) if (z[c] > max) max = z[c];
      let sum = 0;
      for (let c = 0; c < classes; c++) {
        z[c] = Math.exp(z[c] - max);
        sum += z[c];
      }
      // confidence(c) = P(the input belongs to the workspace) × P(c | it does). The first factor is read on the
      // most probable intent's own examples, and shared: a common factor keeps the linear model's order, which
      // is the more accurate one.
      let top = 0;
      for (let c = 1; c < this.intents; c++) if (z[c] > z[top]) top = c;
      if (anchor >= 0) top = anchor;
      // Only the top intent's nearest example is read, and the nearest counterexample: every intent's (the other
      // entries of `near`, zeros otherwise) matters only when a counterexample is at least as close as the top
      // intent's nearest example (below, `best`).
      near.fill(0);
      near[top] = nearestInClass(this.neighbours, x, top);
      if (classes > this.intents) {
        const counter = nearestInClass(this.neighbours, x, this.intents);
        near[this.intents] = counter;
        if (counter > 0 && counter >= near[top]) nearestByClass(this.neighbours, x, near);
      }
      let best = 0;
      for (let c = 0; c < this.intents; c++) if (near[c] > best) best = near[c];
      // The nearest example is a counterexample: the input is irrelevant, the more so the closer it is.
      const counter = classes > this.intents ? near[this.intents] : 0;
      const suppress = counter > 0 && counter >= best ? (1 - Math.min(1, counter)) ** 2 : 1;
      const belongs = this.belonging(top) * this.support(x, top) * suppress;
      const { probabilityExponent } = this.options.calibration;
      // Probability in excess of the uniform one: with few intents, an unrelated input still gets 1/classes each.
      const uniform = 1 / classes;
      for (let c = 0; c < this.intents; c++) {
        // A lone class has no relative evidence: belonging alone decides.
        const p = classes > 1 ? Math.max(0, z[c] / sum - uniform) / (1 - uniform) : 1;
        out[c] = clamp01(p ** probabilityExponent * belongs);
      }
    }
    if (hit !== undefined && hit >= 0) out[hit] = 1;
  }
}

/** Per-class rows of the examples' mean word vectors: class `c` owns rows `start[c]..start[c + 1]`. */
interface ExampleVectors {
  readonly dims: number;
  readonly start: Int32Array;
  /** Centred unit vectors. */
  readonly matrix: Float32Array;
  /** The language's common direction, removed from every vector before comparing (see `centred`). */
  readonly centre: Float64Array;
}

/**
 * Mean word vectors share a large common direction (every English sentence is "English"): cosines between any
 * two texts sit at 0.8-0.9. Removing the component along the table's common direction (as smooth-inverse-
 * frequency sentence embeddings remove their first principal component) and re-normalizing leaves what tells
 * texts apart. The direction is the language's, not the workspace's: the same for every workspace.
 */
function centred(matrix: Float32Array, dims: number, common: Float64Array): { matrix: Float32Array; centre: Float64Array } {
  // In place: `matrix` is the caller's scratch (no copy of 50,000 rows on the largest workspace).
  const n = matrix.length / dims;
  const row = new Float64Array(dims);
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < dims; d++) row[d] = matrix[i * dims + d];
    // A text without any known word has no meaning to compare: its row stays zero (cosine 0 to anything).
    if (isZero(row)) continue;
    removeCommon(row, common);
    matrix.set(row, i * dims);
  }
  return { matrix, centre: common };
}

/** `v` minus its component along the unit vector `common`, re-normalized (in place). */
export function removeCommon(v: Float64Array, common: Float64Array): void {
  let dot = 0;
  for (let d = 0; d < v.length; d++) dot += v[d] * common[d];
  let norm = 0;
  for (let d = 0; d < v.length; d++) {
    v[d] -= dot * common[d];
    norm += v[d] * v[d];
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < v.length; d++) v[d] *= scale;
}

function groupByClass(
  vectors: { matrix: Float32Array; centre: Float64Array },
  dims: number,
  labels: readonly number[],
  classes: number,
): ExampleVectors {
  const { matrix, centre } = vectors;
  const start = new Int32Array(classes + 1);
  for (const c of labels) start[c + 1]++;
  for (let c = 0; c < classes; c++) start[c + 1] += start[c];
  // The training texts come grouped by class (`IntentModel.train`): then the rows are already in place.
  let inOrder = true;
  for (let i = 1; i < labels.length && inOrder; i++) inOrder = labels[i] >= labels[i - 1];
  if (inOrder) return { dims, start, matrix, centre };
  const fill = start.slice(0, classes);
  const grouped = new Float32Array(matrix.length);
  labels.forEach((c, i) => grouped.set(matrix.subarray(i * dims, (i + 1) * dims), fill[c]++ * dims));
  return { dims, start, matrix: grouped, centre };
}

/** Per training text its weight in the linear model: the variants' below 1; undefined when all are 1. */
function variantWeights(texts: number, variantAt: readonly number[], weight = 1): Float32Array | undefined {
  if (variantAt.length === 0 || weight === 1) return undefined;
  const weights = new Float32Array(texts).fill(1);
  for (const i of variantAt) weights[i] = weight;
  return weights;
}

/** The vectorizer options without the mood where the workspace has `moodAbove` texts per class or fewer. */
function withMood(options: VectorizerOptions, texts: number, classes: number): VectorizerOptions {
  return options.mood === true && options.moodAbove !== undefined && texts <= options.moodAbove * classes ? { ...options, mood: false } : options;
}

/**
 * Stop words get their configured (low) weight on small training sets, where idf cannot tell that
 * they are everywhere, and fade to full weight by `STOP_WORD_FADE` texts, where idf does it better.
 */
function withStopWordWeight(options: VectorizerOptions, texts: number): VectorizerOptions {
  const [word, bigram, char, stop] = options.kindWeights;
  const weight = stop + (1 - stop) * Math.min(1, texts / STOP_WORD_FADE);
  return { ...options, kindWeights: [word, bigram, char, weight] };
}

const STOP_WORD_FADE = 3000;

/** `v` times `factor`, in place. */
function isZero(v: Float64Array): boolean {
  for (let d = 0; d < v.length; d++) if (v[d] !== 0) return false;
  return true;
}

function clamp01(x: number): number {
  return x > 1 ? 1 : x > 0 ? x : 0;
}
