/**
 * Cross-node rules of the dialog tree (dialog-runtime.md §1.1, conversation-service.md DialogNodeNextStep):
 * unique ids, existing references, one acyclic sibling chain per parent, no parent cycles, which node
 * types may sit under which parents, and the next_step behaviours that depend on the parent.
 */
import { EVENT_NAMES, NODE_TYPES } from '../enums.js';
import type { DialogNodeType as NodeType } from '../types.js';
import { Issues, indexPath, isAbsent, isObj, keyPath, own, type Obj } from './issues.js';

/** What the structure rules need of one node (nodes without a string id are skipped). */
interface NodeRef {
  index: number;
  /** Position among the nodes with a unique id (indexes the cycle walk's state), -1 for a repeated id. */
  ordinal: number;
  /** The node list's path: the node's own path is built only to report a problem (see pathOf). */
  listPath: string;
  id: string;
  parent?: string;
  previous?: string;
  /**
   * The unique nodes `parent` and `previous` name (undefined: none, or no such node), resolved once after the id map is
   * built: the rules below read them rather than looking the ids up again (five lookups per node of 100,000).
   */
  parentRef?: NodeRef;
  previousRef?: NodeRef;
  /** A `slot` node names this one as its parent (a standard node with slot children works as a frame). */
  hasSlotChild: boolean;
  /** Undefined when the node had an invalid type (already reported). */
  type?: NodeType;
  /** `parent` or `previous_sibling` had a wrong JSON type (already reported): the node's place is unknown. */
  unplaced: boolean;
  eventName?: string;
  behavior?: string;
  /** Jump targets with the key (`next_step` or `go_to`) that holds each; empty for most nodes. */
  jumpTargets: { target: string; key: string }[];
}

/** The path of a node, or of its field `keys` (valid input builds none). */
function pathOf(ref: NodeRef, ...keys: string[]): string {
  return keys.reduce(keyPath, indexPath(ref.listPath, ref.index));
}

type Graph = Map<string, NodeRef>;

/** Checks the cross-node rules over a whole node list; `path` is the list's path. */
export function checkDialogStructure(issues: Issues, nodes: readonly unknown[], path: string): void {
  const graph: Graph = new Map();
  const unique: NodeRef[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const ref = readRef(nodes[i], i, path);
    if (!ref) continue;
    if (graph.has(ref.id)) {
      issues.add('unique', `dialog node id ${JSON.stringify(ref.id)} is used by more than one node`, pathOf(ref, 'dialog_node'));
    } else {
      ref.ordinal = unique.length;
      graph.set(ref.id, ref);
      unique.push(ref);
    }
  }
  for (let i = 0; i < unique.length; i++) {
    const ref = unique[i];
    if (ref.parent !== undefined) ref.parentRef = graph.get(ref.parent);
    if (ref.previous !== undefined) ref.previousRef = graph.get(ref.previous);
    if (ref.type === 'slot' && ref.parentRef !== undefined) ref.parentRef.hasSlotChild = true;
  }
  checkReferences(issues, unique, graph);
  checkSiblingChains(issues, unique);
  checkCycles(issues, unique, 'parent');
  checkCycles(issues, unique, 'previous');
  checkParentTypes(issues, unique);
}

function readRef(node: unknown, index: number, listPath: string): NodeRef | undefined {
  if (!isObj(node)) return undefined;
  const id = own(node, 'dialog_node');
  if (typeof id !== 'string') return undefined;
  const rawType = own(node, 'type');
  const type = isAbsent(rawType) ? 'standard' : (NODE_TYPES as readonly unknown[]).includes(rawType) ? (rawType as NodeType) : undefined;
  const parent = own(node, 'parent');
  const previous = own(node, 'previous_sibling');
  const unplaced = !isAbsent(parent) && typeof parent !== 'string' || !isAbsent(previous) && typeof previous !== 'string';
  // Every field present from the start: one shape for every node's ref.
  const ref: NodeRef = {
    index,
    ordinal: -1,
    listPath,
    id,
    parent: typeof parent === 'string' ? parent : undefined,
    previous: typeof previous === 'string' ? previous : undefined,
    parentRef: undefined,
    previousRef: undefined,
    hasSlotChild: false,
    type,
    unplaced,
    eventName: undefined,
    behavior: undefined,
    jumpTargets: NO_TARGETS,
  };
  const eventName = own(node, 'event_name');
  if ((EVENT_NAMES as readonly unknown[]).includes(eventName)) ref.eventName = eventName as string;
  else if (!isAbsent(eventName)) ref.type = undefined; // an invalid event (already reported): nothing more to say
  for (let k = 0; k < JUMP_KEYS.length; k++) {
    const key = JUMP_KEYS[k];
    const step = own(node, key);
    if (!isObj(step)) continue;
    const target = own(step, 'dialog_node');
    if (typeof target === 'string') ref.jumpTargets = [...ref.jumpTargets, { target, key }];
    const behavior = own(step as Obj, 'behavior');
    if (key === 'next_step' && typeof behavior === 'string') ref.behavior = behavior;
  }
  return ref;
}

