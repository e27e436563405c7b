/** Reads and validates a transcript (YAML or JSON), reporting every problem with its JSON path. */
import { readTextAtMost } from '../../common/read-at-most.js';
import { dirname, resolve } from 'node:path';
import { yaml } from '../peers.js';
import { ParleyError, isJsonObject, plainJsonIssues, type ErrorDetail, type JsonObject, type JsonValue } from '../../model/index.js';
import type { Transcript } from './types.js';
import { checkObject, checkString } from '../args.js';
import { jsonSyntaxMessage, withoutByteOrderMark } from '../../common/json-syntax.js';
import { fileFailure } from '../../common/file-failures.js';
import { unknownKeyHint } from './closest-key.js';

export interface LoadedTranscript {
  transcript: Transcript;
  /** The workspace JSON the transcript names. */
  workspace: unknown;
  /** Where the transcript came from (for messages). */
  source: string;
}

const TURN_KEYS = new Set(['say', 'request', 'context', 'options', 'expect', 'skip']);
const EXPECT_KEYS = new Set([
  'text', 'text_contains', 'nodes', 'node', 'intent', 'intent_confidence', 'entities', 'context', 'log', 'no_errors', 'generic', 'response', 'equals',
]);

export function loadTranscriptFile(path: string): LoadedTranscript {
  checkString('loadTranscriptFile', path, 'path');
  let text: string;
  try {
    text = readTextAtMost(path);
  } catch (e) {
    // In words, as the command line's own reads say it (`parley test DIR` met a dangling link as "…: ENOENT", hred26).
    throw new ParleyError(404, `Cannot read transcript ${path}: ${fileFailure(e)}`);
  }
  const data = parseTranscriptText(text, path);
  return loadTranscript(data, { baseDir: dirname(path), source: path });
}

export function parseTranscriptText(text: string, source = 'transcript'): unknown {
  checkString('parseTranscriptText', text, 'text');
  checkString('parseTranscriptText', source, 'source');
  const format = source.endsWith('.json') ? 'JSON' : 'YAML';
  try {
    return format === 'JSON' ? JSON.parse(text) : yaml().parse(text, { prettyErrors: true });
  } catch (e) {
    const message = `not valid ${format}: ${format === 'JSON' ? jsonSyntaxMessage(text, e) : yamlSyntaxMessage(e)}`;
    throw new ParleyError(400, `${source} is ${message}`, [{ code: 'syntax', message, path: '' }]);
  }
}

/**
 * The YAML parser's error without its code frame: `Missing closing "quote at line 2, column 1`. The frame (the
 * source line, a caret, blank lines around them) made the command line's one error line five; the line and
 * column stay.
 */
function yamlSyntaxMessage(e: unknown): string {
  return String((e as Error).message).split('\n')[0]!.replace(/:\s*$/, '');
}

export function loadTranscript(data: unknown, opts: { baseDir?: string; source?: string } = {}): LoadedTranscript {
  checkObject('loadTranscript', opts, 'opts');
  const errors = validateTranscript(data);
  if (errors.length > 0) throw new ParleyError(400, 'Invalid transcript', errors);
  const transcript = data as Transcript;
  let workspace: unknown = transcript.workspace;
  if (typeof transcript.workspace === 'string') {
    const path = resolve(opts.baseDir ?? '.', transcript.workspace);
    let text: string | undefined;
    try {
      text = withoutByteOrderMark(readTextAtMost(path));
      workspace = JSON.parse(text);
    } catch (e) {
      // The detail is what the command line prints: it names the workspace file, not only the transcript's key.
      const reason = text === undefined ? `cannot read ${path}: ${fileFailure(e)}` : `${path} is not valid JSON: ${jsonSyntaxMessage(text, e)}`;
      throw new ParleyError(400, `Cannot load workspace ${path}: ${reason}`, [{ code: 'workspace', message: reason, path: '.workspace' }]);
    }
  }
  return { transcript, workspace, source: opts.source ?? 'transcript' };
}

