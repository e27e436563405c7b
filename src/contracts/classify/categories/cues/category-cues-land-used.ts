/**
 * Land or a building used by the other party, said through what is done on it (issue 18, h59c52): the gist of Asset
 * Use is using the other party's property, and an option, access licence, easement or concession says it through the
 * things erected on the land and the occupation granted over it. The cue
 * words of categories.ts ("use of the premises", "access to the site") name the use; these clauses name none:
 * - things removed and the place made good or restored ("remove the mast and restore the ground") are h60trn's rule
 *   (category-cues-removed-and-made-good.ts on main, merged while this branch was open): not repeated here;
 * - a structure a party may (or may not) erect or put up on the other's land, site or roof ("may erect a mast on the
  Site", "shall not erect any building on the land"): a permission or a bar on the land's use. Not the structure a
  builder's own work puts up ("The Contractor shall erect the steel frame on the Site", "erect scaffolding on the
  building"): the works done, no property of the other party used (issue 18, hrev45);
 * - a right of occupation granted over it (the sets' land access, easements and rights of entry, is Asset Use in 6 of
 *   9). Not the conduct of a party crossing the land ("keep to the tracks agreed", "close all gates"): set 52 gives it
 *   Asset Use, set 32 ("Its vehicles must keep to the designated tracks") does not; no rule.
 * - (h63c53) acts within, on, across or along a granted easement, servient land, right of way or wayleave, or its use
 *   ("shall not plant any tree within the Easement", "may not use the Right of Way for …"): the easement is the other
 *   party's land used (set 13 labels every act on its servient land Asset Use); and the land or premises restored or
 *   reinstated ("restore the surface of the land", "reinstate the Premises"): the place handed back as it was (sets 32,
 *   52 beside a removal; C12's return of a leased thing). Not a website restored from a backup. (hrev52) Nor the
 *   place's things restored ("the Site's power supply", "the building management system", "the building's insurance
 *   cover", "the Property Manager"), nor a document named after the easement ("the easement plan", "the right-of-way
 *   agreement").
 * Bounded patterns, linear on hostile text. Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (h100c76, C113) The land under a wayleave or an easement, by the words a deed names it with: the land itself, a field
 * or paddock of it, the strip or route the line or cable crosses ("the Strip", "the Route", "any paddock").
 */
const OPEN_LAND = String.raw`(?:land|lands|farm|farmland|fields?|paddocks?|pastures?|meadows?|orchards?|woodland|strip|route|corridor|easement\s{1,8}area|wayleave\s{1,8}area)`;

/**
 * The land or building used; (h107cat, C113) with a road reserve, the strip a deed keeps for a road ("No Co-owner may
 * build on the Road Reserve").
 */
const LAND = String.raw`(?:site|land|property|farm|estate|roof|premises|building|field|ground|grounds|plot|road\s{1,8}reserve)`;

/**
 * (h100c76, C113) The other party's land entered where the deed names it by its defined term ("before entering the Land",
 * "to enter the Servient Land with workmen", "may enter the Farm"), or barred ("not to enter any paddock where ewes are
 * lambing"), and a bar on building or planting on it ("not to build, plant trees or store fodder on the Strip", "shall
 * not build on the Route"): a wayleave's or an easement's use of the land, as the acts within the easement are. Not a
 * field or land in small letters merely entered ("fieldmen may enter the fields to inspect the crop", "before entering
 * any field where livestock are grazing", "to enter upon the said land to view": sets 14, 52 and 67 label those Audits
 * or Communication alone), nor a landlord's re-entry (a forfeiture: Term & Termination).
 * Decisive (category-decisive-cues.ts): the deeds' words of land and fences read as no subject to the sentence models.
 */
const DEFINED_LAND = String.raw`(?:Land|Lands|Farm|Strip|Route|Corridor|Field|Paddock|Easement\s{1,8}Area|Wayleave\s{1,8}Area)`;
const DEFINED_LAND_ENTERED = new RegExp(String.raw`(?<!-)\b(?:[Ee]nter|[Ee]nters|[Ee]ntering)\s{1,8}(?:(?:upon|onto|on)\s{1,8})?the\s{1,8}(?:[A-Z][\w-]{1,30}\s{1,8})?${DEFINED_LAND}\b`);
const LAND_BARRED = new RegExp(String.raw`(?=[ebp])(?<=\b(?:not|never)\s{1,8}(?:to\s{1,8})?)(?:enter)\s{1,8}(?:(?:upon|onto|on)\s{1,8})?(?:the|any|its|their|your|our|his|her)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${OPEN_LAND}\b|(?=[bp])(?<=\b(?:not|never|may)\s{1,8}(?:to\s{1,8})?)(?:build|plant)\b[^.;]{0,60}?\s(?:on|upon|over|across|within|in)\s{1,8}(?:the|any|its|their|your|our)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:${OPEN_LAND}|${LAND})\b`, 'i');

