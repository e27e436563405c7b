// Reachability sweep (issue 21): not a timing. For every shared workspace and API versions 2017-05-26 and 2021-06-14,
// every dialog node gets a conversation built to reach it the way a user of the sample app would: the welcome turn,
// then one turn per answering ancestor, each input made from the intent examples and entity values its condition
// (and its folders' and response conditions') name; context set where a condition reads a variable; slots filled
// from their check-fors' entity values; nodes only entered by a jump are entered through their jump's source.
// Recorded: turns that throw, `err`/`warn` log entries by kind, nodes never reached and why, empty outputs where the
// node has text, `<? ?>` errors. Part 2 runs every expression of every export (conditions, context values, output
// text, slot prompts) through the parser and the evaluator with the contexts the sweep saw, and lists each method
// name parley does not implement.
// `node bench/fidelity-reach.mjs [--verbose] [--only name]` after `npm run build`; the last line is the JSON summary.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileWorkspace } from '../dist/index.js';
import { logKind as kind } from './log-kinds.mjs';
import { parseExpression, evaluateExpression, createEffects, parseTemplate } from '../dist/expr/index.js';
import { stringMethods } from '../dist/expr/methods/strings.js';
import { numberMethods } from '../dist/expr/methods/numbers.js';
import { arrayMethods } from '../dist/expr/methods/arrays.js';
import { commonMethods } from '../dist/expr/methods/common.js';
import { dateMethods } from '../dist/expr/methods/dates.js';
import { objectMethods } from '../dist/expr/methods/objects.js';
import { entityListMethods, intentListMethods, intentMethods, mentionMethods } from '../dist/expr/methods/lists.js';
import { emitJson, sharedDir } from './lib.mjs';

const dir = join(sharedDir(), 'data', 'workspaces');
const verbose = process.argv.includes('--verbose');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const nodeAt = process.argv.indexOf('--node');
/** `--node ID`: print the conversations built for that node (with --only, to debug the planner or a finding). */
const traceNode = nodeAt > 0 ? process.argv[nodeAt + 1] : undefined;
const VERSIONS = ['2017-05-26', '2021-06-14'];
const NOW = '2026-11-25T15:00:00Z';
const OPTS = { now: NOW, timezone: 'UTC', seed: 'reach' };

// A plausible user mention of each system entity (the forms docs/behaviour/sysent.md documents).
const SYS_TEXT = {
  'sys-number': '12', 'sys-date': 'tomorrow', 'sys-time': 'at 3 pm', 'sys-currency': '20 dollars',
  'sys-percentage': '15 percent', 'sys-location': 'Paris', 'sys-person': 'John Smith', 'sys-email': 'jane@example.com',
  'sys-url': 'https://example.com', 'sys-phone_number': '555-123-4567',
};
const GIBBERISH = 'qwxz plonk vrrr';

/** The dialog tree of an export: nodes by id, ordered children, jump sources. */
function tree(ws) {
  const nodes = new Map((ws.dialog_nodes ?? []).map((n) => [n.dialog_node, n]));
  const children = new Map();
  for (const n of nodes.values()) {
    const p = n.parent ?? null;
    if (!children.has(p)) children.set(p, []);
    children.get(p).push(n);
  }
  for (const [p, list] of children) {
    // Sibling order from previous_sibling links (an unlinked node keeps its export position).
    const after = new Map(list.map((n) => [n.previous_sibling ?? null, n]));
    const ordered = [];
    let cur = after.get(null);
    const seen = new Set();
    while (cur && !seen.has(cur.dialog_node)) { ordered.push(cur); seen.add(cur.dialog_node); cur = after.get(cur.dialog_node); }
    for (const n of list) if (!seen.has(n.dialog_node)) ordered.push(n);
    children.set(p, ordered);
  }
  const jumpsTo = new Map();
  for (const n of nodes.values()) {
    const t = n.next_step?.dialog_node ?? n.go_to?.dialog_node;
    if (t && (n.next_step?.behavior === 'jump_to' || n.go_to)) {
      if (!jumpsTo.has(t)) jumpsTo.set(t, []);
      jumpsTo.get(t).push(n);
    }
  }
  return { nodes, children, jumpsTo };
}

