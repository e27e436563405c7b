/**
 * The behaviour differences selected by the API `version` date (dialog-runtime.md §8 and the release notes).
 * One predicate per difference, so the turn code names the behaviour instead of comparing dates.
 */

/**
 * The text of the error that ends the turn when a jump to a condition matches nothing. Since 2017-02-03 the
 * documented `Goto failed from node <id>.` (release notes); before, the recorded `Jump to failed from node [<id>]`
 * (issue 21). The turn ends in every version; only the wording depends on it (docs/behaviour/dialog.md).
 */
export function documentedGotoFailedText(version: string): boolean {
  return version >= '2017-02-03';
}

/** Since 2016-09-20 `dialog_stack` entries are `{dialog_node, state?}` objects; before, node id strings (release notes). */
export function stackEntriesAreObjects(version: string): boolean {
  return version >= '2016-09-20';
}

/** Since 2018-02-16 response-condition nodes and slot input handlers are listed in `nodes_visited`. */
export function listsResponseConditions(version: string): boolean {
  return version >= '2018-02-16';
}

/** Since 2018-02-16 null top-level response properties are omitted (context variables set to null stay). */
export function omitsNullProperties(version: string): boolean {
  return version >= '2018-02-16';
}

/** Since 2018-07-10 the output carries `generic` (rich responses). */
export function hasGenericOutput(version: string): boolean {
  return version >= '2018-07-10';
}

/**
 * [GAP] `context.system.initialized` appears in recordings of 2019 and later, never in those of 2018.
 * We tie it to the 2018-07-10 response format (see docs/behaviour/dialog.md).
 */
export function setsInitialized(version: string): boolean {
  return version >= '2018-07-10';
}

/** [GAP] Newer recordings show only the second "nothing matched" warning; older ones show both. */
export function warnsNoRootMatch(version: string): boolean {
  return version < '2018-07-10';
}

/** Since 2019-02-28, during slot filling the final `anything_else` root node is tried after Not-found handlers. */
export function anythingElseAfterNomatch(version: string): boolean {
  return version >= '2019-02-28';
}

/** Since 2021-11-27 `output.text` is no longer returned; only `output.generic`. */
export function hasTextOutput(version: string): boolean {
  return version < '2021-11-27';
}

/** [GAP] The response echoes `user_id` (request, `context.metadata.user_id`, else the conversation id). */
export function echoesUserId(version: string): boolean {
  return version >= '2020-04-01';
}

/** [GAP] Log entries name their node (`node_id`, `node_title`) in recordings of 2019 and later. */
export function logsNodeIds(version: string): boolean {
  return version >= '2018-07-10';
}
