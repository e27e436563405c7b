/**
 * The matching pipeline, unguarded: tokenize once, run every recognizer into one candidate list,
 * then resolve overlaps. `compileEntityMatcher` (index.ts) wraps it so that a turn never breaks.
 */
import type { RuntimeEntity } from '../../model/index.js';
import type { Candidate } from './candidate.js';
import { buildDictionary, matchDictionary } from './dictionary/index.js';
import { compilePatterns, matchPatterns } from './patterns/index.js';
import { buildFuzzyIndex, matchFuzzy } from './fuzzy/index.js';
import { collectWorkspaceWords } from './vocabulary.js';
import { matchContextual, trainContextualTagger } from './contextual/index.js';
import { selectMentions } from './select.js';
import { collectEntitySources } from './source.js';
import { tokenize } from './tokenize.js';
import type { EntityMatcherInput } from './input.js';

/** Longest text examined (the service's input limit): longer input is matched on its first 2,048 code units. */
export const MAX_INPUT_LENGTH = 2048;

/** Builds every index and model once; the returned function only reads them. */
export function compileMatchFunction(input: EntityMatcherInput): (text: string) => RuntimeEntity[] {
  const sources = collectEntitySources(Array.isArray(input.entities) ? input.entities : []);
  const intents = Array.isArray(input.intents) ? input.intents : [];
  const entityNames = new Map(sources.map((s) => [s.index, s.name] as const));
  const dictionary = buildDictionary(sources);
  const patterns = compilePatterns(sources, input.diagnostics);
  const tagger = trainContextualTagger(sources, intents);
  const language = typeof input.language === 'string' ? input.language.toLowerCase() : '';
  const english = language === '' || language.startsWith('en');
  const fuzzy = buildFuzzyIndex(sources, () => collectWorkspaceWords(sources, intents), english);

  return (text: string): RuntimeEntity[] => {
    if (typeof text !== 'string' || text.length === 0) return [];
    const bounded = text.length > MAX_INPUT_LENGTH ? text.slice(0, MAX_INPUT_LENGTH) : text;
    const tokens = tokenize(bounded);
    const folds = tokens.map((t) => t.fold);
    const candidates: Candidate[] = [];
    matchDictionary(dictionary, tokens, folds, candidates);
    matchPatterns(patterns, bounded, candidates);
    if (fuzzy !== undefined) matchFuzzy(fuzzy, tokens, folds, candidates);
    if (tagger !== undefined) matchContextual(tagger, bounded, tokens, candidates);
    return selectMentions(candidates, entityNames);
  };
}
