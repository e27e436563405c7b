/** Duplicate detection: the second and later occurrences of a name are reported where they stand. */
import { checkElement, indexPath, keyPath, type Issues } from './issues.js';

/**
 * Reports every element whose name already occurred earlier in `names` (exact, case-sensitive match; undefined
 * when an element had no name or a wrong type). `pathOf(i)` is where the i-th name is: called only to report
 * a problem, so that valid lists (100,000 entity values) build no path.
 */
export function checkUnique(issues: Issues, names: readonly (string | undefined)[], label: string, pathOf: (index: number) => string): void {
  const seen = new Set<string>();
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (name === undefined) continue;
    if (seen.has(name)) issues.add('unique', `${label} ${JSON.stringify(name)} is defined more than once`, pathOf(i));
    else seen.add(name);
  }
}

/**
 * Checks each element of `list` (at `listPath[i]`) with `check`, which returns the element's name, then
 * reports repeated names at `listPath[i].field` (at the element itself without `field`).
 */
export function checkNamedList(
  issues: Issues,
  list: readonly unknown[],
  listPath: string,
  label: string,
  field: string | undefined,
  check: (issues: Issues, json: unknown, path: string) => string | undefined,
): void {
  const names = new Array<string | undefined>(list.length);
  for (let i = 0; i < list.length; i++) names[i] = checkElement(issues, check, list[i], listPath, i);
  checkUnique(issues, names, label, (i) => (field === undefined ? indexPath(listPath, i) : keyPath(indexPath(listPath, i), field)));
}
