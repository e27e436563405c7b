/**
 * Runs batches off the request path, one document at a time (so memory stays bounded by the largest
 * document): read the input object, run the batch's function, write one JSON result per document to the
 * output bucket (`<key>.json`: the result, or the error body for a failed document), then record the
 * document as counted (one write of its page of the store: `batch-book.ts`). The result is written before it is
 * counted, so a restart (which resumes every open batch from its stored record) may redo a document, never lose one
 * it counted. A batch canceled (or deleted) while a document is in hand (h105sig): its read is given the batch's signal
 * (a page or a PDF waiting for the OCR worker or a PDF child leaves the queue, one being recognised or read is stopped,
 * h106sig; a threaded operation waiting for a thread is dropped, a running one stopped after its grace), and the document is left pending — no result written, none
 * counted — unless its result's write had begun: that one is written whole and counted, and the cancel answers after it.
 */
import { jsonOutput } from '../../common/encoded-json.js';
import { ParleyError } from '../../common/errors.js';
import { batchTimestamp, isOpen, type BatchRecord, type DocumentState } from '../batches/record.js';
import type { BatchFunction } from '../service-wire.js';
import type { BatchBook } from './batch-book.js';
import { ObjectTooLarge, type BucketStore } from './bucket-store.js';
import type { DocumentOperations } from './operations.js';
import type { ContractProgress } from '../progress.js';

/**
 * How far a batch is inside a document: `progress` absent when the document's analysis starts, then its
 * pages read and elements classified as the operation reports them.
 */
export interface BatchProgress {
  batchId: string;
  /** The input object's key (its file name in a directory bucket). */
  object: string;
  progress?: ContractProgress;
}

export type OnBatchProgress = (event: BatchProgress) => void;

/** The service took files up to 50 MB through batches. */
export const MAX_BATCH_FILE_BYTES = 50 * 1024 * 1024;

const tooLarge = (bytes: number) => new ParleyError(413, `The document is ${bytes} bytes; batches take up to ${MAX_BATCH_FILE_BYTES}`);

/** A document to run: where it is in its batch, and which object (a rescan may replace it meanwhile). */
interface Work {
  batchId: string;
  index: number;
  key: string;
  etag: string;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const noop = (): void => undefined;

/** The document being run: its batch, the source of its read's signal, and its result's write and count once begun. */
interface InHand {
  batchId: string;
  controller: AbortController;
  settled?: Promise<void>;
}

export class BatchRunner {
  private running: Promise<void> | undefined;
  private stopped = false;
  private inHand: InHand | undefined;

  constructor(
    private readonly book: BatchBook,
    private readonly buckets: BucketStore | undefined,
    private readonly operations: DocumentOperations,
    private readonly clock: () => Date,
    private readonly onProgress?: OnBatchProgress,
  ) {}

  /** Starts the loop if it is not running; it stops by itself when no document is pending. */
  kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /**
   * Starts no more documents, for good: the one in hand is finished and counted, the rest stay pending in the store
   * for the next runner (a restart) to resume. For an owner that is closing: run on with its threads ended, each
   * document left would fail and be counted failed, completing the batch (review hrev9).
   */
  stop(): void {
    this.stopped = true;
  }

  /**
   * The batch `batchId` was canceled or deleted (its record says so already): the document in hand, if it is that
   * batch's, is given up (its read's signal aborts) and will be neither written nor counted. Resolves once nothing of
   * the batch can change any more: at once, or when a result's write begun before the cancel is written and counted.
   * Never rejects: a count that failed (the store) is the runner's loop's to meet; the batch is canceled all the same.
   */
  cancel(batchId: string): Promise<void> {
    const hand = this.inHand;
    if (hand?.batchId !== batchId) return Promise.resolve();
    hand.controller.abort();
    return hand.settled?.then(noop, noop) ?? Promise.resolve();
  }

  /** Resolves once no batch has work left (for tests and the CLI). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    for (;;) {
      await nextTurn();
      if (this.stopped) return;
      try {
        const work = this.nextWork();
        if (!work) return;
        await this.process(work);
      } catch {
        // A storage failure: stop here; the next request (or restart) kicks the loop again.
        return;
      }
    }
  }

  /** The oldest open batch's first pending document; open batches with nothing pending are completed. */
  private nextWork(): Work | undefined {
    for (const b of this.book.openBatches()) {
      const index = this.book.nextPending(b.batch_id);
      if (index !== undefined) {
        const doc = b.documents[index];
        return { batchId: b.batch_id, index, key: doc.key, etag: doc.etag };
      }
      this.book.amend(b.batch_id, { status: 'completed', updated: this.now() });
    }
    return undefined;
  }

