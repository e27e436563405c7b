/**
 * Aligns two sequences of elements, sub-quadratic in practice (a patience diff, as `git diff --patience`):
 *  1. elements equal at both ends pair off;
 *  2. keys that occur exactly once in each side are anchors; the longest chain of anchors in order in
 *     both sides (longest increasing subsequence, O(k log k)) pairs off and splits the problem into gaps;
 *  3. each gap is aligned by a weighted LCS over similarity (pairs below the threshold are not allowed),
 *     exact when the gap is small (≤ DP_CELLS cells), by a bounded look-ahead window when it is not.
 * Order-preserving: the caller pairs moved (out-of-order) exact copies afterwards.
 */
import { countedSize, dice, tokenCounts, wholeNumbers } from './similarity.js';
import { partitionPoint } from '../../common/partition-point.js';

export interface AlignItem {
  /** Equal keys mean identical texts. */
  key: string;
  tokens: readonly string[];
}

/** Token counts are needed only for elements inside gaps: computed on first use, as split and with whole figures. */
interface Counted {
  counts: Map<string, number>;
  size: number;
}
const countsCache = new WeakMap<AlignItem, Counted>();
const wholeCountsCache = new WeakMap<AlignItem, Counted>();
function countsOf(item: AlignItem, whole: boolean): Counted {
  const cache = whole ? wholeCountsCache : countsCache;
  let entry = cache.get(item);
  if (!entry) {
    const counts = tokenCounts(whole ? wholeNumbers(item.tokens) : item.tokens);
    cache.set(item, (entry = { counts, size: countedSize(counts) }));
  }
  return entry;
}
/** Whether the element has no word of letters: a page number ("-2-"), a bare figure ("(13.2%)"). */
const bareFigures = new WeakMap<AlignItem, boolean>();
function isBareFigure(item: AlignItem): boolean {
  let bare = bareFigures.get(item);
  if (bare === undefined) bareFigures.set(item, (bare = !item.tokens.some((t) => LETTER.test(t))));
  return bare;
}
const LETTER = /\p{L}/u;

/** Below this token similarity two changed elements are not "the same element". */
export const SIMILARITY_THRESHOLD = 0.5;
/** Largest gap (rows × columns) aligned exactly; larger ones use the window. */
const DP_CELLS = 60_000;
/** How far ahead the windowed alignment looks for a partner. */
const WINDOW = 40;

export type Pair = readonly [number, number];

export function alignSequences(a: readonly AlignItem[], b: readonly AlignItem[], threshold = SIMILARITY_THRESHOLD): Pair[] {
  const pairs: Pair[] = [];
  const stack: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (stack.length > 0) {
    let [a0, a1, b0, b1] = stack.pop() as [number, number, number, number];
    while (a0 < a1 && b0 < b1 && a[a0].key === b[b0].key) pairs.push([a0++, b0++]);
    while (a1 > a0 && b1 > b0 && a[a1 - 1].key === b[b1 - 1].key) pairs.push([--a1, --b1]);
    if (a0 === a1 || b0 === b1) continue;
    const anchors = uniqueAnchors(a, b, a0, a1, b0, b1);
    if (anchors.length > 0) {
      let pa = a0;
      let pb = b0;
      for (const [i, j] of anchors) {
        pairs.push([i, j]);
        stack.push([pa, i, pb, j]);
        pa = i + 1;
        pb = j + 1;
      }
      stack.push([pa, a1, pb, b1]);
      continue;
    }
    const gap = (a1 - a0) * (b1 - b0) <= DP_CELLS ? alignGapExactly : alignGapWindowed;
    pairs.push(...gap(a, b, a0, a1, b0, b1, threshold));
  }
  return pairs.sort((x, y) => x[0] - y[0]);
}

