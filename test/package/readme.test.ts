/**
 * The README's in-process code samples run as a newcomer pastes them (a scratch project whose node_modules/parley
 * is this repository's build): a placeholder like `intents: [...]` or a name the sample never defines fails here.
 * Samples that need a running server or the reader's own files (a.pdf) are checked by hand (see the report of hux).
 */
import { describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const samples = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
/** In-process samples: no server (`serviceUrl`), no reader's file (`readFileSync('a.pdf')`). */
const inProcess = samples.filter((s) => !s.includes('serviceUrl') && !/readFileSync\('[^']*\.pdf'\)/.test(s));

function run(file: string, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file], { cwd, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('README samples', () => {
  it('finds the quick start, the CommonJS and the service twin samples', () => {
    expect(inProcess).toHaveLength(3);
  });

  it.each(inProcess.map((s, i) => [i, s] as const))('sample %i runs without an error', async (_, sample) => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-readme-'));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules/parley'), 'dir');
    const file = sample.includes('require(') ? 'sample.cjs' : 'sample.mjs';
    writeFileSync(join(dir, file), sample);
    const r = await run(join(dir, file), dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 180_000);
});

describe("the README's first block (h56ops)", () => {
  const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const commands = first.split('\n').filter((line) => line.startsWith('node dist/cli/main.js ')).map((line) => line.replace(/\s+#.*$/, ''));

  it('gets a newcomer to a first answer of each wing: chat and contracts classify', () => {
    expect(commands.map((c) => c.split(' ')[2])).toEqual(['chat', 'contracts']);
  });

  it.each(commands)('%s answers (stdin closed)', (command) => {
    const r = spawnSync(process.execPath, command.split(' ').slice(1), { cwd: root, input: '', encoding: 'utf8', timeout: 120_000 });
    expect([r.status, r.stderr.replace(/^note: .*\n/m, '')]).toEqual([0, '']);
    expect(r.stdout).toMatch(command.includes(' chat ') ? /bot> Welcome to the coffee shop!/ : /parties\n {2}BON JOVI ENTERPRISES {2}Buyer \(Primary\)/);
  }, 180_000);
});
