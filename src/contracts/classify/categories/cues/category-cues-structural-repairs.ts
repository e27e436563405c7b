/**
 * Asset Use for the structural or major repairs of a let building or room (issue 18, h55cat): "The Landlord is
 * responsible for structural repairs", "Structural repairs to the roof and walls shall be carried out by the Licensor",
 * "not responsible for the cost of structural repairs to the farm buildings", "if we need to carry out major repairs to
 * your room". Who keeps the structure of a let or lent building sound is the upkeep of the asset one party lets the
 * other use (spec §2–3, Asset Use; C12's lent asset). Sets 1–50 label all 5 sentences that name structural or major
 * repairs Asset Use; the learned model gave 5 of them (sets 20, 34, 40, 46, 48) Responsibilities, Communication or
 * nothing. Not repairs in general ("any repairs to the Property" of a sale, set aside; a structural repair the other
 * party carries out and deducts is the payment's), and a single "structural repair" is not read: the cue wants the
 * plural, the kind of work a lease allots. And the repairs must be allotted as a lease allots them (issue 18, hrev40):
 * a party responsible or liable for them (or for their cost), the owner who carries them out, or the occupier's own
 * room ("major repairs to your room"); repairs that are the contract's own work ("The Contractor shall carry out the
 * structural repairs described in the Specification", "The Garage will carry out major repairs to the car", a survey
 * or a warranty of them) are the work, not an asset lent. Tests:
 * `test/contracts/classify/categories/categories-structural-repairs.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { firstLetterEitherCase } from '../../../../common/regexp.js';

/** The kinds of repair a lease allots to the owner (the building's structure). */
const OWNERS_REPAIR_KINDS: readonly string[] = ['structural', 'major', 'external'];
/** (h108c85, C212) The kinds of repair a lease allots to the owner or to the user: the owner's, and the minor or ordinary ones. */
const ALLOTTED_REPAIR_KINDS: readonly string[] = [...OWNERS_REPAIR_KINDS, 'minor', 'ordinary', 'small', 'day-to-day'];
/** The kinds of repair a lease allots, in the plural. */
const REPAIRS = String.raw`(?:${OWNERS_REPAIR_KINDS.join('|')})\s+repairs\b`;
/**
 * (h108c85, C212) The repairs a lease allots to the owner or to the user: REPAIRS' kinds, and the minor or ordinary ones
 * (one list of the owner's kinds, issue 18, h109dup; the kinds a list, h110dup).
 */
const REPAIRS_ALLOTTED = String.raw`(?:${ALLOTTED_REPAIR_KINDS.join('|')})\s+repairs\b`;

/**
 * (h109c86, C212) REPAIRS_ALLOTTED "are for the <Party>" (a capitalised party, whoever owns), the subject's words running
 * up to 160 characters (a code's article and a list of parts). Not "for the <Party> to carry out under …" (the work) nor
 * "for the Party's account" (COSTS_BORNE's). Case-sensitive for the party's capital; bounded: linear.
 */
// The kinds derived from ALLOTTED_REPAIR_KINDS, each opening in either case (one home, issue 18, h110dup).
const ALLOTTED_TO_PARTY = new RegExp(String.raw`\b(?:${ALLOTTED_REPAIR_KINDS.map(firstLetterEitherCase).join('|')})\s+repairs\b[^.;]{0,160}?\b(?:are|is|shall\s+be|will\s+be)\s+for\s+the\s+(?:[A-Z][\w-]{1,30}|party)\b(?!['’]|\s+to\b)`);

export const STRUCTURAL_REPAIR_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "is responsible for structural repairs", "is not liable for the cost of major repairs", "Structural repairs to the
  // roof shall be carried out by the Licensor", "if we need to carry out major repairs to your room". Not "a structural
  // repair" (one repair the tenant does and deducts), "repairs" alone, nor repairs as the contract's work ("shall carry
  // out the structural repairs described in …", "will carry out major repairs to the Customer's car").
  [new RegExp(String.raw`\b(?:is|are)\s+(?:not\s+)?(?:responsible|liable)\s+for\s+(?:the\s+costs?\s+of\s+)?(?:all\s+|any\s+)?${REPAIRS}|${REPAIRS}[^.;]{0,80}?\b(?:carried\s+out|done|undertaken|made|paid\s+for)\s+by\s+the\s+(?:landlord|lessor|licensor|owner|freeholder)\b|${REPAIRS}\s+to\s+your\s+(?:room|flat|home|house|unit|apartment|premises|property|pitch|caravan|berth|stall|office)\b`, 'i'), 'Asset Use'],
  // (issue 18, h108c85, C212) The repairs of a let, hired or lent thing allotted between its owner and its user in the
  // other ways leases write it: the major repairs "are for the Owner" (the owner's share of the upkeep), the user's minor
  // or ordinary repairs "carried out at its own cost" or "paid for" with the running costs ("The Tenants carry out at
  // their own cost the minor repairs of the house", "The Hirer pays for fuel, oil and ordinary repairs", "to pay for … all
  // minor repairs and servicing"). Sets 73 and 78 label their two such sentences Asset Use, and every structural or
  // major repair allotted (sets 20, 34, 40, 46, 48, 53, 73, 84) is so. Not a provider's routine repairs done within a time
  // (set 18's "complete … routine repairs within five working days": its service, Responsibilities), nor repairs without
  // "at its own cost" or a payer ("The Contractor carries out minor repairs to the lifts": the contract's work).
  // (issue 18, h109c86, C212 as written) The major repairs "are for" any party the deed names, after a reference and a list of what
  // they include ("The major repairs within the meaning of Article 606 of the Civil Code, including those to the roof and
  // the main walls, are for the Buyer": a sale with a right of use reserved, whose buyer is the owner): ALLOTTED_TO_PARTY.
  [ALLOTTED_TO_PARTY, 'Asset Use'],
  [new RegExp(String.raw`\b${REPAIRS_ALLOTTED}\b[^.;]{0,80}?\b(?:are|is|shall\s+be|will\s+be)\s+for\s+the\s+(?:landlord|lessor|licensor|owner|freeholder|grantor)\b|\bat\s+(?:its|their|his|her|his\s+or\s+her|your|our)\s+own\s+(?:cost|expense)\s+(?:all\s+|any\s+)?the\s+${REPAIRS_ALLOTTED}|\b${REPAIRS_ALLOTTED}[^.;]{0,60}?\bat\s+(?:its|their|his|her|his\s+or\s+her|your|our)\s+own\s+(?:cost|expense)\b|\bpays?\s+for\s+(?:(?:all|any|the)\s+)?(?:(?:[\w'’-]{1,30},\s+){1,5}[\w'’-]{1,30},?\s+and\s+(?:(?:all|any|the)\s+)?)?${REPAIRS_ALLOTTED}`, 'i'), 'Asset Use'],
];
