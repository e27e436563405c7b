#!/usr/bin/env node
// contracts-facts.mjs [SET.json] [--misses N] [--json]
// The contract-level facts of classifyElements on contracts other than the one real response: parties, effective and
// termination dates, amounts, contract terms, payment terms, currencies and types. Reads bench/data/contracts-facts.json
// (13 short whole contracts with the facts written from the spec before parley ran on them), builds each contract
// through the public `parley/contracts` interface (classifyElements on the contract as text/plain: paragraphs
// separated by a blank line, as a plain-text contract sets them apart) and scores each fact family as found / expected / extra. Needs `npm run build`.
//
// Matching rules (each expected fact is found at most once; the service lists every mention, so found facts are
// compared as a set of distinct values and `extra` counts the distinct values nobody expected):
// - primary party: a party of importance Primary with the same normalised name and the same role. Names are
//   normalised on both sides: upper case, no courtesy title (DR, MR, MS, MRS), no trailing legal form (LIMITED, LTD,
//   PLC, INC, LLC, CO, CORP, GMBH, AG, PTY, P.C., PRIVATE LIMITED, DESIGNATED ACTIVITY COMPANY, …), no punctuation.
//   `named` counts the primary parties found under the right name whatever their role.
// - other party: an expected organisation of importance Unknown found under its normalised name (any role);
//   `extra` = the other Unknown parties reported (shown, not a fault in itself: the service lists many).
// - contact: a signatory name of a matched primary party found in that party's contacts (case-insensitive).
// - effective / termination date: the same ISO date (text_normalized).
// - amount: the same numeric value and currency (interpretation.unit; a bare symbol counts for the codes it can
//   stand for: $ → USD/CAD/AUD, £ → GBP, € → EUR, as the spec allows the raw symbol when the currency is unclear).
// - contract term / payment term: the same number of days within 2% (30-day months and 365-day years on the
//   set's side; a reader's 12 months = 365 days still matches). A payment period reported among the contract terms
//   is counted apart (`payment_in_terms`), not as an extra: the one real response lists exactly such periods as its
//   contract_terms ("within 45 days" of a payment clause), so parley keeps that convention.
//   Terms are compared as a multiset of mentions, not of distinct day counts (issue 18, h103d62; the lead's decision on
//   facts set 61's cause 16): each term found at its own place in the text (location) matches one expected term of the
//   same day count, so "runs for 12 months and renews for another 12 months" can find both twelve-month terms a set
//   expects. A found mention of a day count another mention already matched is a repeat of that term (the service lists
//   every mention), neither found again nor extra; `extra` counts the distinct day counts nobody expected.
// - currency: the same ISO-4217 code in text_normalized (or a symbol standing for it, as amounts).
// - contract type: the same agreement name, case-insensitive, ignoring "this"/articles, one containing the other;
//   the name the service normalised (text_normalized, "Contract for the Supply of …" for "CONTRACT No. 45/2025 FOR THE
//   SUPPLY OF …") where it gives one, else its text. A bare generic word ("CONTRACT", "Agreement", `GENERIC_TYPE`) is
//   found only where the expected type is that word: containment let it pass for "Contract for the Weaving of …"
//   (issue 18, h76f41d; facts set 41's note).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const explicit = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const file = explicit ?? path.join(here, 'data', 'contracts-facts.json');
const showMisses = Number(opt('misses', '40'));
const { classifyElements } = await import(pathToFileURL(path.join(here, '..', 'dist', 'contracts', 'index.js')).href);

const LEGAL = /(?:\s+(?:LIMITED|LTD|PLC|INC|INCORPORATED|LLC|L\.L\.C|LLP|LP|L\.P|CO|COMPANY|CORP|CORPORATION|GMBH|AG|SE|PTY|P\.C|PC|PRIVATE|DAC|DESIGNATED ACTIVITY|S\.A|SA|BV|NV|ULC)\.?,?)+$/;
export function normName(s) {
  let n = String(s).normalize('NFC').toUpperCase().replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();
  n = n.replace(/^(?:THE|DR|MR|MRS|MS|MISS|PROF)\.?\s+/, '');
  for (let i = 0; i < 4; i++) n = n.replace(/,\s*$/, '').replace(LEGAL, '').trim();
  return n.replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}
