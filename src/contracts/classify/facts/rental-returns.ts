/**
 * A rental form's return field: "Return due: 19 March 2038, 14:30, Blowing Point ferry terminal", "Return: 19 March
 * 2038", "Return date:", "Due back:" is the day the rental ends, as "Rental ends: <date>" is (issue 18, h91fd; facts set
 * 52's cause 13). Only under a title naming a rental, a hire or a lease — goods returned under a sale ("Return: within
 * 14 days of delivery") or a loan repaid end nothing — and only as the field opening its line. Anchored, bounded: linear.
 *
 * Its handover field opens the rental as the return field ends it: "Pick-up: Wed 7 Oct 2043, 09h00, Maun depot" /
 * "Drop-off: Sun 18 Oct 2043, 16h00, Maun depot", "Collection date:" / "Return date:", "Handover:" — a vehicle's or an
 * item's hire starts when it is handed over, as "Start date:" / "End date:" and "Hire period:" say (issue 18, h102d62;
 * facts set 62's cause 8). A thing lent ("AGREEMENT on the loan of a passenger car") is let for its time as a hired one
 * is: a loan names the rental's kind too; a loan of money has no field of handover or return, and its "Return date:"
 * would be its maturity, its end all the same.
 *
 * A stay's fields open and close a lodging as a hire's do: "Check-in: Fri 12 Jun 2044, 15:00" / "Check-out: Mon 15 Jun
 * 2044, 11:00", "Check-in date:" under a title naming a booking, a reservation, a stay or a lodging ("HOTEL BOOKING
 * CONFIRMATION", "GUEST HOUSE RESERVATION", "HOLIDAY LETTING AGREEMENT", a room's or a flat's letting): the guest has the
 * room from check-in to check-out, as a hirer has the car from pick-up to drop-off (issue 18, h103d62; h102d62's
 * leftover). Only under such a title: a flight's "Check-in:" dates no stay. "Arrival:" / "Departure:" lines stay none
 * (h100d59's decision: an arrival is no written start).
 */
const THING = String.raw`(?:(?:vehicle|car|camper|equipment|boat|item|key)s?\s{1,3})?`;
// A rental counter's form writes the handover and the return as "Out:" and "In:" ("Out: Feb. 14, 2047, 8:00 a.m. · In:
// Feb. 16, 2047, 5:00 p.m."), or "Date out:" / "Date in:": the thing goes out to the renter and comes back in (issue 18,
// h113q72; facts set 72's cause 8). Only as a field under a rental's title, as the other words are. Literal words: linear.
const OUT_OR_IN_DATE = String.raw`(?:(?:date|time|date\s{1,3}and\s{1,3}time)\s{1,3})?`;
const RETURN_FIELD = new RegExp(String.raw`^\s*${THING}(?:return(?:\s{1,3}(?:due|date|due\s{1,3}date|by))?|due\s{1,3}back|drop[- ]?off(?:\s{1,3}(?:date|time|date\s{1,3}and\s{1,3}time))?|${OUT_OR_IN_DATE}in)\s{0,3}:`, 'i');
const HANDOVER_FIELD = new RegExp(String.raw`^\s*${THING}(?:(?:pick[- ]?up|collection|hand[- ]?over)(?:\s{1,3}(?:date|time|date\s{1,3}and\s{1,3}time))?|${OUT_OR_IN_DATE}out)\s{0,3}:`, 'i');
const RENTAL_KIND = /\b(?:rent(?:al)?|hire|lease|leasing|letting|loan)\b/i;
const FIELD_TIME = String.raw`(?:\s{1,3}(?:date|time|date\s{1,3}and\s{1,3}time))?\s{0,3}:`;
const CHECK_IN_FIELD = new RegExp(String.raw`^\s*check[- ]?in${FIELD_TIME}`, 'i');
const CHECK_OUT_FIELD = new RegExp(String.raw`^\s*check[- ]?out${FIELD_TIME}`, 'i');
// A lodging's kind; a vehicle's, a hire's or a journey's words beside it name no stay ("CAR RENTAL RESERVATION": a car
// hire's "Check-out:" is the car's handover, its "Check-in:" the return, the other way round).
const STAY_KIND = /\b(?:letting|tenancy|stay|accommodation|lodging|hotel|hostel|guest\s{0,3}house|room|apartment|flat|holiday|villa|cottage|chalet|cabin|booking|reservation)\b/i;
const NO_STAY_KIND = /\b(?:car|vehicle|camper|motorhome|van|truck|boat|yacht|bicycle|bike|equipment|hire|flight|bus|train|ferry|transfer)\b/i;
const namesStay = (kind: string): boolean => STAY_KIND.test(kind) && !NO_STAY_KIND.test(kind);

/** Whether `field` (an element read as a field line) is a return field of a document whose kind (its type's words) is `kind`. */
export function returnEndsRental(field: string, kind: string | undefined): boolean {
  return kind !== undefined && ((RENTAL_KIND.test(kind) && RETURN_FIELD.test(field)) || (CHECK_OUT_FIELD.test(field) && namesStay(kind)));
}

/** Whether `field` is a handover field ("Pick-up:", "Collection:") of a document whose kind is `kind`: the rental's start. */
export function handoverStartsRental(field: string, kind: string | undefined): boolean {
  return kind !== undefined && ((RENTAL_KIND.test(kind) && HANDOVER_FIELD.test(field)) || (CHECK_IN_FIELD.test(field) && namesStay(kind)));
}

/**
 * The end a handover or a return field gives the date at `at` of `text` when the field opens a later line of the element:
 * a form's fields written in one element with no blank line between ("Guest: Ilse Vermeer\nCheck-in: Thu 9 Aug 2040\n
 * Check-out: Sun 12 Aug 2040", "Pick-up: …\nDrop-off: …") are read each on its own line, as the same fields in elements
 * of their own are (issue 18, h104d; h103d62's Left). The element's first line is its own field (facts.ts reads it).
 * So is a field after a middle dot on the same line ("Out: … · In: …"). Only the date's line, at most 120 characters
 * back: an element of many dates stays linear.
 */
export function fieldLineKind(text: string, at: number, kind: string | undefined): 'effective' | 'termination' | undefined {
  if (kind === undefined) return undefined;
  const head = text.slice(Math.max(0, at - 120), at);
  // A middle dot parts a form's fields on one line as a line break does ("Out: … · In: …"; h113q72, set 72's cause 8).
  const lineStart = Math.max(head.lastIndexOf('\n'), head.lastIndexOf('·'));
  if (lineStart < 0) return undefined;
  const line = head.slice(lineStart + 1);
  return handoverStartsRental(line, kind) ? 'effective' : returnEndsRental(line, kind) ? 'termination' : undefined;
}

// The rental's length in brackets closing its return field: "Drop-off: Sun 18 Oct 2043, 16h00, Maun depot (11 days)",
// as "Hire period: … to … (11 days)" gives it (issue 18, h102d62; facts set 62's cause 14). The bracket holds the length
// alone and ends the line. Anchored: linear.
const OPEN_BRACKET_BEFORE = /\(\s{0,3}$/;
const CLOSES_LINE = /^\s{0,3}\)\s{0,3}[.;]?\s{0,3}$/;

/** Whether the duration at `begin`–`end` of `field` is the bracketed length closing a rental's return field. */
export function returnFieldLength(field: string, kind: string | undefined, begin: number, end: number): boolean {
  return returnEndsRental(field, kind) && OPEN_BRACKET_BEFORE.test(field.slice(Math.max(0, begin - 4), begin)) && CLOSES_LINE.test(field.slice(end));
}
