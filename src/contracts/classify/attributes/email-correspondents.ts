/**
 * The correspondents of an e-mail thread (a document that opens as an e-mail: opensAsEmail): the person a "From:" or
 * "To:" header names ("From: Iain Morrison", "To: Tom Ward, Leeds" — the name before the header's first comma) is a
 * Person, as a signature block's name is; and the given name of each such person, alone where the thread calls them by
 * it ("Hi Iain,", "Thanks, Iain – …", the sign-off "Morag" under "Many thanks,"), is that Person too: correspondents
 * greet and sign by their given names (set 90's attribute cause 7, issue 18, h116n90; docs/contracts.md "An e-mail's
 * correspondents"). A header's name must be a person's form (isPersonName), end as no business and hold no common
 * English word unless it opens on a listed given name; a given name alone must be no common English word ("Will",
 * "Grace" stay bare) and stand before no capitalised word (the whole name is read whole). One pattern of the names,
 * run once per element, a bounded count: linear.
 *
 * The words after that person's comma, closing the header, are where the person is ("To: Iain Morrison, Shawbost"): a
 * Location, as a signer's town after the name is, when they are one to three capitalised words, no business's name
 * or word ("From: Morag MacLeod, Carloway Tweed Mill Ltd" names the mill) and none of them a common English word but a
 * compass point's (a post or a department: "To: Tom Ward, Sales Manager", "To: Iain Morrison, Accounts Payable"; "North
 * Tolsta" stays a place), and nothing is read there already ("To: Tom Ward, Leeds" is the gazetteer's). Issue 18,
 * h117n90 (set 90's Shawbost; h116n90's Left); "some", not "all", review h117rr, h117mendB. A bare company's name of
 * rare words ("To: Iain Morrison, Globex") is still read as a place: the words alone cannot tell it from a township's.
 *
 * A printed chat export's senders are its correspondents too (chat-parties.ts chatSenderMentions): "Kirsty Jamieson" of
 * "[14/03/2047, 09:12] Kirsty Jamieson: Morning Ruth, …" is a Person as a "From:" header's name is, and so is a sender's
 * given name alone ("Morning Ruth,"), by the same tests (table 2.4's Person row; set 91's attribute cause, issue 18,
 * h117a91).
 */
import type { ElementFacts } from './attributes.js';
import { FROM, TO, opensAsEmail } from '../parties/email-thread-parties.js';
import { chatSenderMentions } from '../parties/chat-parties.js';
import { endsAsBusiness, isOrganisationWord, isPersonName } from '../names/person-names.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { REGION_QUALIFIERS } from '../lexicon/gazetteer.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';

/** A header's name: two to four capitalised words before its first comma or its end. Anchored, bounded: linear. */
const HEADER_NAME = /^(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{L}\p{M}'’-]{1,30}){1,3})\s{0,3}(?:,|$)/u;
/** A place after the header's name and its comma, closing the header: one to three capitalised words. Anchored, bounded. */
const HEADER_PLACE = /^,\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{Ll}\p{M}'’-]{1,30}){0,2})\s{0,3}$/u;
/** This many given names at most (a thread has a handful of correspondents), and this many found per element. */
const MAX_NAMES = 16;
const MAX_PER_ELEMENT = 16;

/** Whether `name` is a person's own name: a listed given name first, or no common English word among its words. */
function isOwnName(name: string): boolean {
  const words = name.split(/\s/);
  return isPersonName(name) && !endsAsBusiness(name)
    && (isPlainGivenName(words[0]) || !words.some((w) => isCommonEnglishWord(w.toLowerCase(), 40)));
}

/** The place after a header's person, which ends at `end` (HEADER_PLACE), as a Location to add, or none. */
function headerPlace(text: string, end: number, facts: ElementFacts): ElementFacts['attributes'] {
  const m = HEADER_PLACE.exec(text.slice(end));
  if (m === null) return [];
  const place = m[1];
  if (endsAsBusiness(place) || place.split(' ').some((w) => isOrganisationWord(w) || (isCommonEnglishWord(w.toLowerCase(), 20) && !REGION_QUALIFIERS.includes(w)))) return [];
  const begin = end + m[0].indexOf(place);
  if (facts.attributes.some((a) => a.begin < begin + place.length && begin < a.end)) return [];
  return [{ type: 'Location' as const, begin, end: begin + place.length }];
}

/** A correspondent's name as a header or a chat line writes it: the element, where the name opens, the name. */
interface NameWritten {
  element: number;
  begin: number;
  name: string;
}

/** The names an e-mail thread's "From:" / "To:" headers write, and the elements of those headers. */
function emailHeaderNames(texts: readonly string[]): { names: NameWritten[]; headers: Set<number> } {
  const names: NameWritten[] = [];
  const headers = new Set<number>();
  texts.forEach((text, i) => {
    const header = FROM.exec(text) ?? TO.exec(text);
    if (header === null) return;
    headers.add(i);
    const m = HEADER_NAME.exec(header[1]);
    if (m !== null) names.push({ element: i, begin: header.index + header[0].indexOf(header[1]), name: m[1] });
  });
  return { names, headers };
}

/**
 * Adds a Person for each correspondent an e-mail's header or a chat's line names, and for their given names alone in the
 * thread (the header elements apart: a chat's lines hold messages, read too).
 */
export function addCorrespondents(texts: readonly string[], facts: ElementFacts[]): void {
  const { names, headers } = opensAsEmail(texts) ? emailHeaderNames(texts) : { names: chatSenderMentions(texts), headers: new Set<number>() };
  const given = new Set<string>();
  for (const { element: i, begin, name } of names) {
    if (!isOwnName(name)) continue;
    const end = begin + name.length;
    const first = name.split(/\s/)[0];
    if (given.size < MAX_NAMES && !isCommonEnglishWord(first.toLowerCase(), 40)) given.add(first);
    const over = facts[i].attributes.filter((a) => a.begin < end && begin < a.end);
    // A place read inside the name is the name's word ("Carloway" in a surname); any other reading keeps its own.
    if (!over.every((a) => a.type === 'Location')) continue;
    facts[i].attributes = [...facts[i].attributes.filter((a) => !over.includes(a)), { type: 'Person' as const, begin, end }, ...(headers.has(i) ? headerPlace(texts[i], end, facts[i]) : [])]
      .sort((a, b) => a.begin - b.begin || a.end - b.end);
  }
  if (given.size === 0) return;
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}'’&-])(?:${[...given].map(escapeRegExp).join('|')})(?![\p{L}\p{M}\p{N}'’&-])(?!\s{1,3}\p{Lu})`, 'gu');
  texts.forEach((text, i) => {
    if (headers.has(i)) return;
    const added: ElementFacts['attributes'] = [];
    let n = 0;
    for (const m of text.matchAll(pattern)) {
      if (++n > MAX_PER_ELEMENT) break;
      const [begin, end] = [m.index, m.index + m[0].length];
      if (facts[i].attributes.some((a) => a.begin < end && begin < a.end)) continue;
      added.push({ type: 'Person' as const, begin, end });
    }
    if (added.length > 0) facts[i].attributes = [...facts[i].attributes, ...added].sort((a, b) => a.begin - b.begin || a.end - b.end);
  });
}
