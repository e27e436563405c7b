/**
 * Nature subjects: where the party a modal binds stands in the clause — right before it ("Buyer and Seller shall"), as a
 * passive's agent ("shall be borne by the Vendor"), as the clause's opener past a noun phrase, a run-in heading or a dash
 * caption, or as the party a pronoun opening the clause stands for.
 */
import { mentionIndexFrom, mentionNear } from '../parties/party-lexicon.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { leadLength, runInHeading } from '../text/text.js';

/**
 * "be delivered by", "be made by", "be paid promptly by", "be invoiced to and paid by": a participle, regular or not
 * (not "chargeable by"), then its agent; an adverb may follow the first of two participles ("be computed monthly and
 * remitted by the Owner"), and a state the agent keeps a thing in may follow the participle ("be kept confidential by the
 * Operator", "be made available by the Supplier"). The agent may be one of a collective alias ("shall not be disclosed by
 * either Co-Producer", "be borne by each Member"), as "by either party" is. A phrasal verb's particle and an adverb may
 * follow the participle ("Final acceptance shall be carried out jointly by both parties"); "is to be put right by the
 * Conservator", "be paid back by", "be taken away by" (h27n33). A time adverb may stand before "be": "may then be
 * renewed by the parties in writing", "shall thereafter be borne by the Tenant" (h28n34).
 */
// A count may stand before a collective alias ("All cheques must be signed by two Partners", "by any two of the
// Trustees"): so many of the parties act, the group's Obligation (set 81, issue 18, h107ty).
// A prepositional verb keeps its "of" ("may be disposed of by the Trust"), and an adverb may stand after the "and" of two
// participles ("are to be open and fully staffed by the Concessionaire"; issue 18, h111att, set 10).
// A share may stand before the agent of a cost split between parties ("is to be shared 50% by Landlord and 50% by Tenant",
// "shall be borne one-half by the Owner"): SHARE_BEFORE_AGENT, one literal alternative (linear).
const PASSIVE_BY = /^\s*(?:(?:then|also|thereafter|subsequently)\s+)?be\s+(?:\w+ly\s+)?(?:[a-z]+\s+(?:\w+ly\s+)?(?:to\s+)?(?:and|or|and\/or)\s+(?:\w+ly\s+)?)?[a-z]+(?<!able|ible)(?:\s+(?:out|up|off|for|right|back|away|down|of))?(?:\s+\w+ly)?(?:\s+(?:confidential|secret|safe|secure|available))?(?:\s+(?:\d{1,3}(?:\.\d{1,2})?\s?%|(?:one-|one\s)?half|one-third|two-thirds|equally))?\s+by\s+(?:the\s+|either\s+|each\s+|(?:any\s+)?(?:two|three|four)\s+(?:of\s+the\s+)?)?$/i;
/** The second agent of a split cost: ", and 50% by the Tenant", "and the other half by Buyer", after the first agent. */
const SECOND_SHARE_BY = /^\s{0,3},?\s{0,3}(?:and|with)\s{1,3}(?:the\s{1,3}(?:other|remaining|balance|rest|remainder)\s{1,3}(?:\d{1,3}(?:\.\d{1,2})?\s?%\s{1,3}|half\s{1,3})?|\d{1,3}(?:\.\d{1,2})?\s?%\s{1,3}|(?:one-|one\s)?half\s{1,3}|one-third\s{1,3}|two-thirds\s{1,3})by\s{1,3}(?:the\s{1,3})?$/i;

/** A second agent joined to the first: "by the Vendor and the Purchaser", "by Lessor and Lessee". */
const JOINED_AGENT = /^\s{0,3}and\s{1,3}(?:the\s{1,3})?$/i;
/** What opens a clause of its own after a party: a modal or a finite verb. */
const OWN_CLAUSE = /^\s{0,3}(?:shall|will|must|may|can|agrees?|is|are|has|have|does|do|undertakes?)\b/i;

