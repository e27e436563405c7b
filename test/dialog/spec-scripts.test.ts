/**
 * The documented multi-turn scripts of dialog-runtime.md §10.10 (doc-authored, not raw JSON): the slots tutorial
 * (D-tut-slots2) and the digression tutorial (D-tut-digr). The workspaces are not published with the tutorials (the
 * Digression Showcase is in the unlicensed community repository): each one below is the smallest the tutorial's steps
 * build, with its node texts. Intents are given; system entities are detected from the text, as the service did.
 * The tutorials show each turn's answer as one line: the test joins `output.text` with a space.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace, type Context, type Engine, type MessageResponse } from '../../src/index.js';
import { workspace, type NodeSpec } from './helpers.js';

const NOW = '2026-01-07T12:00:00Z'; // a Wednesday

function chat(engine: Engine) {
  let context: Context | undefined;
  return (text: string, intent?: string): MessageResponse => {
    const r = engine.message({ input: { text }, intents: intent ? [{ intent, confidence: 0.9 }] : [], ...(context ? { context } : {}) }, { now: NOW });
    context = r.context;
    return r;
  };
}
const line = (r: MessageResponse) => r.output.text.join(' ');
const sys = ['sys-date', 'sys-time', 'sys-number'].map((entity) => ({ entity, values: [] }));

describe('D-tut-slots2: the reservation frame', () => {
  const handler = (id: string, parent: string, event: string, extra: Record<string, unknown>): NodeSpec => ({ dialog_node: id, type: 'event_handler', event_name: event, parent, ...extra });
  const slot = (name: string, entity: string, prompt: string, found?: string): NodeSpec[] => [
    { dialog_node: `slot_${name}`, type: 'slot', parent: 'reservation', variable: `$${name}` },
    handler(`${name}_input`, `slot_${name}`, 'input', { conditions: entity, context: { [name]: entity } }),
    handler(`${name}_focus`, `slot_${name}`, 'focus', { output: { text: { values: [prompt] } } }),
    ...(found ? [handler(`${name}_filled`, `slot_${name}`, 'filled', { conditions: 'true', output: { text: { values: [found] } } })] : []),
  ];
  // The tutorial builds the frame in steps: the guests slot's found response and the #exit handler come after the
  // first script ("prompt for everything"), so that script runs without them.
  const nodes = (later: boolean): NodeSpec[] => [
    { dialog_node: 'reservation', type: 'frame', conditions: '#reservation', title: 'Reservation' },
    handler('everything', 'reservation', 'focus', {
      output: { text: { values: ['I can make a reservation for you. Just tell me the day and time of the reservation, and how many people it is for.'] } },
    }),
    ...slot('date', '@sys-date', 'What day would you like to come in?'),
    ...slot('time', '@sys-time', 'What time do you want the reservation to be made for?'),
    ...slot('guests', '@sys-number', 'How many people will be dining?', later ? 'Ok. The reservation is for $guests guests.' : undefined),
    ...(later
      ? [
          handler('exit', 'reservation', 'generic', {
            conditions: '#exit',
            output: { text: { values: ["Ok, we'll stop there. No reservation will be made."] } },
            next_step: { behavior: 'skip_all_slots' },
          }),
        ]
      : []),
    { dialog_node: 'skipped', type: 'response_condition', parent: 'reservation', conditions: 'has_skipped_slots', output: { text: { values: ['I look forward to helping you with your next reservation. Have a good day.'] } } },
    {
      dialog_node: 'booked',
      type: 'response_condition',
      parent: 'reservation',
      conditions: 'true',
      output: { text: { values: ['OK. I am making you a reservation for $guests on <? $date.reformatDateTime("EEEE") ?> at <? $time.reformatDateTime("h:mm a") ?>.'] } },
    },
  ];
  const engine = (later = true) => compileWorkspace(workspace(nodes(later), { entities: sys }), { version: '2021-06-14' });

  it('prompt for everything, then one input fills the three slots', () => {
    const talk = chat(engine(false));
    expect(line(talk("I'd like to make a reservation", 'reservation'))).toBe(
      'I can make a reservation for you. Just tell me the day and time of the reservation, and how many people it is for.',
    );
    const r = talk("It's for Saturday. There will be 2 of us coming in at 8pm");
    expect(line(r)).toBe('OK. I am making you a reservation for 2 on Saturday at 8:00 PM.');
    expect(r.context).toMatchObject({ date: '2026-01-10', time: '20:00:00', guests: 2 });
  });

  it('a found response and the next prompt, then skip_all_slots with the has_skipped_slots response', () => {
    const talk = chat(engine());
    talk('I want to make a reservation.', 'reservation');
    expect(line(talk("It's for 5 people"))).toBe('Ok. The reservation is for 5 guests. What day would you like to come in?');
    expect(line(talk('Never mind', 'exit'))).toBe(
      "Ok, we'll stop there. No reservation will be made. I look forward to helping you with your next reservation. Have a good day.",
    );
  });
});

describe('D-tut-digr: a digression from a slot and back', () => {
  const nodes = (digressOut: string, hoursReturn: boolean): NodeSpec[] => [
    { dialog_node: 'restaurant', type: 'frame', conditions: '#restaurant_booking', title: 'Restaurant booking', digress_out_slots: digressOut },
    { dialog_node: 'slot_date', type: 'slot', parent: 'restaurant', variable: '$date' },
    { dialog_node: 'date_input', type: 'event_handler', event_name: 'input', parent: 'slot_date', conditions: '@sys-date', context: { date: '@sys-date' } },
    { dialog_node: 'date_focus', type: 'event_handler', event_name: 'focus', parent: 'slot_date', output: { text: { values: ['When do you want to go?'] } } },
    { dialog_node: 'slot_time', type: 'slot', parent: 'restaurant', variable: '$time' },
    { dialog_node: 'time_input', type: 'event_handler', event_name: 'input', parent: 'slot_time', conditions: '@sys-time', context: { time: '@sys-time' } },
    { dialog_node: 'time_focus', type: 'event_handler', event_name: 'focus', parent: 'slot_time', output: { text: { values: ['What time do you want to go?'] } } },
    { dialog_node: 'booked', type: 'response_condition', parent: 'restaurant', conditions: 'true', output: { text: { values: ['I am making a reservation for $date at $time.'] } } },
    {
      dialog_node: 'hours',
      conditions: '#restaurant_opening_hours',
      title: 'Restaurant opening hours',
      digress_in: hoursReturn ? 'returns' : 'does_not_return',
      output: { text: { values: ['The restaurant is open from 8:00 AM to 10:00 PM.'] } },
    },
    { dialog_node: 'else', conditions: 'anything_else', output: { text: { values: ["I didn't understand."] } } },
  ];
  const engine = (digressOut: string, hoursReturn = true) => compileWorkspace(workspace(nodes(digressOut, hoursReturn), { entities: sys }), { version: '2021-06-14' });

  it('answers the hours question in the middle of the frame, then asks for the time again', () => {
    const talk = chat(engine('allow_all'));
    expect(line(talk('Book me a restaurant', 'restaurant_booking'))).toBe('When do you want to go?');
    expect(line(talk('Tomorrow'))).toBe('What time do you want to go?');
    const r = talk('What time do you close?', 'restaurant_opening_hours');
    expect(line(r)).toBe('The restaurant is open from 8:00 AM to 10:00 PM. What time do you want to go?');
    expect(line(talk('at 7pm'))).toBe('I am making a reservation for 2026-01-08 at 19:00:00.');
  });

  it('with slot digressions off the same question just shows the time prompt again', () => {
    const talk = chat(engine('not_allowed'));
    talk('Book me a restaurant', 'restaurant_booking');
    talk('Tomorrow');
    expect(line(talk('What time do you close?', 'restaurant_opening_hours'))).toBe('What time do you want to go?');
  });

  it('with the hours node set not to return, the frame does not resume', () => {
    const talk = chat(engine('allow_all', false));
    talk('Book me a restaurant', 'restaurant_booking');
    talk('Tomorrow');
    const r = talk('What time do you close?', 'restaurant_opening_hours');
    expect(line(r)).toBe('The restaurant is open from 8:00 AM to 10:00 PM.');
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });
});
