/**
 * A place or a thing a party makes available to the other, named by a definition (issue 18, h95cat; set 71 missed its
 * use): `"Clinic" means the consulting room and treatment area at the resort that the Resort makes available under
 * clause 4`, `"Store" means the room the Owner provides to the Operator`. The definition says the thing is the other's to
 * use, as a hire's grant does (category-hired-things.ts reads the grant's "hires out … (the "Wagons")"): the clauses after
 * it that say what it may be used for ("The Provider shall use the Clinic only to provide the services") are Asset Use,
 * as "use the Premises only for the Permitted Use" is (sets 11, 13, 34, 40, 44, 47, 53, 58, 59, 67 label that Asset
 * Use). Not a thing that is no thing (information, software, money, marks: NOT_A_THING), nor a platform, a website or a
 * service made available (the use of a service is not a hire). Stated with sentences of my own
 * (`categories-provided-places-h95cat.test.ts`). Bounded gaps, anchored: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { NOT_A_THING } from './cues/category-cues-leased-things.js';

/** The making available: "makes available", "will make available", "provides", "is provided by". */
const MADE_AVAILABLE = String.raw`(?:makes?|made|making)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?available|provides?|provided\s{1,8}by`;

/** A definition of a thing one party gives the other: `"Clinic" means … that the Resort makes available`. */
const PROVIDED_DEFINITION = new RegExp(String.raw`^[^"“\n]{0,20}["“]([A-Z][\w-]{1,30}(?:\s[A-Z][\w-]{1,30}){0,2})["”]\s{1,8}means\s{1,8}the\s[^.;]{0,200}?\b(?:that|which|whom)\s{1,8}the\s{1,8}[A-Z][\w-]{1,30}\s{1,8}(?:${MADE_AVAILABLE})\b`, 'g');

/** A name that is no place or thing used: information, money, marks; a service, a platform or a site online. */
const NOT_PROVIDED = new RegExp(String.raw`(?:^|\s)(?:${NOT_A_THING}|services?|platforms?|websites?|sites?|portals?|apps?|applications?|systems?|accounts?|tools?|facilit(?:y|ies)\s+management)$`, 'i');

/** The things the definitions among `texts` say a party makes available to the other. */
export function providedThingNames(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    if (!/\bmeans\b/.test(text)) continue;
    for (const m of matchesOf(PROVIDED_DEFINITION, text)) if (!NOT_PROVIDED.test(m[1])) names.add(m[1]);
  }
  return [...names];
}

/** The use of a thing kept to a purpose: "use the Clinic only to", "uses the Store solely for", "use the Room exclusively as". */
export const USED_ONLY_FOR = (name: string): string =>
  String.raw`\bus(?:e|es|ed|ing)\s+the\s+${name}\s+(?:only|solely|exclusively)\s+(?:to|for|as)\b`;

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryProvidedPlacesRunPatterns(): readonly RegExp[] {
  return [PROVIDED_DEFINITION];
}
