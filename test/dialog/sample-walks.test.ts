/**
 * Issue 21, round 4 (h21w): what walking the shared sample workspaces without a transcript showed, each case with
 * a compact fixture in the shape of the export it comes from (docs/behaviour/dialog.md, "Round 4").
 */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor } from './helpers.js';

describe('slot handlers without a condition (insurance-voice-bot, virtual-insurance-assistant, alexa-weather-sample)', () => {
  /** The shape of insurance-voice-bot's node_3_1529676028916: two "Manage handlers" rows never filled in. */
  const nodes = [
    { dialog_node: 'quote', type: 'frame', conditions: '#quote', output: { text: { values: ['Done: $age, $income.'] } }, digress_out_slots: 'allow_all' },
    { dialog_node: 'blank_1', parent: 'quote', type: 'event_handler', event_name: 'generic', output: { text: { values: [] } } },
    { dialog_node: 'blank_2', parent: 'quote', type: 'event_handler', event_name: 'generic', conditions: null, output: { text: { values: [] } } },
    { dialog_node: 'slot_age', parent: 'quote', type: 'slot', variable: '$age' },
    { dialog_node: 'age_input', parent: 'slot_age', type: 'event_handler', event_name: 'input', conditions: '@sys-number', context: { age: '@sys-number' } },
    { dialog_node: 'age_focus', parent: 'slot_age', type: 'event_handler', event_name: 'focus', output: { text: 'Your age?' } },
    { dialog_node: 'age_nomatch', parent: 'slot_age', type: 'event_handler', event_name: 'nomatch', output: { text: { values: ['I will need your age to proceed further'] } } },
    { dialog_node: 'slot_income', parent: 'quote', type: 'slot', variable: '$income' },
    { dialog_node: 'income_input', parent: 'slot_income', type: 'event_handler', event_name: 'input', conditions: '@sys-currency', context: { income: '@sys-currency' } },
    { dialog_node: 'income_focus', parent: 'slot_income', type: 'event_handler', event_name: 'focus', output: { text: 'Your annual income?' } },
    { dialog_node: 'income_found', parent: 'slot_income', type: 'event_handler', event_name: 'filled', output: { text: { values: ['Got it.'] } } },
  ];
  const number = (value: number) => [{ entity: 'sys-number', value: String(value), location: [0, 2] as [number, number] }];
  const currency = (value: number) => [{ entity: 'sys-currency', value: String(value), location: [0, 5] as [number, number] }];

  for (const version of ['2018-09-20', '2021-06-14']) {
    it(`never match, so the slots fill; Found and Not found responses without a condition answer (${version})`, () => {
      const talk = conversation(engineFor(nodes, version));
      expect(talk('a quote', { intent: 'quote' }).output.text).toEqual(['Your age?']);
      const missed = talk('no idea');
      expect(missed.output.text).toEqual(['I will need your age to proceed further']);
      expect(missed.output.nodes_visited).toEqual(['slot_age', 'age_nomatch']);
      const age = talk('42', { entities: number(42) });
      expect(age.output.text).toEqual(['Your annual income?']);
      expect(age.output.nodes_visited).toEqual(['slot_age', 'age_input']);
      const done = talk('50000 dollars', { entities: currency(50000) });
      expect(done.output.text).toEqual(['Got it.', 'Done: 42, 50000.']);
      expect(done.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
    });
  }

  it('a slot handler with a condition still takes the input', () => {
    const withHelp = [...nodes.slice(0, 3), { dialog_node: 'help', parent: 'quote', type: 'event_handler', event_name: 'generic', conditions: '#help', output: { text: 'I need two numbers.' } }, ...nodes.slice(3)];
    const talk = conversation(engineFor(withHelp));
    talk('a quote', { intent: 'quote' });
    expect(talk('help', { intent: 'help' }).output.text).toEqual(['I need two numbers.', 'Your age?']);
  });
});

describe("a frame's own context is applied with its node-level response (app-connect-lookup, multi-bot, car-dashboard-2018-10)", () => {
  /** The shape of app-connect-lookup's node_1_1520179877410: the id read from the input that fills the slot. */
  const lookup = [
    { dialog_node: 'lookup', type: 'frame', conditions: '#customerDetails', context: { id: '<? @customerId.literal ?>', destination_bot: 'agent' }, output: { text: { values: [''] } }, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'say' } },
    { dialog_node: 'slot_id', parent: 'lookup', type: 'slot', variable: '$id2' },
    { dialog_node: 'id_input', parent: 'slot_id', type: 'event_handler', event_name: 'input', conditions: '@customerId', context: { id2: '@customerId' } },
    { dialog_node: 'id_focus', parent: 'slot_id', type: 'event_handler', event_name: 'focus', output: { text: 'Can you tell me the customer ID?' } },
    { dialog_node: 'say', conditions: 'false', output: { text: { values: ['Ok looking up customer using id $id.'] } } },
  ];
  const id = [{ entity: 'customerId', value: 'id', location: [0, 18] as [number, number] }];

  for (const version of ['2017-05-26', '2021-06-14']) {
    it(`not on entry: the prompt leaves the context alone, the completing input sets it (${version})`, () => {
      const talk = conversation(engineFor(lookup, version));
      const asked = talk('look up a customer', { intent: 'customerDetails' });
      expect(asked.output.text).toEqual(['Can you tell me the customer ID?']);
      expect(asked.context).not.toHaveProperty('id');
      expect(asked.context).not.toHaveProperty('destination_bot');
      const done = talk('0013600001XyZabAAB', { entities: id });
      expect(done.output.text).toEqual(['', 'Ok looking up customer using id 0013600001XyZabAAB.']);
      expect(done.context).toMatchObject({ id2: 'id', id: '0013600001XyZabAAB', destination_bot: 'agent' });
    });
  }

  it('on the turn that enters and completes the frame at once, the same', () => {
    const r = conversation(engineFor(lookup))('look up customer 0013600001XyZabAAB', { intent: 'customerDetails', entities: [{ ...id[0], location: [17, 35] }] });
    expect(r.output.text).toEqual(['', 'Ok looking up customer using id 0013600001XyZabAAB.']);
    expect(r.output.nodes_visited).toEqual(['lookup', 'id_input', 'lookup', 'say']);
  });

  it('reads the slot values just filled (car-dashboard-2018-10 "Restaurant Date Time Collection")', () => {
    const nodes = [
      { dialog_node: 'collect', type: 'frame', conditions: '#go', context: { previous_date: '$date' }, output: { text: 'Ok, on $date.' } },
      { dialog_node: 'slot_date', parent: 'collect', type: 'slot', variable: '$date' },
      { dialog_node: 'date_input', parent: 'slot_date', type: 'event_handler', event_name: 'input', conditions: '@sys-date', context: { date: '@sys-date' } },
      { dialog_node: 'date_focus', parent: 'slot_date', type: 'event_handler', event_name: 'focus', output: { text: 'What day?' } },
    ];
    const talk = conversation(engineFor(nodes));
    talk('go', { intent: 'go' });
    const done = talk('tomorrow', { entities: [{ entity: 'sys-date', value: '2026-01-02', location: [0, 8] }] });
    expect(done.output.text).toEqual(['Ok, on 2026-01-02.']);
    expect(done.context).toMatchObject({ date: '2026-01-02', previous_date: '2026-01-02' });
  });
});

