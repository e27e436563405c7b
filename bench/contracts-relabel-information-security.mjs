#!/usr/bin/env node
// contracts-relabel-information-security.mjs list|apply [--sets 1-20]
// Issue 18 (h20conv): C13 reads the security of information — data, records, IT systems, networks, software,
// credentials, encryption, security incidents and breaches of data, security tests — as no Safety and Security; the
// sentence keeps its own subject's categories (Privacy for personal data, Communication for a notice, Audits for a check).
// Safety and Security stays with the physical: people, premises, sites, hazards, fire, weapons, guards. The evidence is
// the real response's visible half: its 10 elements about information security take no Safety and Security (counts in
// docs/contracts.md, C13). This drops Safety and Security from every labelled element that names information security
// and nothing physical: a rule over the element's own words, never parley's output. `list` prints each change, `apply`
// writes the set files (categories only). Idempotent: a second run finds nothing to drop.
import fs from 'node:fs';
import path from 'node:path';
import { SETS_DIR, generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const args = process.argv.slice(2);
const mode = args[0] ?? 'list';
const i = args.indexOf('--sets');
const [lo, hi] = (i >= 0 ? args[i + 1] : '1-20').split('-').map(Number);

// What is secured is information or the systems that hold it.
const INFORMATION = /\b(?:data|information|PHI|(?:IT|computer|production|billing|payroll|print release|information) systems?|systems|networks?|software|applications?|cyber\w*|encrypt\w*|passwords?|credentials?|PIN codes?|multi-factor|authentication|malware|viruse?s?|malicious|patch(?:es|ing)?|firewalls?|backups?|back (?:them|it) up|security (?:incidents?|breach\w*)|unauthori[sz]ed access|penetration tests?|access controls?|servers?|laptops?|devices?)\b/i;
// What makes it the safety or security of people, places and things: such a sentence keeps its label.
const PHYSICAL = /\b(?:premises|sites?|buildings?|facilit(?:y|ies)|floors?|halls?|rooms?|fire|health|safety|safe|hazard\w*|weapons?|guards?|patrol\w*|CCTV|badges?|injur\w*|accidents?|vehicles?|aviation|ISPS|allergen\w*|harm|combustible|physical|locks?|keys|visitors?|identification|doors?|explosi\w*|emergenc\w*)\b/i;

const changes = [];
for (const f of generalizationSetFiles().filter((x) => setNumber(x) >= lo && setNumber(x) <= hi)) {
  const p = path.join(SETS_DIR, f);
  const set = JSON.parse(fs.readFileSync(p, 'utf8'));
  let changed = 0;
  for (const doc of set.documents) doc.elements.forEach((e, k) => {
    if (!e.categories?.includes('Safety and Security') || !INFORMATION.test(e.text) || PHYSICAL.test(e.text)) return;
    const out = e.categories.filter((c) => c !== 'Safety and Security');
    changes.push(`set ${setNumber(f)}\t${doc.name}#${k}\t[${e.categories.join(', ')}] -> [${out.join(', ')}]\t${e.text.slice(0, 150)}`);
    e.categories = out; changed++;
  });
  if (mode === 'apply' && changed) fs.writeFileSync(p, `${JSON.stringify(set, null, 1)}\n`);
}
console.log(changes.join('\n'));
console.log(`${changes.length} element(s)${mode === 'apply' ? ' relabelled' : ' to relabel'}`);
