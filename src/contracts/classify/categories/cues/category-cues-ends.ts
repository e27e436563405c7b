/**
 * Term & Termination where the clause says "end" rather than "terminate" (issue 18, h19s18c): the service's gist is
 * "duration, termination and its consequences", and plain drafting names the end of the contract as a time ("when the
 * services end", "at the end of the Term") or as an act ("either party may end this licence"). What must then be done
 * is a consequence of the end (docs/contracts.md, "Readings settled": "return all PHI … when the services end" →
 * Privacy, Term & Termination; C12: a hired thing returned when the hire ends). Stated from how such clauses are
 * drafted, with test sentences of their own (`categories-ends.test.ts`). Bounded patterns, linear on hostile text.
 * The Term & Termination cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by
 * h28cues) follow this file's own, each under a line naming its round; their tests are in `category-cues-ends.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The papers a party rescinds: the contract itself, as the civil law and shipbuilding name it (h110cat's cue below). */
const RESCINDED_PAPER = '(?:contract|agreement|missives|lease|deed|charter)';

/**
 * What ends: the contract under its names, the services it buys, the term or the hire. "Terms" is the contract too where
 * a business's standard terms are the agreement ("after these terms end", h33c43).
 */
const WHAT_ENDS = String.raw`(?:services|agreement|contract|licen[cs]e|lease|terms?|engagement|appointment|tenancy|hire|arrangement|placement|nomination)`;

/** A part of the contract ended as the contract is (h110c87's cue below): a schedule, an annex, an order, a statement of work. */
const PART_ENDED = String.raw`(?:schedule|annex|appendix|order|addendum|rider|statement\s{1,3}of\s{1,3}work)`;
/**
 * The end as an act, "end" before an article, perhaps one word, and what ends: "may end this licence early", "may end
 * this Schedule". One shape for the contract's end and a part's (h111dup). Fixed words, one bounded word: linear.
 */
const endAct = (articles: string, what: string): RegExp => new RegExp(String.raw`\bend\s{1,3}(?:${articles})\s{1,3}(?:[\w-]{1,30}\s{1,3})?${what}\b`, 'i');

/**
 * (C7; issue 18, h105tax) The words of an insolvency, in one list: category-cue-lists.ts' Term & Termination cue reads
 * them as the category's own word, and END_VETOES below ask with them whether a sentence names an insolvency (each had
 * a list of its own). A party insolvent or bankrupt, in receivership or liquidation, its liquidator, a winding up (or
 * "winding-up", "is wound up"). Not "liquidated damages" (a remedy: category-cues-delay-damages.ts), not a bare
 * "receiver" (who takes goods in: category-cues-goods-taken-in.ts), not "administrator" (a company's managing officer
 * too: the cue names it beside this list, and END_VETOES' first veto keeps a company's representative from it). An
 * insolvency said as a phrase — unable to pay its debts, its payments suspended — is category-cues-sums-owed.ts'
 * INSOLVENCY_CUES (phrases of their own, which also keep such a sentence from billing). Fixed words, one bounded gap:
 * linear.
 */
/**
 * (h105mendC) "Wound up" is a company's only when it is said so of a party: "if the Developer is wound up", "being wound
 * up" — a form of "be" before it, not after a thing that is wound (hoses, cables, a clock), nor followed by how a thing
 * is put away ("the hoses are wound up and stored in the van", "wound up onto the reel"). Bounded: linear.
 */
const THING_WOUND = String.raw`(?:hoses?|cables?|cords?|ropes?|reels?|wires?|leads?|tapes?|clocks?|springs?|chains?|awnings?|blinds?|banners?|threads?|yarns?)`;
const COMPANY_WOUND_UP = String.raw`(?<!\b${THING_WOUND}\s{1,8})\b(?:is|are|be|been|being|was|were)\s{1,8}(?:(?:compulsorily|voluntarily)\s{1,8})?wound\s{1,8}up\b(?!\s{1,8}(?:on|onto|around|round|into|neatly|tightly|after\s{1,8}(?:use|each)|and\s{1,8}(?:stored|put|kept|placed|hung|coiled|packed|rolled|tied|taken|left|secured))\b)`;
export const INSOLVENCY_WORD = String.raw`\bwinding[\s-]up\b|${COMPANY_WOUND_UP}|\binsolven|\bbankrupt|\breceivership\b|\bliquidat(?:ion|ors?)\b`;

