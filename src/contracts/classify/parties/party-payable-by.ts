/**
 * The price "payable by" a party: "The total contract amount is ₹1,85,000/- (Rupees …), payable by the Dorbar as follows:
 * …", "a fee of EUR 4,000, payable by the Club in two instalments". The passive names the payer as surely as "shall pay"
 * does (`payerOf`, party-sides.ts); Indian and other Commonwealth drafting writes the price so (facts set 76's cause 4,
 * issue 18, h119q76). Only the price: a price word and a figure before "payable" in its sentence, and no cost, tax,
 * penalty or damages there ("all taxes on the fee of EUR 400 are payable by the Club", "a penalty of ₹1,000/- per day
 * payable by the Builder" say no side).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** A cheap test before the party's own pattern: the word at all (each party's pass skips the texts without it). */
export const PAYABLE_WORD = /payable/i;
/** How far before "payable" the price's sentence is read. */
const SENTENCE_WITHIN = 240;
/** Where a sentence ends inside that window: a stop before a capital, or a semicolon. */
export const SENTENCE_END = /[.!?]\s{1,3}(?=\p{Lu})|;/gu;
/** The price's own words ("the total contract amount", "a fee of", "the price is", "the rent"). */
const PRICE_NOUN = /\b(?:prices?|fees?|rents?|hire|remuneration|consideration|amount|sum)\b/i;
/** What a party pays beside the price: naming one in the sentence leaves the payer of the price unsaid. */
const BESIDE_THE_PRICE = /\b(?:costs?|expenses|tax(?:es)?|duties|penalt(?:y|ies)|damages|interest|compensation|fines?|refunds?|deductions?|deducted)\b/i;

/** The sentence before `at` in `text`, at most SENTENCE_WITHIN characters back. */
function sentenceBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - SENTENCE_WITHIN), at);
  let from = 0;
  for (const m of matchesOf(SENTENCE_END, window)) from = m.index + m[0].length;
  return window.slice(from);
}

/** Whether a text makes the price "payable by" the party called `alias` ("…, payable by the Dorbar"). */
export function pricePayableBy(alias: string, texts: readonly string[]): boolean {
  // The alias as written (a common noun in small letters, "the builder's insurer", is no party's); the words around it
  // in any of the three cases.
  const name = escapeRegExp(alias.replace(/^the\s+/i, ''));
  const payable = new RegExp(String.raw`\b(?:payable|Payable|PAYABLE)\s{1,3}(?:by|BY)\s{1,3}(?:(?:the|The|THE)\s{1,3})?${name}(?![\p{L}\p{N}])`, 'gu');
  return texts.some((text) => {
    if (!PAYABLE_WORD.test(text)) return false;
    for (const m of matchesOf(payable, text)) {
      const sentence = sentenceBefore(text, m.index);
      if (PRICE_NOUN.test(sentence) && /\p{N}/u.test(sentence) && !BESIDE_THE_PRICE.test(sentence)) return true;
    }
    return false;
  });
}
