/**
 * The API version every command reproduces when none is given: the engine's own default (the behaviour of
 * requests that name no version, see DEFAULT_VERSION), so `chat`, `run`, `test`, `lint` and `eval` agree with
 * each other and with `compileWorkspace`. Rich responses (`output.generic`) need a version with `behaviour('hasGenericOutput')`; a command
 * says so when the workspace has some and the version drops them, instead of dropping them silently.
 */
import type { Engine } from '../engine/index.js';
import { DEFAULT_VERSION, NEWEST_VERSION, behaviour, versionIntroducing } from '../model/versions.js';
import { flagHelp } from './help.js';

/** The first version with rich responses (`output.generic`). */
export const RICH_SINCE = versionIntroducing('hasGenericOutput');

export const CLI_DEFAULT_VERSION = DEFAULT_VERSION;

/** What --version does, for each command's help (each wraps it at its own flag column). */
export const VERSION_TEXT = `API version whose behaviour is reproduced (default ${CLI_DEFAULT_VERSION}; rich responses need ${RICH_SINCE} or later)`;

export const VERSION_HELP = flagHelp('--version DATE', VERSION_TEXT, 20);

/** A one-line note when the workspace's rich responses are dropped by `version`, else undefined. */
export function richResponsesNote(engine: Engine, version: string): string | undefined {
  if (behaviour('hasGenericOutput', version)) return undefined;
  const rich = engine.workspace.dialog_nodes.some((n) => Array.isArray((n.output as { generic?: unknown } | undefined)?.generic));
  if (!rich) return undefined;
  return `note: version ${version} has no rich responses (output.generic); this workspace has some: pass --version ${NEWEST_VERSION} to see them`;
}