export const END_CUES: readonly [RegExp, CategoryLabel][] = [
  // The end as a time: "when the services end", "once this Agreement ends or expires", "after the licence has ended",
  // "after these terms end", "at the end of the Term", "on the end of this Contract". Not the end of anything else ("at the end of each month",
  // "after the end of the Contract Year": a year counted in the contract, h29c37;
  // "when the season ends" is a date in the work), nor a place in the document ("the Schedule at the end of this
  // licence", "set out at the end of this Agreement": h22s23).
  [new RegExp(String.raw`\b(?:when|once|after|before|if|on|upon)\s+(?:the|this|these|its|their|your|our)\s+(?:[\w-]+\s+)?${WHAT_ENDS}\s+(?:has\s+|have\s+|is\s+)?(?:ends?|ended|comes?\s+to\s+an\s+end)\b|(?<!\b(?:schedules?|annex(?:es|ure)?|appendix|appendices|glossary|exhibit|attached|printed|set\s{1,64}out|found|appears?|appearing)\s{1,64})\b(?:on|upon|at|after|before)\s+the\s+end\s+of\s+(?:the|this)\s+(?:[\w-]+\s+)?${WHAT_ENDS}\b(?!\s+(?:years?|quarters?|months?|weeks?|days?)\b)`, 'i'), 'Term & Termination'],
  // The end as an act: "Either party may end this licence early", "may end the hire at once". Not "end any links".
  [endAct('this|the', WHAT_ENDS), 'Term & Termination'],
  // Said without the category's word, round 5 (h25cat5):
  // Term & Termination: a cancellation with its refund or charge — "If the Client cancels the booking within a week of
  // the date, we will refund half of the deposit" (C3: the money is Payment beside the ending). Not one occurrence
  // cancelled ("cancels a performance", "a flight"): the contract goes on.
  [/\bif\s+(?:you|we|either\s+(?:of\s+us|party)|(?:the\s+)?[A-Z][\w-]*)\s+cancels?\b(?!\s+(?:a|an|any|one|each)\b)[^.;]{0,120}?\b(?:refund\w*|forfeit\w*|retain|keep|charges?)\b/i, 'Term & Termination'],
  // (h28s35c) The contract made for a time: "This Agreement is entered into for a period of five years", "The licence
  // is granted for 3 (three) years", "The contract is concluded for a fixed term of 24 months" (sets 17, 34–36 label each
  // Term & Termination). Its duration, said of the contract, the concession or the appointment that it makes.
  [/\b(?:is|are|shall\s+be|will\s+be)\s+(?:granted|let|leased|hired|licensed|chartered|entered\s+into|concluded|made|appointed)\s+for\s+(?:a\s+(?:fixed\s+|further\s+|minimum\s+|initial\s+)?(?:period|term)\s+of\s+)?[\w-]+\s+(?:\(\w+\)\s+)?(?:years?|months?|weeks?|seasons?)\b/i, 'Term & Termination'],
  // (h33c43) … and in the active voice, the grant and its period in one sentence: "The Lessor lets the Premises to the
  // Lessee, which hires them, for a period of five years from the Commencement Date", "The Owner appoints the Operator
  // … for a term of fifteen years". Only "for a period/term of": "hires a crane for two days" is a thing hired under
  // the contract, not the contract's time; and not "grants": a warranty or a discount is granted for a period too.
  [/\b(?:lets|leases|hires|appoints|engages|licen[cs]es|charters)\b[^.;]{0,160}?\bfor\s+a\s+(?:fixed\s+|further\s+|minimum\s+|initial\s+)?(?:period|term)\s+of\s+[\w-]+\s+(?:\(\w+\)\s+)?(?:years?|months?|weeks?|seasons?)\b/i, 'Term & Termination'],
];

