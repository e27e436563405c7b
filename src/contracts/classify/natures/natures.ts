/**
 * Natures: the modal phrase of each clause ("shall", "may", "shall not", "is not liable", "means") read
 * with the party that is its grammatical subject. A clause whose subject is not a party ("Interest shall
 * accrue") binds no one and gets no type; "Neither party shall" is an exclusion for several parties.
 */
import type { Label } from '../../wire.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { mentionNear, type PartyLexicon, type PartyMention } from '../parties/party-lexicon.js';
import { leadLength } from '../text/text.js';
import { ANY_WARRANTY_AT, DISCHARGED_AT, HELD_RIGHT, KEPT_TO_COVER_AT, MODAL, MODAL_GROUPS, MODALS } from './nature-modals.js';
import { ABLE, APPOSITION_PREPOSITION_WHICH, INDEFINITE_RELATIVE, OPINION_GAP, PREPOSITION_WHICH, PROOF_AFTER, PROOF_RELATIVE_BEFORE, QUANTIFIED_NOUN_BEFORE, RELATIVE, RELATIVE_VERB_GAP, UNABLE, UNABLE_CLAUSE_GAP, UNABLE_RELATIVE_BEFORE, inRelativeClause, relativeOpener, relativeWhoSubject } from './nature-relatives.js';
import { MAX_GAP, clauseOpener, jointSubjects, openingSubject, passiveAgent, pronounAgent, pronounModalOpener, pronounOpener, stripInserts, subjectsBefore } from './nature-subjects.js';
import { ITEM_INFINITIVE, ITEM_NOT_TO } from './nature-lead-ins.js';
import { itClauseDuties } from './nature-pronoun-clause.js';
import { objectLabels, peopleLetLabels, possessiveDuties } from './object-natures.js';
import { bracketAsides } from './bracket-asides.js';
import { secondOfBetween } from './between-objects.js';
import { barJoinedAfter, butPresentDuty, dutyBeforeBut, dutyJoinedToPresentRight, presentDuties, requestEnd } from './nature-present-duties.js';
import { openingPronounParty, partyNamedLast } from './pronoun-antecedents.js';
import { ownershipRights } from './ownership-rights.js';
import { CLIENTS_SUBJECT } from '../parties/letter-clients.js';
import { personalAntecedent, type PersonalParties } from '../parties/personal-pronouns.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** Before a modal: "and" (or "or"), with "and, in the meantime," before the bare "not to" of `AND_NOT_TO`. */
const JOINED_BEFORE = /\b(?:and|or)\s+$/i;
const JOINED_WITH_INSERT_BEFORE = /\band\s*,[^,;]{1,40},\s*$/i;
/**
 * "may appoint sub-agents, but remains responsible for their work": a liability kept in the finite present after "but"
 * is the right's counterweight, the same subject's duty, as "and remains responsible" is (issue 18, h94cat2; set 72).
 * Only "remains" (no modal the right's "may" could stand for); anchored at the end, bounded: linear.
 */
/** "as" just before a mention: the capacity it names (anchored at the end, bounded). */
const ROLE_AS_CAPACITY = /\bas\s{1,3}$/i;
/** "sub-" joined to a role word: "sub-producer", "Sub-Licensee" (the party's delegate, no party). */
const SUB_BEFORE = /\bsub-$/i;
const BUT_BEFORE = /(?:^|[\s,])but\s{1,3}$/i;
/**
 * ", and in that event will refund …", ", and then shall pay …": after a comma, "and" and a short insert of time or
 * consequence open a clause of its own whose modal has the sentence's subject (read on the 40 characters before the
 * modal; literal words, bounded: linear).
 */
const JOINED_EVENT_BEFORE = /,\s{0,3}and\s{1,3}(?:in\s{1,3}(?:that|such|this|either|which)\s{1,3}(?:event|case)|then|thereupon|thereafter|in\s{1,3}addition)\s{0,3},?\s{1,3}$/i;

