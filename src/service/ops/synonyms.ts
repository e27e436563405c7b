/** Synonyms of an entity value: list, create, get, update (rename), delete. */
import { validateSynonym, type Synonym, type SynonymCollection } from '../../model/index.js';
import { conflict, notFound, type WorkspaceDraft } from '../draft.js';
import { paginate } from '../paging.js';
import { optionalString, stringParam } from '../params.js';
import { synonymOut } from '../shape.js';
import { synonymKey } from '../store/types.js';
import { synonymBoundProblems } from './synonym-bound.js';
import { listUrlQuery, pathOf, shapeOf, type Mutation, type Params, NOTHING_TO_CHECK } from './common.js';

function locate(d: WorkspaceDraft, p: Params, write = false) {
  const entityIndex = d.entityIndex(stringParam(p, 'entity'));
  const entity = write ? d.ownEntity(entityIndex) : d.doc.entities[entityIndex];
  const value = entity.values![d.valueIndex(entity, stringParam(p, 'value'))];
  return { entity, value };
}

function synonymIndex(synonyms: readonly string[], synonym: string): number {
  const i = synonyms.indexOf(synonym);
  if (i < 0) throw notFound('Synonym', synonym, 'synonym');
  return i;
}

export function listSynonyms(d: WorkspaceDraft, p: Params): SynonymCollection {
  const { entity, value } = locate(d, p);
  const o = shapeOf(p);
  const audit = (s: string) => d.original.synonym_audit[synonymKey(entity.entity, value.value, s)] ?? value;
  const page = paginate(
    value.synonyms ?? [],
    { synonym: (s) => s, updated: (s) => audit(s).updated ?? '' },
    p,
    pathOf('workspaces', d.workspaceId, 'entities', entity.entity, 'values', value.value, 'synonyms'),
    listUrlQuery(p, d.ctx.version, false),
  );
  return { synonyms: page.items.map((s) => synonymOut(d.original, entity.entity, value, s, o)), pagination: page.pagination };
}

export function getSynonym(d: WorkspaceDraft, p: Params): Synonym {
  const { entity, value } = locate(d, p);
  const synonym = stringParam(p, 'synonym');
  synonymIndex(value.synonyms ?? [], synonym);
  return synonymOut(d.original, entity.entity, value, synonym, shapeOf(p));
}

export function createSynonym(d: WorkspaceDraft, p: Params): Mutation {
  const { entity, value } = locate(d, p, true);
  const synonym = stringParam(p, 'synonym');
  const synonyms = (value.synonyms ??= []);
  if (synonyms.includes(synonym)) throw conflict('Synonym', synonym, 'synonym');
  synonyms.push(synonym);
  value.updated = d.ctx.now;
  d.ownSynonymAudit()[synonymKey(entity.entity, value.value, synonym)] = { created: d.ctx.now, updated: d.ctx.now };
  d.label(['synonym', entity.entity, value.value, synonym]);
  return { result: synonymOut(draftRecord(d), entity.entity, value, synonym, shapeOf(p)), status: 201, problems: () => [...validateSynonym({ synonym }, ''), ...synonymBoundProblems(d, '.synonym')] };
}

export function updateSynonym(d: WorkspaceDraft, p: Params): Mutation {
  const { entity, value } = locate(d, p, true);
  const synonym = stringParam(p, 'synonym');
  const synonyms = value.synonyms ?? [];
  const index = synonymIndex(synonyms, synonym);
  const newSynonym = optionalString(p, 'newSynonym');
  let current = synonym;
  if (newSynonym !== undefined && newSynonym !== synonym) {
    if (synonyms.includes(newSynonym)) throw conflict('Synonym', newSynonym, 'newSynonym');
    synonyms[index] = newSynonym;
    const oldKey = synonymKey(entity.entity, value.value, synonym);
    const audit = d.ownSynonymAudit();
    const created = audit[oldKey]?.created ?? value.created ?? d.ctx.now;
    delete audit[oldKey];
    audit[synonymKey(entity.entity, value.value, newSynonym)] = { created, updated: d.ctx.now };
    d.renameLabels(['synonym'], [entity.entity, value.value, synonym], newSynonym);
    value.updated = d.ctx.now;
    current = newSynonym;
  }
  d.label(['synonym', entity.entity, value.value, current]);
  return { result: synonymOut(draftRecord(d), entity.entity, value, current, shapeOf(p)), problems: () => validateSynonym({ synonym: current }, '') };
}

export function deleteSynonym(d: WorkspaceDraft, p: Params): Mutation {
  const { entity, value } = locate(d, p, true);
  const synonym = stringParam(p, 'synonym');
  const index = synonymIndex(value.synonyms ?? [], synonym);
  value.synonyms!.splice(index, 1);
  value.updated = d.ctx.now;
  delete d.ownSynonymAudit()[synonymKey(entity.entity, value.value, synonym)];
  d.dropLabels(['synonym'], [entity.entity, value.value, synonym]);
  return { result: {}, problems: NOTHING_TO_CHECK };
}

/** The draft's audit map seen as a record (for shaping a synonym written by this call). */
function draftRecord(d: WorkspaceDraft) {
  return { ...d.original, synonym_audit: d.synonymAudit };
}
