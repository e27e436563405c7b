/**
 * Verbs that give a label to their object rather than their subject: "It shall be the responsibility of the
 * Supplier to ..." (the Supplier's obligation), "... shall entitle Buyer to terminate" (Buyer's right), "Nothing in
 * this Clause shall prevent a party from ..." (that party's right), "Company grants Customer a non-exclusive right
 * to use the Service" (the grantee's right: a grant confers it, it binds the grantor to nothing it must go and do),
 * and the acts that confer a position or a facility as a grant does: "Manufacturer hereby appoints Distributor as its
 * exclusive distributor", "the Lender makes available to the Borrower a term loan facility" (the appointee's and the
 * borrower's right). "X's sole obligation under this warranty is to repair" is X's obligation, a possessive subject;
 * "Nothing in this Agreement obliges the Customer to buy" is the Customer's Disclaimer.
 */
import type { Label } from '../../wire.js';
import { mentionNear, type PartyLexicon, type PartyMention } from '../parties/party-lexicon.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PEOPLE_BROUGHT } from '../lexicon/people-words.js';
import { countWordsBetween } from '../numbers/count-words.js';

const DUTY_OF = /\b(?:shall|will|is|are)\s+(?:be\s+)?the\s+(?:sole\s+|full\s+)?(?:responsibility|obligation|duty)\s+of\s+(?:the\s+)?/gi;
// "entitles the other Shareholder to buy": "the other" before a collective alias names whichever member it is (as GRANTS).
// So does a deed's "it shall be lawful for the Lessor to re-enter", "it is lawful for the Owner to sell": the party may
// (issue 18, h89ty; "shall not be lawful" grants nothing: the lookbehind wants the modal right before "be").
const ENABLES = /\b(?:allows?|entitles?|permits?|enables?|authori[sz]es?|(?<=\b(?:shall|will|is)\s{1,3})(?:be\s{1,3})?lawful\s{1,3}for)\s+(?:the\s+)?(?:other\s+(?![Pp]art(?:y|ies)\b))?/gi;
/**
 * What follows the enabled party: "to", perhaps after one comma-delimited insert. Anchored, bounded: linear.
 * Not people of its own after it ("allow the Licensor and its agents to enter and inspect", "allow THE EXPORTER or its
 * auditor to inspect"): sets 46 and 56 label those no Right of the party, set 75 one Right; tried and taken out (h99t75).
 */
const ENABLED_TO = /^\s*(?:,[^,;:.]{1,60},\s*)?to\b/;
/**
 * "to" before "allow" that is the promise's own infinitive, no purpose: an item opening on it under a lead-in ("(a) to allow
 * the Landlord to inspect the works;" under "The Tenant covenants:"), or after a verb of promising ("undertakes to allow
 * the Publisher to …"). Set 75, issue 18, h99t75. Anchored at the end, bounded: linear.
 */
const PROMISED_TO = /(?:^\s{0,3}(?:\(?(?:[a-z]|\d{1,2}|[ivx]{1,5})[).]\s{1,3})?|\b(?:undertakes?|agrees?|covenants?|promises?)\s{1,3})to\s{1,3}$/i;
/**
 * "consents to the Tenant carrying out the Works": the consent lets the other party do it, as "permits the Tenant to carry
 * out" does (its Right; set 75, issue 18, h99t75). The verb in "-ing" right after the party (an adverb before it), read on
 * the mention's end. Not "does not consent" (read before the verb). Anchored, bounded: linear.
 */
const CONSENTS_TO = /\b(?:hereby\s{1,3})?consents?\s{1,3}to\s{1,3}(?:the\s{1,3})?/gi;
const DOING_AFTER = /^\s{1,3}(?:[a-z]{2,20}ly\s{1,3})?[a-z]{2,20}ing\b/;
/**
 * A data subject's consent to the processing of its data: "The Guest consents to the Sanatorium processing his personal
 * data and health data for his treatment". The consent is the lawful ground data protection law asks for, a statement of
 * the person whose data it is, no right to act the contract grants the other (set 88's cause 6, issue 18, h112n88);
 * "consents to the Tenant carrying out the Works" stays the Tenant's Right. The data named within six words of the verb.
 * Anchored, bounded: linear.
 */
const DATA_PROCESSED_AFTER = /^\s{1,3}(?:processing|using|collecting|storing|holding|keeping|sharing|disclosing|transferring)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,5}?(?:data|information)\b/i;
/** "Company grants Customer a ... right", "The Licensor hereby grants to the Licensee a licence". */
// The article is left to the mention ("grants the other Party a licence": the group's mention opens on "the").
// "grants the other Partner a right": "the other" before a collective alias (group-aliases.ts) names whichever member it is.
// "grants to each of the other Covenantors the right": "each of" before the group names each member, as "the other" does
// (issue 18, h84t63).
// "grants and conveys to the Grantee an easement": the deed's doublet grants as "grants" alone does (a conveyance of a
// right to use the land, the grantee's Right; set 53). "hereby assigns" alone stays no promise and no Right (C20): an
// assignment passes what the assignor had, a grant confers a right for the grantee to exercise.
const GRANTS = /\b(?:hereby\s+)?(?:grants?|awards?)\s+(?:and\s+conveys\s+)?(?:to\s+)?(?:each\s+of\s+(?=the\s))?(?:the\s+other\s+(?![Pp]art(?:y|ies)\b))?/gi;
const CONVEYS = /\bconveys\b/i;
/** The rights over another's land a deed grants or conveys by name: an easement, a servitude, a wayleave. */
// And a usufruct, the civil law's right to use another's land or thing and take its fruits ("The Owner grants the
// Usufructuary a usufruct over the vineyard"): the holder's Right, as an easement is (issue 18, h107ty, set 81).
const LAND_RIGHTS = String.raw`(?:easements?|servitudes?|wayleaves?|usufructs?)`;
/**
 * What a conveyance confers as a right: an easement, a servitude, a wayleave, a licence, or a right of or to something,
 * at most two words after its article ("a non-exclusive easement", "a right of way"), not "the entire right, title and
 * interest" (title passed) nor land "together with all rights" (review hrev51). Anchored, bounded: linear.
 */
