/**
 * Translation of the service's Java-flavoured regular expressions into RE2 syntax, run by re2js: a
 * linear-time engine like the service's RE2, so no pattern can backtrack catastrophically whatever its shape.
 *
 * What differs and how it is handled:
 * - inline flags `(?i)`, `(?s)`, `(?x)`, `(?-i)`, scoped `(?i:...)`: case-insensitivity is applied by
 *   expanding ASCII letters (`a` → `[aA]`), which is Java's default (ASCII-only) CASE_INSENSITIVE and
 *   works for scoped flags too; `s` changes `.`; `x` skips white space and `#` comments;
 *   `m`, `u`, `d`, `U` are accepted and have no effect (input text has no line breaks);
 * - atomic groups `(?>X)` and possessive quantifiers `X*+` become plain groups and quantifiers: they only
 *   prevent backtracking, which a linear-time engine never does (a pattern such as `(?>a+)a`, which
 *   cannot match in Java, matches here);
 * - `\p{Alpha}` and the other POSIX classes, `\s`, `\h`, `\v` are ASCII/Java sets; `\p{IsLatin}`,
 *   `\p{javaLowerCase}`... map to Unicode properties; `\A`, `\z`, `\Z`, `\R`, `\Q..\E`, `\e`, `\a`,
 *   `\cX`, `\0nn`, `\x{h..}` are rewritten;
 * - Java's identity escapes (`\-`, `\#`, `\@`) become plain literals (a `u` regex rejects them);
 * - `.` excludes Java's line terminators;
 * - nested class unions `[a[bc]]` are flattened.
 * - `\Z` is `\z` (the end of the input; input text does not end in a line break);
 * - code points are written `\x{h..}`.
 * Rejected with a clear message (the service's RE2 does not support them, or RE2 syntax cannot express
 * them): back-references, lookahead and lookbehind, `\G`, class intersections `&&`, negated nested
 * classes, `\X`, `\N`.
 *
 * Capture groups keep Java's numbering: `groupMap[javaIndex]` is the JavaScript group index.
 */
import type { AssertNode, CharNode, GroupKind, GroupNode, QuantNode, RegexNode } from './ast.js';
import {
  ESCAPE_CLASSES,
  POSIX_CLASSES,
  classChar,
  complement,
  literalChar,
  rangesToClassBody,
  unicodePropertyBody,
  type Ranges,
} from './char-classes.js';

export interface Translation {
  /** RE2 source (re2js). */
  readonly source: string;
  readonly ast: RegexNode;
  /** `groupMap[k]` = JavaScript group index of Java group k (`groupMap[0] = 0`). */
  readonly groupMap: readonly number[];
  /** Literal text every match contains (case-sensitive), for a cheap `includes` pre-check. */
  readonly requiredChar?: string;
  /** A character class (JavaScript `u` syntax) one character of every match belongs to, for a cheap pre-check. */
  readonly requiredClass?: string;
}

/** A pattern the translator refuses; `offset` is the UTF-16 offset in the pattern. */
export class PatternSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'PatternSyntaxError';
  }
}

/** Largest `{n,m}` bound accepted (Java allows more; nothing useful needs it). */
export const MAX_REPEAT = 1000;

interface Flags {
  i: boolean;
  s: boolean;
  x: boolean;
}

interface Built {
  node: RegexNode;
  js: string;
}

type EscapeItem =
  | { k: 'cp'; cp: number }
  | { k: 'ranges'; ranges: Ranges }
  | { k: 'set'; body: string; negated: boolean }
  | { k: 'assert'; js: string }
  | { k: 'seq'; js: string; cps?: number[] };

const ASSERT: AssertNode = { type: 'assert' };
const OPEN = '\u0001';
const CLOSE = '\u0002';

/** Translates one Java pattern; throws PatternSyntaxError. */
export function translateJavaRegex(pattern: string): Translation {
  const parser = new Parser(pattern);
  const built = parser.parsePattern();
  const { source, groupMap } = numberGroups(built.js, parser.javaGroups);
  const requiredClass = findRequiredClass(built.node);
  return { source: re2CodePoints(source), ast: built.node, groupMap, requiredChar: findRequiredChar(built.node), ...(requiredClass ? { requiredClass } : {}) };
}

