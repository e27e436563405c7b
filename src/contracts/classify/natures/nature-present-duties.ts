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
import { upToUnrolledOnce } from '../../../common/regexp.js';
import type { Label } from '../../wire.js';
import { runnable } from '../../../common/regex-prefilter.js';
import type { PartyMention } from '../parties/party-lexicon.js';
import { ANNEX_HEADING, BACKGROUND_SECTION, opensOperative, recitalElements } from '../document/recitals.js';
import { leadLength } from '../text/text.js';
import { handsOverAsDuty } from './nature-present-hand-overs.js';
import { ELECTS_OFFICE } from '../parties/role-definitions.js';
import { SUM_KEPT_AS_OWN } from './nature-modals.js';
import { isFormRowPassive } from './form-row-passives.js';
import { partitionPoint } from '../../../common/partition-point.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PERMIT } from '../lexicon/permits.js';
import { PEOPLE_BROUGHT } from '../lexicon/people-words.js';

/**
 * Verbs in -s that state a fact, a quality, an assent or a grant, not a duty. Lower case, as written after the subject.
 * "holds" (insurance, a licence) and "keeps" (records) are duties, and are not here.
 */
const NOT_DUTIES = new Set([
  'is', 'was', 'has', 'does', 'means', 'includes', 'comprises', 'consists', 'contains', 'covers', 'owns', 'belongs', 'applies',
  'acknowledges', 'accepts', 'confirms', 'declares', 'states', 'represents', 'understands', 'knows', 'wishes', 'intends',
  'needs', 'wants', 'seems', 'appears', 'exists', 'remains', 'becomes', 'sees', 'notes', 'recognises', 'recognizes', 'agrees',
  'approves', 'consents', 'receives', 'earns', 'gets', 'loses', 'enjoys', 'benefits', 'deserves', 'lies', 'grants', 'awards',
  'licenses', 'licences', 'leases', 'lets', 'sublets', 'assigns', 'transfers', 'authorises', 'authorizes', 'appoints', 'entrusts', 'waives',
  'reserves', 'retains', 'costs', 'equals', 'amounts', 'totals', 'expires', 'ends', 'begins', 'starts', 'lasts',
  'precedes', 'prevails', 'governs', 'survives', 'manages', 'operates', 'employs', 'guarantees', 'acquires',
  'covenants', 'promises', 'elects', 'chooses', 'submits', 'hereby', 'thus', 'always', 'sometimes', 'perhaps', 'nevertheless',
  'regardless', 'besides', 'afterwards', 'alters', 'relies', 'depends', 'qualifies', 'counts', 'matters', 'suffers', 'acts',
  'trades', 'wins', 'fails', 'refuses', 'cancels', 'terminates', 'decides', 'determines', 'considers', 'believes', 'expects',
  'hopes', 'likes', 'loves', 'prefers', 'desires', 'holds', 'sets', 'engages', 'hires', 'commissions', 'rents', 'releases', 'discharges',
  'forms', 'constitutes', 'recommends', 'advises', 'suggests', 'allows', 'permits', 'entitles', 'enables',
  'lives', 'resides',
]);
// "lives" and "resides" state where a person is ("The Buyer lives in Leeds"): a stative verb, no act (C34 binds acts;
// issue 18, h102a79).
// "recommends", "advises" and "suggests" declare advice ("We recommend that you insure your goods"); "allows", "permits",
// "entitles" and "enables" grant, as "authorises" does ("You allow us to photograph the kitchen"): no duty (h73t56).
// Not here (issue 18, h73t56): "follows" — what a party follows is a rule or an instruction it keeps ("the Service Provider
// acts as a processor and follows the data processing agreement"); a party's verb, not a document's order.
// "forms" and "constitutes" found a body by saying so ("The Members form a joint committee to make the film", "The
// parties constitute a steering board"): the contract's own act, as "grants" is, no duty (issue 18, h70n55).
// "commissions" is here with "engages" and "hires": "The Owner commissions the Keeper with the storage of …" engages the
// other party (the translated "beauftragt"), no duty of the one who commissions (issue 18, h29n38).
// Not here (issue 18, h29n38): "undertakes" and "warrants" with a noun object promise the thing ("undertakes the supply
// and installation of the system", "warrants the pumps for 24 months"; with "to"/"that" the modal rules read them first).
// "acquires" is here: "does not acquire ownership of the goods" states a legal effect, as "acquires no rights" does (the
// sets label both no type), no bar.
/** Bare verbs after "does not" that are no duty's: "does not have", "does not need" (NOT_DUTIES in -s covers the rest). */
const BARE_NOT_DUTIES = new Set(['have', 'be', 'do']);
/** "need" → "needs", "pass" → "passes", "apply" → "applies": the form NOT_DUTIES lists. */
function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
// Not "no later than" (a deadline: "pays no later than the last day of the month", issue 18, h29n38).
/**
 * An object that denies the act: "insures nothing", "pays none of the costs", "owes the Buyer no compensation", a verb's
 * particle before it too ("and we then pay back nothing", "pays out nothing": set 94's cause 5, issue 18, h120t94).
 */
const NOTHING_AFTER = /^\s{1,3}(?:(?:the\s{1,3})?(?:\p{Lu}[\p{L}-]{0,30}|you|us|him|her|them|it)\s{1,3})?(?:(?:back|out)\s{1,3})?(?:[Nn]othing|[Nn]one|[Nn]o(?!\s{1,3}(?:later|earlier|less|more|fewer)\b))\b/u;
/**
 * (C315 (5); issue 18, h122left, h121revA #7) The people whose costs are refused after "of" or "for": the party's or
 * another's people (lexicon/people-words.ts' PEOPLE_BROUGHT, members too), after a possessive, "the" or "any" and one
 * word at most — "of its players", "for its players", "for the team's players". Not a thing ("costs of return",
 * "costs of the tournament", "compensation for fair wear and tear": the payer's own costs waived). A negative lookahead
 * on the waived noun: bounded, linear.
 */
const NOT_OTHERS_PEOPLE = String.raw`(?!\s{1,3}(?:of|for)\s{1,3}(?:(?:its|their|his|her|our|your|my|the|any)\s{1,3})?(?:[a-z-]{1,20}(?:['’]s?)?\s{1,3})?(?:${PEOPLE_BROUGHT}|members?)\b)`;
/**
 * "pays no" and what is not paid ("We pay no cash prizes", "The Club pays no travel costs of its players"): the payer's
 * bar, as "does not pay" is (C34's "does not"; C315, set 95's cause 4, issue 18, h121t95). Not the price of the deal
 * waived, "pays no rent / fee / hire / interest …" (C198: the use is free, no bar; "owes no" is C97's Disclaimer), nor
 * its near synonyms "pays no delivery costs", "no postage", "no shipping", "no compensation for fair wear and tear" (a
 * benefit to the payer, as "no delivery charge" is; h121rr #13, h121mendT) unless others' people follow ("pays no travel
 * costs of its players", "… for its players": others' costs refused; NOT_OTHERS_PEOPLE), nor
 * "no later / more than" (a deadline, a cap), nor "nothing"/"none" (NOTHING_AFTER). Anchored, bounded: linear.
 */
const PAYS_NO = new RegExp(String.raw`^\s{1,3}no\s{1,3}(?!(?:later|earlier|less|more|fewer|longer)\b)(?!(?:[a-z-]{1,20}\s{1,3}){0,2}(?:rent|rents|rental|fees?|hire|interest|charges?|prices?|tax|taxes|vat|duty|duties|commissions?|royalt(?:y|ies)|deposits?|levy|levies|premiums?|tolls?|dues|rates|(?:costs?|postage|shipping|delivery|compensation)${NOT_OTHERS_PEOPLE})\b)[a-z]`);
/** The word after the verb that shows it was a noun ("Customer sites are open"): a finite verb or a modal. */
const FINITE_AFTER = /^\s+(?:are|is|was|were|shall|will|must|may|can|cannot|have|has|should|would|need|do|does)\b/i;
/**
 * A thing's own verb in the bare form after the word read as the party's verb: that word was a plural noun the role
 * word qualifies ("Member loans carry interest at 5% a year", "Grower loans bear interest": table 2.2, a compound noun is
 * not the party), and the sentence says what the thing is, no one's duty (C34's stative verbs; set 78, issue 18,
 * h102n78). Verbs a thing has, not a party's: no duty of a party reads "<verb>s carry". Anchored: linear.
 */
const THING_VERB_AFTER = /^\s{1,3}(?:carry|bear|accrue|earn|attract|rank)\b/i;
/**
 * After the party: an adverb or two, then the verb in -s (or "does not" and a verb, with a second joined by "or": "does
 * not see or keep"), or "never" and the verb in -s ("The Shop never copies …", a bar as "does not copy" is; issue 18,
 * h88pa). Groups: 1 "does", 2 and 3 the bare verbs after "not", 4 "never", 5 the verb in -s. Anchored, bounded: linear.
 */
