/**
 * A closed server ends its contract threads and their PDF children (review hred6): the standby ones (prestarted at
 * listen, kept until used) stayed behind, one analysis thread and one PDF child process more per server a long-lived
 * process created and closed (5 servers: 5 children). On the built package (the sources start no thread), in a child
 * `node` whose own children `ps` lists (Linux; skipped where `ps --ppid` is missing). Two servers, one after the other:
 * each left child is counted at the end, so a third showed nothing more and cost a third of the case (its thread and PDF
 * child started cold: 14.2 s in session 52's CI for three).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const hasPs = spawnSync('ps', ['--ppid', String(process.pid), '-o', 'pid='], { encoding: 'utf8' }).status !== null;

const script = `
  import { execSync } from 'node:child_process';
  import fs from 'node:fs';
  const { createServer } = await import(${JSON.stringify(join(root, 'dist/server/index.js'))});
  const docx = fs.readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts/Contract_A.docx'))});
  const children = () => execSync('ps --ppid ' + process.pid + ' -o cmd=').toString().split('\\n').filter((l) => l.includes('thread.js')).length;
  const statuses = [];
  for (let i = 0; i < 2; i++) {
    const server = createServer({ log: false });
    const { port } = await server.listen(0, '127.0.0.1');
    const form = new FormData();
    form.append('file', new Blob([docx]), 'a.docx');
    const r = await fetch('http://127.0.0.1:' + port + '/v1/element_classification?version=2018-10-15', { method: 'POST', body: form });
    await r.arrayBuffer();
    statuses.push(r.status);
    await server.close();
  }
  // A child ends when its thread's channel closes: give it a moment.
  let left = children();
  for (let t = 0; t < 50 && left > 0; t++) { await new Promise((r) => setTimeout(r, 100)); left = children(); }
  process.stdout.write(JSON.stringify({ statuses, left }));
`;

describe('closing a server that served contracts in threads', () => {
  it.skipIf(!hasPs)('ends its threads and PDF children: none left after two servers', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 90_000 });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ statuses: [200, 200], left: 0 });
  }, 100_000);
});
