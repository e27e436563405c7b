/** What compiling a workspace's entities needs: a module of its own, read by the facade and the matcher. */
import type { Entity, Intent } from '../../model/index.js';
import type { Diagnostic } from '../../model/diagnostics.js';

export interface EntityMatcherInput {
  entities: readonly Entity[];
  /** For contextual entities: the mentions annotated in the intents' examples. */
  intents: readonly Intent[];
  language: string;
  /** Compile warnings (e.g. a pattern rejected as unsafe) go here, with their JSON paths. */
  diagnostics: Diagnostic[];
}
