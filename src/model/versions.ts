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

export { isVersionString } from '../common/sdk-envelope.js';

/** True when `version` is the same date as, or later than, `since`. */
export function versionAtLeast(version: string, since: string): boolean {
  return version >= since;
}

/** The newest supported version: the behaviour of today's service. */
export const NEWEST_VERSION = SUPPORTED_VERSIONS[SUPPORTED_VERSIONS.length - 1];

/**
 * Every behaviour that changed with an API version (dialog-runtime.md §8 and the release notes), with the first
 * version that has it (`since`) or the first that no longer has it (`until`). Code names the behaviour
 * (`behaviour('hasGenericOutput', version)`) instead of comparing dates.
 */
const CHANGES = {
  /**
   * The text of the error that ends the turn when a jump to a condition matches nothing. Since 2017-02-03 the
   * documented `Goto failed from node <id>.` (release notes); before, the recorded `Jump to failed from node [<id>]`
   * (issue 21). The turn ends in every version; only the wording depends on it (docs/behaviour/dialog.md).
   */
  documentedGotoFailedText: { since: '2017-02-03' },
  /** Since 2016-09-20 `dialog_stack` entries are `{dialog_node, state?}` objects; before, node id strings (release notes). */
  stackEntriesAreObjects: { since: '2016-09-20' },
  /** Since 2018-02-16 response-condition nodes and slot input handlers are listed in `nodes_visited`. */
  listsResponseConditions: { since: '2018-02-16' },
  /**
   * [GAP] Client actions are also listed in `output.actions`, beside the top-level `actions`, in the responses of
   * before the 2018-07-10 format: the java-sdk car-dashboard response fixture (response conditions in
   * `nodes_visited`, no `generic`) has both (dialog-runtime.md §1.11 "older responses also in output.actions").
   */
  listsActionsInOutput: { until: '2018-07-10' },
  /** Since 2018-07-10 the output carries `generic` (rich responses). */
  hasGenericOutput: { since: '2018-07-10' },
  /**
   * [GAP] `context.system.initialized` appears in recordings of 2019 and later, never in those of 2018.
   * We tie it to the 2018-07-10 response format (see docs/behaviour/dialog.md).
   */
  setsInitialized: { since: '2018-07-10' },
  /** [GAP] Newer recordings show only the second "nothing matched" warning; older ones show both. */
  warnsNoRootMatch: { until: '2018-07-10' },
  /** Since 2019-02-28, during slot filling the final `anything_else` root node is tried after Not-found handlers. */
  anythingElseAfterNomatch: { since: '2019-02-28' },
  /** Since 2021-11-27 `output.text` is no longer returned; only `output.generic`. */
  hasTextOutput: { until: '2021-11-27' },
  /** [GAP] The response echoes `user_id` (request, `context.metadata.user_id`, else the conversation id). */
  echoesUserId: { since: '2020-04-01' },
  /** [GAP] Log entries name their node (`node_id`, `node_title`) in recordings of 2019 and later. */
  logsNodeIds: { since: '2018-07-10' },
  /** `#name` in a text is plain text, not an intent reference (expression templates). */
  hashIsText: { since: '2019-02-28' },
  /**
   * The English beta entities `@sys-person` and `@sys-location` (27 Apr 2017) are recognized. Their deprecation was
   * announced in March 2020 and the service ignored them from 15 Jul 2020 (release notes); the recordings that use
   * them all predate that. They run for the versions dated before the announcement: 2020-04-01 is the first version
   * dated after it (docs/behaviour/sysent.md "Which system entities run").
   */
  betaPersonLocation: { until: '2020-04-01' },
  /** System entities carry the legacy `metadata` object. */
  entityMetadata: { until: '2021-06-14' },
  /** Entity values in scientific notation and `true`/`false` convert to numbers and booleans (§5.4). */
  legacyLiteralConversion: { until: '2021-06-14' },
} as const satisfies Record<string, { since: string } | { until: string }>;

export type BehaviourName = keyof typeof CHANGES;

/** The first version with the behaviour `name` (for a behaviour that was introduced), for help texts. */
export function versionIntroducing(name: BehaviourName): string | undefined {
  const change: { since?: string; until?: string } = CHANGES[name];
  return change.since;
}

/** True when API `version` has the behaviour `name`. */
export function behaviour(name: BehaviourName, version: string): boolean {
  const change: { since?: string; until?: string } = CHANGES[name];
  return change.since !== undefined ? version >= change.since : version < (change.until as string);
}
