/**
 * Twenty-seventh adversarial round (hred26): the report path given to `contracts html --output`, `eval --html` and
 * `test --coverage-html` is checked before the work (checkOutputPath), and that check's `statSync` threw on a path
 * that does not merely not exist: a link that loops (ELOOP, on the path or on a folder of it) or a name longer than the
 * file system takes (ENAMETOOLONG). Each was "unexpected error: ELOOP …", exit 1, as if parley had failed; now the
 * same exit-2 line as every other path that cannot be written, naming the path, before any work.
 */
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parley } from './binary.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-report-path-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const contract = join(dir, 'contract.txt');
writeFileSync(contract, 'The Supplier shall deliver the goods. The Buyer shall pay within 30 days.');
const workspace = join(dir, 'ws.json');
writeFileSync(workspace, JSON.stringify({ intents: [{ intent: 'hello', examples: [{ text: 'hi there' }, { text: 'hello' }] }], dialog_nodes: [] }));
const rows = join(dir, 'rows.csv');
writeFileSync(rows, 'hi there,hello\nhello,hello\n');
const transcript = join(dir, 'hello.transcript.json');
writeFileSync(transcript, JSON.stringify({ turns: [{ input: 'hello', expect: { intent: 'hello' } }] }));
// Two links that point at each other: any use of either loops.
symlinkSync('loop-b', join(dir, 'loop-a'));
symlinkSync('loop-a', join(dir, 'loop-b'));

const loop = join(dir, 'loop-a');
const underLoop = join(dir, 'loop-a', 'page.html');
const tooLong = join(dir, `${'a'.repeat(300)}.html`);

describe('a report path that loops or is too long (hred26)', () => {
  for (const [what, path, reason] of [
    ['a link that loops', loop, 'too many symbolic links'],
    ['a file under a link that loops', underLoop, 'too many symbolic links'],
    ['a name of 305 bytes', tooLong, 'its name is too long'],
  ] as const) {
    it(`contracts html --output at ${what}: exit 2 naming the path`, () => {
      const r = parley(['contracts', 'html', contract, '--output', path]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`parley contracts: cannot write ${path}: `);
      expect(r.stderr).toContain(reason);
      expect(r.stderr).not.toContain('unexpected error');
    });
  }
  it('eval --html at a link that loops: exit 2 naming the path', () => {
    const r = parley(['eval', workspace, '--test', rows, '--html', loop]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`parley eval: cannot write ${loop}: `);
    expect(r.stderr).not.toContain('unexpected error');
  });
  it('test --coverage-html at a name too long: exit 2 naming the path', () => {
    const r = parley(['test', workspace, transcript, '--coverage-html', tooLong]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`parley test: cannot write ${tooLong}: `);
    expect(r.stderr).not.toContain('unexpected error');
  });
  it('nothing written beside the links', () => {
    expect(readdirSync(dir).sort()).toEqual(['contract.txt', 'hello.transcript.json', 'loop-a', 'loop-b', 'rows.csv', 'ws.json']);
  });
});