/** A right's bare modal, and what ends a clause right after it when its verb is left out ("where we can."). */
const ELLIPTICAL = /^(?:can|may)$/i;
const ELLIPSIS_AFTER = /^\s*(?:[.;)]|$)/;
/** "as soon as it can, and …": a comma after the bare modal ends the clause only after a condition word (not "may, but"). */
const ELLIPSIS_COMMA_AFTER = /^\s*,/;
const ELLIPTICAL_CONDITION_BEFORE = /\b(?:as\s+soon\s+as|where(?:ver)?|when(?:ever)?|if|as\s+far\s+as|so\s+far\s+as|insofar\s+as)\s+(?:[\w'-]+\s+){1,3}$/i;

/** A party after a preposition is no subject; "each of", "either of", "both of" introduce one ("Each of Vendor and Reseller shall"). */
// A party's alias after an indefinite article modifies a noun ("to be used in a Club campaign shall"): a campaign, not
// the Club, is the subject (a defined party is "the Club"; "a party" is a group mention of its own).
// So is one after a preposition of place or motion ("must not discharge oil into the Marina and must use …", h22s23).
// "one of" and "any of" opening a clause introduce a subject as "each of" does ("…, and one of the Parents must stay for
// the first morning", "Any of the Members may call a meeting"): after a preposition ("paid to one of the Parents") they
// stay an object (set 68's cause 1, issue 18, h90ty).
// So is one after a preposition of subject matter: "shall keep confidential all information about the Company, its parent
// and their claims, and shall disclose it only to …" (the Company is what the information is about, no subject of the
// joined "shall disclose"; set 73, issue 18, h98at).
// A quantifier between the preposition and the party keeps it an object: "A steering committee of one representative of
// each Member shall meet" binds the committee, no Member (set 71, issue 18, h93at), as "… of the Members" does.
const AFTER_PREPOSITION = /\b(?:(?<!\b(?:each|either|both)\s{1,64}|(?:^|[,;:.]|\d[.)]?|\b(?:and|or|but|then))\s{0,3}(?:one|any)\s{1,3})of|to|for|from|with|against|between|by|upon|than|whom|behalf\s+of|into|onto|towards?|throughout|through|across|inside|outside|beside|about|concerning|regarding)\s+(?:the\s+|each\s+|every\s+)?$|\b(?:a|an)\s+$/i;
/**
 * Except at the opening of a sentence, where "A Member may …", "A Shareholder wishing to sell … must …" name that role's
 * party as "Each Member" and "a party" do (table 2.2; sets 3, 12, 13, 21, 27 and 41 label all six such openings with the
 * role): the article opens the text, a numbered item or a sentence, and a modal, a relative or a participle follows the
 * role (not a noun it modifies: "A Club campaign shall"). The text before is marked with a line break when the window
 * reaches the text's start. Anchored, each run bounded: linear.
 */
const INDEFINITE_OPENS = /(?:^\n\s{0,8}(?:(?:\(?[a-z0-9]{1,4}\)|\d{1,3}(?:\.\d{1,3}){0,3}\.?)\s{1,8})?|[.;!?]\s{1,8})an?\s{1,8}$/i;
// So does a present-tense verb, negated or with its object ("A Member does not lend the key to anyone", "A Member pays the
// fee …": C34's present tense, the role's bar or duty as "Each Member does not" would be; set 91, issue 18, h119t91).
const INDEFINITE_SUBJECT_AFTER = /^\s{0,4}(?:,|who\b|whose\b|that\b|[a-z]{2,20}ing\b|(?:shall|must|may|will|can|should|agrees|undertakes|is|are|has)\b|does\s{1,3}not\s|[a-z]{2,20}s\s{1,3}(?:the|a|an|its|their|his|her|each|all|any|every|it|them|him)\b)/;
/** Whether the article before a party's mention opens a sentence whose subject the mention is. */
function indefiniteSubject(text: string, begin: number, end: number): boolean {
  const head = (begin <= 32 ? '\n' : '') + text.slice(Math.max(0, begin - 32), begin);
  return INDEFINITE_OPENS.test(head) && INDEFINITE_SUBJECT_AFTER.test(text.slice(end, end + 24));
}
const PRONOUN = /\b(?:it|they|he|she|we|you)\s*$/i;
/** A pronoun right after a preposition before the modal ("installed on it shall"): the object of the preposition. */
const OBJECT_PRONOUN = /\b(?:on|in|to|for|from|with|of|at|into|onto|upon|under|over|about|against|within|through|behind|beside)\s+(?:it|you)\s*$/i;
/** From a disclaimer to a later modal: the modal sits in the clause the disclaimer denies (no sentence break between). */
const denied = (between: string): boolean => !/[;.]/.test(between) && /\b(?:that|which|whether)\b/i.test(between);
/** A negation standing before its modal, the subject after: "In no event/case shall", "Under no circumstances will", "nor shall". */
// "In no event is either party liable": the verb "to be" inverted as a modal is (not after "nor": "nor is it required to" frees).
const INVERTED_NEGATION = /\b(?:(?:in\s+no\s+(?:event|case)|under\s+no\s+circumstances?|at\s+no\s+time)\s+(?:shall|will|may|must|can|does|do|is|are)|nor\s+(?:shall|will|may|must|can|does|do))\s+(?:the\s+)?/gi;
/** A promise verb whose object is a clause: "agrees that", "undertakes that", "warrants that", "covenants that". */
const PROMISE_THAT = /\bthat$/i;
/** A paired promise ("represents and warrants") with its "that" after it, read on the match and 8 characters more. */
const PAIR_THEN_THAT = /^(?:represents?|warrants?|undertakes?|covenants?|declares?)\s+(?:and|,)\s*(?:[a-z]+\s+)?[a-z]+\s+that\b/i;
/**
 * After a modal with a negated subject: "(No party shall) be required/obliged to", which frees rather than bars; so does
 * "(Neither party shall) have any obligation/liability for that year", "(No Member will) be under any obligation to":
 * read with the negation on the verb, each party "shall have no obligation", the table's Disclaimer. "Neither party
 * shall be liable" stays the negated modal's Exclusion ("The Supplier shall not be liable …", the reference's reading).
 */
const NEED_NOT_AFTER = /^\s*(?:be\s+(?:required|obliged|obligated|bound)\s+to\b|(?:have|bear|assume)\s+any\s+(?:further\s+)?(?:obligations?|liabilit(?:y|ies)|responsibilit(?:y|ies)|duty|duties)\b|be\s+under\s+any\s+(?:\w+\s+)?(?:obligation|liability|duty)\b)/i;
/** A liability or responsibility stated without a modal ("is liable", "are responsible for"). */
const STATED_LIABILITY = /^(?:is|are|remains?)\s/i;
/** After a modal: "be deemed", a legal fiction that binds no one to act. */
const DEEMED = /^\s*(?:be\s+)?deemed\b/i;
/**
 * After a modal: a body's own existence or end — "(The Company shall) continue in existence until …", "be dissolved upon
 * …", "be wound up", "be liquidated" — states what becomes of it, no act anyone owes (issue 18, h111att; set 12's
 * operating agreement). The act that ends it stays read where a party does it ("The Members shall wind up the Company"),
 * or is said to do it within 60 characters ("shall be liquidated, at its own cost, by the General Partner": h111rrA, finding 4).
 */
const BODY_EXISTENCE = /^\s*(?:continue\s+in\s+existence|be\s+(?:dissolved|wound\s+up|liquidated)(?![^.;]{0,60}?\bby\b))\b/i;
/**
 * After a modal: "(it shall) be lawful (for the Lessor to re-enter)": the "it" is an expletive, no pronoun of a party; the
 * party after "for" may act (object-natures.ts's ENABLES reads its Right). Issue 18, h89ty.
 */
const LAWFUL_AFTER = /^\s*be\s+lawful\b/i;
/** A negated modal as the Exclusion group reads it: "cannot", "may not", "must not", "shall not", "will not". */
const NEGATED_MODAL = /^(?:(?:shall|will|must|may|can)\s*not|cannot|can['’]t|won['’]t|shan['’]t|mustn['’]t)$/i;
/**
 * After "it can" / "it may" (or "it cannot", "they must not"): a passive with no agent and no "to" ("be seen from the
 * road", "be removed at night", "be used"), what may (not) be done to a thing; not one that gives or lets ("be granted /
 * given / allowed …", a receipt). Bounded: linear.
 */
const THING_PASSIVE_AFTER = /^\s+(?:also\s+)?be\s+(?!(?:granted|given|allowed|permitted|offered|awarded|paid|entitled)\b)[a-z]{2,20}(?:ed|en|wn)\b(?!\s+(?:to|by)\b)/i;
/**
 * After a modal: "be paid", "be reimbursed", "be compensated" with the party as subject ("and CONTRACTOR shall be paid
 * the standby rate"): the party receives, it owes nothing.
 */
// So is one "charged", "billed" or "invoiced" with no agent ("you will still be charged for the stay", "the Club will not
// be charged for the hour"): an agentless passive binds no one (docs/contracts.md, "Agentless passives bind no one"), who
// charges is not said (h22s23).
const RECEIVES = /^\s*(?:still\s+|also\s+|only\s+|then\s+)?be\s+(?:paid|reimbursed|compensated|refunded|charged|billed|invoiced)\b(?!\s+(?:by|to|with)\b)/i;
/**
 * After a modal: "be named as additional insured", "be noted on the policies as loss payee", "be added to the policy":
 * the party is what another names on its insurance, the one who insures does it (no duty of the party named).
 */
// So is one credited or listed in a work, a programme or a register ("You will not be credited on the sleeve unless you
// ask to be", "be listed in the programme"): the one who publishes names it; the party named owes nothing.
const NAMED_ON = /^\s*be\s+(?:named|noted|added|included|endorsed|shown|specified|credited|listed|mentioned)\s+(?:as|on|to|in)\b/i;
/**
 * After a modal: "be referred to (individually) as a "Party"", "be called", "be known as", "be designated": the sentence
 * names the parties for the text that follows, as a preamble's bracket does; it binds them to nothing.
 */
const REFERRED_TO_AS = /^\s*(?:(?:each|both|hereinafter|individually|collectively|jointly|together)\s+)?be\s+(?:(?:hereinafter|individually|collectively|jointly|together)\s+)?(?:referred\s+to|called|known|designated)\b/i;
/**
 * The parties' operative formula, "NOW, THEREFORE, the parties agree as follows:", "The parties agree:": their assent to
 * the whole contract, which the clauses after it set out with their own subjects; no promise of its own (the sets label
 * it none). A party's own "The Supplier agrees as follows:" over items is its duty (the items', as a lead-in's).
 */
const AGREE_AS_FOLLOWS = /^agrees?(?:\s+as\s+follows)?\s*$/i;
/**
 * The translated form of the same formula: "After discussion, the two parties agree to sign this contract on the
 * following terms:" (the Vietnamese and Chinese "hai bên thống nhất ký kết hợp đồng" opening) — the parties' assent to
 * the contract whose terms follow its colon, no promise of its own (issue 18, h70n55). Read on what follows "agree
 * (to)": signing, concluding or entering into this contract, then nothing but the terms' description up to the colon
 * that ends the text, which names the terms ("on the following terms", "as follows"). "agree to sign the delivery note"
 * and "agree to sign this contract within 5 days of approval:" stay promises (review hrev61). Anchored, bounded: linear.
 */
const AGREE_TO = /^agrees?(?:\s+to)?$/i;
// So is the formula's shorter form that names only the clauses to follow: "The parties agree to the following clauses:",
// "The Parties agree on the following terms and conditions:" (Latin American drafting's "acuerdan las siguientes
// cláusulas"; labelled none as "agree as follows:" is; issue 18, h76t58). Anchored, bounded: linear.
const TO_THE_FOLLOWING_TERMS = /^\s{0,3}(?:(?:to|on|upon)\s{1,3})?the\s{1,3}following\s{1,3}(?:clauses|terms|conditions|provisions|stipulations|articles)(?:\s{1,3}and\s{1,3}conditions)?\s{0,3}:\s*$/i;
const TO_SIGN_THIS_CONTRACT = /^\s{0,3}(?:to\s{1,3})?(?:sign|conclude|execute|enter\s{1,3}into|make)\s{1,3}(?:this|the\s{1,3}present)\s{1,3}(?:contract|agreement)\b(?=[^.;:]{0,80}\b(?:terms|conditions|provisions|following|follows)\b)[^.;:]{0,80}:\s*$/i;
/**
 * "The Tenant acknowledges and agrees that the Landlord has made no promise about the roof": an acknowledgement records
 * what the party accepts as so; the "agrees that" joined to it promises nothing of its own (C15, issue 18, h22nat). A duty
 * stated inside the clause is read as usual ("acknowledges and agrees that it shall keep the code secret"), and "agrees
 * to" after it is still a promise ("acknowledges and agrees to pay the fee"); "The parties agree that …" alone is too.
 */
/**
 * A form's signing declaration, "I have read these terms and agree to them: [x] yes", "I have read the DO and DON'T lists
 * and accept these terms.", "I agree to these terms.": the writer assents to the document at its foot, as a signature does;
 * it takes on no duty of its own (sets 79, 94 and 95 label all three such sentences no type; C319, issue 18, h121m95). The
 * whole element: "I" or "We" opening it (after a number), "hereby" or "have read … and" before "agree to" or "accept", the
 * terms, conditions, rules or agreement (or "them", "it") as the object, and nothing after but a form's answer after a
 * colon: a tick box, "yes", "agreed" or a blank line ("I agree to these terms: I return the seed by October" promises;
 * h121revB #3). Not "By signing, I accept these terms" (C136's acceptance by an act), "I agree to return the seeds" (a promise),
 * "I accept these terms and will pay …". Anchored, bounded: linear.
 */
export const SIGNED_ASSENT = /^\s{0,3}(?:\(?[0-9a-z]{1,3}[.)]\s{1,3})?(?:I|We)\s{1,3}(?:hereby\s{1,3})?(?:(?:have|having)\s{1,3}read\s{1,3}(?:(?:and\s{1,3})?understood\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){1,8}?and\s{1,3}(?:hereby\s{1,3})?)?(?:agree\s{1,3}to|accept)\s{1,3}(?:them|it|(?:all\s{1,3})?(?:these|the|this|those)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:terms|conditions|rules|agreement|bylaws|regulations)(?:\s{1,3}and\s{1,3}conditions)?)\s{0,3}(?::\s{0,3}(?:\[[ xX✓✔]?\]|[☐☑☒✓✔])?\s{0,3}(?:[Yy]es|YES|[Nn]o|NO|[Aa]greed|[Ss]igned)?\s{0,3}[_.…]{0,40})?[.!]?\s{0,3}$/;
/** The assent verbs a signing declaration's duty would be read at (MODAL's "agree to", PRESENT_PROMISE's "accept"). */
const ASSENT_VERB = /^(?:agrees?\s{1,3}to|accepts?)\b/i;
const ACKNOWLEDGES_AND = /\b(?:acknowledges?|recogni[sz]es?|understands?)(?:\s*,)?\s+and\s+$/i;
const AGREES_THAT = /^agrees?\s+that$/i;
const GROUPS_ONLY = /^(?:Both|Multiple) Parties$/;
/**
 * The subjects of the operative formula that speak for the parties together: "the parties" (a group), or two or more of
 * them named by their roles ("NOW, THEREFORE, Landlord and Tenant agree as follows:", "the City and Contractor agree as
 * follows:"), which is the same assent written out (sets 30 and 53 label it none). One party alone ("The Supplier agrees
 * as follows:") is that party's duty over its items.
 */
const assentsAsParties = (subjects: readonly { party: string }[]): boolean =>
  subjects.length > 0 && (subjects.every((x) => GROUPS_ONLY.test(x.party)) || new Set(subjects.map((x) => x.party)).size > 1);
/** "is payable by the Licensee", "shall be payable by the Customer": the agent of a sum payable. */
const PAYABLE_BY = /\b(?:is|are|shall\s+be|will\s+be|becomes?)\s+(?:\w+\s+)?payable\s+by\s+(?:the\s+)?/gi;
/**
 * A clause opening on "No" ("No announcement shall be made by either party"): its passive agent is barred. Not a
 * deadline or a minimum ("No later than 30 days after delivery, payment shall be made by the Buyer", "No less than 30
 * days' notice shall be given by the Tenant"): the act is still owed.
 */
const OPENS_WITH_NO = /^\s*no\s+(?!(?:later|less|fewer)\s+than\b)[a-z]/i;
/**
 * A role word that modifies a plural noun before the verb ("Member schools are not required to", "Customer sites must")
 * names a kind of thing, not the party: the noun is the subject. An adverb ending in -s is no noun ("the Customer
 * nevertheless shall pay", "Supplier always must", "the Parties themselves will"; hrev10).
 */
const MODIFIES_NOUN = /^\s+(?!(?:nevertheless|nonetheless|regardless|thus|always|perhaps|sometimes|afterwards|besides|themselves)\s)[a-z]+s\s+(?:shall|will|must|may|can|cannot|are|need)\b/;
/**
 * The same with a collective noun of people, which takes no -s: "Provider personnel shall comply", "Contractor staff
 * must wear badges" (table 2.2: a compound noun is not the party, as "Supplier Personnel will" is not; the sets label
 * the party's staff as subject no type; issue 18, h29n38).
 */
