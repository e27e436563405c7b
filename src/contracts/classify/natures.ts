/**
 * Natures: the modal phrase of each clause ("shall", "may", "shall not", "is not liable", "means") read
 * with the party that is its grammatical subject. A clause whose subject is not a party ("Interest shall
 * accrue") binds no one and gets no type; "Neither party shall" is an exclusion for several parties.
 */
import type { Label, Nature } from '../wire.js';
import { mentionIndexFrom, mentionNear, type PartyLexicon } from './party-lexicon.js';
import { leadLength, runInHeading } from './text.js';
import { objectLabels, possessiveDuties } from './object-natures.js';
import { bracketAsides } from './bracket-asides.js';
import { openingPronounParty } from './pronoun-antecedents.js';
import { CLIENTS_SUBJECT } from './letter-clients.js';
import { personalAntecedent, type PersonalParties } from './personal-pronouns.js';

/**
 * Promises made in the present tense, as deeds and plain-English terms write them: "The Guarantor guarantees …", "The
 * Licensee indemnifies …", "The Builder warrants the Vessel against defects …", "warrants the Goods to be free from
 * defects" (a warranty of a thing, as "warrants that" is of a fact), "each party submits to the jurisdiction", "the parties attorn to the courts", "Lessee
 * bears the entire risk of loss" (the loss is its to make good, as "shall bear the risk" says), "Carrier
 * represents that …", "you accept these Terms". Not after a modal or an infinitive ("shall indemnify" is read at
 * "shall"; "agree to submit to" at "agree to").
 * Civil-law and plain-English drafting state duties so too (h24s26n): "The Lessee bears full responsibility for
 * occupational safety", "You pay the monthly fee by Direct Debit" (a fee, rent or price named after "pays the"), "the
 * parties fix their domicile in Santiago" (the formula by which they submit to its courts).
 * A warranted thing may take up to six words ("warrants its hand-built oak and walnut cabinets against warping", h26s30n).
 * Issue 18, h25s28n: "The Club insures the hut against fire" (a cover the party keeps, as "warrants the Vessel against"
 * is a promise of a thing), "choose as their domicilium", "the parties prorogate the jurisdiction of" (Scots drafting's
 * submission to a court).
 */
const PRESENT_PROMISE = String.raw`(?<!\b(?:shall|will|may|must|can|not|to|and|or)\s+(?:\w+\s+)?)(?:hereby\s+|irrevocably\s+|unconditionally\s+(?:and\s+irrevocably\s+)?)?(?:indemnifies|guarantees|warrants\s+(?:the|its|each|every|all)\s+(?:[\w-]+\s+){0,5}?(?:against|to\s+be|free\s+from)\b|insures\s+(?:the|its|each|every|all|their)\s+(?:[\w-]+\s+){0,3}?against\b|represents?\s+that|promises?\s+(?:(?:to\s+)?(?:us|you|the\s+[A-Z][\w-]*|[A-Z][\w-]*)\s+)?that|(?:submits?|attorns?)\s+to|prorogates?\s+(?:the\s+)?jurisdiction\b|bears?\s+(?:the\s+)?(?:entire\s+|full\s+|sole\s+)?(?:risks?\s+of|responsibility\s+for|liability\s+for)\b|(?:fix|fixes|elect|elects|establish|establishes|choose|chooses)\s+(?:as\s+)?(?:their|its|his|her)\s+(?:special\s+|legal\s+|contractual\s+)?domicil(?:e|ium)\b|accepts?\s+(?:these|this|the)\s+(?:\w+\s+)?(?:terms|agreement|conditions)\b|pays?\s+(?:the|all|any|each|every|its|their|your|our|his|her)\s+(?:[\w-]+\s+){0,2}?(?:fees?|price|rent|charges?|subscriptions?|deposit|premiums?|invoices?|instalments?|installments?)\b)`;

/**
 * The verbs a paired promise joins ("represents and warrants that", "undertakes and covenants"). Civil-law drafting in
 * English pairs a declaration with a guarantee ("THE SELLER declares and guarantees that it holds good title …",
 * "declares and warrants"): the pair is the party's warranty, an Obligation as "represents and warrants" is (issue 18,
 * h24s27n). "declares" alone is a statement, as "acknowledges" is (no type): only its pair with a promise verb binds.
 */
const PROMISE_PAIR = String.raw`represents?|warrants?|undertakes?|covenants?|guarantees?|declares?`;

/**
 * A party freed of its liability or duties by the clause itself: "The Company shall be discharged of all liability unless
 * suit is brought within nine months", "The affected party shall be exempted from liability to the extent of …", "is
 * released from its obligations". What it states is that the party is no longer obliged (the spec's Disclaimer: not
 * obliged, not barred), as "is not liable" does; nothing the party must do. Only a release from liability, responsibility
 * or obligations ("is relieved from performing any obligation" is read as a duty suspended, left as it is).
 */
const DISCHARGED = String.raw`(?:(?:shall|will)\s+be|is|are)\s+(?:wholly\s+|fully\s+|entirely\s+)?(?:discharged|released|relieved|exempted|exempt|excused)\s+(?:of|from)\s+(?:(?:all|any|its|their|further)\s+){0,3}(?:liabilit(?:y|ies)|responsibilit(?:y|ies)|obligations?)\b`;

const DISCHARGED_AT = new RegExp(`^${DISCHARGED}`, 'i');

/**
 * "The Agent will receive 12% of the gross takings as its commission", "shall also receive 5 per cent of the price": a
 * share of money received, its fee's noun after the sum (or none). Bounded look-ahead: at most 120 characters.
 */
const RECEIVES_SHARE = String.raw`(?:shall|will)\s+(?:also\s+)?receive\s+(?=\(?\d[\d.,]*\)?\s*(?:%|percent\b|per\s+cent\b)|[^.;:]{0,120}?\bas\s+(?:its|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:fees?|commissions?|remuneration|compensation|royalty|royalties|bonus)\b)`;

/**
 * Money a party shall receive is its right: "Client will receive a service credit equal to 5% of the monthly fee", "shall
 * receive an annual management fee of 1%". Only a sum named after the verb (up to three words before its noun): receiving
 * goods is a duty ("shall receive, store and ship the Goods"), and a lead-in ("Manager shall receive:") names nothing.
 * Nor is a document about money the money ("receive an invoice for the fees", "a copy of the fee schedule", "the credit
 * note", "the payment instructions", review hrev9): no preposition before the noun, no document noun after it.
 */
// Present tense too, as civil-law drafting in English states a payment: "The Contractor receives a lump-sum remuneration
// of …" (h22s22p).
const RECEIVES_MONEY = String.raw`(?:(?:shall|will)\s+(?:also\s+)?receive|(?<!\b(?:not|who|which|that)\s+)receives)\s+(?:a|an|the|its|their|his|her|any|such)\s+(?:(?!(?:of|for|about|on|with|regarding)\b)[\w-]+\s+){0,3}?(?:fees?|credits?|payments?|refunds?|commissions?|compensation|remuneration|royalty|royalties|salary|bonus|reimbursement)\b(?!\s+(?:notes?|instructions?|schedules?|statements?|notices?|reports?|details|invoices?|information|requests?|advices?|slips?|records?)\b)|${RECEIVES_SHARE}|(?:shall|will)\s+(?:also\s+)?receive\s+(?:(?:statutory|contractual|full|normal)\s+)?(?:sick|holiday|maternity|paternity|adoption|redundancy|overtime)\s+pay\b`;

