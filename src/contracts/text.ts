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

const SUSPECT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff\ud800-\udfff]/;

export function sanitizeText(text: string): string {
  // Most text has nothing to replace: one cheap scan instead of the look-around pattern.
  return SUSPECT.test(text) ? text.replace(UNWRITABLE, ' ') : text;
}

/** The characters JavaScript's `\s` matches, by code: the one definition of whitespace of the module. */
export function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}
