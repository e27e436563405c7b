/**
 * Scope of Work for the contract's object said outright (issue 18, h51cat): "The object of this contract is the
 * collection and washing of the hospital linen", "The subject of this Contract is the sale of jewellery", and a sale
 * and a purchase agreed in one sentence, "The Grower agrees to sell and the Mill agrees to buy all standing timber",
 * "KF sells and LAK buys 18 tonnes of cashmere", "The Exporter agrees to sell to the Buyer, who agrees to buy, eight
 * tonnes of vanilla". The gist of Scope of Work is what the contract covers; these sentences name it and nothing else.
 * Sets 1–49 label every "The object / subject / purpose of this contract is …" sentence Scope of Work (13 of 13, sets
 * 19–49), and 10 of the 11 sales of a crop or of goods agreed in one sentence (set 17's coffee, the 11th, has none).
 * The learned model leaves most without a category where no other cue word stands: the parties' names are its words.
 * Not a sale of shares, a business, assets, debts or securities (a completion: sets 3, 6, 7, 12, 39, 41, 47 give those
 * Business Continuity, Asset Use or nothing), nor a sale that also delivers ("shall sell and deliver … purchase and
 * accept": sets 6, 9, 11 and 26 label it Delivery). The sale with "shall" on both sides is the share and asset
 * purchases' form (sets 6, 17, 39, 47): left to the cue words it has. Tests:
 * `test/contracts/classify/categories/categories-deal-object.test.ts`. Bounded steps, no nested unbounded quantifiers:
 * linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A party's name: "the Grower", "KF", "the FIRST PARTY", "THE BUYER" (up to four words, each capitalised). */
const PARTY = String.raw`(?:[Tt]he\s+|THE\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}`;

/** Agreeing to an act: "agrees to", "undertakes to", "have agreed to". */
const AGREES_TO = String.raw`(?:agrees?|undertakes?|(?:has|have)\s+agreed)\s+to`;

/** What is sold at a completion, or sold and carried: another category's subject (above). */
const NOT_THE_GOODS = String.raw`\b(?:[Ss]hares?|[Bb]usiness|[Aa]ssets|[Dd]ebts?|[Ss]ecurities|[Uu]ndertaking|[Rr]eceivables|deliver\w*)\b`;

/**
 * (issue 18, h104c80, C156) The sale undertaken by both sides with its object between the two promises: "The
 * Cooperative undertakes to sell to the Distillery the roots its members harvest …, and the Distillery undertakes to buy
 * them". The seller's promise names the buyer and the goods; the buyer's follows after ", and". The window between them
 * is bounded and stops at a sentence's or a clause's end: linear.
 */
const SELL_TO_THEN_BUY = String.raw`${AGREES_TO}\s+sell\s+to\s+${PARTY}\s[^.;]{0,300}?,\s+and\s+${PARTY}\s+${AGREES_TO}\s+(?:buy|purchase)\b`;

export const DEAL_OBJECT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "The object of the contract is the sale by the Supplier …", "The purpose of this agreement is to set out the rights
  // and duties of the parties in the manufacture of …", "The subject of this Agreement is the sale of raw milk". Not a
  // thing that "is the subject of this Agreement" and then something else ("The Software that is the subject of this
  // Agreement is the property of the Licensor": its owner's; review hrev35).
  [/(?<!\b(?:is|are|be|being|was|were|been|forms?|forming)\s{1,4}(?:the\s{1,4})?)\b(?:[Oo]bject|[Ss]ubject|[Pp]urpose)\s+of\s+(?:this|the)\s+(?:[Cc]ontract|[Aa]greement)\s+(?:is|shall\s+be)\s+(?:the|to)\b(?!\s+(?:property|be\s+(?:kept|sold|held|treated))\b)/, 'Scope of Work'],
  // A sale and a purchase agreed in one sentence: "The SECOND PARTY agrees to sell and the FIRST PARTY agrees to buy",
  // "KF sells and LAK buys", "agrees to sell to the Buyer, who agrees to buy". Not what a completion passes, nor a
  // sale that also delivers (NOT_THE_GOODS, in the sentence's first 400 characters), nor a sale the sentence only
  // supposes ("If the Reseller sells and the Customer buys a Product, …": a condition of another term; review hrev35).
  [new RegExp(String.raw`^(?![^]{0,400}${NOT_THE_GOODS})[^]{0,400}?(?:\b${AGREES_TO}\s+sell\s+and\s+${PARTY}\s+${AGREES_TO}\s+(?:buy|purchase)\b|(?<![\w-])(?<!\b(?:[Ii]f|[Ww]here|[Ww]hen(?:ever)?|[Oo]nce|[Uu]nless|[Aa]fter|[Bb]efore)\s{1,4}(?:[Tt]he\s{1,4})?)${PARTY}\s+sells\s+and\s+${PARTY}\s+(?:buys|purchases)\b|\b${AGREES_TO}\s+sell\s+to\s+${PARTY},?\s+who\s+${AGREES_TO}\s+(?:buy|purchase)\b|\b${SELL_TO_THEN_BUY})`), 'Scope of Work'],
];