/** The fields that hold a jump target. */
const JUMP_KEYS = ['next_step', 'go_to'] as const;

/** Shared by the nodes without jump targets (never mutated: readRef replaces it). */
const NO_TARGETS: NodeRef['jumpTargets'] = [];

// The loops over every node below go by index: each runs once per validation, mostly before it is optimized, where an
// iterator allocates a result object per step (100,000 nodes, five walks).

function checkReferences(issues: Issues, refs: readonly NodeRef[], graph: Graph): void {
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (ref.parent !== undefined && ref.parentRef === undefined) {
      issues.add('not_found', `parent ${JSON.stringify(ref.parent)} is not a dialog node of this workspace`, pathOf(ref, 'parent'));
    }
    if (ref.previous !== undefined) {
      const previous = ref.previousRef;
      if (!previous) {
        issues.add('not_found', `previous_sibling ${JSON.stringify(ref.previous)} is not a dialog node of this workspace`, pathOf(ref, 'previous_sibling'));
      } else if (previous.parent !== ref.parent) {
        issues.add(
          'structure',
          `previous_sibling ${JSON.stringify(ref.previous)} has parent ${describeParent(previous.parent)}, but this node has parent ${describeParent(ref.parent)}`,
          pathOf(ref, 'previous_sibling'),
        );
      }
    }
    // Jump targets are few (most nodes have none): looked up here, once each.
    for (const { target, key } of ref.jumpTargets) {
      if (!graph.has(target)) issues.add('not_found', `jump target ${JSON.stringify(target)} is not a dialog node of this workspace`, pathOf(ref, key, 'dialog_node'));
    }
  }
}

function describeParent(parent: string | undefined): string {
  return parent === undefined ? 'none (root level)' : JSON.stringify(parent);
}

/** Exactly one first child per parent, and no two nodes with the same previous sibling. */
function checkSiblingChains(issues: Issues, refs: readonly NodeRef[]): void {
  // By the parent's (or previous sibling's) ordinal: arrays rather than two Maps of ids (100,000 nodes).
  let firstAtRoot: NodeRef | undefined;
  const firstChild: (NodeRef | undefined)[] = new Array(refs.length);
  const nextOf: (NodeRef | undefined)[] = new Array(refs.length);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    const parent = ref.parentRef;
    if (ref.unplaced || (ref.parent !== undefined && !parent)) continue;
    if (ref.previous === undefined) {
      const first = parent ? firstChild[parent.ordinal] : firstAtRoot;
      if (first) {
        issues.add(
          'structure',
          `node ${JSON.stringify(ref.id)} has no previous_sibling, but ${JSON.stringify(first.id)} is already the first ${ref.parent === undefined ? 'node at the root level' : `child of ${JSON.stringify(ref.parent)}`}`,
          pathOf(ref, 'previous_sibling'),
        );
      } else if (parent) {
        firstChild[parent.ordinal] = ref;
      } else {
        firstAtRoot = ref;
      }
    } else {
      const previous = ref.previousRef;
      if (!previous) continue;
      const other = nextOf[previous.ordinal];
      if (other) {
        issues.add(
          'structure',
          `nodes ${JSON.stringify(other.id)} and ${JSON.stringify(ref.id)} have the same previous_sibling ${JSON.stringify(ref.previous)}`,
          pathOf(ref, 'previous_sibling'),
        );
      } else {
        nextOf[previous.ordinal] = ref;
      }
    }
  }
}

/**
 * Follows `parent` (or `previous_sibling`) links from every node and reports each loop once, at the
 * node whose link closes it. Iterative and linear: every node is walked at most once.
 */
function checkCycles(issues: Issues, refs: readonly NodeRef[], link: 'parent' | 'previous'): void {
  const field = link === 'parent' ? 'parent' : 'previous_sibling';
  // By ordinal (refs are the unique nodes, in ordinal order): a typed array rather than a Map of ids (100,000 nodes).
  const state = new Uint8Array(refs.length);
  // This walk's nodes are walked[0 .. w): the array is reused (emptying it with `length = 0` gave up its memory, and
  // every walk grew a new one).
  const walked: NodeRef[] = [];
  for (let i = 0; i < refs.length; i++) {
    const start = refs[i];
    let w = 0;
    let current: NodeRef | undefined = start;
    while (current && state[current.ordinal] === UNSEEN) {
      state[current.ordinal] = WALKING;
      walked[w++] = current;
      const following: NodeRef | undefined = link === 'parent' ? current.parentRef : current.previousRef;
      if (following && state[following.ordinal] === WALKING) {
        issues.add('cycle', `${field} links form a loop: ${describeLoop(walked.slice(walked.indexOf(following), w))}`, pathOf(current, field));
        break;
      }
      current = following;
    }
    for (let j = 0; j < w; j++) state[walked[j].ordinal] = DONE;
  }
}

