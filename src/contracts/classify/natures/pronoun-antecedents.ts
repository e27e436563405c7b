/**
 * The antecedent of a third-person pronoun that opens a sentence ("It shall …", "They must …"), when the sentence
 * before bound one party. The subject of the sentence before is the reader's first choice (h22s22p), but not the only
 * one: that sentence's objects are nearer, and two signals pick one of them instead (hrev14, h23s23):
 * - a thing it names, when the pronoun agrees with it in number and the verb is one a thing does, not a party
 *   ("The Supplier shall deliver the report. It will include a summary": the report includes; "It must run Linux": a
 *   server runs). "It" never stands for a plural thing ("… store the Products. It shall keep records": the Supplier);
 * - another party it names, when the verb is what a party that was given something does with it ("The Owner shall
 *   give the Hirer the keys. It must return them": the Hirer returns what it was given).
 * "he" and "she" stand for no thing; a verb that fits either (most) keeps the subject.
 */
import type { PartyMention } from '../parties/party-lexicon.js';

/**
 * What a thing does in a contract's sentences: contains, runs, meets a standard, lasts, expires. Not the verbs a party
 * does as often ("It shall support the Customer's staff", "work only on weekdays", "renew the policy", "reach
 * agreement", "fail to …"): those keep the subject, as the header says (hrev15).
 */
const THING_VERB = /^(?:include|contain|comprise|consist|cover|show|state|list|set\s+out|describe|detail|specify|summari[sz]e|bear|carry|display|(?:run|operate)(?!s?\s+(?:the|a|an|its|any|all|each|every)\s)|function|conform|fit|weigh|measure|last|expire|lapse|arrive|break)s?\b/i;
/**
 * What a party bears, covers or carries: a cost, a risk, insurance, or the work itself ("It shall bear all costs of the
 * delivery", "cover the cost of corrections", "carry out the Works", "carry insurance"): a party's verb, whatever thing
 * the sentence before named (hrev15). Bounded: linear.
 */
const PARTY_BURDEN = /^(?:bear|cover|carry)s?\s+(?:out\b|(?:[\w'’-]+\s+){0,3}?(?:costs?|expenses?|charges?|fees?|risks?|liabilit(?:y|ies)|losses|insurance|burden)\b)/i;
/** What a party that was given something does with it: returns it, gives it back, signs for it. */
const RECIPIENT_VERB = /^(?:return|(?:give|hand)\s+(?:[\w-]+\s+){0,3}?back|repay|sign\s+for|acknowledge\s+receipt)\b/i;
/** A determiner that opens a noun phrase in the sentence before. */
const DETERMINER = /\b(?:the|a|an|its|their|his|her|any|each|every|such|this|these|those|all)\s+/gi;
/** The words of a noun phrase: up to four words, the last its head (before a preposition, a conjunction or a stop). */
const PHRASE = /^((?:[A-Za-z][\w-]*\s+){0,3}?)([A-Za-z][\w-]*)(?=\s*(?:[.,;:()]|$)|\s+(?:of|to|in|into|for|on|at|by|with|from|and|or|that|which|who|within|before|after|under|as|if|when|until|so)\b)/;
/** A plural head noun ends in -s; a singular one does not, or ends in -ss, -us or -is ("business", "status", "analysis"). */
const PLURAL = /[^siu']s$/i;

/** One noun phrase the sentence before names after its subject: where it starts, and its number. */
interface NounPhrase {
  begin: number;
  end: number;
  plural: boolean;
}

function nounPhrases(text: string, from: number): NounPhrase[] {
  const out: NounPhrase[] = [];
  DETERMINER.lastIndex = from;
  for (let m = DETERMINER.exec(text); m !== null; m = DETERMINER.exec(text)) {
    const begin = m.index + m[0].length;
    const p = PHRASE.exec(text.slice(begin, begin + 80));
    if (p === null) continue;
    out.push({ begin: m.index, end: begin + p[0].length, plural: PLURAL.test(p[2]) });
  }
  return out;
}

/**
 * The party a pronoun opening a sentence stands for, given the sentence before, the one party it bound, the pronoun and
 * the words after this sentence's modal: that party, another party the sentence before names (a recipient's verb), or
 * none (a thing's verb with a thing of the pronoun's number to stand for).
 */
export function openingPronounParty(previous: string, previousParty: string, mentions: readonly PartyMention[], pronoun: string, after: string): string | undefined {
  const word = pronoun.toLowerCase();
  if (word === 'he' || word === 'she') return previousParty;
  const subject = mentions.find((p) => p.party === previousParty);
  if (subject === undefined) return previousParty;
  const verb = after.replace(/^\s*(?:not\s+)?(?:(?:also|then|only|promptly|immediately|\w+ly)\s+)?/i, '');
  const others = mentions.filter((p) => p.begin >= subject.end && p.party !== previousParty && !/^(?:Both Parties|Multiple Parties|None)$/.test(p.party));
  if (RECIPIENT_VERB.test(verb) && others.length > 0) return others[0].party;
  if (!THING_VERB.test(verb) || PARTY_BURDEN.test(verb)) return previousParty;
  const plural = word === 'they';
  const things = nounPhrases(previous, subject.end).filter((n) => !mentions.some((p) => p.begin < n.end && p.end > n.begin));
  return things.some((n) => n.plural === plural) ? undefined : previousParty;
}

/**
 * "The tents bought with the grant belong to the Charity, but it must lend them to the Foundation": a clause whose
 * subject is a thing ends on a party (the object of its verb or preposition), and ", but it" / ", and it" opens the next
 * clause on a modal: the pronoun is the party named last, right before it (table 2.2's pronoun row: the previous party of
 * the element; set 69's cause 3, issue 18, h91ty). Read only where nothing nearer named the pronoun's party (natures.ts),
 * only "it" and "they", and only with nothing between the party and the comma: "The fee paid to the Agent is fixed, but it
 * may rise" has the fee between. Anchored on the slice from the party to the modal: linear.
 */
const PARTY_THEN_PRONOUN = /^\s{0,3},\s{0,3}(?:but|and|so)\s{1,3}(?:it|they)\s{1,3}$/i;
const GROUPS = /^(?:Both Parties|Multiple Parties|None)$/;
/**
 * The parties together after "between" ("this Agreement prevails between the Shareholders, and they shall amend the
 * articles"): "they" stands for them all, as the plural they name (C138; set 78, issue 18, h102n78). Other groups ("each
 * party", "either party") stay no antecedent. Anchored at the mention: linear.
 */
const BETWEEN_BEFORE = /\bbetween\s{1,3}(?:the\s{1,3}|all\s{1,3}(?:the\s{1,3})?)?$/i;
const THEY = /\bthey\s{1,3}$/i;
export function partyNamedLast(text: string, modalAt: number, mentions: readonly PartyMention[]): string | undefined {
  let last: PartyMention | undefined;
  for (const p of mentions) if (p.end <= modalAt) last = p;
  if (last === undefined || last.negative || last.party === 'None') return undefined;
  const gap = text.slice(last.end, modalAt);
  if (!PARTY_THEN_PRONOUN.test(gap)) return undefined;
  if (!GROUPS.test(last.party)) return last.party;
  return THEY.test(gap) && BETWEEN_BEFORE.test(text.slice(Math.max(0, last.begin - 16), last.begin)) ? last.party : undefined;
}
