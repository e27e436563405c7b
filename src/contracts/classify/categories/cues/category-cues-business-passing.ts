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

/**
 * The contract itself passed on: "assign" or "novate" (their object is the contract or rights under it), or "transfer"
 * with the contract right after ("transfer this agreement", "transfer these terms", "transfer your booking", "transfer
 * it", "transfer the benefit of this appointment"); not "transfer the Casks" or "transfer title", a thing handed over.
 */
const CONTRACT_PASSED = String.raw`\b(?:[Aa]ssign|[Nn]ovate)(?:s|d|ed|ing)?\b|\b[Tt]ransfer(?:s|red|ring)?\s{1,3}(?:(?:this|these|your|our|the\s{1,3}benefit\s{1,3}of)\b|it\b)`;
/**
 * A warranty or a guarantee passed on with the thing sold is no contract passed ("assign the benefit of the warranty to a
 * purchaser of the vehicle", "assign the manufacturer's warranty to the buyer": Warranties; issue 18, hrev56); but "assign
 * the guarantee and this Agreement to a purchaser of its business" passes the contract too. Read right after the verb
 * (bounded).
 */
const NOT_A_WARRANTY = String.raw`(?!\s{0,3}(?:(?:the|its|any|all|such|each|this|these)\s{1,3})?(?:benefit\s{1,3}of\s{1,3}(?:(?:the|any|its|all)\s{1,3})?)?(?:[\w'’-]{1,30}\s{1,3})?(?:[Ww]arrant(?:y|ies)|[Gg]uarantees?)\b(?!\s{1,3}(?:and|or)\s))`;
/**
 * A buyer by the words C79 reads (no "new owner" or "transferee": those name who the contract binds, above). Small
 * letters only: a defined "the Purchaser" or "the Buyer" is a party of this contract, not a buyer of its business.
 */
const SALE_BUYER = String.raw`(?:buyer|purchaser|acquirer)s?`;
/**
 * Things bought that are no part of a party's business or property passing: the goods the contract trades ("to a
 * purchaser of the Products") and debts sold in a factoring ("to a purchaser of its receivables"). At most one word
 * between the determiner and the thing (bounded: linear).
 */
/** The goods a contract trades, by their common names: NOT_A_BUSINESS_ASSET's and SALE_AS_CONDITION's one list of them. */
const TRADED_GOODS = String.raw`[Gg]oods|[Pp]roducts?`;
const NOT_A_BUSINESS_ASSET = String.raw`(?:(?:the|its|their|our|any|such|all)\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:${TRADED_GOODS}|[Mm]erchandise|[Cc]argo(?:es)?|[Cc]onsignments?|[Ss]hipments?|[Ii]tems|[Rr]eceivables|[Dd]ebts?|[Ii]nvoices)\b`;
/**
 * C79 (h65conv): the contract assigned, transferred or novated to the buyer of what the party sells is Assignments, the
 * party's act on the contract, beside Business Continuity, the sale's effect (C76's closing sentence). Said by the buyer
 * alone, with no sale verb: "may assign this Agreement to a purchaser of the orchard", "to any purchaser of the
 * pipeline", "to a buyer of its charging network", "to anyone who buys the Compositions", "to any person other than
 * such a purchaser" (a buyer said before). Not an assignment to a lender, an affiliate or a group company (no buyer),
 * nor to a defined "the Purchaser" (capitalised), nor to a buyer of the goods traded (NOT_A_BUSINESS_ASSET).
 */
const CONTRACT_PASSED_TO_BUYER = new RegExp(String.raw`(?:${CONTRACT_PASSED})${NOT_A_WARRANTY}[^.;]{0,120}?\bto\s{1,3}(?:(?:a|an|any|the)\s{1,3}${SALE_BUYER}\s{1,3}of\s{1,3}(?!${NOT_A_BUSINESS_ASSET})|(?:anyone|any\s{1,3}(?:person|one|party|third\s{1,3}party)|a\s{1,3}(?:person|third\s{1,3}party))\s{1,3}(?:who|that|which)\s{1,3}(?:buys|acquires|purchases)\b|(?:any\s{1,3}person\s{1,3}other\s{1,3}than\s{1,3})?such\s{1,3}an?\s{1,3}${SALE_BUYER}\b)`);
/**
 * C79 with the sale said first: "If the Grower sells its greenhouse, it shall transfer this agreement to the buyer",
 * whatever the sold thing is called (the older cues name the place: the business, the farm, the hotel). The contract
 * passed (CONTRACT_PASSED) to "the buyer" in small letters; not the thing sold handed to the buyer ("transfer the
 * deposit to the purchaser"), nor the goods the contract trades sold ("If the Supplier sells the goods, it shall transfer
 * this agreement to the buyer", "… to the buyer of the Goods": issue 18, hrev56), nor a warranty passed on
 * (NOT_A_WARRANTY). Bounded windows: linear.
 */
const SOLD_THEN_CONTRACT_PASSED = new RegExp(String.raw`\b(?:[Ss]ells?|[Ss]old|[Ss]elling)\b(?!\s{1,3}${NOT_A_BUSINESS_ASSET})[^.;]{0,120}?(?:${CONTRACT_PASSED})${NOT_A_WARRANTY}[^.;]{0,60}?\bto\s{1,3}(?:the|that|such\s{1,3}a)\s{1,3}(?:${SALE_BUYER}|new\s{1,3}owners?)\b(?!\s{1,3}of\s{1,3}${NOT_A_BUSINESS_ASSET})`);

