/**
 * The slot events the spec only names (dialog-runtime.md §2; conversation-service.md DialogNode.event_name):
 * `validate`, `filled_multiple`, `nomatch_responses_depleted`, `digression_return_prompt`. Each behaviour is a
 * [GAP] choice documented in docs/behaviour/dialog.md ("Slot events the spec only names").
 */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, mention as E, type NodeSpec, text } from './helpers.js';

const handler = (event_name: string, parent: string) => ({ type: 'event_handler', event_name, parent });

function order(more: NodeSpec[] = [], frame: Record<string, unknown> = {}): NodeSpec[] {
  return [
    { dialog_node: 'order', type: 'frame', conditions: '#order', ...frame },
    { dialog_node: 'slot_n', type: 'slot', parent: 'order', variable: '$n' },
    { dialog_node: 'n_in', ...handler('input', 'slot_n'), conditions: '@sys-number', context: { n: '@sys-number' } },
    text('n_q', undefined, 'How many?', handler('focus', 'slot_n')),
    { dialog_node: 'slot_size', type: 'slot', parent: 'order', variable: '$size' },
    { dialog_node: 'size_in', ...handler('input', 'slot_size'), conditions: '@size', context: { size: '@size' } },
    text('size_q', undefined, 'Which size?', handler('focus', 'slot_size')),
    text('done', 'true', 'Ordered $n $size.', { type: 'response_condition', parent: 'order' }),
    ...more,
  ];
}

describe('validate', () => {
  const validate = text('too_many', 'event.current_value > 10', 'At most 10, please.', handler('validate', 'slot_n'));
  const found = text('n_found', 'true', 'Noted <? event.current_value ?>.', handler('filled', 'slot_n'));

  it('rejects a value when its condition holds: the variable goes back to null, Found handlers do not run', () => {
    const talk = conversation(engineFor(order([validate, found])));
    const r = talk('order 12', { intent: 'order', entities: [E('sys-number', '12', 6)] });
    expect(r.output.text).toEqual(['At most 10, please.', 'How many?']);
    expect(r.context.n).toBeNull();
    expect(r.output.nodes_visited).toEqual(['order', 'n_in', 'too_many']);
  });

  it('lets a valid value through to the Found handlers', () => {
    const r = conversation(engineFor(order([validate, found])))('order 3', { intent: 'order', entities: [E('sys-number', '3', 6)] });
    expect(r.output.text).toEqual(['Noted 3.', 'Which size?']);
    expect(r.context.n).toBe(3);
  });
});

describe('filled_multiple', () => {
  const both = text('both', 'true', 'Got <? event.filled_slots.size() ?> answers at once.', handler('filled_multiple', 'order'));

  it('runs the frame handler after the Found handlers when one input fills two or more slots', () => {
    const r = conversation(engineFor(order([both])))('3 large', { intent: 'order', entities: [E('sys-number', '3'), E('size', 'large', 2)] });
    expect(r.output.text).toEqual(['Got 2 answers at once.', 'Ordered 3 large.']);
    expect(r.output.nodes_visited).toEqual(['order', 'n_in', 'size_in', 'both', 'done', 'order']);
  });

  it('sees the input\'s entities as a Found handler does, whether or not the last slot filled', () => {
    // "on May 5": the number inside the date is withheld from slot filling only (§2.2); the handlers read every
    // mention. A last slot left empty must not leave the withheld list in place for filled_multiple.
    const count = "<? entities['sys-number'].size() ?>";
    const found = text('n_found', 'true', `Found sees ${count}.`, handler('filled', 'slot_n'));
    const many = text('both', 'true', `filled_multiple sees ${count}.`, handler('filled_multiple', 'order'));
    const note = [
      { dialog_node: 'slot_note', type: 'slot', parent: 'order', variable: '$note' },
      { dialog_node: 'note_in', ...handler('input', 'slot_note'), conditions: '@note', context: { note: '@note' } },
    ];
    const r = conversation(engineFor(order([found, many, ...note])))('3 large on May 5', {
      intent: 'order',
      entities: [E('sys-number', '3'), E('size', 'large', 2), E('sys-date', 'May 5', 11), E('sys-number', '5', 15)],
    });
    expect(r.output.text.slice(0, 2)).toEqual(['Found sees 2.', 'filled_multiple sees 2.']);
  });

  it('stays silent when the input fills one slot', () => {
    const r = conversation(engineFor(order([both])))('3', { intent: 'order', entities: [E('sys-number', '3')] });
    expect(r.output.text).toEqual(['Which size?']);
  });
});

describe('nomatch_responses_depleted', () => {
  const nomatch = {
    dialog_node: 'size_nomatch',
    ...handler('nomatch', 'slot_size'),
    output: { text: { values: ['Small, medium or large?', 'Please pick a size.'], selection_policy: 'sequential' } },
  };
  const depleted = text('size_depleted', 'true', 'Let us go with medium.', {
    ...handler('nomatch_responses_depleted', 'slot_size'),
    context: { size: 'medium' },
  });

  it('answers instead of Not found once its variations are used up, and resets the count', () => {
    const talk = conversation(engineFor(order([nomatch, depleted])));
    talk('order 2', { intent: 'order', entities: [E('sys-number', '2', 6)] });
    const first = talk('hmm');
    expect(first.output.text).toEqual(['Small, medium or large?']);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_size', state: 'in_progress', nomatch_count: 1 }]);
    expect(talk('what').output.text).toEqual(['Please pick a size.']);
    const third = talk('no idea');
    expect(third.output.text).toEqual(['Let us go with medium.', 'Ordered 2 medium.']);
    expect(third.output.nodes_visited).toContain('size_depleted');
  });

  it('keeps stack entries as the service shows them when the slot has no depleted handler', () => {
    const talk = conversation(engineFor(order([nomatch])));
    talk('order 2', { intent: 'order', entities: [E('sys-number', '2', 6)] });
    expect(talk('hmm').context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_size', state: 'in_progress' }]);
  });
});

describe('digression_return_prompt', () => {
  const back = text('size_back', 'true', 'Back to your order: which size?', handler('digression_return_prompt', 'slot_size'));
  const hours = text('hours', '#hours', 'We open at 9.', { previous_sibling: 'order', digress_in: 'returns' });

  it('replaces the prompt when the dialog returns to the slot after a digression', () => {
    const talk = conversation(engineFor(order([back, hours], { digress_out_slots: 'allow_all' })));
    expect(talk('order 2', { intent: 'order', entities: [E('sys-number', '2', 6)] }).output.text).toEqual(['Which size?']);
    const r = talk('when do you open?', { intent: 'hours' });
    expect(r.output.text).toEqual(['We open at 9.', 'Back to your order: which size?']);
  });

  it('is not used for the ordinary prompt', () => {
    const talk = conversation(engineFor(order([back, hours], { digress_out_slots: 'allow_all' })));
    expect(talk('order 2', { intent: 'order', entities: [E('sys-number', '2', 6)] }).output.text).toEqual(['Which size?']);
  });
});
