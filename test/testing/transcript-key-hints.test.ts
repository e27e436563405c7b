/**
 * A misspelt transcript key names the key meant, or lists the keys (h46user, session 32: "unknown turn key expct"
 * left a newcomer to find the list in docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { validateTranscript } from '../../src/testing/transcript/load.js';

const transcript = (turn: object) => ({ workspace: { intents: [] }, conversations: [{ name: 'a', turns: [turn] }] });
const messages = (turn: object) => validateTranscript(transcript(turn)).map((e) => `${e.path}: ${e.message}`);

describe('unknown transcript keys', () => {
  it('a turn key within two edits of one: did you mean', () => {
    expect(messages({ say: 'hi', expct: { text: 'a' } })).toEqual(['.conversations[0].turns[0].expct: unknown turn key expct (did you mean expect?)']);
  });

  it('an expectation within two edits of one: did you mean', () => {
    expect(messages({ say: 'hi', expect: { intnet: 'x' } })).toEqual(['.conversations[0].turns[0].expect.intnet: unknown expectation intnet (did you mean intent?)']);
  });

  it('near none, or near two: the keys are listed', () => {
    expect(messages({ say: 'hi', when: 1 })).toEqual([
      '.conversations[0].turns[0].when: unknown turn key when (one of say, request, context, options, expect, skip)',
    ]);
    // "nodez" is one edit from "nodes" and two from "node": no single guess.
    expect(messages({ say: 'hi', expect: { nodez: [] } })).toEqual([
      '.conversations[0].turns[0].expect.nodez: unknown expectation nodez (one of text, text_contains, nodes, node, intent, intent_confidence, entities, context, log, no_errors, generic, response, equals)',
    ]);
  });

  it('a key of 100,000 characters is listed against, not compared edit by edit', () => {
    const key = 'x'.repeat(100_000);
    const started = performance.now();
    expect(messages({ say: 'hi', [key]: 1 })[0]).toMatch(/\(one of say, request, context, options, expect, skip\)$/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
