/**
 * The CLI's plumbing, as a newcomer meets it (the built binary): --version, one default API version, exit codes
 * (0 ok, 1 failures, 2 usage or unreadable input), NO_COLOR, lint's refusal of non-workspaces and node names,
 * chat's error lines, test over a directory, the JUnit/JSON reporters and `parley eval` on a workspace whose
 * figures are computed by hand. What is about the process (--version read beside the binary, colour from the
 * environment, --watch and Ctrl-C) spawns it; the rest runs the command in process (test/cli/binary.ts).
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { useColor } from '../../src/cli/color.js';
import { DEFAULT_VERSION } from '../../src/engine/index.js';
import { NEWEST_VERSION } from '../../src/model/versions.js';
import { bin, coffee, needsBuild, parleyInProcess, root } from './binary.js';

const tiny = join(root, 'test/fixtures/eval/tiny.json');
const tinyCsv = join(root, 'test/fixtures/eval/tiny-test.csv');

/** Spawns the binary without blocking the test worker (a blocked worker cannot report to vitest). */
function parley(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...options.env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

const scratch = () => mkdtempSync(join(tmpdir(), 'parley-plumbing-'));

/** Well-formed XML (a strict parser), returning the names of the elements in document order. */
function xmlElements(xml: string): { name: string; attributes: Record<string, string> }[] {
  const parser = new SaxesParser();
  const out: { name: string; attributes: Record<string, string> }[] = [];
  parser.on('opentag', (t) => out.push({ name: t.name, attributes: t.attributes as Record<string, string> }));
  parser.on('error', (e) => {
    throw e;
  });
  parser.write(xml).close();
  return out;
}

needsBuild();

describe('parley --version and help', () => {
  it('prints the package version', async () => {
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(await parley(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect((await parley(['-v'])).stdout).toBe(`${version}\n`);
  });

  it('names the one default API version in the main help and in each command help', async () => {
    expect((await parleyInProcess(['--help'])).stdout).toContain(`chat, run, test and eval reproduce API version ${DEFAULT_VERSION} unless given\n--version DATE`);
    for (const command of ['run', 'chat', 'eval']) expect((await parleyInProcess([command, '--help'])).stdout).toMatch(new RegExp(`\\(default\\n +${DEFAULT_VERSION}; rich responses need 2018-07-10 or later\\)`));
  });
});

describe('exit codes', () => {
  it('a missing file exits 2 in every command, in one line', async () => {
    for (const command of ['run', 'chat', 'lint', 'test', 'eval']) {
      const r = await parleyInProcess([command, 'nope.json']);
      expect({ command, code: r.code, stderr: r.stderr }).toEqual({ command, code: 2, stderr: `parley ${command}: cannot read nope.json: no such file\n` });
    }
  });

  it('a file that is not a workspace exits 2 (lint refuses package.json)', async () => {
    const pkg = join(root, 'package.json');
    for (const command of ['lint', 'run', 'eval']) {
      const r = await parleyInProcess([command, pkg]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`parley ${command}: ${pkg} is not a workspace: a workspace export has at least one of intents, entities, dialog_nodes, counterexamples\n`);
    }
  });

  it('an unknown option exits 2', async () => {
    expect((await parleyInProcess(['eval', tiny, '--bogus'])).code).toBe(2);
    expect((await parleyInProcess(['test', '--reporter', 'tap', coffee])).stderr).toBe('parley test: --reporter must be one of pretty, junit, json (try parley test --help)\n');
  });
});

describe('colour', () => {
  it('is off with NO_COLOR or --no-color or a non-TTY stream, on with FORCE_COLOR', async () => {
    const tty = { isTTY: true };
    expect(useColor({ stream: tty, env: {} })).toBe(true);
    expect(useColor({ stream: tty, env: { NO_COLOR: '1' } })).toBe(false);
    expect(useColor({ stream: tty, env: { NO_COLOR: '' } })).toBe(true);
    expect(useColor({ stream: tty, env: {}, noColorFlag: true })).toBe(false);
    expect(useColor({ stream: {}, env: {} })).toBe(false);
    expect(useColor({ stream: {}, env: { FORCE_COLOR: '1' } })).toBe(true);
    expect(useColor({ stream: {}, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).toBe(false);
  });

  it('the commands follow it', async () => {
    const colored = await parley(['lint', tiny], { env: { FORCE_COLOR: '1' } });
    expect(colored.stdout).toContain('\u001b[33mwarning');
    const plain = await parley(['lint', tiny], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\u001b[');
  });
});

describe('one default version', () => {
  it('run says when the default version drops rich responses, instead of dropping them silently', async () => {
    const dir = scratch();
    const rich = join(dir, 'rich.json');
    writeFileSync(
      rich,
      JSON.stringify({
        intents: [],
        dialog_nodes: [{ dialog_node: 'w', conditions: 'welcome', output: { generic: [{ response_type: 'option', title: 'Pick', options: [{ label: 'A', value: { input: { text: 'a' } } }] }] } }],
      }),
    );
    const r = await parleyInProcess(['run', rich], '\n');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`parley run: note: version ${DEFAULT_VERSION} has no rich responses (output.generic); this workspace has some: pass --version ${NEWEST_VERSION} to see them\n`);
    const generic = JSON.parse((await parleyInProcess(['run', rich, '--version', '2021-06-14'], '\n')).stdout) as { output: { generic: unknown[] } };
    expect(generic.output.generic).toEqual([{ response_type: 'option', title: 'Pick', options: [{ label: 'A', value: { input: { text: 'a' } } }] }]);
    const chat = await parleyInProcess(['chat', rich, '--version', '2021-06-14'], '/quit\n');
    expect(chat.stdout).toContain('bot> Pick\nbot>   1. A\n');
  });
});

describe('parley chat', () => {
  it('shows the error a turn logs even when it says nothing', async () => {
    const r = await parleyInProcess(['chat', tiny], 'i want a pizza\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('bot> Hi\n     err: Error when updating output with output of dialog node id [broken].\n');
  });
});

describe('parley lint', () => {
  it('names a node by id and title before its JSON path, in text and JSON', async () => {
    const r = await parleyInProcess(['lint', tiny]);
    // The path is the export's: this node's output.text is one string (h52lint; it read `.output.text.values[0]`).
    expect(r.stdout).toContain('info    variable-never-set       node "broken" ("Broken") .dialog_nodes[1].output.text  $order is read');
    // Its broken <? ?> block, found at run time alone before h52lint.
    expect(r.stdout).toContain('error   expression-syntax        node "broken" ("Broken") .dialog_nodes[1].output.text  An expression in \'Broken\' (broken) does not parse (offset 20)');
    expect(r.code).toBe(1);
    const json = JSON.parse((await parleyInProcess(['lint', '--json', tiny])).stdout) as { code: string; node?: unknown }[];
    expect(json.find((f) => f.code === 'variable-never-set')?.node).toEqual({ dialog_node: 'broken', title: 'Broken' });
    expect(json.find((f) => f.code === 'few-examples')?.node).toBeUndefined();
  });
});

describe('parley test', () => {
  it('--version DATE runs the transcripts that name no version with it; a bad date is a usage error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-test-version-'));
    // The coffee shop's welcome as a rich response: output.generic exists from 2018-07-10 only.
    const transcript = {
      workspace: coffee,
      conversations: [{ name: 'rich welcome', turns: [{ say: '', expect: { generic: [{ response_type: 'text' }] } }] }],
    };
    writeFileSync(join(dir, 'rich.json'), JSON.stringify(transcript));
    expect((await parleyInProcess(['test', join(dir, 'rich.json'), '--no-color'])).code).toBe(1);
    expect((await parleyInProcess(['test', join(dir, 'rich.json'), '--no-color', '--version', '2021-06-14'])).code).toBe(0);
    expect(await parleyInProcess(['test', join(dir, 'rich.json'), '--version', 'latest'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'parley test: --version must be a date YYYY-MM-DD, not "latest" (try parley test --help)\n',
    });
  });

  it('the main help lists the commands without repeating two of their helps', async () => {
    const help = (await parleyInProcess(['--help'])).stdout;
    expect(help).not.toContain('Command help:');
    expect(help).toContain('\n  chat <workspace.json>     talk to a workspace in the terminal\n');
  });

  it('runs the transcripts under a directory recursively and skips other files with a note', async () => {
    const r = await parleyInProcess(['test', join(root, 'examples')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      [
        `parley test: skipped ${join(root, 'examples/coffee-shop.json')} (no conversations: not a transcript)`,
        `parley test: skipped ${join(root, 'examples/coffee-shop.test.ts')} (not a .yaml, .yml or .json file)`,
        '',
      ].join('\n'),
    );
    expect(r.stdout).toMatch(/examples\/transcripts\/coffee-shop\.yaml: \d+\/\d+ turns pass/);
  });

  function transcripts(): string {
    const dir = scratch();
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'a-pass.yaml'), `workspace: ${coffee}\nconversations:\n  - name: welcome\n    turns:\n      - say: ""\n        expect:\n          text: Welcome to the coffee shop! What can I get you?\n`);
    writeFileSync(
      join(dir, 'nested', 'b-fail.yaml'),
      `workspace: ${coffee}\nconversations:\n  - name: 'wrong <welcome> & "quotes"'\n    turns:\n      - say: ""\n        expect:\n          text: Goodbye\n  - name: skipped turn\n    turns:\n      - say: ""\n        skip: pending\n`,
    );
    return dir;
  }

  it('--reporter junit writes well-formed JUnit XML: a suite per file, a case per conversation, failures with the diff', async () => {
    const r = await parleyInProcess(['test', '--reporter', 'junit', transcripts()]);
    expect(r.code).toBe(1);
    const elements = xmlElements(r.stdout);
    expect(elements.map((e) => e.name)).toEqual(['testsuites', 'testsuite', 'testcase', 'testsuite', 'testcase', 'failure', 'testcase', 'system-out']);
    expect(elements[0].attributes).toEqual({ name: 'parley', tests: '3', failures: '1', errors: '0' });
    expect(elements[3].attributes).toMatchObject({ tests: '2', failures: '1', errors: '0', skipped: '0' });
    expect(elements[4].attributes.name).toBe('wrong <welcome> & "quotes"');
    expect(elements[5].attributes.message).toBe('1 of 1 turns failed');
    expect(r.stdout).toContain('text: ');
    expect(r.stdout).toContain('expected &quot;Goodbye&quot;');
  });

  it('--reporter json writes one object with the counts and the failures', async () => {
    const r = await parleyInProcess(['test', '--reporter', 'json', transcripts()]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { passed: boolean; transcripts: number; conversations: unknown; turns: unknown; results: { conversations: { name: string; passed: boolean; failures: string[]; skipped: string[] }[] }[] };
    expect(report).toMatchObject({ passed: false, transcripts: 2, conversations: { total: 3, passed: 2 }, turns: { total: 3, failed: 1, skipped: 1 } });
    expect(report.results[1].conversations[0].failures[0]).toBe('turn 1 (""):');
    expect(report.results[1].conversations[1]).toEqual({ name: 'skipped turn', passed: true, failures: [], skipped: ['turn 1: pending'] });
  });
});

describe('parley test --watch', () => {
  it('re-runs when a transcript changes, and stops on Ctrl-C with exit 0', async () => {
    const dir = scratch();
    const file = join(dir, 't.yaml');
    const transcript = (text: string) => `workspace: ${coffee}\nconversations:\n  - name: welcome\n    turns:\n      - say: ""\n        expect:\n          text: ${text}\n`;
    writeFileSync(file, transcript('Welcome to the coffee shop! What can I get you?'));
    const child = spawn(process.execPath, [bin, 'test', '--watch', dir], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const until = async (f: () => boolean) => {
      for (let i = 0; i < 300 && !f(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(f()).toBe(true);
    };
    await until(() => stderr.includes('watching'));
    expect(stdout).toContain('✓ welcome');
    writeFileSync(file, transcript('Goodbye'));
    await until(() => stdout.includes('✗ welcome'));
    const code = new Promise((r) => child.on('close', r));
    child.kill('SIGINT');
    expect(await code).toBe(0);
    expect(stderr).toContain('parley test: watching 3 files and directories (Ctrl-C to stop)');
  }, 60_000);
});

describe('parley eval', () => {
  // tiny.json: #pizza and #weather, four examples each with the intent's own word. tiny-test.csv: two utterances
  // with their intent's word, "weather report" mislabelled #pizza, and one out-of-scope utterance (empty label).
  it('scores a held-out CSV: 3 of 4 right, per-intent precision/recall/F1 as computed by hand', async () => {
    const r = await parleyInProcess(['eval', tiny, '--test', tinyCsv, '--json']);
    expect(r.code).toBe(0);
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({
      method: 'test-set',
      total: 4,
      correct: 3,
      accuracy: 0.75,
      // pizza: 1 answered, right; 2 expected ⇒ P 1, R 0.5. weather: 2 answered, 1 right; 1 expected ⇒ P 0.5, R 1.
      // irrelevant: the out-of-scope one, declined ⇒ 1, 1. Macro over the three: P 2.5/3, R 2.5/3, F1 (2/3+2/3+1)/3.
      macro: { precision: 0.833333, recall: 0.833333, f1: 0.777778 },
      intents: [
        { intent: '(irrelevant)', support: 1, predicted: 1, precision: 1, recall: 1, f1: 1 },
        { intent: 'pizza', support: 2, predicted: 1, precision: 1, recall: 0.5, f1: 0.666667 },
        { intent: 'weather', support: 1, predicted: 2, precision: 0.5, recall: 1, f1: 0.666667 },
      ],
      confusions: [{ expected: 'pizza', predicted: 'weather', count: 1, examples: ['weather report'] }],
      unknownLabels: [],
    });
    // Net score at the best threshold: two right (+2), the mislabelled one answered (−1), the out-of-scope one declined (+1).
    expect((last.bestThreshold as { score: number }).score).toBe(2);
    expect((last.histogram as { correct: number; wrong: number }[]).reduce((n, b) => n + b.correct + b.wrong, 0)).toBe(4);
    expect(r.stdout).toContain('accuracy 0.750 (3/4)');
    expect(r.stdout).toContain('     1  pizza -> weather   e.g. "weather report"');
  });

  it('cross-validates in k folds: every held-out example carries its intent word, so 8 of 8', async () => {
    const r = await parleyInProcess(['eval', tiny, '--folds', '2', '--json']);
    const last = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({ method: 'k-fold', folds: 2, total: 8, correct: 8, accuracy: 1, confusions: [] });
  });

  it('writes an HTML report with its charts; --min-accuracy fails below; bad input exits 2', async () => {
    const html = join(scratch(), 'eval.html');
    const r = await parleyInProcess(['eval', tiny, '--test', tinyCsv, '--html', html, '--min-accuracy', '0.8']);
    expect(r.code).toBe(1);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<svg');
    expect(page.match(/<svg class="chart" /g)).toHaveLength(3);
    expect(page).toContain('aria-label="confidence histogram"');
    expect((await parleyInProcess(['eval', tiny, '--test', tinyCsv, '--min-accuracy', '0.75'])).code).toBe(0);
    expect((await parleyInProcess(['eval', tiny, '--folds', '1'])).stderr).toBe('parley eval: invalid --folds 1 (2 or more)\n');
    expect((await parleyInProcess(['eval', tiny, '--folds', '9'])).stderr).toBe('parley eval: .folds: 8 examples cannot be split in 9 folds\n');
    const bad = join(scratch(), 'bad.csv');
    writeFileSync(bad, 'a,b,c\n');
    expect(await parleyInProcess(['eval', tiny, '--test', bad])).toMatchObject({ code: 2, stderr: `parley eval: ${bad}:1: row 1: expected "text,intent" (3 fields)\n` });
  });
});
