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
