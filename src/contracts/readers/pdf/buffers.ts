/**
 * The bound on the typed arrays one PDF read adds (MAX_PDF_BUFFERS_MB, threaded.ts says why). pdfjs's decoded
 * streams live outside the V8 heap, so the read's heap bound does not hold them; `process.memoryUsage().arrayBuffers`
 * does: the PDF child's own (it reads one document at a time; in a worker thread too it would count that thread's own
 * allocator only, Node 20). Measured from the read's start: in process (the test suite's path) the main thread's own
 * arrays are not the read's; in a reused child, neither are a previous read's leftovers.
 *
 * Checked after each pdfjs call, and, in the PDF child, before each large `Uint8Array` is made (`guardTypedArrays`):
 * pdfjs decodes a whole stream inside one call, doubling its buffer as it grows, so a check after the call came after
 * the memory (a hidden 1.16 GB LZW stream: refused, but at 2.29 GB of RSS).
 */
import type { ParleyError } from '../../../common/errors.js';
import { documentTooComplex } from '../errors.js';

const MB = 1024 * 1024;

/** Arrays smaller than this are not checked one by one (reading the memory on each of pdfjs's small arrays would cost). */
const LARGE = MB;

interface Read {
  start: number;
  limitMb: number;
  passed: boolean;
}

/** The read under way here (one at a time: thread.ts answers one request after the other). */
let current: Read | undefined;

const added = (read: Read, more: number): boolean => process.memoryUsage().arrayBuffers + more - read.start > read.limitMb * MB;
const refusal = (read: Read): ParleyError => documentTooComplex('PDF', `more than ${read.limitMb} MB of decoded data to read`);

export interface BuffersBound {
  /** Throws the 413 once the read has added more than its bound (or an array past it was refused inside pdfjs). */
  check(): void;
  /** The read is over. */
  end(): void;
}

export function buffersBound(limitMb: number): BuffersBound {
  const read: Read = { start: process.memoryUsage().arrayBuffers, limitMb, passed: false };
  current = read;
  return {
    check() {
      if (read.passed || added(read, 0)) {
        read.passed = true;
        throw refusal(read);
      }
    },
    end() {
      if (current === read) current = undefined;
    },
  };
}

/**
 * Makes `new Uint8Array(n)` of a large `n` fail (a RangeError, as when memory runs out) when it would take the read
 * under way past its bound; the read then ends with the 413 (`check`). For the PDF child only: it replaces a global
 * of its process (Node's own code uses the primordial constructor, and `instanceof` still holds).
 */
export function guardTypedArrays(): void {
  const native = globalThis.Uint8Array;
  const guarded: Uint8ArrayConstructor = new Proxy(native, {
    construct(target, args: unknown[], newTarget) {
      const read = current;
      if (read && typeof args[0] === 'number' && args[0] >= LARGE && added(read, args[0])) {
        read.passed = true;
        throw new RangeError(`more than ${read.limitMb} MB of decoded data`);
      }
      // A plain `new Uint8Array(…)` is made by the native constructor as its own: with the proxy as `new.target`,
      // V8 gave the array a map derived from the proxy (same prototype, another map), and pdfjs's typed-array code,
      // meeting arrays of two maps (its `subarray` views are native), ran ~100-150 ms slower in a cold 58-page read
      // (bench/log.md, h31speed). A subclass's `new` keeps its own `new.target`.
      return (newTarget === guarded ? Reflect.construct(target, args) : Reflect.construct(target, args, newTarget)) as Uint8Array;
    },
  });
  globalThis.Uint8Array = guarded;
}
