/**
 * Field checkers shared by every element validator: presence, JSON type, enums, text rules. Each
 * returns the value when it has the right type (so callers can descend into it) and records problems.
 */
import { CONTROL_CHARS } from './names.js';
import { Issues, isAbsent, keyPath, own, show, typeName, type Obj, isObj } from './issues.js';

/** Character rules of a text field. */
export interface TextRules {
  /** No CR, LF or TAB. */
  noControl?: boolean;
  /** Not empty and not only whitespace. */
  notBlank?: boolean;
  /** Allowed characters, with a human description for the message. */
  pattern?: { regex: RegExp; describe: string };
  /** Longest length, in UTF-16 units (the service's limits). */
  maxLength?: number;
}

/** The rules of a text field without any (a shared default: a fresh `{}` per call was ≈ 15 MB on a large workspace). */
const NO_RULES: TextRules = Object.freeze({});

/** Checks a string value against `rules`; `label` names it in messages. */
export function checkText(issues: Issues, value: string, path: string, label: string, rules: TextRules): void {
  if (rules.notBlank && value.trim() === '') {
    issues.add('whitespace', `${label} must not be empty or only whitespace`, path);
    return;
  }
  if (rules.noControl && CONTROL_CHARS.test(value)) {
    issues.add('invalid_characters', `${label} cannot contain carriage return, newline, or tab characters`, path);
    return;
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    issues.add('max_length', `${label} must be no longer than ${rules.maxLength} characters`, path);
    return;
  }
  if (rules.pattern && !rules.pattern.regex.test(value)) {
    issues.add('pattern', `${label} ${show(value)} may contain only ${rules.pattern.describe}`, path);
  }
}

function wrongType(issues: Issues, path: string, label: string, expected: string, value: unknown): void {
  issues.add('type', `${label} must be ${expected}, not ${typeName(value)}`, path);
}

/** A string field that must be present. */
export function requiredString(issues: Issues, obj: Obj, key: string, path: string, rules: TextRules = NO_RULES): string | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) {
    issues.add('required', `${key} is required`, keyPath(path, key));
    return undefined;
  }
  return stringField(issues, value, path, key, rules);
}

/** A string field that may be absent or null. */
export function optionalString(issues: Issues, obj: Obj, key: string, path: string, rules: TextRules = NO_RULES): string | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  return stringField(issues, value, path, key, rules);
}

/** Like stringValue, but builds the field's path only when there is a problem (the common case has none). */
function stringField(issues: Issues, value: unknown, path: string, key: string, rules: TextRules): string | undefined {
  if (typeof value === 'string' && isCleanText(value, rules)) return value;
  return stringValue(issues, value, keyPath(path, key), key, rules);
}

function isCleanText(value: string, rules: TextRules): boolean {
  return (!rules.notBlank || value.trim() !== '') && (!rules.noControl || !CONTROL_CHARS.test(value)) && (!rules.pattern || rules.pattern.regex.test(value))
    && (rules.maxLength === undefined || value.length <= rules.maxLength);
}

/** A value (already read) that must be a string obeying `rules`. */
export function stringValue(issues: Issues, value: unknown, path: string, label: string, rules: TextRules = NO_RULES): string | undefined {
  if (typeof value !== 'string') {
    wrongType(issues, path, label, 'a string', value);
    return undefined;
  }
  checkText(issues, value, path, label, rules);
  return value;
}

/** A boolean field that may be absent or null. */
export function optionalBoolean(issues: Issues, obj: Obj, key: string, path: string): boolean | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'boolean') {
    wrongType(issues, keyPath(path, key), key, 'a boolean', value);
    return undefined;
  }
  return value;
}

/** An object field (any content) that may be absent or null. */
export function optionalObject(issues: Issues, obj: Obj, key: string, path: string): Obj | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (!isObj(value)) {
    wrongType(issues, keyPath(path, key), key, 'an object', value);
    return undefined;
  }
  return value;
}

/** An array field that may be absent or null. */
export function optionalArray(issues: Issues, obj: Obj, key: string, path: string): unknown[] | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (!Array.isArray(value)) {
    wrongType(issues, keyPath(path, key), key, 'an array', value);
    return undefined;
  }
  return value;
}

/** A string field whose value must be one of `allowed` (absent or null is fine). */
export function optionalEnum<T extends string>(
  issues: Issues,
  obj: Obj,
  key: string,
  path: string,
  allowed: readonly T[],
): T | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'string') {
    wrongType(issues, keyPath(path, key), key, 'a string', value);
    return undefined;
  }
  if (!(allowed as readonly string[]).includes(value)) {
    issues.add('enum', `${key} ${show(value)} must be one of: ${allowed.join(', ')}`, keyPath(path, key));
    return undefined;
  }
  return value as T;
}

/** An integer field within [min, max] (absent or null is fine). */
export function optionalInteger(
  issues: Issues,
  obj: Obj,
  key: string,
  path: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const value = own(obj, key);
  if (isAbsent(value)) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    wrongType(issues, keyPath(path, key), key, 'a number', value);
    return undefined;
  }
  const { min = -Infinity, max = Infinity } = range;
  const at = keyPath(path, key);
  if (!Number.isInteger(value) || value < min || value > max) {
    const bounds = Number.isFinite(min) && Number.isFinite(max) ? ` from ${min} to ${max}` : Number.isFinite(min) ? ` >= ${min}` : '';
    issues.add('range', `${key} must be an integer${bounds}, not ${value}`, at);
    return undefined;
  }
  return value;
}

/** The element must be a JSON object; returns it or records a type problem. */
export function elementObject(issues: Issues, value: unknown, path: string, label: string): Obj | undefined {
  if (!isObj(value)) {
    wrongType(issues, path, label, 'an object', value);
    return undefined;
  }
  return value;
}

/** Audit timestamps `created`/`updated`: strings when present. */
export function auditFields(issues: Issues, obj: Obj, path: string): void {
  optionalString(issues, obj, 'created', path);
  optionalString(issues, obj, 'updated', path);
}
