/**
 * The workers that take part in broadcasts, and round trips to all of them: a message with an id goes to
 * every member, and the round trip ends when each has answered that id or died.
 */
import type { Worker } from 'node:cluster';
import type { ToWorker } from './protocol.js';
import { sendTo } from './send.js';

export class RoundTrips {
  readonly members = new Set<Worker>();
  private readonly waiting = new Map<number, { left: Set<Worker>; done: () => void }>();
  private nextId = 0;

  /** Sends `make(id)` to every member; resolves when all of them answered `id`. */
  send(make: (id: number) => ToWorker): Promise<void> {
    if (this.members.size === 0) return Promise.resolve();
    const id = this.nextId++;
    return new Promise((done) => {
      this.waiting.set(id, { left: new Set(this.members), done });
      // A worker that cannot receive it (dying) counts as having answered: it holds nothing to wait for.
      for (const w of this.members) sendTo(w, make(id), () => this.answered(id, w));
    });
  }

  answered(id: number, worker: Worker): void {
    const entry = this.waiting.get(id);
    if (!entry) return;
    entry.left.delete(worker);
    if (entry.left.size === 0) {
      this.waiting.delete(id);
      entry.done();
    }
  }

  /** A worker that exited answers everything it was waited for, and leaves. */
  leave(worker: Worker): void {
    this.members.delete(worker);
    for (const id of [...this.waiting.keys()]) this.answered(id, worker);
  }
}
