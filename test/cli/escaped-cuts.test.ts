/**
 * Text shown escaped (terminal-safe) and then cut to a width is cut on whole characters and whole escapes
 * (`wholeCut`, common/terminal-safe.ts): a long word wrapped, a file name shortened in the batch progress line, the
 * html preview cut at 300 characters. A cut inside `\u202e` showed `\u20`, one between a surrogate pair's halves two
 * lone halves (h56ops, after hred25's eval example).
 */
import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/common/wrap.js';
import { shorten } from '../../src/cli/progress.js';
import { renderHtml } from '../../src/cli/contracts-render.js';
import { terminalSafe } from '../../src/common/terminal-safe.js';

/** No escape cut short, no lone surrogate half. */
const whole = (text: string): boolean => !/\\u[0-9a-f]{0,3}(?![0-9a-f])/.test(text) && !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('cuts of escaped text (h56ops)', () => {
  it('wrapText breaks a word longer than the line before an escape or a pair, not inside', () => {
    const word = terminalSafe(`${'a'.repeat(8)}\u202e${'b'.repeat(8)}😀${'c'.repeat(8)}`);
    const lines = wrapText(word, 10);
    expect(lines).toEqual(['aaaaaaaa', '\\u202ebbbb', 'bbbb😀cccc', 'cccc']);
    expect(lines.join('')).toBe(word);
    for (let width = 10; width < 30; width++) expect(wrapText(word, width).every(whole)).toBe(true);
  });

  it('shorten keeps whole escapes at both ends of its cut', () => {
    const name = terminalSafe(`inv\u202eoice-${'x'.repeat(20)}-\u202etxt.exe`);
    for (let room = 5; room < name.length; room++) {
      const short = shorten(name, room);
      expect(short.length).toBeLessThanOrEqual(room);
      expect(whole(short)).toBe(true);
    }
    expect(shorten(name, 12)).toBe('inv…txt.exe');
  });

  it("the html preview's 300-character cut", () => {
    const html = `<html><body><p>${'a'.repeat(297)}\u202e${'b'.repeat(20)}</p></body></html>`;
    const preview = renderHtml({ html, num_pages: '1', title: 't' }, { color: false, width: 400 }).slice(3);
    expect(preview).toEqual([`${'a'.repeat(297)}…`]);
  });
});
