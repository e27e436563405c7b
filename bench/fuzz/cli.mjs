// Fuzzes the `parley` command line: random subcommands, flags and values (missing files, directories, hostile
// JSON files, bad dates and numbers), stdin closed at once. A finding: an exit code other than 0, 1 or 2, a
// JavaScript stack trace on stderr without --debug, a signal, or no exit within 20 s. `serve` always gets one
// invalid option (a valid one listens until killed).
// node bench/fuzz/cli.mjs --seconds 60 [--seed 1]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fuzz, parseArgs } from './lib.mjs';

const main = new URL('../../dist/cli/main.js', import.meta.url).pathname;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-fuzz-cli-'));
const files = {
  ws: new URL('../../test/fixtures/workspaces/tjbot-chat.json', import.meta.url).pathname,
  pdf: new URL('../../test/fixtures/contracts/TestTable.pdf', import.meta.url).pathname,
  bad: path.join(tmp, 'bad.json'), proto: path.join(tmp, 'proto.json'), deep: path.join(tmp, 'deep.json'), empty: path.join(tmp, 'empty.json'),
  csv: path.join(tmp, 'x.csv'), dir: tmp, missing: path.join(tmp, 'missing.json'), transcript: path.join(tmp, 't.json'),
};
fs.writeFileSync(files.bad, '{"name": ');
fs.writeFileSync(files.proto, '{"__proto__":{"polluted":1},"name":"w","dialog_nodes":[{"dialog_node":"a","context":{"__proto__":{"x":1}}}]}');
fs.writeFileSync(files.deep, '['.repeat(100000));
fs.writeFileSync(files.empty, '');
fs.writeFileSync(files.csv, 'text,intent\n"unclosed,x\n,,,\n');
fs.writeFileSync(files.transcript, '{"workspace":"missing.json","turns":[{"input":"hi","expect":{"__proto__":1}}]}');

const COMMANDS = ['run', 'chat', 'test', 'lint', 'eval', 'contracts', 'serve', 'bogus', '', '--version', '--help', '-h'];
const SUB = ['html', 'classify', 'tables', 'compare', 'batch', 'x'];
const FLAGS = ['--version', '--help', '--debug', '--no-color', '--json', '--port', '--host', '--data', '--workers', '--apikey', '--auth',
  '--folds', '--seed', '--threshold', '--timezone', '--now', '--model', '--out', '--format', '--max-logs', '--no-webhooks', '--', '-x', '--=', '--port='];
const VALUES = () => [files.ws, files.pdf, files.bad, files.proto, files.deep, files.empty, files.csv, files.dir, files.missing, files.transcript,
  '-1', '0', '1.5', 'NaN', '99999999999', '2021-13-45', 'x', '', '__proto__', 'a'.repeat(10000), '../../etc/passwd', '😀'] /* no NUL: an OS argument cannot hold one */;

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (d) => { if (stderr.length < 100000) stderr += d; });
    child.stdin.on('error', () => {});
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code, signal) => { clearTimeout(timer); resolve({ code, signal, stderr }); });
  });
}

const opts = parseArgs();
await fuzz('cli', (r) => {
  const cmd = r.pick(COMMANDS);
  const args = cmd ? [cmd] : [];
  if (cmd === 'contracts') args.push(r.pick(SUB));
  const n = r.int(5);
  for (let i = 0; i < n; i++) {
    if (r.chance(0.5)) args.push(r.pick(VALUES()));
    else { args.push(r.pick(FLAGS)); if (r.chance(0.6)) args.push(r.pick(VALUES())); }
  }
  if (cmd === 'serve') args.splice(1, 0, '--port', r.pick(['-1', 'x', '70000', '1.5']));
  const debug = args.includes('--debug');
  return {
    input: args,
    describe: () => JSON.stringify(args.map((a) => (a.length > 60 ? `${a.slice(0, 20)}…(${a.length})` : a))),
    run: async () => {
      const res = await run(args);
      if (res.signal) throw new Error(`killed by ${res.signal} (no exit within 20 s?)`);
      if (![0, 1, 2].includes(res.code)) throw new Error(`exit ${res.code}: ${res.stderr.slice(0, 300)}`);
      if (!debug && /\n\s+at .+:\d+:\d+\)?/.test(res.stderr)) throw new Error(`stack trace on stderr: ${res.stderr.slice(0, 400)}`);
    },
  };
}, { ...opts, limitMs: Infinity });
fs.rmSync(tmp, { recursive: true, force: true });