const typeOf = (n) => n.type ?? 'standard';

/** What a user must say (and what the context must hold) for a condition to be true; `gaps` what the sweep cannot supply. */
function requirementsOf(source, req) {
  if (!source || typeof source !== 'string') return req;
  const p = parseExpression(source);
  if (!p.ast) { req.gaps.push(`syntax: ${source}`); return req; }
  req.source = source;
  walk(p.ast, req);
  return req;
}

function literal(e) {
  if (e.type === 'Literal') return e.value;
  if (e.type === 'Unary' && e.op === '-' && e.operand.type === 'Literal') return -e.operand.value;
  return undefined;
}

function walk(e, req) {
  switch (e.type) {
    case 'Group': return walk(e.expression, req);
    case 'Logical':
      if (e.op === '&&') { walk(e.left, req); walk(e.right, req); return; }
      return walk(e.left, req); // one way to make an OR true: its first branch
    case 'Intent': req.intents.push(e.name); return;
    case 'Entity': req.entities.push({ name: e.name }); return;
    case 'EntityMatch': req.entities.push({ name: e.name, value: e.value }); return;
    case 'Context':
      // A variable the condition also reads into ($x.name, $x.get(0)) is an object the app or an earlier node sets.
      if (req.source.includes(`$${e.name}.`) || req.source.includes(`$${e.name}[`)) { req.gaps.push(`context object $${e.name}`); return; }
      if (!(e.name in req.context)) req.context[e.name] = 'yes';
      return;
    case 'ContextMatch': req.context[e.name] = e.value; return;
    case 'Identifier':
      if (e.name === 'welcome' || e.name === 'conversation_start') req.welcome = true;
      else if (e.name === 'anything_else' || e.name === 'irrelevant') req.anythingElse = true;
      else if (e.name !== 'true') req.gaps.push(`identifier ${e.name}`);
      return;
    case 'Literal': if (e.value === false) req.gaps.push('literal false'); return;
    case 'Binary': {
      const v = literal(e.right);
      const target = e.left.type === 'Group' ? e.left.expression : e.left;
      // `x != ''` / `x != null`: x present.
      if (e.op === '!=' && (v === '' || (e.right.type === 'Literal' && e.right.value === null))) {
        if (target.type === 'Context') { req.context[target.name] ??= 'yes'; return; }
        if (target.type === 'Entity' && target.property === null) { req.entities.push({ name: target.name }); return; }
      }
      if (v === undefined) { req.gaps.push(`comparison ${e.op} with a non-literal`); return; }
      const wanted = e.op === '==' ? v : e.op === '>' ? v + 1 : e.op === '<' ? v - 1 : ['>=', '<='].includes(e.op) ? v : undefined;
      if (wanted === undefined) { req.gaps.push(`operator ${e.op}`); return; }
      if (target.type === 'Context') { req.context[target.name] = wanted; return; }
      if (target.type === 'Entity' && target.property === null) { req.entities.push({ name: target.name, value: String(wanted) }); return; }
      // `@x.length > 1`, `@x.values.size() > 0`: one mention of @x (more is the sweep's limit).
      const base = target.type === 'Call' || target.type === 'Member' ? target.object : undefined;
      if (base?.type === 'Entity' || (base?.type === 'Member' && base.object.type === 'Entity')) {
        req.entities.push({ name: base.type === 'Entity' ? base.name : base.object.name });
        return;
      }
      req.gaps.push(`comparison on ${target.type}`);
      return;
    }
    case 'Unary': if (e.op === '!') { req.negated = true; return; } break;
    case 'Member':
      // `@x.values`, `@x.literal`: a mention of @x makes them non-null.
      if (e.object.type === 'Entity') { req.entities.push({ name: e.object.name }); return; }
      break;
    case 'Call':
      if (e.object?.type === 'Context' && e.name === 'contains' && e.args.length === 1 && literal(e.args[0]) !== undefined) {
        req.context[e.object.name] = String(literal(e.args[0])); return;
      }
      if (e.object?.type === 'Entity' || (e.object?.type === 'Member' && e.object.object.type === 'Identifier' && e.object.object.name === 'input')) {
        req.gaps.push(`method ${e.name} on ${e.object.type === 'Entity' ? '@' + e.object.name : 'input.text'}`); return;
      }
      break;
  }
  req.gaps.push(`form ${e.type}`);
}