/**
 * A holder of a share in a partnership or a co-ownership (C165's partner, C211's co-owner), and the ways one leaves
 * it: "If a Partner retires or dies", "If a Co-owner dies", "a Co-owner leaves" (issue 18, h112left: the partner's cue
 * and the co-owner's each wrote the list; one home). Fixed words: linear.
 */
const HOLDER = String.raw`(?:partner|co-?owner)s?`;
const HOLDER_LEAVES = String.raw`(?:retires|dies|leaves)(?:\s{1,3}or\s{1,3}(?:retires|dies|leaves))?`;
/**
 * Not a leaving that names a time for another clause: "the first instalment on the day the Partner leaves", "at the date
 * a Co-owner dies" date a payment (set 81's partnership: the price of the share paid from the day the partner leaves).
 * Bounded lookbehind: linear.
 */
const NOT_A_TIME_NAMED = String.raw`(?<!\b(?:day|date|time|moment)\s{1,3}(?:on\s{1,3}which\s{1,3}|when\s{1,3})?(?:the|a|that|each)\s{1,3})`;
/** (h106mendP) The plans a customer holds as its contract, by kind: one named by its kind alone, one paid by only when "your". */
const HELD_PLAN = String.raw`(?:layaway|membership|savings|subscription)`;
const PAID_PLAN = String.raw`(?:payment|instal+ment|service)`;

/**
 * (h104c81, C165) The contract's own time or end said with words the learned model gives little weight (a deed's
 * "established", a period "indefinite", a partnership dissolved or left): strong cues, as a term row's are
 * (category-cue-lists.ts' STRONG_CUES), since the sentence alone reads as nothing else.
 */
