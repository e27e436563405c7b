/**
 * A fast, never-wrong "no match" test before re2js runs: re2js takes 1–70 µs per pattern on a short message,
 * V8's linear-time engine (flag `l`) a fraction of that. The RE2 source is rewritten to JavaScript (`\x{h}` →
 * `\uhhhh`, `\A` → `^`, `\z` → `$`); a pattern that needs more (Unicode properties, astral code points) or that
 * V8's linear engine refuses gets no prefilter. Without the `u` flag JavaScript reads UTF-16 code units: on text
 * without surrogate pairs that is the same as re2js's code points, so a failed test means re2js would find
 * nothing; the matcher does not consult the prefilter for text with a surrogate pair (where `.` differs). Every
 * match, and its groups, still comes from re2js.
 */
// Enables V8's linear-time engine (the `l` flag), as for the regexes of expressions.
import '../../../expr/regex.js';

const UNSUPPORTED = /\\[pP]\{/;

/** A linear-time JavaScript regex that matches wherever `re2Source` does (and maybe more), or undefined. */
export function prefilterOf(re2Source: string): RegExp | undefined {
  if (UNSUPPORTED.test(re2Source)) return undefined;
  let astral = false;
  const js = re2Source.replace(/\\(x\{([0-9a-fA-F]+)\}|[Az]|[\s\S])/g, (m: string, esc: string, hex: string | undefined) => {
    if (hex !== undefined) {
      const cp = parseInt(hex, 16);
      if (cp > 0xffff) astral = true;
      return `\\u${cp.toString(16).padStart(4, '0')}`;
    }
    if (esc === 'A') return '^';
    if (esc === 'z') return '$';
    return m;
  });
  if (astral) return undefined;
  try {
    return new RegExp(js, 'l');
  } catch {
    return undefined;
  }
}
