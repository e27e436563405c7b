/**
 * Spawns the built binary (dist/cli/main.js), as users run it: each command at least once; the checks of a
 * command's output for other arguments run it in process (test/cli/binary.ts).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coffee, needsBuild, parley, parleyInProcess, root } from './binary.js';

const carDashboard = join(root, 'test/fixtures/workspaces/car-dashboard-sample.json');

needsBuild();

describe('parley (no command)', () => {
  it('prints usage and exits 2; --help exits 0', () => {
    expect(parley([]).code).toBe(2);
    const help = parley(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: parley <command> [options]');
  });

  it('rejects an unknown command in one line', async () => {
    expect(await parleyInProcess(['frobnicate'])).toEqual({ code: 2, stdout: '', stderr: "parley: unknown command 'frobnicate' (try parley --help)\n" });
  });
});

describe('parley run', () => {
  it('answers each stdin line with the same response as the engine, carrying the context', async () => {
    // The built engine: the binary runs dist/, so compare with the same build.
    const { compileWorkspace } = (await import(join(root, 'dist/index.js'))) as typeof import('../../src/index.js');
    const lines = ['', 'turn on the wipers', 'play some music'];
    const now = '2026-11-22T09:00:00Z';
    const r = parley(['run', carDashboard, '--now', now, '--seed', 's'], `${lines.join('\n')}\n`);
    expect(r.code).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    const engine = compileWorkspace(JSON.parse(readFileSync(carDashboard, 'utf8')));
    let context: Record<string, unknown> | undefined;
    const expected = lines.map((text, i) => {
      const res = engine.message({ input: { text }, ...(context ? { context } : {}) }, { now, seed: `s:${i}` });
      context = res.context;
      return res;
    });
    expect(out).toEqual(expected);
  });

  it('writes an error body for an invalid request line and exits 1', () => {
    const r = parley(['run', coffee], '{"input":{"text":5}}\n');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      error: 'Invalid Request Body',
      code: 400,
      errors: [{ code: 'type', message: 'input.text must be a string', path: '.input.text' }],
    });
  });

  it('reports a missing workspace file in one line', async () => {
    const r = await parleyInProcess(['run', 'nope.json']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'parley run: cannot read nope.json: no such file\n' });
  });

  it('reports an invalid workspace with its paths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-cli-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ name: 'x', language: 'en', intents: [{ intent: 'sys-bad' }] }));
    const r = await parleyInProcess(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`parley run: ${file}: invalid workspace`);
    expect(r.stderr).toContain('.intents[0].intent');
  });
});

describe('parley chat (piped input)', () => {
  it('greets, answers, traces, resets and quits', () => {
    const r = parley(['chat', coffee, '--trace', '--now', '2026-11-22T09:00:00Z', '--no-color'], '/trace\n/set name="Ann"\n/context\n/reset\n/bogus\n/quit\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Coffee shop — /quit to leave, /help for commands');
    expect(r.stdout).toContain('(trace off)');
    expect(r.stdout).toContain('($name set)');
    expect(r.stdout).toContain('"name": "Ann"');
    expect(r.stdout).toContain('(new conversation)');
    expect(r.stdout).toContain('unknown command /bogus (try /help)');
    expect(r.stdout).toMatch(/nodes: /);
  });
});

describe('parley test and lint', () => {
  it('test exits 1 on a failing transcript with a readable diff, 0 on a passing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-cli-'));
    const failing = join(dir, 'failing.yaml');
    writeFileSync(failing, `workspace: ${coffee}\nconversations:\n  - name: wrong welcome\n    turns:\n      - say: ""\n        expect:\n          text: Goodbye\n`);
    const bad = parley(['test', failing, '--no-color']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('✗ wrong welcome');
    expect(bad.stdout).toContain('expected "Goodbye"');
    const passing = join(dir, 'passing.yaml');
    writeFileSync(passing, `workspace: ${coffee}\nconversations:\n  - name: runs\n    turns:\n      - say: "hello"\n`);
    const good = parley(['test', passing, '--coverage']);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('1/1 turns pass, 1/1 conversations');
    expect(good.stdout).toMatch(/coverage of Coffee shop:\nnodes/);
  });

  it('test exits 2 on an invalid transcript, naming the path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-cli-'));
    const file = join(dir, 'invalid.yaml');
    writeFileSync(file, 'workspace: x.json\nconversations: []\n');
    const r = await parleyInProcess(['test', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('.conversations: conversations must be a non-empty array');
  });

  it('lint prints findings with codes and paths', async () => {
    const r = parley(['lint', join(root, 'test/fixtures/workspaces/pizzeria-slots.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('unknown-entity');
    expect(r.stdout).toContain('@toppings is not an entity of the workspace');
    const json = await parleyInProcess(['lint', '--json', join(root, 'test/fixtures/workspaces/pizzeria-slots.json')]);
    expect(Array.isArray(JSON.parse(json.stdout))).toBe(true);
  });
});

describe('parley serve (arguments)', () => {
  it('rejects a bad --workers in one line with exit 2, before starting anything', async () => {
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(await parleyInProcess(['serve', '--port', '0', '--workers', bad])).toEqual({ code: 2, stdout: '', stderr: `parley serve: invalid --workers ${bad} (1 to 64, or auto)\n` });
    }
  });

  it('documents --workers in its help', () => {
    const help = parley(['serve', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--workers N       serve from N processes (`auto`: one per core; default 1):\n');
    expect(help.stdout).toContain('with --data: default every log, and DIR\n                    is compacted as old ones are dropped');
  });

  it('rejects a bad --max-logs in one line with exit 2, with or without --data', async () => {
    for (const bad of ['-1', '1.5', 'lots']) {
      expect(await parleyInProcess(['serve', '--port', '0', '--max-logs', bad])).toEqual({ code: 2, stdout: '', stderr: `parley serve: invalid --max-logs ${bad} (0 or more)\n` });
      expect((await parleyInProcess(['serve', '--port', '0', '--data', '/nonexistent/never-created', '--max-logs', bad])).stderr).toBe(`parley serve: invalid --max-logs ${bad} (0 or more)\n`);
    }
  });
});
