/**
 * Safety and Security said by the rules of an activity or a work site, without the category's words (issue 18, h87c):
 * a weight limit for the people who take part, children kept with an adult, the guides' or instructors' instructions
 * followed, the marked trail not left, work stopped or a structure closed above a wind speed or on a storm warning, a
 * structure built to the civil defence standards, and a work site marked and secured with the traffic around it
 * regulated. Each keeps people from harm (spec §2–3, the Safety and Security row: "physical safety"); none names a safety
 * word, and the sentence model gives such sentences no odds of the category (set 65: 0 of 8 read). Strong
 * (category-cue-lists.ts' STRONG_CUES): the activity beside the rule is the sentence's other subject, not a reason to
 * drop it. Tests: `test/contracts/classify/categories/categories-activity-rules-h87c.test.ts`. Bounded windows, no
 * nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The people an activity is for, whose body or age a rule limits. */
const TAKING_PART = String.raw`(?:guests?|riders?|climbers?|participants?|passengers?|persons?|people|children|child|minors?|jumpers?|divers?|players?|visitors?|customers?|anyone|everyone|each\s{1,8}person|you)`;

/** Those an activity's rules name as its watchers: their instructions keep the people taking part safe. */
// (h93cat2) A vessel's captain and crew too: "follow the instructions of the captain and crew at all times" (set 71).
const WATCHERS = String.raw`(?:guides?|instructors?|lifeguards?|life\s{1,8}guards?|divemasters?|dive\s{1,8}masters?|skippers?|captains?|crew|rangers?|marshals?|safety\s{1,8}officers?|coaches|coach|pilots?)`;

export const ACTIVITY_RULE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A weight limit for a person who takes part: "Every guest must weigh no more than 120 kg", "riders must weigh less
  // than 95 kg". Not a parcel's or a load's weight (no person before it: "Each parcel must weigh no more than 30 kg").
  [new RegExp(String.raw`\b${TAKING_PART}\b[^.;]{0,60}?\bweigh\s{1,8}(?:no\s{1,8}more|not\s{1,8}more|less|under|more)\s{1,8}than\s{1,8}\d`, 'i'), 'Safety and Security'],
  // Children kept with an adult: "Children under 16 must be accompanied on the tour by an adult", "minors must be
  // accompanied by a parent or guardian". The adult's presence, not a consent it signs.
  [/\baccompanied\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?by\s{1,8}(?:an?\s{1,8}|their\s{1,8}|a\s{1,8}responsible\s{1,8})?(?:adults?|parents?|guardians?)\b/i, 'Safety and Security'],
  // The instructions of those who watch over the activity followed: "You must follow the instructions of the guides at
  // all times", "obey the instructor's instructions". Not a client's, a steward's or a section leader's instructions (the
  // sets read those as a party's duties: Responsibilities).
  [new RegExp(String.raw`\b(?:follow|follows|obey|obeys|comply\s{1,8}with|complies\s{1,8}with)\s{1,8}(?:all\s{1,8}|any\s{1,8})?(?:the\s{1,8})?(?:(?:safety\s{1,8})?instructions|directions|orders)\s{1,8}(?:given\s{1,8})?(?:of|by|from)\s{1,8}(?:the|our|your|its|their|a|any)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${WATCHERS}\b|\b(?:the|our|your|its|their)\s{1,8}${WATCHERS}['’]s?\s{1,8}(?:safety\s{1,8})?instructions\b`, 'i'), 'Safety and Security'],
  // The marked way not left: "You may not leave the trail or the platforms without a guide", "must not leave the marked
  // path". Not a member leaving a group (no way named).
  [/\b(?:not|never)\s{1,8}(?:to\s{1,8})?leave\s{1,8}(?:the|a|any)\s{1,8}(?:marked\s{1,8}|designated\s{1,8})?(?:trails?|paths?|footpaths?|tracks?|pistes?|platforms?|slopes?)\b/i, 'Safety and Security'],
  // Work stopped or a structure closed above a wind speed or on a storm warning: "take the tent down if the wind
  // exceeds 60 km/h", "the wind is above 25 knots", "close the tent during a storm warning". Not a storm warning named as
  // the cause of a delay or a cancellation ("not liable for any delay caused by a hurricane, a storm warning …", "If a walk is
  // cancelled because of heavy rain or a storm warning": C4's Force Majeure, sets 67 and 71; h93cat2). (physical-safety's wind
  // cue reads "wind speed …"; this one the wind itself with its figure.) Not a wind farm's wind (a figure in km/h, knots,
  // m/s or mph after a limit verb is a weather limit; a power curve names none).
  [/\b(?:the\s{1,8})?wind\s{1,8}(?:exceeds|is\s{1,8}(?:above|over|stronger\s{1,8}than)|reaches|rises\s{1,8}above)\s{1,8}\d{1,3}\s{0,8}(?:km\/h|kmh|kph|knots|mph|m\/s|metres\s{1,8}per\s{1,8}second|meters\s{1,8}per\s{1,8}second)|(?<!\b(?:caused\s{1,8}by|because\s{1,8}of|due\s{1,8}to|owing\s{1,8}to|by\s{1,8}reason\s{1,8}of)\b[^.;]{0,60})\bstorm\s{1,8}warnings?\b/i, 'Safety and Security'],
  // A structure built to the civil defence standards: "install the tent to the civil defence standards". Not a
  // no-objection certificate for an alteration (a consent, set 53), which names no standard.
  [/\bcivil\s{1,8}defen[cs]e\s{1,8}(?:standards|requirements|regulations|rules|codes?)\b/i, 'Safety and Security'],
  // A work site marked and secured, the traffic around it regulated: "mark and secure the work site", "regulate the
  // traffic around the site during the works", "direct the road traffic past the site". Not network, web or call traffic (no such
  // word before "traffic", and a place of the works after it).
  [/\b(?:mark|marks|marked|marking)\s{1,8}and\s{1,8}secur(?:e|es|ed|ing)\s{1,8}(?:the|each|every|its)\s{1,8}(?:work(?:ing)?\s{1,8}|construction\s{1,8})?(?:site|area|zone)s?\b|\b(?:regulate|regulates|regulating|direct|directs|directing|divert|diverts|diverting)\s{1,8}(?:the\s{1,8})?(?:road\s{1,8}|street\s{1,8}|vehicle\s{1,8}|pedestrian\s{1,8})?traffic\s{1,8}(?:around|near|past|through|at\s{1,8}the\s{1,8}(?:work(?:ing)?\s{1,8})?site)\b/i, 'Safety and Security'],
];
