/**
 * `parley test` on a transcript from elsewhere (hred23): its problems quote the transcript's own keys ("unknown turn
 * key …", with the key in the path too), and they were written to the terminal as they were: a key holding escape
 * sequences set the window title, coloured or rewrote the lines above (`ESC]0;…BEL`, `ESC[31m`, `ESC[1A`). Shown
 * terminal-safe now, as lint's findings and the workspace's texts are (src/common/terminal-safe.ts): each control
 * character as its JSON escape; one problem, one line.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coffee, parleyInProcess } from './binary.js';

const HOSTILE_KEY = '\u001b]0;owned\u0007\u001b[1A\u001b[31mred\u202e';
const SHOWN_KEY = '\\u001b]0;owned\\u0007\\u001b[1A\\u001b[31mred\\u202e';

function transcript(turn: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parley-hostile-key-'));
  const file = join(dir, 'from-elsewhere.json');
  writeFileSync(file, JSON.stringify({ workspace: coffee, conversations: [{ name: 'c', turns: [turn] }] }));
  return file;
}

describe('a transcript key holding escape sequences (hred23)', () => {
  it('one problem: its line shows the key escaped', async () => {
    const file = transcript({ say: 'hi', [HOSTILE_KEY]: 1 });
    const r = await parleyInProcess(['test', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `parley test: ${file}: .conversations[0].turns[0].${SHOWN_KEY}: unknown turn key ${SHOWN_KEY} (one of say, request, context, options, expect, skip)\n`,
    );
  });

  it('several problems: each line escaped, the hint beside the misspelt key kept', async () => {
    const file = transcript({ say: 'hi', [HOSTILE_KEY]: 1, expct: {} });
    const r = await parleyInProcess(['test', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      [
        `parley test: ${file}: not a valid transcript, 2 problems (format: docs/testing.md)`,
        `  .conversations[0].turns[0].${SHOWN_KEY}: unknown turn key ${SHOWN_KEY} (one of say, request, context, options, expect, skip)`,
        '  .conversations[0].turns[0].expct: unknown turn key expct (did you mean expect?)',
        '',
      ].join('\n'),
    );
  });
});
