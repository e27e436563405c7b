/**
 * Dictionary, pattern, fuzzy and contextual entities. System entities (`sys-*`) are not matched
 * here: see ../sysent. Everything heavy (indexes, regex translation and safety checks, the contextual
 * tagger's training) happens in `compileEntityMatcher`; `match` only reads immutable structures.
 *
 * Locations are [start, end) offsets into the original text in UTF-16 code units, as the service
 * returns them (and as `String.prototype.slice` takes them).
 */
import type { Entity, Intent, RuntimeEntity } from '../../model/index.js';
import type { Diagnostic } from '../../model/diagnostics.js';
import type { Candidate } from './candidate.js';
import { buildDictionary, matchDictionary } from './dictionary/index.js';
import { compilePatterns, matchPatterns } from './patterns/index.js';
import { buildFuzzyIndex, matchFuzzy } from './fuzzy/index.js';
import { collectWorkspaceWords } from './vocabulary.js';
import { matchContextual, trainContextualTagger } from './contextual/index.js';
import { selectMentions } from './select.js';
import { collectEntitySources } from './source.js';
import { tokenize } from './tokenize.js';

export interface EntityMatcherInput {
  entities: readonly Entity[];
  /** For contextual entities: the mentions annotated in the intents' examples. */
  intents: readonly Intent[];
  language: string;
  /** Compile warnings (e.g. a pattern rejected as unsafe) go here, with their JSON paths. */
  diagnostics: Diagnostic[];
}

export interface EntityMatcher {
  /** Mentions in `text`, ordered by start offset (ties in workspace order). Never throws. */
  match(text: string): RuntimeEntity[];
}

/** Longest text examined (the service's input limit): longer input is matched on its first 2,048 code units. */
export const MAX_INPUT_LENGTH = 2048;

/** Compiles the workspace's non-system entities into a matcher. */
export function compileEntityMatcher(input: EntityMatcherInput): EntityMatcher {
  const sources = collectEntitySources(input.entities ?? []);
  const entityNames = new Map(sources.map((s) => [s.index, s.name] as const));
  const dictionary = buildDictionary(sources);
  const patterns = compilePatterns(sources, input.diagnostics);
  const tagger = trainContextualTagger(sources, input.intents ?? []);
  const english = typeof input.language !== 'string' || input.language === '' || input.language.toLowerCase().startsWith('en');
  const fuzzy = buildFuzzyIndex(sources, () => collectWorkspaceWords(sources, input.intents ?? []), english);

  const match = (text: string): RuntimeEntity[] => {
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
  return {
    match(text: string): RuntimeEntity[] {
      try {
        return match(text);
      } catch {
        // Defensive: matching must never break a turn. No known input reaches this.
        return [];
      }
    },
  };
}