/**
 * Words a duty's verb may take before its "to" (civil-law drafting in English, "The Contractor is obliged in particular
 * to:", "undertakes, inter alia, to"): the duty is the same. Either one comma-delimited run or blanks, each literal: no two
 * optional blank runs side by side (linear on a run of blanks).
 */
const ASIDE = String.raw`(?:(?:\s*,\s*|\s+)(?:in\s+particular|inter\s+alia|among\s+other\s+things|above\s+all|especially|notably|also|further|furthermore|additionally|in\s+addition|moreover|expressly)(?:\s*,)?)?`;

/**
 * A promise's negated half joined by "and": "agrees to keep the list confidential and not to disclose it", "undertakes to
 * repair it and, in the meantime, not to issue notices" (the subject's bar, its verb shared with the promise before).
 * Not after "or" ("whether or not to renew" is a choice), nor before an object ("and not to the Buyer"). The lookbehind
 * is bounded (an insert of at most 40 characters), so each position costs at most that.
 */
const AND_NOT_TO = String.raw`(?<=\band(?:\s*,[^,;]{1,40},)?\s+)not\s+to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her)\b)`;
/** Before a modal: "and" (or "or"), with "and, in the meantime," before the bare "not to" of `AND_NOT_TO`. */
const JOINED_BEFORE = /\b(?:and|or)\s+$/i;
const JOINED_WITH_INSERT_BEFORE = /\band\s*,[^,;]{1,40},\s*$/i;

