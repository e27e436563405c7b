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
// eslint-disable-next-line no-control-regex -- the control characters are what this matches
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
