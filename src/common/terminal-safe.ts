/**
 * Text from a workspace shown on a terminal (a lint finding quotes the condition it could not parse): its control
 * characters are shown as JSON escapes (`\u001b`), as the invalid-workspace messages show them, never sent. Sent, an
 * escape sequence in a workspace from elsewhere cleared the screen, set the window title or rewrote the lines above
 * (`ESC[2J`, `ESC]0;…BEL`, `ESC[1A`: hred7, 2026-11-29). Tab is kept; C0 (newline included: one finding, one line),
 * DEL and C1 are escaped.
 *
 * The bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) are escaped too: they reorder what
 * follows them on the line, so a file name "invoice<U+202E>txt.exe" showed as "invoiceexe.txt" (hred12; the "Trojan
 * Source" characters). The marks (U+200E, U+200F) and right-to-left letters are text and are kept.
 */
/** DEL, C1 and the bidirectional controls: the characters past C0 that a terminal acts on. */
const BEYOND_C0 = '\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
const CONTROL = new RegExp(`[\\u0000-\\u0008\\u000a-\\u001f${BEYOND_C0}]`, 'g');
/** The same characters but C0, which JSON.stringify escapes itself (and whose line breaks lay out an indented JSON). */
const CONTROL_BUT_C0 = new RegExp(`[${BEYOND_C0}]`, 'g');

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function terminalSafe(text: string): string {
  return text.replace(CONTROL, escaped);
}

/** A message of several lines (a command's error and its problems): each line terminal-safe, the line breaks kept. */
export function terminalSafeLines(text: string): string {
  return text.split('\n').map(terminalSafe).join('\n');
}

/**
 * JSON text (from JSON.stringify) for the terminal: DEL, C1 and the bidirectional controls, which JSON.stringify
 * writes as they are, written as JSON escapes. They can only stand inside strings, where `\uXXXX` is the same
 * character: the JSON parses to the same value (hred25: `parley run`'s answer with a U+202E reversed the rest of
 * the line, a U+009B is a C1 CSI).
 */
export function jsonTerminalSafe(json: string): string {
  return json.replace(CONTROL_BUT_C0, escaped);
}

/**
 * Where text shown escaped may be cut, at or next to `at`: never inside an escape (`\u202e` as written above, `\"` or
 * `\n` as JSON.stringify writes them) nor between the halves of a surrogate pair. A cut inside showed `…\u20…` or a
 * lone half (hred25: eval's confusion example, cut at 80 columns after escaping). `round` says which way a cut that
 * falls inside goes: `down` keeps less (the end of a head), `up` starts later (the start of a tail).
 */
export function wholeCut(text: string, at: number, round: 'down' | 'up' = 'down'): number {
  let i = 0;
  while (i < text.length) {
    const next = i + unitLength(text, i);
    if (next > at) return round === 'down' || i === at ? i : next;
    i = next;
  }
  return text.length;
}

/** The length of the character or escape at `i`: 6 for `\uXXXX`, 2 for another `\x` or a surrogate pair, else 1. */
function unitLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x5c && i + 1 < text.length) return text[i + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) ? 6 : 2;
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}
