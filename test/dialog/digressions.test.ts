/** dialog-runtime.md §3 and §2.3: digressions from waiting nodes and from slots, returns, nesting, clearDialogStack(). */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, mention as E, type NodeSpec, text } from './helpers.js';


function frame(digressOutSlots: string | undefined, roots: NodeSpec[]): NodeSpec[] {
  return [
    { dialog_node: 'book', type: 'frame', conditions: '#book', ...(digressOutSlots ? { digress_out_slots: digressOutSlots } : {}) },
    { dialog_node: 'slot_time', type: 'slot', parent: 'book', variable: '$time' },
    { dialog_node: 'time_in', type: 'event_handler', event_name: 'input', parent: 'slot_time', conditions: '@sys-time', context: { time: '@sys-time' } },
    text('time_q', undefined, '<? returning_from_digression ? "Back to booking: what time?" : "What time?" ?>', {
      type: 'event_handler',
      event_name: 'focus',
      parent: 'slot_time',
    }),
    text('booked', undefined, 'Booked at $time.', { type: 'response_condition', parent: 'book' }),
    ...roots,
  ];
}

const hours = (digress_in: string, extra: Record<string, unknown> = {}) => text('hours', '#hours', 'We open at 8.', { digress_in, ...extra });

describe('digressions from slots (§2.3)', () => {
  it('with digress_out_slots not_allowed (default) the input is ignored and the prompt repeated', () => {
    const talk = conversation(engineFor(frame(undefined, [hours('returns')])));
    talk('book', { intent: 'book' });
    const r = talk('when do you open?', { intent: 'hours' });
    expect(r.output.text).toEqual(['What time?']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_time', state: 'in_progress' }]);
  });

  it('a root node that returns answers, then the slot prompt shows again with returning_from_digression', () => {
    const talk = conversation(engineFor(frame('allow_all', [hours('returns')])));
    talk('book', { intent: 'book' });
    const r = talk('when do you open?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 8.', 'Back to booking: what time?']);
    expect(r.output.nodes_visited).toEqual(['slot_time', 'hours']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_time', state: 'in_progress' }]);
    expect(talk('7pm', { entities: [E('sys-time', '19:00:00')] }).output.text).toEqual(['Booked at 19:00:00.']);
  });

  it('a root node that does not return abandons the frame', () => {
    const talk = conversation(engineFor(frame('allow_all', [hours('does_not_return')])));
    talk('book', { intent: 'book' });
    const r = talk('when do you open?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 8.']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('allow_returning only lets the input go to root nodes that return', () => {
    const talk = conversation(engineFor(frame('allow_returning', [hours('does_not_return')])));
    talk('book', { intent: 'book' });
    expect(talk('when do you open?', { intent: 'hours' }).output.text).toEqual(['What time?']);
  });

  it('clearDialogStack() in the digression cancels the return', () => {
    const talk = conversation(engineFor(frame('allow_all', [hours('returns', { output: { text: 'We open at 8.<? clearDialogStack() ?>' } })])));
    talk('book', { intent: 'book' });
    const r = talk('when do you open?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 8.']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });
});

describe('digressions from waiting nodes (§3)', () => {
  const nodes = (hoursDigressIn: string, extra: NodeSpec[] = []): NodeSpec[] => [
    text('ask', '#order', 'Pizza or pasta?'),
    text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' }),
    hours(hoursDigressIn),
    text('secret', '#secret', 'secret', { digress_in: 'not_available' }),
    ...extra,
    text('else', 'anything_else', 'Sorry?'),
  ];

  it('returns to the interrupted node after a returning digression, showing its response again', () => {
    const talk = conversation(engineFor(nodes('returns')));
    talk('order', { intent: 'order' });
    const r = talk('hours?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 8.', 'Pizza or pasta?']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
    expect(r.context.system).not.toHaveProperty('branch_exited');
    expect(talk('pizza', { intent: 'pizza' }).output.text).toEqual(['Pizza it is.']);
  });

  it('skips root nodes with digress_in not_available when leaving a branch', () => {
    const talk = conversation(engineFor(nodes('returns')));
    talk('order', { intent: 'order' });
    expect(talk('secret', { intent: 'secret' }).output.text).toEqual(['Sorry?']);
  });

  it('digress_out allow_all_never_return on the interrupted node prevents the return', () => {
    const talk = conversation(engineFor(nodes('returns').map((n) => (n.dialog_node === 'ask' ? { ...n, digress_out: 'allow_all_never_return' } : n))));
    talk('order', { intent: 'order' });
    const r = talk('hours?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 8.']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('nested digressions come back one level at a time', () => {
    const e = engineFor(
      nodes('returns', [
        text('q2', '#faq', 'Which question?', { digress_in: 'returns' }),
        text('q2child', '#shipping', 'We ship daily.', { parent: 'q2' }),
      ]),
    );
    const talk = conversation(e);
    talk('order', { intent: 'order' });
    const faq = talk('faq', { intent: 'faq' });
    expect(faq.output.text).toEqual(['Which question?']);
    expect(faq.context.system?.dialog_stack).toEqual([{ dialog_node: 'q2' }, { dialog_node: 'ask' }]);
    const hoursNested = talk('hours?', { intent: 'hours' });
    expect(hoursNested.output.text).toEqual(['We open at 8.', 'Which question?']);
    const shipping = talk('shipping', { intent: 'shipping' });
    expect(shipping.output.text).toEqual(['We ship daily.', 'Pizza or pasta?']);
    expect(shipping.context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
  });

  it('folders pass their digress_in setting down to the nodes inside', () => {
    const e = engineFor([
      text('ask', '#order', 'Pizza or pasta?'),
      text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' }),
      { dialog_node: 'faq', type: 'folder', digress_in: 'returns' },
      text('hours', '#hours', 'We open at 8.', { parent: 'faq' }),
    ]);
    const talk = conversation(e);
    talk('order', { intent: 'order' });
    expect(talk('hours?', { intent: 'hours' }).output.text).toEqual(['We open at 8.', 'Pizza or pasta?']);
  });

  it('shows the chosen response condition of the interrupted node again on return', () => {
    const e = engineFor([
      { dialog_node: 'ask', conditions: '#order', output: {} },
      text('ask_rc', 'returning_from_digression', 'So, pizza or pasta?', { parent: 'ask', type: 'response_condition' }),
      text('ask_rc2', undefined, 'Pizza or pasta?', { parent: 'ask', type: 'response_condition' }),
      text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' }),
      text('hours', '#hours', 'We open at 8.', { digress_in: 'returns' }),
    ]);
    const talk = conversation(e);
    expect(talk('order', { intent: 'order' }).output.text).toEqual(['Pizza or pasta?']);
    expect(talk('hours?', { intent: 'hours' }).output.text).toEqual(['We open at 8.', 'So, pizza or pasta?']);
  });

  it('allow_returning skips root nodes that do not return, but not the final anything_else, which returns only when set to', () => {
    const ask = text('ask', '#order', 'Pizza or pasta?', { digress_out: 'allow_returning' });
    const pizza = text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' });
    const jobs = text('jobs', '#jobs', 'We are hiring.', { digress_in: 'does_not_return' });
    const reply = (elseIn: Record<string, unknown>) => {
      const talk = conversation(engineFor([ask, pizza, jobs, text('else', 'anything_else', 'Sorry?', elseIn)]));
      talk('order', { intent: 'order' });
      const r = talk('jobs?', { intent: 'jobs' });
      return [r.output.text, r.output.nodes_visited, r.context.system?.dialog_stack];
    };
    expect(reply({})).toEqual([['Sorry?'], ['else'], [{ dialog_node: 'root' }]]);
    expect(reply({ digress_in: 'does_not_return' })).toEqual([['Sorry?'], ['else'], [{ dialog_node: 'root' }]]);
    expect(reply({ digress_in: 'returns' })).toEqual([['Sorry?', 'Pizza or pasta?'], ['else'], [{ dialog_node: 'ask' }]]);
    expect(reply({ digress_in: 'not_available' })).toEqual([[], [], [{ dialog_node: 'root' }]]);
  });

  it('inside a returning chain, root nodes that do not return are not digression targets', () => {
    const e = engineFor([
      text('ask', '#order', 'Pizza or pasta?'),
      text('pizza', '#pizza', 'Pizza it is.', { parent: 'ask' }),
      text('q2', '#faq', 'Which question?', { digress_in: 'returns' }),
      text('q2child', '#shipping', 'We ship daily.', { parent: 'q2' }),
      text('jobs', '#jobs', 'We are hiring.', { digress_in: 'does_not_return' }),
      text('else', 'anything_else', 'Sorry?', { digress_in: 'returns' }),
    ]);
    const talk = conversation(e);
    talk('order', { intent: 'order' });
    talk('faq', { intent: 'faq' });
    const r = talk('jobs?', { intent: 'jobs' });
    expect(r.output.text).toEqual(['Sorry?', 'Which question?']);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'q2' }, { dialog_node: 'ask' }]);
  });
});
