/** XML escaping of the writer: text escapes `& < >`, attribute values also both quotes. */

const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE: Record<string, string> = { ...TEXT, '"': '&quot;', "'": '&apos;' };

export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => TEXT[ch]);
}

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ATTRIBUTE[ch]);
}
