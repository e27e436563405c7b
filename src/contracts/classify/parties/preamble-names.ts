/**
 * The names of the parties a preamble lists ("between A Ltd … and B Ltd …", a "Parties" heading over entries, "made
 * by …"), found where the organisation reader found none: the slots, and the name each holds (slot-names.ts).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { HONORIFIC } from './person-parties.js';
import { isPersonName } from '../names/person-names.js';
import { PARTY_SLOT_WORDS, roleOfAlias } from '../lexicon/roles.js';
import type { OrgMention } from './party-record.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { bareSlotEnd, PLACE_SET, endsPartiesList, SLOT_WORD, PARTIES_FIELD, ROLES, PARTY_SLOTS, PARTIES_HEADING, AFTER_PARTIES, DOCUMENT_TERM, SIDE_SLOT, isNumberedEntry, FIRST_PERSON_NAMED, UNDERSIGNED_NAMED, SLOT_WORD_LINE, livesBefore, WRITERS_IN_PLURAL } from './preamble-words.js';
import { restatesThing, ALIAS_ANY, IN_DESCRIPTION, nounInCapitals, opensJointAlias } from './alias-forms.js';
import { namesJoined, nameBefore } from './slot-names.js';
import { describedParty, describedClasses, namedInOwnField } from './described-parties.js';
import { scheduledParty } from './schedule-parties.js';
import { personBeforeYou } from './you-bracket-persons.js';
import { BOARD_OFFICE } from '../lexicon/board-offices.js';
import { OWNED_AND_RUN_WORDS } from '../lexicon/owner-run-business.js';

/** Brackets without quotes read per element (a preamble names a few parties; hostile text repeats thousands). */
const MAX_BARE_PER_ELEMENT = 8;
// So does a line ending in "the undersigned:" ("Concluded in Skopje on 3 March 2025 by and between the undersigned:",
// "In San José, on …, the undersigned:"), Balkan and Latin American drafting, h25f18. The words are PARTY_SLOT_WORDS
// (roles.ts) with "the undersigned", the colon required (roles.ts says why PARTY_SLOTS and PARTIES_OPENING differ).
const SLOTS_BELOW = new RegExp(String.raw`\b(?:${PARTY_SLOT_WORDS}|the\s+undersigned)\s*:\s*$`, 'i');
/**
 * The colon may be left out after the preamble's own verb: "entered into by and between" alone on its line, then
 * "OMUHONGA RIVER CONSERVANCY, duly represented by … (hereinafter referred to as "the Conservancy")", "and", the next
 * (Southern African drafting): a paragraph under it that opens with a name and holds its alias bracket is a whole slot,
 * and the alias names the party whatever the name's head word (facts set 37's cause 1, h67roles). Lines that split an
 * entry (the name, "Registration number …", "(hereinafter referred to as "the Landlord")" on lines of their own) stay
 * findParties' to pair, as before. A clause that ends a line in "between" ("… the arrangements between") opens nothing.
 * Bounded: linear.
 */
