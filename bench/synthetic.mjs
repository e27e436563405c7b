// A deterministic generator of synthetic workspaces at any fraction of the service's published limits:
// 2,000 intents with 25,000 examples, 1,000 entities with 100,000 values and synonyms, 25,000 counterexamples,
// 100,000 dialog nodes (with slots, response conditions and jumps). Same scale => byte-identical workspace.

import { mulberry32 as rng } from '../dist/model/random.js';

export const LIMITS = { intents: 2000, examples: 25000, entities: 1000, valuesAndSynonyms: 100000, counterexamples: 25000, nodes: 100000 };

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'do', 'ge', 'bi', 'fu', 'ha', 'jo', 'ly', 'qua', 'tre', 'xo'];
const COMMON = ['i', 'want', 'to', 'the', 'a', 'please', 'can', 'you', 'my', 'for', 'how', 'do', 'what', 'is', 'need', 'help', 'with', 'about', 'me', 'get'];

function word(n) {
  let w = '';
  do {
    w += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return w;
}

/** @param {number} scale fraction of the limits (0.01, 0.1, 1) */
export function generateWorkspace(scale = 0.01, seed = 1) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const n = (limit) => Math.max(1, Math.round(LIMITS[limit] * scale));
  const intentCount = n('intents');
  const totalExamples = n('examples');
  let vocab = 0;
  const intents = [];
  for (let i = 0; i < intentCount; i++) {
    const keys = [word(vocab++), word(vocab++), word(vocab++)];
    const seen = new Set();
    const examples = [];
    const perIntent = Math.max(1, Math.floor((totalExamples * (i + 1)) / intentCount) - Math.floor((totalExamples * i) / intentCount));
    for (let e = 0; examples.length < perIntent && e < perIntent * 3; e++) {
      const len = 3 + Math.floor(r() * 6);
      const words = [];
      for (let k = 0; k < len; k++) words.push(r() < 0.45 ? pick(keys) : pick(COMMON));
      const text = words.join(' ');
      if (!seen.has(text)) {
        seen.add(text);
        examples.push({ text });
      }
    }
    intents.push({ intent: `intent_${i}`, examples });
  }
  const entityCount = n('entities');
  const perEntity = Math.max(1, Math.round(n('valuesAndSynonyms') / entityCount));
  const entities = [];
  for (let j = 0; j < entityCount; j++) {
    const values = [];
    for (let v = 0; v * 4 < perEntity; v++) {
      const synonyms = [];
      for (let s = 0; s < 3 && values.length * 4 + synonyms.length + 1 < perEntity; s++) synonyms.push(`${word(vocab++)} ${word(vocab++)}`);
      values.push({ value: `${word(vocab++)}${j}`, type: 'synonyms', synonyms });
    }
    entities.push({ entity: `entity_${j}`, fuzzy_match: j % 5 === 0, values });
  }
  entities.push({ entity: 'pattern_code', values: [{ value: 'code', type: 'patterns', patterns: ['[A-Z]{2}\\d{4}'] }] });
  entities.push({ entity: 'sys-number', values: [] }, { entity: 'sys-date', values: [] });
  const counterexamples = [];
  const cxSeen = new Set();
  for (let c = 0; counterexamples.length < n('counterexamples') && c < n('counterexamples') * 3; c++) {
    const text = `${pick(COMMON)} ${word(1_000_000 + Math.floor(r() * 50_000))} ${word(2_000_000 + Math.floor(r() * 50_000))} ${pick(COMMON)}`;
    if (!cxSeen.has(text)) {
      cxSeen.add(text);
      counterexamples.push({ text });
    }
  }
  const dialog_nodes = buildDialog(n('nodes'), intentCount, entities, r);
  return { name: `synthetic-${scale}`, language: 'en', learning_opt_out: true, intents, entities, counterexamples, dialog_nodes };
}

/** Root nodes per intent, each with response conditions, children, sometimes a frame with slots, and jumps. */
function buildDialog(target, intentCount, entities, r) {
  const nodes = [];
  let prevRoot;
  let id = 0;
  const add = (node) => {
    nodes.push(node);
    return node.dialog_node;
  };
  const roots = [];
  for (let i = 0; nodes.length < target - 1 && i < target; i++) {
    const intent = `intent_${i % intentCount}`;
    const entity = entities[i % (entities.length - 3)];
    const isFrame = i % 7 === 3;
    const rootId = add({
      dialog_node: `node_${id++}`,
      conditions: i < intentCount ? `#${intent}` : `#${intent} && @${entity.entity}`,
      ...(prevRoot ? { previous_sibling: prevRoot } : {}),
      type: isFrame ? 'frame' : 'standard',
      output: { generic: [{ response_type: 'text', selection_policy: 'sequential', values: [{ text: `Answer ${i} for $name` }, { text: `Second answer ${i}` }] }] },
      context: { last: `${i}` },
    });
    roots.push(rootId);
    prevRoot = rootId;
    let prevChild;
    const child = (node) => {
      const cid = add({ ...node, parent: rootId, ...(prevChild ? { previous_sibling: prevChild } : {}) });
      prevChild = cid;
      return cid;
    };
    if (isFrame) {
      const slot = child({ dialog_node: `node_${id++}`, type: 'slot', variable: `$slot_${i}` });
      const focus = add({ dialog_node: `node_${id++}`, type: 'event_handler', event_name: 'focus', parent: slot, output: { text: { values: [`Which ${entity.entity}?`] } } });
      add({ dialog_node: `node_${id++}`, type: 'event_handler', event_name: 'input', parent: slot, previous_sibling: focus, conditions: `@${entity.entity}`, context: { [`slot_${i}`]: `@${entity.entity}` } });
    }
    for (let k = 0; k < 3 && nodes.length < target - 3; k++) {
      const v = entity.values[k % entity.values.length].value;
      child({ dialog_node: `node_${id++}`, type: 'response_condition', conditions: `@${entity.entity}:${v}`, output: { text: { values: [`You chose ${v}`] } } });
    }
    child({ dialog_node: `node_${id++}`, type: 'response_condition', conditions: 'true', output: { text: { values: ['OK'] } } });
    if (!isFrame && nodes.length < target - 2) {
      const jump = roots.length > 2 && r() < 0.3 ? { next_step: { behavior: 'jump_to', dialog_node: roots[Math.floor(r() * (roots.length - 1))], selector: 'body' } } : {};
      child({ dialog_node: `node_${id++}`, conditions: `@sys-number > ${i % 10}`, output: { text: { values: ['Big number'] } }, ...jump });
      child({ dialog_node: `node_${id++}`, conditions: 'anything_else', output: { text: { values: ['Child fallback'] } } });
    }
  }
  add({ dialog_node: `node_${id++}`, conditions: 'anything_else', previous_sibling: prevRoot, output: { text: { values: ["I didn't understand."] } } });
  return nodes;
}