/** Between a party and a role it owns: "and his", ", or its", "and/or their" (anchored, bounded: linear). */
const OWN_PERSON_BETWEEN = /^\s{0,3},?\s{0,3}(?:and|or|and\/or)\s{1,3}(?:his|her|its|their)\s{1,3}$/i;

export interface Mention {
  begin: number;
  end: number;
  party: string;
  negative: boolean;
}

/**
 * The party mentions that are the subject of the modal at `at`: the nearest one, and those joined to it by "and".
 * `candidates` are the element's mentions that are not after a preposition ("employee of Buyer will", "made by Buyer
 * shall" name no subject), in order.
 */
export function subjectsBefore(text: string, at: number, candidates: readonly Mention[]): Mention[] {
  // The last candidate to end by `at` (none overlap, so ends are in order too).
  let k = mentionIndexFrom(candidates, at) - 1;
  while (k >= 0 && candidates[k].end > at) k--;
  if (!candidates[k] || !closeEnough(text.slice(candidates[k].end, at))) return [];
  if (insideReducedRelative(text, candidates[k], at)) return [];
  // "The Employer and his Consultant may inspect", "the Buyer or its Agent shall": a role after a possessive that points
  // back to the party before it is that party's own person, joined to it as "and its Affiliates" is (closeEnough): the
  // subject is the party (issue 18, h76t58).
  while (k > 0 && OWN_PERSON_BETWEEN.test(text.slice(candidates[k - 1].end, candidates[k].begin))) k--;
  const last = candidates[k];
  const out = [last];
  let joined = false;
  for (let i = k - 1; i >= 0; i--) {
    const between = text.slice(candidates[i].end, out[0].begin);
    if (!/^\s*(?:,|and|or|nor|and\/or)\s*(?:the\s+)?$/i.test(between)) break;
    joined ||= !/^\s*,\s*(?:the\s+)?$/.test(between);
    out.unshift(candidates[i]);
  }
  // A comma alone joins no subjects ("after leaving the Clinic, the Associate shall not"): a list of them ends in "and",
  // "or" or "nor" ("Buyer, Seller and Agent shall").
  return joined ? out : [last];
}

/**
 * A party inside a reduced relative clause is no subject of the modal after it: "through the VPN accounts Client provides
 * and will not copy …", "the tools the Supplier supplies and will return …" (the accounts or the tools, the relative
 * "that" left out, are what the party provides; the modal binds the sentence's own subject). The shape: a noun in small
 * letters right before the party (no article, conjunction or clause opener: "Client acknowledges and will …", "and the
 * Supplier agrees and shall …" keep their subject), then one present verb and "and" before the modal. Issue 18, h78t61b.
 * Anchored, bounded: linear.
 */
const VERB_AND_GAP = /^\s{1,3}[a-z]{2,20}s\s{1,3}and\s{1,3}$/;
const NOUN_BEFORE_PARTY = /(?<![\p{L}'’-])([a-z]{3,20})\s{1,3}(?:the\s{1,3})?$/u;
const NOT_A_NOUN = /^(?:and|or|but|nor|then|that|which|who|whom|whose|if|when|where|unless|while|whereas|because|once|until|after|before|also|thus|hence|therefore|each|either|neither|both|every|any|all|only|provided|except|save|than|the|whether|now|so)$/;
function insideReducedRelative(text: string, party: Mention, at: number): boolean {
  if (!VERB_AND_GAP.test(text.slice(party.end, at))) return false;
  const noun = NOUN_BEFORE_PARTY.exec(text.slice(Math.max(0, party.begin - 28), party.begin));
  return noun !== null && !NOT_A_NOUN.test(noun[1]) && !adverbialOpening(text, party.begin - noun[0].length);
}

/**
 * Whether the sentence opens on a preposition's phrase that ends at `nounEnd` with no modal before it: the noun is the
 * adverbial's ("Upon receipt the Owner inspects and shall report …", "In addition the Owner pays and shall …", "At its own
 * cost the Contractor repairs and shall …", "For this purpose …"), no noun a relative clause follows, and the party is the
 * subject (review hrev82). The sentence is read from its last stop, semicolon or colon, a clause number left out.
 */
const ADVERBIAL_OPENING = /^\s{0,3}(?:\(?[\da-z]{1,3}[.)]{1,2}\s{1,3})?(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,3})?(?:upon|on|in|at|for|after|before|within|during|by|under|with|without|from|following|prior\s{1,3}to|once|as)\s/i;
const MODAL = /\b(?:shall|will|may|must|can|should|would|could)\b/i;
function adverbialOpening(text: string, nounEnd: number): boolean {
  const before = text.slice(Math.max(0, nounEnd - 120), nounEnd);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf(';'), before.lastIndexOf(':'));
  if (stop < 0 && nounEnd > 120) return false;
  const sentence = before.slice(stop + 1);
  return ADVERBIAL_OPENING.test(sentence) && !MODAL.test(sentence);
}