const newReq = () => ({ intents: [], entities: [], context: {}, gaps: [], welcome: false, anythingElse: false, negated: false });

/** Text that the workspace's own entity matcher finds for `@name[:value]` (a synonym before the value itself). */
function entityText(ws, engine, name, value) {
  if (name.startsWith('sys-')) {
    if (value !== undefined && name === 'sys-number') return String(value);
    return SYS_TEXT[name] ?? null;
  }
  const ent = (ws.entities ?? []).find((x) => x.entity === name);
  if (!ent) return null;
  const vals = ent.values ?? [];
  const v = value === undefined ? vals.find((x) => (x.type ?? 'synonyms') === 'synonyms') ?? vals[0] : vals.find((x) => x.value === value);
  if (!v) return null;
  if ((v.type ?? 'synonyms') === 'patterns') return PATTERN_SAMPLES.find((c) => engine.classify(c).entities.some((x) => x.entity === name && x.value === v.value)) ?? null;
  return v.value;
}

/** Texts of the usual pattern entities (zip codes, account and card numbers, ids, e-mails, phone numbers): the first the
 *  workspace's own pattern finds stands for it. */
const PATTERN_SAMPLES = ['12345', '5624', '1234567890', '15', '20 years', '4111111111111111', '0013600001XyZabAAB', 'AB1234',
  'jane@example.com', '555-123-4567', 'https://example.com', '1Z999AA10123456784', '12/25'];

/**
 * An example of the intent that the engine classifies as that intent: one naming the wanted entities if there is
 * one, else the one with the fewest entity mentions (another appliance in the example would answer elsewhere).
 */
function intentText(ws, engine, intent, entities, cache) {
  const key = `${intent} ${JSON.stringify(entities)}`;
  if (cache.has(key)) return cache.get(key);
  const examples = (ws.intents ?? []).find((i) => i.intent === intent)?.examples?.map((x) => x.text) ?? [];
  let best = null;
  let bestScore = -Infinity;
  for (const text of examples.slice(0, 60)) {
    const c = engine.classify(text);
    if (c.intents[0]?.intent !== intent) continue;
    const named = entities.filter((en) => c.entities.some((x) => x.entity === en.name && (en.value === undefined || x.value === en.value))).length;
    const score = named * 10 - c.entities.length;
    if (score > bestScore) { best = text; bestScore = score; }
  }
  best ??= examples[0] ?? null;
  cache.set(key, best);
  return best;
}

/** A turn's request from its requirements. */
function turnOf(ws, engine, req, cache) {
  const parts = [];
  const missing = [...req.gaps];
  for (const i of req.intents.slice(0, 1)) {
    const t = intentText(ws, engine, i, req.entities, cache);
    if (t === null) missing.push(`intent #${i} has no example`); else parts.push(t);
  }
  for (const en of req.entities) {
    // A bare `@x` is satisfied by the `@x:v` the same turn needs (a first value of x could answer elsewhere).
    if (en.value === undefined && req.entities.some((o) => o.name === en.name && o.value !== undefined)) continue;
    // ... and by a mention the intent example already makes (a second one could answer elsewhere).
    if (en.value === undefined && parts.length > 0 && engine.classify(parts.join(' ')).entities.some((x) => x.entity === en.name)) continue;
    const t = entityText(ws, engine, en.name, en.value);
    if (t === null) missing.push(`entity @${en.name}${en.value !== undefined ? ':' + en.value : ''} has no literal text`);
    else if (!parts.some((p) => p.toLowerCase().includes(t.toLowerCase()))) parts.push(t);
  }
  if (req.anythingElse && parts.length === 0) parts.push(GIBBERISH);
  return { text: parts.join(' '), context: req.context, missing, req };
}

