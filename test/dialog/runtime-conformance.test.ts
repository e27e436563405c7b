/**
 * [C] statements of dialog-runtime.md that no other test pinned (issue 21, round 5); each test names its section.
 * The traceability table is docs/behaviour/runtime-conformance.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { conversation, engineFor, mention as E, type NodeSpec, say, text } from './helpers.js';


/** A slot with its input handler (check-for `check`, saving `save`) and a focus prompt (none: an optional slot). */
function slot(id: string, parent: string, variable: string, check: string, prompt?: string, extra: Record<string, unknown> = {}, save: string = check): NodeSpec[] {
  return [
    { dialog_node: id, parent, type: 'slot', variable: `$${variable}`, ...extra },
    { dialog_node: `${id}_in`, parent: id, type: 'event_handler', event_name: 'input', conditions: check, context: { [variable]: save } },
    { dialog_node: `${id}_q`, parent: id, type: 'event_handler', event_name: 'focus', output: prompt === undefined ? {} : { text: prompt } },
  ];
}

describe('§1.3 special conditions', () => {
  it('welcome is false on the second turn even without input text; anything_else is always true', () => {
    const talk = conversation(engineFor([text('w', 'welcome', 'Hi'), text('ae', 'anything_else', 'Sorry')]));
    expect(talk(undefined).output.text).toEqual(['Hi']);
    expect(talk(undefined).output.text).toEqual(['Sorry']);
    expect(talk('anything').output.text).toEqual(['Sorry']);
  });

  it('true and false are constants', () => {
    const e = engineFor([text('f', 'false', 'never'), text('t', 'true', 'always')]);
    expect(say(e, 'x').output.nodes_visited).toEqual(['t']);
  });
});

describe('§1.5 processing order', () => {
  it("a node's condition is evaluated before its own context applies", () => {
    const e = engineFor([text('a', '$x == 1', 'A', { context: { x: 1 } }), text('b', 'true', 'B $x')]);
    const r = say(e, 'q');
    expect(r.output.text).toEqual(['B ']);
    expect(r.context).not.toHaveProperty('x');
  });
});

describe('§4.3 context writes within a turn', () => {
  it('a later node of the same turn overwrites a value and deep-merges an object', () => {
    const e = engineFor([
      text('a', 'true', 'A', { context: { x: 1, o: { p: 1, q: 1 } }, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } }),
      text('b', 'false', 'B $x', { context: { x: 2, o: { q: 2 } } }),
    ]);
    const r = say(e, 'q');
    expect(r.output.text).toEqual(['A', 'B 2']);
    expect(r.context.o).toEqual({ p: 1, q: 2 });
  });
});

describe('§2.1 slot representation', () => {
  const frame = (slotExtra: Record<string, unknown>): NodeSpec[] => [
    { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'done $a $b' } },
    ...slot('sa', 'f', 'a', '@a', 'A?'),
    ...slot('sb', 'f', 'b', '@b', 'B?', slotExtra),
  ];

  it('a slot with a false enable condition is neither prompted nor required; a true one is', () => {
    const off = conversation(engineFor(frame({ conditions: "$a == 'x'" })));
    expect(off('go', { intent: 'f' }).output.text).toEqual(['A?']);
    expect(off('y', { entities: [E('a', 'y')] }).output.text).toEqual(['done y ']);
    const on = conversation(engineFor(frame({ conditions: "$a == 'x'" })));
    expect(on('go', { intent: 'f', entities: [E('a', 'x')] }).output.text).toEqual(['B?']);
  });

  it('a disabled prompt-for-everything focus handler is not used', () => {
    const e = engineFor([
      { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'done' } },
      { dialog_node: 'all', parent: 'f', type: 'event_handler', event_name: 'focus', output: { text: 'Tell me everything' }, disabled: true },
      ...slot('sa', 'f', 'a', '@a', 'A?'),
    ]);
    expect(say(e, 'go', { intent: 'f' }).output.text).toEqual(['A?']);
  });

  it('a slot-level generic handler runs before Not found, whatever the sibling order', () => {
    const e = engineFor([
      { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'done $a' } },
      { dialog_node: 'sa', parent: 'f', type: 'slot', variable: '$a' },
      text('sa_nm', undefined, 'Not found', { parent: 'sa', type: 'event_handler', event_name: 'nomatch' }),
      text('sa_g', '#help', 'Slot help', { parent: 'sa', type: 'event_handler', event_name: 'generic' }),
      { dialog_node: 'sa_in', parent: 'sa', type: 'event_handler', event_name: 'input', conditions: '@a', context: { a: '@a' } },
      text('sa_q', undefined, 'A?', { parent: 'sa', type: 'event_handler', event_name: 'focus' }),
    ]);
    const talk = conversation(e);
    talk('go', { intent: 'f' });
    const help = talk('help', { intent: 'help' });
    expect(help.output.text).toEqual(['Slot help', 'A?']);
    expect(help.output.nodes_visited).toEqual(['sa', 'sa_g']);
    expect(talk('zz').output.text).toEqual(['Not found']);
  });
});

