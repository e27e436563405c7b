/**
 * What a newcomer met in session 32's first hour on a fresh clone (h46user), each on the built CLI: the contract
 * commands typed without `contracts`, a summary that counted "1 tables", a JSON that is not a classify result given
 * to compare, and a document over the service's bound refused in bytes only.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coffee, needsBuild, parleyInProcess, root } from './binary.js';
import { bucketsLine } from '../../src/cli/serve-buckets.js';
import { formatEvaluation } from '../../src/cli/commands/eval.js';
import { evaluateIntents } from '../../src/testing/index.js';

needsBuild();

const fixture = (name: string) => join(root, 'test/fixtures/contracts', name);

describe('a newcomer\'s first hour with both wings (h46user)', () => {
  it('a contract subcommand without `contracts`: the error names the command meant', async () => {
    expect(await parleyInProcess(['classify', 'contract.pdf'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "parley: unknown command 'classify': did you mean parley contracts classify? (try parley --help)\n",
    });
  });

  it('any other unknown command keeps the short line', async () => {
    expect((await parleyInProcess(['serv'])).stderr).toBe("parley: unknown command 'serv' (try parley --help)\n");
  });

  it('classify given several files: the error names the command that takes them', async () => {
    expect(await parleyInProcess(['contracts', 'classify', 'a.pdf', 'b.pdf'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley contracts: classify takes one FILE; for several, put them in a folder and run parley contracts batch IN_DIR OUT_DIR (try parley contracts --help)\n',
    });
  });

  it('the classify summary counts one table in the singular', async () => {
    const r = await parleyInProcess(['contracts', 'classify', fixture('TableTestV3.pdf'), '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('structure  0 section titles, 1 table');
    expect(r.stderr).toBe('');
  }, 60_000);

  it('classify on a file that is no contract: the summary as before, and a note on stderr that asks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-hour-'));
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'Shopping list for Saturday.\n\nApples, bread and milk.\n\nCall Sam about the bikes.\n');
    const r = await parleyInProcess(['contracts', 'classify', notes, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe('elements  3 (0 labelled)');
    expect(r.stderr).toBe(`parley contracts: note: ${notes}: none of its 3 elements got a nature or a category: is it a contract?\n`);
  });

  it('html without --output: the summary\'s last line says how to get the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-hour-'));
    const file = join(dir, 'terms.txt');
    writeFileSync(file, 'The Buyer shall pay the Supplier.\n');
    const r = await parleyInProcess(['contracts', 'html', file, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').at(-2)).toBe('(the page itself: --output PAGE.html; the whole answer: --json)');
  });

  it('compare given a JSON that is not an earlier classify --json result: the line says what it should be', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-hour-'));
    const notResult = join(dir, 'package.json');
    writeFileSync(notResult, '{"name": "my-app", "version": "1.0.0"}');
    expect(await parleyInProcess(['contracts', 'compare', notResult, notResult, '--quiet'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley contracts: ${notResult}: not an earlier \`parley contracts classify --json\` result: file1.document.html must be a string\n`,
    });
  });

  it('a document over the service\'s bound: refused in MiB, naming the file and what takes larger ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-hour-'));
    const big = join(dir, 'scan.pdf');
    writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_600_000, 0x20)]));
    expect(await parleyInProcess(['contracts', 'classify', big, '--quiet'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley contracts: cannot read ${big}: it is larger than 1.5 MiB (1,572,864 bytes), the service's limit for one document (parley contracts batch takes larger ones)\n`,
    });
  });
});

describe('parley serve --port that is not a port (h46user)', () => {
  it('the error says what a port is', async () => {
    expect(await parleyInProcess(['serve', '--port', 'abc'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley serve: invalid --port abc (0 to 65535; 0 picks a free one)\n',
    });
  });
});

describe('parley serve --buckets DIR names the buckets at start (h46user)', () => {
  it('its sub-folders, sorted; files and hidden folders are not buckets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-buckets-'));
    for (const name of ['out', 'in', '.git']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'contract.pdf'), 'x');
    expect(bucketsLine(dir)).toBe(`buckets in, out ← ${dir}`);
  });

  it('none yet: the line says how to make two', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-buckets-'));
    writeFileSync(join(dir, 'contract.pdf'), 'x');
    expect(bucketsLine(dir)).toBe(`buckets none yet ← ${dir} (each sub-folder is a bucket: mkdir ${dir}/in ${dir}/out)`);
  });

  it('many: the first eight and a count', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-buckets-'));
    for (let i = 0; i < 10; i++) mkdirSync(join(dir, `b${i}`));
    expect(bucketsLine(dir)).toBe(`buckets b0, b1, b2, b3, b4, b5, b6, b7, and 2 more ← ${dir}`);
  });
});

describe('eval\'s most confused pairs (h46user)', () => {
  it('their examples start in one column (they followed each pair\'s own length)', () => {
    const ev = evaluateIntents(JSON.parse(readFileSync(coffee, 'utf8')), { folds: 2 });
    const confusions = [
      { expected: 'order_drink', predicted: '(irrelevant)', count: 4, examples: ['a large americano to go'] },
      { expected: 'goodbye', predicted: 'greeting', count: 1, examples: ['thanks, goodbye'] },
      { expected: 'a_very_long_intent_name_indeed', predicted: 'another_long_intent_name', count: 1, examples: ['hm'] },
    ];
    const lines = formatEvaluation({ ...ev, confusions }, 'ws.json', { color: false });
    const at = lines.indexOf('most confused (expected -> answered)');
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '     4  order_drink -> (irrelevant)            e.g. "a large americano to go"',
      '     1  goodbye -> greeting                    e.g. "thanks, goodbye"',
      '     1  a_very_long_intent_name_indeed -> another_long_intent_name   e.g. "hm"',
    ]);
  });
});