/** The turns that lead to `id` through its ancestors: a list of requirements, one per user input after the welcome turn. */
function planFor(t, id) {
  const chain = [];
  for (let n = t.nodes.get(id); n && chain.length < 64; n = n.parent ? t.nodes.get(n.parent) : undefined) chain.unshift(n);
  return planChain(t, chain, [], newReq());
}

function planChain(t, chain, turns, cur) {
  for (let i = 0; i < chain.length; i++) {
    const n = chain[i];
    const type = typeOf(n);
    const next = chain[i + 1];
    if (type === 'slot' || type === 'event_handler') return planSlots(t, chain.slice(i), turns, cur);
    requirementsOf(n.conditions, cur);
    if (type === 'folder' || !next) continue;
    if (typeOf(next) === 'response_condition' || typeOf(next) === 'slot' || typeOf(next) === 'event_handler') continue;
    if (type === 'frame') {
      // A frame's children are reached once its slots are filled: one filling turn per slot; the frame's own
      // next step (skip_user_input: the children in the same turn as the last fill) applies after that.
      const fills = (t.children.get(n.dialog_node) ?? []).filter((c) => typeOf(c) === 'slot').map((slot) => fillOf(t, slot));
      if (fills.length > 0) {
        turns.push(cur, ...fills.slice(0, -1));
        cur = fills[fills.length - 1];
      }
    }
    if (n.next_step?.behavior === 'skip_user_input') continue;
    // A jump (not waiting for input) to a sibling of the next node: the siblings after the target are tried in the
    // same turn when the target's condition fails.
    const jump = n.next_step ?? n.go_to;
    const target = jump && (jump.behavior === 'jump_to' || n.go_to) ? t.nodes.get(jump.dialog_node) : undefined;
    if (target && (target.parent ?? null) === (next.parent ?? null) && jump.selector !== 'user_input') continue;
    turns.push(cur);
    cur = newReq();
  }
  turns.push(cur);
  return turns;
}

/** The input that fills a slot: its check-for (the `input` handler's condition). */
function fillOf(t, slot) {
  const input = (t.children.get(slot.dialog_node) ?? []).find((h) => h.event_name === 'input');
  const r = newReq();
  requirementsOf(input?.conditions, r);
  return r;
}

/** Slots and handlers below a frame: the frame's turn, then one filling turn per slot up to the target (and past it for `filled`). */
function planSlots(t, rest, turns, cur) {
  const frameId = rest[0].parent;
  turns.push(cur);
  const slots = (t.children.get(frameId) ?? []).filter((n) => typeOf(n) === 'slot');
  const fill = (slot) => fillOf(t, slot);
  const target = rest[rest.length - 1];
  const slot = rest.find((n) => typeOf(n) === 'slot');
  if (!slot) {
    // A frame-level handler: its own condition while the first slot is asked for, then every slot filled.
    if (target.event_name === 'generic' || target.event_name === 'nomatch') {
      const r = newReq();
      requirementsOf(target.conditions, r);
      if (target.event_name === 'nomatch') r.anythingElse = true;
      turns.push(r);
    }
    for (const s of slots) turns.push(fill(s));
    return turns;
  }
  for (const s of slots) {
    if (s === slot) break;
    turns.push(fill(s));
  }
  if (target.event_name === 'nomatch') { const r = newReq(); r.anythingElse = true; turns.push(r); }
  else if (target.event_name === 'generic') { const r = newReq(); requirementsOf(target.conditions, r); turns.push(r); }
  else if (target.event_name === 'input' || target.event_name === 'filled' || target === slot) {
    const r = fill(slot);
    requirementsOf(target.event_name === 'filled' ? target.conditions : undefined, r);
    turns.push(r);
  }
  return turns;
}

