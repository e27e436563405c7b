/** Counterexamples: list, create, get, update (text), delete. */
import { validateCounterexample, type Counterexample, type CounterexampleCollection } from '../../model/index.js';
import { stampCounterexample } from '../audit.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { optionalString, stringParam } from '../params.js';
import { counterexampleOut } from '../shape.js';
import { listUrlQuery, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';

export function listCounterexamples(d: WorkspaceDraft, p: Params): CounterexampleCollection {
  const o = shapeOf(p);
  const page = paginate(
    d.doc.counterexamples,
    { text: (c) => c.text, updated: (c) => c.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'counterexamples'),
    listUrlQuery(p, d.ctx.version, false),
  );
  return { counterexamples: page.items.map((c) => counterexampleOut(c, o)), pagination: page.pagination };
}

export function getCounterexample(d: WorkspaceDraft, p: Params): Counterexample {
  return counterexampleOut(d.counterexample(stringParam(p, 'text')), shapeOf(p));
}

export function createCounterexample(d: WorkspaceDraft, p: Params): Mutation {
  const text = stringParam(p, 'text');
  if (d.doc.counterexamples.some((c) => c.text === text)) throw conflict('Counterexample', text, 'text');
  const cx = stampCounterexample({ text }, undefined, d.ctx.now);
  d.doc.counterexamples.push(cx);
  d.label(['counterexample', text]);
  return { result: counterexampleOut(cx, shapeOf(p)), status: 201, problems: () => validateCounterexample(cx, '') };
}

export function updateCounterexample(d: WorkspaceDraft, p: Params): Mutation {
  const text = stringParam(p, 'text');
  const index = d.counterexampleIndex(text);
  const previous = d.doc.counterexamples[index];
  const next = structuredClone(previous);
  const newText = optionalString(p, 'newText');
  if (newText !== undefined && newText !== text) {
    if (d.doc.counterexamples.some((c) => c.text === newText)) throw conflict('Counterexample', newText, 'newText');
    next.text = newText;
    d.renameLabels(['counterexample'], [text], newText);
  }
  d.doc.counterexamples[index] = stampCounterexample(next, previous, d.ctx.now);
  d.label(['counterexample', next.text]);
  return { result: counterexampleOut(next, shapeOf(p)), problems: () => validateCounterexample(next, '') };
}

export function deleteCounterexample(d: WorkspaceDraft, p: Params): Mutation {
  const text = stringParam(p, 'text');
  d.doc.counterexamples.splice(d.counterexampleIndex(text), 1);
  d.dropLabels(['counterexample'], [text]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}