// A hyphenated "re-" before the verb is the verb again ("re-prints", "re-packs", "does not re-use"): the verb after the
// prefix is read as written without it (C34; set 75, issue 18, h99t75). So is "pre-" ("The Clinic pre-sorts the linen",
// "pre-washes"; set 84's cause 4, issue 18, h107n84).
// An aside that says what the party is may stand between it and its verb: "Owner C, who is a mechanic, services the
// engine every month" (a relative clause of "is" and a noun of one or two words, C34's duty read past it; set 85's cause
// 6, issue 18, h108n85). Literal words and two bounded words: linear.
// So may a relative clause of another verb in -s, between commas: "Nakamura, who holds a diving instructor licence, manages
// the dive shop", "Harlow, which owns the depot, repairs the vans" (a non-restrictive clause that says what the party has
// or does; its own verb a third person's, no modal; the main verb after the second comma; set 87's cause 5, issue 18,
// h110n87). One bounded class that stops at the comma: linear.
const VERB_AFTER = /^(?:\s{0,3},\s{1,3}(?:who\s{1,3}is\s{1,3}(?:an?|the)\s{1,3}[a-z-]{2,20}(?:\s{1,3}[a-z-]{2,20})?\s{0,3}|(?:who|which)\s{1,3}(?:also\s{1,3})?(?!(?:is|was|does)\b)[a-z]{2,20}s\s[^,;:.()"]{1,100}),(?!\s{1,3}(?:and|or|but)\b))?\s{1,3}(?:(?:then|also|still|itself|further|thereupon|immediately|promptly|only|alone|solely|duly|at\s+once)\s{1,3}){0,2}(?:(does)\s{1,3}not\s{1,3}(?:re-|pre-)?([a-z]{3,20})\b(?:\s{1,3}or\s{1,3}(?:re-|pre-)?([a-z]{3,20})\b)?|(never\s{1,3})?(?:re-|pre-)?([a-z]{2,20}(?:s|es))\b)/;
/** "holds" is a duty only of a cover kept ("holds a business liability insurance"); "holds a concession" states a fact. */
/**
 * "holds" a sum ("We hold a bond of AUD 500 on your card during the hire and release it within seven days") states what
 * the party has as "receives" does: the predicate joined after it is read (JOINS_AFTER; set 82, issue 18, h105n82).
 * A determiner and up to two words, then the sum's noun. Bounded: linear.
 */
const HOLDS_SUM = /^\s{1,3}(?:the|a|an|any|all|its|their|our|your|his|her)\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,2}?(?:bond|deposit|security|sums?|amounts?|money|funds|retention)\b/i;
const HOLDS_COVER = /^\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,4}?(?:insurance|policy|cover)\b/i;
/**
 * "keeps" is a duty of records kept ("keeps the Client's name for 10 years"); what a party keeps as its own — rights,
 * revenue, title — is its Right (as "retains all takings" is, natures.ts), no duty; so is a lien kept ("To secure the
 * annuity, the Seller keeps the seller's lien on the house": nature-modals.ts LIEN's Right, no duty beside it; h110n87).
 * So is the money RETAINS_MONEY reads as kept: "… at any price you choose, and you keep the difference", "keeps the
 * tips" (the Right alone; set 88's cause 6, issue 18, h112n88).
 */
const KEEPS_OWN = new RegExp(String.raw`^\s{1,3}(?:(?:[a-z'’-]{1,20}\s{1,3}){0,5}?(?:rights?|revenues?|income|takings|proceeds|receipts|profits?|earnings|tips|gratuities|difference|surplus|copyright|title|ownership|liens?|hypothecs?)\b|${SUM_KEPT_AS_OWN})`, 'i');
/**
 * A copy of the contract itself that a party keeps or receives ("This contract is made in two copies, and each party keeps
 * one copy", "Two copies of this agreement are made, and each party keeps a copy after both have signed them") says how
 * the contract was signed, no duty: sets 26, 35, 55, 59, 64, 65 and 81 label their nine such present-tense sentences none,
 * sets 87 and 91 their two Obligation (relabelled by docs/contract-labels.md's "No type" row; issue 18, h120conv; counts
 * h120rr #9). After a modal it stays a duty ("each party shall retain one copy": sets 30, 32, 34, 44, 49). Read only
 * where the sentence names the contract's own copies (CONTRACT_COPIES): a copy of a record ("keeps a copy of each delivery note")
 * stays C34's duty. The copy kept (COPY_KEPT): a count or a determiner and the copy's noun, not "of" another paper after
 * it, or a bare count closing its clause ("each party keeps two."). Bounded windows: linear.
 */
export const CONTRACT_COPIES = /\b(?:cop(?:y|ies)|originals?|counterparts?)\s{1,3}of\s{1,3}(?:this|the)\s{1,3}(?:agreement|contract|deed|lease)\b|\b(?:made|drawn\s{1,3}up|signed|executed|done|issued|prepared)\s{1,3}in\s{1,3}(?:duplicate|triplicate|[\w()]{1,20}(?:\s{1,3}[\w()]{1,20}){0,4}?\s{1,3}(?:copies|originals|counterparts))\b/i;
/** The copy of the contract kept, after the verb (see CONTRACT_COPIES). Bounded: linear. */
export const COPY_KEPT = /^\s{1,3}(?:(?:one|a|an|two|three|four|its|his|her|their|\d{1,2})\s{1,3}(?:\(\w{1,6}\)\s{1,3})?(?:(?:signed|original|identical)\s{1,3})?(?:cop(?:y|ies)|originals?|counterparts?)\b(?!\s{1,3}of\s{1,3}(?!(?:this|the)\s{1,3}(?:agreement|contract)\b))|(?:one|two|three|four|\d{1,2})(?:\s{1,3}\(\w{1,6}\))?(?=\s{0,3}[,.;]|\s{0,3}$|\s{1,3}(?:after|each|of\s{1,3}them)\b))/i;
/** The verbs a copy of the contract is kept or received by (COPY_KEPT). */
const COPY_KEEPING_VERBS: ReadonlySet<string> = new Set(['keeps', 'receives', 'holds', 'retains', 'gets', 'takes']);
/**
 * A deposit or an advance kept after an opening condition ("If you cancel later, we keep the advance, and you may still
 * take the cloths …"): the money RETAINS_MONEY reads as kept on a condition, the keeper's Right, no duty beside it; one
 * kept during the hire, as security or in an account stays a duty (set 94's cause 5, issue 18, h120t94). Bounded: linear.
 */
const KEEPS_ADVANCE = /^\s{1,3}(?:the|your|its|their|our|his|her|any|all)\s{1,3}(?:[a-z-]{1,20}\s{1,3})?(?:deposits?|advances?|prepayments?)\b(?![^.;]{0,60}?\b(?:during|while|throughout|until|pending|against|as\s{1,3}security|in\s{1,3}(?:a|an|the)\s{1,3}(?:[\w-]{1,20}\s{1,3})?account|in\s{1,3}trust)\b)/i;
/** A party's wish or intent: the background of a contract, no duty ("produces wine and wishes to buy grapes"). */
const WISHES = /\b(?:wish(?:es)?|desires?|intends?|is\s+willing)\s+to\b/i;
/** What may stand between the clause's start and its subject: "the", or an opening phrase of time or manner. */
// "As the law requires, we deduct …" (an opening of manner) and "For each day of delay the Lessee pays …" (of measure,
// with no comma, as "Within ten days the Lessee pays" opens) open the clause too (issue 18, h76t58).
// A decimal point inside the opening ends no clause: "If the yield is below 2.2 tonnes per hectare, the Seed Company pays
// …" (issue 18, h77t59); the point stands between two digits (a fixed lookbehind, the branches disjoint: linear).
// A condition whose verbs a comma and "or"/"and" join is one opening ("If a meal is not served, or is served late, the
// Operator pays …"; issue 18, h80t62): the comma before the conjunction ends no opening (a bounded lookahead: linear).
const OPENING_CHAR = String.raw`(?:[^,;:.()]|(?<=\d)\.(?=\d)|,(?=\s{1,3}(?:or|and)\s))`;
const COMMA_OPENING = String.raw`(?:on|at|by|within|after|before|during|upon|until|from|in|for|each|every|following|once|when|where|whenever|if|unless|as\s+soon\s+as|as|subject\s+to|without\s+prejudice\s+to)\b${OPENING_CHAR}{1,160},\s{1,3}`;
// A participle in -ing may stand between the article and the party, naming which of a collective alias's members acts:
// "The hosting Member cleans the kitchen", "The defaulting Party pays the costs", "Each remaining Partner contributes …"
// (the party's duty, as "The Member cleans" is; set 91's cause 4, issue 18, h118t91). One bounded word: linear.
const OPENING_ARTICLE = String.raw`(?:(?:the|each|every)\s{1,3}(?:[a-z]{1,20}ing\s{1,3})?)?`;
// An adverb of sequence opens the clause with no comma as a phrase of time does ("Then you pay T$12 a week", "Next the
// Carrier returns the empty crates"; issue 18, h80t62).
const SEQUENCE_ADVERB = String.raw`(?:then|next|later|afterwards|thereafter|subsequently|finally)\s{1,3}`;
// An ordinal adverb opens a numbered clause the same way, with its comma or not: "Thirdly, the Lower House gives the Upper
// House one extra night of water", "Secondly the Buyer pays the deposit" (translated village agreements and older
// English drafting number their clauses "Firstly," … "Nineteenthly,"; set 94's cause 2, issue 18, h120p94). Literal
// words, the comma a unit before one blank run: linear.
const ORDINAL_ADVERB = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|last)ly(?:\s{0,3},)?\s{1,3}`;
// "In that case the Printer prints only the first volume", "In such an event the Lessee pays …": a case the sentence
// before set opens the clause with no comma, as an adverb of sequence does (C34; set 74, issue 18, h98t74).
const IN_THAT_CASE = String.raw`in\s{1,3}(?:that|this|such(?:\s{1,3}an?)?|either|each|any|the\s{1,3}(?:latter|former))\s{1,3}(?:case|event)s?\s{1,3}`;
// "For the usufruct the Holder pays the Owner an annual fee", "For late payment the Buyer pays default interest": what a
// sum is paid for opens the clause with no comma as "For each day of delay" does, and so does "In return" (C34; set 81,
// issue 18, h104n81). A party right after "for" is its object, no subject (OBJECT_OF_PREPOSITION); a condition in the
// phrase ("For as long as the Tenant …") is one (SUBORDINATE).
// Two openings may stand in a row, each closed by its comma ("At the end of the authorisation, for whatever reason, the
// Occupant restores the plot"), and a fallback or a purpose opens the clause as a time phrase does: "Failing that, the
// Commune removes the kiosk", "Failing which,", "Otherwise,", "To fund this purchase, the Company takes out insurance"
// (C34; set 87's cause 4, issue 18, h110n87). The purpose's "To" before a verb, not an article or a pronoun ("To the
// extent …" is COMMA_OPENING's kind of phrase, not read here). The openings' first words differ and a comma inside one
// comes only before "or"/"and" (OPENING_CHAR), so the two in a row split one way: linear.
const FALLBACK_OR_PURPOSE = String.raw`(?:failing\s{1,3}(?:that|which|this|such\s{1,3}[a-z]{2,20})|otherwise|to\s{1,3}(?!(?:the|a|an|this|that|these|those|any|such|its|their|his|her|our|your|my|date|whom|which|what)\b)[a-z]{2,20}\b${OPENING_CHAR}{1,100}),\s{1,3}`;
// A reply's interjection and its comma opens the clause before any other opening: "Yes, we send 40 hanks in all", "OK,
// you post the jumpers on Monday", "No, we do not pay for postage" — messages that agree terms answer one another (a chat,
// an e-mail thread; set 91's cause 1, issue 18, h118t91). Literal words, one comma or "!": linear.
const INTERJECTION = String.raw`(?:yes|no|ok|okay|sure|fine|great|alright|of\s{1,3}course)\s{0,3}[,!]\s{1,3}`;
// The openings (at most two) written `{0,2}` so V8 compiles their long body once (upToUnrolledOnce): the empty opening
// this adds is one the group's own `?` already allowed, and OPENS is only tested whole (`^…$`).
// The ordinal adverb may stand before another opening: "Thirdly, in the apricot blossom weeks the Lower House gives the
// Upper House one extra night of water", "Secondly, during the winter the Herder …" (set 94's hz#7; C330, issue 18,
// h122s95). And a phrase of time on "in" opens the clause with no comma as "during" does, where it ends on a noun of time:
// "in the apricot blossom weeks", "in the first year" (not "in the event", "in accordance with": no such noun). A party
// inside a phrase closed by a later comma is that phrase's own ("In the month the Tenant moves out, the Landlord …":
// OPENS_WITH_COMMA). Literal words, each run bounded and split by required blanks: linear.
const IN_TIME = String.raw`in\s{1,3}(?:the|each|every|a|this|that)\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,3}?(?:day|week|fortnight|month|quarter|year|morning|afternoon|evening|night|season|weekend|winter|summer|spring|autumn)s?\s{1,3}`;
const OPENS = new RegExp(String.raw`^\s{0,3}(?:${INTERJECTION})?(?:${ORDINAL_ADVERB})?(?:(?:${upToUnrolledOnce(`(?:${COMMA_OPENING}|${FALLBACK_OR_PURPOSE})`, 2)}|${SEQUENCE_ADVERB}|${IN_THAT_CASE}|${IN_TIME}|(?:on|at|by|within|after|before|during|upon|until|each|every|with|for|in\s{1,3}(?:return|exchange|consideration))\s[^,;:.()]{1,60}?\s)?${OPENING_ARTICLE})?$`, 'i');
/**
 * An opening phrase closed by its comma before a later subject ("For each Order the Buyer places, the Seller grants a
 * discount"): a party inside it is the phrase's own subject, no subject of the clause, though "For each Order the" opens
 * as "For each day of delay the Contractor pays" does (review hrev68 of h76t58's opening with no comma). Anchored: linear.
 */
const OPENS_WITH_COMMA = new RegExp(String.raw`^\s{0,3}(?:${ORDINAL_ADVERB})?${COMMA_OPENING}${OPENING_ARTICLE}$`, 'i');
/** How far from the clause's start its subject may stand (after an opening phrase of at most 100 characters). */
/** The modals and the clause ends (a stop, semicolon or colon) of a text, found once per text: see modalLater. */
const MODAL_WORD = /\b(?:shall|will|must|may|can|cannot|should|would)\b/g;
// ", and no <noun> may …" ends it too: "The Contractor carries out all scanning in the strongroom, and no Record may be
// taken out of it" (the modal is the noun's, a bar on no party; the party's present-tense duty stands; set 82, issue 18,
// h105n82). Up to four words of the noun; bounded: linear.
// A relative clause after a comma ends the main clause too: "we tell you the expected date, which may be up to 3 weeks"
// (the modal is the date's, issue 18, h88pa).
// A purpose clause ends it as well: "The Printer keeps a register of the paper, so that its origin can be traced" (its
// modal is the purpose's own subject's, not the party's: the party's present-tense duty stands; set 74, issue 18, h98t74).
// So does a relative clause whose subject is the noun before it, its modal right after the pronoun: "The Printer refunds
// the price of each copy that cannot be repaired" (the modal is the copy's, no party's: the refund stays the Printer's
// present-tense duty; set 75, issue 18, h99t75). A pronoun with a subject of its own after it ("that the Publisher may
// reject") is not this.
// So does a thing's pronoun before a negated modal and an agentless passive: "the Seller repairs it within 30 days, and
// the rent is reduced for the time it cannot be used" (the modal is the shed's, natures.ts' `possible`: the repair
// stays the Seller's present-tense duty; h103t78).
// So does a condition after the verb with a subject and a modal of its own: "The Contractor tells the control room at once
// if it cannot meet a response time" (the modal is the condition's; the telling stays the Contractor's present-tense
// duty; set 85, issue 18, h111att). One to three words of subject ("it", "the General Partner", "Beta": h111rrA,
// finding 3), then the modal.
// So does a "that" clause with a subject and a modal of its own after a verb of telling: "You tell your guests before they
// book that they must be able to swim" (the modal is the guests', what they are told; the telling stays the teller's
// present-tense duty, as "tells … if it cannot" does; set 88's cause 5, issue 18, h112n88). The verb at most 80
// characters back with no stop, read by a bounded lookbehind at each "that" only: linear.
// So does a relative clause with no pronoun, its subject a person's pronoun right after the noun and a modal after it:
// "… and you tell us of any food you cannot eat when you book", "You pay for every extra meal we can serve" (the modal is
// the relative clause's, what is eaten or served; the telling stays the present-tense duty; set 94's cause 5, issue 18,
// h120t94). Not after a word that opens a clause of its own ("and you must", "if we cannot", "that they may"). Bounded
// lookbehinds at each pronoun only: linear.
const CLAUSE_END = /[.;:]|\bthat(?<=\b(?:tells?|informs?|warns?|reminds?|advises?|notif(?:y|ies)|instructs?|explains?)\s[^.;:]{0,80}that)(?=\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,3}?(?:cannot|can|could|may|might|must|shall|will|would|should)\b)|\b(?:if|unless|whenever)(?=\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,3}?(?:cannot|can|could|may|might|must|shall|will|would|should)\b)|,(?=\s{0,3}(?:and|but)\s{1,3}no\s{1,3}(?:[a-z-]{2,20}\s{1,3}){1,4}(?:may|can|cannot|shall|will|must)\b)|,(?=\s{0,3}(?:which|who)\b)|\b(?:so|in\s{1,3}order)(?=\s{1,3}that\b)|\b(?:that|which|who)(?=\s{1,3}(?:cannot|can|could|may|might|must|shall|will|would|should)\b)|\b(?:it|they)(?=\s{1,3}(?:cannot|(?:can|may|must|shall|will)\s{1,3}not)\s{1,3}be\s{1,3}(?!(?:granted|given|allowed|permitted|offered|awarded|paid|entitled)\b)[a-z]{2,20}(?:ed|en|wn)\b(?!\s{1,3}(?:to|by)\b))|(?<=[a-z]\s{1,3})(?<!\b(?:and|but|or|nor|if|that|which|who|when|whenever|unless|so|then|where|because|as|once|until|before|after|while|since|whether|than|what|how|why)\s{1,3})\b(?:you|we|they|I)(?=\s{1,3}(?:cannot|can|could|may|might|must|shall|will|would|should)\b)/g;
// A condition may run past 100 characters when it holds a relative clause of its own ("If a Wagon is out of service for
// more than 10 days because of maintenance for which the Lessor is responsible, the Lessor provides …"; issue 18, h77t59).
const MAX_OPENING = 190;
/**
 * A time phrase between "and" and the party of a joined clause: "…, and from that day the Buyer bears it", "…, and after
 * that date the Tenant pays the rent", "…, and thereafter the Agent keeps the records" (C34's clause after ", and", its
 * opening phrase of time; set 82, issue 18, h105n82). Each run bounded: linear.
 */
const TIME_AFTER_AND = String.raw`(?:(?:(?:from|after|on|until|before|during)\s{1,3}(?:that|this|then|each|every)\s{1,3}[a-z]{2,20}(?:\s{1,3}on)?|thereafter|from\s{1,3}then\s{1,3}on|after\s{1,3}that)\s{0,3},?\s{1,3})?`;
/** A second clause of the sentence: "…, and LAK buys", "; the Operator then sends". */
const JOINED = new RegExp(String.raw`(?:\s(?:and|but)\s{1,3}(?:then\s{1,3})?${TIME_AFTER_AND}|;\s{0,3})(?:the\s{1,3})?$`, 'i');
/** A clause opening after a semicolon: "…; the Lessor bears …". */
const SEMICOLON = /;\s{0,3}(?:the\s{1,3})?$/i;
/**
 * A preposition right before the party: its object, no subject ("Each statement becomes binding on you unless you
 * object": the opening phrase before "you" is the clause, h73t56).
 */
const OBJECT_OF_PREPOSITION = /\b(?:on|in|at|to|of|for|from|with|by|upon|about|under|over|into|onto|against|without|within|than)\s{1,3}(?:the\s{1,3})?$/i;
/** A subject in a condition, a comparison or a relative clause opener right before the party. */
// "that" after a preposition is a demonstrative, no relative ("After that you pay …", "From that date the Lessee pays …":
// issue 18, h80t62).
const SUBORDINATE = /\b(?:if|unless|until|whether|once|as|because|since|(?<!\b(?:after|before|from|since|until|at|by|on|with|for|of)\s{1,3})that|which|who|whom|where|when|whenever|after|before|while|so\s+that|in\s+order\s+that)\s{1,3}(?:the\s{1,3})?$/i;
/**
 * "releases" is a duty of goods handed over ("releases the goods to the Client"), a discharge of a party or a claim
 * ("releases the Supplier from all claims") no duty: read on the 80 characters after the verb.
 */
const RELEASES_FROM = /^[^.;:]{0,80}?\bfrom\b/i;
/**
 * A party named in the plural ("The parties", "the Growers") states its duty with the bare verb: "The parties treat all
 * information as confidential", "the parties conclude a separate agreement" (C34 in the plural), and so do "we" and
 * "you" as the contract defines them ("We pay your net proceeds every Friday", "You pay us the following charges"; issue
 * 18, h73t56). Words after such a subject that are no verb of it (`BARE_VERB_AFTER` then `BARE_OBJECT` in `dutyAfter`):
 */
const PLURAL_NOT_VERBS = new Set(['hereto', 'hereby', 'thereto', 'themselves', 'jointly', 'together', 'each', 'both', 'also', 'then', 'who', 'which', 'that', 'whose', 'and', 'or', 'nor', 'but', 'with', 'under', 'of', 'for', 'in', 'on', 'to', 'at', 'by', 'from', 'shall', 'will', 'may', 'must', 'can', 'cannot', 'should', 'would', 'are', 'were', 'have', 'had', 'do', 'did', 'named', 'listed', 'identified', 'described', 'mentioned', 'set', 'referred',
  'party', 'parties', 'except', 'including', 'among', 'between', 'within', 'without', 'through', 'into', 'about', 'per', 'via', 'than',
  'only', 'alone', 'all', 'own', 'not', 'now', 'thus', 'here', 'there', 'herein', 'hereunder', 'hereinafter', 'severally', 'you', 'our',
  'your', 'their', 'its', 'unless', 'if', 'when', 'whenever', 'where', 'wherever', 'while', 'because', 'although', 'though', 'whether',
  'until', 'once', 'since', 'as', 'so', 'over', 'above', 'below', 'upon', 'onto', 'against', 'around', 'across', 'behind', 'beyond',
  'near', 'like', 'before', 'after', 'during', 'out', 'off', 'yet', 'still', 'even', 'just', 'ever', 'never', 'again', 'too', 'very']);
/** A plural mention: the party is written in the plural ("parties", "Growers"), not "Multiple Parties" read from "each party". */
const PLURAL_MENTION = /(?:ies|[^s']s)$/i;
/**
 * A present passive with its agent: "Returns are checked by the Service Provider within three days", "is compensated by
 * the Service Provider at the purchase price" bind the agent as "shall be checked by" does (table 2.2's passive row, in
 * C34's present tense); "is not owed by the Service Provider" frees it (a Disclaimer, as "owes no" is). Only a regular
 * participle of an action (an irregular one — "borne", "held" — and a state — "owned", "governed", "caused" — are not
 * read; the sets label "is borne by Owner" and "is owned by the Holder" no type). A phrase of place, time or manner may
 * stand between the participle and "by" ("are carried back to the depot by the Haulier", "is weighed at the gate by the
 * Quarry": up to four words, no comma, no conjunction, not "into" — "is entered into by" makes the contract; the risks
 * an insurance is "against" may be joined, "is insured against fire and theft by the Lessor", h113n89); "both
 * parties" is an agent as "the parties" is (issue 18, h86n). Anchored at "by" and its party: `passiveDuties` reads the
 * words before on a bounded slice.
 */
const PRESENT_PASSIVE_BEFORE = /\b(?:is|are)\s{1,3}(not\s{1,3})?(?:(?:also|then|only|promptly|immediately|duly)\s{1,3})?([a-z]{3,20}ed|owed)\s{1,3}(?:against\s{1,3}(?:(?!by\b)[a-z-]{1,20}\s{1,3}){1,4})?(?:(?!(?:by|and|or|but|which|that|who|into|if|unless|when|against)\b)[A-Za-z0-9-]{1,20}\s{1,3}){0,4}by\s{1,3}(?:the\s{1,3}|both\s{1,3})?$/i;
/** How far back from its agent a present passive is read (its participle, four words, "by" and an article). */
const PASSIVE_WINDOW = 110;
/**
 * Signing a record ("Each delivery note is signed by the Quarry", "an act of acceptance, which … is signed by both
 * parties") is an act the signer owes; signing the contract itself ("This Agreement is signed by the parties in two
 * copies") is its making, no duty (sets 12–64: the two records signed are labelled the signer's Obligation).
 */
const SIGNING_PARTICIPLES: ReadonlySet<string> = new Set(['signed', 'countersigned', 'executed']);
const THE_CONTRACT_ITSELF = /\b(?:agreement|contract|deed|indenture|lease|counterparts?)\b/i;
/** A possessive after the agent ("by the Haulier's own electrician"): the agent is someone else, not the party. */
const POSSESSIVE_AFTER = /^['\u2019]s?\b/;
// "insured" is no state with a party as its agent: "The snowmobile is insured against fire and theft by the Lessor", "The
// yacht is insured by us against loss" bind the insurer of the thing as "insures the snowmobile" does (C34's present
// passive; sets 33 and 89 label both the agent's Obligation, none of sets 1-89 an "is insured by <party>" none; set 89's
// cause 4, issue 18, h113n89). A cover by a policy ("covered by the Municipality's insurance") stays a state.
const STATE_PARTICIPLES = new Set([
  'owned', 'governed', 'caused', 'required', 'permitted', 'allowed', 'granted', 'affected', 'covered', 'entitled', 'bound',
  'represented', 'certified', 'approved', 'entered', 'licensed', 'licenced', 'authorised', 'authorized', 'employed',
  'engaged', 'appointed', 'controlled', 'incurred', 'suffered', 'accepted', 'agreed', 'received', 'issued', 'used', 'occupied',
  'preferred', 'determined', 'decided', 'regulated', 'accompanied', 'followed', 'preceded', 'limited', 'reserved',
  'secured', 'guaranteed', 'deemed', 'considered', 'recognised', 'recognized', 'named', 'designated', 'nominated', 'chosen',
  'selected', 'arranged', 'managed', 'operated', 'supervised', 'requested', 'ordered', 'instructed', 'notified', 'informed',
  'charged', 'invoiced', 'billed', 'paid', 'collected', 'settled', 'resolved', 'heard', 'amended', 'terminated',
]);
/** A condition, a relative clause or a time clause before the passive in its clause: no main clause of the party's. */
const SUBORDINATE_IN_CLAUSE = /\b(?:if|unless|until|whether|once|because|since|which|who|whom|whose|that|where|when|whenever|after|before|while|provided)\b/i;
/** The execution formula, "In witness whereof, the parties sign this Agreement …": the signing, no duty of the text's. */
const IN_WITNESS = /\b(?:in\s+witness|witness\s+whereof)\b/i;
/** The verbs that make a contract, in the third person as `dutyAfter` reads them. */
const MAKING_VERBS: ReadonlySet<string> = new Set(['concludes', 'enters', 'signs', 'executes', 'makes']);
/** Their object when it is the text itself: "conclude this Agreement", "enter into the present Contract". Bounded: linear. */
// So is "it" signed in its originals or copies, the execution formula's own words ("the parties … ratify, accept and
// sign it in two originals", "sign it in duplicate"): the contract itself, no record (issue 18, h105n82).
const MAKES_THIS_CONTRACT = /^\s{1,3}(?:(?:into\s{1,3})?(?:this|the\s{1,3}present)\s{1,3}(?:[A-Za-z-]{1,30}\s{1,3}){0,3}?(?:agreement|contract|deed)\b|it\s{1,3}in\s{1,3}(?:(?:two|three|four|five|\d{1,2}|several)\s{1,3}(?:identical\s{1,3}|original\s{1,3})?(?:originals|copies|counterparts|examples)|duplicate|triplicate)\b)/i;
/** How far back the clause before ", and" is read for a statement of state (bounded: one slice per mention). */
const MAX_FIRST_CLAUSE = 240;
/**
 * A statement of state in the clause before ", and": "customer data belongs to …, and Company processes it …" joins no duty.
 * A passive of an act there ("Goods are received subject to count only, and the Provider does not verify …") states
 * what is done, no state: its "are" does not count (issue 18, h30s41), unless the participle is one of ownership or
 * legal effect ("The stock is owned by the Owner, and …"). Each lookahead bounded: linear.
 * A negated passive states what is not done ("Returned bags are not refunded, but the Seller pays the carriage"), and a
 * sum that "is due" or "is payable" falls due as "falls due" does ("Each instalment is due on the 10th, and the Hirer pays
 * it in cash"): no state either (C137; set 78, issue 18, h102n78).
 * A thing's quality or use stated with "is"/"are" ("The silver is at least 900 parts in 1,000 pure, and the Smith stamps
 * each cross", "The sauna is for your group only, and you do not bring more guests") is no state of ownership either:
 * C137 names the states that join no duty — "belongs to", "remains", "is owned by" (and the thing's "property", its
 * "vested", "held", "governed" or "deemed" status) — and sets 78, 84, 86 and 92 label the party's present act after
 * such a clause its duty (issue 18, h119t92; h29n38's "Time is of the essence, and the Contractor delivers …" now binds).
 * The document's own making stays a state ("This contract is made in four originals, and each party keeps two", "is
 * drawn up in Malagasy and in French, and …": sets 55 and 65 label none).
 * "property" is a state only as ownership ("the property of the Client", "remain its own property"), not the defined
 * term of a lease or a sale ("The Property is located in Lisbon, and the Tenant keeps it clean" binds; h119mendA).
 * "has" or "have" is a state only as possession ("The Tenant has the key, and …"), not the perfect's auxiliary before a
 * participle ("… once the honey has left Bounty Bay, and you claim from the ship's insurers": set 94's cause 5, issue
 * 18, h120t94).
 */
const STATE_BEFORE = /\b(?:belongs?|remains?|means|owns?|(?:has|have)(?!\s{1,3}(?:been|left|gone|come|begun|made|sent|paid|taken|given|done|sold|broken|fallen|[a-z]{2,20}ed)\b))\b|\bproperty\s{1,3}of\b|\b(?:its|his|her|their|our|your|my|[a-z]{2,30}['’]s?)\s{1,3}(?:(?:own|sole|exclusive)\s{1,3})?property\b|\b(?:is|are|was|were)\s{1,3}(?:not\s{1,3})?(?:(?:only|then|also|first|usually|solely|wholly)\s{1,3})?(?:owned|vested|governed|deemed|held|reserved|(?:made|written|drawn\s{1,3}up|done|executed|signed)\s{1,3}in)\b/i;
/** A recital, a heading of one: the sentence states the background, no duty. */
const RECITAL = /^\s{0,3}(?:whereas|recital|background)\b/i;
/**
 * A request to the reader opening the sentence ("Please confirm that you accept this order by signing …", "Please return
 * the empty box …"): the courtesy asks, the present tense after it states no duty (sets 1–89 label all 15 sentences opening
 * "Please" no type; set 89's ru#43, issue 18, h114nat). Nor does a present promise after it (natures.ts skips
 * PRESENT_PROMISE's "you accept this order" there); a modal after it still binds ("Please note that you must pay …").
 * A request is "please" and a verb of asking or doing: "Please note/be aware/be advised/remember/understand (that) …"
 * asks for no act, it points at a rule, and the rule after it binds as it would alone ("Please note that the Customer is
 * required to pay a deposit …", "Please be aware that the Tenant is liable for …"; h114rr's finding 1, issue 18,
 * h114mendC). Anchored, literal words: linear.
 */
const REQUEST = /^\s{0,3}please\b(?!\s{1,3}(?:note|remember|understand|observe|bear\s{1,3}in\s{1,3}mind|take\s{1,3}(?:note|notice)|be\s{1,3}(?:aware|advised|informed|reminded))\b)/i;
/** A sentence's end: its stop, question or exclamation mark before a blank or the text's end. */
const SENTENCE_END = /[.!?](?=\s|$)/;
/**
 * Where the request opening the text ends ("3.3 Please return the empty box …"; see REQUEST): its sentence's end, or 0
 * when the text opens with none. A sentence after it is read as any other ("Please sign below. We pay within ten days.").
 */
export function requestEnd(text: string): number {
  const lead = leadLength(text);
  if (!REQUEST.test(text.slice(lead, lead + 40))) return 0;
  const stop = text.slice(lead).search(SENTENCE_END);
  return stop < 0 ? text.length : lead + stop;
}

/**
 * The party an opening pronoun stands for, given the pronoun, the words after its verb and its own sentence's words
 * before it (which, with the sentence before, may name a ship a "she" stands for; natures.ts resolves it).
 */
export type PronounParty = (pronoun: string, after: string, before: string) => string | undefined;

/** The present-tense duties of the parties the clause opens with (or joins on "and"), for a clause with no other label. */
export function presentDuties(text: string, candidates: readonly PartyMention[], pronounParty?: PronounParty, mentions: readonly PartyMention[] = candidates): Label[] {
  const lead = leadLength(text);
  if (RECITAL.test(text.slice(lead, lead + 20)) || WISHES.test(text) || IN_WITNESS.test(text.slice(lead, lead + 40))) return [];
  const labels: Label[] = [];
  const modalLater = modalBeforeClauseEnd(text);
  const request = requestEnd(text);
  // A request that is the whole text binds no one; the sentences after a request are read, the request's parties not.
  if (request > 0 && request >= text.trimEnd().length - 1) return [];
  for (const p of candidates) {
    if (p.negative || p.begin < lead || p.begin < request) continue;
    // The opening is read only near the clause's start (a slice per mention of the whole text would be quadratic).
    const head = p.begin - lead <= MAX_OPENING ? text.slice(lead, p.begin) : undefined;
    const mention = text.slice(p.begin, p.end);
    // "we", "you" and a party named in the plural take the bare verb ("We pay", "You pay", "The Partners contribute").
    const form: SubjectForm = FIRST_OR_SECOND.test(mention) ? 'pronoun' : PLURAL_MENTION.test(mention) ? 'plural' : 'singular';
    const bare = form !== 'singular';
    // "A Party that fails to perform … compensates the other Party": a relative clause on the subject stands between it
    // and its verb; an indefinite article then opens the clause as "the" does (issue 18, h73t56). So it does with no
    // relative clause, a house rule's member standing for each: "A Member does not lend the key to anyone" is the
    // Members' bar as "Each Member does not" would be (C34; set 91, issue 18, h119t91).
    const relative = bare ? null : RELATIVE_ON_SUBJECT.exec(text.slice(p.end, p.end + RELATIVE_WINDOW));
    const opens = head !== undefined && (OPENS.test(head) || (!bare && INDEFINITE_HEAD.test(head))) && !SUBORDINATE.test(head.slice(-30)) && !OBJECT_OF_PREPOSITION.test(head.slice(-20))
      && !candidates.some((q) => q.begin > p.end && q.begin - lead <= MAX_OPENING && OPENS_WITH_COMMA.test(text.slice(lead, q.begin)));
    // A clause after a semicolon is a main clause of its own ("The price is EUR 900; the Lessor bears the transport
    // costs"); one joined by "and" only after a clause this reader bound ("KF sells and LAK buys").
    const before = text.slice(Math.max(lead, p.begin - 48), p.begin);
    // ", and the Contractor pays …": after a comma "and" joins a main clause of its own, whatever the first one bound
    // ("Payment falls due on the 15th, and the Contractor pays by the month's end"; issue 18, h29n38).
    const joined = !opens && (SEMICOLON.test(before) || ((labels.length > 0 || (COMMA_AND.test(before) && !STATE_BEFORE.test(beforeRelative(afterOpeningCondition(text, lead, p.begin))))) && JOINED.test(before))
      || weAfterAnd(text, p, candidates, lead));
    if (!opens && !joined) continue;
    // "Every tutor we introduce holds a certificate", "Each parcel you send is insured": after an opening with no comma,
    // "we" or "you" and its verb may be a reduced relative clause on the opening's noun, the main verb after it (h78we).
    // Not after a time or a preposition's phrase, an adverbial no relative clause follows ("Each quarter we pay members
    // their share", "On request we send customers the forms": review hrev82).
    if (form === 'pronoun' && opens && head !== undefined && /\S\s*$/.test(head) && !/,\s*$/.test(head) && !ADVERBIAL_HEAD.test(head) && PRONOUN_RELATIVE.test(text.slice(p.end, p.end + 60))) continue;
    const nature = dutyAfter(text, p.end + (relative?.[0].length ?? 0), form, modalLater, mention.toLowerCase());
    if (nature !== undefined && !labels.some((l) => l.party === p.party && l.nature === nature)) labels.push({ nature, party: p.party });
    // "… packs the bales and does not wrap them": the bar joined to the duty is the same subject's (JOINED_BAR).
    if (nature === 'Obligation' && joinedBar(text, p.end + (relative?.[0].length ?? 0), modalLater, bare) && !labels.some((l) => l.party === p.party && l.nature === 'Exclusion')) labels.push({ nature: 'Exclusion', party: p.party });
    // "We answer for your bags up to EUR 300, and not at all for cash": the liability denied beside the one taken (h120conv).
    if (nature === 'Obligation' && ANSWERS_BUT_NOT_FOR.test(text.slice(p.end, p.end + 200)) && !labels.some((l) => l.party === p.party && l.nature === 'Disclaimer')) labels.push({ nature: 'Disclaimer', party: p.party });
  }
  if (labels.length === 0) labels.push(...passiveDuties(text, mentions, lead), ...pronounDuty(text, lead, pronounParty));
  if (labels.length === 0) labels.push(...conditionPronounDuty(text, lead, mentions));
  if (labels.length === 0) labels.push(...relativeDuties(text, mentions, lead, modalLater));
  return labels;
}

/**
 * An opening condition and its comma: "If a Beach is not clean by 10.00 am, the Health Officer informs the Contractor, and
 * the Contractor cleans it again": the state it supposes ("is not clean") is the condition's, not the first main clause's,
 * so it joins no state to the clause after ", and" (C34's clause after ", and"; set 83, issue 18, h106n83). A colon or a
 * dot between digits is a time or a number. Anchored, each step one bounded character: linear.
 */
const OPENING_CONDITION = /^\s{0,3}(?:if|where|when|whenever|once|unless|should)\s(?:[^,;.:]|(?<=\d)[.:](?=\d)){1,160},/i;
/** The first clause before the party at `to` (at most MAX_FIRST_CLAUSE back), less an opening condition before it. */
function afterOpeningCondition(text: string, lead: number, to: number): string {
  const condition = OPENING_CONDITION.exec(text.slice(lead, lead + 200));
  const from = Math.max(lead + (condition !== null && lead + condition[0].length < to ? condition[0].length : 0), to - MAX_FIRST_CLAUSE);
  return text.slice(from, to);
}

/** Whether the sentence opens on a condition closed by its comma before `at` ("If you cancel later, we keep …"). */
function afterCondition(text: string, at: number): boolean {
  const lead = leadLength(text);
  const condition = OPENING_CONDITION.exec(text.slice(lead, lead + 200));
  return condition !== null && lead + condition[0].length <= at;
}

/**
 * The first clause up to a relative pronoun: the relative clause's own verbs state its noun's quality, not the first
 * clause's ("may reject any fish that is soft, smells or is not of the species ordered, and the Buyer does not pay for
 * it": no statement of state before ", and"; set 77, issue 18, h101t77).
 */
const RELATIVE_PRONOUN = /\b(?:that|which|who)\b/i;
function beforeRelative(clause: string): string {
  const at = clause.search(RELATIVE_PRONOUN);
  return at < 0 ? clause : clause.slice(0, at);
}

/**
 * "… the insurer pays the balance of the loan and we return the member's savings": "we" is a subject, never an object,
 * so after "and" it opens a clause of its own whatever the clause before bound, unless it joins a party before "and"
 * ("the Member and we share the cost", "you and we agree": a joint subject; issue 18, h78we). Read on the 8 characters
 * before the mention.
 */
const AND_BEFORE = /\sand\s{1,3}$/i;
function weAfterAnd(text: string, p: PartyMention, candidates: readonly PartyMention[], lead: number): boolean {
  if (!/^we$/i.test(text.slice(p.begin, p.end))) return false;
  const and = AND_BEFORE.exec(text.slice(Math.max(lead, p.begin - 8), p.begin));
  if (!and) return false;
  const andAt = p.begin - and[0].length;
  // Not inside a condition or a relative clause ("If you pay late and we send a reminder, …", "the goods that you order
  // and we deliver"): the clause before "and", from its last comma, semicolon or colon, has no subordinating word.
  const clause = text.slice(Math.max(lead, andAt - 200), andAt);
  const segment = clause.slice(Math.max(clause.lastIndexOf(','), clause.lastIndexOf(';'), clause.lastIndexOf(':')) + 1);
  if (SUBORDINATE_IN_CLAUSE.test(segment)) return false;
  // Nor a second reduced relative on a noun, the main verb after it ("The boxes you pack and we load are listed …", "The
  // items you choose and we store remain yours": review hrev82).
  if (FINITE_AFTER_VERB.test(text.slice(p.end, p.end + 60))) return false;
  return !candidates.some((q) => q.end <= andAt && q.end >= andAt - 2) && !/\b(?:you|us|them|both|either|neither|between)\s{0,2}$/i.test(text.slice(Math.max(lead, andAt - 12), andAt));
}

/**
 * An opening that is an adverbial: it ends on a unit of time ("Each quarter", "Once a year", "Every Monday") or starts
 * with a preposition ("On request", "At the end of the month"). Anchored or bounded: linear.
 */
const ADVERBIAL_HEAD = /\b(?:day|week|fortnight|month|quarter|year|morning|afternoon|evening|night|time|season|weekend|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s?\s{0,3}$|^\s{0,3}(?:upon|on|in|at|for|during|within|by|from|following)\s/i;
/** The pronoun's verb, then the main clause's finite verb: a reduced relative clause ("tutor we introduce holds a …"). */
const PRONOUN_RELATIVE = /^\s{1,3}[a-z]{3,20}\s{1,3}(?:(?:is|are|was|were|has|have|must|shall|will|may|can|remains?|becomes?)\b|[a-z]{2,20}s\s{1,3}(?:the|a|an|its|their|all|any|every|each|no|his|her)\b)/;
/** The pronoun's verb, then a finite verb or a modal of the main clause ("… and we load are listed"). */
const FINITE_AFTER_VERB = /^\s{1,3}[a-z]{3,20}\s{1,3}(?:is|are|was|were|has|have|must|shall|will|may|can|remains?|becomes?)\b/;
/**
 * Bare verbs that end in "-ing" as a participle does: "we bring you a replacement bicycle" is the writer's duty as "we send
 * you" is (C34; issue 18, h89ty). Any other word in "-ing" after the subject is no bare verb ("We hiring …" is none).
 */
const VERBS_IN_ING: ReadonlySet<string> = new Set(['bring', 'ring', 'sing', 'spring', 'string', 'swing', 'sting', 'wring', 'fling', 'cling']);
/**
 * Verbs that end in "-ly" as adverbs do: "We supply the velvet …, and you supply the leather", "You comply with the site
 * rules" are the bare verb, no adverb before it (set 89's ru#21, issue 18, h113n89). "apply" and "rely" are NOT_DUTIES
 * in their third person, read there.
 */
const VERBS_IN_LY: ReadonlySet<string> = new Set(['supply', 'comply', 'reply', 'apply', 'rely', 'multiply', 'fly', 'resupply']);
/**
 * "we" and "you" as the contract defines them (pronouns.ts binds them to their parties): they take the bare verb. So does
 * a first-person declaration's "I" where pronouns.ts binds it ("I follow the pilot's instructions", "I do not unclip my
 * harness": the writer's duty and bar; issue 18, h112e89); "I" keeps its capital, as pronouns.ts reads it.
 */
const FIRST_OR_SECOND = /^(?:[Ww][Ee]|[Yy][Oo][Uu]|I)$/;
/**
 * After a subject that takes the bare verb: an adverb, then the verb ("The Partners contribute", "We pay", "You pay").
 * So that no noun or adverb is read as the verb, an object must follow it — a determiner or an object pronoun, or one
 * preposition and a determiner ("contribute to a joint budget"): `BARE_OBJECT`. Anchored, bounded: linear.
 */
/**
 * "do" as the main verb, a thing done after it ("We do the backups every night"; ACTS_ON_THING): BARE_VERB_AFTER wants
 * three letters and PLURAL_NOT_VERBS keeps the auxiliary out (issue 18, h101a78). Anchored, bounded: linear.
 */
/**
 * What "do" does as the main verb (C132): a thing with a determiner — "of" after it or not, since the thing done is the
 * noun before "of" ("We do the backups of your site", "does the cleaning of the stairs"; C138) — or work named with no
 * determiner, one word before it or none ("We do planned maintenance at night", "The Printer does repairs in its own
 * workshop"; set 78, issue 18, h102n78). Not a pronoun ("do so", "do all that is needed"). Bounded: linear.
 */
const WORK_DONE = String.raw`(?:[a-z-]{2,20}\s{1,3})?(?:maintenance|repairs|backups|servicing|cleaning|checks|inspections|updates|upgrades|testing)\b`;
const DONE_OBJECT_SOURCE = String.raw`\s{1,3}(?:(?:the|a|an|each|every|any|all|its|their|our|your)\s{1,3}(?!(?:that|this|it|so)\b)(?![\w-]{1,30}\s{1,3}that\b)[\w-]|${WORK_DONE})`;
const DONE_OBJECT = new RegExp(`^${DONE_OBJECT_SOURCE}`, 'i');
const DO_AS_VERB = new RegExp(String.raw`^\s{1,3}(?:(?:also|then|always)\s{1,3})?do(?=${DONE_OBJECT_SOURCE})`);
// "still" before the verb keeps the duty, as "also" does: "If fewer guests come, the Clients still pay for 200 guests"
// (VERB_AFTER's adverbs too; set 88's cause 2, issue 18, h112n88).
const BARE_VERB_AFTER = /^\s{1,3}(?:(?:also|then|jointly|together|each|always|first|still)\s{1,3})?(?:re-|pre-)?([a-z]{3,20})\b/;
// A verb's particle may stand before the object as a preposition does: "The Licensors hand over the files", "give back
// the keys" (C34; set 79, issue 18, h102a79).
// An adjective of the object's keeping may stand before it as a particle does: "Both parties keep confidential the
// prices they learn", "The Members hold secret all recipes" (C34; set 81, issue 18, h104n81).
// A sum or a count may stand as the object, bare or after its currency's code or sign: "the Clients pay TMT 180 for each
// extra guest", "the Clients still pay for 200 guests" (C34, as "the Client pays TMT 180" is read; set 88's cause 2,
// issue 18, h112n88).
const BARE_OBJECT = /^\s{1,3}(?:(?:to|towards|into|in|for|with|on|from|over|back|confidential|secret|private|safe|secure)\s{1,3})?(?:(?:the|all|any|a|an|each|every|its|their|this|these|those|such|no|your|our|us|you|them|it|him|her)\b|(?:[A-Z]{3}\s{1,3}|[£$€¥₹]\s{0,3})?\d)/;
/**
 * A particle and a manner phrase of cost between a plural party's bare verb and its object: "The Lodgers carry out at
 * their own cost the minor repairs of the house", "The Growers pay at their own expense the freight" — the object after
 * them shows the word was a verb, as BARE_OBJECT does right after it (C34; set 85's cause 6, issue 18, h108n85). Literal
 * words and bounded blanks: linear.
 */
const OBJECT_PAST_MANNER = /^\s{1,3}(?:(?:out|up|off|back)\s{1,3})?at\s{1,3}(?:its|their|his|her|our|your)\s{1,3}own\s{1,3}(?:cost|expense)(?:\s{1,3}and\s{1,3}(?:risk|responsibility))?\s{0,3},?\s{1,3}(?:the|all|any|a|an|each|every|its|their|this|these|those|such)\b/i;
/**
 * (h103t78) A time limit right after a plural party's bare verb: "the Licensors answer within 10 days", "the Growers
 * reply within two working days". The limit shows the word was a verb, as an object does (`BARE_OBJECT`): a noun before
 * "within N days" would be a plural of its own, kept out by the verb's bare form (no final "s"). Anchored, bounded: linear.
 */
const BARE_TIME_LIMIT = /^\s{1,3}within\s{1,3}(?:\d{1,3}|[a-z]{3,9})\s{1,3}(?:\(\d{1,3}\)\s{1,3})?(?:(?:working|business|calendar|clear)\s{1,3})?(?:days?|hours?|weeks?|months?)\b/i;
/**
 * A bare plural noun as the object of a plural party's bare verb, closed by a preposition, a conjunction, an adverb in -ly
 * or the clause's end: "The Parties settle disputes by talks", "The Members share costs equally", "The Partners pay fees
 * monthly". The noun in -s (not -ss, -us, -is) shows the word before it was a verb, as a determiner does (`BARE_OBJECT`;
 * set 91's cause 5, issue 18, h118t91). A word the verb bare before a plural could be a noun of a compound ("The Members
 * car parks are …") is a subject's, and the modal or verb after it is read as such (modalLater). Anchored, one bounded
 * word and one bounded closing: linear.
 */
const BARE_PLURAL_OBJECT = /^\s{1,3}(?!(?:themselves|sometimes|always|perhaps|thus|unless|whereas|besides|towards|afterwards|nevertheless|has|was|does)\b)[a-z]{2,20}(?<![su])s(?:\s{0,3}[,.;]|\s{1,3}(?:by|in|on|at|to|for|with|within|before|after|from|under|and|or|through|[a-z]{2,20}ly)\b)/;
/**
 * "answer for" a defect, a loss or a debt is "are liable for" (C34's present-tense duty): "The Sellers answer for hidden
 * defects for two years", "The Partners answer for the debts of the firm" — its object shows the word is a verb, as a
 * determiner does (`BARE_OBJECT`; set 82, issue 18, h105n82). Up to two words before the noun; bounded: linear.
 */
const ANSWERS_FOR = /^\s{1,3}for\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,2}?(?:defects?|damages?|loss(?:es)?|debts?|faults?|acts?|omissions?|obligations?|liabilit(?:y|ies))\b/i;
/**
 * A thing given "as is" or "without warranties": a disclaimer's words, no duty (read on the predicate). Not "as is" that
 * opens a clause of comparison on what follows it: "You also send two sacks of rice …, as is our custom", "as is usual",
 * "as is the practice", "as is required by law" say how the duty is done, and the duty stands (set 94's cause 5, issue
 * 18, h120t94). Literal words after one blank run: linear.
 */
const AS_IS = /["“]?\bas\s{1,3}is\b(?!\s{1,3}(?:our|your|the|their|its|his|her|usual|customary|common|normal|traditional|required|needed|necessary|agreed|proper|fitting)\b)|\bwithout\s{1,3}(?:any\s{1,3})?warrant/i;
/**
 * What "you" does at its own risk or pace, or what it hears, finds, saves or learns: the terms state a risk the customer
 * takes or what the service gives it, no duty ("You take part at your own risk", "You use the app at your own risk",
 * "You study at your own pace", "You run the risk of losing your notes", "You hear from us within two days", "You find
 * the timetable in the app", "You save 15% when you pay yearly"; set 35 labels "You take part at your own risk, …" no
 * duty of the customer's, set 50 "Licensee uses it at its own risk" none). A risk with a cost ("at your own risk and
 * expense") still goes with an act the customer does, and binds (sets 40, 48, 52: "collects … at its own risk and
 * expense" Obligation). Review hrev76 of h77t60's bare "you". Read on the predicate up to its clause's end: bounded.
 */
const YOU_OWN_RISK = /^[^.;:]{0,120}?\bat\s{1,3}your\s{1,3}own\s{1,3}(?:risk\b(?!\s{1,3}(?:and|&)\s{1,3}(?:cost|expense))|pace\b)/i;
const YOU_RUN_RISK = /^\s{1,3}(?:the|a)\s{1,3}risks?\b/i;
const YOU_EXPERIENCES = new Set(['hear', 'find', 'save', 'learn', 'reach', 'discover', 'notice', 'experience']);
/** Verbs of effort a plural party takes with an infinitive ("try to settle"), and that infinitive after them. */
const EFFORT_VERBS = new Set(['try', 'seek', 'endeavour', 'endeavor', 'attempt', 'strive']);
const EFFORT_TO = /^\s{1,3}to\s{1,3}[a-z]{3,20}\b/;
/**
 * An aim for the parties' relationship after the verb of effort, the purpose a preamble or a purpose clause states ("The
 * parties seek to establish a long-term relationship of trust", "… strive to build a lasting partnership"), as "wish to"
 * does (WISHES): no duty (review hrev76). Read on the 80 characters after the verb, up to a stop; bounded: linear.
 */
const EFFORT_AIM = /^\s{1,3}to\s{1,3}[a-z]{3,20}\s{1,3}(?:(?:a|an|the|their|its|our|mutual|close)\s{1,3})?(?:[a-z-]{1,20}\s{1,3}){0,2}?(?:relationship|relations|cooperation|co-operation|partnership|collaboration|framework)\b/i;
/**
 * "do not" and the verb after a subject that takes the bare verb: its bar ("We do not refund …"); a second verb may be
 * joined by "or" ("We do not see or keep your card number"), and "never" bars as "do not" does ("We never copy your
 * files"; issue 18, h88pa). Groups: 1 and 2 the verbs. Anchored, bounded: linear.
 */
const DO_NOT = /^\s{1,3}(?:(?:also|then|further)\s{1,3})?(?:do\s{1,3}not|never)\s{1,3}([a-z]{3,20})\b(?:\s{1,3}or\s{1,3}([a-z]{3,20})\b)?/;
/** A past tense after "never" ("we never charged"): a fact told, no bar ("need", "exceed" keep their "-eed"). */
const PAST_TENSE = /(?<!e)ed$/;
/**
 * Verbs NOT_DUTIES lists for their usual sense that are acts when a thing is their object: "we do not start any repair",
 * "The Contractor begins the works", "we confirm the final price in your quote", "The Supplier confirms each order in
 * writing" (a thing confirmed; "confirms that …" and "confirms the accuracy of …" state a fact and stay none). Issue 18,
 * h88pa. A determiner, then a word not followed by "of" or "that": bounded, linear.
 */
// "counts" is listed for "counts as" / "counts towards" (a thing's standing); with a thing counted it is an act, as
// "weighs" and "checks" are: "The Printer counts the boxes", "The parties count the boxes together" (C34; set 75,
// issue 18, h99t75).
// "does" is listed as the auxiliary ("does not", "does so"); with a thing done it is the act itself: "We do the backups
// every night", "The Printer does all repairs in its own workshop" (C34's action verb; issue 18, h101a78, set 78).
// "chooses" is listed for an option taken ("chooses to renew"); with a thing chosen it is the act of picking it, as
// "selects" is: "The Publisher chooses the photographs from the scans" (C34; set 79, issue 18, h102a79).
const ACTS_ON_THING = new Set(['starts', 'begins', 'confirms', 'counts', 'does', 'chooses']);
// "elects" is listed for an option taken ("elects to renew"); offices the parties fill from among themselves are their
// act: "The Members elect a Chair and a Treasurer from among themselves" (C220's election, C34 in the plural; set 86's
// cause 3, issue 18, h109n86): role-definitions.ts ELECTS_OFFICE, the offices' one home (h110dup).
/**
 * "covers" is listed for what a text or a cover takes in ("The warranty covers parts"); a thing covered with a material
 * is an act, as "wraps" is: "We cover your furniture with blankets", "The Painter covers the floor with sheets" (C34; set
 * 86's cause 6, issue 18, h109n86), read only after "covers": a determiner, up to three words, "with" and a word.
 * Anchored, bounded: linear.
 */
const COVERED_WITH = /^\s{1,3}(?:the|a|an|each|every|any|all|its|their|our|your|his|her)\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,3}?with\s{1,3}(?:[a-z-]{1,20}\s{1,3})?(?:blankets?|sheets?|covers?|plastic|film|tarpaulins?|cloths?|paper|cardboard|foam|padding|wrap)\b/i;
const THING_OBJECT = /^\s{1,3}(?:the|a|an|each|every|any|all|its|their|our|your)\s{1,3}(?![\w-]{1,30}\s{1,3}(?:of|that)\b)[\w-]/i;
/**
 * A thing chosen named by what it is: "We choose what goes into each box", "The Seller chooses which lorry carries each
 * load" pick the things as "chooses the photographs" does (C34; set 81, issue 18, h104n81). "what" or "which" with a
 * word after it; only after "chooses" (ACTS_ON_THING's other verbs state a fact of such a clause: "confirms what it
 * received"). Anchored, bounded: linear.
 */
const CHOSEN_BY_WHAT = /^\s{1,3}(?:what|which)\s{1,3}[a-z]/i;
/**
 * "cancels" ends a contract, a booking or an order (NOT_DUTIES: the right to end, read elsewhere), but a party that
 * cancels the activities it runs when a condition holds acts in the present tense as "closes the boathouse" does: "We
 * cancel training when a storm warning is issued", "The School cancels all lessons on a public holiday" (C34; set 77,
 * issue 18, h101t77). The activity right after the verb, with a determiner and one word before it or none; bounded: linear.
 */
const ACTIVITY_CANCELLED = /^\s{1,3}(?:(?:the|a|an|any|all|each|every|its|their|our|that|this)\s{1,3})?(?:[a-z-]{1,20}\s{1,3})?(?:training|trainings|sessions?|class(?:es)?|lessons?|practices?|races?|regattas?|trips?|tours?|excursions?|outings?|sailings?|crossings?|flights?|departures?|events?|match(?:es)?|games?|fixtures?|performances?|shows?|rehearsals?|workshops?|visits?|paddles?)\b/i;
/**
 * "applies" states what a rule covers ("This clause applies to all orders": NOT_DUTIES), but a party that applies for a
 * permit, a licence or a registration, to an office or not, acts: "The Buyer applies for the import permit within ten
 * days", "The Tenant applies to the council for the licence" (C34, as "shall apply for"; set 81, issue 18, h104n81).
 * "for" and a determiner, after "to" and up to three words perhaps. Anchored, bounded: linear.
 */
// So does one that applies for what an office grants, named with no determiner: "The Buyer applies for registration of
// title within six months", "applies for planning permission" (set 82, issue 18, h105n82).
// The office may take five words and its initials in brackets: "The Seed Company applies to the National Food Chain Safety
// Office (NÉBIH) for the official field inspection" (set 59, issue 18, h107ty).
const APPLIES_FOR = /^\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w-]{1,30}(?:\s{1,3}[\w-]{1,30}){0,4}?(?:\s{1,3}\([^()\s]{1,12}\))?\s{1,3})?for\s{1,3}(?:the|a|an|its|their|his|her|any|all|each|every|registration|planning|permission|consent|approval|permits?|licen[cs]es?|visas?)\b/i;
/**
 * Land or property divided into lots, plots or parcels: the object of a deed of partition ("divide the land described in
 * the First Schedule into the three lots shown on the Plan", "partition the estate into two parcels"). Not costs,
 * profits or a price divided into shares (a sharing duty: "divide the costs into equal parts" stays C34's). The object a
 * determiner and no money word, then "into" within the clause and up to three words before the land's unit. Anchored,
 * bounded runs: linear.
 */
const LAND_DIVIDED = /^\s{1,3}(?:the|their|its|his|her|this|that|said)\s{1,3}(?:said\s{1,3})?(?:land|lands|property|estate|plot|parcel|holding|farm|premises|site|field|garden|plantation)\b[^.;:]{0,160}?\binto\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3}?(?:lots|plots|parcels|allotments|portions)\b/i;
/** How far notDuty reads the verb's object: 40 characters; an application its office's name to "for" (APPLIES_FOR: five words and initials), an election its office (ELECTS_OFFICE). */
const OBJECT_REACH = 40;
const APPLICATION_REACH = 100;
/**
 * Whether a verb in -s binds no one, given the text after it from `at` (NOT_DUTIES, less an act on a thing:
 * ACTS_ON_THING). Each reading takes its own reach of the text (one home for the windows, issue 18, h109dup: a caller
 * special-cased the application's).
 */
/**
 * "lets" a person "know" informs, a notice's duty as "tells" is: "Then you let us know and we agree new dates", "The
 * Carver lets the Orderer know at once" (set 91's cause 1, issue 18, h118t91); "lets the flat to" stays a grant. A
 * pronoun or up to three words of a party's name, then "know". Anchored, bounded: linear.
 */
const LETS_KNOW = /^\s{1,3}(?:us|you|me|him|her|them|(?:the\s{1,3})?\p{Lu}[\p{L}-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}-]{0,30}){0,2})\s{1,3}know\b/u;
function notDuty(verb: string, text: string, at = 0): boolean {
  if (!NOT_DUTIES.has(verb)) return false;
  const after = text.slice(at, at + OBJECT_REACH);
  const further = text.slice(at, at + APPLICATION_REACH);
  return !(ACTS_ON_THING.has(verb) && (verb === 'does' ? DONE_OBJECT : THING_OBJECT).test(after) && !FACT_ABOUT_THING.test(after)) && !(verb === 'cancels' && ACTIVITY_CANCELLED.test(after))
    && !(verb === 'chooses' && CHOSEN_BY_WHAT.test(after)) && !(verb === 'applies' && APPLIES_FOR.test(further))
    && !(verb === 'sets' && SETS_UP.test(after)) && !(verb === 'sees' && SEES_AGAIN.test(after)) && !(verb === 'covers' && COVERED_WITH.test(after))
    && !(verb === 'elects' && ELECTS_OFFICE.test(further)) && !(verb === 'has' && hasDone(further)) && !(verb === 'lets' && LETS_KNOW.test(after));
}
/**
 * "has" states what a party holds ("The Council has a long history"), but "has" with a definite thing and an action's
 * participle after it is a causative: the party gets the work done by someone it engages, and owes it as if it did it —
 * "The Council has the wall cleaned before 1 June", "The Owner has the horses vaccinated against anthrax", "The Society
 * has the gas installation checked by an authorised fitter" (C34: "cleans the wall" binds; table 2.2 binds the party
 * whose act the clause states, done by its own hands or another's). A regular participle only (as the present passive,
 * PRESENT_PASSIVE_BEFORE), up to three words of the thing between: the determiner and the participle. Not the perfect
 * ("has cleaned the wall": no thing before the participle), not "a" thing ("has a licence issued by …": a possession
 * the participle describes), nor a state's participle (STATE_PARTICIPLES: "has the rights granted in clause 2") or one
 * that points at where the thing is described or what it is for (POSSESSION_PARTICIPLES: "has the option described in
 * clause 5", "has the tools needed"), nor an entitlement (ENTITLEMENT_NOUNS: "has the right reserved …"). Issue 18,
 * h117t91 (set 91's cause 6). Anchored, bounded runs: linear.
 */
const HAS_DONE = /^\s{1,3}(?:the|its|their|his|her|our|your|all|each|every|both|these|those)\s{1,3}((?:[a-z-]{1,20}\s{1,3}){0,3}?)([a-z]{2,20}ed)\b/;
/** Participles that describe a thing held ("the option described in clause 5", "the tools needed"): no causative. */
const POSSESSION_PARTICIPLES: ReadonlySet<string> = new Set(['needed', 'listed', 'described', 'specified', 'stated', 'mentioned',
  'provided', 'attached', 'enclosed', 'defined', 'referred', 'contained', 'supplied', 'offered', 'quoted', 'shown', 'named']);
/** Nouns in -ed the participle's place may hold ("has the need for", "has the garden shed"): no participle. */
const NOUNS_IN_ED = /(?:eed|^shed|^bed|^sled|^hundred)$/;
/** What a party has as an entitlement, no thing to work on ("has the right reserved", "has the powers conferred"). */
const ENTITLEMENT_NOUNS = /\b(?:rights?|options?|powers?|meaning|benefits?|authority|discretion|title|choice|duty|duties|obligations?|responsibilit(?:y|ies)|liabilit(?:y|ies)|interests?)\b/;
function hasDone(after: string): boolean {
  const m = HAS_DONE.exec(after);
  if (!m) return false;
  const participle = m[2];
  return !NOUNS_IN_ED.test(participle) && !STATE_PARTICIPLES.has(participle) && !POSSESSION_PARTICIPLES.has(participle) && !ENTITLEMENT_NOUNS.test(m[1]);
}
/**
 * "sees" states a perception ("The Buyer sees no defect": NOT_DUTIES), but a party that sees a person again visits or
 * examines them, as "visits" does: "We see you again after 10 days to check the lenses", "The Vet sees each foal again
 * within a month" (C34; set 84's cause 4, issue 18, h107n84). A pronoun or a determiner and a word, then "again".
 * Anchored, bounded: linear.
 */
// Or at a recurring time: "We see you every 8 weeks to check your progress" (set 85, issue 18, h111att).
const SEES_AGAIN = /^\s{1,3}(?:(?:you|him|her|them|(?:the|your|each|every|its|their|his|our)\s{1,3}[\w-]{1,20})\s{1,3}again|(?:you|him|her|them)\s{1,3}(?:every|once\s{1,3}(?:a|an|every)))\b/i;
/**
 * "sets" is listed for a thing's standing or a party's freedom ("sets its own prices"); "sets up" with a thing after it
 * is an act, as "installs" is: "The Co-owners set up boundary stones at the corners of each lot", "The Contractor sets
 * up a site office" (C34; set 83, issue 18, h106n83); a plural party's "set up" too, though "set" after a plural is
 * read as a participle elsewhere ("the terms set out in …"). Not "set up" with a preposition or nothing after it, nor a body set up ("The parties set up a joint committee": founded by
 * saying so, as "forms" is, no duty). Anchored, bounded: linear.
 */
const SETS_UP = /^\s{1,3}up\s{1,3}(?!(?:to|for|in|on|under|with|by|as|and|or)\b)(?!(?:a|an|the|their|its)\s{1,3}(?:[a-z-]{1,20}\s{1,3})?(?:committee|board|council|company|partnership|venture|body|team|group|association|fund|trust|society)\b)[a-z]/i;
/**
 * A thing confirmed with what it is said to be: "The Customer confirms the delivery date, which is within 14 days of the
 * order" affirms a fact, no act (review hrev36's reading, kept when h88pa made a thing confirmed an act). The object's
 * words, then ", which is|are" or ", that is": bounded, linear.
 */
const FACT_ABOUT_THING = /^\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,4}?[\w-]{1,30},\s{1,3}(?:which|that)\s{1,3}(?:is|are)\b/i;
/**
 * The barred verb of "do not X or Y" (bare forms, the text after the match): the first that is a duty's, in -s, or none
 * ("do not see or keep your card number" bars keeping; "do not need or want" bars nothing).
 * A transfer of data, goods or money is barred as C34 binds it ("We do not transfer your data outside Norway"); of a
 * right it stays none (nature-present-hand-overs.ts; issue 18, h101a78).
 */
// The text and the position after the match are handed on, and notDuty reads each window itself (one home for the
// windows, issue 18, h110dup: a 40-character slice here read "does not apply for <a long office> …" and "does not
// elect … from among" shorter than the affirmative). The first of two verbs has no object of its own (an empty text).
function barredVerb(first: string, second: string | undefined, text: string, at: number): string | undefined {
  return [first, second].find((v): v is string => v !== undefined && !BARE_NOT_DUTIES.has(v) && (BARRED_TAKING_ON.has(thirdPerson(v)) || (LETTING.has(v) && v === first && LETS_SOMEONE_DO.test(text.slice(at, at + OBJECT_REACH))) || (v === first && second !== undefined ? barsDuty(v, '', 0) : barsDuty(v, text, at))));
}
/**
 * Letting someone do a thing: "allows" and "permits" grant in the affirmative (NOT_DUTIES: "You allow us to photograph
 * the kitchen"), but their negation with a person and "to" bars the party from letting its people act, as "shall not
 * allow" does: "The Operator does not allow its crew to drink alcohol on board", "We do not permit our drivers to carry
 * passengers" (C34's "does not" and an action verb; set 86's cause 6, issue 18, h109n86). A determiner or pronoun and up
 * to three words, then "to" and a verb; a bare "does not allow refunds" (a term of the contract) stays none. Anchored,
 * bounded: linear.
 */
const LETTING: ReadonlySet<string> = new Set(['allow', 'permit']);
const LETS_SOMEONE_DO = /^\s{1,3}(?:(?:its|their|his|her|our|your|the|any|a|an)\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,2}?[a-z-]{2,20}|anyone|anybody|them|him|her)\s{1,3}to\s{1,3}[a-z]/i;
/**
 * Whether barring the bare verb `verb` bars a duty (NOT_DUTIES, less a transfer of data, goods or money), its object read
 * in `text` from `at` (notDuty's windows; a transfer's object in OBJECT_REACH).
 */
function barsDuty(verb: string, text: string, at: number): boolean {
  return !notDuty(thirdPerson(verb), text, at) || (verb === 'transfer' && handsOverAsDuty('transfers', text.slice(at, at + OBJECT_REACH)));
}
/**
 * Taking people on: "engages", "hires" and "employs" are grants or states in the affirmative (NOT_DUTIES: "The Owner
 * engages the Contractor" makes the contract, "The Company employs 40 people" describes it), but their negation bars the
 * party from taking anyone on, as "shall not employ" does: "The Printer does not employ any child in the print works",
 * "does not hire casual staff" (C34's "does not" and an action verb; set 75, issue 18, h99t75).
 */
const BARRED_TAKING_ON: ReadonlySet<string> = new Set(['employs', 'hires', 'engages']);
/**
 * A relative clause on the subject, up to the verb of the main clause: "A Party that fails to perform this Agreement
 * compensates the other Party", "Each Partner who closes a lift informs the others". The main verb is the first word in
 * -s with an object after the relative clause's own verb, no comma, stop or bracket between. Anchored, the gap bounded
 * (each step tests a bounded lookahead): linear. A participle's phrase qualifies the subject as a relative clause does:
 * "The Party affected by force majeure informs the other Party …", "The Party in breach pays …" (C53's event role in
 * C34's present tense; set 74, issue 18, h98t74). "The party affected informs the other party …" with no "by" after it is
 * the same role (set 75, issue 18, h99t75).
 */
const RELATIVE_ON_SUBJECT = /^\s{1,3}(?:(?:that|who)\s{1,3}(?:[a-z]+ly\s{1,3})?[a-z]{2,20}|affected(?:\s{1,3}by)?|in\s{1,3}(?:breach|default))\b[^,;:.()]{0,120}?(?=\s(?:does\s{1,3}not\s|[a-z]{2,20}s\s{1,3}(?:the|a|an|its|their|his|her|each|all|any|every|it|them|him)\b))/;
const RELATIVE_WINDOW = 180;
/** An indefinite article or "any" before a subject a relative clause then qualifies ("A Party that …", "Any Member who …"). */
const INDEFINITE_HEAD = /^\s{0,3}(?:an?|any)\s{1,3}$/i;
/**
 * A second predicate of the same subject after a verb that binds no one: "the Service Provider acts as a processor and
 * follows the data processing agreement", "THE AGENT acts in the name of THE EXPORTER and does not buy the fruit", "We
 * receive your flowers at our pack house, consolidate them … and ship them" (issue 18, h73t56). The joined verb follows
 * ", " or "and"/"but" with no relative or conditional word before it in the clause (that would be another clause's
 * verb), and takes an object as `BARE_OBJECT` reads it. A colon or a dot between digits ("from 06:00 to 14:00", "12.5
 * tonnes") is a time or a number, no clause end (issue 18, h84t63). The object may open on "his" as on "her" ("and pays his
 * own taxes"; h118t92). Anchored, the gap bounded (each step a bounded
 * lookahead or lookbehind of one character): linear.
 */
const JOINED_PREDICATE = /^(?:(?!\b(?:that|which|who|whom|whose|if|when|where|unless|until|because|while|whether)\b)(?:[^.;:]|(?<=\d)[.:](?=\d))){0,160}?(?:,\s{0,3}(?:and\s{1,3})?|\s(?:and|but)\s{1,3})(?:(?:then|also)\s{1,3})?(?:(does|do)\s{1,3}not\s{1,3}([a-z]{3,20})\b|([a-z]{2,20})(?=\s{1,3}(?:(?:to|towards|into|in|for|with|on|from)\s{1,3})?(?:the|all|any|a|an|each|every|its|their|this|these|those|such|your|our|us|you|them|it|him|her|his)\b))/;
const JOINED_WINDOW = 240;
/**
 * The verbs that bind no one after which a joined predicate is read: a role the party acts in, a thing it receives or
 * accepts, a grant it makes ("acts as a processor and follows …", "receives the goods and stores them", "grants a
 * licence and delivers the software"). Not after what the party is, has or owns ("THE EXPORTER is a company … and
 * exports fresh fruit": a description), nor after a freedom ("sets its own prices, keeps its own appointment book and
 * decides …": the freedoms go on).
 */
const JOINS_AFTER = new Set([
  'acts', 'operates', 'manages', 'trades', 'receives', 'accepts', 'acknowledges', 'confirms', 'approves', 'agrees', 'consents',
  'grants', 'awards', 'licenses', 'licences', 'leases', 'lets', 'sublets', 'assigns', 'transfers', 'appoints', 'engages',
  'hires', 'commissions', 'employs', 'entrusts', 'retains', 'releases',
]);

/**
 * A paper the party holds or is entered in, stated before "and" and a duty: "The Lender holds a licence from the Council
 * and shows it on request", "The Owner has a permit from the town and keeps it in the van", "The Calligrapher is
 * registered with the tax office and pays his own taxes" — the holding is a state (C34's stative verbs), the predicate
 * joined after it the same subject's present-tense duty, as after a grant (`JOINS_AFTER`). Not a description ("is a
 * company registered in Estonia and exports fruit", "has a long history and builds boats"): a paper named right after
 * "holds"/"has" (up to four words of it), or "is registered/licensed/certified". Issue 18, h118t92 (set 92's cause 3).
 * Anchored, bounded runs: linear.
 */
const HOLDS_PAPER = new RegExp(String.raw`^\s{1,3}(?:(?:a|an|the|its|their|his|her|our|your|all|any|valid|current)\s{1,3}){1,2}(?:[\w'’-]{1,20}\s{1,3}){0,4}?${PERMIT}\b`, 'i');
const IS_REGISTERED = /^\s{1,3}is\s{1,3}(?:(?:duly|also)\s{1,3})?(?:registered|licensed|licenced|certified|accredited)\s{1,3}(?:with|for|as|by|at|in)\b/i;

/**
 * "The parties agree a new date for delivery", "the Owner and the Lender agree a date for the move": a time, a price or a
 * plan still to be fixed, agreed in the present tense, is the parties' duty to fix it, as "shall agree a new date" is
 * (C34; set 91's and set 92's cause 5, issue 18, h118t92). "agrees" stays no duty elsewhere: an assent to what is already
 * fixed ("agrees the price in Schedule 1", "agree that …", "agree as follows"). Indefinite ("a date") or new ("the new
 * date", "a revised timetable") only. Anchored, bounded runs: linear.
 */
const AGREED_TERM = /^\s{1,3}(?:an?\s{1,3}(?:(?:new|revised|later|fresh|different|further)\s{1,3})?|the\s{1,3}(?:new|revised|later|fresh|different|further)\s{1,3})(?:date|deadline|time|timetable|schedule|price|fee|rate|plan|programme|program|route)s?\b/i;

/**
 * A party that "is" or "are" at a place a time before an event ("You are at the quay 30 minutes before departure", "The
 * Guide is at the hut one hour before the start") is told to be there then, as "shall be at" would say: C34's
 * present-tense duty, though "is at" is otherwise a state (issue 18, h120conv; set 93's ticket). The lead time is a count
 * of minutes or hours and "before"; a place with no time ("We are at the quay every day") states where it is. Bounded:
 * linear.
 */
export const AT_PLACE_BEFORE = /^\s{1,3}(?:is|are)\s{1,3}at\s{1,3}(?:the|our|your|its|their)\s{1,3}[^,.;:]{1,40}?\s(?:at\s{1,3}least\s{1,3})?(?:\d{1,3}|an?|one|two|three|ten|fifteen|twenty|thirty|forty-five)\s{1,3}(?:minutes?|hours?)\s{1,3}(?:before|ahead\s{1,3}of)\b/i;
/**
 * A present-tense answering for a thing with a limit and the rest denied after it — "We answer for your bags only up to
 * EUR 300 a passenger, and not at all for cash …", "The Carrier answers for the goods, but not for cash in them": the
 * liability the party takes (C34's Obligation) and the one it denies by ellipsis ("and [answers] not at all for"), the
 * Disclaimer row's "is not liable" (issue 18, h120conv; set 93's ticket). Bounded: linear.
 */
export const ANSWERS_BUT_NOT_FOR = /^\s{1,3}answers?\s{1,3}for\b[^.;]{1,120}?(?:,\s{1,3}|\s)(?:and|but)\s{1,3}not\s{1,3}(?:(?:at\s{1,3}all|even|also)\s{1,3})?for\b/i;

/** How the subject takes its verb: in -s (one party), bare (a plural), or bare after a pronoun that cannot head a noun. */
type SubjectForm = 'singular' | 'plural' | 'pronoun';

/**
 * The duty of the subject that ends at `from`, read on the verb after it: Obligation, Exclusion ("does not" and an
 * action verb), or none. After "we" or "you" the word is a verb whatever follows it ("we send you a statement");
 * after a plural party only with an object (`BARE_OBJECT`: "Customer sites are …" has a noun after "Customer").
 */
function dutyAfter(text: string, from: number, form: SubjectForm, modalLater: (at: number) => boolean, pronoun = ''): 'Obligation' | 'Exclusion' | undefined {
  const bare = form !== 'singular';
  const slice = text.slice(from, from + 60);
  // "You are at the quay 30 minutes before departure": to be there then, C34's duty (AT_PLACE_BEFORE; h120conv).
  if (AT_PLACE_BEFORE.test(text.slice(from, from + 110))) return modalLater(from) ? undefined : 'Obligation';
  let verb: string;
  let end: number;
  let negated: boolean;
  if (bare) {
    const bar = DO_NOT.exec(slice);
    const doing = bar ? null : DO_AS_VERB.exec(slice);
    const word = bar || doing ? null : BARE_VERB_AFTER.exec(slice);
    if (doing) {
      [verb, end, negated] = ['does', from + doing[0].length, false];
    } else if (bar) {
      const barred = PAST_TENSE.test(bar[1]) ? undefined : barredVerb(bar[1], bar[2], text, from + bar[0].length);
      if (barred === undefined) return undefined;
      [verb, end, negated] = [thirdPerson(barred), from + bar[0].length, true];
    } else {
      if (!word || (PLURAL_NOT_VERBS.has(word[1]) && !(word[1] === 'set' && SETS_UP.test(text.slice(from + word[0].length, from + word[0].length + 30)))) || (/(?:ed|ly|ing)$/.test(word[1]) && !VERBS_IN_ING.has(word[1]) && !VERBS_IN_LY.has(word[1]))) return undefined;
      [verb, end, negated] = [thirdPerson(word[1]), from + word[0].length, false];
      // The verb's object shows it was a verb ("The Partners contribute to a budget"), except where a verb that binds no
      // one has a predicate joined after it, read below.
      // So does an infinitive after a verb of effort ("The parties first try to settle any dispute by negotiation", "The
      // Growers endeavour to deliver …": the duty to try, as "shall try to" is; issue 18, h77t60).
      // So does a time limit after a verb in its bare form ("the Licensors answer within 10 days"; BARE_TIME_LIMIT).
      if (form === 'plural' && !NOT_DUTIES.has(verb) && !NOT_DUTIES.has(word[1]) && !BARE_OBJECT.test(text.slice(end, end + 40)) && !BARE_PLURAL_OBJECT.test(text.slice(end, end + 40)) && !OBJECT_PAST_MANNER.test(text.slice(end, end + 80)) && !(!word[1].endsWith('s') && BARE_TIME_LIMIT.test(text.slice(end, end + 50))) && !(word[1] === 'answer' && ANSWERS_FOR.test(text.slice(end, end + 60))) && !(EFFORT_VERBS.has(word[1]) && EFFORT_TO.test(text.slice(end, end + 30)) && !EFFORT_AIM.test(text.slice(end, end + 80)))) return undefined;
      if (NOT_DUTIES.has(word[1])) return undefined;
      // "we" and "you" bind on any action verb, as a named party does (C34 has no exception for the first person): what
      // the terms say the writer does is its duty ("We clean the outside of every window", "We keep your details for two
      // years", "We hold public liability insurance") and so is what they say the customer does ("You pay the prices in
      // the price list"; issue 18, h77t60). Sets 52–61 label all 16 such "We <verb>" sentences Obligation; the 13 of sets
      // 12–35 labelled none were relabelled by C34 (issue 18, h78we). The stative, declaring and granting verbs stay out
      // (NOT_DUTIES: "We own", "We accept payment by card", "We act as your agent"), and so does what describes the
      // writer's offer (WE_DESCRIBES: "We offer yoga classes"). Nor what "you" provides "as is", "without warranties" (a
      // contributor's disclaimer, read as such elsewhere).
      if (form === 'pronoun' && (pronoun === 'you' ? AS_IS.test(text.slice(end, end + 120)) : WE_DESCRIBES.has(verb) || (verb === 'looks' && LOOK_FORWARD.test(text.slice(end, end + 12))))) return undefined;
      // Nor a risk "you" takes or a thing it experiences (YOU_OWN_RISK; review hrev76).
      if (form === 'pronoun' && pronoun === 'you' && (YOU_EXPERIENCES.has(word[1]) || YOU_OWN_RISK.test(text.slice(end, end + 140))
        || (word[1] === 'run' && YOU_RUN_RISK.test(text.slice(end, end + 12)))
        // "You choose what you order": the customer's pick of what it buys, no duty (the writer's "We choose what goes
        // into each box" is; CHOSEN_BY_WHAT, h104n81).
        || (word[1] === 'choose' && CHOSEN_BY_WHAT.test(text.slice(end, end + 20))))) return undefined;
    }
  } else {
    if (IS_REGISTERED.test(slice)) return joinedDuty(text, from, false, modalLater);
    const m = VERB_AFTER.exec(slice);
    if (!m) return undefined;
    // After "does not" the verb is bare: "does not need" is "needs" negated, no bar.
    const barred = m[1] === undefined ? undefined : barredVerb(m[2], m[3], text, from + m[0].length);
    if (m[1] !== undefined && barred === undefined) return undefined;
    // A word in -ss, -us or -is after the party is no verb in -s ("the Operator's access", "the Agent bonus"); after
    // "does not" the verb is bare ("does not pass").
    if (m[5] !== undefined && /(?:ss|us|is)$/.test(m[5])) return undefined;
    // "never" and a verb that binds no one ("never accepts cash") bars nothing.
    if (m[4] !== undefined && notDuty(m[5], text, from + m[0].length)) return undefined;
    [verb, end, negated] = [barred !== undefined ? thirdPerson(barred) : m[5], from + m[0].length, m[1] !== undefined || m[4] !== undefined];
  }
  const after = (n: number) => text.slice(end, end + n);
  // "The Publisher instructs the Printer, who accepts, to bind …": the work instructed and accepted is the receiver's
  // undertaking (object-natures.ts COMMISSIONS, C98), as "commissions" is; the instructing party is bound to nothing by it.
  if (!negated && verb === 'instructs' && INSTRUCTION_ACCEPTED.test(after(80))) return undefined;
  // "The parties conclude this Agreement on the basis of the tender": the making of the contract itself, as the execution
  // formula is (IN_WITNESS), no duty it sets; a predicate joined after it ("signs this Agreement and pays the deposit")
  // is read as after a verb that binds no one (issue 18, h84t63).
  if (!negated && MAKING_VERBS.has(verb) && MAKES_THIS_CONTRACT.test(after(60))) return joinedDuty(text, end, bare, modalLater);
  // "The Co-owners divide the land … into the three lots …": a deed of partition makes the division by saying so, a
  // conveyance as a grant or C20's present assignment is (C34's grants bind no one); a predicate joined after it is
  // read as after a grant (issue 18, h106n83, set 83).
  if (!negated && (verb === 'divides' || verb === 'partitions') && LAND_DIVIDED.test(after(200))) return joinedDuty(text, end, bare, modalLater);
  // "We pay no cash prizes": a payment denied by its object is the payer's bar, as "does not pay" is (C315).
  if (!negated && verb === 'pays' && PAYS_NO.test(after(80))) return modalLater(end) ? undefined : 'Exclusion';
  // "insures nothing on behalf of …": a verb with no object promises nothing.
  if (NOTHING_AFTER.test(after(48))) return undefined;
  if (!negated) {
    const holdsCover = verb === 'holds' && HOLDS_COVER.test(after(80));
    const handsOver = (verb === 'releases' && !RELEASES_FROM.test(after(80))) || handsOverAsDuty(verb, after(120));
    const agreesTerm = verb === 'agrees' && AGREED_TERM.test(after(60));
    if (notDuty(verb, text, end) && !holdsCover && !handsOver && !agreesTerm) return JOINS_AFTER.has(verb) || (verb === 'holds' && HOLDS_SUM.test(after(60))) || ((verb === 'holds' || verb === 'has') && HOLDS_PAPER.test(after(120))) ? joinedDuty(text, end, bare, modalLater) : undefined;
    if (verb === 'keeps' && (KEEPS_OWN.test(after(100)) || (KEEPS_ADVANCE.test(after(120)) && afterCondition(text, from)))) return undefined;
    // "… made in two copies, and each party keeps one": the contract's own copy kept, no duty (COPY_KEPT; h120conv); a
    // predicate joined after it ("keeps one copy and sends the other copy to the Registrar") is read as after a verb
    // that binds no one (h120rr #5).
    if (COPY_KEEPING_VERBS.has(verb) && COPY_KEPT.test(after(60)) && CONTRACT_COPIES.test(text)) return joinedDuty(text, end, bare, modalLater);
    // "You keep your own key": a thing the customer holds as its own, no duty (set 56's near miss; h77t60).
    if (pronoun === 'you' && verb === 'keeps' && /^\s{1,3}your\s{1,3}own\b/i.test(after(20))) return undefined;
  }
  if (!bare && (FINITE_AFTER.test(after(12)) || THING_VERB_AFTER.test(after(12)))) return undefined;
  // A modal later in the same clause has the clause's subject: the word read as a verb was a noun of that subject
  // ("Customer sites and Supplier sites must close"); a duty after it is read by the modal rules.
  if (modalLater(end)) return undefined;
  return negated ? 'Exclusion' : 'Obligation';
}

/** The instructed party's acceptance after it: " the Printer, who accepts," (C98). Bounded, no comma before: linear. */
const INSTRUCTION_ACCEPTED = /^[^.;:,]{1,60},\s{0,3}(?:who|which)\s{1,3}(?:hereby\s{1,3})?accepts?\b/i;

/**
 * What the writer of we/you terms says it offers or aims at describes its business, no duty: "We offer yoga and spin
 * classes", "We aim to reply within two working days", "We specialise in listed buildings" (the third person's form, as
 * `verb` is read). Issue 18, h78we.
 */
const WE_DESCRIBES: ReadonlySet<string> = new Set(['offers', 'aims', 'specialises', 'specializes', 'welcomes',
  // A letter's courtesies, no duty: "We thank you for …", "We apologise for any delay", "We regret any inconvenience",
  // "We appreciate your custom", "We pride ourselves on …" (review hrev82; "We look forward to …": LOOK_FORWARD).
  'thanks', 'apologises', 'apologizes', 'regrets', 'appreciates', 'prides']);
/** "We look forward to working with you": a courtesy, no duty (review hrev82). Anchored: linear. */
const LOOK_FORWARD = /^\s{1,3}forward\b/;

/** The duty of a predicate joined after a verb that binds no one (`JOINED_PREDICATE`), read from `from`. */
function joinedDuty(text: string, from: number, bare: boolean, modalLater: (at: number) => boolean): 'Obligation' | 'Exclusion' | undefined {
  const j = JOINED_PREDICATE.exec(text.slice(from, from + JOINED_WINDOW));
  if (!j) return undefined;
  const end = from + j[0].length;
  if (j[1] !== undefined) {
    if (BARE_NOT_DUTIES.has(j[2]) || NOT_DUTIES.has(thirdPerson(j[2])) || NOTHING_AFTER.test(text.slice(end, end + 48))) return undefined;
    return modalLater(end) ? undefined : 'Exclusion';
  }
  const word = j[3];
  // The last of a list's plural nouns is no verb: "releases the other and its shareholders, managers and employees from
  // all claims" joins no predicate (set 71, issue 18, h93at).
  if (LIST_ITEM_BEFORE.test(text.slice(Math.max(0, end - word.length - 40), end - word.length))) return undefined;
  // The subject's own form of the verb: bare after "we", "you" or a plural, in -s after one party.
  if (bare ? PLURAL_NOT_VERBS.has(word) || /(?:ed|ly|ing|s)$/.test(word) : !/[^su]s$/.test(word) || /is$/.test(word)) return undefined;
  const verb = bare ? thirdPerson(word) : word;
  // "… and release it within seven days": a sum or a thing released to its owner is handed back, as in `dutyAfter`.
  const releasedBack = verb === 'releases' && !RELEASES_FROM.test(text.slice(end, end + 80));
  if ((NOT_DUTIES.has(verb) && !releasedBack) || NOTHING_AFTER.test(text.slice(end, end + 48)) || modalLater(end)) return undefined;
  // "… accept the content of this contract and … sign it in two originals": the contract's making joined, no duty.
  if (MAKING_VERBS.has(verb) && MAKES_THIS_CONTRACT.test(text.slice(end, end + 60))) return undefined;
  return 'Obligation';
}

/**
 * A bar joined to a present-tense duty by "and" or "but": "The Contractor packs the bales in rows and does not wrap them
 * in film", "The Baker delivers the loaves at 7 am but does not stack them" — the same subject's Exclusion beside its
 * Obligation (C34: "does not" and an action verb; set 74, issue 18, h98t74). No relative or conditional word between (the
 * bar would be another clause's), no stop, semicolon or colon (a dot or colon between digits is a number's: "1.5 bar").
 * Anchored, the gap bounded: linear.
 */
const JOINED_BAR = /^(?:(?!\b(?:that|which|who|whom|whose|if|when|where|unless|until|because|while|whether)\b)(?:[^.;:]|(?<=\d)[.:](?=\d))){0,160}?\s(?:and|but)\s{1,3}(?:(?:also|then)\s{1,3})?(?:does|do)\s{1,3}not\s{1,3}([a-z]{3,20})\b/;
/**
 * A comma before the "and" closes a relative clause on the object: "The Registry keeps the list that links each number to
 * a name, and does not give it to the Surveyor" bars the subject of the duty, as without the relative clause (set 77,
 * issue 18, h101t77). A conditional word in the gap still opens another subject's clause: "The Lessor may terminate …
 * if the Lessee fails to pay rent, or commits any other breach, and does not remedy it" bars the Lessee, not the holder
 * of the right (review of session 64: set 34). Anchored, the gap bounded: linear.
 */
const JOINED_BAR_AFTER_COMMA = /^(?:(?!\b(?:if|when|whenever|where|unless|until|because|while|whether|once|provided)\b)(?:[^.;:]|(?<=\d)[.:](?=\d))){0,160}?,\s{0,3}(?:and|but)\s{1,3}(?:(?:also|then)\s{1,3})?(?:does|do)\s{1,3}not\s{1,3}([a-z]{3,20})\b/;
/**
 * After a subject that takes the bare verb ("we", "you", "I", a plural party), a bar in the bare form may follow a
 * conditional clause whose subject takes the verb in -s: "You run when the pilot says so and do not sit down before
 * take-off", "We load the van once the driver arrives and do not leave it open" — "do not" cannot agree with "the pilot"
 * or "the driver", so the bar is the main subject's (C34's "do not" and an action verb; set 89's cause 2, issue 18,
 * h113n89). A conditional clause whose subject takes the bare verb too ("when we say so and do not …", "if the pilots
 * say so and do not …") stays another subject's, as JOINED_BAR leaves it. The clause's subject: a determiner and up to
 * three words, or "it", "he", "she"; its verb in -s. Anchored, each gap bounded: linear.
 */
const BARE_BAR_PAST_CLAUSE = /^[^.;:]{0,160}?\s(?:if|when|whenever|once|until|unless|while|after|before|as\s{1,3}soon\s{1,3}as)\s{1,3}(?:(?:the|a|an|its|his|her|this|that|each|every|our|your)\s{1,3}(?:[A-Za-z-]{1,20}\s{1,3}){0,2}?[A-Za-z-]{2,20}|it|he|she)\s{1,3}(?:[a-z]{1,20}ly\s{1,3})?(?:[a-z]{1,20}[^s\s]s|is|has|does)\b[^.;:]{0,80}?\s(?:and|but)\s{1,3}(?:(?:also|then)\s{1,3})?do\s{1,3}not\s{1,3}([a-z]{3,20})\b/;
/** The Exclusion of a bar joined after a duty the subject ending at `from` was given (`JOINED_BAR`), or none. */
function joinedBar(text: string, from: number, modalLater: (at: number) => boolean, bare = false): boolean {
  const window = text.slice(from, from + JOINED_WINDOW);
  const j = JOINED_BAR.exec(window) ?? JOINED_BAR_AFTER_COMMA.exec(window) ?? (bare ? BARE_BAR_PAST_CLAUSE.exec(window) : null);
  if (!j) return false;
  const end = from + j[0].length;
  return !BARE_NOT_DUTIES.has(j[1]) && barsDuty(j[1], text, end) && !NOTHING_AFTER.test(text.slice(end, end + 48)) && !modalLater(end);
}

/**
 * Whether a bar is joined by "and"/"but" after the phrase ending at `from` (`JOINED_BAR`, its verb a duty's): read after a
 * right too ("keeps the initial fee and does not refund it": the holder's Exclusion beside its Right; C126).
 */
export function barJoinedAfter(text: string, from: number): boolean {
  return joinedBar(text, from, modalBeforeClauseEnd(text));
}

/** A list's item in the plural between a comma and "and", right before a word: ", managers and". Anchored at the end. */
const LIST_ITEM_BEFORE = /,\s{1,3}[a-z]{2,20}s\s{1,3}and\s{1,3}$/;

/** ", and" (or ", but": C137) before the party: a comma then the conjunction (read on the 16 characters before it). */
const COMMA_AND = new RegExp(String.raw`,\s{0,3}(?:and|but)\s{1,3}(?:then\s{1,3})?${TIME_AFTER_AND}(?:the\s{1,3})?$`, 'i');

/** The agents of the clause's present passives (`PRESENT_PASSIVE_BEFORE`), each in a main clause (all mentions: an agent follows "by"). */
function passiveDuties(text: string, mentions: readonly PartyMention[], lead: number): Label[] {
  const labels: Label[] = [];
  for (const p of mentions) {
    if (p.negative || p.begin < lead) continue;
    const m = PRESENT_PASSIVE_BEFORE.exec(text.slice(Math.max(lead, p.begin - PASSIVE_WINDOW), p.begin));
    if (!m || STATE_PARTICIPLES.has(m[2].toLowerCase()) || POSSESSIVE_AFTER.test(text.slice(p.end, p.end + 3))) continue;
    // The clause the passive stands in, read back from the agent's window (a stop, semicolon or colon ends it).
    const clause = clauseBetween(text, Math.max(lead, p.begin - 260), p.begin - m[0].length);
    if (!isMainClause(clause) || /,\s*$/.test(clause)) continue;
    if (SIGNING_PARTICIPLES.has(m[2].toLowerCase()) && THE_CONTRACT_ITSELF.test(clause)) continue;
    const owed = m[2].toLowerCase() === 'owed';
    if (m[1] === undefined && owed) continue;
    const nature = m[1] ? (owed ? 'Disclaimer' : 'Exclusion') : 'Obligation';
    if (!labels.some((l) => l.party === p.party && l.nature === nature)) labels.push({ nature, party: p.party });
  }
  return labels;
}

/** The clause that ends at `to`: what follows the last stop, semicolon or colon of `text[from, to)`. */
function clauseBetween(text: string, from: number, to: number): string {
  const head = text.slice(from, to);
  return head.slice(Math.max(head.lastIndexOf(';'), head.lastIndexOf(':'), head.lastIndexOf('. ')) + 1);
}

/**
 * A main clause: no condition, time or restrictive relative clause in it, and no recital. A relative clause after a comma
 * ("a tally sheet, which lists each load and is signed by both parties") states a fact of its own, as a main clause does.
 */
function isMainClause(clause: string): boolean {
  return !SUBORDINATE_IN_CLAUSE.test(clause.replace(/,\s{0,3}which\b/gi, ',')) && !RECITAL.test(clause);
}

/** "the Mill, which bears the cost": a relative clause after a comma on the party itself (its verb read after "which"). */
const WHICH_AFTER = /^\s{0,3},\s{0,3}which(?=\s)/i;
/**
 * A relative clause after a comma on a party states a fact of its own, as a main clause does: "the pomace remains with
 * the Mill, which bears the cost of its disposal" is the Mill's present-tense duty (C34), its verb read as `dutyAfter`
 * reads a party's (stative, declaring and granting verbs bind no one: "the Conservator, which grants …"). Not a
 * relative clause whose subject is the party ("VAT, which the Mill invoices", "an excess, which the Employer bears"):
 * sets 36, 50 and 57 label five of six such clauses none (issue 18, h86n).
 */
function relativeDuties(text: string, mentions: readonly PartyMention[], lead: number, modalLater: (at: number) => boolean): Label[] {
  const labels: Label[] = [];
  for (const p of mentions) {
    if (p.negative || p.begin < lead) continue;
    const on = WHICH_AFTER.exec(text.slice(p.end, p.end + 12));
    if (!on || !isMainClause(clauseBetween(text, Math.max(lead, p.end - 260), p.end))) continue;
    const nature = dutyAfter(text, p.end + on[0].length, 'singular', modalLater);
    if (nature !== undefined && !labels.some((l) => l.party === p.party && l.nature === nature)) labels.push({ nature, party: p.party });
  }
  return labels;
}

/**
 * "(2) It keeps the warehouse dry": a third-person pronoun that opens the clause (after its number) is the party the
 * sentence before bound, as "It shall keep" is (table 2.2's pronoun row, C34's present tense; issue 18, h29n38).
 */
const PRONOUN_PREDICATE = String.raw`\s{1,3}(?:(?:also|then|further)\s{1,3})?(?:(does)\s{1,3}not\s{1,3}([a-z]{3,20})\b|([a-z]{2,20}(?:s|es))\b)`;
const PRONOUN_VERB = new RegExp(String.raw`^\s{0,3}(?:It|They|He|She)${PRONOUN_PREDICATE}`);
/**
 * A phrase of time or place opening the clause before the pronoun: "During this period it replaces any faulty part",
 * "After each visit it sends a report" (the same pronoun as above, its clause opened by an adverbial; C34's present
 * tense, set 70, issue 18, h92at). A preposition, a determiner and one to three words, a comma perhaps; the pronoun in
 * small letters after it. Anchored, bounded: linear.
 */
const OPENING_ADVERBIAL = /^\s{0,3}(?:During|Throughout|Within|After|Before|From|Until|Upon|On|In|At|For)\s{1,3}(?:the|this|that|these|those|each|every|any|such|its|their)\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,2}?[a-z-]{1,20}\s{0,3},?(?=\s{1,3}(?:it|they|he|she)\s)/;
const PRONOUN_VERB_AFTER_OPENING = new RegExp(String.raw`^\s{1,3}(?:it|they|he|she)${PRONOUN_PREDICATE}`);
/**
 * "If the Contractor does not start the works on time, it pays the Client a penalty": a condition that opens on a party
 * as its subject, then "it", "he" or "she" opening the main clause after the condition's comma, is that party again (the
 * condition's subject, as "…, the Contractor pays" would be written; C34's present tense, issue 18, h87na). Read from the
 * party's mention: the rest of the condition (no stop, semicolon, colon or bracket), its comma, the pronoun and its verb.
 * Anchored, bounded: linear.
 */
const CONDITION_OPENS = /^\s{0,3}(?:if|where|when|whenever|once|unless)\s{1,3}(?:the\s{1,3})?$/i;
// The condition may list its causes with commas ("because of a power cut of more than two hours, a fire or an order of
// the authorities, it refunds everything paid"): a comma before an article, one word and "or"/"and" is the list's
// (set 88's cause 2, issue 18, h112n88). A bounded lookahead at each comma: linear.
const LISTED_CAUSE_COMMA = String.raw`,(?=\s{1,3}(?:a|an|the)\s{1,3}[\w'’-]{1,30}\s{1,3}(?:or|and)\s)`;
const CONDITION_PRONOUN_VERB = new RegExp(String.raw`^(?![’']s\b)(?:${OPENING_CHAR}|${LISTED_CAUSE_COMMA}){1,160}?,\s{1,3}(?:it|he|she)${PRONOUN_PREDICATE}`);
/** The document verbs a party's act shares ("it replaces the part", "it replaces or repairs"). */
const REPLACING_VERBS: ReadonlySet<string> = new Set(['replaces']);
/** "or" and another act, or an object that is no document ("any faulty pump"), after "replaces". Bounded: linear. */
const ACT_ON_THING_AFTER = /^\s{1,3}(?:or\s{1,3}[a-z]{2,20}s\b|(?:the|any|each|every|a|an)\s{1,3}(?![^.;]{0,40}\b(?:agreements?|contracts?|terms|arrangements?|understandings?|letters?|versions?|editions?|polic(?:y|ies)|clauses?|schedules?|documents?)\b))/;
/** What a document does, not a party ("It takes effect on signature", "It continues until …"). */
const DOCUMENT_VERBS = new Set(['takes', 'continues', 'runs', 'lapses', 'renews', 'enters', 'comes', 'replaces', 'supersedes', 'forms', 'binds', 'remains']);
/**
 * "They" and the bare verb, for a party named in the plural before it: `The Growers provide the seed.` then `They pay the
 * pickers they hire.` (C23's "they" after a party of several people, C34's present-tense duty; set 87's cause 2, issue
 * 18, h110n87). Groups as PRONOUN_PREDICATE's: 1 "do" of "do not", 2 the bare verb. Not a modal, "are", "have" (read
 * elsewhere or no act). Anchored, bounded: linear.
 */
const THEY_BARE_VERB = /^\s{0,3}They\s{1,3}(?:(?:also|then|further)\s{1,3})?(?:(do)\s{1,3}not\s{1,3})?(?!(?:are|were|have|had|shall|will|may|can|cannot|must|should|would|could|might|need|do|did)\b)([a-z]{3,20})\b/;
function pronounDuty(text: string, lead: number, pronounParty: PronounParty | undefined): Label[] {
  if (pronounParty === undefined) return [];
  const opening = OPENING_ADVERBIAL.exec(text.slice(lead, lead + 80))?.[0].length ?? 0;
  const from = lead + opening;
  const inS = (opening > 0 ? PRONOUN_VERB_AFTER_OPENING : PRONOUN_VERB).exec(text.slice(from, from + 60));
  const bare = inS === null && opening === 0 ? THEY_BARE_VERB.exec(text.slice(from, from + 60)) : null;
  const m = inS ?? bare;
  if (!m || !pronounVerbBinds(m, text.slice(from + m[0].length, from + m[0].length + 120))) return [];
  const party = pronounParty(m[0].trim().split(/\s+/)[0], text.slice(from + m[0].length, from + m[0].length + 40), text.slice(0, from));
  if (party === undefined || (bare !== null && !PLURAL_MENTION.test(party))) return [];
  return [{ nature: m[1] ? 'Exclusion' : 'Obligation', party }];
}

/** The duty of a pronoun after a condition that opens on a party (CONDITION_PRONOUN_VERB): that party's. */
function conditionPronounDuty(text: string, lead: number, mentions: readonly PartyMention[]): Label[] {
  const subject = mentions.find((p) => p.begin >= lead && p.begin - lead <= 20);
  if (subject === undefined || subject.negative || !CONDITION_OPENS.test(text.slice(lead, subject.begin))) return [];
  const m = CONDITION_PRONOUN_VERB.exec(text.slice(subject.end, subject.end + 240));
  const after = m ? text.slice(subject.end + m[0].length, subject.end + m[0].length + 60) : '';
  // "Where the Company issues a bill of lading, it contracts as carrier": the capacity the party acts in, no duty.
  if (!m || !pronounVerbBinds(m, after) || /^\s{1,3}as\s/.test(after)) return [];
  return [{ nature: m[1] ? 'Exclusion' : 'Obligation', party: subject.party }];
}

/** Whether the verb a pronoun opens (PRONOUN_PREDICATE's groups) is a duty's, not a document's, a state's or a grant's. */
function pronounVerbBinds(m: RegExpExecArray, after: string): boolean {
  const verb = m[3] ?? m[2];
  // "It replaces all earlier agreements" is the document's; "it replaces or repairs any faulty part" a party's act on a
  // thing: a replacing verb binds where neither a document nor "or" and another act follow it.
  if (DOCUMENT_VERBS.has(verb) && !(REPLACING_VERBS.has(verb) && ACT_ON_THING_AFTER.test(after))) return false;
  if (m[3] === undefined && (BARE_NOT_DUTIES.has(verb) || NOT_DUTIES.has(thirdPerson(verb)))) return false;
  // "It reserves a stretch of the pavement for the Operator's guests": a verb C34 keeps out that the clause shows as an
  // act (handsOverAsDuty) binds after a pronoun as after a name (set 90's cause 3, issue 18, h116n90).
  if (m[3] !== undefined && ((NOT_DUTIES.has(verb) && !handsOverAsDuty(verb, after)) || /(?:ss|us|is)$/.test(verb))) return false;
  return !FINITE_AFTER.test(after);
}

/**
 * An order form's ordering line: "The Customer orders the items above on the Conditions of Hire printed overleaf", "We
 * order the goods listed below on your standard terms of sale". It is the act the form makes, before the conditions'
 * first numbered heading: the operative part starts there, no background (issue 18, h87na). A party or "We"/"I" as
 * subject, then "order(s)" or "book(s)" and "on the … terms/conditions" in the same clause. Anchored, bounded: linear.
 */
const ORDERS_ON_TERMS = /^\s{0,3}(?:(?:The\s{1,3})?\p{Lu}[\p{L}-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}-]{1,30}){0,2}|We|I)\s{1,3}(?:hereby\s{1,3})?(?:orders?|books?)\s[^.;:]{0,120}?\bon\s{1,3}(?:the|these|your|our|its)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,3}?(?:[Tt]erms|[Cc]onditions|TERMS|CONDITIONS)\b/u;
/**
 * A heading that opens no operative part: one over the background, the recitals, the parties, the preamble or the
 * definitions ("Background", "2. Recitals", "PREMISES" as Italian drafting heads its recitals, "Parties", "Definitions
 * and interpretation"), an optional mark of at most 12
 * letters or digits before it (BACKGROUND_SECTION's). Anchored, each run bounded: linear.
 */
