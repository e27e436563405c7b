/**
 * Assertions on a reply as matcher functions (`{ pass, message, actual, expected }`), the shape vitest's and
 * jest's `expect.extend` take: `import 'parley/testing/vitest'` registers them. A reply is a MessageResponse
 * or what `conversation(engine).say(...)` returns (which also knows node titles).
 */
import { ParleyError } from '../common/errors.js';
import { isObject } from '../common/is-object.js';
import type { JsonValue, MessageResponse } from '../model/index.js';
import { checkTurn, type Failure } from './expect/check.js';
import { formatFailure } from './report.js';
import type { EntityExpectation, TurnExpectations } from './transcript/types.js';

export interface MatcherResult {
  pass: boolean;
  message: () => string;
  actual?: unknown;
  expected?: unknown;
}

type Reply = MessageResponse | { response: MessageResponse; titles?: ReadonlyMap<string, string> };

function replyOf(received: unknown, matcher: string): { response: MessageResponse; titles: ReadonlyMap<string, string> } {
  const r = received as { response?: MessageResponse; titles?: ReadonlyMap<string, string>; output?: unknown };
  if (r && typeof r === 'object' && r.response && typeof r.response === 'object' && 'output' in r.response) {
    return { response: r.response, titles: r.titles instanceof Map ? r.titles : new Map() };
  }
  if (r && typeof r === 'object' && r.output && typeof r.output === 'object') return { response: r as MessageResponse, titles: new Map() };
  const message = `${matcher}: expected a message response (or a conversation turn), got ${received === null ? 'null' : typeof received}`;
  throw ParleyError.invalidRequest([{ code: 'type', message, path: `${matcher}(received)` }]);
}

const asText = (m: string | RegExp) => (m instanceof RegExp ? `/${m.source}/${m.flags}` : m);

function run(name: string, received: unknown, expectations: TurnExpectations, describe: string): MatcherResult {
  const { response, titles } = replyOf(received, name);
  const failures: Failure[] = checkTurn(expectations, response, titles);
  const first = failures[0];
  return {
    pass: failures.length === 0,
    message: () =>
      failures.length === 0
        ? `expected the reply not to ${describe}`
        : [`expected the reply to ${describe}`, ...failures.flatMap(formatFailure)].join('\n'),
    ...(first ? { actual: first.actual, expected: first.expected } : {}),
  };
}

function requireArg(ok: boolean, matcher: string, param: string, what: string): void {
  if (!ok) throw ParleyError.invalidRequest([{ code: 'type', message: `${matcher}: ${param} must be ${what}`, path: `${matcher}(${param})` }]);
}

/** The matchers, keyed by name: pass them to `expect.extend`. */
export const parleyMatchers = {
  /** All output text lines joined by `\n` equal the string, or match the RegExp. */
  toSayText(received: unknown, expected: string | RegExp): MatcherResult {
    requireArg(typeof expected === 'string' || expected instanceof RegExp, 'toSayText', 'expected', 'a string or a RegExp');
    return run('toSayText', received, { text: asText(expected) }, `say ${String(expected)}`);
  },
  /** Each string occurs in what the bot said. */
  toSayTextContaining(received: unknown, ...parts: string[]): MatcherResult {
    requireArg(parts.length > 0 && parts.every((p) => typeof p === 'string'), 'toSayTextContaining', 'parts', 'one or more strings');
    return run('toSayTextContaining', received, { text_contains: parts }, `say something containing ${parts.map((p) => JSON.stringify(p)).join(', ')}`);
  },
  /** A node (id or title) was visited; with an array, exactly these nodes in order. */
  toVisit(received: unknown, nodes: string | string[]): MatcherResult {
    requireArg(typeof nodes === 'string' || (Array.isArray(nodes) && nodes.every((n) => typeof n === 'string')), 'toVisit', 'nodes', 'a node id or title, or an array of them');
    return run('toVisit', received, typeof nodes === 'string' ? { node: nodes } : { nodes }, `visit ${JSON.stringify(nodes)}`);
  },
  /** The top intent (`null`: irrelevant), optionally with a minimum confidence. */
  toHaveIntent(received: unknown, intent: string | null, minConfidence?: number): MatcherResult {
    requireArg(typeof intent === 'string' || intent === null, 'toHaveIntent', 'intent', 'an intent name or null');
    requireArg(minConfidence === undefined || (typeof minConfidence === 'number' && minConfidence >= 0 && minConfidence <= 1), 'toHaveIntent', 'minConfidence', 'a number from 0 to 1');
    return run('toHaveIntent', received, { intent, ...(minConfidence !== undefined ? { intent_confidence: minConfidence } : {}) }, `have top intent ${intent === null ? 'irrelevant' : `#${intent}`}`);
  },
  /** An entity (and value) was detected. */
  toHaveEntity(received: unknown, entity: string | EntityExpectation, value?: string): MatcherResult {
    const expectation = typeof entity === 'string' ? { entity, ...(value !== undefined ? { value } : {}) } : entity;
    requireArg(typeof expectation === 'object' && expectation !== null && typeof expectation.entity === 'string', 'toHaveEntity', 'entity', 'an entity name or {entity, value?}');
    return run('toHaveEntity', received, { entities: [expectation] }, `have entity @${expectation.entity}${expectation.value ? `:${expectation.value}` : ''}`);
  },
  /** Context values by dotted path: exact JSON, a RegExp for strings, `undefined` for absent. */
  toHaveContext(received: unknown, expected: Record<string, JsonValue | RegExp | undefined>): MatcherResult {
    requireArg(isObject(expected), 'toHaveContext', 'expected', 'an object of context paths');
    const context = Object.fromEntries(
      Object.entries(expected).map(([k, v]) => [k, v === undefined ? { absent: true } : v instanceof RegExp ? asText(v) : v]),
    ) as Record<string, JsonValue>;
    return run('toHaveContext', received, { context }, `have context ${JSON.stringify(context)}`);
  },
  /** No log message of level error. */
  toLogNoErrors(received: unknown): MatcherResult {
    return run('toLogNoErrors', received, { no_errors: true }, 'log no errors');
  },
};

/** The matchers as TypeScript sees them on `expect(reply)`. */
export interface ParleyMatchers<R = unknown> {
  toSayText(expected: string | RegExp): R;
  toSayTextContaining(...parts: string[]): R;
  toVisit(nodes: string | string[]): R;
  toHaveIntent(intent: string | null, minConfidence?: number): R;
  toHaveEntity(entity: string | EntityExpectation, value?: string): R;
  toHaveContext(expected: Record<string, JsonValue | RegExp | undefined>): R;
  toLogNoErrors(): R;
}

export type { Reply };