describe('§2.2 how a frame runs', () => {
  const frame = (digress = 'allow_all'): NodeSpec[] => [
    { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'done $a' }, digress_out_slots: digress },
    ...slot('sa', 'f', 'a', '@a', 'A?'),
    text('sa_nm', undefined, 'Not found', { parent: 'sa', type: 'event_handler', event_name: 'nomatch' }),
    text('other', '#other', 'Other root', { digress_in: 'does_not_return' }),
    text('ae', 'anything_else', 'Anything else'),
  ];

  it('Not found does not answer when digressions are allowed and a root node other than anything_else matches', () => {
    const talk = conversation(engineFor(frame()));
    talk('go', { intent: 'f' });
    const r = talk('o', { intent: 'other' });
    expect(r.output.text).toEqual(['Other root']);
    expect(r.context.system?.branch_exited_reason).toBe('fallback');
  });

  it('the current frame has priority: input that fills a slot is slot input even when a root node would match', () => {
    const talk = conversation(engineFor(frame()));
    talk('go', { intent: 'f' });
    expect(talk('o', { intent: 'other', entities: [E('a', 'v')] }).output.text).toEqual(['done v']);
  });

  it('before 2019-02-28 the final anything_else pre-empts Not found; since, Not found answers first', () => {
    const before = conversation(engineFor(frame(), '2018-09-20'));
    before('go', { intent: 'f' });
    expect(before('zz').output.text).toEqual(['Anything else']);
    const since = conversation(engineFor(frame(), '2019-02-28'));
    since('go', { intent: 'f' });
    expect(since('zz').output.text).toEqual(['Not found']);
  });

  it('@sys-number as check-for does not take 0; `@sys-number >= 0` does', () => {
    const frameOn = (check: string) =>
      engineFor([{ dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'n=$n' } }, ...slot('s', 'f', 'n', check, 'How many?', {}, '@sys-number')]);
    const plain = conversation(frameOn('@sys-number'));
    plain('go', { intent: 'f' });
    expect(plain('0', { entities: [E('sys-number', '0')] }).output.text).toEqual(['How many?']);
    const guarded = conversation(frameOn('@sys-number >= 0'));
    guarded('go', { intent: 'f' });
    expect(guarded('0', { entities: [E('sys-number', '0')] }).output.text).toEqual(['n=0']);
  });

  it("the input handler's context changes the saved value", () => {
    const e = engineFor([
      { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'saved $t' } },
      ...slot('s', 'f', 't', '@time', 'When?', {}, '<? input.text ?>'),
    ]);
    expect(say(e, 'at noon', { intent: 'f', entities: [E('time', '12:00:00', 3)] }).output.text).toEqual(['saved at noon']);
  });

  it('a parent that nulls the slot variables and skips into the frame asks again (the way to reset slots)', () => {
    const e = engineFor([
      { dialog_node: 'p', conditions: '#again', context: { a: null }, output: { text: 'Starting over.' }, next_step: { behavior: 'skip_user_input' } },
      { dialog_node: 'f', parent: 'p', conditions: '$a == null', type: 'frame', output: { text: 'done $a' } },
      ...slot('sa', 'f', 'a', '@a', 'A?'),
    ]);
    const r = say(e, 'again', { intent: 'again', context: { a: 'old' } });
    expect(r.output.text).toEqual(['Starting over.', 'A?']);
    expect(r.context.a).toBeNull();
  });

  it('context on a Found and on a Not found response is applied when it answers', () => {
    const e = engineFor([
      { dialog_node: 'f', conditions: '#f', type: 'frame', output: { text: 'done' } },
      ...slot('sa', 'f', 'a', '@a', 'A?'),
      text('found', 'true', 'Got $a', { parent: 'sa', type: 'event_handler', event_name: 'filled', context: { found: true } }),
      text('nm', undefined, 'No', { parent: 'sa', type: 'event_handler', event_name: 'nomatch', context: { misses: 1 } }),
      ...slot('sb', 'f', 'b', '@b', 'B?'),
    ]);
    const talk = conversation(e);
    talk('go', { intent: 'f' });
    expect(talk('zz').context.misses).toBe(1);
    const r = talk('x', { entities: [E('a', 'x')] });
    expect(r.output.text).toEqual(['Got x', 'B?']);
    expect(r.context.found).toBe(true);
  });
});