/** Whether the sentence enters the other party's defined land, or bars entering, building or planting on land (C113). */
export const namesOpenLandUse = (text: string): boolean => DEFINED_LAND_ENTERED.test(text) || LAND_BARRED.test(text);

/**
 * (h107cat, C187) Water a party takes, draws or pumps — from the other party's spring, well, standpipe or tank, or as the
 * deed's supply with no source named ("allows the Second Party to draw water from the well on Lot C", "does not pump
 * water from the well with a motor", "shall not take more than 1,500 litres of water on any one day", "to draw water
 * for domestic purposes from the standpipe"): the other party's land and its supply used, as a right of way is (C113,
 * C143's thing whose use one party gives). Not water from a river, a lake or the sea, nor one taken under a permit or
 * an authority's licence (set 32: "must not abstract water from the Talek River without a permit" is the party's own
 * conduct, Responsibilities); nor water samples, readings, meters or bills; nor a noun "pump" ("a fire pump and 2,000
 * litres of water"). Anchored, bounded windows: linear.
 */
const WATER_DRAWN = new RegExp(String.raw`^(?![^]{0,400}\b(?:rivers?|lakes?|sea|seas|ocean|lagoons?|canals?|authorit(?:y|ies)|mains|(?:water|fire)\s{1,8}mains?|hydrants?|municipal|(?:town|city|public|mains)\s{1,8}(?:water\s{1,8})?supply|utility|excavations?|trench(?:es)?|basements?|pits?|sumps?)\b|[^]{0,400}\b(?:an?|the|its|their|under|with|without)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:permits?|licen[cs]es?)\b)[^]{0,400}?\b(?:take|takes|taking|draw|draws|drawing|pump|pumps|pumping)\s{1,8}(?:(?:(?:no\s{1,8})?more|less)\s{1,8}than\s{1,8}[\d,.]{1,12}\s{1,8}(?:litres|liters|gallons|cubic\s{1,8}met(?:re|er)s)\s{1,8}of\s{1,8}|(?:the|any|its|their|his|her|some|no)\s{1,8})?water\b(?!\s{1,8}(?:samples?|readings?|meters?|bills?|rates?|charges?|tests?|out|away|off)\b)`, 'i');

export const LAND_USED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?=[ep])(?<=\b(?:may|not|never|entitled\s{1,8}to|permitted\s{1,8}to|allowed\s{1,8}to|right\s{1,8}to|licen[cs]e\s{1,8}to|permission\s{1,8}to)\s{1,8}(?:[\w-]{1,20}\s{1,8}){0,2})\b(?:erect|put\s{1,8}up)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,4}?(?:on|upon|over|across)\s{1,8}(?:the|its|any|a|our|your|their)\s{1,8}(?:[A-Z][\w-]{0,40}['’]s?\s{1,8})?(?:[\w-]{1,40}\s{1,8})?${LAND}\b|\bright\s{1,8}of\s{1,8}occupation\b|\b(?:within|on|over|across|beneath|along|use|uses|using|enter|enters|obstruct|obstructs)\s{1,8}the\s{1,8}(?:easement|servient\s{1,8}land|right[- ]of[- ]way|wayleave)\b(?![\s-]{1,8}(?:plans?|agreements?|deeds?|templates?|drawings?|documents?|maps?|payments?|fees?|forms?|registers?)\b)|\b(?:restore|restores|reinstate|reinstates)\s{1,8}(?:the|its|any)\s{1,8}(?:surface\s{1,8}of\s{1,8}the\s{1,8})?${LAND}\b(?!['’-]|\s{1,8}(?:[a-z][\w-]{0,40}\s{1,8}){0,2}?(?:management|manager|database|system|software|insurance|cover|network|data|records?|registers?|accounts?|access|power|supply|services?|alarm|website)\b|[^.;]{0,40}?\bback-?ups?\b)`, 'i'), 'Asset Use'],
  [DEFINED_LAND_ENTERED, 'Asset Use'],
  [LAND_BARRED, 'Asset Use'],
  [WATER_DRAWN, 'Asset Use'],
];
