// Context updates (the deep merge of a node's `context` block into the conversation context, dialog-runtime.md §4.3):
// parley's own copy-on-write merge (src/dialog/context.ts) against immer's produce() doing the same merge.
// Same results? Checked on every node context of the real workspaces and on random contexts (fast-check).
// Speed: the node contexts of the real workspaces merged into a realistic conversation context.
// Run: npm run build && node bench/immer-context.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { produce, setAutoFreeze } from 'immer';
import fc from 'fast-check';
import { mergeContext } from '../dist/dialog/context.js';
import { measure } from './lib.mjs';

// parley's contexts are plain, unfrozen JSON; immer's auto-freeze would add work parley does not do.
setAutoFreeze(false);

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The same rule with immer: objects merge key by key, everything else (arrays, null) replaces. */
function mergeWithImmer(context, values) {
  return produce(context, (draft) => {
    const into = (target, key, value) => {
      // Own properties only, as parley reads them (target[key] of '__proto__' would be Object.prototype).
      if (isObject(value) && Object.hasOwn(target, key) && isObject(target[key])) for (const [k, v] of Object.entries(value)) into(target[key], k, v);
      else target[key] = value;
    };
    for (const [key, value] of values) into(draft, key, value);
  });
}

const dir = new URL('../../shared/data/workspaces/', import.meta.url);
const blocks = [];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const ws = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
  for (const n of ws.dialog_nodes ?? []) if (isObject(n.context)) blocks.push(Object.entries(n.context));
}
// A conversation context as a turn sees it: system bookkeeping plus the variables earlier nodes set.
const base = {
  conversation_id: 'c0ffee00-0000-4000-8000-000000000000',
  system: { initialized: true, dialog_stack: [{ dialog_node: 'root' }], dialog_turn_counter: 7, dialog_request_counter: 7, _node_output_map: { a: { '0': [0] }, b: { '0': [1, 0] } }, branch_exited: true, branch_exited_reason: 'completed' },
  timezone: 'Europe/Paris',
  ...Object.fromEntries(blocks.slice(0, 25).flatMap((b) => b)),
};

// 1. Same results on every real block, and the input context untouched.
let differing = 0;
for (const b of blocks) {
  const before = JSON.stringify(base);
  const ours = mergeContext(base, b);
  const theirs = mergeWithImmer(base, b);
  if (JSON.stringify(ours) !== JSON.stringify(theirs) || JSON.stringify(base) !== before) differing++;
}
// 2. Same results on random contexts and blocks (JSON values, nested objects, arrays, null).
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'user', 'size'), tie('value'), { maxKeys: 4 }),
}));
let randomDiffering = 0;
fc.assert(
  fc.property(json.object, json.object, (ctx, block) => {
    const same = JSON.stringify(mergeContext(ctx, Object.entries(block))) === JSON.stringify(mergeWithImmer(ctx, Object.entries(block)));
    if (!same) randomDiffering++;
    return true;
  }),
  { numRuns: 20000, seed: 1 },
);
// 3. A key `__proto__` written by a workspace or a user must stay a plain key (security: no prototype change).
const proto = [['__proto__', { polluted: true }]];
const oursProto = mergeContext({}, proto);
let immerProto;
try {
  immerProto = mergeWithImmer({}, proto);
} catch (e) {
  immerProto = `throws: ${e.message}`;
}
const protoSafe = (o) => typeof o === 'object' && Object.getPrototypeOf(o) === Object.prototype && Object.hasOwn(o, '__proto__');

// 4. Speed: every real block merged into the context, once per iteration.
const run = (merge) => () => {
  let c = base;
  for (const b of blocks) c = merge(base, b);
  return c;
};
const ours = measure(run(mergeContext), { warmup: 200, iterations: 3000 });
const theirs = measure(run(mergeWithImmer), { warmup: 200, iterations: 3000 });
const per = (r) => (r.p50_us / blocks.length).toFixed(2);
console.log(`real node context blocks: ${blocks.length}; results differing: ${differing}; random cases differing: ${randomDiffering} of 20000`);
console.log(`__proto__ key kept as a plain key: parley ${protoSafe(oursProto)}, immer ${typeof immerProto === 'string' ? immerProto : protoSafe(immerProto)}`);
console.log(`parley mergeContext: p50 ${ours.p50_us.toFixed(1)} µs per ${blocks.length} merges (${per(ours)} µs each)`);
console.log(`immer produce:       p50 ${theirs.p50_us.toFixed(1)} µs per ${blocks.length} merges (${per(theirs)} µs each)`);
console.log(`immer / parley: ${(theirs.p50_us / ours.p50_us).toFixed(2)}x`);