const WHOLE_SLOTS_BELOW = /\b(?:entered\s{1,3}into|made|concluded|executed)\b[^.;:]{0,80}\bbetween\s{0,3}$/i;
/** A paragraph that opens with a capitalised name and holds a quoted alias's bracket: a whole slot (WHOLE_SLOTS_BELOW). */
const NAME_THEN_ALIAS = /^\s{0,8}\p{Lu}[^(]{0,400}\(\s{0,3}(?:[Hh]ereinafter\b|HEREINAFTER\b|(?:the|THE)\s{1,3}"|")/u;
/**
 * A slot paragraph that ends its sentence ("… a company registered in Scotland ("the Client").") is the last party's: the
 * paragraphs after it are the contract's text, whose defined terms ("Service Levels (the "SLA") are set out in Schedule
 * 2.") are no parties (hrev57).
 */
const LAST_SLOT_END = /[.]["”)]?\s{0,8}$/;
/** The lines under a "… between:" line that are party slots (its entries, their register and address lines). */
const SLOT_LINES_BELOW = 4;
/** An alias naming a company's guarantor or parent: the body a description names before it, not the company (hrev47). */
const RELATION_ALIAS = /^(?:the\s{1,3})?(?:Guarantors?|Surety|Sureties|Parent(?:\s{1,3}(?:Company|Guarantor))?|(?:Ultimate\s{1,3})?Holding\s{1,3}Company)$/i;
const UNDERSIGNED_HEADING = /^\s*(?:the\s+)?undersigned\s*(?::\s*)?$/i;
const NUMBERED_PARTY = /^\s*\((\d{1,2})\)\s/;
const NUMBERED_DOT = /^\s*(\d{1,2})\.\s/;
/** Where the text opens a party slot: "between"/"among" (PARTY_SLOTS), else a "Parties:" field; -1 when neither. */
function firstSlot(text: string): number {
  const between = text.search(PARTY_SLOTS);
  if (between >= 0) return between;
  // "This Coaching Agreement is entered into on March 2, 2027 by Bluecrest Athletics LLC (the "Club"), and …": the
  // parties after "by" fill the slots "between" would open (US drafting).
  const by = ENTERED_BY.exec(text);
  if (by) return by.index + by[0].length;
  // "These rules bind the … (the "Committee") and …": the names after "bind" (RULES_BIND, C321).
  const bind = RULES_BIND.exec(text);
  if (bind) return bind[0].length;
  // "On one side, …" / "On the other side, …": each entry opens its own slot (SIDE_SLOT, h75f40p).
  const side = SIDE_SLOT.exec(text);
  if (side) return side[0].length;
  // "I, Mrs. Ana Duarte, of … (the "Landlady"), acknowledge …": the writer's slot after "I," (FIRST_PERSON_NAMED, h89p).
  const writer = FIRST_PERSON_NAMED.exec(text);
  if (writer) return writer[0].length;
  // "The undersigned <name>, … (the Seller), has today sold to …": the seller's slot after "The undersigned" (h97fp).
  const undersigned = UNDERSIGNED_NAMED.exec(text);
  if (undersigned) return undersigned[0].length;
  // "Lakeside Village ("Community") and Tom Reed ("Grazier") agree as follows:": the names are the verb's subjects, a
  // slot from the line's start (partiesAgree).
  // So is a grant between the grantor and the grantee (partiesGrant).
  return partiesAgree(text) || grantVerbEnd(text) >= 0 ? 0 : text.search(PARTIES_FIELD);
}

/**
 * A permit's or a licence's operative sentence, which names both its parties with their aliases around the grant: "The
 * Parish of Ordino (hereinafter, the Parish) grants Mr. Owen Price (hereinafter, the Holder) a licence to …", "The Town
 * Council … (the "Council") hereby grants to the trader named above (hereinafter "the Holder") …" (translated public-law
 * drafting; the grantor is the subject, the grantee the object). The sentence is the party slots from its start, as
 * partiesAgree's is, the grantee's slot opening after the verb: a capital opens the element, an alias's bracket closes right before the grant verb, and another alias
 * follows the verb within GRANT_GRANTEE_WITHIN characters (set 67's cause, issue 18, h89ty). The verb's pattern is linear.
 */
const PARTIES_GRANT_VERB = /\)\s{0,3},?\s{0,3}(?:hereby\s{1,3})?(?:grants?|issues?|awards?)\s{1,3}(?:to\s{1,3})?/;
const GRANT_GRANTEE_WITHIN = 200;
/**
 * A permit that names its grantee as the one whose request it answers, the grant after both: "The Khokimiyat of Moynaq
 * District (the "Khokimiyat"), on the request of Aral Horizon Films LLC of Nukus (the "Producer") dated …, gives this
 * permission on the conditions below." (translated public-law drafting, as "at the request of … issues this permit"). The
 * grantee's slot opens after "of", as after PARTIES_GRANT_VERB (set 93's cause 5, issue 18, h119t93). Bounded blanks
 * between literals: linear.
 */
const PARTIES_REQUEST = /\)\s{0,3},\s{0,3}(?:on|at|upon)\s{1,3}the\s{1,3}(?:written\s{1,3})?(?:request|application)\s{1,3}of\s{1,3}/;
/** The grant that closes such a sentence: "gives this permission", "issues this permit", "grants the present licence". */
const PERMIT_GRANTED = /\b(?:hereby\s{1,3})?(?:gives|grants|issues)\s{1,3}(?:this|the\s{1,3}present)\s{1,3}(?:permission|permit|licen[cs]e|authori[sz]ation|consent)\b/;
/**
 * A grant whose grantor is a body named by its noun alone, with no alias, and whose grantee's alias bracket stands right
 * before what is granted: "RESOLVED, on the proposal of …, that the Council gives Dr Ana Kovač (called in this minute "the
 * Researcher") leave to camp …", "The Trust grants Mr Ole Berg (the "Holder") permission to graze …" (a council's or a
 * board's minute resolving a grant, no opening naming the parties; set 94's cause 1, issue 18, h121p94). Group 1 is the
 * grantor's noun (one to four capitalised words after "the"). Bounded words and blanks: linear.
 */
export const BARE_GRANTOR_GRANTS = /\b[Tt]he\s{1,3}(\p{Lu}\p{Ll}{1,30}(?:\s{1,3}\p{Lu}\p{Ll}{1,30}){0,3})\s{1,3}(?:hereby\s{1,3})?(?:gives|grants|awards|issues)\s{1,3}(?:to\s{1,3})?(?=\p{Lu})/u;
/** What such a grant gives, right after the grantee's alias bracket: leave, permission, a licence, a permit … */
const GRANTED_RIGHT = /^\s{0,3},?\s{0,3}(?:an?\s{1,3}|the\s{1,3})?(?:leave|permission|licen[cs]e|permit|consent|authori[sz]ation|mandate)\b/;
/** The grantor and where the verb ends, for a grant by a body named by its noun alone (BARE_GRANTOR_GRANTS), or undefined. */
function bareGrantorGrant(opening: string): { grantor: string; at: number; after: number } | undefined {
  const verb = runnable(BARE_GRANTOR_GRANTS).exec(opening);
  if (verb === null) return undefined;
  const after = verb.index + verb[0].trimEnd().length;
  const grantee = matchesOf(ALIAS_ANY, opening.slice(0, after + GRANT_GRANTEE_WITHIN)).find((m) => m.index >= after);
  if (grantee === undefined || (grantee[1] === undefined && grantee[2] === undefined)) return undefined;
  if (!GRANTED_RIGHT.test(opening.slice(grantee.index + grantee[0].length, grantee.index + grantee[0].length + 40))) return undefined;
  return { grantor: verb[1], at: verb.index + verb[0].indexOf(verb[1], 3), after };
}
/** Where the grant verb of such a sentence ends (the grantee's slot opens there), or -1 for none. */
function grantVerbEnd(text: string): number {
  if (!/^\s{0,8}\p{Lu}/u.test(text)) return -1;
  const opening = text.slice(0, PARTIES_AGREE_WITHIN);
  const request = PARTIES_REQUEST.exec(opening);
  const verb = request !== null && PERMIT_GRANTED.test(opening.slice(request.index)) ? request : PARTIES_GRANT_VERB.exec(opening);
  if (verb === null) return bareGrantorGrant(opening)?.after ?? -1;
  // The blank after the verb stays the slot's, as the one after "and" does (a description's pattern opens on it).
  const after = verb.index + verb[0].trimEnd().length;
  const aliases = matchesOf(ALIAS_ANY, text.slice(0, after + GRANT_GRANTEE_WITHIN));
  return aliases.some((m) => m.index < verb.index) && aliases.some((m) => m.index >= after) ? after : -1;
}

/**
 * The names with their aliases as the subject of the opening's verb, no "between": `Kumejima Ceramics Co., Ltd.
 * (hereinafter "Party A") and Aiko Nakama (hereinafter "Party B") agree as follows:` (Japanese, Korean and Chinese
 * drafting in English), `Lakeside Village ("Community") and Tom Reed ("Grazier") hereby agree as follows:`. The sentence
 * is the party slots from its start, as the text after "between" is (facts set 49's cause 5, h88p; set 66's, h88pa, whose
 * own pattern for it this one replaced: it read every line that one read). A capital opens the element, two quoted aliases or more stand before the verb, the first
 * within PARTIES_AGREE_WITHIN characters, an "and" between the last two. The verb's pattern is linear.
 */
const PARTIES_AGREE_VERB = /"\s{0,3}\)\s{0,3},?\s{0,3}(?:hereby\s{1,3}|have\s{1,3}|each\s{1,3})?(?:agree|agreed|enter\s{1,3}into|entered\s{1,3}into|conclude|concluded)\b/;
const PARTIES_AGREE_WITHIN = 600;
function partiesAgree(text: string): boolean {
  if (!/^\s{0,8}\p{Lu}/u.test(text)) return false;
  const verb = runnable(PARTIES_AGREE_VERB).exec(text.slice(0, PARTIES_AGREE_WITHIN));
  if (verb === null) return false;
  const subject = text.slice(0, verb.index + 3);
  const aliases = [...matchesOf(ALIAS_ANY, subject)].filter((m) => m[1] !== undefined || m[2] !== undefined);
  return aliases.length >= 2 && /\sand\s/.test(subject.slice(aliases[aliases.length - 2].index, aliases[aliases.length - 1].index));
}

/**
 * A line that closes on its side, "… (hereinafter called "the Homeowner") of the Other Part." (Commonwealth Caribbean and
 * West African drafting, "AND" on its own line above it), is a party's slot from its start, as a line after "between"
 * is: an alias that is no role word names its party there (facts set 45's cause 2, h80f45p). Anchored at the end: linear.
 */
const SIDE_PART_CLOSES = /\bof\s{1,3}the\s{1,3}(?:One|Other|First|Second|Third)\s{1,3}Part\s{0,3}[.;,:]?\s{0,3}(?:and|AND)?\s{0,3}$/i;
/**
 * "you, <Name> …" up to a bracket holding only the pronoun "you": the person the letter calls "you" (group 1, from the
 * name to the bracket). Bounded runs, no bracket or quote between: linear.
 */
const YOU_APPOSED = /\byou\s{0,3},\s{1,3}(\p{Lu}[^()";]{1,160}?)(\(\s{0,3}"you"\s{0,3}\))/u;
/**
 * An alias whose head word names a thing the document deals with ("the Burdened Property", "the Leased Premises", "the
 * Farm Site"): DOCUMENT_TERM's words after one or two qualifying words, no party's.
 */
function thingAlias(alias: string): boolean {
  const words = alias.replace(/^the\s+/i, '').split(/\s+/);
  return words.length >= 2 && words.length <= 3 && DOCUMENT_TERM.test(words[words.length - 1]);
}
/** The name in apposition after a first-person "I,": two to five capitalised words before a comma. Anchored: linear. */
const WRITER_NAME = /^\s{0,3}((?:Mr|Mrs|Ms|Dr)\.?\s{1,3})?(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}.'’-]{0,30}){1,4})\s{0,3},/u;
/** The writer a first-person declaration names after "I," (`at`: where the name may open), when a person's name. */
export function writerNamed(text: string, at: number, element: number): OrgMention | undefined {
  const m = WRITER_NAME.exec(text.slice(at, at + 200));
  if (!m || !isPersonName(m[2])) return undefined;
  const begin = at + m[0].indexOf(m[2], m[1]?.length ?? 0);
  return { element, begin, end: begin + m[2].length, text: m[2] };
}
/**
 * A comma after a bracket: the bracket closes an apposition ("I, <name>, of … (the "Host"), acknowledge"). An alias
 * "hereinafter" gives without quotes ends before its bracket's close ("(hereinafter the Seller), and I, …"), which may
 * stand before the comma (facts set 63's cause 1, h103q63).
 */
const WRITER_APPOSITION_CLOSES = /^\s{0,3}\)?\s{0,3},/;
/**
 * A stop or a semicolon after the writer's first bracket: the bracket closes the writer's sentence ("• I, <name>, of …, own
 * the house at that address (the Owner). I will be off the island …", a house-sitting agreement's points; facts set 74's
 * cause 5, issue 18, h118q74). The writer's only where the bracket holds a role word (ROLES) and follows a word in small
 * letters (AFTER_SMALL_WORD): "I, Ana Duarte, sell the boat to John Reyes (the Buyer)." names the buyer, not the writer; and only after a verb of holding (WRITER_HOLDS).
 */
const WRITER_SENTENCE_CLOSES = /^\s{0,3}\)?\s{0,3}[.;](?!\S)/;
/** A word all in small letters right before a bracket ("address (", not "Reyes ("): anchored at the end, bounded. */
const AFTER_SMALL_WORD = /(?:^|[^\p{L}])\p{Ll}{1,20}\s{0,3}$/u;
/**
 * The writer's own sentence before that bracket: a verb of holding or living, which has no person as its object ("own the
 * house at that address", "live at …", "am the owner of …", "keep the boat …"). A verb that deals with a second person
 * ("sell my boat to my neighbour (the Buyer)", "rent my flat to a student (the Tenant)", "hire a builder (the
 * Contractor)") gives the bracket to that person, named by a common noun as often as by a name, so the writer takes
 * none (h118rr's finding 1, h118mendC). Read on the text between "I," and the bracket (WRITER_SENTENCE_WITHIN): linear.
 */
const WRITER_HOLDS = /\b(?:own|am|live|reside|keep|hold|occupy)\b/;
/** A second person's preposition in the writer's sentence ("… to my neighbour", "… from a farmer", "… with a builder"). */
const COUNTERPART_WORD = /\b(?:to|from|with)\s/;
/** How far before the bracket the writer's sentence is read. */
const WRITER_SENTENCE_WITHIN = 240;
/** Whether the text between the writer's "I," (`from`) and a sentence-closing bracket (`to`) is the writer's own holding. */
function writerHolds(text: string, from: number, to: number): boolean {
  const sentence = text.slice(Math.max(from, to - WRITER_SENTENCE_WITHIN), to);
  return WRITER_HOLDS.test(sentence) && !COUNTERPART_WORD.test(sentence);
}
/**
 * A second writer in the same declaration: "I, <name>, … (hereinafter the Seller), and I, <name>, … (hereinafter the
 * Buyer), execute this deed" (South Asian deeds of sale, translated): the text after "and I," is that writer's slot, as
 * the text after the first "I," is. Anchored after the first writer's bracket; bounded: linear.
 */
const NEXT_WRITER = /^\s{0,3}\)?\s{0,3},?\s{0,3}and\s{1,3}I\s{0,3},\s{0,3}(?:the\s{1,3}undersigned\s{0,3},\s{0,3})?(?=\p{Lu})/u;
/**
 * The second writer under "We, the undersigned, <name>, … (hereinafter the Lender), and <name>, …": "and" alone opens
 * that writer's slot (no "I," to repeat; issue 18, h104p63). Anchored after the first writer's bracket: linear.
 */
