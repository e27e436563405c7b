/**
 * The library options of every document operation (`maxBytes`, `maxPages`, `onProgress`, `signal`): checked as the parameters
 * are, a 400 naming the option at fault. Unchecked, `maxBytes: '2mb'` silently lifted the size bound and
 * `maxPages: -1` refused every document as too long (a 413 blaming the file).
 */
import { ParleyError } from '../common/errors.js';
import type { AnalyzeOptions } from './params.js';

/** A 400 naming the parameter or option at fault (`.file`, `.model`, `.maxBytes`), as every contract error does. */
export function invalidParameter(path: string, code: string, message: string): ParleyError {
  return ParleyError.invalidRequest([{ code, message, path }], message);
}

function positiveInteger(value: unknown, name: 'maxBytes' | 'maxPages'): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) > 0)) {
    throw invalidParameter(`.${name}`, 'type', `Option ${name} must be a positive integer`);
  }
}

/** The options as given, once each is known to be of its type (undefined stays "the service's default"). */
export function validateAnalyzeOptions(options: unknown): AnalyzeOptions {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw invalidParameter('.options', 'type', 'Options must be an object');
  }
  const { maxBytes, maxPages, onProgress, signal } = options as Record<keyof AnalyzeOptions, unknown>;
  positiveInteger(maxBytes, 'maxBytes');
  positiveInteger(maxPages, 'maxPages');
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw invalidParameter('.onProgress', 'type', 'Option onProgress must be a function');
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw invalidParameter('.signal', 'type', 'Option signal must be an AbortSignal');
  }
  return options as AnalyzeOptions;
}
