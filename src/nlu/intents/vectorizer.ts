/**
 * Interned, TF-IDF weighted, L2-normalized sparse vectors over the hashed features of `features.ts`.
 */
import type { Token } from '../text/index.js';
import { enlarged } from '../../common/enlarged.js';
import { WeightedIds } from '../vectors/weighted-ids.js';
import { IntMap } from './int-map.js';
import { extractFeatures, extractTokenFeatures, FeatureKind, isMoodBucket, type FeatureOptions, type FeatureSink } from './features.js';

export interface SparseVector {
  readonly index: Int32Array;
  readonly value: Float32Array;
}

export interface VectorizerOptions extends FeatureOptions {
  /** Relative weight of each feature kind (word, bigram, char, stop word) before normalization. */
  readonly kindWeights: readonly [number, number, number, number];
  /** Features seen in fewer training texts are dropped. */
  readonly minDf: number;
  /**
   * The mood feature (`FeatureOptions.mood`) only for workspaces with more than this many training texts per class on
   * average (`trainIntentClassifier`): a few examples per intent cannot tell how much an intent's mood says. Absent: any.
   */
  readonly moodAbove?: number;
  /** Unknown features still count in the norm (with the largest idf): unfamiliar text scores lower. */
  readonly unknownInNorm: boolean;
}

const BUCKET_BITS = 20;
const BUCKET_MASK = (1 << BUCKET_BITS) - 1;

/** A text's distinct features: bucket, kind and count per slot (views into shared scratch memory). */
interface Bag {
  readonly size: number;
  readonly buckets: Int32Array;
  readonly kinds: Uint8Array;
  readonly counts: Int32Array;
}

/**
 * Scratch memory for counting one text's features without allocating per feature. Safe to share:
 * classification is synchronous and never re-entrant.
 */
const scratch = {
  /** bucket → slot in the arrays below, for the text being counted. */
  slots: new IntMap(256),
  buckets: new Int32Array(1024),
  kinds: new Uint8Array(1024),
  counts: new Int32Array(1024),
  /** Feature id per slot, while weighing. */
  ids: new Int32Array(1024),
};

function grow(): void {
  const n = scratch.buckets.length * 2;
  scratch.buckets = enlarged(scratch.buckets, n);
  scratch.kinds = enlarged(scratch.kinds, n);
  scratch.counts = enlarged(scratch.counts, n);
}

/** Count the features of `text` into the scratch memory (valid until the next call), in first-seen order. */
function bagOf(text: string | readonly Token[], options: FeatureOptions): Bag {
  const slots = scratch.slots;
  slots.clear();
  let size = 0;
  const sink: FeatureSink = (hash, kind) => {
    const bucket = hash & BUCKET_MASK;
    const slot = slots.get(bucket);
    if (slot >= 0) {
      scratch.counts[slot]++;
      return;
    }
    if (size === scratch.buckets.length) grow();
    slots.set(bucket, size);
    scratch.buckets[size] = bucket;
    scratch.kinds[size] = kind;
    scratch.counts[size] = 1;
    size++;
  };
  if (typeof text === 'string') extractFeatures(text, options, sink);
  else extractTokenFeatures(text, options, sink);
  return { size, buckets: scratch.buckets, kinds: scratch.kinds, counts: scratch.counts };
}

/**
 * Marks the mood feature of the bag's entries `at .. at + n` unknown in `ids` when no word, stop word or bigram of the
 * text is known (character n-grams do not count); whether it did.
 */
function dropLoneMood(bag: Pick<Bag, 'buckets' | 'kinds'>, at: number, n: number, ids: Int32Array): boolean {
  let mood = -1;
  for (let i = 0; i < n; i++) {
    if (ids[i] < 0 || bag.kinds[at + i] === FeatureKind.Char) continue;
    if (mood < 0 && isMoodBucket(bag.buckets[at + i], BUCKET_MASK)) mood = i;
    else return false;
  }
  if (mood < 0) return false;
  ids[mood] = -1;
  return true;
}

/** Entries per block of a `BagList` at most (a text whose bag is larger gets a block of its own size). */
export const BAG_BLOCK_ENTRIES = 1 << 16;
/** The first block's entries: the blocks double up to `BAG_BLOCK_ENTRIES`. */
const FIRST_BAG_BLOCK = 1024;

/** Consecutive texts' bags in three shared arrays; `used`: the entries filled. */
interface BagBlock {
  readonly buckets: Int32Array;
  readonly kinds: Uint8Array;
  readonly counts: Int32Array;
  used: number;
}

