/**
 * Java's predefined and POSIX character classes as code point ranges, so they can be written
 * (and complemented) inside a JavaScript `u` class. Java's `\w`, `\d`, `\s` and `\p{Alpha}`-style
 * POSIX classes are ASCII-only unless UNICODE_CHARACTER_CLASS is set, which the service does not do.
 */

export type Ranges = readonly (readonly [number, number])[];

const r = (s: string): [number, number] => [s.codePointAt(0)!, s.codePointAt(s.length - 1)!];
const ch = (c: number): [number, number] => [c, c];

const LOWER: Ranges = [r('az')];
const UPPER: Ranges = [r('AZ')];
const DIGIT: Ranges = [r('09')];
const ALPHA: Ranges = [r('AZ'), r('az')];
const ALNUM: Ranges = [r('09'), r('AZ'), r('az')];
const PUNCT: Ranges = [[0x21, 0x2f], [0x3a, 0x40], [0x5b, 0x60], [0x7b, 0x7e]];
const GRAPH: Ranges = [[0x21, 0x7e]];
const SPACE: Ranges = [[0x09, 0x0d], ch(0x20)];
const BLANK: Ranges = [ch(0x09), ch(0x20)];
const CNTRL: Ranges = [[0x00, 0x1f], ch(0x7f)];
const XDIGIT: Ranges = [r('09'), r('AF'), r('af')];
const WORD: Ranges = [r('09'), r('AZ'), ch(0x5f), r('az')];
const HSPACE: Ranges = [ch(0x09), ch(0x20), ch(0xa0), ch(0x1680), ch(0x180e), [0x2000, 0x200a], ch(0x202f), ch(0x205f), ch(0x3000)];
const VSPACE: Ranges = [[0x0a, 0x0d], ch(0x85), [0x2028, 0x2029]];

/** `\d \w \s \h \v` (lowercase; the uppercase escape is the complement). */
export const ESCAPE_CLASSES: Readonly<Record<string, Ranges>> = { d: DIGIT, w: WORD, s: [[0x09, 0x0d], ch(0x20)], h: HSPACE, v: VSPACE };

/** `\p{Name}` POSIX and java.lang.Character classes Java defines as ASCII sets. */
export const POSIX_CLASSES: Readonly<Record<string, Ranges>> = {
  Lower: LOWER,
  Upper: UPPER,
  ASCII: [[0x00, 0x7f]],
  Alpha: ALPHA,
  Digit: DIGIT,
  Alnum: ALNUM,
  Punct: PUNCT,
  Graph: GRAPH,
  Print: [[0x20, 0x7e]],
  Blank: BLANK,
  Cntrl: CNTRL,
  XDigit: XDIGIT,
  Space: SPACE,
};

/**
 * Java Unicode property spellings (`\p{L}`, `\p{IsLatin}`, `\p{javaLowerCase}`...) as the body of an
 * RE2 class (one or more `\p{..}`; scripts by their bare name, Ideographic as Han), or undefined when there
 * is no equivalent.
 */
export function unicodePropertyBody(name: string): string | undefined {
  const plain = name.startsWith('Is') ? name.slice(2) : name;
  const categories = new Set([
    'L', 'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'Mn', 'Mc', 'Me', 'N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Ps',
    'Pe', 'Pi', 'Pf', 'Po', 'S', 'Sm', 'Sc', 'Sk', 'So', 'Z', 'Zs', 'Zl', 'Zp', 'C', 'Cc', 'Cf', 'Co', 'Cn',
  ]);
  if (categories.has(plain)) return `\\p{${plain}}`;
  const named: Record<string, string> = {
    Letter: '\\p{L}', Alphabetic: '\\p{Alphabetic}', Ideographic: '\\p{Han}', Digit: '\\p{Nd}',
    Punctuation: '\\p{P}', WhiteSpace: '\\p{White_Space}', White_Space: '\\p{White_Space}', Emoji: '\\p{Emoji}',
    LowerCase: '\\p{Lowercase}', UpperCase: '\\p{Uppercase}', Lowercase: '\\p{Lowercase}', Uppercase: '\\p{Uppercase}',
    javaLowerCase: '\\p{Lowercase}', javaUpperCase: '\\p{Uppercase}', javaWhitespace: '\\p{White_Space}',
    javaLetter: '\\p{L}', javaDigit: '\\p{Nd}', javaLetterOrDigit: '\\p{L}\\p{Nd}', javaAlphabetic: '\\p{Alphabetic}',
  };
  if (Object.hasOwn(named, plain)) return named[plain];
  const script = name.startsWith('Is') ? name.slice(2) : name.startsWith('script=') ? name.slice(7) : name.startsWith('sc=') ? name.slice(3) : undefined;
  if (script !== undefined && /^[A-Z][A-Za-z_]*$/.test(script)) return `\\p{${script}}`;
  return undefined;
}

/** Complement of sorted, non-overlapping ranges over all code points. */
export function complement(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of sorted) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

/** Class body text (no brackets) for `ranges`, safe inside a JS `u` character class. */
export function rangesToClassBody(ranges: Ranges): string {
  return ranges.map(([lo, hi]) => (lo === hi ? classChar(lo) : `${classChar(lo)}-${classChar(hi)}`)).join('');
}

/** A code point written so that it is literal inside a JS `u` character class. */
export function classChar(cp: number): string {
  if ((cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) return String.fromCodePoint(cp);
  return `\\u{${cp.toString(16)}}`;
}

/** A code point written so that it is literal outside a class in a JS `u` regex. */
export function literalChar(cp: number): string {
  return classChar(cp);
}