const MODIFIES_STAFF = /^\s+(?:personnel|staff|workforce|crew)\s+(?:shall|will|must|may|can|cannot|are|is|need)\b/i;
/** A subject introduced by a condition. */
// A purpose ("so that the Customer can migrate", "in order that they may") states why, and promises nothing either.
// So does a reason: "A unit that cannot be serviced because the Landlord has not unlocked it will be charged" (the unit
// will be; issue 18, h27n32).
/**
 * Before a party that opens a clause nested in a predicate: "as", a condition's word, or a preposition's noun phrase
 * ("in the manner", "to the extent", "at the times"). With `VERB_AND_GAP` after the party. Anchored, bounded: linear.
 */
export const NESTED_SUBJECT_BEFORE = /(?:\b(?:if|unless|as|once|when|where|whenever)|\b(?:in|to|at|on|for|within|under|with|by)\s+(?:the|such|any)\s+(?:[a-z-]+\s+){0,2}?[a-z-]{2,})\s+(?:the\s+)?$/i;
/**
 * A relative clause on a party whose one verb's object is another party: "The Surety who pays the Creditor" before
 * "takes over", "A Member that pays the Fund shall …" — the party qualified is the subject of the modal after the object
 * (set 88's cause 4, issue 18, h112n88). "who" or "that", one verb in -s, "to" or "for" and "the" at most. Anchored: linear.
 */
const RELATIVE_OBJECT_GAP = /^\s{1,3}(?:who|that)\s{1,3}[a-z]{2,20}s\s{1,3}(?:(?:to|for)\s{1,3})?(?:the\s{1,3})?$/;
/** A modal and "remain liable/responsible" ("shall remain fully liable"): a liability kept, read from the modal (linear). */
const KEPT_LIABILITY = /^(?:shall|will|must)\s{1,3}remain\s{1,3}(?:fully\s{1,3})?(?:liable|responsible)\b/i;
/**
 * Between a party that is a modal's object and the next modal: "and" alone, an adverb and "and" ("immediately and"), or
 * the thing given to that party, one word after an article or none ("shall give the Customer notice and shall not
 * assign", "send the Supplier a copy and": the party is the indirect object; issue 18, h38rev).
 */
const OBJECT_AND_GAP = /^\s{1,3}(?:(?:a|an|the|its|their|such)\s{1,3})?(?:[a-z]{2,20}\s{1,3})?and\s{1,3}$/;
/** What ends the predicate a party could be the object of: a stop, a comma or bracket, or a subordinate clause's word. */
const OBJECT_RUN_BREAK = /[.,;:()]|\b(?:if|unless|when|where|whether|that|which|who|whom|because|until|while|once|after|before)\b/i;
/** One finite verb (an adverb before it allowed) and "and" between a party and a modal: "approves and shall". */
export const VERB_AND_GAP = /^\s+(?:[a-z]+ly\s+)?(?!(?:shall|will|may|must|can|not)\b)[a-z]+s\s+and\s+$/;
/** A present-tense promise of money or cost (nature-modals.ts PRESENT_PROMISE's "pays the fee", "bears the cost of", "owes"). */
const PRESENT_PAYMENT = /^(?:pays?|bears?|owes?)\b/;
/** "when" or "whenever" right before a party. */
const WHEN_BEFORE = /\bwhen(?:ever)?\s+(?:the\s+)?$/i;
// "before" opens a time clause as "until" does: "you must sign an affidavit of loss before you can redeem the item" (its
// modal says when the main act is done, no Right of its own; set 87's cause 7, issue 18, h110n87).
const CONDITION = /\b(?:if|unless|until|before|whether|once|in\s+case|such\s+\w+\s+as|as|because|since|so\s+that|in\s+order\s+that)\s+(?:the\s+)?$/i;
/** A pronoun subject introduced by a condition or a purpose, read on the words before a modal: "until they can", "if it shall", "so that they can". */
// So is one after a verb of knowing in such a clause: "shall notify the Orchestra as soon as she knows she cannot
// perform", "once it learns that it will miss the date" report what the party learns; the duty is the notice, the
// "cannot" no bar. Only in a condition or a time clause: "The Supplier acknowledges that it knows it must not
// subcontract" states the bar itself. The head read is 60 characters: the words between are bounded by it.
const CONDITION_PRONOUN = /\b(?:(?:if|unless|until|before|whether|once|in\s+case|so\s+that|in\s+order\s+that)|(?:as\s+soon\s+as|once|when(?:ever)?|after|if|until|where)\s+(?:[\w'-]+\s+){1,4}?(?:knows?|learns?|becomes?\s+aware|is\s+aware|realises?|realizes?|expects?|believes?)(?:\s+that)?)\s+(?:it|they|he|she|we|you|(?:he\s+or\s+she|she\s+or\s+he|he\s?\/\s?she|s\/he))\s*$/i;
/** A verb of describing and "what" before the clause's subject ("sets out what the", "explains what"): anchored, bounded. */
const DESCRIBED_WHAT = /\b(?:sets?\s+out|describes?|explains?|shows?|lists?|outlines?|summari[sz]es?|records?|states?)\s+what\s+(?:the\s+)?$/i;
/** The same verbs and "how" (C138), and the passive after the modal: "be" and a participle in -ed or -en or "run". */
const DESCRIBED_HOW = /\b(?:sets?\s+out|describes?|explains?|shows?|lists?|outlines?|summari[sz]es?|records?|states?)\s+how\s+(?:the\s+)?$/i;
const PASSIVE_AFTER_MODAL = /^\s{1,3}(?:not\s{1,3})?be\s{1,3}(?:[a-z]{2,20}(?:ed|en)|run|set|paid|held|made|kept|sold|bought)\b/i;

export interface NatureContext {
  parties: PartyLexicon;
  /** The party a pronoun subject refers to when the element names none (from the list's lead-in). */
  fallbackParty?: string;
  /**
   * The one party the sentence before bound (its every label's party), for a third-person pronoun that opens this one:
   * "The Distributor shall store the Products … . It shall keep records …" (h22s22p).
   */
  previousParty?: string;
  /** The text of the sentence before, whose objects may be the pronoun's antecedent instead (`pronoun-antecedents.ts`). */
  previousText?: string;
  /** The party a solicitors' letter last named as "our clients, <name>" (`letter-clients.ts`). */
  clientParty?: string;
  /** The document's person and plural party, the antecedents of "she", "he" and "they" (`personal-pronouns.ts`). */
  personal?: PersonalParties;
  /** Whether a duty in the present tense may be read (an operative clause, no list item: `nature-present-duties.ts`). */
  presentTense?: boolean;
}

/** A third-person pronoun: its antecedent is never "we", "us", "you" or "I" (a care worker who finds "you" is no "they"). */
const THIRD_PERSON = /^(?:it|they|he|she)$/i;
const FIRST_OR_SECOND_PERSON = /^(?:we|us|you|I|me)$/i;
/**
 * What may stand before a pronoun that opens a sentence: nothing, or an opening phrase of time or place with no noun of
 * its own that could be the antecedent ("During the term it shall not …", "At all times they will …"). A condition ("If
 * a care worker finds you fallen, they will call …") names its own antecedent.
 */
const PRONOUN_OPENS = /^\s*(?:(?:during|throughout|within|at|in|on|after|before|for|from|until|upon)\s+(?:the|a|an|all|any|each|every|this|its|their)?\s*(?:[a-z-]+\s+){0,3}?(?:term|period|times?|tenancy|year|month|week|days?|holidays?|weekends?|nights?|mornings?|evenings?|licen[cs]e\s+period|agreement|contract)\s*(?:,\s*)?)?$/i;
/**
 * Two more openings before such a pronoun that name no antecedent of their own (issue 18, h27n32): a connective adverb
 * and its comma ("In addition, it shall pay a levy …", "Further, they must …"), and a condition or time clause whose
 * subject is the same pronoun ("Where it finds a crack, it shall report …", "If they miss a visit, they must …"): the
 * pronoun there stands for what the one after it stands for. Anchored, each run bounded: linear.
 */
const CONNECTIVE_OPENS = /^\s*(?:in\s+addition|additionally|also|further(?:more)?|moreover|likewise|similarly|equally|in\s+particular|in\s+any\s+event|in\s+that\s+case|if\s+so|thereafter|afterwards|then|however)\s*,\s*$/i;
const OWN_CONDITION_OPENS = /^\s*(?:where|if|when(?:ever)?|once|after|before|as\s+soon\s+as|unless|until|while)\s+(it|they|he|she)\s[^,;.:]{1,80},\s*$/i;
/**
 * Before "he" or "she", which stand for no thing (C23), an opening phrase of a preposition and words in small letters
 * names no antecedent either: "Instead of part of the money, he may give the Owner a ham", "In return for the grazing, she
 * …" (C315; set 95's cause 3, issue 18, h121t95). No capitalised word (a party), no pronoun and no verb's clause in it
 * ("If the crop fails, he …" stays a condition's, read above). Not "it" or "they": "In case of any conflict between these
 * documents, they shall prevail" (set 38) stands for the documents. Read with its first letter in small letters; each run
 * bounded: linear.
 */
const PERSON_PRONOUN_OPENS = /^\s*(?:instead\s{1,3}of|in\s{1,3}(?:place|lieu|return|exchange)\s{1,3}(?:of|for)|apart\s{1,3}from|besides|for|with|in|on|at|by|under|during|from|after|before|until|within|throughout|upon|without)\s{1,3}(?:(?!(?:he|she|it|they|him|her|them|we|you|us|if|when|where|unless|that|which|who)\b)[a-z0-9][a-z0-9'’%-]{0,20}\s{1,3}){0,6}(?!(?:he|she|it|they|him|her|them|we|you|us)\b)[a-z0-9][a-z0-9'’%-]{0,20}\s{0,3},\s{0,3}$/;
/** Whether the words before a sentence's pronoun subject leave the sentence before to name its antecedent. */
function opensOnPronoun(head: string, pronoun: string): boolean {
  if (PRONOUN_OPENS.test(head) || CONNECTIVE_OPENS.test(head)) return true;
  if (/^(?:he|she)$/i.test(pronoun) && PERSON_PRONOUN_OPENS.test(head.replace(/^\s*\p{Lu}/u, (c) => c.toLowerCase()))) return true;
  const own = OWN_CONDITION_OPENS.exec(head);
  return own !== null && own[1].toLowerCase() === pronoun.toLowerCase();
}
/** How far back a ship "she" may stand for is looked for (bounded: a text of many pronouns stays linear). */
const SHIP_WINDOW = 300;
/** The words a personal pronoun follows, as personalAntecedent reads them for a ship: the sentence before's end and its own sentence's words before it. */
function beforePronoun(previousText: string | undefined, ownBefore: string): string {
  return `${previousText?.slice(-SHIP_WINDOW) ?? ''} ${ownBefore.slice(-SHIP_WINDOW)}`;
}
/** An expletive "it" ("It shall be agreed", "It is not necessary"): a modal then "be" names no actor. */
const EXPLETIVE_AFTER = /^\s+(?:not\s+)?be\b/i;

/**
 * How far a negated promise may stand after its vehicle when a "that" (and, before it, "to" and whom the promise is made
 * to) opens the words between: "undertakes to the Investor that, for 12 months after leaving, he or she will not …".
 * Anchored on the slice between the two; each run bounded: linear.
 */
const VEHICLE_THAT_GAP = 160;
const VEHICLE_THAT = /^\s{0,4}(?:(?:to\s{1,4})?[^,;.]{1,60}?\s{1,4})?that\b/i;
/** "undertakes to" read as the modal, its promise's "that" after whom it is made to: "undertakes to the Investor that". */
const PROMISE_TO = /^(?:undertakes?|agrees?|covenants?)\s+to$/i;
/**
 * A promise one party makes of another's performance, that other named right after "that" and before the modal: "The
 * Guarantor guarantees to the Landlord that the Tenant will perform its covenants", "The Surety doth hereby covenant with
 * the Master that the Apprentice shall serve the Master". The promisor is bound, the one whose performance it promises is
 * not bound by this sentence (its own duty stands in its own clauses): sets 63 and 75 label both such sentences the
 * promisor's alone (C191, issue 18, h107ty). Read on the 200 characters before the modal; each run bounded: linear.
 */
const PROMISED_OF_ANOTHER = /\b(?:covenant|undertake|guarantee|warrant)s?\s{1,4}(?:(?:to|with)\s{1,4}(?:the\s{1,4})?\p{Lu}[\p{L}'’-]{0,30}(?:\s{1,4}\p{Lu}[\p{L}'’-]{0,30}){0,3}\s{1,4})?that\s{1,4}(?:the\s{1,4})?\p{Lu}[\p{L}'’-]{0,30}(?:\s{1,4}\p{Lu}[\p{L}'’-]{0,30}){0,3}\s{1,4}$/u;

/**
 * A duty written with "is/are" and no modal: "is to pay", "are also to keep", "is required to", "is obliged to" (the
 * Obligation row's forms). Anchored on the modal phrase the MODAL pattern matched: one bounded pass.
 */
const STATED_DUTY = /^(?:is|are)\s+(?:(?:also|then|further|likewise)\s+)?(?:to\b|(?:required|obliged|obligated)\b)/i;

/**
 * ", and we then refund", ", and we tell members", ", and we do not refund": a second clause after ", and" whose subject
 * (two words at most) is named again and acts in the present tense, "then" or "does not" before the verb or not (C34's
 * ", and"; set 77's "We may change these terms …, and we tell members …", issue 18, h101t77). Bounded: linear.
 */
const THEN_ACTS = /,\s{0,3}and\s{1,3}(?:the\s{1,3})?[\p{L}-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}-]{0,30})?\s{1,3}(?:then\s{1,3}|(?:do|does)\s{1,3}not\s{1,3})?[a-z]/u;
/**
 * ", and the Owner then reduces the charge", ", and we then delete them": after another party's right, a party named
 * right after ", and" with "then" before its present-tense verb does the act that follows the right's use, its duty
 * (C137; set 78, issue 18, h102n78). Without "then" another party's clause stays unread ("The Landlord may enter, and
 * the Tenant keeps the key": h89ty). Both anchored: linear.
 */
