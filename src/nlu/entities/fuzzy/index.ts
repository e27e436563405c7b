/**
 * Fuzzy matching for entities with `fuzzy_match: true`. Three components, as the service lists them:
 *
 * - stemming: every token of a synonym may appear inflected (`cars` for `car`, `hiking` for `hike`)
 *   — confidence STEM_CONFIDENCE;
 * - misspelling: a token that is NOT a known word (common English word, or any word of the
 *   workspace: entity values/synonyms, intent examples) may be within edit distance of a synonym
 *   token: none for synonym tokens shorter than 5, 1 for 5–8 letters, 2 from 9 letters; input tokens
 *   shorter than 4 letters or containing digits are never corrected — confidence
 *   `max(0.5, min(0.85, 1 - 1.5·distance/length))`. A token is corrected OR stemmed, never both;
 * - partial: two or more consecutive words of a synonym of three or more tokens, none of them a
 *   function word, covering at least half of its letters, and belonging to only one value of the
 *   entity — confidence `0.3 + 0.6·coverage` (coverage: share of the synonym's letters matched).
 *
 * Stemming, partial matching and the English word list apply to English workspaces only (the service
 * says the same); other languages get misspelling matching, protected by the workspace's words.
 *
 * A multi-token match has the lowest confidence of its tokens. Candidates for misspelling come from
 * a deletion index (SymSpell: single deletions, plus double deletions of 9+ letter words) over the
 * fuzzy entities' tokens, verified with a bounded
 * optimal-string-alignment distance, so the cost per message does not grow with the workspace.
 */
import { MatchKind, type Candidate } from '../candidate.js';
import { KEY_SEP, TermIndex } from '../dictionary/term-index.js';
import type { EntitySource } from '../source.js';
import type { Token } from '../tokenize.js';
import { DeletionIndex, DOUBLE_DELETION_LENGTH } from './deletions.js';
import { boundedEditDistance } from './edit-distance.js';
import { STOP_WORDS, englishWords } from './known-words.js';
import { stem } from './stem.js';

export const STEM_CONFIDENCE = 0.9;
/** Alternatives kept per input token (its own form first). */
const MAX_ALTERNATIVES = 6;
/** Share of a synonym's letters a partial match must cover. */
const MIN_PARTIAL_COVERAGE = 0.5;
/** Token-sequence paths explored from one start position. */
const MAX_PATHS = 64;
/**
 * Longest input token considered for misspelling correction. Candidate generation is cubic in the
 * token's length (double deletions): one 2,048-letter token took 18 s. No real word is this long.
 */
export const MAX_CORRECTED_LENGTH = 64;

interface Hit {
  readonly entity: number;
  readonly value: number;
}

interface PartialHit extends Hit {
  readonly coverage: number;
}

interface Alternative {
  readonly key: string;
  readonly confidence: number;
}

export interface FuzzyIndex {
  readonly terms: TermIndex<Hit>;
  /** Every proper prefix (joined keys) of a term, to prune the search. */
  readonly prefixes: ReadonlySet<string>;
  readonly partial: TermIndex<PartialHit>;
  /** stem → vocabulary tokens with that stem. */
  readonly stems: ReadonlyMap<string, readonly string[]>;
  /** Deletion variant (or the word itself) → vocabulary tokens (`deletions.ts`). */
  readonly deletions: DeletionIndex;
  readonly vocabulary: ReadonlySet<string>;
  /** Words never corrected: workspace words and common English words. */
  readonly known: { has(word: string): boolean };
  readonly valueNames: ReadonlyMap<number, readonly string[]>;
  /** Stemming, partial matching and the English word list are on. */
  readonly english: boolean;
}