describe('a Not found row left blank (insurance-voice-bot slot_12_1529679009178)', () => {
  const nodes = (nomatch: Record<string, unknown>) => [
    { dialog_node: 'quote', type: 'frame', conditions: '#quote', output: { text: 'Thanks, $name.' } },
    { dialog_node: 'slot_name', parent: 'quote', type: 'slot', variable: '$name' },
    { dialog_node: 'name_input', parent: 'slot_name', type: 'event_handler', event_name: 'input', conditions: '@sys-person', context: { name: '@sys-person' } },
    { dialog_node: 'name_focus', parent: 'slot_name', type: 'event_handler', event_name: 'focus', output: { text: 'Please enter your name' } },
    { dialog_node: 'name_nomatch', parent: 'slot_name', type: 'event_handler', event_name: 'nomatch', ...nomatch },
  ];

  it('is no Not found response: the prompt shows again instead of an empty answer', () => {
    for (const blank of [{ output: { text: { values: [], selection_policy: 'sequential' } } }, { output: {} }, {}]) {
      const talk = conversation(engineFor(nodes(blank)));
      talk('a quote', { intent: 'quote' });
      const r = talk('asdf');
      expect(r.output.text).toEqual(['Please enter your name']);
      expect(r.output.nodes_visited).toEqual(['slot_name']);
    }
  });

  it('a Not found row with a text, a context or a condition still answers', () => {
    const withText = conversation(engineFor(nodes({ output: { text: { values: ['I will need your name to proceed further'] } } })));
    withText('a quote', { intent: 'quote' });
    expect(withText('asdf').output.text).toEqual(['I will need your name to proceed further']);
    const withContext = conversation(engineFor(nodes({ context: { tries: 1 } })));
    withContext('a quote', { intent: 'quote' });
    const r = withContext('asdf');
    expect(r.output.text).toEqual([]);
    expect(r.context).toMatchObject({ tries: 1 });
  });
});

