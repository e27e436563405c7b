/**
 * A quotation's or an offer's lead-in announces its priced rows: "Further to our visit, we are pleased to quote as
 * follows for the work and the materials:" over "1. Removal of the old tiles … — 38.000 lekë" (issue 18, h100a60; facts
 * set 60's cause 10; docs/contracts.md, "Contract-level facts"). The rows name only what is priced, and the lead-in no
 * price word, yet each row's sum is the price the writer quotes, as under "we quote the following prices:". The writer
 * quotes or offers in the first person ("we quote", "we are pleased to offer", "I hereby quote"), "as follows" or "the
 * following" after it, and the colon ends the element (the rows are the list under it, money-list-items.ts); or "Our
 * quotation / offer is as follows:". "We offer the following services:" names no price and stays out ("offer" needs "as
 * follows"). Each gap bounded, no sentence end crossed: linear.
 */

const FIRST_PERSON_QUOTES = String.raw`\b(?:we|I)\s{1,3}(?:[\p{L}'’-]{1,20}\s{1,3}){0,4}?(?:quote\s{1,3}(?:[^.:;]{0,60}?\b)?(?:as\s{1,3}follows|the\s{1,3}following)|offer\s{1,3}(?:[^.:;]{0,60}?\b)?as\s{1,3}follows)\b`;
const OUR_QUOTATION = String.raw`\bour\s{1,3}(?:quotation|quote|offer)\s{1,3}(?:is|reads)\s{1,3}as\s{1,3}follows\b`;
const QUOTED_AS_FOLLOWS = new RegExp(String.raw`(?:${FIRST_PERSON_QUOTES}|${OUR_QUOTATION})[^.;:]{0,120}:\s*$`, 'iu');

/** Whether the element is a quotation's or an offer's lead-in over its priced rows (see above). */
export function quotedAsFollows(text: string): boolean {
  return QUOTED_AS_FOLLOWS.test(text);
}
