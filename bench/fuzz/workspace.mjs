// Fuzzes compileWorkspace with mutated fixture workspaces (wrong types at random paths, prototype keys, huge
// strings, deep nesting, next_step / go_to / parent cycles, duplicate ids, dangling references, catastrophic
// patterns). Then runs one message on what compiles, so compile-time shapes that only break a turn show up too.
// node bench/fuzz/workspace.mjs --seconds 60 [--seed 1]
import fs from 'node:fs';
import { compileWorkspace } from '../../dist/index.js';
import { fuzz, parseArgs, hostileValue, paths, clone, show, nest } from './lib.mjs';

const dir = new URL('../../test/fixtures/workspaces/', import.meta.url);
const SMALL = ['multi-bot-travel', 'online-store', 'pizzeria-slots', 'tjbot-chat', 'tjbot-sports-buddy', 'variables-tutorial',
  'multi-bot-weather', 'text-bot-weather', 'itsm-helpdesk', 'burger-simple'];
const bases = SMALL.map((n) => ({ name: n, ws: JSON.parse(fs.readFileSync(new URL(`${n}.json`, dir), 'utf8')) }));

/** The dialog nodes that are still objects: an earlier mutation may have made the list, or a node, something else. */
const objectNodes = (w) => (Array.isArray(w.dialog_nodes) ? w.dialog_nodes.filter((x) => x !== null && typeof x === 'object' && !Array.isArray(x)) : []);

