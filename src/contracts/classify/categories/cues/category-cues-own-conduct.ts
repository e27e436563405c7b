/**
 * Responsibilities of a party's own conduct of its work, said without "responsible" (OWN_CONDUCT_STRONG_CUES; each
 * reading with its round and counts below):
 * - (issue 18, h105c81, C170) its whole working time devoted to the business ("Each partner shall devote his whole
 *   working time to the firm"; set 12's "not required to devote full time" Responsibilities); the hygiene rules, HACCP
 *   plan or food safety law it complies with (sets 48, 56 and 74: three of three Responsibilities); its waste, grease or
 *   used oil handed only to a licensed or authorised collector (set 30). Not clinical or hazardous waste (sets 21 and 26
 *   label its disposal Safety and Security), not "such time as is necessary" (set 37: no category);
 * - (h106c13) a worker's or an agent's obedience to lawful or reasonable orders;
 * - (h110c87, C236) its own waste sorted or removed daily, its own machines, vehicles or tools kept in working order,
 *   its workers declared to social security, the rules of hygiene or public order it keeps, its crew hired locally.
 * Strong: the sentence models read the business, the restaurant or the waste instead. Bounded, fixed word lists: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { COMPLIANCE_SUBJECT_NAMED } from './category-cues-compliance.js';
import { SAFETY_WATCHERS } from './category-cues-activity-rules.js';
import { KIT_STATE } from './good-state.js';

const DEVOTES_WHOLE_TIME = String.raw`\bdevote[sd]?\s{1,3}(?:(?:his|her|its|their)\s{1,3}(?:or\s{1,3}(?:his|her)\s{1,3})?)?(?:whole|full|entire)\s{1,3}(?:working\s{1,3}|business\s{1,3})?(?:time|attention)\b`;
const HYGIENE_RULES_KEPT = String.raw`\bcompl(?:y|ies|ying)\s{1,3}with\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?(?:hygiene|HACCP|food[\s-]{1,3}safety)\s{1,3}(?:rules|standards|plans?|requirements|regulations|principles|laws?|procedures)\b`;
/**
 * (h105mendC) The rules kept as one's conduct, with FOOD_LAW_STRONG_CUES' veto (category-cues-compliance.ts): not where
 * the sentence warrants or represents it, or names a safety, health, records or audit subject ("The Supplier warrants
 * that the Products comply with all applicable food safety regulations": Warranties). Anchored, bounded: linear.
 */
