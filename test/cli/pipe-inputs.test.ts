/**
 * Twenty-seventh adversarial round (hred26): a workspace or transcript given as a pipe, `parley lint <(…)` or a FIFO
 * a writer fills (read-at-most.ts waits 2 s for that writer). `lint` read its workspace twice (once to compile it, once
 * to lint it) and `test` once to see whether the file was a transcript and once to run it: the first read took the
 * pipe's bytes, the second waited and refused "it is a named pipe (FIFO) nothing wrote to within 2 s", exit 2, though
 * the writer had written it whole. `run`, `chat`, `eval`, `serve --workspace` and `contracts` read once and held.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin } from './binary.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-pipe-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workspace = join(dir, 'ws.json');
writeFileSync(workspace, JSON.stringify({ intents: [{ intent: 'hello', examples: [{ text: 'hello' }] }], dialog_nodes: [] }));
const transcript = join(dir, 'hello.yaml');
writeFileSync(transcript, `workspace: ${workspace}\nconversations:\n  - name: greeting\n    turns:\n      - say: hello\n        expect: { intent: hello }\n`);

const hasBash = process.platform !== 'win32' && spawnSync('bash', ['-c', 'true']).status === 0;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** `parley ARGS <(cat FILE)` through bash: the file arrives as /dev/fd/N, a pipe `cat` writes to. */
function parleyOnPipe(args: string[], file: string) {
  const line = `${[process.execPath, bin, ...args].map(quote).join(' ')} <(cat ${quote(file)})`;
  const r = spawnSync('bash', ['-c', line], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.skipIf(!hasBash)('a workspace or transcript given as a pipe (hred26)', () => {
  it('parley lint <(cat ws.json): the workspace read once and linted', () => {
    const r = parleyOnPipe(['lint'], workspace);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\/dev\/fd\/\d+: warning few-examples +\.intents\[0\] +#hello has 1 example/m);
  });
  it('parley test <(cat hello.yaml): the transcript read once and run', () => {
    const r = parleyOnPipe(['test'], transcript);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\/dev\/fd\/\d+: 1\/1 turns pass, 1\/1 conversations$/m);
  });
});

describe.skipIf(!hasBash)('a replay file given as a pipe (hred27)', () => {
  // hred26 stopped looking into a pipe before its run (the look emptied it); its replay format went unnoticed and the
  // run listed the transcript's validation errors. The run's one read now tells it.
  it('parley test <(cat recorded.json): the hint to convert it, exit 2', () => {
    const recorded = join(dir, 'recorded.json');
    writeFileSync(recorded, JSON.stringify({ name: 'recorded', workspace, conversations: [{ id: 'c1', chain: true, turns: [{ request: { input: { text: 'hi' } } }] }] }));
    const r = parleyOnPipe(['test'], recorded);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^parley test: \/dev\/fd\/\d+: recorded conversations in the replay format, not a transcript: convert them with fromReplayFile of parley\/testing, see docs\/testing\.md\n$/);
    expect(r.code).toBe(2);
  });
  it('a pipe holding no transcript still names its problem', () => {
    const junk = join(dir, 'junk.yaml');
    writeFileSync(junk, 'conversations: 5\n');
    const r = parleyOnPipe(['test'], junk);
    expect(r.stderr).toMatch(/^parley test: \/dev\/fd\/\d+: /);
    expect(r.code).toBe(2);
  });
});