const CONVEYED_RIGHT = new RegExp(String.raw`^\s*(?:,\s*)?(?:a|an|the)\s+(?:[\w-]+,?\s+){0,2}?(?:${LAND_RIGHTS}|licen[cs]es?|rights?\s+(?:of|to)\b)`, 'i');
/** The grantor of a mutual grant: "Each party grants the other", "Either of them grants the other". */
const MUTUAL_GRANTOR = /\b(?:each|either)\s+(?:of\s+(?:the\s+|them|us)\s*)?(?:part(?:y|ies)\s+)?(?:hereby\s+)?$/i;
/** A sum of money granted (see GRANTED): its noun two words after the article at most, or a figure with its currency. */
const MONEY_GRANTED = String.raw`(?:a|an|the)\s+(?:(?!(?:of|for|to|against|that|in|on|by|with)\b)[\w-]+\s+){0,2}?(?:sum|amount|grant|funding|award|bursary|subsidy|donation|stipend|scholarship)\b(?!\s+(?:agreement|letter|conditions|particulars|terms|period|officer|manager|application)\b)|(?:[£$€¥₹]|\b[A-Z]{1,3}\$|\b[A-Z]{3})\s?\d[\d,.]*`;
/**
 * The use of a thing given or granted with no article, perhaps after an adjective of its extent: "The Municipality gives
 * the Artist free use of water and electricity", "grants the Grazier use of the north paddock" — the receiver's Right, as
 * "the use of" is (the Right row's "X grants Y a licence/right" of docs/contract-labels.md and C257's "use of a thing
 * granted"; set 91, issue 18, h119t91). Right after the receiver only: "gives the Grazier notice of any use of the
 * paddock" is the giver's act. Literal words: linear.
 */
const BARE_USE_OF = String.raw`(?:(?:free|full|exclusive|sole|shared|unrestricted|unlimited|non-exclusive|joint)\s+)?use\s+of\b`;
/** What a grant confers: a right, licence, option or permission named within the clause ("grants the Brand permission to use"). */
// So does a grant of the use of a thing ("The Club grants the Coach the use of its minibus"): the grantee's Right, as a
// licence to use it is (issue 18, h27n32).
// So does a price reduction granted ("The Supplier grants the Buyer a volume discount of 3% when …", "grants the Club a
// rebate"): money the grantee keeps, as a credit it "shall receive" is its Right (issue 18, h28n34).
// A count in the article's place grants as the article does ("You grant us four separate options, each to extend the
// term", "grants the Club two further options to renew": issue 18, h42s47, set 47).
// A comma-delimited insert may stand between the grantee and what it is granted ("grants to the Grantee, for the
// Easement Period, the rights set out in Schedule 1").
// So does an easement, a servitude or a wayleave granted over land ("grants the Company an easement across the farm"; sets
// 13 and 53), and a rent-free period granted ("grants the Tenant a rent-free fit-out period of 45 days": rent the grantee
// need not pay, as a discount is; set 53). Named at most two words after its article, as a lien is ("a perpetual,
// non-exclusive easement", "a rent-free fit-out period"): an easement or a rent-free period further on is what a
// warranty, an indemnity or a lease granted speaks of ("a warranty that the Land is free of easements", "an indemnity
// against charges during the rent-free period"), the grantor's undertaking (review hrev51).
// So does a reduction of the price granted, named at most two words after its article ("grants the Shipowner a reduction
// of 5% per move", "grants the Buyer a price reduction"), as a discount is: a warranty granted against "any reduction in
// output" further on is the grantor's undertaking (issue 18, h78t61).
// So does a lien or a security interest granted ("Client grants Winery a warehouse lien on the Client Wine": set 19 labels
// it the grantee's Right): a hold over the grantor's goods the grantee may exercise (issue 18, h47s49).
// The lien itself granted, at most two words after its article ("a warehouse lien", "a first-ranking security interest"):
// a warranty or an indemnity granted against liens ("a warranty that the goods are free of liens") is the grantor's
// undertaking (review hrev32).
// So does a sum of money granted ("The Foundation grants the Charity the sum of £20,000 to run the summer school", "grants
// the University a grant of G$ 6,000,000", "grants the Club £5,000"): the money is the grantee's to receive and spend, as
// a discount or a credit is (set 69's cause 2, issue 18, h91ty). The sum named at most two words after its article (no
// preposition between: "a warranty for the amount" is the grantor's undertaking), or a figure with its currency right
// after the grantee (MONEY_GRANTED).
// So does a permit or an authorisation granted, named at most two words after its article ("The Branch grants the
// Operator a permit to carry passengers on the route", "grants the Company a fishing authorisation"): a public body's
// licence to act, the grantee's Right as a licence granted is (the Right row's "X grants Y a licence"; set 88's cause 4,
// issue 18, h112n88). Not one named further on ("grants the Buyer a warranty that all permits are valid": the grantor's).
// "awards" confers as "grants" does ("The Ministry awards the Student a bursary of NZD 5,000", "awards the Scholar a full
// scholarship"): what is awarded is read by the same GRANTED, so an award of a contract, a prize ceremony or points stays
// unread (issue 18, h107ty, set 82).
const GRANTED = new RegExp(String.raw`^\s*(?:,[^,;:.]{1,60}(?=,))?\s*(?:,\s*)?(?:${MONEY_GRANTED}|${BARE_USE_OF}|(?:a|an|the|${countWordsBetween(1, 10)}|\d{1,2}|several|further|additional)\b[^.;:]{0,120}?\b(?:rights?|licen[cs]es?|sub-?licen[cs]es?|options?|permission|access|concessions?|mandates?|use\s+of|discounts?|rebates?)|(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:liens?|security\s+interests?|reductions?|permits?|authori[sz]ations?)|(?:a|an|the)\s+(?:[\w-]+,?\s+){0,2}?(?:${LAND_RIGHTS}|(?:rent|fee|charge)-free\s+(?:[\w-]+\s+)?period)|(?:permission|consent|authority)\s+to)\b`, 'i');
/**
 * A grant of a thing the contract defines, named by its capitalised term right after the article or a count: "The Stud
 * grants the Mare Owner one Nomination to the Stallion", "The Club grants the Member the Season Ticket" (set 49: the
 * grantee's Right, as a grant of a right is; the defined term stands for the right). Not a warranty, guarantee or
 * indemnity granted ("The Contractor grants the Employer a Warranty": the grantor's undertaking, set 20), nor one whose
 * defined name ends so ("a Performance Bond", "a Parent Company Guarantee", "a Product Warranty": review hrev32).
 * Case-sensitive.
 */
