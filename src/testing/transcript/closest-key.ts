/**
 * A misspelt key of a transcript (`expct:`, `intnet:`) named with the key meant: a newcomer writing YAML by hand reads
 * "unknown turn key expct" and still has to find the list. Within two edits of one known key it is suggested; else the
 * known keys are listed.
 */
const MAX_EDITS = 2;

export function unknownKeyHint(key: string, known: ReadonlySet<string>): string {
  const near = [...known].filter((k) => Math.abs(k.length - key.length) <= MAX_EDITS && editDistance(k, key) <= MAX_EDITS);
  return near.length === 1 ? `did you mean ${near[0]}?` : `one of ${[...known].join(', ')}`;
}

/** Levenshtein distance; both strings are at most a known key's length + MAX_EDITS long here (the caller checks). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}