/**
 * The bags of many texts in blocks of three shared arrays (text t's features: block `block[t]`, entries
 * `from[t] .. from[t] + size[t]`): three small typed arrays per text were 150,000 objects for the largest workspace,
 * all kept until the vectors are built. Blocks rather than one array doubled as it fills: each doubling was a new
 * array and a copy, ~30 MB of fresh memory for 10 MB of entries on the largest workspace, and on this kind of machine
 * every fresh page costs a page fault (bench/notes/performance.md, session 10); the blocks then hold the vectors too.
 * The blocks grow from 1,024 entries, so that a small workspace touches a few kilobytes rather than a 576 KB block.
 */
class BagList {
  readonly blocks: BagBlock[] = [];
  readonly block: number[] = [];
  readonly from: number[] = [];
  readonly size: number[] = [];
  private next: number;

  constructor(private readonly blockEntries = BAG_BLOCK_ENTRIES) {
    this.next = Math.min(FIRST_BAG_BLOCK, blockEntries);
  }

  /** Appends a copy of `bag` (which lives in the scratch memory). */
  add(bag: Bag): void {
    let last = this.blocks[this.blocks.length - 1];
    if (last === undefined || last.used + bag.size > last.buckets.length) {
      const n = Math.max(this.next, bag.size);
      this.next = Math.min(this.next * 2, this.blockEntries);
      last = { buckets: new Int32Array(n), kinds: new Uint8Array(n), counts: new Int32Array(n), used: 0 };
      this.blocks.push(last);
    }
    const at = last.used;
    last.buckets.set(bag.buckets.subarray(0, bag.size), at);
    last.kinds.set(bag.kinds.subarray(0, bag.size), at);
    last.counts.set(bag.counts.subarray(0, bag.size), at);
    last.used = at + bag.size;
    this.block.push(this.blocks.length - 1);
    this.from.push(at);
    this.size.push(bag.size);
  }
}

/**
 * The buckets b with `df[b] >= minDf` (minDf >= 1), by descending df, ties by ascending bucket; every df at most
 * `maxDf`. A counting sort: the comparison sort of the largest workspace's 170,000 features took ~0.15 s.
 */
export function byFrequency(df: Int32Array, minDf: number, maxDf: number): Int32Array {
  // at[d]: where the buckets of df d start, the most frequent first.
  const at = new Int32Array(maxDf + 2);
  for (let b = 0; b < df.length; b++) if (df[b] >= minDf) at[maxDf - df[b] + 1]++;
  for (let d = 1; d <= maxDf + 1; d++) at[d] += at[d - 1];
  const out = new Int32Array(at[maxDf + 1]);
  for (let b = 0; b < df.length; b++) if (df[b] >= minDf) out[at[maxDf - df[b]]++] = b;
  return out;
}

/**
 * Features added to a text's own with a weight instead of a count (`Vectorizer.transform`): their value is
 * `weight × idf` before normalization; unknown ones are ignored. Filled by `expansion.ts`; `ids` are feature hashes.
 */
export class WeightedFeatures extends WeightedIds {}

/**
 * Shared arrays that `fit` cuts its vectors from (`at`: the first free entry). `fit` uses a bag block's own memory:
 * a text's vector is written at or before its bag's entries, which are read first (see `Vectorizer.weigh`).
 */
interface VectorStore {
  readonly index: Int32Array;
  readonly value: Float32Array;
  at: number;
}

/** Immutable after `fit`: maps text to sparse vectors. */
export class Vectorizer {
  /** bucket → feature id (absent: unknown feature). */
  private ids = new IntMap();
  /** Per feature: idf × kind weight. */
  private weight = new Float32Array(0);
  private unknownWeight: readonly number[] = [0, 0, 0, 0];

  private constructor(private readonly options: VectorizerOptions) {}

  /** Number of features. */
  get size(): number {
    return this.weight.length;
  }