const DEFINED_THING_GRANTED = /^\s{1,3}(?:a|an|the|one|two|three|four|five|\d{1,2})\s{1,3}(?!(?:\p{Lu}[\p{L}-]{0,30}\s{1,3}){0,2}(?:Warrant|Guarant|Indemn|Bond)\p{L}{0,20}\b)\p{Lu}[\p{Ll}-]{2,30}\b/u;
/**
 * A second grantee after the first: "and", perhaps "to" and "the", and up to four capitalised words ("and the Replacement
 * Supplier"), or persons in small letters after a possessive, up to the article of what is granted ("and to her children
 * a licence": no party, so only the first grantee's Right; issue 18, h88pa), or after "and to" with no article, up to
 * seven words ("and to recipients of software distributed by the Foundation a perpetual licence": issue 18, h111att,
 * set 10). Bounded: linear.
 */
const SECOND_GRANTEE = /^\s{1,3}and\s{1,3}(?:to\s{1,3})?((?:the\s{1,3})?\p{Lu}[\p{L}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{0,30}){0,3}|(?:his|her|its|their|the)\s{1,3}(?:[\p{Ll}'’-]{1,30}\s{1,3}){0,2}?[\p{Ll}'’-]{1,30}(?=\s{1,3}(?:a|an|the)\s)|(?<=\bto\s{1,3})(?:[\p{Ll}'’-]{1,30}\s{1,3}){0,6}?[\p{Ll}'’-]{1,30}(?=\s{1,3}(?:a|an|the)\s))/u;
/** "We give you a licence to use our materials": giving a licence, a right or an option now is a grant (not "shall give X access"). */
// An authorisation, a permission or a mandate "to" act given now is one too: "The Controller gives the Processor a general
// authorisation to engage sub-processors" (the receiver's Right; issue 18, h29n38). So is the use of a thing given now, as
// GRANTED reads it after "grants": "The Owner gives the Grazier the use of the north paddock" (table 2.1's grant; set
// 84's cause 3, issue 18, h107n84), not "gives the Grazier the keys / notice / a copy" (an act of the giver's).
const GIVES = /\b(?:hereby\s+)?gives?\s+(?:to\s+)?(?:the\s+)?/gi;
const GIVEN = new RegExp(String.raw`^\s*(?:a|an|the)\s+(?:[\w-]+,?\s+){0,4}?(?:licen[cs]e|right|option)s?\b|^\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?use\s+of\b|^\s*${BARE_USE_OF}|^\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:authori[sz]ation|permission|mandate)\s+to\b`, 'i');
/**
 * A thing given or granted for the receiver's use under a civil-law title, the receiver after "to": "The Owner gives the
 * house in antichresis to the Lodgers", "grants the flat in usufruct to the Tenant", "gives the tractor on loan to the
 * Grower" (table 2.1's Right row: the use of a thing given now, as GIVEN reads "gives the Grazier the use of"; set 85's
 * cause 7, issue 18, h108n85). The title is required: "gives the keys to the Tenant" is the giver's act. The thing is at
 * most 80 characters with no stop, then literal words: linear.
 */
const GIVES_FOR_USE = /\b(?:hereby\s+)?(?:gives?|grants?|delivers?)\s+(?:(?:the|its|a|an|his|her|their|this)\s[^.;:()]{0,80}?\s)?(?:in\s+(?:antichresis|usufruct|commodatum|bailment)|on\s+(?:loan|lease|hire))\s+to\s+(?:the\s+)?/gi;
/** A present act (no modal before it): "hereby appoints X as", "makes available to X". */
const APPOINTS = /\b(?:hereby\s+)?appoints?\s+(?:the\s+)?/gi;
/**
 * What the appointment is for, right after the appointee: "as its exclusive distributor" (C36), or "to" and the verb of
 * the work ("The Client appoints the Contractor to clean the offices", C78): either confers the position, the
 * appointee's Right. A verb, not a body or a post after "to" ("appoints the Director to the Board": no determiner; "to
 * three committees", "to one of the following roles", "to London office duties": no number, no capitalised name; issue
 * 18, hrev56; the name read by APPOINTED_TO_NAME, case-sensitive, so that "APPOINTS THE MANAGER TO MANAGE" still reads).
 */
const APPOINTED_FOR = /^\s{1,3}(?:as\b|to\s{1,3}(?!(?:the|a|an|its|his|her|their|our|your|this|that|these|those|such|any|each|every|all|which|one|two|three|four|five|several|both|various|certain|other)\b)\p{L})/iu;
/** A bracket right after a name that defines it by a quoted alias: ` (the "Architect" or "you")`. Anchored, bounded. */
const ALIAS_BRACKET = /^\s{0,3}\((?=[^()]{0,70}["“”])[^()]{1,70}\)/;
/**
 * What a permit's operative sentence puts between the grantee and what it is granted: where the grantee is named ("named
 * above", "identified in the application") and the bracket of its alias, quoted or after "hereinafter" ("The Parish
 * grants the trader named above (hereinafter, the Holder) a licence to …", issue 18, h89ty). Literal words and bounded
 * runs without brackets: linear.
 */
const GRANTEE_NAMED_AND_ALIASED = /^(?:\s{1,3}(?:named|identified|described|listed|specified|stated|shown)\s{1,3}(?:above|below|in\s{1,3}[^()";,.]{1,60}?))?\s{0,3}\((?:\s{0,3}here(?:in)?after\b[^()]{1,60}|(?=[^()]{0,70}["“”])[^()]{1,70})\)/;
/** A capitalised name after "to" ("to London office duties", "to Acme's board"): a place or a body, no verb (case-sensitive). */
const APPOINTED_TO_NAME = /^\s{1,3}to\s{1,3}[A-Z][a-z]/;
/**
 * An engagement the engaged party accepts in the same sentence: "The Client engages the Broker to clear its imports, and
 * the Broker accepts the engagement" is read as C36 reads "appoints … and … accepts the appointment": the engaged party's
 * Right (set 49). A bare engagement ("Hospital engages Physician to provide …", sets 19 and 29) stays untyped, and one
 * the engaged party answers with "agrees to provide" is its Obligation by that verb (set 21).
 */
// "the" is left to the mention ("engages THE BROKER": a capitals alias may open on it).
const ENGAGES = /\b(?:hereby\s+)?engages\s+/gi;
/**
 * An engagement that makes the engaged party the only one ("Client engages Recruiter on an exclusive basis to find …",
 * "engages the Agent as its sole agent for …"): the exclusivity is conferred on the engaged party, its Right, as an
 * exclusive appointment is (C36; set 51, issue 18, h55n51). Right after the engaged party; a bare engagement stays
 * untyped (sets 19 and 29), and one whose exclusivity binds the engaged party later in the sentence ("and the Player
 * agrees to compete exclusively", set 18) is read by that verb.
 */
const ENGAGED_EXCLUSIVELY = /^\s{1,3}(?:on\s{1,3}an?\s{1,3}(?:exclusive|sole)\s{1,3}basis|as\s{1,3}(?:its|their|the)\s{1,3}(?:exclusive|sole)\s(?![^.;]{0,40}?\b(?:responsible|liable|accountable)\b)|exclusively\b)/i;
/**
 * An exclusive engagement or an appointment denied or said of no one ("Nothing in this Agreement engages the Supplier
 * exclusively", "No provision engages …", "Nothing … appoints the Agent to …"): no Right conferred. And "as the sole contractor responsible for health and safety" (above)
 * makes the engaged party the one answerable, a duty, not the only one engaged (issue 18, hrev40). Read on the 60
 * characters before "engages", within the clause (bounded).
 */
const NO_ENGAGEMENT_BEFORE = /\b(?:nothing|not|no|neither|never)\b[^.;,]{0,60}$/i;
/** The acceptance, within the engagement's sentence (no stop or semicolon), at most 200 characters on. */
const ACCEPTS_ENGAGEMENT = /^[^.;]{0,200}?\s(?:hereby\s{1,3})?accepts\s{1,3}(?:the|such|this|that)\s{1,3}(?:engagement|appointment)\b/i;
const MAKES_AVAILABLE = /\b(?:hereby\s+)?makes?\s+available\s+to\s+(?:the\s+)?/gi;
/**
 * A present entrustment: "The Club entrusts to the Keeper the running of the hut", "The Owner hereby entrusts the Manager
 * with the management of the Hotel": the management is conferred, the receiver's Right, as an appointment is (issue 18,
 * h25s28n). The receiver right after "entrusts to", or before "with".
 */
// The entrustment written as the contract's purpose, "The purpose of this Agreement is to entrust to the Operator, which
// accepts, the running of …" (French drafting's "a pour objet de confier à …, qui accepte"), is the same act once the
// receiver accepts it (C36; issue 18, h78t61); without the acceptance ("is to entrust to the Operator the running of …")
// it states a purpose and confers nothing (the `purpose` group, read only with WHO_ACCEPTS).
const ENTRUSTS = /\b(?:hereby\s+)?(?:entrusts|(?<purpose>is\s+to\s+entrust))\s+(?:to\s+)?(?:the\s+)?/gi;
/**
 * The entruster as a relative clause's subject: "that the Shipper", "which Owner" (bounded: linear). Not "that" after a
 * verb of agreeing or stating ("It is agreed that the Owner entrusts to …", "The parties agree that …", "confirms that"):
 * a complement clause, the entrustment the sentence makes (review hrev51).
 */
const ENTRUSTER_IN_RELATIVE = /\b(?:(?<!\b(?:agree[sd]?|acknowledge[sd]?|confirm(?:s|ed)?|declare[sd]?|record(?:s|ed)?|understands?|understood|state[sd]?|provided|certif(?:y|ies|ied)|warrant(?:s|ed)?|represent(?:s|ed)?|recite[sd]?|note[sd]?|covenant(?:s|ed)?|accept(?:s|ed)?|recogni[sz]e[sd]?)\s{1,3})that|which|whom)\s{1,3}(?:the\s{1,3})?(?:\p{Lu}[\p{L}'’-]{0,30}\s{1,3}){1,3}$/u;
/** The receiver's acceptance right after it (", who accepts,"): the entrusted work is its undertaking. */
const WHO_ACCEPTS = /^\s*,\s*(?:who|which)\s+(?:hereby\s+)?accepts?\b/i;
/**
 * Work commissioned or instructed and accepted in the same breath: "The Office commissions the Artist, who accepts, to
 * design the four stamps", "The Publisher instructs the Printer, which accepts, to bind the spring list" (the Italian
 * "affida all'Artista, che accetta, l'incarico di …", the French "charge X, qui accepte, de …"). The acceptance makes the
 * work the receiver's undertaking, as C36 reads it after "entrusts" (C98; set 73, issue 18, h98at). Without the
 * acceptance a commission stays untyped (set 38: "commissions the Service Provider with the storage …"), and an
 * appointment accepted so is C36's Right (APPOINTS).
 */
const COMMISSIONS = /\b(?:hereby\s+)?(?:commissions|instructs)\s+(?:the\s+)?/gi;
/** What the accepted commission is: "to" and a verb, or the work named ("the design of …"), right after the acceptance. */
const COMMISSIONED_WORK = /^\s*,\s*(?:who|which)\s{1,3}(?:hereby\s{1,3})?accepts?\s{0,3},\s{0,3}(?:to\s{1,3}[a-z]|(?:with\s{1,3})?(?:the|a|an)\s)/i;
/**
 * A present letting (no modal before it): "Landlord leases to Tenant the Farm", "The Owner hereby lets to the Hirer the
 * Vessel", "Sublandlord subleases to Subtenant …": possession conferred, the lessee's right, as an appointment is.
 */
// "rents to" and "hires to" let as "leases to" does ("Salon rents to Renter station 6", "The Owner hires to the Hirer the
// Vessel", h22s23); with no subject before ("Rents to be paid …") the word is a noun.
// A deed's older form lets so too: "the Lessor doth hereby demise unto the Lessee …", "does hereby let unto" (issue 18,
// h89ty): "doth"/"does" with the bare verb, "unto" for "to".
const LEASES_TO = /\b(?:hereby\s+)?(?:leases|lets|demises|subleases|sublets|rents|hires(?:\s+out)?|(?:doth|does)\s+(?:hereby\s+)?(?:demise|lease|let))\s+(?:un)?to\s+(?:the\s+)?/gi;
/**
 * The same letting with the thing let first: "The Landlord lets the Premises at 4 Kowhai Road to the Tenant for a term
 * of one year", "The Owner hereby leases the Vessel to the Charterer" (h22s22p). The lessee is the party right after a
 * "to" within the clause (no stop, semicolon or colon between), at most 120 characters on.
 */
// "hires" ("hires out") lets a thing so too: "The Company hires the items in the order form to the Customer for the hire
// period" (issue 18, h87na). A person hired is engaged to do something ("hires the Contractor to paint the hall"): no
// party follows that "to", so no lessee is read.
const LEASES_THING = /\b(?:hereby\s+)?(?:leases|lets|demises|subleases|sublets|hires(?:\s+out)?)\s+(?=(?:the|its|a|an|all|that|those)\s)/gi;
const TO_BEFORE = /\bto\s+(?:the\s+)?$/i;
/**
 * The same letting with the lessee as the verb's first object and the thing let after it: "We let you the allotment plot
 * at our Castle Meadow site", "The Owner leases the Hirer the berth at Pier 3" (issue 18, h26n31). A grant of use, the
 * lessee's Right as "lets to" is (C20's present assignment passes title and binds no one; a letting confers possession
 * to exercise). The thing must follow with its determiner: "lets you know" is no letting. "let" bare for "we"/"they".
 */
const LEASES_PARTY = /\b(?:hereby\s+)?(?:leases|lets|let|demises|subleases|sublets|rents|hires)\s+(?:the\s+)?/gi;
// So does the use of the thing let ("It lets you use our licensed kitchen", "The Owner lets the Club use its hall on
// Sundays"): the grant words' "use of" (GRANTED) in the verb's form, the user's Right; "lets you know" names no thing used
// (issue 18, h67n54).
const THING_AFTER_LESSEE = /^\s+(?:(?:use|occupy)\s+)?(?:the|a|an|its|our|their|his|her|all|that|those)\s+[\w-]/i;
const USE_AFTER_LESSEE = /^\s+(?:use|occupy)\s/i;
/**
 * The use a lead-in lets, its things listed in the items under it: "The Camp Holder lets the Guest Herder use:" over "- the
 * eastern half of the winter pasture;", "- the well, …" (C322; set 96's mn, issue 18, h122e96): the user's Right, as
 * "lets the Club use its hall" is, and the items inherit it. The verb, then the colon that ends the element. Anchored,
 * literal words, bounded blanks: linear.
 */
const USE_LISTED_AFTER_LESSEE = /^\s{1,3}(?:use|occupy|have\s{1,3}the\s{1,3}use\s{1,3}of)\s{0,3}:\s{0,3}$/i;
/**
 * "lets" a party do another thing with a thing ("The Owner lets the Herder put his pigs in the three parcels", "The
 * Tabanca lets the Trader keep the full sacks in its meeting house"): a leave, the party's Right as "lets the Herder use
 * the woods" is (C315; set 95's cause 3, issue 18, h121t95). Only after "let(s)": "hires the Driver for the season" names
 * no act. A bare verb in small letters, then the thing with its determiner; not "know" (telling, LETS_KNOW), nor a
 * preposition. Anchored, bounded: linear.
 */
const VERB_AFTER_LESSEE = /^\s{1,3}(?!(?:know|to|for|in|into|on|at|by|with|from|of|and|or|as|under|over|off|out|down|up|through|during|until|after|before)\b)[a-z]{2,20}\s{1,3}(?:the|a|an|its|our|their|his|her|your|my|all|that|those|some)\s{1,3}[\w-]/;
const LETS = /\blets\s/i;
/**
 * The bare "let" of such a leave has its own subject, a pronoun right before it ("We let you take the boat out"): "… you
 * must return the router …, or let us collect the antenna" (set 75) joins a verb to the modal's duty, no leave of its own.
 */
const LET_SUBJECT_BEFORE = /\b(?:we|you|they|I)\s{1,3}(?:(?:also|then|gladly|now)\s{1,3})?$/i;
/** The letter a thing of the user's own ("Your membership", "Your plan"): what it covers, no grant. Anchored: linear. */
const THING_OF_THE_USER = /^\s{0,3}(?:your|his|her|their)\s{1,3}(?:[\w-]{1,30}\s{1,3}){1,2}$/i;
// The modal may govern a list of verbs the act closes ("Provider shall recruit, employ and make available to Client a
// Team": the provider's duty, no present grant; issue 18, h78t61): up to three verbs before "and"/"or".
const MODAL_BEFORE = /\b(?:shall|will|may|must|can|to|not|would|could|should)\s+(?:(?:\w+\s+)?|(?:\w+,\s+){0,3}\w+\s+(?:and|or|and\/or)\s+)$/i;
/**
 * "If the Buyer makes available ...": an act in a condition confers nothing; nor one in a time clause ("Before the
 * Customer appoints the Supplier to audit the accounts, it shall …": issue 18, hrev56).
 */
const IN_CONDITION = /\b(?:if|unless|where|when|whenever|until|once|before|after)\s+(?:the\s+)?[\w'’ -]{1,30}$/i;
/**
 * "is pleased to appoint", "are delighted to appoint": a letter's courtesy before the act, which it makes all the same
 * (a letter of appointment's opening; issue 18, h87na), so the "to" is no modal's.
 */
const PLEASED_TO = /\b(?:is|are|am)\s+(?:pleased|delighted|happy|glad)\s+to\s+$/i;
const notAnAct = (before: string): boolean => (MODAL_BEFORE.test(before) && !PLEASED_TO.test(before)) || IN_CONDITION.test(before);
/**
 * "Lessee's obligation to pay all rent is absolute and unconditional": the sentence says what the duty another clause
 * gives is like (no set-off, no abatement), it imposes nothing of its own; sets 12 and 37 label it no type (issue 18,
 * h29n38). So is one whose verb says when or how far that duty holds: "The Architect's obligation to insure applies
 * only while cover is available", "… lasts / survives / ceases / expires / arises …" (a possessive is no subject, table
 * 2.2; issue 18, h30n41). Read on the 120 characters after the possessive's "to" (bounded).
 */
const QUALIFIED_DUTY_AFTER = /^[^.;:]{0,100}?\b(?:(?:is|are)\s+(?:absolute|unconditional|irrevocable|independent)|applies|lasts|survives|ceases|expires|arises)\b/i;
/** "X's sole obligation ... is to", "It is X's responsibility to", "X's obligations under this clause include:". */
const DUTY_IS_TO = /['’]s\s+(?:sole\s+|only\s+|entire\s+|primary\s+|own\s+|full\s+)?(?:obligations?|responsibilit(?:y|ies)|duty|duties)\b(?:\s+to\b|[^.;:]{0,80}?\b(?:(?:is|are|shall\s+be|will\s+be)\s+to\b|includes?\b[^.;]{0,20}:|(?:is|are)(?:\s+as\s+follows)?\s*:))/gi;
/**
 * A duty another clause or the law gives, said to survive something: "The presence of the lifeguard does not reduce the
 * Licensee's duty to supervise its pupils", "Nothing in this clause limits the Tenant's obligation to insure". The
 * possessive is the object of the negated verb: the sentence states what is not lessened, it imposes nothing of its own
 * (issue 18, h25s28n). Read on the 60 characters before the possessor (bounded).
 */
const KEPT_DUTY_BEFORE = /\b(?:not|nothing\b[^.;:]{0,40}?)\s+(?:\w+\s+)?(?:reduces?|affects?|limits?|relieves?|diminish(?:es)?|lessens?|alters?|prejudices?|waives?|qualif(?:y|ies)|restricts?)\s+(?:the\s+|any\s+)?$/i;
/** "Nothing in this Agreement obliges the Customer to", "does not require the Supplier to": the object need not. */
const NOT_OBLIGED = /\b(?:nothing\b[^.;:]{0,80}?|(?:does|shall|will)\s+not\s+)(?:obliges?|obligates?|requires?|compels?)\s+(?:the\s+)?/gi;
/**
 * A further object of the same frame after the first one's act: "or the Supplier to", "and Contractor to", "nor the
 * Agent to" (the party must follow right after, itself followed by "to"). No quantifier repeats: linear.
 */
const FURTHER_OBJECT = /(?:,\s{0,3})?\b(?:or|and|nor)\s{1,3}(?:the\s{1,3})?/gi;
/** How far past the first object's "to" its clause is read for further objects (characters). */
const NOT_OBLIGED_REACH = 300;
const NOT_PREVENTED = /\b(?:nothing\b[^.;:]{0,80}?|(?:does|shall|will)\s+not\s+)(?:prevents?|restricts?|precludes?|limits?)(?:\s+or\s+(?:prevents?|restricts?|precludes?|limits?))?\s+/gi;

/** The labels `text` gives to the objects of these verbs; `mentions` are its party mentions in order. */
export function objectLabels(text: string, mentions: readonly PartyMention[]): Label[] {
  const labels: Label[] = [];
  const add = (label: Label): void => {
    if (!labels.some((l) => l.nature === label.nature && l.party === label.party)) labels.push(label);
  };
  const objectAt = (from: number): PartyMention | undefined => mentionNear(mentions, from, 4);
  /**
   * The party named right after each act of `pattern` that is done, not a modal's or a condition's (notAnAct, the 40
   * characters before it): the act's object. One loop for the acts that read nothing else before their object (the
   * duplicates tool's pair, h112left).
   */
  const actedOn = (pattern: RegExp): PartyMention[] => {
    const objects: PartyMention[] = [];
    for (const m of matchesOf(pattern, text)) {
      if (notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      const object = objectAt(m.index + m[0].length);
      if (object) objects.push(object);
    }
    return objects;
  };
  /** The party at `from` and those joined after it by ",", "and", "or", "and/or" ("entitle Buyer and/or Customer"). */
  const listedFrom = (start: number): PartyMention[] => {
    const objects: PartyMention[] = [];
    let from = start;
    for (let next = objectAt(from); next; ) {
      objects.push(next);
      from = next.end;
      const joined = /^\s*(?:,|and\/or|and|or)\s+(?:the\s+)?/i.exec(text.slice(from));
      next = joined ? mentionNear(mentions, from + joined[0].length, 0) : undefined;
    }
    return objects;
  };

  for (const m of matchesOf(DUTY_OF, text)) {
    const object = objectAt(m.index + m[0].length);
    if (object) add({ nature: 'Obligation', party: object.party });
  }
  for (const m of matchesOf(ENABLES, text)) {
    // "to enable Buyer to verify" states a purpose, not a right; "shall not entitle" grants none.
    if (/\b(?:to|not)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index)) && !PROMISED_TO.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // "entitle Buyer and/or Customer to": every party of the list.
    const objects = listedFrom(m.index + m[0].length);
    const last = objects[objects.length - 1];
    // A comma-delimited insert may stand before the "to" ("authorises the Agent, on a non-exclusive basis, to refer …",
    // "allows the Buyer, at its own cost, to inspect …"; issue 18, h78t61), as it may in a grant (GRANTED).
    if (last && ENABLED_TO.test(text.slice(last.end, last.end + 80))) for (const object of objects) add({ nature: 'Right', party: object.party });
  }
  for (const m of matchesOf(CONSENTS_TO, text)) {
    if (/\bnot\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    if (object && DOING_AFTER.test(text.slice(object.end, object.end + 40)) && !DATA_PROCESSED_AFTER.test(text.slice(object.end, object.end + 240))) add({ nature: 'Right', party: object.party });
  }
  /** Past the grantee's description and alias bracket after `end`, if any (GRANTEE_NAMED_AND_ALIASED). */
  const past = (end: number): number => end + (GRANTEE_NAMED_AND_ALIASED.exec(text.slice(end, end + 160))?.[0].length ?? 0);
  for (const m of matchesOf(GRANTS, text)) {
    // "shall not grant", "does not grant": no right is conferred.
    if (/\bnot\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    // "Nothing in this Agreement grants the other Party a licence": a grant denied, as "Nothing … obliges" is (NOT_OBLIGED).
    if (/\bnothing\b[^.;:]{0,80}$/i.test(text.slice(Math.max(0, m.index - 90), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    // "grants the Authority and the Replacement Supplier a royalty-free licence": a grant to two grantees gives each
    // that is a party its Right; a grantee that is no party (a successor supplier) gets none (issue 18, h36n45).
    const joined = object ? SECOND_GRANTEE.exec(text.slice(object.end, object.end + 80)) : null;
    if (object && joined && GRANTED.test(text.slice(object.end + joined[0].length, object.end + joined[0].length + 160))) {
      add({ nature: 'Right', party: object.party });
      const other = objectAt(object.end + joined[0].length - joined[1].length);
      if (other && other.end <= object.end + joined[0].length) add({ nature: 'Right', party: other.party });
    // A conveyance of a defined thing ("grants and conveys to the Grantee the Property") passes title to it, as a present
    // assignment does (C20): only a right, an easement or the like conveyed, named at the head of what is conveyed, is
    // the grantee's Right; land conveyed with its rights, or "the entire right, title and interest", is title passed
    // (review hrev51).
    } else if (object && (CONVEYS.test(m[0]) ? CONVEYED_RIGHT.test(text.slice(object.end, object.end + 80))
      : GRANTED.test(text.slice(past(object.end), past(object.end) + 160)) || DEFINED_THING_GRANTED.test(text.slice(object.end, object.end + 60)))) add({ nature: 'Right', party: object.party });
    // "Each party grants the other a non-exclusive licence": a mutual grant, each party the grantee (Multiple Parties).
    else if (!object && MUTUAL_GRANTOR.test(text.slice(Math.max(0, m.index - 24), m.index)) && /\bother\s+$/i.test(m[0]) && GRANTED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 160))) add({ nature: 'Right', party: 'Multiple Parties' });
  }
  for (const object of actedOn(GIVES)) if (GIVEN.test(text.slice(object.end, object.end + 80))) add({ nature: 'Right', party: object.party });
  for (const object of actedOn(GIVES_FOR_USE)) add({ nature: 'Right', party: object.party });
  for (const m of matchesOf(APPOINTS, text)) {
    if (notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "Nothing in this Agreement appoints the Agent to bind the Owner": an appointment denied confers nothing.
    if (NO_ENGAGEMENT_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    // The appointee's name may close on the bracket that defines it ("appoint Molefe Design Ltd (the "Architect" or
    // "you") as architect"): what the appointment is for follows the bracket.
    const from = object ? object.end + (ALIAS_BRACKET.exec(text.slice(object.end, object.end + 80))?.[0].length ?? 0) : 0;
    const after = object ? text.slice(from, from + 12) : '';
    if (object && APPOINTED_FOR.test(after) && !APPOINTED_TO_NAME.test(after)) add({ nature: 'Right', party: object.party });
  }
  for (const m of matchesOf(ENGAGES, text)) {
    if (notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    if (object && ENGAGED_EXCLUSIVELY.test(text.slice(object.end, object.end + 80)) && !NO_ENGAGEMENT_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) {
      add({ nature: 'Right', party: object.party });
      continue;
    }
    const accepted = object ? ACCEPTS_ENGAGEMENT.exec(text.slice(object.end, object.end + 260)) : null;
    if (!object || !accepted) continue;
    // The one who accepts is the last party named before "accepts", and must be the one engaged ("and the Broker
    // accepts"), not the engaging party.
    const acceptsAt = object.end + accepted[0].toLowerCase().lastIndexOf('accepts');
    const acceptor = mentions.filter((p) => p.begin >= object.end && p.end <= acceptsAt).pop();
    if (acceptor?.party === object.party) add({ nature: 'Right', party: object.party });
  }
  for (const object of actedOn(MAKES_AVAILABLE)) add({ nature: 'Right', party: object.party });
  for (const m of matchesOf(ENTRUSTS, text)) {
    if (notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "the goods that the Shipper entrusts to the Carrier": a relative clause names the goods by who hands them over;
    // nothing is conferred by the sentence (issue 18, h63n53).
    if (ENTRUSTER_IN_RELATIVE.test(text.slice(Math.max(0, m.index - 48), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    if (!object || !(/\bto\s+(?:the\s+)?$/i.test(m[0]) || /^\s+with\b/i.test(text.slice(object.end, object.end + 8)))) continue;
    // "entrusts to the Subcontractor, who accepts, the supply and installation of …": the receiver's acceptance is its
    // undertaking to do the work entrusted (French drafting's "qui accepte"), an Obligation.
    const accepts = WHO_ACCEPTS.test(text.slice(object.end, object.end + 40));
    if (m.groups?.purpose !== undefined && !accepts) continue;
    add({ nature: accepts ? 'Obligation' : 'Right', party: object.party });
  }
  for (const object of actedOn(COMMISSIONS)) if (COMMISSIONED_WORK.test(text.slice(object.end, object.end + 60))) add({ nature: 'Obligation', party: object.party });
  for (const m of matchesOf(LEASES_TO, text)) {
    if (!/\w/.test(text.slice(0, m.index)) || notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    if (object) add({ nature: 'Right', party: object.party });
  }
  for (const m of matchesOf(LEASES_THING, text)) {
    if (notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const from = m.index + m[0].length;
    const stop = /[.;:]/.exec(text.slice(from, from + 120));
    const until = stop ? from + stop.index : Math.min(text.length, from + 120);
    const lessee = mentions.find((p) => p.begin > from && p.end <= until && TO_BEFORE.test(text.slice(Math.max(from, p.begin - 8), p.begin)));
    if (lessee) add({ nature: 'Right', party: lessee.party });
  }
  for (const m of matchesOf(LEASES_PARTY, text)) {
    if (!/\w/.test(text.slice(0, m.index)) || notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const object = objectAt(m.index + m[0].length);
    const after = text.slice(object?.end ?? 0, (object?.end ?? 0) + 40);
    // "Your membership lets you use the gym floor …" says what a plan or a membership covers (set 26 labels it no type):
    // only the contract or a party lets the other use a thing.
    const leave = (LETS.test(m[0]) || (/\blet\s/i.test(m[0]) && LET_SUBJECT_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)))) && VERB_AFTER_LESSEE.test(after);
    if (object && (USE_AFTER_LESSEE.test(after) || leave) && THING_OF_THE_USER.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (object && (THING_AFTER_LESSEE.test(after) || leave || USE_LISTED_AFTER_LESSEE.test(after))) add({ nature: 'Right', party: object.party });
  }
  for (const m of matchesOf(NOT_OBLIGED, text)) {
    // "obliges the Customer or the Supplier to renew": each party of the list before the "to".
    const objects = listedFrom(m.index + m[0].length);
    const last = objects[objects.length - 1];
    if (!last || !/^\s*to\b/.test(text.slice(last.end))) continue;
    for (const object of objects) add({ nature: 'Disclaimer', party: object.party });
    // "… obligates the Customer to buy any minimum volume or the Supplier to accept any order": each object of the
    // frame is freed of its act (C58), read up to the clause's end (bounded).
    const clause = text.slice(last.end, last.end + NOT_OBLIGED_REACH);
    const end = /[.;:]/.exec(clause);
    for (const next of matchesOf(FURTHER_OBJECT, end ? clause.slice(0, end.index) : clause)) {
      const from = last.end + next.index + next[0].length;
      const object = mentionNear(mentions, from, 0);
      if (object && object.begin === from && /^\s*to\b/.test(text.slice(object.end, object.end + 8))) add({ nature: 'Disclaimer', party: object.party });
    }
  }
  for (const m of matchesOf(NOT_PREVENTED, text)) {
    const object = objectAt(m.index + m[0].length);
    if (object && /^\s*from\b/.test(text.slice(object.end))) add({ nature: 'Right', party: object.party });
  }
  return labels;
}

/**
 * So does a leave for the party's people to do a thing: "The Co-operative lets the Company's groups watch the round-ups",
 * "The Council lets the Operator's guests use the hall" (the party's Right, as "lets the Operator use" is; issue 18,
 * h117n90, set 90's fi#6). The owner is one party mention (a possessive is no mention: read on the text cut at its
 * apostrophe, as possessiveDuties reads one); the people are PEOPLE_BROUGHT's (PEOPLE_CARRIED's and "groups", h117mendA),
 * a word in small letters perhaps before them ("the Company's tour groups"), then a verb in small letters; "know" is
 * telling, no leave ("lets the Company's staff know the dates"). Anchored, bounded: linear.
 */
const OWNER_THEN_PEOPLE = new RegExp(String.raw`^(\p{Lu}[\p{L}\p{M}-]{0,30}(?:\s\p{Lu}[\p{L}\p{M}-]{0,30}){0,3})['’]s\s{1,3}(?:[a-z-]{2,30}\s{1,3})?${PEOPLE_BROUGHT}\s{1,3}(?!know\b)[a-z]{2,20}\s`, 'u');

/** The Right of a party whose people another party lets do a thing (OWNER_THEN_PEOPLE). */
export function peopleLetLabels(text: string, parties: PartyLexicon): Label[] {
  const labels: Label[] = [];
  if (!/['’]s\s/.test(text)) return labels;
  for (const m of matchesOf(LEASES_PARTY, text)) {
    if (!/\w/.test(text.slice(0, m.index)) || notAnAct(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const from = m.index + m[0].length;
    const owner = OWNER_THEN_PEOPLE.exec(text.slice(from, from + 160));
    if (owner === null) continue;
    const found = parties.find(owner[1]);
    const party = found.length === 1 && found[0].begin === 0 && found[0].end === owner[1].length && !found[0].negative ? found[0].party : undefined;
    if (party !== undefined && !labels.some((l) => l.party === party)) labels.push({ nature: 'Right', party });
  }
  return labels;
}

/** "Manufacturer's sole obligation under this warranty is to repair": Obligation of the possessor. */
export function possessiveDuties(text: string, parties: PartyLexicon): Label[] {
  const labels: Label[] = [];
  for (const m of matchesOf(DUTY_IS_TO, text)) {
    // The possessor is a party mention ending right at the apostrophe (read on the text cut there).
    const head = text.slice(Math.max(0, m.index - 48), m.index);
    const found = parties.find(head);
    const last = found[found.length - 1];
    if (!last || last.end !== head.length || last.negative || labels.some((l) => l.party === last.party)) continue;
    if (KEPT_DUTY_BEFORE.test(text.slice(Math.max(0, m.index - head.length + last.begin - 60), m.index - head.length + last.begin))) continue;
    if (QUALIFIED_DUTY_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 120))) continue;
    labels.push({ nature: 'Obligation', party: last.party });
  }
  return labels;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function objectNaturesRunPatterns(): readonly RegExp[] {
  return [APPOINTS, COMMISSIONS, CONSENTS_TO, DUTY_IS_TO, DUTY_OF, ENABLES, ENGAGES, ENTRUSTS, FURTHER_OBJECT, GIVES, GIVES_FOR_USE, GRANTS, LEASES_PARTY, LEASES_THING, LEASES_TO, MAKES_AVAILABLE, NOT_OBLIGED, NOT_PREVENTED];
}