/** Longest gap read between a subject and its modal: parentheses and inserts included, far more than a clause holds. */
export const MAX_GAP = 400;

/**
 * Whom a party binds beside itself, between it and its verb, as deeds write it: "the Lessee for herself and her personal
 * representatives hereby covenants …", "the Landlord for himself, his executors and administrators covenants …", "the
 * Company for itself and its successors and assigns undertakes …". The promise is the party's (issue 18, h89ty). Anchored
 * at the gap's start, literal words, at most five heirs joined: linear.
 */
const HEIR = String.raw`(?:heirs|executors|administrators|(?:personal|legal)\s{1,3}representatives|successors(?:\s{1,3}in\s{1,3}title)?|(?:permitted\s{1,3})?assigns)`;
const FOR_SELF_AND_HEIRS = new RegExp(String.raw`^\s{0,3},?\s{0,3}for\s{1,3}(?:himself|herself|itself|themselves)(?:\s{0,3}(?:,|and|or)\s{0,3}(?:(?:his|her|its|their)\s{1,3})?${HEIR}){1,5}\s{0,3},?`, 'i');

/**
 * For whom a party acts, between it and its verb: "either the Master or the Surety on behalf of the Apprentice may end
 * this Indenture", "the Agent on behalf of the Owner shall sign the receipt". The one who acts is the subject, the one
 * acted for no subject (it stands after "behalf of", no candidate). A name of at most four capitalised words, perhaps
 * after "the": anchored, bounded, literal: linear (issue 18, h107ty, set 63).
 */
const ON_BEHALF_OF = /^\s{0,3},?\s{0,3}(?:on|in)\s{1,3}behalf\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{0,30}){0,3}\s{0,3},?/u;

/** Words between a subject and its modal: a few adverbs, a parenthesis, or a comma-delimited insert. */
function closeEnough(whole: string): boolean {
  // Bounded: every modal of a long element would otherwise reread the text back to the last party (quadratic).
  if (whole.length > MAX_GAP) return false;
  const gap = whole.replace(runnable(FOR_SELF_AND_HEIRS), ' ').replace(runnable(ON_BEHALF_OF), ' ');
  // "Each party and its Affiliates has not and will not": the party's own people join the subject, and a
  // promise about the past ("has not and") joins the one about the future.
  const g = stripInserts(gap).trim().replace(/^(?:,\s*|and\s+|or\s+)(?:its|their)\s+[A-Za-z-]+(?:\s*(?:,|and|or|and\/or)\s+(?:its\s+|their\s+)?[A-Za-z-]+){0,4}\s*/i, '').replace(/\b(?:has|have)\s+not\s+and\s*$/i, '').trim();
  // A pronoun right before the modal is its own subject: "If the Hirer cancels late, or the hall is not left clean, it
  // shall pay" (the insert stripped, "cancels late it" is left): the party was the condition's (set 70, h92at).
  if (/\b(?:it|they|he|she)$/.test(g)) return false;
  // A deed's adverbs in capitals ("The Vendor HEREBY covenants", "ALSO agrees") are read as in small letters (set 77's
  // cause, issue 18, session 63's lead): the emphasis changes no word.
  const words = CAPITALS_GAP.test(g) ? g.toLowerCase() : g;
  return g === '' || WITH_WHAT_IT_HAS.test(g) || /^(?:[a-z]+\s+){0,2}[a-z]+$/.test(words) && !/\b(?:that|which|who|whom|if|where|when|of|to|for|with|from|in|under|by|than|as|is|are|has|have|was)\b/.test(words);
}

