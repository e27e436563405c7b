/**
 * Regular expressions written by workspace authors (RE2 syntax in the service, §5.5). They compile to
 * native RegExp inside a try; constructs RE2 does not have (backreferences, lookaround, atomic groups,
 * possessive quantifiers) are rejected, which also keeps every accepted pattern eligible for V8's linear
 * engine. V8 is told to switch to that engine after excessive backtracking, so no pattern can hang, and
 * the input is bounded.
 */
import v8 from 'node:v8';
import { fail } from './failure.js';

v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/** Longest text a regex method looks at. */
export const MAX_REGEX_INPUT = 100_000;
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
    if (inline[1].includes('i')) flags += 'i';
    if (inline[1].includes('m')) flags += 'm';
    if (inline[1].includes('s')) flags += 's';
  }
  source = source.replace(/\\A/g, '^').replace(/\\[zZ]/g, '$');
  if (options.whole) source = `^(?:${source})$`;
  if (/\\[pP]\{/.test(source)) flags += 'u';
  let re: RegExp;
  try {
    re = new RegExp(source, flags);
  } catch {
    fail(`EL1065E: Unexpected exception: invalid regular expression '${pattern}'`);
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, re);
  return re;
}

/** Bounds regex input. */
export function regexInput(text: string): string {
  return text.length > MAX_REGEX_INPUT ? text.slice(0, MAX_REGEX_INPUT) : text;
}
