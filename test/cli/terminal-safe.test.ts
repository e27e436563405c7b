/**
 * Workspace text a lint finding shows on the terminal (src/common/terminal-safe.ts): control characters are shown as
 * JSON escapes, never sent (a condition with `ESC[2J` cleared the screen of whoever linted the file, hred7).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/common/terminal-safe.js';
import { parleyInProcess } from './binary.js';

// eslint-disable-next-line no-control-regex -- the characters a terminal acts on
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

describe('terminalSafe', () => {
  it('escapes C0 (newline included), DEL and C1, keeps tab and everything else', () => {
    expect(terminalSafe('a\u001b[2J\u001b]0;t\u0007b\tc\nd\u007f\u009be')).toBe('a\\u001b[2J\\u001b]0;t\\u0007b\tc\\u000ad\\u007f\\u009be');
    expect(terminalSafe('Café “ok” 😀')).toBe('Café “ok” 😀');
  });

  it('leaves no control character but tab, and changes no text without one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = terminalSafe(s);
        expect(CONTROL_BUT_TAB.test(out)).toBe(false);
        if (!CONTROL_BUT_TAB.test(s)) expect(out).toBe(s);
      }),
    );
  });
});

describe('parley lint on a workspace whose condition holds escape sequences', () => {
  it('prints them escaped, on one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-lint-esc-'));
    const file = join(dir, 'w.json');
    const hostile = '\u001b[2J\u001b]0;pwned\u0007\u001b[1A';
    writeFileSync(file, JSON.stringify({ name: 'w', intents: [], entities: [], dialog_nodes: [{ dialog_node: 'a', conditions: `#${hostile} && (((` }] }));
    const r = await parleyInProcess(['lint', file]);
    expect(r.stdout).toContain('\\u001b[2J\\u001b]0;pwned\\u0007\\u001b[1A');
    expect(CONTROL_BUT_TAB.test(r.stdout.replace(/\n/g, ''))).toBe(false);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(2);
  });
});

describe('bidirectional overrides and isolates (hred12)', () => {
  it('are escaped: "invoice\\u202Etxt.exe" must not show as "invoiceexe.txt"; marks and right-to-left letters are kept', () => {
    expect(terminalSafe('invoice\u202etxt.exe')).toBe('invoice\\u202etxt.exe');
    expect(terminalSafe('a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069')).toBe('a\\u202ab\\u202bc\\u202cd\\u202de\\u2066f\\u2067g\\u2068h\\u2069');
    expect(terminalSafe('عقد\u200f.pdf שלום\u200e')).toBe('عقد\u200f.pdf שלום\u200e');
  });
});
