/**
 * A batch's folder holds files from elsewhere (an unzipped archive, a shared drive): their names are shown on the user's
 * terminal, under the summary and in the progress line, and may hold escape sequences (a file name may be any bytes but
 * "/"). Shown as JSON escapes, never sent: "ESC]0;…BEL" set the window title, "ESC[2J" cleared the screen (hred9).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentNote, failedDocuments } from '../../src/cli/commands/contracts.js';

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
    expect(failedDocuments(input, output)).toEqual(['deal\\u001b]0;owned\\u0007\\u001b[2J.pdf: The document \\u001b[1Acould not be read.']);
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
    expect(failedDocuments(input, output, started)).toEqual(['new.pdf: new.pdf could not be read.']);
    expect(failedDocuments(input, output)).toEqual(['new.pdf: new.pdf could not be read.', 'old.pdf: old.pdf could not be read.']);
  });
});
