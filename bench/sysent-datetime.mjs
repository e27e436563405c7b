// bench/sysent-datetime.mjs — @sys-date/@sys-time: accuracy on the Recognizers-Text date/time selection of
// shared/checks/sysent.mjs (future date / AM time expected) for parley's grammar and for chrono-node 2.10.3
// (`chrono.casual`, forwardDate off and on), and latency of both on the spec inputs, on chat messages (CLINC150
// training utterances) and on messages without any date/time word (the pre-check path).
// Run after `npm run build`: node bench/sysent-datetime.mjs [--no-chrono]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitJson, measure, printTable, round } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { recognizeDateTimes } = await import(join(here, '../dist/nlu/sysent/datetime/index.js'));
const shared = join(here, '../../shared/data');
const specDir = join(shared, 'sysent/recognizers-text/DateTime/English');

const readJson = (p) => JSON.parse(readFileSync(p, 'utf8').replace(/^\uFEFF/, ''));

/** The sysent.mjs selection: one expected date/time/datetime result, no Mod, resolvable, not NotSupported on dotNet. */
function selectCases() {
  const files = [['DateTimeModel.json', 'model'], ['DateTimeModelSplitDateAndTime.json', 'model'], ['DateTimeModelExperimentalMode.json', 'model'],
    ['DateParser.json', 'parser'], ['TimeParser.json', 'parser'], ['DateTimeParser.json', 'parser'], ['HolidayParser.json', 'parser']];
  const out = [];
  for (const [file, format] of files) {
    const path = join(specDir, file);
    if (!existsSync(path)) continue;
    for (const c of readJson(path)) {
      if (/dotnet/i.test(`${c.NotSupported || ''},${c.NotSupportedByDesign || ''}`) || !Array.isArray(c.Results) || c.Results.length !== 1) continue;
      const r = c.Results[0];
      const ref = `${(c.Context && c.Context.ReferenceDateTime) || '2016-11-07T00:00:00'}Z`;
      let type; let values; let start; let end; let expected;
      if (format === 'model') {
        type = String(r.TypeName || '').replace('datetimeV2.', '');
        if (!['date', 'time', 'datetime'].includes(type)) continue;
        const vals = ((r.Resolution && r.Resolution.values) || []).filter((v) => v.value !== undefined);
        if (!vals.length || vals.some((v) => v.Mod || /^0001/.test(v.value) || v.value === 'not resolved')) continue;
        values = [...new Set(vals.map((v) => v.value))];
        start = r.Start; end = r.End + 1;
        const sorted = [...values].sort();
        if (values.length === 1) expected = values[0];
        else if (type === 'time') expected = sorted[0];
        else {
          const future = values.map((v) => v.slice(0, 10)).sort().pop();
          expected = type === 'date' ? future : values.filter((v) => v.startsWith(future)).sort()[0];
        }
      } else {
        type = r.Type;
        const key = { date: 'date', time: 'time', datetime: 'dateTime' }[type];
        const fu = (r.Value && r.Value.FutureResolution) || {};
        const pa = (r.Value && r.Value.PastResolution) || {};
        if (!key || !fu[key]) continue;
        values = [...new Set([fu[key], pa[key]].filter(Boolean))];
        if (values.some((v) => /^0001/.test(v))) continue;
        start = r.Start; end = r.Start + r.Length; expected = fu[key];
      }
      out.push({ input: c.Input, now: Date.parse(ref), type, start, end, expected, single: values.length === 1 });
    }
  }
  return out;
}

const request = (now) => ({ date: true, time: true, newSystemEntities: true, now, timezone: 'UTC', version: '2021-11-27' });

function parleyValue(c) {
  const es = recognizeDateTimes(c.input, request(c.now));
  const pick = (name) => {
    let best = null; let bo = 0;
    for (const e of es) {
      if (e.entity !== name) continue;
      const o = Math.min(e.location[1], c.end) - Math.max(e.location[0], c.start);
      if (o > bo) { bo = o; best = e.value; }
    }
    return best;
  };
  const parts = c.type === 'date' ? [pick('sys-date')] : c.type === 'time' ? [pick('sys-time')] : [pick('sys-date'), pick('sys-time')];
  return parts.every((p) => p !== null) ? parts.join(' ') : null;
}

const pad = (n) => String(n).padStart(2, '0');

