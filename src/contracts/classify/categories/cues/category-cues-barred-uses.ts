/**
 * Asset Use for what a hirer, a tenant or a member may not do with the thing let to it (issue 18, h78cat): leave it
 * dirty or unlocked, take it out of an area, let others use it, keep other things in it, lend or pledge it. C12 reads
 * a leased or hired asset's use, return and parts as Asset Use; these sentences say its use by the act barred or
 * required, in words the other cue lists do not hold ("You must not take the boat outside the bay", "The Hirer must
 * not allow anyone else to drive the van", "The Tenant must not store any furniture in the Unit", "leave the cabin clean and
 * locked"). A written consent or a safety word beside the bar took the sentence's one or two places from a plain cue
 * (C2: the consent is Communication beside the act's category), so these are strong.
 *
 * Counted on label sets 1–61 (base e1aa75da; bench/log.md, "Categories the held-out sets miss most, part 13"): each
 * pattern's sentences and how many carry Asset Use are in the comment above it. Sentences of their own in
 * `categories-barred-uses-h78cat.test.ts`. Every window is bounded, every lookahead bounded: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { firstLetterEitherCase } from '../../../../common/regexp.js';
import { HELD } from './category-cues-assets.js';

/** The contractor's own works site or work area kept tidy is the works' housekeeping, no thing let ("keep the Site clean"). */
const NOT_WORKS_SITE = String.raw`(?!(?:(?:construction|building|work|works|working|project)\s+)?(?:site|sites|areas?|work\s+areas?)\b)`;

/** Things let by their own names beyond HELD: a plot of an allotment, a storage tank. */
const LET_THING = String.raw`(?:${HELD}|plots?|tanks?)`;

/** What is kept, taken or let use of is information, data, software or papers (Confidentiality, Privacy, Intellectual Property), an account or its login (security), not a thing let. */
const NOT_INFORMATION_WORDS = ['information', 'data', 'software', 'documents?', 'records?', 'files?', 'papers', 'copies', 'accounts?', 'passwords?', 'log-?ins?', 'credentials', 'names?', 'marks?', 'logos?', 'content'];
/** Either case of the first letter, so that the case-sensitive pattern below reads "Confidential Information" too. */
const NOT_INFORMATION = String.raw`(?![^.;]{0,60}?\b(?:${NOT_INFORMATION_WORDS.map(firstLetterEitherCase).join('|')})\b)`;

