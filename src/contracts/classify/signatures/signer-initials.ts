/**
 * A signer written by initials ("N. Papadakis", "p.p. E. Georgiou", "Director ______ A.N. Seitkali") is the person the
 * contract names in full elsewhere — the representative of the party's slot ("lawfully represented by its Chief
 * Executive Officer, Mr Nikolaos Papadakis", "represented by Director Aidar Nurlanovich Seitkali"): Greek, Kazakh, Russian
 * and other drafting signs so. The contact is the full name; a signer no full name matches is left unread (h20facts2).
 */
import { matchesOf } from '../../../common/regex-matches.js';

/** Initials then a surname alone on a line, perhaps after "p.p." (per procurationem): "A.N. Seitkali", "p.p. E. Georgiou". */
const INITIALS_LINE = /^\s*(?:p\.\s?p\.\s*)?((?:\p{Lu}\.\s?){1,3})(\p{Lu}[\p{Ll}'’-]+)\s*$/u;
/**
 * The same after a job title and the line signed on: "Director _____________ A.N. Seitkali". Post-Soviet drafting may set
 * the name between slashes and write a given name's first two letters where one sound takes two ("Director ______
 * /Sh. I. Nazarov/", Tajik and Uzbek "Sh", "Ch", "Zh"; facts set 61's cause 3, issue 18, h102p61). Anchored: linear.
 */
const TITLE_BLANK_INITIALS = /^\s*(\p{Lu}[\p{L} ]{1,40}?)\s*_{3,}\s*(?:\/\s{0,3})?((?:\p{Lu}\p{Ll}?\.\s?){1,3})(\p{Lu}[\p{Ll}'’-]+)(?:\s{0,3}\/)?\s*$/u;

/** The initials line's initials and surname, or undefined. */
export function initialsLine(line: string): { initials: string[]; surname: string } | undefined {
  const m = INITIALS_LINE.exec(line);
  return m ? { initials: lettersOf(m[1]), surname: m[2] } : undefined;
}

/** A titled line signed on with initials: its title, initials and surname, or undefined. */
export function titledInitialsLine(line: string): { title: string; initials: string[]; surname: string } | undefined {
  const m = TITLE_BLANK_INITIALS.exec(line);
  return m ? { title: m[1].trim(), initials: lettersOf(m[2]), surname: m[3] } : undefined;
}

const lettersOf = (initials: string): string[] => initials.split('.').map((x) => x.trim()).filter((x) => x !== '');

/** The letters of written initials: "R.J." → ["R", "J"]. */
export const lettersOfInitials = lettersOf;

/**
 * The one full name in `texts` with as many given names as `initials`, each opening with its initial, then `surname`;
 * undefined when none or several differ. Read once per signer over the texts' first elements. Failing that, two other
 * orders drafting uses (h28f21): the surname first, then the given name and patronymic the initials open ("F.S.
 * Rustamov" is "Rustamov Firuz Saidovich" in a post-Soviet slot), and one given name for several initials ("R.J. Croes"
 * is "Ricardo Croes" where the slot writes one given name).
 */
export function fullNameOf(texts: readonly string[], initials: readonly string[], surname: string): string | undefined {
  const given = initials.map((i) => `${i}\\p{Ll}+`).join('\\s+');
  // A surname after its particles ("da Costa", "van den Berg") matches with any blanks between its words (h29f22).
  const family = surname.trim().replace(/[-'’]/g, '\\$&').replace(/\s+/g, '\\s+');
  return onlyMatch(texts, `(?<![\\p{L}.])${given}\\s+${family}(?![\\p{L}])`)
    ?? onlyMatch(texts, `(?<![\\p{L}.])${family}\\s+${given}(?![\\p{L}])`)
    ?? (initials.length > 1 ? onlyMatch(texts, `(?<![\\p{L}.])${initials[0]}\\p{Ll}+\\s+${family}(?![\\p{L}])`) : undefined);
}

/** The one distinct match of `source` in `texts` (blanks collapsed), else undefined. */
function onlyMatch(texts: readonly string[], source: string): string | undefined {
  const pattern = new RegExp(source, 'gu');
  const found = new Set<string>();
  for (const text of texts) for (const m of matchesOf(pattern, text)) found.add(m[0].replace(/\s+/g, ' '));
  return found.size === 1 ? [...found][0] : undefined;
}