const NEXT_CO_WRITER = /^\s{0,3}\)?\s{0,3},?\s{0,3}and\s{1,3}(?:the\s{1,3}undersigned\s{0,3},\s{0,3})?(?=\p{Lu})/u;
/** The elements a letter's opening body may be among (letterhead, addressee block, salutation, subject line). */
const APPOSED_WITHIN = 16;
/**
 * A line that opens an e-mail printed in a thread: "-----Original Message-----", "---------- Forwarded message ---------"
 * or its "From:" header. A thread printed with the reply on top puts the first message's body below the reply's headers,
 * text and signature: APPOSED_WITHIN counts from the last such line (facts set 50's cause 1, h89p). Anchored: linear.
 */
/** The rule line over a quoted or forwarded message ("-----Original Message-----"), unanchored: one home for its shape. */
export const MESSAGE_RULE_SOURCE = String.raw`-{2,20}\s{0,3}(?:Original|Forwarded)\s{1,3}[Mm]essage\s{0,3}-{2,20}`;
export const MESSAGE_OPENS = new RegExp(String.raw`^\s{0,8}(?:${MESSAGE_RULE_SOURCE}|From:\s)`, 'i');
/** An alias of capitals only ("NLSL", "DRIVER"). */
const CAPITALS_ONLY = /^[\p{Lu}\s-]+$/u;
/** "entered into … by", "made … by", "executed … by": the words before the parties a preamble names (within a sentence). */
const ENTERED_BY = /\b(?:entered\s+into|made|executed)\b[^.;]{0,200}?\bby\b(?!\s+and\b)/i;
/**
 * A body of rules that names whom it binds, in its opening sentence: "These rules bind the market committee of the Paro
 * Thromde (the "Committee") and every farmer or vendor who holds a stall permit (the "Stallholders").", "These bylaws
 * bind …", "The following terms and conditions bind …" (C321). The names after "bind" fill the slots "between" would
 * open: a quoted alias there names a party though parley reads no body before it (set 96's bt, issue 18, h122e96: the
 * Committee's 9 type labels were lost; sets 1–96 open two preambles so, sets 91 and 96). Only at the sentence's start,
 * the document's rules its subject; "This agreement binds the parties and their successors" (set 24) opens no slot.
 * Anchored, literal words and bounded blanks: linear.
 */
