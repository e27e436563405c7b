/**
 * Every pattern a classifier module keeps in a module-level constant and runs through the prefilter's runners
 * (`matchesOf`, `matchesWithTail`, `matchesWithListedWord`, `runnable`, `prefilteredTest`) is one the build collects:
 * exported, or named in one of the module's `…Patterns()` lists (scripts/build-regex-prefilter.mjs). The build then
 * writes its run source (short runs written once, word boundaries, group ends) into data/regex-runs.json; a pattern it
 * does not collect is rewritten in the process when first run, 234 of them (159,916 characters) in the 58-page
 * contract's cold call before session 67 (bench/log.md, "The cold classify, part 22"). Checked on the source, as
 * test/architecture.test.ts checks the layering; a pattern built per document (a parameter, a local) is not a constant
 * and is not asked for.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLASSIFY = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/contracts/classify');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module-level constants of `text` that a runner is handed by name, and that the build does not collect. */
function unlistedRunPatterns(text: string): string[] {
  const handed = new Set([...text.matchAll(/\b(?:matchesOf|matchesWithTail|matchesWithListedWord|runnable|prefilteredTest)\(\s*([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]));
  const lists = [...text.matchAll(/export function \w+Patterns\(\)[^{]*\{[^}]*\}/g)].map((m) => m[0]).join('\n');
  return [...handed].filter((name) => {
    if (new RegExp(`^export const ${name}\\b`, 'm').test(text)) return false;
    if (!new RegExp(`^const ${name}\\b`, 'm').test(text)) return false;
    return !new RegExp(`\\b${name}\\b`).test(lists);
  });
}

describe('the patterns the prefilter runs are the build’s (h104perf)', () => {
  it('finds a private constant handed to a runner and not listed, and nothing else', () => {
    const source = [
      "const LISTED = /a\\s{1,3}b/g;",
      "const PRIVATE = /c\\s{1,3}d/g;",
      "export const SHARED = /e/;",
      "const built = (w: string) => new RegExp(w, 'g');",
      'export function fooPatterns(): readonly RegExp[] {',
      '  return [LISTED];',
      '}',
      "matchesOf(LISTED, t); matchesOf(PRIVATE, t); runnable(SHARED); matchesOf(built('x'), t); matchesOf(pattern, t);",
    ].join('\n');
    expect(unlistedRunPatterns(source)).toEqual(['PRIVATE']);
  });

  it("leaves no classifier module's constant pattern for the process to rewrite", () => {
    const unlisted = sourceFiles(CLASSIFY).flatMap((file) => unlistedRunPatterns(readFileSync(file, 'utf8')).map((name) => `${relative(CLASSIFY, file)}: ${name}`));
    expect(unlisted).toEqual([]);
  });
});
