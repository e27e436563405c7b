// Usage: node bench/slot-fill-ab.mjs /abs/path/to/base/dist/engine/index.js (the other build: this checkout's dist).
// In-process A/B: a slot-filling turn (5 check-fors, each naming entities) on the base build vs this branch.
const A = await import(process.argv[2] ?? '../dist/engine/index.js');
const B = await import('../dist/engine/index.js');
const slots = [['from', "@city"], ['to', "entities['city'][1]"], ['people', '@sys-number'], ['day', '@sys-date'], ['size', '@size && @size != \'\'']];
const nodes = [{ dialog_node: 'frame', type: 'frame', conditions: 'true', output: { text: 'done' } }];
let prev;
slots.forEach(([v, cond], i) => {
  nodes.push({ dialog_node: `s${i}`, type: 'slot', parent: 'frame', variable: `$${v}`, ...(prev ? { previous_sibling: prev } : {}) });
  nodes.push({ dialog_node: `s${i}_in`, type: 'event_handler', event_name: 'input', parent: `s${i}`, conditions: cond, context: null });
  nodes.push({ dialog_node: `s${i}_p`, type: 'event_handler', event_name: 'focus', parent: `s${i}`, previous_sibling: `s${i}_in`, output: { text: `${v}?` } });
  prev = `s${i}`;
});
const ws = { name: 'w', language: 'en', intents: [], entities: [
  { entity: 'city', values: ['boston', 'denver', 'paris', 'rome'].map((value) => ({ value })) },
  { entity: 'size', values: [{ value: 'large' }, { value: 'small' }] },
  { entity: 'sys-number', values: [] }, { entity: 'sys-date', values: [] } ], dialog_nodes: nodes };
const ea = A.compileWorkspace(ws), eb = B.compileWorkspace(ws);
const input = { input: { text: 'from boston to denver, 3 large pizzas on friday' } };
const ra = ea.message(input, { now: 0 }), rb = eb.message(input, { now: 0 });
if (JSON.stringify(ra) !== JSON.stringify(rb)) throw new Error('answers differ');
const { from, to, people, day, size } = rb.context; console.log({ from, to, people, day, size }, rb.output.text);
const N = 4000;
const time = (e) => { const c0 = process.cpuUsage(); for (let i = 0; i < N; i++) e.message(input, { now: 0 }); const c = process.cpuUsage(c0); return (c.user + c.system) / N; };
for (let i = 0; i < 3; i++) { time(ea); time(eb); }
const res = { base: [], branch: [] };
for (let r = 0; r < 8; r++) { if (r % 2) { res.branch.push(time(eb)); res.base.push(time(ea)); } else { res.base.push(time(ea)); res.branch.push(time(eb)); } }
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
console.log('µs CPU per turn, 8 alternating rounds of', N, ': base', mean(res.base).toFixed(1), res.base.map((x) => x.toFixed(0)).join(' '), '| branch', mean(res.branch).toFixed(1), res.branch.map((x) => x.toFixed(0)).join(' '));
