/** `parley run <workspace.json>`: one user message per stdin line, one JSON response per stdout line. */
import { flag, parseArgs } from '../args.js';
import { EXIT } from '../exit.js';
import type { CliIo } from '../io.js';
import { VERSION_HELP, richResponsesNote } from '../api-version.js';
import { Session } from '../session.js';
import { SESSION_FLAGS_HELP } from '../turn-flags.js';
import { conversationEngine } from '../conversation-engine.js';
import { boundedLines } from '../bounded-lines.js';
import { MESSAGE_BODY_BYTES } from '../../server/body-limits.js';
import { ParleyError } from '../../model/errors.js';
import type { MessageRequest } from '../../model/index.js';
import { jsonTerminalSafe } from '../../common/terminal-safe.js';

export const runHelp = `usage: parley run <workspace.json> [--version DATE] [--now ISO] [--timezone TZ]
                  [--seed S]

Reads one message per line from stdin and writes one JSON response per line to
stdout. A line is the user's text, or a JSON request object when it starts with
"{" ({"input":{"text":"..."},...}). The context is carried from one response
to the next request unless the request has its own. DEL, C1 and the
bidirectional controls in a response are written as \\uXXXX escapes (the same
JSON), so that a line read on a terminal shows as it is.
${VERSION_HELP}
${SESSION_FLAGS_HELP}
Exit codes: 0 all lines answered, 1 a line failed (its error is written as
{"error":...}), 2 usage or unreadable workspace.

example:
  printf 'hi\\na large latte please\\n' | parley run examples/coffee-shop.json`;

export async function runCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help'], values: ['version', 'now', 'timezone', 'seed'] });
  if (flag(args, 'help')) {
    io.stdout.write(`${runHelp}\n`);
    return 0;
  }
  const { engine, version, options } = await conversationEngine(args, io);
  const note = richResponsesNote(engine, version);
  if (note) io.stderr.write(`parley run: ${note}\n`);
  // Typed at a terminal, `run` would wait in silence: say what it waits for (scripts pipe their input and see nothing).
  if ((io.stdin as { isTTY?: boolean }).isTTY === true) io.stderr.write('parley run: type one message per line, Ctrl-D to end (parley chat is for talking)\n');
  const session = new Session(engine, options);
  let failed = false;
  // Each line at most a message request's body, never held whole past it (boundedLines).
  for await (const read of boundedLines(io.stdin as AsyncIterable<string | Buffer>, MESSAGE_BODY_BYTES)) {
    if ('tooLong' in read) {
      failed = true;
      const message = `The line is larger than ${MESSAGE_BODY_BYTES} bytes (a message request takes up to ${MESSAGE_BODY_BYTES})`;
      io.stdout.write(`${jsonTerminalSafe(JSON.stringify(new ParleyError(413, message, [{ code: 'too_large', message, path: '' }]).result))}\n`);
      continue;
    }
    const line = read.line;
    try {
      const request: MessageRequest = line.trimStart().startsWith('{') ? (JSON.parse(line) as MessageRequest) : { input: { text: line } };
      // The answer's JSON with the characters a terminal acts on escaped (the same JSON): run's lines are read on a
      // terminal too, and a workspace's text with a U+202E reversed the rest of the line (hred25).
      io.stdout.write(`${jsonTerminalSafe(JSON.stringify(session.send(request)))}\n`);
    } catch (e) {
      failed = true;
      const body = e instanceof ParleyError ? e.result : { error: (e as Error).message, code: 400 };
      io.stdout.write(`${jsonTerminalSafe(JSON.stringify(body))}\n`);
    }
  }
  return failed ? EXIT.failure : EXIT.ok;
}
