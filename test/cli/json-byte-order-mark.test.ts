/**
 * A workspace saved by an editor that writes a byte order mark (Windows Notepad's "UTF-8 with BOM") was refused as
 * `Unexpected token ' '`: the mark is invisible, so nobody could find the fault. RFC 8259 lets a parser ignore it; the
 * command line reads such a file, directly and as a transcript's workspace (hred9).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parleyInProcess } from './binary.js';

const WORKSPACE = '{"name": "bom", "intents": [{"intent": "hello", "examples": [{"text": "hi"}]}], "dialog_nodes": [{"dialog_node": "a", "conditions": "#hello", "output": {"text": "Hello."}}]}';

describe('a JSON file that opens with a byte order mark', () => {
  it('is read as its JSON by lint and as a transcript\'s workspace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-bom-'));
    const file = join(dir, 'ws.json');
    writeFileSync(file, `\ufeff${WORKSPACE}`);
    const lint = await parleyInProcess(['lint', file]);
    expect(lint.stderr).not.toMatch(/not valid JSON/);
    expect(lint.code).not.toBe(2);
    writeFileSync(join(dir, 't.yaml'), 'workspace: ws.json\nconversations:\n  - name: a\n    turns:\n      - say: hi\n        expect:\n          text: Hello.\n');
    const test = await parleyInProcess(['test', join(dir, 't.yaml')]);
    expect(test.stderr).not.toMatch(/not valid JSON/);
    expect(test.code).toBe(0);
  });
});
