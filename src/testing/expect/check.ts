/** Checks one response against a turn's expectations; every failed expectation is one Failure. */
import { IRRELEVANCE_THRESHOLD, type MessageResponse } from '../../model/index.js';
import type { TurnExpectations } from '../transcript/types.js';
import { asRegExp, deepEqual, matchesPartial, matchesText, readPath, show } from './matchers.js';
import { checkObject, fail as badArgument } from '../args.js';

export interface Failure {
  /** Which expectation, e.g. `text`, `context.size`, `entities[1]`. */
  expectation: string;
  message: string;
  expected: unknown;
  actual: unknown;
}

export function responseText(response: MessageResponse): string[] {
  return Array.isArray(response.output?.text) ? response.output.text : [];
}

/**
 * What the bot said: the output text lines, then the generic text responses not already among them. From API
 * version 2018-07-10 the service mirrors each generic text into output.text: counted once, a failure's "actual"
 * shows each line once (it showed every line twice).
 */
export function saidLines(response: MessageResponse): string[] {
  const lines = responseText(response);
  const unmatched = [...lines];
  const extra: string[] = [];
  for (const g of response.output?.generic ?? []) {
    if (g.response_type !== 'text' || typeof g.text !== 'string') continue;
    const i = unmatched.indexOf(g.text);
    if (i >= 0) unmatched.splice(i, 1);
    else extra.push(g.text);
  }
  return [...lines, ...extra];
}

/** Node ids and titles visited, for matching by either. */
export function visitedNodes(response: MessageResponse): string[] {
  return Array.isArray(response.output?.nodes_visited) ? response.output.nodes_visited : [];
}

export function checkTurn(expect: TurnExpectations, response: MessageResponse, titles: ReadonlyMap<string, string> = new Map()): Failure[] {
  checkObject('checkTurn', expect, 'expect', false);
  checkObject('checkTurn', response, 'response', false);
  checkObject('checkTurn', response.output, 'response.output', false);
  if (!(titles instanceof Map)) badArgument('checkTurn', 'titles', 'a Map of node id to title', titles);
  const failures: Failure[] = [];
  const fail = (expectation: string, message: string, expected: unknown, actual: unknown) =>
    failures.push({ expectation, message, expected, actual });
  const lines = responseText(response);
  const joined = lines.join('\n');
  const nameOf = (id: string) => titles.get(id) ?? id;

  if (expect.text !== undefined) {
    if (Array.isArray(expect.text)) {
      const ok = expect.text.length === lines.length && expect.text.every((m, i) => matchesText(m, lines[i]));
      if (!ok) fail('text', 'output text differs', expect.text, lines);
    } else if (!matchesText(expect.text, joined)) {
      fail('text', asRegExp(expect.text) ? 'output text does not match' : 'output text differs', expect.text, joined);
    }
  }
  const said = saidLines(response).join('\n');
  for (const s of toList(expect.text_contains)) {
    if (!said.includes(s)) fail('text_contains', `output text does not contain ${show(s)}`, s, said);
  }
  const visited = visitedNodes(response);
  if (expect.nodes !== undefined) {
    const same = expect.nodes.length === visited.length && expect.nodes.every((n, i) => n === visited[i] || n === nameOf(visited[i]));
    if (!same) fail('nodes', 'nodes visited differ', expect.nodes, visited.map(nameOf));
  }
  if (expect.node !== undefined && !visited.some((v) => v === expect.node || nameOf(v) === expect.node)) {
    fail('node', `node ${show(expect.node)} was not visited`, expect.node, visited.map(nameOf));
  }
  const top = response.intents?.[0];
  if (expect.intent !== undefined) {
    const actual = top && top.confidence >= IRRELEVANCE_THRESHOLD ? top.intent : null;
    if (actual !== expect.intent) fail('intent', 'top intent differs', expect.intent, actual);
  }
  if (expect.intent_confidence !== undefined && !(top && top.confidence >= expect.intent_confidence)) {
    fail('intent_confidence', `top intent confidence below ${expect.intent_confidence}`, expect.intent_confidence, top?.confidence ?? null);
  }
  (expect.entities ?? []).forEach((e, i) => {
    const found = (response.entities ?? []).some(
      (a) =>
        a.entity === e.entity &&
        (e.value === undefined || matchesText(e.value, a.value)) &&
        (e.location === undefined || (a.location[0] === e.location[0] && a.location[1] === e.location[1])) &&
        (e.literal === undefined || matchesText(e.literal, literalOf(response, a.location))),
    );
    if (!found) fail(`entities[${i}]`, `entity @${e.entity}${e.value !== undefined ? `:${e.value}` : ''} not detected`, e, response.entities);
  });
  for (const [path, expected] of Object.entries(expect.context ?? {})) {
    const actual = readPath(response.context, path);
    if (!matchesPartial(expected, actual)) fail(`context.${path}`, `context ${path} differs`, expected, actual);
  }
  const logs = response.output?.log_messages ?? [];
  (expect.log ?? []).forEach((l, i) => {
    const ok = logs.some((m) => (l.level === undefined || m.level === l.level) && (l.msg === undefined || matchesText(l.msg, m.msg) || m.msg.includes(l.msg)));
    if (!ok) fail(`log[${i}]`, 'log message not found', l, logs);
  });
  if (expect.no_errors) {
    const errors = logs.filter((m) => m.level === 'error' || m.level === 'err');
    if (errors.length > 0) fail('no_errors', 'error log messages present', [], errors);
  }
  if (expect.generic !== undefined) {
    const generic = response.output?.generic ?? [];
    let from = 0;
    expect.generic.forEach((g, i) => {
      const at = generic.findIndex((a, j) => j >= from && matchesPartial(g, a));
      if (at === -1) fail(`generic[${i}]`, 'generic response not found (in order)', g, generic);
      else from = at + 1;
    });
  }
  for (const [path, expected] of Object.entries(expect.response ?? {})) {
    const actual = readPath(response, path);
    if (!matchesPartial(expected, actual)) fail(`response.${path}`, `${path} differs`, expected, actual);
  }
  for (const [path, expected] of Object.entries(expect.equals ?? {})) {
    const actual = readPath(response, path);
    if (!deepEqual(actual, expected)) fail(`equals.${path}`, `${path} differs`, expected, actual);
  }
  return failures;
}

function literalOf(response: MessageResponse, location: [number, number]): string {
  const text = typeof response.input?.text === 'string' ? response.input.text : '';
  return text.slice(location[0], location[1]);
}

function toList(v: string | string[] | undefined): string[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}
