// Fuzzes engine.message with mutated requests: real contexts (from a short conversation on each workspace) with
// wrong types at random paths, garbage `system` (dialog_stack of unknown nodes, _node_output_map, branch_exited),
// huge texts, prototype keys in context keys, hostile intents/entities arrays and options.
// node bench/fuzz/message.mjs --seconds 60 [--seed 1]
import fs from 'node:fs';
import { compileWorkspace } from '../../dist/index.js';
import { fuzz, parseArgs, hostileValue, paths, clone, show } from './lib.mjs';

const dir = new URL('../../test/fixtures/workspaces/', import.meta.url);
const NAMES = ['pizzeria-slots', 'multi-bot-travel', 'variables-tutorial', 'tjbot-chat', 'customer-care-sample', 'itsm-helpdesk'];
const TEXTS = ['hello', 'I want a large pizza with cheese', 'yes', 'no', 'cancel', 'book a flight to Paris tomorrow at 5pm', 'what is 42?', 'help'];

const engines = NAMES.map((n) => ({ name: n, engine: compileWorkspace(JSON.parse(fs.readFileSync(new URL(`${n}.json`, dir), 'utf8'))) }));
// Seed requests: every turn of a short conversation, so contexts carry real `system` blocks.
const seeds = [];
for (const e of engines) {
  let context;
  for (const text of TEXTS) {
    const req = { input: { text }, ...(context ? { context } : {}) };
    seeds.push({ name: e.name, engine: e.engine, request: clone(req) });
    context = e.engine.message(req).context;
  }
}

const HOSTILE_SYSTEM = [
  () => ({ dialog_stack: [{ dialog_node: 'nope' }, { dialog_node: '__proto__' }, { dialog_node: 'toString', state: 'in_progress' }] }),
  () => ({ dialog_stack: 'x' }),
  () => ({ dialog_stack: [null, 1, [], {}] }),
  () => ({ dialog_stack: [{ dialog_node: 'root' }], _node_output_map: { root: 'x', __proto__: [1], toString: { 0: [1] } } }),
  () => ({ _node_output_map: JSON.parse('{"__proto__":{"polluted":1}}') }),
  () => ({ branch_exited: 'yes', branch_exited_reason: 12, dialog_turn_counter: -5, dialog_request_counter: 'a', initialized: 'x' }),
  () => ({ dialog_stack: Array.from({ length: 5000 }, (_, i) => ({ dialog_node: `n${i}` })) }),
  () => ({ dialog_in_progress: true, dialog_stack: [{ dialog_node: 'slot_x', state: 'in_progress', slot: 'x' }], _node_output_map: {}, last_branch_node: 'nope' }),
  () => JSON.parse('{"__proto__":{"dialog_stack":[{"dialog_node":"root"}]}}'),
  () => ({ skip_user_input: true, digressed: 'x', digressions: [{ dialog_node: 'nope', state: 'x' }] }),
];

const mutations = [
  (r, q) => { const p = paths(q); if (p.length) { const [c, k] = r.pick(p); c[k] = hostileValue(r); } },
  (r, q) => { q.context = q.context && typeof q.context === 'object' ? q.context : {}; const sys = q.context.system; q.context.system = { ...(sys && typeof sys === 'object' ? sys : {}), ...r.pick(HOSTILE_SYSTEM)() }; },
  (r, q) => { q.input = { text: r.pick(['a', 'y', 'ab', '中', '😀', ' ', '$', '<?', '1', '12/']).repeat(r.pick([100, 1000, 2048, 2049])) }; },
  (r, q) => {
    q.context = q.context && typeof q.context === 'object' ? q.context : {};
    const key = r.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'system', 'metadata', 'timezone', 'conversation_id']);
    Object.defineProperty(q.context, key, { value: hostileValue(r), enumerable: true, writable: true, configurable: true });
  },
  (r, q) => { q.intents = r.pick([[{ intent: '__proto__' }], [{ intent: 1, confidence: 'x' }], [null], 'x', [{ intent: 'a', confidence: NaN }], [{}]]); },
  (r, q) => { q.entities = r.pick([[{ entity: 'x', location: [5, 1], value: 'v' }], [{ entity: '__proto__', value: {} }], [null], [{ entity: 'a', value: 'b', location: 'x' }], {}]); },
  (r, q) => { q.output = hostileValue(r); q.alternate_intents = hostileValue(r); q.nodes_visited_details = hostileValue(r); },
  // (a context replaced by a 1,000,000-character string must not be spread: that is a 1,000,000-key object, see docs/security.md)
  (r, q) => { q.context = { ...(q.context && typeof q.context === 'object' ? q.context : {}), timezone: r.pick(['Mars/Olympus', '', '__proto__', 'UTC+99', 'x'.repeat(10000)]) }; },
];

const opts = parseArgs();
await fuzz('message', (r) => {
  const s = r.pick(seeds);
  const q = clone(s.request);
  const applied = [];
  const count = 1 + r.int(3);
  for (let i = 0; i < count; i++) { const m = r.int(mutations.length); applied.push(m); mutations[m](r, q); }
  const options = r.chance(0.1) ? { version: r.pick(['2099-01-01', 'x', '__proto__']), timezone: r.pick(['x', 'Europe/Paris']), seed: r.pick([-1, 1.5, 'x']) } : undefined;
  return {
    input: q,
    describe: () => `${s.name} mutations ${applied.join(',')} options ${show(options)}: ${show(q, 500)}`,
    run: () => {
      const res = s.engine.message(q, options);
      JSON.stringify(res);
      // The answer's context sent back must be accepted (a client does exactly that).
      s.engine.message({ input: { text: 'yes' }, context: res.context });
    },
  };
}, opts);
