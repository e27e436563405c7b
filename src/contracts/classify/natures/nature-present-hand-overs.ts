/**
 * Verbs C34 keeps out of the present-tense duties as assents, grants or descriptions, read as duties where the clause
 * shows an act (issue 18, h50n50):
 * - "transfers" hands over a thing: "The Employer transfers the Users' names … to the Lessor", "the Buyer transfers the
 *   price to the Seller's account" bind the party as "sends" does. A transfer of a right ("transfers all rights in the
 *   Software", "transfers ownership of the goods", "transfers this Agreement") stays a grant, as "assigns" is (C34).
 *   Whatever its object, a transfer into an account moves money ("transfers each Partner's share to its bank account"
 *   pays the share, not a share in a company; issue 18, h73t56).
 * - "approves" / "confirms" with a time to do it ("approves each order … within 5 working days", "confirms each call-off
 *   order within two days") are acts the other party waits for; without one they state an assent ("The Client approves
 *   the plan"), and "confirms that …" states a fact (a representation, no duty).
 * - "operates" / "manages" a thing in a manner the clause sets ("operates its lifts … in accordance with the Cableway
 *   Act", "manages the car park at its own cost") are duties of how to do it; bare, they describe the party ("The Owner
 *   operates a hotel", C34's background; issue 18, h73t56).
 * - "accepts" a thing handed over ("the Owner accepts the Vessel", "the Buyer accepts delivery of the goods", "accepts
 *   the works on completion") takes delivery, the act the other party's delivery waits for; "accepts the terms", "accepts
 *   the risk", "accepts that …" state an assent (C34; issue 18, h75t57).
 * - "submits" hands over a document ("The Contractor submits to the Client, within five days after the end of each month,
 *   the timesheet", "submits each invoice with the signed timesheets") as "sends" does; a submission to a forum or a law
 *   ("submits to the exclusive jurisdiction of", "submits itself to arbitration", "submits to the laws of") is the
 *   promise `PRESENT_PROMISE` reads, or none (C34; issue 18, h80t62).
 * - "reserves" a thing for the other side or its people ("The Council reserves a stretch of the pavement for the
 *   Operator's guests", "The Hotel reserves ten rooms for the Client") sets it aside for them, a duty as "keeps … free
 *   for" is; a reserved right ("reserves the right to", "reserves all rights not granted") stays the party's own Right,
 *   and a thing kept for itself ("reserves the period … for its own programming") no duty (set 90's cause 3, issue 18,
 *   h116n90).
 * Each pattern reads a bounded slice after the verb, anchored: linear.
 */
import { countWordsBetween } from '../numbers/count-words.js';