const PRELIMINARY_HEADING = /^\s{0,3}(?:[\p{L}\d]{1,12}\s{0,3}[.)]{0,2}\s{0,3}[-–—:]?\s{0,3})?\(?\s{0,3}(?:background|recitals?|preamble|premises|preliminary|whereas|considerations|considering|antecedents|introduction|witnesseth|parties|between|(?:the\s{1,3})?undersigned|definitions|interpretation|contents)\b/iu;
/**
 * The first section heading after the preamble (a title with an element of the text before it) that heads no
 * preliminary part (PRELIMINARY_HEADING) nor an annex (ANNEX_HEADING): "Part B – Prices and payment" under a booking
 * annex's preamble, before its numbered "Part D – Conditions". The terms under it are operative whatever numbering later
 * clauses take ("The Clients pay the balance in cash …" binds as "shall pay" does: C34's background is what comes before
 * the operative part; set 88's cause 1, issue 18, h112n88). -1 where there is none.
 */
function firstTermsHeading(texts: readonly string[], titles: readonly boolean[]): number {
  const body = titles.findIndex((t) => !t);
  if (body < 0) return -1;
  return titles.findIndex((t, i) => t && i > body && !runnable(PRELIMINARY_HEADING).test(texts[i]) && !ANNEX_HEADING.test(texts[i]));
}

/**
 * The elements where a present-tense duty may be read: from the operative part on (the first element that opens it —
 * "NOW, THEREFORE", "agree as follows", a first clause or article, a heading of the terms after the preamble — or the
 * first element if none does), never a recital. What comes before states the background in the present tense ("A. The
 * Hospice runs an inpatient unit", "The Buyer produces wine for export"), no duty. `titles` tells which elements are
 * titles (none where it is not given).
 */
export function presentTenseElements(texts: readonly string[], sectionTitles: readonly (string | undefined)[] = [], titles: readonly boolean[] = []): (element: number) => boolean {
  // An annex's rows after the signatures ("1. Rowing boat of wood …" under "Annex: Movable property") open no operative
  // part: what comes before them is the contract, read as without them (ANNEX_HEADING; issue 18, h105n82).
  const operative = texts.findIndex((t, i) => opensOperative(t) && !ANNEX_HEADING.test(sectionTitles[i] ?? ''));
  const ordering = texts.findIndex((t) => runnable(ORDERS_ON_TERMS).test(t));
  const heading = firstTermsHeading(texts, titles);
  const opens = [operative, ordering, heading].filter((i) => i >= 0);
  const start = operative < 0 ? 0 : Math.min(...opens);
  const recitals = recitalElements(texts);
  // Nor under a numbered background heading ("SECOND.- (BACKGROUND)"), up to the next heading (BACKGROUND_SECTION).
  // An order form's row above its conditions with a passive and its agent is a term of the order (form-row-passives.ts).
  return (element) => (element >= start || isFormRowPassive(texts[element])) && !recitals.has(element) && !runnable(BACKGROUND_SECTION).test(sectionTitles[element] ?? '');
}

/**
 * Whether a modal follows an offset before its clause ends: the text's modals and clause ends are found once, each
 * mention then asks in log time (a scan per mention to the clause's end would be quadratic on a long clause).
 */
function modalBeforeClauseEnd(text: string): (from: number) => boolean {
  let modals: number[] | undefined;
  let ends: number[] | undefined;
  return (from) => {
    modals ??= [...matchesOf(MODAL_WORD, text)].map((x) => x.index);
    ends ??= [...matchesOf(CLAUSE_END, text)].map((x) => x.index);
    const modal = modals[partitionPoint(0, modals.length, (i) => (modals as number[])[i] < from)];
    const end = ends[partitionPoint(0, ends.length, (i) => (ends as number[])[i] < from)];
    return modal !== undefined && (end === undefined || modal < end);
  };
}

/**
 * "The Contractor may withhold any amount it disputes, but pays the undisputed part when due": "but" sets a duty in the
 * present tense against the right just read, with the same subject (as "may …, but shall notify" does in natures.ts;
 * issue 18, h29n38). Read on the rest of the right's clause (at most 200 characters, no stop or semicolon between).
 */
// ", and" sets it as "but" does, and the object may be a sum named bare: "The Lessee may harvest the crops already
// planted, and pays rent for that time" (C34's "may …, but pays …"; set 79, issue 18, h102a79). Only a sum: "but bookings
// already taken must be honoured" has a plural noun where the verb would stand (sets 31 and 70).
// The subject may be taken up again by "he", "she" or "it", an adverb of who does it after it: "The Buyer may sell the
// crosses under her shop's name, but she names the Smith on each card", "may have his apprentices polish them, but he
// alone casts them" (set 92's cause 2, issue 18, h118t92). A pronoun stands only for the right's subject there (a verb in
// -s after it, the object a determiner or a sum as before). "it" is as often the act itself ("but it takes the Landlord
// 14 days to approve", "but it leaves the deposit with the Owner"): not before the verbs an act or a thing takes as
// subject (IT_AS_THE_ACT; issue 18, h118mendD, finding 13 of h118rr).
const BUT_VERB = /^[^.;]{1,200}?(?:\bbut|,[ \t]{0,3}and(?:[ \t]{1,3}then)?)\s{1,3}(?:(he|she|it)\s{1,3})?(?:(?:also|then|always|alone|only|himself|herself|itself)\s{1,3})?([a-z]{2,20}s)\s{1,3}(?:the|all|any|a|an|each|every|its|their|his|her|it|them|for|on|in|within|no|rent|interest|tax|taxes|fees?|costs?|damages|compensation|wages|royalties)\b/;
/** Verbs whose subject "it" is an act or a thing, not a party: "it takes 14 days", "it leaves …", "it requires …". */
const IT_AS_THE_ACT = new Set(['takes', 'leaves', 'requires', 'makes', 'gives', 'causes', 'involves', 'brings', 'puts', 'saves', 'helps', 'stays', 'goes']);
export function butPresentDuty(rest: string): boolean {
  const m = BUT_VERB.exec(rest);
  return m !== null && !NOT_DUTIES.has(m[2]) && !/(?:ss|us|is)$/.test(m[2]) && !(m[1] === 'it' && IT_AS_THE_ACT.has(m[2]));
}

/**
 * A present-tense right read from its own verb, no modal: "keeps", "retains", "takes over" (RETAINS_MONEY,
 * RIGHTS_TAKEN_OVER). Anchored: linear.
 */
const PRESENT_RIGHT_VERB = /^(?:keeps?|retains?|takes)\b/i;
/**
 * A second verb of the same subject joined by "and" after it, with an object: "the Sanatorium keeps 10% of the price and
 * refunds the rest within ten banking days", "The Hall keeps the deposit and returns the keys" — each verb of a compound
 * predicate gives its own label (C34, C150; set 88's cause 2, issue 18, h112n88). No relative or conditional word
 * between (another subject's clause), the object a determiner (a list of nouns in -s has none: "keeps the takings and
 * tips"). Anchored, the gap bounded: linear.
 */
const JOINED_DUTY_VERB = /^(?:(?!\b(?:that|which|who|whom|whose|if|when|where|unless|until|because|while|whether)\b)[^.;:]){0,160}?\s(?:and|but)\s{1,3}(?:(?:also|then|still)\s{1,3})?([a-z]{2,20}s)\s{1,3}(?:the|all|any|a|an|each|every|its|their|his|her|it|them|everything)\b/;
/** Whether a duty's verb is joined after a present-tense right (`verb` the right's words, `rest` what follows them). */
export function dutyJoinedToPresentRight(verb: string, rest: string): boolean {
  if (!PRESENT_RIGHT_VERB.test(verb)) return false;
  const m = JOINED_DUTY_VERB.exec(rest);
  return m !== null && !NOT_DUTIES.has(m[1]) && !/(?:ss|us|is)$/.test(m[1]) && !LIST_ITEM_BEFORE.test(rest.slice(Math.max(0, m.index + m[0].length - m[1].length - 60), m.index + m[0].length - m[1].length));
}

/**
 * "Show Management provides perimeter security …, but it is not responsible for loss": a present-tense duty set against
 * the disclaimer or bar that follows ", but" (C34 read on the clause before it, as "may …, but pays" is read after a
 * right). Only for the parties the clause after "but" labelled: the same subject. `labels` are the element's labels so
 * far; the first ", but" within 400 characters of the clause's start is read (bounded: linear).
 */
// So does "and" right before the bar or the disclaimer, one verb between at most: "…, it refunds everything paid and owes
// nothing more" (each verb of a compound predicate gives its own label, C34; set 88's cause 2, issue 18, h112n88). Not
// a modal there: "We use your data only to manage your booking and will not sell it" is a bar on a use that states what
// the party does with the data, no duty (sets 16, 27 and 35 label no Obligation there).
const COMMA_BUT = /,\s{0,3}but\s|\s(?:and|but)\s{1,3}(?=(?!(?:shall|will|must|may|can|should|would|could)\b)(?:[a-z]{2,20}\s{1,3})?(?:no|not|nothing|never)\b)/i;
export function dutyBeforeBut(text: string, candidates: readonly PartyMention[], labels: readonly Label[]): Label[] {
  if (labels.length === 0 || !labels.every((l) => l.nature === 'Disclaimer' || l.nature === 'Exclusion')) return [];
  const lead = leadLength(text);
  const but = COMMA_BUT.exec(text.slice(lead, lead + 400));
  if (!but) return [];
  const end = lead + but.index;
  return presentDuties(text.slice(0, end), candidates.filter((c) => c.end <= end))
    .filter((d) => d.nature === 'Obligation' && labels.some((l) => l.party === d.party));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function naturePresentDutiesRunPatterns(): readonly RegExp[] {
  return [CLAUSE_END, MODAL_WORD, ORDERS_ON_TERMS, PRELIMINARY_HEADING];
}
