/**
 * The day restated or set off before a date is read: "1st (first) day of", "day of the month of", a day in guillemets
 * («12» March): blanked to spaces, so the offsets stay and the date grammar reads the date whole.
 */

// A day restated in brackets between its ordinal and "day of" ("on the twentieth (20th) day of January 2025", "the 5th
// (fifth) day of May"), as deeds write it: the bracket broke the ordinal off its month, so only "January 2025" was read.
// It is blanked (same length, so every position holds) for the date recognizer alone. The ordinal is a figure with its
// suffix or a word ending as English ordinals do ("first", "second", "third", "twentieth", "twenty-first").
const DAY_RESTATED = /(?<=\b(?:\d{1,2}(?:st|nd|rd|th)|[A-Za-z][a-z-]{2,14}(?:st|nd|rd|th)))\s{0,3}\(\s{0,2}[\w-]{1,15}\s{0,2}\)(?=\s{1,3}day\s+of\b)/gi;
// Two more spellings of a day the recognizer reads whole once blanked the same way (h28f21): "of the month" between the
// day and its month, as Portuguese and Spanish drafting translate "aos quatro dias do mês de março" ("on the fourth day
// of the month of March of the year two thousand and twenty-six": without it only "March …" was read, the 1st); and the
// guillemets post-Soviet drafting puts round the day ("Dushanbe «16» March 2026", "until «15» September 2027").
const MONTH_OF = /(?<=\bday)\s{1,3}of\s{1,3}the\s{1,3}month(?=\s{1,3}of\s{1,3}[A-Z])/g;
// The classifier reads its text with straight quotes (text.ts), so the guillemets may be '"' here; a capitalised word
// (the month) follows the day.
const DAY_IN_GUILLEMETS = /[«"](?=\d{1,2}[»"]\s{1,3}\p{Lu}\p{Ll}{2})|(?<=[«"]\d{1,2})[»"](?=\s{1,3}\p{Lu}\p{Ll}{2})/gu;
export const DAY_IN_GUILLEMETS_OPEN = /^\d{1,2}[»"]/;
export function withoutDayRestatement(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  // Each pass only where its literal is (a bracket; "month"; a guillemet or a quote): most elements have none, and
  // each pass otherwise scans the whole element (run for every element).
  let out = text.includes('(') ? text.replace(DAY_RESTATED, blank) : text;
  if (out.includes('month')) out = out.replace(MONTH_OF, blank);
  return out.includes('«') || out.includes('"') ? out.replace(DAY_IN_GUILLEMETS, blank) : out;
}
