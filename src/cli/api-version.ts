/**
 * The API version every command reproduces when none is given: the engine's own default (the behaviour of
 * requests that name no version, see DEFAULT_VERSION), so `chat`, `run`, `test`, `lint` and `eval` agree with
 * each other and with `compileWorkspace`. Rich responses (`output.generic`) need 2018-07-10 or later; a command
 * says so when the workspace has some and the version drops them, instead of dropping them silently.
 */
import { DEFAULT_VERSION, type Engine } from '../engine/index.js';
import { hasGenericOutput } from '../dialog/versions.js';

export const CLI_DEFAULT_VERSION = DEFAULT_VERSION;

export const VERSION_HELP = `--version DATE    API version whose behaviour is reproduced (default ${CLI_DEFAULT_VERSION}; rich responses need 2018-07-10 or later)`;

/** A one-line note when the workspace's rich responses are dropped by `version`, else undefined. */
export function richResponsesNote(engine: Engine, version: string): string | undefined {
  if (hasGenericOutput(version)) return undefined;
  const rich = engine.workspace.dialog_nodes.some((n) => Array.isArray((n.output as { generic?: unknown } | undefined)?.generic));
  if (!rich) return undefined;
  return `note: version ${version} has no rich responses (output.generic); this workspace has some: pass --version 2021-06-14 to see them`;
}