describe("a check-for `entities['x']` without a mention of x (bank-simple node_14_1512369444501)", () => {
  const nodes = [
    { dialog_node: 'pay', type: 'frame', conditions: '#pay', output: { text: 'Paying $cc_payamt on $cc_paydate.' } },
    { dialog_node: 'slot_date', parent: 'pay', type: 'slot', variable: '$cc_paydate' },
    { dialog_node: 'date_focus', parent: 'slot_date', type: 'event_handler', event_name: 'focus', output: { text: 'When would you like to pay?' } },
    { dialog_node: 'date_input', parent: 'slot_date', type: 'event_handler', event_name: 'input', conditions: '@sys-date', context: { cc_paydate: '@sys-date' } },
    { dialog_node: 'slot_amount', parent: 'pay', type: 'slot', variable: '$cc_payamt' },
    { dialog_node: 'amount_focus', parent: 'slot_amount', type: 'event_handler', event_name: 'focus', output: { text: 'How much?' } },
    { dialog_node: 'amount_input', parent: 'slot_amount', type: 'event_handler', event_name: 'input', conditions: '@sys-currency', context: { cc_payamt: '@sys-currency' } },
    { dialog_node: 'slot_zero', parent: 'pay', type: 'slot', variable: '$cc_payamt' },
    { dialog_node: 'zero_focus', parent: 'slot_zero', type: 'event_handler', event_name: 'focus', output: {} },
    { dialog_node: 'zero_input', parent: 'slot_zero', type: 'event_handler', event_name: 'input', conditions: "entities['sys-number']", context: { cc_payamt: 0 } },
  ];

  it('does not fill the slot: the amount is still asked for', () => {
    const talk = conversation(engineFor(nodes, '2019-02-28'));
    const entered = talk('I want to pay my bill', { intent: 'pay' });
    expect(entered.output.text).toEqual(['When would you like to pay?']);
    expect(entered.context).not.toHaveProperty('cc_payamt');
    const dated = talk('tomorrow', { entities: [{ entity: 'sys-date', value: '2026-01-02', location: [0, 8] }] });
    expect(dated.output.text).toEqual(['How much?']);
    expect(dated.output.nodes_visited).toEqual(['slot_date', 'date_input']);
  });

  it('fills it when the input has a number', () => {
    const talk = conversation(engineFor(nodes, '2019-02-28'));
    talk('I want to pay my bill', { intent: 'pay' });
    const r = talk('7', { entities: [{ entity: 'sys-number', value: '7', location: [0, 1] }] });
    expect(r.context).toMatchObject({ cc_payamt: 0 });
  });
});

describe("a context block reading a value set earlier in it (bank-simple handler_24_1513048058728)", () => {
  it('the appointment date slot fills and the day of the week follows from it', () => {
    const nodes = [
      { dialog_node: 'book', type: 'frame', conditions: '#book', output: { text: 'See you on $app_dayofweek.' } },
      { dialog_node: 'slot_date', parent: 'book', type: 'slot', variable: '$app_date' },
      { dialog_node: 'date_focus', parent: 'slot_date', type: 'event_handler', event_name: 'focus', output: { text: 'Which date would be best for you?' } },
      {
        dialog_node: 'date_input', parent: 'slot_date', type: 'event_handler', event_name: 'input', conditions: '@sys-date',
        context: { app_date: '@sys-date', current_step: 'Gather_Date', app_dayofweek: "<? $app_date.reformatDateTime('EEEE') ?>" },
      },
    ];
    for (const version of ['2017-05-26', '2019-02-28']) {
      const talk = conversation(engineFor(nodes, version));
      talk('book an appointment', { intent: 'book' });
      const r = talk('tomorrow', { entities: [{ entity: 'sys-date', value: '2026-01-02', location: [0, 8] }] });
      expect(r.output.text).toEqual(['See you on Friday.']);
      expect(r.output.log_messages).toEqual([]);
      expect(r.context).toMatchObject({ app_date: '2026-01-02', app_dayofweek: 'Friday' });
    }
  });
});
