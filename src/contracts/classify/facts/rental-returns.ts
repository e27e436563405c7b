/**
 * A rental form's return field: "Return due: 19 March 2038, 14:30, Blowing Point ferry terminal", "Return: 19 March
 * 2038", "Return date:", "Due back:" is the day the rental ends, as "Rental ends: <date>" is (issue 18, h91fd; facts set
 * 52's cause 13). Only under a title naming a rental, a hire or a lease — goods returned under a sale ("Return: within
 * 14 days of delivery") or a loan repaid end nothing — and only as the field opening its line. Anchored, bounded: linear.
 */
const RETURN_FIELD = /^\s*(?:(?:vehicle|car|equipment|boat|item)\s{1,3})?(?:return(?:\s{1,3}(?:due|date|due\s{1,3}date|by))?|due\s{1,3}back)\s{0,3}:/i;
const RENTAL_KIND = /\b(?:rent(?:al)?|hire|lease|leasing|letting)\b/i;

/** Whether `field` (an element read as a field line) is a return field of a document whose kind (its type's words) is `kind`. */
export function returnEndsRental(field: string, kind: string | undefined): boolean {
  return kind !== undefined && RENTAL_KIND.test(kind) && RETURN_FIELD.test(field);
}
