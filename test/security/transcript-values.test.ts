/**
 * A transcript's values are JSON (review hred14): a YAML alias that refers back to itself (`&x { a: *x }`) and an
 * expectation nested thousands of levels deep were read as they came, and `parley test` then died with "unexpected
 * error: Converting circular structure to JSON" (the report printing the expectation) or "Maximum call stack size
 * exceeded" (the matcher comparing it). They are refused when the transcript is loaded, each with its path.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { loadTranscript, parseTranscriptText, validateTranscript } from '../../src/testing/index.js';

const WORKSPACE = { intents: [], entities: [], dialog_nodes: [] };

function refusal(data: unknown): ParleyError {
  try {
    loadTranscript(data);
  } catch (e) {
    if (e instanceof ParleyError) return e;
    throw e;
  }
  throw new Error('the transcript was accepted');
}

describe('transcript values are JSON', () => {
  it('refuses an expectation that refers back to itself (a YAML alias), naming its path', () => {
    const yaml = ['conversations:', '  - name: loop', '    turns:', '      - say: hi', '        expect:', '          context: &x { a: *x }'].join('\n');
    const data = { workspace: WORKSPACE, ...(parseTranscriptText(yaml, 'loop.yaml') as object) };
    const e = refusal(data);
    expect(e.status).toBe(400);
    expect(e.result.error).toBe('Invalid transcript');
    expect(e.message).toBe('the value refers back to itself (not JSON)');
    expect(e.errors).toEqual([{ code: 'cycle', message: 'the value refers back to itself (not JSON)', path: '.conversations[0].turns[0].expect.context.a' }]);
  });

  it('refuses an expectation nested deeper than a workspace may be, naming where', () => {
    const context = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const text = `{"conversations":[{"name":"deep","turns":[{"say":"hi","expect":{"context":${context}}}]}]}`;
    const data = { workspace: WORKSPACE, ...(parseTranscriptText(text, 'deep.json') as object) };
    const e = refusal(data);
    expect(e.status).toBe(400);
    expect(e.errors?.map((d) => d.code)).toEqual(['max_depth']);
    expect(String(e.errors[0]?.path).startsWith('.conversations[0].turns[0].expect.context.a.a.')).toBe(true);
  });

  it('refuses a value JSON has no word for, from a JavaScript caller', () => {
    const errors = validateTranscript({ workspace: WORKSPACE, options: { now: Number.NaN }, conversations: [{ name: 'n', turns: [{ say: 'hi' }] }] });
    expect(errors).toEqual([{ code: 'type', message: 'NaN is not a JSON value', path: '.options.now' }]);
  });

  it('keeps an alias used twice without a loop (YAML sharing one expectation)', () => {
    const yaml = [
      'conversations:',
      '  - name: shared',
      '    turns:',
      '      - say: hi',
      '        expect: &e { text: Hello }',
      '      - say: hi again',
      '        expect: *e',
    ].join('\n');
    const data = { workspace: WORKSPACE, ...(parseTranscriptText(yaml, 'shared.yaml') as object) };
    expect(validateTranscript(data)).toEqual([]);
    expect(loadTranscript(data).transcript.conversations[0]!.turns).toHaveLength(2);
  });
});
