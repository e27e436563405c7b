/**
 * Entities: list, create (a `sys-` name enables that system entity), get, update (rename carries the
 * mentions along), delete (on a system entity: disables it), and list_mentions.
 */
import { SYSTEM_ENTITIES as MODEL_SYSTEM_ENTITIES, validateEntity, type Entity, type EntityCollection, type EntityMentionCollection, type JsonObject, type Value } from '../../model/index.js';
import { firstByName, stampEntity, stampValue } from '../audit.js';
import { conflict, type WorkspaceDraft } from '../draft.js';
import { paginate, urlOf } from '../paging.js';
import { badParam, optionalBoolean, optionalString, stringParam } from '../params.js';
import { entityOut, mentionsOf } from '../shape.js';
import { arrayInput, conflictOn, listUrlQuery, objectInput, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';
import { withValueDefaults } from './values.js';
import { synonymBoundProblems } from './synonym-bound.js';

/** The system entities the entity operations can enable: exactly the ones workspace validation accepts. */
export const SYSTEM_ENTITIES: readonly string[] = [...MODEL_SYSTEM_ENTITIES];

export function listEntities(d: WorkspaceDraft, p: Params): EntityCollection {
  const o = shapeOf(p);
  const page = paginate(
    d.doc.entities,
    { entity: (e) => e.entity, updated: (e) => e.updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'entities'),
    listUrlQuery(p, d.ctx.version, true),
  );
  return { entities: page.items.map((e) => entityOut(e, o)), pagination: page.pagination };
}

export function getEntity(d: WorkspaceDraft, p: Params): Entity {
  return entityOut(d.entity(stringParam(p, 'entity')), shapeOf(p));
}

export function createEntity(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'entity');
  if (d.doc.entities.some((e) => e.entity === name)) throw conflict('Entity', name, 'entity');
  let entity: Entity;
  if (name.startsWith('sys-')) {
    if (!SYSTEM_ENTITIES.includes(name)) {
      throw badParam('entity', `'${name}' is not a system entity; names beginning with sys- enable one of ${SYSTEM_ENTITIES.join(', ')}`, 'reserved_prefix');
    }
    entity = { entity: name, values: [] };
  } else {
    entity = { entity: name };
    const description = optionalString(p, 'description');
    if (description !== undefined) entity.description = description;
    const metadata = objectInput<JsonObject>(p, 'metadata');
    if (metadata !== undefined) entity.metadata = metadata;
    const fuzzy = optionalBoolean(p, 'fuzzyMatch');
    if (fuzzy !== undefined) entity.fuzzy_match = fuzzy;
    entity.values = (arrayInput<Value>(p, 'values') ?? []).map(withValueDefaults);
  }
  d.doc.entities.push(stampEntity(entity, undefined, d.ctx.now, d.ownSynonymAudit()));
  d.label(['entity', name]);
  return { result: entityOut(entity, { ...shapeOf(p), export: true }), status: 201, problems: () => [...validateEntity(entity, ''), ...synonymBoundProblems(d, '.values')] };
}

export function updateEntity(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'entity');
  const index = d.entityIndex(name);
  const previous = d.doc.entities[index];
  const next: Entity = structuredClone(previous);
  const newName = optionalString(p, 'newEntity');
  if (newName !== undefined && newName !== name) {
    if (name.startsWith('sys-') || newName.startsWith('sys-')) {
      throw badParam('newEntity', 'A system entity cannot be renamed, nor an entity renamed to a sys- name', 'reserved_prefix');
    }
    if (d.doc.entities.some((e) => e.entity === newName)) throw conflict('Entity', newName, 'newEntity');
    next.entity = newName;
    renameMentions(d, name, newName);
    d.renameLabels(['entity', 'value', 'synonym'], [name], newName);
    d.renameSynonymAudit([name], newName);
  }
  const description = optionalString(p, 'newDescription');
  if (description !== undefined) next.description = description;
  const metadata = objectInput<JsonObject>(p, 'newMetadata');
  if (metadata !== undefined) next.metadata = metadata;
  const fuzzy = optionalBoolean(p, 'newFuzzyMatch');
  if (fuzzy !== undefined) next.fuzzy_match = fuzzy;
  const values = arrayInput<Value>(p, 'newValues')?.map(withValueDefaults);
  if (values !== undefined) {
    const kept = next.values ?? [];
    if (optionalBoolean(p, 'append') === true) {
      const keptValues = firstByName(kept, (k) => k.value);
      const clash = values.find((v) => keptValues.has(v?.value));
      if (clash) throw conflictOn(`Value '${clash.value}' already exists in entity '${name}'`, '.values');
      next.values = [...kept, ...values.map((v) => stampValue(next.entity, v, undefined, d.ctx.now, d.ownSynonymAudit()))];
    } else {
      next.values = values;
    }
  }
  d.doc.entities[index] = stampEntity(next, renamedCopy(previous, next.entity), d.ctx.now, d.ownSynonymAudit());
  d.label(['entity', next.entity]);
  const written = d.doc.entities[index];
  return { result: entityOut(written, { ...shapeOf(p), export: true }), problems: () => [...validateEntity(written, ''), ...synonymBoundProblems(d, '.values')] };
}

export function deleteEntity(d: WorkspaceDraft, p: Params): Mutation {
  const name = stringParam(p, 'entity');
  d.doc.entities.splice(d.entityIndex(name), 1);
  for (const intent of d.doc.intents.some((i) => mentions(i, name)) ? d.ownIntents() : []) {
    for (const example of intent.examples ?? []) {
      if (example.mentions?.some((m) => m.entity === name)) {
        example.mentions = example.mentions.filter((m) => m.entity !== name);
        example.updated = d.ctx.now;
      }
    }
  }
  d.dropLabels(['entity', 'value', 'synonym'], [name]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}

export function listMentions(d: WorkspaceDraft, p: Params): EntityMentionCollection {
  const entity = d.entity(stringParam(p, 'entity'));
  shapeOf(p);
  const path = pathOf('workspaces', d.workspaceId, 'entities', entity.entity, 'mentions');
  const query: [string, unknown][] = [
    ['version', d.ctx.version],
    ['export', p._export],
    ['include_audit', p.includeAudit],
  ];
  return { examples: mentionsOf(d.original, entity.entity), pagination: { refresh_url: urlOf(path, query) } };
}

/** Contextual mentions follow their entity when it is renamed. */
function renameMentions(d: WorkspaceDraft, from: string, to: string): void {
  for (const intent of d.doc.intents.some((i) => mentions(i, from)) ? d.ownIntents() : []) {
    for (const example of intent.examples ?? []) {
      for (const mention of example.mentions ?? []) if (mention.entity === from) mention.entity = to;
    }
  }
}

function mentions(intent: { examples?: { mentions?: { entity: string }[] }[] }, entity: string): boolean {
  return (intent.examples ?? []).some((e) => e.mentions?.some((m) => m.entity === entity));
}

/** The previous entity under its new name, so synonym audit lookups use the new keys. */
function renamedCopy(previous: Entity, name: string): Entity {
  return name === previous.entity ? previous : { ...previous, entity: name };
}
