/**
 * C13 (docs/contracts.md; issue 18, h20conv): the security of information — data, IT systems, networks, software,
 * credentials, encryption, patches, a security incident or breach of data — is no Safety and Security. The sentence
 * keeps its own subject (Privacy for personal data, Communication for a notice, Audits for a check); Safety and Security
 * stays with people, premises, sites, hazards, fire, weapons and guards. The service's own labels read so: none of the
 * ten elements of its visible half about information security is Safety and Security, only weapons and hazardous
 * materials on the premises are.
 */
import type { CategoryLabel } from '../../../wire.js';

// What is secured is information or the systems that hold it; the GDPR's "technical and organisational measures" (Art.
// 32) secure personal data (h29c38).
const INFORMATION = String.raw`\b(?:data|information|PHI|(?:IT|computer|production|billing|payroll|information)\s+systems?|systems|networks?|software|applications?|cyber\w*|encrypt\w*|passwords?|credentials?|PIN\s+codes?|multi-factor|authentication|malware|anti-?viruse?s?|viruse?s?|malicious|patch(?:es|ing)?|firewalls?|backups?|security\s+(?:incidents?|breach\w*)|unauthori[sz]ed\s+access|penetration\s+tests?|access\s+controls?|servers?|laptops?|technical\s+and\s+organi[sz]ational\s+(?:security\s+)?measures)\b`;
// What makes it the safety or security of people, places and things; flames, fireworks and wind too (h75c57: "No
// application shall be made when the wind speed exceeds 15 km/h" sprays a crop, no software).
const PHYSICAL = String.raw`\b(?:premises|sites?|buildings?|facilit(?:y|ies)|floors?|halls?|rooms?|fire|health|safety|safe|unsafe|hazard\w*|weapons?|guards?|patrol\w*|CCTV|badges?|injur\w*|accidents?|vehicles?|aviation|ISPS|allergen\w*|harm|combustible|physical|locks?|keys|visitors?|doors?|explosi\w*|chemicals?|pesticides?|herbicides?|insecticides?|fungicides?|toxi\w*|poison\w*|asbestos|radioactiv\w*|flammable|flames?|fireworks|wind\s+speeds?|high\s+winds|corrosive|dangerous\s+goods|emergenc\w*)\b`;

/**
 * Safety and Security vetoed where the sentence names information security and nothing physical (cue words such as
 * "security incident", "security policies", "viruses" and the learned model's proposal alike). Both windows bounded: linear.
 */
export const INFORMATION_SECURITY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,800}?${PHYSICAL})[^]{0,600}?${INFORMATION}`, 'i'), 'Safety and Security'],
];

/**
 * A heading about information security ("29.0 IT Security", "Information Security", "Data Security",
 * "Cybersecurity", "Security of Customer Data", and the GDPR's "Security of processing": h29c38) names no Safety and Security; "Safety and Security", "Site Security"
 * and "Security" alone still do.
 */
export const INFORMATION_SECURITY_TITLE = /\b(?:IT|information|data|cyber|computer|network|systems?|processing)[\s-]*security\b|\bcybersecurity\b|\bsecurity\s+of\s+(?:the\s+)?(?:[\w-]+\s+)?(?:data|information|systems?|processing)\b/i;
