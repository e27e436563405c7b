import { guardTypedArrays } from '../../../src/contracts/readers/pdf/buffers.js';

/**
 * Runs an in-process PDF read under the PDF child's guard on large arrays (thread.ts installs it for every read
 * there), then puts the native constructor back. Without it only the check after each pdfjs call holds the bound,
 * and that samples the process's arrays: a collection between a decode and the check hid a 40 MiB stream twice in
 * fresh-clone runs (the read went through). The guard refuses the array that would pass the bound as it is asked
 * for, whatever the collector does.
 */
export async function guarded<T>(read: () => Promise<T>): Promise<T> {
  const native = globalThis.Uint8Array;
  guardTypedArrays();
  try {
    return await read();
  } finally {
    globalThis.Uint8Array = native;
  }
}
