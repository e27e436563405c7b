/**
 * The contract threads' bounds a library caller gives `createServer` (`contracts.threads`), checked when the server is
 * created, as the CLI checks its flags: unchecked, a `max` of NaN hung every document request (no thread count is
 * below NaN: no job ever started), a `queue` of NaN bounded nothing and a negative one took places from the threads
 * (hred22); so is the option itself, an object or false. The time and memory bounds are the pool's to clamp (pool.ts).
 */
import { isObject } from '../../common/is-object.js';
import { described, refuseOption } from './option-refusal.js';
import { MAX_ANALYSIS_QUEUE } from './admission.js';
import type { ContractThreadOptions } from './threaded-twin.js';

export function checkThreadOptions(threads: ContractThreadOptions | false | undefined): void {
  if (threads === undefined || threads === false) return;
  // `threads: 4` (the count alone), a string, `true` or null: read as an object that gave no field, the server ran with
  // the defaults, silently (hred23's Left; `contracts.upload` is checked the same way).
  if (!isObject(threads as unknown)) refuseOption('contracts.threads', `an object { max, queue, ... }, or false (got ${described(threads)})`);
  const { max, queue, perClient } = threads;
  if (max !== undefined && !(Number.isInteger(max) && max >= 1)) refuse('max', `a whole number of threads, at least 1 (got ${String(max)})`);
  if (queue !== undefined && !(Number.isInteger(queue) && queue >= 0 && queue <= MAX_ANALYSIS_QUEUE)) {
    refuse('queue', `a whole number from 0 to ${MAX_ANALYSIS_QUEUE} (got ${String(queue)})`);
  }
  if (perClient !== undefined && !(Number.isInteger(perClient) && perClient >= 0 && perClient <= MAX_ANALYSIS_QUEUE)) {
    refuse('perClient', `a whole number from 0 to ${MAX_ANALYSIS_QUEUE} (got ${String(perClient)})`);
  }
}

function refuse(option: 'max' | 'queue' | 'perClient', what: string): never {
  refuseOption(`contracts.threads.${option}`, what);
}
