/**
 * The category model: a multinomial naive Bayes over word stems of parley's own examples
 * (`data/category-examples.ts`), counted at build time (`scripts/build-category-model.mjs` writes
 * `data/category-bayes-counts.ts`; training at import cost every importer 40-46 ms of CPU) and built from the counts on
 * first use. It gives, for a text, the posterior of each category against the abstaining class `None`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { parseCategoryCounts, type CategoryCountsReader } from './category-bayes-format.js';
import { CATEGORY_BAYES_COUNTS } from '../../data/category-bayes-counts.js';
import { wordsOf } from '../../text/text.js';

const STOP = new Set(('a an the of to in on for by with and or any all its it this that such be is are was were shall will may must ' +
  'not no as at from under this these those their there which who whom whose than then other each either party parties ' +
  'agreement into upon within without if so do does has have been being our your his her they them we you').split(' '));

/** Stems: lower case, stop words dropped, a plural or verb ending cut. */
export function stemsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of wordsOf(text)) {
    if (STOP.has(w) || w.length < 3) continue;
    out.push(stemOf(w));
  }
  return out;
}

/** Stems of words seen, bounded so an adversarial input cannot grow it without limit. */
const STEMS = new Map<string, string>();

function stemOf(word: string): string {
  let stem = STEMS.get(word);
  if (stem === undefined) {
    stem = word.replace(/(?:ies|ied)$/, 'y').replace(/(?:ing|ed|es|s)$/, '').slice(0, 9);
    if (STEMS.size < 50_000) STEMS.set(word, stem);
  }
  return stem;
}

/** Laplace-like smoothing: a stem a class never showed still has some likelihood there. */
const ALPHA = 0.2;

/**
 * The model from the counts of its examples, each stem's log-likelihoods computed when a text first has it (then
 * kept): the same arithmetic, operand for operand, as training on the examples at import did, so the same numbers.
 */
class Model {
  readonly logPrior: number[];
  private readonly logLikelihood = new Map<string, number[]>();
  private readonly denominators: number[];
  private readonly logUnseen: number[];

  constructor(private readonly counts: CategoryCountsReader) {
    this.denominators = counts.totals.map((t) => t + ALPHA * counts.size);
    this.logUnseen = this.denominators.map((d) => Math.log(ALPHA / d));
    // Uniform prior: the examples are balanced by design, not by frequency.
    this.logPrior = counts.totals.map(() => 0);
  }

  /** A stem's log-likelihood per class, undefined for a stem no example has. */
  likelihood(stem: string): number[] | undefined {
    let row = this.logLikelihood.get(stem);
    if (row === undefined) {
      // Kept for the vocabulary's stems only (~1,400): an unknown word is looked up again, and stores nothing.
      row = this.counts.row(stem)?.map((n, c) => (n === 0 ? this.logUnseen[c] : Math.log((n + ALPHA) / this.denominators[c])));
      if (row !== undefined) this.logLikelihood.set(stem, row);
    }
    return row;
  }
}

let MODEL: Model | undefined;
// Built on first use from the counts counted at build time: an importer that never categorises pays nothing.
const model = (): Model => (MODEL ??= new Model(parseCategoryCounts(CATEGORY_BAYES_COUNTS)));

/**
 * Log-odds of each category (parallel to `CATEGORIES`) against the abstaining class `None`, from the stems of
 * a text (`stemsOf`). 0 for every category when no known stem occurs.
 */
export function categoryLogOdds(textStems: readonly string[]): number[] {
  const m = model();
  const rows: number[][] = [];
  for (const s of new Set(textStems)) {
    const row = m.likelihood(s);
    if (row !== undefined) rows.push(row);
  }
  const scores = m.logPrior.slice();
  for (const l of rows) for (let c = 0; c < scores.length; c++) scores[c] += l[c];
  const none = scores[scores.length - 1];
  // Per stem, so a long clause is not more certain than a short one for saying more.
  const scale = rows.length === 0 ? 0 : 1 / Math.sqrt(rows.length);
  return scores.slice(0, -1).map((x) => (x - none) * scale);
}

export type { CategoryLabel };
