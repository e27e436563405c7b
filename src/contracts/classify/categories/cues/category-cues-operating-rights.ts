/**
 * A right granted to operate, place or install a thing at the grantor's place (issue 18, h68com): "grants the
 * Concessionaire the exclusive right to operate the café on board the ferry", "the exclusive right to place vending
 * machines at the locations listed in Schedule 1", "a licence to install chargers in the parking stalls". The use of the
 * other party's premises is Asset Use (the Asset Use row of docs/contract-labels.md); its exclusivity stays Scope of
 * Work (category-cues-scope.ts). Sets 1–54 label 7 of the 9 such sentences Asset Use (the two others: a franchise's
 * café, and a scheme run in a council's area). Strong: the model reads the grant as the engagement's scope alone. Not a
 * scheme, a service, a network or a route operated (the work itself, as the council's bike scheme), nor a right to
 * operate with no place named. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The place: on board, or a location, the premises, a site, an area, stalls, a building, land, or a capitalised place. */
const PLACE = String.raw`(?:board\b|(?:the|its|our|each)\s+(?:[\w-]+\s+){0,2}?(?:locations?|premises|sites?|areas?|stalls?|buildings?|grounds?|land|property|[A-Z][\w-]*))`;

/** The work itself operated, not a thing at a place: a scheme, a service, a network, a route. */
const WORK_OPERATED = String.raw`\b(?:schemes?|services?|networks?|routes?|programmes?|programs?)\b`;

export const OPERATING_RIGHT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:grants?|granted|gives?)\b[^.;]{0,60}?\b(?:right|licen[cs]e|concession|permission)\s+to\s+(?:install|operate|place|run|site|locate|station)\b(?![^.;]{0,80}?${WORK_OPERATED})[^.;]{0,160}?\b(?:at|on|in|within)\s+${PLACE}`), 'Asset Use'],
];
