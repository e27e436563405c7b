/** XML escaping of the writer: text escapes `& < >`, attribute values also both quotes. */

const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE: Record<string, string> = { ...TEXT, '"': '&quot;', "'": '&apos;' };

/** The escaped form of one character of text (the character itself when it needs none). */
export function escapeChar(ch: string): string {
  return TEXT[ch] ?? ch;
}

export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => TEXT[ch]);
}

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ATTRIBUTE[ch]);
}
