/** `parley contracts` in process: summaries, the diff view, --json, colour rules, usage errors. */
import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractsCommand } from '../../src/cli/commands/contracts.js';
import { UsageError } from '../../src/cli/args.js';
import { CliError } from '../../src/cli/exit.js';
import { classified } from '../contracts/service-helpers.js';
import { renderHtml, visibleText } from '../../src/cli/contracts-render.js';
import { parley, root } from './binary.js';

function sink(isTTY = false) {
  let text = '';
  return { stdout: { isTTY, write: (s: string) => (text += s) }, text: () => text };
}

const dir = mkdtempSync(join(tmpdir(), 'parley-cli-contracts-'));
const a = join(dir, 'a.json');
const b = join(dir, 'b.json');
writeFileSync(a, JSON.stringify(classified(['Same clause here.', 'Price is 10 dollars a unit.', 'Only in A, a long sentence.'])));
writeFileSync(b, JSON.stringify(classified(['Same clause here.', 'Price is 12 dollars a unit.'])));

describe('parley contracts compare', () => {
  it('prints a diff view, plain when not a terminal', async () => {
    const out = sink();
    expect(await contractsCommand(['compare', a, b], { ...out, env: {} })).toBe(0);
    expect(out.text()).toBe(
      [
        'compared  - a.json  + b.json',
        '2 aligned (1 identical, 1 changed), 1 unaligned',
        '',
        '- Price is 10 dollars a unit.',
        '+ Price is 12 dollars a unit.',
        '',
        'only in a.json',
        '- Only in A, a long sentence.',
        '',
      ].join('\n'),
    );
  });

  it('colours on a terminal, not with NO_COLOR', async () => {
    const tty = sink(true);
    await contractsCommand(['compare', a, b, '--label1', 'old', '--label2', 'new'], { ...tty, env: {} });
    // The differing word in reverse video.
    expect(tty.text()).toContain('\u001b[31m- Price is \u001b[7m10\u001b[27m dollars a unit.\u001b[39m');
    expect(tty.text()).toContain('\u001b[32m+ Price is \u001b[7m12\u001b[27m dollars a unit.\u001b[39m');
    expect(tty.text()).toContain('\u001b[32m+ new\u001b[39m');
    const noColor = sink(true);
    await contractsCommand(['compare', a, b], { ...noColor, env: { NO_COLOR: '1' } });
    expect(noColor.text()).not.toContain('\u001b[');
  });

  it('--json prints the raw answer', async () => {
    const out = sink(true);
    await contractsCommand(['compare', a, b, '--json'], { ...out, env: {} });
    const body = JSON.parse(out.text());
    expect(body.documents.map((d: { label: string }) => d.label)).toEqual(['a.json', 'b.json']);
    expect(body.unaligned_elements).toHaveLength(1);
  });
});

describe('parley contracts html', () => {
  it("previews the document's words: not its title and style sheet from the head, entities decoded", () => {
    const html = '<!DOCTYPE html><html><head><title>Word - a.doc</title><style>/**/ .Times_12{font-size: 12.0pt;}</style></head><body><p>AGREEMENT &amp; TERMS</p><p>x &lt; y&nbsp;z</p></body></html>';
    expect(visibleText(html)).toBe('AGREEMENT & TERMS x < y z');
    const r = { html, num_pages: '1', title: 'Word - a.doc' };
    expect(renderHtml(r, { color: false })).toEqual(['title  Word - a.doc', 'pages  1', `html   ${html.length} characters`, 'AGREEMENT & TERMS x < y z']);
  });

  it('wraps the preview of a long document to the width, cut between words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const r = { html: `<p>${words}</p>`, num_pages: '1', title: 't' };
    const preview = renderHtml(r, { color: false, width: 40 }).slice(3);
    expect(preview.every((l) => l.length <= 40)).toBe(true);
    expect(preview.join(' ')).toBe(`${words.slice(0, 300)}…`);
    expect(preview[0]).toBe('word0 word1 word2 word3 word4 word5');
  });
});

