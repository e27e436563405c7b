/** Building regular expressions from literal text (names, aliases, intent names), for both services. */

/** `s` with every regular-expression metacharacter escaped: it matches itself inside a pattern. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An alternation of `words` matched literally, longest first (a longer name wins over its own prefix). */
export function longestFirstAlternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
}
