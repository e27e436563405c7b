/** `parley chat <workspace.json>`: an interactive conversation in the terminal. */
import { createInterface } from 'node:readline/promises';
import { flag, parseArgs } from '../args.js';
import { jsonTerminalSafe, terminalSafe } from '../../common/terminal-safe.js';
import { choicesOf, paint, renderLogMessages, renderReply, renderTrace, type RenderStyle } from '../render.js';
import { VERSION_HELP, richResponsesNote } from '../api-version.js';
import { useColor } from '../color.js';
import type { CliIo } from '../io.js';
import { Session } from '../session.js';
import { SESSION_FLAGS_HELP } from '../turn-flags.js';
import { conversationEngine } from '../conversation-engine.js';
import { boundedLines, type BoundedLine } from '../bounded-lines.js';
import { MESSAGE_BODY_BYTES } from '../../server/body-limits.js';
import { ParleyError } from '../../model/errors.js';
import type { JsonValue, MessageRequest } from '../../model/index.js';

export const chatHelp = `usage: parley chat <workspace.json> [--trace] [--version DATE] [--now ISO]
                   [--timezone TZ] [--seed S] [--no-color]

Talk to the workspace. The first turn is sent with empty input (the welcome
node answers). Errors and warnings the turn logs (output.log_messages) are
shown after the reply; --trace adds intents, entities, nodes and context.
${VERSION_HELP}
${SESSION_FLAGS_HELP}
  --no-color        no colours (also NO_COLOR=1, or output not a terminal)
Type a number to pick an option of the last reply. Commands:
  /context          show the current context
  /reset            start a new conversation
  /set name=value   set a context variable (value as JSON, else a string)
  /trace            toggle the trace (intents, entities, nodes, context changes)
  /quit             leave (also Ctrl-D)

example:
  parley chat examples/coffee-shop.json --trace --timezone Europe/Paris`;

export async function chatCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { booleans: ['help', 'trace', 'no-color'], values: ['version', 'now', 'timezone', 'seed'] });
  if (flag(args, 'help')) {
    io.stdout.write(`${chatHelp}\n`);
    return 0;
  }
  const { engine, version, options } = await conversationEngine(args, io);
  const style: RenderStyle = { color: useColor({ stream: io.stdout, noColorFlag: flag(args, 'no-color'), env: io.env }) };
  let trace = flag(args, 'trace');
  const session = new Session(engine, options);
  const print = (line: string) => io.stdout.write(`${line}\n`);

  const exchange = (request: MessageRequest) => {
    const before = (session.currentContext ?? {}) as JsonValue;
    try {
      const response = session.send(request);
      for (const line of renderReply(response, style)) print(`${paint(style, 'green', 'bot>')} ${line}`);
      // A turn that only logs an error would otherwise print nothing at all.
      for (const line of renderLogMessages(response, style)) print(`     ${line}`);
      if (trace) for (const line of renderTrace(response, before, style)) print(`     ${line}`);
    } catch (e) {
      print(paint(style, 'red', terminalSafe(`error: ${e instanceof ParleyError ? e.message : (e as Error).message}`)));
    }
  };

  print(paint(style, 'dim', `${terminalSafe(engine.workspace.name || args.positionals[0])} — /quit to leave, /help for commands`));
  const note = richResponsesNote(engine, version);
  if (note) print(paint(style, 'dim', note));
  exchange({ input: { text: '' } });
  // Typed input goes through readline (editing, history); piped input is read in lines of at most a message
  // request's body, a longer one skipped without being held (readline holds a line whole: 600 MB without a newline
  // ended the process with an uncaught "Invalid string length", hred20).
  const typed = (io.stdin as { isTTY?: boolean }).isTTY === true;
  const rl = typed ? createInterface({ input: io.stdin, output: io.stdout, terminal: io.stdout.isTTY === true, historySize: 1000 }) : undefined;
  const promptText = `${paint(style, 'bold', 'you>')} `;
  rl?.setPrompt(promptText);
  // Piped input (scripts, tests) gets the replies without prompts in between.
  const prompt = () => {
    if (io.stdout.isTTY !== true) return;
    if (rl) rl.prompt();
    else io.stdout.write(promptText);
  };
  prompt();
  for await (const read of rl ? linesOf(rl) : boundedLines(io.stdin as AsyncIterable<string | Buffer>, MESSAGE_BODY_BYTES)) {
    if ('tooLong' in read) {
      print(paint(style, 'red', `error: the line is larger than ${MESSAGE_BODY_BYTES} bytes; it was skipped`));
      prompt();
      continue;
    }
    const line = read.line.trim();
    if (line === '/quit' || line === '/exit') break;
    if (line === '/help') print(chatHelp);
    else if (line === '/context') print(jsonTerminalSafe(JSON.stringify(session.currentContext ?? {}, null, 2)));
    else if (line === '/reset') {
      session.reset();
      print(paint(style, 'dim', '(new conversation)'));
      exchange({ input: { text: '' } });
    } else if (line === '/trace') {
      trace = !trace;
      print(paint(style, 'dim', `(trace ${trace ? 'on' : 'off'})`));
    } else if (line.startsWith('/set ')) {
      const m = /^\/set\s+([^=\s]+)\s*=\s*(.*)$/.exec(line);
      if (m) {
        session.set(m[1], m[2]);
        print(paint(style, 'dim', `($${m[1]} set)`));
      } else print(paint(style, 'red', 'usage: /set name=value'));
    } else if (line.startsWith('/')) print(paint(style, 'red', `unknown command ${line.split(' ')[0]} (try /help)`));
    else {
      const choices = session.last ? choicesOf(session.last) : [];
      const n = /^\d+$/.test(line) ? Number(line) : 0;
      if (n >= 1 && n <= choices.length) exchange(choices[n - 1] as MessageRequest);
      else exchange({ input: { text: line } });
    }
    prompt();
  }
  rl?.close();
  return 0;
}

/** readline's lines in the shape of `boundedLines`' (a typed line is never refused). */
async function* linesOf(rl: AsyncIterable<string>): AsyncGenerator<BoundedLine> {
  for await (const line of rl) yield { line };
}
