// Writes data/regex-prefilter.json, the literal prefilter's table (src/common/regex-prefilter.ts): for each pattern
// of the contract classifier, the literal strings one of which every string it matches contains
// (src/common/regex-literal-atoms.ts, from the pattern's syntax tree parsed by regexpp), keyed by flags and source.
// Beside it, data/regex-guards.json: for each pattern led by a lookbehind or by many words, the units one of which starts every match
// (src/common/regex-lookbehind-guards.ts), which the prefilter puts in front of it as a lookahead; and data/regex-runs.json:
// each pattern's source as the prefilter runs it (regex-prefilter.ts runSourceOf), null where it is its own.
// Run by `npm run build` after tsc (it reads the compiled patterns from dist/); not committed, generated like the
// English word list. At build time because parsing the sources in the process costs ~1 s of its cold first call.
//
// Which patterns: every RegExp reachable from the exports of dist/contracts/classify/**/*.js (a RegExp, or one inside an
// array or a [RegExp, label] tuple) and the lists a module exports through a function of no argument named
// `…Patterns` (`categoryPatterns()`, `namePatterns()`): a module's private patterns its call sites filter. A pattern
// added later is in the next build's table without anyone writing its atoms; one the table lacks simply always runs.
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const classify = join(root, 'dist', 'contracts', 'classify');
const { literalAtoms } = await import(pathToFileURL(join(root, 'dist', 'common', 'regex-literal-atoms.js')).href);
const { prefilterKey, runSourceOf, PREFILTER_TABLE, GUARD_TABLE, RUN_TABLE } = await import(pathToFileURL(join(root, 'dist', 'common', 'regex-prefilter.js')).href);
const { guardUnitsOf } = await import(pathToFileURL(join(root, 'dist', 'common', 'regex-lookbehind-guards.js')).href);

const patterns = new Set();
const collect = (value, depth) => {
  if (value instanceof RegExp) patterns.add(value);
  else if (Array.isArray(value) && depth < 3) for (const v of value) collect(v, depth + 1);
};
for (const file of readdirSync(classify, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js') && !f.startsWith('data/')).sort()) {
  const mod = await import(pathToFileURL(join(classify, file)).href);
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'function' && /Patterns$/.test(name) && value.length === 0) collect(value(), 0);
    else collect(value, 0);
  }
}

const table = {};
const guards = {};
const runs = {};
let filtered = 0;
let rewritten = 0;
let guarded = 0;
for (const re of [...patterns].sort((a, b) => (prefilterKey(a) < prefilterKey(b) ? -1 : 1))) {
  // The source the prefilter runs it as, rewritten here once rather than in each process (null: its own).
  const run = runSourceOf(re);
  runs[prefilterKey(re)] = run === re.source ? null : run;
  if (run !== re.source) rewritten++;
  const units = guardUnitsOf(re);
  if (units !== null) {
    // Code points with the `u` flag, code units without: a string of them either way.
    guards[prefilterKey(re)] = String.fromCodePoint(...units);
    guarded++;
  }
  const atoms = literalAtoms(re);
  if (atoms === null) continue;
  table[prefilterKey(re)] = atoms;
  filtered++;
}
const write = (name, value) => {
  const out = join(root, 'data', name);
  writeFileSync(`${out}.partial`, `${JSON.stringify(value)}\n`);
  renameSync(`${out}.partial`, out);
};
write(PREFILTER_TABLE, table);
write(GUARD_TABLE, guards);
write(RUN_TABLE, runs);
console.log(`regex prefilter: ${filtered} of ${patterns.size} patterns -> data/${PREFILTER_TABLE}; ${guarded} led by a lookbehind or many words guarded -> data/${GUARD_TABLE}; ${rewritten} rewritten -> data/${RUN_TABLE}`);
