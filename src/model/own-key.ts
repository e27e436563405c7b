/** Writing object keys without ever touching a prototype (not part of the package's public exports). */

/**
 * Writes `key` as an own, enumerable data property: plain assignment is safe for every key but `__proto__`, which
 * would set the prototype (a workspace or a request may carry it as an ordinary key).
 */
export function setOwnKey(target: object, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else (target as Record<string, unknown>)[key] = value;
}