const RULES_BIND = /^\s{0,3}(?:these|the\s{1,3}following)\s{1,3}(?:rules|bylaws|by-laws|regulations|standing\s{1,3}orders|(?:terms\s{1,3}and\s{1,3})?conditions|terms)\s{1,3}bind\b/i;

/**
 * Parties the preamble names, with the alias it gives them: `between John Smith ("Consultant") and ...`, and the form
 * layout where the name fills a blank on one line and `hereinafter called the "Owner"` follows on the next. The name is
 * the capitalised text of the party's slot nearest the alias. Spans that overlap `known` get the alias only.
 */
export function preambleNames(texts: readonly string[], known: readonly OrgMention[]): OrgMention[] {
  const out: OrgMention[] = [];
  const limit = Math.min(texts.length, 30);
  let slotStart = 0; // the first element of the current party slot
  let partiesHeading = false; // in the list under a "Parties" heading
  let partyEntries = 0; // the number of its last entry
  let undersigned = false; // the heading is "THE UNDERSIGNED:", whose entries are numbered "1."
  let slotsBelow = 0; // the lines left that a "… made between:" line above opens as party slots
  let wholeSlotsBelow = 0; // the lines left that a "… entered into by and between" line above opens (WHOLE_SLOTS_BELOW)
  const givenAliases = new Set<string>(); // the quoted aliases of the elements above, as aliasKey reads them
  let entriesBelow = 0; // the number of the last numbered entry ("2. ") under such a line
  let letterOpens = 0; // the element the last e-mail of a printed thread opens on (MESSAGE_OPENS)
  let lastSlotOpen = false; // the element before was a party slot's line ending on a comma or semicolon (SLOT_LINE_GOES_ON)
  let lastSlotClosed = false; // the element before was a party slot's line ending on its alias's bracket (SLOT_LINE_CLOSED)
  for (let i = 0; i < limit; i++) {
    const text = texts[i];
    if (MESSAGE_OPENS.test(text)) letterOpens = i;
    // The field's label is no part of the first name after it.
    // Nor is the "I," a first-person declaration opens with (FIRST_PERSON_NAMED): the name after it is the writer's.
    // So are the words of a body of rules that say whom it binds (RULES_BIND, C321).
    let consumed = PARTIES_FIELD.exec(text)?.[0].length ?? FIRST_PERSON_NAMED.exec(text)?.[0].length ?? UNDERSIGNED_NAMED.exec(text)?.[0].length ?? RULES_BIND.exec(text)?.[0].length ?? 0;
    // A numbered entry of the preamble's list of parties ("PARTIES (1) Northbridge Borough Council … (the "Authority")")
    // is a party slot from its start, as the text after "between" is. The list ends at the next heading, or where the
    // numbering starts again.
    // Under a "Parties" heading too when the entries number 1, 2, … from the line under it (isNumberedEntry, h87p).
    const number = NUMBERED_PARTY.exec(text)?.[1] ?? (undersigned || (partiesHeading && isNumberedEntry(texts, i)) ? NUMBERED_DOT.exec(text)?.[1] : undefined);
    if (PARTIES_HEADING.test(text)) {
      partiesHeading = true;
      undersigned = UNDERSIGNED_HEADING.test(text);
      partyEntries = 0;
    } else if (partiesHeading && (number === undefined ? endsPartiesList(text) : Number(number) <= partyEntries)) partiesHeading = false;
    if (partiesHeading && number !== undefined) partyEntries = Number(number);
    // A line ending in "between:" ("This Agreement is dated 14 March 2025 and is made between:") opens the party slots of
    // the lines under it, numbered or not, until the operative text; each such line is a slot from its start.
    // Its entries may be numbered as the clauses are ("1. VESTLANDET KONSERT AS, …, hereinafter "the Promoter", and" /
    // "2. NORDAVIND MUSIKK AS, …, hereinafter "the Artist Company"." / "1. Performance. …", Nordic drafting): a number
    // that continues the entries from the first line under "between:" is the next entry, not the operative text, which
    // numbers its clauses from 1 again (h34f27).
    const dotted = slotsBelow > 0 ? NUMBERED_DOT.exec(text)?.[1] : undefined;
    const nextEntry = dotted !== undefined && Number(dotted) === entriesBelow + 1 && (entriesBelow > 0 || slotsBelow === SLOT_LINES_BELOW);
    entriesBelow = nextEntry ? Number(dotted) : 0;
    if (AFTER_PARTIES.test(text) && !nextEntry) slotsBelow = 0;
    // Under the heading, an entry need not be numbered: "between" alone on its line, then "Fjordlys Energi AS, org. no.
    // …, Stavanger ("Fjordlys")", "and", the next (Nordic drafting).
    if (AFTER_PARTIES.test(text)) wholeSlotsBelow = 0;
    const wholeSlot = wholeSlotsBelow > 0 && NAME_THEN_ALIAS.test(text);
    // A slot's line that ends on a comma, and the next opening with "and" ("between the Agrargemeinschaft …, hereinafter
    // "the Alp Community"," / "and Mrs. Maria Haselwanter, farmer, …, hereinafter "the Livestock Owner"."): the second
    // line goes on with the sentence the first opened, its name in the next slot (facts set 54's cause 6, h93fp).
    const slotGoesOn: boolean = (lastSlotOpen && NEXT_SLOT_LINE.test(text)) || (lastSlotClosed && NEXT_SLOT_ENTRY.test(text));
    const betweenAt: number = partiesHeading || slotsBelow > 0 || wholeSlot || slotGoesOn || SIDE_PART_CLOSES.test(text) ? 0 : firstSlot(text);
    lastSlotOpen = betweenAt >= 0 && SLOT_LINE_GOES_ON.test(text);
    lastSlotClosed = betweenAt >= 0 && SLOT_LINE_CLOSED.test(text);
    // Such an unnumbered line is one of an entry's lines (its name, register number, address), not a slot of its own.
    const entryLine = partiesHeading && number === undefined && slotsBelow === 0;
    if (slotsBelow > 0) slotsBelow--;
    if (wholeSlotsBelow > 0) wholeSlotsBelow = wholeSlot && LAST_SLOT_END.test(text) ? 0 : wholeSlotsBelow - 1;
    // A recital or a clause that ends a line in "entered into by and between" ("WHEREAS the parties are bound by the
    // agreement entered into by and between") names another contract's parties, not this one's (AFTER_PARTIES; hrev57).
    if (WHOLE_SLOTS_BELOW.test(text) && !AFTER_PARTIES.test(text)) wholeSlotsBelow = SLOT_LINES_BELOW;
    if (SLOTS_BELOW.test(text)) {
      slotsBelow = SLOT_LINES_BELOW;
      entriesBelow = 0;
    }
    // "- and -" alone on its line between two entries under "BETWEEN:" opens the next entry's lines as the first line did:
    // an entry of a name's paragraph and its alias alone on the line under it takes two lines of the four (h89p).
    if (slotsBelow > 0 && SLOT_WORD_LINE.test(text)) slotsBelow = SLOT_LINES_BELOW;
    let bareSeen = 0;
    let slotEnd: number | undefined;
    const sideOnly = betweenAt >= 0 && SIDE_SLOT.test(text) && text.search(PARTY_SLOTS) < 0 && !ENTERED_BY.test(text);
    const writer = FIRST_PERSON_NAMED.exec(text);
    let writerBracket = writer !== null; // the next alias is a first-person declaration's first
    const grantEnd = grantVerbEnd(text);
    for (const m of matchesOf(ALIAS_ANY, text)) {
      // The grantee's slot opens after the grant verb, as the next party's does after "and" (grantVerbEnd).
      if (grantEnd >= 0 && m.index >= grantEnd && consumed < grantEnd) consumed = grantEnd;
      const alias = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim();
      // A first-person declaration names its writer in the apposition after "I,": `I, Mrs. Ana Duarte, of 4 Quay Lane,
      // Horta (the "Landlady"), acknowledge …`, its first bracket, closed by a comma, no company named before it. Any
      // other bracket of the element ("… received from Atlantic Yachts Ltd (the "Company")", "I, Ana Duarte, sell to
      // Atlantic Yachts Ltd (the "Buyer")") is another party's, read by findParties after its name (h89p).
      if (writer !== null) {
        // "…), and I, <name>, …": the next writer's slot opens after its "I," (NEXT_WRITER).
        const nextWriter = !writerBracket && consumed > writer[0].length ? (WRITERS_IN_PLURAL.test(writer[0]) ? NEXT_CO_WRITER : NEXT_WRITER).exec(text.slice(consumed, consumed + 40)) : null;
        if (nextWriter !== null) {
          consumed += nextWriter[0].length;
          writerBracket = true;
        }
        const slotFrom = writerBracket ? consumed : writer[0].length;
        const closes = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
        const apposition = writerBracket && (WRITER_APPOSITION_CLOSES.test(closes)
          || (ROLES.has(alias.toLowerCase()) && WRITER_SENTENCE_CLOSES.test(closes) && AFTER_SMALL_WORD.test(text.slice(Math.max(0, m.index - 24), m.index))
            && writerHolds(text, slotFrom, m.index)));
        const own = apposition && !known.some((k) => k.element === i && k.begin >= slotFrom && k.end <= m.index && !livesBefore(text, k.begin));
        writerBracket = false;
        // The writer's first bracket may name what the writer owns, not the writer: "I, <NAME>, crofter, …, proprietor of
        // the croft of Gardie, registered in the Land Register … (the "Burdened Property"), IN CONSIDERATION of the sum …
        // paid to me by …" (a Scots grant's first person; the register named in it is no party). The writer is still a
        // party, named after "I," with no alias (writerNamed; facts set 55's cause 1, h94fp).
        const named = apposition && thingAlias(alias) ? writerNamed(text, writer[0].length, i) : undefined;
        if (named) out.push(named);
        if (!own || named) {
          consumed = m.index + m[0].length;
          continue;
        }
      }
      // A bracket without quotes is an alias only in a party slot (BARE_IN_SLOT), and only the first few of an element:
      // a party slot holds a handful, and each costs a look at the organisations found (hostile text: thousands).
      if (m[3] !== undefined && (++bareSeen > MAX_BARE_PER_ELEMENT || !inSlotAt(betweenAt, m.index) || PLACE_SET.has(alias.toLowerCase()) || DOCUMENT_TERM.test(alias))) continue;
      // Nor is a post's own title after "represented by" ("represented by its chairman (Obmann), Josef Praxmarer,
      // hereinafter "the Alp Community"", REPRESENTATIVE_POST_GLOSS): the alias after the name is the body's.
      if (m[3] !== undefined && !ROLES.has(alias.toLowerCase()) && REPRESENTATIVE_POST_GLOSS.test(text.slice(Math.max(0, m.index - 80), m.index))) continue;
      // A role word names a party anywhere in the preamble; any other alias only in a party slot after "between"
      // (`between Harbor Events Ltd ("Promoter") and Jane Doe ("Artist")`), and never a term of the document itself.
      // In a slot a side's words open ("On the one part, …", SIDE_SLOT), an alias in capitals is a party's only as a noun
      // with its article (`hereinafter "THE DRIVER"`, nounInCapitals): a short form read letter by letter
      // (`hereinafter "NLSL"`) binds nothing there, as outside a slot (h75f40p).
      const inSlot = inSlotAt(betweenAt, m.index) && !DOCUMENT_TERM.test(alias)
        && !(sideOnly && CAPITALS_ONLY.test(alias) && !nounInCapitals(m[0], alias));
      // A collective alias is a role word's plural ("the Promoters", "the Sellers").
      // "(together, the "Homeowners")" gives one alias to the persons before it as "hereinafter collectively" does.
      // So does "hereinafter together called "THE SELLER"" without a bracket (a notarial deed's husband and wife, h93fq).
      const collective = opensJointAlias(m[0]);
      // A party named by a description that opens with its alias ("… and the Reinsurers whose names and shares appear in
      // the Schedule (hereinafter called "the Reinsurers")"): the alias's own words are its name, in a party slot after
      // "between", "among" or "entered into … by" (BARE_SLOT).
      // So is one a description of a person or company holds the place of, with a role-like alias ("and the company named
      // on the space application ("Exhibitor")", described-parties.ts).
      // Or one the slot places in the Schedule ("the party whose name … are stated in Section 2 of the Schedule hereto"),
      // named on the Schedule's line (schedule-parties.ts, h88p).
      // Its slot may be a line under "BETWEEN" alone: the description says it is a slot.
      // A grant's grantee is described after its verb (grantVerbEnd) as a party after "between" is.
      // Not one a description points to a field of its own for ("the hirer named below ("the Hirer")" over "Hirer: …",
      // namedInOwnField): the field names it.
      const described = (!DOCUMENT_TERM.test(alias) && m.index >= (grantEnd >= 0 ? grantEnd : (slotEnd ??= bareSlotEnd(text)))
        && !namedInOwnField(texts, text.slice(consumed, m.index), alias)
        ? describedBy(text, consumed, m.index, alias, i) ?? describedParty(text, consumed, m.index, alias, i) : undefined)
        ?? (!DOCUMENT_TERM.test(alias) ? scheduledParty(texts, i, text, consumed, m.index) : undefined);
      // An alias "hereinafter called" gives without quotes (CALLED_UNQUOTED) names a party wherever its slot opens ("on the
      // one side …, hereinafter called the CONTRACTING PARTY"), as a role word does; never a term of the document.
      // The slot's text after its name (past the name's first comma) is where a thing the alias restates would be named:
      // its last 240 characters at most (a slot is a few lines; hostile text repeats aliases thousands of times).
      const from = Math.max(consumed, m.index - 240);
      const slot = text.slice(from, m.index);
      // A slot with no comma before the alias is its name alone: the name's own word is its short name, no thing ("The
      // Parish of Ordino (hereinafter, the Parish) grants …", issue 18, h89ty).
      // A side's words opening the slot ("On the one part, the PEASANT COMMUNITY OF QUISHUARANI, with RUC …, hereinafter
      // THE COMMUNITY") are no name: the name's first comma is the one after them (facts set 66's cause 1, h106q66).
      const afterSide = from === consumed ? slot.slice(SIDE_SLOT.exec(slot)?.[0].length ?? 0) : slot;
      const called = m[4] !== undefined && !DOCUMENT_TERM.test(alias) && !restatesThing(from === consumed ? afterSide.slice(afterSide.includes(',') ? afterSide.indexOf(',') : afterSide.length) : slot, alias);
      if (m[4] !== undefined && !called) continue;
      // So does a numbered entry that joins two persons by "and" under one "together" alias, whatever its word: `2. Ann Reed
      // and her husband Bill Reed, farmers of the same village (together "the Sharecroppers").` (table 2.2's people named
      // together under one alias; set 87's cause 2, issue 18, h110n87). Only a quoted alias, the entry's number opening it.
      const jointEntry = collective && (m[1] !== undefined || m[2] !== undefined) && NUMBERED_ENTRY_START.test(text) && /\s(?:and|&)\s/.test(text.slice(consumed, m.index));
      if (roleOfAlias(alias) === 'Unknown' && !ROLES.has(alias.toLowerCase()) && !(collective && ROLES.has(alias.toLowerCase().replace(/s$/, ''))) && !jointEntry && !inSlot && !described && !called) {
        // A quoted alias the preamble does not read as a role ("Oakfield Growth SICAV, an investment company … (the
        // "Fund")") still closes the slot of the organisation before it: findParties reads it there, and the next alias
        // ("acting through its management company Norvale S.A. (the "Management Company")") is no longer that
        // organisation's to take (issue 18, h59n52).
        if ((m[1] !== undefined || m[2] !== undefined) && known.some((k) => k.element === i && k.begin >= consumed && k.end <= m.index)) {
          consumed = m.index + m[0].length;
          slotStart = i + 1;
        }
        continue;
      }
      if (described) {
        out.push({ ...described, alias });
        consumed = m.index + m[0].length;
        slotStart = i + 1;
        continue;
      }
      // An organisation already found before the alias in its own element is the name it follows (its bracket is read by
      // findParties): the lines above ("Dear Sirs" of a solicitors' letter) name no one here.
      const ownName = known.some((k) => k.element === i && k.begin >= consumed && k.end <= m.index);
      // A bracket without quotes after an organisation found in the element is findParties' to read (BARE_ALIAS, with the
      // body a state acts through and the register number between): here only a name without a legal form takes it.
      if (m[3] !== undefined && ownName) {
        consumed = m.index + m[0].length;
        slotStart = i + 1;
        continue;
      }
      // A grant's parties are both named in its sentence: no line above is either's (grantVerbEnd).
      const found0 = nameBefore(texts, i, m.index, consumed, ownName || grantEnd >= 0 ? i : slotStart);
      // A person named after the organisation of the same slot, no slot word between ("Al-Waha … Company, …, represented
      // by Mr. Khalid Al-Qahtani, …, hereinafter referred to as "the Contractor""; "M/s Rehman Traders, a sole
      // proprietorship owned by Mr. Abdul Rehman, … (hereinafter … the "Distributor")") acts for it or owns it: the alias
      // is the organisation's, read by findParties (h18f11).
      const found1 = found0 && ownName && actsForOrganisation(texts[i], found0, known, consumed) ? undefined : found0;
      // A body named in the description of the organisation that opens the slot ("LAKESIDE HOLIDAYS PVT. LTD., a travel
      // agency approved by the Nepal Tourism Board, …, (hereinafter the "Agent")") approves or registers it: the alias is
      // the organisation's (IN_DESCRIPTION, h55f34).
      // An alias naming the body's tie to the organisation (its guarantor, its parent) is the body's own (review hrev47):
      // "NORTH WIND LIMITED, a company …, whose obligations are guaranteed by NORTH WIND HOLDINGS PLC (the "Guarantor")".
      // The name read before the alias may be the last words of a known body's name after the name's own "and" ("approved
      // by the Ministry of Culture and Communication, …": "Communication"): the description is read before the whole name
      // (issue 18, h114q72; facts set 72's cause 4).
      const describedAt = found1 === undefined ? 0 : known.find((k) => k.element === found1.element && k.begin <= found1.begin && k.end >= found1.end)?.begin ?? found1.begin;
      const describer = found1 && ownName && found1.element === i && !RELATION_ALIAS.test(alias) && IN_DESCRIPTION.test(texts[i].slice(Math.max(consumed, describedAt - 240), describedAt))
        ? known.find((k) => k.element === i && k.begin >= consumed && k.end <= describedAt) : undefined;
      const found = describer ?? found1;
      // "MR. ARJUN RAO, son of …, and MS. KAVYA IYER, … (hereinafter collectively referred to as the "Promoters")": one
      // alias for the persons the slot joins by "and", each a party of it.
      if (found && collective && !/^part(?:y|ies)$/i.test(alias)) {
        // The alias may stand on its own line under the slot's names: they are joined on that line, read from its start.
        const own = found.element === i;
        for (const other of namesJoined(own ? texts[i] : texts[found.element], own ? consumed : 0, found)) out.push({ ...other, alias });
      }
      consumed = m.index + m[0].length;
      slotStart = i + 1;
      if (!found) continue;
      // A name an element above already gave in quotes as an alias ("Party B" after `("Party B")`) refers to what it
      // defined: the bracket after it ("… issued by Party B." over "the specifications agreed between the parties (the
      // "Specifications")") defines another term, never a second alias of a party (h34n44).
      if (givenAliases.has(aliasKey(found.text))) continue;
      const overlapping = known.find((k) => k.element === found.element && k.begin < found.end && found.begin < k.end);
      const inside = overlapping && overlapping.begin >= found.begin && overlapping.end <= found.end;
      out.push(overlapping && !inside ? { ...overlapping, alias } : { ...found, alias });
    }
    // A grant by a body named by its noun alone ("that the Council gives Dr Ana Kovač (…) leave …"): the body is the
    // grantor party, its noun its name and its alias, as "The Island Council (the "Council") grants …" names it (BARE_GRANTOR_GRANTS).
    // Only where the grant is the first element naming a party (a minute with no opening naming the parties): after an
    // opening that named them, "WHEREAS the Ministry grants Northwind Energy Ltd (the "Licensee") a licence …" recites a
    // third body's grant, and its noun alone is no party (h121rr #8, issue 18, h121mendP).
    const firstNaming = !out.some((o) => o.element < i);
    const bareGrant = grantEnd >= 0 && firstNaming && out.some((o) => o.element === i) ? bareGrantorGrant(text.slice(0, PARTIES_AGREE_WITHIN)) : undefined;
    if (bareGrant !== undefined && bareGrant.after === grantEnd) {
      const grantor = { element: i, begin: bareGrant.at, end: bareGrant.at + bareGrant.grantor.length, text: bareGrant.grantor };
      const named = known.some((k) => k.element === i && k.begin < grantor.end && grantor.begin < k.end);
      if (!named && !out.some((o) => o.alias !== undefined && aliasKey(o.alias) === aliasKey(grantor.text))) out.push({ ...grantor, alias: grantor.text });
    }
    // A person in apposition to "you" that a bracket of the pronoun closes ("… will buy nutmegs from you, Anselm Roberts of
    // Belair Estate ("you"), …"): a letter's addressee named in its body, the bracket its alias (h88p).
    const inLetter = i - letterOpens < APPOSED_WITHIN && text.includes('"you"');
    const apposed = inLetter ? YOU_APPOSED.exec(text) : null;
    let appositionRead = false;
    if (apposed) {
      const from = apposed.index + apposed[0].length - apposed[1].length - apposed[2].length;
      const found = nameBefore(texts, i, from + apposed[1].length, from, i);
      appositionRead = found !== undefined && found.element === i && isPersonName(found.text);
      if (found && appositionRead && !out.some((o) => o.element === i && o.begin === found.begin)) out.push({ ...found, alias: 'you' });
    }
    // Else a person's name right before a bracket that holds "you" (`engage Tomas Ortiz ("you")`, `Mr. Tomas Ortiz (the
    // "Contractor" or "you")`): the addressee named in the body, as a company's name before it is (h89p).
    // Not when the slot's reading above gave the bracket's alias to a name already (`between … and Mrs. <name>, owner of
    // the house at 4 Beach Road ("you" or the "Owner")`).
    const person = inLetter && !appositionRead ? personBeforeYou(text, i) : undefined;
    if (person && !out.some((o) => o.element === i && ((o.begin < person.end && person.begin < o.end) || o.alias === person.alias)) && !known.some((k) => k.element === i && k.begin < person.end && person.begin < k.end)) out.push(person);
    // Standard terms' counterparties named as a class, "for its clients (each a "Depositor")": no slot word before them.
    for (const each of describedClasses(text, i)) if (!out.some((o) => o.alias !== undefined && aliasKey(o.alias) === aliasKey(each.alias ?? ''))) out.push(each);
    // Every quoted alias of the element defines a term the lines below refer to by that name.
    for (const m of matchesOf(ALIAS_ANY, text)) if (m[1] !== undefined || m[2] !== undefined) givenAliases.add(aliasKey(m[1] ?? m[2]));
    if (betweenAt >= 0 && consumed === 0 && !entryLine) slotStart = i;
  }
  // No slot named anyone: the writers of a first-person agreement in points, each naming itself (pointWriters).
  if (out.length === 0) out.push(...pointWriters(texts, limit));
  return out;
}

