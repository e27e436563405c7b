#!/usr/bin/env node
// contracts-exported-patterns.mjs [--from 2000] [--project DIR]
// Every regular expression the contract modules export (dist/contracts/**, dist/common/**), timed on long runs of one
// filler (blanks, dots, commas, underscores, line breaks, short words, figures) after each of its own first literal
// words: a run `--from` characters long and one four times longer. A pattern whose time grows more than eight-fold
// (a linear one grows four-fold, a quadratic one sixteen-fold) and passes 15 ms is listed with its module, head and
// filler. Callers may bound a line's length before testing it, but an exported pattern is reused: each found is a
// defect to fix (session 59 found SIGNED_ON, FIELD and DEFINITIONS_HEADING; test/contracts/classify/hostile/
// exported-patterns-on-runs.test.ts). Prints the flagged patterns, then the JSON summary. Needs `npm run build`.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const root = opt('project', join(dirname(fileURLToPath(import.meta.url)), '..'));
const from = Number(opt('from', '2000'));
const FILLERS = [' ', '.', ',', '_', 'a ', 'A ', '1 ', '-', '\n', 'Aa ', ', ', '1.', 'of ', ': '];
const modules = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
/** Milliseconds for one test (or one full matchAll of a global pattern, at most 100,000 matches). */
const time = (re, text) => {
  re.lastIndex = 0;
  const t0 = performance.now();
  if (re.global) { let k = 0; for (const _ of text.matchAll(re)) if (++k > 100_000) break; } else re.test(text);
  return performance.now() - t0;
};

const flagged = [];
let patterns = 0;
const t0 = performance.now();
for (const file of [...modules(join(root, 'dist', 'contracts')), ...modules(join(root, 'dist', 'common'))]) {
  let mod;
  try { mod = await import(pathToFileURL(file)); } catch { continue; }
  for (const [name, re] of Object.entries(mod)) {
    if (!(re instanceof RegExp)) continue;
    patterns++;
    // A run reaches the costly part of a pattern after the words that open it: "Article" before blanks, "Per" before a line.
    const words = [...new Set(re.source.replace(/\\[a-zA-Z]/g, ' ').match(/[A-Za-z]{3,}/g) ?? [])].slice(0, 4);
    const heads = ['', ...words, ...words.map((w) => w[0].toUpperCase() + w.slice(1))];
    for (const head of heads) {
      for (const filler of FILLERS) {
        const small = time(re, `${head}${filler.repeat(Math.ceil(from / filler.length))}x`);
        if (small < 2) continue;
        const large = time(re, `${head}${filler.repeat(Math.ceil((4 * from) / filler.length))}x`);
        if (large > 15 && large / Math.max(small, 0.5) > 8) {
          flagged.push({ module: file.slice(join(root, 'dist').length + 1), name, head, filler, ms: [+small.toFixed(1), +large.toFixed(1)] });
        }
      }
    }
  }
}
for (const f of flagged) console.log(`${f.module} ${f.name} after ${JSON.stringify(f.head)}, run of ${JSON.stringify(f.filler)}: ${f.ms[0]} → ${f.ms[1]} ms`);
console.log(flagged.length ? `${flagged.length} growths in ${new Set(flagged.map((f) => f.name)).size} patterns` : `no pattern of ${patterns} grows faster than linear`);
console.log(JSON.stringify({ patterns, flagged: flagged.length, flagged_patterns: [...new Set(flagged.map((f) => `${f.module}:${f.name}`))], from, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));
