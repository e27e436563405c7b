/**
 * Pattern entities: each value's Java-flavoured regexes, translated, checked for catastrophic
 * backtracking and compiled once. A pattern that cannot be used is reported in `diagnostics` with
 * its JSON path (`.entities[3].values[0].patterns[1]`) and never matches; compilation goes on.
 */
import type { CaptureGroup } from '../../../model/index.js';
import type { Diagnostic } from '../../../model/diagnostics.js';
import { MatchKind, type Candidate } from '../candidate.js';
import type { EntitySource } from '../source.js';
import { findCatastrophicBacktracking } from './safety.js';
import { PatternSyntaxError, translateJavaRegex } from './translate.js';

/** Matches returned per pattern and message at most (the rest are ignored). */
export const MAX_MATCHES_PER_PATTERN = 64;
/** Longest pattern accepted (the service's limit). */
export const MAX_PATTERN_LENGTH = 512;

export interface CompiledPattern {
  readonly entityIndex: number;
  readonly valueIndex: number;
  readonly value: string;
  readonly regex: RegExp;
  readonly groupMap: readonly number[];
  readonly requiredChar?: string;
}

/** Compiles every pattern of every pattern value; unusable ones go to `diagnostics`. */
export function compilePatterns(entities: readonly EntitySource[], diagnostics: Diagnostic[]): CompiledPattern[] {
  const out: CompiledPattern[] = [];
  for (const entity of entities) {
    for (const value of entity.values) {
      value.patterns.forEach((pattern, i) => {
        const path = `${value.path}.patterns[${i}]`;
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
): Pick<CompiledPattern, 'regex' | 'groupMap' | 'requiredChar'> | undefined {
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
  const unsafe = findCatastrophicBacktracking(translation.ast, pattern);
  if (unsafe !== undefined) {
    return reject(
      'pattern_unsafe',
      `Pattern ${JSON.stringify(pattern)} is rejected: ${unsafe} can take exponential or polynomial time on some inputs; rewrite it without ambiguous repetition.`,
    );
  }
  let regex: RegExp;
  try {
    regex = new RegExp(translation.source, 'gud');
  } catch (err) {
    return reject('pattern_invalid', `Invalid pattern ${JSON.stringify(pattern)}: ${(err as Error).message}; it is ignored.`);
  }
  return { regex, groupMap: translation.groupMap, requiredChar: translation.requiredChar };
}

/** Appends the matches of every pattern in `text` (non-empty matches only). */
export function matchPatterns(patterns: readonly CompiledPattern[], text: string, out: Candidate[]): void {
  for (const p of patterns) {
    if (p.requiredChar !== undefined && !text.includes(p.requiredChar)) continue;
    const re = p.regex;
    re.lastIndex = 0;
    let count = 0;
    let m: RegExpExecArray | null;
    while (count < MAX_MATCHES_PER_PATTERN && (m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex = advance(text, re.lastIndex);
        continue;
      }
      count++;
      out.push({
        entityIndex: p.entityIndex,
        valueIndex: p.valueIndex,
        value: p.value,
        start: m.index,
        end: m.index + m[0].length,
        confidence: 1,
        kind: MatchKind.Exact,
        groups: captureGroups(m, p.groupMap),
      });
    }
  }
}

function advance(text: string, index: number): number {
  const cp = text.codePointAt(index);
  return index + (cp !== undefined && cp > 0xffff ? 2 : 1);
}

function captureGroups(m: RegExpExecArray, groupMap: readonly number[]): CaptureGroup[] {
  const indices = m.indices;
  return groupMap.map((js, java) => {
    const span = indices?.[js];
    const group = `group_${java}`;
    return span === undefined ? { group } : { group, location: [span[0], span[1]] };
  });
}
