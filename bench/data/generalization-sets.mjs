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