/**
 * A point that opens on its writer in the first person, with no alias: "1. I, Mrs Tapiwa Chipo, ID No. …, of Chikwanda
 * village, Gutu, want 12 000 burnt bricks …", "2. I, Blessing Moyo, …, brick moulder, will mould the bricks …" (an
 * agreement two people write in an exercise book, each point in the voice of the one it binds; Southern and East
 * African, South Asian drafting translated). Numbered or not. Anchored, bounded: linear.
 */
const POINT_WRITER = /^\s{0,8}(?:\d{1,2}[.)]\s{1,3})?I\s{0,3},\s{0,3}(?=\p{Lu})/u;
/**
 * The writers of such points, each a party with no alias, where two different persons write so (facts set 67's cause 2,
 * issue 18, h107q67: neither was a party). One writer alone is a declaration's, read by its alias as before; a point with
 * an alias is the slot reader's.
 */
function pointWriters(texts: readonly string[], limit: number): OrgMention[] {
  const writers: OrgMention[] = [];
  for (let i = 0; i < limit && writers.length < 3; i++) {
    const opening = POINT_WRITER.exec(texts[i]);
    if (opening === null || matchesOf(ALIAS_ANY, texts[i].slice(0, 400)).length > 0) continue;
    const named = writerNamed(texts[i], opening[0].length, i);
    // The writer's surname is its alias: the points name the writers so, after a courtesy title ("Mrs Chipo pays …").
    if (named && !writers.some((w) => w.text.toLowerCase() === named.text.toLowerCase())) writers.push({ ...named, alias: named.text.split(/\s+/).pop() });
  }
  return writers.length === 2 ? writers : [];
}

