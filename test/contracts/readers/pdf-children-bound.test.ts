/**
 * A library caller's concurrent PDF reads share at most the machine's cores in child processes (readers/pdf/threaded.ts
 * `MAX_PDF_CHILDREN`), the rest waiting for one: 200 reads at once started 200 children (hfix, 2026-11-29). Twelve
 * concurrent reads of contract_A.pdf: never more children than cores, every read the same text as one read alone, and
 * the process exits after the last (no child left to hold it). On the built package (the sources start no child), in a
 * child `node` whose own children `ps` lists (Linux; skipped where `ps --ppid` is missing).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const hasPs = spawnSync('ps', ['--ppid', String(process.pid), '-o', 'pid='], { encoding: 'utf8' }).status !== null;

const script = `
  import { execSync } from 'node:child_process';
  import fs from 'node:fs';
  const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
  const pdf = fs.readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts/contract_A.pdf'))});
  const children = () => execSync('ps --ppid ' + process.pid + ' -o cmd=').toString().split('\\n').filter((l) => l.includes('thread.js')).length;
  const text = (doc) => JSON.stringify(doc.blocks);
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, children())), 25);
  const reads = await Promise.all(Array.from({ length: 12 }, () => readDocument(pdf, 'application/pdf', { readTimeoutMs: 300_000 })));
  clearInterval(watch);
  const alone = text(await readDocument(pdf, 'application/pdf'));
  process.stdout.write(JSON.stringify({ most, same: reads.filter((d) => text(d) === alone).length, blocks: JSON.parse(alone).length }));
`;

describe('concurrent PDF reads of a library caller', () => {
  it.skipIf(!hasPs)('start at most the cores in children, all read the same text, and the process exits after', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 170_000 });
    expect(r.stderr).toBe('');
    // The process exited by itself (no child or timer left), before the spawn's timeout.
    expect(r.status).toBe(0);
    const got = JSON.parse(r.stdout) as { most: number; same: number; blocks: number };
    expect(got.most).toBeGreaterThan(0);
    expect(got.most).toBeLessThanOrEqual(availableParallelism());
    expect(got.same).toBe(12);
    expect(got.blocks).toBeGreaterThan(10);
  }, 180_000);
});