/** Builds the fuzzy index of the fuzzy entities; undefined when no entity is fuzzy. */
export function buildFuzzyIndex(
  entities: readonly EntitySource[],
  collectWorkspaceWords: () => ReadonlySet<string>,
  english = true,
): FuzzyIndex | undefined {
  const fuzzy = entities.filter((e) => e.fuzzy);
  if (fuzzy.length === 0) return undefined;
  const workspaceWords = collectWorkspaceWords();
  const terms = new TermIndex<Hit>();
  const prefixes = new Set<string>();
  const partials: PartialCandidates = new Map();
  const vocabulary = new Set<string>();
  const valueNames = new Map<number, string[]>();
  for (const entity of fuzzy) {
    const names: string[] = [];
    valueNames.set(entity.index, names);
    for (const value of entity.values) {
      names[value.index] = value.name;
      for (const { folds: keys } of value.keys) {
        if (keys.length === 0) continue;
        const hit = { entity: entity.index, value: value.index };
        terms.add(keys, hit);
        for (let n = 1; n < keys.length; n++) prefixes.add(keys.slice(0, n).join(KEY_SEP));
        for (const k of keys) vocabulary.add(k);
        if (english) collectPartials(partials, keys, hit);
      }
    }
  }
  const stems = new Map<string, string[]>();
  const corrected: string[] = [];
  for (const word of vocabulary) {
    if (!isFuzzable(word)) continue;
    if (english) push(stems, stem(word), word);
    // Longer words cannot be within 2 edits of a correctable input token, and their double
    // deletions (about n²/2 strings of n letters) exhausted the heap for a 2,000-letter synonym.
    // Distance 2 is allowed from 9 letters: the table files the double deletions of those words too.
    if (word.length >= 5 && word.length <= MAX_CORRECTED_LENGTH + 2) corrected.push(word);
  }
  return {
    terms,
    prefixes,
    partial: indexPartials(partials),
    stems,
    deletions: DeletionIndex.build(corrected),
    vocabulary,
    known: english ? { has: (w: string) => workspaceWords.has(w) || englishWords().has(w) } : workspaceWords,
    valueNames,
    english,
  };
}

/** Partial-match candidates: joined key → its tokens and the values it is part of. */
type PartialCandidates = Map<string, { keys: string[]; hits: PartialHit[] }>;

/**
 * Collects the sub-sequences of a synonym that may match on their own: two or more consecutive
 * tokens, all of them words that are not function words, covering at least half of its letters.
 */
function collectPartials(partials: PartialCandidates, keys: readonly string[], hit: Hit): void {
  if (keys.length < 3) return;
  const total = keys.reduce((s, k) => s + k.length, 0);
  // Running sums and joins: quadratic in the synonym's words (a slice, sum and join per pair was cubic).
  for (let i = 0; i < keys.length; i++) {
    if (!partialWord(keys[i])) continue;
    let letters = keys[i].length;
    let joined = keys[i];
    for (let j = i + 1; j < keys.length; j++) {
      if (!partialWord(keys[j])) break;
      letters += keys[j].length;
      joined += KEY_SEP + keys[j];
      if (i === 0 && j === keys.length - 1) continue;
      const coverage = letters / total;
      if (coverage < MIN_PARTIAL_COVERAGE) continue;
      const entry = partials.get(joined);
      if (entry === undefined) partials.set(joined, { keys: keys.slice(i, j + 1), hits: [{ ...hit, coverage }] });
      else entry.hits.push({ ...hit, coverage });
    }
  }
}

/** A word that may be part of a partial match: two or more letters or digits, not a function word. */
function partialWord(k: string): boolean {
  return k.length >= 2 && !STOP_WORDS.has(k) && /^[\p{L}\p{N}]+$/u.test(k);
}

/** Keeps the partial keys that point to a single value of an entity (an ambiguous part says nothing). */
function indexPartials(partials: PartialCandidates): TermIndex<PartialHit> {
  const index = new TermIndex<PartialHit>();
  for (const { keys, hits } of partials.values()) {
    const byEntity = new Map<number, PartialHit[]>();
    for (const h of hits) {
      const list = byEntity.get(h.entity);
      if (list === undefined) byEntity.set(h.entity, [h]);
      else list.push(h);
    }
    for (const list of byEntity.values()) {
      if (list.some((h) => h.value !== list[0].value)) continue;
      index.add(keys, list.reduce((a, b) => (b.coverage > a.coverage ? b : a)));
    }
  }
  return index;
}

