/**
 * What `chat` and `run` do before their first turn, in one place: the workspace file named, --version and the session
 * flags checked, then the engine compiled (after the checks: --help or a usage error need not compile it).
 */
import { UsageError, type ParsedArgs } from './args.js';
import type { Engine } from '../engine/index.js';
import type { CliIo } from './io.js';
import type { SessionOptions } from './session.js';
import { sessionFlags, versionFlag } from './turn-flags.js';

export interface ConversationEngine {
  engine: Engine;
  /** The API version the turns answer in (--version, else the CLI's default). */
  version: string;
  options: SessionOptions;
}

/** The engine of the workspace file that is `args`' first positional, with the version and session options. */
export async function conversationEngine(args: ParsedArgs, io: CliIo): Promise<ConversationEngine> {
  const [file] = args.positionals;
  if (!file) throw new UsageError('missing workspace file');
  const version = versionFlag(args);
  const options = sessionFlags(args);
  const { loadEngine } = await import('./load.js');
  return { engine: loadEngine(file, version, io.stderr), version, options };
}
