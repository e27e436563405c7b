/**
 * Training texts made with WordNet synonyms (English; `lexicon/wordnet-en.ts`): an example's content word replaced
 * by the first synonym of its most frequent sense ("buy a ticket" → "purchase a ticket"), so that a few examples
 * also teach their words' synonyms. Only for intents with few examples; deterministic (words taken in the text's
 * order), at most `perExample` variants per example, each replacing one word.
 */
import type { EnglishLexicon } from '../lexicon/wordnet-en.js';
import { ENGLISH_STOP_WORDS, tokenize } from '../text/index.js';

export interface SynonymVariantOptions {
  /** Variants per example (each replaces one more word, in the text's order). */
  readonly perExample: number;
  /** Only intents with at most this many examples get variants. */
  readonly upTo: number;
  /** Weight of a variant in the linear model's training (an example: 1). */
  readonly weight: number;
}

const WORD = /^[a-z]+$/;

/** Per intent, its examples' synonym variants. */
export function synonymVariants(
  examples: readonly (readonly string[])[], lexicon: EnglishLexicon, options: SynonymVariantOptions,
): string[][] {
  return examples.map((texts) => {
    if (texts.length > options.upTo || options.perExample <= 0) return [];
    const out: string[] = [];
    for (const text of texts) {
      let made = 0;
      for (const token of tokenize(text)) {
        if (made === options.perExample) break;
        const word = token.norm;
        if (!WORD.test(word) || ENGLISH_STOP_WORDS.has(word)) continue;
        const synonym = lexicon.synonyms.get(word)?.[0];
        if (synonym === undefined) continue;
        out.push(text.slice(0, token.start) + synonym + text.slice(token.end));
        made++;
      }
    }
    return out;
  });
}
