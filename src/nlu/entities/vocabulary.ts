/**
 * The workspace's own words (entity values and synonyms of every entity, intent examples): fuzzy
 * matching never rewrites one of them into another word.
 */
import type { Intent } from '../../model/index.js';
import type { EntitySource } from './source.js';
import { wordKeys } from './tokenize.js';

/** Folded word tokens of every value, synonym and intent example. */
export function collectWorkspaceWords(entities: readonly EntitySource[], intents: readonly Intent[]): Set<string> {
  const words = new Set<string>();
  const add = (text: string): void => {
    for (const k of wordKeys(text)) words.add(k);
  };
  for (const e of entities) for (const v of e.values) for (const keys of v.keys) for (const k of keys.folds) words.add(k);
  for (const intent of intents) for (const ex of Array.isArray(intent?.examples) ? intent.examples : []) if (typeof ex?.text === 'string') add(ex.text);
  return words;
}
