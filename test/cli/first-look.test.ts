/**
 * What a new user sees first, after a walk through every command at 80 columns (session 11): helps that fit
 * the terminal and show an example, one-line errors for a missing argument or an empty file, summaries wrapped
 * to the width, a note when a document's name promises another format, progress of eval on a terminal.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flagHelp } from '../../src/cli/help.js';
import { stepProgress } from '../../src/cli/progress.js';
import { changedWords, renderClassify, renderCompare } from '../../src/cli/contracts-render.js';
import { wrapItems, wrapText } from '../../src/common/wrap.js';
import { formatMismatch } from '../../src/cli/contracts-input.js';
import { classified } from '../contracts/service-helpers.js';
import type { ClassifyReturn, CompareReturn } from '../../src/contracts/index.js';
import { formatEvaluation } from '../../src/cli/commands/eval.js';
import { evaluateIntents } from '../../src/testing/index.js';
import { coffee, needsBuild, parley, parleyInProcess } from './binary.js';

needsBuild();

describe('help texts', () => {
  it.each([[[]], [['chat']], [['run']], [['serve']], [['test']], [['lint']], [['eval']], [['contracts']]])('parley %s --help: at most 80 columns, with an example of the command', async (command: string[]) => {
    const r = await parleyInProcess([...command, '--help']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.length > 80)).toEqual([]);
    const examples = r.stdout.slice(r.stdout.search(/\nexamples?:\n/));
    expect(examples).toMatch(new RegExp(`\\n {2}(.*\\| )?parley ${command[0] ?? '[a-z]+'} \\S`));
  });

  it('flagHelp wraps a flag text at 80 columns, continued under itself; a flag wider than its column keeps two spaces', () => {
    expect(flagHelp('--seed S', 'seeds the random response variations, so a conversation replays identically', 20)).toBe(
      '  --seed S          seeds the random response variations, so a conversation\n                    replays identically',
    );
    expect(flagHelp('--a-very-long-flag VALUE', 'short', 10)).toBe('  --a-very-long-flag VALUE  short');
  });
});

describe('one clear line for a wrong start', () => {
  it.each([
    ['chat', 'missing workspace file'],
    ['run', 'missing workspace file'],
    ['lint', 'missing workspace file'],
    ['eval', 'missing workspace file'],
    ['test', 'no transcript given'],
  ])('parley %s without its file: one usage line, exit 2 (the whole help went to stderr)', async (command, message) => {
    expect(await parleyInProcess([command])).toEqual({ code: 2, stdout: '', stderr: `parley ${command}: ${message} (try parley ${command} --help)\n` });
  });

  it('an empty workspace or document: "the file is empty", exit 2 (was "Unexpected end of JSON input" and "Parameter file is empty")', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-look-'));
    const json = join(dir, 'ws.json');
    const pdf = join(dir, 'a.pdf');
    writeFileSync(json, '  \n');
    writeFileSync(pdf, '');
    for (const command of ['lint', 'eval', 'run']) expect(await parleyInProcess([command, json])).toEqual({ code: 2, stdout: '', stderr: `parley ${command}: cannot read ${json}: the file is empty\n` });
    expect(await parleyInProcess(['contracts', 'tables', pdf])).toEqual({ code: 2, stdout: '', stderr: `parley contracts: cannot read ${pdf}: the file is empty\n` });
  });

  it('contracts usage errors name the subcommand once (it said "parley contracts: contracts html takes one FILE")', async () => {
    expect((await parleyInProcess(['contracts', 'html'])).stderr).toBe('parley contracts: html takes one FILE (try parley contracts --help)\n');
    expect((await parleyInProcess(['contracts', 'sign', 'a.pdf'])).stderr).toBe("parley contracts: unknown command 'sign' (html, classify, tables, compare, batch) (try parley contracts --help)\n");
    expect(await parleyInProcess(['contracts', 'classify', coffee, '--output', 'x.html'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley contracts: --output is for contracts html (the converted HTML page) (try parley contracts --help)\n',
    });
  });
});

describe('parley contracts on a file whose name promises another format', () => {
  it('a text saved as .pdf is read as text, with a note on stderr naming both (it was silent)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-look-'));
    const file = join(dir, 'contract.pdf');
    writeFileSync(file, 'The Supplier shall deliver the Goods within 30 days.\n');
    const r = await parleyInProcess(['contracts', 'tables', file]);
    expect(r).toEqual({ code: 0, stdout: 'document  no title\ntables  0\n', stderr: `parley contracts: note: ${file} is not a PDF: it is read as plain text\n` });
  });

  it('formatMismatch: only for a known extension whose content is another readable format', () => {
    const text = new TextEncoder().encode('Some words.');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(formatMismatch('scan.PNG', text)).toBe('scan.PNG is not a PNG image: it is read as plain text');
    expect(formatMismatch('a.docx', png)).toBe('a.docx is not a Word (.docx) document: it is read as a PNG image');
    // A PNG named .jpg: the note names both image formats ("read as an image" said nothing).
    expect(formatMismatch('scan.jpg', png)).toBe('scan.jpg is not a JPEG image: it is read as a PNG image');
    expect(formatMismatch('scan.png', png)).toBeUndefined();
    expect(formatMismatch('notes.txt', png)).toBeUndefined();
    // Content the service refuses anyway gets its refusal, not a note.
    expect(formatMismatch('a.pdf', new Uint8Array([0, 1, 2, 255]))).toBeUndefined();
  });

  it('html --output writes the converted page and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-first-look-'));
    const file = join(dir, 'terms.txt');
    const page = join(dir, 'terms.html');
    writeFileSync(file, 'The Buyer shall pay the Supplier.\n');
    const r = await parleyInProcess(['contracts', 'html', file, '--output', page]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').at(-2)).toBe(`HTML page written to ${page}`);
    expect(readFileSync(page, 'utf8')).toMatch(/<html>[\s\S]*The Buyer shall pay the Supplier\.[\s\S]*<\/html>\s*$/);
  });
});

describe('contract summaries at 80 columns', () => {
  it('wrapItems cuts between items, never inside one, and continues under the first item', () => {
    const items = ['Communication 106', 'Term & Termination 66', 'Intellectual Property 60', 'Pricing & Taxes 51'];
    expect(wrapItems('  by category: ', '  by category: ', items, ', ', 60)).toEqual([
      '  by category: Communication 106, Term & Termination 66,',
      '               Intellectual Property 60, Pricing & Taxes 51',
    ]);
    // Colour is applied after measuring: escape codes take no width.
    expect(wrapItems('x: ', 'X: ', ['aaaa', 'bbbb'], ', ', 9, (i) => `<${i}>`)).toEqual(['X: <aaaa>,', '   <bbbb>']);
  });

  it('wrapText cuts between words, a word longer than a line across lines', () => {
    expect(wrapText('The Contractor at: _Rockingfellow Inc.____________', 24, '  ')).toEqual(['The Contractor at:', '  _Rockingfellow', '  Inc.____________']);
    expect(wrapText('x'.repeat(25), 12, '')).toEqual(['x'.repeat(12), 'x'.repeat(12), 'x']);
  });

  const result = (): ClassifyReturn => {
    const r = classified(['The Supplier shall deliver the Goods.']) as ClassifyReturn;
    const fact = (text: string, confidence_level: string) => ({ text, confidence_level }) as ClassifyReturn['contract_terms'][number];
    return {
      ...r,
      parties: [
        { party: 'ART EFFECTS', role: 'Buyer', importance: 'Primary', addresses: [], contacts: [], mentions: [] },
        { party: 'FEDERAL BUREAU OF INVESTIGATION', role: 'Unknown', importance: 'Unknown', addresses: [], contacts: [], mentions: [] },
      ] as ClassifyReturn['parties'],
      contract_amounts: [fact('£7,500,000', 'Medium')],
      contract_terms: ['within 45 days', 'within fifteen (15) Working Days', 'within fifteen (15) Working Days', 'less than three (3) years'].map((t) => fact(t, 'High')),
    };
  };

  it('classify: parties in a column, facts on one line when they fit, else one per line with repeats counted', () => {
    const lines = renderClassify(result(), { color: false, width: 80 });
    expect(lines.slice(lines.indexOf('parties'))).toEqual([
      'parties',
      '  ART EFFECTS                      Buyer (Primary)',
      '  FEDERAL BUREAU OF INVESTIGATION  Unknown (Unknown)',
      'contract amounts  £7,500,000 (Medium)',
      'contract terms',
      '  within 45 days (High)',
      '  within fifteen (15) Working Days (High) ×2',
      '  less than three (3) years (High)',
      'structure  0 section titles, 0 tables',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    // Coloured, the confidence is dim and the wrap is the same.
    expect(renderClassify(result(), { color: true, width: 80 })).toContain('  within fifteen (15) Working Days \u001b[2m(High) ×2\u001b[22m');
  });

  it('classify: a party name longer than the column has its own line, its role under it in the column', () => {
    const r = result();
    const parties = [
      { ...r.parties[0], party: 'ART EFFECTS' },
      { ...r.parties[1], party: 'FEDERAL BUREAU OF INVESTIGATION AND INTERPOL' },
    ] as ClassifyReturn['parties'];
    const lines = renderClassify({ ...r, parties }, { color: false, width: 80 });
    expect(lines.slice(lines.indexOf('parties'), lines.indexOf('parties') + 4)).toEqual([
      'parties',
      `  ${'ART EFFECTS'.padEnd(40)}  Buyer (Primary)`,
      '  FEDERAL BUREAU OF INVESTIGATION AND INTERPOL',
      `  ${' '.repeat(40)}  Unknown (Unknown)`,
    ]);
  });

  it('compare: a long element wraps under its own text, so the -/+ column stays clear', () => {
    const pair = (a: string, b: string) => ({ element_pair: [{ text: a }, { text: b }], identical_text: false }) as unknown as CompareReturn['aligned_elements'][number];
    const r = {
      documents: [{ label: 'old' }, { label: 'new' }],
      aligned_elements: [pair('THE CONTRACT PRICE IS $700,000,000 (HST INCLUDED) Canadian funds which price shall be subject to adjustments.', 'THE CONTRACT PRICE IS $1,000,000,000 (HST INCLUDED) Canadian funds which price shall be subject to adjustments.')],
      unaligned_elements: [],
    } as unknown as CompareReturn;
    expect(renderCompare(r, { color: false, width: 60 }).slice(2)).toEqual([
      '',
      '- THE CONTRACT PRICE IS $700,000,000 (HST INCLUDED) Canadian',
      '  funds which price shall be subject to adjustments.',
      '+ THE CONTRACT PRICE IS $1,000,000,000 (HST INCLUDED)',
      '  Canadian funds which price shall be subject to',
      '  adjustments.',
    ]);
  });
});

describe('compare in colour: the words that differ stand out', () => {
  it('changedWords: the words outside the longest common subsequence, on each side', () => {
    const [gone, added] = changedWords('by the _1st___ day of January__ 2020 .'.split(' '), 'by the 30th day of June__ 2019 .'.split(' '));
    expect([[...gone], [...added]]).toEqual([
      [2, 5, 6],
      [2, 5, 6],
    ]);
    expect(changedWords(['a'], ['a'])).toEqual([new Set(), new Set()]);
    // Past the bound nothing is marked (the table would be too large), rather than taking long.
    const many = Array.from({ length: 600 }, (_, i) => `w${i}`);
    expect(changedWords(many, [...many].reverse())).toEqual([new Set(), new Set()]);
  });

  it('marks each piece of a wrapped line, and nothing without colour', () => {
    const pair = { element_pair: [{ text: 'the Work by the _1st___ day of January__ 2020 .' }, { text: 'the Work by the 30th day of June__ 2019 .' }], identical_text: false };
    const r = { documents: [{ label: 'a' }, { label: 'b' }], aligned_elements: [pair], unaligned_elements: [] } as unknown as CompareReturn;
    const inverse = (w: string) => `\u001b[7m${w}\u001b[27m`;
    expect(renderCompare(r, { color: true, width: 30 }).slice(3)).toEqual([
      `\u001b[31m- the Work by the ${inverse('_1st___')} day\u001b[39m`,
      `\u001b[31m  of ${inverse('January__')} ${inverse('2020')} .\u001b[39m`,
      `\u001b[32m+ the Work by the ${inverse('30th')} day of\u001b[39m`,
      `\u001b[32m  ${inverse('June__')} ${inverse('2019')} .\u001b[39m`,
    ]);
    expect(renderCompare(r, { color: false, width: 30 }).slice(3)).toEqual(['- the Work by the _1st___ day', '  of January__ 2020 .', '+ the Work by the 30th day of', '  June__ 2019 .']);
  });
});

describe('eval summary at 80 columns', () => {
  it('a long example of a confused pair gives way at 80 columns; the best threshold fits one line', () => {
    const ev = evaluateIntents(JSON.parse(readFileSync(coffee, 'utf8')), { folds: 2 });
    const long = { ...ev, confusions: [{ expected: 'discoTerms', predicted: '(irrelevant)', count: 4, examples: ['Is the Interest rate fixed or floating for a home loan?'] }] };
    const lines = formatEvaluation(long, 'ws.json', { color: false });
    expect(lines).toContain('     4  discoTerms -> (irrelevant)   e.g. "Is the Interest rate fixed or float…"');
    expect(lines.find((l) => l.startsWith('best threshold'))).toMatch(/^best threshold \d\.\d{3}: answers \d+\.\d%, \d+\.\d% of them right \(net score -?\d+\)$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('eval progress', () => {
  it('stepProgress on a terminal: one redraw per step, then the done line; elsewhere nothing', () => {
    let text = '';
    const tty = { isTTY: true, write: (s: string) => (text += s) };
    const p = stepProgress(tty, 'evaluating ws.json');
    p.step('fold 1/2');
    p.step('fold 2/2');
    p.end('evaluated ws.json');
    const frames = text.split('\r\u001b[K');
    expect(frames.slice(1, 3).map((f) => f.replace(/ · \d+\.\d s$/, ''))).toEqual(['⠋ evaluating ws.json… fold 1/2', '⠙ evaluating ws.json… fold 2/2']);
    expect(frames[3]).toMatch(/^evaluated ws\.json in \d+ ms\n$/);
    let piped = '';
    const off = stepProgress({ isTTY: false, write: (s: string) => (piped += s) }, 'evaluating ws.json');
    off.step('fold 1/2');
    off.end('evaluated ws.json');
    const quiet = stepProgress(tty, 'x', { quiet: true });
    const before = text;
    quiet.step('fold 1/2');
    expect([piped, text]).toEqual(['', before]);
  });

  it('parley eval piped: no progress on stderr', () => {
    expect(parley(['eval', coffee, '--folds', '2']).stderr).toBe('');
  });
});

describe('parley lint --help: what a finding says and where each code is explained (h53user)', () => {
  it('names the offset, the webhooks without a URL, the doc of the codes, and examples whose exit codes are said', async () => {
    const r = await parleyInProcess(['lint', '--help']);
    expect(r.stdout).toContain('webhooks not defined or without a URL');
    expect(r.stdout).toContain('one in an expression gives its offset, the character (from 0) of\nthe text at that path where it fails. docs/testing.md (Lint) explains each\ncode.');
    expect(r.stdout).toContain('  parley lint examples/coffee-shop.json            # one warning: exit 0\n');
    expect(r.stdout).toContain('  parley lint examples/coffee-shop.json --strict   # the warning fails: exit 1');
    // The examples do what they say on the shipped workspace.
    expect((await parleyInProcess(['lint', coffee])).code).toBe(0);
    expect((await parleyInProcess(['lint', coffee, '--strict'])).code).toBe(1);
  });
});
