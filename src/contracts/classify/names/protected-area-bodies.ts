/**
 * A protected area that acts: "the permit to land at the cordon that the Kronotsky State Nature Reserve issues", "the
 * Okapi Wildlife Reserve charges a fee for each visitor", "a pass issued by the Kruger National Park". A Russian state
 * reserve (zapovednik), a national park or a wildlife reserve is also the state institution that runs it, and the name
 * is that institution's where it does what only a body does — issues, grants, authorises, manages, charges, requires —
 * as the subject of the verb or the agent after "by the". Elsewhere it is a place ("the boats stop inside the Kronotsky
 * Nature Reserve", "the Kuril Lake cordon of the South Kamchatka Federal Nature Refuge"): no body (facts set 71's cause 3,
 * issue 18, h112q71).
 *
 * The name: one to three capitalised words of the area's own (no article first), then the area's kind: a reserve, a
 * refuge or a sanctuary after a word of what it keeps ("Nature", "Wildlife", "Game", "Marine", "Forest", "Biosphere"),
 * "State", "National", "Federal", "Regional" or "Provincial", or both; or a "National Park". A verb written as a noun
 * ("the Kruger National Park permits cost …", "Park charges apply") is refused: after the verb an article, a possessive,
 * a quantifier or a document's word, or the clause's end. Each word bounded, the blank runs fixed: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import type { AddName } from './name-grammar.js';

/** The area's own words: one to three capitalised, no article or quantifier opening them. */
const AREA_NAME = String.raw`(?!(?:The|A|An|This|That|Each|Any|Every|No)\s)\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2}`;
/**
 * The area's kind: "State Nature Reserve", "Wildlife Reserve", "Federal Nature Refuge", "National Park". A bare
 * "Reserve" needs a word of what it keeps or of the state before it: "the Cash Reserve requires a minimum balance" and
 * "the Debt Service Reserve requires …" are a fund's, no body (h112mendA).
 */
const AREA_KIND = String.raw`(?:(?:(?:State|National|Federal|Regional|Provincial)\s{1,3})?(?:Nature|Natural|Wildlife|Game|Marine|Forest|Biosphere)\s{1,3}(?:Reserve|Refuge|Sanctuary)|(?:State|National|Federal|Regional|Provincial)\s{1,3}(?:Reserve|Refuge|Sanctuary)|National\s{1,3}Park)(?![\p{L}\p{M}])`;
/** A verb only a body does, in the present ("issues", "grants"), after a modal ("may issue") or in the past. */
const BODY_VERB = String.raw`(?:(?:may|shall|will|must|can|has|have)\s{1,3})?(?:issue[sd]?|grant(?:s|ed)?|authori[sz]e[sd]?|approve[sd]?|manage[sd]?|charge[sd]?|require[sd]?|permit(?:s|ted)?|allow(?:s|ed)?|collect(?:s|ed)?)`;
/** What follows a verb, not a noun: an article, a possessive, a quantifier, a document's word, or the clause's end. */
const VERB_OBJECT = String.raw`(?:\s{0,3}[,.;]|\s{1,3}(?:the|a|an|its|their|each|every|all|any|no|permits?|licen[cs]es?|passes|fees?|entry|access)(?![\p{L}]))`;
/** The area as the subject of a body's verb: "the Kronotsky State Nature Reserve issues, …". */
const AREA_ACTS = new RegExp(String.raw`(?<![\p{L}\p{M}])(${AREA_NAME}\s{1,3}${AREA_KIND})\s{1,3}${BODY_VERB}${VERB_OBJECT}`, 'gu');
/** The area as the agent of a body's act: "a pass issued by the Kruger National Park". */
const AREA_AGENT = new RegExp(String.raw`\b(?:issued|granted|authori[sz]ed|approved|managed|charged|required|collected|run)\s{1,3}by\s{1,3}the\s{1,3}(${AREA_NAME}\s{1,3}${AREA_KIND})`, 'gu');
/** A cheap test before the patterns run: an area's kind. */
const HAS_KIND = /Reserve|Refuge|Sanctuary|National\s{1,3}Park/;

/** Reads the protected areas that act as bodies into `add`. */
export function addProtectedAreaBodies(text: string, add: AddName): void {
  if (!HAS_KIND.test(text)) return;
  for (const pattern of [AREA_ACTS, AREA_AGENT]) {
    for (const m of matchesOf(pattern, text)) {
      const begin = m.index + m[0].indexOf(m[1]);
      add('Organization', begin, begin + m[1].length);
    }
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function protectedAreaBodiesRunPatterns(): readonly RegExp[] {
  return [AREA_ACTS, AREA_AGENT];
}