/** A right's bare modal, and what ends a clause right after it when its verb is left out ("where we can."). */
const ELLIPTICAL = /^(?:can|may)$/i;
const ELLIPSIS_AFTER = /^\s*(?:[.;)]|$)/;
/** "as soon as it can, and …": a comma after the bare modal ends the clause only after a condition word (not "may, but"). */
const ELLIPSIS_COMMA_AFTER = /^\s*,/;
const ELLIPTICAL_CONDITION_BEFORE = /\b(?:as\s+soon\s+as|where(?:ver)?|when(?:ever)?|if|as\s+far\s+as|so\s+far\s+as|insofar\s+as)\s+(?:[\w'-]+\s+){1,3}$/i;

/**
 * Money a party keeps for itself, stated in the present tense: "The Manager retains all takings from overnight stays",
 * "the Operator retains the proceeds of the bar" (issue 18, h25s28n). The earnings are its own to keep, a Right as
 * "retains ownership of" is. Only earnings: "retains all records" is a duty to keep, read nowhere here. "keeps" too
 * ("Reseller keeps the difference", "We keep an administration fee of 12%"): not after a modal or an infinitive ("shall
 * keep the proceeds in a separate account" is a duty). Not rights kept ("You keep the rights in your own work" states
 * ownership; set 24 labels it no type). Nor money held for another or watched ("retains all proceeds in a trust account",
 * "keeps the fees under review", "retains the rent on behalf of the Owner": a duty of care or none, review hrev18).
 */
const RETAINS_MONEY = String.raw`(?<!\b(?:who|which|that|shall|will|must|may|can|to|not)\s+(?:\w+\s+)?)(?:retains|keeps|(?<=\b(?:we|you|they)\s+)keep)\s+(?:(?:all|the|its|their|his|her|our|your|any|an?|full)\s+){1,2}(?:[\w-]+\s+)?(?:takings|proceeds|revenues?|income|receipts|profits|tips|earnings|gratuities|difference|fees?|commissions?)\b(?![^.;]{0,40}?\b(?:under\s+review|in\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:account|trust)|in\s+trust|on\s+trust|on\s+behalf\s+of|for\s+the\s+account\s+of|separate(?:ly)?\s+from)\b)`;

/**
 * "The Second Party is committed to spin the lint …" (the translated "s'engage à", "se compromete a"): a promise as "undertakes
 * to" is (issue 18, h25s28n). A verb must follow: "is committed to the project" states an attachment, no duty; and
 * the verb its object ("committed to deliver the goods", "to comply with"): "is committed to sustainability and to
 * reducing waste", "committed to excellence" state values, no duty (review hrev18).
 */
const COMMITTED_TO = String.raw`(?:is|are)\s+(?:firmly\s+|fully\s+|also\s+)?committed\s+to\s+(?!(?:the|a|an|any|its|their|his|her|this|that|our|your|such)\b)(?=[a-z]+\s+(?:the|a|an|all|any|its|their|his|her|our|your|this|these|those|such|each|every|that|with)\b|[a-z]+\s+\d)`;

/**
 * "so you do not need your own", "The Tenant does not need to insure the contents": nothing is asked of the party, as "need
 * not" and "is not required to" say (issue 18, h26s30n). A bare "does not need the goods" states a want, no disclaimer.
 */
const NEED_NOT = String.raw`(?:do|does)\s+not\s+need\s+(?:to\s+(?=[a-z])|(?:(?:its|their|your|his|her|our)\s+own|any)\b)`;

/** A Right stated as held: "has the exclusive right", "shall have the option" (see `heldRights`). */
const HELD_RIGHT = /^(?:(?:shall|will)\s+)?(?:also\s+)?(?:has|have)\s+(?:the|an?|all|one)\b/i;

/** Modal phrases in priority order: at one position the first alternative that matches wins. */
const MODALS: readonly { nature: Nature; source: string }[] = [
  { nature: 'Disclaimer', source: String.raw`(?:shall|will)\s+not\s+be\s+(?:obliged|obligated|required)\s+to|(?:is|are|am|does|do)\s+not\s+(?:liable|responsible|guarantee|warrant|promise)\w*|(?:(?:shall|will)\s+)?(?:makes?|gives?|assumes?|accepts?|has|have|bears?)\s+no\s+(?:\w+\s+){0,3}?(?:warrant\w*|representations?|guarantees?|promises?|assurances?|liability|responsibility|obligations?)|disclaims?\b|(?:(?:shall|will)\s+be|is|are)\s+under\s+(?:no|any)\s+(?:obligation|liability)|(?:is|are|am)\s+not\s+(?:obliged|obligated|required|bound|expected)\s+to|need\s+not\b|${NEED_NOT}|${DISCHARGED}` },
  { nature: 'Exclusion', source: String.raw`(?:shall|will|must|may)\s+not\s+be\s+(?:permitted|allowed|entitled|authori[sz]ed|empowered)\s+to\b|(?:shall|will|must|may|can)\s*not\b|cannot\b|shan't|won't|(?:agrees?|undertakes?|covenants?)\s+not\s+to|(?:(?:shall|will)\s+)?(?:has|have)\s+no\s+(?:right|authority|power|entitlement|option)s?\b|(?:is|are)\s+not\s+(?:permitted|allowed|entitled|authori[sz]ed|empowered)|(?:is|are)\s+prohibited|(?:shall|will|must)\s+(?:in\s+no\s+event|never)\b|(?:is|are)\s+not\s+to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her)\b)|${AND_NOT_TO}` },
  // "may be required to attend": a duty the party may be given, not a permission.
  { nature: 'Obligation', source: String.raw`may\s+(?:also\s+)?be\s+(?:required|obliged|obligated|asked|requested|called\s+upon)\s+to` },
  { nature: 'Right', source: String.raw`${RECEIVES_MONEY}|(?:(?:shall|will)(?:\s+(?:each|also|then|only|always|at\s+any\s+time)){0,2}(?:\s*,[^,;]{1,40},)?\s+)?(?:be|is|are)\s+entitled(?:\s*,[^,;]{1,40},|\s*\([^()]{1,40}\))?\s+to|(?:is|are)\s+(?:also\s+)?entitled\s*(?=:)|(?:shall\s+|will\s+)?(?:also\s+)?(?:has|have|retains?|reserves?)\s+(?:the|an?|all|one(?:\s+\(\d+\))?)\s+(?:[\w-]+,?\s+){0,3}?(?:(?:right|option)s?\b|licen[cs]e\s+(?:to|under)\b)|retains?\s+(?:(?:the|all|its|their|his|her|full|sole)\s+){0,2}(?:ownership|copyright|title)\s+(?:of|in|to)\b|${RETAINS_MONEY}|(?:(?:shall|will)\s+be|is|are)\s+(?:hereby\s+)?(?:permitted|allowed|authori[sz]ed|empowered)\s+to|(?:shall\s+|will\s+)?(?:has|have)\s+(?:the\s+)?(?:sole\s+|absolute\s+|full\s+)?discretion\b|(?:is|are)\s+(?:hereby\s+)?granted\s+(?:a|an|the)\b|(?:(?:shall|will)\s+be|is|are)\s+(?:entirely\s+|otherwise\s+)?free\s+to\s+(?!(?:the|a|an|any|all|each|its|their)\b)(?=[a-z])|may\b|can\b` },
  { nature: 'Obligation', source: String.raw`shall\b|will\b|must\b|agrees?\s+(?:to|that)\b|agrees?(?:\s+as\s+follows)?\s*(?=:)|(?:undertakes?|covenants?)(?:\s+(?:with|to)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)?${ASIDE}\s*(?=:)|undertakes?${ASIDE}\s+to|(?:is|are)\s+(?:required|obliged|obligated)${ASIDE}(?:\s+to|\s*(?=:))|(?:is|are|remains?)\s+(?:fully\s+|solely\s+|personally\s+|wholly\s+|entirely\s+)?responsible\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?for|(?:is|are|remains?)\s+(?:fully\s+|jointly\s+and\s+severally\s+|solely\s+)?liable\b|assumes?\s+(?:sole\s+|full\s+|all\s+)?(?:responsibility|liability)\b|(?:${PROMISE_PAIR})(?:\s*(?:,|and|and\/or)\s*(?:${PROMISE_PAIR}))+\b|warrants?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+)?that\b|undertakes?\s+that\b|(?:covenants?|undertakes?)\s+(?:with|to)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:to|that)\b|covenants?\s+(?:to|that)|(?:is|are)\s+(?:also\s+|then\s+|further\s+|likewise\s+)?to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her|such|this|that|which|what|whom|receive|enjoy|benefit)\b)|(?:is|are)\s+under\s+(?:a|an)\s+(?:\w+\s+)?(?:duty|obligation)\s+to\b|${COMMITTED_TO}|${PRESENT_PROMISE}` },
];
const MODAL = new RegExp(`\\b(?:${MODALS.map((m, i) => `(?<m${i}>${m.source})`).join('|')})`, 'gi');
/** A party after a preposition is no subject; "each of", "either of", "both of" introduce one ("Each of Vendor and Reseller shall"). */
// A party's alias after an indefinite article modifies a noun ("to be used in a Club campaign shall"): a campaign, not
// the Club, is the subject (a defined party is "the Club"; "a party" is a group mention of its own).
// So is one after a preposition of place or motion ("must not discharge oil into the Marina and must use …", h22s23).
const AFTER_PREPOSITION = /\b(?:(?<!\b(?:each|either|both)\s+)of|to|for|from|with|against|between|by|upon|than|whom|behalf\s+of|into|onto|towards?|throughout|through|across|inside|outside|beside)\s+(?:the\s+)?$|\b(?:a|an)\s+$/i;
const PRONOUN = /\b(?:it|they|he|she|we|you)\s*$/i;
/** From a disclaimer to a later modal: the modal sits in the clause the disclaimer denies (no sentence break between). */
const denied = (between: string): boolean => !/[;.]/.test(between) && /\b(?:that|which|whether)\b/i.test(between);
/** A negation standing before its modal, the subject after: "In no event/case shall", "Under no circumstances will", "nor shall". */
// "In no event is either party liable": the verb "to be" inverted as a modal is (not after "nor": "nor is it required to" frees).
const INVERTED_NEGATION = /\b(?:(?:in\s+no\s+(?:event|case)|under\s+no\s+circumstances?|at\s+no\s+time)\s+(?:shall|will|may|must|can|does|do|is|are)|nor\s+(?:shall|will|may|must|can|does|do))\s+(?:the\s+)?/gi;
/** A promise verb whose object is a clause: "agrees that", "undertakes that", "warrants that", "covenants that". */
const PROMISE_THAT = /\bthat$/i;
/** After a modal with a negated subject: "(No party shall) be required/obliged to", which frees rather than bars. */
const NEED_NOT_AFTER = /^\s*be\s+(?:required|obliged|obligated|bound)\s+to\b/i;
/** A liability or responsibility stated without a modal ("is liable", "are responsible for"). */
const STATED_LIABILITY = /^(?:is|are|remains?)\s/i;
/** After a modal: "be deemed", a legal fiction that binds no one to act. */
const DEEMED = /^\s*(?:be\s+)?deemed\b/i;
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
 * "The Tenant acknowledges and agrees that the Landlord has made no promise about the roof": an acknowledgement records
 * what the party accepts as so; the "agrees that" joined to it promises nothing of its own (C15, issue 18, h22nat). A duty
 * stated inside the clause is read as usual ("acknowledges and agrees that it shall keep the code secret"), and "agrees
 * to" after it is still a promise ("acknowledges and agrees to pay the fee"); "The parties agree that …" alone is too.
 */
const ACKNOWLEDGES_AND = /\b(?:acknowledges?|recogni[sz]es?|understands?)(?:\s*,)?\s+and\s+$/i;
const AGREES_THAT = /^agrees?\s+that$/i;
const GROUPS_ONLY = /^(?:Both|Multiple) Parties$/;
/** "is payable by the Licensee", "shall be payable by the Customer": the agent of a sum payable. */
const PAYABLE_BY = /\b(?:is|are|shall\s+be|will\s+be|becomes?)\s+(?:\w+\s+)?payable\s+by\s+(?:the\s+)?/gi;
/**
 * A subject inside a relative clause on a noun, with "cannot" ("any issue it cannot resolve", "Any dispute that the
 * parties cannot resolve within 30 days shall be referred …", "Any dispute about this lease which the parties cannot
 * settle …", the noun with a short phrase and "which"): what a party is unable to do qualifies the noun, it
 * bars no one. ("any sum which Buyer agrees to pay" is still Buyer's promise: only the inability is read so.)
 */
const RELATIVE = /\b(?:any|each|every|all)\s+(?!other\b)[a-z]+(?:\s+(?:that|which)|(?:\s+(?:about|under|in|of|on|arising)(?:\s+[a-z]+){1,3})\s+(?:that|which))?\s+(?:the\s+)?$/i;
const UNABLE = /^(?:cannot|can\s*not)$/i;
const PREPOSITION_WHICH = /(?<!,\s{0,3})\b(?:during|in|on|at|for|by|with|under|from|through|within)\s+which\s+(?:it|they|he|she|we|you|I|(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+$/;
/**
 * A relative clause without "that"/"which" (a contact clause) after a quantified noun: "… which prevail over any terms the
 * Customer may propose" (no right to propose is granted: the clause says which terms). Read so only when the verb after
 * the modal lacks its object (`GAP_AFTER`), as a relative clause's verb does: "In any event the Customer may terminate the
 * Agreement" keeps its right. The word before the quantifier is in lower case (the clause's first word, "In any event",
 * opens an adverbial) and no conjunction ("and in each case the Supplier shall").
 */
const CONTACT_RELATIVE = /\b(?!(?:and|or|but|nor|then)\s)[a-z]+\s+(?:any|all|every|such|those|other)\s+(?:[a-z-]+\s+)?[a-z-]+\s+(?:the\s+)?$/;
/**
 * A duty or right stated (no modal) in a relative clause on a noun: "Taxes that Sublandlord is required to pay under the
 * Master Lease", "any amount which the Supplier is entitled to claim under Clause 5": it says which taxes or amounts, a
 * duty or a right that another instrument or clause gives; it binds the party to nothing here. A promise made in a
 * relative clause is still made ("any sum which Buyer agrees to pay", "information, which the Supplier shall provide").
 * The noun phrase opens with a determiner (a verb before "that", "acknowledges that the Supplier is entitled to", takes a
 * complement clause, no relative one), and the verb lacks its object (`GAP_AFTER`).
 */
const STATED_RELATIVE = /\b(?:any|all|every|such|those|other|the|of)\s+(?:[A-Za-z-]+\s+){0,4}?[A-Za-z-]+\s+(?:that|which)\s+(?:the\s+)?$/;
/**
 * A quantified noun right before a party ("Every electrical appliance you bring", "Any vehicle the Trader parks on site")
 * and one verb between the party and the modal: the party opens a contact relative clause on the noun. The noun's words
 * are lower case and no "of" ("each of you must" names the parties).
 */
const QUANTIFIED_NOUN_BEFORE = /\b(?:every|each|any|all|no)\s+(?:(?!of\b)[a-z-]+\s+){0,2}(?!of\b)[a-z-]{2,}\s+(?:the\s+)?$/i;
const RELATIVE_VERB_GAP = /^\s+(?:[a-z]+ly\s+)?(?!(?:shall|will|may|must|can|cannot|also|then|not|alone|only|itself|themselves|each|both|all)\b)[a-z]+\s+$/;
const STATED = /^(?:is|are)\s+(?:required|obliged|obligated|entitled|permitted|allowed)\s+to$/i;
/** After a modal: a verb (or two joined) whose object is missing — a stop, a bracket or a preposition follows it. */
const GAP_AFTER = /^\s+(?:\w+ly\s+)?[a-z]+(?:\s+(?:or|and)\s+[a-z]+)?(?:\s*(?:[.,;:)]|$)|\s+(?:under|in|to|for|from|by|at|on|with|within|during|pursuant|as|against|until|before|after)\b)/;
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
/** A subject introduced by a condition. */
// A purpose ("so that the Customer can migrate", "in order that they may") states why, and promises nothing either.
const CONDITION = /\b(?:if|unless|until|whether|once|in\s+case|such\s+\w+\s+as|as|so\s+that|in\s+order\s+that)\s+(?:the\s+)?$/i;
/** A pronoun subject introduced by a condition or a purpose, read on the words before a modal: "until they can", "if it shall", "so that they can". */
// So is one after a verb of knowing in such a clause: "shall notify the Orchestra as soon as she knows she cannot
// perform", "once it learns that it will miss the date" report what the party learns; the duty is the notice, the
// "cannot" no bar. Only in a condition or a time clause: "The Supplier acknowledges that it knows it must not
// subcontract" states the bar itself. The head read is 60 characters: the words between are bounded by it.
const CONDITION_PRONOUN = /\b(?:(?:if|unless|until|whether|once|in\s+case|so\s+that|in\s+order\s+that)|(?:as\s+soon\s+as|once|when(?:ever)?|after|if|until|where)\s+(?:[\w'-]+\s+){1,4}?(?:knows?|learns?|becomes?\s+aware|is\s+aware|realises?|realizes?|expects?|believes?)(?:\s+that)?)\s+(?:it|they|he|she|we|you)\s*$/i;
/**
 * "be delivered by", "be made by", "be paid promptly by", "be invoiced to and paid by": a participle, regular or not
 * (not "chargeable by"), then its agent; an adverb may follow the first of two participles ("be computed monthly and
 * remitted by the Owner"), and a state the agent keeps a thing in may follow the participle ("be kept confidential by the
 * Operator", "be made available by the Supplier"). The agent may be one of a collective alias ("shall not be disclosed by
 * either Co-Producer", "be borne by each Member"), as "by either party" is. A phrasal verb's particle and an adverb may
 * follow the participle ("Final acceptance shall be carried out jointly by both parties").
 */
// A share may stand before the agent of a cost split between parties ("is to be shared 50% by Landlord and 50% by Tenant",
// "shall be borne one-half by the Owner"): SHARE_BEFORE_AGENT, one literal alternative (linear).
const PASSIVE_BY = /^\s*be\s+(?:\w+ly\s+)?(?:[a-z]+\s+(?:\w+ly\s+)?(?:to\s+)?(?:and|or|and\/or)\s+)?[a-z]+(?<!able|ible)(?:\s+(?:out|up|off|for))?(?:\s+\w+ly)?(?:\s+(?:confidential|secret|safe|secure|available))?(?:\s+(?:\d{1,3}(?:\.\d{1,2})?\s?%|(?:one-|one\s)?half|one-third|two-thirds|equally))?\s+by\s+(?:the\s+|either\s+|each\s+)?$/i;
/** The second agent of a split cost: ", and 50% by the Tenant", "and the other half by Buyer", after the first agent. */
const SECOND_SHARE_BY = /^\s{0,3},?\s{0,3}(?:and|with)\s{1,3}(?:the\s{1,3}(?:other|remaining|balance|rest|remainder)\s{1,3}(?:\d{1,3}(?:\.\d{1,2})?\s?%\s{1,3}|half\s{1,3})?|\d{1,3}(?:\.\d{1,2})?\s?%\s{1,3}|(?:one-|one\s)?half\s{1,3}|one-third\s{1,3}|two-thirds\s{1,3})by\s{1,3}(?:the\s{1,3})?$/i;

/** A second agent joined to the first: "by the Vendor and the Purchaser", "by Lessor and Lessee". */
const JOINED_AGENT = /^\s{0,3}and\s{1,3}(?:the\s{1,3})?$/i;
/** What opens a clause of its own after a party: a modal or a finite verb. */
const OWN_CLAUSE = /^\s{0,3}(?:shall|will|must|may|can|agrees?|is|are|has|have|does|do|undertakes?)\b/i;

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
}

/** A third-person pronoun: its antecedent is never "we", "us", "you" or "I" (a care worker who finds "you" is no "they"). */
const THIRD_PERSON = /^(?:it|they|he|she)$/i;
const FIRST_OR_SECOND_PERSON = /^(?:we|us|you|I|me)$/i;
/**
 * What may stand before a pronoun that opens a sentence: nothing, or an opening phrase of time or place with no noun of
 * its own that could be the antecedent ("During the term it shall not …", "At all times they will …"). A condition ("If
 * a care worker finds you fallen, they will call …") names its own antecedent.
 */
const PRONOUN_OPENS = /^\s*(?:(?:during|throughout|within|at|in|on|after|before|for|from|until|upon)\s+(?:the|a|an|all|any|each|every|this|its|their)?\s*(?:[a-z-]+\s+){0,3}?(?:term|period|times?|tenancy|year|month|week|days?|holidays?|weekends?|nights?|mornings?|evenings?|licen[cs]e\s+period|agreement|contract)\s*,?\s*)?$/i;
/** How far back a ship "she" may stand for is looked for (bounded: a text of many pronouns stays linear). */
const SHIP_WINDOW = 300;
/**
 * An item that opens on an infinitive, or a negated one, after its number: "(i) to patrol the concession;", "d) not to
 * sublet …" (under "The Seller undertakes:", "The Lessee is obliged in particular:"). Not "to the best of its knowledge".
 */
export const ITEM_INFINITIVE = /^\s*(?:not\s+)?to\s+(?!(?:the|a|an|any|its|their|his|her|our|your|my|this|that|these|those|such|each|all|which|whom)\b)(?:be\s+)?[a-z]+\b/i;
/** An item that opens on "not to" and a verb: "d) not to sublet …" (the lead-in gives its subject). */
const ITEM_NOT_TO = /^\s*not\s+to\s+(?:be\s+)?[a-z]+\b/i;
/** An expletive "it" ("It shall be agreed", "It is not necessary"): a modal then "be" names no actor. */
const EXPLETIVE_AFTER = /^\s+(?:not\s+)?be\b/i;

/**
 * A duty written with "is/are" and no modal: "is to pay", "are also to keep", "is required to", "is obliged to" (the
 * Obligation row's forms). Anchored on the modal phrase the MODAL pattern matched: one bounded pass.
 */
const STATED_DUTY = /^(?:is|are)\s+(?:(?:also|then|further|likewise)\s+)?(?:to\b|(?:required|obliged|obligated)\b)/i;

/** The type labels of one clause-bearing text (not a definition: see `definitions.ts`). */
export function findNatures(text: string, context: NatureContext): Label[] {
  const labels: Label[] = [];
  const mentions = context.parties.find(text);
  // The mentions that can be a subject (not after a preposition), read once: every modal looks back among them.
  const candidates = mentions.filter((p) => !AFTER_PREPOSITION.test(text.slice(Math.max(0, p.begin - 24), p.begin)) && !MODIFIES_NOUN.test(text.slice(p.end, p.end + 40)));
  const firstAntecedent = candidates.find((p) => !p.negative);
  let lastParty = context.fallbackParty;
  let disclaimed = -1;
  /** The Obligation an "agrees/undertakes/warrants that" just gave, which a negated promise right after replaces. */
  let vehicle: { label: Label; end: number } | undefined;
  /** The party of the last modal given a label, and where that modal ends. */
  let lastLabelled: { party: string; end: number } | undefined;
  /** Parties given a Right by "has/have the … right/option" (not by "may"). */
  const heldRights = new Set<string>();
  const aside = bracketAsides(text);
  for (const m of text.matchAll(MODAL)) {
    const index = MODALS.findIndex((_, i) => m.groups?.[`m${i}`] !== undefined);
    let nature = MODALS[index].nature;
    const at = m.index;
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
    const subjects = subjectsBefore(text, at, candidates);
    // A party in a condition ("unless Buyer agrees to them in writing", "if the Tenant shall fail") promises nothing.
    if (subjects.length > 0 && CONDITION.test(text.slice(Math.max(0, subjects[0].begin - 16), subjects[0].begin))) continue;
    if (subjects.length > 0 && UNABLE.test(m[0]) && RELATIVE.test(text.slice(Math.max(0, subjects[0].begin - 60), subjects[0].begin))) continue;
    if (subjects.length > 0 && inRelativeClause(text, subjects[0].begin, m[0], at + m[0].length, mentions)) continue;
    // "Every electrical appliance you bring must carry a test label": the party is the subject of a contact relative
    // clause on the quantified noun before it ("you bring"), the noun the subject of the modal; it binds no party
    // (issue 18, h25s28n).
    if (subjects.length > 0 && QUANTIFIED_NOUN_BEFORE.test(text.slice(Math.max(0, subjects[0].begin - 60), subjects[0].begin)) && RELATIVE_VERB_GAP.test(text.slice(subjects[subjects.length - 1].end, at))) continue;
    // "any vacation during which you cannot record", "the days on which the Seller may not deliver": a modal in a
    // restrictive relative clause after a preposition and "which" describes the noun before it; no one promises or is
    // barred (h22s24p). After a comma the clause is the sentence's own ("a lock-in period, during which the Licensee may
    // not terminate": set 7 labels the bar).
    if (PREPOSITION_WHICH.test(text.slice(Math.max(0, at - 48), at))) continue;
    let parties = subjects.map((s) => s.party);
    // "Artist agrees to treat clients and Studio staff respectfully and not to work drunk": the bar shares the promise's
    // verb, and so its subject, whatever party the words between name ("Studio" of "Studio staff").
    if (/^not\s+to\b/i.test(m[0]) && lastLabelled !== undefined && at - lastLabelled.end <= MAX_GAP && !/[;.]/.test(text.slice(lastLabelled.end, at))) parties = [lastLabelled.party];
    // "Neither the Landlord nor the Tenant may": each is barred.
    const neither = subjects.length > 0 && /\bneither\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, subjects[0].begin - 12), subjects[0].begin));
    // "shall be deemed to have accepted": a legal fiction, no duty.
    if (DEEMED.test(text.slice(at + m[0].length, at + m[0].length + 12))) continue;
    if (subjects.length > 0 && RECEIVES.test(text.slice(at + m[0].length, at + m[0].length + 24))) continue;
    if (subjects.length > 0 && NAMED_ON.test(text.slice(at + m[0].length, at + m[0].length + 24))) continue;
    if (subjects.length > 0 && REFERRED_TO_AS.test(text.slice(at + m[0].length, at + m[0].length + 60))) continue;
    if (AGREES_THAT.test(m[0]) && ACKNOWLEDGES_AND.test(text.slice(Math.max(0, at - 40), at))) continue;
    if (AGREE_AS_FOLLOWS.test(m[0]) && subjects.length > 0 && subjects.every((x) => GROUPS_ONLY.test(x.party)) && /^\s*:\s*$/.test(text.slice(at + m[0].length))) continue;
    // "Buyer and/or members of the Customer Group and their representatives shall": a party that opens the
    // clause stays its subject through a noun phrase without a verb or a subordinate clause.
    if (parties.length === 0) parties = openingSubject(text, at, mentions);
    // "The parties acknowledge that ..., understand it, and agree to be bound": a predicate joined by "and" shares
    // the subject that opens the clause, unless it sits in a negation already read ("will not offer or agree to make").
    // A new negation ("shall assign X and shall not replace her") is read: the party's earlier promise does not hide it.
    // A positive duty written with its own modal after a bar ("shall not alter any banner and shall remove it", "shall
    // not subcontract … and shall remain responsible") ends the negation: the party's Exclusion does not hide it. Only
    // that pair: a right or a disclaimer after a duty or a bar ("shall notify … and may", "shall not be entitled to
    // charge, and shall not be obliged to perform") and a duty after a right ("may withhold taxes … and shall remit")
    // lowered the reference's figure through the whole pipeline (nature 0.8412 → 0.8399).
    if (parties.length === 0 && (JOINED_BEFORE.test(text.slice(Math.max(0, at - 6), at)) || (/^not\b/i.test(m[0]) && JOINED_WITH_INSERT_BEFORE.test(text.slice(Math.max(0, at - 50), at))))) {
      const negated = nature === 'Exclusion' || nature === 'Disclaimer';
      // "shall not sub-contract … and remain liable for the acts of any sub-contractor": a liability kept after a bar is
      // the modal's positive half, as "and shall remain responsible" is (nobody reads "shall not … remain liable").
      const duty = nature === 'Obligation' && (/^(?:shall|will|must|remains?\s)/i.test(m[0]) || STATED_DUTY.test(m[0]));
      // A duty stated with "is to" or "is required/obliged to" after a right ("may continue to publish … and is to pay
      // the usual fees") is read as a held right's is: a verb of its own, no modal the right's "may" could stand for.
      const stated = duty && STATED_DUTY.test(m[0]);
      // "Where the Company arranges insurance, it acts solely as agent of the Customer and is not liable": the pronoun
      // that opens the clause (after its comma) is the subject of both predicates, as a party opening it would be.
      const opener = clauseOpener(text, at, mentions);
      const pronounShared = opener.length > 0 ? opener : pronounOpener(text, at, lastParty ?? (firstAntecedent && firstAntecedent.end <= at ? firstAntecedent.party : undefined));
      // "She must use the car seats and must not carry passengers": a pronoun with its own modal opening the clause is the
      // subject of the modal joined after it, the party that first modal was read for. "After this agreement ends, the
      // Agency may continue … and is to pay": a clause opening on a time or condition has its subject after it; the
      // stated duty joined to the right just read is that subject's (same sentence part).
      const modalShared = pronounShared.length > 0 ? pronounShared : pronounModalOpener(text, at, lastLabelled);
      const shared = modalShared.length === 0 && stated && lastLabelled !== undefined && at - lastLabelled.end <= 200 && !/[;:.]/.test(text.slice(lastLabelled.end, at)) ? [lastLabelled.party] : modalShared;
      // A right the party holds ("has the exclusive right to sell the tickets and shall pay a commission") is no "may":
      // the duty after it is read.
      // "may arrive from 8 am and must be ready to trade by 11": "must" never stands for a permission, so the duty it
      // restates after a right is read (issue 18, h25s28n; "and shall" after "may" stays unread, see above). Nor does a
      // right after a disclaimer restate it: "is not obliged to grant privileges and may withdraw them" (a Right).
      // Not a "must" inside a relative clause after the right ("may place blinds, which remain its property and must be
      // removed": the blinds must). Within 200 characters of the right (bounded: each "must" reads at most that).
      const mustAfter = duty && /^must\b/i.test(m[0]) && lastLabelled !== undefined && at - lastLabelled.end <= 200 && !/\b(?:which|that|who|whom|whose)\b/i.test(text.slice(lastLabelled.end, at));
      parties = shared.filter((p) => !labels.some((l) => l.party === p && (duty
        ? l.nature !== 'Exclusion' && !(l.nature === 'Right' && (heldRights.has(p) || stated || mustAfter))
        : negated ? l.nature === 'Exclusion' || l.nature === 'Disclaimer' : !(nature === 'Right' && l.nature === 'Disclaimer'))));
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
      const opening = pronoun !== null && third && at - leadLength(text) <= 80 && PRONOUN_OPENS.test(text.slice(leadLength(text), at - pronoun[0].length)) && !EXPLETIVE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 8));
      const previous = opening && context.previousParty !== undefined
        ? (context.previousText === undefined ? context.previousParty : openingPronounParty(context.previousText, context.previousParty, context.parties.find(context.previousText), pronoun[0].trim(), text.slice(at + m[0].length, at + m[0].length + 40)))
        : undefined;
      // "She", "he" and an opening "they" across headings and past the other party's sentences (personal-pronouns.ts).
      const antecedent = pronoun === null ? undefined : personalAntecedent(pronoun[0].trim(), lastParty ?? first, previous, opening, context.personal, `${context.previousText?.slice(-SHIP_WINDOW) ?? ''} ${text.slice(Math.max(0, at - SHIP_WINDOW), at)}`);
      const head = text.slice(Math.max(0, at - 60), at);
      // "… until they can operate the Equipment", "if it may": a pronoun in a condition promises nothing, as a party there does.
      const inCondition = pronoun !== null && CONDITION_PRONOUN.test(head);
      if (pronoun && antecedent && !inCondition && !(UNABLE.test(m[0]) && RELATIVE.test(head.slice(0, head.length - pronoun[0].length)))) parties = [antecedent];
    }
    // An item that opens with its verb ("ii. shall take reasonable steps") has the lead-in's subject.
    if (parties.length === 0 && context.fallbackParty && /^[\s\divxlc().]*$/i.test(text.slice(0, at))) parties = [context.fallbackParty];
    // "(b) to offer the approved menu, and not to change it" under "The Operator undertakes:": the bar joined to the
    // item's infinitive shares its subject, the lead-in's.
    if (parties.length === 0 && context.fallbackParty && /^not\s+to\b/i.test(m[0]) && ITEM_INFINITIVE.test(text.slice(leadLength(text)))) parties = [context.fallbackParty];
    // "such assistance as may be requested by Buyer": a comparison states no one's right or duty.
    if (parties.length === 0 && nature !== 'Disclaimer' && !/\bas\s+$/i.test(text.slice(Math.max(0, at - 4), at))) {
      parties = passiveAgent(text, at + m[0].length, mentions);
      if (parties.length > 0 && OPENS_WITH_NO.test(text.slice(leadLength(text), at))) nature = 'Exclusion';
    }
    if (parties.length === 0) continue;
    // What a party warrants of itself is its promise, not a right it is given: "The Owner warrants … that it has the
    // right to deposit it" (another party's right in the same sentence is read as usual).
    if (nature === 'Right' && vehicle && parties.every((p) => p === vehicle?.label.party) && at - vehicle.end <= MAX_GAP && !/[;.]/.test(text.slice(vehicle.end, at)) && /^(?:has|have)\b/i.test(m[0])) continue;
    // "No Member shall be required to contribute more": no party need do it (a disclaimer), none is barred.
    const negated = neither || subjects.some((s) => s.negative);
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
    if (vehicle && nature !== 'Obligation' && nature !== 'Right' && at - vehicle.end <= 40 && !/[;.]/.test(text.slice(vehicle.end, at)) && parties.includes(vehicle.label.party)) {
      const k = labels.indexOf(vehicle.label);
      if (k >= 0) labels.splice(k, 1);
      vehicle = undefined;
    }
    for (const party of parties) {
      if (!labels.some((l) => l.nature === nature && l.party === party)) {
        const label: Label = { nature, party };
        labels.push(label);
        if (nature === 'Obligation' && PROMISE_THAT.test(m[0])) vehicle = { label, end: at + m[0].length };
        if (nature === 'Right' && HELD_RIGHT.test(m[0])) heldRights.add(party);
      }
    }
    lastParty = parties[parties.length - 1];
    lastLabelled = { party: lastParty, end: at + m[0].length };
  }
  // "In no event shall either party be liable", "Under no circumstances will the Supplier": a negation put before
  // the modal, its subject after it. The same promise as "X shall not", so the same label, Exclusion.
  for (const m of text.matchAll(INVERTED_NEGATION)) {
    const subject = mentionNear(mentions, m.index + m[0].length, 4);
    if (subject && !labels.some((l) => l.nature === 'Exclusion' && l.party === subject.party)) labels.push({ nature: 'Exclusion', party: subject.party });
  }
  // "A release fee is payable by the Licensee": the one by whom a sum is payable must pay it (unlike "chargeable by").
  for (const m of text.matchAll(PAYABLE_BY)) {
    const agent = mentionNear(mentions, m.index + m[0].length, 0);
    if (agent && !agent.negative && !labels.some((l) => l.nature === 'Obligation' && l.party === agent.party)) labels.push({ nature: 'Obligation', party: agent.party });
  }
  // "d) not to sublet the Scaffolding …" under "The Lessee is obliged in particular:": an item that opens on a negated
  // infinitive is the lead-in's subject's bar, as "agrees not to" is (civil-law drafting in English).
  if (labels.length === 0 && context.fallbackParty !== undefined && ITEM_NOT_TO.test(text.slice(leadLength(text)))) labels.push({ nature: 'Exclusion', party: context.fallbackParty });
  // Verbs that label their object ("entitle Buyer to", "the responsibility of the Supplier"): object-natures.ts.
  for (const label of [...objectLabels(text, mentions), ...possessiveDuties(text, context.parties)]) {
    if (!labels.some((l) => l.nature === label.nature && l.party === label.party)) labels.push(label);
  }
  return labels;
}

