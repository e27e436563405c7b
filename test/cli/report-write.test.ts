/**
 * Twenty-fifth adversarial round (hred24): a report the CLI writes (`contracts html --output`, `test --coverage-html`,
 * `eval --html`) was written over the old one in place, so a write that failed half-way (a full disk, a file-size
 * limit) left a torn page where the last good report had been: the old one gone, the new one cut at 8 KB. Now the page
 * is written beside it and renamed over it: the old report, or the new one whole, and no temporary file left.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin } from './binary.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const contract = join(dir, 'contract.txt');
writeFileSync(contract, Array.from({ length: 300 }, (_, i) => `${i + 1}. The Supplier shall deliver lot ${i + 1} to the Buyer's depot.`).join('\n'));

/** `parley ARGS` under a file-size limit of `kib` KiB (the shell's `ulimit -f`): writes past it fail with EFBIG. */
function parleyWithFileLimit(kib: number, args: string[]) {
  const quoted = [process.execPath, bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const r = spawnSync('sh', ['-c', `ulimit -f ${kib}; exec ${quoted}`], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a report written over an old one (hred24)', () => {
  it('a write that fails half-way keeps the old report whole and leaves no temporary file', () => {
    const page = join(dir, 'page.html');
    writeFileSync(page, '<p>the last good report</p>');
    const r = parleyWithFileLimit(8, ['contracts', 'html', contract, '--output', page]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`cannot write ${page}`);
    expect(readFileSync(page, 'utf8')).toBe('<p>the last good report</p>');
    expect(readdirSync(dir).sort()).toEqual(['contract.txt', 'page.html']);
  });

  it('a write that succeeds replaces the old report whole', () => {
    const page = join(dir, 'page2.html');
    writeFileSync(page, '<p>old</p>');
    const r = parleyWithFileLimit(4096, ['contracts', 'html', contract, '--output', page]);
    expect(r.code).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html.length).toBeGreaterThan(8192);
    expect(html).toContain('lot 300');
    expect(readdirSync(dir).filter((f) => f.startsWith('page2'))).toEqual(['page2.html']);
  });

  it('a link is written through, its target replaced; a device is written as it is', () => {
    const link = join(dir, 'link.html');
    symlinkSync('linked.html', link);
    expect(parleyWithFileLimit(4096, ['contracts', 'html', contract, '--output', link]).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'linked.html'), 'utf8')).toContain('lot 300');
    const r = parleyWithFileLimit(4096, ['contracts', 'html', contract, '--output', '/dev/null']);
    expect(r.code).toBe(0);
  });

  it('a report rewritten keeps its permissions (a page kept at 0600 stays 0600; h53user found 0644)', () => {
    const page = join(dir, 'private.html');
    writeFileSync(page, '<p>old</p>');
    chmodSync(page, 0o600);
    expect(parleyWithFileLimit(4096, ['contracts', 'html', contract, '--output', page]).code).toBe(0);
    expect(readFileSync(page, 'utf8')).toContain('lot 300');
    expect(statSync(page).mode & 0o777).toBe(0o600);
  });
});
