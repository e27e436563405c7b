/** Examples of an intent: list, create, get, update (text, mentions), delete. */
import { validateExample, type Example, type ExampleCollection, type Mention } from '../../model/index.js';
import { stampExample } from '../audit.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { optionalString, stringParam } from '../params.js';
import { exampleOut } from '../shape.js';
import { arrayInput, listUrlQuery, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';

export function listExamples(d: WorkspaceDraft, p: Params): ExampleCollection {
  const intent = d.intent(stringParam(p, 'intent'));
  const o = shapeOf(p);
  const page = paginate(
    intent.examples ?? [],
    { text: (e) => e.text, updated: (e) => e.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'intents', intent.intent, 'examples'),
    listUrlQuery(p, d.ctx.version, false),
  );
  return { examples: page.items.map((e) => exampleOut(e, o)), pagination: page.pagination };
}

export function getExample(d: WorkspaceDraft, p: Params): Example {
  const intent = d.intent(stringParam(p, 'intent'));
  return exampleOut(d.example(intent, stringParam(p, 'text')), shapeOf(p));
}

export function createExample(d: WorkspaceDraft, p: Params): Mutation {
  const intentIndex = d.intentIndex(stringParam(p, 'intent'));
  const intent = d.ownIntent(intentIndex);
  const text = stringParam(p, 'text');
  const examples = (intent.examples ??= []);
  if (examples.some((e) => e.text === text)) throw conflict('Example', text, 'text');
  const example: Example = { text };
  const mentions = arrayInput<Mention>(p, 'mentions');
  if (mentions !== undefined) example.mentions = mentions;
  examples.push(stampExample(example, undefined, d.ctx.now));
  d.label(['example', intent.intent, text]);
  return {
    result: exampleOut(example, shapeOf(p)),
    status: 201,
    problems: () => validateExample(example, ''),
  };
}

export function updateExample(d: WorkspaceDraft, p: Params): Mutation {
  const intentIndex = d.intentIndex(stringParam(p, 'intent'));
  const intent = d.ownIntent(intentIndex);
  const text = stringParam(p, 'text');
  const index = d.exampleIndex(intent, text);
  const previous = intent.examples![index];
  const next: Example = structuredClone(previous);
  const newText = optionalString(p, 'newText');
  if (newText !== undefined && newText !== text) {
    if (intent.examples!.some((e) => e.text === newText)) throw conflict('Example', newText, 'newText');
    next.text = newText;
    d.renameLabels(['example'], [intent.intent, text], newText);
  }
  const mentions = arrayInput<Mention>(p, 'newMentions');
  if (mentions !== undefined) next.mentions = mentions;
  intent.examples![index] = stampExample(next, previous, d.ctx.now);
  d.label(['example', intent.intent, next.text]);
  return { result: exampleOut(next, shapeOf(p)), problems: () => validateExample(next, '') };
}

export function deleteExample(d: WorkspaceDraft, p: Params): Mutation {
  const intent = d.ownIntent(d.intentIndex(stringParam(p, 'intent')));
  const text = stringParam(p, 'text');
  const index = d.exampleIndex(intent, text);
  intent.examples!.splice(index, 1);
  d.dropLabels(['example'], [intent.intent, text]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}
