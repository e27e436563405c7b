/**
 * The category model: a multinomial naive Bayes over word stems, trained when this module loads (a few
 * hundred sentences, well under a millisecond of work) from parley's own examples in `data/`. It gives,
 * for a text, the posterior of each category against the abstaining class `None`.
 */
import { CATEGORIES, type CategoryLabel } from '../wire.js';
import { CATEGORY_EXAMPLES, type CategoryClass } from './data/category-examples.js';
import { wordsOf } from './text.js';

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

const CLASSES: readonly CategoryClass[] = [...CATEGORIES, 'None'];
const ALPHA = 0.2;

interface Model {
  logPrior: number[];
  logLikelihood: Map<string, number[]>;
  logUnseen: number[];
}

function train(): Model {
  const counts = CLASSES.map(() => new Map<string, number>());
  const totals = CLASSES.map(() => 0);
  const vocabulary = new Set<string>();
  for (const [label, sentence] of CATEGORY_EXAMPLES) {
    const c = CLASSES.indexOf(label);
    for (const s of new Set(stemsOf(sentence))) {
      counts[c].set(s, (counts[c].get(s) ?? 0) + 1);
      totals[c]++;
      vocabulary.add(s);
    }
  }
  const v = vocabulary.size;
  const logLikelihood = new Map<string, number[]>();
  for (const s of [...vocabulary].sort()) {
    logLikelihood.set(s, CLASSES.map((_, c) => Math.log(((counts[c].get(s) ?? 0) + ALPHA) / (totals[c] + ALPHA * v))));
  }
  return {
    // Uniform prior: the examples are balanced by design, not by frequency.
    logPrior: CLASSES.map(() => 0),
    logLikelihood,
    logUnseen: CLASSES.map((_, c) => Math.log(ALPHA / (totals[c] + ALPHA * v))),
  };
}

const MODEL = train();

/**
 * Log-odds of each category (parallel to `CATEGORIES`) against the abstaining class `None`, from the stems of
 * a text (`stemsOf`). 0 for every category when no known stem occurs.
 */
export function categoryLogOdds(textStems: readonly string[]): number[] {
  const stems = [...new Set(textStems)].filter((s) => MODEL.logLikelihood.has(s));
  const scores = MODEL.logPrior.slice();
  for (const s of stems) {
    const l = MODEL.logLikelihood.get(s) as number[];
    for (let c = 0; c < scores.length; c++) scores[c] += l[c];
  }
  const none = scores[scores.length - 1];
  // Per stem, so a long clause is not more certain than a short one for saying more.
  const scale = stems.length === 0 ? 0 : 1 / Math.sqrt(stems.length);
  return scores.slice(0, -1).map((x) => (x - none) * scale);
}

export type { CategoryLabel };
