/** The recitals of a contract ("WHEREAS …", the lines under "Background") and the operative words that end them. */


/** A recital's opening ("WHEREAS", "Whereas:") and the headings over a list of recitals. */
export const WHEREAS = /^\s*whereas\b/i;
const RECITALS_HEADING = /^\s*(?:recitals|background|preliminary\s+statements?|whereas)\s*(?::\s*)?$/i;
/**
 * What ends the recitals: the operative words, or the first numbered clause or article; or an article's or a clause's
 * heading with its number and a colon, a dot or a dash ("ARTICLE 1st: PURPOSE", "ARTICLE 7: INVOICING", "Clause One –
 * Definitions"), as translated French and Arabic drafting heads its articles after a "PRELIMINARY STATEMENT" with no
 * "NOW, THEREFORE" line (issue 18, h78t61). A reference inside a recital ("Article 5 of the Civil Code provides …",
 * "Clause 3.2 of the lease …") has no such mark after its number. The heading is a title after its mark, alone on its
 * line (no quotation, no stop or semicolon, at most 80 characters): a law's article quoted in a recital ('Article 5:
 * "Concessions are granted by decree."', "Article 12 – Law No. 2004-13 on partnerships applies.") opens nothing
 * (review hrev78).
 */
export const OPERATIVE = /\bnow,?\s+therefore\b|\bagree(?:s|d)?\s+as\s+follows\b|\bit\s+is\s+(?:hereby\s+)?agreed\b|^\s*operative\s+provisions\b|^\s*(?:(?:article|section|clause)\s+)?(?:1|I)(?:\.|\s|$)|^\s*(?:article|clause)\s+(?:\d{1,3}(?:st|nd|rd|th)?|[ivxl]{1,6}|one|first)\s{0,3}[:.–—-](?=\s{0,3}$|\s{1,3}[^\s"“”«'‘][^.;"“”«»]{0,80}$)/i;

/**
 * A section heading over the background, with an ordinal or a number before it and the word in brackets or before a
 * colon: "SECOND.- (BACKGROUND)", "FIRST.- BACKGROUND:", "2. Recitals", "B) Antecedents" (translated Latin-American and
 * Spanish drafting heads its background so). What the lines under it state in the present tense ("THE OPERATOR sells
 * tours of Bolivia", "THE ASSOCIATION groups 214 producers") describes the parties, no duty (issue 18, h84t63). One
 * optional mark of at most 12 letters or digits, each run bounded: linear.
 */
export const BACKGROUND_SECTION = /^\s{0,3}(?:[\p{L}\d]{1,12}\s{0,3}[.)]{0,2}\s{0,3}[-–—:]?\s{0,3})?\(?\s{0,3}(?:background|recitals|preliminary\s{1,3}statements?|antecedents)\s{0,3}\)?\s{0,3}[:.]?\s{0,3}$/iu;

/** The elements that are recitals: those opening with "WHEREAS", and the lines under a "Recitals"/"Background" heading up to the operative part. */
export function recitalElements(texts: readonly string[]): Set<number> {
  const out = new Set<number>();
  let open = false;
  texts.forEach((text, i) => {
    if (RECITALS_HEADING.test(text)) {
      open = true;
      return;
    }
    if (OPERATIVE.test(text)) open = false;
    else if (open || WHEREAS.test(text)) out.add(i);
  });
  return out;
}
