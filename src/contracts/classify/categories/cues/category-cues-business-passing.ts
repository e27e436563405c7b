/**
 * Business Continuity that names its subject outright (issue 18, h30c40, set 40's misses): the spec's gist is the
 * effect of selling all or part of a business (docs/contracts.md, "Business Continuity"; docs/contract-labels.md table
 * 2.3: "sells the business/property, change of control, successor"). A successor to a party's business, a party no
 * longer controlling another, and the buyer of a sold property taking the contract over each say that effect in
 * full, so they are strong: Business Continuity stands beside the assignment or the notice the same sentence names
 * (category-cue-lists.ts' STRONG_CUES spreads this list; category-cues-business-continuity.ts spreads it into the cues).
 * Bounded patterns, no nested quantifiers; linear on hostile text (test/contracts/classify/hostile/).
 */
import type { CategoryLabel } from '../../../wire.js';

/** Whoever buys what a party sold, in small letters (a defined "the Purchaser" is a party): one list for the cues below. */
const BUYER = String.raw`(?:buyer|purchaser|new\s+owner|transferee|acquirer)s?`;
/** This contract by its kind, "This"/"The" and the kind capitalised or not. */
const THIS_CONTRACT = String.raw`(?:[Tt]his|[Tt]he)\s+(?:[Ll]ease|[Aa]greement|[Cc]ontract|[Ll]icen[cs]e|[Tt]enancy|[Cc]harter)`;

/**
 * The contract itself binding whoever buys what a party sold ("If the Owner sells Harbour House, this Lease binds the
 * purchaser"; sets 21 and 53 label it Business Continuity): the sale's effect said from the contract's side, whatever
 * the sold place is called (C76). The buyer in small letters only, as below: a defined "the Purchaser" is a party.
 * (hrev52) Not the buyer of goods, products, software or copies, nor a buyer bound to pay or to the terms ("This
 * Agreement binds the buyer of the Products to pay the Price", "binds each transferee of the Software to the terms
 * of use"): a sale's own buyer, no place changing hands.
 */
const CONTRACT_BINDS_BUYER = new RegExp(String.raw`\b${THIS_CONTRACT}\s+(?:will\s+|shall\s+)?binds?\s+(?:the|any|a|each)\s+${BUYER}\b(?!\s+of\s+(?:the\s+|any\s+|a\s+|such\s+)?(?:[\w-]+\s+)?(?:[Gg]oods|[Pp]roducts?|[Ss]oftware|[Uu]nits?|[Ii]tems?|[Tt]ickets?|[Cc]opies)\b|\s+to\s+(?:pay|accept|the\s+(?:[\w-]+\s+)?terms)\b)`);

