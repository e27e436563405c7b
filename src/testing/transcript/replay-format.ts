/**
 * Converts the replay files of `shared/data/transcripts` (recordings of the real service, one uniform JSON
 * format) into the kit's transcript format, so they run through `parley test`. Expectations become exact
 * `equals` checks and `text_contains`; a non-chained conversation becomes one conversation per turn.
 */
import { isJsonObject, type JsonObject, type JsonValue, type MessageRequest } from '../../model/index.js';
import type { Transcript, TranscriptConversation, TranscriptTurn } from './types.js';
import { checkArray, checkObject } from '../args.js';
import { setOwnKey } from '../../model/own-key.js';

export interface ReplayTurn {
  request?: MessageRequest;
  context_merge?: JsonObject;
  options?: { nodesVisitedDetails?: boolean };
  now?: string | null;
  expect?: JsonObject;
  expect_text_contains?: string[];
}

export interface ReplayFile {
  name: string;
  workspace: string;
  version: string | null;
  conversations: { id: string; chain: boolean; turns: ReplayTurn[] }[];
}

export interface ConvertOptions {
  /** The workspace path to write (the replay file's is relative to its data folder). */
  workspace: string | JsonObject;
  /** Turns to run without checking: `"<conversation id>#<turn index>"` → reason. */
  skip?: Readonly<Record<string, string>>;
}

export function fromReplayFile(file: ReplayFile, options: ConvertOptions): Transcript {
  checkObject('fromReplayFile', file, 'file', false);
  checkArray('fromReplayFile', file.conversations, 'file.conversations');
  checkObject('fromReplayFile', options, 'options', false);
  const conversations: TranscriptConversation[] = [];
  for (const conv of file.conversations) {
    const turns = conv.turns.map((turn, i) => convertTurn(turn, options.skip?.[`${conv.id}#${i}`]));
    if (conv.chain) conversations.push({ name: conv.id, turns });
    else turns.forEach((turn, i) => conversations.push({ name: conv.turns.length > 1 ? `${conv.id} turn ${i + 1}` : conv.id, turns: [turn] }));
  }
  return {
    workspace: options.workspace,
    ...(file.version ? { options: { version: file.version } } : {}),
    conversations,
  };
}

function convertTurn(turn: ReplayTurn, skip: string | undefined): TranscriptTurn {
  const request: MessageRequest = { ...(turn.request ?? {}) };
  if (turn.options?.nodesVisitedDetails) request.nodes_visited_details = true;
  const out: TranscriptTurn = { request };
  if (turn.context_merge && isJsonObject(turn.context_merge as JsonValue)) out.context = turn.context_merge;
  if (turn.now) out.options = { now: turn.now };
  const expect: TranscriptTurn['expect'] = {};
  if (turn.expect && Object.keys(turn.expect).length > 0) expect.equals = normalizePaths(turn.expect);
  if (turn.expect_text_contains && turn.expect_text_contains.length > 0) expect.text_contains = turn.expect_text_contains;
  if (Object.keys(expect).length > 0) out.expect = expect;
  if (skip !== undefined) out.skip = skip;
  return out;
}

/** Replay paths may write an index as a numeric segment (`intents.0.intent`); the kit reads both. */
function normalizePaths(expect: JsonObject): JsonObject {
  const out: JsonObject = {};
  // setOwnKey: a path `__proto__` assigned set the prototype of `out`, and its check was lost.
  for (const [path, value] of Object.entries(expect)) setOwnKey(out, path.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), value);
  return out;
}
