/**
 * A hand-written recursive-descent twin of grammar/expression.peggy's `Expression` rule, for speed:
 * the peggy parser allocates its whole rule set on every call (~50 µs), this one parses a typical
 * condition in a few µs. It mirrors the grammar rule by rule (ordered choice, same AST) and returns
 * `undefined` where the grammar would fail; callers then ask the peggy parser for the error (and use
 * its result should the two ever disagree). test/expr/parser-equivalence.test.ts checks they agree.
 */
import type { BinaryOp, Expr } from './ast.js';

const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false', 'null', 'eq', 'ne', 'lt', 'gt', 'le', 'ge',
  'div', 'mod', 'matches', 'instanceof', 'between', 'new']);
const WORD_OPS: Record<string, BinaryOp> = { eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=' };

/** Thrown internally when the input cannot parse. */
class Fail {}
const FAIL = new Fail();

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdent = (c: number): boolean => isAlpha(c) || isDigit(c);
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 13 || c === 10 || c === 0xa0;

type Postfix =
  | { type: 'Member'; property: string; safe: boolean }
  | { type: 'Call'; name: string; args: Expr[]; safe: boolean }
  | { type: 'Projection'; expression: Expr; safe: boolean }
  | { type: 'Selection'; which: 'all' | 'first' | 'last'; expression: Expr; safe: boolean }
  | { type: 'Index'; index: Expr };

class Parser {
  i = 0;
  constructor(readonly s: string) {}

  code(at = this.i): number {
    return at < this.s.length ? this.s.charCodeAt(at) : -1;
  }

  ws(): void {
    while (isSpace(this.code())) this.i++;
  }

  lit(text: string): boolean {
    if (this.s.startsWith(text, this.i)) {
      this.i += text.length;
      return true;
    }
    return false;
  }

  /** `text` at the current position, consumed; else the parse fails. */
  expect(text: string): void {
    if (!this.lit(text)) throw FAIL;
  }

  /** `text` with optional whitespace on both sides (the grammar's `_ "text" _`), consumed. */
  spaced(text: string): void {
    this.ws();
    this.expect(text);
    this.ws();
  }

  /** A closing `text` after optional whitespace (`_ "text"`), consumed. */
  closing(text: string): void {
    this.ws();
    this.expect(text);
  }

  /** `_ "(" _ Args _ ")"`: the arguments of a call or a constructor. */
  callArgs(): Expr[] {
    this.spaced('(');
    const a = this.args();
    this.closing(')');
    return a;
  }

  /** `Word` at the current position (not consumed), or ''. */
  peekWord(): string {
    if (!isAlpha(this.code())) return '';
    let j = this.i + 1;
    while (isIdent(this.code(j))) j++;
    return this.s.slice(this.i, j);
  }

  keyword(lower: string): boolean {
    const w = this.peekWord();
    if (w.toLowerCase() !== lower) return false;
    this.i += w.length;
    return true;
  }

  /** The character code after optional whitespace (position unchanged). */
  next(): number {
    let j = this.i;
    while (isSpace(this.code(j))) j++;
    return this.code(j);
  }

  /** The word after optional whitespace, lower-cased (position unchanged). */
  nextWord(): string {
    const save = this.i;
    this.ws();
    const w = this.peekWord().toLowerCase();
    this.i = save;
    return w;
  }

  /** Tries `f`; on failure restores the position and returns undefined. */
  attempt<T>(f: () => T): T | undefined {
    const start = this.i;
    try {
      return f();
    } catch (e) {
      if (e !== FAIL) throw e;
      this.i = start;
      return undefined;
    }
  }

  expression(): Expr {
    this.ws();
    const e = this.expr();
    this.ws();
    if (this.i !== this.s.length) throw FAIL;
    return e;
  }

  expr(): Expr {
    const target = this.conditional();
    if (this.next() !== 61) return target;
    const value = this.attempt(() => {
      this.ws();
      if (!this.lit('=') || this.code() === 61) throw FAIL;
      this.ws();
      return this.expr();
    });
    return value === undefined ? target : { type: 'Assign', target, value };
  }

  conditional(): Expr {
    const test = this.or();
    if (this.next() !== 63) return test;
    const elvis = this.attempt(() => {
      this.spaced('?:');
      return this.conditional();
    });
    if (elvis !== undefined) return { type: 'Elvis', left: test, right: elvis };
    const ternary = this.attempt(() => {
      this.ws();
      if (!this.lit('?') || this.code() === 46 || this.code() === 91) throw FAIL;
      this.ws();
      const consequent = this.expr();
      this.spaced(':');
      return { consequent, alternate: this.conditional() };
    });
    return ternary === undefined ? test : { type: 'Conditional', test, ...ternary };
  }

  or(): Expr {
    return this.logical('||', 'or', () => this.and());
  }

  and(): Expr {
    return this.logical('&&', 'and', () => this.relational());
  }

  /** A left-associative chain `a op b op c`, op written as its symbol (`||`) or its word (`or`, any case). */
  logical(op: '||' | '&&', word: 'or' | 'and', operand: () => Expr): Expr {
    const symbol = op.charCodeAt(0);
    const lower = word.charCodeAt(0);
    const upper = lower - 32;
    let left = operand();
    for (;;) {
      const c = this.next();
      if (c !== symbol && !((c === lower || c === upper) && this.nextWord() === word)) return left;
      const right = this.attempt(() => {
        this.ws();
        if (!this.lit(op) && !this.keyword(word)) throw FAIL;
        this.ws();
        return operand();
      });
      if (right === undefined) return left;
      left = { type: 'Logical', op, left, right };
    }
  }

  relOp(): BinaryOp {
    for (const op of ['==', '!=', '<=', '>='] as const) if (this.lit(op)) return op;
    if (this.code() === 60 && this.code(this.i + 1) !== 63) {
      this.i++;
      return '<';
    }
    if (this.lit('>')) return '>';
    const w = this.peekWord();
    const lower = w.toLowerCase();
    if (Object.hasOwn(WORD_OPS, lower)) {
      this.i += w.length;
      return WORD_OPS[lower];
    }
    if (lower === 'matches' || lower === 'instanceof' || lower === 'between') {
      this.i += w.length;
      return lower;
    }
    throw FAIL;
  }

  relational(): Expr {
    const left = this.sum();
    const c = this.next();
    if (c !== 61 && c !== 33 && c !== 60 && c !== 62) {
      if (!isAlpha(c)) return left;
      const w = this.nextWord();
      if (!Object.hasOwn(WORD_OPS, w) && w !== 'matches' && w !== 'instanceof' && w !== 'between') return left;
    }
    const rest = this.attempt(() => {
      this.ws();
      const op = this.relOp();
      this.ws();
      return { op, right: this.sum() };
    });
    return rest === undefined ? left : { type: 'Binary', op: rest.op, left, right: rest.right };
  }

  sum(): Expr {
    let left = this.product();
    for (;;) {
      const n = this.next();
      if (n !== 43 && n !== 45) return left;
      const step = this.attempt(() => {
        this.ws();
        const c = this.code();
        if (c !== 43 && c !== 45) throw FAIL;
        this.i++;
        this.ws();
        return { op: (c === 43 ? '+' : '-') as BinaryOp, right: this.product() };
      });
      if (step === undefined) return left;
      left = { type: 'Binary', op: step.op, left, right: step.right };
    }
  }

  product(): Expr {
    let left = this.power();
    for (;;) {
      const n = this.next();
      if (n !== 42 && n !== 47 && n !== 37) {
        if (!isAlpha(n)) return left;
        const w = this.nextWord();
        if (w !== 'div' && w !== 'mod') return left;
      }
      const step = this.attempt(() => {
        this.ws();
        const c = this.code();
        let op: BinaryOp;
        if (c === 42) op = '*';
        else if (c === 47) op = '/';
        else if (c === 37) op = '%';
        else if (this.peekWord().toLowerCase() === 'div') op = '/';
        else if (this.peekWord().toLowerCase() === 'mod') op = '%';
        else throw FAIL;
        this.i += c === 42 || c === 47 || c === 37 ? 1 : 3;
        this.ws();
        return { op, right: this.power() };
      });
      if (step === undefined) return left;
      left = { type: 'Binary', op: step.op, left, right: step.right };
    }
  }

  power(): Expr {
    const base = this.unary();
    if (this.next() !== 94) return base;
    const exponent = this.attempt(() => {
      this.spaced('^');
      return this.power();
    });
    return exponent === undefined ? base : { type: 'Binary', op: '^', left: base, right: exponent };
  }

  unary(): Expr {
    const c = this.code();
    if (c === 33 || c === 45 || c === 43) {
      const r = this.attempt(() => {
        this.i++;
        this.ws();
        return this.unary();
      });
      if (r !== undefined) return { type: 'Unary', op: c === 33 ? '!' : c === 45 ? '-' : '+', operand: r };
    } else if (this.peekWord().toLowerCase() === 'not') {
      const r = this.attempt(() => {
        this.i += 3;
        this.ws();
        return this.unary();
      });
      if (r !== undefined) return { type: 'Unary', op: '!', operand: r };
    }
    return this.postfix();
  }

  postfix(): Expr {
    let node = this.primary();
    for (;;) {
      const n = this.next();
      if (n !== 46 && n !== 91 && !(n === 63 && this.s.charCodeAt(this.s.indexOf('?', this.i) + 1) === 46)) return node;
      const p = this.attempt(() => {
        this.ws();
        return this.postfixOp();
      });
      if (p === undefined) return node;
      if (node.type === 'Entity' && node.property === null && p.type === 'Member' && !p.safe) {
        node = { type: 'Entity', name: node.name, property: p.property };
      } else {
        node = { ...p, object: node } as Expr;
      }
    }
  }

  safeDot(): boolean | undefined {
    if (this.lit('?.')) return true;
    if (this.lit('.')) return false;
    return undefined;
  }

  postfixOp(): Postfix {
    const start = this.i;
    const safe = this.safeDot();
    if (safe !== undefined) {
      const name = this.peekWord();
      if (name) {
        this.i += name.length;
        if (this.next() !== 40) return { type: 'Member', property: name, safe };
        const args = this.attempt(() => this.callArgs());
        return args === undefined ? { type: 'Member', property: name, safe } : { type: 'Call', name, args, safe };
      }
      for (const [mark, kind] of [['![', 'p'], ['?[', 'all'], ['^[', 'first'], ['$[', 'last']] as const) {
        if (!this.lit(mark)) continue;
        this.ws();
        const expression = this.expr();
        this.closing(']');
        return kind === 'p' ? { type: 'Projection', expression, safe } : { type: 'Selection', which: kind, expression, safe };
      }
      this.i = start;
    }
    if (this.lit('[')) {
      this.ws();
      const index = this.expr();
      this.closing(']');
      return { type: 'Index', index };
    }
    throw FAIL;
  }

  args(): Expr[] {
    const head = this.attempt(() => this.expr());
    if (head === undefined) return [];
    const list = [head];
    for (;;) {
      if (this.next() !== 44) return list;
      const next = this.attempt(() => {
        this.spaced(',');
        return this.expr();
      });
      if (next === undefined) return list;
      list.push(next);
    }
  }

  identifier(): string {
    const w = this.peekWord();
    if (!w) throw FAIL;
    const lower = w.toLowerCase();
    if (KEYWORDS.has(lower) && lower !== 'new') throw FAIL;
    this.i += w.length;
    return w;
  }

  qualifiedName(): string {
    const start = this.i;
    this.identifier();
    for (;;) {
      const ok = this.attempt(() => {
        this.spaced('.');
        this.identifier();
        return true;
      });
      if (!ok) return this.s.slice(start, this.i);
    }
  }

  primary(): Expr {
    const c = this.code();
    const literal = this.literal();
    if (literal) return literal;
    if (c === 40) {
      const g = this.attempt(() => {
        this.i++;
        this.ws();
        const e = this.expr();
        this.closing(')');
        return e;
      });
      if (g !== undefined) return { type: 'Group', expression: g };
    }
    if (c === 84) {
      const t = this.attempt(() => {
        this.i++;
        this.spaced('(');
        const name = this.qualifiedName();
        this.closing(')');
        return name;
      });
      if (t !== undefined) return { type: 'TypeRef', name: t };
    }
    if (this.peekWord() === 'new') {
      const n = this.attempt((): Expr => {
        this.i += 3;
        if (!isSpace(this.code())) throw FAIL;
        this.ws();
        const name = this.qualifiedName();
        return { type: 'New', name, args: this.callArgs() };
      });
      if (n !== undefined) return n;
    }
    if (c === 123) {
      const col = this.attempt(() => this.inlineCollection());
      if (col !== undefined) return col;
    }
    if (c === 91) {
      const list = this.attempt((): Expr => {
        this.i++;
        this.ws();
        const elements = this.args();
        this.closing(']');
        return { type: 'InlineList', elements };
      });
      if (list !== undefined) return list;
    }
    if (c === 36 || c === 64 || c === 35) {
      const sh = this.attempt(() => this.shorthand());
      if (sh !== undefined) return sh;
    }
    const name = this.identifier();
    if (this.next() !== 40) return { type: 'Identifier', name };
    const args = this.attempt(() => this.callArgs());
    return args === undefined ? { type: 'Identifier', name } : { type: 'Call', object: null, name, args, safe: false };
  }

  inlineCollection(): Expr {
    this.i++;
    const emptyMap = this.attempt(() => {
      this.spaced(':');
      this.expect('}');
      return true;
    });
    if (emptyMap) return { type: 'InlineMap', entries: [] };
    const map = this.attempt(() => {
      this.ws();
      const entries = [this.mapEntry()];
      for (;;) {
        const e = this.attempt(() => {
          this.spaced(',');
          return this.mapEntry();
        });
        if (e === undefined) break;
        entries.push(e);
      }
      this.closing('}');
      return entries;
    });
    if (map !== undefined) return { type: 'InlineMap', entries: map };
    this.ws();
    const elements = this.args();
    this.closing('}');
    return { type: 'InlineList', elements };
  }

  mapEntry(): { key: string; value: Expr } {
    let key: string;
    const c = this.code();
    if (c === 39 || c === 34) key = this.string() as string;
    else key = this.identifier();
    this.spaced(':');
    return { key, value: this.expr() };
  }

  /** `[^)]+` style run up to `close`; `min` characters at least. */
  until(close: number, min: number): string {
    let j = this.i;
    while (j < this.s.length && this.s.charCodeAt(j) !== close) j++;
    if (j - this.i < min) throw FAIL;
    const text = this.s.slice(this.i, j);
    this.i = j;
    return text;
  }

  contextName(): string {
    const c = this.code();
    if (c === 40 || c === 123) {
      const close = c === 40 ? 41 : 125;
      const r = this.attempt(() => {
        this.i++;
        const name = this.until(close, 1);
        if (this.code() !== close) throw FAIL;
        this.i++;
        return name;
      });
      if (r !== undefined) return r;
      throw FAIL;
    }
    if (!isAlpha(c)) throw FAIL;
    const start = this.i++;
    while (isIdent(this.code())) this.i++;
    return this.s.slice(start, this.i);
  }

  /** Names with inner `-` (entities) or `-`/`.` (intents) followed by a name character. */
  dashedName(extra: string): string {
    if (!isIdent(this.code())) throw FAIL;
    const start = this.i++;
    for (;;) {
      const c = this.code();
      if (isIdent(c)) this.i++;
      else if (c >= 0 && extra.includes(String.fromCharCode(c)) && isIdent(this.code(this.i + 1))) this.i++;
      else break;
    }
    return this.s.slice(start, this.i);
  }

  matchValue(): string {
    this.expect(':');
    if (this.code() === 40) {
      const r = this.attempt(() => {
        this.i++;
        const v = this.until(41, 0);
        if (this.code() !== 41) throw FAIL;
        this.i++;
        return v;
      });
      if (r !== undefined) return r;
    }
    const start = this.i;
    for (;;) {
      const c = this.code();
      if (c < 0 || c === 32 || c === 9 || c === 13 || c === 10 || c === 40 || c === 41 || c === 38 || c === 124) break;
      this.i++;
    }
    if (this.i === start) throw FAIL;
    return this.s.slice(start, this.i);
  }

  shorthand(): Expr {
    const c = this.code();
    this.i++;
    if (c === 36) {
      const name = this.contextName();
      if (this.code() !== 58) return { type: 'Context', name };
      const value = this.attempt(() => this.matchValue());
      return value === undefined ? { type: 'Context', name } : { type: 'ContextMatch', name, value };
    }
    if (c === 64) {
      const name = this.dashedName('-');
      if (this.code() !== 58) return { type: 'Entity', name, property: null };
      const value = this.attempt(() => this.matchValue());
      return value === undefined ? { type: 'Entity', name, property: null } : { type: 'EntityMatch', name, value };
    }
    for (const name of ['this', 'root'] as const) {
      if (this.s.startsWith(name, this.i) && !isIdent(this.code(this.i + name.length))) {
        this.i += name.length;
        return { type: 'Variable', name };
      }
    }
    return { type: 'Intent', name: this.dashedName('-.') };
  }

  string(): string | undefined {
    const q = this.code();
    if (q !== 39 && q !== 34) return undefined;
    const quote = q === 39 ? "'" : '"';
    let j = this.i + 1;
    let doubled = false;
    for (;;) {
      const k = this.s.indexOf(quote, j);
      if (k < 0) return undefined;
      if (this.s.charCodeAt(k + 1) === q) {
        doubled = true;
        j = k + 2;
        continue;
      }
      const raw = this.s.slice(this.i + 1, k);
      this.i = k + 1;
      return doubled ? raw.split(quote + quote).join(quote) : raw;
    }
  }

  digits(at: number): number {
    let j = at;
    while (isDigit(this.code(j))) j++;
    return j;
  }

  exponent(at: number): number {
    let j = at;
    const c = this.code(j);
    if (c !== 69 && c !== 101) return -1;
    j++;
    if (this.code(j) === 43 || this.code(j) === 45) j++;
    const end = this.digits(j);
    return end > j ? end : -1;
  }

  number(): Expr | undefined {
    const s = this.s;
    const start = this.i;
    if (!isDigit(this.code())) return undefined;
    const done = (end: number, kind: 'int' | 'long' | 'double', value: number): Expr | undefined => {
      if (isIdent(this.code(end))) return undefined;
      this.i = end;
      return { type: 'Literal', kind, value };
    };
    // 0x hex
    if (this.code() === 48 && (this.code(start + 1) === 120 || this.code(start + 1) === 88)) {
      let j = start + 2;
      while (isHex(this.code(j))) j++;
      if (j > start + 2) {
        const long = this.code(j) === 108 || this.code(j) === 76;
        const r = done(long ? j + 1 : j, long ? 'long' : 'int', parseInt(s.slice(start + 2, j), 16));
        if (r) return r;
      }
    }
    const intEnd = this.digits(start);
    // digits "." digits exponent? | digits exponent, then [dD]?
    let dEnd = -1;
    if (this.code(intEnd) === 46 && isDigit(this.code(intEnd + 1))) {
      const fracEnd = this.digits(intEnd + 1);
      const e = this.exponent(fracEnd);
      dEnd = e > 0 ? e : fracEnd;
    } else {
      dEnd = this.exponent(intEnd);
    }
    if (dEnd > 0) {
      const text = s.slice(start, dEnd);
      const suffixed = this.code(dEnd) === 100 || this.code(dEnd) === 68;
      const r = done(suffixed ? dEnd + 1 : dEnd, 'double', Number(text));
      if (r) return r;
    }
    // digits ("." digits)? exponent? [fF]
    {
      let j = intEnd;
      if (this.code(j) === 46 && isDigit(this.code(j + 1))) j = this.digits(j + 1);
      const e = this.exponent(j);
      if (e > 0) j = e;
      if (this.code(j) === 102 || this.code(j) === 70) {
        const r = done(j + 1, 'double', Number(s.slice(start, j)));
        if (r) return r;
      }
    }
    const intText = s.slice(start, intEnd);
    const c = this.code(intEnd);
    if (c === 100 || c === 68) {
      const r = done(intEnd + 1, 'double', Number(intText));
      if (r) return r;
    }
    if (c === 108 || c === 76) {
      const r = done(intEnd + 1, 'long', Number(intText));
      if (r) return r;
    }
    return done(intEnd, 'int', Number(intText));
  }

  literal(): Expr | undefined {
    const n = this.number();
    if (n) return n;
    const str = this.string();
    if (str !== undefined) return { type: 'Literal', kind: 'string', value: str };
    const w = this.peekWord().toLowerCase();
    if (w === 'true' || w === 'false' || w === 'null') {
      this.i += w.length;
      return w === 'null' ? { type: 'Literal', kind: 'null', value: null } : { type: 'Literal', kind: 'boolean', value: w === 'true' };
    }
    return undefined;
  }
}

/** Parses an expression; undefined when it does not parse. May throw RangeError on absurd nesting. */
export function fastParse(source: string): Expr | undefined {
  const p = new Parser(source);
  try {
    return p.expression();
  } catch (e) {
    if (e === FAIL) return undefined;
    throw e;
  }
}
