/** Writes html piece by piece and records, for every character of text written, where it sits in the html. */
import { escapeText } from './escape.js';
import { enlarged } from '../../common/enlarged.js';
import { OffsetMap, type TextRange } from './offsets.js';

export class HtmlBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  private readonly textParts: string[] = [];
  private textLength = 0;
  private begins = new Int32Array(1024);
  private ends = new Int32Array(1024);

  /** Markup, written as is; it adds nothing to the text. */
  markup(html: string): void {
    this.parts.push(html);
    this.length += html.length;
  }

  /** Text, escaped; returns the range it occupies in the document's text. */
  text(text: string): TextRange {
    const start = this.textLength;
    this.reserve(text.length);
    const { begins, ends } = this;
    let at = this.length;
    let k = this.textLength;
    for (let i = 0; i < text.length; i++, k++) {
      const code = text.charCodeAt(i);
      begins[k] = at;
      // The lengths of escapeText's entities: &amp; for &, &lt; / &gt; for < and >.
      at += code === 38 ? 5 : code === 60 || code === 62 ? 4 : 1;
      ends[k] = at;
    }
    const html = escapeText(text);
    this.textLength = k;
    this.textParts.push(text);
    this.parts.push(html);
    this.length += html.length;
    return { start, end: this.textLength };
  }

  /**
   * A line break in the text only (none in the html): blocks never run into each other's words, and an empty block
   * still has a place in the html (its boundary's).
   */
  boundary(): void {
    this.reserve(1);
    this.begins[this.textLength] = this.length;
    this.ends[this.textLength] = this.length;
    this.textLength++;
    this.textParts.push('\n');
  }

  get textOffset(): number {
    return this.textLength;
  }

  /**
   * The html with `head` written before everything so far (the head's style block is only known once the body is
   * written) and `tail` after it; every recorded offset moves by the head's length.
   */
  finish(head: string, tail: string): { html: string; offsets: OffsetMap } {
    const begins = this.begins.slice(0, this.textLength);
    const ends = this.ends.slice(0, this.textLength);
    for (let i = 0; i < begins.length; i++) {
      begins[i] += head.length;
      ends[i] += head.length;
    }
    return { html: head + this.parts.join('') + tail, offsets: new OffsetMap(this.textParts.join(''), begins, ends) };
  }

  private reserve(extra: number): void {
    const needed = this.textLength + extra;
    if (needed <= this.begins.length) return;
    let size = this.begins.length * 2;
    while (size < needed) size *= 2;
    this.begins = enlarged(this.begins, size);
    this.ends = enlarged(this.ends, size);
  }
}
