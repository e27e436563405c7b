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