describe('parley contracts on a terminal', () => {
  it('--no-color turns colours off, as on every command (it was refused as an unknown option); NO_COLOR= (empty) does not', async () => {
    const flagged = sink(true);
    expect(await contractsCommand(['compare', a, b, '--no-color'], { ...flagged, env: {} })).toBe(0);
    expect(flagged.text()).not.toContain('\u001b[');
    const empty = sink(true);
    await contractsCommand(['compare', a, b], { ...empty, env: { NO_COLOR: '' } });
    expect(empty.text()).toContain('\u001b[');
  });

  it('says on stderr what it is analysing and how long it took, only when stderr is a terminal', async () => {
    let progress = '';
    const tty = { isTTY: true, write: (s: string) => (progress += s) };
    await contractsCommand(['compare', a, b], { ...sink(), stderr: tty, env: {} });
    expect(progress.startsWith(`comparing ${a} and ${b}…\r\u001b[K`)).toBe(true);
    expect(progress).toMatch(new RegExp(`\\r\\u001b\\[Kcompared ${a} and ${b} in \\d+ ms\\n$`));
    let piped = '';
    await contractsCommand(['compare', a, b], { ...sink(), stderr: { isTTY: false, write: (s: string) => (piped += s) }, env: {} });
    expect(piped).toBe('');
  });
});

