/**
 * Asset Use on a thing named by its own noun (issue 18, h80c62): a rent-to-own solar system, a water meter, a school's
 * canteens are the other party's things in a party's hands, though no word says "equipment", "premises" or "asset"
 * (C12: a supplied or hired thing's use, care and return; C83: a supplied thing that remains its owner's). The acts:
 * the thing kept its owner's ("The system stays our property until …"), taken back ("we may take back the system",
 * "repossess the generator"), cared for as the owner asks ("keep the panel clean", "keep the battery indoors"), opened,
 * moved or loaded by the holder ("must not open the battery", "connect other appliances to it", "move the system to
 * another house"), reached by its owner where the holder keeps it ("may access the meter"), lent to others ("shall not
 * allow third parties to use the canteens") and put at the other's disposal ("makes available to the Operator, free of
 * charge, the canteens"). Not information, data, software or marks used by others (Confidentiality, Privacy,
 * Intellectual Property), nor goods kept until paid (C83 leaves them undecided). Sentences of their own in
 * `category-cues-supplied-things.test.ts`. Bounded gaps, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { THING, USED_ROOMS } from './category-cues-assets.js';
import { NOT_A_THING } from './category-cues-leased-things.js';

/** Things supplied to a household or a site and kept the supplier's, by their own nouns (beyond THING's). */
const SUPPLIED = String.raw`(?:systems?|devices?|scanners?|trackers?|sensors?|cameras?|radios?|tablets?|panels?|batter(?:y|ies)|meters?|appliances?|installations?|kits?|tanks?|pumps?|terminals?|card\s+readers?|cylinders?|gas\s+bottles?|routers?|modems?|decoders?|set-top\s+boxes|handsets?|fridges?|refrigerators?|freezers?|coolers?|generators?|inverters?|lamps?|lanterns?|bicycles?|motorcycles?|scooters?|canteens?|bait\s+stations?|traps?|apparatus|cables?|poles?|pylons?|conductors?|pipelines?)`;

/**
 * (h100c76, C113) Also a supplier's things installed on the holder's land or in its house (a wayleave's poles, cables
 * and conductors, "the Apparatus"; a pest controller's bait stations and traps), which the land's owner must not
 * disturb, damage or move ("not to disturb the bait stations", "not to do anything that may damage the Apparatus").
 * What the holder must not do to the thing (issue 18, h99c75): open, take apart or tamper with it, and (C83's supplied
 * thing, the owner's) take it out, unplug it, alter or move it ("Customer will not remove, open or disconnect a scanner").
 */
const TAMPERED = String.raw`(?:open|dismantle|tamper\s{1,8}with|remove|disconnect|unplug|modify|alter|relocate|disturb|damage|move|interfere\s{1,8}with)`;

/** What is taken back or repossessed: a movable thing (not land, a house or a building: a mortgage's security). */
const MOVABLE = String.raw`(?:${SUPPLIED}|equipment|devices?|vehicles?|machinery|machines?|tools|cars?|vans?|trucks?|trailers?|containers?|boats?)`;

/** Things the owner comes to where the holder keeps them (not a system or a terminal: a user's access to software). */
const REACHED = String.raw`(?:meters?|tanks?|pumps?|installations?|panels?|cylinders?|generators?|inverters?|batter(?:y|ies)|canteens?)`;

/**
 * What the holder may not let others use: things, not what is read, known or shown (NOT_A_THING of
 * category-cues-leased-things.ts, the one list, and a person's details; issue 18, h109dup).
 */
const NOT_SUPPLIED = String.raw`(?:${NOT_A_THING}|details)`;

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): the thing named is the clause's subject outright, whatever the sentence
 * model makes of "battery", "meter" or "panel" (its Asset Use odds are low on them: "keep the lantern dry" read no
 * category with a plain cue), and beside the payment a repossession follows it is a second subject.
 */