  /** Learn the vocabulary and idf from `texts` (or their tokens); returns the vectorizer and the texts' vectors. */
  static fit(
    texts: readonly (string | readonly Token[])[], options: VectorizerOptions, blockEntries = BAG_BLOCK_ENTRIES,
  ): { vectorizer: Vectorizer; vectors: SparseVector[] } {
    const v = new Vectorizer(options);
    const bags = new BagList(blockEntries);
    for (const t of texts) bags.add(bagOf(t, options));
    const df = new Int32Array(1 << BUCKET_BITS);
    const kindOf = new Uint8Array(1 << BUCKET_BITS);
    // Blocks and their entries in text order: the last text's kind of a bucket wins, as before.
    for (const { buckets, kinds, used } of bags.blocks) {
      for (let i = 0; i < used; i++) {
        df[buckets[i]]++;
        kindOf[buckets[i]] = kinds[i];
      }
    }
    const n = texts.length;
    // Frequent features first: their model rows, read for most examples, then share cache lines and pages.
    const kept = byFrequency(df, Math.max(1, options.minDf), n);
    const weights = new Float32Array(kept.length);
    v.ids = new IntMap(kept.length);
    for (let id = 0; id < kept.length; id++) {
      const b = kept[id];
      v.ids.set(b, id);
      weights[id] = (Math.log((n + 1) / (df[b] + 1)) + 1) * options.kindWeights[kindOf[b]];
    }
    v.weight = weights;
    const maxIdf = Math.log(n + 1) + 1;
    v.unknownWeight = options.kindWeights.map((w) => maxIdf * w);
    // The vectors are views of shared arrays (a text has at most as many known features as its bag): a small
    // typed array of its own per vector would be 100,000 array buffers for the largest workspace, each one
    // allocated, tracked and swept by the garbage collector. The shared arrays are the bag blocks' own (feature ids
    // over the buckets, values over the counts): in a block, the texts' vectors end at or before their bags begin.
    const stores = bags.blocks.map((b): VectorStore => ({ index: b.buckets, value: new Float32Array(b.counts.buffer, b.counts.byteOffset, b.counts.length), at: 0 }));
    const vectors: SparseVector[] = [];
    for (let t = 0; t < texts.length; t++) {
      const b = bags.block[t];
      vectors.push(v.weigh(bags.blocks[b], bags.from[t], bags.size[t], undefined, stores[b]));
    }
    return { vectorizer: v, vectors };
  }

  /** Was the feature of this hash seen in training? */
  knows(hash: number): boolean {
    return this.ids.get(hash & BUCKET_MASK) >= 0;
  }

  /** The vector of `text` (or of its tokens), with `extra` features if given. */
  transform(text: string | readonly Token[], extra?: WeightedFeatures): SparseVector {
    const bag = bagOf(text, this.options);
    return this.weigh(bag, 0, bag.size, extra);
  }

  /**
   * The vector of the features `at .. at + n` of `bag`'s arrays (one text's bag, or a text's range in a `BagList`):
   * new arrays, or views of `store`'s from `store.at` on (which it advances). `store` may share the bag's memory when
   * `store.at <= at`: the buckets are all read before the first write, and entry k is written (at `store.at + k`,
   * k <= i) only after the bag's entry i was read, so no entry is overwritten before it is read.
   */
  private weigh(
    bag: Pick<Bag, 'buckets' | 'kinds' | 'counts'>, at: number, n: number, extra?: WeightedFeatures, store?: VectorStore,
  ): SparseVector {
    let known = 0;
    if (scratch.ids.length < n) scratch.ids = new Int32Array(Math.max(n, scratch.buckets.length));
    const ids = scratch.ids;
    for (let i = 0; i < n; i++) if ((ids[i] = this.ids.get(bag.buckets[at + i])) >= 0) known++;
    // The mood is evidence only beside a known word: a text with no known word (a lone unseen word, whose character
    // n-grams may still be known) gets no confidence from sharing its mood with the examples.
    if (known > 0 && this.options.mood === true && dropLoneMood(bag, at, n, ids)) known--;
    const more = extra?.count ?? 0;
    let index: Int32Array;
    let value: Float32Array;
    if (store === undefined) {
      index = new Int32Array(known + more);
      value = new Float32Array(known + more);
    } else {
      index = store.index.subarray(store.at, store.at + known);
      value = store.value.subarray(store.at, store.at + known);
      store.at += known;
    }
    let norm = 0;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i];
      const tf = 1 + Math.log(bag.counts[at + i]);
      if (id < 0) {
        if (this.options.unknownInNorm) {
          const u = tf * this.unknownWeight[bag.kinds[at + i]];
          norm += u * u;
        }
        continue;
      }
      const x = tf * this.weight[id];
      index[k] = id;
      value[k++] = x;
      norm += x * x;
    }
    if (more > 0) {
      // Weighted features: a feature already present (the text's own, or another extra) gets the sum.
      for (let e = 0; e < more; e++) {
        const id = this.ids.get(extra!.ids[e] & BUCKET_MASK);
        if (id < 0) continue;
        let j = 0;
        while (j < k && index[j] !== id) j++;
        const x = extra!.weights[e] * this.weight[id];
        if (j === k) {
          index[k] = id;
          value[k++] = 0;
        }
        norm += (value[j] + x) ** 2 - value[j] ** 2;
        value[j] += x;
      }
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < k; j++) value[j] *= scale;
    return k === index.length ? { index, value } : { index: index.subarray(0, k), value: value.subarray(0, k) };
  }
}