function chronoValue(chrono, c, forwardDate) {
  const results = chrono.casual.parse(c.input, { instant: new Date(c.now), timezone: 0 }, { forwardDate });
  let best = null; let bo = 0;
  for (const r of results) {
    const o = Math.min(r.index + r.text.length, c.end) - Math.max(r.index, c.start);
    if (o > bo) { bo = o; best = r; }
  }
  if (!best) return null;
  const d = best.start.date();
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return c.type === 'date' ? date : c.type === 'time' ? time : `${date} ${time}`;
}

function score(cases, valueOf) {
  const out = {};
  for (const type of ['date', 'time', 'datetime']) {
    const list = cases.filter((c) => c.type === type);
    const single = list.filter((c) => c.single);
    const ok = (c) => valueOf(c) === c.expected;
    out[type] = { cases: list.length, accuracy: round(list.filter(ok).length / list.length, 4), single: single.length, single_accuracy: round(single.filter(ok).length / single.length, 4) };
  }
  const all = cases.filter((c) => valueOf(c) === c.expected).length;
  out.all = round(all / cases.length, 4);
  return out;
}

const cases = selectCases();
if (cases.length === 0) {
  console.log(`no spec cases under ${specDir}`);
  emitJson('sysent-datetime', { error: 'spec data missing' });
  process.exit(0);
}
const chat = (() => {
  try {
    const d = readJson(join(shared, 'intents/clinc150/data_full.json'));
    return d.train.filter((_, i) => i % 8 === 0).map((r) => r[0]);
  } catch {
    return [];
  }
})();
const plain = ['hi there', 'I want to book a table for four people', 'what is my balance', 'cancel my order please', 'thanks, that is all', 'where is the nearest store?', 'can you help me with my account', 'I lost my card'];

let chrono = null;
if (!process.argv.includes('--no-chrono')) {
  try { chrono = await import('chrono-node'); } catch { chrono = null; }
}

const accuracyRows = [];
const ours = score(cases, parleyValue);
const figures = { cases: cases.length };
for (const t of ['date', 'time', 'datetime']) {
  accuracyRows.push({ engine: 'parley', model: t, cases: ours[t].cases, accuracy: ours[t].accuracy, single: ours[t].single, single_accuracy: ours[t].single_accuracy });
  figures[`${t}_single_value_accuracy`] = ours[t].single_accuracy;
  figures[`${t}_accuracy`] = ours[t].accuracy;
}
figures.all_accuracy = ours.all;
if (chrono) {
  for (const forward of [false, true]) {
    const theirs = score(cases, (c) => chronoValue(chrono, c, forward));
    for (const t of ['date', 'time', 'datetime']) {
      accuracyRows.push({ engine: `chrono-node casual${forward ? ' forwardDate' : ''}`, model: t, cases: theirs[t].cases, accuracy: theirs[t].accuracy, single: theirs[t].single, single_accuracy: theirs[t].single_accuracy });
    }
    figures[`chrono${forward ? '_forward' : ''}_all_accuracy`] = theirs.all;
  }
}
printTable(accuracyRows);
console.log('');

const latencyRows = [];
const sets = { spec: cases.map((c) => [c.input, c.now]), chat: chat.map((t) => [t, Date.UTC(2016, 10, 7, 10)]), plain: plain.map((t) => [t, Date.UTC(2016, 10, 7, 10)]) };
for (const [name, inputs] of Object.entries(sets)) {
  if (!inputs.length) continue;
  const r = measure((i) => { const [t, now] = inputs[i % inputs.length]; recognizeDateTimes(t, request(now)); }, { warmup: 500, iterations: Math.max(3000, inputs.length * 3) });
  latencyRows.push({ engine: 'parley', inputs: name, n: inputs.length, p50_us: r.p50_us, p99_us: r.p99_us, mean_us: r.mean_us });
  figures[`${name}_p50_us`] = r.p50_us;
  figures[`${name}_p99_us`] = r.p99_us;
  if (chrono) {
    const c = measure((i) => { const [t, now] = inputs[i % inputs.length]; chrono.casual.parse(t, new Date(now)); }, { warmup: 200, iterations: Math.max(1000, inputs.length), maxMs: 10000 });
    latencyRows.push({ engine: 'chrono-node casual', inputs: name, n: inputs.length, p50_us: c.p50_us, p99_us: c.p99_us, mean_us: c.mean_us });
    figures[`chrono_${name}_p50_us`] = c.p50_us;
  }
}
printTable(latencyRows);
emitJson('sysent-datetime', figures);
