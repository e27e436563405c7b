/** dialog-runtime.md §2: frames and slots, on small workspaces and on pizzeria-slots / burger-simple. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { askingSlot, conversation, engineFor, loadWorkspace, mention as E, type NodeSpec, text } from './helpers.js';


/** A reservation frame: guests (@sys-number), day (@sys-date), optional note (@note). */
function reservation(extra: Partial<Record<string, unknown>> = {}, more: NodeSpec[] = []): NodeSpec[] {
  return [
    { dialog_node: 'book', type: 'frame', conditions: '#book', title: 'Book', ...extra },
    ...askingSlot({ frame: 'book', slot: 'slot_guests', input: 'guests_in', focus: 'guests_q', variable: 'guests', check: '@sys-number', prompt: 'How many guests?' }),
    text('guests_found', 'event.previous_value != null', 'Changed from <? event.previous_value ?> to <? event.current_value ?>.', {
      type: 'event_handler',
      event_name: 'filled',
      parent: 'slot_guests',
    }),
    ...askingSlot({ frame: 'book', slot: 'slot_day', input: 'day_in', focus: 'day_q', variable: 'day', check: '@sys-date', prompt: 'Which day?' }),
    text('day_nomatch', '#nevermind', 'Skipping the day.', { type: 'event_handler', event_name: 'nomatch', parent: 'slot_day', next_step: { behavior: 'skip_slot' } }),
    { dialog_node: 'slot_note', type: 'slot', parent: 'book', variable: '$note' },
    { dialog_node: 'note_in', type: 'event_handler', event_name: 'input', parent: 'slot_note', conditions: '@note', context: { note: '@note' } },
    { dialog_node: 'note_q', type: 'event_handler', event_name: 'focus', parent: 'slot_note', output: {} },
    text('stop', '#stop', 'OK, stopping.', { type: 'event_handler', event_name: 'generic', parent: 'book', next_step: { behavior: 'skip_all_slots' } }),
    text('help', '#help', 'I need guests and a day.', { type: 'event_handler', event_name: 'generic', parent: 'book' }),
    text('done', '$guests && $day', 'Booked for $guests on $day<? $note ? " (" + $note + ")" : "" ?>.', { type: 'response_condition', parent: 'book' }),
    text('partial', 'has_skipped_slots || !all_slots_filled', 'Partial booking.', { type: 'response_condition', parent: 'book' }),
    ...more,
  ];
}

