/** The property suite against the real engine: shared workspaces never crash; a jump cycle is caught and shrunk. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { compileWorkspace } from '../../src/index.js';
import { checkProperties, deterministic, loadTranscript, parseTranscriptText } from '../../src/testing/index.js';
import { loopWorkspace } from './loop-workspace.js';

const dir = new URL('../fixtures/workspaces/', import.meta.url);

describe('property suite on every shared workspace', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it.each(files)('%s: no throw, deterministic', (file) => {
    const engine = compileWorkspace(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    // Real workspaces may legitimately answer nothing or log errors; crashes and nondeterminism are bugs.
    const result = checkProperties(engine, { numRuns: 8, maxTurns: 5, seed: 7, invariants: { deterministic } });
    expect(result.ok ? 'ok' : result.transcript).toBe('ok');
  });
});

describe('a deliberately broken workspace', () => {
  const broken = loopWorkspace;

  it('is caught (the loop is logged as an error) and shrunk to a one-turn transcript', () => {
    const engine = compileWorkspace(broken, { version: '2021-06-14' });
    const result = checkProperties(engine, { numRuns: 100, seed: 3, workspacePath: 'loop.json' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.invariant).toBe('noRuntimeErrors');
    expect(result.turns).toHaveLength(1);
    expect(result.message).toMatch(/logged an error/);
    const pasted = loadTranscript({ ...(parseTranscriptText(result.transcript) as object), workspace: broken });
    expect(pasted.transcript.conversations[0].turns).toHaveLength(1);
  });
});