/** Plans through a jump: the source's turns, then the target's chain (same turn unless the jump waits for input). */
function planViaJump(t, source, entry, targetId) {
  const turns = planFor(t, source.dialog_node);
  const selector = source.next_step?.selector ?? 'condition';
  let cur = turns.pop();
  if (selector === 'user_input') { turns.push(cur); cur = newReq(); }
  const chain = [];
  for (let n = t.nodes.get(targetId); n && chain.length < 64; n = n.parent ? t.nodes.get(n.parent) : undefined) {
    chain.unshift(n);
    if (n === entry) break;
  }
  // A jump to the body skips the entry's condition.
  if (selector === 'body') chain[0] = { ...entry, conditions: undefined };
  return planChain(t, chain, turns, cur);
}

function run(ws, engine, t, plan, cache, sink) {
  const turns = [];
  let context;
  const send = (text, extra) => {
    const request = { input: { text }, ...(context || extra ? { context: { ...(context ?? {}), ...(extra ?? {}) } } : {}) };
    try {
      const r = engine.message(request, OPTS);
      context = r.context;
      sink.turns++;
      for (const entry of r.output.log_messages ?? []) sink.log(kind(entry), `${JSON.stringify(text)}: ${entry.msg.replace(/\s*\n\s*/g, ' | ').slice(0, verbose ? 600 : 200)}`);
      const seen = visited(r, request.context?.system?._node_output_map);
      turns.push({ text, r, seen });
      // A turn that says nothing although a node with text answered in it (and no later node cleared the output).
      const said = (r.output.text ?? []).some((x) => x !== '') || (r.output.generic ?? []).length > 0;
      const speaker = seen.find((v) => t.nodes.get(v) && hasText(t.nodes.get(v)));
      if (!said && speaker) sink.silent.add(`${speaker} on ${JSON.stringify(text)}`);
      return r;
    } catch (err) {
      sink.threw.push(`${JSON.stringify(text)}: ${err.message}`);
      turns.push({ text, r: null, seen: [] });
      return null;
    }
  };
  const first = plan[0];
  const welcomeOnly = plan.length === 1 && first.welcome;
  send('', welcomeOnly ? first.context : undefined);
  const made = [];
  for (const req of welcomeOnly ? [] : plan) {
    if (req.welcome && turns.length === 1) continue; // the welcome turn already ran
    const turn = turnOf(ws, engine, req, cache);
    made.push(turn);
    send(turn.text, turn.context);
  }
  return { turns, made, context };
}

/** The nodes a turn processed: `nodes_visited`, and the response conditions whose answer entered `_node_output_map`
 *  (before 2018-02-16 they are not listed, docs/behaviour/dialog.md "Default version"). */
function visited(r, before) {
  const list = r?.output?.nodes_visited ?? [];
  const map = r?.context?.system?._node_output_map;
  if (!map || typeof map !== 'object') return list;
  const fresh = Object.keys(map).filter((k) => !list.includes(k) && JSON.stringify(map[k]) !== JSON.stringify(before?.[k]));
  return fresh.length ? [...list, ...fresh] : list;
}

const hasText = (n) => {
  const o = n.output;
  if (!o || typeof o !== 'object') return false;
  const texts = o.text?.values ?? (typeof o.text === 'string' ? [o.text] : Array.isArray(o.text) ? o.text : []);
  const generic = (o.generic ?? []).filter((g) => g.response_type === 'text').flatMap((g) => (g.values ?? []).map((v) => v.text));
  return [...texts, ...generic].some((x) => typeof x === 'string' && x.trim() !== '');
};

