/**
 * Text rules every stage of the contract module shares: what counts as whitespace and how text is made safe to emit.
 * One home, so the text an element reports and the text its html slice shows are computed the same way.
 */

/** Whitespace runs become one space, ends trimmed: how the service reported element and cell texts. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// C0/C1 controls other than tab/newline/return and lone surrogates cannot be written to XML; they become spaces
// (one for one, so no offset moves) instead of failing the whole document.
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function sanitizeText(text: string): string {
  return text.replace(UNWRITABLE, ' ');
}

export function isWhitespace(ch: string): boolean {
  return /\s/.test(ch);
}
