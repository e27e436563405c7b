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
  path: string;
  id: string;
  parent?: string;
  previous?: string;
  /** Undefined when the node had an invalid type (already reported). */
  type?: NodeType;
  /** `parent` or `previous_sibling` had a wrong JSON type (already reported): the node's place is unknown. */
  unplaced: boolean;
  eventName?: string;
  behavior?: string;
  jumpTargets: { target: string; path: string }[];
}

type Graph = Map<string, NodeRef>;

/** Checks the cross-node rules over a whole node list; `path` is the list's path. */
export function checkDialogStructure(issues: Issues, nodes: readonly unknown[], path: string): void {
  const refs = nodes.flatMap((node, i) => {
    const ref = readRef(node, i, indexPath(path, i));
    return ref ? [ref] : [];
  });
  const graph: Graph = new Map();
  for (const ref of refs) {
    if (graph.has(ref.id)) {
      issues.add('unique', `dialog node id ${JSON.stringify(ref.id)} is used by more than one node`, keyPath(ref.path, 'dialog_node'));
    } else {
      graph.set(ref.id, ref);
    }
  }
  const unique = refs.filter((ref) => graph.get(ref.id) === ref);
  checkReferences(issues, unique, graph);
  checkSiblingChains(issues, unique, graph);
  checkCycles(issues, unique, graph, 'parent');
  checkCycles(issues, unique, graph, 'previous');
  checkParentTypes(issues, unique, graph);
}

function readRef(node: unknown, index: number, path: string): NodeRef | undefined {
  if (!isObj(node)) return undefined;
  const id = own(node, 'dialog_node');
  if (typeof id !== 'string') return undefined;
  const rawType = own(node, 'type');
  const type = isAbsent(rawType) ? 'standard' : (NODE_TYPES as readonly unknown[]).includes(rawType) ? (rawType as NodeType) : undefined;
  const parent = own(node, 'parent');
  const previous = own(node, 'previous_sibling');
  const unplaced = !isAbsent(parent) && typeof parent !== 'string' || !isAbsent(previous) && typeof previous !== 'string';
  const ref: NodeRef = { index, path, id, type, unplaced, jumpTargets: [] };
  if (typeof parent === 'string') ref.parent = parent;
  if (typeof previous === 'string') ref.previous = previous;
  const eventName = own(node, 'event_name');
  if ((EVENT_NAMES as readonly unknown[]).includes(eventName)) ref.eventName = eventName as string;
  else if (!isAbsent(eventName)) ref.type = undefined; // an invalid event (already reported): nothing more to say
  for (const key of ['next_step', 'go_to']) {
    const step = own(node, key);
    if (!isObj(step)) continue;
    const target = own(step, 'dialog_node');
    if (typeof target === 'string') ref.jumpTargets.push({ target, path: keyPath(keyPath(path, key), 'dialog_node') });
    const behavior = own(step as Obj, 'behavior');
    if (key === 'next_step' && typeof behavior === 'string') ref.behavior = behavior;
  }
  return ref;
}

function checkReferences(issues: Issues, refs: readonly NodeRef[], graph: Graph): void {
  for (const ref of refs) {
    if (ref.parent !== undefined && !graph.has(ref.parent)) {
      issues.add('not_found', `parent ${JSON.stringify(ref.parent)} is not a dialog node of this workspace`, keyPath(ref.path, 'parent'));
    }
    if (ref.previous !== undefined) {
      const previous = graph.get(ref.previous);
      const at = keyPath(ref.path, 'previous_sibling');
      if (!previous) {
        issues.add('not_found', `previous_sibling ${JSON.stringify(ref.previous)} is not a dialog node of this workspace`, at);
      } else if (previous.parent !== ref.parent) {
        issues.add(
          'structure',
          `previous_sibling ${JSON.stringify(ref.previous)} has parent ${describeParent(previous.parent)}, but this node has parent ${describeParent(ref.parent)}`,
          at,
        );
      }
    }
    for (const { target, path } of ref.jumpTargets) {
      if (!graph.has(target)) issues.add('not_found', `jump target ${JSON.stringify(target)} is not a dialog node of this workspace`, path);
    }
  }
}

function describeParent(parent: string | undefined): string {
  return parent === undefined ? 'none (root level)' : JSON.stringify(parent);
}

