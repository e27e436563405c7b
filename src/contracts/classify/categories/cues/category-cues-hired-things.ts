/**
 * Asset Use for a hired, rented or entrusted thing named by its own name, not by "equipment" or "premises" (issue 18,
 * h44s48): a crane or a hoist on hire, a herd placed with a sharemilker, a farm house given to the worker, a shed made
 * available to a contractor. C12 reads a hired asset's use, moving, alteration, upkeep and return as Asset Use; these
 * are the acts by which hire terms say it. Strong: the model, trained on few such things, does not see the asset in
 * them, and the act on the other party's thing is the clause's subject beside any other (a termination, a duty of
 * care). Not goods bought (no act of use: delivery, payment), nor software licensed (Intellectual Property as before).
 * Stated from how hire, sharemilking and maintenance contracts are drafted, with sentences of their own
 * (`category-cues-hired-things.test.ts`). Bounded gaps between literals: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Machines hired out by name: a crane, a hoist, an excavator, an access platform, scaffolding. */
const MACHINE = String.raw`(?:cranes?|hoists?|excavators?|diggers?|forklifts?|telehandlers?|loaders?|bulldozers?|dozers?|compactors?|generators?|compressors?|scaffold(?:ing)?|(?:access|work|aerial)\s+platforms?|cherry\s+pickers?)`;

/** Animals placed in another's care: a herd, its cows, the stock. */
const ANIMALS = String.raw`(?:herd|cows?|cattle|heifers?|livestock|flock|ewes)`;

/** A dwelling given to the other party to live in. */
const DWELLING = String.raw`(?:house|cottage|flat|dwelling|farmhouse|homestead|accommodation)`;

/** Places of the other party made available for the work: a shed, a store, a workshop. */
const WORK_PLACE = String.raw`(?:sheds?|stores?|workshops?|yards?|buildings?|rooms?|offices?|garages?|barns?|depots?|facilities|premises)`;

export const HIRED_THING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Moved away from where it is kept: "must not move the crane to another job site", "move any cow of the Herd off the
  // farm". Not a date or a meeting moved (no place after "another").
  [/\bmove\s+(?:the|any|its|our|your|their|it|them)\b\s*(?:[\w'’-]+\s+){0,4}?(?:to\s+(?:another|a\s+different|any\s+other)\s+(?:[\w-]+\s+)?(?:site|location|address|farm|property|premises|depot|yard|state|country)|off\s+the\s+(?:farm|property|land|premises|site|station))\b/i, 'Asset Use'],
  // The hired machine or the animals lent on, altered or tampered with: "may not modify the crane", "must not lend the
  // hoist to anyone".
  [new RegExp(String.raw`\b(?:modify|modifies|alter|alters|tamper\s+with|lend|lends|sub-?hire|sub-?hires)\s+(?:the|any|our|its|your)\s+(?:hired\s+|rented\s+)?(?:${MACHINE}|${ANIMALS})\b`, 'i'), 'Asset Use'],
  // Its use, upkeep and return: "operate the crane only with certified operators", "inspect the hoist each shift",
  // "return the crane to us clean".
  [new RegExp(String.raw`\boperate\s+(?:the|our|any)\s+(?:[\w-]+\s+)?${MACHINE}\s+only\s+(?:with|by)\b|\binspect\s+(?:the|our)\s+(?:[\w-]+\s+)?${MACHINE}\s+(?:each|every|daily|before\s+each|at\s+the\s+start)\b|\breturn\s+(?:the|all|any|our)\s+(?:hired\s+|rented\s+)?${MACHINE}\s+to\b`, 'i'), 'Asset Use'],
  // A dwelling given and given back: "will provide the Sharemilker with a house on the farm", "must vacate the house".
  [new RegExp(String.raw`\bprovides?\s+(?:the\s+)?[A-Z][\w-]*\s+with\s+(?:a|an|the)\s+(?:[\w-]+\s+)?${DWELLING}\s+(?:on|at|in|for|near)\b|\bvacates?\s+the\s+(?:[\w-]+\s+)?${DWELLING}\b`), 'Asset Use'],
  // Places made available for the work: "The Club makes available to the Contractor, free of charge, the maintenance
  // shed" (the order "makes the Hall available to" is category-cues-assets.ts').
  [new RegExp(String.raw`\bmakes?\s+available\s+to\s+(?:the\s+)?[A-Z][\w-]*(?:\s*,)?\s+(?:free\s+of\s+charge(?:\s*,)?\s+)?(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?${WORK_PLACE}\b`), 'Asset Use'],
];
