/** Runs a transcript against an engine: each conversation carries its context like a client would. */
import { compileWorkspace, type Engine, type MessageOptions } from '../engine/index.js';
import { ParleyError, type JsonObject, type MessageRequest, type MessageResponse } from '../model/index.js';
import { checkTurn, type Failure } from './expect/check.js';
import type { LoadedTranscript } from './transcript/load.js';
import type { TranscriptOptions, TranscriptTurn } from './transcript/types.js';
import { checkEngine, checkFunction, checkObject } from './args.js';

export interface TurnOutcome {
  index: number;
  /** What the user said (or the request's input text). */
  input: string;
  passed: boolean;
  failures: Failure[];
  response?: MessageResponse;
  /** Set when the engine threw. */
  error?: string;
  /** The turn ran but was not checked, for this reason. */
  skipped?: string;
}

export interface ConversationOutcome {
  name: string;
  passed: boolean;
  turns: TurnOutcome[];
}

export interface TranscriptOutcome {
  source: string;
  passed: boolean;
  conversations: ConversationOutcome[];
  turns: number;
  failedTurns: number;
  skippedTurns: number;
}

export interface RunOptions {
  /** Run against this engine instead of compiling the transcript's workspace. */
  engine?: Engine;
  /** Called with every response (coverage collection). */
  onResponse?: (response: MessageResponse, request: MessageRequest) => void;
}

export function runTranscript(loaded: LoadedTranscript, options: RunOptions = {}): TranscriptOutcome {
  checkObject('runTranscript', loaded, 'loaded', false);
  checkObject('runTranscript', loaded.transcript, 'loaded.transcript (from loadTranscript)', false);
  checkObject('runTranscript', options, 'options');
  if (options.engine !== undefined) checkEngine('runTranscript', options.engine, 'options.engine');
  if (options.onResponse !== undefined) checkFunction('runTranscript', options.onResponse, 'options.onResponse');
  const { transcript } = loaded;
  const engine = options.engine ?? compileWorkspace(loaded.workspace, transcript.options?.version ? { version: transcript.options.version } : {});
  const titles = titleMap(engine);
  const conversations = transcript.conversations.map((conv): ConversationOutcome => {
    let context: JsonObject | undefined = conv.context ? { ...conv.context } : undefined;
    const turns = conv.turns.map((turn, index): TurnOutcome => {
      const request = buildRequest(turn, context);
      const input = typeof request.input?.text === 'string' ? request.input.text : '';
      try {
        const response = engine.message(request, messageOptions(transcript.options, turn.options, index));
        context = response.context as JsonObject;
        options.onResponse?.(response, request);
        if (turn.skip !== undefined) return { index, input, passed: true, failures: [], response, skipped: turn.skip };
        const failures = turn.expect ? checkTurn(turn.expect, response, titles) : [];
        return { index, input, passed: failures.length === 0, failures, response };
      } catch (e) {
        const message = e instanceof ParleyError ? `${e.message}${e.errors[0]?.path ? ` at ${e.errors[0].path}` : ''}` : String((e as Error).message);
        return { index, input, passed: false, failures: [], error: message };
      }
    });
    return { name: conv.name, passed: turns.every((t) => t.passed), turns };
  });
  const all = conversations.flatMap((c) => c.turns);
  return {
    source: loaded.source,
    passed: conversations.every((c) => c.passed),
    conversations,
    turns: all.length,
    failedTurns: all.filter((t) => !t.passed).length,
    skippedTurns: all.filter((t) => t.skipped !== undefined).length,
  };
}

function buildRequest(turn: TranscriptTurn, carried: JsonObject | undefined): MessageRequest {
  const request: MessageRequest = turn.request ? { ...turn.request } : { input: { text: turn.say ?? '' } };
  if (request.context === undefined && carried !== undefined) request.context = carried;
  if (turn.context) request.context = { ...(request.context ?? {}), ...turn.context };
  return request;
}

function messageOptions(base: TranscriptOptions | undefined, turn: TranscriptOptions | undefined, index: number): MessageOptions {
  const o = { ...(base ?? {}), ...(turn ?? {}) };
  const out: MessageOptions = {};
  // A fixed default instant keeps transcripts deterministic unless they ask for a date.
  out.now = o.now ?? '2026-01-01T12:00:00Z';
  if (o.timezone) out.timezone = o.timezone;
  // Without a seed the engine derives randomness from the conversation id and turn counter (replayable).
  if (o.seed !== undefined) out.seed = `${o.seed}:${index}`;
  return out;
}

function titleMap(engine: Engine): Map<string, string> {
  const m = new Map<string, string>();
  for (const n of engine.workspace.dialog_nodes) if (n.title) m.set(n.dialog_node, n.title);
  return m;
}
