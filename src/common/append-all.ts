/**
 * Pushes each of `more` onto `out`, in order. `out.push(...more)` passes every element as an argument and overflows
 * the stack past some 120,000 of them: a document's lines, runs or entries can be that many (hred24).
 */
export function appendAll<T>(out: T[], more: readonly T[]): void {
  for (const item of more) out.push(item);
}
