/**
 * A hostile `version` (a BigInt, a circular object, a symbol, a function, a day the calendar lacks) at every entry
 * point that reads one: the same 400 naming `.version`, with the same message, never a TypeError from printing it.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1, compileWorkspace } from '../../src/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { parleyErrorOf, statusAndPaths } from './guard.js';

const workspace = { name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: [] };
const circular: Record<string, unknown> = {};
circular.self = circular;

const entryPoints: [string, (version: unknown) => unknown][] = [
  ['compileWorkspace', (version) => compileWorkspace(workspace, { version: version as string })],
  ['engine.message', (version) => compileWorkspace(workspace).message({}, { now: 0, version: version as string })],
  ['new AssistantV1', (version) => new AssistantV1({ version: version as string })],
  ['new CompareComplyV1', (version) => new CompareComplyV1({ version: version as string })],
];

describe('hostile versions', () => {
  it.each([
    ['a BigInt', 10n, 'Invalid version 10: expected YYYY-MM-DD'],
    ['a circular object', circular, 'Invalid version an object: expected YYYY-MM-DD'],
    ['a symbol', Symbol('v'), 'Invalid version Symbol(v): expected YYYY-MM-DD'],
    ['a function', () => '2021-06-14', 'Invalid version a function: expected YYYY-MM-DD'],
    ['a day the calendar lacks', '2018-02-30', 'Invalid version "2018-02-30": expected YYYY-MM-DD'],
    ['a long string', `2021-06-14${'x'.repeat(10_000)}`, `Invalid version "2021-06-14${'x'.repeat(47)}...": expected YYYY-MM-DD`],
  ] as [string, unknown, string][])('%s: a 400 naming .version at every entry point, one message', (_, version, message) => {
    for (const [, call] of entryPoints) {
      const err = parleyErrorOf(() => call(version));
      expect(statusAndPaths(err)).toEqual([400, [['format', '.version']]]);
      expect(err.errors[0].message).toBe(message);
    }
  });
});
