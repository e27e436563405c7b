/**
 * Force Majeure of one occurrence called off by the weather or an outbreak (issue 18, h93cat2; sets 67 and 71 missed
 * such sentences): "We may cancel or change any sailing because of bad weather or an order of the port authority", "If a
 * walk is cancelled because of heavy rain or a storm warning, no fee is payable", "If a game is cancelled because of
 * weather …" (sets 15, 40, 67, 71: 4 of 4 Force Majeure-bearing). The cause outside the parties' control is the
 * clause's subject, as category-cues-cancelled-occurrences.ts says when it takes Term & Termination away from such
 * sentences; this file gives them the category that cue left unnamed. Only the weather, a storm and an outbreak or a
 * pandemic: a travel warning or an authority's order alone is split (set 62's tour cancelled because of a travel warning,
 * Payment Terms & Billing alone), and a party's own reason ("for any other reason", set 19) is no such cause; nor a call
 * made for safety ("decides whether it is safe to go out, and may cancel a dive because of the weather", set 63: Safety
 * and Security, as set 22's flight cancelled "for safety reasons"). Strong:
 * the fee or the refund is the sentence's other subject. Stated with sentences of my own
 * (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * One occurrence of the many a contract covers: a sailing, a game, a show, a walk, a tour. (issue 18, h106c67) A hire, a
 * rental, a charter or an outing for a day too ("We may cancel a hire because of a storm or high winds": set 67's
 * bicycle hire, Force Majeure); not "your booking" (h93cat2's near miss: the customer's reservation, not the thing done).
 */
const OCCURRENCE = String.raw`(?:hires?|rentals?|charters?|outings?|events?|performances?|shows?|concerts?|games?|match(?:es)?|fixtures?|sailings?|crossings?|voyages?|flights?|lessons?|class(?:es)?|sessions?|screenings?|tours?|trips?|walks?|excursions?|dives?|rides?|races?)`;

/** Weather, storms and outbreaks: causes outside the parties' control. */
const NATURAL_CAUSE = String.raw`(?:(?:bad|adverse|severe|rough|extreme|poor|inclement|unsafe)\s{1,3}(?:weather|seas|sea\s{1,3}conditions)|weather|storms?|storm\s{1,3}warnings?|heavy\s{1,3}rain|snow|gales?|high\s{1,3}winds?|hurricanes?|cyclones?|typhoons?|fog|floods?|sandstorms?|thunderstorms?|pandemics?|epidemics?|outbreaks?)`;

/** What says a cause: "because of", "due to", "owing to", "caused by". */
const CAUSED = String.raw`(?:because\s{1,3}of|due\s{1,3}to|owing\s{1,3}to|caused\s{1,3}by|by\s{1,3}reason\s{1,3}of|in\s{1,3}case\s{1,3}of)`;

export const OCCURRENCE_CALLED_OFF_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:safe|safely|safety|unsafe)\b)[^]{0,400}?(?:\b(?:cancel|cancels|cancelled|canceled|cancelling|canceling|postpone|postpones|postponed|call\s{1,3}off|calls\s{1,3}off|called\s{1,3}off)\s{1,3}(?:or\s{1,3}(?:change|changes|changed|delay|delays|delayed|postpone|postpones|postponed)\s{1,3})?(?:a|an|any|the|each|every|your|our)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?${OCCURRENCE}\b[^.;]{0,40}?\b${CAUSED}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${NATURAL_CAUSE}\b|\b${OCCURRENCE}\s{1,3}(?:is|are|has\s{1,3}been|have\s{1,3}been)\s{1,3}(?:cancelled|canceled|postponed|called\s{1,3}off)\s{1,3}${CAUSED}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${NATURAL_CAUSE}\b)`, 'i'), 'Force Majeure'],
];
