/**
 * The dialog turn. STUB CONTRACT: the dialog work package replaces the implementation; the engine
 * codes against these signatures. Add to them freely.
 */
import type {
  Context,
  DialogNodeAction,
  Diagnostic,
  MessageRequest,
  NormalizedWorkspace,
  OutputData,
  RuntimeEntity,
  RuntimeIntent,
} from '../model/index.js';

export interface CompiledDialog {
  readonly nodeCount: number;
}

/** Builds the immutable dialog structure (tree, parsed conditions and templates). Compile findings go to `diagnostics`. */
export function compileDialog(workspace: NormalizedWorkspace, diagnostics: Diagnostic[]): CompiledDialog {
  void diagnostics;
  return { nodeCount: workspace.dialog_nodes.length };
}

export interface TurnInput {
  request: MessageRequest;
  /** Every intent, sorted by descending confidence (detected, or the request's own). */
  intents: RuntimeIntent[];
  entities: RuntimeEntity[];
  /** Reference instant, epoch ms. */
  now: number;
  /** Resolved IANA zone. */
  timezone: string;
  /** `options.seed`; when undefined, randomness derives from conversation id and turn counter. */
  seed?: string;
  /** API version date `YYYY-MM-DD`. */
  version: string;
  nodesVisitedDetails: boolean;
}

export interface TurnResult {
  output: OutputData;
  context: Context;
  /** Client actions to return in the response's top-level `actions`. */
  actions?: DialogNodeAction[];
}

export function runTurn(dialog: CompiledDialog, turn: TurnInput): TurnResult {
  void dialog;
  return {
    output: { text: [], log_messages: [], nodes_visited: [] },
    context: { ...(turn.request.context ?? {}) },
  };
}
