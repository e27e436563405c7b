import { describe, expect, it } from 'vitest';
import { formatOutcome, loadTranscript, runTranscript } from '../../src/testing/index.js';
import { fakeEngine } from './fake-engine.js';

const engine = fakeEngine(
  {
    '': { text: ['Welcome!'], nodes_visited: ['Welcome'] },
    'a latte': {
      text: ['One latte coming up.'],
      nodes_visited: ['Order', 'Order with drink'],
      intent: 'order_drink',
      confidence: 0.93,
      entities: [{ entity: 'drink', value: 'latte', location: [2, 7], confidence: 1 }],
      set: { drink: 'latte' },
    },
    oops: { text: ['Hmm'], log_messages: [{ level: 'err', msg: 'Goto failed from node X' }] },
  },
  [{ dialog_node: 'node_1', title: 'Welcome', conditions: 'welcome' }],
);

function run(conversations: unknown[]) {
  return runTranscript(loadTranscript({ workspace: { name: 'inline' }, conversations }), { engine });
}

describe('runTranscript', () => {
  it('passes a conversation whose every expectation holds, carrying the context', () => {
    const outcome = run([
      {
        name: 'order',
        context: { user: 'ann' },
        turns: [
          { say: '', expect: { text: 'Welcome!', nodes: ['Welcome'] } },
          {
            say: 'a latte',
            expect: {
              text: '/latte coming/',
              node: 'Order with drink',
              intent: 'order_drink',
              intent_confidence: 0.9,
              entities: [{ entity: 'drink', value: 'latte', location: [2, 7], literal: 'latte' }],
              context: { drink: 'latte', user: 'ann', missing: { absent: true } },
              no_errors: true,
            },
          },
        ],
      },
    ]);
    expect(outcome.passed).toBe(true);
    expect(outcome.turns).toBe(2);
    expect(outcome.failedTurns).toBe(0);
  });

  it('reports each failed expectation with the expected and actual values', () => {
    const outcome = run([
      {
        name: 'wrong',
        turns: [{ say: 'a latte', expect: { text: 'Two lattes', intent: 'greeting', context: { drink: 'tea' } } }],
      },
    ]);
    expect(outcome.passed).toBe(false);
    const failures = outcome.conversations[0].turns[0].failures;
    expect(failures.map((f) => f.expectation)).toEqual(['text', 'intent', 'context.drink']);
    expect(failures[0]).toEqual({ expectation: 'text', message: 'output text differs', expected: 'Two lattes', actual: 'One latte coming up.' });
    expect(failures[1]).toMatchObject({ expected: 'greeting', actual: 'order_drink' });
    const report = formatOutcome(outcome);
    expect(report).toContain('✗ wrong');
    expect(report).toContain('    turn 1 ("a latte"):');
    expect(report).toContain('      text: output text differs');
    expect(report).toContain('        expected "Two lattes"');
    expect(report).toContain('        actual   "One latte coming up."');
    expect(report).toContain('transcript: 0/1 turns pass, 0/1 conversations');
  });

  it('shows names, inputs and values from a transcript written elsewhere terminal-safe: control characters as escapes, never sent', () => {
    const outcome = run([{ name: 'title\u001b]0;pwned\u0007', turns: [{ say: 'a latte', expect: { text: 'clear\u001b[2J\u009b' } }] }]);
    const report = formatOutcome(outcome);
    expect(report).toContain('✗ title\\u001b]0;pwned\\u0007');
    expect(report).toContain('        expected "clear\\u001b[2J\\u009b"');
    expect(report).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('finds log messages by level and substring, and fails no_errors on an err message', () => {
    const outcome = run([{ name: 'logs', turns: [{ say: 'oops', expect: { log: [{ level: 'err', msg: 'Goto failed' }], no_errors: true } }] }]);
    expect(outcome.conversations[0].turns[0].failures.map((f) => f.expectation)).toEqual(['no_errors']);
  });

  it('matches text per line when given a list', () => {
    const ok = run([{ name: 'lines', turns: [{ say: '', expect: { text: ['Welcome!'] } }] }]);
    const bad = run([{ name: 'lines', turns: [{ say: '', expect: { text: ['Welcome!', 'extra'] } }] }]);
    expect(ok.passed).toBe(true);
    expect(bad.passed).toBe(false);
  });
});

describe('loadTranscript', () => {
  it('reports every problem with its path', () => {
    try {
      loadTranscript({ workspace: 3, conversations: [{ name: '', turns: [{ say: 'x', request: {}, expect: { txt: 'a' } }] }] });
      expect.unreachable();
    } catch (e) {
      const err = e as { status: number; errors: { path: string; code: string }[] };
      expect(err.status).toBe(400);
      expect(err.errors.map((d) => d.path)).toEqual([
        '.workspace',
        '.conversations[0].name',
        '.conversations[0].turns[0]',
        '.conversations[0].turns[0].expect.txt',
      ]);
    }
  });
});
