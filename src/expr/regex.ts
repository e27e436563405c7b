/**
 * Regular expressions written by workspace authors (RE2 syntax in the service, §5.5). Like RE2 they must
 * run in linear time: every pattern compiles with V8's linear-time engine (the `l` flag, enabled below),
 * so no pattern can backtrack catastrophically. Patterns that engine cannot run (backreferences and
 * lookaround, which RE2 lacks too, and very large counted repetitions) are rejected with an error.
 * The input is bounded as well.
 */
import v8 from 'node:v8';
import { caseFold } from './case-fold.js';
import { fail } from './failure.js';

v8.setFlagsFromString('--enable-experimental-regexp-engine');

/** Longest text a regex method looks at (matching is linear, so this only caps the work). */
export const MAX_REGEX_INPUT = 1_000_000;
const MAX_PATTERN = 2_000;
const cache = new Map<string, RegExp>();
const UNSUPPORTED = /\\[1-9]|\\k<|\(\?<?[=!]|\(\?>|[*+?}]\+/;

export interface RegexOptions {
  /** Find every match (`g`). */
  global?: boolean;
  /** Must match the whole input (`String.matches`). */
  whole?: boolean;
}

/** Compiles a Java/RE2 pattern; fails with the service-style message. */
export function compileRegex(pattern: string, options: RegexOptions = {}): RegExp {
  const global = options.global === true;
  const key = (global ? 'g' : '-') + (options.whole ? 'w' : '-') + pattern;
  const hit = cache.get(key);
  if (hit) {
    hit.lastIndex = 0;
    return hit;
  }
  if (pattern.length > MAX_PATTERN) fail('EL1065E: Unexpected exception: regular expression too long');
  if (UNSUPPORTED.test(pattern)) fail(`EL1065E: Unexpected exception: invalid regular expression '${pattern}': unsupported construct`);
  let source = pattern;
  let flags = global ? 'g' : '';
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    if (inline[1].includes('i')) source = caseFold(source);
    if (inline[1].includes('m')) flags += 'm';
    if (inline[1].includes('s')) flags += 's';
  }
  source = source.replace(/\\A/g, '^').replace(/\\[zZ]/g, '$');
  if (options.whole) source = `^(?:${source})$`;
  if (/\\[pP]\{/.test(source)) flags += 'u';
  try {
    new RegExp(source, flags);
  } catch {
    fail(`EL1065E: Unexpected exception: invalid regular expression '${pattern}'`);
  }
  let re: RegExp;
  try {
    re = new RegExp(source, flags + 'l');
  } catch {
    fail(`EL1065E: Unexpected exception: regular expression '${pattern}' is too complex to run in linear time`);
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, re);
  return re;
}

/** Checks the size of a regex input. */
export function regexInput(text: string): string {
  if (text.length > MAX_REGEX_INPUT) fail('EL1072E: Evaluation aborted: regular expression input too long');
  return text;
}
