/** Intents: list, create, get, update (rename, description, examples with append), delete. */
import { validateIntent, type Example, type Intent, type IntentCollection } from '../../model/index.js';
import { firstByName, stampExample, stampIntent } from '../audit.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { optionalBoolean, optionalString, stringParam } from '../params.js';
import { intentOut } from '../shape.js';
import { arrayInput, conflictOn, listUrlQuery, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';

export function listIntents(d: WorkspaceDraft, p: Params): IntentCollection {
  const o = shapeOf(p);
  const page = paginate(
    d.doc.intents,
    { intent: (i) => i.intent, updated: (i) => i.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'intents'),
    listUrlQuery(p, d.ctx.version, true),
  );
  return { intents: page.items.map((i) => intentOut(i, o)), pagination: page.pagination };
}

export function getIntent(d: WorkspaceDraft, p: Params): Intent {
  return intentOut(d.intent(stringParam(p, 'intent')), shapeOf(p));
}

export function createIntent(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'intent');
  if (d.doc.intents.some((i) => i.intent === name)) throw conflict('Intent', name, 'intent');
  const intent: Intent = { intent: name };
  const description = optionalString(p, 'description');
  if (description !== undefined) intent.description = description;
  intent.examples = arrayInput<Example>(p, 'examples') ?? [];
  d.doc.intents.push(stampIntent(intent, undefined, d.ctx.now));
  d.label(['intent', name]);
  return { result: intentOut(intent, { ...shapeOf(p), export: true }), status: 201, problems: () => validateIntent(intent, '') };
}

export function updateIntent(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'intent');
  const index = d.intentIndex(name);
  const previous = d.doc.intents[index];
  const next: Intent = structuredClone(previous);
  const newName = optionalString(p, 'newIntent');
  if (newName !== undefined && newName !== name) {
    if (d.doc.intents.some((i) => i.intent === newName)) throw conflict('Intent', newName, 'newIntent');
    next.intent = newName;
    d.renameLabels(['intent', 'example'], [name], newName);
  }
  const description = optionalString(p, 'newDescription');
  if (description !== undefined) next.description = description;
  const examples = arrayInput<Example>(p, 'newExamples');
  if (examples !== undefined) {
    const kept = previous.examples ?? [];
    const keptByText = firstByName(kept, (k) => k.text);
    if (optionalBoolean(p, 'append') === true) {
      const clash = examples.find((e) => keptByText.has(e?.text));
      if (clash) throw conflictOn(`Example '${clash.text}' already exists in intent '${name}'`, '.examples');
      next.examples = [...kept, ...examples.map((e) => stampExample(e, undefined, d.ctx.now))];
    } else {
      next.examples = examples.map((e) => stampExample(e, keptByText.get(e?.text), d.ctx.now));
    }
  }
  d.doc.intents[index] = stampIntent(next, previous, d.ctx.now);
  d.label(['intent', next.intent]);
  const written = d.doc.intents[index];
  return { result: intentOut(written, { ...shapeOf(p), export: true }), problems: () => validateIntent(written, '') };
}

export function deleteIntent(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'intent');
  d.doc.intents.splice(d.intentIndex(name), 1);
  d.dropLabels(['intent', 'example'], [name]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}
