/**
 * A bare duty lead-in: a party and its modal or undertaking verb over the items that follow, and nothing else ("4.1 The
 * Hirer undertakes:", "3.1 The Customer shall:", "The Client undertakes to:", "2.1 The Volunteer will:", "Each Member
 * shall not:"). Not a pronoun's ("2.1 You shall not:", "We will not:": sets 2, 11 and 63 give three such their
 * section's subject). It names no subject of its own and lends none to its items (C6: each item reads its own words), so it
 * takes no category from its section's title either: sets 1–78 hold 57 such lead-ins with a party named, 56 labelled none (the one other a
 * receiving party's under a confidentiality heading, set 37). Its items still read its section's subject through it, as
 * they would the title's (index.ts blanks the lead-in once they have: categories.ts' "a bare duty lead-in names no
 * subject of its own", where the lead-in has four words or more; shorter ones, "You must:", are no sentence at all).
 * Anchored, each run bounded and of one class between literals: linear (issue 18, h102c78).
 */
const BARE_DUTY_LEAD_IN = /^\s{0,3}(?:(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?|\(?[a-z0-9]{1,3}[).])\s{1,3})?(?:(?:the|each|both|every|either)\s{1,3})?(?!(?:we|you|they|it|i)\s)(?:[A-Za-z][\w'’-]{0,30}\s{1,3}){1,3}?(?:shall|must|will|undertakes?|agrees?|commits?)(?:\s{1,3}not)?(?:\s{1,3}to)?\s{0,3}:\s{0,3}$/i;

/** Whether `text` is only a party's modal or undertaking over the items below it ("4.1 The Hirer undertakes:"). */
export function isBareDutyLeadIn(text: string): boolean {
  return text.length <= 120 && BARE_DUTY_LEAD_IN.test(text);
}
