/**
 * The shapes of the compiled dialog tree, in one module that the compilers (tree.ts, compiled-parts.ts,
 * guard-index.ts) and the turn all read, so none of them imports another for its types.
 */
import type {
  DialogNodeOutputGeneric,
  JsonValue,
  NormalizedOutput,
  SelectionPolicy,
  DialogNodeAction,
  DialogNodeEventName,
  DialogNodeNextStep,
  DialogNodeType,
  DigressIn,
  DigressOut,
  DigressOutSlots,
  NormalizedDialogNode,
  Webhook,
  DisambiguationSettings,
} from '../model/index.js';
import type { ParsedExpression, ParsedTemplate } from '../expr/index.js';

/** A node that may answer in a sibling list, with the folders that enclose it (outermost first). */
export interface FlowEntry {
  readonly node: DialogTreeNode;
  readonly folders: readonly DialogTreeNode[];
}

/** A position in an evaluable sibling list: where a jump to a condition starts trying. */
export interface FlowHome {
  readonly list: readonly FlowEntry[];
  readonly index: number;
}

/** One node of the compiled tree, with its children sorted by kind. */
export interface DialogTreeNode {
  readonly id: string;
  /** Index in `dialog_nodes` of the workspace (diagnostic paths). */
  readonly index: number;
  readonly type: DialogNodeType;
  readonly title?: string;
  readonly userLabel?: string;
  /** The condition as written; undefined when null, missing or blank (see `matchesUnconditioned`). */
  readonly conditionSource?: string;
  readonly condition?: ParsedExpression;
  /**
   * What a null, missing or blank condition means (issue 21): false for standard and frame nodes (the service
   * never enters an unfinished node) and for slot handlers (`generic`, a "Manage handlers" row never filled in);
   * true for folders, response conditions and the other event handlers (Found / Not found responses).
   */
  readonly matchesUnconditioned: boolean;
  /** A slot's check-for (an `input` handler): the entities its condition names (entity-references.ts); else none. */
  readonly checkForEntities: readonly string[];
  /** The intent `condition` requires (`#name` or `#name && ...`): unless it is the top intent the condition is false. */
  readonly intentGuard?: string;
  readonly parent?: DialogTreeNode;
  readonly disabled: boolean;
  readonly eventName?: DialogNodeEventName;
  /** Slot variable name without `$`. */
  readonly variable?: string;
  readonly output?: CompiledOutput;
  readonly context?: CompiledContext;
  readonly nextStep?: DialogNodeNextStep;
  readonly actions: readonly DialogNodeAction[];
  /** Effective digression settings (folder settings passed down where the node has none). */
  readonly digressIn?: DigressIn;
  readonly digressOut?: DigressOut;
  readonly digressOutSlots?: DigressOutSlots;
  readonly disambiguationOptOut: boolean;
  /** Every child in sibling order. */
  readonly children: readonly DialogTreeNode[];
  /** Children that can answer (standard and frame nodes, folders expanded). */
  readonly flow: readonly FlowEntry[];
  readonly responseConditions: readonly DialogTreeNode[];
  readonly slots: readonly DialogTreeNode[];
  readonly handlers: readonly DialogTreeNode[];
  /** Where this node sits in its evaluable sibling list; a folder: where its first node sits (undefined for slots, handlers, response conditions). */
  readonly home?: FlowHome;
  readonly raw: NormalizedDialogNode;
}

/** The whole compiled dialog. */
export interface DialogTree {
  /** The workspace webhooks (targets of `webhook` actions). */
  readonly webhooks: readonly Webhook[];
  /** `system_settings.disambiguation`. */
  readonly disambiguation?: DisambiguationSettings;
  readonly nodes: ReadonlyMap<string, DialogTreeNode>;
  readonly root: readonly FlowEntry[];
  /** The last root node whose condition is `anything_else` (slot filling tries it last). */
  readonly finalAnythingElse?: DialogTreeNode;
  /** Intent-guard indexes of the long sibling lists (`root`, `flow` lists), by list. */
  readonly guardIndexes: ReadonlyMap<readonly FlowEntry[], GuardIndex>;
}

/** The parsed parts of a node that `compileTree` receives from the parser. */
export type NodeParts = Pick<DialogTreeNode, 'condition' | 'output' | 'context'>;

/** How a list of variations is turned into output. `all`: every value is its own text (legacy array form). */
export type Policy = SelectionPolicy | 'single' | 'all';

/** A list of response variations and how one is chosen. */
export interface CompiledVariations {
  readonly values: readonly ParsedTemplate[];
  readonly policy: Policy;
  readonly delimiter: string;
}

/** One `output.generic` entry, parsed. */
export interface CompiledGeneric {
  readonly type: string;
  /** For `text` responses. */
  readonly variations?: CompiledVariations;
  /** The definition as written (other response types are rendered from it). */
  readonly raw: DialogNodeOutputGeneric;
  /** True when no string inside `raw` needs rendering. */
  readonly isStatic: boolean;
}

/** A node's output, parsed. */
export interface CompiledOutput {
  readonly text?: CompiledVariations;
  /** Legacy `output.text.append: false`. */
  readonly textOverwrites: boolean;
  readonly generic?: readonly CompiledGeneric[];
  readonly overwrite: boolean;
  /** Custom output properties (`action`, ...), rendered with `evaluateValue` unless static. */
  readonly extra: readonly { key: string; value: JsonValue; isStatic: boolean }[];
  /** The output as written, for error messages. */
  readonly source: NormalizedOutput;
}

/** A node's context block, parsed (`isStatic`: no template inside, copied as is). */
export interface CompiledContext {
  readonly entries: readonly { key: string; value: JsonValue; isStatic: boolean }[];
  readonly source: JsonValue;
}

/** Per-intent positions in a long sibling list (guard-index.ts builds it). */
export interface GuardIndex {
  /** Positions of entries without a guard, or inside folders (folder conditions must still run in order). */
  readonly unguarded: Int32Array;
  /** Positions of the folder-free entries guarded by each intent. */
  readonly byIntent: ReadonlyMap<string, Int32Array>;
}
