/**
 * Issue 21, items 4 and 5 (h84fb): the `jump_to_user_input` stack entry and the jump to a condition that matches
 * nothing, on the workspace of the real logs (car-dashboard-sample: the restaurant branch reprompts with a
 * `user_input` jump, and its last child, `true`, jumps to the gas node's condition, which with no amenity in the
 * input fails with every later sibling) and as invariants over generated trees, per API version.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileWorkspace, type Engine, type MessageResponse } from '../../src/index.js';
import { loadWorkspace, workspace, type NodeSpec } from './helpers.js';

const CLOCK = { now: '2018-09-17T18:55:38.873Z', timezone: 'UTC', seed: 'h84fb' };
const RESTAURANT = 'Of course. Do you have a specific cuisine in mind?';
const REPROMPT =
  'I see a few restaurants nearby which you can select from, serving tacos, burgers, seafood and pasta. Which cuisine would you like?';
const FOUND = "Super! I've found 5 locations for you. Which one would you like to drive to?";
const FAILED_FROM = 'node_4_1469812033731';
const DOCUMENTED = `Goto failed from node ${FAILED_FROM}.\nDid not match the condition of the target node and any of the conditions of its subsequent siblings.`;
const RECORDED = `Jump to failed from node [${FAILED_FROM}]`;

const locate = {
  intents: [{ intent: 'locate_amenity', confidence: 0.99 }],
  entities: [{ entity: 'amenity', value: 'restaurant', location: [7, 17] as [number, number], confidence: 1 }],
};
const nothing = { intents: [], entities: [] };
const tacos = { intents: [], entities: [{ entity: 'cuisine', value: 'tacos', location: [0, 5] as [number, number], confidence: 1 }] };

function carDashboard(version: string): (text: string, nlu: { intents: unknown[]; entities: unknown[] }) => MessageResponse {
  const engine: Engine = compileWorkspace(loadWorkspace('car-dashboard-sample') as Record<string, unknown>, { version });
  let context = engine.message({ input: { text: 'hi' } }, CLOCK).context;
  return (text, nlu) => {
    const r = engine.message({ input: { text }, context, ...nlu } as Parameters<Engine['message']>[0], CLOCK);
    context = r.context;
    return r;
  };
}

describe('car-dashboard-sample, restaurant branch: the user_input reprompt and the failed jump (h84fb)', () => {
  it('2017-05-26 (the default, the real logs): the reprompt waits with jump_to_user_input, a second miss fails the jump', () => {
    const talk = carDashboard('2017-05-26');
    const first = talk('find a restaurant', locate);
    expect(first.output.text).toEqual(['', RESTAURANT]);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_10_1467233806357' }]);

    const reprompt = talk('no idea', nothing);
    expect(reprompt.output).toEqual({ text: [REPROMPT], nodes_visited: ['node_14_1467234311677'], log_messages: [] });
    expect(reprompt.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_13_1467234287024', state: 'jump_to_user_input' }]);
    expect(reprompt.context.reprompt).toBe(false);

    const failed = talk('still no idea', nothing);
    expect(failed.output).toEqual({
      text: [],
      nodes_visited: [FAILED_FROM],
      error: DOCUMENTED,
      log_messages: [{ level: 'err', msg: DOCUMENTED }],
    });
    expect(failed.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('a resumed jump_to_user_input entry whose target answers and waits leaves a plain entry', () => {
    const talk = carDashboard('2017-05-26');
    talk('find a restaurant', locate);
    talk('no idea', nothing);
    const found = talk('tacos', tacos);
    expect(found.output).toEqual({ text: [FOUND], action: { restaurant: '' }, nodes_visited: ['node_13_1467234287024'], log_messages: [] });
    expect(found.context.system?.dialog_stack).toEqual([{ dialog_node: 'node_13_1467234287024' }]);
  });

  it('since 2018-07-10 the same, with generic and the node named in the log entry', () => {
    const talk = carDashboard('2018-07-10');
    talk('find a restaurant', locate);
    expect(talk('no idea', nothing).context.system?.dialog_stack).toEqual([{ dialog_node: 'node_13_1467234287024', state: 'jump_to_user_input' }]);
    const failed = talk('still no idea', nothing);
    expect(failed.output).toEqual({
      generic: [],
      text: [],
      nodes_visited: [FAILED_FROM],
      error: DOCUMENTED,
      log_messages: [{ level: 'err', msg: DOCUMENTED, node_id: FAILED_FROM }],
    });
    expect(failed.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('before 2017-02-03 the turn also ends, with the recorded wording; before 2016-09-20 the stack holds ids', () => {
    const talk = carDashboard('2016-10-21');
    talk('find a restaurant', locate);
    expect(talk('no idea', nothing).context.system?.dialog_stack).toEqual([{ dialog_node: 'node_13_1467234287024', state: 'jump_to_user_input' }]);
    const failed = talk('still no idea', nothing);
    expect(failed.output).toEqual({ text: [], nodes_visited: [FAILED_FROM], error: RECORDED, log_messages: [{ level: 'err', msg: RECORDED }] });
    expect(failed.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);

    const old = carDashboard('2016-07-11');
    old('find a restaurant', locate);
    // a bare id cannot carry the state: the wait before node_13 is its parent, whose children run from the first
    expect(old('no idea', nothing).context.system?.dialog_stack).toEqual(['node_10_1467233806357']);
    const oldFailed = old('still no idea', nothing);
    expect(oldFailed.output.error).toBe(RECORDED);
    expect(oldFailed.context.system?.dialog_stack).toEqual(['root']);
  });
});

const VERSIONS = ['2016-07-11', '2016-10-21', '2017-02-03', '2017-05-26', '2018-02-16', '2018-07-10', '2020-04-01', '2021-06-14'];

function failedText(version: string, origin: string): string {
  return version >= '2017-02-03'
    ? `Goto failed from node ${origin}.\nDid not match the condition of the target node and any of the conditions of its subsequent siblings.`
    : `Jump to failed from node [${origin}]`;
}

/**
 * A root node `start` (optionally saying something) that jumps to the condition of child `t0` of `holder`; `t0` and
 * its later siblings are all false; earlier siblings may be true (they are not tried). `waiting` is a node with a
 * child the incoming stack can name, to check that nothing suspended comes back.
 */