describe('parley contracts progress', () => {
  const text = join(dir, 'terms.txt');
  writeFileSync(text, 'The Supplier shall deliver the goods.\n\nThe Buyer shall pay within 30 days.');

  it('classify on a terminal: how far it is (elements), then how long it took; --quiet: nothing', async () => {
    let progress = '';
    await contractsCommand(['classify', text], { ...sink(), stderr: { isTTY: true, write: (s: string) => (progress += s) }, env: {} });
    expect(progress.startsWith(`classifying ${text}…\r\u001b[K⠋ classifying ${text}… classifying 2 elements · `)).toBe(true);
    expect(progress).toContain(`… 2 elements classified · `);
    expect(progress).toMatch(new RegExp(`\\r\\u001b\\[Kclassified ${text} in \\d+ ms\\n$`));
    let quiet = '';
    await contractsCommand(['classify', text, '--quiet'], { ...sink(), stderr: { isTTY: true, write: (s: string) => (quiet += s) }, env: {} });
    expect(quiet).toBe('');
  });

  it('batch on a terminal: the bar, and after it the document being read and how far', async () => {
    const input = mkdtempSync(join(tmpdir(), 'parley-cli-progress-'));
    writeFileSync(join(input, 'a.txt'), 'The Supplier shall deliver the goods.');
    const out = sink(true);
    expect(await contractsCommand(['batch', input, `${input}-out`], { ...out, env: {} })).toBe(0);
    // The batch's status may still read pending or already active when the element's progress arrives (load decides).
    expect(out.text()).toMatch(/\r\u001b\[K\[\.{30}\] 0\/1 (?:pending|active) {2}a\.txt classifying 1 element/);
    expect(out.text().endsWith(`\r\u001b[K[##############################] 1/1 completed\n1 written to ${input}-out\n`)).toBe(true);
    const narrow = sink(true);
    writeFileSync(join(input, 'a-contract-with-a-long-name.txt'), 'The Buyer shall pay.');
    await contractsCommand(['batch', input, `${input}-narrow`], { stdout: { ...narrow.stdout, columns: 80 }, env: {} });
    // Which of the two documents is read first, and whether the other is done by then, is the load's (a fresh-clone CI
    // at load 30 saw the long name's progress after the first document was written).
    expect(narrow.text()).toMatch(/\r\u001b\[K\[[#.]{30}\] [01]\/2 (?:pending|active) {2}a-co…me\.txt classifying 1 element/);
    for (const frame of narrow.text().split('\r\u001b[K')) expect(frame.replace(/\n[^]*$/, '').length).toBeLessThan(80);
    const quiet = sink(true);
    await contractsCommand(['batch', input, `${input}-quiet`, '--quiet'], { ...quiet, env: {} });
    expect(quiet.text()).toBe(`[##############################] 2/2 completed\n2 written to ${input}-quiet\n`);
  });
});

describe('parley contracts errors', () => {
  it('usage errors and unreadable files (both exit 2)', async () => {
    await expect(contractsCommand(['compare', a], { ...sink(), env: {} })).rejects.toBeInstanceOf(UsageError);
    await expect(contractsCommand(['frob', a], { ...sink(), env: {} })).rejects.toBeInstanceOf(UsageError);
    await expect(contractsCommand(['classify', a, b], { ...sink(), env: {} })).rejects.toBeInstanceOf(UsageError);
    const missing = join(dir, 'missing.pdf');
    const refusal = contractsCommand(['classify', missing], { ...sink(), env: {} });
    await expect(refusal).rejects.toBeInstanceOf(CliError);
    await expect(refusal).rejects.toMatchObject({ message: `cannot read ${missing}: no such file`, exitCode: 2 });
    await expect(contractsCommand(['batch', join(dir, 'nope'), join(dir, 'out')], { ...sink(), env: {} })).rejects.toThrow(`cannot read ${join(dir, 'nope')}: no such directory`);
    await expect(contractsCommand(['batch', a, join(dir, 'out')], { ...sink(), env: {} })).rejects.toThrow(`cannot read ${a}: not a directory (batch reads every file of IN_DIR)`);
    const help = sink();
    expect(await contractsCommand(['--help'], { ...help, env: {} })).toBe(0);
    expect(help.text()).toContain('usage: parley contracts');
    let stderr = '';
    const out = sink();
    expect(await contractsCommand([], { ...out, stderr: { write: (t: string) => (stderr += t) }, env: {} })).toBe(2);
    expect([out.text(), stderr.startsWith('usage: parley contracts')]).toEqual(['', true]);
  });
});

describe('the built binary (dist/cli/main.js)', () => {
  const contractA = join(root, 'test/fixtures/contracts/contract_A.pdf');
  const run = parley;

  it('html on a real PDF: exit 0 and a summary', () => {
    const r = run(['contracts', 'html', contractA]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^title {2}.*\npages {2}4/);
  }, 120_000);

  it('batch: one JSON per document, exit 1 when a document failed', () => {
    const input = mkdtempSync(join(tmpdir(), 'parley-cli-in-'));
    const output = join(input, '..', `${input.split('/').pop()}-out`);
    copyFileSync(contractA, join(input, 'contract_A.pdf'));
    writeFileSync(join(input, 'broken.bin'), Buffer.from([0, 1, 2, 3, 255]));
    const r = run(['contracts', 'batch', input, output, '--function', 'html_conversion']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('2/2 completed (1 failed)');
    // The failed document is named with the service's reason, so nobody opens every <file>.json to find it.
    const error = JSON.parse(readFileSync(join(output, 'broken.bin.json'), 'utf8')).error;
    expect(r.stdout.endsWith(`1 written to ${output}, 1 failed (their <file>.json holds the error)\n  broken.bin: ${error}\n`)).toBe(true);
    expect(error).toMatch(/^\S.{10,}/);
    expect(readdirSync(output).sort()).toEqual(['broken.bin.json', 'contract_A.pdf.json']);
    expect(JSON.parse(readFileSync(join(output, 'contract_A.pdf.json'), 'utf8')).num_pages).toBe('4');
  }, 120_000);

  it('a document the service refuses: one line naming the file, exit 2; a bad --model value is a usage error', () => {
    const broken = join(dir, 'broken.pdf');
    writeFileSync(broken, '%PDF-1.4\ngarbage\n');
    expect(run(['contracts', 'compare', contractA, broken])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley contracts: ${broken}: The document could not be processed because the PDF file is corrupt or truncated (no valid PDF structure).\n`,
    });
    const empty = join(dir, 'empty.pdf');
    writeFileSync(empty, '');
    expect(run(['contracts', 'classify', empty])).toEqual({ code: 2, stdout: '', stderr: `parley contracts: cannot read ${empty}: the file is empty\n` });
    expect(run(['contracts', 'classify', contractA, '--model', 'x'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley contracts: --model: Parameter model must be one of: contracts, tables (try parley contracts --help)\n',
    });
  }, 120_000);

  it('a usage error exits 2', () => {
    const r = run(['contracts', 'compare', contractA]);
    expect([r.code, r.stderr]).toEqual([2, 'parley contracts: compare takes FILE1 FILE2 (try parley contracts --help)\n']);
  });
});
