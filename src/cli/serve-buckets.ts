/**
 * `parley serve --buckets DIR` says at start which buckets it serves: a newcomer who put the documents in DIR itself,
 * not in a sub-folder, otherwise learns it only from a batch that fails with "no such bucket".
 */
import { readdirSync, type Dirent } from 'node:fs';
import { terminalSafe } from '../common/terminal-safe.js';

/** Past this many sub-folders the line names the first ones and counts the rest. */
const SHOWN = 8;

/** Lists a folder's entries; a parameter so that a test can stand in for a folder that cannot be listed. */
export type ListFolder = (dir: string) => Dirent[];

const listFolder: ListFolder = (dir) => readdirSync(dir, { withFileTypes: true });

export function bucketsLine(dir: string, list: ListFolder = listFolder): string {
  const where = terminalSafe(dir);
  let names: string[];
  try {
    names = list(dir)
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (e) {
    // A folder that may be entered but not listed (mode 711) still serves the buckets a batch names: the line is a
    // courtesy, and serve goes on (hred23: the listing's EACCES stopped it with "unexpected error").
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    return `buckets not listed ← ${where} (${terminalSafe(code)}: it cannot be listed; a batch names its bucket, a sub-folder of it)`;
  }
  if (names.length === 0) return `buckets none yet ← ${where} (each sub-folder is a bucket: mkdir ${where}/in ${where}/out)`;
  const more = names.length > SHOWN ? `, and ${names.length - SHOWN} more` : '';
  return `buckets ${names.slice(0, SHOWN).map(terminalSafe).join(', ')}${more} ← ${where}`;
}