/** One to three words in capitals, all of the gap. Anchored, bounded: linear. */
const CAPITALS_GAP = /^(?:[A-Z]{2,20}\s{1,3}){0,2}[A-Z]{2,20}$/;

/**
 * What the subject has, between it and its modal: "Parents with a low household income may apply …", "A Member with
 * more than ten votes must declare them" (the party of that kind; set 68's cause 1, issue 18, h90ty). A determiner and
 * at most four words in small letters: "with the Customer" (another party) or a clause is none. Anchored: linear.
 */
const WITH_WHAT_IT_HAS = /^with\s{1,3}(?:a|an|no|more\s{1,3}than|fewer\s{1,3}than|less\s{1,3}than|at\s{1,3}least)\s{1,3}(?:[a-z0-9-]{1,20}\s{1,3}){0,3}[a-z-]{2,20}$/;

export function stripInserts(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) out = out.replace(/\([^()]*\)/g, ' ');
  return out.replace(/,[^,;:]{0,80},/g, ' ').replace(/\s+/g, ' ');
}

/** "shall be provided by the Supplier", "may be referred by either party": the agent of a passive modal. */
export function passiveAgent(text: string, from: number, mentions: readonly Mention[]): string[] {
  const next = mentionNear(mentions, from, 59);
  if (!next || !PASSIVE_BY.test(text.slice(from, next.begin))) return [];
  // "is to be shared 50% by Landlord and 50% by Tenant": each agent bears its share.
  const second = mentionNear(mentions, next.end, 40);
  if (second && second.party !== next.party && SECOND_SHARE_BY.test(text.slice(next.end, second.begin))) return [next.party, second.party];
  // "shall be borne by the Vendor and the Purchaser in equal shares": two agents joined, unless the second opens a clause
  // of its own ("paid by the Buyer and the Seller shall deliver …": its verb gives it its own label).
  const joined = second && second.party !== next.party && JOINED_AGENT.test(text.slice(next.end, second.begin)) && !OWN_CLAUSE.test(text.slice(second.end, second.end + 40));
  return joined ? [next.party, second.party] : [next.party];
}

/** "by him", "by her": a person's pronoun as the agent, read on the words after the modal. Bounded: linear. */
const BY_PERSON_PRONOUN = /\bby\s{1,3}(?:him|her)\b/i;
/**
 * "Any time lost by the Apprentice … shall be made up by him": a passive modal whose agent is a person's pronoun binds the
 * one party its clause names before the modal (two or more: no antecedent is sure). "him"/"her" only: "it" and "them"
 * may stand for a thing ("shall be governed by it"). Issue 18, h86n.
 */
export function pronounAgent(text: string, from: number, at: number, mentions: readonly Mention[]): string[] {
  const slice = text.slice(from, from + 60);
  const by = BY_PERSON_PRONOUN.exec(slice);
  if (!by || !PASSIVE_BY.test(`${slice.slice(0, by.index)}by `)) return [];
  const clauseStart = Math.max(text.lastIndexOf(';', at), text.lastIndexOf('. ', at)) + 1;
  const before = new Set(mentions.filter((m) => !m.negative && m.begin >= clauseStart && m.end <= at).map((m) => m.party));
  return before.size === 1 ? [...before] : [];
}