export const BUSINESS_PASSING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A successor to the business ("except to a successor to all or substantially all of its business", "other than a
  // successor to its business by amalgamation", "a successor to substantially all of its business"); moved here from category-cues-performance.ts to weigh as strong.
  // (h55c51) And the successors in title of a party, bound by the contract ("This Agreement binds the successors in title
  // of each Party", "the Landlord's successors in title"): whoever takes over what the party owns, the guide's
  // "successor" (table 2.3). Not "successors and assigns" (an assignment's words) nor "successors in any capacity".
  // (h63c53) Covenants that "run with the land" say the same: in ordinary conveyancing they bind whoever later owns
  // the land (its successors in title), however the sentence names them.
  [/\bsuccessors?\s+(?:in\s+title\s+)?to\s+(?:(?:all\s+or\s+)?(?:substantially\s+)?all\s+(?:of\s+)?)?(?:its|the|their)\s+(?:[\w-]+\s+){0,2}?(?:business|undertaking)\b|\bsuccessors?\s+in\s+title\b|\bruns?\s+with\s+the\s+land\b/i, 'Business Continuity'],
  // Control of a party lost ("if it ceases to control the Contractor", "ceases to be a subsidiary of the Parent"), a
  // change of control told from the other side. Not control of a thing (the Site, the Goods, the Works): a party or
  // group company is named, capitalised, after "the"; nor a party's thing ("the Customer Data", "the Data Room", hrev25).
  [/\b[Cc]eases?\s+to\s+(?:control\s+(?:the\s+)?(?!(?:[A-Z][\w-]{0,30}\s{1,4})?(?:Goods|Site|Sites|Works|Premises|Property|Land|Vehicles?|Vessel|Equipment|Plant|Materials?|Products?|Project|Building|Assets|Data|Systems?|Keys|Cargo|Animals?|Livestock|Software|Platform|Network|Servers?|Room|Records|Information|Content|Accounts?|Domain|Website)\b)[A-Z]|be\s+(?:controlled\s+by|a\s+(?:wholly[- ]owned\s+)?subsidiary\s+of)\b)/, 'Business Continuity'],
  // The buyer of what a party sold taking the contract over ("must ensure the buyer takes the lease subject to the
  // Tenant's rights", "the purchaser is bound by this agreement"): the sale's effect on the contract itself.
  // The buyer in small letters only: a defined "the Purchaser" is a party of this contract, bound as any party is
  // ("The Purchaser is bound by this agreement until Completion", hrev25).
  // A relative clause between ("sell the Hotel only to a buyer that assumes this Agreement"), and the buyer made to sign
  // a deed of it ("make the buyer enter into a deed with the Council agreeing to be bound by this agreement"), read the
  // same (C76, h61conv).
  [CONTRACT_BINDS_BUYER, 'Business Continuity'],
  [new RegExp(String.raw`\b${BUYER}\s+(?:(?:that|who|which)\s+(?:will\s+|shall\s+|must\s+)?)?(?:takes?|assumes?|is\s+bound\s+by|honou?rs?|(?:to\s+)?enters?\s+into\s+an?\s+(?:deed|agreement|undertaking)\b[^.;]{0,80}?\bbound\s+by)\s+${THIS_CONTRACT}\b`), 'Business Continuity'],
];

/** A sale of a party's business, place or asset ("sells the ranch", "sold the Hotel", "the sale of the Estate"). */
const SALE = /\b(?:sells?|sold|selling)\b|\bsale\s+of\b/i;
/**
 * The buyer taking this contract over ("require the purchaser to assume this Agreement", "the buyer must take over this
 * sub-licence", "a buyer that assumes the Owner's obligations under this Agreement"). Not one of the contract's terms
 * honoured ("the buyer must honour this Agreement's export restrictions", hrev49: a restriction passed on, no contract
 * taken over). Bounded windows, each read once
 * per buyer word: linear.
 */
const BUYER_TAKES_THIS_CONTRACT_OVER = new RegExp(String.raw`\b${BUYER}\b[^.;]{0,80}?\b(?:assumes?|takes?\s+over|honou?rs?|bound\s+by)\b[^.;]{0,60}?\b(?:this|these)\s+(?:agreement|contract|lease|licen[cs]e|sub-licen[cs]e|tenancy|charter|terms)\b(?!['’]s)`, 'i');
/** The contract itself assigned, novated or transferred ("may transfer this licence to the buyer", "assign this Agreement"). */
const CONTRACT_ASSIGNED = /\bassign|\bnovat|\btransfer(?:s|red|ring)?\s+(?:this|these|the|its)\s+(?:agreement|contract|licen[cs]e|lease|terms|sub-licen[cs]e|tenancy|charter)\b/i;

/**
 * C76 (h61conv): a sale whose buyer must take this contract over, with no assignment, novation or transfer
 * of the contract named, is the sale's effect, Business Continuity alone: an "Assignment" heading above it gives it no
 * Assignments (category-titles.ts' title evidence), as a lone subletting gets none (C12).
 */
export function isBuyerBoundSale(text: string): boolean {
  return SALE.test(text) && (BUYER_TAKES_THIS_CONTRACT_OVER.test(text) || CONTRACT_BINDS_BUYER.test(text)) && !CONTRACT_ASSIGNED.test(text);
}
