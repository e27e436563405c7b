/**
 * Asset Use of the other party's premises and materials (issue 18, h30c40, set 40's misses; C12 and docs/contracts.md,
 * "Asset Use": the use of the other party's property): access given to a party's offices, site or facilities ("shall
 * give the Provider's engineers access to its offices and systems", "the same access to your canteen and car park"),
 * an owner entering the premises it let ("The Landlord may enter the Premises on notice"), and the other party's
 * materials handed back ("return all Client materials", "return the Buyer Materials on request") or kept as the owner's
 * ("the tooling supplied by the Buyer (the Buyer Materials) remain the Buyer's property": category-cues-assets.ts reads
 * "remain the property of" and "our property" within five words of the thing). Not information
 * returned (Confidentiality: "Confidential Materials" stay out), nor access to data or a platform (information
 * security and licences have their own cues). Bounded windows, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { THING } from './category-cues-assets.js';

/** A place or its facilities. */
const PLACE = String.raw`(?:offices?|premises|sites?|facilities|canteens?|car\s+parks?|buildings?|workshops?|warehouses?|yards?|plant|depots?|stores?|storerooms?|stockrooms?|houses?|homes?|attics?|lofts?|basements?|cellars?|gardens?|farms?|land|fields?|paddocks?)`;

/**
 * (h100c76, C113) Where the holder's own place is given over by the article alone or by its parts ("give the Provider's
 * vehicles access to the central store", "give Company access to all areas of the house"), and a party let into it
 * ("allow the Printer's vans to enter its warehouse"): the same use of the other party's place.
 */
const HOLDERS_PLACE = String.raw`(?:(?:all|any|the)(?:\s+(?:parts?|areas?|rooms?)\s+of\s+(?:the|its|their|your|our|his|her))?|its|their|your|our|his|her|the\s+[A-Z][\w-]*['’]s)\s+(?:[\w-]+\s+){0,2}?${PLACE}\b`;

export const OTHERS_PREMISES_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:give|gives|grant|grants|provide|provides|allow|allows|afford|affords)\s+(?:[\w'’-]+\s+){0,6}?access\s+to\s+${HOLDERS_PLACE}`, 'i'), 'Asset Use'],
  [/\b(?:Landlord|Lessor|Owner|Licensor)\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|can)\s+(?:at\s+any\s+time\s+)?(?:re-?)?enter\s+(?:upon\s+|into\s+)?the\s+(?:[A-Z][\w-]*\s+)?(?:Premises|Property|Land|Unit|Building|Site)\b/, 'Asset Use'],
  [new RegExp(String.raw`\b(?:${THING}|materials)\)?\s+(?:(?:shall|will)\s+)?remains?\s+(?:at\s+all\s+times\s+)?the\s+[A-Z][\w-]*['’]s\s+(?:sole\s+|exclusive\s+)?property\b`, 'i'), 'Asset Use'],
  [/\breturn\s+(?:all\s+|the\s+|any\s+)?(?:(?!Confidential\b)[A-Z][\w-]*\s+)?[Mm]aterials\b(?!\s+(?:containing|comprising|embodying|that\s+contain)\b)/, 'Asset Use'],
];

/**
 * (h100c76, C113) A party let into the other's place ("allow the Printer's vans to enter its warehouse", "permit the
 * Contractor to enter the yard"): strong, as the land entered under a wayleave is (category-cues-land-used.ts), for the
 * sentence models read the vans and the hours as no subject.
 */
// Not an entry to inspect ("allow the Landlord and its surveyor to enter the Premises … to inspect the Works": Audits).
export const OTHERS_PREMISES_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:allow|allows|permit|permits|let|lets)\s+(?:[\w'’-]+\s+){0,6}?to\s+enter\s+(?:(?:upon|into|onto)\s+)?${HOLDERS_PLACE}(?![^.;]{0,80}?\bto\s+(?:inspect|view|examine|check|audit|survey)\b)`, 'i'), 'Asset Use'],
];

/**
 * An owner entering the premises it let, to inspect or repair them ("The Landlord may enter the Premises on notice to
 * inspect them or carry out repairs"), is its use of its own property (C12; docs/contracts.md Asset Use: "entering
 * (upon) … the premises"), no audit: Audits stays where the sentence names records, books, accounts or an audit.
 * Anchored at the start, bounded windows: linear.
 */
export const PREMISES_ENTRY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^(?![^]{0,400}\b(?:records?|books|accounts|audit\w*|documents?|registers?)\b)[^]{0,300}?\b(?:enter|enters|re-?enter|access)\s+(?:upon\s+|into\s+)?the\s+(?:[A-Z][\w-]*\s+)?(?:Premises|Property|Land|Unit|Building)\b/, 'Audits'],
];
