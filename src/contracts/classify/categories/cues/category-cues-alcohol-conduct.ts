/**
 * Alcohol and drugs kept out of a party's work (issue 18, h68cat): Responsibilities, the gist's "one party's own
 * ancillary duties" (the conduct of its own people while they work) and the guide's "comply with laws" said by the
 * licensing law's content. Two constructions:
 * - a party's own people not drinking or taking drugs before or while they work ("shall not consume alcohol within ten
 *   hours before a flight", "agrees not to work under the influence of alcohol or drugs", "will not let any driver
 *   operate a vehicle while under the influence of drink");
 * - alcohol sold or served only as a licensing law allows ("must not sell alcohol to anyone under 18", "not to serve
 *   alcoholic drinks to any guest who appears drunk", "shall not sell alcohol outside the licensed hours / unless it
 *   holds a premises licence / without a licence").
 * Sets 1–54 label all 8 sentences these read Responsibilities (sets 26, 29, 30, 36, 52; 2 with Safety and Security
 * beside); the learned weights gave 6 of them nothing or Safety and Security alone, hence strong. Not alcohol among the
 * goods a trader may not sell at all ("must not sell alcohol, glass bottles or any item not on the list": the range
 * sold, Scope of Work in sets 10 and 28), nor alcohol brought onto a site or a test for it (Safety and Security in
 * sets 9, 23, 30; a test of a party's own people is C66's). Tests:
 * `test/contracts/classify/categories/categories-alcohol-conduct.test.ts`. Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Alcohol or drugs by their common names (also C258's drink taken before an activity, category-cues-activity-rules.ts). */
export const INTOXICANT = String.raw`(?:alcohol(?:ic\s+(?:drinks?|beverages?|liquor))?|drink|liquor|drugs?|(?:any\s+)?(?:illegal|controlled|illicit)\s+(?:drugs?|substances?))`;

/** The licensing law's conditions on a sale: to a minor or a drunk person, outside the hours, without a licence. */
const LICENSING_CONDITION = String.raw`(?:to\s+(?:minors|children|any(?:one|\s+person)?\s+(?:[\w-]+\s+)?(?:under|aged\s+under|below)\s+(?:the\s+age|\d|eighteen|twenty)|any(?:one|\s+[\w-]+)?\s+who\s+(?:is|appears|seems)\s+(?:to\s+be\s+)?(?:drunk|intoxicated|under\s+age))|outside\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?licensed\s+hours|unless\s+(?:it|he|she|they|you|we|the\s+[\w-]+)\s+(?:has|have|holds?)\s+(?:obtained\s+)?(?:a|an|the)\b|without\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:licen[cs]e|permit|notice))`;

export const ALCOHOL_CONDUCT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Its own people: "not (to) (smoke or) drink / consume / use / take alcohol … while / before / during / within" the
  // work, or "not … under the influence of" alcohol or drugs.
  [new RegExp(String.raw`\bnot\s+(?:to\s+)?(?:smoke\s+or\s+)?(?:drink|consume|use|take)\s+(?:any\s+)?${INTOXICANT}\b[^.;]{0,80}?\b(?:while|whilst|before|during|within)\b|\bnot\b[^.;]{0,80}?\bunder\s+the\s+influence\s+of\s+${INTOXICANT}\b`, 'i'), 'Responsibilities'],
  // The sale under the licensing law's conditions: "not (to) sell / serve / supply (any) alcohol …" with one of them.
  [new RegExp(String.raw`\bnot\s+(?:to\s+)?(?:sell|serve|supply)\s+(?:any\s+)?(?:alcohol(?:ic\s+(?:drinks?|beverages?|liquor))?|liquor|intoxicating\s+liquor)\b[^.;]{0,60}?\b${LICENSING_CONDITION}`, 'i'), 'Responsibilities'],
];