/** `\u{h..}` (how the class helpers write code points) as RE2's `\x{h..}`; other escapes (`\\u`) are kept. */
function re2CodePoints(source: string): string {
  return source.replace(/\\(u\{|[\s\S])/g, (m: string, next: string) => (next === 'u{' ? '\\x{' : m));
}

/** Removes the group markers, mapping each Java group to the engine's left-to-right number. */
function numberGroups(marked: string, javaGroups: number): { source: string; groupMap: number[] } {
  const groupMap: number[] = new Array(javaGroups + 1).fill(0);
  let engine = 0;
  const source = marked.replace(/\u0001J(\d+)\u0002/g, (_m, id: string) => {
    groupMap[Number(id)] = ++engine;
    return '';
  });
  return { source, groupMap };
}

class Parser {
  private pos = 0;
  private flags: Flags = { i: false, s: false, x: false };
  javaGroups = 0;

  constructor(private readonly src: string) {}

  parsePattern(): Built {
    const built = this.parseAlternation();
    if (this.pos < this.src.length) throw this.error("Unmatched closing ')'");
    return built;
  }

  private error(message: string, at = this.pos): PatternSyntaxError {
    return new PatternSyntaxError(`${message} near index ${at}`, at);
  }

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  private nextCodePoint(): number {
    const cp = this.src.codePointAt(this.pos);
    if (cp === undefined) throw this.error('Unexpected end of pattern');
    this.pos += cp > 0xffff ? 2 : 1;
    return cp;
  }

  private skipExtended(): void {
    if (!this.flags.x) return;
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') this.pos++;
      else if (c === '#') while (this.pos < this.src.length && this.peek() !== '\n') this.pos++;
      else return;
    }
  }

  private parseAlternation(): Built {
    const branches: Built[] = [this.parseSequence()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.parseSequence());
    }
    if (branches.length === 1) return branches[0];
    return { node: { type: 'alt', branches: branches.map((b) => b.node) }, js: branches.map((b) => b.js).join('|') };
  }

  private parseSequence(): Built {
    const items: Built[] = [];
    for (;;) {
      this.skipExtended();
      const c = this.peek();
      if (c === '' || c === '|' || c === ')') break;
      const atom = this.parseAtom();
      if (atom === null) continue;
      items.push(this.parseQuantifier(atom));
    }
    if (items.length === 1) return items[0];
    return { node: { type: 'seq', items: items.map((b) => b.node) }, js: items.map((b) => b.js).join('') };
  }

  private parseQuantifier(atom: Built): Built {
    this.skipExtended();
    const at = this.pos;
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (m === null) throw this.error('Illegal repetition');
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) {
        throw this.error(`Repetition bound larger than ${MAX_REPEAT}`);
      }
      if (max < min) throw this.error('Illegal repetition range');
      this.pos += m[0].length - 1;
    } else return atom;
    this.pos++;
    const lookaround = atom.node.type === 'group' && (atom.node.kind === 'lookahead' || atom.node.kind === 'lookbehind');
    if (atom.node.type === 'assert' || lookaround) throw this.error('Dangling meta character (nothing to repeat)', at);
    const suffix = this.peek();
    let mode: 'greedy' | 'lazy' | 'possessive' = 'greedy';
    if (suffix === '?') mode = 'lazy';
    else if (suffix === '+') mode = 'possessive';
    if (mode !== 'greedy') this.pos++;
    // The quantifier text is valid JavaScript as written (`*`, `{2,}`, `{1,3}?`), minus Java's `+`.
    const quant = this.src.slice(at, this.pos - (mode === 'possessive' ? 1 : 0));
    const node: QuantNode = { type: 'quant', min, max, body: atom.node };
    if (mode !== 'possessive') return { node, js: atom.js + quant };
    // Possessive = greedy in a linear-time engine (see the header).
    return { node: { type: 'group', kind: 'atomic', body: node }, js: `(?:${atom.js}${quant})` };
  }

  private parseAtom(): Built | null {
    const c = this.peek();
    if (c === '(') return this.parseGroup();
    if (c === '[') return this.charBuilt(this.parseClass());
    if (c === '.') {
      this.pos++;
      return this.charBuilt(this.flags.s ? '[\\s\\S]' : '[^\\n\\r\\u{85}\\u{2028}\\u{2029}]');
    }
    if (c === '^' || c === '$') {
      this.pos++;
      return { node: ASSERT, js: c };
    }
    if (c === '\\') return this.escapeOutsideClass(this.parseEscape(false));
    if (c === '*' || c === '+' || c === '?') throw this.error('Dangling meta character');
    if (c === '{') throw this.error('Illegal repetition');
    const cp = this.nextCodePoint();
    return this.literal(cp);
  }

  private charBuilt(js: string, literal?: string): Built {
    const node: CharNode = literal === undefined ? { type: 'char', js } : { type: 'char', js, literal };
    return { node, js };
  }

  private literal(cp: number): Built {
    const other = otherCase(cp);
    if (this.flags.i && other !== undefined) {
      return this.charBuilt(`[${classChar(cp)}${classChar(other)}]`);
    }
    return this.charBuilt(literalChar(cp), String.fromCodePoint(cp));
  }

  private parseGroup(): Built | null {
    const open = this.pos;
    this.pos++;
    const saved = { ...this.flags };
    let kind: GroupKind = 'capture';
    let prefix = '';
    if (this.peek() === '?') {
      this.pos++;
      const c = this.peek();
      if (c === ':') [kind, prefix] = ['plain', '(?:'];
      else if (c === '=' || c === '!' || (c === '<' && (this.peek(1) === '=' || this.peek(1) === '!'))) {
        throw this.error('Lookahead and lookbehind are not supported (patterns run in linear time, as on the service)', open);
      } else if (c === '>') [kind, prefix] = ['atomic', '(?:'];
      else if (c === '<') {
        const m = /^<([A-Za-z][A-Za-z0-9]*)>/.exec(this.src.slice(this.pos));
        if (m === null) throw this.error('Bad named capturing group');
        this.pos += m[0].length - 1;
      } else {
        const m = /^([idmsuxU]*)(?:-([idmsuxU]*))?([):])/.exec(this.src.slice(this.pos));
        if (m === null) throw this.error('Unknown inline modifier or group type', open);
        this.applyFlags(m[1], m[2] ?? '');
        this.pos += m[0].length;
        if (m[3] === ')') return null; // `(?i)`: flags change until the end of the enclosing group
        return this.finishGroup('plain', '(?:', saved, open);
      }
      this.pos++;
    }
    if (kind === 'capture') prefix = `(${OPEN}J${++this.javaGroups}${CLOSE}`;
    return this.finishGroup(kind, prefix, saved, open);
  }

  private finishGroup(kind: GroupKind, prefix: string, saved: Flags, open: number): Built {
    const body = this.parseAlternation();
    if (this.peek() !== ')') throw this.error('Unclosed group', open);
    this.pos++;
    this.flags = saved;
    const node: GroupNode = { type: 'group', kind, body: body.node };
    return { node, js: prefix + body.js + ')' };
  }

  private applyFlags(on: string, off: string): void {
    for (const f of on) if (f === 'i' || f === 's' || f === 'x') this.flags[f] = true;
    for (const f of off) if (f === 'i' || f === 's' || f === 'x') this.flags[f] = false;
  }

  private escapeOutsideClass(item: EscapeItem): Built {
    switch (item.k) {
      case 'cp':
        return this.literal(item.cp);
      case 'ranges':
        return this.charBuilt(`[${rangesToClassBody(this.flags.i ? caseExpand(item.ranges) : item.ranges)}]`);
      case 'set':
        return this.charBuilt(`[${item.negated ? '^' : ''}${item.body}]`);
      case 'assert':
        return { node: ASSERT, js: item.js };
      case 'seq': {
        if (item.cps !== undefined) {
          const parts = item.cps.map((cp) => this.literal(cp));
          if (parts.length === 1) return parts[0];
          return { node: { type: 'seq', items: parts.map((p) => p.node) }, js: `(?:${parts.map((p) => p.js).join('')})` };
        }
        return this.charBuilt(item.js);
      }
    }
  }

  /** Parses one escape (the backslash is at `pos`). */
  private parseEscape(inClass: boolean): EscapeItem {
    const at = this.pos;
    this.pos++;
    if (this.pos >= this.src.length) throw this.error('Unexpected internal error: trailing backslash', at);
    const c = this.src[this.pos];
    this.pos++;
    const lower = c.toLowerCase();
    if ('dwshv'.includes(lower) && lower === c) return { k: 'ranges', ranges: ESCAPE_CLASSES[c] };
    if ('DWSHV'.includes(c)) return { k: 'ranges', ranges: complement(ESCAPE_CLASSES[lower]) };
    switch (c) {
      case 'p':
      case 'P':
        return this.parseProperty(c === 'P', at);
      case 't':
        return { k: 'cp', cp: 9 };
      case 'n':
        return { k: 'cp', cp: 10 };
      case 'r':
        return { k: 'cp', cp: 13 };
      case 'f':
        return { k: 'cp', cp: 12 };
      case 'a':
        return { k: 'cp', cp: 7 };
      case 'e':
        return { k: 'cp', cp: 27 };
      case '0': {
        const m = /^(?:[0-3][0-7]{2}|[0-7]{1,2})/.exec(this.src.slice(this.pos));
        if (m === null) throw this.error('Illegal octal escape sequence', at);
        this.pos += m[0].length;
        return { k: 'cp', cp: parseInt(m[0], 8) };
      }
      case 'x': {
        const m = /^(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{2}))/.exec(this.src.slice(this.pos));
        if (m === null) throw this.error('Illegal hexadecimal escape sequence', at);
        this.pos += m[0].length;
        const cp = parseInt(m[1] ?? m[2], 16);
        if (cp > 0x10ffff) throw this.error('Hexadecimal codepoint is too big', at);
        return { k: 'cp', cp };
      }
      case 'u': {
        const m = /^[0-9a-fA-F]{4}/.exec(this.src.slice(this.pos));
        if (m === null) throw this.error('Illegal Unicode escape sequence', at);
        this.pos += 4;
        let cp = parseInt(m[0], 16);
        const low = /^\\u(d[c-f][0-9a-f]{2})/i.exec(this.src.slice(this.pos));
        if (cp >= 0xd800 && cp <= 0xdbff && low !== null) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (parseInt(low[1], 16) - 0xdc00);
          this.pos += 6;
        }
        return { k: 'cp', cp };
      }
      case 'c': {
        if (this.pos >= this.src.length) throw this.error('Illegal control escape sequence', at);
        return { k: 'cp', cp: this.src.charCodeAt(this.pos++) ^ 64 };
      }
      case 'Q': {
        const end = this.src.indexOf('\\E', this.pos);
        const text = this.src.slice(this.pos, end === -1 ? undefined : end);
        this.pos = end === -1 ? this.src.length : end + 2;
        return { k: 'seq', js: '', cps: [...text].map((ch) => ch.codePointAt(0)!) };
      }
      case 'b':
      case 'B':
        if (inClass) throw this.error('Illegal/unsupported escape sequence \\b in a character class', at);
        return { k: 'assert', js: `\\${c}` };
      case 'A':
        return this.assertOnly(inClass, at, '\\A');
      case 'z':
        return this.assertOnly(inClass, at, '\\z');
      case 'Z':
        return this.assertOnly(inClass, at, '\\z');
      case 'R':
        if (inClass) throw this.error('Illegal/unsupported escape sequence \\R in a character class', at);
        return { k: 'seq', js: '(?:\\r\\n|[\\n\\u{b}\\f\\r\\u{85}\\u{2028}\\u{2029}])' };
      case 'G':
        throw this.error('\\G (end of previous match) is not supported', at);
      case 'k':
        throw this.error('Back-references are not supported', at);
      default:
        break;
    }
    if (c >= '1' && c <= '9') throw this.error('Back-references are not supported', at);
    if (/[A-Za-z0-9]/.test(c)) throw this.error(`Illegal/unsupported escape sequence \\${c}`, at);
    this.pos = at + 1;
    return { k: 'cp', cp: this.nextCodePoint() };
  }

  private assertOnly(inClass: boolean, at: number, js: string): EscapeItem {
    if (inClass) throw this.error('Illegal/unsupported escape sequence in a character class', at);
    return { k: 'assert', js };
  }

  private parseProperty(negated: boolean, at: number): EscapeItem {
    let name: string;
    if (this.peek() === '{') {
      const end = this.src.indexOf('}', this.pos);
      if (end === -1) throw this.error('Unclosed character family', at);
      name = this.src.slice(this.pos + 1, end);
      this.pos = end + 1;
    } else {
      name = this.peek();
      if (name === '') throw this.error('Illegal character family', at);
      this.pos++;
    }
    // Own keys only: `\p{constructor}` found Object.prototype's member and compileWorkspace threw a TypeError.
    const plain = name.replace(/^Is/, '');
    const posix = Object.hasOwn(POSIX_CLASSES, plain) ? POSIX_CLASSES[plain] : undefined;
    if (posix !== undefined) return { k: 'ranges', ranges: negated ? complement(posix) : posix };
    const body = unicodePropertyBody(name);
    if (body === undefined) throw this.error(`Unknown or unsupported character property {${name}}`, at);
    return { k: 'set', body, negated };
  }

  /** Parses `[...]` (at `pos`) into a JS class. */
  private parseClass(): string {
    const open = this.pos;
    this.pos++;
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const body = this.parseClassBody(open);
    return `[${negated ? '^' : ''}${body}]`;
  }

  /** Parses class items up to the closing `]` (consumed); nested unions `[a[bc]]` are flattened. */
  private parseClassBody(open: number): string {
    let body = '';
    let first = true;
    for (;;) {
      this.skipExtended();
      if (this.pos >= this.src.length) throw this.error('Unclosed character class', open);
      const c = this.peek();
      if (c === ']' && !first) {
        this.pos++;
        return body;
      }
      if (c === '&' && this.peek(1) === '&') throw this.error('Character class intersection (&&) is not supported');
      if (c === '[') {
        const nestedOpen = this.pos;
        this.pos++;
        if (this.peek() === '^') throw this.error('Negated nested character classes are not supported', nestedOpen);
        body += this.parseClassBody(nestedOpen);
        first = false;
        continue;
      }
      first = false;
      let lo: number;
      if (c === '\\') {
        const item = this.parseEscape(true);
        if (item.k === 'ranges') {
          body += rangesToClassBody(this.flags.i ? caseExpand(item.ranges) : item.ranges);
          continue;
        }
        if (item.k === 'set') {
          if (item.negated) throw this.error('A negated Unicode property inside a character class is not supported');
          body += item.body;
          continue;
        }
        if (item.k === 'seq') {
          for (const cp of item.cps ?? []) body += this.classRange(cp, cp);
          continue;
        }
        if (item.k !== 'cp') throw this.error('Illegal escape in a character class');
        lo = item.cp;
      } else {
        lo = this.nextCodePoint();
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
        const dash = this.pos;
        this.pos++;
        let hi: number;
        if (this.peek() === '\\') {
          const item = this.parseEscape(true);
          if (item.k !== 'cp') throw this.error('Illegal character range', dash);
          hi = item.cp;
        } else if (this.peek() === '[') {
          throw this.error('Illegal character range', dash);
        } else {
          hi = this.nextCodePoint();
        }
        if (hi < lo) throw this.error('Illegal character range', dash);
        body += this.classRange(lo, hi);
      } else {
        body += this.classRange(lo, lo);
      }
    }
  }

  private classRange(lo: number, hi: number): string {
    const ranges: Ranges = this.flags.i ? caseExpand([[lo, hi]]) : [[lo, hi]];
    return rangesToClassBody(ranges);
  }
}

