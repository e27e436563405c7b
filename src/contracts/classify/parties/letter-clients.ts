/**
 * "Our clients" in a solicitors' letter (Scottish missives, a letter of offer): the writer acts for a party it names once
 * in the letter's opening ("On behalf of and as instructed by our clients, Dunmore Ltd, we offer …"), then calls it
 * "our clients" ("Our clients will pay the price …"). A later letter of the exchange names its own clients (the other
 * side's solicitors write "On behalf of our clients, Kelvin Estates Ltd, we accept …"), so the latest naming holds.
 */
import type { PartyLexicon } from './party-lexicon.js';

/** "our clients, Harbour Foods Limited," / "my client, Ms Ann Kerr (": the name after the writer's clients. */
const CLIENTS_NAMED = /\b(?:our|my)\s{1,3}clients?\s{0,3},\s{0,3}([A-Z][^,;()"]{1,80}?)\s{0,3}(?:[,;(]|$)/;
/** "Our clients will", "my client shall not", "our clients also undertake": the writer's clients as a modal's subject. */
export const CLIENTS_SUBJECT = /\b(?:our|my)\s+clients?\s+(?:(?:also|further|hereby|\w+ly)\s+)?$/i;

/** The party whose name follows "our clients," in `text`, if the document's lexicon knows the name; else undefined. */
export function clientsNamed(text: string, lexicon: PartyLexicon): string | undefined {
  // Cheap test first: most elements name no clients.
  if (!/\bclients?\b/i.test(text)) return undefined;
  const m = CLIENTS_NAMED.exec(text);
  if (m === null) return undefined;
  const mention = lexicon.find(m[1]).find((p) => !p.negative && !/^(?:Both Parties|Multiple Parties|None)$/.test(p.party));
  return mention?.party;
}
