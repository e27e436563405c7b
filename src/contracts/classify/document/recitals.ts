/** The recitals of a contract ("WHEREAS …", the lines under "Background") and the operative words that end them. */

/** A recital's opening ("WHEREAS", "Whereas:") and the headings over a list of recitals. */
export const WHEREAS = /^\s*whereas\b/i;
const RECITALS_HEADING = /^\s*(?:recitals|background|preliminary\s+statements?|whereas)\s*:?\s*$/i;
/** What ends the recitals: the operative words, or the first numbered clause or article. */
export const OPERATIVE = /\bnow,?\s+therefore\b|\bagree(?:s|d)?\s+as\s+follows\b|\bit\s+is\s+(?:hereby\s+)?agreed\b|^\s*operative\s+provisions\b|^\s*(?:(?:article|section|clause)\s+)?(?:1|I)(?:\.|\s|$)/i;

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
