/**
 * compileWorkspace given the export's file name, its JSON text or its bytes (a newcomer's first mistake, session 32's
 * walk through the README): a 400 that says to parse it. Before, "Workspace must be a JSON object" alone, which a
 * newcomer holding what they believe is the workspace cannot act on. An object is still validated as before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWorkspace, ParleyError } from '../../src/index.js';

const example = new URL('../../examples/coffee-shop.json', import.meta.url);
const advice = "compileWorkspace takes the parsed export (JSON.parse(readFileSync(file, 'utf8'))), not its file name or its text";

function refusal(workspace: unknown): { status: number; message: string; errors: unknown } {
  try {
    compileWorkspace(workspace);
  } catch (e) {
    if (!(e instanceof ParleyError)) throw e;
    return { status: e.status, message: e.message, errors: e.errors };
  }
  throw new Error('compiled');
}

describe('compileWorkspace on what is not yet a workspace object', () => {
  it.each([
    ['its file name', 'examples/coffee-shop.json', 'a string'],
    ['its JSON text', readFileSync(example, 'utf8'), 'a string'],
    ["its bytes (readFileSync without 'utf8')", readFileSync(example), "a file's bytes"],
  ])('%s: a 400 that says to parse it', (_, workspace, given) => {
    const message = `Workspace must be a JSON object, not ${given}: ${advice}`;
    expect(refusal(workspace)).toEqual({ status: 400, message, errors: [{ code: 'type', message, path: '' }] });
  });

  it('other non-objects keep the validator\'s words', () => {
    for (const bad of [null, 42, []]) expect(refusal(bad).message).toBe('Workspace must be a JSON object');
  });

  it('the parsed export compiles', () => {
    expect(compileWorkspace(JSON.parse(readFileSync(example, 'utf8'))).workspace.name).toBe('Coffee shop');
  });
});