const SYMBOLS = { $: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD'], '£': ['GBP'], '€': ['EUR'], '¥': ['JPY', 'CNY'], '₹': ['INR'] };
const sameCurrency = (got, want) => got === want || (SYMBOLS[got] ?? []).includes(want);
const sameDays = (got, want) => Math.abs(got - want) <= Math.max(1, want * 0.02);
const typeName = (s) => String(s).toLowerCase().replace(/[“”"']/g, '').replace(/^(?:this|the|a|an)\s+/, '').replace(/\s+/g, ' ').trim();
// The words that name a contract of any kind: alone they say nothing of which kind.
const GENERIC_TYPE = /^(?:contract|agreement|document|memorandum)$/;
const sameType = (got, want) => { const a = typeName(got); const b = typeName(want); return a === b || (a.length > 3 && !GENERIC_TYPE.test(a) && b.includes(a)) || a.includes(b); };

const FAMILIES = ['primary_parties', 'other_parties', 'contacts', 'effective_dates', 'termination_dates', 'contract_amounts', 'contract_terms', 'payment_terms', 'contract_currencies', 'contract_types'];
const totals = Object.fromEntries(FAMILIES.map((f) => [f, { found: 0, expected: 0, extra: 0 }]));
let named = 0;
const misses = [];
const perDoc = {};

/**
 * Scores one family: `want` expected items, `got` distinct found values (or mentions), `same(got, want)`. With `repeat`
 * (found mentions of a multiset), an unmatched mention `repeat(other, matched)` of a matched one is neither found again
 * nor extra, and the extras are counted once per `repeat` class.
 */
function family(doc, fam, want, got, same, show, excuse = () => false, repeat = undefined) {
  const used = new Set();
  let found = 0;
  for (const w of want) {
    const i = got.findIndex((g, k) => !used.has(k) && same(g, w));
    if (i >= 0) { used.add(i); found++; } else misses.push(`${doc}: ${fam} missed ${show(w)}`);
  }
  const matched = got.filter((g, k) => used.has(k));
  let rest = got.filter((g, k) => !used.has(k));
  if (repeat) rest = rest.filter((g, k) => !matched.some((m) => repeat(g, m)) && !rest.slice(0, k).some((h) => repeat(g, h)));
  const excused = rest.filter((g) => excuse(g));
  const extra = rest.filter((g) => !excuse(g));
  if (excused.length) { totals[fam].excused = (totals[fam].excused ?? 0) + excused.length; }
  for (const g of extra) misses.push(`${doc}: ${fam} extra ${show(g)}`);
  const t = totals[fam];
  t.found += found; t.expected += want.length; t.extra += extra.length;
  perDoc[doc][fam] = `${found}/${want.length}${extra.length ? `+${extra.length}` : ''}`;
}
const distinct = (xs, key) => { const seen = new Map(); for (const x of xs) if (!seen.has(key(x))) seen.set(key(x), x); return [...seen.values()]; };

const set = JSON.parse(fs.readFileSync(file, 'utf8'));
let cpu = 0;
for (const doc of set.documents) {
  const bytes = Buffer.from(doc.paragraphs.join('\n\n') + '\n', 'utf8');
  const t0 = process.cpuUsage();
  const r = await classifyElements({ file: bytes, fileContentType: 'text/plain' });
  const dt = process.cpuUsage(t0); cpu += (dt.user + dt.system) / 1e3;
  const e = doc.expected;
  perDoc[doc.name] = {};
  const parties = r.parties ?? [];
  const primaries = parties.filter((p) => p.importance === 'Primary');
  const wantPrimary = e.parties.filter((p) => p.importance === 'Primary');
  family(doc.name, 'primary_parties', wantPrimary, primaries, (g, w) => normName(g.party) === normName(w.party) && g.role === w.role, (p) => `${p.party} (${p.role})`);
  named += wantPrimary.filter((w) => primaries.some((g) => normName(g.party) === normName(w.party))).length;
  const others = parties.filter((p) => p.importance !== 'Primary');
  family(doc.name, 'other_parties', e.parties.filter((p) => p.importance !== 'Primary'), others, (g, w) => normName(g.party) === normName(w.party), (p) => p.party);
  const wantContacts = wantPrimary.flatMap((w) => (w.contacts ?? []).map((name) => ({ party: w.party, name })));
  const gotContacts = primaries.flatMap((g) => (g.contacts ?? []).map((c) => ({ party: g.party, name: c.name })));
  family(doc.name, 'contacts', wantContacts, gotContacts, (g, w) => normName(g.party) === normName(w.party) && g.name.toLowerCase().replace(/^(?:dr|mr|mrs|ms)\.?\s+/, '') === w.name.toLowerCase(), (c) => `${c.name} of ${c.party}`);
  for (const fam of ['effective_dates', 'termination_dates']) {
    family(doc.name, fam, e[fam], distinct(r[fam] ?? [], (d) => d.text_normalized), (g, w) => g.text_normalized === w, (x) => (typeof x === 'string' ? x : `${x.text_normalized} "${x.text}"`));
  }
  family(doc.name, 'contract_amounts', e.contract_amounts, distinct(r.contract_amounts ?? [], (a) => `${a.interpretation?.numeric_value} ${a.interpretation?.unit}`),
    (g, w) => g.interpretation?.numeric_value === w.value && sameCurrency(g.interpretation?.unit, w.currency),
    (x) => (x.value !== undefined ? `${x.value} ${x.currency}` : `${x.interpretation?.numeric_value} ${x.interpretation?.unit} "${x.text}"`));
  for (const fam of ['contract_terms', 'payment_terms']) {
    const payment = (g) => fam === 'contract_terms' && e.payment_terms.some((w) => sameDays(g.interpretation?.numeric_value, w.days));
    // Each mention once (a reader listing one place twice is no second term), then matched as a multiset (see above).
    const mentions = distinct(r[fam] ?? [], (a) => `${a.location?.begin}:${a.location?.end}:${a.interpretation?.numeric_value}`);
    family(doc.name, fam, e[fam], mentions, (g, w) => sameDays(g.interpretation?.numeric_value, w.days),
      (x) => (x.days !== undefined ? `${x.days} days "${x.text}"` : `${x.interpretation?.numeric_value} days "${x.text}"`), payment,
      (g, m) => g.interpretation?.numeric_value === m.interpretation?.numeric_value);
  }
  family(doc.name, 'contract_currencies', e.contract_currencies, distinct(r.contract_currencies ?? [], (c) => c.text_normalized), (g, w) => sameCurrency(g.text_normalized, w), (x) => (typeof x === 'string' ? x : `${x.text_normalized} "${x.text}"`));
  family(doc.name, 'contract_types', e.contract_types, distinct(r.contract_types ?? [], (c) => typeName(c.text)), (g, w) => sameType(g.text_normalized ?? g.text, w), (x) => (typeof x === 'string' ? x : `"${x.text}"`));
}

const f1 = (t) => { const p = t.found + t.extra ? t.found / (t.found + t.extra) : 1; const r = t.expected ? t.found / t.expected : 1; return p + r ? +(2 * p * r / (p + r)).toFixed(3) : 0; };
console.log(`${path.basename(file)}: ${set.documents.length} contracts, classifyElements CPU ${cpu.toFixed(0)} ms\n`);
console.log(`${'family'.padEnd(20)} found/expected  extra  recall  F1`);
for (const fam of FAMILIES) {
  const t = totals[fam];
  console.log(`${fam.padEnd(20)} ${`${t.found}/${t.expected}`.padStart(14)}  ${String(t.extra).padStart(5)}  ${(t.expected ? t.found / t.expected : 1).toFixed(3).padStart(6)}  ${f1(t).toFixed(3)}`);
}
console.log(`(primary parties named right whatever the role: ${named}/${totals.primary_parties.expected}; payment periods among the contract terms, not counted as extra: ${totals.contract_terms.excused ?? 0})`);
console.log('\nper contract (found/expected+extra):');
for (const [name, f] of Object.entries(perDoc)) console.log(`  ${name.padEnd(32)} ${FAMILIES.map((k) => `${k.replace(/_/g, ' ').replace('contract ', '')} ${f[k]}`).join(', ')}`);
if (showMisses > 0) { console.log(`\nmisses and extras (${misses.length}, first ${Math.min(showMisses, misses.length)}):`); for (const m of misses.slice(0, showMisses)) console.log(`  ${m}`); }
const summary = { set: path.basename(file), contracts: set.documents.length, named_primary: named, payment_in_terms: totals.contract_terms.excused ?? 0 };
for (const fam of FAMILIES) { const { excused, ...t } = totals[fam]; summary[fam] = { ...t, f1: f1(totals[fam]) }; }
console.log(JSON.stringify(summary));