describe('slots', () => {
  it('fills every slot one input mentions, prompts the first empty required one, keeps the slot in progress', () => {
    const e = engineFor(reservation());
    const talk = conversation(e);
    const r = talk('book for 4', { intent: 'book', entities: [E('sys-number', '4')] });
    expect(r.output.text).toEqual(['Which day?']);
    expect(r.output.nodes_visited).toEqual(['book', 'guests_in']);
    expect(r.context.guests).toBe(4);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_day', state: 'in_progress' }]);
    const done = talk('friday', { entities: [E('sys-date', '2026-01-09')] });
    expect(done.output.text).toEqual(['Booked for 4 on 2026-01-09.']);
    expect(done.output.nodes_visited).toEqual(['slot_day', 'day_in', 'done', 'book']);
    expect(done.context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited_reason: 'completed' });
  });

  it('completes at once when the entering input fills every required slot; optional slots never prompt', () => {
    const e = engineFor(reservation());
    const r = conversation(e)('book 2 friday', { intent: 'book', entities: [E('sys-number', '2', 5), E('sys-date', '2026-01-09', 7)] });
    expect(r.output.text).toEqual(['Booked for 2 on 2026-01-09.']);
    expect(r.output.nodes_visited).toEqual(['book', 'guests_in', 'day_in', 'done', 'book']);
  });

  it('does not prompt for a slot whose variable already has a value', () => {
    const e = engineFor(reservation());
    const r = conversation(e, { context: { guests: 3 } })('book', { intent: 'book' });
    expect(r.output.text).toEqual(['Which day?']);
  });

  it('fills an optional slot whenever its condition matches while the frame is active', () => {
    const e = engineFor(reservation());
    const talk = conversation(e);
    talk('book', { intent: 'book' });
    const r = talk('5 people by the window', { entities: [E('sys-number', '5'), E('note', 'window', 15)] });
    expect(r.context).toMatchObject({ guests: 5, note: 'window' });
    expect(r.output.text).toEqual(['Which day?']);
  });

  it('runs Found handlers when a value changes, with event.previous_value and current_value', () => {
    const e = engineFor(reservation());
    const talk = conversation(e);
    talk('book for 4', { intent: 'book', entities: [E('sys-number', '4')] });
    const r = talk('make it 6', { entities: [E('sys-number', '6')] });
    expect(r.output.text).toEqual(['Changed from 4 to 6.', 'Which day?']);
    expect(r.output.nodes_visited).toEqual(['slot_day', 'guests_in', 'guests_found']);
  });

  it('uses each mention once: of two slots checking the same entity only the first fills, the second is prompted (§2.2)', () => {
    const e = engineFor([
      { dialog_node: 'trip', type: 'frame', conditions: '#trip' },
      ...askingSlot({ frame: 'trip', slot: 's_from', input: 'from_in', focus: 'from_q', variable: 'from', check: '@city', prompt: 'From where?' }),
      ...askingSlot({ frame: 'trip', slot: 's_to', input: 'to_in', focus: 'to_q', variable: 'to', check: '@city', prompt: 'To where?' }),
      text('trip_done', undefined, '$from to $to', { type: 'response_condition', parent: 'trip' }),
    ]);
    const talk = conversation(e);
    const both = talk('Prague to London', { intent: 'trip', entities: [E('city', 'Prague'), E('city', 'London', 10)] });
    expect(both.output.text).toEqual(['To where?']);
    expect(both.context.from).toBe('Prague');
    expect(both.context.to).toBeUndefined();
    // Every enabled slot's check-for reads every input, so the answer fills the first slot again (why authors add
    // `slot_in_focus` to such check-fors, see the next test).
    const again = talk('London', { entities: [E('city', 'London')] });
    expect(again.output.text).toEqual(['To where?']);
    expect(again.context.from).toBe('London');
    const one = conversation(e)('from Prague', { intent: 'trip', entities: [E('city', 'Prague', 5)] });
    expect(one.output.text).toEqual(['To where?']);
    expect(one.context.to).toBeUndefined();
  });

  it('a later slot that reads another mention explicitly still fills from the same input (§2.2)', () => {
    const e = engineFor([
      { dialog_node: 'trip', type: 'frame', conditions: '#trip' },
      ...askingSlot({ frame: 'trip', slot: 's_from', input: 'from_in', focus: 'from_q', variable: 'from', check: '@city', prompt: 'From where?' }),
      { dialog_node: 's_to', type: 'slot', parent: 'trip', variable: '$to' },
      { dialog_node: 'to_in', type: 'event_handler', event_name: 'input', parent: 's_to', conditions: "entities['city'].size() > 1 && entities['city'][1]", context: { to: "<? entities['city'][1].value ?>" } },
      { dialog_node: 'to_in_focus', type: 'event_handler', event_name: 'input', parent: 's_to', conditions: '@city && slot_in_focus', context: { to: '@city' } },
      text('to_q', undefined, 'To where?', { type: 'event_handler', event_name: 'focus', parent: 's_to' }),
      text('trip_done', undefined, '$from to $to', { type: 'response_condition', parent: 'trip' }),
    ]);
    const r = conversation(e)('Prague to London', { intent: 'trip', entities: [E('city', 'Prague'), E('city', 'London', 10)] });
    expect(r.output.text).toEqual(['Prague to London']);
  });

  it('a later check-for that is a test on the entity (no mention for a value) reads a used mention: not filled (§2.2)', () => {
    // `@city != ''` is true, not a city: it names no mention by its value, and the only mention of @city filled
    // the first slot, so the second slot is prompted as it is for a bare `@city`.
    const e = engineFor([
      { dialog_node: 'trip', type: 'frame', conditions: '#trip' },
      { dialog_node: 's_from', type: 'slot', parent: 'trip', variable: '$from' },
      { dialog_node: 'from_in', type: 'event_handler', event_name: 'input', parent: 's_from', conditions: '@city' },
      text('from_q', undefined, 'From where?', { type: 'event_handler', event_name: 'focus', parent: 's_from' }),
      ...askingSlot({ frame: 'trip', slot: 's_to', input: 'to_in', focus: 'to_q', variable: 'to', check: "@city != ''", value: '@city', prompt: 'To where?' }),
      text('trip_done', undefined, '$from to $to', { type: 'response_condition', parent: 'trip' }),
    ]);
    const r = conversation(e)('from Prague', { intent: 'trip', entities: [E('city', 'Prague', 5)] });
    expect(r.output.text).toEqual(['To where?']);
    expect([r.context.from, r.context.to]).toEqual(['Prague', undefined]);
  });

  it('answers a slot handler, then shows the prompt again; skip_all_slots goes to the node response', () => {
    const e = engineFor(reservation());
    const talk = conversation(e);
    talk('book', { intent: 'book' });
    const help = talk('help', { intent: 'help' });
    expect(help.output.text).toEqual(['I need guests and a day.', 'How many guests?']);
    expect(help.output.nodes_visited).toEqual(['slot_guests', 'help']);
    const stop = talk('stop', { intent: 'stop' });
    expect(stop.output.text).toEqual(['OK, stopping.', 'Partial booking.']);
    expect(stop.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('Not found: its response and skip_slot; without one, the prompt is repeated', () => {
    const e = engineFor(reservation());
    const talk = conversation(e);
    talk('book for 2', { intent: 'book', entities: [E('sys-number', '2')] });
    expect(talk('hmm').output.text).toEqual(['Which day?']);
    const skip = talk('never mind', { intent: 'nevermind' });
    expect(skip.output.text).toEqual(['Skipping the day.', 'Partial booking.']);
  });

  it('prompt for everything: a frame-level focus handler replaces the first prompt when nothing was filled on entry', () => {
    const nodes = [
      ...reservation(),
      text('everything', undefined, 'Tell me the day and the number of guests.', { type: 'event_handler', event_name: 'focus', parent: 'book' }),
    ];
    const e = engineFor(nodes);
    expect(conversation(e)('book', { intent: 'book' }).output.text).toEqual(['Tell me the day and the number of guests.']);
    expect(conversation(e)('book for 2', { intent: 'book', entities: [E('sys-number', '2')] }).output.text).toEqual(['Which day?']);
  });

  it('reprompt from a Found handler clears the slot and asks again', () => {
    const nodes = reservation().map((n) =>
      n.dialog_node === 'guests_found'
        ? text('guests_found', '@sys-number > 10', 'Too many.', { type: 'event_handler', event_name: 'filled', parent: 'slot_guests', next_step: { behavior: 'reprompt' } })
        : n,
    );
    const r = conversation(engineFor(nodes))('book for 12', { intent: 'book', entities: [E('sys-number', '12')] });
    expect(r.output.text).toEqual(['Too many.', 'How many guests?']);
    expect(r.context.guests).toBeNull();
  });

  it('warns twice for a frame without valid slots and runs it as a standard node (burger-simple)', () => {
    const e = engineFor([
      { dialog_node: 'f', type: 'frame', conditions: 'true', title: 'Order', output: { text: { values: ['ok'] } } },
    ]);
    const r = conversation(e)('x');
    expect(r.output.text).toEqual(['ok']);
    expect(r.output.log_messages).toEqual([
      { level: 'warn', msg: 'DialogNode: No valid slots specified for dialog node ID [f]. The node cannot gather information.', node_id: 'f', node_title: 'Order' },
      { level: 'warn', msg: 'Invalid input event handler is specified for dialog node ID [f]. The node cannot gather information.', node_id: 'f', node_title: 'Order' },
    ]);
  });
});

describe('pizzeria-slots', () => {
  const engine = compileWorkspace(loadWorkspace('pizzeria-slots'), { version: '2021-06-14' });

  it('orders a pizza over several turns with a slot handler, Not found handlers and an optional slot', () => {
    const talk = conversation(engine);
    talk(undefined);
    const size = talk('I want a large pizza', { intent: 'order', entities: [E('pizza_size', 'large', 9)] });
    expect(size.output.text).toEqual([
      'What type of pizza do you want? You can build your own starting with cheese, or choose quatro formaggi, margherita, or vegetarian..',
    ]);
    const help = talk('help', { intent: 'help' });
    expect(help.output.text[0]).toMatch(/^You can choose size/);
    expect(help.output.text).toHaveLength(2);
    expect(talk('margherita', { intent: 'order', entities: [E('pizza_type', 'margherita')] }).output.text).toEqual(['Any extra toppings?']);
    const yes = talk('yes', { entities: [E('extra_confirmed', 'yes')] });
    expect(yes.output.text).toEqual(['OK, which toppings would you like? We have pepperoni, sausage, ham, mushroom, onions, anchovy and olive.']);
    expect(yes.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_1_1494704123064', state: 'in_progress' }]);
    const no = talk('no', { entities: [E('extra_confirmed', 'no')] });
    expect(no.output.text).toEqual(['No extra toppings,  O.K.', 'Thank you for ordering a large margherita pizza.']);
    expect(no.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });
});

describe('burger-simple', () => {
  const engine = compileWorkspace(loadWorkspace('burger-simple'), { version: '2019-12-28' });

  it('reproduces the recorded order: slot prompt, then the frame completes and the Reset/Welcome chain runs', () => {
    const talk = conversation(engine);
    talk(undefined);
    const first = talk('I like to have a big mac please', { intent: 'order', entities: [E('category', 'burger', 19), E('burger', 'big mac', 19)] });
    expect(first.output.text).toEqual(['Thank you for your ordering.', 'Is this for dine in or to go?']);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_18_1597242570911', state: 'in_progress' }]);
    expect(first.context.system?._node_output_map).toEqual({ Welcome: [0], node_8_1494705793073: [0], handler_20_1597242570911: [0] });
    const second = talk('to go', { intent: 'order', entities: [E('mac_place', 'to-go')] });
    expect(second.output.nodes_visited).toEqual([
      'slot_18_1597242570911',
      'handler_19_1597242570911',
      'response_22_1597242570911',
      'node_1_1597242570861',
      'Reset',
      'Welcome',
    ]);
    expect(second.output.text[0]).toBe('Enjoy your big mac. We are preparing your  to-go order');
    expect(second.context).toMatchObject({ mac_burger: null, mac_place: null });
  });
});

describe('customer-care-sample', () => {
  const engine = compileWorkspace(loadWorkspace('customer-care-sample'), { version: '2019-02-28' });

  it('books an appointment: digression that returns, Found reprompt, optional slot, final anything_else that returns', () => {
    const talk = conversation(engine);
    talk(undefined);
    expect(talk('I want to make an appointment', { intent: 'Customer_Care_Appointments' }).output.text).toEqual(['What day would you like to come in?']);
    const hours = talk('what are your hours?', { intent: 'Customer_Care_Store_Hours' });
    expect(hours.output.text).toEqual([
      'Our hours are Monday to Friday 10am to 8pm and Friday and Saturday 11am to 6pm.',
      'What day would you like to come in?',
    ]);
    expect(hours.output.nodes_visited).toEqual(['slot_102_1498132501942', 'Hours of Operation', 'node_6_1482426521282']);
    expect(hours.context.system?.dialog_stack).toEqual([{ dialog_node: 'slot_102_1498132501942', state: 'in_progress' }]);
    expect(talk('tomorrow', { entities: [E('sys-date', '2026-11-27')] }).output.text).toEqual(['What time on Friday do you want to come in?']);
    const late = talk('at 9pm', { entities: [E('sys-time', '21:00:00', 3)] });
    expect(late.output.text).toEqual(['We only accept appointments between 11am and 5pm', 'What time on Friday do you want to come in?']);
    expect(late.context.time).toBeNull();
    expect(talk('3pm', { entities: [E('sys-time', '15:00:00')] }).output.text).toEqual([
      'Let me confirm: You want an appointment for Friday at 3 PM. Is this correct?',
    ]);
    expect(talk('yes', { entities: [E('reply', 'yes')] }).output.text).toEqual(['Perfect!', "I'll just need a phone to hold your reservation"]);
    const blah = talk('blah');
    expect(blah.output.text).toEqual(["I didn't understand can you try again", "I'll just need a phone to hold your reservation"]);
    const done = talk('555-1234', { entities: [E('phone', '555-1234')] });
    expect(done.output.text).toEqual(['Thanks', 'Let me check availability...  [Use IBM Cloud Functions to connect to backend systems]']);
    expect(done.output.nodes_visited).toEqual([
      'slot_22_1522444583114',
      'handler_23_1522444583114',
      'handler_22_1522598191131',
      'node_3_1519173961259',
      'Reservation using slots',
    ]);
    expect(done.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });
});
