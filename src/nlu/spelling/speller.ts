/**
 * Conservative spelling correction for English workspaces. A token is corrected only when it is neither
 * a workspace word nor an English word, is longer than two letters, holds no digit, is not part of an
 * email, URL or entity mention, and a close word exists. The workspace's own vocabulary (example words,
 * entity values and synonyms) wins over the general word list; casing and punctuation are kept.
 */
import { DeleteIndex } from './symspell.js';
import { englishDictionary, type EnglishDictionary } from './dictionary.js';

export interface SpellerInput {
  language: string;
  /** Texts whose words form the workspace vocabulary (examples, values, synonyms). */
  vocabulary: Iterable<string>;
}

export interface Correction {
  /** The corrected text (equal to the input when nothing changed). */
  text: string;
  changed: boolean;
}

export interface Speller {
  /** Corrects `text`; `protectedRanges` ([start, end) UTF-16 offsets, e.g. entity mentions) are never touched. */
  correct(text: string, protectedRanges?: readonly (readonly [number, number])[]): Correction;
}

/**
 * Longest word corrected or indexed. The symmetric-delete index holds about n²/2 strings of length n
 * for an n-letter word: one 2,048-letter input word ('abab…') exhausted the heap. No real word is this long.
 */
export const MAX_SPELLED_WORD = 64;

const WORD = /[\p{L}][\p{L}'’]*/gu;
const UNTOUCHABLE = /\S*(?:@|:\/\/|www\.)\S*|\S*\.(?:com|org|net|io|edu|gov)\b\S*/giu;

/** Undefined for languages other than English: their text passes through unchanged. */
export function compileSpeller(input: SpellerInput): Speller | undefined {
  if (!/^en(-|$)/i.test(input.language)) return undefined;
  const dictionary = englishDictionary();
  const counts = new Map<string, number>();
  for (const text of input.vocabulary) {
    for (const m of text.toLowerCase().matchAll(WORD)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  const own = new DeleteIndex(2);
  for (const w of [...counts.keys()].sort()) if (w.length >= 3 && w.length <= MAX_SPELLED_WORD && !/['’]/.test(w)) own.add(w);
  return new WorkspaceSpeller(counts, own, dictionary);
}

class WorkspaceSpeller implements Speller {
  constructor(
    private readonly counts: ReadonlyMap<string, number>,
    private readonly own: DeleteIndex,
    private readonly dictionary: EnglishDictionary,
  ) {}

  correct(text: string, protectedRanges: readonly (readonly [number, number])[] = []): Correction {
    const blocked: [number, number][] = protectedRanges.map(([s, e]) => [s, e]);
    for (const m of text.matchAll(UNTOUCHABLE)) blocked.push([m.index, m.index + m[0].length]);
    let out = '';
    let last = 0;
    let changed = false;
    for (const m of text.matchAll(WORD)) {
      const start = m.index;
      const end = start + m[0].length;
      if (blocked.some(([s, e]) => start < e && end > s)) continue;
      if (/\d/.test(text[start - 1] ?? '') || /\d/.test(text[end] ?? '')) continue;
      const fixed = this.correctWord(m[0]);
      if (fixed !== m[0]) {
        out += text.slice(last, start) + fixed;
        last = end;
        changed = true;
      }
    }
    return changed ? { text: out + text.slice(last), changed } : { text, changed };
  }

  private correctWord(word: string): string {
    const lower = word.toLowerCase();
    if (lower.length <= 2 || lower.length > MAX_SPELLED_WORD || /['’]/.test(lower)) return word;
    if (this.counts.has(lower) || this.dictionary.tierOf.has(lower)) return word;
    const max = lower.length <= 4 ? 1 : 2;
    const fromWorkspace = this.own.lookup(lower, max);
    const fromEnglish = this.dictionary.common.lookup(lower, 1);
    const best = pickBest(fromWorkspace, fromEnglish, this.counts, this.dictionary);
    return best === undefined ? word : recase(word, best);
  }
}

function pickBest(
  own: { word: string; distance: number }[],
  english: { word: string; distance: number }[],
  counts: ReadonlyMap<string, number>,
  dictionary: EnglishDictionary,
): string | undefined {
  const ranked = [
    ...own.map((c) => ({ ...c, source: 0, weight: -(counts.get(c.word) ?? 0) })),
    ...english.map((c) => ({ ...c, source: 1, weight: dictionary.tierOf.get(c.word) ?? 99 })),
  ].sort((a, b) => a.distance - b.distance || a.source - b.source || a.weight - b.weight || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const best = ranked[0];
  if (!best) return undefined;
  // Two different words equally close and equally likely: no basis to choose, so leave the text alone.
  const rival = ranked[1];
  if (rival && rival.word !== best.word && rival.distance === best.distance && rival.source === best.source && rival.weight === best.weight) return undefined;
  return best.word;
}

/** Applies the original word's casing (UPPER, Capitalized, lower) to the correction. */
function recase(original: string, word: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return word.toUpperCase();
  if (original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}
