/**
 * A string stored one byte a character when it can be. V8 keeps a string in two bytes a character once one character of
 * it was beyond Latin-1, and a string made from it stays so though every such character is gone: a `replace` of a
 * typographic quote by a straight one, a slice, a `toLowerCase`. A regex is compiled apart for one-byte and two-byte
 * strings, the first time it meets each; the classifier's ~600 patterns compiled twice take V8 past its regexp code
 * budget (more than 16 MB of executable memory), after which every pattern compiled is left without its optimisations and
 * runs several times slower (bench/log.md, "The classifier's cold time, session 33"). Same characters, so every answer
 * is the same: only the storage differs.
 */

/** Any character beyond Latin-1 (the string then needs two bytes a character whatever is done). */
const BEYOND_LATIN1 = /[^\x00-\xff]/;

/** Characters per `String.fromCharCode` call (its arguments go on the stack). */
const CHUNK = 8192;

/**
 * `text` itself when it holds a character beyond Latin-1, else the same characters in a new string V8 stores one byte a
 * character (`String.fromCharCode` makes a one-byte string when every code fits; so does joining one-byte pieces).
 */
export function oneByteWhenLatin1(text: string): string {
  if (BEYOND_LATIN1.test(text)) return text;
  let copy = '';
  for (let at = 0; at < text.length; at += CHUNK) {
    const end = Math.min(text.length, at + CHUNK);
    const codes = new Array<number>(end - at);
    for (let i = at; i < end; i++) codes[i - at] = text.charCodeAt(i);
    copy += String.fromCharCode(...codes);
  }
  return copy;
}