/** Why a node was not reached, from the last turn of its conversation. */
function whyNot(t, id, attempt, version) {
  for (let n = t.nodes.get(id); n; n = n.parent ? t.nodes.get(n.parent) : undefined) if (n.disabled) return 'disabled (or below a disabled node)';
  const last = attempt.turns[attempt.turns.length - 1]?.r;
  const lastMade = attempt.made[attempt.made.length - 1];
  const missing = attempt.made.flatMap((m) => m.missing);
  if (missing.length) return `cannot supply: ${[...new Set(missing)].join('; ')}`;
  if (attempt.made.some((m) => m.req.negated)) return 'a negated condition';
  if (!last) return 'a turn threw';
  if ((last.output?.generic ?? []).some((g) => g.response_type === 'suggestion')) return 'disambiguation offered instead (the workspace enables it)';
  const want = lastMade?.req.intents[0];
  if (want && last.intents?.[0]?.intent !== want) return `intent: wanted #${want}, got #${last.intents?.[0]?.intent ?? 'none'}`;
  for (const en of lastMade?.req.entities ?? []) {
    if ((en.name === 'sys-location' || en.name === 'sys-person') && version >= '2020-04-01') return `retired beta @${en.name} (docs/behaviour/sysent.md)`;
    if (!last.entities?.some((x) => x.entity === en.name && (en.value === undefined || String(x.value) === String(en.value)))) {
      return `entity @${en.name}${en.value !== undefined ? ':' + en.value : ''} not found in ${JSON.stringify(lastMade.text)}`;
    }
  }
  const n = t.nodes.get(id);
  const listed = n.type === 'response_condition' || (n.type === 'event_handler' && n.event_name === 'input');
  if (listed && version < '2018-02-16' && attempt.turns.some((x) => x.seen.includes(n.parent))) return 'parent reached; not listed before 2018-02-16';
  return `routed elsewhere (${attempt.turns.at(-1).seen.slice(-3).join(', ') || 'nothing visited'})`;
}

function sweepWorkspace(file, version) {
  const ws = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const engine = compileWorkspace(ws, { version });
  const t = tree(ws);
  const cache = new Map();
  const counts = {};
  const samples = {};
  const distinct = new Set();
  const sink = {
    turns: 0, threw: [], silent: new Set(),
    log(k, s) { counts[k] = (counts[k] ?? 0) + 1; (samples[k] ??= new Set()).add(s); distinct.add(`${k}\u0000${s.replace(/^"[^"]*": /, '')}`); },
  };
  const unreached = [];
  const emptyOutputs = [];
  const contexts = [];
  let reached = 0;
  for (const n of t.nodes.values()) {
    const id = n.dialog_node;
    const attempts = [];
    const a = run(ws, engine, t, planFor(t, id), cache, sink);
    attempts.push(a);
    let hit = a.turns.find((x) => x.seen.includes(id));
    if (!hit) {
      // Enter through a jump to the node or to one of its ancestors.
      outer: for (let e = n; e; e = e.parent ? t.nodes.get(e.parent) : undefined) {
        for (const source of (t.jumpsTo.get(e.dialog_node) ?? []).slice(0, 2)) {
          if (source.dialog_node === id) continue;
          const b = run(ws, engine, t, planViaJump(t, source, e, id), cache, sink);
          attempts.push(b);
          hit = b.turns.find((x) => x.seen.includes(id));
          if (hit) break outer;
        }
      }
    }
    for (const x of attempts) if (x.context) contexts.push(x.context);
    if (id === traceNode) {
      for (const x of attempts) {
        console.log(`  ${version} conversation for ${id}:`);
        for (const turn of x.turns) console.log(`    > ${JSON.stringify(turn.text)}  #${turn.r?.intents?.[0]?.intent ?? '-'} ${(turn.r?.entities ?? []).map((e) => `@${e.entity}:${e.value}`).join(' ')}\n      visited ${turn.seen.join(', ')}\n      ${JSON.stringify(turn.r?.output?.text)}`);
      }
    }
    if (hit) {
      reached++;
      const out = hit.r.output.text ?? [];
      const last = hit.seen.at(-1);
      if (hasText(n) && last === id && out.every((s) => s === '')) emptyOutputs.push(`${id} on ${JSON.stringify(hit.text)}`);
    } else {
      unreached.push({ id, type: typeOf(n), why: whyNot(t, id, a, version) });
    }
  }
  const distinctCounts = {};
  for (const d of distinct) { const k = d.split('\u0000')[0]; distinctCounts[k] = (distinctCounts[k] ?? 0) + 1; }
  for (const x of sink.silent) if (!emptyOutputs.includes(x)) emptyOutputs.push(x);
  return { ws, engine, nodes: t.nodes.size, reached, unreached, emptyOutputs, counts, samples, distinctCounts, turns: sink.turns, threw: sink.threw, contexts };
}

