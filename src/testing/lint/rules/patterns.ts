/**
 * Pattern values the engine ignores: a pattern it cannot translate (Java syntax it lacks, lookarounds, a bad range)
 * is dropped when the workspace compiles, with a diagnostic no command shows, and the entity never matches it.
 * Compiled here by the engine's own pattern compiler.
 */
import type { Diagnostic } from '../../../model/index.js';
import { compilePatterns } from '../../../nlu/entities/patterns/index.js';
import { collectEntitySources } from '../../../nlu/entities/source.js';
import type { LintRule } from '../types.js';

export const ignoredPatterns: LintRule = (ctx) => {
  const diagnostics: Diagnostic[] = [];
  compilePatterns(collectEntitySources(ctx.workspace.entities), diagnostics);
  return diagnostics.map((d) => ({ code: 'pattern-ignored', severity: 'error' as const, message: d.message, path: d.path }));
};