export const BARRED_USE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The let thing left or kept clean, tidy, locked or secure: "leave the cabin clean and locked", "keep the Unit locked
  // with your own lock", "keep the Booth clean". Sets 1–61: 14 of the 15 sentences it reads are Asset Use (sets 20, 22,
  // 23, 24, 29, 31, 33, 36, 40, 55, 57); set 20's "keep your room clean and tidy" is Responsibilities. Not "its" or
  // "their" own work areas, nor the works' site ("keep the Site clean and tidy": housekeeping of the works).
  [new RegExp(String.raw`\b(?:leave|leaves|keep|keeps)\s+(?:the|your)\s+${NOT_WORKS_SITE}(?:[\w-]+\s+){0,2}?${LET_THING}\s+(?:(?:broom|reasonably|properly)\s+)?(?:clean|tidy|locked|secure|swept|clear\s+of)\b`, 'i'), 'Asset Use'],
  // The thing taken, moved or driven out of an area, barred: "must not take the boat outside the bay", "not move them
  // out of the county without the Owner's written consent", "not moving it out of the venue". Sets 1–61: 5 of the 6
  // barred ones are Asset Use (sets 24, 33, 49, 50, 60; set 55's cattle moved off the land, Communication alone). Not
  // papers or information taken off the premises (Confidentiality), nor an unbarred trip ("before you take the yacht out
  // of the marina": a safety briefing).
  // The object is a thing: a pronoun, a thing let or a defined name ("any action outside the scope of its authority" is
  // no thing moved); case-sensitive for that reason.
  [new RegExp(String.raw`\bnot\s+(?:be\s+(?:taken|moved|removed|sailed|driven|towed)|(?:take|taking|move|moving|remove|removing|sail|sailing|drive|driving|tow|towing)\s+${NOT_INFORMATION}(?:it|them|(?:the|a|an|any|your|our|its|their)\s+(?:[\w-]+\s+)?(?:${LET_THING}|goods|[A-Z][\w-]*)))\s+(?:out\s+of|outside|across|abroad|beyond|off)\b`), 'Asset Use'],
  // Others let use, drive or move the thing: "must not allow anyone else to drive the van", "not permit any other club
  // to use its lanes", "not let anyone else ride it", "allow a third party to use it". Sets 1–61: 5 of the 5 sentences
  // are Asset Use (sets 27, 29, 36, 59, 60). Not one's own staff ("not permit any employee to operate a ride while under
  // the influence": safety), nor information, software, an account or a name used (their own subjects), nor hours or
  // credits of a plan ("let anyone else use your kitchen hours": the plan's, set 54, Assignments).
  [new RegExp(String.raw`\b(?:allow|allows|let|lets|permit|permits)\s+(?:anyone|anybody|any\s+other\s+[\w-]+(?:\s+or\s+[\w-]+)?|another\s+[\w-]+(?:\s+[\w-]+)?|others|(?:a|any)\s+third\s+part(?:y|ies))(?:\s+else)?\s+(?:to\s+)?(?:use|drive|move|operate|sail|ride|fly|occupy|work\s+on)\s+${NOT_INFORMATION}(?:the|it|them|its|your|our|their|any)\b(?!\s+(?:[\w-]+\s+)?(?:hours|time|minutes|credits|allowance)\b)`, 'i'), 'Asset Use'],
  // Things stored, kept, put or parked in or on the thing let, barred: "must not store any furniture in the Unit", "not keep
  // any other boat at the Berth", "not keep bees on the plot", "not store in the Tanks any product other than". Sets
  // 1–61: 8 of the 8 sentences are Asset Use (sets 13, 16, 18, 23, 24, 31, 47, 55). Not data or records kept on a
  // device (Privacy), nor hazardous things stored ("shall not store flammable liquids in the unit": Safety and Security, as
  // the bring cue of category-cues-assets.ts leaves weapons and hazardous goods to safety), nor things left on the works'
  // site, nor a lead-in's "any of the following" (each item, a thing
  // listed, reads its own words, C6: set 55 labels its items without Asset Use, its hazardous ones Safety and Security).
  [new RegExp(String.raw`\bnot\s+(?:[\w-]+\s+)?(?:store|keep|put|place|park|moor|leave)\s+${NOT_INFORMATION}(?!(?:any|all|each|one)\s+of\s+the\s+following\b)(?![^.;]{0,60}?\b(?:flammable|hazardous|dangerous|explosives?|firearms?|weapons?|ammunition|fireworks|fuel|petrol|gas\s+cylinders?|chemicals)\b)(?:[\w,-]+\s+){0,6}?(?:in|on|at|inside)\s+(?:the|your|its)\s+${NOT_WORKS_SITE}(?:[\w-]+\s+)?${LET_THING}\b`, 'i'), 'Asset Use'],
  // The thing lent, pledged or mortgaged "or otherwise" used or dealt with: "does not lend, pledge or otherwise use the
  // metal", "may not sell, mortgage or otherwise deal with the Cattle" (goods held for their owner). Sets 1–61: 2 of 2
  // (sets 52, 55). Not the contract, a lease, a licence, rights or shares dealt with (Assignments: "not assign, mortgage
  // or otherwise deal with the Lease").
  [/\b(?:lend|lends|pledge|pledges|mortgage|mortgages)(?:\s*,)?\s+(?:[\w-]+,?\s+){0,3}?or\s+otherwise\s+(?:use|deal\s+with|part\s+with|dispose\s+of)\s+(?:the|any|it|them)\b(?!\s+(?:[\w-]+\s+)?(?:agreement|contract|lease|licen[cs]e|rights?|shares?|benefit|interest)\b)/i, 'Asset Use'],
  // One of the provider's cars, vans, bikes or boats driven, ridden or used: "must not drive any of our cars while your
  // licence is suspended", "may use any of the club's boats" (a car-sharing or club member's use; the existing drive cue
  // reads "the car", not "any of our cars").
  [/\b(?:drive|drives|ride|rides|use|uses|sail|sails|take|takes|book|books)\s+(?:any|one|either|none|all)\s+of\s+(?:our|the|your|its|their)\s+(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+)?(?:cars|vehicles|vans|bikes|bicycles|scooters|boats|yachts|trucks)\b/i, 'Asset Use'],
];
