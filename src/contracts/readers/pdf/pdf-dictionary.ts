/**
 * A PDF dictionary read from its text (ISO 32000-1 §7.3): enough of the syntax to read an encryption dictionary the
 * way pdfjs does — names, numbers, booleans, literal and hexadecimal strings, arrays, nested dictionaries; a
 * reference is kept as its "n g" text. Bounded: past 16 levels or 4,096 tokens (or the caller's bound) the dictionary is
 * not read (undefined).
 */
export type PdfValue = number | boolean | string | Uint8Array | { ref: string } | PdfValue[] | PdfDictionary | null;
export interface PdfDictionary { readonly dict: ReadonlyMap<string, PdfValue> }

const MAX_DEPTH = 16;
const MAX_TOKENS = 4096;
const DELIMITER = /[\s()<>[\]{}/%]/;
const ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

/**
 * The dictionary that starts at `at` ("<<") in `text` (latin1), or undefined if there is none there. `maxTokens`: the
 * token bound (a resources dictionary may list thousands of XObjects: form-calls.ts reads them under a larger one).
 */
export function readDictionary(text: string, at = text.indexOf('<<'), maxTokens = MAX_TOKENS): PdfDictionary | undefined {
  if (at < 0) return undefined;
  const reader = new Reader(text, at, maxTokens);
  let value: PdfValue;
  try {
    value = reader.value(0);
  } catch (err) {
    // Nested too deep or too long: not a dictionary this reader reads (pdfjs's own limits are not the point here).
    if (err instanceof TooComplex) return undefined;
    throw err;
  }
  return value !== null && typeof value === 'object' && 'dict' in value && value.dict instanceof Map ? value : undefined;
}

/** The value (a string, an array, …) that starts at `at` in `text`. */
export function readValue(text: string, at: number, maxTokens = MAX_TOKENS): PdfValue {
  try {
    return new Reader(text, at, maxTokens).value(0);
  } catch (err) {
    if (err instanceof TooComplex) return null;
    throw err;
  }
}

/**
 * `readValue`, where the value read ends (how much of `text` it took), and whether it was read whole: false when the
 * text ended inside it (a dictionary, array or string never closed) or a bound stopped it.
 */
export function readValueEnd(text: string, at: number, maxTokens = MAX_TOKENS): { value: PdfValue; end: number; whole: boolean } {
  const reader = new Reader(text, at, maxTokens);
  try {
    const value = reader.value(0);
    return { value, end: reader.position, whole: !reader.cutShort };
  } catch (err) {
    if (err instanceof TooComplex) return { value: null, end: reader.position, whole: false };
    throw err;
  }
}

/** A name's text, a number, a string's bytes: what pdfjs's `dict.get` would give, or undefined. */
export const nameOf = (value: PdfValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const numberOf = (value: PdfValue | undefined): number | undefined => (typeof value === 'number' ? value : undefined);
export const bytesOf = (value: PdfValue | undefined): Uint8Array => (value instanceof Uint8Array ? value : new Uint8Array(0));
export const dictionaryOf = (value: PdfValue | undefined): PdfDictionary | undefined =>
  value !== null && typeof value === 'object' && 'dict' in value && value.dict instanceof Map ? value : undefined;

class TooComplex extends Error {}

class Reader {
  private tokens = 0;
  constructor(
    private readonly text: string,
    private at: number,
    private readonly maxTokens: number,
  ) {}

  /** The text ended inside a dictionary, an array or a string (or a dictionary's key was no name). */
  cutShort = false;

  get position(): number {
    return this.at;
  }

  value(depth: number): PdfValue {
    this.skip();
    if (++this.tokens > this.maxTokens || depth > MAX_DEPTH) throw new TooComplex();
    if (this.at >= this.text.length) return null;
    const { text } = this;
    if (text.startsWith('<<', this.at)) {
      this.at += 2;
      const entries = new Map<string, PdfValue>();
      while (!this.closed('>>')) {
        const key = this.value(depth + 1);
        if (typeof key !== 'string') {
          this.cutShort = true;
          break;
        }
        // A key written twice: the last value holds, as in pdfjs (its parser sets each in turn).
        entries.set(key, this.value(depth + 1));
      }
      return { dict: entries };
    }
    const c = text[this.at];
    if (c === '[') {
      this.at++;
      const items: PdfValue[] = [];
      while (!this.closed(']')) items.push(this.value(depth + 1));
      return items;
    }
    if (c === '/') {
      this.at++;
      return this.word();
    }
    if (c === '(') return this.literal();
    if (c === '<') return this.hex();
    const word = this.word();
    if (word === '') {
      this.at++;
      return null;
    }
    if (word === 'true' || word === 'false') return word === 'true';
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      // "n g R": a reference, kept as its text (the caller resolves it if it must).
      const rest = /^\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(text.slice(this.at, this.at + 32));
      if (rest && /^\d+$/.test(word)) {
        this.at += rest[0].length;
        return { ref: `${Number(word)} ${Number(rest[1])}` };
      }
      return Number(word);
    }
    return null;
  }

  /**
   * Before a dictionary's or an array's next item: true at its end, `closer` (read past) or the text's (the value is
   * cut short); false when an item follows. One home for the bound on tokens, checked once per item.
   */
  private closed(closer: string): boolean {
    this.skip();
    if (this.tokens > this.maxTokens) throw new TooComplex();
    if (this.at >= this.text.length) {
      this.cutShort = true;
      return true;
    }
    if (!this.text.startsWith(closer, this.at)) return false;
    this.at += closer.length;
    return true;
  }

  private skip(): void {
    const { text } = this;
    while (this.at < text.length) {
      const c = text[this.at];
      if (c === '%') {
        while (this.at < text.length && text[this.at] !== '\n' && text[this.at] !== '\r') this.at++;
      } else if (/\s/.test(c) || c === '\0') this.at++;
      else break;
    }
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.text.length && !DELIMITER.test(this.text[this.at])) this.at++;
    // A name's #xx escapes (§7.3.5).
    return this.text.slice(start, this.at).replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }

  /** A literal string: balanced parentheses, backslash escapes, octal codes, an escaped end of line dropped. */
  private literal(): Uint8Array {
    const { text } = this;
    const out: number[] = [];
    let depth = 1;
    this.at++;
    for (;;) {
      if (this.at >= text.length) {
        this.cutShort = true;
        break;
      }
      const c = text.charCodeAt(this.at++);
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
      if (c !== 0x5c) {
        out.push(c & 0xff);
        continue;
      }
      const e = text[this.at++];
      if (e === undefined) break;
      if (Object.hasOwn(ESCAPES, e)) out.push(ESCAPES[e]);
      else if (e >= '0' && e <= '7') {
        let code = Number(e);
        for (let i = 0; i < 2 && text[this.at] >= '0' && text[this.at] <= '7'; i++) code = code * 8 + Number(text[this.at++]);
        out.push(code & 0xff);
      } else if (e === '\r') {
        if (text[this.at] === '\n') this.at++;
      } else if (e !== '\n') out.push(e.charCodeAt(0) & 0xff);
    }
    return Uint8Array.from(out);
  }

  /** A hexadecimal string: other characters skipped, an odd last digit followed by 0. */
  private hex(): Uint8Array {
    const end = this.text.indexOf('>', this.at);
    if (end < 0) this.cutShort = true;
    const stop = end < 0 ? this.text.length : end;
    const digits = this.text.slice(this.at + 1, stop).replace(/[^0-9a-fA-F]/g, '');
    this.at = stop + 1;
    return Uint8Array.from(Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex'));
  }
}
