import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonSyntaxMessage, lineAndColumn, syntaxErrorOffset } from '../../src/common/json-syntax.js';

/** The parser's error on `text` (every input here is malformed). */
function parseError(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (e) {
    return e;
  }
  throw new Error(`${text} parsed`);
}

describe('jsonSyntaxMessage', () => {
  it('says where the error is by line and column instead of by offset', () => {
    const text = '{"intents": [],\n  "dialog_nodes": [\n     {"dialog_node": "a" "conditions": "#x"}\n  ]}';
    const message = jsonSyntaxMessage(text, parseError(text));
    expect(message.endsWith(' at line 3, column 26')).toBe(true);
    expect(message).not.toMatch(/position/);
  });

  it('keeps the parser\'s quote of the source on one line', () => {
    const text = '# parley\n\nA README, not JSON';
    const message = jsonSyntaxMessage(text, parseError(text));
    expect(message).not.toMatch(/\n/);
    expect(message).toMatch(/^Unexpected token '#'/);
  });

  it('locates an unexpected token too (the parser quotes the text around it, with no offset): a trailing comma, a bare word, a comment (hred9)', () => {
    const cases: [string, string][] = [
      ['{"intents": [\n  "a",\n  ]\n}', 'line 3, column 3'],
      ['{"intents": [],\n "entities": x}', 'line 2, column 14'],
      ['{\n  // a comment\n  "a": 1}', 'line 2, column 3'],
      [`[${'1,'.repeat(100)}]`, 'line 1, column 202'],
    ];
    for (const [text, where] of cases) {
      const message = jsonSyntaxMessage(text, parseError(text));
      expect(message.endsWith(` at ${where}`), message).toBe(true);
    }
  });

  it('finds the offset the parser names, for any malformed text that names one', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '"', ':', ',', '\n', 'a', '1', '-', '.', 'e', ' ', '[', ']', '\\', 'u', 'F', 'true', 'null', '\u0001') }), (text) => {
        let message: string;
        try {
          JSON.parse(text);
          expect(syntaxErrorOffset(text)).toBeUndefined();
          return;
        } catch (e) {
          message = (e as Error).message;
        }
        const offset = syntaxErrorOffset(text);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(text.length);
        const named = / in JSON at position (\d+)/.exec(message);
        if (named) expect(offset).toBe(Number(named[1]));
      }),
      { numRuns: 3000 },
    );
  });

  it('is one line for any malformed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '"', ':', ',', '\n', '\t', 'a', '1', ' ', '[') }), (text) => {
        let error: unknown;
        try {
          JSON.parse(text);
          return;
        } catch (e) {
          error = e;
        }
        expect(jsonSyntaxMessage(text, error)).not.toMatch(/[\n\r\t]/);
      }),
    );
  });
});

describe('lineAndColumn', () => {
  it('counts both from 1, the column within its own line', () => {
    expect(lineAndColumn('abc', 0)).toBe('line 1, column 1');
    expect(lineAndColumn('ab\ncd\nef', 7)).toBe('line 3, column 2');
    expect(lineAndColumn('ab\n', 3)).toBe('line 2, column 1');
  });
});