const HYGIENE_KEPT_NOT_WARRANTED = String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}))[^]{0,400}?${HYGIENE_RULES_KEPT}`;
const COLLECTOR = String.raw`(?:collectors?|carriers?|haulers?|hauliers?|recyclers?)`;
const LICENSED = String.raw`(?:authori[sz]ed|licen[cs]ed|registered|permitted|approved)`;
/** No clinical or hazardous waste anywhere in the sentence: that waste's handling is Safety and Security. */
const NOT_CLINICAL_WASTE = String.raw`^(?![^]{0,800}\b(?:biomedical|clinical|medical|biohazard\w*|sharps|infectious|hazardous|radioactive)\b)`;
const WASTE_TO_LICENSED = String.raw`${NOT_CLINICAL_WASTE}[^]{0,400}?\b(?:waste|sludge|grease|fats?|used\s{1,3}oil|cooking\s{1,3}oil|garbage|rubbish|refuse)\b[^.;]{0,80}?\bonly\s{1,3}to\s{1,3}(?:a|an|the)\s{1,3}(?:${LICENSED}\s{1,3}(?:waste\s{1,3})?${COLLECTOR}|(?:waste\s{1,3})?${COLLECTOR}\s{1,3}(?:duly\s{1,3})?${LICENSED})\b`;

/**
 * (issue 18, h106c13) A worker's or an agent's duty of obedience: obeying, complying with or following "lawful" or
 * "reasonable" orders, instructions or directions ("obey all lawful and reasonable instructions", "is to obey all lawful
 * orders of the Master", "comply with the reasonable instructions given to it by the Principal", "follow the Employers'
 * reasonable instructions on diet"): the party's own conduct of its work (C170), Responsibilities (sets 4, 12, 23 and 26
 * label all four so). Not instructions without that word ("follow our instructions", "follow the instructions of the
 * guides": a visitor's safety or a report's answer, labelled Safety and Security or Communication), nor a task done "in
 * line with" someone's instructions (the task's own category). "commands" is not read: the sets' one such sentence, an
 * apprentice's "obey its lawful and reasonable commands" (set 63), carries no category. (h106mendP) Nor the reasonable
 * instructions of those who keep people safe ("follow the reasonable instructions of the lifeguards on duty": Safety and
 * Security, as without "reasonable"). Bounded: linear.
 */
const OBEYS_LAWFUL_ORDERS = String.raw`\b(?:obey|obeys|obeying|compl(?:y|ies|ying)\s{1,3}with|follow|follows|following|carry\s{1,3}out|carries\s{1,3}out)\s{1,3}(?:all\s{1,3}|any\s{1,3}|the\s{1,3})?(?:[\w'’]{1,30}\s{1,3})?(?:lawful|reasonable)(?:\s{1,3}and\s{1,3}(?:lawful|reasonable))?\s{1,3}(?:orders|instructions|directions)\b(?![^.;]{0,40}\b(?:${SAFETY_WATCHERS}|(?:safety|fire|emergency)\s{1,3}(?:officers?|wardens?|marshals?|services?|team|crew))\b)`;

/**
 * (issue 18, h110c87, C236) A party's own waste sorted, removed or taken away as a routine of its work: "sort her waste
 * and take it to the municipal collection point each evening", "remove its waste daily", "removes its own waste to the
 * containers provided every day" (sets 1–87: six sentences with the possessive, five Responsibilities, each with its
 * routine — daily, each evening, every day, at the end of each working day; set 24's camp-site garbage removed "at the
 * end of the season" is the place left as it was let, Asset Use, and has no such word). The waste is the party's own
 * ("its", "her", "his", "their"): not "the waste" collected as the service itself (sets 67 and 76: none), nor clinical
 * or hazardous waste (Safety and Security). Bounded: linear.
 */
const OWN_WASTE_REMOVED = String.raw`${NOT_CLINICAL_WASTE}[^]{0,400}?\b(?:sort|sorts|remove|removes|take|takes|carry|carries|clear|clears)\s{1,3}(?:away\s{1,3})?(?:all\s{1,3})?(?:its|her|his|their)\s{1,3}(?:own\s{1,3})?(?:waste|rubbish|refuse|garbage|litter)\b[^.;]{0,100}?\b(?:daily|each|every|nightly)\b`;
/**
 * (issue 18, h110c87, C236) A party's own machines, vehicles or tools kept in working order or repair: "Carrier shall
 * keep its trucks in good repair", "keep its machinery in safe working order", "supplies its own loaders … and keeps
 * each machine in working order" — its own tools, no asset of the other's (category-cues-kept-in-order.ts reads "the"
 * thing let, Asset Use, and leaves "its" own out): Responsibilities (sets 1–87: the three such sentences). "each" or
 * "every" machine only after "its own" or "their own" in the sentence. Bounded: linear.
 */
const OWN_KIT = String.raw`(?:[\w-]{1,30}\s{1,3})?(?:machines?|machinery|equipment|vehicles?|tools|trucks?|lorries|loaders?|forklifts?|boats?|vessels?)\s{1,3}${KIT_STATE}`;
const OWN_KIT_KEPT = String.raw`\b(?:keep|keeps|maintain|maintains)\s{1,3}(?:its|their|his|her)\s{1,3}(?:own\s{1,3})?${OWN_KIT}|\b(?:its|their)\s{1,3}own\b[^.;]{0,160}?\b(?:keep|keeps|maintain|maintains)\s{1,3}(?:each|every|all)\s{1,3}${OWN_KIT}`;
/**
 * (issue 18, h110c87, C236) A party's own workers declared to, registered with or enrolled in social security: "whom
 * she declares to the National Social Security Fund", "hires its own staff and declares them to the National Social
 * Security Institute", "register all its workers with the Honduran Social Security Institute" (sets 1–87: four, all
 * Responsibilities; C93's own staff). Not contributions paid or deducted (a price: sets 67–83 label those Pricing &
 * Taxes). Bounded: linear.
 */
const DECLARED_TO_SOCIAL_SECURITY = String.raw`\b(?:declare|declares|register|registers|enrol|enrols|enroll|enrolls|affiliate|affiliates)\b[^.;]{0,60}?\b(?:to|with|in)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,2}?social\s{1,3}(?:security|insurance)\s{1,3}(?:fund|institute|institution|agency|office|scheme|system|administration|service)\b`;
/**
 * (issue 18, h110c87, C236) The rules of hygiene or of public order a party keeps or breaches ("(c) breaches the rules of
 * hygiene or public order", C170's hygiene rules said with "of"), and its crew hired locally by a share ("shall hire at
 * least 60% of its crew from the community where the work is done": C93's own staff). Sets 1–87: one each, set 87's,
 * Responsibilities. Fixed words, bounded: linear.
 */
const RULES_OF_HYGIENE = String.raw`\b(?:breach|breaches|breaching|infringe|infringes|observe|observes|respect|respects|keep|keeps|follow|follows)\s{1,3}(?:the\s{1,3})?(?:rules|standards|regulations)\s{1,3}of\s{1,3}(?:hygiene|public\s{1,3}order)\b`;
const HIRED_LOCALLY = String.raw`\bhire[sd]?\s{1,3}(?:at\s{1,3}least\s{1,3})?(?:\d{1,3}\s{0,3}%|(?:half|most|all))\s{1,3}of\s{1,3}(?:its|their|his|her)\s{1,3}(?:crew|staff|workers|workforce|labour|employees)\s{1,3}(?:from\s{1,3}(?:the\s{1,3})?(?:local\s{1,3})?communit(?:y|ies)|locally|from\s{1,3}(?:the\s{1,3})?(?:local|nearby)\s{1,3}(?:area|villages?|towns?|population))\b`;

export const OWN_CONDUCT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(OWN_WASTE_REMOVED, 'i'), 'Responsibilities'],
  [new RegExp(`${DECLARED_TO_SOCIAL_SECURITY}|${HIRED_LOCALLY}|${OWN_KIT_KEPT}`, 'i'), 'Responsibilities'],
  // The rules of hygiene kept behind the hygiene cue's own guard: not where the sentence warrants or names a compliance subject.
  [new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}))[^]{0,400}?${RULES_OF_HYGIENE}`, 'i'), 'Responsibilities'],
  [new RegExp(`${DEVOTES_WHOLE_TIME}|${HYGIENE_KEPT_NOT_WARRANTED}`, 'i'), 'Responsibilities'],
  [new RegExp(WASTE_TO_LICENSED, 'i'), 'Responsibilities'],
  [new RegExp(OBEYS_LAWFUL_ORDERS, 'i'), 'Responsibilities'],
];
