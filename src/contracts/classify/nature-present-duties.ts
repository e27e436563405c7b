/**
 * Duties written in the present tense with no modal (C34): civil-law contracts translated into English and
 * plain-English terms state what a party does as what it will do — "The Operator pays half of the price on signing",
 * "Party B checks each delivery", "The Workshop informs the Client", "KF sells and LAK buys" — and the clause binds the
 * party as "shall pay" would (the Types table: a present-tense promise). The curated verbs of `PRESENT_PROMISE` ("pays
 * the fee", "bears the cost of", "owes a penalty") read some; this reads any action verb, on these conditions:
 * - the party is the subject of the main clause: it opens the clause (after its number, "the", an opening phrase that
 *   ends with a comma or opens with a preposition of time), or follows "and" / a semicolon that joins a second clause;
 *   never in a condition ("if the Operator pays late"), a relative clause or a recital ("WHEREAS the Owner operates");
 * - the verb right after it (an adverb between) is in the third person singular and no stative or declaring verb:
 *   "owns", "has", "is", "means", "includes", "acknowledges", "accepts" state a fact or an assent, not a duty; nor a
 *   grant ("grants", "leases", "assigns": the grantee's Right, read elsewhere);
 * - the word after the verb is no finite verb ("Customer sites are …": a noun, not a verb);
 * - the clause gives no other label (read last, as a fallback).
 * "does not" with an action verb is the bar of the same duty: "The Workshop does not pass the data to third parties".
 */
import type { Label } from '../wire.js';
import type { PartyMention } from './party-lexicon.js';
import { OPERATIVE, recitalElements } from './contract-parties.js';
import { leadLength } from './text.js';

/**
 * Verbs in -s that state a fact, a quality, an assent or a grant, not a duty. Lower case, as written after the subject.
 * "holds" (insurance, a licence) and "keeps" (records) are duties, and are not here.
 */
const NOT_DUTIES = new Set([
  'is', 'was', 'has', 'does', 'means', 'includes', 'comprises', 'consists', 'contains', 'covers', 'owns', 'belongs', 'applies',
  'acknowledges', 'accepts', 'confirms', 'declares', 'states', 'represents', 'understands', 'knows', 'wishes', 'intends',
  'needs', 'wants', 'seems', 'appears', 'exists', 'remains', 'becomes', 'sees', 'notes', 'recognises', 'recognizes', 'agrees',
  'approves', 'consents', 'receives', 'earns', 'gets', 'loses', 'enjoys', 'benefits', 'deserves', 'lies', 'grants', 'licenses',
  'licences', 'leases', 'lets', 'sublets', 'assigns', 'transfers', 'authorises', 'authorizes', 'appoints', 'entrusts', 'waives',
  'reserves', 'retains', 'costs', 'equals', 'amounts', 'totals', 'expires', 'ends', 'begins', 'starts', 'lasts', 'follows',
  'precedes', 'prevails', 'governs', 'survives', 'manages', 'operates', 'employs', 'warrants', 'guarantees', 'undertakes',
  'covenants', 'promises', 'elects', 'chooses', 'submits', 'hereby', 'thus', 'always', 'sometimes', 'perhaps', 'nevertheless',
  'regardless', 'besides', 'afterwards', 'alters', 'relies', 'depends', 'qualifies', 'counts', 'matters', 'suffers', 'acts',
  'trades', 'wins', 'fails', 'refuses', 'cancels', 'terminates', 'decides', 'determines', 'considers', 'believes', 'expects',
  'hopes', 'likes', 'loves', 'prefers', 'holds', 'sets', 'engages', 'hires', 'rents', 'releases', 'discharges',
]);
/** Bare verbs after "does not" that are no duty's: "does not have", "does not need" (NOT_DUTIES in -s covers the rest). */
const BARE_NOT_DUTIES = new Set(['have', 'be', 'do']);
/** "need" → "needs", "pass" → "passes", "apply" → "applies": the form NOT_DUTIES lists. */
function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
/** An object that denies the act: "insures nothing", "pays none of the costs". */
const NOTHING_AFTER = /^\s{1,3}(?:nothing|none|no)\b/i;
/**
 * "Owes" with the one it is owed to before the denial: "owes the Buyer no compensation" promises nothing, as
 * nature-modals.ts' PRESENT_PROMISE reads "owes" (hrev21); "owes the guarantee of completion" still binds.
 */
const OWES_NOTHING = /^\s{1,3}(?:(?:the|its|his|her|their|your|our)\s{1,3})?[\w-]+\s{1,3}(?:nothing|none|no)\b/i;
/** The word after the verb that shows it was a noun ("Customer sites are open"): a finite verb or a modal. */
const FINITE_AFTER = /^\s+(?:are|is|was|were|shall|will|must|may|can|cannot|have|has|should|would|need|do|does)\b/i;
/** After the party: an adverb or two, then the verb in -s (or "does not" and a verb). Anchored, bounded: linear. */
const VERB_AFTER = /^\s{1,3}(?:(?:then|also|itself|further|thereupon|immediately|promptly|only|alone|solely|duly|at\s+once)\s{1,3}){0,2}(?:(does)\s{1,3}not\s{1,3}([a-z]{3,20})\b|([a-z]{2,20}(?:s|es))\b)/;
/** "holds" is a duty only of a cover kept ("holds a business liability insurance"); "holds a concession" states a fact. */
const HOLDS_COVER = /^\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,4}?(?:insurance|policy|cover)\b/i;
/**
 * "keeps" is a duty of records kept ("keeps the Client's name for 10 years"); what a party keeps as its own — rights,
 * revenue, title — is its Right (as "retains all takings" is, natures.ts), no duty.
 */