function failingTree(says: string | undefined, later: number, earlierTrue: number, target: number): NodeSpec[] {
  const children: NodeSpec[] = [];
  for (let i = 0; i < earlierTrue; i++) children.push({ dialog_node: `e${i}`, parent: 'holder', conditions: 'true', output: { text: `e${i}` } });
  for (let i = 0; i <= later; i++) children.push({ dialog_node: `t${i}`, parent: 'holder', conditions: i % 2 ? '$never' : 'false', output: { text: `t${i}` } });
  return [
    { dialog_node: 'start', conditions: '#go', output: says === undefined ? {} : { text: says }, next_step: { behavior: 'jump_to', selector: 'condition', dialog_node: `t${target}` } },
    { dialog_node: 'holder', conditions: 'false', output: { text: 'holder' } },
    ...children,
    { dialog_node: 'waiting', conditions: '#wait', output: { text: 'waiting' }, digress_out: 'allow_all' },
    { dialog_node: 'w-child', parent: 'waiting', conditions: '#never', output: { text: 'w-child' } },
    { dialog_node: 'go', conditions: '#go', output: { text: 'never reached' }, digress_in: 'returns' },
    { dialog_node: 'else', conditions: 'anything_else', output: { text: 'else' } },
  ];
}

describe('invariants (h84fb, fast-check)', () => {
  it('after any failed jump the turn ends there, with the error of its version, and the stack is the root alone', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('', 'hello'), { nil: undefined }),
        fc.nat({ max: 3 }),
        fc.nat({ max: 2 }),
        fc.nat({ max: 3 }),
        fc.constantFrom(...VERSIONS),
        fc.boolean(),
        (says, later, earlierTrue, t, version, suspended) => {
          const target = Math.min(t, later);
          const engine = compileWorkspace(workspace(failingTree(says, later, earlierTrue, target)), { version });
          const objects = version >= '2016-09-20';
          const waiting = objects ? { dialog_node: 'waiting' } : 'waiting';
          const system = suspended ? { dialog_stack: [objects ? { dialog_node: 'root' } : 'root', waiting], dialog_turn_counter: 1, dialog_request_counter: 1 } : undefined;
          const r = engine.message(
            { input: { text: 'go' }, intents: [{ intent: 'go', confidence: 1 }], entities: [], ...(system ? { context: { system } } : {}) } as Parameters<Engine['message']>[0],
            CLOCK,
          );
          const msg = failedText(version, 'start');
          expect(r.output.text).toEqual(says === undefined ? [] : [says]);
          expect(r.output.nodes_visited).toEqual(['start']);
          expect(r.output.error).toBe(msg);
          expect(r.output.log_messages).toEqual([version >= '2018-07-10' ? { level: 'err', msg, node_id: 'start' } : { level: 'err', msg }]);
          expect(r.context.system?.dialog_stack).toEqual([objects ? { dialog_node: 'root' } : 'root']);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a user_input jump, reached directly or through body jumps, waits on the target with jump_to_user_input (since 2016-09-20)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 }), fc.constantFrom(...VERSIONS.filter((v) => v >= '2016-09-20')), fc.boolean(), (hops, version, childTarget) => {
        const nodes: NodeSpec[] = [];
        for (let i = 0; i <= hops; i++) {
          const last = i === hops;
          nodes.push({
            dialog_node: `n${i}`,
            conditions: i === 0 ? '#go' : 'false',
            output: { text: `n${i}` },
            next_step: last
              ? { behavior: 'jump_to', selector: 'user_input', dialog_node: 'target' }
              : { behavior: 'jump_to', selector: 'body', dialog_node: `n${i + 1}` },
          });
        }
        nodes.push({ dialog_node: 'holder', conditions: 'false', output: {} });
        nodes.push({ dialog_node: 'target', ...(childTarget ? { parent: 'holder' } : {}), conditions: '@pick', output: { text: 'picked' } });
        nodes.push({ dialog_node: 'else', conditions: 'anything_else', output: { text: 'else' } });
        const engine = compileWorkspace(workspace(nodes), { version });
        const r = engine.message({ input: { text: 'go' }, intents: [{ intent: 'go', confidence: 1 }], entities: [] }, CLOCK);
        expect(r.output.text).toEqual(nodes.slice(0, hops + 1).map((n) => n.dialog_node));
        expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'target', state: 'jump_to_user_input' }]);
        const next = engine.message(
          { input: { text: 'one' }, intents: [], entities: [{ entity: 'pick', value: 'one', location: [0, 3], confidence: 1 }], context: r.context },
          CLOCK,
        );
        expect(next.output.text).toEqual(['picked']);
        expect(next.output.nodes_visited).toEqual(['target']);
        expect(next.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
      }),
      { numRuns: 100 },
    );
  });
});
