/**
 * The flags of the commands that hold conversations (--version, --now), checked before any work: a bad value is
 * one usage error naming the flag (exit 2), not an "invalid workspace" nor the same error on every input line.
 */
import { UsageError, value, type ParsedArgs } from './args.js';
import { CLI_DEFAULT_VERSION } from './api-version.js';
import { isVersionString } from '../model/versions.js';
import type { SessionOptions } from './session.js';
import { flagHelp } from './help.js';

/** --version DATE, or the default of every command. */
export function versionFlag(args: ParsedArgs): string {
  const version = value(args, 'version');
  if (version === undefined) return CLI_DEFAULT_VERSION;
  if (!isVersionString(version)) throw new UsageError(`--version must be a date YYYY-MM-DD, not ${JSON.stringify(version)}`);
  return version;
}

/** The help lines of --now, --timezone and --seed, aligned with VERSION_HELP. */
export const SESSION_FLAGS_HELP = [
  flagHelp('--now ISO', 'the reference instant of every turn, for dates and now(): a date, or a date-time with its zone, 2026-11-22T09:00:00Z (default: the clock)', 20),
  flagHelp('--timezone TZ', 'IANA time zone of the conversation (default: context.timezone, else UTC)', 20),
  flagHelp('--seed S', 'seeds the random response variations, so a conversation replays identically', 20),
].join('\n');

/**
 * An ISO 8601 date (midnight UTC) or date-time with its zone (`Z`, `+01:00`). Date.parse alone took `1` (2001-01-01)
 * and `March 3` without a word, and read a time without a zone (`2026-11-22T09:00`) in the machine's own zone: a run
 * that replays differently from one machine to the next (h56ops).
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** --now, --timezone and --seed of chat and run. */
export function sessionFlags(args: ParsedArgs): SessionOptions {
  const now = value(args, 'now');
  if (now !== undefined && !(ISO_INSTANT.test(now) && Number.isFinite(Date.parse(now)))) {
    throw new UsageError(`--now must be an ISO date-time such as 2026-11-22T09:00:00Z, not ${JSON.stringify(now)}`);
  }
  const timezone = value(args, 'timezone');
  // The engine reads a zone it does not know as UTC, as the service did for a request; a zone typed on the
  // command line is a typo to point out, by the same test (Intl's list of IANA zones).
  if (timezone !== undefined && !isKnownTimeZone(timezone)) {
    throw new UsageError(`--timezone ${JSON.stringify(timezone)} is not an IANA time zone (such as Europe/Paris or UTC)`);
  }
  return { now, timezone, seed: value(args, 'seed') };
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
