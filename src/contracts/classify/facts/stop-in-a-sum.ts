import { DOTTED_CURRENCY_MARKS } from '../../structure/sentences.js';

const MARKS = DOTTED_CURRENCY_MARKS.join('|');

/**
 * The stop of a dotted currency mark touching its figure, after it ("paid at 2,35 kr. per kWh within 14 days of the
 * Lessor's bill") or before it ("paid kr. 4.800,- within 14 days"): an abbreviation's period, which ends no clause, so a
 * reading that stops at a sentence's end ("paid … within", facts.ts PAYMENT) runs over it (facts set 73's cause 18,
 * issue 18, h118q73). The marks are the sentence splitter's (structure/sentences.ts DOTTED_CURRENCY_MARKS, one home); a
 * stop after such letters with no figure beside them ("paid in kr. The rest …", "Fr. Jones") stays a stop. So is a
 * point between two digits, a figure's grouping or decimals ("kr. 4.800,-", "$12.50 per hour", "EUR 1.500,00").
 */
export const STOP_IN_A_SUM = String.raw`(?<=\d)\.(?=\d)|(?<=\d[ \t]{0,2}(?:${MARKS}))\.|(?<=[^A-Za-z](?:${MARKS}))\.(?=[ \t]{0,2}\d)`;
