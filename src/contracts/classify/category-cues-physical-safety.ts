/**
 * Safety and Security in the words of homes, transport and trades (issue 18, h22s22c): the safety of people and
 * places said through its equipment and its rules — smoke alarms, protective clothing, first aid, the emergency
 * number, no smoking, a person drunk or drugged kept off a vehicle or a site, chemicals kept apart from food —
 * without the words "safety" or "hazard" (docs/contracts.md, C13: Safety and Security stays with people, premises,
 * hazards and fire). Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-unnamed-subjects.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

export const PHYSICAL_SAFETY_CUES: readonly [RegExp, CategoryLabel][] = [
  // The equipment and rules of safety: "smoke alarms", "carbon monoxide detectors", "protective equipment", "PPE",
  // "first aid", "fire-retardant", "call 999", "the emergency services", "No person may smoke inside". Not a smoke or
  // fire named as damage ("fire damage") nor the insurance of it ("fire insurance"), nor a first aid certificate or
  // course (a qualification a party holds: its Responsibilities, h24rec).
  [/\b(?:smoke|carbon\s+monoxide|heat)\s+(?:alarms?|detectors?)\b|\bprotective\s+(?:equipment|clothing|gear|footwear|gloves)\b|\bPPE\b|\bfirst\s+aid\b(?!\s+(?:certificates?|qualifications?|courses?|training|certified))|\bfire[-\s](?:retardant|resistant|proof|blankets?)\b|\bemergency\s+services\b|\bcall\s+(?:999|911|112|000)\b|\b(?:no\s+smoking|not\s+smoke|may\s+not\s+smoke|must\s+not\s+smoke|shall\s+not\s+smoke)\b/i, 'Safety and Security'],
  // A person unfit to be carried or to work: "intoxicated", "under the influence of alcohol or drugs". Not drug and
  // alcohol testing of a party's own crew or staff: screening its people is its Responsibilities (h18gist).
  [/\bintoxicated\b|\bunder\s+the\s+influence\s+of\s+(?:alcohol|drink|drugs)\b/i, 'Safety and Security'],
  // Chemicals, pesticides and poisons kept apart, locked away or out of reach: "store the pesticides away from food",
  // "keep all chemicals out of reach of children". Not their price or charge set apart from another sum ("Fuel costs
  // shall be charged separately from the hire fee", "the gas cylinders shall be invoiced separately", hrev14): no word of
  // money or billing between the thing and where it is kept, and "locked" is not a locked price.
  [/\b(?:chemicals?|pesticides?|herbicides?|agrochemicals?|poisons?|fuel|gas\s+cylinders?)\b(?:(?!\b(?:costs?|charge[sd]?|charging|surcharges?|prices?|priced|invoice[sd]?|invoicing|billed|bills?|paid|pay|payable|fees?|fares?|rates?|levy|allowance|expenses?|sums?|amounts?)\b)[^.;]){0,80}?\b(?:away\s+from|apart\s+from|separately\s+from|out\s+of\s+(?:the\s+)?reach|locked)\b(?!\s+(?:prices?|rates?|fees?))/i, 'Safety and Security'],
  // (h28cat11) A danger named without "safety" or "hazard": a thing found or marked "dangerous", gas smelt or leaking, a
  // gas emergency ("If the boiler is dangerous we will switch it off", "If you smell gas, leave the house"). Not a gas
  // price or bill (no such word: "gas" alone is no cue).
  [/\bdangerous\b|\b(?:smell|smells|smelt|smelled)\s+(?:of\s+)?gas\b|\bgas\s+(?:leaks?|escapes?|emergenc(?:y|ies))\b/i, 'Safety and Security'],
  // (h28s35c) Safety gear and dangerous things named without "safety": life jackets, fire extinguishers ("keep a fire
  // extinguisher aboard", "life jackets for every passenger"), firearms, fireworks or explosives brought or carried ("no
  // guest may bring fireworks on board"; not a ban on advertising them, nor "the use of force or firearms" an indemnity
  // answers for: no verb of carrying), and the load one person
  // may carry ("No porter shall carry more than 25 kg").
  [/\blife[\s-]?jackets?\b|\bfire\s+extinguishers?\b|\b(?:bring|brings|brought|carry|carries|carried|take|takes|keep|keeps|store|stores|possess)\s+(?:[\w,-]+\s+){0,5}?(?:firearms|fireworks|explosives)\b|\bcarry\s+(?:more\s+than|over|in\s+excess\s+of)\s+\d+\s?(?:kg|kilograms?|kilos?|lbs?|pounds)\b/i, 'Safety and Security'],
];
