/**
 * Issue 24, item 8: `parley serve` fails closed on credentials. An empty key or password, or two ways of
 * authenticating, refuse to start (exit 2, one line) instead of serving an open server. The refusals run the command
 * in process (only its output and exit code are checked); the positional ones spawn the built CLI.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createServer } from '../../src/server/index.js';
import { startCluster } from '../../src/server/cluster/primary.js';
import { ParleyError } from '../../src/index.js';
import { bin, needsBuild, parleyInProcess } from './binary.js';

function serve(args: string[]) {
  // A server that did start would run until the timeout: the test fails then instead of hanging.
  const r = spawnSync(process.execPath, [bin, 'serve', '--port', '0', '--quiet', ...args], { encoding: 'utf8', timeout: 15_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same command in this process: a refusal returns before any server is made. */
function serveInProcess(args: string[]) {
  return parleyInProcess(['serve', '--port', '0', '--quiet', ...args]);
}

needsBuild();

describe('parley serve refuses credentials that would leave it open', () => {
  it.each([
    [['--apikey', ''], '--apikey must not be empty'],
    [['--apikey='], '--apikey must not be empty'],
    [['--auth='], '--auth takes USER:PASS, both non-empty'],
    [['--auth', 'user:'], '--auth takes USER:PASS, both non-empty'],
    [['--auth', ':pass'], '--auth takes USER:PASS, both non-empty'],
    [['--apikey', 'k', '--auth', 'u:p'], 'give one of --auth USER:PASS or --apikey KEY, once'],
    [['--apikey', 'a', '--apikey', 'b'], 'give one of --auth USER:PASS or --apikey KEY, once'],
  ])('%j: exit 2, one line, nothing served', async (args, message) => {
    expect(await serveInProcess(args)).toEqual({ code: 2, stdout: '', stderr: `parley serve: ${message}\n` });
  });

  it.each([
    [['ws.json'], '"ws.json"'],
    [['--', '--port'], '"--port"'],
  ])('%j: a positional argument is a usage error, nothing served (found by bench/fuzz/cli.mjs)', (args, shown) => {
    expect(serve(args)).toEqual({ code: 2, stdout: '', stderr: `parley serve: unexpected argument ${shown} (workspaces are given with --workspace FILE)\n` });
  });

  it('createServer and startCluster refuse empty credentials too', async () => {
    expect(() => createServer({ auth: { apikey: '' } })).toThrow(ParleyError);
    expect(() => createServer({ auth: { username: 'u', password: '' } })).toThrow('auth.password must be a non-empty string');
    await expect(startCluster({ workers: 2, port: 0, auth: { username: '', password: 'p' } })).rejects.toThrow('auth.username must be a non-empty string');
  });
});
