/**
 * The logs of a FileStore as append-only segment files, `logs/segment-NNNNNN.jsonl`: each committed batch
 * of log changes is one line (`{"add":[...],"del":[...]}`) appended and fsynced, so a message costs one
 * fsync (not a file, a rename and two fsyncs), and a cluster's primary stores a whole batch of its
 * workers' logs with that same one fsync.
 *
 * A line is committed once its fsync returns. A failed append is cut off again (the file is truncated to
 * its length before the append); if even that fails, later lines go to a new segment, and the torn tail is
 * dropped when the store is next opened. Lines are applied in order, adds keyed by `log_id`, so replaying
 * a line (a journal replay after a crash) changes nothing.
 */
import { join } from 'node:path';
import { ParleyError } from '../../model/index.js';
import { atomicWrite } from '../../common/store/atomic-write.js';
import type { FsLayer } from '../../common/store/fs-layer.js';
import type { LogRecord } from './types.js';
import { storedLogLine } from './record-shape.js';

/** One committed change of the logs. */
export interface LogLine {
  add?: LogRecord[];
  del?: string[];
}

/** A segment grows to about this many bytes before the next line starts a new one. */
const SEGMENT_BYTES = 16 * 1024 * 1024;
const SEGMENT = /^segment-(\d{6,})\.jsonl$/;

const segmentName = (n: number): string => `segment-${String(n).padStart(6, '0')}.jsonl`;

/** Deleted or dropped logs a store may carry in its segments before it rewrites them (and only when they outnumber the live ones). */
export const COMPACT_DEAD_LOGS = 1000;

export class LogSegments {
  /** The segments, oldest first; appends go to the last (which its first append creates). */
  private numbers: number[] = [1];
  /** Bytes of the last segment. */
  private size = 0;

  constructor(
    private readonly fs: FsLayer,
    private readonly folder: string,
  ) {}

  /** Every line of every segment, in commit order; torn tails (a crash mid-append) are removed from disk. */
  load(): LogLine[] {
    const numbers = this.fs
      .readdirSync(this.folder)
      .map((name) => SEGMENT.exec(name))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    const lines: LogLine[] = [];
    for (const n of numbers) {
      const path = join(this.folder, segmentName(n));
      const text = this.fs.readFileSync(path, 'utf8');
      const end = text.lastIndexOf('\n') + 1;
      if (end < text.length) atomicWrite(this.fs, path, text.slice(0, end));
      let lineNo = 0;
      for (const line of text.slice(0, end).split('\n')) {
        lineNo += 1;
        if (line === '') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch (err) {
          throw new ParleyError(500, `Corrupt store file ${path} (line ${lineNo}): ${err instanceof Error ? err.message : String(err)}`);
        }
        lines.push(storedLogLine(path, lineNo, parsed));
      }
    }
    this.numbers = numbers.length > 0 ? numbers : [1];
    this.size = numbers.length > 0 ? this.fs.statSize(join(this.folder, segmentName(this.current()))) : 0;
    if (this.size >= SEGMENT_BYTES) this.startNext();
    return lines;
  }

  /** Appends one line and fsyncs it; throws (with nothing committed) when the file system fails. */
  append(line: LogLine): void {
    const path = join(this.folder, segmentName(this.current()));
    const created = this.size === 0 && !this.fs.existsSync(path);
    const text = `${JSON.stringify(line)}\n`;
    const fd = this.fs.openSync(path, 'a');
    try {
      this.fs.writeAllSync(fd, text);
      this.fs.fsyncSync(fd);
    } catch (err) {
      this.cutBack(path);
      throw err;
    } finally {
      this.fs.closeSync(fd);
    }
    if (created) this.syncFolder();
    this.size += Buffer.byteLength(text);
    if (this.size >= SEGMENT_BYTES) this.startNext();
  }

  /**
   * Replaces every segment by one holding just `live` (deleted logs and their `del` entries gone). Crash-safe:
   * the new segment is written whole (temp, fsync, rename) under the next number, then the old ones are
   * removed oldest first, so whatever remains after a crash replays to the same logs.
   */
  compact(live: readonly LogRecord[]): void {
    const next = this.current() + 1;
    const text = live.length > 0 ? `${JSON.stringify({ add: [...live] } satisfies LogLine)}\n` : '';
    atomicWrite(this.fs, join(this.folder, segmentName(next)), text);
    // From here on the new segment is the last one: should a removal below fail, later appends still go
    // after it, so a line deleting one of its logs replays after the snapshot, never before.
    const old = this.numbers;
    this.numbers = [...old, next];
    this.size = Buffer.byteLength(text);
    for (const n of old) {
      const path = join(this.folder, segmentName(n));
      // The newest number may not exist yet (a full segment's successor, created by its first append).
      if (this.fs.existsSync(path)) this.fs.unlinkSync(path);
      this.numbers.shift();
    }
    if (this.size >= SEGMENT_BYTES) this.startNext();
  }

  private cutBack(path: string): void {
    try {
      this.fs.truncateSync(path, this.size);
    } catch {
      // The torn tail stays until the next open drops it; no line may follow it in this file.
      this.startNext();
    }
  }

  private current(): number {
    return this.numbers[this.numbers.length - 1];
  }

  private startNext(): void {
    this.numbers.push(this.current() + 1);
    this.size = 0;
  }

  private syncFolder(): void {
    try {
      const fd = this.fs.openSync(this.folder, 'r');
      try {
        this.fs.fsyncSync(fd);
      } finally {
        this.fs.closeSync(fd);
      }
    } catch {
      // Some file systems refuse to fsync a directory; the data itself is synced.
    }
  }
}
