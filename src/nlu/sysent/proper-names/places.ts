/**
 * The place names of `@sys-location` (common/lexicon/places.ts and world-cities.ts) as an index by first word,
 * and their mentions in a text: the longest known name at each word, capitalised as names are (`New South Wales`,
 * `Bosnia and Herzegovina`), or in lower case when it is not a single common English word (`boston`, `new york`,
 * not `turkey`); abbreviations (`U.S.A.`, `UK`, `NYC`) only exactly as written.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { PLACE_ABBREVIATIONS, PLACES, PROVINCES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';
import { WORLD_CITIES } from '../../../common/lexicon/world-cities.js';
import { isCapitalised, type Word } from './words.js';

export interface Span {
  readonly start: number;
  readonly end: number;
}

interface PlaceIndex {
  /** First word (lower case) → the names starting with it as lower-case word lists, longest first. */
  readonly byFirstWord: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The abbreviations and names with an all-caps word or a period, exactly as written. */
  readonly exact: RegExp;
}

let shared: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  if (shared) return shared;
  const names = [...PLACES, ...WORLD_COUNTRIES, ...PROVINCES, ...WORLD_CITIES.split('|'), ...PLACE_ABBREVIATIONS];
  const byFirstWord = new Map<string, string[][]>();
  const exact = new Set<string>();
  for (const name of names) {
    if (/\.|\b\p{Lu}{2,}\b/u.test(name)) {
      exact.add(name);
      continue;
    }
    const parts = name.toLowerCase().split(/\s+/);
    const list = byFirstWord.get(parts[0]) ?? [];
    if (!list.some((p) => p.join(' ') === parts.join(' '))) list.push(parts);
    byFirstWord.set(parts[0], list);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  const alternatives = [...exact].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  shared = { byFirstWord, exact: new RegExp(`(?<![\\p{L}\\p{N}.])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}]|\\.\\p{L})`, 'gu') };
  return shared;
}

/** True when `lower` starts a known place name (for the person recognizer: a place is not a person). */
export function isPlaceWord(lower: string): boolean {
  return placeIndex().byFirstWord.get(lower)?.some((p) => p.length === 1) ?? false;
}

/** Place mentions, ordered and not overlapping (the earlier, then the longer, wins). */
export function findPlaces(text: string, ws: readonly Word[]): Span[] {
  const index = placeIndex();
  const found: Span[] = [];
  for (const m of text.matchAll(index.exact)) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  for (let i = 0; i < ws.length; i++) {
    const candidates = index.byFirstWord.get(ws[i].lower);
    if (!candidates) continue;
    const parts = candidates.find((p) => matchesAt(ws, i, p));
    if (parts) found.push({ start: ws[i].start, end: ws[i + parts.length - 1].end });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of found) if (kept.length === 0 || span.start >= kept[kept.length - 1].end) kept.push(span);
  return kept;
}

/** The words from `i` spell `parts`, joined by spaces, capitalised (connectors in lower case) or all in lower case. */
function matchesAt(ws: readonly Word[], i: number, parts: readonly string[]): boolean {
  if (i + parts.length > ws.length) return false;
  let lowerCase = true;
  let capitalised = true;
  for (let k = 0; k < parts.length; k++) {
    const w = ws[i + k];
    if (w.lower !== parts[k] || (k > 0 && !w.joinsPrevious)) return false;
    if (w.text !== w.lower) lowerCase = false;
    if (!isCapitalised(w.text) && !(k > 0 && CONNECTORS.has(w.text))) capitalised = false;
  }
  const commonWord = parts.length === 1 && isCommonEnglishWord(parts[0], 20);
  // `Sale ends today`, `Phoenix`: a one-word name that is a common word proves nothing at a sentence start.
  if (capitalised) return !(commonWord && ws[i].sentenceStart);
  return lowerCase && !commonWord;
}

/** Lower-case words inside place names (`Bosnia and Herzegovina`, `Rio de Janeiro`). */
const CONNECTORS: ReadonlySet<string> = new Set(['and', 'of', 'the', 'de', 'del', 'do', 'da', 'la', 'el', 'al', 'es', 'upon', 'on']);
