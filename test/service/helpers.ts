/** Shared set-up for the service tests: a service on a fake clock and error capture. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { AssistantV1, type AssistantV1Options } from '../../src/service/index.js';

export const VERSION = '2021-06-14';
export const DATA = join(__dirname, '../fixtures');

/**
 * Call at a test file's top level: gives `tempDir`, a new directory under the system's temp folder (named `prefix`…)
 * each call, and removes every one of them after each test.
 */
export function tempDirsRemovedAfterEach(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** A clock that advances one second per reading, from 2026-11-21T10:00:00Z. */
export function tickingClock(start = Date.parse('2026-11-21T10:00:00.000Z'), stepMs = 1000): () => Date {
  let t = start - stepMs;
  return () => new Date((t += stepMs));
}

export function service(options: Partial<AssistantV1Options> = {}): AssistantV1 {
  return new AssistantV1({ version: VERSION, clock: tickingClock(), ...options });
}

/** The ParleyError a call rejects with (fails the test when it resolves). */
export { failure } from '../common/failure.js';

export function sharedWorkspace(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(DATA, 'workspaces', `${name}.json`), 'utf8')) as Record<string, unknown>;
}

/** A small workspace used across tests. */
export function smallWorkspace(): Record<string, unknown> {
  return {
    name: 'demo',
    language: 'en',
    description: 'a demo',
    intents: [
      { intent: 'greet', examples: [{ text: 'hello' }, { text: 'hi there' }] },
      { intent: 'bye', description: 'leaving', examples: [{ text: 'goodbye' }, { text: 'see you later' }] },
    ],
    entities: [
      { entity: 'city', values: [{ value: 'Boston', synonyms: ['beantown'] }, { value: 'Paris', synonyms: [] }] },
      { entity: 'sys-number', values: [] },
    ],
    dialog_nodes: [
      { dialog_node: 'welcome', conditions: 'welcome', output: { text: 'Welcome!' } },
      { dialog_node: 'greeting', conditions: '#greet', previous_sibling: 'welcome', output: { text: 'Hello to you.' } },
      { dialog_node: 'else', conditions: 'anything_else', previous_sibling: 'greeting', output: { text: 'Sorry?' } },
    ],
    counterexamples: [{ text: 'what is the weather' }],
  };
}

/** Follows `next_cursor` to the end; returns every page's items (field `key`) in order. */
export async function walk<T>(
  list: (cursor?: string) => Promise<{ result: unknown }>,
  key: string,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const { result } = await list(cursor);
    const r = result as Record<string, unknown> & { pagination: { next_cursor?: string } };
    items.push(...(r[key] as T[]));
    pages += 1;
    if (pages > 1000) throw new Error('pagination does not end');
    cursor = r.pagination.next_cursor;
    if (!cursor) return { items, pages };
  }
}

/** Creates the small workspace and returns its id. */
export async function createSmall(a: AssistantV1, headers?: Record<string, string>): Promise<string> {
  const { result } = await a.createWorkspace({ ...smallWorkspace(), ...(headers ? { headers } : {}) });
  return (result as { workspace_id: string }).workspace_id;
}
