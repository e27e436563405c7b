/**
 * The persons a notices clause names in one sentence, party by party: "Notices shall be sent to: the Seller, attention
 * Mr. Omar Haddad, Sales Director, o.haddad@example.com; the Buyer: Lina Sabbagh, +962 6 555 0101". Each entry, parted
 * by ";", opens with the party (its alias or name) and gives a person by "attention" or right after it, with an e-mail
 * address or a telephone number in the entry: that person is the party's contact for notices, as the signer is its
 * contact for signing (h24f17; the spec's Contact is a name and a role). A department ("Trust Services Department") or
 * a desk ("the dispatcher service") is no person; a later person of the entry still is ("…, and Tigran Grigoryan, …").
 */
import type { PartyLexicon } from './party-lexicon.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { isPersonName } from '../names/person-names.js';
import { BUILDING_WORDS, STREET_WORDS, findAddresses } from '../names/addresses.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { POST_TITLES } from '../lexicon/gazetteer.js';
import { COURTESY_BEFORE_NAME, COURTESY_EITHER_CASE_BEFORE_NAME, COURTESY_TITLE } from '../lexicon/courtesy-titles.js';
import { withoutMarks } from '../../../common/lexicon/without-marks.js';

export interface NoticeContact {
  party: string;
  name: string;
  role: string;
}

