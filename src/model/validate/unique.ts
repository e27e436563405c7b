/** Duplicate detection: the second and later occurrences of a name are reported where they stand. */
import type { Issues } from './issues.js';

/** One named element: its name (undefined when it had none or a wrong type) and where its name is. */
export interface Named {
  name: string | undefined;
  path: string;
}

/** Reports every element whose name already occurred earlier in `items` (exact, case-sensitive match). */
export function checkUnique(issues: Issues, items: readonly Named[], label: string): void {
  const seen = new Set<string>();
  for (const { name, path } of items) {
    if (name === undefined) continue;
    if (seen.has(name)) issues.add('unique', `${label} ${JSON.stringify(name)} is defined more than once`, path);
    else seen.add(name);
  }
}