/** Keys occurring once in each range, chained by the longest run increasing in both. */
function uniqueAnchors(a: readonly AlignItem[], b: readonly AlignItem[], a0: number, a1: number, b0: number, b1: number): Pair[] {
  const inA = new Map<string, number>();
  for (let i = a0; i < a1; i++) inA.set(a[i].key, inA.has(a[i].key) ? -1 : i);
  const inB = new Map<string, number>();
  for (let j = b0; j < b1; j++) inB.set(b[j].key, inB.has(b[j].key) ? -1 : j);
  const candidates: Pair[] = [];
  for (let i = a0; i < a1; i++) {
    if (inA.get(a[i].key) !== i) continue;
    const j = inB.get(a[i].key);
    if (j !== undefined && j >= 0) candidates.push([i, j]);
  }
  return longestIncreasing(candidates);
}

/** Patience sorting: the longest subsequence of pairs (sorted by i) whose j increases. */
function longestIncreasing(candidates: readonly Pair[]): Pair[] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(candidates.length);
  for (let k = 0; k < candidates.length; k++) {
    const j = candidates[k][1];
    const lo = partitionPoint(0, tails.length, (i) => candidates[tails[i]][1] < j);
    previous[k] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = k;
  }
  const chain: Pair[] = [];
  for (let k = tails.length > 0 ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) chain.push(candidates[k]);
  return chain.reverse();
}

function similarity(x: AlignItem, y: AlignItem): number {
  if (x.key === y.key) return 1;
  // A page number or a bare figure is compared by its whole figures: "-2-" shares no figure with "(13.2%)", where the
  // split tokens shared a "2" (Dice 0.5, aligned). Clauses keep the split tokens ("19.5 Asset Control" changed to
  // "19.6 Asset Control" shares its ".").
  const whole = isBareFigure(x) || isBareFigure(y);
  const cx = countsOf(x, whole);
  const cy = countsOf(y, whole);
  return dice(cx.counts, cx.size, cy.counts, cy.size);
}

/** Weighted LCS: the order-preserving pairing with the largest total similarity. */
function alignGapExactly(a: readonly AlignItem[], b: readonly AlignItem[], a0: number, a1: number, b0: number, b1: number, threshold: number): Pair[] {
  const m = a1 - a0;
  const n = b1 - b0;
  const width = n + 1;
  const score = new Float64Array((m + 1) * width);
  const weight = new Float64Array(m * n);
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const s = similarity(a[a0 + i - 1], b[b0 + j - 1]);
      const w = s >= threshold ? s : 0;
      weight[(i - 1) * n + (j - 1)] = w;
      const diagonal = w > 0 ? score[(i - 1) * width + j - 1] + w : -1;
      score[i * width + j] = Math.max(score[(i - 1) * width + j], score[i * width + j - 1], diagonal);
    }
  }
  const out: Pair[] = [];
  let i = m;
  let j = n;
  while (i > 0 && j > 0) {
    const w = weight[(i - 1) * n + (j - 1)];
    const here = score[i * width + j];
    if (w > 0 && here === score[(i - 1) * width + j - 1] + w) {
      out.push([a0 + i - 1, b0 + j - 1]);
      i--;
      j--;
    } else if (here === score[(i - 1) * width + j]) i--;
    else j--;
  }
  return out.reverse();
}

/** For gaps too large to align exactly: each element takes the best partner within the next WINDOW. */
function alignGapWindowed(a: readonly AlignItem[], b: readonly AlignItem[], a0: number, a1: number, b0: number, b1: number, threshold: number): Pair[] {
  const out: Pair[] = [];
  let next = b0;
  for (let i = a0; i < a1 && next < b1; i++) {
    let best = -1;
    let bestScore = threshold;
    for (let j = next; j < Math.min(b1, next + WINDOW); j++) {
      const s = similarity(a[i], b[j]);
      if (s > bestScore || (best === -1 && s >= bestScore)) {
        best = j;
        bestScore = s;
      }
    }
    if (best >= 0) {
      out.push([i, best]);
      next = best + 1;
    }
  }
  return out;
}