const KEEPS_OWN = /^\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,5}?(?:rights?|revenues?|income|takings|proceeds|profits?|earnings|copyright|title|ownership)\b/i;
/** A party's wish or intent: the background of a contract, no duty ("produces wine and wishes to buy grapes"). */
const WISHES = /\b(?:wish(?:es)?|desires?|intends?|is\s+willing)\s+to\b/i;
/** What may stand between the clause's start and its subject: "the", or an opening phrase of time or manner. */
const OPENS = /^\s{0,3}(?:(?:(?:on|at|by|within|after|before|during|upon|until|from|in|for|each|every|following|once|when|where|whenever|if|unless|as\s+soon\s+as|subject\s+to|without\s+prejudice\s+to)\b[^,;:.()]{1,100},\s{1,3}|(?:on|at|by|within|after|before|during|upon|until|each|every)\s[^,;:.()]{1,60}?\s)?(?:the\s{1,3})?)?$/i;
/** How far from the clause's start its subject may stand (after an opening phrase of at most 100 characters). */
const MAX_OPENING = 130;
/** A second clause of the sentence: "…, and LAK buys", "; the Operator then sends". */
const JOINED = /(?:\s(?:and|but)\s{1,3}(?:then\s{1,3})?|;\s{0,3})(?:the\s{1,3})?$/i;
/** A clause opening after a semicolon: "…; the Lessor bears …". */
const SEMICOLON = /;\s{0,3}(?:the\s{1,3})?$/i;
/** A subject in a condition, a comparison or a relative clause opener right before the party. */
const SUBORDINATE = /\b(?:if|unless|until|whether|once|as|because|since|that|which|who|whom|where|when|whenever|after|before|while|so\s+that|in\s+order\s+that)\s{1,3}(?:the\s{1,3})?$/i;
/** A recital, a heading of one: the sentence states the background, no duty. */
const RECITAL = /^\s{0,3}(?:whereas|recital|background)\b/i;

/** The present-tense duties of the parties the clause opens with (or joins on "and"), for a clause with no other label. */
export function presentDuties(text: string, candidates: readonly PartyMention[]): Label[] {
  const lead = leadLength(text);
  if (RECITAL.test(text.slice(lead, lead + 20)) || WISHES.test(text)) return [];
  const labels: Label[] = [];
  for (const p of candidates) {
    if (p.negative || p.begin < lead) continue;
    // The opening is read only near the clause's start (a slice per mention of the whole text would be quadratic).
    const head = p.begin - lead <= MAX_OPENING ? text.slice(lead, p.begin) : undefined;
    const opens = head !== undefined && OPENS.test(head) && !SUBORDINATE.test(head.slice(-30));
    // A clause after a semicolon is a main clause of its own ("The price is EUR 900; the Lessor bears the transport
    // costs"); one joined by "and" only after a clause this reader bound ("KF sells and LAK buys").
    const before = text.slice(Math.max(lead, p.begin - 16), p.begin);
    const joined = !opens && (SEMICOLON.test(before) || (labels.length > 0 && JOINED.test(before)));
    if (!opens && !joined) continue;
    const m = VERB_AFTER.exec(text.slice(p.end, p.end + 60));
    if (!m) continue;
    const verb = m[3] ?? m[2];
    // After "does not" the verb is bare: "does not need" is "needs" negated, no bar.
    if (m[3] === undefined && (BARE_NOT_DUTIES.has(verb) || NOT_DUTIES.has(thirdPerson(verb)))) continue;
    // "insures nothing on behalf of …": a verb with no object promises nothing.
    if (NOTHING_AFTER.test(text.slice(p.end + m[0].length, p.end + m[0].length + 12))) continue;
    if (verb === 'owes' && OWES_NOTHING.test(text.slice(p.end + m[0].length, p.end + m[0].length + 60))) continue;
    const holdsCover = verb === 'holds' && HOLDS_COVER.test(text.slice(p.end + m[0].length, p.end + m[0].length + 80));
    // A word in -ss, -us or -is after the party is no verb in -s ("the Operator's access", "the Agent bonus"); after
    // "does not" the verb is bare ("does not pass").
    if ((NOT_DUTIES.has(verb) && !holdsCover) || (m[3] !== undefined && /(?:ss|us|is)$/.test(verb))) continue;
    if (verb === 'keeps' && KEEPS_OWN.test(text.slice(p.end + m[0].length, p.end + m[0].length + 100))) continue;
    if (FINITE_AFTER.test(text.slice(p.end + m[0].length, p.end + m[0].length + 12))) continue;
    const nature = m[1] ? 'Exclusion' : 'Obligation';
    if (!labels.some((l) => l.party === p.party && l.nature === nature)) labels.push({ nature, party: p.party });
  }
  return labels;
}

/**
 * The elements where a present-tense duty may be read: from the operative part on (the first element that opens it —
 * "NOW, THEREFORE", "agree as follows", a first clause or article — or the first element if none does), never a recital.
 * What comes before states the background in the present tense ("A. The Hospice runs an inpatient unit", "The Buyer
 * produces wine for export"), no duty.
 */
export function presentTenseElements(texts: readonly string[]): (element: number) => boolean {
  const start = Math.max(0, texts.findIndex((t) => OPERATIVE.test(t)));
  const recitals = recitalElements(texts);
  return (element) => element >= start && !recitals.has(element);
}
