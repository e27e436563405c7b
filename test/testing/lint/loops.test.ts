/**
 * jump-cycle (h52lint): a loop the turn runs into without user input — jumps, `skip_user_input` into children, a
 * response condition's jump — read from the engine's compiled tree, named in order; linear on 100,000 nodes.
 */
import { describe, expect, it } from 'vitest';
import { lint, type LintFinding } from '../../../src/testing/index.js';
import { compileWorkspace, type WorkspaceInput } from '../../../src/index.js';
import { readsLinearly } from '../../security/linear-time.js';

const examples = (intent: string) => ({ intent, examples: Array.from({ length: 5 }, (_, i) => ({ text: `${intent} example ${i}` })) });

function ws(dialog_nodes: WorkspaceInput['dialog_nodes']): WorkspaceInput {
  return { name: 'loops', language: 'en', intents: [examples('order'), examples('help')], entities: [], dialog_nodes };
}

const cycles = (findings: LintFinding[]) => findings.filter((f) => f.code === 'jump-cycle').map((f) => [f.path, f.message]);
const LIMIT = '(a turn that enters it stops after 100 nodes with an error)';

/** hred24's case: a parent skips input into a child that jumps back to the parent's body. */
const skipBack = (childCondition: string) =>
  ws([
    { dialog_node: 'p', conditions: '#order', output: { text: 'Your order' }, next_step: { behavior: 'skip_user_input' } },
    { dialog_node: 'c', parent: 'p', conditions: childCondition, output: { text: 'again' }, next_step: { behavior: 'jump_to', dialog_node: 'p', selector: 'body' } },
  ]);

