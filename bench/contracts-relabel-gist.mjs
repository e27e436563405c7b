#!/usr/bin/env node
// contracts-relabel-gist.mjs list|counts|apply [--sets 1-16]
// Issue 18 (h18gist): relabel Business Continuity, Responsibilities and Scope of Work in the hand-labelled sets by the
// service's definitions (bench/notes/category-definitions.md, docs/contracts.md). `list` prints every element that
// carries one of the three or plausibly is due one, with the proposed decision and its reason (a rule over the
// sentence's own words, stated from the definitions; never parley's output); `apply` writes the decisions to the set
// files, changing the categories only. Decisions overridden by hand are in bench/data/relabel/gist-overrides.json
// (set:document:element -> {keep: [...]} a category the rule would drop, {reject: [...]} one it would add,
// {add: [...]} one the element is due by the definitions, found by a grep for staff, supervision, vetting and scope).
// Never reads a set outside --sets (set 17 is being written blind).
import fs from 'node:fs';
import path from 'node:path';
import { SETS_DIR, relabelSets } from './data/generalization-sets.mjs';

// Business Continuity: the effects of selling all or part of a business. (h63c53) Also the contract binding the buyer
// of whatever was sold, however the place is named ("If the Lessor sells Harbour House, this Lease binds the buyer";
// C76), and covenants that run with the land (they bind its later owners, the guide's "successor").
const SALE = /\b(?:this|the)\s+(?:lease|agreement|contract|licen[cs]e|tenancy)\s+(?:will\s+|shall\s+)?binds?\s+the\s+(?:buyer|purchaser|new\s+owner)\b|\bruns?\s+with\s+the\s+land\b|\b(?:sells?|sold|sale|selling|transfers?|transferred|disposes?\s+of|disposal)\b[^.;]{0,60}?\b(?:business|undertaking|shares|facility|property|assets)\b|\bsubstantially\s+all\b|\bchange\s+(?:of|in)\s+(?:the\s+)?(?:control|ownership)\b|\bmerger\b|\bacqui(?:red|sition|rer)\b|\bsuccessors?\s+(?:in\s+title\s+)?to\b|\bpurchaser\s+of\b/i;
// Responsibilities: a party's own ancillary duties — its people, its own conduct and compliance, what it answers for.
const OWN = /\b(?:personnel|staff|employees?|workers?|workforce|crew|guards?|drivers?|operators|supervis\w*|vett(?:ed|ing)|screening|background\s+checks?|key\s+person\w*|engagement\s+lead|manager|replace\w*|its\s+own|their\s+own|acts\s+(?:and|or)\s+omissions|comply\s+with|complies|compliance|applicable\s+laws?|responsible\s+for|answerable|good\s+(?:condition|repair|order)|permits|train(?:ed|ing)?)\b/i;
const INPUTS = /\b(?:provide|give|furnish|supply|make\s+available)\b[^.;]{0,60}?\b(?:with|access|information|documents|data|facilities|instructions|decisions|approvals|surveys?)\b|\bco-?operat|\bassist(?:ance)?\b|\baccess\s+to\b/i;
// Scope of Work: what is and is not in the contract — its order documents, what the work comprises or excludes, the
// engagement's extent (appointment, exclusivity, volumes, territory, competition), the project described.
const SCOPE = /\bscope\b|\bstatements?\s+of\s+work\b|\bSOWs?\b|\b(?:work|task|purchase|service)\s+orders?\b|\border\s+forms?\b|\b(?:comprise|comprises|consist|consists|cover|covers|include|includes|including|exclude|excludes|excluded|outside)\b|\bnot\s+(?:part|included)\b|\bappoint\w*\b|\b(?:non-?)?exclusive(?:ly)?\b|\bminimum\b|\bcompet\w*\b|\b(?:described|set\s+out|specified|listed|detailed)\s+in\s+(?:the\s+)?(?:Schedule|Annex|Appendix|Exhibit|Attachment|Part|each|a|an)\b|\bthe\s+Project\s+is\b|\bpurpose\b|\bengage[sd]?\b|\bengagement\b/i;
const TERMINATION = /\bterminat\w*|\bexpir\w*|\bon\s+(?:the\s+)?end\b|\bafter\s+the\s+Term\b|\bexit\b|\binsolven\w*|\bliquidat\w*|\breceiver\b|\badministrat(?:ion|or)\b|\bbankrupt\w*/i;

// Hand decisions where the rule's reading is wrong (key: set:document index:element index).
const OVERRIDES = JSON.parse(fs.existsSync(path.join(SETS_DIR, 'relabel', 'gist-overrides.json')) ? fs.readFileSync(path.join(SETS_DIR, 'relabel', 'gist-overrides.json'), 'utf8') : '{}');

function decide(e) {
  const t = e.text; const cats = [...(e.categories ?? [])]; const why = [];
  let out = cats;
  if (cats.includes('Business Continuity') && !SALE.test(t)) {
    out = out.filter((c) => c !== 'Business Continuity'); why.push('-BC (no sale of a business)');
    if (TERMINATION.test(t) && !out.includes('Term & Termination')) { out.push('Term & Termination'); why.push('+T&T (exit/insolvency)'); }
  }
  if (!cats.includes('Business Continuity') && SALE.test(t) && /\b(?:business|undertaking|control|merger|substantially\s+all)\b/i.test(t)) { out = [...out, 'Business Continuity']; why.push('+BC (sale of a business)'); }
  if (cats.includes('Responsibilities') && !OWN.test(t)) { out = out.filter((c) => c !== 'Responsibilities'); why.push(INPUTS.test(t) ? '-Resp (the other side\'s inputs)' : '-Resp (the performance, not an ancillary duty of its own)'); }
  if (cats.includes('Scope of Work') && !SCOPE.test(t)) { out = out.filter((c) => c !== 'Scope of Work'); why.push('-SoW (the performance, not what is in or out)'); }
  return { out, why };
}

const counts = {};
const { mode, changes } = relabelSets('1-16', (e, n, doc, ei, di) => {
  const key = `${n}:${di}:${ei}`;
  let { out, why } = decide(e);
  // An override keeps a category the rule would drop (keep) or refuses one it would add (reject), by hand.
  const o = OVERRIDES[key];
  if (o) {
    const before0 = e.categories ?? [];
    for (const c of o.keep ?? []) if (before0.includes(c) && !out.includes(c)) out = before0.filter((x) => out.includes(x) || x === c).concat(out.filter((x) => !before0.includes(x)));
    for (const c of o.reject ?? []) if (!before0.includes(c)) out = out.filter((x) => x !== c);
    for (const c of o.add ?? []) if (!out.includes(c)) out = [...out, c];
    why = [...why, 'override'];
  }
  const before = e.categories ?? [];
  const changed = out.length !== before.length || out.some((c, k) => c !== before[k]);
  if (!changed) return undefined;
  for (const c of new Set([...before, ...out])) {
    const delta = (out.includes(c) ? 1 : 0) - (before.includes(c) ? 1 : 0);
    if (!delta) continue;
    const k = `${n}\t${c}\t${delta > 0 ? '+' : '-'}`; counts[k] = (counts[k] ?? 0) + 1;
  }
  e.categories = out;
  return `${key}\t${why.join(' ')}\t[${before.join(', ')}] -> [${out.join(', ')}]\t${e.text.slice(0, 170)}`;
}, undefined, ['list', 'counts', 'apply']);
if (mode === 'list' && changes.length) console.log(changes.join('\n'));
if (mode === 'counts' || mode === 'apply') for (const [k, v] of Object.entries(counts)) console.log(`${k}\t${v}`);
