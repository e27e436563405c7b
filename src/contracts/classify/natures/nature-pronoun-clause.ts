/**
 * "it" opening the clause after ", and", standing for the party the sentence opens on: "The Distillery may refuse any
 * lot …, and it does not pay for a lot refused", "The Institute collects no more than 2 kilograms …, and it does not cut
 * down any tree". The pronoun names the subject again, as the party's own name would (C119's party "named again"), so
 * its present-tense act is that party's duty or bar beside the first clause's label (C153; set 80, issue 18, h103a80).
 *
 * Only where the sentence opens on a party named in the singular (not "we", "you" or a plural: "it" is then a thing)
 * that the first clause's label already binds, and "it" is followed by a verb in
 * the third person singular or "does not" and a verb: "it is returned", "it was", "it has" state a thing's fate or a
 * fact, no act. Anchored or bounded patterns: linear.
 */
import type { Label } from '../../wire.js';
import type { PartyMention } from '../parties/party-lexicon.js';
import { leadLength } from '../text/text.js';
import { presentDuties } from './nature-present-duties.js';

/** ", and it" before a verb in -s or "does not": the pronoun's offset is the match's end less two. */
const AND_IT_ACTS = /,\s{0,3}and\s{1,3}it(?=\s{1,3}(?:then\s{1,3})?(?:does\s{1,3}not\s{1,3}[a-z]|(?!(?:is|was|has|does|seems|means)\b)[a-z]{2,30}s\b))/;
/** A subject "it" cannot stand for: a personal pronoun, or a party named in the plural. */
const PERSONAL_SUBJECT = /^(?:we|you|I|they|us)$|s$/i;
/** What may stand between the sentence's lead and its subject: nothing, or the article. */
const ARTICLE_ONLY = /^\s{0,3}(?:the\s{1,3})?$/i;

/** The duties and bars of the clause "it" opens after ", and", bound to the party the sentence opens on. */
export function itClauseDuties(text: string, candidates: readonly PartyMention[], labels: readonly Label[]): Label[] {
  if (!text.includes(', and it ') && !AND_IT_ACTS.test(text)) return [];
  const m = AND_IT_ACTS.exec(text);
  if (m === null) return [];
  const lead = leadLength(text);
  const subject = candidates.find((p) => p.begin >= lead && p.begin < m.index);
  if (subject === undefined || subject.negative || !ARTICLE_ONLY.test(text.slice(lead, subject.begin))) return [];
  // "You may close your account …, and it closes at the end of the month": after "we" or "you" (a person, or the
  // people a business is) "it" is the thing the first clause named, no party (set 78's terms, issue 18, h103a80).
  if (PERSONAL_SUBJECT.test(text.slice(subject.begin, subject.end))) return [];
  // The first clause's label must be the subject's own: "it" then continues that party's sentence.
  if (!labels.some((l) => l.party === subject.party)) return [];
  const it: PartyMention = { begin: m.index + m[0].length - 2, end: m.index + m[0].length, party: subject.party, negative: false };
  return presentDuties(text, [it], undefined, [it]).filter((l) => l.party === subject.party);
}