describe('jump-cycle: loops without user input (h52lint)', () => {
  it('skip_user_input into a child that jumps back to its parent: an error naming the cycle, as the runtime stops it', () => {
    const workspace = skipBack('true');
    expect(lint(workspace).filter((f) => f.code === 'jump-cycle')).toEqual([
      { code: 'jump-cycle', severity: 'error', message: `The dialog loops without waiting for input: 'p' → 'c' → 'p' ${LIMIT}`, path: '.dialog_nodes[0].next_step', node: { dialog_node: 'p' } },
    ]);
    const turn = compileWorkspace(workspace).message({ input: { text: 'order example 1' } });
    expect(turn.output.nodes_visited?.slice(0, 4)).toEqual(['p', 'c', 'p', 'c']);
    expect(turn.output.error).toMatch(/loop/i);
  });

  it('not when the child answers only on a condition that may be false (#help), nor when it waits (get_user_input)', () => {
    expect(cycles(lint(skipBack('#help')))).toEqual([]);
    const waits = skipBack('true');
    waits.dialog_nodes![0] = { ...waits.dialog_nodes![0], next_step: { behavior: 'get_user_input' } } as never;
    expect(cycles(lint(waits))).toEqual([]);
  });

  it('a response condition that always answers and jumps back: the path is its next_step', () => {
    const findings = lint(
      ws([
        { dialog_node: 'a', conditions: '#order' },
        { dialog_node: 'r', type: 'response_condition', parent: 'a', conditions: 'anything_else', output: { text: 'x' }, next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(cycles(findings)).toEqual([['.dialog_nodes[1].next_step', `The dialog loops without waiting for input: 'a' → 'a' ${LIMIT}`]]);
    const maybe = lint(
      ws([
        { dialog_node: 'a', conditions: '#order' },
        { dialog_node: 'r', type: 'response_condition', parent: 'a', conditions: '$n > 2', output: { text: 'x' }, next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(cycles(maybe)).toEqual([]);
  });

  it('through a jump to an always-true condition and a folder without a condition, named from the node listed first', () => {
    const findings = lint(
      ws([
        { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } },
        { dialog_node: 'b', title: 'Bee', previous_sibling: 'a', conditions: 'true', next_step: { behavior: 'skip_user_input' } },
        { dialog_node: 'folder', type: 'folder', parent: 'b' },
        { dialog_node: 'c', parent: 'folder', conditions: 'true', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(cycles(findings)).toEqual([['.dialog_nodes[0].next_step', `The dialog loops without waiting for input: 'a' → 'Bee' (b) → 'c' → 'a' ${LIMIT}`]]);
  });

  it('not through a frame (it may ask for its slots), a jump to user input, or a node without a condition (never entered by condition)', () => {
    const frame = lint(
      ws([
        { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'f', selector: 'body' } },
        { dialog_node: 'f', type: 'frame', previous_sibling: 'a', conditions: '#help', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
        { dialog_node: 's', type: 'slot', parent: 'f', variable: '$size' },
      ]),
    );
    expect(cycles(frame)).toEqual([]);
    const userInput = lint(
      ws([
        { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'user_input' } },
        { dialog_node: 'b', previous_sibling: 'a', conditions: 'true', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(cycles(userInput)).toEqual([]);
    const unconditioned = lint(
      ws([
        { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } },
        { dialog_node: 'b', previous_sibling: 'a', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(cycles(unconditioned)).toEqual([]);
  });

  // Linear by growth (test/security/linear-time.ts, its "characters" here nodes): the whole lint (every rule) of 12,500
  // nodes and of 50,000, the larger at most RATIO times the smaller. The old walk was quadratic in a chain's length. One
  // lint of 100,000 nodes under an absolute 20 s bound cost twice the nodes and failed a quadratic share only past ~18 s
  // there; the pair fails one past ~60 ms at 12,500 nodes (~4 s at 100,000), and a failing pair is measured again at
  // 25,000 / 100,000.
  it('a ring of body jumps is one finding, the long name shortened; a chain of skips is none; both in linear time', () => {
    const ring = (n: number) =>
      ws(
        Array.from({ length: n }, (_, i) => ({
          dialog_node: `n${i}`,
          ...(i > 0 ? { previous_sibling: `n${i - 1}` } : {}),
          conditions: i === 0 ? '#order' : 'false',
          next_step: { behavior: 'jump_to' as const, dialog_node: `n${(i + 1) % n}`, selector: 'body' as const },
        })),
      );
    const chain = (n: number) =>
      ws(
        Array.from({ length: n }, (_, i) => ({
          dialog_node: `n${i}`,
          ...(i > 0 ? { parent: `n${i - 1}` } : {}),
          conditions: i === 0 ? '#order' : 'true',
          next_step: { behavior: 'skip_user_input' as const },
        })),
      );
    const linted = (make: (n: number) => WorkspaceInput) => (n: number) => {
      const workspace = make(n);
      return () => ({ n, findings: cycles(lint(workspace)) });
    };
    const ringRead = readsLinearly(linted(ring), 20_000, 100_000, 12_500);
    expect(ringRead.findings).toEqual([
      [
        '.dialog_nodes[0].next_step',
        `The dialog loops without waiting for input: 'n0' → 'n1' → 'n2' → 'n3' → … (${ringRead.n - 6} more) → 'n${ringRead.n - 2}' → 'n${ringRead.n - 1}' → 'n0' ${LIMIT}`,
      ],
    ]);
    expect(ringRead.n).toBeGreaterThanOrEqual(50_000);
    expect(readsLinearly(linted(chain), 20_000, 100_000, 12_500).findings).toEqual([]);
  }, 60_000);
});

describe('jump-cycle-on-input: a loop for the inputs that make its conditions true (h52lint)', () => {
  const onInput = (findings: LintFinding[]) => findings.filter((f) => f.code === 'jump-cycle-on-input').map((f) => [f.severity, f.path, f.message]);

  it('skip_user_input into a child on #order that jumps back: a warning naming the condition and the cycle; the runtime loops on #order', () => {
    const workspace = skipBack('#order');
    expect(onInput(lint(workspace))).toEqual([
      ['warning', '.dialog_nodes[0].next_step', `The dialog loops without waiting for input when "#order" holds (it reads the input only, and nothing on the way sets context): 'p' → 'c' → 'p'`],
    ]);
    const turn = compileWorkspace(workspace).message({ input: { text: 'order example 1' } });
    expect(turn.output.nodes_visited?.slice(0, 4)).toEqual(['p', 'c', 'p', 'c']);
    expect(turn.output.error).toMatch(/loop/i);
    // The certain loop is an error only, not also a warning.
    expect(onInput(lint(skipBack('true')))).toEqual([]);
  });

  it('not when a node on the way sets context (a counter), reads context, or when two different intents would have to hold', () => {
    const counter = skipBack('$n < 3');
    expect(onInput(lint(counter))).toEqual([]);
    const counting = skipBack('#order');
    counting.dialog_nodes![1] = { ...counting.dialog_nodes![1], context: { n: '<? $n + 1 ?>' } } as never;
    expect(onInput(lint(counting))).toEqual([]);
    const assigning = skipBack('#order');
    assigning.dialog_nodes![1] = { ...assigning.dialog_nodes![1], output: { text: '<? $n = 1 ?>' } } as never;
    expect(onInput(lint(assigning))).toEqual([]);
    const twoIntents = lint(
      ws([
        { dialog_node: 'a', conditions: '#order', next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } },
        { dialog_node: 'b', previous_sibling: 'a', conditions: '#order', next_step: { behavior: 'skip_user_input' } },
        { dialog_node: 'c', parent: 'b', conditions: '#help', next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'body' } },
      ]),
    );
    expect(onInput(twoIntents)).toEqual([]);
  });
});

describe('jump-cycle-on-input: the message agrees with the conditions it names (h53user)', () => {
  const messages = (findings: LintFinding[]) => findings.filter((f) => f.code === 'jump-cycle-on-input').map((f) => f.message);
  const pair = (first: string, second: string) =>
    ws([
      { dialog_node: 'a', conditions: first, next_step: { behavior: 'jump_to', dialog_node: 'b', selector: 'condition' } },
      { dialog_node: 'b', previous_sibling: 'a', conditions: second, next_step: { behavior: 'jump_to', dialog_node: 'a', selector: 'condition' } },
    ]);

  it('two nodes on the same condition name it once, in the singular', () => {
    expect(messages(lint(pair('#order', '#order')))).toEqual([
      `The dialog loops without waiting for input when "#order" holds (it reads the input only, and nothing on the way sets context): 'a' → 'b' → 'a'`,
    ]);
  });

  it('two different conditions are named both, in the plural', () => {
    expect(messages(lint(pair('#order', '@size:large')))).toEqual([
      `The dialog loops without waiting for input when "#order", "@size:large" hold (they read the input only, and nothing on the way sets context): 'a' → 'b' → 'a'`,
    ]);
  });
});

describe('jump-cycle-on-input: many conditions named as many nodes are (h53user)', () => {
  it('a ring of ten nodes on ten entity values names the first four conditions, how many more and the last two, as it names the nodes', () => {
    const ring = Array.from({ length: 10 }, (_, i) => ({
      dialog_node: `r${i}`,
      ...(i > 0 ? { previous_sibling: `r${i - 1}` } : {}),
      conditions: `@size:v${i}`,
      next_step: { behavior: 'jump_to' as const, dialog_node: `r${(i + 1) % 10}`, selector: 'condition' as const },
    }));
    const [message] = lint(ws(ring)).filter((f) => f.code === 'jump-cycle-on-input').map((f) => f.message);
    expect(message).toBe(
      `The dialog loops without waiting for input when "@size:v0", "@size:v1", "@size:v2", "@size:v3", … (4 more), "@size:v8", "@size:v9" hold (they read the input only, and nothing on the way sets context): 'r0' → 'r1' → 'r2' → 'r3' → … (4 more) → 'r8' → 'r9' → 'r0'`,
    );
  });
});
