/**
 * Pattern entities: each value's Java-flavoured regexes, translated to RE2 syntax and compiled once with
 * re2js, a linear-time engine like the service's RE2: matching a 2,048-character input takes time linear in
 * it whatever the pattern's shape (V8's backtracking engine took over 30 s on `(\w+\W\w+)+$`, and no
 * shape check catches every catastrophic pattern). A pattern that cannot be used is reported in
 * `diagnostics` with its JSON path (`.entities[3].values[0].patterns[1]`) and never matches; compilation
 * goes on.
 */
import { RE2JS } from 're2js';
import type { CaptureGroup } from '../../../model/index.js';
import type { Diagnostic } from '../../../model/diagnostics.js';
import { MatchKind, type Candidate } from '../candidate.js';
import type { EntitySource } from '../source.js';
import { PatternSyntaxError, translateJavaRegex } from './translate.js';
import { prefilterOf } from './prefilter.js';

/** Matches returned per pattern and message at most (the rest are ignored). */
export const MAX_MATCHES_PER_PATTERN = 64;
/** Longest pattern accepted (the service's limit). */
export const MAX_PATTERN_LENGTH = 512;

export interface CompiledPattern {
  readonly entityIndex: number;
  readonly valueIndex: number;
  readonly value: string;
  readonly regex: RE2JS;
  /** A cheap test that fails only where `regex` cannot match (see prefilter.ts). */
  readonly prefilter?: RegExp;
  /** One character class every match uses: a text without any is skipped (a single-character regex). */
  readonly requiredClass?: RegExp;
  readonly groupMap: readonly number[];
  readonly requiredChar?: string;
}

/** Compiles every pattern of every pattern value; unusable ones go to `diagnostics`. */
export function compilePatterns(entities: readonly EntitySource[], diagnostics: Diagnostic[]): CompiledPattern[] {
  const out: CompiledPattern[] = [];
  for (const entity of entities) {
    for (const value of entity.values) {
      value.patterns.forEach((pattern, i) => {
        const path = `.entities[${entity.index}].values[${value.index}].patterns[${i}]`;
        const compiled = compileOne(pattern, path, diagnostics);
        if (compiled === undefined) return;
        out.push({ entityIndex: entity.index, valueIndex: value.index, value: value.name, ...compiled });
      });
    }
  }
  return out;
}

function compileOne(
  pattern: string,
  path: string,
  diagnostics: Diagnostic[],
): Pick<CompiledPattern, 'regex' | 'prefilter' | 'requiredClass' | 'groupMap' | 'requiredChar'> | undefined {
  const reject = (code: string, message: string): undefined => {
    diagnostics.push({ level: 'error', code, message, path });
    return undefined;
  };
  if (pattern.length === 0) return reject('pattern_invalid', 'The pattern is empty; it is ignored.');
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return reject('pattern_invalid', `The pattern is longer than ${MAX_PATTERN_LENGTH} characters; it is ignored.`);
  }
  let translation;
  try {
    translation = translateJavaRegex(pattern);
  } catch (err) {
    if (err instanceof PatternSyntaxError) return reject('pattern_invalid', `Invalid pattern ${JSON.stringify(pattern)}: ${err.message}; it is ignored.`);
    throw err;
  }
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(translation.source);
  } catch (err) {
    return reject('pattern_invalid', `Invalid pattern ${JSON.stringify(pattern)}: ${(err as Error).message}; it is ignored.`);
  }
  const prefilter = prefilterOf(translation.source);
  const requiredClass = requiredClassOf(translation.requiredClass);
  return { regex, ...(prefilter ? { prefilter } : {}), ...(requiredClass ? { requiredClass } : {}), groupMap: translation.groupMap, requiredChar: translation.requiredChar };
}

/** A one-character regex (no repetition: nothing to backtrack), or undefined if JavaScript refuses the class. */
function requiredClassOf(js: string | undefined): RegExp | undefined {
  if (js === undefined) return undefined;
  try {
    return new RegExp(js, 'u');
  } catch {
    return undefined;
  }
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Appends the matches of every pattern in `text` (non-empty matches only). */
export function matchPatterns(patterns: readonly CompiledPattern[], text: string, out: Candidate[]): void {
  // The prefilter reads UTF-16 code units and re2js code points: with a surrogate pair in the text, `.` or a
  // counted repetition can match in re2js where the prefilter fails (`a.c` on "a😀c"), so it cannot say "no".
  const prefilterSafe = !SURROGATE.test(text);
  for (const p of patterns) {
    if (p.requiredChar !== undefined && !text.includes(p.requiredChar)) continue;
    if (p.requiredClass !== undefined && !p.requiredClass.test(text)) continue;
    if (prefilterSafe && p.prefilter !== undefined && !p.prefilter.test(text)) continue;
    // find() moves past empty matches by itself (one code point), like Java's Matcher.
    const m = p.regex.matcher(text);
    let count = 0;
    while (count < MAX_MATCHES_PER_PATTERN && m.find()) {
      const start = m.start();
      const end = m.end();
      if (end === start) continue;
      count++;
      out.push({
        entityIndex: p.entityIndex,
        valueIndex: p.valueIndex,
        value: p.value,
        start,
        end,
        confidence: 1,
        kind: MatchKind.Exact,
        groups: captureGroups(m, p.groupMap),
      });
    }
  }
}

type Matcher = ReturnType<RE2JS['matcher']>;

function captureGroups(m: Matcher, groupMap: readonly number[]): CaptureGroup[] {
  return groupMap.map((engine, java) => {
    const group = `group_${java}`;
    const start = m.start(engine);
    return start < 0 ? { group } : { group, location: [start, m.end(engine)] };
  });
}
