/**
 * How alike two changed elements are: the Dice coefficient of their token multisets, 2·|A∩B| / (|A|+|B|),
 * in [0, 1] and symmetric. Order-insensitive on purpose: a clause whose names, dates or amounts changed
 * keeps most of its tokens, which is what makes it "the same clause, changed".
 */
export function tokenCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** How many tokens `tokenCounts` counted. */
export function countedSize(counts: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const c of counts.values()) n += c;
  return n;
}

/**
 * The tokens with each figure whole: the comparison's tokens split "13.2" and "10,000" at the mark. Digits joined by
 * one "." or "," are joined again (the keys, `identical_text`, keep their own tokens).
 */
export function wholeNumbers(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    while (DIGITS.test(t.slice(-1)) && (tokens[i + 1] === '.' || tokens[i + 1] === ',') && DIGITS.test(tokens[i + 2] ?? '')) {
      t += tokens[i + 1] + tokens[i + 2];
      i += 2;
    }
    out.push(t);
  }
  return out;
}
const DIGITS = /^\d+$/;

export function dice(a: ReadonlyMap<string, number>, sizeA: number, b: ReadonlyMap<string, number>, sizeB: number): number {
  if (sizeA + sizeB === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const [t, n] of small) {
    const m = large.get(t);
    if (m !== undefined) common += Math.min(n, m);
  }
  return (2 * common) / (sizeA + sizeB);
}
