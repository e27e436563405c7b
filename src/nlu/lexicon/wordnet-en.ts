/**
 * English lexical relations from WordNet (Princeton University, WordNet licence: `data/wordnet-en.LICENSE`), derived
 * by `scripts/build-wordnet.mjs` and shipped as `data/wordnet-en.txt`, limited to the word-vector table's 50,000
 * words: irregular inflections the Porter stemmer cannot undo ("bought" → buy, "children" → child), nouns derived
 * from verbs it leaves apart ("payment" → pay), and each word's synonyms and hypernyms in its most frequent sense.
 * Loaded lazily on first use, shared read-only.
 */
import { readFileSync } from 'node:fs';
import { findDataFile } from '../../common/data-file.js';

export interface EnglishLexicon {
  /** Irregular inflection → base form. */
  readonly base: ReadonlyMap<string, string>;
  /** Noun derived from a verb → the verb. */
  readonly derived: ReadonlyMap<string, string>;
  /** Word → the other words of its most frequent sense, most frequent first. */
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** Word → the words of its most frequent sense's hypernyms, most frequent first. */
  readonly hypernyms: ReadonlyMap<string, readonly string[]>;
}

/** How far words are reduced before stemming: irregular inflections only, or derived nouns too. */
export type Morphology = 'irregular' | 'derived';

const SECTIONS = ['base', 'derived', 'synonyms', 'hypernyms'] as const;

let shared: EnglishLexicon | undefined;

/** The shipped English lexicon (read once per process). */
export function englishLexicon(): EnglishLexicon {
  shared ??= parseEnglishLexicon(readFileSync(findDataFile('wordnet-en.txt'), 'utf8'));
  return shared;
}

/** Parse the format written by `scripts/build-wordnet.mjs`. */
export function parseEnglishLexicon(text: string): EnglishLexicon {
  const lines = text.split('\n');
  if (lines[0] !== 'PWN1') throw new Error('English lexicon: not a PWN1 file');
  const maps = { base: new Map<string, string>(), derived: new Map<string, string>(), synonyms: new Map<string, string[]>(), hypernyms: new Map<string, string[]>() };
  let section: (typeof SECTIONS)[number] | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.length === 0) continue;
    if (line.startsWith('#')) {
      const name = line.slice(1);
      section = (SECTIONS as readonly string[]).includes(name) ? (name as (typeof SECTIONS)[number]) : null;
      if (section === null) throw new Error(`English lexicon: unknown section ${name} (line ${i + 1})`);
      continue;
    }
    const [word, ...rest] = line.split(' ');
    if (section === null || rest.length === 0) throw new Error(`English lexicon: bad line ${i + 1}`);
    if (section === 'base' || section === 'derived') maps[section].set(word, rest[0]);
    else maps[section].set(word, rest);
  }
  return maps;
}

/** The base form of a lowercase English word under `morphology` (the word itself when none is known). */
export function englishBaseForm(word: string, morphology: Morphology, lexicon: EnglishLexicon = englishLexicon()): string {
  return lexicon.base.get(word) ?? (morphology === 'derived' ? lexicon.derived.get(word) : undefined) ?? word;
}