export const SUPPLIED_THING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Kept its owner's, or taken back: "The system stays our property until you have made every payment", "the meter
  // remains the property of the Supplier", "we may take back the system", "may repossess the generator" (a movable
  // thing: "repossess the house" is a lender's remedy on its security). Not the taking back as another act's moment ("If
  // we take back the system, we will not refund what you have paid": the refund's).
  [new RegExp(String.raw`\b${SUPPLIED}\s{1,8}(?:(?:shall|will)\s{1,8})?(?:stays?|remains?|remain)\s{1,8}(?:at\s{1,8}all\s{1,8}times\s{1,8})?(?:(?:the\s{1,8})?(?:sole\s{1,8}|exclusive\s{1,8})?property\s{1,8}of|(?:our|its|their|his|her|[A-Z][\w-]{0,30}['’]s)\s{1,8}(?:sole\s{1,8}|exclusive\s{1,8})?property)\b|\b(?:take|takes|taking|took)(?<!\b(?:if|when|once|after|before|until)\s{1,8}(?:we|you|it|they|the\s{1,8}[A-Z][\w-]{0,30})\s{1,8}(?:(?:may|will|shall|do|does)\s{1,8})?(?:take|takes|taking|took))\s{1,8}back\s{1,8}(?:the|its|our|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${MOVABLE}\b|\brepossess(?:es|ed|ing)?\s{1,8}(?:the|its|our|their|your)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${MOVABLE}\b`, 'i'), 'Asset Use'],
  // (issue 18, h99c75) Lent, the thing named just before (C83: a thing one party lends the other for the contract): "the
  // scanners are lent to the Customer", "return the router we lent you". Not money lent (no such noun in SUPPLIED).
  [new RegExp(String.raw`\b${SUPPLIED}\s{1,8}(?:(?:is|are|will\s{1,8}be|shall\s{1,8}be)\s{1,8})?lent\s{1,8}to\s{1,8}(?:the\s{1,8})?[A-Z]|\b${SUPPLIED}\s{1,8}(?:(?:that|which)\s{1,8})?(?:we|I)\s{1,8}(?:have\s{1,8})?lent\s{1,8}(?:to\s{1,8})?you\b`, 'i'), 'Asset Use'],
  // (h103c79, C143) Named as what the speaker lends, whatever its noun: "You must wear the safety glasses, gloves or ear
  // defenders we lend with a power tool", "the boots that we lend" (C111: a thing said to be lent). Not money lent, nor a
  // thing named among what a price covers or includes ("The fees cover tuition, lunch and the textbooks we lend": the
  // price's extent, set 25's Pricing & Taxes alone).
  [/^(?![^]{0,300}\b(?:cover|covers|covered|include|includes|included|including)\b)[^]{0,300}?\b(?:the|any|all)\s{1,8}(?!(?:[\w-]{1,30}\s{1,8}){0,2}?(?:money|sums?|amounts?|funds|loans?|credit)\b)(?:[\w-]{1,30},?\s{1,8}){1,6}?(?:(?:that|which)\s{1,8})?we\s{1,8}lend\b/i, 'Asset Use'],
  // Cared for, opened, loaded or moved by its holder: "keep the panel clean and free from shade", "keep the battery
  // indoors", "must not open the battery, connect other appliances to it or move the system to another house".
  [new RegExp(String.raw`\bkeep\s{1,8}(?:the|your)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SUPPLIED}\s{1,8}(?:clean|dry|indoors|covered|locked|free\s{1,8}from|out\s{1,8}of\s{1,8}(?:the\s{1,8})?(?:sun|rain|reach)|away\s{1,8}from)\b|\bnot\s{1,8}(?:to\s{1,8})?${TAMPERED}(?:,\s{1,8}${TAMPERED}){0,3}(?:,?\s{1,8}(?:or|and)\s{1,8}${TAMPERED})?\s{1,8}(?:the|your|a|an|any|its)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SUPPLIED}\b|\bnot\s{1,8}(?:to\s{1,8})?do\s{1,8}anything\s{1,8}(?:that|which)\s{1,8}(?:may|might|could|would|will|is\s{1,8}likely\s{1,8}to)\s{1,8}${TAMPERED}\s{1,8}(?:the|any|its|our|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SUPPLIED}\b|\bconnect\s{1,8}(?:any\s{1,8})?(?:other\s{1,8}|further\s{1,8})?(?:appliances|devices|equipment|loads)\s{1,8}to\s{1,8}(?:it|them|the\s{1,8}${SUPPLIED})\b|\bmove\s{1,8}(?:the|your)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SUPPLIED}\s{1,8}to\s{1,8}(?:another|a\s{1,8}different|any\s{1,8}other)\b`, 'i'), 'Asset Use'],
  // Reached by its owner where the holder keeps it, or lent on to others: "The Supplier may access the meter at any
  // time", "shall not allow third parties to use the canteens" (not information, data or marks: NOT_SUPPLIED; nor "your"
  // or "their" things, the holder's own booking or hours: "let anyone else use your kitchen hours" is an assignment's).
  [new RegExp(String.raw`\baccess\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8})?${REACHED}\b|\b(?:allow|allows|permit|permits|let|lets)\s{1,8}(?:any\s{1,8})?(?:third\s{1,8}part(?:y|ies)|other\s{1,8}persons?|others|anyone\s{1,8}else)\s{1,8}(?:to\s{1,8})?use\s{1,8}(?:the|its|our)\s{1,8}(?!(?:[\w-]{1,30}\s{1,8})?${NOT_SUPPLIED}\b)`, 'i'), 'Asset Use'],
  // Put at the other party's disposal, the thing straight after the party or after one parenthesis between commas:
  // "The Beneficiary makes available to the Operator, free of charge and for the duration of the contract, the
  // canteens", "shall make available to the Contractor the site office".
  [new RegExp(String.raw`\b(?:make|makes|made)\s{1,8}available\s{1,8}to\s{1,8}(?:the\s{1,8})?[A-Z][\w-]{0,30}(?:\s{0,8},[^.;,]{1,100},)?\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:${SUPPLIED}|${USED_ROOMS}|${THING})\b`), 'Asset Use'],
];
