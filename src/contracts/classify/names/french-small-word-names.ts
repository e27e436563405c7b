/**
 * A French body's name capitalises its first word only, then its own name in capitals before the legal form: "Club de
 * ski de fond Les Pieds Légers inc.", "Association de pêche Les Trois Rivières inc.", "Centre de la petite enfance Les
 * Lucioles inc." (Quebec's registered names, French usage: the kind in small letters after its head). The company
 * grammar's words are capitalised, so it read the tail alone, "Les Pieds Légers inc." (facts set 77's cause 4, issue 18,
 * h120w77); "Club de Ski de Fond Les Pieds Légers inc." was read whole.
 *
 * The name runs back over the small words to the head where the head opens a party's entry (the text's start, "(1)",
 * "1.", "between" / "and" in any case, a field's colon: "BETWEEN: Club de …", "AND: …") and a French particle ("de",
 * "du", "des", "d'", "de la", "de l'", "à", "au", "aux", "en", "pour") leads each run of one to three small words. An
 * English sentence's small words take no French particle ("between the parties and Acme Ltd" stays as it was). One to
 * three runs, each word bounded; anchored at the end of a 160-character window: linear.
 */
const SMALL_WORD = String.raw`\p{Ll}[\p{Ll}\p{M}'’-]{1,20}`;
const PARTICLE = String.raw`(?:[ \t]{1,3}(?:de[ \t]{1,3}la|à[ \t]{1,3}la|de|du|des|aux|au|à|en|pour)[ \t]{1,3}|[ \t]{1,3}(?:de[ \t]{1,3}l|d)['’])`;
/** The entry's opening, the head, its particles' runs of small words, the blank before the capitalised tail. */
export const FRENCH_HEAD_BEFORE = new RegExp(
  String.raw`(?:^|\(\d{1,2}\)[ \t]{1,3}|\d{1,2}\.[ \t]{1,3}|\b(?:[Bb]etween|BETWEEN|and|AND)[ \t]{1,3}|:[ \t]{1,3})(\p{Lu}[\p{Ll}\p{M}]{2,20}(?:${PARTICLE}${SMALL_WORD}(?:[ \t]{1,3}${SMALL_WORD}){0,2}){1,3})[ \t]{1,3}$`,
  'u',
);
const WINDOW = 160;

/**
 * Where a company's name read from `start` in `text` (its first word capitalised) starts once the head and small words
 * of a French name before it are read with it (see above); `start` if none.
 */
export function frenchHeadStart(text: string, start: number): number {
  if (start < 2 || !/\p{Ll}/u.test(text[start - 2])) return start;
  const from = Math.max(0, start - WINDOW);
  const m = FRENCH_HEAD_BEFORE.exec(text.slice(from, start));
  // A window cut inside the text opens no entry at its own start.
  if (!m || (from > 0 && m.index === 0 && m[0].startsWith(m[1]))) return start;
  return from + m.index + m[0].indexOf(m[1]);
}
