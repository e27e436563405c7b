/**
 * What a newcomer meets first on the built binary, each fixed after a walk through the README and docs:
 * lint's summary line in good English, test's errors on one line naming the path, read errors in words.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, coffee, needsBuild, parleyInProcess, root } from './binary.js';

needsBuild();

describe('first steps on the command line', () => {
  it('lint counts in the singular when there is one finding of a kind ("1 warning", not "1 warnings")', async () => {
    const r = await parleyInProcess(['lint', coffee]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').at(-2)).toBe(`${coffee}: 0 errors, 1 warning, 0 notes`);
  });

  it('a directory given as a workspace: one line in words, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    expect(await parleyInProcess(['lint', dir])).toEqual({ code: 2, stdout: '', stderr: `parley lint: cannot read ${dir}: it is a directory, not a file\n` });
  });

  it('test on a transcript that is not JSON: one line with the file, not the parse error twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{bad');
    const r = await parleyInProcess(['test', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    // The parser's own words after the prefix differ between Node versions.
    expect(r.stderr.startsWith(`parley test: ${bad}: not valid JSON: `)).toBe(true);
  });

  it('a workspace with a syntax error: one line naming the file, the line and the column (not an offset)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const file = join(dir, 'ws.json');
    writeFileSync(file, '{"intents": [],\n  "dialog_nodes": [\n     {"dialog_node": "a" "conditions": "#x"}\n  ]}');
    expect(await parleyInProcess(['lint', file])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley lint: ${file} is not valid JSON: Expected ',' or '}' after property value at line 3, column 26\n`,
    });
  });

  it('a README given as a workspace: the parser\'s quote of it stays on the one error line', async () => {
    const r = await parleyInProcess(['chat', join(root, 'README.md')]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr.startsWith(`parley chat: ${join(root, 'README.md')} is not valid JSON: `)).toBe(true);
  });

  it('a transcript whose workspace file is missing or broken: the line names that file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    writeFileSync(join(dir, 'broken.json'), '{"intents": [] "x": 1}');
    const transcript = (workspace: string) => `workspace: ${workspace}\nconversations:\n  - name: a\n    turns:\n      - say: hi\n`;
    writeFileSync(join(dir, 'missing.yaml'), transcript('nothere.json'));
    writeFileSync(join(dir, 'broken.yaml'), transcript('broken.json'));
    expect(await parleyInProcess(['test', join(dir, 'missing.yaml')])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley test: ${join(dir, 'missing.yaml')}: .workspace: cannot read ${join(dir, 'nothere.json')}: no such file\n`,
    });
    const broken = await parleyInProcess(['test', join(dir, 'broken.yaml')]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(new RegExp(`^parley test: .*broken\\.yaml: \\.workspace: .*broken\\.json is not valid JSON: .* at line 1, column 16\n$`));
  });

  it('a transcript that is not valid YAML: one line with the line and column (no code frame)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'workspace: ws.json\nconversations:\n  - name: "unterminated\n');
    expect(await parleyInProcess(['test', bad])).toEqual({ code: 2, stdout: '', stderr: `parley test: ${bad}: not valid YAML: Missing closing "quote at line 4, column 1\n` });
  });

  it('a report path that cannot be written is refused before the work, not after it (exit 2, one line, nothing on stdout)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const missing = join(dir, 'no-such-folder', 'report.html');
    const transcripts = join(root, 'examples/transcripts');
    expect(await parleyInProcess(['eval', coffee, '--html', missing])).toEqual({ code: 2, stdout: '', stderr: `parley eval: cannot write ${missing}: its folder does not exist\n` });
    expect(await parleyInProcess(['test', transcripts, '--coverage-html', dir])).toEqual({ code: 2, stdout: '', stderr: `parley test: cannot write ${dir}: it is a directory, not a file\n` });
    // Checked before the document is even opened (a 58-page PDF takes seconds to convert): the missing input is not reached.
    const unread = join(dir, 'not-there.pdf');
    expect(await parleyInProcess(['contracts', 'html', unread, '--output', missing])).toEqual({ code: 2, stdout: '', stderr: `parley contracts: cannot write ${missing}: its folder does not exist\n` });
  });

  it('eval --test with labels the workspace has no intent for says so under the accuracy, not 30 lines below', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const csv = join(dir, 'held-out.csv');
    writeFileSync(csv, 'text,intent\nhello,#greeting\nhi there,Greeting\n');
    const r = await parleyInProcess(['eval', coffee, '--test', csv]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(1, 4)).toEqual([
      'accuracy 0.000 (0/2)   macro precision 0.000  recall 0.000  F1 0.000',
      'labels the workspace has no intent for (scored as out of scope): #greeting,',
      '  Greeting',
    ]);
    expect(r.stdout.match(/labels the workspace has no intent/g)).toHaveLength(1);
  });

  it('run at a terminal says what it waits for; from a pipe it says nothing more', async () => {
    const { runCommand } = await import('../../src/cli/commands/run.js');
    const { Readable, Writable } = await import('node:stream');
    const call = async (isTTY: boolean) => {
      const stdin = Object.assign(Readable.from(['hi\n']), { isTTY });
      const text = { stdout: '', stderr: '' };
      const sink = (name: keyof typeof text) => new Writable({ write: (chunk, _encoding, done) => ((text[name] += String(chunk)), done()) });
      const code = await runCommand([coffee, '--version', '2021-06-14'], { stdin, stdout: sink('stdout'), stderr: sink('stderr'), env: {} });
      return { code, answers: text.stdout.split('\n').length - 1, stderr: text.stderr };
    };
    expect(await call(true)).toEqual({ code: 0, answers: 1, stderr: 'parley run: type one message per line, Ctrl-D to end (parley chat is for talking)\n' });
    expect(await call(false)).toEqual({ code: 0, answers: 1, stderr: '' });
  });

  it('test on a folder without transcripts names the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    mkdirSync(join(dir, 'empty'));
    expect(await parleyInProcess(['test', join(dir, 'empty')])).toEqual({ code: 2, stdout: '', stderr: `parley test: no transcript to run in ${join(dir, 'empty')}\n` });
  });
});

describe('parley test on files that are not transcripts', () => {
  const replay = {
    name: 'recorded',
    workspace: 'workspaces/coffee.json',
    conversations: [{ id: 'c1', chain: true, turns: [{ request: { input: { text: 'hi' } }, expect_text_contains: ['Hello'] }] }],
  };

  it('a recorded file in the replay format: one line saying how to convert it, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const file = join(dir, 'recorded.json');
    writeFileSync(file, JSON.stringify(replay));
    expect(await parleyInProcess(['test', file])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley test: ${file}: recorded conversations in the replay format, not a transcript: convert them with fromReplayFile of parley/testing, see docs/testing.md\n`,
    });
  });

  it('in a folder, a replay file is skipped with that note and the transcripts beside it run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    writeFileSync(join(dir, 'recorded.json'), JSON.stringify(replay));
    writeFileSync(join(dir, 'welcome.json'), JSON.stringify({ workspace: coffee, conversations: [{ name: 'welcome', turns: [{ say: '', expect: { node: 'Welcome' } }] }] }));
    const r = await parleyInProcess(['test', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`parley test: skipped ${join(dir, 'recorded.json')} (recorded conversations in the replay format, not a transcript: convert them with fromReplayFile of parley/testing, see docs/testing.md)\n`);
    expect(r.stdout).toContain('1/1 turns pass, 1/1 conversations');
  });

  it('a transcript with several problems: a header with their count, then one line per problem with its path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ workspace: coffee, conversations: [{ name: '', turns: [{ say: 'hi', when: 1 }] }] }));
    expect(await parleyInProcess(['test', file])).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        `parley test: ${file}: not a valid transcript, 2 problems (format: docs/testing.md)`,
        '  .conversations[0].name: name must be a non-empty string',
        '  .conversations[0].turns[0].when: unknown turn key when (one of say, request, context, options, expect, skip)',
        '',
      ].join('\n'),
    });
  });
});

describe('chat and run flags', () => {
  it('a bad --version or --now is one usage error naming the flag, before the workspace is read (it was "invalid workspace", or an error on every line)', async () => {
    for (const command of ['run', 'chat']) {
      expect(await parleyInProcess([command, coffee, '--version', '2021-13-45'])).toEqual({
        code: 2,
        stdout: '',
        stderr: `parley ${command}: --version must be a date YYYY-MM-DD, not "2021-13-45" (try parley ${command} --help)\n`,
      });
      expect(await parleyInProcess([command, coffee, '--now', 'yesterday'])).toEqual({
        code: 2,
        stdout: '',
        stderr: `parley ${command}: --now must be an ISO date-time such as 2026-11-22T09:00:00Z, not "yesterday" (try parley ${command} --help)\n`,
      });
    }
    expect((await parleyInProcess(['run', coffee, '--timezone', 'Europe/Pari'])).stderr).toBe(
      'parley run: --timezone "Europe/Pari" is not an IANA time zone (such as Europe/Paris or UTC) (try parley run --help)\n',
    );
    expect((await parleyInProcess(['run', coffee, '--timezone', 'Europe/Paris', '--now', '2026-11-22T09:00:00Z'])).code).toBe(0);
    expect((await parleyInProcess(['eval', coffee, '--version', 'latest'])).stderr).toBe('parley eval: --version must be a date YYYY-MM-DD, not "latest" (try parley eval --help)\n');
  });

  it('run piped into a reader that stops early (| head -1) ends quietly, without a stack trace', () => {
    const r = spawnSync('sh', ['-c', `yes hi | head -500 | "${process.execPath}" "${bin}" run "${coffee}" --now 2026-11-22T09:00:00Z | head -1`], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toMatch(/^\{"intents":\[\{"intent":"greeting"/);
    expect(r.stdout.split('\n')).toHaveLength(2);
    expect(r.stderr).not.toContain('EPIPE');
  });
});

describe('help texts', () => {
  it('chat and run explain --now, --timezone and --seed, which their usage line lists', async () => {
    for (const command of ['chat', 'run']) {
      const help = (await parleyInProcess([command, '--help'])).stdout;
      expect(help).toContain('\n  --now ISO         the reference instant of every turn, for dates and now(): a\n                    date, or a date-time with its zone, 2026-11-22T09:00:00Z\n                    (default: the clock)\n');
      expect(help).toContain('\n  --timezone TZ     IANA time zone of the conversation (default:\n                    context.timezone, else UTC)\n');
      expect(help).toContain('\n  --seed S          seeds the random response variations, so a conversation\n                    replays identically\n');
    }
  });

  it("eval's --version line is aligned with its other flags; serve's usage line lists every flag its help explains", async () => {
    expect((await parleyInProcess(['eval', '--help'])).stdout).toContain('\n  --html FILE        write an HTML report with charts\n  --min-accuracy X   exit 1 when accuracy is below X (0 to 1), for CI\n  --version DATE     API version');
    const serve = (await parleyInProcess(['serve', '--help'])).stdout;
    const usage = serve.slice(0, serve.indexOf('\n\n'));
    for (const explained of serve.matchAll(/^ {2}(--[a-z-]+)/gm)) expect(usage).toContain(explained[1]);
  });
});

describe('reports written to a file', () => {
  it('a folder that does not exist: one line naming the path, exit 2 (it was an "unexpected error" with ENOENT)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const target = join(dir, 'missing', 'report.html');
    expect((await parleyInProcess(['test', join(root, 'examples/transcripts'), '--coverage-html', target])).stderr).toBe(`parley test: cannot write ${target}: its folder does not exist\n`);
    const r = await parleyInProcess(['eval', coffee, '--html', target]);
    expect([r.code, r.stderr]).toEqual([2, `parley eval: cannot write ${target}: its folder does not exist\n`]);
  });

  it('eval on an invalid workspace: the file and each problem\'s path, as lint says it (it blamed .folds: "0 examples cannot be split in 5 folds")', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ intents: [{ intent: 5 }] }));
    const expected = { code: 2, stdout: '', stderr: `parley eval: ${bad}: invalid workspace\n  .intents[0].intent: intent must be a string, not number\n` };
    expect(await parleyInProcess(['eval', bad])).toEqual(expected);
    expect(await parleyInProcess(['lint', bad])).toEqual({ ...expected, stderr: expected.stderr.replace('parley eval', 'parley lint') });
  });

  it('test on a transcript whose workspace is invalid: the workspace file and each problem\'s path (it gave the first message alone)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    writeFileSync(join(dir, 'ws.json'), JSON.stringify({ intents: [{ intent: 5 }] }));
    const transcript = join(dir, 't.yaml');
    writeFileSync(transcript, 'workspace: ws.json\nconversations:\n  - name: a\n    turns:\n      - say: hi\n        expect: { text: hi }\n');
    expect(await parleyInProcess(['test', transcript])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley test: ${join(dir, 'ws.json')} (the workspace of ${transcript}): invalid workspace\n  .intents[0].intent: intent must be a string, not number\n`,
    });
  });

  it("contracts --help: compare's usage line lists --no-color, the one subcommand with colours (its help explained a flag no usage line had)", async () => {
    const r = await parleyInProcess(['contracts', '--help']);
    const lines = r.stdout.split('\n');
    expect(lines.slice(2, 4)).toEqual(['       parley contracts compare FILE1 FILE2 [--json] [--label1 NAME]', '                                [--label2 NAME] [--quiet] [--no-color]']);
    expect(lines).toContain('  --no-color (compare) no colours (also NO_COLOR=1, or output not a terminal)');
  });

  it('eval counts one held-out utterance in the singular', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    writeFileSync(join(dir, 'one.csv'), 'a large latte please,order_drink\n');
    expect((await parleyInProcess(['eval', coffee, '--test', join(dir, 'one.csv')])).stdout.split('\n')[0]).toBe(`${coffee}: held-out test set, 1 utterance`);
  });
});

describe('parley serve --workspace', () => {
  it('refuses a file that is not a workspace export before listening (it served a package.json as an empty workspace)', async () => {
    const pkg = join(root, 'package.json');
    expect(await parleyInProcess(['serve', '--port', '0', '--workspace', pkg])).toEqual({
      code: 2,
      stdout: '',
      stderr: `parley serve: ${pkg} is not a workspace: a workspace export has at least one of intents, entities, dialog_nodes, counterexamples\n`,
    });
  });

  it('--data naming a file: one usage line (it was exit 1 with the store\'s ENOTDIR)', async () => {
    const pkg = join(root, 'package.json');
    expect(await parleyInProcess(['serve', '--port', '0', '--data', pkg])).toEqual({ code: 2, stdout: '', stderr: `parley serve: --data ${pkg}: not a directory\n` });
  });
});

describe('parley contracts batch', () => {
  it('an unknown --function is refused before OUT_DIR is made (it left an empty OUT_DIR behind)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    writeFileSync(join(input, 'a.txt'), 'The Supplier shall deliver the Goods.');
    expect(await parleyInProcess(['contracts', 'batch', input, output, '--function', 'x'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley contracts: --function: function must be one of html_conversion, element_classification, tables (try parley contracts --help)\n',
    });
    expect(existsSync(output)).toBe(false);
  });
});
