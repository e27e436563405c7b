/**
 * The one home of API version dates: the versions parley reproduces, the default, and every behaviour
 * that changed with a version, as a named predicate (`behaviour('entityMetadata', version)`). No other
 * module compares version dates.
 */

/** API version dates whose behaviour differences the engine reproduces (dialog-runtime.md §8). */
export const SUPPORTED_VERSIONS = [
  '2017-02-03',
  '2017-05-26',
  '2018-02-16',
  '2018-07-10',
  '2018-09-20',
  '2019-02-28',
  '2020-04-01',
  '2021-06-14',
  '2021-11-27',
] as const;

/**
 * The version used when none is given. Chosen against the real service: the recordings made without a
 * known version (car-dashboard /logs of 2018-09, the TJBot response of 2018-03) show the 2017-05-26
 * behaviour — response-condition nodes produce output (and a `_node_output_map` entry) but are not
 * listed in `nodes_visited`, there is no `output.generic`, no `context.system.initialized`. Any later
 * date contradicts those responses. See docs/behaviour/dialog.md "Default version".
 */
export const DEFAULT_VERSION = '2017-05-26';

const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isVersionString(value: unknown): value is string {
  return typeof value === 'string' && VERSION_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/** True when `version` is the same date as, or later than, `since`. */
export function versionAtLeast(version: string, since: string): boolean {
  return version >= since;
}

/** The newest supported version: the behaviour of today's service. */
export const NEWEST_VERSION = SUPPORTED_VERSIONS[SUPPORTED_VERSIONS.length - 1];

/**
 * Every behaviour that changed with an API version, with the first version that has it (`since`) or the
 * first that no longer has it (`until`).
 */
const CHANGES = {
  /** `#name` in a text is plain text, not an intent reference (expression templates). */
  hashIsText: { since: '2019-02-28' },
  /** System entities carry the legacy `metadata` object. */
  entityMetadata: { until: '2021-06-14' },
  /** Entity values in scientific notation and `true`/`false` convert to numbers and booleans (§5.4). */
  legacyLiteralConversion: { until: '2021-06-14' },
} as const satisfies Record<string, { since: string } | { until: string }>;

export type BehaviourName = keyof typeof CHANGES;

/** True when API `version` has the behaviour `name`. */
export function behaviour(name: BehaviourName, version: string): boolean {
  const change: { since?: string; until?: string } = CHANGES[name];
  return change.since !== undefined ? version >= change.since : version < (change.until as string);
}
