/**
 * Group commit: every batch that arrives while the event loop is busy is stored with the next one commit
 * (for a FileStore, one appended line and one fsync), then each sender is told its batch is stored. Under
 * load this turns one fsync per message (or per cluster worker's log batch) into one per loop turn.
 */
export type Stored = (error?: string) => void;

export class GroupCommit<T> {
  private queued: { items: T[]; stored: Stored }[] = [];
  private committed: Promise<void> = Promise.resolve();

  constructor(
    private readonly commit: (items: T[]) => void | Promise<void>,
    private readonly onError: (count: number, error: string) => void = () => {},
  ) {}

  /** Queues a batch; `stored` is called once it is durable (or with the reason it is not). */
  add(items: T[], stored: Stored): void {
    this.queued.push({ items, stored });
    if (this.queued.length === 1) setImmediate(() => this.drain());
  }

  /** Resolves once every batch added so far is stored (or has failed). */
  settled(): Promise<void> {
    this.drain();
    return this.committed;
  }

  private drain(): void {
    if (this.queued.length === 0) return;
    const group = this.queued;
    this.queued = [];
    const items = group.flatMap((g) => g.items);
    // In arrival order: each commit starts after the previous one.
    this.committed = this.committed
      .then(() => this.commit(items))
      .then(
        () => {
          for (const g of group) g.stored();
        },
        (err: unknown) => {
          const error = err instanceof Error ? err.message : String(err);
          this.onError(items.length, error);
          for (const g of group) g.stored(error);
        },
      );
  }
}
