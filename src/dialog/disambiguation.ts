/**
 * Disambiguation (dialog-runtime.md §9): when the top intent is not clearly ahead, the turn answers
 * with a `suggestion` response listing the nodes each close intent would trigger, instead of running one.
 */
import { IRRELEVANCE_THRESHOLD, type DialogSuggestion, type JsonObject, type RuntimeIntent, type RuntimeResponseGeneric } from '../model/index.js';
import type { DialogTree, DialogTreeNode } from './tree.js';
import { Turn } from './turn.js';
import { runSteps } from './process-node.js';
import { generateUuid } from './context.js';
import { escapeRegExp } from '../common/regexp.js';

/** Runner-up intents count when their confidence exceeds this share of the top one (the documented 55 % rule). */
const CLOSENESS = 0.55;
const DEFAULT_MAX_SUGGESTIONS = 5;

interface Candidate {
  node: DialogTreeNode;
  intent: RuntimeIntent;
}

/**
 * The suggestion response for this turn, or undefined when disambiguation does not apply. `firstMatch`
 * is the root node normal evaluation would pick: an earlier node that is not a candidate pre-empts it.
 */
export function disambiguate(turn: Turn, firstMatch: DialogTreeNode | undefined): boolean {
  const settings = turn.tree.disambiguation;
  if (!settings || settings.enabled !== true || !firstMatch) return false;
  const system = turn.context.system as JsonObject | undefined;
  if (system?.prevent_disambiguation === true) return false;
  const [top, ...rest] = turn.input.intents;
  if (!top || !(top.confidence > IRRELEVANCE_THRESHOLD)) return false;
  const close = [top, ...rest.filter((i) => i.confidence > IRRELEVANCE_THRESHOLD && i.confidence > CLOSENESS * top.confidence)];
  if (close.length < 2) return false;
  let candidates = findCandidates(turn, close);
  if (candidates.length < 2 || candidates[0].node !== firstMatch) return false;
  const max = typeof settings.max_suggestions === 'number' && settings.max_suggestions > 0 ? settings.max_suggestions : DEFAULT_MAX_SUGGESTIONS;
  candidates = candidates.slice(0, max);
  if (settings.randomize === true) candidates = shuffle(candidates, turn.random);
  const text = typeof turn.input.request.input?.text === 'string' ? turn.input.request.input.text : '';
  const suggestions: DialogSuggestion[] = candidates.map(({ node, intent }) => ({
    label: node.userLabel ?? node.title ?? node.id,
    value: { input: { text, suggestion_id: generateUuid(turn.random) }, intents: [intent], entities: turn.input.entities },
    output: preview(turn, node, intent),
    dialog_node: node.id,
    // It runs only where the turn evaluates the root level, so the source is the root (the documented example, §10.8).
    source_dialog_node: 'root',
  }));
  if (typeof settings.none_of_the_above_prompt === 'string' && settings.none_of_the_above_prompt !== '') {
    suggestions.push({
      label: settings.none_of_the_above_prompt,
      value: { input: { text, suggestion_id: generateUuid(turn.random) }, intents: [], entities: [] },
    });
  }
  const response: RuntimeResponseGeneric = { response_type: 'suggestion', title: settings.prompt ?? 'Did you mean:', suggestions };
  turn.generic.push(response);
  return true;
}

/** For each close intent, the first node in tree order its condition selects (as if that intent were on top). */
function findCandidates(turn: Turn, close: RuntimeIntent[]): Candidate[] {
  const out: Candidate[] = [];
  const saved = turn.env.intents;
  try {
    for (const intent of close) {
      const pattern = new RegExp(`#${escapeRegExp(intent.intent)}(?![\\w-])`);
      turn.env.intents = [intent, ...saved.filter((i) => i !== intent)];
      const node = walk(turn.tree).find(
        (n) =>
          pattern.test(n.conditionSource ?? '') &&
          !n.disambiguationOptOut &&
          (n.title !== undefined || n.userLabel !== undefined) &&
          !/\b(welcome|anything_else)\b/.test(n.conditionSource ?? '') &&
          turn.test(n),
      );
      if (node && !out.some((c) => c.node === node)) out.push({ node, intent });
    }
  } finally {
    turn.env.intents = saved;
  }
  return out;
}

/** Standard and frame nodes in tree order (pre-order over the evaluable lists). */
function walk(tree: DialogTree): DialogTreeNode[] {
  const out: DialogTreeNode[] = [];
  const visit = (node: DialogTreeNode, depth: number) => {
    out.push(node);
    if (depth < 64) for (const child of node.flow) visit(child.node, depth + 1);
  };
  for (const entry of tree.root) visit(entry.node, 0);
  return out;
}

/** What choosing the suggestion would answer: the node run on a scratch turn (nothing of it is kept). */
function preview(turn: Turn, node: DialogTreeNode, intent: RuntimeIntent): DialogSuggestion['output'] {
  const scratch = new Turn(turn.tree, {
    ...turn.input,
    intents: [intent, ...turn.input.intents.filter((i) => i !== intent)],
    nodesVisitedDetails: true,
  });
  runSteps(scratch, { kind: 'process', node });
  const output: NonNullable<DialogSuggestion['output']> = { text: scratch.texts, generic: scratch.generic, nodes_visited_details: scratch.visitedDetails };
  return output;
}

function shuffle<T>(values: T[], random: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

