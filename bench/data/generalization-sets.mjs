// The hand-written labelled contract sets (contracts-generalization.json, -2.json, …), in set order: one list for the
// category model's training script and the benches that score the sets, so a new set needs no edit elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SETS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** A set file's number, from its name (contracts-generalization.json is set 1, -13.json set 13). */
export const setNumber = (f) => Number(/-(\d+)\.json$/.exec(f)?.[1] ?? 1);

/** The set files' names, set 1 first. */
export function generalizationSetFiles() {
  return fs.readdirSync(SETS_DIR).filter((f) => /^contracts-generalization(?:-\d+)?\.json$/.test(f)).sort((a, b) => setNumber(a) - setNumber(b));
}

/**
 * The relabel scripts' one loop (`contracts-relabel-*.mjs list|apply [--sets LO-HI]`; `modes`, a script's own list of
 * modes where it has more): every element of the sets in
 * range goes to `visit(element, setNumber, doc, index, docIndex)`, which changes it in place and returns the change's
 * line (or its lines, one per rule that changed it), or nothing; `apply` writes each set file that changed (the sets'
 * own JSON layout). Returns the mode and the lines.
 */
export function relabelSets(defaultRange, visit, argv = process.argv.slice(2), modes = ['list', 'apply']) {
  // `list` unless named: "--sets 3" alone lists set 3. A word the script has no mode for is refused: "aply" listed,
  // and its closing "N element(s) to relabel" was easy to read as done (h56ops).
  const mode = argv[0] === undefined || argv[0].startsWith('--') ? 'list' : argv[0];
  if (!modes.includes(mode)) throw new Error(`${mode}: want ${modes.join(' or ')} (then --sets N or N-M)`);
  const at = argv.indexOf('--sets');
  // "--sets 25" is the one set 25 (it used to parse as 25–NaN and relabel nothing, silently).
  const [lo, hi = lo] = (at >= 0 ? argv[at + 1] : defaultRange).split('-').map(Number);
  if (!Number.isInteger(lo) || !Number.isInteger(hi)) throw new Error(`--sets ${argv[at + 1]}: want N or N-M`);
  const changes = [];
  for (const f of generalizationSetFiles().filter((x) => setNumber(x) >= lo && setNumber(x) <= hi)) {
    const p = path.join(SETS_DIR, f);
    const source = fs.readFileSync(p, 'utf8');
    const set = JSON.parse(source);
    let changed = 0;
    set.documents.forEach((doc, d) => doc.elements.forEach((e, k) => {
      const line = visit(e, setNumber(f), doc, k, d);
      if (line !== undefined) { changes.push(...[line].flat()); changed++; }
    }));
    if (mode === 'apply' && changed) fs.writeFileSync(p, `${JSON.stringify(set, null, indentOf(source))}\n`);
  }
  return { mode, changes };
}

/** The indent of a set file's own layout (sets 1–83 one space, later sets two), so `apply` rewrites only the labels it changes. */
export function indentOf(source) {
  return /^\{\r?\n( +)"/.exec(source)?.[1].length ?? 1;
}

/**
 * The relabel scripts' line for one element's change: "set N<TAB>doc#k<TAB>change<TAB>shown", the document's name cut
 * at 40 characters and `shown` (the element's text, or a stand-in where the text may not be shown) at 150.
 */
export function relabelLine(set, doc, k, change, shown) {
  return `set ${set}\t${doc.name.slice(0, 40)}#${k}\t${change}\t${shown.slice(0, 150)}`;
}

/**
 * An element's categories set to `after` and the relabel scripts' line for it ("[before] -> [after]"), or undefined
 * when `after` holds the same categories (nothing changed). `shown` stands for the text where it may not be shown.
 */
export function recategorised(e, set, doc, k, after, shown = e.text) {
  if (after.length === e.categories.length && after.every((c) => e.categories.includes(c))) return undefined;
  const line = relabelLine(set, doc, k, `[${e.categories.join(', ')}] -> [${after.join(', ')}]`, shown);
  e.categories = after;
  return line;
}

/** One category added to an element's, and the relabel scripts' line for it ("[before] + category"). */
export function categoryAdded(e, set, doc, k, category) {
  const line = relabelLine(set, doc, k, `[${e.categories.join(', ')}] + ${category}`, e.text);
  e.categories = [...e.categories, category];
  return line;
}

const shownTypes = (types) => types.map((t) => `${t.nature}/${t.party}`).join(', ');

/**
 * An element's types (nature/party labels) set to `after` and the relabel scripts' line for it ("[before] ->
 * [after]"), or undefined when `after` is the same list in the same order (nothing changed).
 */
export function retyped(e, set, doc, k, after) {
  const before = shownTypes(e.types ?? []);
  if (shownTypes(after) === before) return undefined;
  const line = relabelLine(set, doc, k, `[${before}] -> [${shownTypes(after)}]`, e.text);
  e.types = after;
  return line;
}

/** The relabel scripts' report: each change's line, then how many elements changed (or would). */
export function printRelabels({ mode, changes }) {
  console.log(changes.join('\n'));
  console.log(`${changes.length} element(s)${mode === 'apply' ? ' relabelled' : ' to relabel'}`);
}
