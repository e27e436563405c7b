/**
 * MAX_WORKSPACE_SYNONYMS for the element calls. A whole workspace body is counted when it is validated, but a workspace
 * built value by value or synonym by synonym (create_synonym, create_value, update_value, create_entity, update_entity)
 * was accepted call by call past the bound and failed only at its compile (the workspace Failed, every message a 409):
 * hred29's Left, fixed in hred30. The call that takes the workspace past the bound is refused as a body past it is,
 * 400 `max_items`, before anything is stored.
 */
import { MAX_WORKSPACE_SYNONYMS, synonymCount } from '../../model/index.js';
import type { ErrorDetail } from '../../common/errors.js';
import type { WorkspaceDraft } from '../draft.js';

/**
 * One `max_items` problem at `path` (the call's own parameter) when the draft holds more synonyms and patterns than the
 * bound and more than the workspace held before the call; none otherwise, so a workspace stored over the bound before it
 * existed may still lose, rename or retype its synonyms.
 */
export function synonymBoundProblems(d: WorkspaceDraft, path: string): ErrorDetail[] {
  const after = synonymCount(d.doc.entities);
  if (after <= MAX_WORKSPACE_SYNONYMS || after <= synonymCount(d.original.workspace.entities ?? [])) return [];
  const message = `a workspace holds at most ${MAX_WORKSPACE_SYNONYMS} entity synonyms and patterns; this call takes it to ${after}`;
  return [{ code: 'max_items', message, path }];
}
