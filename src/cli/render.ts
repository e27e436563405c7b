/** Renders a message response for people: text, rich responses, and (with trace) the NLU and nodes. */
import { isJsonObject, type JsonValue, type MessageResponse, type RuntimeResponseGeneric } from '../model/index.js';
import { terminalSafe } from '../common/terminal-safe.js';

export interface RenderStyle {
  color: boolean;
  /** Columns to wrap long summaries to (default 80; a terminal gives its own). */
  width?: number;
}

const codes = { dim: [2, 22], bold: [1, 22], cyan: [36, 39], yellow: [33, 39], red: [31, 39], green: [32, 39] } as const;
type Code = keyof typeof codes;

export function paint(style: RenderStyle, code: Code, text: string): string {
  if (!style.color) return text;
  const [open, close] = codes[code];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/**
 * The bot's turn as lines: generic responses when present (they carry the rich types), else output.text. What the
 * workspace or the user wrote is shown terminal-safe (`terminalSafe`): a text, title, source or label holding
 * `ESC]0;…BEL` or `ESC[2J` set the window title or cleared the screen of whoever chatted with a workspace from
 * elsewhere (hred10). A text's own line breaks stay line breaks.
 */
export function renderReply(response: MessageResponse, style: RenderStyle): string[] {
  const generic = response.output.generic;
  if (Array.isArray(generic) && generic.length > 0) return generic.flatMap((g) => renderGeneric(g, style));
  return (response.output.text ?? []).filter((t) => t !== '').flatMap(textLines);
}

/** A text's lines, each terminal-safe. */
function textLines(text: string): string[] {
  return text.split('\n').map(terminalSafe);
}

/** One field on one line, terminal-safe (its line breaks shown as `\u000a`). */
const field = (text: unknown): string => terminalSafe(String(text));

function renderGeneric(g: RuntimeResponseGeneric, style: RenderStyle): string[] {
  switch (g.response_type) {
    case 'text':
      return g.text ? textLines(g.text) : [];
    case 'pause':
      return [paint(style, 'dim', `… (pause ${g.time ?? 0} ms${g.typing ? ', typing' : ''})`)];
    case 'image':
    case 'video':
    case 'audio':
    case 'iframe':
      return [`${g.title ? `${field(g.title)}: ` : ''}${paint(style, 'cyan', field(g.source ?? ''))}${g.description ? ` — ${field(g.description)}` : ''}`];
    case 'option':
      return [
        ...(g.title ? [field(g.title)] : []),
        ...(g.description ? [field(g.description)] : []),
        ...(g.options ?? []).map((o, i) => `  ${paint(style, 'bold', `${i + 1}.`)} ${field(o.label)}`),
      ];
    case 'suggestion':
      return [
        ...(g.title ? [field(g.title)] : []),
        ...(g.suggestions ?? []).map((s, i) => `  ${paint(style, 'bold', `${i + 1}.`)} ${field(s.label)}`),
      ];
    case 'connect_to_agent':
      return [paint(style, 'yellow', `[transfer to a human agent${g.message_to_human_agent ? `: ${field(g.message_to_human_agent)}` : ''}]`)];
    case 'channel_transfer':
      return [paint(style, 'yellow', `[transfer to another channel${g.message_to_user ? `: ${field(g.message_to_user)}` : ''}]`)];
    default:
      // JSON escapes C0 controls, not DEL nor C1 (U+009B is a one-byte CSI to some terminals).
      return [paint(style, 'dim', field(`[${g.response_type}] ${JSON.stringify(g)}`))];
  }
}

/** The choices a user may pick by number in the last reply (options and suggestions). */
export function choicesOf(response: MessageResponse): JsonValue[] {
  const out: JsonValue[] = [];
  for (const g of response.output.generic ?? []) {
    if (g.response_type === 'option') for (const o of g.options ?? []) out.push(o.value as unknown as JsonValue);
    if (g.response_type === 'suggestion') for (const s of g.suggestions ?? []) out.push(s.value as unknown as JsonValue);
  }
  return out;
}

export function renderTrace(response: MessageResponse, previousContext: JsonValue, style: RenderStyle): string[] {
  const lines: string[] = [];
  const intents = response.intents.slice(0, 3).map((i) => `#${i.intent} ${i.confidence.toFixed(3)}`);
  lines.push(`intents: ${intents.length > 0 ? intents.join(', ') : '(irrelevant)'}`);
  const entities = response.entities.map((e) => `@${e.entity}:${e.value} [${e.location.join(',')}]`);
  lines.push(`entities: ${entities.length > 0 ? entities.join(', ') : '(none)'}`);
  lines.push(`nodes: ${(response.output.nodes_visited ?? []).join(' → ') || '(none)'}`);
  for (const change of contextChanges(previousContext, response.context as JsonValue)) lines.push(`context: ${change}`);
  // Errors and warnings are shown on every turn (renderLogMessages); the trace adds the other levels.
  for (const m of response.output.log_messages ?? []) if (!isProblem(m.level)) lines.push(`${m.level}: ${m.msg}`);
  return lines.flatMap(textLines).map((l) => paint(style, 'dim', l));
}

const PROBLEM_LEVELS = new Set(['err', 'error', 'warn', 'warning']);

function isProblem(level: string): boolean {
  return PROBLEM_LEVELS.has(level);
}

/** The turn's error and warning log messages, one line each (`error: ...` in red, `warn: ...` in yellow). */
export function renderLogMessages(response: MessageResponse, style: RenderStyle): string[] {
  return (response.output.log_messages ?? [])
    .filter((m) => isProblem(m.level))
    .flatMap((m) => textLines(`${m.level}: ${m.msg}`).map((line) => paint(style, m.level.startsWith('err') ? 'red' : 'yellow', line)));
}

/** Top-level context keys that changed (the `system` bookkeeping is left out). */
export function contextChanges(before: JsonValue, after: JsonValue): string[] {
  const a = isJsonObject(before) ? before : {};
  const b = isJsonObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'system');
  const changes: string[] = [];
  for (const k of keys) {
    const x = JSON.stringify(a[k]);
    const y = JSON.stringify(b[k]);
    if (x !== y) changes.push(y === undefined ? `-$${k}` : `$${k} = ${y}`);
  }
  return changes;
}
