/**
 * Pattern values the engine ignores: a pattern it cannot translate (Java syntax it lacks, lookarounds, a bad range)
 * is dropped when the workspace compiles, with a diagnostic no command shows, and the entity never matches it.
 * Compiled here by the engine's own pattern compiler.
 */
import type { Diagnostic } from '../../../model/index.js';
import { compilePatterns } from '../../../nlu/entities/patterns/index.js';
import { collectEntitySources } from '../../../nlu/entities/source.js';
import type { LintContext, LintRule } from '../types.js';

export const ignoredPatterns: LintRule = (ctx) => {
  const diagnostics: Diagnostic[] = [];
  compilePatterns(collectEntitySources(ctx.workspace.entities), diagnostics);
  return diagnostics.map((d) => ({ code: 'pattern-ignored', severity: 'error' as const, message: `${valueOf(ctx.workspace, d.path)}${d.message}`, path: d.path }));
};

/**
 * `@code:v: ` for a diagnostic at `.entities[i].values[j]…`: the engine's words name the pattern but not whose it is,
 * and a line of the pretty output should say it without the reader counting entities in the file.
 */
function valueOf(workspace: LintContext['workspace'], path: string | undefined): string {
  const at = /^\.entities\[(\d{1,9})\]\.values\[(\d{1,9})\]/.exec(path ?? '');
  if (at === null) return '';
  const entity = workspace.entities?.[Number(at[1])];
  const value = entity?.values?.[Number(at[2])];
  if (entity === undefined || value === undefined) return '';
  // As a condition names it: a value with spaces in brackets (`@size:(extra large)`).
  return `@${entity.entity}:${/[\s:()]/.test(value.value) ? `(${value.value})` : value.value}: `;
}