const AND_BEFORE_SEQUEL = /,\s{0,3}and\s{1,3}(?:the\s{1,3})?$/i;
const THEN_AFTER_SEQUEL = /^\s{1,3}then\s{1,3}[a-z]/;
/**
 * (h103t78; C150) Nor without "then" where the act is done for the right's holder: "You can book a tool online, and we
 * keep it for you for two days", "…, and the Seller holds the crate for the Buyer" — a service the other party does for
 * whoever used the right, its duty (sets 60 and 79 label both such sentences so); "and the Tenant keeps the key" does
 * nothing for anyone and stays unread. The verb, its object (a pronoun, a thing with its determiner), then "for" and the
 * one it is done for. Anchored, bounded: linear.
 */
const FOR_HOLDER_AFTER_SEQUEL = /^\s{1,3}[a-z]{2,20}\s{1,3}(?:it|them|(?:the|your|his|her|their)\s{1,3}[\w-]{1,30})\s{1,3}for\s{1,3}(?:you|him|her|them|the\s{1,3}[A-Z][\w-]{0,30})\b/;
/**
 * "…, the Client may cancel the order and the Calligrapher returns the deposit": after a party's modal right, another
 * party named right after "and" (a comma before it or not) that gives back money or a thing — "returns", "refunds",
 * "repays" or "reimburses" its object — does what the right's use brings about, its duty beside the right (C137's
 * sequel, read by its verb where "then" is not written; issue 18, h119t92). Any other act stays unread as C137 says
 * ("The Landlord may enter, and the Tenant keeps the key"). Both anchored, literal words: linear.
 */
const AND_BEFORE_RESTITUTION = /\band\s{1,3}(?:the\s{1,3})?$/i;
const RESTITUTION_AFTER = /^\s{1,3}(?:then\s{1,3})?(?:returns?|refunds?|repays?|reimburses?)\s{1,3}(?:the|any|all|its|his|her|their|our|your|it|them|him|us|you)\b/;
/** A modal anywhere in a sentence (read once, for the present duties beside a present promise). */
const ANY_MODAL = /\b(?:shall|will|must|may|can|cannot|should|would)\b/i;
/**
 * The last ", and" (or ", after which", ", after that", ", whereupon") before the sentence's first modal, and that modal:
 * the clause before is one of its own ("We keep items left on board for 30 days, after which we may give them away": the
 * keeping a duty, the giving a right; set 71, issue 18, h93at). Bounded gap: linear.
 */
// A relative clause after a comma whose own subject holds the modal is such a clause too ("The Cooperative keeps a
// register of its members, which the Distillery may consult on request": the keeping a duty, the consulting a right),
// and so is another party's disclaimer after ", and" ("…, and the Distillery has no duty towards the members": the
// paying a duty beside it; C154, set 80, issue 18, h103a80).
// The same subject's "may" or "can" right after "and", with a comma or none, closes it too: "The Council checks each
// delivery and may reject it", "…, and may invoice them" (C139's pair with a present-tense duty: the check a duty,
// the rejection a right; set 82, issue 18, h105n82). Without the comma only after a check ("checks", "inspects",
// "tests", …: the check a duty, the rejection its consequence): "We book space on scheduled cargo flights and may choose
// the airline" stays the right alone (C34, h75left; C139's "without the comma the pair stays as it was"; narrowed by
// h105fixN). The lookbehind runs only where "and may" follows, bounded: linear.
const CLAUSE_THEN_MODAL = /,\s{1,3}(?:and|after\s{1,3}(?:which|that)|whereupon|which)\s[^,;.:]{1,80}?(?:\b(?:shall|will|must|may|can|cannot|should|would)\b|\bhas\s{1,3}no\s{1,3}(?:duty|obligation|responsibility)\b)|,\s(?=and\s{1,3}(?:also\s{1,3})?(?:may|can)\s{1,3}(?!be\b|not\b)[a-z])|\s(?=and\s{1,3}(?:also\s{1,3})?(?:may|can)\s{1,3}(?!be\b|not\b)[a-z])(?<=\b(?:checks|inspects|tests|examines|samples|audits|verifies|weighs|measures|counts)\s[^,;.:]{1,160})/i;
/** Where the clause before the first modal's ", and" ends (its comma), or 0 where a modal stands before it or none follows. */
function presentClauseBeforeModal(text: string): number {
  const m = CLAUSE_THEN_MODAL.exec(text);
  return m && !ANY_MODAL.test(text.slice(0, m.index)) ? m.index : 0;
}

/**
 * "we leave a card at your door and you must book a new time": "and" with no comma before a party and its modal opens
 * that party's clause as ", and" does, when the subject after "and" is a mention that can be one (C127). The clause
 * before is then read for its present-tense duties; a condition that opens the sentence keeps its own modals ("If our
 * driver cannot reach you, …"). Each pattern anchored or bounded: linear.
 */
/**
 * "and" (or, where `orToo`, "or") right before a party, its article with it: one shape for the joined subject after a
 * present clause (AND_BEFORE_SUBJECT, "and" only) and for a condition's second subject (JOINED_BEFORE_SUBJECT, "and" or
 * "or"; h121left, re-read h120revA #3). Anchored at the end, bounded: linear.
 */
export function joinedBeforeSubject(orToo: boolean): RegExp {
  return new RegExp(String.raw`\s(?:and${orToo ? '|or' : ''})\s{1,3}(?:the\s{1,3})?$`, 'i');
}
const AND_BEFORE_SUBJECT = joinedBeforeSubject(false);
const MODAL_AFTER_SUBJECT = /^\s{1,3}(?:shall|will|must|may|can|cannot|should)\b/i;
const OPENING_CONDITION = /^\s{0,3}(?:if|when|whenever|where|unless|once)\s[^,;.:]{1,160},/i;
function presentClauseBeforeJoinedSubject(text: string, candidates: readonly PartyMention[]): number {
  const subject = candidates.find((q) => MODAL_AFTER_SUBJECT.test(text.slice(q.end, q.end + 12)) && AND_BEFORE_SUBJECT.test(text.slice(Math.max(0, q.begin - 12), q.begin)));
  if (subject === undefined) return 0;
  const cut = subject.begin - (AND_BEFORE_SUBJECT.exec(text.slice(Math.max(0, subject.begin - 12), subject.begin))?.[0].length ?? 0);
  const from = Math.max(leadLength(text), openingConditionEnd(text));
  return ANY_MODAL.test(text.slice(from, cut)) || /[;.:]/.test(text.slice(from, cut)) ? 0 : cut;
}
/** Where the condition that opens the text ends, past its comma ("If …, "), or -1 where none opens it. */
function openingConditionEnd(text: string): number {
  const lead = leadLength(text);
  const condition = OPENING_CONDITION.exec(text.slice(lead));
  return condition === null ? -1 : lead + condition[0].length;
}

