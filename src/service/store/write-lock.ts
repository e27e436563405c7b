/**
 * Runs a store's read-modify-write sequences one at a time: each sequence starts after the previous
 * one settled, so two writes never interleave between reading a record and committing its successor.
 * A failed sequence does not block the next.
 */
export class WriteLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(sequence: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(sequence);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
