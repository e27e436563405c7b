/** Table-driven: every element operation's 404 (missing parent or element) and 400 (invalid body, with its path). */
import { describe, expect, it } from 'vitest';
import type { AssistantV1 } from '../../src/service/index.js';
import { createSmall, failure, service } from './helpers.js';

type Call = (a: AssistantV1, id: string) => Promise<unknown>;

const NOT_FOUND: [string, Call, string][] = [
  ['getIntent', (a, id) => a.getIntent({ workspaceId: id, intent: 'x' }), "Intent 'x' does not exist"],
  ['updateIntent', (a, id) => a.updateIntent({ workspaceId: id, intent: 'x', newIntent: 'y' }), "Intent 'x' does not exist"],
  ['deleteIntent', (a, id) => a.deleteIntent({ workspaceId: id, intent: 'x' }), "Intent 'x' does not exist"],
  ['listExamples', (a, id) => a.listExamples({ workspaceId: id, intent: 'x' }), "Intent 'x' does not exist"],
  ['createExample', (a, id) => a.createExample({ workspaceId: id, intent: 'x', text: 't' }), "Intent 'x' does not exist"],
  ['getExample', (a, id) => a.getExample({ workspaceId: id, intent: 'greet', text: 'x' }), "Example 'x' does not exist"],
  ['updateExample', (a, id) => a.updateExample({ workspaceId: id, intent: 'greet', text: 'x', newText: 'y' }), "Example 'x' does not exist"],
  ['deleteExample', (a, id) => a.deleteExample({ workspaceId: id, intent: 'greet', text: 'x' }), "Example 'x' does not exist"],
  ['getCounterexample', (a, id) => a.getCounterexample({ workspaceId: id, text: 'x' }), "Counterexample 'x' does not exist"],
  ['updateCounterexample', (a, id) => a.updateCounterexample({ workspaceId: id, text: 'x', newText: 'y' }), "Counterexample 'x' does not exist"],
  ['deleteCounterexample', (a, id) => a.deleteCounterexample({ workspaceId: id, text: 'x' }), "Counterexample 'x' does not exist"],
  ['getEntity', (a, id) => a.getEntity({ workspaceId: id, entity: 'x' }), "Entity 'x' does not exist"],
  ['updateEntity', (a, id) => a.updateEntity({ workspaceId: id, entity: 'x', newEntity: 'y' }), "Entity 'x' does not exist"],
  ['deleteEntity', (a, id) => a.deleteEntity({ workspaceId: id, entity: 'x' }), "Entity 'x' does not exist"],
  ['listMentions', (a, id) => a.listMentions({ workspaceId: id, entity: 'x' }), "Entity 'x' does not exist"],
  ['listValues', (a, id) => a.listValues({ workspaceId: id, entity: 'x' }), "Entity 'x' does not exist"],
  ['createValue', (a, id) => a.createValue({ workspaceId: id, entity: 'x', value: 'v' }), "Entity 'x' does not exist"],
  ['getValue', (a, id) => a.getValue({ workspaceId: id, entity: 'city', value: 'x' }), "Value 'x' does not exist"],
  ['updateValue', (a, id) => a.updateValue({ workspaceId: id, entity: 'city', value: 'x', newValue: 'y' }), "Value 'x' does not exist"],
  ['deleteValue', (a, id) => a.deleteValue({ workspaceId: id, entity: 'city', value: 'x' }), "Value 'x' does not exist"],
  ['listSynonyms', (a, id) => a.listSynonyms({ workspaceId: id, entity: 'city', value: 'x' }), "Value 'x' does not exist"],
  ['createSynonym', (a, id) => a.createSynonym({ workspaceId: id, entity: 'city', value: 'x', synonym: 's' }), "Value 'x' does not exist"],
  ['getSynonym', (a, id) => a.getSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'x' }), "Synonym 'x' does not exist"],
  ['updateSynonym', (a, id) => a.updateSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'x', newSynonym: 'y' }), "Synonym 'x' does not exist"],
  ['deleteSynonym', (a, id) => a.deleteSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'x' }), "Synonym 'x' does not exist"],
  ['getDialogNode', (a, id) => a.getDialogNode({ workspaceId: id, dialogNode: 'x' }), "Dialog node 'x' does not exist"],
  ['updateDialogNode', (a, id) => a.updateDialogNode({ workspaceId: id, dialogNode: 'x', newTitle: 'y' }), "Dialog node 'x' does not exist"],
  ['deleteDialogNode', (a, id) => a.deleteDialogNode({ workspaceId: id, dialogNode: 'x' }), "Dialog node 'x' does not exist"],
];

const INVALID: [string, Call, string][] = [
  ['updateExample', (a, id) => a.updateExample({ workspaceId: id, intent: 'greet', text: 'hello', newText: ' ' }), '.text'],
  ['updateCounterexample', (a, id) => a.updateCounterexample({ workspaceId: id, text: 'what is the weather', newText: 'a\nb' }), '.text'],
  ['updateEntity', (a, id) => a.updateEntity({ workspaceId: id, entity: 'city', newValues: [{ value: 'x\ty' }] }), '.values[0].value'],
  ['updateValue', (a, id) => a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston', newType: 'bogus' }), '.type'],
  ['updateSynonym', (a, id) => a.updateSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'beantown', newSynonym: '\t' }), '.synonym'],
  ['createValue', (a, id) => a.createValue({ workspaceId: id, entity: 'city', value: '   ' }), '.value'],
  ['createCounterexample', (a, id) => a.createCounterexample({ workspaceId: id, text: 'x\ny' }), '.text'],
  ['createEntity', (a, id) => a.createEntity({ workspaceId: id, entity: 'bad name!' }), '.entity'],
  ['createDialogNode', (a, id) => a.createDialogNode({ workspaceId: id, dialogNode: 'n', previousSibling: 'ghost' }), '.previous_sibling'],
];

describe('404 for every element operation on a missing element or parent', () => {
  for (const [name, call, message] of NOT_FOUND) {
    it(name, async () => {
      const a = service();
      const id = await createSmall(a);
      const e = await failure(call(a, id));
      expect(e.status).toBe(404);
      expect(e.message).toBe(message);
      expect(e.result.error).toBe('Resource not found');
      expect((await failure(call(a, 'no-such-workspace'))).message).toBe("Workspace 'no-such-workspace' does not exist");
    });
  }
});

describe('400 with the body path for invalid element content, state unchanged', () => {
  for (const [name, call, path] of INVALID) {
    it(name, async () => {
      const a = service();
      const id = await createSmall(a);
      const before = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
      const e = await failure(call(a, id));
      expect(e.status).toBe(400);
      expect(e.result.errors!.map((x) => x.path)).toContain(path);
      expect((await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(before);
    });
  }
});
