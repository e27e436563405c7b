/**
 * Joining lines into paragraph text, shared by the PDF and OCR readers: a line that ends in a hyphen
 * inside a word continues on the next line. The hyphen goes when it only broke the word ("agree-" +
 * "ment" → "agreement"), and stays when it is part of it ("non-" + "exclusive", "third-" + "party").
 */
import { isEnglishWord } from '../../common/lexicon/english.js';
import type { TextRun } from './types.js';
import { appendAll } from '../../common/append-all.js';

/** Prefixes that English writes with a hyphen before a whole word. */
const HYPHEN_PREFIXES = new Set(['non', 'self', 'co', 'pre', 'post', 'anti', 'sub', 'multi', 'cross', 'inter', 'intra', 'semi', 'quasi', 'ex']);

const isWord = (w: string) => isEnglishWord(w.toLowerCase().replace(/'s$/, ''));

/** Whether `before-` at a line end and `after` on the next line form one unhyphenated word. */
export function dropsLineEndHyphen(before: string, after: string): boolean {
  if (!/^[a-z]/.test(after)) return false;
  const b = before.toLowerCase();
  if (HYPHEN_PREFIXES.has(b) && isWord(after)) return false;
  if (isWord(b + after)) return true;
  if (isWord(b) && isWord(after)) return false;
  // Neither an English word joined nor two words apart: most likely a word the typesetter broke.
  return !isWord(after);
}

const HYPHENATED_END = /([A-Za-z]+)-$/;
const WORD_START = /^([A-Za-z']+)/;

/** Appends a line's runs to a paragraph's runs, with a space or a joined hyphenation between them. */
export function appendLine(runs: TextRun[], line: TextRun[]): void {
  const next = line.map((r) => ({ text: r.text, style: r.style })).filter((r) => r.text !== '');
  if (next.length === 0) return;
  next[0].text = next[0].text.replace(/^\s+/, '');
  if (runs.length === 0) {
    appendAll(runs, next);
    return;
  }
  const last = runs[runs.length - 1];
  last.text = last.text.replace(/\s+$/, '');
  // Only a run ending in a hyphen can match: the cheap test first (unoptimised past V8's regex budget, the pattern
  // otherwise scans each word of every line to its end from each of its letters; bench/log.md, "The cold classify, part 16").
  const end = last.text.endsWith('-') ? HYPHENATED_END.exec(last.text) : null;
  const start = WORD_START.exec(next[0].text);
  if (end && start) {
    if (dropsLineEndHyphen(end[1], start[1])) last.text = last.text.slice(0, -1);
  } else if (last.text !== '' && !last.text.endsWith('/')) {
    last.text += ' ';
  }
  appendAll(runs, next);
}

/**
 * The length `text` has once its whitespace is collapsed (as `tidyRuns` does), counted without building it: a reader
 * bounds a document's text with it before tidying (collapsing 60 million characters of `a ` took 2 GB).
 */
export function collapsedLength(text: string): number {
  let length = 0;
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const white = isSpace(text.charCodeAt(i));
    if (!(white && space)) length++;
    space = white;
  }
  return length;
}

/** Whether a UTF-16 unit is one of what `\s` matches (ECMAScript's WhiteSpace and LineTerminator). */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Runs with collapsed whitespace, adjacent runs of one style merged, empty runs dropped. A space is kept only when
 * the text before it (whatever its run or style) does not already end in one: "word " + " word" of one style made
 * "word  word" when runs were collapsed one by one and merged after (and a run emptied between two kept a double
 * space around it). The text is the runs' joined text with its whitespace collapsed and trimmed.
 */
export function tidyRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  // At the start a space is dropped as after one.
  let afterSpace = true;
  for (const run of runs) {
    let text = run.text.replace(/\s+/g, ' ');
    if (afterSpace && text.startsWith(' ')) text = text.slice(1);
    // An emptied run is dropped before it can part two runs of one style ("Fees " plain, " " bold, "due" plain: one run).
    if (text === '') continue;
    afterSpace = text.endsWith(' ');
    const previous = out[out.length - 1];
    if (previous && sameStyle(previous.style, run.style)) previous.text += text;
    else out.push({ text, style: run.style });
  }
  const last = out[out.length - 1];
  if (last?.text.endsWith(' ')) {
    last.text = last.text.slice(0, -1);
    if (last.text === '') out.pop();
  }
  return out;
}

export function sameStyle(a: TextRun['style'], b: TextRun['style']): boolean {
  return a.font === b.font && a.size === b.size && !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.underline === !!b.underline;
}

/** The characters of `runs`' text. */
export function runsLength(runs: readonly TextRun[]): number {
  let length = 0;
  for (const run of runs) length += run.text.length;
  return length;
}

export function textOfRuns(runs: TextRun[]): string {
  return runs.map((r) => r.text).join('');
}
