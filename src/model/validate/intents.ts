/** Intents, their user examples (with mentions) and counterexamples. */
import {
  auditFields,
  elementObject,
  optionalArray,
  optionalString,
  requiredString,
  type TextRules,
} from './fields.js';
import { INTENT_NAME, ENTITY_NAME } from './names.js';
import { RESERVED_PREFIX } from '../system-entities.js';
import { Issues, indexPath, keyPath, own, type Obj } from './issues.js';
import { checkNamedList } from './unique.js';

const EXAMPLE_TEXT: TextRules = { noControl: true, notBlank: true };
const DESCRIPTION: TextRules = { noControl: true };

/** Checks one intent with its examples; returns the intent name when it is a string. */
export function checkIntent(issues: Issues, json: unknown, path: string): string | undefined {
  const intent = elementObject(issues, json, path, 'intent');
  if (!intent) return undefined;
  const name = requiredString(issues, intent, 'intent', path, {
    noControl: true,
    pattern: { regex: INTENT_NAME, describe: 'letters, digits, underscores, hyphens and dots' },
  });
  if (name !== undefined && name.startsWith(RESERVED_PREFIX)) {
    issues.add('reserved_prefix', `intent ${JSON.stringify(name)} must not begin with the reserved prefix sys-`, keyPath(path, 'intent'));
  }
  optionalString(issues, intent, 'description', path, DESCRIPTION);
  auditFields(issues, intent, path);
  const examples = optionalArray(issues, intent, 'examples', path);
  if (examples) checkNamedList(issues, examples, keyPath(path, 'examples'), 'example', 'text', checkExample);
  return name;
}

/** Checks one user input example; returns its text when it is a string. */
export function checkExample(issues: Issues, json: unknown, path: string): string | undefined {
  const example = elementObject(issues, json, path, 'example');
  if (!example) return undefined;
  const text = requiredString(issues, example, 'text', path, EXAMPLE_TEXT);
  auditFields(issues, example, path);
  const mentions = optionalArray(issues, example, 'mentions', path);
  if (mentions && mentions.length > 0) {
    const listPath = keyPath(path, 'mentions');
    mentions.forEach((mention, i) => checkMention(issues, mention, indexPath(listPath, i), text));
  }
  return text;
}

/** A contextual entity mention: an entity name and `[begin, end]` offsets inside the example text. */
function checkMention(issues: Issues, json: unknown, path: string, text: string | undefined): void {
  const mention = elementObject(issues, json, path, 'mention');
  if (!mention) return;
  requiredString(issues, mention, 'entity', path, {
    noControl: true,
    pattern: { regex: ENTITY_NAME, describe: 'letters, digits, underscores and hyphens' },
  });
  checkLocation(issues, mention, path, text);
}

function checkLocation(issues: Issues, mention: Obj, path: string, text: string | undefined): void {
  const location = own(mention, 'location');
  const at = keyPath(path, 'location');
  if (location === undefined || location === null) {
    issues.add('required', 'location is required', at);
    return;
  }
  if (!Array.isArray(location) || location.length !== 2 || !location.every((n) => typeof n === 'number')) {
    issues.add('type', 'location must be an array of two integers [begin, end]', at);
    return;
  }
  const [begin, end] = location as number[];
  const limit = text?.length ?? Infinity;
  if (!Number.isInteger(begin) || !Number.isInteger(end) || begin < 0 || end < begin || end > limit) {
    issues.add('range', `location [${begin}, ${end}] must satisfy 0 <= begin <= end <= text length`, at);
  }
}

/** Checks one counterexample; returns its text when it is a string. */
export function checkCounterexample(issues: Issues, json: unknown, path: string): string | undefined {
  const counterexample = elementObject(issues, json, path, 'counterexample');
  if (!counterexample) return undefined;
  const text = requiredString(issues, counterexample, 'text', path, EXAMPLE_TEXT);
  auditFields(issues, counterexample, path);
  return text;
}

/** Checks a list of counterexamples, including duplicate texts. */
export function checkCounterexamples(issues: Issues, list: readonly unknown[], path: string): void {
  checkNamedList(issues, list, path, 'counterexample', 'text', checkCounterexample);
}

