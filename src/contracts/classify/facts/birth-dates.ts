/**
 * A date of birth dates a person, not the contract: "the father and legal representative of the child Davit Grigoryan,
 * born on 03.02.2032 (hereinafter the Parent), … have concluded this Agreement", "Mrs. Aa Bb, date of birth: 4 May 1980",
 * "DOB 12/03/1990". Read in a party's slot it sits in the sentence that concludes the agreement, whose dates are the
 * agreement's; a birth belongs to the person as an identity card's date of issue does (docs/contracts.md: a signer's
 * "Date of birth:" dates nothing; facts set 61's cause 11, issue 18, h102p61).
 */

/**
 * "born", "born on", "born in", "date of birth", "birth date", "DOB" (perhaps "d.o.b.") with a colon or "on", right before
 * the date. Anchored at the date, each gap bounded: linear.
 */
const BORN_BEFORE = /(?:\bborn(?:\s{1,3}(?:on|in))?|\b(?:date|day)\s{1,3}of\s{1,3}birth|\bbirth\s{1,3}date|\bDOB|\bd\.o\.b\.?)(?:\s{0,3}[:-])?\s{1,3}(?:the\s{1,3})?$/i;

/** Whether the date at `begin` of `text` is a person's date of birth. */
export function isBirthDate(text: string, begin: number): boolean {
  return BORN_BEFORE.test(text.slice(Math.max(0, begin - 24), begin));
}