/** "and" or "or" right before a party (its article with it): `joinedBeforeSubject`'s. */
const JOINED_BEFORE_SUBJECT = joinedBeforeSubject(true);
/** Whether the party at `begin` is a second subject of the condition that opens the text ("If …, and <party> cannot …,"). */
function inOpeningConditionAfterAnd(text: string, begin: number): boolean {
  if (!JOINED_BEFORE_SUBJECT.test(text.slice(Math.max(0, begin - 12), begin))) return false;
  const after = openingConditionEnd(text);
  if (after < 0 || begin >= after) return false;
  // The comma closes the condition only where a main clause with its own subject follows ("…, I tell you"); one before ", as
  // agreed" or ", in ink" is the main clause's own, and "When the goods arrive the Company inspects them and the Customer
  // must sign …, in ink" has no condition the party is inside (h120revA #1).
  return MAIN_CLAUSE_AFTER.test(text.slice(after, after + 48));
}
/** A main clause's subject and verb right after a condition's comma: " I tell", " the Company pays", " we refund". Anchored: linear. */
export const MAIN_CLAUSE_AFTER = /^\s{1,3}(?:[Tt]he\s{1,3})?(?:\p{Lu}[\p{L}-]{0,30}|I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he|[Ii]t)\s{1,3}\p{Ll}/u;