/** A party entry's number opening its line: "2. ", "(2) ", "2) ". Anchored: linear. */
const NUMBERED_ENTRY_START = /^\s{0,3}(?:\(\d{1,2}\)|\d{1,2}[.)])\s/;

/**
 * Whether an alias at `at` is in the party slot that opens at `slotAt` (-1: none): after the slot word, or opening a line
 * the slot takes whole, as an alias alone on the line under its party's paragraph (`(the "Harvester")` under "NOTRE DAME
 * BAY ICE HARVESTERS LIMITED, a body corporate …", Canadian drafting: facts set 50's cause 2, h89p).
 */
function inSlotAt(slotAt: number, at: number): boolean {
  return slotAt >= 0 && (at > slotAt || (at === 0 && slotAt === 0));
}

/** An alias as a name compares with it: without its article, in small letters ("the Buyer" is "buyer"). */
function aliasKey(name: string): string {
  return name.trim().replace(/^the\s+/i, '').toLowerCase();
}

/**
 * A person named after the office held, capitalised as one run: "the Member of the Management Board Marko Perić",
 * "President of the Supervisory Board Ana Horvat" (Croatian, Slovenian and other drafting in English, h22f15). The
 * office's head word opens the run and the last two or three words are a person's name. Bounded words: linear.
 */
