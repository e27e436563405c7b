/**
 * Amendments of the contract said with the active verb (issue 18, h92cat): "The parties may amend this MOU by an
 * exchange of letters", "The Issuer may amend these General Terms by notifying the Customer", "has no authority to amend
 * this Agreement". TEXT_CUES of category-cue-lists.ts reads the noun ("amendments") and the passive ("may be amended");
 * sets 1–70 label all 5 sentences that "amend this" or "these" document Amendments, and all 5 were read without it (sets
 * 13, 38, 44, 46, 70). The document's own names follow the verb: not a law or a record amended ("amend this register
 * entry" names none), nor an order or a plan ("may amend this order": the order's own change, left to the order cues).
 * Strong: the sentence model gives such sentences to the act beside the change (a notice, a letter). Stated with
 * sentences of my own (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The work or the contract a change order changes (C264): the Works, the Services, the scope, the Project, the design,
 * the Specification, the Drawings, the programme or the Contract itself.
 */
const WORK_OR_CONTRACT = String.raw`(?:works?|services?|scope|project|design|specifications?|drawings|programme|program|contract|agreement|sub-?contract)`;

export const TERMS_AMENDED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h98c74) A change the parties' written agreement alone can make ("may then be changed only by written
  // agreement of the Parties", "can be modified only in a writing signed by both", "may only be altered by agreement of
  // both parties"): the passive of TEXT_CUES said with "changed", "modified" or "altered", which alone say nothing of the
  // contract ("the delivery date may be changed by the Buyer"), so only with the parties' agreement or a writing after
  // them (C105). Not "with the written approval" of one side (set 36's ride list "may be changed only with the written
  // approval of the Fair Board's manager": an exhibit one party approves, labelled no Amendments). Strong: the sentence's first subject is often the thing changed (a price: Pricing & Taxes).
  [/\bbe\s{1,8}(?:changed|modified|altered)\s{1,8}(?:only\s{1,8})?(?:by|in|through)\s{1,8}(?:(?:a|an|the|their|mutual|prior|separate|further)\s{1,8}){0,2}(?:writing\b|written\b|signed\b|(?:agreement|consent)\s{1,8}(?:of|between)\s{1,8}(?:(?:both|all|the)\s{1,8}){1,2}[Pp]arties\b)/i, 'Amendments'],
  // (issue 18, h110cat) The work the contract orders varied by a party ("The Owner may vary the Works by a written
  // instruction", "may direct the Consultant to vary the services", "may vary the weekly quantity by up to 10%", "must not
  // vary a Purchase Order unless we agree"): "vary" is the contract's own word for a change of the work after signature
  // (the Amendments row's "varied"), whatever the object's name — the services, the works, the scope, an order, the
  // quantity, the specification, the programme. Sets 1–86: all 6 such sentences (sets 3, 5, 9, 13, 40, 41) are labelled
  // Amendments, 4 were missed. Not a thing that varies of itself ("the fees do not vary with the volume": no object after
  // the verb), nor a price varied ("vary its prices for the services": left to the price cues). Strong: the sentence model gives such sentences to the notice
  // or the fee beside the change. Bounded: linear.
  [/\b(?:vary|varies|varying)\s{1,8}(?:the|an?|any|each|its|their)\s{1,8}(?:(?!(?:prices?|fees?|charges?|rates?|rents?|sums?|amounts?)\b)[\w-]{1,30}\s{1,8}){0,2}?(?:services?|works?|scope|orders?|quantit(?:y|ies)|specifications?|programme|program|design|brief)\b/i, 'Amendments'],
  // (issue 18, h114cat, C264) A change to the work ordered or instructed by a party ("The Owner may, without invalidating
  // the Contract, order changes in the Work consisting of additions, deletions or other revisions", "The Engineer may
  // instruct a variation by issuing a written change order", "the Employer directs an omission"): the change-order
  // clause of a works contract, the Amendments row's change after signature said by the act that makes it (as "vary"
  // above). Sets 1–89: both such sentences are Amendments (sets 9 and 12; set 12's was missed). Not "direct" as an
  // adjective nor "directed" (a change "directed at" a thing). The change is of the work or the contract
  // (WORK_OR_CONTRACT after "in", "to" or "of") or names no object ("instruct a variation by …", "order changes in writing"): not a price's change
  // ordered, nor an order that changes no contract ("instructs changes to its standing order", "ordered alterations to
  // the jacket": issue 18, h114mendB, review h114rr's finding 11). Strong, as "vary" is. Bounded: linear.
  [new RegExp(String.raw`\b(?:order|orders|ordered|instruct|instructs|instructed|directs)\s{1,8}(?:(?:any|a|an|such|further)\s{1,8})?(?:changes?|variations?|alterations?|additions?|omissions?)\b(?:\s{1,8}(?:of|to|in)\s{1,8}(?:(?:the|this|its)\s{1,8})?${WORK_OR_CONTRACT}\b|(?!\s{1,8}(?:of|to|in)\b(?!\s{1,8}(?:writing|accordance)\b)))`, 'i'), 'Amendments'],
  // (h103c79) "change" and "update" said of the document are the same act: "We may change these terms by posting the new
  // terms on our website at least 30 days before they apply", "We may update these conditions from time to time".
  [/\b(?:amend|amends|amended|amending|vary|varies|varying|modify|modifies|modifying|change|changes|changing|update|updates|updating)\s{1,8}(?:this|these)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:agreement|contract|sub-?contract|memorandum|MOU|MoU|terms|conditions|rules|deed|lease|licen[cs]e|letter|charter|protocol)\b/i, 'Amendments'],
];