// ---- Part 2: every expression of every export ----

const KNOWN = new Set([
  ...[stringMethods, numberMethods, arrayMethods, commonMethods, dateMethods, objectMethods, entityListMethods,
    intentListMethods, intentMethods, mentionMethods].flatMap((m) => [...m.keys()]),
  'now', 'today', 'clearDialogStack',
]);

/** Every expression source of an export, with where it stands. */
function* expressions(ws) {
  const templates = function* (value, where) {
    if (typeof value === 'string') { if (value.includes('<?') || /[$@#]/.test(value)) yield { where, template: value }; return; }
    if (Array.isArray(value)) { let i = 0; for (const v of value) yield* templates(v, `${where}[${i++}]`); return; }
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* templates(v, `${where}.${k}`);
  };
  for (const n of ws.dialog_nodes ?? []) {
    // A blank condition is dropped by normalization (docs/behaviour/dialog.md), so it is no expression.
    if (typeof n.conditions === 'string' && n.conditions.trim() !== '') yield { where: `${n.dialog_node}.conditions`, condition: n.conditions };
    yield* templates(n.context, `${n.dialog_node}.context`);
    yield* templates(n.output, `${n.dialog_node}.output`);
  }
}

function* callNames(e) {
  if (!e || typeof e !== 'object') return;
  if (e.type === 'Call' && e.object && e.object.type !== 'TypeRef' && e.object.type !== 'New') yield e.name;
  for (const v of Object.values(e)) {
    if (Array.isArray(v)) for (const x of v) yield* callNames(x);
    else if (v && typeof v === 'object') yield* callNames(v);
  }
}

function expressionSweep(ws, version, contexts) {
  const context = Object.assign({}, ...contexts.slice(-200));
  const env = () => ({
    context: structuredClone(context), input: { text: 'I want 12 of them tomorrow' }, intents: [], entities: [], output: { text: [] },
    now: Date.parse(NOW), timezone: 'UTC', random: () => 0.5, version, flags: {}, effects: createEffects(),
  });
  const found = { expressions: 0, syntax: [], unknownMethods: new Map(), noMethodErrors: new Map(), otherErrors: 0 };
  const note = (map, name, where) => { if (!map.has(name)) map.set(name, []); map.get(name).push(where); };
  for (const x of expressions(ws)) {
    const sources = [];
    if (x.condition !== undefined) sources.push(x.condition);
    else {
      const parsed = parseTemplate(x.template);
      for (const part of parsed.parts ?? []) {
        if (part.kind === 'block') sources.push(part.source);
        if (part.kind === 'ref') sources.push(part.raw);
      }
      if (parsed.error) found.syntax.push(`${x.where}: ${parsed.error.slice(0, 120)}`);
    }
    for (const src of sources) {
      found.expressions++;
      const p = parseExpression(src);
      if (!p.ast) { found.syntax.push(`${x.where}: ${p.error.slice(0, 160)}`); continue; }
      for (const name of callNames(p.ast)) if (!KNOWN.has(name)) note(found.unknownMethods, name, x.where);
      const r = evaluateExpression(p, env());
      if (!r.ok) {
        const m = /EL1004E: Method call: Method (\w+)\(/.exec(r.error);
        if (m && !/EvaluationContext/.test(r.error)) note(found.noMethodErrors, `${m[1]}: ${r.error.replace(/^.*EL1004E: /, '').slice(0, 120)}`, x.where);
        else found.otherErrors++;
      }
    }
  }
  return found;
}

// ---- main ----

const files = readdirSync(dir).filter((f) => f.endsWith('.json') && (!only || f.startsWith(only))).sort();
const rows = [];
const whyCounts = {};
const allUnknown = new Map();
const allNoMethod = new Map();
let expressionCount = 0;
let syntaxCount = 0;
for (const file of files) {
  for (const version of VERSIONS) {
    const s = sweepWorkspace(file, version);
    const name = file.slice(0, -5);
    for (const u of s.unreached) {
      const k = u.why.replace(/ \(.*$|: .*$/, '');
      whyCounts[k] = (whyCounts[k] ?? 0) + 1;
    }
    const e = expressionSweep(s.ws, version, s.contexts);
    expressionCount += e.expressions;
    syntaxCount += e.syntax.length;
    for (const [m, w] of e.unknownMethods) allUnknown.set(m, [...(allUnknown.get(m) ?? []), ...w.map((x) => `${name}/${x}`)]);
    for (const [m, w] of e.noMethodErrors) allNoMethod.set(m, [...(allNoMethod.get(m) ?? []), ...w.map((x) => `${name}@${version}/${x}`)]);
    rows.push({ name, version, nodes: s.nodes, reached: s.reached, turns: s.turns, threw: s.threw.length, counts: s.distinctCounts, empty: s.emptyOutputs.length });
    // Distinct entries (kind and message; the same entry recurs in every conversation through that node) / entries.
    const kinds = Object.entries(s.counts).map(([k, n]) => `${k} ${s.distinctCounts[k]}/${n}`).join(', ');
    console.log(`${name.padEnd(34)} ${version}  reached ${String(s.reached).padStart(3)}/${String(s.nodes).padEnd(3)}  turns ${String(s.turns).padStart(5)}  threw ${s.threw.length}  empty ${s.emptyOutputs.length}  ${kinds}`);
    if (verbose) {
      for (const x of new Set(s.threw)) console.log(`    threw: ${x}`);
      for (const [k, set] of Object.entries(s.samples)) for (const x of [...set].slice(0, 6)) console.log(`    ${k}: ${x}`);
      for (const x of s.emptyOutputs.slice(0, 8)) console.log(`    empty output: ${x}`);
      for (const u of s.unreached) console.log(`    unreached ${u.id} (${u.type}): ${u.why}`);
      for (const x of e.syntax.slice(0, 5)) console.log(`    syntax: ${x}`);
    }
  }
}
console.log('\nmethod names parley does not implement on any receiver:');
for (const [m, w] of allUnknown) console.log(`  ${m}: ${w.length} uses, e.g. ${[...new Set(w)].slice(0, 3).join(', ')}`);
if (allUnknown.size === 0) console.log('  none');
console.log('EL1004E (no such method on that receiver) with the sweep\'s contexts:');
for (const [m, w] of allNoMethod) console.log(`  ${m}: ${w.length}, e.g. ${[...new Set(w)].slice(0, 2).join(', ')}`);
if (allNoMethod.size === 0) console.log('  none');
console.log('unreached nodes by reason:', JSON.stringify(whyCounts));
const sum = (f) => rows.reduce((n, r) => n + f(r), 0);
const kindTotal = (k) => sum((r) => r.counts[k] ?? 0);
emitJson('fidelity-reach', {
  runs: rows.length, nodes: sum((r) => r.nodes), reached: sum((r) => r.reached), turns: sum((r) => r.turns), threw: sum((r) => r.threw),
  empty_outputs: sum((r) => r.empty),
  // Log entries below are distinct (kind, message) pairs per workspace and version.
  condition: kindTotal('condition'), context: kindTotal('context'), output: kindTotal('output'), failed_jump: kindTotal('failed jump'),
  loop: kindTotal('loop'), other_error: kindTotal('other error'), warning: kindTotal('warning'),
  expressions: expressionCount, syntax_errors: syntaxCount, unknown_methods: allUnknown.size, no_method_errors: allNoMethod.size,
});
