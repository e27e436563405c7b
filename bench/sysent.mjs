// bench/sysent.mjs — latency of the system-entity layer for numbers, percentages and currencies, on the
// Recognizers-Text Number/Percent/Currency spec inputs plus everyday chat messages; compromise 14.17
// (`.numbers()`, `.percentages()`, `.money()`) on the same inputs for comparison.
// Run after `npm run build`: node bench/sysent.mjs [--no-compromise]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitJson, measure, printTable } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { compileSystemEntities } = await import(join(here, '../dist/nlu/sysent/index.js'));
const specRoot = join(here, '../../shared/data/sysent/recognizers-text');

function specInputs() {
  const files = ['Number/English/NumberModel.json', 'Number/English/PercentModel.json', 'NumberWithUnit/English/CurrencyModel.json'];
  try {
    return files.flatMap((f) => JSON.parse(readFileSync(join(specRoot, f), 'utf8')).map((c) => c.Input));
  } catch {
    return [];
  }
}

const CHAT = [
  'hi there', 'I want to book a table for four people', 'can I get 2 pizzas and a coke', 'what is my balance',
  'transfer $250 to my savings account', 'about 15% of the total, maybe twenty percent', 'cancel my order please',
  'my order number is 123456', 'I need between 5 and 7 rooms', 'it costs twenty dollars and fifty cents',
  'thanks, that is all', 'where is the nearest store?', 'I would like three hundred and fifty euros',
];

const numericOnly = compileSystemEntities({ enabled: ['sys-number', 'sys-percentage', 'sys-currency'], newSystemEntities: true });
const allFive = compileSystemEntities({ enabled: ['sys-number', 'sys-percentage', 'sys-currency', 'sys-date', 'sys-time'], newSystemEntities: true });
const context = { now: Date.UTC(2016, 10, 7), timezone: 'UTC', version: '2021-06-14' };
const sets = { spec: specInputs(), chat: CHAT };
const rows = [];
const figures = {};
for (const [name, inputs] of Object.entries(sets)) {
  if (inputs.length === 0) continue;
  const r = measure((i) => numericOnly.recognize(inputs[i % inputs.length], context), { warmup: 200, iterations: Math.max(2000, inputs.length * 5) });
  rows.push({ engine: 'parley numeric layer', inputs: name, n: inputs.length, p50_us: r.p50_us, p99_us: r.p99_us, mean_us: r.mean_us });
  figures[`${name}_p50_us`] = r.p50_us;
  figures[`${name}_p99_us`] = r.p99_us;
  const all = measure((i) => allFive.recognize(inputs[i % inputs.length], context), { warmup: 200, iterations: Math.max(2000, inputs.length * 5) });
  rows.push({ engine: 'parley layer, all five (with date/time)', inputs: name, n: inputs.length, p50_us: all.p50_us, p99_us: all.p99_us, mean_us: all.mean_us });
  figures[`all_five_${name}_p50_us`] = all.p50_us;
}

if (!process.argv.includes('--no-compromise')) {
  try {
    const nlp = (await import('compromise')).default;
    for (const [name, inputs] of Object.entries(sets)) {
      if (inputs.length === 0) continue;
      const run = (text) => {
        const doc = nlp(text);
        doc.numbers().json();
        doc.percentages().json();
        doc.money().json();
      };
      const r = measure((i) => run(inputs[i % inputs.length]), { warmup: 50, iterations: Math.max(500, inputs.length * 2), maxMs: 20000 });
      rows.push({ engine: 'compromise 14.17', inputs: name, n: inputs.length, p50_us: r.p50_us, p99_us: r.p99_us, mean_us: r.mean_us });
      figures[`compromise_${name}_p50_us`] = r.p50_us;
    }
  } catch (e) {
    console.log(`compromise not measured: ${e.message}`);
  }
}

printTable(rows);
emitJson('sysent', figures);
