import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbitraries, checkProperties, loadTranscript, parseTranscriptText } from '../../src/testing/index.js';
import { compileWorkspace, type Engine } from '../../src/engine/index.js';
import { normalizeWorkspace, type MessageResponse } from '../../src/model/index.js';

const workspace = normalizeWorkspace({
  name: 'prop',
  language: 'en',
  intents: [
    { intent: 'order', examples: [{ text: 'I want a large pizza' }, { text: 'order a pizza please' }] },
    { intent: 'loop', examples: [{ text: 'start the loop now' }] },
  ],
  entities: [{ entity: 'size', values: [{ value: 'large', synonyms: ['big'] }] }, { entity: 'sys-number', values: [] }],
});

/** Answers everything, but logs an error whenever the text mentions "loop": a stand-in for a jump cycle. */
function engineWithLoop(): Engine {
  const base = compileWorkspace({ name: 'x', language: 'en' });
  return {
    ...base,
    workspace,
    message(request = {}): MessageResponse {
      const text = request.input?.text ?? '';
      const looped = /loop/i.test(text);
      return {
        input: { text },
        intents: [],
        entities: [],
        context: { conversation_id: 'c' },
        output: {
          text: ['ok'],
          log_messages: looped ? [{ level: 'err', msg: 'Dialog loop detected: a → b → a' }] : [],
          nodes_visited: [],
        },
      };
    },
  };
}

describe('arbitraries', () => {
  it('draws utterances from the workspace vocabulary, system-entity formats and noise', () => {
    const samples = fc.sample(arbitraries.utterance(workspace), { numRuns: 300, seed: 7 });
    expect(samples).toContain('order a pizza please');
    expect(samples).toContain('big');
    expect(samples.some((s) => ['3', 'twenty one', '1,250.5', '-4', 'a dozen'].includes(s))).toBe(true);
    expect(samples).toContain('');
  });

  it('perturbs deterministically', () => {
    expect(arbitraries.perturb('order a pizza please', 0)).toBe('a pizza please');
    expect(arbitraries.perturb('order a pizza please', 1)).toBe('order pizza a please');
    expect(arbitraries.perturb('order a pizza please', 2)).toBe('ORDER A PIZZA PLEASE');
    expect(arbitraries.perturb('order a pizza please', 3)).toBe('order a pizza pelase');
  });
});

describe('checkProperties', () => {
  it('catches the broken behaviour and shrinks it to a short, pasteable transcript', () => {
    const result = checkProperties(engineWithLoop(), { numRuns: 200, seed: 1, workspacePath: 'prop.json' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.invariant).toBe('noRuntimeErrors');
    expect(result.turns).toHaveLength(1);
    expect(result.turns[0]).toMatch(/loop/i);
    const transcript = loadTranscript({ ...(parseTranscriptText(result.transcript) as object), workspace: { name: 'inline' } });
    expect(transcript.transcript.conversations[0].turns).toEqual([{ say: result.turns[0], expect: { no_errors: true } }]);
  });

  it('passes on an engine that answers every turn without errors', () => {
    const quiet = { ...engineWithLoop(), message: (r: { input?: { text?: string } } = {}) => ({ input: r.input ?? {}, intents: [], entities: [], context: {}, output: { text: ['fine'], log_messages: [] } }) } as Engine;
    expect(checkProperties(quiet, { numRuns: 30, seed: 3 })).toEqual({ ok: true, runs: 30 });
  });
});
