/**
 * A value rendered for an error message, for both services (a validation path's value, a bad option, an SDK
 * parameter): short and safe on anything a caller passes — a BigInt, a circular object or a symbol, on which
 * `JSON.stringify` throws or prints nothing.
 */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  // A function's text is its whole source: never huge.
  if (typeof value === 'function') return 'a function';
  return String(value);
}