describe('§3 digressions', () => {
  it('child nodes of another branch are never digression targets', () => {
    const talk = conversation(
      engineFor([
        text('a', '#a', 'A?'),
        text('a1', '#a1', 'a1', { parent: 'a' }),
        text('b', '#b', 'B'),
        text('b1', '#c', 'child of b', { parent: 'b' }),
        text('ae', 'anything_else', 'Anything else'),
      ]),
    );
    talk('a', { intent: 'a' });
    expect(talk('c', { intent: 'c' }).output.text).toEqual(['Anything else']);
  });

  it('a waiting node with a true child cannot be digressed away from: the child answers', () => {
    const talk = conversation(
      engineFor([text('a', '#a', 'A?'), text('a1', '@x', 'a1', { parent: 'a' }), text('a2', 'true', 'catch-all', { parent: 'a' }), text('b', '#b', 'B', { digress_in: 'returns' })]),
    );
    talk('a', { intent: 'a' });
    expect(talk('b', { intent: 'b' }).output.nodes_visited).toEqual(['a2']);
  });
});

describe('§4.1 context handling', () => {
  it('context.private is read like any variable and returned in the JSON', () => {
    const r = say(engineFor([text('a', 'true', 'Key $private.k')]), 'x', { context: { private: { k: 'secret' } } });
    expect(r.output.text).toEqual(['Key secret']);
    expect(r.context.private).toEqual({ k: 'secret' });
  });

  it('a conversation_id with a forbidden character is replaced by a UUID', () => {
    const r = say(engineFor([text('a', 'true', 'ok')]), 'x', { context: { conversation_id: 'bad:id(1)' } });
    expect(r.context.conversation_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('§9 disambiguation: none of the above', () => {
  it('a resent input with no intents and a suggestion_id is caught by intents.size()==0 && input.suggestion_id', () => {
    const e = engineFor([text('nota', 'intents.size()==0 && input.suggestion_id', 'Let me connect you.'), text('ae', 'anything_else', 'Anything else')]);
    const r = e.message({ input: { text: 'x', suggestion_id: 'abc' }, intents: [], entities: [] }, { now: 0, seed: 's' });
    expect(r.output.text).toEqual(['Let me connect you.']);
  });
});

describe('§7.2 pattern entities through the engine', () => {
  it("a pattern value keeps its case as entered, and @x is the value name, not the matched text", () => {
    const ws = {
      name: 'p', language: 'en', intents: [],
      entities: [{ entity: 'code', values: [{ value: 'MixedCase', type: 'patterns', patterns: ['[A-Z]{2}\\d{3}'] }] }],
      dialog_nodes: [{ dialog_node: 'a', conditions: '@code', output: { text: '@code / @code.literal' } }],
    };
    const r = compileWorkspace(ws, { version: '2021-06-14' }).message({ input: { text: 'ref AB123 ok' } }, { now: 0, seed: 's' });
    expect(r.entities).toEqual([{ entity: 'code', location: [4, 9], value: 'MixedCase', confidence: 1, groups: [{ group: 'group_0', location: [4, 9] }] }]);
    expect(r.output.text).toEqual(['MixedCase / AB123']);
  });
});

describe('§1.10 random variations', () => {
  it('never show the same value twice in a row, across cycles too (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.string({ maxLength: 8 }), (count, seed) => {
        const values = Array.from({ length: count }, (_, i) => ({ text: `v${i}` }));
        const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { generic: [{ response_type: 'text', selection_policy: 'random', values }] } }]);
        const talk = conversation(e, { seed });
        let last: string | undefined;
        for (let turn = 0; turn < 3 * count + 1; turn++) {
          const shown = talk('x', { seed: `${seed}:${turn}` }).output.text?.[0];
          expect(shown).not.toBe(last);
          last = shown;
        }
      }),
      { numRuns: 40 },
    );
  });
});