  private async process(work: Work): Promise<void> {
    const record = this.book.get(work.batchId);
    if (!record || !isOpen(record.status)) return;
    if (record.status === 'pending') this.book.amend(work.batchId, { status: 'active', updated: this.now() });
    const hand: InHand = { batchId: work.batchId, controller: new AbortController() };
    this.inHand = hand;
    try {
      const { state, output } = await this.run(record, work.key, hand.controller.signal);
      // Canceled or deleted meanwhile: the document stays as it was (pending), its result (or the abandoned read's
      // error, which blames nothing of the document) unwritten. From here to the write's start nothing awaits.
      const now = this.book.get(work.batchId);
      if (!now || !isOpen(now.status)) return;
      hand.settled = this.settle(record, work, state, output);
      await hand.settled;
    } finally {
      this.inHand = undefined;
    }
  }

  /** Writes the document's result, then counts it. */
  private async settle(record: BatchRecord, work: Work, state: DocumentState, output: string | Uint8Array): Promise<void> {
    if (this.buckets) {
      try {
        await this.buckets.writeObject(record.output_bucket_name, `${work.key}.json`, output);
      } catch {
        // No result could be written: the document counts as failed (its JSON is missing, not wrong).
        return this.count(work, 'failed');
      }
    }
    this.count(work, state);
  }

  private async run(record: BatchRecord, key: string, signal: AbortSignal): Promise<{ state: DocumentState; output: string | Uint8Array }> {
    try {
      if (!this.buckets) throw new ParleyError(500, 'No bucket store: the server was started without --buckets');
      const file = await this.readInput(record.input_bucket_name, key);
      // Canceled while its input was read: not analysed (every reader heeds the signal too, h106sigW: the same error).
      // The error is dropped with the document (process), which stays pending.
      signal.throwIfAborted();
      const result = await this.operate(record.function, file, record.model, signal, this.progressOf(record.batch_id, key));
      // Operations run in a thread give their result already encoded (EncodedJson): written as it is.
      return { state: 'successful', output: jsonOutput(result) };
    } catch (e) {
      const body = e instanceof ParleyError ? e.result : { error: `The document could not be processed: ${e instanceof Error ? e.message : String(e)}`, code: 500 };
      return { state: 'failed', output: JSON.stringify(body) };
    }
  }

  /** The input object, read no further than the batch bound (a huge object was read whole to be refused). */
  private async readInput(bucket: string, key: string): Promise<Uint8Array> {
    try {
      return await (this.buckets as BucketStore).readObject(bucket, key, MAX_BATCH_FILE_BYTES);
    } catch (e) {
      if (e instanceof ObjectTooLarge) throw tooLarge(e.size);
      throw e;
    }
  }

  /** The document's progress callback (none without a listener); announces the document first. */
  private progressOf(batchId: string, object: string): ((progress: ContractProgress) => void) | undefined {
    const listener = this.onProgress;
    if (listener === undefined) return undefined;
    const tell = (event: BatchProgress) => {
      try {
        listener(event);
      } catch {
        // Progress is advisory: a listener that throws does not fail the document.
      }
    };
    tell({ batchId, object });
    return (progress) => tell({ batchId, object, progress });
  }

  private operate(fn: BatchFunction, file: Uint8Array, model: string | undefined, signal: AbortSignal, onProgress?: (progress: ContractProgress) => void): Promise<unknown> {
    const params = { file, ...(model ? { model } : {}) };
    const options = { maxBytes: MAX_BATCH_FILE_BYTES, signal, ...(onProgress ? { onProgress } : {}) };
    if (file.length > MAX_BATCH_FILE_BYTES) {
      return Promise.reject(tooLarge(file.length));
    }
    switch (fn) {
      case 'html_conversion':
        return this.operations.convertToHtml(params, options);
      case 'element_classification':
        return this.operations.classifyElements(params, options);
      case 'tables':
        return this.operations.extractTables(params, options);
    }
  }

  /**
   * Records a finished document (its page of the store), unless a rescan replaced it meanwhile; completes the batch
   * when nothing is left.
   */
  private count(work: Work, state: DocumentState): void {
    const updated = this.now();
    if (!this.book.settle(work.batchId, work.index, work.key, work.etag, state, updated)) return;
    const record = this.book.get(work.batchId);
    if (record && isOpen(record.status) && this.book.nextPending(work.batchId) === undefined) this.book.amend(work.batchId, { status: 'completed', updated });
  }

  private now(): string {
    return batchTimestamp(this.clock());
  }
}
