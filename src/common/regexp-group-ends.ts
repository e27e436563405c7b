/**
 * An empty lookahead after each group that is a choice. V8, compiling a pattern with its optimisations, carries what it knows along each
 * path into a choice (an alternative, an optional or repeated group) and generates the rest of the pattern again for
 * each path that arrives with different knowledge: a party's field with an optional "promising|intending|prospective"
 * before its role list holds the list and all that follows it twice (456 KB of native code; 206 KB with `(?=)` after
 * the qualifier). A lookahead ends that knowledge, so the rest is generated once. `(?=)` always succeeds, reads nothing
 * and captures nothing: the same matches, captures and indices (bench/log.md, "The cold classify, part 20").
 */

/** A quantifier right after a group's `)`: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, lazy or not. */
const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/;
const LOOKAROUND = /^\(\?(?:=|!|<=|<!)/;

/**
 * `source` with `(?=)` after each group that is a choice — alternatives, or a quantifier after it — and not a lookaround
 * (after its quantifier, if any). Not for the `v` flag's nested classes. A source whose brackets do not balance comes
 * back as it is.
 */
export function groupEndsFlushed(source: string): string {
  if (!source.includes(')')) return source;
  let out = '';
  let inClass = false;
  const lookaround: boolean[] = [];
  /** Whether each open group has an alternative of its own ("|" at its depth). */
  const alternatives: boolean[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '(') {
      lookaround.push(LOOKAROUND.test(source.slice(i, i + 4)));
      alternatives.push(false);
      out += c;
    } else if (c === '|') {
      if (alternatives.length > 0) alternatives[alternatives.length - 1] = true;
      out += c;
    } else if (c === ')') {
      const look = lookaround.pop();
      const choice = alternatives.pop();
      if (look === undefined) return source;
      const quantifier = QUANTIFIER.exec(source.slice(i + 1, i + 24))?.[0] ?? '';
      out += `)${quantifier}${!look && (choice === true || quantifier !== '') ? '(?=)' : ''}`;
      i += quantifier.length;
    } else out += c;
  }
  return lookaround.length === 0 ? out : source;
}
