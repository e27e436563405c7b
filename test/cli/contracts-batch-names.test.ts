/**
 * A batch's folder holds files from elsewhere (an unzipped archive, a shared drive): their names are shown on the user's
 * terminal, under the summary and in the progress line, and may hold escape sequences (a file name may be any bytes but
 * "/"). Shown as JSON escapes, never sent: "ESC]0;…BEL" set the window title, "ESC[2J" cleared the screen (hred9).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractsCommand, documentNote, failedDocuments } from '../../src/cli/commands/contracts.js';
import { fileNameOfKey } from '../../src/contracts/index.js';

describe('contracts batch: file names and reasons on the terminal', () => {
  it('a failed document whose name and reason hold escape sequences is listed with them escaped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-batch-names-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    const name = 'deal\u001b]0;owned\u0007\u001b[2J.pdf';
    writeFileSync(join(input, name), 'x');
    writeFileSync(join(output, `${name}.json`), JSON.stringify({ code: 400, error: 'The document \u001b[1Acould not be read.' }));
    expect(failedDocuments(input, output, fileNameOfKey)).toEqual(['deal\\u001b]0;owned\\u0007\\u001b[2J.pdf: The document \\u001b[1Acould not be read.']);
  });

  it('the progress line names the document being read with its escape sequences escaped, within its room', () => {
    expect(documentNote({ object: 'a\u001b[2Jb.pdf', detail: 'page 3/58' }, 40)).toBe('  a\\u001b[2Jb.pdf page 3/58');
    expect(documentNote({ object: 'a\u001b[2Jb.pdf', detail: '' }, 8).length).toBeLessThanOrEqual(10);
    expect(documentNote({ object: 'a\u001b[2Jb.pdf', detail: '' }, 8)).not.toContain('\u001b');
  });
});

describe('contracts batch: the failed documents listed are this run\'s', () => {
  it('an error body an earlier run left in OUT_DIR is not listed as failed now', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-batch-stale-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    for (const name of ['old.pdf', 'new.pdf']) {
      writeFileSync(join(input, name), 'x');
      writeFileSync(join(output, `${name}.json`), JSON.stringify({ code: 400, error: `${name} could not be read.` }));
    }
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    utimesSync(join(output, 'old.pdf.json'), lastWeek, lastWeek);
    const started = Date.now() - 500;
    expect(failedDocuments(input, output, fileNameOfKey, started)).toEqual(['new.pdf: new.pdf could not be read.']);
    expect(failedDocuments(input, output, fileNameOfKey)).toEqual(['new.pdf: new.pdf could not be read.', 'old.pdf: old.pdf could not be read.']);
  });
});

describe('contracts batch: files of any name (issue 18 part 3)', () => {
  it('reads names outside ASCII and long ones, and lists what it skipped with the reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-batch-any-name-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    const long = `${'c'.repeat(247)}.txt`;
    for (const name of ['Contrat_été.txt', '合同.txt', long]) writeFileSync(join(input, name), 'The Supplier shall deliver the goods.');
    writeFileSync(join(input, '.DS_Store'), 'x');
    writeFileSync(join(input, 'line\nbreak.txt'), 'x');
    let text = '';
    const code = await contractsCommand(['batch', input, output, '--function', 'html_conversion'], { stdout: { isTTY: false, write: (s: string) => (text += s) }, env: {} });
    expect([code, text]).toEqual([
      0,
      `[##############################] 3/3 completed\n3 written to ${output}\n2 skipped (not read):\n` +
        '  .DS_Store: a hidden file (its name starts with "."): not read, as editors\' and temporary files are not\n' +
        '  line\\u000abreak.txt: its name holds a control character (U+000A)\n',
    ]);
    expect(readdirSync(output).sort()).toEqual(['Contrat_été.txt.json', fileNameOfKey(`${long}.json`), '合同.txt.json'].sort());
  }, 60_000);

  it('a failed document of a long name is listed from its shortened result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-batch-long-failed-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    const long = `${'d'.repeat(247)}.pdf`;
    writeFileSync(join(input, long), 'x');
    writeFileSync(join(output, fileNameOfKey(`${long}.json`)), JSON.stringify({ code: 400, error: 'The document could not be read.' }));
    expect(failedDocuments(input, output, fileNameOfKey)).toEqual([`${long}: The document could not be read.`]);
  });
});

describe('contracts batch: OUT_DIR is IN_DIR under another name (hred12)', () => {
  it('a link to IN_DIR, or IN_DIR through a link, is refused before anything is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-batch-same-'));
    const input = join(dir, 'in');
    mkdirSync(input);
    writeFileSync(join(input, 'a.txt'), 'The Supplier shall deliver the goods.');
    symlinkSync('in', join(dir, 'link'));
    const io = { stdout: { isTTY: false, write: () => true }, env: {} };
    for (const [from, to] of [[input, join(dir, 'link')], [join(dir, 'link'), input], [input, join(dir, 'link', '.')]]) {
      await expect(contractsCommand(['batch', from, to, '--function', 'html_conversion'], io)).rejects.toThrow(/OUT_DIR must differ from IN_DIR/);
    }
    expect(readdirSync(input)).toEqual(['a.txt']);
  });
});