const mutations = [
  // wrong type at a random path
  (r, w) => { const p = paths(w); if (p.length) { const [c, k] = r.pick(p); c[k] = hostileValue(r); } },
  // a prototype-ish key added to a random object
  (r, w) => {
    const objs = paths(w).map(([c, k]) => c[k]).filter((v) => v && typeof v === 'object' && !Array.isArray(v));
    const o = objs.length ? r.pick(objs) : w;
    const key = r.pick(['__proto__', 'constructor', 'prototype']);
    Object.defineProperty(o, key, { value: hostileValue(r), enumerable: true, writable: true, configurable: true });
  },
  // huge string at a string path
  (r, w) => { const p = paths(w).filter(([c, k]) => typeof c[k] === 'string'); if (p.length) { const [c, k] = r.pick(p); c[k] = c[k].repeat(1 + r.int(3)) + 'y'.repeat(r.pick([10000, 300000])); } },
  // deep nesting
  (r, w) => { const p = paths(w); if (p.length) { const [c, k] = r.pick(p); c[k] = nest(r.pick([98, 99, 100, 101, 2000])); } },
  // cycles of next_step / go_to / parents
  (r, w) => {
    const nodes = objectNodes(w);
    if (nodes.length < 2) return;
    const a = r.pick(nodes), b = r.pick(nodes);
    switch (r.int(4)) {
      case 0: a.next_step = { behavior: 'jump_to', selector: r.pick(['condition', 'body', 'user_input', 'client']), dialog_node: b.dialog_node }; b.next_step = { behavior: 'jump_to', selector: 'body', dialog_node: a.dialog_node }; break;
      case 1: a.parent = b.dialog_node; b.parent = a.dialog_node; break;
      case 2: a.go_to = { dialog_node: a.dialog_node, selector: 'condition' }; break;
      default: a.previous_sibling = b.dialog_node; b.previous_sibling = a.dialog_node; a.parent = b.parent; break;
    }
  },
  // duplicate ids
  (r, w) => {
    const lists = [['dialog_nodes', 'dialog_node'], ['intents', 'intent'], ['entities', 'entity']].filter(([l]) => Array.isArray(w[l]) && w[l].length);
    if (!lists.length) return;
    const [l, id] = r.pick(lists);
    const x = r.pick(w[l]);
    w[l].push(clone(x));
    if (r.chance(0.5)) w[l][0][id] = x[id];
  },
  // dangling references
  (r, w) => {
    const nodes = w.dialog_nodes ?? [];
    if (!nodes.length) return;
    const n = r.pick(nodes);
    const field = r.pick(['parent', 'previous_sibling', 'next_step', 'digress_out_slots']);
    if (field === 'next_step') n.next_step = { behavior: r.pick(['jump_to', 'skip_user_input', 'reprompt', 'bogus']), selector: 'condition', dialog_node: r.pick(['nope', '__proto__', 'toString', '']) };
    else n[field] = r.pick(['nope', '__proto__', 'constructor', 'toString', '']);
  },
  // catastrophic pattern entities and pattern-like strings
  (r, w) => {
    w.entities = Array.isArray(w.entities) ? w.entities : [];
    w.entities.push({ entity: `p${r.int(100)}`, values: [{ value: 'v', type: 'patterns', patterns: [r.pick(['(a+)+$', '(\\w+\\W\\w+)+$', '(a|aa)*c', '(?=a)a', '(a)\\1', '((((a*)*)*)*)*b', 'a{1000}{1000}', '[', '\\', '(?<n>a)\\k<n>', '.*'.repeat(100), 'x'.repeat(513)])] }] });
  },
  // a node list replaced by many siblings or a long jump chain
  (r, w) => {
    const n = r.pick([200, 2000]);
    const nodes = [];
    for (let i = 0; i < n; i++) nodes.push({ dialog_node: `n${i}`, conditions: 'true', ...(i ? { previous_sibling: `n${i - 1}` } : {}), next_step: { behavior: 'jump_to', selector: 'body', dialog_node: `n${(i + 1) % n}` }, output: { text: `<? $x = $x + 'ab' ?>` } });
    w.dialog_nodes = nodes;
  },
  // conditions and outputs with hostile expressions
  (r, w) => {
    const nodes = objectNodes(w);
    if (!nodes.length) return;
    const n = r.pick(nodes);
    const e = r.pick(["T(java.lang.Runtime).getRuntime().exec('ls')", "''.getClass().forName('x')", "$x.constructor.constructor('return process')()", '('.repeat(2000) + '1', "'a'.matches('(a+)+$')", "{'__proto__':{'polluted':1}}", "@x.values.![#this.__proto__]", "new java.util.ArrayList()", "#this.__proto__.polluted = 1"]);
    if (r.chance(0.5)) n.conditions = e; else { n.output = { text: `<? ${e} ?>` }; n.context = { [r.pick(['a', '__proto__', 'constructor'])]: `<? ${e} ?>` }; }
  },
  // the later response types (session 20): user_defined, channel_transfer, iframe… with hostile values, prototype keys,
  // templates at depth, `channels` of any shape (hred10)
  (r, w) => {
    const nodes = objectNodes(w);
    if (!nodes.length) return;
    const n = r.pick(nodes);
    const deep = (depth, leaf) => { let v = leaf; for (let i = 0; i < depth; i++) v = r.chance(0.5) ? [v] : JSON.parse(`{"${r.pick(['k', '__proto__', 'constructor', 'toString'])}":${JSON.stringify(v)}}`); return v; };
    const value = () => r.pick([hostileValue(r), deep(r.pick([3, 60, 99, 100, 101]), r.pick(['<? $x ?>', '$x', '<? $x.__proto__ ?>', 'leaf'])), JSON.parse('{"__proto__":{"polluted":"<? 1 ?>"},"constructor":{"prototype":{"polluted":1}}}')]);
    const type = r.pick(['user_defined', 'channel_transfer', 'iframe', 'video', 'audio', 'text', 'image']);
    const g = { response_type: type, user_defined: value(), source: r.pick(['https://x/$x', value()]), message_to_user: r.pick(['go $x', value()]), transfer_info: r.pick([{ target: { chat: { url: '<? $x ?>' } } }, value()]), channel_options: value() };
    if (type === 'text') g.values = [{ text: '<? $x ?>' }];
    if (r.chance(0.6)) g.channels = r.pick([[{ channel: 'chat' }], [JSON.parse('{"channel":"chat","__proto__":{"polluted":1}}')], value(), [value()]]);
    n.output = { generic: [g] };
  },
  // jumps to folders: to a folder, to itself from inside, between two folders, to an empty or closed folder (hred10)
  (r, w) => {
    const nodes = objectNodes(w);
    if (!nodes.length) return;
    const folder = { dialog_node: `F${r.int(100)}`, type: 'folder', ...(r.chance(0.3) ? { conditions: r.pick(['false', 'true', '#nope']) } : {}) };
    const inner = r.chance(0.7) ? [{ dialog_node: `${folder.dialog_node}a`, parent: folder.dialog_node, conditions: 'true', output: { text: 'in' }, next_step: { behavior: 'jump_to', selector: r.pick(['condition', 'body', 'user_input', 'client']), dialog_node: r.pick([folder.dialog_node, r.pick(nodes).dialog_node]) } }] : [];
    w.dialog_nodes.push(folder, ...inner);
    const from = r.pick(nodes);
    from.next_step = { behavior: 'jump_to', selector: r.pick(['condition', 'body', 'user_input', 'client']), dialog_node: folder.dialog_node };
    if (r.chance(0.3)) folder.next_step = { behavior: 'jump_to', selector: 'condition', dialog_node: folder.dialog_node };
    if (r.chance(0.3)) folder.parent = r.pick(nodes).dialog_node;
  },
];

const opts = parseArgs();
await fuzz('workspace', (r) => {
  const base = r.pick(bases);
  const w = clone(base.ws);
  const applied = [];
  const count = 1 + r.int(3);
  // A mutation may find what an earlier one left (a node replaced by a string): the generator's own TypeError is no
  // finding, the workspace as it stands is still fuzzed (seed 13 stopped at case 3441 on one).
  for (let i = 0; i < count; i++) { const m = r.int(mutations.length); applied.push(m); try { mutations[m](r, w); } catch { /* generator, not parley */ } }
  return {
    input: w,
    describe: () => `${base.name} mutations ${applied.join(',')}: ${show(w, 400)}`,
    run: () => {
      const e = compileWorkspace(w);
      e.message({ input: { text: 'hello there' }, context: { x: 'a' } });
      e.message({ input: { text: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' } });
    },
  };
}, opts);
