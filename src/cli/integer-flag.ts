/**
 * The one reading of a whole-number flag (`serve --port`, `--max-logs`, `--workers`, `--analysis-queue`,
 * `--analysis-per-client`, `--upload-timeout`, `--upload-rate`, `eval --folds`): plain decimal digits within the
 * bounds the command's help states, else a usage error (exit 2) naming the flag, the text given and what it takes.
 *
 * `Number(text)` took more than a count: `1e3` (`serve --port 1e3` listened on 1000), `0x10`, ` 5 `, `''` (0:
 * `--port=` listened on a free port) and `1e308` (`--max-logs 1e308` kept every log), each a value the user did not
 * write (hred25). A number past 2^53 - 1 is not the one typed either (it rounds): refused as past the bound.
 */
import { CliError, EXIT } from './exit.js';

export interface IntegerBounds {
  min: number;
  /** The largest value taken; none: any count up to 2^53 - 1. */
  max?: number;
  /** What the message adds after the range: `; 0 picks a free one`, `, or auto`. */
  note?: string;
}

const DIGITS = /^[0-9]+$/;

/** `text` of `--name` as a whole number within `bounds`; undefined when the flag was not given. */
export function integerFlag(name: string, text: string | undefined, bounds: IntegerBounds): number | undefined {
  if (text === undefined) return undefined;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  const n = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (n >= bounds.min && n <= max) return n;
  const tooLarge = bounds.max === undefined && n > max ? `, at most ${max}` : '';
  // Quoted when it is empty or holds a space: `invalid --port  (…)` hid what was given.
  const shown = /^\S+$/.test(text) ? text : JSON.stringify(text);
  throw new CliError(`invalid --${name} ${shown} (${rangeOf(bounds)}${tooLarge}${bounds.note ?? ''})`, EXIT.usage);
}

/** The range as the message states it: `0 to 65535`, or `2 or more` for a flag bounded below only. */
export function rangeOf(bounds: IntegerBounds): string {
  return bounds.max === undefined ? `${bounds.min} or more` : `${bounds.min} to ${bounds.max}`;
}
