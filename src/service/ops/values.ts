/** Entity values: list, create, get, update (rename, type, synonyms or patterns with append), delete. */
import { validateValue, type JsonObject, type Value, type ValueCollection, type ValueType } from '../../model/index.js';
import { stampValue } from '../audit.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { optionalBoolean, optionalString, stringParam } from '../params.js';
import { valueOut } from '../shape.js';
import { arrayInput, conflictOn, listUrlQuery, objectInput, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';
import { synonymBoundProblems } from './synonym-bound.js';
import { isObject } from '../../common/is-object.js';

/** A submitted value (CreateValue) as stored: `type` defaults to `synonyms` (`patterns` if only patterns are given). */
export function withValueDefaults(value: Value): Value {
  if (!isObject(value)) return value;
  if (value.type === undefined) value.type = value.patterns !== undefined && value.synonyms === undefined ? 'patterns' : 'synonyms';
  return value;
}

export function listValues(d: WorkspaceDraft, p: Params): ValueCollection {
  const entity = d.entity(stringParam(p, 'entity'));
  const o = shapeOf(p);
  const page = paginate(
    entity.values ?? [],
    { value: (v) => v.value, updated: (v) => v.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'entities', entity.entity, 'values'),
    listUrlQuery(p, d.ctx.version, true),
  );
  return { values: page.items.map((v) => valueOut(v, o)), pagination: page.pagination };
}

export function getValue(d: WorkspaceDraft, p: Params): Value {
  const entity = d.entity(stringParam(p, 'entity'));
  return valueOut(d.value(entity, stringParam(p, 'value')), shapeOf(p));
}

export function createValue(d: WorkspaceDraft, p: Params): Mutation {
  const entityIndex = d.entityIndex(stringParam(p, 'entity'));
  const entity = d.ownEntity(entityIndex);
  const name = stringParam(p, 'value');
  const values = (entity.values ??= []);
  if (values.some((v) => v.value === name)) throw conflict('Value', name, 'value');
  const value: Value = { value: name };
  const metadata = objectInput<JsonObject>(p, 'metadata');
  if (metadata !== undefined) value.metadata = metadata;
  const type = optionalString(p, 'type');
  if (type !== undefined) value.type = type as ValueType;
  const synonyms = arrayInput<string>(p, 'synonyms');
  if (synonyms !== undefined) value.synonyms = synonyms;
  const patterns = arrayInput<string>(p, 'patterns');
  if (patterns !== undefined) value.patterns = patterns;
  values.push(stampValue(entity.entity, withValueDefaults(value), undefined, d.ctx.now, d.ownSynonymAudit()));
  d.label(['value', entity.entity, name]);
  return {
    result: valueOut(value, { ...shapeOf(p), export: true }),
    status: 201,
    problems: () => [...validateValue(value, ''), ...synonymBoundProblems(d, listPath(value))],
  };
}

export function updateValue(d: WorkspaceDraft, p: Params): Mutation {
  const entityIndex = d.entityIndex(stringParam(p, 'entity'));
  const entity = d.ownEntity(entityIndex);
  const name = stringParam(p, 'value');
  const index = d.valueIndex(entity, name);
  const previous = entity.values![index];
  const next: Value = structuredClone(previous);
  const newName = optionalString(p, 'newValue');
  if (newName !== undefined && newName !== name) {
    if (entity.values!.some((v) => v.value === newName)) throw conflict('Value', newName, 'newValue');
    next.value = newName;
    d.renameLabels(['value', 'synonym'], [entity.entity, name], newName);
    d.renameSynonymAudit([entity.entity, name], newName);
  }
  const metadata = objectInput<JsonObject>(p, 'newMetadata');
  if (metadata !== undefined) next.metadata = metadata;
  const append = optionalBoolean(p, 'append') === true;
  const type = optionalString(p, 'newType');
  if (type !== undefined && type !== next.type) {
    next.type = type as ValueType;
    // A value has synonyms or patterns, never both: switching the type drops the other list.
    if (type === 'patterns') delete next.synonyms;
    if (type === 'synonyms') delete next.patterns;
  }
  for (const list of ['synonyms', 'patterns'] as const) {
    const given = arrayInput<string>(p, list === 'synonyms' ? 'newSynonyms' : 'newPatterns');
    if (given === undefined) continue;
    const kept = next[list] ?? [];
    if (append) {
      const existing = new Set(kept);
      const clash = given.find((s) => existing.has(s));
      if (clash !== undefined) throw conflictOn(`${list === 'synonyms' ? 'Synonym' : 'Pattern'} '${clash}' already exists in value '${name}'`, `.${list}`);
      next[list] = [...kept, ...given];
    } else {
      next[list] = given;
    }
  }
  const renamedPrevious = next.value === previous.value ? previous : { ...previous, value: next.value };
  entity.values![index] = stampValue(entity.entity, next, renamedPrevious, d.ctx.now, d.ownSynonymAudit());
  d.label(['value', entity.entity, next.value]);
  return {
    result: valueOut(next, { ...shapeOf(p), export: true }),
    problems: () => [...validateValue(next, ''), ...synonymBoundProblems(d, listPath(next))],
  };
}

/** The list of `value` that the bound is reported at: its patterns for a patterns value, else its synonyms. */
function listPath(value: Value): string {
  return value.type === 'patterns' ? '.patterns' : '.synonyms';
}

export function deleteValue(d: WorkspaceDraft, p: Params): Mutation {
  const entity = d.ownEntity(d.entityIndex(stringParam(p, 'entity')));
  const name = stringParam(p, 'value');
  const index = d.valueIndex(entity, name);
  entity.values!.splice(index, 1);
  d.dropLabels(['value', 'synonym'], [entity.entity, name]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}