/** A right in the object of "transfers" (within the clause, before its first stop or semicolon): a grant, no duty. */
// Risk, responsibility, control of a thing and a warranty move as a right does: "transfers the risk of loss to the Buyer
// on delivery" allocates, no party acts (C34; hrev36).
const RIGHT_TRANSFERRED = /^[^.;:]{0,80}?\b(?:rights?|title|ownership|interests?|risks?|responsibilit(?:y|ies)|warrant(?:y|ies)|guarantees?|licen[cs]es?|copyrights?|patents?|trade\s?marks?|intellectual\s{1,3}property|benefits?|obligations?|liabilit(?:y|ies)|claims?|receivables?|shares?|property|business|(?:this|the)\s{1,3}(?:agreement|contract|lease|licen[cs]e))\b/i;
/** A time to act in the clause after "approves" / "confirms": "within 5 working days", "no later than", "promptly". */
// The time is the verb's own: in its clause (no comma, and no "if", "only", "which", "when", "where", "unless" opening
// another clause before it: "approves the invoice only if the work is complete within the milestone", "the delivery date,
// which is within 14 days" give the time to something else), and "within" counts a time ("within 5 working days", "within
// a week", "within the time"), not a scope ("within the milestone", "within the meaning of"; hrev36).
const TIME_TO_ACT = new RegExp(String.raw`^(?:(?!\b(?:if|only|which|when|where|unless|provided|once|after)\b)[^.;:,]){0,100}?\b(?:within\s{1,3}(?:\d|(?:a|an|${countWordsBetween(1, 10)}|fourteen|fifteen|twenty|thirty|forty|sixty|ninety)\b|(?:the\s{1,3})?(?:time|period|deadline)\b)|no\s{1,3}later\s{1,3}than|not\s{1,3}later\s{1,3}than|promptly|without\s{1,3}(?:undue\s{1,3})?delay|immediately)`, 'i');
/** Into an account: "to its bank account", "to the account of the Seller", "into the Owner's trust account" (bounded). */
const TO_ACCOUNT = /^[^.;:]{0,80}?\b(?:to|into)\s{1,3}(?:(?:the|its|their|his|her|each|your|our)\s{1,3})?(?:[\p{Lu}][\p{L}-]{0,30}(?:'s|s')\s{1,3})?(?:(?:own|nominated|designated|bank|trust|escrow|client|current)\s{1,3}){0,2}account\b/u;
/** How the clause sets the act of operating or managing a thing: a rule, a cost, a risk or a time it is done in. */
const MANNER_SET = /^[^.;:]{0,120}?\b(?:in\s{1,3}(?:accordance|compliance|line)\s{1,3}with|at\s{1,3}its\s{1,3}own\s{1,3}(?:risk|cost|expense)|during|every\s{1,3}(?:day|week|month)|throughout)\b/i;
/** "confirms that …", "approves that …", "confirms to the Buyer that …": a statement or an assent, whatever follows. */
const THAT_AFTER = /^\s{0,3}(?:to\s{1,3}(?:\S{1,40}\s{1,3}){1,3})?that\b/i;

/** A thing handed over right after "accepts": delivery, the goods, the works, a vessel, the equipment (its head noun). */
const HANDED_OVER = /^\s{1,3}(?:(?:the|all|each|any|its|their)\s{1,3})?(?:delivery|deliveries|goods|works|products?|vessel|ship|equipment|consignments?|shipments?|cargo|machinery|premises|site|aircraft)\b/i;

/**
 * A forum or a law submitted to: "to the (exclusive) jurisdiction of", "itself to arbitration", "to the decision of the
 * Expert", "to the laws of …". Up to four words between "to" and the forum; no comma (a comma ends the phrase before the
 * thing submitted: "submits to the Client, …, the timesheet"). Anchored, bounded: linear.
 */
const TO_FORUM = /^\s{1,3}(?:(?:itself|themselves|himself|herself)\s{1,3})?to\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?(?:jurisdictions?|courts?|tribunals?|arbitrations?|arbitrators?|venue|laws?|decisions?|determinations?|experts?|rulings?|mediation|conciliation)\b/i;

/**
 * The one a thing is reserved for, named by a capitalised word after "for" within the clause: "for the Operator's
 * guests", "for the Client". "for its own …", "for research visits" name no one. Anchored, bounded: linear.
 */
const RESERVED_FOR_ANOTHER = /^[^.;:]{0,100}?\bfor\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30}\b/u;

/** Whether `verb` (a verb C34 lists among NOT_DUTIES) is a duty here, given the words after it. */
export function handsOverAsDuty(verb: string, after: string): boolean {
  if (verb === 'transfers') return TO_ACCOUNT.test(after) || !RIGHT_TRANSFERRED.test(after);
  if (verb === 'operates' || verb === 'manages') return MANNER_SET.test(after);
  if (verb === 'accepts') return HANDED_OVER.test(after) && !THAT_AFTER.test(after);
  if (verb === 'submits') return !TO_FORUM.test(after);
  if (verb === 'reserves') return RESERVED_FOR_ANOTHER.test(after) && !RIGHT_TRANSFERRED.test(after);
  if (verb === 'approves' || verb === 'confirms') return !THAT_AFTER.test(after) && TIME_TO_ACT.test(after);
  return false;
}
