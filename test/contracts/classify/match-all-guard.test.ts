/**
 * `text.matchAll(pattern)` runs a copy of `pattern`, and a copy made after a few major garbage collections compiles
 * the pattern again though the module's own object still holds the code the warm-up compiled (bench/log.md, "The
 * cold classify, part 7"; src/common/regex-matches.ts). The classifier's module-level patterns go through
 * `matchesOf(pattern, text)` instead; this guard keeps a new `matchAll` on one from coming back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLASSIFY = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/contracts/classify');

/**
 * The deliberate ones, `file: argument`: a pattern built inside the function that runs it (no module-level object
 * keeps compiled code for it, so a copy costs nothing more). An inline literal (`matchAll(/…/g)`) needs no entry.
 */
// Patterns built per call from the document's own words (its initials, its towns named with their country).
// And the persons the contract names, looked for again (persons-named-again.ts, h98at), and an e-mail thread's
// correspondents' given names, looked for in its greetings and sign-offs (email-correspondents.ts, h116n90).
const ALLOWED = new Set(['parties/body-initials.ts: pattern', 'attributes/towns-named-with-country.ts: pattern', 'attributes/persons-named-again.ts: pattern', 'attributes/email-correspondents.ts: pattern']);

/** A `.matchAll(` call and the start of its argument (`/` for an inline literal). */
const MATCH_ALL = /\.matchAll\(\s*(\/|[^\s,)]*)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every `.matchAll(` of a classify file whose argument is not an inline literal, as `file: argument`. */
function matchAllCalls(): string[] {
  return sourceFiles(CLASSIFY).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const name = relative(CLASSIFY, file);
    return [...text.matchAll(MATCH_ALL)].filter((m) => m[1] !== '/').map((m) => `${name}: ${m[1]}`);
  });
}

describe('matchAll in src/contracts/classify', () => {
  const calls = matchAllCalls();

  it('should run module-level patterns through matchesOf, never text.matchAll', () => {
    const unexpected = calls.filter((c) => !ALLOWED.has(c));
    expect(
      unexpected,
      'use matchesOf(pattern, text) from src/common/regex-matches.ts: text.matchAll(pattern) recompiles a module-level pattern ' +
        'after the warm-up (bench/log.md, "The cold classify, part 7"); a pattern built per call goes in ALLOWED with its reason',
    ).toEqual([]);
  });

  it('should list only allowed calls that still exist', () => {
    expect([...ALLOWED].filter((a) => !calls.includes(a))).toEqual([]);
  });

  it('should see through the forms a call is written in', () => {
    const seen = (source: string): string[] => [...source.matchAll(MATCH_ALL)].map((m) => m[1]);
    expect(seen('for (const m of text.matchAll(CLAUSE)) {')).toEqual(['CLAUSE']);
    expect(seen('[...texts[i].matchAll( NAME_AND )]')).toEqual(['NAME_AND']);
    expect(seen('`${words} `.matchAll(/(?:AND|OR)\\s+/gu)')).toEqual(['/']);
    expect(seen('text.matchAll(new RegExp(source, "g"))')).toEqual(['new']);
  });
});
