/** The recitals of a contract ("WHEREAS …", the lines under "Background") and the operative words that end them. */
import { PARTY_SLOT_WORDS } from '../lexicon/roles.js';


/** A recital's opening ("WHEREAS", "Whereas:") and the headings over a list of recitals. */
export const WHEREAS = /^\s*whereas\b/i;
const RECITALS_HEADING = /^\s*(?:recitals|background|preliminary\s+statements?|whereas)\s*(?::\s*)?$/i;
/**
 * The operative words alone, with no clause number: what a first person's "I" still opens (FIRST_PERSON_I), and the
 * first of what OPERATIVE ends the recitals on (its one home: OPERATIVE is built on its source).
 */
const OPERATIVE_WORDS = /\bnow,?\s+therefore\b|\bagree(?:s|d)?\s+as\s+follows\b|\bit\s+is\s+(?:hereby\s+)?agreed\b/i;
/**
 * What ends the recitals: the operative words, or the first numbered clause or article; or an article's or a clause's
 * heading with its number and a colon, a dot or a dash ("ARTICLE 1st: PURPOSE", "ARTICLE 7: INVOICING", "Clause One –
 * Definitions"), as translated French and Arabic drafting heads its articles after a "PRELIMINARY STATEMENT" with no
 * "NOW, THEREFORE" line (issue 18, h78t61). A reference inside a recital ("Article 5 of the Civil Code provides …",
 * "Clause 3.2 of the lease …") has no such mark after its number. The heading is a title after its mark, alone on its
 * line (no quotation, no stop or semicolon, at most 80 characters): a law's article quoted in a recital ('Article 5:
 * "Concessions are granted by decree."', "Article 12 – Law No. 2004-13 on partnerships applies.") opens nothing
 * (review hrev78). A "§ 1" heading ("§ 1 Parties", "§1. Subject") numbers the first clause as "1." and "Article 1" do
 * (the German, Nordic and Polish drafting's section sign; issue 18, h105n82).
 */
export const OPERATIVE = new RegExp(String.raw`${OPERATIVE_WORDS.source}|^\s*operative\s+provisions\b|^\s*(?:(?:article|section|clause)\s+|§\s{0,3})?(?:1|I)(?:\.|\s|$)|^\s*(?:article|clause)\s+(?:\d{1,3}(?:st|nd|rd|th)?|[ivxl]{1,6}|one|first)\s{0,3}[:.–—-](?=\s{0,3}$|\s{1,3}[^\s"“”«'‘][^.;"“”«»]{0,80}$)`, 'i');

/**
 * "I certify that the parties signed this deed in my presence", "I confirm …": the first person's "I" before a word in
 * small letters is no clause numbered I (a witness's or a notary's certificate after the signatures; "I. DEFINITIONS",
 * "I Parties" are). Case-sensitive, anchored: linear.
 */
const FIRST_PERSON_I = /^\s{0,3}I\s{1,3}[a-z]/;
/** Whether `text` opens the operative part (OPERATIVE), a first person's "I" read as no clause number (FIRST_PERSON_I). */
export const opensOperative = (text: string): boolean => (FIRST_PERSON_I.test(text) ? OPERATIVE_WORDS.test(text) : OPERATIVE.test(text));

/**
 * An annex's, a schedule's or an appendix's heading with its number, letter or mark ("Annex: Movable property included
 * in the sale", "SCHEDULE 2 – RATES", "Appendix A"): the rows under it ("1. Rowing boat of wood …") are the annex's,
 * no first clause of the contract's operative part (issue 18, h105n82). Not "Schedule of Conditions" (a body's title).
 * Anchored, each run bounded: linear.
 */
export const ANNEX_HEADING = /^\s{0,3}(?:annex(?:e|ure)?|schedule|appendix|exhibit|attachment|enclosure)(?:\s{1,3}(?:no\.?\s{0,3})?(?:\d{1,3}|[a-z]|[ivx]{1,5})\b|\s{0,3}[:.–—-]|\s{0,3}$)/i;

/**
 * A section heading over the background, with an ordinal or a number before it and the word in brackets or before a
 * colon: "SECOND.- (BACKGROUND)", "FIRST.- BACKGROUND:", "2. Recitals", "B) Antecedents" (translated Latin-American and
 * Spanish drafting heads its background so). What the lines under it state in the present tense ("THE OPERATOR sells
 * tours of Bolivia", "THE ASSOCIATION groups 214 producers") describes the parties, no duty (issue 18, h84t63). One
 * optional mark of at most 12 letters or digits, each run bounded: linear.
 */
export const BACKGROUND_SECTION = /^\s{0,3}(?:[\p{L}\d]{1,12}\s{0,3}[.)]{0,2}\s{0,3}[-–—:]?\s{0,3})?\(?\s{0,3}(?:background|recitals|preliminary\s{1,3}statements?|antecedents)\s{0,3}\)?\s{0,3}[:.]?\s{0,3}$/iu;

/**
 * The parties' opening of a preamble written as rows: a line that ends on "between" or "among", its colon or none ("THIS
 * AGREEMENT is dated 1 May 2047 and made between:", "BETWEEN", "by and among:"); the parties' rows follow it. Tested on
 * a line's last characters; anchored at the end, bounded: linear. Its words are PARTY_SLOT_WORDS (roles.ts: why the
 * patterns on them differ).
 */
export const PARTIES_OPENING = new RegExp(String.raw`\b(?:${PARTY_SLOT_WORDS})\s{0,3}:?\s{0,3}$`, 'i');

/** The elements that are recitals: those opening with "WHEREAS", and the lines under a "Recitals"/"Background" heading up to the operative part. */
export function recitalElements(texts: readonly string[]): Set<number> {
  const out = new Set<number>();
  let open = false;
  texts.forEach((text, i) => {
    if (RECITALS_HEADING.test(text)) {
      open = true;
      return;
    }
    if (opensOperative(text)) open = false;
    else if (open || WHEREAS.test(text)) out.add(i);
  });
  return out;
}
