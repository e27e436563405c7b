/** `1 table`, `4 tables`: a summary line counts in good English (a newcomer reads "1 tables" as a bug). */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
