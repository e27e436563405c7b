/**
 * Token features for the contextual tagger: the word, its shape, affixes and its neighbours.
 */
import type { Token } from '../tokenize.js';

/** Features of token `i` given the previously predicted label name. */
export function tokenFeatures(tokens: readonly Token[], raw: readonly string[], i: number, prevLabel: string): string[] {
  const w = tokens[i].fold;
  const word = raw[i];
  const prev = i > 0 ? tokens[i - 1].fold : '<s>';
  const prev2 = i > 1 ? tokens[i - 2].fold : '<s>';
  const next = i + 1 < tokens.length ? tokens[i + 1].fold : '</s>';
  const next2 = i + 2 < tokens.length ? tokens[i + 2].fold : '</s>';
  return [
    'bias',
    `w=${w}`,
    `shape=${shape(word)}`,
    `p3=${w.slice(0, 3)}`,
    `s3=${w.slice(-3)}`,
    `s2=${w.slice(-2)}`,
    `title=${i > 0 && /^\p{Lu}/u.test(word)}`,
    `pw=${prev}`,
    `pw2=${prev2}`,
    `nw=${next}`,
    `nw2=${next2}`,
    `pt=${prevLabel}`,
    `pt+w=${prevLabel}|${w}`,
    `pw+nw=${prev}|${next}`,
  ];
}

/** Word shape with runs collapsed: `London` → `Xx`, `B-52` → `X-d`, `abc123` → `xd`. */
export function shape(word: string): string {
  let out = '';
  for (const ch of word) {
    const c = /\p{Lu}/u.test(ch) ? 'X' : /\p{L}/u.test(ch) ? 'x' : /\p{N}/u.test(ch) ? 'd' : ch;
    if (out[out.length - 1] !== c) out += c;
  }
  return out;
}