/** The type labels of one clause-bearing text (not a definition: see `definitions.ts`). */
export function findNatures(text: string, context: NatureContext): Label[] {
  const labels: Label[] = [];
  // A role word in lower case after "as" names the capacity a party acts in, not a party ("The Agent acts as agent only and
  // is not liable …": issue 18, h94cat2, set 72): no subject or object of the clause.
  // Nor is a role word after "sub-" the party: "No sub-producer may be appointed by Producer" names the party's own
  // delegate (issue 18, h111att, set 10); a party named "Sub-Contractor" is found whole, from its "Sub".
  const mentions = context.parties.find(text).filter((p) => !(ROLE_AS_CAPACITY.test(text.slice(Math.max(0, p.begin - 8), p.begin)) && /^[a-z]/.test(text.slice(p.begin, p.begin + 1)))
    && !SUB_BEFORE.test(text.slice(Math.max(0, p.begin - 4), p.begin)));
  // The mentions that can be a subject (not after a preposition), read once: every modal looks back among them.
  // Nor the second of two parties after "between" ("between the Publisher and the Printer and may be changed": h98t74).
  const candidates = mentions.filter((p, i) => (!AFTER_PREPOSITION.test(text.slice(Math.max(0, p.begin - 24), p.begin)) || indefiniteSubject(text, p.begin, p.end)) && !MODIFIES_NOUN.test(text.slice(p.end, p.end + 40)) && !MODIFIES_STAFF.test(text.slice(p.end, p.end + 30)) && !secondOfBetween(text, mentions, i));
  const firstAntecedent = candidates.find((p) => !p.negative);
  let lastParty = context.fallbackParty;
  let disclaimed = -1;
  /** The Obligation an "agrees/undertakes/warrants that" just gave, which a negated promise right after replaces. */
  let vehicle: { label: Label; end: number } | undefined;
  /** The party of the last modal given a label, and where that modal ends. */
  let lastLabelled: { party: string; begin: number; end: number } | undefined;
  /** The parties of the last modal given a label, and where it ends: "Institution and Investigator shall keep …". */
  // `agent`: the parties were a passive's agent ("shall be kept … by the Operator"), not the modal's subject.
  let lastJoint: { parties: readonly string[]; end: number; agent: boolean } | undefined;
  /** Where the last modal that bound no party ends ("the creative work will be original"): see `thingBefore`. */
  let lastUnbound = -1;
  /** Parties given a Right by "has/have the … right/option" (not by "may"). */
  const heldRights = new Set<string>();
  const aside = bracketAsides(text);
  const request = requestEnd(text);
  for (const m of matchesOf(MODAL, text)) {
    const index = MODAL_GROUPS.findIndex((group) => m.groups?.[group] !== undefined);
    let nature = MODALS[index].nature;
    const at = m.index;
    // "Please confirm that you accept this order by signing …": a request opening the sentence asks for the promise and
    // makes none; only a modal binds after it ("Please note that you must pay …"). Sets 1–89 label all 15 sentences
    // opening "Please" no type (set 89's ru#43, issue 18, h114nat). "Please note that …" is no request (REQUEST, h114mendC).
    if (at < request && !ANY_MODAL.test(m[0])) continue;
    // A duty or right stated in brackets is an aside of the clause around it (C16).
    if (aside(at)) continue;
    // "… where we reasonably can.", "as soon as you can, and …": a "can" or "may" with no verb after it qualifies the
    // clause it ends; it grants nothing.
    if (ELLIPTICAL.test(m[0])) {
      const after = text.slice(at + m[0].length, at + m[0].length + 8);
      if (ELLIPSIS_AFTER.test(after) || (ELLIPSIS_COMMA_AFTER.test(after) && ELLIPTICAL_CONDITION_BEFORE.test(text.slice(Math.max(0, at - 48), at)))) continue;
    }
    // What a disclaimer denies is no promise: "makes no representation that Franchisee will achieve ...", "is not
    // required to delete data that it must retain".
    if (disclaimed >= 0 && at - disclaimed <= MAX_GAP && denied(text.slice(disclaimed, at))) continue;
    if (nature === 'Disclaimer') disclaimed = at + m[0].length;
    // "… only in the manner Franchisor approves and shall not …", "… only as the Owner directs and shall not …": a party
    // opening a clause inside the predicate (after "as", "if", or a preposition's noun) with one verb before "and" is
    // that clause's subject; the modal joined after it is the main subject's (read below as a joined predicate).
    const before = subjectsBefore(text, at, candidates);
    const nested = before.length > 0 && NESTED_SUBJECT_BEFORE.test(text.slice(Math.max(0, before[0].begin - 40), before[0].begin)) && VERB_AND_GAP.test(text.slice(before[before.length - 1].end, at));
    // "Owners shall notify the authorities and Charterers immediately and shall take all steps": the party right before
    // "and" and the modal is the object of the modal just read (no verb of its own between), so the joined modal is that
    // modal's subject's, read below as a joined predicate; the object promises nothing (issue 18, h36n45).
    const objectBefore = before.length > 0 && lastLabelled !== undefined && before[0].begin > lastLabelled.end && before[0].begin - lastLabelled.end <= MAX_GAP
      && !OBJECT_RUN_BREAK.test(text.slice(lastLabelled.end, before[0].begin)) && OBJECT_AND_GAP.test(text.slice(before[before.length - 1].end, at));
    // "The Surety who pays the Creditor takes over the Creditor's rights": the party right before the modal is the object
    // of a relative clause on the party before it, which is the subject (RELATIVE_OBJECT_GAP).
    const qualified = before.length === 1 ? mentions.find((p) => p.end <= before[0].begin && before[0].begin - p.end <= 48 && !p.negative && RELATIVE_OBJECT_GAP.test(text.slice(p.end, before[0].begin))) : undefined;
    const subjects = nested || objectBefore ? [] : qualified !== undefined ? [qualified] : before;
    // A party in a condition ("unless Buyer agrees to them in writing", "if the Tenant shall fail") promises nothing.
    if (subjects.length > 0 && CONDITION.test(text.slice(Math.max(0, subjects[0].begin - 16), subjects[0].begin))) continue;
    // So does one joined by "and" or "or" to the condition that opens the sentence: "If the bees do poorly and I cannot
    // fill the order, I tell you by 30 November …" (the "cannot" is the condition's second clause, no bar; set 94's cause
    // 5, issue 18, h120t94).
    if (subjects.length > 0 && inOpeningConditionAfterAnd(text, subjects[0].begin)) continue;
    // So does one that pays, bears or owes in a time clause: "renews each year when the Customer pays the renewal fee" says
    // when the renewal happens, as "if the Customer pays" would (C34's condition; set 76, issue 18, h100t76). A modal after
    // "when" keeps its own reading.
    if (subjects.length > 0 && PRESENT_PAYMENT.test(m[0]) && WHEN_BEFORE.test(text.slice(Math.max(0, subjects[0].begin - 16), subjects[0].begin))) continue;
    // "This agreement sets out what the Supplier and the Customer can expect of each other": a "can" or "may" in the clause
    // "what" opens after a verb of describing is that clause's, the object of the document's verb; it permits no one.
    if (subjects.length > 0 && nature === 'Right' && DESCRIBED_WHAT.test(text.slice(Math.max(0, subjects[0].begin - 40), subjects[0].begin))) continue;
    // "The Members wish to set out how the Company will be run": a passive in the clause "how" opens after a verb of
    // describing says what the document will settle about the party, done to it by no one named: no one's promise
    // (C138; set 78, issue 18, h102n78). "sets out how the Supplier will deliver" keeps the party's own act.
    if (subjects.length > 0 && DESCRIBED_HOW.test(text.slice(Math.max(0, subjects[0].begin - 40), subjects[0].begin)) && PASSIVE_AFTER_MODAL.test(text.slice(at + m[0].length, at + m[0].length + 30))) continue;
    if (subjects.length > 0 && (RELATIVE.test(text.slice(Math.max(0, subjects[0].begin - 60), subjects[0].begin))
      || INDEFINITE_RELATIVE.test((subjects[0].begin <= 60 ? '\n' : '') + text.slice(Math.max(0, subjects[0].begin - 60), subjects[0].begin)))) {
      if (UNABLE.test(m[0])) continue;
      // The modal after that clause is the noun's: "Any question that the Buyer cannot answer shall be put to …".
      const last = subjects[subjects.length - 1].end;
      if (at - last <= 84 && UNABLE_CLAUSE_GAP.test(text.slice(last, at))) continue;
    }
    // Only after the sentence's own duty (a modal given a label before it): with none, the relative clause holds the
    // sentence's one bar ("There are obligations that the Buyer cannot delegate", "The Supplier grants a licence that
    // the Buyer cannot transfer"), hrev58.
    if (subjects.length > 0 && lastLabelled !== undefined && UNABLE.test(m[0]) && UNABLE_RELATIVE_BEFORE.test(text.slice(Math.max(0, subjects[0].begin - 40), subjects[0].begin))) continue;
    if (subjects.length > 0 && inRelativeClause(text, subjects[0].begin, m[0], at + m[0].length, mentions)) continue;
    if (subjects.length > 0 && ABLE.test(m[0]) && PROOF_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 24)) && PROOF_RELATIVE_BEFORE.test(text.slice(Math.max(0, subjects[0].begin - 40), subjects[0].begin))) continue;
    // "Every electrical appliance you bring must carry a test label": the party is the subject of a contact relative
    // clause on the quantified noun before it ("you bring"), the noun the subject of the modal; it binds no party
    // (issue 18, h25s28n).
    // "…, which we estimate will produce …": the modal is the relative pronoun's; the party only estimates (h50n50).
    if (subjects.length > 0 && OPINION_GAP.test(text.slice(subjects[subjects.length - 1].end, at))) continue;
    if (subjects.length > 0 && QUANTIFIED_NOUN_BEFORE.test(text.slice(Math.max(0, subjects[0].begin - 60), subjects[0].begin)) && RELATIVE_VERB_GAP.test(text.slice(subjects[subjects.length - 1].end, at))) continue;
    // "any vacation during which you cannot record", "the days on which the Seller may not deliver": a modal in a
    // restrictive relative clause after a preposition and "which" describes the noun before it; no one promises or is
    // barred (h22s24p). After a comma the clause is the sentence's own ("a lock-in period, during which the Licensee may
    // not terminate": set 7 labels the bar).
    if (PREPOSITION_WHICH.test(text.slice(Math.max(0, at - 48), at)) && !APPOSITION_PREPOSITION_WHICH.test(text.slice(Math.max(0, at - 120), at))) continue;
    let parties = subjects.map((s) => s.party);
    let agent = false;
    // "Artist agrees to treat clients and Studio staff respectfully and not to work drunk": the bar shares the promise's
    // verb, and so its subject, whatever party the words between name ("Studio" of "Studio staff").
    if (/^not\s+to\b/i.test(m[0]) && lastLabelled !== undefined && at - lastLabelled.end <= MAX_GAP && !/[;.]/.test(text.slice(lastLabelled.end, at))) parties = [lastLabelled.party];
    // "Neither the Landlord nor the Tenant may": both are barred (as Multiple Parties, C30, below).
    const neither = subjects.length > 0 && /\bneither\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, subjects[0].begin - 12), subjects[0].begin));
    // "Either the Owners or the Agency may end this agreement", "Neither the Sellers nor the Purchasers may assign": whichever
    // of the named parties, read as "either party" and "neither party" are (Multiple Parties; issue 18, h26n31).
    if (subjects.length > 1 && new Set(parties).size > 1 && /\b(?:n?either)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, subjects[0].begin - 12), subjects[0].begin)) && subjects.slice(1).every((s, i) => /^\s*(?:,|or|nor)\s*(?:the\s+)?$/i.test(text.slice(subjects[i].end, s.begin)))) parties = ['Multiple Parties'];
    // "shall be deemed to have accepted": a legal fiction, no duty.
    if (DEEMED.test(text.slice(at + m[0].length, at + m[0].length + 12))) continue;
    if (BODY_EXISTENCE.test(text.slice(at + m[0].length, at + m[0].length + 100))) continue;
    if (LAWFUL_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 12))) continue;
    if (subjects.length > 0 && RECEIVES.test(text.slice(at + m[0].length, at + m[0].length + 24))) continue;
    if (subjects.length > 0 && NAMED_ON.test(text.slice(at + m[0].length, at + m[0].length + 24))) continue;
    if (subjects.length > 0 && REFERRED_TO_AS.test(text.slice(at + m[0].length, at + m[0].length + 60))) continue;
    if (AGREES_THAT.test(m[0]) && ACKNOWLEDGES_AND.test(text.slice(Math.max(0, at - 40), at))) continue;
    if (ASSENT_VERB.test(m[0]) && SIGNED_ASSENT.test(text)) continue;
    if (AGREE_AS_FOLLOWS.test(m[0]) && assentsAsParties(subjects) && /^\s*:\s*$/.test(text.slice(at + m[0].length))) continue;
    if (AGREE_TO.test(m[0].trim()) && assentsAsParties(subjects) && (TO_SIGN_THIS_CONTRACT.test(text.slice(at + m[0].length, at + m[0].length + 200)) || TO_THE_FOLLOWING_TERMS.test(text.slice(at + m[0].length, at + m[0].length + 80)))) continue;
    // "Buyer and/or members of the Customer Group and their representatives shall": a party that opens the
    // clause stays its subject through a noun phrase without a verb or a subordinate clause.
    // "… to the Buyer, who agrees to buy": the party a relative clause after a comma is on (issue 18, h27n33).
    if (parties.length === 0) parties = relativeWhoSubject(text, at, mentions);
    if (parties.length === 0) parties = openingSubject(text, at, mentions);
    // "The parties acknowledge that ..., understand it, and agree to be bound": a predicate joined by "and" shares
    // the subject that opens the clause, unless it sits in a negation already read ("will not offer or agree to make").
    // A new negation ("shall assign X and shall not replace her") is read: the party's earlier promise does not hide it.
    // A positive duty written with its own modal after a bar ("shall not alter any banner and shall remove it", "shall
    // not subcontract … and shall remain responsible") ends the negation: the party's Exclusion does not hide it. Only
    // that pair: a right or a disclaimer after a duty or a bar ("shall notify … and may", "shall not be entitled to
    // charge, and shall not be obliged to perform") and a duty after a right ("may withhold taxes … and shall remit")
    // lowered the reference's figure through the whole pipeline (nature 0.8412 → 0.8399).
    // "warrants that the work will be original and will not infringe …": inside the clause a promise verb's "that"
    // opens, the predicate joined by "and" shares the subject of the modal just before it, a thing that bound no party,
    // not the party opening the sentence (issue 18, h29n38). Only there: "shall appoint a supervisor who shall be
    // present … and shall not be replaced" keeps the party's bar (set 7's reading).
    const thingBefore = vehicle !== undefined && lastUnbound > vehicle.end && lastUnbound > (lastLabelled?.end ?? -1) && at - lastUnbound <= MAX_GAP && !/[;.:]/.test(text.slice(lastUnbound, at));
    const eventJoined = runnable(JOINED_EVENT_BEFORE).test(text.slice(Math.max(0, at - 40), at));
    if (parties.length === 0 && !thingBefore && (JOINED_BEFORE.test(text.slice(Math.max(0, at - 6), at)) || (/^remains\s/i.test(m[0]) && BUT_BEFORE.test(text.slice(Math.max(0, at - 8), at))) || eventJoined || (/^not\b/i.test(m[0]) && JOINED_WITH_INSERT_BEFORE.test(text.slice(Math.max(0, at - 50), at))))) {
      const negated = nature === 'Exclusion' || nature === 'Disclaimer';
      // "shall not sub-contract … and remain liable for the acts of any sub-contractor": a liability kept after a bar is
      // the modal's positive half, as "and shall remain responsible" is (nobody reads "shall not … remain liable").
      const duty = nature === 'Obligation' && (/^(?:shall|will|must|remains?\s)/i.test(m[0]) || STATED_DUTY.test(m[0]));
      // A duty stated with "is to" or "is required/obliged to" after a right ("may continue to publish … and is to pay
      // the usual fees") is read as a held right's is: a verb of its own, no modal the right's "may" could stand for.
      // So is a liability kept in the finite present, "may engage a subcontractor … and remains responsible for its work":
      // "remains" agrees with the subject; no "may" governs it (issue 18, h27n32).
      const stated = duty && (STATED_DUTY.test(m[0]) || /^remains\s/i.test(m[0]));
      // "Where the Company arranges insurance, it acts solely as agent of the Customer and is not liable": the pronoun
      // that opens the clause (after its comma) is the subject of both predicates, as a party opening it would be.
      const opener = clauseOpener(text, at, mentions);
      const pronounShared = opener.length > 0 ? opener : pronounOpener(text, at, lastParty ?? (firstAntecedent && firstAntecedent.end <= at ? firstAntecedent.party : undefined));
      // "She must use the car seats and must not carry passengers": a pronoun with its own modal opening the clause is the
      // subject of the modal joined after it, the party that first modal was read for. "After this agreement ends, the
      // Agency may continue … and is to pay": a clause opening on a time or condition has its subject after it; the
      // stated duty joined to the right just read is that subject's (same sentence part).
      const modalOpener = pronounShared.length > 0 ? pronounShared : pronounModalOpener(text, at, lastLabelled);
      // "Institution and Investigator shall keep the data secure and shall not copy it": the joined predicate has the whole
      // subject of the modal just read, not only the party opening the clause (or none, after "For five years, …").
      const joint = jointSubjects(text, at, lastJoint);
      // So has the one subject of the modal just read when no opener is found: "If a party breaches clause 12.1, the other
      // party may terminate … and shall not be liable": the clause opens on a condition, its subject after it (h34n44).
      // Not a passive's agent: "Records shall be kept … by the Operator and shall not be disclosed" (the records' bar).
      const modalShared = joint.length > 1 && modalOpener.every((p) => joint.includes(p)) ? joint : modalOpener.length === 0 && !lastJoint?.agent ? joint : modalOpener;
      // "shall pay the Contractor only for the work done, and may engage another contractor": the comma before "and" closes
      // the duty's clause as it closes a right's (commaAnd), so the "may" after it is the same subject's Right (C139;
      // sets 3, 26, 58, 62, 66 and 77 label a duty's subject's "and may <act>" a Right beside it; set 77, issue 18,
      // h102t77). Without the comma it stays unread (the reference's records, above).
      // So is a sum the same subject "will keep … to cover its costs" after its refund (C150, h103t78): the modal is
      // "will", but the purpose makes the money its own (KEPT_TO_COVER of nature-modals.ts).
      const commaRight = nature === 'Right' && /,\s{0,3}and\s{1,3}$/i.test(text.slice(Math.max(0, at - 10), at)) && (/^may\s{1,3}(?!be\b|not\b)\p{Ll}/iu.test(text.slice(at, at + 20)) || KEPT_TO_COVER_AT.test(text.slice(at, at + 200)));
      const shared = modalShared.length === 0 && (stated || commaRight) && lastLabelled !== undefined && at - lastLabelled.end <= 200 && !/[;:.]/.test(text.slice(lastLabelled.end, at)) ? [lastLabelled.party] : modalShared;
      // A right the party holds ("has the exclusive right to sell the tickets and shall pay a commission") is no "may":
      // the duty after it is read.
      // "may arrive from 8 am and must be ready to trade by 11": "must" never stands for a permission, so the duty it
      // restates after a right is read (issue 18, h25s28n; "and shall" after "may" stays unread, see above). Nor does a
      // right after a disclaimer restate it: "is not obliged to grant privileges and may withdraw them" (a Right).
      // Not a "must" inside a relative clause after the right ("may place blinds, which remain its property and must be
      // removed": the blinds must). Within 200 characters of the right (bounded: each "must" reads at most that).
      // "will" is read as "must" is: "may withhold payment of a disputed invoice and will notify the Contractor" states
      // a promise no "may" governs (sets 5 and 46 label both such sentences Right and Obligation; issue 18, h40s46).
      // "and shall" stays unread (the reference's records, above).
      const mustAfter = duty && /^(?:must|will)\b/i.test(m[0]) && lastLabelled !== undefined && at - lastLabelled.end <= 200 && !/\b(?:which|that|who|whom|whose)\b/i.test(text.slice(lastLabelled.end, at));
      // "may cancel an Order …, and shall then pay compensation": a comma before "and" closes the right's clause, so the
      // modal after it is a clause of its own, the duty of the same subject (issue 18, h30n40; sets 1–40 label all five
      // such sentences so). Without the comma ("may withhold taxes and shall remit") it stays unread, as above.
      // So does one after ", and in that event" (JOINED_EVENT_BEFORE).
      const commaAnd = duty && (/,\s{0,3}and\s{1,3}$/i.test(text.slice(Math.max(0, at - 10), at)) || eventJoined);
      // "may appoint a sub-agent … and shall remain liable for the sub-agent's acts": a liability kept after a right is
      // the duty the right carries, as "and remains responsible" is (`stated`); no "may" governs "remain" (h36n45).
      const keptLiability = duty && KEPT_LIABILITY.test(text.slice(at, at + 48));
      parties = shared.filter((p) => !labels.some((l) => l.party === p && (duty
        ? l.nature !== 'Exclusion' && !(l.nature === 'Right' && (heldRights.has(p) || stated || mustAfter || commaAnd || keptLiability))
        : negated ? l.nature === 'Exclusion' || l.nature === 'Disclaimer' : !(nature === 'Right' && (l.nature === 'Disclaimer' || (commaRight && l.nature === 'Obligation'))))));
    }
    // "A Party that receives an inquiry from a prospect … may refer the prospect": the party opening the clause stays its
    // subject through a relative clause on it (no comma, no modal of its own).
    if (parties.length === 0) parties = relativeOpener(text, at, mentions);
    // "may file patent applications …, but shall promptly notify": "but" sets a duty against the right just given, and
    // the modal restated after it binds the clause's subject (unlike a duty after "and", see above); so does a bar
    // ("may use the workshop for repairs, but must not store fuel in it": the party's Exclusion).
    // So does a disclaimer: "each Member may, but is not obligated to, contribute", "We review salaries every January but
    // are under no obligation to increase yours" (the subject of the modal just read, when the clause opens on a
    // condition rather than on its subject).
    const butDuty = nature === 'Obligation' && /^(?:shall|will|must)\b/i.test(m[0]);
    if (parties.length === 0 && (butDuty || nature === 'Exclusion' || nature === 'Disclaimer' || nature === 'Right') && /,?\s*\bbut\s+$/i.test(text.slice(Math.max(0, at - 8), at))) {
      const opener = clauseOpener(text, at, mentions);
      const previous = opener.length === 0 && nature === 'Disclaimer' && lastLabelled !== undefined && at - lastLabelled.end <= 120 && !/[;.]/.test(text.slice(lastLabelled.end, at)) ? [lastLabelled.party] : [];
      parties = [...opener, ...previous].filter((p) => !labels.some((l) => l.party === p && l.nature === nature));
    }
    // "Our clients will pay the price": the party the letter named as the writer's clients.
    if (parties.length === 0 && context.clientParty !== undefined && CLIENTS_SUBJECT.test(text.slice(Math.max(0, at - 40), at))) parties = [context.clientParty];
    if (parties.length === 0) {
      const pronoun = PRONOUN.exec(stripInserts(text.slice(Math.max(0, at - 40), at)));
      // "The Supplier warrants that it shall": the pronoun is the sentence's first subject.
      // (Mentions do not overlap, so the first candidate that is not negative is the one to end before `at`, or none is.)
      const third = pronoun !== null && THIRD_PERSON.test(pronoun[0].trim());
      const first = firstAntecedent && firstAntecedent.end <= at && !(third && FIRST_OR_SECOND_PERSON.test(text.slice(firstAntecedent.begin, firstAntecedent.end))) ? firstAntecedent.party : undefined;
      // The sentence before names the antecedent of a pronoun opening this one ("It shall employ …"), never of an
      // expletive "It shall be …" (h22s22p).
      const opening = pronoun !== null && third && at - leadLength(text) <= 120 && opensOnPronoun(text.slice(leadLength(text), at - pronoun[0].length), pronoun[0].trim()) && !EXPLETIVE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 8));
      const previous = opening && context.previousParty !== undefined
        ? (context.previousText === undefined ? context.previousParty : openingPronounParty(context.previousText, context.previousParty, context.parties.find(context.previousText), pronoun[0].trim(), text.slice(at + m[0].length, at + m[0].length + 40)))
        : undefined;
      // "She", "he" and an opening "they" across headings and past the other party's sentences (personal-pronouns.ts).
      const named = pronoun === null ? undefined : personalAntecedent(pronoun[0].trim(), lastParty ?? first, previous, opening, context.personal, beforePronoun(context.previousText, text.slice(Math.max(0, at - SHIP_WINDOW), at)));
      // "… belong to the Charity, but it must lend them": after a clause whose subject is a thing, the party named last
      // (pronoun-antecedents.ts); not before "be" ("…, but it must be insured": the thing, or an expletive).
      const antecedent = named ?? (pronoun !== null && !EXPLETIVE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 8)) ? partyNamedLast(text, at, mentions) : undefined);
      const head = text.slice(Math.max(0, at - 60), at);
      // "… until they can operate the Equipment", "if it may": a pronoun in a condition promises nothing, as a party there does.
      const inCondition = pronoun !== null && CONDITION_PRONOUN.test(head);
      // "it will be charged at 50%": a pronoun charged with no agent owes nothing, as a party named so does (RECEIVES;
      // "… because the Owner has not stopped it will be charged", issue 18, h27n32).
      const receives = RECEIVES.test(text.slice(at + m[0].length, at + m[0].length + 24));
      // "all parts installed on it shall become the property of Lessor": a pronoun after a preposition is an object, the
      // modal's subject is the noun before it (issue 18, h29n38).
      const object = pronoun !== null && OBJECT_PRONOUN.test(head);
      // "display this licence where it can be seen": "it can" or "it may" with a passive and no agent says what may happen
      // to a thing, no party's permission (issue 18, h89ty).
      // So does a negated modal with such a passive ("… in proportion to the time it cannot be used", "Once a cremation has
      // started, it cannot be stopped", "they must not be stacked above two metres"): what may not happen to a thing, no
      // party's bar, as "the crate cannot be used" is none (C150's row; agentless passives bind no one; h103t78).
      const thingPronoun = /^(?:it|they)$/i.test(pronoun?.[0].trim() ?? '');
      const possible = ((nature === 'Right' && /^it$/i.test(pronoun?.[0].trim() ?? '') && /^(?:can|may)$/i.test(m[0])) || (nature === 'Exclusion' && thingPronoun && NEGATED_MODAL.test(m[0]))) && THING_PASSIVE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 40));
      if (pronoun && antecedent && !inCondition && !receives && !object && !possible && !(UNABLE.test(m[0]) && RELATIVE.test(head.slice(0, head.length - pronoun[0].length)))) parties = [antecedent];
    }
    // An item that opens with its verb ("ii. shall take reasonable steps") has the lead-in's subject.
    if (parties.length === 0 && context.fallbackParty && /^[\s\divxlc().]*$/i.test(text.slice(0, at))) parties = [context.fallbackParty];
    // "(b) to offer the approved menu, and not to change it" under "The Operator undertakes:": the bar joined to the
    // item's infinitive shares its subject, the lead-in's.
    if (parties.length === 0 && context.fallbackParty && /^not\s+to\b/i.test(m[0]) && ITEM_INFINITIVE.test(text.slice(leadLength(text)))) parties = [context.fallbackParty];
    // "such assistance as may be requested by Buyer": a comparison states no one's right or duty.
    if (parties.length === 0 && nature !== 'Disclaimer' && !/\bas\s+$/i.test(text.slice(Math.max(0, at - 4), at))) {
      parties = passiveAgent(text, at + m[0].length, mentions);
      if (parties.length === 0) parties = pronounAgent(text, at + m[0].length, at, mentions);
      agent = parties.length > 0;
      if (parties.length > 0 && OPENS_WITH_NO.test(text.slice(leadLength(text), at))) nature = 'Exclusion';
    }
    if (parties.length === 0) {
      lastUnbound = at + m[0].length;
      continue;
    }
    // What a party warrants of itself is its promise, not a right it is given: "The Owner warrants … that it has the
    // right to deposit it" (another party's right in the same sentence is read as usual).
    if (nature === 'Right' && vehicle && parties.every((p) => p === vehicle?.label.party) && at - vehicle.end <= MAX_GAP && !/[;.]/.test(text.slice(vehicle.end, at)) && /^(?:has|have)\b/i.test(m[0])) continue;
    // "No Member shall be required to contribute more": no party need do it (a disclaimer), none is barred.
    const negated = neither || subjects.some((s) => s.negative);
    // "makes any warranty" denies only after "neither party" / "no party" (nature-modals.ts `ANY_WARRANTY`).
    if (!negated && ANY_WARRANTY_AT.test(m[0])) continue;
    if (negated && NEED_NOT_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 40))) nature = 'Disclaimer';
    // "Neither party is liable/responsible for …": a statement without a modal frees the parties, as "X is not liable"
    // does (a Disclaimer); "Neither party shall be liable" keeps the negated modal's Exclusion.
    // So is a negated present-tense warranty: "Neither Partner warrants that its Results are free of third-party rights"
    // is "does not warrant" (the table's Disclaimer), no bar.
    if (negated && nature === 'Obligation' && (STATED_LIABILITY.test(m[0]) || /^(?:warrants?|represents?|guarantees?)\b/i.test(m[0]))) nature = 'Disclaimer';
    // "Neither party shall be released from liability", "No party is released from its obligations": the release is
    // denied, so each stays bound (as "remains liable" is an Obligation); neither a Disclaimer nor a bar.
    const releaseDenied = negated && nature === 'Disclaimer' && DISCHARGED_AT.test(m[0]);
    if (releaseDenied) nature = 'Obligation';
    else if (negated && nature !== 'Disclaimer') nature = 'Exclusion';
    // "The Supplier agrees that it will not subcontract": the promise is the negation; the vehicle goes.
    // "Each Founder undertakes to the Investor that, for 12 months after leaving, he or she will not …": the promise's
    // "that" may stand further back, before a phrase of time or place in commas (issue 18, h30s41; C32/C34).
    if (vehicle && nature !== 'Obligation' && nature !== 'Right' && (at - vehicle.end <= 40 || (at - vehicle.end <= VEHICLE_THAT_GAP && VEHICLE_THAT.test(text.slice(vehicle.end, at)))) && !/[;.]/.test(text.slice(vehicle.end, at)) && parties.includes(vehicle.label.party)) {
      const k = labels.indexOf(vehicle.label);
      if (k >= 0) labels.splice(k, 1);
      vehicle = undefined;
    }
    // "… covenants with the Master that the Apprentice shall serve …": the promisor's duty only (PROMISED_OF_ANOTHER, C191).
    if (nature === 'Obligation' && !negated && labels.some((l) => l.nature === 'Obligation' && !parties.includes(l.party)) && PROMISED_OF_ANOTHER.test(text.slice(Math.max(0, at - 200), at))) continue;
    for (const party of parties) {
      if (!labels.some((l) => l.nature === nature && l.party === party)) {
        const label: Label = { nature, party };
        labels.push(label);
        // "represents and warrants that it has the right to …": a paired promise before "that" is a vehicle too.
        if (nature === 'Obligation' && (PROMISE_THAT.test(m[0]) || PAIR_THEN_THAT.test(text.slice(at, at + m[0].length + 8)) || (PROMISE_TO.test(m[0]) && VEHICLE_THAT.test(text.slice(at + m[0].length, at + m[0].length + 80))))) vehicle = { label, end: at + m[0].length };
        if (nature === 'Right' && HELD_RIGHT.test(m[0])) heldRights.add(party);
      }
      // "Company keeps the initial fee and does not refund any part of it": a bar joined by "and" (or "but") to the right
      // the subject was just given is that subject's Exclusion beside its Right, as one joined to a present-tense duty is
      // (C126, C34's "does not"). The subject's own right only, not a passive's agent; no other subject between.
      if (nature === 'Right' && context.presentTense && !agent && !labels.some((l) => l.nature === 'Exclusion' && l.party === party) && barJoinedAfter(text, at + m[0].length)) labels.push({ nature: 'Exclusion', party });
    }
    lastParty = parties[parties.length - 1];
    lastLabelled = { party: lastParty, begin: at, end: at + m[0].length };
    lastJoint = { parties, end: at + m[0].length, agent };
  }
  // "In no event shall either party be liable", "Under no circumstances will the Supplier": a negation put before
  // the modal, its subject after it. The same promise as "X shall not", so the same label, Exclusion.
  for (const m of matchesOf(INVERTED_NEGATION, text)) {
    const subject = mentionNear(mentions, m.index + m[0].length, 4);
    if (subject && !labels.some((l) => l.nature === 'Exclusion' && l.party === subject.party)) labels.push({ nature: 'Exclusion', party: subject.party });
  }
  // "A release fee is payable by the Licensee": the one by whom a sum is payable must pay it (unlike "chargeable by").
  for (const m of matchesOf(PAYABLE_BY, text)) {
    const agent = mentionNear(mentions, m.index + m[0].length, 0);
    if (agent && !agent.negative && !labels.some((l) => l.nature === 'Obligation' && l.party === agent.party)) labels.push({ nature: 'Obligation', party: agent.party });
  }
  // "d) not to sublet the Scaffolding …" under "The Lessee is obliged in particular:": an item that opens on a negated
  // infinitive is the lead-in's subject's bar, as "agrees not to" is (civil-law drafting in English).
  if (labels.length === 0 && context.fallbackParty !== undefined && ITEM_NOT_TO.test(text.slice(leadLength(text)))) labels.push({ nature: 'Exclusion', party: context.fallbackParty });
  // Verbs that label their object ("entitle Buyer to", "the responsibility of the Supplier"): object-natures.ts.
  for (const label of [...objectLabels(text, mentions), ...possessiveDuties(text, context.parties), ...peopleLetLabels(text, context.parties)]) {
    if (!labels.some((l) => l.nature === label.nature && l.party === label.party)) labels.push(label);
  }
  // "The Operator sends the Holder a copy …": a duty in the present tense, for a clause nothing else labelled.
  // "may withhold …, but pays the rest when due": the present-tense duty set against the right is the same party's.
  // "the Sanatorium keeps 10% of the price and refunds the rest": a present-tense right and a duty joined by "and" are two
  // verbs of one subject, each with its own label (dutyJoinedToPresentRight).
  if (context.presentTense && lastLabelled !== undefined && labels.length === 1 && labels[0].nature === 'Right'
    && (butPresentDuty(text.slice(lastLabelled.end, lastLabelled.end + 240)) || dutyJoinedToPresentRight(text.slice(lastLabelled.begin, lastLabelled.end), text.slice(lastLabelled.end, lastLabelled.end + 240)))) labels.push({ nature: 'Obligation', party: lastLabelled.party });
  if (context.presentTense) for (const duty of dutyBeforeBut(text, candidates, labels)) labels.push(duty);
  if (labels.length === 0 && context.presentTense) {
    const { previousParty, previousText } = context;
    // "(2) It keeps the warehouse dry": the opening pronoun's party, as for "It shall keep" above.
    // "He also sells her 300 bundles of hay" between two people: "he" and "she" are read as after a modal, by the document's
    // person or the person the document's words give that pronoun (C315, personalAntecedent), the party before it else
    // (C322's mend; set 96's mn, issue 18, h122e96); a "she" after a ship keeps the party before it, as after a modal
    // (personalAntecedent's `before`; review82 #2, h122mendE).
    const opened = (pronoun: string, after: string): string | undefined => (previousText === undefined ? previousParty : openingPronounParty(previousText, previousParty as string, context.parties.find(previousText), pronoun, after));
    const pronounParty = previousParty === undefined ? undefined : (pronoun: string, after: string, before: string) => (/^(?:he|she)$/i.test(pronoun) ? personalAntecedent(pronoun, undefined, opened(pronoun, after), true, context.personal, beforePronoun(previousText, before)) : opened(pronoun, after));
    labels.push(...presentDuties(text, candidates, pronounParty, mentions));
  } else if (context.presentTense && labels.every((l) => l.nature === 'Obligation' || l.nature === 'Disclaimer') && !ANY_MODAL.test(text)) {
    // "The Lessor invoices the hire charge monthly, and the Lessee pays each invoice within 30 days": a present promise
    // read for one party ("pays each invoice") leaves the other's present duty in its own clause to be read too, as
    // "…, and the Lessee sends a receipt" is read beside it (C34's ", and"; issue 18, h77t59). Other parties only, and
    // only in a sentence with no modal: "The Lessee shall pay the rent, and the Lessor keeps the deposit" is no such pair.
    // So after a disclaimer said without a modal, the clause after ", and" only: "I am not responsible for a broken carton
    // once the honey has left Bounty Bay, and you claim from the ship's insurers" (the Beekeeper's Disclaimer, your
    // Obligation; set 94's cause 5, issue 18, h120t94); "We hold a licence for the music, so you do not need your own"
    // stays the Disclaimer alone (sets 30 and 90).
    const disclaims = labels.some((l) => l.nature === 'Disclaimer');
    const read = disclaims ? candidates.filter((q) => AND_BEFORE_SEQUEL.test(text.slice(Math.max(0, q.begin - 12), q.begin))) : candidates;
    for (const duty of presentDuties(text, read, undefined, mentions)) if (!labels.some((l) => l.party === duty.party)) labels.push(duty);
  } else if (context.presentTense && labels.length > 0 && labels.every((l) => l.nature === 'Right') && THEN_ACTS.test(text)) {
    // "We may cancel a hire in a storm, and we then refund you in full": what the holder of the right then does in the
    // present tense is its duty (C34's clause after ", and"), though a modal stands before it. The holder's own act
    // only: "The Landlord may enter, and the Tenant keeps the key" is no such pair (issue 18, h89ty). "then" need not
    // mark it, and its bar is read so too ("We may suspend your membership, and we do not refund the fee": the right and
    // the Exclusion; set 77, h101t77).
    const holders = new Set(labels.map((l) => l.party));
    // Another party's act after ", and <party> then" is its duty beside the right (C137).
    const sequel = new Set(candidates.filter((q) => AND_BEFORE_SEQUEL.test(text.slice(Math.max(0, q.begin - 12), q.begin)) && (THEN_AFTER_SEQUEL.test(text.slice(q.end, q.end + 12)) || FOR_HOLDER_AFTER_SEQUEL.test(text.slice(q.end, q.end + 100)))).map((q) => q.party));
    for (const duty of presentDuties(text, candidates, undefined, mentions)) if ((holders.has(duty.party) ? duty.nature === 'Obligation' || duty.nature === 'Exclusion' : sequel.has(duty.party) && duty.nature === 'Obligation') && !labels.some((l) => l.nature === duty.nature && l.party === duty.party)) labels.push(duty);
  }
  // "…, the Client may cancel the order and the Calligrapher returns the deposit": another party's giving back after a
  // party's right is its duty (AND_BEFORE_RESTITUTION).
  if (context.presentTense && labels.length > 0 && labels.every((l) => l.nature === 'Right')) {
    for (const q of candidates) {
      if (q.negative || labels.some((l) => l.party === q.party)) continue;
      if (AND_BEFORE_RESTITUTION.test(text.slice(Math.max(0, q.begin - 12), q.begin)) && RESTITUTION_AFTER.test(text.slice(q.end, q.end + 40))) labels.push({ nature: 'Obligation', party: q.party });
    }
  }
  // "…, and it does not pay for a lot refused": "it" after ", and" is the party the sentence opens on, its act that party's
  // duty or bar beside the first clause's label (nature-pronoun-clause.ts; C153).
  if (context.presentTense && labels.length > 0) for (const duty of itClauseDuties(text, candidates, labels)) {
    if (!labels.some((l) => l.party === duty.party && l.nature === duty.nature)) labels.push(duty);
  }
  // "We share with you only the customer's first name, and you must use it only …": a present-tense duty in the clause that
  // opens the sentence, before ", and" and the first modal, is read beside the modal's label (C34's ", and"; set 70,
  // issue 18, h92at). Only that clause, where no modal stands: "The Lessee shall pay the rent, and the Lessor keeps …"
  // stays as above.
  if (context.presentTense && labels.length > 0) {
    const cut = presentClauseBeforeModal(text) || presentClauseBeforeJoinedSubject(text, candidates);
    if (cut > 0) for (const duty of presentDuties(text.slice(0, cut), candidates.filter((p) => p.end <= cut), undefined, mentions.filter((p) => p.end <= cut))) {
      if (!labels.some((l) => l.party === duty.party && l.nature === duty.nature)) labels.push(duty);
    }
  }
  // "The Customer owns all guest data it enters": the owner's Right, for an operative sentence nothing else labelled.
  if (labels.length === 0 && context.presentTense) labels.push(...ownershipRights(text, candidates));
  return labels;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function naturesRunPatterns(): readonly RegExp[] {
  return [INVERTED_NEGATION, JOINED_EVENT_BEFORE, PAYABLE_BY];
}