const OFFICER_NAMED = new RegExp(String.raw`^(?:the\s+)?(?:${BOARD_OFFICE}|Director|Manager|Procurator|Officer)\b(?:\s+\p{L}{1,20}){0,5}\s+(\p{Lu}[\p{L}'-]{1,30}(?:\s\p{Lu}[\p{L}'-]{1,30}){1,2})$`, 'u');
function officerNamed(text: string): boolean {
  const m = OFFICER_NAMED.exec(text);
  return m !== null && isPersonName(m[1]);
}

/** Whether `found` is a person named after an organisation of its element's slot with no slot word between them. */
function actsForOrganisation(text: string, found: OrgMention, known: readonly OrgMention[], from: number): boolean {
  const person = found.text.replace(new RegExp(String.raw`^${HONORIFIC}\.?\s+`, 'i'), '');
  // An officer named by the office ("the Member of the Management Board Marko Perić") acts for the organisation before
  // it even after another officer joined by "and" ("represented by the President … Ivana Kovačević and the Member …").
  if (person === found.text && officerNamed(person)) return known.some((k) => k.element === found.element && k.begin >= from && k.end <= found.begin);
  if (person === found.text && !isPersonName(person)) return false;
  return known.some((k) => k.element === found.element && k.begin >= from && k.end <= found.begin
    && (!SLOT_WORD.test(text.slice(k.end, found.begin).replace(NAME_AND, ' ').replace(OWNED_AND_RUN, ' ')) || REPRESENTATIVES_JOINED.test(text.slice(Math.max(k.end, found.begin - 240), found.begin))));
}
/**
 * A party slot's line that ends on a comma or a semicolon, perhaps after its alias's quote: the sentence goes on below.
 * Italian drafting in English ends each slot's paragraph so: "Between: <company>, … (hereinafter the "Client");" over
 * "and: Mr <name>, … (hereinafter the "Composer");" (facts set 63's cause 2, h103q63).
 */
