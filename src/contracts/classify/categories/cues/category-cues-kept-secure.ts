/**
 * Safety and Security said by how a thing is kept secure, without the category's words (issue 18, h86c): papers printed
 * on security paper or with security inks, work done in an area only approved people may enter, a store, tank or
 * chamber kept locked, goods carried under a police escort, and water kept from pollution. Each guards people or things
 * against harm, theft or forgery (spec §2–3, the Safety and Security row: "physical security"); none names a safety
 * word, and the sentence model gives such sentences no odds of the category (set 64: 0 of 6 read). Strong
 * (category-cue-lists.ts' STRONG_CUES): the printing, the carriage or the covenant beside it is the sentence's other
 * subject, not a reason to drop the guarding. Tests: `test/contracts/classify/categories/categories-kept-secure-h86c.test.ts`.
 * Bounded windows, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Places and containers a party keeps shut against intruders, thieves or animals. */
const LOCKABLE = String.raw`(?:rooms?|chambers?|tanks?|wells?|cabinets?|cupboards?|stores?|storerooms?|sheds?|safes?|vaults?|boxes|containers?|cages?|hatch(?:es)?)`;

/** A place within premises: "a separate area", "the printing room", "a part of the works". */
const AREA = String.raw`(?:areas?|rooms?|premises|buildings?|sites?|stores?|storerooms?|warehouses?|vaults?|parts?|sections?|zones?|places?|facilit(?:y|ies)|halls?)`;

export const KEPT_SECURE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Printing guarded against forgery: "print the certificates on security paper", "security inks", "a hologram as a
  // security feature". Not the paper handed back as property ("hand over the unused security paper": no "on").
  [/\bon\s{1,8}security\s{1,8}paper\b|\bsecurity\s{1,8}(?:printing|printers?|inks?|threads?|holograms?|features?)\b/i, 'Safety and Security'],
  // Work kept in an area only named people may enter: "in a separate room to which only persons approved by the Owner
  // have access", "a zone where only authorised staff have access". A place (AREA), not data or files ("only staff who
  // need it have access to your data" names no place).
  [new RegExp(String.raw`\b${AREA}\s{1,8}(?:to\s{1,8}which|where|in\s{1,8}which)\s{1,8}only\b[^.;]{0,100}?\b(?:have|has|may\s{1,8}have|are\s{1,8}given|is\s{1,8}given|are\s{1,8}allowed|is\s{1,8}allowed)\s{1,8}(?:access|entry)\b`, 'i'), 'Safety and Security'],
  // A place or container kept locked: "keep the spring chamber covered and locked", "the drug cabinet is kept locked".
  // Not a price or a rate locked ("the rate is locked for a year": no place), nor a gate left locked on leaving.
  [new RegExp(String.raw`\bkeeps?\s{1,8}(?:the|every|each|all|its|their|his|her|any|a)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${LOCKABLE}\s{1,8}(?:[\w-]{1,30}\s{1,8}and\s{1,8})?locked\b|\b${LOCKABLE}\s{1,8}(?:(?:is|are|be|must|shall|will|remains?)\s{1,8}){0,2}kept\s{1,8}(?:[\w-]{1,30}\s{1,8}and\s{1,8})?locked\b`, 'i'), 'Safety and Security'],
  // Goods or people carried under guard: "escorted by the police", "under police escort", "with a security escort".
  [/\bescorted\s{1,8}by\s{1,8}(?:the\s{1,8})?police\b|\b(?:under|with)\s{1,8}(?:an?\s{1,8})?(?:police|armed|security)\s{1,8}escorts?\b|\bpolice\s{1,8}escorts?\b/i, 'Safety and Security'],
  // Water kept from pollution: "not do anything which may pollute the water", "shall not contaminate the well". A verb
  // done to the water, not pollution insured, answered for or named as a law ("pollution liability insurance",
  // "responsible for pollution", "the Oil Pollution Act": the noun, another subject).
  [/\b(?:pollute|pollutes|polluting|contaminate|contaminates|contaminating|foul|fouls|fouling)\s{1,8}(?:the\s{1,8}|any\s{1,8}|its\s{1,8}|their\s{1,8})?(?:drinking\s{1,8})?(?:water|wells?|springs?|water\s{1,8}supply|supply|reservoirs?|streams?|aquifers?)\b/i, 'Safety and Security'],
];
