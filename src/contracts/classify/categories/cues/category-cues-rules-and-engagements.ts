/**
 * Issue 18, h77cat (the held-out sets' weakest categories, part 12: Scope of Work and Responsibilities). Three shapes
 * the cues did not read, each counted on label sets 1–59 before it was kept (bench/log.md, "part 12"):
 *
 * - A party's duty to comply with the rules, policies, conditions, directions, permits or a scheme it works under
 *   ("Hauler shall comply with University's policies on campus access", "must comply with the Centre's conditions of
 *   entry", "shall comply with all environmental permits", "(e) comply with every direction of a Stock Inspector"):
 *   C63's compliance said of rules other than a law, one party's own ancillary duty (Responsibilities). The compliance
 *   cue (category-cues-compliance.ts) reads only a law, an Act, a Code or a Standard after "comply with"; this one
 *   reuses its duty opening and its veto of a named subject (safety, health, privacy, records: that subject's
 *   category), and a biosecurity rule is a safety one too (sets 2–59 label such rules Safety and Security).
 * - An operative engagement ("The Client engages the Broker to clear its imports", "Party A engages Party B to cut,
 *   sew and pack the garments", "commissions the Service Provider with the storage of its goods", "The Practice
 *   engages the Veterinarian as an independent contractor"): the appointment's extent, the scope cue's "appoints"
 *   said with another verb (Scope of Work). Present tense only: a recital's wish ("wishes to engage") and a party's
 *   duty to engage someone ("shall engage a qualified electrician") are no appointment of a party; nor a
 *   subcontractor or a sub-agent engaged (Subcontracts).
 * - The contractor to supply all labour and materials for the work ("shall supply all labour, materials, plant and
 *   equipment for the works", "will furnish all labor, supervision, equipment and materials necessary"): what the
 *   contractor's work consists of, the object clause of a works contract (Scope of Work). Labour (or staff) and
 *   materials (or equipment, plant, tools) both named, in one list: one of them alone is a resource provided, not the work.
 *
 * Bounded steps and windows: linear on hostile text. Tests: `categories-rules-and-engagements.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { COMPLIANCE_SUBJECT_NAMED, DUTY_OPENING } from './category-cues-compliance.js';

/** Rules a party works under that are no law by name: a party's or an authority's rules, policies, conditions, directions, permits, a scheme. */
const RULES = String.raw`(?:rules|polic(?:y|ies)|conditions|directions?|permits|scheme)\b`;

/** A party as the subject of the present tense, opening the sentence ("4.3 The Operator complies with …"). */
const PRESENT_PARTY = String.raw`^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?(?:(?:The|Each)\s+)?[A-Z][\w-]*\s+complies\s+with\s+`;

const RULES_KEPT = new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}|\b[Bb]io-?security\b))[^]{0,400}?(?:${DUTY_OPENING}comply\s+with\s+|${PRESENT_PARTY})(?:all\s+|any\s+|every\s+|the\s+)?(?:[\w'’(),-]+\s+){0,6}?${RULES}`);

// (h103c79) A subcontract's own engagement, opening the clause: "1.2 The Contractor engages the Subcontractor to remove
// the old roof sheeting …" — the Subcontractor a party of this contract, the work its object (C106), not a subcontractor
// a party may engage (Subcontracts): the Contractor as subject, the present tense, "to" and a verb. The classifier reads
// the contract's own names that are a category's cue word as "party" (index.ts ownNamesMask), so the clause reaches this
// cue as "The Contractor engages the party to …": either side may be so masked.
const ENGAGED = /(?:^|[^\w-])(?:hereby\s+)?(?:engages|commissions)\s+(?!(?:[Tt]he\s+|THE\s+)?(?:[Ss]ub-?(?:contractors?|agents?)|SUB-?(?:CONTRACTORS?|AGENTS?))\b)(?:[Tt]he\s+|THE\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:as\s+(?:an?|its|the|their)\s|to\s+[a-z]|with\s+the\s)|^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?(?:The\s+)?(?:(?:Main\s+)?Contractor|party)\s+(?:hereby\s+)?engages\s+(?:the\s+)?(?:Sub-?[Cc]ontractor|party)\s+to\s+[a-z]/;

/**
 * (issue 18, h98c74) The object clause of a contract translated from the Baltic, Polish or German drafting ("The Agency
 * commissions and the Contractor undertakes to mow and maintain the grassland", "The Client orders and the Contractor
 * accepts to build …", "Zamawiający zleca, a Wykonawca przyjmuje do wykonania"): one party commissions, the other
 * undertakes the work in the same sentence, the engagement above said by both sides (C106). Present tense, the second
 * party capitalised and "to" with a verb after its undertaking: not a duty to order something ("shall order and pay").
 * Strong (category-cue-lists.ts' STRONG_CUES): the sentence model reads the work's own words (a meadow mown), not its
 * commissioning.
 */
const COMMISSIONED_AND_UNDERTAKEN = /(?:^|[^\w-])(?:commissions|orders|entrusts)(?:\s*,)?\s+and\s+(?:[Tt]he\s+|THE\s+)?[A-Z][\w-]*\s+(?:undertakes|agrees|accepts)\s+to\s+[a-z]/;

const ALL_LABOUR = /\b(?:supply|supplies|furnish|furnishes|provide|provides)\s+all\s+(?:the\s+)?(?:labou?r|personnel|staff|manpower)(?:\s*,\s*[\w-]+(?:\s+[\w-]+)?){0,5}(?:\s*,)?\s+(?:and|&)\s+(?:[\w-]+\s+)?(?:materials|equipment|plant|tools)\b/i;

export const COMMISSIONED_AND_UNDERTAKEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[COMMISSIONED_AND_UNDERTAKEN, 'Scope of Work']];
export const RULES_KEPT_CUES: readonly [RegExp, CategoryLabel][] = [[RULES_KEPT, 'Responsibilities']];
export const ENGAGEMENT_CUES: readonly [RegExp, CategoryLabel][] = [
  [ENGAGED, 'Scope of Work'],
  [ALL_LABOUR, 'Scope of Work'],
];

/**
 * The signing formula of contracts drafted in Spanish and translated ("Having read this contract and being aware of its
 * content and legal scope, the parties sign it in …", "enteradas de su contenido y alcance legal"): the contract's
 * "legal scope" is its force, no extent of the work. A veto of Scope of Work's cue word and its learned proposal
 * (category-cue-vetoes.ts' ALL_VETOES); sets 1–59 hold two such sentences, both labelled none.
 */
export const SIGNING_FORMULA_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:aware|informed|apprised|cognizant)\s+of\s+(?:its|their|the)\s+contents?\s+and\s+(?:of\s+)?(?:its\s+|their\s+)?(?:legal\s+)?(?:scope|effects?|force|consequences)\b(?!\s+of\b)/i, 'Scope of Work'],
];
