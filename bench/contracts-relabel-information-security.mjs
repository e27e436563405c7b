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
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';


// What is secured is information or the systems that hold it.
const INFORMATION = /\b(?:data|information|PHI|(?:IT|computer|production|billing|payroll|print release|information) systems?|systems|networks?|software|applications?|cyber\w*|encrypt\w*|passwords?|credentials?|PIN codes?|multi-factor|authentication|malware|viruse?s?|malicious|patch(?:es|ing)?|firewalls?|backups?|back (?:them|it) up|security (?:incidents?|breach\w*)|unauthori[sz]ed access|penetration tests?|access controls?|servers?|laptops?|devices?)\b/i;
// What makes it the safety or security of people, places and things: such a sentence keeps its label.
const PHYSICAL = /\b(?:premises|sites?|buildings?|facilit(?:y|ies)|floors?|halls?|rooms?|fire|health|safety|safe|hazard\w*|weapons?|guards?|patrol\w*|CCTV|badges?|injur\w*|accidents?|vehicles?|aviation|ISPS|allergen\w*|harm|combustible|physical|locks?|keys|visitors?|identification|doors?|explosi\w*|chemicals?|pesticides?|herbicides?|insecticides?|fungicides?|toxi\w*|poison\w*|asbestos|radioactiv\w*|flammable|corrosive|dangerous\s+goods|emergenc\w*)\b/i;

const { mode, changes } = relabelSets('1-20', (e, set, doc, k) => {
  if (!e.categories?.includes('Safety and Security') || !INFORMATION.test(e.text) || PHYSICAL.test(e.text)) return undefined;
  const out = e.categories.filter((c) => c !== 'Safety and Security');
  return recategorised(e, set, doc, k, out);
});
printRelabels({ mode, changes });