const UNSEEN = 0;
const WALKING = 1;
const DONE = 2;

/** `"a" -> "b" -> "a"`, shortened for long loops so that messages stay readable. */
function describeLoop(loop: readonly NodeRef[]): string {
  const ids = loop.map((ref) => JSON.stringify(ref.id));
  const shown = ids.length > 8 ? [...ids.slice(0, 4), `... (${ids.length - 6} more)`, ...ids.slice(-2)] : ids;
  return [...shown, ids[0]].join(' -> ');
}

/** Which parents each node type accepts, and the behaviours that depend on the parent. */
function checkParentTypes(issues: Issues, refs: readonly NodeRef[]): void {
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (ref.unplaced || (ref.parent !== undefined && ref.parentRef === undefined)) continue;
    const declared = ref.parentRef === undefined ? 'root' : ref.parentRef.type;
    if (declared === undefined) continue;
    // A standard node with slot children works as a frame (real exports have such nodes).
    const parentType = declared === 'standard' && ref.parentRef?.hasSlotChild === true ? 'frame' : declared;
    if (parentType === 'response_condition' || parentType === 'event_handler') {
      issues.add('structure', `a ${parentType} node cannot have children`, pathOf(ref, 'parent'));
      continue;
    }
    const allowed = allowedParents(ref);
    if (allowed && !allowed.includes(parentType)) {
      issues.add('structure', `a ${describeNode(ref)} node must be a child of ${allowed.join(' or ')}, not ${parentType === 'root' ? 'the root level' : `a ${parentType} node`}`, pathOf(ref, 'parent'));
      continue;
    }
    checkParentBehavior(issues, ref, parentType);
  }
}

function describeNode(ref: NodeRef): string {
  return ref.type === 'event_handler' ? `${ref.eventName ?? ''} event_handler`.trim() : (ref.type ?? 'dialog');
}

function allowedParents(ref: NodeRef): readonly string[] | undefined {
  switch (ref.type) {
    // Real exports have slots under `standard` nodes (the service accepted them): see docs/behaviour/model.md.
    case 'slot':
      return ['frame', 'standard'];
    case 'response_condition':
      return ['standard', 'frame'];
    case 'event_handler':
      return ref.eventName === 'input' || ref.eventName === 'filled' || ref.eventName === 'nomatch' ? ['slot'] : ['slot', 'frame'];
    default:
      return undefined;
  }
}

/** reprompt / skip_slot / skip_all_slots: only filled/nomatch handlers under a slot and generic handlers under a frame. */
const PARENT_BEHAVIORS: Record<string, { parent: string; behaviors: readonly string[] }> = {
  filled: { parent: 'slot', behaviors: ['reprompt', 'skip_all_slots'] },
  nomatch: { parent: 'slot', behaviors: ['reprompt', 'skip_slot', 'skip_all_slots'] },
  generic: { parent: 'frame', behaviors: ['reprompt', 'skip_slot', 'skip_all_slots'] },
};
const SLOT_BEHAVIORS: readonly string[] = ['reprompt', 'skip_slot', 'skip_all_slots'];

function checkParentBehavior(issues: Issues, ref: NodeRef, parentType: string): void {
  if (ref.type !== 'event_handler' || ref.behavior === undefined || !SLOT_BEHAVIORS.includes(ref.behavior)) return;
  const rule = ref.eventName !== undefined && Object.prototype.hasOwnProperty.call(PARENT_BEHAVIORS, ref.eventName)
    ? PARENT_BEHAVIORS[ref.eventName]
    : undefined;
  if (rule && rule.parent === parentType && rule.behaviors.includes(ref.behavior)) return;
  issues.add(
    'enum',
    `next_step.behavior ${JSON.stringify(ref.behavior)} is not valid for a ${describeNode(ref)} node under a ${parentType} node ` +
      '(filled under slot: reprompt, skip_all_slots; nomatch under slot: reprompt, skip_slot, skip_all_slots; generic under frame: reprompt, skip_slot, skip_all_slots)',
    pathOf(ref, 'next_step', 'behavior'),
  );
}
