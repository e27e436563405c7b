/**
 * The position label of a party's entry: "First Party: Palm Crest Facilities L.L.C., …, represented by … (the "Client")".
 * Translated Arabic drafting (and other drafting in English) labels the entries so and signs under the same labels ("For
 * the First Party: Omar Haddad, General Manager"): the label names the party its entry introduces, as its alias does, so
 * a signature line or a clause naming the "First Party" names that party (h37f28).
 */
import type { PartyRecord } from './party-record.js';

/** The label right before the entry's name: "First Party:", "THE SECOND PARTY:". Anchored at the end, bounded: linear. */
const POSITION_LABEL = /(?:^|\n)[ \t]{0,8}(?:the[ \t]{1,3})?(first|second)[ \t]{1,3}party[ \t]{0,3}:[ \t]{0,8}(?:the[ \t]{1,3})?$/i;
/** How far before a name its label may open. */
const LABEL_REACH = 40;

/**
 * Each "First Party" / "Second Party" label and the alias of the primary party whose entry it opens. A label that opens
 * two parties' entries names neither; a party whose alias is the label itself needs nothing more.
 */
export function positionLabels(texts: readonly string[], parties: readonly PartyRecord[]): Map<string, string> {
  const found = new Map<string, string | undefined>();
  for (const p of parties) {
    if (p.importance !== 'Primary' || !p.alias) continue;
    for (const m of p.mentions) {
      const label = POSITION_LABEL.exec(texts[m.element].slice(Math.max(0, m.begin - LABEL_REACH), m.begin))?.[1];
      if (label === undefined) continue;
      const name = `${label[0].toUpperCase()}${label.slice(1).toLowerCase()} Party`;
      if (name.toLowerCase() === p.alias.toLowerCase()) break;
      found.set(name, found.has(name) && found.get(name) !== p.alias ? undefined : p.alias);
      break;
    }
  }
  return new Map([...found].filter((e): e is [string, string] => e[1] !== undefined));
}