/** Appends fuzzy matches (stem / misspelling / partial) found in `tokens`. */
export function matchFuzzy(index: FuzzyIndex, tokens: readonly Token[], folds: readonly string[], out: Candidate[]): void {
  const alternatives = tokens.map((t) => alternativesOf(index, t));
  for (let i = 0; i < tokens.length; i++) {
    let paths = 0;
    const walk = (pos: number, key: string, confidence: number, changed: boolean): void => {
      if (pos >= tokens.length || paths >= MAX_PATHS) return;
      for (const alt of alternatives[pos]) {
        if (++paths > MAX_PATHS) return;
        const next = pos === i ? alt.key : key + KEY_SEP + alt.key;
        const conf = Math.min(confidence, alt.confidence);
        const isChanged = changed || alt.confidence < 1;
        const hits = index.terms.get(next);
        if (hits !== undefined && isChanged) emit(index, hits, tokens, i, pos, conf, MatchKind.Fuzzy, out);
        if (index.prefixes.has(next)) walk(pos + 1, next, conf, isChanged);
      }
    };
    walk(i, '', 1, false);
    index.partial.lookupFrom(folds, i, (length, hits) => {
      for (const h of hits) {
        emit(index, [h], tokens, i, i + length - 1, 0.3 + 0.6 * h.coverage, MatchKind.Partial, out);
      }
    });
  }
}

function emit(
  index: FuzzyIndex,
  hits: readonly Hit[],
  tokens: readonly Token[],
  first: number,
  last: number,
  confidence: number,
  kind: MatchKind,
  out: Candidate[],
): void {
  for (const h of hits) {
    out.push({
      entityIndex: h.entity,
      valueIndex: h.value,
      value: index.valueNames.get(h.entity)?.[h.value] ?? '',
      start: tokens[first].start,
      end: tokens[last].end,
      confidence: round(confidence),
      kind,
    });
  }
}

/** What an input token may stand for: itself, a same-stem word, or (if unknown) a close spelling. */
function alternativesOf(index: FuzzyIndex, token: Token): Alternative[] {
  const own = token.fold;
  const out: Alternative[] = [{ key: own, confidence: 1 }];
  // Words under 4 letters are never rewritten, neither by stemming nor by spelling (`tun` is not `tune`).
  if (!token.word || own.length < 4 || !isFuzzable(own)) return out;
  const seen = new Set([own]);
  for (const w of index.stems.get(stem(own)) ?? []) {
    if (out.length >= MAX_ALTERNATIVES) return out;
    if (!seen.has(w)) {
      seen.add(w);
      out.push({ key: w, confidence: STEM_CONFIDENCE });
    }
  }
  if (index.vocabulary.has(own) || index.known.has(own) || (index.english && index.known.has(stem(own)))) return out;
  if (own.length > MAX_CORRECTED_LENGTH) return out;
  const candidates = new Set<string>();
  index.deletions.collect(own, candidates);
  for (const d of singleDeletions(own)) {
    index.deletions.collect(d, candidates);
    if (own.length >= 7) for (const dd of singleDeletions(d)) index.deletions.collect(dd, candidates, DOUBLE_DELETION_LENGTH);
  }
  const scored: Alternative[] = [];
  for (const w of [...candidates].sort()) {
    if (seen.has(w)) continue;
    const max = w.length >= 9 ? 2 : w.length >= 5 ? 1 : 0;
    const d = boundedEditDistance(own, w, max);
    if (d === 0 || d > max) continue;
    const length = Math.max(own.length, w.length);
    scored.push({ key: w, confidence: Math.max(0.5, Math.min(0.85, 1 - (1.5 * d) / length)) });
  }
  scored.sort((a, b) => b.confidence - a.confidence || (a.key < b.key ? -1 : 1));
  for (const s of scored) {
    if (out.length >= MAX_ALTERNATIVES) break;
    out.push(s);
  }
  return out;
}

function isFuzzable(word: string): boolean {
  return word.length >= 3 && /^\p{L}+$/u.test(word);
}

function singleDeletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Adds `word` under `key`; a word's own duplicates arrive consecutively, so checking the last suffices. */
function push(map: Map<string, string[]>, key: string, word: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [word]);
  else if (list[list.length - 1] !== word) list.push(word);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
