/**
 * Escaping of text for the HTML pages and XML reports the kit writes (coverage, intent evaluation, JUnit): `&`, `<`,
 * `>` and `"` as named entities, so a value is safe in element text and in a double-quoted attribute. Pure.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
