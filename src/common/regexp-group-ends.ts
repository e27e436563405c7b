/**
 * An empty lookahead after each group that is a choice. V8, compiling a pattern with its optimisations, carries what it knows along each
 * path into a choice (an alternative, an optional or repeated group) and generates the rest of the pattern again for
 * each path that arrives with different knowledge: a party's field with an optional "promising|intending|prospective"
 * before its role list holds the list and all that follows it twice (456 KB of native code; 206 KB with `(?=)` after
 * the qualifier). A lookahead ends that knowledge, so the rest is generated once. `(?=)` always succeeds, reads nothing
 * and captures nothing: the same matches, captures and indices (bench/log.md, "The cold classify, part 20").
 */

import { isLookaround, regexSourceTokens } from './regex-source-tokens.js';

/**
 * `source` with `(?=)` after each group that is a choice — alternatives, or a quantifier after it — and not a lookaround
 * (after its quantifier, if any). Not for the `v` flag's nested classes. A source whose brackets do not balance comes
 * back as it is.
 */
export function groupEndsFlushed(source: string): string {
  if (!source.includes(')')) return source;
  const tokens = regexSourceTokens(source);
  let out = '';
  let copied = 0;
  const lookaround: boolean[] = [];
  /** Whether each open group has an alternative of its own ("|" at its depth). */
  const alternatives: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'open') {
      lookaround.push(isLookaround(t.group));
      alternatives.push(false);
    } else if (t.kind === 'alternative') {
      if (alternatives.length > 0) alternatives[alternatives.length - 1] = true;
    } else if (t.kind === 'close') {
      const look = lookaround.pop();
      const choice = alternatives.pop();
      if (look === undefined) return source;
      const quantified = tokens[i + 1]?.kind === 'quantifier';
      if (!look && (choice === true || quantified)) {
        const end = quantified ? tokens[i + 1].to : t.to;
        out += `${source.slice(copied, end)}(?=)`;
        copied = end;
      }
    }
  }
  return lookaround.length === 0 ? out + source.slice(copied) : source;
}
