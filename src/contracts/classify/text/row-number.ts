/**
 * An optional clause number before a row or a lead-in ("1.3 ", "2. ", "4.1.2. "), for patterns anchored at the row's
 * start: digits first, so it cannot overlap the blanks before it; blanks after it bounded (linear).
 */
export const OPTIONAL_ROW_NUMBER = String.raw`(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,8})?`;
