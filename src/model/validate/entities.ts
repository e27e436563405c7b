/** Entities, their values, synonyms and patterns. */
import {
  auditFields,
  elementObject,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalObject,
  optionalString,
  requiredString,
  stringValue,
  type TextRules,
} from './fields.js';
import { ENTITY_NAME } from './names.js';
import { SYSTEM_ENTITIES, isSystemEntityName } from '../system-entities.js';
import { Issues, indexPath, keyPath } from './issues.js';
import { VALUE_TYPES } from '../enums.js';
import { checkNamedList } from './unique.js';

/**
 * The service's limit on entity values and synonyms: 64 characters. It also bounds the compile work of fuzzy
 * entities (partial matches look at the sub-sequences of a synonym's words): a 2,000-word synonym took 37 s.
 */
export const MAX_VALUE_LENGTH = 64;
const VALUE_TEXT: TextRules = { noControl: true, notBlank: true, maxLength: MAX_VALUE_LENGTH };

/**
 * Most synonyms and patterns of all a workspace's entities, 100,000 a workspace: a bound parley chooses (the shared spec
 * shows no such limit; the service's plans capped entity values and synonyms at about this order, recalled and not
 * verified: docs/behaviour/limits.md). Within the 10 MiB body bound a workspace held 900,000 short synonyms, whose fuzzy index took 1.2 GB of
 * heap at its first message (600,000: 800 MB, 3.4 s), and a few such workspaces ran the server out of memory (hred29).
 */
export const MAX_WORKSPACE_SYNONYMS = 100_000;

/** One problem at the value whose synonyms or patterns take the workspace past MAX_WORKSPACE_SYNONYMS. */
export function checkSynonymCount(issues: Issues, entities: readonly unknown[], path: string): void {
  let count = 0;
  for (let e = 0; e < entities.length; e++) {
    const values = ownArray(entities[e], 'values');
    for (let v = 0; v < values.length; v++) {
      for (const key of ['synonyms', 'patterns']) {
        count += ownArray(values[v], key).length;
        if (count > MAX_WORKSPACE_SYNONYMS) {
          const at = keyPath(indexPath(keyPath(indexPath(path, e), 'values'), v), key);
          issues.add('max_items', `a workspace holds at most ${MAX_WORKSPACE_SYNONYMS} entity synonyms and patterns; this list takes them past it`, at);
          return;
        }
      }
    }
  }
}

/** All the synonyms and patterns of `entities` (their values' lists): what MAX_WORKSPACE_SYNONYMS bounds. */
export function synonymCount(entities: readonly unknown[]): number {
  let count = 0;
  for (const entity of entities) for (const value of ownArray(entity, 'values')) count += ownArray(value, 'synonyms').length + ownArray(value, 'patterns').length;
  return count;
}

/** `json[key]` when `json` is an object holding an array there, else no items. */
function ownArray(json: unknown, key: string): readonly unknown[] {
  if (json === null || typeof json !== 'object' || !Object.prototype.hasOwnProperty.call(json, key)) return [];
  const value = (json as Record<string, unknown>)[key];
  return Array.isArray(value) ? value : [];
}

/**
 * Checks one entity with its values; returns the entity name when it is a string. A `sys-` entity only
 * enables that system entity: its other content is ignored by the service, so it is not checked.
 */
export function checkEntity(issues: Issues, json: unknown, path: string): string | undefined {
  const entity = elementObject(issues, json, path, 'entity');
  if (!entity) return undefined;
  const name = requiredString(issues, entity, 'entity', path, {
    noControl: true,
    pattern: { regex: ENTITY_NAME, describe: 'letters, digits, underscores and hyphens' },
  });
  if (name !== undefined && isSystemEntityName(name)) {
    if (!SYSTEM_ENTITIES.has(name)) {
      issues.add(
        'reserved_prefix',
        `entity ${JSON.stringify(name)} begins with the reserved prefix sys- but is not a system entity (${[...SYSTEM_ENTITIES].join(', ')})`,
        keyPath(path, 'entity'),
      );
    }
    return name;
  }
  optionalString(issues, entity, 'description', path, { noControl: true });
  optionalObject(issues, entity, 'metadata', path);
  optionalBoolean(issues, entity, 'fuzzy_match', path);
  auditFields(issues, entity, path);
  const values = optionalArray(issues, entity, 'values', path);
  if (values) checkNamedList(issues, values, keyPath(path, 'values'), 'value', 'value', checkValue);
  return name;
}

/** Checks one entity value with its synonyms or patterns; returns the value text when it is a string. */
export function checkValue(issues: Issues, json: unknown, path: string): string | undefined {
  const value = elementObject(issues, json, path, 'value');
  if (!value) return undefined;
  const text = requiredString(issues, value, 'value', path, VALUE_TEXT);
  const type = optionalEnum(issues, value, 'type', path, VALUE_TYPES);
  optionalObject(issues, value, 'metadata', path);
  auditFields(issues, value, path);
  const synonyms = optionalArray(issues, value, 'synonyms', path);
  const patterns = optionalArray(issues, value, 'patterns', path);
  if (synonyms) checkNamedList(issues, synonyms, keyPath(path, 'synonyms'), 'synonym', undefined, checkSynonymText);
  if (patterns && patterns.length > 0) {
    const listPath = keyPath(path, 'patterns');
    patterns.forEach((pattern, i) => stringValue(issues, pattern, indexPath(listPath, i), 'pattern', VALUE_TEXT));
  }
  checkSynonymsOrPatterns(issues, path, type, synonyms, patterns);
  return text;
}

/** One synonym string of a value's `synonyms` list. */
function checkSynonymText(issues: Issues, json: unknown, path: string): string | undefined {
  return stringValue(issues, json, path, 'synonym', VALUE_TEXT);
}

/** A value is either a synonym value or a pattern value, never both (empty lists do not count). */
function checkSynonymsOrPatterns(
  issues: Issues,
  path: string,
  type: string | undefined,
  synonyms: unknown[] | undefined,
  patterns: unknown[] | undefined,
): void {
  const hasSynonyms = (synonyms?.length ?? 0) > 0;
  const hasPatterns = (patterns?.length ?? 0) > 0;
  if (hasSynonyms && hasPatterns) {
    // Point at the list that contradicts the declared type (patterns when no type is given).
    const extra = type === 'patterns' ? 'synonyms' : 'patterns';
    issues.add('exclusive', 'a value has either synonyms or patterns, not both', keyPath(path, extra));
  } else if (type === 'synonyms' && hasPatterns) {
    issues.add('exclusive', 'a value of type synonyms cannot have patterns', keyPath(path, 'patterns'));
  } else if (type === 'patterns' && hasSynonyms) {
    issues.add('exclusive', 'a value of type patterns cannot have synonyms', keyPath(path, 'synonyms'));
  }
}

/** Checks one synonym object (`{synonym}`), as the single-element synonym operations receive it. */
export function checkSynonym(issues: Issues, json: unknown, path: string): string | undefined {
  const synonym = elementObject(issues, json, path, 'synonym');
  if (!synonym) return undefined;
  const text = requiredString(issues, synonym, 'synonym', path, VALUE_TEXT);
  auditFields(issues, synonym, path);
  return text;
}