const SLOT_LINE_GOES_ON = /[,;]\s{0,3}$/;
/** A line that opens with "and" (perhaps "and:") before a capitalised word (or a title's): the next party's slot. */
const NEXT_SLOT_LINE = /^\s{0,8}and(?:\s{0,3}:)?\s{1,3}\p{Lu}/u;
/**
 * A party slot's line that ends on its alias's bracket, perhaps before a stop or a semicolon: "Between: <name>, carpenter,
 * of Houma (the Builder)" over "And: <name>, teacher, of Pangai (the Owner)" (Pacific and Commonwealth drafting, each
 * entry a line of its own; facts set 74's cause 4, issue 18, h118q74). Anchored at the end: linear.
 */
const SLOT_LINE_CLOSED = /\)\s{0,3}[.;]?\s{0,3}$/;
/**
 * The next entry's line under such a line: "And:", "AND" or "and", perhaps with its colon, before a capitalised word —
 * not a recital's "AND WHEREAS". Case-sensitive words, bounded blanks: linear.
 */
const NEXT_SLOT_ENTRY = /^\s{0,8}(?:and|And|AND)(?:\s{0,3}:)?\s{1,3}(?!WHEREAS\b|Whereas\b)\p{Lu}/u;

/**
 * The words after "represented by" (or "acting through") up to a bracket, no comma, bracket, quote or semicolon between:
 * a bracket there glosses the representative's post in the drafting's own language ("represented by its chairman
 * (Obmann), …", Austrian drafting in English; facts set 54's cause 5, h93fp), no party's alias. Anchored at the end,
 * bounded: linear.
 */
const REPRESENTATIVE_POST_GLOSS = /\b(?:represented|acting)\s{1,3}(?:by|through)\s{1,3}[^,;()"]{1,60}$/i;

/**
 * The "and" of a list of representatives joins persons, not parties: "Tisza … Zrt. (…; represented by: Szabó Anna, chief
 * information officer, and Nagy Gábor, chief financial officer), hereinafter the "Client"" (h42f30). "represented by"
 * with no bracket, semicolon or quote closed since, but for a post's own title in brackets ("represented by its chairman
 * (Obmann), Josef Praxmarer", facts set 54's cause 5, h93fp). Bounded: linear.
 */
const REPRESENTATIVES_JOINED = /\brepresented\s{1,3}(?:herein\s{1,3})?by\b(?:[^();"]|\([^();"]{1,30}\)){0,200}$/i;

/**
 * "a business owned and operated by Mr …": the "and" joins the owner's two roles, no party slot: the person after it still
 * owns the business before it (facts set 43's cause, issue 18, h119q75). Bounded blanks: linear.
 */
const OWNED_AND_RUN = new RegExp(String.raw`\b(?:${OWNED_AND_RUN_WORDS})\s{1,3}by\b`, 'gi');
/**
 * An "and" between two capitalised words joins a body's name ("registered with the Luxembourg Trade and Companies
 * Register, …, represented by Mr Luc Weber"), no party slot: the person after it still acts for the company (h19facts).
 */
const NAME_AND = /(?<=\p{Lu}[\p{L}.'’-]{0,64})\s{1,3}(?:and|&)\s{1,3}(?=\p{Lu})/gu;

/**
 * The description a party slot opens with its alias's words, "the Reinsurers whose names …" before `(hereinafter called
 * "the Reinsurers")`: the span of those words, when a slot word is before them and a relative clause or participle
 * after them ("whose", "who", "which", "that", "named", "listed", "set", "identified"), not a name's "of" ("the City of
 * Green Bay (the "City")" is named). The alias is escaped and at most 41 characters: one pass over the slot.
 */
function describedBy(text: string, from: number, at: number, alias: string, element: number): OrgMention | undefined {
  const slot = text.slice(from, at);
  const m = new RegExp(String.raw`(?:^|[;,]|\b(?:and|between|among(?:st)?|by))\s{1,3}the\s{1,3}(${escapeRegExp(alias)})\s{1,3}(?:whose|who|which|that|named|listed|set|identified)\b`, 'id').exec(slot);
  const span = m?.indices?.[1];
  if (!span) return undefined;
  return { element, begin: from + span[0], end: from + span[1], text: slot.slice(span[0], span[1]) };
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function preambleNamesRunPatterns(): readonly RegExp[] {
  return [PARTIES_AGREE_VERB];
}