function otherCase(cp: number): number | undefined {
  if (cp >= 0x41 && cp <= 0x5a) return cp + 32;
  if (cp >= 0x61 && cp <= 0x7a) return cp - 32;
  return undefined;
}

/** Adds the other ASCII case of every ASCII letter in `ranges` (Java's default CASE_INSENSITIVE). */
function caseExpand(ranges: Ranges): Ranges {
  const out: [number, number][] = ranges.map(([a, b]) => [a, b]);
  for (const [lo, hi] of ranges) {
    const a = Math.max(lo, 0x61);
    const b = Math.min(hi, 0x7a);
    if (a <= b) out.push([a - 32, b - 32]);
    const c = Math.max(lo, 0x41);
    const d = Math.min(hi, 0x5a);
    if (c <= d) out.push([c + 32, d + 32]);
  }
  return out;
}

/** The longest literal text every match contains (from the top-level sequence), if any. */
/** The first character class a match cannot do without (a top-level class, alone or repeated at least once). */
function findRequiredClass(node: RegexNode): string | undefined {
  const items = node.type === 'seq' ? node.items : [node];
  for (const item of items) {
    if (item.type === 'char' && item.literal === undefined) return item.js;
    if (item.type === 'quant' && item.min >= 1 && item.body.type === 'char' && item.body.literal === undefined) return item.body.js;
  }
  return undefined;
}

function findRequiredChar(node: RegexNode): string | undefined {
  const items = node.type === 'seq' ? node.items : [node];
  let best = '';
  let run = '';
  for (const item of items) {
    if (item.type === 'char' && item.literal !== undefined) {
      run += item.literal;
      continue;
    }
    if (item.type === 'quant' && item.min >= 1 && item.body.type === 'char' && item.body.literal !== undefined) {
      run += item.body.literal.repeat(Math.min(item.min, 8));
    }
    if (run.length > best.length) best = run;
    run = item.type === 'assert' ? run : '';
  }
  if (run.length > best.length) best = run;
  return best.length > 0 ? best : undefined;
}
