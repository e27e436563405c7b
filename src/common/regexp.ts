/** Building regular expressions from literal text (names, aliases, intent names), for both services. */

/** `s` with every regular-expression metacharacter escaped: it matches itself inside a pattern. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An alternation of `words` matched literally, longest first (a longer name wins over its own prefix). */
export function longestFirstAlternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
}

/**
 * `(?:body){0,max}` written so that V8 compiles `body` once: `(?:body|){0,max}`. When V8 compiles a pattern with its
 * optimisations (the first ~1 MB of a process's regex code) it unrolls a repetition of at most three whose body cannot
 * match empty into that many copies of the body; a body of a long word list (the titles before a name, ~60
 * alternatives) then makes each pattern that holds it three times larger (the 58-page contract's first call: 12
 * patterns, ~1 MB of native code more, so ~70 other patterns compiled after V8's executable-memory limit without their
 * optimisations: bench/log.md, "The cold classify, part 9"). The empty alternative lets the body match empty, and V8
 * loops over such a body instead. Same matches, same order: an iteration that matches empty is refused (ECMAScript's
 * RepeatMatcher), so each one takes `body` or ends the repetition, as before. Bounded: linear.
 */
export function upToUnrolledOnce(body: string, max: number): string {
  return `(?:${body}|){0,${max}}`;
}