/** The party that opens the clause, when nothing but a noun phrase stands between it and the modal at `at`. */
export function openingSubject(text: string, at: number, mentions: readonly Mention[]): string[] {
  const start = leadLength(text);
  const first = mentions[mentionIndexFrom(mentions, start)];
  // "Only you and any driver named on the booking may drive the car": "Only" before the joined subject limits it, as
  // "Only you may" does (set 82, issue 18, h105n82).
  if (!first || first.end > at || !/^\s*(?:only\s+)?(?:the\s+)?$/i.test(text.slice(start, first.begin))) return [];
  // A noun phrase of at most 12 words: bounded, or each modal of a long element would reread it from its opening party.
  if (at - first.end > MAX_GAP) return [];
  const gap = text.slice(first.end, at);
  // Only a party joined to others ("Buyer and/or members of ..."); "Supplier Personnel will" is not the Supplier.
  if (!/^\s*(?:and|or|and\/or|together\s+with|as\s+well\s+as)\s/i.test(gap)) return [];
  if (gap.split(/\s+/).length > 12 || /[,;:()]/.test(gap)) return [];
  if (/\b(?:that|which|who|whom|whose|if|where|when|unless|whether|because|while|is|are|was|were|has|have|had|does|do|did|shall|will|may|must|can|to)\b/i.test(gap)) return [];
  return [first.party];
}

/**
 * The antecedent of a pronoun opening the clause the modal at `at` continues after "and": "…, it acts solely as agent of
 * the Customer and is not liable". The clause runs from the last comma, semicolon or colon (at most 200 characters back).
 */
export function pronounOpener(text: string, at: number, antecedent: string | undefined): string[] {
  if (!antecedent) return [];
  const from = Math.max(0, at - 200);
  const back = text.slice(from, at);
  const cut = Math.max(back.lastIndexOf(','), back.lastIndexOf(';'), back.lastIndexOf(':')) + 1;
  const clause = text.slice(opening(text, from + cut), at);
  return /^\s*(?:it|they|he|she)\s+(?!(?:shall|will|may|must|can|is|are|has|have)\b)[a-z]+/i.test(clause) ? [antecedent] : [];
}

/**
 * The party of a pronoun that opens the clause with its own modal ("She must use the car seats provided and must not
 * carry …"), for the modal at `at` joined after it: the party the pronoun's modal was read for (`last`), if that modal
 * is in the clause (from the last comma, semicolon or colon, at most 200 characters back).
 */
export function pronounModalOpener(text: string, at: number, last: { party: string; end: number } | undefined): string[] {
  if (last === undefined) return [];
  const from = Math.max(0, at - 200);
  const back = text.slice(from, at);
  const cut = Math.max(back.lastIndexOf(','), back.lastIndexOf(';'), back.lastIndexOf(':')) + 1;
  const clause = text.slice(opening(text, from + cut), at);
  // Joined by "and" to the pronoun's own predicate, not inside a condition of it ("you can cancel if you move or cannot
  // exercise": the "cannot" is the condition's).
  const between = text.slice(last.end, at);
  return last.end > from + cut && PRONOUN_MODAL_OPENS.test(clause) && /\band\s+$/i.test(between) && !SUBORDINATE.test(between) ? [last.party] : [];
}
/**
 * The parties of the modal just read (`last`), for a modal joined to its predicate by "and" (", and") at `at`: "A and B
 * shall hold the data in confidence and shall not disclose it". Only across the one predicate: no stop, colon, comma
 * (but one before "and") and no subordinate word between, within 200 characters.
 */