export const END_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h104c81, C165) The same, made for no fixed time or with the civil-law deed's verb: "This contract is concluded for
  // an indefinite period", "The agreement is entered into for an unlimited term", "The usufruct is established for
  // fifteen years" (a right in rem is established, or constituted, for its time). Only the contract's own period: not
  // "a committee is established" with no period after it, nor an act "made for an indefinite period" of the work's own
  // ("The Contractor's staff are made available" has no such verb). Fixed words, one bounded word: linear.
  [/\b(?:is|are|shall\s+be|will\s+be)\s+(?:granted|let|leased|hired|licensed|entered\s+into|concluded|made|established|constituted)\s+for\s+(?:an?\s+)?(?:indefinite|unlimited|undetermined)\s+(?:period|term|duration|time)\b|\b(?:usufruct|easement|servitude|right\s+of\s+use|partnership)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:established|constituted|formed)\s+for\s+(?:a\s+(?:fixed\s+)?(?:period|term)\s+of\s+)?[\w-]+\s+(?:\(\w+\)\s+)?(?:years?|months?)\b/i, 'Term & Termination'],
  // (h104c81, C165) A partnership's own end: the partnership dissolved ("The partnership is dissolved if the Partners so
  // agree", "On dissolution the Partners shall sell the assets") or running until then ("continues until it is
  // dissolved"), and a partner leaving it by retirement or death ("A Partner may retire from the partnership", "If a
  // Partner retires or dies, …"): what the agreement's end is for a partnership (C144's member leaving). Only the
  // partnership, a joint venture or a consortium dissolved, or "dissolution" bare or of one of them: not a company
  // wound up under its law ("on the dissolution of the Company"), nor an employee's retirement ("retires from work"). The
  // partner retiring or dying is read with the co-owner below (HOLDER_LEAVES, one list of holders and of ways out).
  [/\b(?:the|this|a)\s+(?:partnership|joint\s+venture|consortium)\s+(?:is|shall\s+be|will\s+be)\s+dissolved\b|\b(?:on|upon|after)\s+(?:its\s+|the\s+)?dissolution\b(?!\s+of\s+(?!the\s+(?:partnership|joint\s+venture|consortium)\b))|\bcontinues?\s+until\s+(?:it\s+is|they\s+are)\s+dissolved\b|\b(?:retire|retires|retiring|withdraw|withdraws)\s+from\s+the\s+(?:partnership|joint\s+venture|consortium)\b/i, 'Term & Termination'],
  // (issue 18, h108c85, C211) A co-ownership's own end, said as a partnership's is: the co-ownership (or the partnership,
  // the joint venture) left or ended by its holders ("A Co-owner may leave the co-ownership by giving six months'
  // notice", "The Co-owners may end the co-ownership by agreement") and a co-owner leaving or dying ("If a Co-owner dies,
  // his or her heirs may take the Share", "A Co-owner who leaves has no claim on the later harvests"): the agreement's
  // end for that holder (C144's member leaving, C165's partner retiring or dying). The co-ownership left or ended after a
  // modal or "to" (a right or a duty): not a recital's "what happens when one of them leaves the co-ownership". Not a place left ("leave the boat"),
  // not a co-ownership ended by the deed's own operative words (a partition is the contract's object, C211's near miss:
  // "wish to end their co-ownership and to divide the land" in a recital reads no ending right). Fixed words: linear.
  [new RegExp(String.raw`\b(?:may|can|shall|will|must|to)\s+(?:(?:at\s+any\s+time|then|also)\s+)?(?:leave|end|terminate|withdraw\s+from)\s+the\s+(?:co-?ownership|partnership|joint\s+venture)\b|${NOT_A_TIME_NAMED}\b${HOLDER}\s{1,3}${HOLDER_LEAVES}\b|\b${HOLDER}\s{1,3}who\s+(?:leaves|leave|retires|retire|withdraws|withdraw)\s+(?:has|have|shall|may|is|are|loses|lose|keeps|keep|receives|receive|gets|get|owes|owe)\b`, 'i'), 'Term & Termination'],
  // (issue 18, h106c83) Consumer terms whose contract is a plan the customer holds (a layaway, payment, instalment,
  // membership or savings plan: the terms' own noun) end it by cancelling the plan ("You can cancel your plan at any
  // time", "we may cancel your layaway plan after telling you"), as "cancel your booking" ends a booking. Only "your"
  // plan or a plan named by its kind: not a plan of the works or a drawing cancelled ("the Engineer may cancel the
  // plan"). Fixed words: linear.
  // (h106mendP) The plan kinds written once; "the/a/this … plan" only a plan the customer holds (layaway, membership,
  // savings, subscription): a payment or instalment plan "of the Works" is the works' schedule ("The Engineer may cancel
  // the payment plan for the Works"), cancelled as "your" plan only.
  [new RegExp(String.raw`\bcancel(?:s|led|ling)?\s{1,3}(?:(?:your|my|the\s{1,3}customer['’]s)\s{1,3}(?:(?:${HELD_PLAN}|${PAID_PLAN})\s{1,3})?|(?:the|a|this)\s{1,3}${HELD_PLAN}\s{1,3})plan\b`, 'i'), 'Term & Termination'],
  // (issue 18, h110cat) The contract rescinded — the civil-law and shipbuilding word for ending it on the other's
  // default ("the Buyer may rescind this Contract if the delay exceeds 180 days", "Upon rescission of this Contract, the
  // Builder shall refund the instalments", "entitled to rescind the Missives by written notice"): Term & Termination as
  // "terminate" is. Sets 1–86: all 3 such sentences are labelled so, none was read; 2 are now (sets 11, 23), set 11's
  // refund "upon rescission" keeps the two categories it had (two at most). Only the contract
  // itself rescinded: not a sale rescinded on a forgery (set 52's Payment Terms & Billing and Warranties), nor "the
  // rescission period" of a timeshare. Fixed words: linear.
  [new RegExp(String.raw`\b(?:rescind|rescinds|rescinded|rescinding)\s+(?:this|the)\s+${RESCINDED_PAPER}\b|\b(?:on|upon|after|following)\s+(?:the\s+)?rescission\s+(?:of|under)\s+(?:this|the)\s+${RESCINDED_PAPER}\b`, 'i'), 'Term & Termination'],
  // (issue 18, h110c87, C234) A part of the contract ended as the contract is: "the Customer may end this Schedule for
  // that community by written notice", "may end this order during the minimum term", "may end this Annex at once" (sets
  // 1–87: "end this Schedule/Annex/order" and "terminate the Order/Annex/Statement of Work", seven sentences, all Term &
  // Termination). "this" only: "the end this" is no act. Fixed words, one bounded word: linear.
  [endAct('this', PART_ENDED), 'Term & Termination'],
  // (issue 18, h110c87, C234) The contract's own grant withdrawn or revoked by its grantor: "The Commune may withdraw the
  // authorisation at any time for a reason of public interest", "the Port may revoke this permit", "withdrawal of the
  // concession" — a permit's, an authorisation's or a concession's end (C7), with C159's consequences after it. After a
  // modal or as the noun, of "the" or "this" grant: not a third party's permit lost ("if the Supplier loses its permit"),
  // nor consent or an approval withdrawn (set 68's parents' consent: Privacy). Fixed words: linear.
  // (issue 18, h111c88, C241) … and suspended by its grantor or given up, surrendered by its holder: "The Branch may
  // suspend the permit for up to thirty days if …", "The Operator may give up the permit at any time by returning it",
  // "may surrender the licence" (sets 1–88: 3 of 3 Term & Termination). After a modal, of "the" or "this" grant.
  [/\b(?:(?:may|shall|will|can|must)\s{1,3}(?:also\s{1,3}|then\s{1,3}|at\s{1,3}any\s{1,3}time\s{1,3})?(?:withdraw|revoke|suspend|give\s{1,3}up|surrender)|withdrawal\s{1,3}of|revocation\s{1,3}of|suspension\s{1,3}of|surrender\s{1,3}of)\s{1,3}(?:the|this)\s{1,3}(?:authori[sz]ation|permit|concession|licen[cs]e)\b/i, 'Term & Termination'],
  // (issue 18, h110c87, C234) A party's death and its heirs bound by or taking over the contract: "If the Owner dies
  // before the division, his heirs respect this agreement until the harvest is divided" (C211's co-owner dying is read by
  // the co-owner's cue above; C165's partner): the agreement's end or survival on a death. Sets 1–87: both such
  // sentences Term & Termination; not a sum due "to her heirs" (no "if … dies" before them). Bounded: linear.
  // (issue 18, h111c88, C241) … and the contract binding them: "If the Surety dies, this suretyship binds his heirs"
  // (sets 1–88: 1 of 1).
  [/\bif\s{1,3}(?:the\s{1,3}|a\s{1,3}|an\s{1,3})?[\w-]{1,30}\s{1,3}dies\b[^.;]{0,80}?\b(?:(?:his|her|its|their|his\s{1,3}or\s{1,3}her)\s{1,3}heirs\s{1,3}(?:may|shall|must|will|respect|continue|take|are\s{1,3}bound)|binds?\s{1,3}(?:his|her|its|their|his\s{1,3}or\s{1,3}her)\s{1,3}heirs)\b/i, 'Term & Termination'],
  // (issue 18, h111c88, C241) A stay, a course or a tour — what a guest's voucher or booking buys — ended early by a
  // party: "The Sanatorium may end the stay early, without any refund, if …", "we may end your course early" (sets
  // 1–88: 1 of 1). "early" required: "at the end of the stay" is a time in it. Fixed words: linear.
  [/\b(?:end|ends|ended|ending|terminate|terminates|cut\s{1,3}short)\s{1,3}(?:the|his|her|your|their|its)\s{1,3}(?:stay|course|visit|holiday|tour|treatment)\s{1,3}early\b/i, 'Term & Termination'],
];

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const END_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h107and; review h106rev3's finding 10) A plan, drawing, programme or schedule of the works cancelled — "The
  // Engineer may cancel the payment plan for the Works and issue a new one", "cancel the drawing for the Works" — is a
  // paper of the works withdrawn, the contract goes on (the Term & Termination row: duration, renewal, termination; the
  // plain word "cancel" read it). Only a paper "for" or "of" the works, the project or the site: "cancel your plan" (the
  // customer's plan, END_STRONG_CUES above) stays; not where the sentence ends the contract too ("terminate", "this
  // Agreement"). Anchored, windows bounded: linear.
  [/^(?![^]{0,600}?\b(?:terminat\w*|expir\w*|(?:this|the)\s{1,8}(?:agreement|contract|sub-?contract))\b)[^]{0,400}?\bcancel(?:s|led|ling)?\s{1,8}(?:the|a|an|any|each|its|their|that|this)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:plans?|drawings?|programmes?|programs?|schedules?)\s{1,8}(?:for|of)\s{1,8}the\s{1,8}(?:works|project|site)\b/i, 'Term & Termination'],
  // (h104c81, C166) An ending "without a notice period" or "without any period of notice" gives no notice: the words
  // say none is given, no Communication, where nothing else in the sentence tells ("notify", "inform", "in writing")
  // and no other notice is named. Windows bounded, fixed words: linear.
  [/^(?![^]{0,800}\b(?:notif\w*|inform\w*|written|writing|communicat\w*|tell\w*|letter|e-?mail)\b)(?![^]{0,800}(?<!\bperiod\s{1,8}of\s{1,8})\bnotices?\b(?!\s{1,8}period\b))[^]{0,600}?\bwithout\s{1,8}(?:a\s{1,8}|any\s{1,8})?(?:notice\s{1,8}period|period\s{1,8}of\s{1,8}notice)\b/i, 'Communication'],
  // Said without the category's word, round 7 (h26cat7):
  // A company's administrator who represents it (a Greek or Continental company's managing officer: "represented by its
  // administrator, Ms Eleni Markaki") is no insolvency administrator, where nothing else in the sentence ends the
  // contract or names an insolvency. Windows bounded: linear.
  // (h105tax) "Names an insolvency" is INSOLVENCY_WORD; a bare "receiver", which the cue leaves out (a goods'
  // receiver), still counts here beside an administrator ("its administrator or a receiver"): a guard only keeps the
  // cue's category. "Liquidated damages" no longer keeps it (a remedy, no insolvency).
  [new RegExp(String.raw`^(?![^]{0,800}(?:\b(?:terminat|expir|cancel)|${INSOLVENCY_WORD}|\breceivers?\b))[^]{0,400}?\b(?:represented|acting)\s+(?:\w+\s+){0,2}?by\s+(?:its|their|the)\s+(?:\w+\s+)?administrator\b`, 'i'), 'Term & Termination'],
  // A product's expiry date is its shelf life, not the contract's end (h66c53): "free from defects until its expiration
  // date", "shall not sell any Product after its expiry date", "reserve samples of each Batch for one year after the
  // expiry date of that Batch". Sets 6, 31 and 53 label all 5 such elements without Term & Termination; the contract's
  // own "Expiry Date" (sets 1, 11, 13, 15, 43, 45) names the agreement, lease, term or a renewal and stays. Windows
  // bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,800}(?:\b(?:terminat\w*|agreements?|contracts?|leases?|licen[cs]es?|term|tenancy|hire|hiring|renew\w*|cancel\w*)\b|${INSOLVENCY_WORD}))[^]{0,600}?\b(?:products?|goods|items?|batch(?:es)?|medicines?|drugs?|foods?|foodstuffs?|consumables?|reagents?|implants?|supplies)\b[^]{0,200}?\b(?:expiry|expiration|use-by|best-before)\s{1,8}dates?\b`, 'i'), 'Term & Termination'],
];
