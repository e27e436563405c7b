/**
 * The lines of a stream, each at most `maxBytes` bytes: a longer line is reported by its length and skipped to its
 * end, never kept (node:readline holds a line whole: 600 MB without a newline ended `parley run` with an uncaught
 * "Invalid string length", hred20). Lines end as node:readline's with `crlfDelay: Infinity` end them: at "\n", "\r"
 * or "\r\n"; a last line without an end is a line when it is not empty. Bytes are decoded as UTF-8 a line at a time,
 * so a character split between chunks is whole.
 */
export type BoundedLine = { line: string } | { tooLong: number };

export async function* boundedLines(input: AsyncIterable<string | Buffer>, maxBytes: number): AsyncGenerator<BoundedLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let over = false;
  // A "\n" right after a line ended by "\r" belongs to that end.
  let afterCr = false;
  const append = (segment: Buffer) => {
    if (segment.length === 0) return;
    size += segment.length;
    if (over) return;
    if (size > maxBytes) {
      over = true;
      parts = [];
    } else parts.push(segment);
  };
  const take = (): BoundedLine => {
    const line: BoundedLine = over ? { tooLong: size } : { line: Buffer.concat(parts, size).toString('utf8') };
    parts = [];
    size = 0;
    over = false;
    return line;
  };
  for await (const raw of input) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (afterCr) {
        afterCr = false;
        if (byte === 0x0a) {
          start = i + 1;
          continue;
        }
      }
      if (byte !== 0x0a && byte !== 0x0d) continue;
      append(chunk.subarray(start, i));
      yield take();
      afterCr = byte === 0x0d;
      start = i + 1;
    }
    append(chunk.subarray(start));
  }
  if (size > 0) yield take();
}
