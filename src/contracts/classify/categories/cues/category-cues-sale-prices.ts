/**
 * The price words of a sale by auction or through an agent (issue 18, h59c52). The gist of Pricing & Taxes is what is
 * charged and at what price; an auction states it through the lot's reserve (the lowest price it may sell at), the
 * buyer's premium (the auctioneer's charge on the hammer price) and the estimates printed beside a lot. Sets 20 and 52
 * label every such clause and row Pricing & Taxes ("shall not sell any lot below the reserve price", "will not sell
 * any lot below its reserve", "may charge each buyer a buyer's premium", "low estimate $40,000 … reserve $35,000": 5
 * of 5). Not a reserve in another sense ("reserve the right", a reserve fund or account, a reserve list, an army
 * reserve): only the reserve of a lot, or a reserve said with an amount. A level kept above "its reserve" names no sale
 * ("keep the fuel above its reserve", "the cash balance shall not fall below the reserve"): the preposition's reading
 * needs a sale, a lot or a bid before it; and "a reserve of $50,000" kept for repairs is a fund, so the amount's
 * reading takes the bare row word ("reserve $35,000"), not one after an article (issue 18, hrev45). A strong cue: the words name the price outright,
 * where the sentence model, which has seen few auctions, reads a sale's words as no price. Bounded patterns, linear on
 * hostile text.
 *
 * A price only named as what no party warrants ("we make no warranty as to the price any lot will fetch") is a
 * disclaimer's object, no price charged: NOT_SAID (category-not-said.ts) takes the phrase out, so the sentence's own prices,
 * if any, still count (the sets give such disclaimers Warranties alone: sets 15, 19 and 52, 4 of 4 with "price" or
 * "value"). Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT as MONEY_AMOUNT, moneyPattern } from '../../numbers/money-shapes.js';

/** An amount after the word: a currency as the money recognizer reads it (money-shapes.ts' AMOUNT), then a digit. */
const AMOUNT = String.raw`(?:of\s{1,8})?${MONEY_AMOUNT}`;

export const SALE_PRICE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [moneyPattern(String.raw`\b(?:buyer|purchaser)['’]?s?['’]?\s{1,8}premiums?\b|\breserve\s{1,8}(?:prices?|figures?)\b|\b(?:sell|sells|selling|sold|sale|lots?|bids?|bidding|hammer)\b[^.;]{0,80}?\b(?:below|under|above|at|meets?|meet|reach(?:es)?|exceeds?)\s{1,8}(?:its|the|their|that\s{1,8}lot['’]s|each\s{1,8}lot['’]s|the\s{1,8}lot['’]s)\s{1,8}(?:agreed\s{1,8}|confidential\s{1,8})?reserve\b(?!\s{1,8}(?:fund|account|list|force|bank|team|stock|capacity)\b)|\breserves?\s{1,8}(?:for|on)\s{1,8}(?:each|every|the|any|a|all)\s{1,8}lots?\b|\b(?:low|high|lower|upper|pre-?sale)\s{1,8}estimates?\s{1,8}${AMOUNT}|(?<!\b(?:a|an|the|its|their|our|your|cash|capital)\s{1,8})\breserve\s{1,8}${AMOUNT}`, 'i'), 'Pricing & Taxes'],
];

export const PRICE_NOT_WARRANTED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\bno\s{1,8}(?:warranty|warranties|representation|representations|guarantee)\s{1,8}(?:(?:is|are)\s{1,8}given\s{1,8})?(?:as\s{1,8}to|about|regarding|of|concerning)\s{1,8}(?:the\s{1,8}|any\s{1,8})?(?:[\w-]{1,40}\s{1,8}){0,2}?prices?\b/gi, 'Pricing & Taxes'],
];
