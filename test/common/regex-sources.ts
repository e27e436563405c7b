/**
 * Random regex sources and texts for the rewrites of src/common/regexp.ts, whose oracle is the source as written: the
 * same generator for each rewrite's property (the blank runs of `\s`, the classes of blanks), so a new rewrite is checked
 * on the same shapes of pattern.
 */
import fc from 'fast-check';

/** Every match of `source` in `text`: index, text and groups (a global scan; `^`/`$` and lookarounds as written). */
export function allMatches(source: string, flags: string, text: string): unknown[] {
  const re = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
  return [...text.matchAll(re)].map((m) => [m.index, ...Array.from(m)]);
}

/**
 * Patterns of one to five atoms: a word, a blank run (twice as likely), or an atom in an alternative, a capture, an
 * optional group, a repeated group, a lookahead or a lookbehind of either sign.
 */
export function regexSources(word: fc.Arbitrary<string>, run: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const atom: fc.Arbitrary<string> = fc.letrec<{ atom: string }>((tie) => ({
    atom: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word,
      run,
      run,
      fc.tuple(tie('atom'), tie('atom')).map(([x, y]) => `(?:${x}|${y})`),
      fc.tuple(tie('atom'), tie('atom')).map(([x, y]) => `(${x}${y})`),
      tie('atom').map((x) => `(?:${x})?`),
      tie('atom').map((x) => `(?:${x}a){0,2}`),
      tie('atom').map((x) => `(?=${x})`),
      tie('atom').map((x) => `(?<!${x})`),
      tie('atom').map((x) => `(?<=${x})`),
    ),
  })).atom;
  return fc.array(atom, { minLength: 1, maxLength: 5 }).map((xs) => xs.join(''));
}

/** Texts of up to sixteen pieces of the patterns' letters and blanks (a no-break space among them). */
export const BLANK_TEXTS = fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', ' ', '  ', '\t', '\n', '\u00a0', ','), { maxLength: 16 }).map((xs) => xs.join(''));
