/**
 * The twenty-sixth adversarial round (hred25): data the user did not write, shown on the terminal by the commands that
 * earlier rounds did not cover. An invalid workspace's problems (every command), `eval`'s unknown CSV labels and
 * confusion examples, the `contracts` summaries (a document's text; `compare` reads classify results from elsewhere)
 * and the JSON that `run`, `chat /context` and the `--json` flags print: a bidirectional override (U+202E) reversed
 * the rest of the line, and escape sequences (ESC, C1 CSI U+009B, DEL) reached the terminal as they were. Shown as
 * JSON escapes now (src/common/terminal-safe.ts); the JSON printed still parses to the same values.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coffee, needsBuild, parleyInProcess } from './binary.js';

needsBuild();

const RLO = '\u202e';
const HOSTILE = `\u001b]0;owned\u0007\u001b[31mred${RLO}evil\u009b2J\u007f`;
const SHOWN = '\\u001b]0;owned\\u0007\\u001b[31mred\\u202eevil\\u009b2J\\u007f';
/** Anything a terminal acts on but tab and line breaks: what none of these outputs may hold. */
// eslint-disable-next-line no-control-regex -- the characters a terminal acts on
const ACTS_ON_TERMINAL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function fileOf(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'parley-hred25-')), name);
  writeFileSync(file, text);
  return file;
}

const workspaceFile = (change: (ws: Record<string, unknown>) => void): string => {
  const ws = JSON.parse(readFileSync(coffee, 'utf8')) as Record<string, unknown>;
  change(ws);
  return fileOf('ws.json', JSON.stringify(ws));
};

describe('terminal-safe data on every command (hred25)', () => {
  it('an invalid workspace: the problem quoting an intent name shows its override and C1 escaped', async () => {
    const file = workspaceFile((ws) => {
      (ws.intents as { intent: string }[])[0].intent = `greeting${HOSTILE}`;
    });
    const r = await parleyInProcess(['lint', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`greeting${SHOWN}`);
    expect(ACTS_ON_TERMINAL.test(r.stderr)).toBe(false);
  });

  it('eval --test: an unknown CSV label and a confusion example are escaped', async () => {
    const csv = fileOf('held.csv', `"hello${HOSTILE}",goodbye\n"one espresso",order_drink\n"zz","nope${HOSTILE}"\n`);
    const r = await parleyInProcess(['eval', coffee, '--test', csv, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`nope${SHOWN}`);
    expect(r.stdout).toContain(`"hello${SHOWN.slice(0, 20)}`);
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
  });

  it('eval --json: the JSON line escapes the override and still parses to the same label', async () => {
    const csv = fileOf('held.csv', `"hello",greeting\n"zz","nope${RLO}x"\n`);
    const r = await parleyInProcess(['eval', coffee, '--test', csv, '--quiet', '--json']);
    const last = r.stdout.trim().split('\n').pop()!;
    expect(last).toContain('nope\\u202ex');
    expect((JSON.parse(last) as { unknownLabels: string[] }).unknownLabels).toEqual([`nope${RLO}x`]);
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
  });

  it('run: an answer whose text holds an override and C1 is one JSON line with them escaped', async () => {
    const file = workspaceFile((ws) => {
      for (const node of ws.dialog_nodes as { output?: unknown }[]) node.output = { text: { values: [`hi${HOSTILE}`] } };
    });
    const r = await parleyInProcess(['run', file], 'hello\n');
    expect(r.code).toBe(0);
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
    const texts = r.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { output: { text: string[] } }).output.text.join(''));
    expect(texts).toEqual([`hi${HOSTILE}`]);
  });

  it('contracts html: the preview of a document holding an override shows it escaped', async () => {
    const doc = fileOf('doc.txt', `SERVICE AGREEMENT\n\nThe Supplier shall deliver the goods${RLO}evil within 30 days.\n`);
    const r = await parleyInProcess(['contracts', 'html', doc, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('goods\\u202eevil');
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
  });

  it('contracts classify --json: the override escaped, the JSON the same', async () => {
    const doc = fileOf('doc.txt', `SERVICE AGREEMENT\n\nThe Supplier shall deliver the goods${RLO}evil within 30 days.\n`);
    const r = await parleyInProcess(['contracts', 'classify', doc, '--quiet', '--json']);
    expect(r.code).toBe(0);
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain(`goods${RLO}evil`);
  });

  it('contracts compare of classify results from elsewhere: element texts and titles escaped', async () => {
    const doc = fileOf('doc.txt', 'SERVICE AGREEMENT\n\nThe Supplier shall deliver the goods within 30 days.\n\nThe Customer shall pay within 10 days.\n');
    const classified = await parleyInProcess(['contracts', 'classify', doc, '--quiet', '--json']);
    const answer = JSON.parse(classified.stdout) as { elements: { text: string }[]; document: { title: string } };
    const hostile = structuredClone(answer);
    for (const e of hostile.elements) e.text = `${e.text} ${HOSTILE}`;
    const a = fileOf('a.json', JSON.stringify(hostile));
    const b = fileOf('b.json', JSON.stringify(answer));
    const r = await parleyInProcess(['contracts', 'compare', a, b, '--quiet', '--label1', `old${RLO}`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(SHOWN);
    expect(r.stdout).toContain('old\\u202e');
    expect(ACTS_ON_TERMINAL.test(r.stdout)).toBe(false);
  });
});
