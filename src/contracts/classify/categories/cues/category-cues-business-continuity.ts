/**
 * Business Continuity where no word says "change of control" (issue 18; gathered here by h28cues from rounds 3, 4, 5
 * and 7): the business or its place sold and the contract passing to the buyer, the purchaser of a business, the
 * owner changing and the contract following, the purchaser made to honour the contract. Each sense is a general way
 * drafting writes the subject (docs/contracts.md, "Said without the category's word, round N"), with test sentences
 * of its own (`category-cues-business-continuity.test.ts`). The other Business Continuity cues are
 * category-cues-performance.ts'. Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { BUSINESS_PASSING_STRONG_CUES } from './category-cues-business-passing.js';

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): a list item of a deed's covenants has few words of its own.
 */
export const BUYER_BOUND_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h107cat, C76) The same sale's effect in a deed's words: the seller of its lot, farm or property requiring or
  // procuring that the buyer (or tenant) respects the deed's rights, enters into a deed or an agreement with the other
  // parties, or covenants with them to observe the deed — "A Co-owner who sells his or her lot shall require the buyer
  // to respect the Road Reserve", "not sell or let the part of the Farm … without requiring the buyer or tenant to
  // enter into a deed with the other Covenantors on the same terms", "shall procure that the buyer covenants with the
  // remaining Covenantors to observe this Deed". A sale named in the sentence, the buyer in small letters (a defined
  // "the Buyer" is a party of this contract). Bounded windows: linear.
  [/\b(?:sell|sells|selling|sold|sale)\b[^.;]{0,160}?\b(?:require|requires|requiring|procure|procures|procuring)\s{1,8}(?:that\s{1,8})?(?:the|any|a|each)\s{1,8}(?:purchaser|buyer|new\s{1,8}owner|transferee)s?(?:\s{1,8}or\s{1,8}(?:the\s{1,8})?(?:tenant|lessee)s?)?\s{1,8}(?:to\s{1,8}|will\s{1,8}|shall\s{1,8})?(?:respects?\b|(?:enters?|entering)\s{1,8}into\s{1,8}(?:a|an)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?(?:deed|agreement|covenant)\b|covenants?\s{1,8}with\b[^.;]{0,80}?\bto\s{1,8}(?:observe|honou?r|perform|respect|be\s{1,8}bound)\b)/, 'Business Continuity'],
];

export const BUSINESS_CONTINUITY_CUES: readonly [RegExp, CategoryLabel][] = [
  ...BUSINESS_PASSING_STRONG_CUES,
  ...BUYER_BOUND_STRONG_CUES,
  // Said without the category's word, round 3 (h24rec):
  // Business Continuity: the business or its place sold and the contract passing to the buyer — "If we sell the gym to
  // another company, your membership will transfer to the new owner", "if the Grower sells the vineyard without
  // requiring the purchaser to assume this contract". Not goods sold to a buyer (a sale's own subject), nor the farm's
  // produce ("sells the farm produce at auction"): the place ends its phrase (a comma, "to", "without", "unless" …). Bounded.
  [/\bsells?\s+(?:the|its|our|their|his|her|your)\s+(?:[\w-]+\s+)?(?:business|company|gym|club|premises|shop|store|salon|studio|nursery|pub|garage|farm|vineyard|orchard|hotel|practice|undertaking|restaurant|school|estate|land)\b(?=\s*(?:[,;]|to\b|without\b|unless\b|or\b|and\b|before\b|during\b|while\b|as\s+a\b))[^.;]{0,120}?\b(?:new\s+owners?|purchaser|buyer|acquirer|transferee|assume|transfer)\b/i, 'Business Continuity'],
  // Said without the category's word, round 4 (h24cat4):
  // Business Continuity: the buyer of a business — "may assign it to a purchaser of its catering business"; a
  // resort, spa or marina sold and the buyer to take the contract on.
  [/\b(?:purchaser|buyer|acquirer|transferee)\s+of\s+(?:all\s+or\s+(?:any\s+)?part\s+of\s+)?(?:its|their|his|her|our|your|the|[A-Z][\w-]*['’]s)\s+(?:[\w-]+\s+){0,2}?(?:business|undertaking)\b|\bsells?\s+(?:the|its|our|their|his|her|your)\s+(?:resort|spa|marina|campsite|hostel|inn|clinic|bakery|caf[eé]|theatre|cinema)\b(?=\s*[,;])[^.;]{0,120}?\b(?:purchaser|buyer|new\s+owners?)\b/i, 'Business Continuity'],
  // Said without the category's word, round 5 (h25cat5):
  // Business Continuity: the owner changes and the contract follows — "If the Trust transfers ownership of the hall, the
  // new owner takes over this agreement", "may assign this lease to the new owner", "the transferee shall assume".
  [/\btransfers?\s+(?:the\s+)?ownership\s+of\b[^.;]{0,120}?\b(?:transferee|new\s+owners?|successor)\b|\b(?:assign|assigns|transfer|transfers|pass|passes)\b[^.;]{0,60}?\bto\s+the\s+new\s+owners?\b|\bthe\s+transferee\s+(?:takes?\s+over|assumes?|shall\s+assume|will\s+assume)\b/i, 'Business Continuity'],
  // Said without the category's word, round 7 (h26cat7):
  // Business Continuity: the purchaser of a party's business or land made to honour the contract — "If the Owner sells
  // the orchard, she shall require the purchaser to honour this contract".
  [/\b(?:require|requires|procure|procures)\s+(?:that\s+)?(?:the|any|a|each)\s+(?:purchaser|buyer|new\s+owner|transferee|acquirer|successor)\s+(?:to\s+|will\s+|shall\s+)?(?:honou?rs?|assumes?|(?:be|is)\s+bound\s+by|observes?|performs?|takes?\s+over)\b/i, 'Business Continuity'],
];