export function jointSubjects(text: string, at: number, last: { parties: readonly string[]; end: number } | undefined): readonly string[] {
  if (last === undefined || at < last.end || at - last.end > 200) return [];
  const between = text.slice(last.end, at);
  // Trimmed, not matched from the end: a pattern anchored only at its end retries every start in a blank run.
  const trimmed = between.trimEnd();
  if (!/\band$/i.test(trimmed) || !/\s$/.test(between)) return [];
  const predicate = trimmed.slice(0, -3).trimEnd().replace(/,$/, '');
  return /[.,;:()]/.test(predicate) || SUBORDINATE.test(predicate) ? [] : last.parties;
}
/**
 * Where a clause that starts at `start` opens its words: past the element's clause number or list marker when it starts
 * the element ("2.2.2 It must pass the wastewater through the pits and must not let it run into the river": the pronoun
 * opens the clause after "2.2.2"; issue 18, h28n34).
 */
function opening(text: string, start: number): number {
  return start === 0 ? leadLength(text) : start;
}
const SUBORDINATE = /\b(?:if|unless|when|whenever|where|because|until|while|that|which|who|whether|once|after|before|so)\b/i;
const PRONOUN_MODAL_OPENS = /^\s*(?:it|they|he|she|we|you|I)\s+(?:shall|will|may|must|can)\b/i;

/**
 * The party whose mention opens the clause (after its number or marker and an article), if it comes before `at`. A
 * quantifier counts as the article ("Each Member shall sell the film in that region and shall not grant …", "A Member
 * handling a Window shall …": a collective alias's singular, group-aliases.ts), so the joined bar keeps the subject
 * when a demonstrative "that" in the predicate stops `jointSubjects` (issue 18, h70n55).
 */
export function clauseOpener(text: string, at: number, mentions: readonly Mention[]): string[] {
  // A run-in heading ("9. Confidentiality. Seller will ...") is not part of the clause.
  const start = Math.max(leadLength(text), runInHeadingEnd(text));
  const first = mentions[mentionIndexFrom(mentions, start)];
  if (!first || first.end > at) return [];
  const before = text.slice(start, first.begin);
  if (/^\s*(?:the\s+)?$/i.test(before)) return [first.party];
  // After a quantifier the mention must be the clause's subject, not a noun's modifier: "A Seller invoice shall state …
  // and shall not include VAT" binds no Seller (review hrev61).
  return /^\s*(?:each|every|any|a|an)\s+$/i.test(before) && QUANTIFIED_SUBJECT_GOES_ON.test(text.slice(first.end, first.end + 40)) ? [first.party] : [];
}

/** What follows a quantified party that is the clause's subject: its modal or verb, an aside, a participle ("Each Member handling a Window shall"). Anchored, bounded. */
const QUANTIFIED_SUBJECT_GOES_ON = /^\s{0,3}(?:[,(]|(?:shall|will|must|may|can|cannot|agrees?|undertakes?|is|are|has|have|who|which|that|and|or|also|then|only|[a-z]{2,20}ing)\b)/;

/** Where the clause starts after a run-in heading ("9. Confidentiality. Seller will ..."), else 0. */
export function runInHeadingEnd(text: string): number {
  return Math.max(runInHeading(text)?.length ?? 0, DASH_CAPTION.exec(text.slice(0, 60))?.[0].length ?? 0);
}

/**
 * A caption closed by a dash that numbers a paragraph or clause before its sentence, as civil-law drafting in English
 * writes them ("Sole Paragraph – The Lessee …", "Second Paragraph – …", "Clause 4 – …", "Paragraph Two – …"): not part
 * of the clause, whose subject follows it (h23s23).
 */
const DASH_CAPTION = /^\s*(?:(?:Sole|Single|Only|Unique|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)\s+(?:Paragraph|Clause|Sub-?clause|Item)|(?:Paragraph|Clause|Sub-?clause|Item)\s+(?:\d{1,3}(?:\.\d{1,3})*|[IVXL]{1,6}|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|[A-Z]))\.?\s{0,3}[–—-]\s{0,3}(?=[A-Z])/i;

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function natureSubjectsRunPatterns(): readonly RegExp[] {
  return [FOR_SELF_AND_HEIRS, ON_BEHALF_OF];
}
