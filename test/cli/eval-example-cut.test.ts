/**
 * eval's confusion example gives way at 80 columns after it is escaped: the cut falls on a whole character or a whole
 * escape, never inside `\u202e` nor between the halves of a surrogate pair (hred25's Left: `…\u20…"`).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatEvaluation } from '../../src/cli/commands/eval.js';
import { evaluateIntents } from '../../src/testing/index.js';
import { wholeCut } from '../../src/common/terminal-safe.js';
import { coffee } from './binary.js';

const ev = evaluateIntents(JSON.parse(readFileSync(coffee, 'utf8')), { folds: 2 });

/** The example shown for one confusion whose example is `text`, as eval prints it. */
function exampleShown(text: string): string {
  const lines = formatEvaluation({ ...ev, confusions: [{ expected: 'goodbye', predicted: 'greeting', count: 1, examples: [text] }] }, 'ws.json', { color: false });
  const line = lines[lines.indexOf('most confused (expected -> answered)') + 1];
  return line.slice(line.indexOf('e.g. ') + 'e.g. '.length);
}

describe("eval's confusion example, cut at 80 columns (h56ops)", () => {
  it('a cut that fell inside an escape keeps the escape out whole', () => {
    // The pair takes 27 columns, "   e.g. " 8: 45 left; the cut at 43 fell inside the \u202e that starts at 41.
    const shown = exampleShown(`${'a'.repeat(40)}\u202e${'b'.repeat(40)}`);
    expect(shown).toBe(`"${'a'.repeat(40)}…"`);
  });

  it('a cut that fell between the halves of a surrogate pair keeps the character out whole', () => {
    const shown = exampleShown(`${'a'.repeat(41)}😀${'b'.repeat(40)}`);
    expect(shown).toBe(`"${'a'.repeat(41)}…"`);
  });

  it('a JSON escape (a quote, a backslash) is kept whole, and every cut example ends in …"', () => {
    expect(exampleShown(`${'a'.repeat(41)}"${'b'.repeat(40)}`)).toBe(`"${'a'.repeat(41)}…"`);
    for (let n = 30; n < 60; n++) {
      const shown = exampleShown(`${'a'.repeat(n)}\u202e\u0085😀"\\${'b'.repeat(60)}`);
      expect(shown.endsWith('…"')).toBe(true);
      expect(shown).toMatch(/^"a*(\\u202e)?(\\u0085)?(😀)?(\\")?(\\\\)?b*…"$/u);
    }
  });

  it('an example that fits is shown whole', () => {
    expect(exampleShown('thanks\u202e, goodbye')).toBe('"thanks\\u202e, goodbye"');
  });
});

describe('wholeCut', () => {
  it('rounds a cut inside an escape or a pair down, or up for the start of a tail', () => {
    const text = 'ab\\u202ecd😀e';
    expect([0, 1, 2, 3, 5, 8, 9, 10, 11, 12, 13].map((at) => wholeCut(text, at))).toEqual([0, 1, 2, 2, 2, 8, 9, 10, 10, 12, 13]);
    expect([3, 7, 11].map((at) => wholeCut(text, at, 'up'))).toEqual([8, 8, 12]);
    expect(wholeCut(text, 99)).toBe(text.length);
  });
});
