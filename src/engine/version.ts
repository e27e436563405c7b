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
