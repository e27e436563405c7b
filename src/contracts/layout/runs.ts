/** Small operations on styled runs: their text, and cutting them at a character offset. */
import type { TextRun } from '../readers/types.js';

export function runsText(runs: readonly TextRun[]): string {
  let text = '';
  for (const run of runs) text += run.text;
  return text;
}

/** Cuts `runs` at `offset` characters of their joined text; both halves keep their styles. */
export function splitRuns(runs: readonly TextRun[], offset: number): [TextRun[], TextRun[]] {
  const before: TextRun[] = [];
  const after: TextRun[] = [];
  let seen = 0;
  for (const run of runs) {
    const end = seen + run.text.length;
    if (end <= offset) before.push(run);
    else if (seen >= offset) after.push(run);
    else {
      before.push({ text: run.text.slice(0, offset - seen), style: run.style });
      after.push({ text: run.text.slice(offset - seen), style: run.style });
    }
    seen = end;
  }
  return [before, after];
}

/** Every non-blank run is bold. */
export function allBold(runs: readonly TextRun[]): boolean {
  let any = false;
  for (const run of runs) {
    if (run.text.trim() === '') continue;
    if (!run.style.bold) return false;
    any = true;
  }
  return any;
}
