/**
 * The parties a headline in capitals names after its subject and a dash, joined by "AND": "LOBSTER SUPPLY – ANEGADA REEF
 * KITCHEN LTD. AND CLEON FAULKNER", a summary message that puts a chat's arrangement in one place (its line perhaps
 * opened by the chat's "[02/06/2038, 08:46] <sender>: "). An arrangement made in messages has no preamble; its headline
 * says who the two sides are, a company by its legal form and a person by a name's form, one side at least a company
 * (facts set 51's cause 5, issue 18, h90p). Each is given the short name the messages call it by — a person's first name ("Cleon supplies …") when the
 * text uses it, else the name — so that the payer's or the payee's sentence gives the sides (party-sides.ts).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { isPersonName } from '../names/person-names.js';
import type { OrgMention } from './party-record.js';
import { endsInLegalForm, partyKey } from './party-key.js';

/** A chat export's line opening: "[02/06/2038, 08:46] Tamika Vanterpool: ". Bounded: linear. */
const SENDER = String.raw`(?:\[[^\]\n]{4,30}\][ \t]{0,3}[^:\n]{1,60}:[ \t]{0,3})?`;
/**
 * The headline: a subject in capitals, a dash, two names in capitals joined by "AND", nothing after. Anchored at the
 * element's start, bounded runs: each lazy run stops only where a dash or "AND" stands.
 */
const HEADLINE = new RegExp(String.raw`^${SENDER}\p{Lu}[\p{Lu}\p{N} &'-]{1,60}?[ \t]{1,3}[–—-][ \t]{1,3}(\p{Lu}[\p{Lu}\p{N} .,&'-]{1,80}?)[ \t]{1,3}AND[ \t]{1,3}(\p{Lu}[\p{Lu} .'-]{1,60}?)[ \t.]*$`, 'du');
/** Longest element read as a headline. */
const HEADLINE_MAX = 240;

const titleCased = (name: string): string => name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, b: string, c: string) => b + c.toUpperCase());

/** The two parties of each such headline, as party names with their short names as aliases. */
export function headlineParties(texts: readonly string[]): OrgMention[] {
  const out: OrgMention[] = [];
  texts.forEach((text, element) => {
    if (text.length > HEADLINE_MAX || !text.includes(' AND ')) return;
    const m = HEADLINE.exec(text);
    if (m === null || m.indices === undefined) return;
    const names = [1, 2].map((g) => {
      const [begin, end] = m.indices?.[g] ?? [0, 0];
      const raw = text.slice(begin, end);
      // A legal form's stop is part of the name ("LTD."); a person's name ends on its last letter.
      const company = endsInLegalForm(raw.replace(/\.$/, ''));
      const person = !company && isPersonName(titleCased(raw.replace(/\.$/, '')), true);
      return company || person ? { begin, end: person ? begin + raw.replace(/\.$/, '').length : end, raw, person } : undefined;
    });
    // One side at least is a company by its legal form: two name-shaped phrases joined by "AND" after a dash are a
    // heading's subjects ("SCHEDULE C – MANAGED HOSTING SERVICE LEVELS AND SERVICE CREDITS"), no parties.
    if (names.some((n) => n === undefined) || names.every((n) => n?.person)) return;
    for (const n of names as { begin: number; end: number; raw: string; person: boolean }[]) {
      const name = text.slice(n.begin, n.end);
      out.push({ element, begin: n.begin, end: n.end, text: name, alias: shortName(name, n.person, texts) });
    }
  });
  return out;
}

/** A person's first name where the text calls them by it ("Cleon supplies …"), else the name (a company's without its form). */
function shortName(name: string, person: boolean, texts: readonly string[]): string {
  if (!person) return titleCased(partyKey(name));
  const first = titleCased(name.split(/\s+/)[0]);
  const used = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(first)}(?![\p{L}\p{N}])`, 'u');
  return texts.some((t) => used.test(t)) ? first : titleCased(name);
}