interface Mention {
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
function subjectsBefore(text: string, at: number, candidates: readonly Mention[]): Mention[] {
  // The last candidate to end by `at` (none overlap, so ends are in order too).
  let k = mentionIndexFrom(candidates, at) - 1;
  while (k >= 0 && candidates[k].end > at) k--;
  const last = candidates[k];
  if (!last || !closeEnough(text.slice(last.end, at))) return [];
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

/** Longest gap read between a subject and its modal: parentheses and inserts included, far more than a clause holds. */
const MAX_GAP = 400;

/** Words between a subject and its modal: a few adverbs, a parenthesis, or a comma-delimited insert. */
function closeEnough(gap: string): boolean {
  // Bounded: every modal of a long element would otherwise reread the text back to the last party (quadratic).
  if (gap.length > MAX_GAP) return false;
  // "Each party and its Affiliates has not and will not": the party's own people join the subject, and a
  // promise about the past ("has not and") joins the one about the future.
  const g = stripInserts(gap).trim().replace(/^(?:,\s*|and\s+|or\s+)(?:its|their)\s+[A-Za-z-]+(?:\s*(?:,|and|or|and\/or)\s+(?:its\s+|their\s+)?[A-Za-z-]+){0,4}\s*/i, '').replace(/\b(?:has|have)\s+not\s+and\s*$/i, '').trim();
  return g === '' || /^(?:[a-z]+\s+){0,2}[a-z]+$/.test(g) && !/\b(?:that|which|who|whom|if|where|when|of|to|for|with|from|in|under|by|than|as|is|are|has|have|was)\b/.test(g);
}

function stripInserts(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) out = out.replace(/\([^()]*\)/g, ' ');
  return out.replace(/,[^,;:]{0,80},/g, ' ').replace(/\s+/g, ' ');
}

/** "shall be provided by the Supplier", "may be referred by either party": the agent of a passive modal. */
function passiveAgent(text: string, from: number, mentions: readonly Mention[]): string[] {
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

/**
 * What follows a lead-in's subject: "shall:", "undertakes (to):", "agrees:", "covenants:", "is obliged in particular (to):",
 * "is responsible for the following:", or the colon alone.
 */
const LEAD_IN_DUTY = new RegExp(String.raw`^\s*(?:shall|will|must|(?:agrees?|undertakes?|covenants?)${ASIDE}(?:\s+to)?|(?:is|are)\s+(?:required|obliged|obligated)${ASIDE}(?:\s+to)?|(?:is|are)\s+(?:fully\s+|solely\s+)?responsible\s+for\s+the\s+following)?\s*:\s*$`, 'i');

/** The party a lead-in names as the subject of its items: "l) Buyer:", "The Supplier shall:", "Supplier will:". */
export function subjectOfLeadIn(text: string, parties: PartyLexicon): string | undefined {
  const mentions = parties.find(text);
  const last = mentions[mentions.length - 1];
  // Only a lead-in that is its subject alone: "pay the Supplier:" ends with an object, not a subject.
  if (!last || last.negative || !/^\s*(?:the\s+)?$/i.test(text.slice(leadLength(text), last.begin))) return undefined;
  return LEAD_IN_DUTY.test(text.slice(last.end)) ? last.party : undefined;
}

/** Labels given to another party (the natures kept, duplicates dropped). */
export function withParty(labels: readonly Label[], party: string | undefined): Label[] {
  if (!party) return [...labels];
  const out: Label[] = [];
  for (const l of labels) if (!out.some((o) => o.nature === l.nature)) out.push({ nature: l.nature, party: l.nature === 'Definition' ? l.party : party });
  return out;
}

/** The party that opens the clause, when nothing but a noun phrase stands between it and the modal at `at`. */
function openingSubject(text: string, at: number, mentions: readonly Mention[]): string[] {
  const start = leadLength(text);
  const first = mentions[mentionIndexFrom(mentions, start)];
  if (!first || first.end > at || !/^\s*(?:the\s+)?$/i.test(text.slice(start, first.begin))) return [];
  // A noun phrase of at most 12 words: bounded, or each modal of a long element would reread it from its opening party.
  if (at - first.end > MAX_GAP) return [];
  const gap = text.slice(first.end, at);
  // Only a party joined to others ("Buyer and/or members of ..."); "Supplier Personnel will" is not the Supplier.
  if (!/^\s*(?:and|or|and\/or|together\s+with|as\s+well\s+as)\s/i.test(gap)) return [];
  if (gap.split(/\s+/).length > 12 || /[,;:()]/.test(gap)) return [];
  if (/\b(?:that|which|who|whom|whose|if|where|when|unless|whether|because|while|is|are|was|were|has|have|had|does|do|did|shall|will|may|must|can|to)\b/i.test(gap)) return [];
  return [first.party];
}

/** Whether the subject at `begin` of the modal phrase `modal` (ending at `end`) sits in a relative clause on a noun. */
function inRelativeClause(text: string, begin: number, modal: string, end: number, mentions: readonly Mention[]): boolean {
  const before = text.slice(Math.max(0, begin - 80), begin);
  if (!GAP_AFTER.test(text.slice(end, end + 60))) return false;
  if (CONTACT_RELATIVE.test(before.slice(-40))) return true;
  if (!STATED.test(modal)) return false;
  const head = STATED_RELATIVE.exec(before);
  // The noun phrase names no party ("the Customer acknowledges that" is a verb's complement, not a relative clause).
  if (!head) return false;
  const from = begin - before.length + head.index;
  return !mentions.some((p) => p.begin >= from && p.end <= begin);
}

/**
 * The antecedent of a pronoun opening the clause the modal at `at` continues after "and": "…, it acts solely as agent of
 * the Customer and is not liable". The clause runs from the last comma, semicolon or colon (at most 200 characters back).
 */
function pronounOpener(text: string, at: number, antecedent: string | undefined): string[] {
  if (!antecedent) return [];
  const back = text.slice(Math.max(0, at - 200), at);
  const clause = back.slice(Math.max(back.lastIndexOf(','), back.lastIndexOf(';'), back.lastIndexOf(':')) + 1);
  return /^\s*(?:it|they|he|she)\s+(?!(?:shall|will|may|must|can|is|are|has|have)\b)[a-z]+/i.test(clause) ? [antecedent] : [];
}

/**
 * The party of a pronoun that opens the clause with its own modal ("She must use the car seats provided and must not
 * carry …"), for the modal at `at` joined after it: the party the pronoun's modal was read for (`last`), if that modal
 * is in the clause (from the last comma, semicolon or colon, at most 200 characters back).
 */
function pronounModalOpener(text: string, at: number, last: { party: string; end: number } | undefined): string[] {
  if (last === undefined) return [];
  const from = Math.max(0, at - 200);
  const back = text.slice(from, at);
  const cut = Math.max(back.lastIndexOf(','), back.lastIndexOf(';'), back.lastIndexOf(':')) + 1;
  const clause = back.slice(cut);
  // Joined by "and" to the pronoun's own predicate, not inside a condition of it ("you can cancel if you move or cannot
  // exercise": the "cannot" is the condition's).
  const between = text.slice(last.end, at);
  return last.end > from + cut && PRONOUN_MODAL_OPENS.test(clause) && /\band\s+$/i.test(between) && !SUBORDINATE.test(between) ? [last.party] : [];
}
const SUBORDINATE = /\b(?:if|unless|when|whenever|where|because|until|while|that|which|who|whether|once|after|before|so)\b/i;
const PRONOUN_MODAL_OPENS = /^\s*(?:it|they|he|she|we|you|I)\s+(?:shall|will|may|must|can)\b/i;

/**
 * The party opening the clause when a relative clause on it is all that stands before the modal at `at`: "A Party that
 * receives an inquiry … may refer", "Any Member who ceases to … shall". No comma, colon or semicolon and no modal between
 * (a modal inside the relative clause is the clause's own), at most 200 characters.
 */
function relativeOpener(text: string, at: number, mentions: readonly Mention[]): string[] {
  // Cheap test first: most modals without a subject (agentless passives) have no relative pronoun before them.
  if (!/\b(?:that|who|whom|which|whose|affected|breach|default|[a-z]{3,}ing)\s/i.test(text.slice(Math.max(0, at - 200), at))) return [];
  // "A Shareholder wishing to sell …", "Any Member who …": an indefinite article opens the clause as "the" does.
  const start = Math.max(leadLength(text), runInHeadingEnd(text));
  const first = mentions[mentionIndexFrom(mentions, start)];
  if (!first || first.end > at || !/^\s*(?:the|an?|any|each|every)?\s*$/i.test(text.slice(start, first.begin))) return [];
  const party = first.party;
  const gap = text.slice(first.end, at);
  if (first.negative || gap.length > 200 || /[,;:]/.test(gap)) return [];
  return RELATIVE_ON_OPENER.test(gap) && !/\b(?:shall|will|may|must|can|cannot|would|should|could)\b/i.test(gap) ? [party] : [];
}

/**
 * What may qualify the party that opens a clause before its modal: a relative clause ("A Party that receives …", "A party
 * whose interest is diluted …") or a participle ("The Party affected by force majeure …", "A Shareholder wishing to sell
 * its shares …"): whichever party it befalls is the subject.
 */
// A preposition may open the relative clause: "The Party for which performance became impossible is obliged to notify",
// "a Member to whom shares are offered" (h23s23).
const RELATIVE_ON_OPENER = /^\s+(?:(?:(?:for|to|in|on|of|by|with|from|against)\s+(?:which|whom)|that|who|which|whose)\s+[a-z]+\b|affected\s+by\b|in\s+(?:breach|default)\b|[a-z]{3,}ing\s+(?:to|its|their|his|her|the|a|an|any)\b)/i;

/** The party whose mention opens the clause (after its number or marker and an article), if it comes before `at`. */
function clauseOpener(text: string, at: number, mentions: readonly Mention[]): string[] {
  // A run-in heading ("9. Confidentiality. Seller will ...") is not part of the clause.
  const start = Math.max(leadLength(text), runInHeadingEnd(text));
  const first = mentions[mentionIndexFrom(mentions, start)];
  return first && first.end <= at && /^\s*(?:the\s+)?$/i.test(text.slice(start, first.begin)) ? [first.party] : [];
}

/** Where the clause starts after a run-in heading ("9. Confidentiality. Seller will ..."), else 0. */
function runInHeadingEnd(text: string): number {
  return Math.max(runInHeading(text)?.length ?? 0, DASH_CAPTION.exec(text.slice(0, 60))?.[0].length ?? 0);
}

/**
 * A caption closed by a dash that numbers a paragraph or clause before its sentence, as civil-law drafting in English
 * writes them ("Sole Paragraph – The Lessee …", "Second Paragraph – …", "Clause 4 – …", "Paragraph Two – …"): not part
 * of the clause, whose subject follows it (h23s23).
 */
const DASH_CAPTION = /^\s*(?:(?:Sole|Single|Only|Unique|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)\s+(?:Paragraph|Clause|Sub-?clause|Item)|(?:Paragraph|Clause|Sub-?clause|Item)\s+(?:\d{1,3}(?:\.\d{1,3})*|[IVXL]{1,6}|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|[A-Z]))\.?\s{0,3}[–—-]\s{0,3}(?=[A-Z])/i;