// A clause about notices (its heading or its words), with a way to reach someone: an e-mail address or a phone.
const NOTICES = /\bnotices?\b|\bnotifications?\b|\bcommunications?\b|\bcontacts?\b/i;
const REACH = /[\w.+-]@[\w-]+\.\w|\b(?:tel|phone|telephone|mobile|mob)\b\.?\s*(?::\s*)?\+?\d|\+\d{2,3}[\s\d]{6,}/i;
// A person in an entry: after "attention" / "attn" / "for the attention of", or any two to four capitalised words
// followed by a comma or the entry's end (the sentence's stop before it), a courtesy title before them dropped. Each
// word bounded: linear.
const COURTESY = COURTESY_BEFORE_NAME;
// A given name may be two joined by a hyphen, the second capitalised ("Jean-Claude", "Anne-Marie"), h26f19.
const PERSON_WORD = String.raw`\p{Lu}[\p{Ll}'’]{1,30}(?:-\p{Lu}?[\p{Ll}'’]{1,30})?`;
const PERSON = new RegExp(String.raw`(?<![\p{L}\p{N}@.-])${COURTESY}(${PERSON_WORD}(?:\s{1,3}${PERSON_WORD}){1,3})(?=\s*(?:,|;|\.?\s*$))`, 'gu');
const ATTENTION = /\b(?:attention|attn\.?|for\s+the\s+attention\s+of)\s*(?::\s*)?$/i;
// The words after a name and its comma that are a job title: small letters or capitalised words, before the next comma.
const TITLE_AFTER = /^\s*,\s*((?:[\p{L}][\p{L}&' -]{1,50}?))\s*(?:,|;|$)/u;
const NOT_TITLE = /@|\d|\b(?:tel|phone|e-?mail|fax)\b/i;
// A clause that gives addresses only ("the Seller, 12 King Hussein Street, Amman, tel. …; the Buyer at Kirkstall Road,
// Leeds, …") names places in a person's form: a street or building word ends them, or "at" stands before them.
const PLACE_END = new RegExp(String.raw`\s(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')})$`);
const AT_BEFORE = /\bat\s*$/i;
// Entries are parted by ";", or by ", and to" / ", and for" before the next party ("to the Owners, attention …, phone
// …, and to the Managers, attention …"), h26f19. Bounded: linear.
// A comma may follow the "and" ("…, and, for the Consultant, to …", h28f21).
// And by ", and notices to" ("Notices to the Company shall be addressed to its …, and notices to the Caterer to its …").
const ENTRY_BREAK = /;|,\s{1,3}and,?\s{1,3}(?=(?:to|for|notices?\s{1,3}to)\s)/;
/**
 * An entry with no e-mail or phone still names a contact where it is addressed to the party's officer by title, the
 * person after with a courtesy title: "Notices to the Company shall be addressed to its Camp Services Superintendent,
 * Mr. Abu Kamara" (h28f21b). The title is the contact's role. Bounded: linear.
 */
const TO_ITS_OFFICER = new RegExp(String.raw`\bto\s{1,3}its\s{1,3}(\p{L}[\p{L} -]{1,60}?),\s{1,3}(?:${COURTESY_TITLE})\.?\s{1,3}\p{Lu}`, 'u');
/**
 * An entry that names its person after "Attention:" needs no e-mail or phone either: the line says whom the notices go
 * to ("Notices to the Beneficiary shall be sent to 4 Harbour Square, Cork, Attention: Siobhán Creedon, Finance
 * Director"; "…, Attention: Harriet Onslow, Head of IT, and to the Developer …"), h30f24. Only the person right after it;
 * an office ("Attention: Group General Counsel") is no person's name. Such a sentence may give one entry only. The
 * match ends where the name starts (a courtesy title consumed). The words are spelt in their three cases, not read
 * with the `i` flag: under it `\p{Lu}` takes a small letter too, and the first "attention" of an entry was taken
 * whatever followed it ("for the attention of accounts, …, Attention: <person>" lost the person; hred19). Bounded: linear.
 */
export const ATTENTION_NAMED = new RegExp(String.raw`\b(?:[Aa]ttention|ATTENTION|[Aa]ttn\.?|ATTN\.?|[Ff]or\s+the\s+attention\s+of|FOR\s+THE\s+ATTENTION\s+OF)\s{0,3}:?\s{0,3}${COURTESY_EITHER_CASE_BEFORE_NAME}(?=\p{Lu})`, 'u');
/** An office, not a person, after "Attention:": "Property Manager", "Chief Information Officer", "Group General Counsel". */
export const OFFICE_AT_END = new RegExp(String.raw`\s(?:${POST_TITLES.join('|')})$`);
/** "with a copy (which shall not constitute notice) to": what follows is the copy's addressee's (h29f23). Bounded: linear. */
export const COPY_IN = /\bwith\s+(?:a\s+)?cop(?:y|ies)\b[^.;:]{0,80}?\bto\b/i;
const MAX_ENTRIES = 12;
const MAX_LENGTH = 4000;

/** The contacts a notices sentence names for the parties, in its order. */
export function noticeContacts(texts: readonly string[], lexicon: PartyLexicon, parties: ReadonlySet<string>): NoticeContact[] {
  const out: NoticeContact[] = [];
  // Whether the element before was a notices entry line under a notices clause: the entries may stand one a line
  // ("Client: …, Attention: Chief Information Officer" / "Supplier: …, Attention: Lena Okafor, Vice President"), only
  // the first right under the clause's words (set 24's leftover, h31f25).
  let entryLineBefore = false;
  texts.forEach((text, element) => {
    const underEntry = entryLineBefore;
    entryLineBefore = false;
    if (text.length > MAX_LENGTH) return;
    const named = runnable(ATTENTION_NAMED).test(text);
    if (!(ENTRY_BREAK.test(text) || named) || !(named || REACH.test(text) || TO_ITS_OFFICER.test(text))) return;
    if (!NOTICES.test(text) && !NOTICES.test(texts[element - 1] ?? '') && !underEntry) return;
    entryLineBefore = true;
    // The entries: the text after the last colon before the first entry's party, split at ";" (or ", and to").
    const entries = text.split(new RegExp(ENTRY_BREAK, 'g')).slice(0, MAX_ENTRIES);
    for (const whole of entries) {
      // A copy's addressee (the party's counsel) is no contact of the party: the entry ends at its copy.
      const copy = /\bcop(?:y|ies)\b/i.test(whole) ? COPY_IN.exec(whole) : null;
      const entry = copy ? whole.slice(0, copy.index) : whole;
      const reach = REACH.test(entry);
      const officer = reach ? undefined : TO_ITS_OFFICER.exec(entry) ?? undefined;
      const attention = reach || officer !== undefined ? undefined : runnable(ATTENTION_NAMED).exec(entry) ?? undefined;
      if (!reach && officer === undefined && attention === undefined) continue;
      const mention = lexicon.find(entry).find((m) => parties.has(m.party) && !m.negative);
      if (mention === undefined) continue;
      const rest = entry.slice(mention.end);
      const places = findAddresses(entry);
      for (const m of matchesOf(PERSON, rest)) {
        const name = m[1];
        const before = rest.slice(0, m.index);
        // Not a party's own name or alias, nor a capitalised department ("Trust Services Department").
        if (lexicon.find(name).some((p) => parties.has(p.party)) || !isPersonName(withoutMarks(name))) continue;
        // Nor a street, a building or a place the entry's address holds (its town is no title either).
        const at = mention.end + m.index + (m[0].length - name.length);
        if (PLACE_END.test(name) || AT_BEFORE.test(before) || places.some((p) => p.begin < at + name.length && at < p.end)) continue;
        const title = TITLE_AFTER.exec(rest.slice(m.index + m[0].length))?.[1];
        // Without a way to reach them, only the officer the entry is addressed to: the person right after its title.
        if (officer !== undefined && at !== officer.index + officer[0].length - 1) continue;
        if (attention !== undefined && (at !== attention.index + attention[0].length || OFFICE_AT_END.test(name))) continue;
        const role = officer !== undefined ? officer[1] : title !== undefined && !NOT_TITLE.test(title) ? title : ATTENTION.test(before) ? 'notice contact' : 'contact';
        out.push({ party: mention.party, name, role });
        break;
      }
    }
  });
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function noticeContactsRunPatterns(): readonly RegExp[] {
  return [PERSON];
}