/** Exactly one first child per parent, and no two nodes with the same previous sibling. */
function checkSiblingChains(issues: Issues, refs: readonly NodeRef[], graph: Graph): void {
  const firstChild = new Map<string | undefined, NodeRef>();
  const nextOf = new Map<string, NodeRef>();
  for (const ref of refs) {
    if (ref.unplaced || (ref.parent !== undefined && !graph.has(ref.parent))) continue;
    if (ref.previous === undefined) {
      const first = firstChild.get(ref.parent);
      if (first) {
        issues.add(
          'structure',
          `node ${JSON.stringify(ref.id)} has no previous_sibling, but ${JSON.stringify(first.id)} is already the first ${ref.parent === undefined ? 'node at the root level' : `child of ${JSON.stringify(ref.parent)}`}`,
          keyPath(ref.path, 'previous_sibling'),
        );
      } else {
        firstChild.set(ref.parent, ref);
      }
    } else if (graph.has(ref.previous)) {
      const other = nextOf.get(ref.previous);
      if (other) {
        issues.add(
          'structure',
          `nodes ${JSON.stringify(other.id)} and ${JSON.stringify(ref.id)} have the same previous_sibling ${JSON.stringify(ref.previous)}`,
          keyPath(ref.path, 'previous_sibling'),
        );
      } else {
        nextOf.set(ref.previous, ref);
      }
    }
  }
}

/**
 * Follows `parent` (or `previous_sibling`) links from every node and reports each loop once, at the
 * node whose link closes it. Iterative and linear: every node is walked at most once.
 */
function checkCycles(issues: Issues, refs: readonly NodeRef[], graph: Graph, link: 'parent' | 'previous'): void {
  const field = link === 'parent' ? 'parent' : 'previous_sibling';
  const state = new Map<string, 'walking' | 'done'>();
  for (const start of refs) {
    const walked: NodeRef[] = [];
    let current: NodeRef | undefined = start;
    while (current && !state.has(current.id)) {
      state.set(current.id, 'walking');
      walked.push(current);
      const next: string | undefined = current[link];
      const following: NodeRef | undefined = next === undefined ? undefined : graph.get(next);
      if (following && state.get(following.id) === 'walking') {
        issues.add('cycle', `${field} links form a loop: ${describeLoop(walked.slice(walked.indexOf(following)))}`, keyPath(current.path, field));
        break;
      }
      current = following;
    }
    for (const ref of walked) state.set(ref.id, 'done');
  }
}

/** `"a" -> "b" -> "a"`, shortened for long loops so that messages stay readable. */
function describeLoop(loop: readonly NodeRef[]): string {
  const ids = loop.map((ref) => JSON.stringify(ref.id));
  const shown = ids.length > 8 ? [...ids.slice(0, 4), `... (${ids.length - 6} more)`, ...ids.slice(-2)] : ids;
  return [...shown, ids[0]].join(' -> ');
}

/** Which parents each node type accepts, and the behaviours that depend on the parent. */
function checkParentTypes(issues: Issues, refs: readonly NodeRef[], graph: Graph): void {
  // A standard node with slot children works as a frame (real exports have such nodes).
  const withSlots = new Set(refs.filter((ref) => ref.type === 'slot' && ref.parent !== undefined).map((ref) => ref.parent));
  for (const ref of refs) {
    if (ref.unplaced || (ref.parent !== undefined && !graph.has(ref.parent))) continue;
    const declared = ref.parent === undefined ? 'root' : graph.get(ref.parent)?.type;
    if (declared === undefined) continue;
    const parentType = declared === 'standard' && withSlots.has(ref.parent) ? 'frame' : declared;
    const at = keyPath(ref.path, 'parent');
    if (parentType === 'response_condition' || parentType === 'event_handler') {
      issues.add('structure', `a ${parentType} node cannot have children`, at);
      continue;
    }
    const allowed = allowedParents(ref);
    if (allowed && !allowed.includes(parentType)) {
      issues.add('structure', `a ${describeNode(ref)} node must be a child of ${allowed.join(' or ')}, not ${parentType === 'root' ? 'the root level' : `a ${parentType} node`}`, at);
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
    keyPath(keyPath(ref.path, 'next_step'), 'behavior'),
  );
}
