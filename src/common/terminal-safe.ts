/**
 * Text from a workspace shown on a terminal (a lint finding quotes the condition it could not parse): its control
 * characters are shown as JSON escapes (`\u001b`), as the invalid-workspace messages show them, never sent. Sent, an
 * escape sequence in a workspace from elsewhere cleared the screen, set the window title or rewrote the lines above
 * (`ESC[2J`, `ESC]0;…BEL`, `ESC[1A`: hred7, 2026-11-29). Tab is kept; C0 (newline included: one finding, one line),
 * DEL and C1 are escaped.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this matches
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
