/**
 * Twenty-first adversarial round (hred20): the testing kit's expectations keyed by names. An expected key named
 * `__proto__` (a transcript's YAML or JSON makes it an own key) was read from the response as `actual['__proto__']`:
 * Object.prototype, which any `{}` matched, so a check of a key the response lacks passed. A replay file's path
 * `__proto__` set the prototype of the converted `equals` instead of a check, so the check was lost.
 */
import { describe, expect, it } from 'vitest';
import type { MessageResponse } from '../../src/index.js';
import { checkTurn, fromReplayFile, parseTranscriptText, type ReplayFile, type Transcript } from '../../src/testing/index.js';

const response = JSON.parse(`{"input":{"text":"hi"},"intents":[],"entities":[],"context":{"a":1},
  "output":{"text":["Hello"],"generic":[{"response_type":"text","text":"Hello"}],"nodes_visited":["n"],"log_messages":[]}}`) as MessageResponse;

describe('expectations naming __proto__ (hred20)', () => {
  it('an expected response key the response lacks fails, nested or in a generic response', () => {
    const transcript = parseTranscriptText(
      `workspace: w.json
conversations:
  - name: c
    turns:
      - say: hi
        expect:
          response:
            output: { __proto__: {} }
          generic:
            - __proto__: {}
`,
      'hostile.yaml',
    ) as Transcript;
    const expectations = transcript.conversations[0].turns[0].expect!;
    expect(checkTurn(expectations, response).map((f) => f.expectation)).toEqual(['generic[0]', 'response.output']);
  });

  it('an expected key the response has is still matched', () => {
    const own = JSON.parse(`{"input":{"text":"hi"},"intents":[],"entities":[],"context":{},
      "output":{"text":[],"generic":[{"response_type":"text","text":"x","__proto__":{"k":1}}],"nodes_visited":[],"log_messages":[]}}`) as MessageResponse;
    const expectations = JSON.parse('{"generic":[{"__proto__":{"k":1}}],"response":{"output":{"generic":[{"__proto__":{}}]}}}');
    expect(checkTurn(expectations, own)).toEqual([]);
  });

  it('a replay file path named __proto__ stays a check', () => {
    const file = JSON.parse(`{"name":"r","workspace":"w.json","version":null,"conversations":[{"id":"c","chain":false,
      "turns":[{"request":{"input":{"text":"hi"}},"expect":{"__proto__":{"x":1}}}]}]}`) as ReplayFile;
    const equals = fromReplayFile(file, { workspace: 'w.json' }).conversations[0].turns[0].expect!.equals!;
    expect(Object.getPrototypeOf(equals)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(equals, '__proto__')?.value).toEqual({ x: 1 });
    expect(checkTurn({ equals }, response).map((f) => f.expectation)).toEqual(['equals.__proto__']);
  });
});