export function validateTranscript(data: unknown): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  const err = (path: string, message: string, code = 'type') => errors.push({ code, message, path });
  if (!isJsonObject(data as JsonValue)) {
    err('', 'A transcript is an object with workspace and conversations');
    return errors;
  }
  const t = data as JsonObject;
  // Everything but the workspace (which the engine checks as a workspace) must be JSON: a YAML alias inside itself
  // (`&x { a: *x }`) or an expectation thousands of levels deep made the matchers and the report overflow or throw
  // (review hred14). Depths count from each top-level key: an expectation's context may nest about 90 levels.
  for (const key of Object.keys(t)) {
    if (key === 'workspace') continue;
    const issues = plainJsonIssues(t[key], `.${key}`);
    if (issues.length > 0) return issues;
  }
  if (typeof t.workspace !== 'string' && !isJsonObject(t.workspace)) err('.workspace', 'workspace must be a file path or a workspace object', 'required');
  if (t.options !== undefined && !isJsonObject(t.options)) err('.options', 'options must be an object');
  if (!Array.isArray(t.conversations) || t.conversations.length === 0) {
    err('.conversations', 'conversations must be a non-empty array', 'required');
    return errors;
  }
  t.conversations.forEach((c, ci) => {
    const cp = `.conversations[${ci}]`;
    if (!isJsonObject(c)) return err(cp, 'a conversation is an object with name and turns');
    if (typeof c.name !== 'string' || c.name.trim() === '') err(`${cp}.name`, 'name must be a non-empty string', 'required');
    if (c.context !== undefined && !isJsonObject(c.context)) err(`${cp}.context`, 'context must be an object');
    if (!Array.isArray(c.turns) || c.turns.length === 0) return err(`${cp}.turns`, 'turns must be a non-empty array', 'required');
    c.turns.forEach((turn, ti) => {
      const tp = `${cp}.turns[${ti}]`;
      if (!isJsonObject(turn)) return err(tp, 'a turn is an object with say or request');
      for (const k of Object.keys(turn)) if (!TURN_KEYS.has(k)) err(`${tp}.${k}`, `unknown turn key ${k} (${unknownKeyHint(k, TURN_KEYS)})`, 'unknown');
      if ((turn.say === undefined) === (turn.request === undefined)) err(tp, 'a turn has exactly one of say and request', 'required');
      if (turn.say !== undefined && typeof turn.say !== 'string') err(`${tp}.say`, 'say must be a string');
      if (turn.request !== undefined && !isJsonObject(turn.request)) err(`${tp}.request`, 'request must be an object');
      if (turn.context !== undefined && !isJsonObject(turn.context)) err(`${tp}.context`, 'context must be an object');
      if (turn.skip !== undefined && typeof turn.skip !== 'string') err(`${tp}.skip`, 'skip must be the reason, a string');
      if (turn.expect !== undefined) {
        if (!isJsonObject(turn.expect)) return err(`${tp}.expect`, 'expect must be an object');
        for (const k of Object.keys(turn.expect)) if (!EXPECT_KEYS.has(k)) err(`${tp}.expect.${k}`, `unknown expectation ${k} (${unknownKeyHint(k, EXPECT_KEYS)})`, 'unknown');
        const e = turn.expect;
        if (e.nodes !== undefined && !(Array.isArray(e.nodes) && e.nodes.every((n) => typeof n === 'string'))) err(`${tp}.expect.nodes`, 'nodes must be a list of node ids');
        if (e.intent !== undefined && e.intent !== null && typeof e.intent !== 'string') err(`${tp}.expect.intent`, 'intent must be a name or null');
        if (e.intent_confidence !== undefined && typeof e.intent_confidence !== 'number') err(`${tp}.expect.intent_confidence`, 'intent_confidence must be a number');
        for (const k of ['entities', 'log', 'generic'] as const) {
          if (e[k] !== undefined && !(Array.isArray(e[k]) && (e[k] as JsonValue[]).every(isJsonObject))) err(`${tp}.expect.${k}`, `${k} must be a list of objects`);
        }
        for (const k of ['context', 'response', 'equals'] as const) if (e[k] !== undefined && !isJsonObject(e[k])) err(`${tp}.expect.${k}`, `${k} must be an object`);
      }
    });
  });
  return errors;
}