/**
 * (issue 18, h111cat) A sale of a party's place or asset put as the condition of what follows ("If Salon sells the studio,
 * Salon will assign this Agreement to the buyer or give Renter notice that it will end", "If Owner sells the vessel
 * before the season ends, Owner will pay Crew Member the share earned", "If the Team sells its franchise slot, the Player
 * may remain with the buyer", "If we sell the yard, we will tell you"): the clause says what the sale does to the
 * contract, the guide's "sells the business/property" (table 2.3). "Should" only opening its clause ("Should the Owner
 * sell the vessel, …"), not a duty's ("The Agent should try to sell the Property"); after "the" a place or a business
 * only (SOLD_PLACE: an agent's or a consignee's sale of "the Artwork" is the trade itself). Sets 1–87: 48 such sentences, all Business
 * Continuity (4 missed). Not the goods, products, shares, interests, copies or produce the contract trades
 * (NOT_A_BUSINESS_ASSET and the list here: a share's sale is C178's Assignments). Bounded steps: linear.
 */
/**
 * A place or a going concern a party may own and sell, named after "the" in SALE_AS_CONDITION (h111rrA, finding 2): "the
 * studio", "the vessel", "the boatyard" (a compound's last part). Not whatever an agent, a dealer or a consignee sells for the other party ("the
 * Artwork", "the Licensed Software"): after a pronoun ("its", "our") any thing owned is read. Bounded: linear.
 */
const SOLD_PLACE = String.raw`(?:business(?:es)?|company|undertaking|franchise|practice|firm|premises|property|land|estate|building|house|home|farm|ranch|vineyard|orchard|yard|marina|vessel|boat|ship|launch|yacht|barge|studio|salon|shop|store|gym|club|pub|hotel|resort|spa|inn|hostel|campsite|restaurant|caf[eé]|bakery|garage|nursery|school|clinic|theatre|cinema|venue|site|factory|plant|mill|workshop|warehouse|office|network|team)`;
// The things a sale passes that are no place or going concern, after a pronoun or after a place's word ("the farm produce").
const SOLD_THINGS = String.raw`(?:shares?|interests?|${TRADED_GOODS}|items?|units?|tickets?|copies|crops?|catch|stock|produce|output|energy|images?|photographs?)`;
const SALE_AS_CONDITION = new RegExp(String.raw`(?:\b(?:if|where|when|in\s{1,3}the\s{1,3}event\s{1,3}that)|(?:^|[,;:]\s{0,3})should)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,3}?(?:sells?|disposes?\s{1,3}of)\s{1,3}(?!${NOT_A_BUSINESS_ASSET})(?:the\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?[\w-]{0,20}?${SOLD_PLACE}\b(?!\s{1,3}${SOLD_THINGS}\b)|(?:its|their|our|his|her)\s{1,3}(?!(?:[\w-]{1,30}\s{1,3}){0,2}?${SOLD_THINGS}\b)[\w-])`, 'i');

export const BUSINESS_PASSING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [SALE_AS_CONDITION, 'Business Continuity'],
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
  // C79 (h65conv): the contract passed on to the buyer of what the party sells, with or without the sale said.
  [CONTRACT_PASSED_TO_BUYER, 'Business Continuity'],
  [SOLD_THEN_CONTRACT_PASSED, 'Business Continuity'],
  // (h101s78, C131) A buyer of a member's shares made to sign a deed, an undertaking or an agreement by which it is
  // bound by this contract ("A buyer of Shares must first sign a deed by which it agrees to be bound by this
  // Agreement", "shall require the buyer to execute a deed of adherence agreeing to be bound by this Agreement"): the
  // shares' sale passes the member's place in the contract on, as a sold business does (C76). The buyer in small letters,
  // by C79's words (SALE_BUYER): not "a permitted transferee" signing a deed of adherence (an assignment's, set 3's).
  [new RegExp(String.raw`\b${SALE_BUYER}\b[^.;]{0,80}?\b(?:sign|signs|signed|execute|executes|executed|enter\s+into|enters\s+into)\s+an?\s+(?:[\w-]+\s+){0,2}?(?:deed|undertaking|agreement)\b[^.;]{0,80}?\bbound\s+by\s+${THIS_CONTRACT}\b`), 'Business Continuity'],
  [new RegExp(String.raw`\b${BUYER}\s+(?:(?:that|who|which)\s+(?:will\s+|shall\s+|must\s+)?)?(?:takes?|assumes?|is\s+bound\s+by|honou?rs?|(?:to\s+)?enters?\s+into\s+an?\s+(?:deed|agreement|undertaking)\b[^.;]{0,80}?\bbound\s+by)\s+${THIS_CONTRACT}\b`), 'Business Continuity'],
  // (h105c82) The business itself sold, pledged, leased or closed by the party that runs it ("e. not to sell, pledge or
  // lease the Business without the written consent of the Silent Partner", "b. the Entrepreneur sells or closes the
  // Business;"): what becomes of the business the contract rests on (the guide's Business Continuity). The business by
  // its defined name, capitalised: not a party's "business" in small letters ("in the ordinary course of business").
  [/\b(?:sell|sells|selling|pledge|pledges|pledging|lease|leases|leasing|close|closes|closing|transfer|transfers|transferring|wind\s{1,3}up|winds\s{1,3}up)(?:\s{0,3},\s{1,3}(?:sell|pledge|lease|close|transfer)s?)*(?:\s{0,3},?\s{1,3}or\s{1,3}(?:sell|pledge|lease|close|transfer)s?)?\s{1,3}the\s{1,3}Business\b(?!\s{1,3}(?:[A-Z][\w-]*|premises|on|at|during|early)\b)/, 'Business Continuity'],
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
