/**
 * WordNet synonym expansion (English; `lexicon/wordnet-en.ts`): a word of an input that no training text used
 * ("purchase" in a workspace trained on "buy") also activates, at a reduced weight, the word features of the training
 * words WordNet relates to it in its most frequent sense — its synonyms, the training words whose synonym it is, and
 * optionally its hypernyms ("sedan" → car). Next to (or before) the neighbour expansion by word vectors
 * (`expansion.ts`), which it wraps.
 */
import { englishLexicon, type EnglishLexicon, type Morphology } from '../lexicon/wordnet-en.js';
import type { ClassifierOptions } from './options.js';
import type { Token } from '../text/index.js';
import { englishContentWords, englishWordHash } from './features.js';
import { WeightedFeatures, type Vectorizer } from './vectorizer.js';

export interface SynonymExpansionOptions {
  /** A related training word's feature weight (its own would be 1 per occurrence). */
  readonly weight: number;
  /** At most this many related training words per unseen word (synonyms first, then reverse synonyms, then hypernyms). */
  readonly perWord: number;
  /** Training words that list the input word among their synonyms count too. */
  readonly reverse: boolean;
  /** The input word's hypernyms count too. */
  readonly hypernyms: boolean;
  /**
   * 'both': the neighbour expansion also runs on every unseen word; 'fallback': only on those WordNet relates to no
   * training word.
   */
  readonly neighbours: 'both' | 'fallback';
  /** Only for workspaces with at most this many training texts per class on average (the few-shot regime). */
  readonly upTo: number;
}

/** What the classifier asks of an expansion: extra weighted features for an input's tokens (scratch). */
export interface Expander {
  expand(tokens: readonly Token[]): WeightedFeatures;
}

/** Is `h` among `extra`'s entries from `from` on? */
function seen(extra: WeightedFeatures, from: number, h: number): boolean {
  for (let i = from; i < extra.count; i++) if (extra.ids[i] === h) return true;
  return false;
}

/** At most this many unseen words of one input are expanded (bounded cost on long inputs). */
const MAX_EXPANDED = 16;

export class SynonymExpansion implements Expander {
  private readonly extra = new WeightedFeatures();
  /** Word → training words whose synonyms list it. */
  private readonly reverse = new Map<string, string[]>();
  private readonly hashes = new Map<string, number>();

  constructor(
    private readonly lexicon: EnglishLexicon,
    private readonly vectorizer: Vectorizer,
    texts: readonly (readonly Token[])[],
    private readonly options: SynonymExpansionOptions,
    private readonly neighbours: Expander | null,
    private readonly morphology?: Morphology,
  ) {
    if (!options.reverse) return;
    const words = new Set<string>();
    for (const tokens of texts) for (const token of tokens) for (const word of englishContentWords(token.norm)) words.add(word);
    for (const word of [...words].sort()) {
      for (const synonym of lexicon.synonyms.get(word) ?? []) {
        const list = this.reverse.get(synonym);
        if (list === undefined) this.reverse.set(synonym, [word]);
        else list.push(word);
      }
    }
  }

  private hash(word: string): number {
    let h = this.hashes.get(word);
    if (h === undefined) {
      h = englishWordHash(word, this.morphology);
      this.hashes.set(word, h);
    }
    return h;
  }

  expand(tokens: readonly Token[]): WeightedFeatures {
    const extra = this.extra;
    extra.count = 0;
    const { weight, perWord, hypernyms, neighbours } = this.options;
    const rest: Token[] = [];
    let expanded = 0;
    for (const token of tokens) {
      let related = 0;
      for (const word of englishContentWords(token.norm)) {
        if (expanded === MAX_EXPANDED || this.vectorizer.knows(this.hash(word))) continue;
        expanded++;
        const lists = [this.lexicon.synonyms.get(word), this.reverse.get(word), hypernyms ? this.lexicon.hypernyms.get(word) : undefined];
        let added = 0;
        const from = extra.count;
        for (const list of lists) {
          for (const other of list ?? []) {
            if (added === perWord) break;
            const h = this.hash(other);
            if (!this.vectorizer.knows(h) || seen(extra, from, h)) continue;
            extra.add(h, weight);
            added++;
          }
        }
        related += added;
      }
      if (neighbours === 'both' || related === 0) rest.push(token);
    }
    if (this.neighbours !== null && rest.length > 0) {
      const more = this.neighbours.expand(rest);
      for (let i = 0; i < more.count; i++) extra.add(more.ids[i], more.weights[i]);
    }
    return extra;
  }
}

/**
 * The classifier's expansion: `neighbours` (or none), wrapped in a synonym expansion when the options ask for one
 * (English, `options.synonymExpansion`) and the workspace is in its few-shot range.
 */
export function withSynonymExpansion(
  neighbours: Expander | null, vectorizer: Vectorizer, texts: readonly (readonly Token[])[], classes: number, options: ClassifierOptions,
): Expander | null {
  const synonyms = options.synonymExpansion;
  if (synonyms === undefined || synonyms === null || !options.vectorizer.english || texts.length > synonyms.upTo * classes) return neighbours;
  return new SynonymExpansion(englishLexicon(), vectorizer, texts, synonyms, neighbours, options.vectorizer.morphology);
}
