/**
 * Nature modals: the phrases that state a duty, a right, a bar or a disclaimer ("shall", "may", "shall not", "is not
 * liable", "warrants that", "is entitled to", present-tense promises), each with the nature it gives, in priority order.
 * Which party a phrase binds is read in natures.ts; these patterns only say what the phrase is.
 */
import type { Nature } from '../../wire.js';

/**
 * Promises made in the present tense, as deeds and plain-English terms write them: "The Guarantor guarantees …", "The
 * Licensee indemnifies …", "The Builder warrants the Vessel against defects …", "warrants the Goods to be free from
 * defects" (a warranty of a thing, as "warrants that" is of a fact), "each party submits to the jurisdiction", "the parties attorn to the courts", "Lessee
 * bears the entire risk of loss" (the loss is its to make good, as "shall bear the risk" says), "Carrier
 * represents that …", "you accept these Terms", "the Seller accepts this order on these conditions" (the document itself
 * accepted as an order, an offer, a quotation or a proposal: "this" or "these" only, as "the order" may be another's; set
 * 68's cause 2, issue 18, h90ty). Not after a modal or an infinitive ("shall indemnify" is read at
 * "shall"; "agree to submit to" at "agree to").
 * So does a party's waiver of its own domicile, the Latin American formula by which it accepts the courts the clause names
 * ("…, and THE LICENSEE waives its own domicile": Spanish "renuncia al fuero de su domicilio"; set 66, issue 18, h107ty).
 * A submission may name what it submits before the court ("…, and the Parties submit any dispute to the exclusive
 * jurisdiction of the Aa District Court": the parties' promise, read after a governing-law clause as alone; set 59,
 * issue 18, h107ty).
 * Civil-law and plain-English drafting state duties so too (h24s26n): "The Lessee bears full responsibility for
 * occupational safety", "You pay the monthly fee by Direct Debit" (a fee, rent or price named after "pays the"), "the
 * parties fix their domicile in Santiago" (the formula by which they submit to its courts).
 * A warranted thing may take up to six words ("warrants its hand-built oak and walnut cabinets against warping", h26s30n).
 * Issue 18, h25s28n: "The Club insures the hut against fire" (a cover the party keeps, as "warrants the Vessel against"
 * is a promise of a thing), "choose as their domicilium", "the parties prorogate the jurisdiction of" (Scots drafting's
 * submission to a court).
 * Issue 18, h26n31: "The Service Provider gives a warranty of twelve (12) months on its work", "provides a 24-month
 * guarantee" (a warranty given now is promised, as "warrants" is; "gives no warranty" is the Disclaimer's, and a warranty
 * certificate or card is a document).
 * Issue 18, h27n32: a party of several people promises in the plural ("The Growers indemnify the Leaseholder against
 * …"); not in a list of verbs after a comma ("shall defend, indemnify and hold harmless" is read at "shall").
 * Issue 18, h28n34: a cost borne as a risk is ("the Supplier bears the cost of the analysis", "bears all costs of
 * removal": the cost is its to pay); money owed as a sanction ("the Buyer owes penalties of 0.1% per day", "owes
 * interest at the legal rate": owed now, as "shall pay" says; not "owes to", a debt the sentence only names; not
 * "owes no interest" nor "owes the Customer no compensation", which promise nothing: hrev21); "we
 * guarantee" in the first person plural, as plain-English terms write "guarantees" ("We guarantee our sweeping for 30
 * days", "we guarantee to repair"; not after a modal or "not": "we cannot guarantee" is no promise), and "you guarantee"
 * in the second, the customer as guarantor ("You guarantee the repayments of every other member of your group"; issue 18,
 * h78t61); not in a condition ("If you guarantee a loan, …", "Where we guarantee …") nor in a clause that names what
 * is guaranteed ("The loans you guarantee are listed in Schedule 2", "the repairs which we guarantee"): review hrev78.
 * Issue 18, h32n43: "submits to" promises only a submission to a forum ("submit to the exclusive jurisdiction of", "attorn
 * to the courts of", "submit to arbitration"): "the Transactions that you submit to us" hands a thing over in a relative
 * clause, no promise (every "submit(s) to" of sets 1–43 that a label reads as a promise names a jurisdiction, courts or
 * tribunals within five words). "choose as their domicilia" (the Latin plural) and "their respective domicile" are the
 * domicile chosen too (table 2.1). Issue 18, hrev27: the forum may be a venue ("submits to the exclusive venue of the
 * state courts": the courts come six words on) or an expert ("submits to the decision of the Expert", an expert
 * determination), and the party may submit itself ("submits itself to the jurisdiction of"); "submits to the Expert a
 * statement" hands a paper over and stays none.
 * Issue 18, h30n40: the adverbs in either order, after "hereby" too ("irrevocably and unconditionally guarantees",
 * "hereby unconditionally and irrevocably indemnifies"): a guarantee given now is the guarantor's Obligation.
 * Issue 18, h42s47: "free to" inside what a party warrants or represents ("You represent and warrant that you are free
 * to enter into this agreement") is the fact warranted, no right it is given (the Right's "is free to" reads the party's
 * own liberty: "The Reseller is free to set its own prices", sets 6, 8, 42).
 * Issue 18, h42s47: the one word the look-behind skips after "and"/"or" ("and hold harmless") is no subject pronoun:
 * "…, and you consent to the jurisdiction of …" is the promise a second clause makes, as "and the parties submit" is
 * (sets 37, 43 and 47 label "consent to the jurisdiction" an Obligation, three of three).
 * Issue 18, h47s49: the law and the forum submitted to together ("the parties submit to the laws of Mexico and to the
 * courts of the city of Querétaro", the civil-law drafting of set 49): the courts come after the law, more than five
 * words on. The law alone ("submit to the laws of Mexico") chooses a governing law, no forum: no promise.
 * Issue 18, h67n54: the forum chosen outright, as Brazilian drafting in English writes it ("The parties elect the courts
 * of Campinas to settle any dispute …, waiving any other"): the submission the nature table reads in "submits to" and
 * "chooses its domicile" (sets 19 and 54 label it an Obligation; set 24's one such sentence is unlabelled). Only the
 * courts, a tribunal, a forum or a jurisdiction right after the verb, and "of"/"in"/"at" after them.
 * Issue 18, h94cat2: "the parties elect domicile at their addresses stated above" (the French "élisent domicile", no
 * possessive): the domicile chosen as "chooses its domicile" is; only "elect" and "at" an address after it (set 72).
 * Issue 18, h102n78 (C136): "By ticking the box, you accept these terms" is the accepting party's Obligation (sets 4, 35,
 * 58, 59, 71); "We accept the terms of your offer" and "… of this letter" take the other party's offer, and stay none
 * (sets 23, 39).
 */
const PRESENT_PROMISE = String.raw`(?=[hiugwrpsaboefc])(?<!\b(?:shall|will|may|must|can|not|to|and|or)\s{1,64}(?:(?!(?:you|we|they|I|he|she|it)\s)\w{1,64}\s{1,64})?)(?:hereby\s+)?(?:(?:irrevocably|unconditionally)\s+(?:and\s+(?:irrevocably|unconditionally)\s+)?)?(?:indemnifies|(?<![,/]\s{0,3})indemnify\b|guarantees|warrants\s+(?:the|its|each|every|all)\s+(?:[\w-]+\s+){0,5}?(?:against|to\s+be|free\s+from)\b|insures\s+(?:the|its|each|every|all|their)\s+(?:[\w-]+\s+){0,3}?against\b|represents?\s+that|promises?\s+(?:(?:to\s+)?(?:us|you|the\s+[A-Z][\w-]*|[A-Z][\w-]*)\s+)?that|(?:submits?|attorns?)\s+to\s+the\s+laws?\s+of\s+(?:[\w-]+\s+){1,4}?and\s+(?:to\s+)?(?:the\s+)?(?:jurisdiction|courts?|tribunals?)\b|(?:submits?|attorns?)\s+(?:(?:itself|themselves)\s+|(?:any|all|every|each)\s+(?:such\s+)?(?:disputes?|claims?|controversy|controversies|differences?)\s+)?to\s+(?:(?:the|its|their|any)\s+)?(?:[\w-]+\s+){0,4}?(?:jurisdiction|courts?|tribunals?|arbitration|venue|(?:decision|determination)\s+of\s+(?:the|an?)\s+(?:independent\s+)?experts?|expert\s+determination)\b|consents?\s+to\s+(?:the\s+)?(?:(?:exclusive|non-exclusive|nonexclusive|personal)\s+)?jurisdiction\b|prorogates?\s+(?:the\s+)?(?:(?:exclusive|non-exclusive|nonexclusive)\s+)?jurisdiction\b|bears?\s+(?:the\s+|all\s+)?(?:entire\s+|full\s+|sole\s+)?(?:risks?\s+of|(?:costs?|expenses?)\s+of|responsibility\s+for|liability\s+for)\b|owes?\s+(?:(?!(?:no|nothing|none)\b)[\w-]+\s+){0,3}?(?:penalt(?:y|ies)|interest|damages|compensation|fines?)\b|(?<=\b(?:we|you|they|I)\s{1,64})(?<!\b(?:if|where|when|whenever|unless|once|whether|which)\s{1,64}(?:we|you|they|I)\s{1,64})(?<!\b(?!(?:as|is|was|has|does|means|thus|whereas|this|its)\s)[a-z]{2,30}s\s{1,3}(?:we|you|they|I)\s{1,64})guarantee\b|(?:fix|fixes|elect|elects|establish|establishes|choose|chooses)\s+(?:as\s+)?(?:their|its|his|her)\s+(?:respective\s+)?(?:special\s+|legal\s+|contractual\s+)?domicil(?:e|ium|ia)\b|(?:elect|elects)\s+(?:special\s+|legal\s+)?domicil(?:e|ium)\s+at\b|(?:waives?|renounces?)\s+(?:(?:its|their|his|her)\s+)?(?:own\s+)?(?:domicile|forum)\b|(?:elect|elects|choose|chooses)\s+(?:the\s+)?(?:(?:exclusive|competent)\s+)?(?:courts?|tribunals?|forum|jurisdiction)\s+(?:of|in|at)\b|accepts?\s+(?:(?:these|this|the)\s+(?:\w+\s+)?(?:terms|agreement|conditions)\b(?!\s+of\s+(?:your|this|the|our|their|its|his|her)\s+(?:[\w'’-]+\s+)?(?:offer|letter)s?\b)|(?:this|these)\s+(?:\w+\s+)?(?:order|offer|quotation|quote|proposal)s?\b)|(?:gives?|provides?|offers?)\s+(?:(?:you|us|the\s+[A-Z][\w-]*|[A-Z][\w-]*)\s+)?(?:a|an|its|their|our|his|her)\s+(?:[\w()-]+\s+){0,3}?(?:warranty|guarantee)\b(?!\s+(?:certificate|card|claim|document|form|registration|booklet)s?\b)|pays?\s+(?:the|all|any|each|every|its|their|your|our|his|her)\s+(?:[\w-]+\s+){0,2}?(?:fees?|price|rent|charges?|subscriptions?|deposit|premiums?|invoices?|instalments?|installments?)\b)`;

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

export const DISCHARGED_AT = new RegExp(`^${DISCHARGED}`, 'i');

/**
 * "The Agent will receive 12% of the gross takings as its commission", "shall also receive 5 per cent of the price": a
 * share of money received, its fee's noun after the sum (or none). Bounded look-ahead: at most 120 characters.
 * The present tense states it so too, as partnership and profit-sharing terms do ("The Silent Partner receives 30% of the
 * net profit", "Each Partner receives interest of 3% a year on his Capital Account": the share or the interest at its
 * rate is the receiver's Right, as "shall receive" is; not in a condition or a relative clause: "If the Buyer receives
 * 10% fewer bags", "the Agent, who receives 5% …"; issue 18, h107ty, sets 81 and 82).
 */
const RECEIVES_SHARE = String.raw`(?:(?:shall|will)\s+(?:also\s+)?receive|(?<!\b(?:not|who|which|that|if|when|where|whenever|unless|once|until|before|after)\s{1,64})receives)\s+(?=\(?\d[\d.,]*\)?\s*(?:%|percent\b|per\s+cent\b)|interest\s+(?:of|at)\s+(?:(?:the|a)\s+rate\s+of\s+)?\(?\d[\d.,]*\)?\s*(?:%|percent\b|per\s+cent\b)|[^.;:]{0,120}?\bas\s+(?:its|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:fees?|commissions?|remuneration|compensation|royalty|royalties|bonus)\b)`;

/**
 * Money a party shall receive is its right: "Client will receive a service credit equal to 5% of the monthly fee", "shall
 * receive an annual management fee of 1%". Only a sum named after the verb (up to three words before its noun): receiving
 * goods is a duty ("shall receive, store and ship the Goods"), and a lead-in ("Manager shall receive:") names nothing.
 * Nor is a document about money the money ("receive an invoice for the fees", "a copy of the fee schedule", "the credit
 * note", "the payment instructions", review hrev9): no preposition before the noun, no document noun after it.
 */
// Present tense too, as civil-law drafting in English states a payment: "The Contractor receives a lump-sum remuneration
// of …" (h22s22p).
const RECEIVES_MONEY = String.raw`(?:(?:shall|will)\s+(?:also\s+)?receive|(?<!\b(?:not|who|which|that)\s{1,64})receives)\s+(?:a|an|the|its|their|his|her|any|such)\s+(?:(?!(?:of|for|about|on|with|regarding)\b)[\w-]+\s+){0,3}?(?:fees?|credits?|payments?|refunds?|commissions?|compensation|remuneration|royalty|royalties|salary|bonus|reimbursement)\b(?!\s+(?:notes?|instructions?|schedules?|statements?|notices?|reports?|details|invoices?|information|requests?|advices?|slips?|records?)\b)|${RECEIVES_SHARE}|(?:shall|will)\s+(?:also\s+)?receive\s+(?:(?:statutory|contractual|full|normal)\s+)?(?:sick|holiday|maternity|paternity|adoption|redundancy|overtime)\s+pay\b`;

/**
 * Words a duty's verb may take before its "to" (civil-law drafting in English, "The Contractor is obliged in particular
 * to:", "undertakes, inter alia, to"): the duty is the same. Either one comma-delimited run or blanks, each literal: no two
 * optional blank runs side by side (linear on a run of blanks).
 */
export const ASIDE = String.raw`(?:(?:\s*,\s*|\s+)(?:in\s+particular|inter\s+alia|among\s+other\s+things|above\s+all|especially|notably|also|further|furthermore|additionally|in\s+addition|moreover|expressly)(?:\s*,)?)?`;

/**
 * A promise's negated half joined by "and": "agrees to keep the list confidential and not to disclose it", "undertakes to
 * repair it and, in the meantime, not to issue notices" (the subject's bar, its verb shared with the promise before).
 * Not after "or" ("whether or not to renew" is a choice), nor before an object ("and not to the Buyer"). The lookbehind
 * is bounded (an insert of at most 40 characters), so each position costs at most that.
 */
const AND_NOT_TO = String.raw`(?=n)(?<=\band(?:\s{0,64},[^,;]{1,40},)?\s{1,64})not\s+to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her)\b)`;

/**
 * Money a party keeps for itself, stated in the present tense: "The Manager retains all takings from overnight stays",
 * "the Operator retains the proceeds of the bar" (issue 18, h25s28n). The earnings are its own to keep, a Right as
 * "retains ownership of" is. Only earnings: "retains all records" is a duty to keep, read nowhere here. "keeps" too
 * ("Reseller keeps the difference", "We keep an administration fee of 12%"): not after a modal or an infinitive ("shall
 * keep the proceeds in a separate account" is a duty). Not rights kept ("You keep the rights in your own work" states
 * ownership; set 24 labels it no type). Nor money held for another or watched ("retains all proceeds in a trust account",
 * "keeps the fees under review", "retains the rent on behalf of the Owner": a duty of care or none, review hrev18).
 */
/**
 * A fee a party keeps after the other cancels is its own as the takings are (the Right row's "retains all takings";
 * "Company keeps the initial treatment fee and does not refund it", set 76, issue 18, h100t76): up to two words before
 * the sum ("the initial treatment fee"); not one kept "until", "pending", "safe" or "in escrow" (held for another). A
 * deposit kept whole is the security an owner holds during a hire (set 59's "the Owner keeps the deposit": no label
 * beside the hirer's duty), left to its share ("keeps half of the deposit"). A share of a sum paid that a party keeps: "If you cancel late, we keep 50% of the charge", "the Agency retains half of the
 * deposit" — money kept as its own, as the earnings are (issue 18, h89ty). A share, "of", a determiner and the sum; read
 * inside RETAINS_MONEY, after its guards. Literal words, bounded runs: linear.
 */
// A share with its article ("the part of the fee already paid") and a sum kept "already paid" are kept as the party's own
// too: "the Licensors keep the part of the fee already paid", "The Seller keeps the deposit already paid" (money paid
// before the end, kept at the end; the Right row's "retains all takings", C126's kept sum; set 79, issue 18, h102a79).
const SHARE_KEPT = String.raw`(?:(?:the|a)\s+)?(?:\d{1,3}(?:\.\d{1,2})?\s?%|(?:one-|a\s+)?half|part|rest)\s+of\s+(?:the|its|our|your|their|any)\s+(?:[\w-]+\s+)?(?:charges?|price|fees?|deposit|payments?|takings|proceeds|revenues?|income|receipts)\b`;
const SUM_ALREADY_PAID = String.raw`(?:the|all|its|their|any)\s+(?:[\w-]+\s+){0,2}?(?:fees?|deposit|price|payments?|charges?|sums?|amounts?)\s+already\s+paid\b`;
/**
 * A sum kept "as damages", "as compensation", "as a penalty" or "as an indemnity", after "keeps"/"retains" in the present:
 * "In that case the Seller keeps the lump sum and every instalment received as damages." — forfeited to the keeper, its
 * Right as C150's kept sum is ("will keep … as compensation"); a sum kept with no such words is held (set 86's cause 4,
 * issue 18, h109n86). The words "as …" within the clause, bounded: linear.
 */
const SUM_KEPT_AS_DAMAGES = String.raw`(?:(?:the|all|its|their|his|her|our|any|every|each)\s+){1,2}(?:[\w-]+\s+){0,2}?(?:sums?|instal+ments?|amounts?|payments?|deposits?|price)\b(?=[^.;]{0,80}?\bas\s+(?:(?:liquidated\s+)?damages|compensation|a\s+penalty|an?\s+(?:indemnity|forfeit))\b)`;
/** A sum a party keeps as its own (a share of a sum paid, a sum already paid, or a sum kept as damages), after "keeps"/"retains": RETAINS_MONEY's and KEEPS_OWN's. */
export const SUM_KEPT_AS_OWN = String.raw`(?:${SHARE_KEPT}|${SUM_ALREADY_PAID}|${SUM_KEPT_AS_DAMAGES})`;
/**
 * (h103t78; C150) A sum a party "will keep" or "shall retain" to cover its own costs or as compensation, after the other
 * side's cancellation: "… will refund the second instalment if it has been paid, and will keep the first instalment to
 * cover its costs", "shall retain the deposit as compensation for its loss". After a modal "keep" is a duty of care
 * ("shall keep the proceeds in a separate account"); the purpose that follows makes the money the keeper's own, as
 * RETAINS_MONEY's kept fee is (the Right row's "retains all takings", C126's kept sum). Literal words, bounded runs:
 * linear.
 */
const KEPT_TO_COVER = String.raw`(?:shall|will)\s+(?:also\s+|then\s+)?(?:keep|retain)\s+(?:the|any|all|its|their|his|her|a|an)\s+(?:[\w-]+\s+){0,2}?(?:instal+ments?|deposits?|advances?|fees?|payments?|sums?|amounts?)\s+(?:paid\s+)?(?:to\s+(?:cover|meet|offset)\s+(?:its|their|his|her|our|the)\b|as\s+(?:compensation|liquidated\s+damages|a\s+cancellation\s+(?:fee|charge))\b|in\s+compensation\b)`;
/** {@link KEPT_TO_COVER} at a modal's position: natures.ts reads it after ", and" as the same subject's Right (C150). */
export const KEPT_TO_COVER_AT = new RegExp(`^(?:${KEPT_TO_COVER})`, 'i');
// A deposit kept on a condition ("If you cancel later, we keep your deposit", "We keep the deposit if you do not turn up")
// is forfeited to the keeper, its Right as a kept fee is (C126's kept sum); so is an advance or a prepayment, money paid
// up front as a deposit is ("If the Client cancels after the sample is approved, the Calligrapher keeps the advance";
// set 92, issue 18, h119t92); one kept during the hire, as security or
// against a loss is held, a duty of care (set 82, issue 18, h105n82). With no condition ("The Hirer shall pay the hire,
// and the Owner keeps the deposit") it is held, no forfeit: no Right (h77t59's near miss; narrowed by h105fixN). The
// condition after the deposit or before it in the sentence, each run bounded: linear.
const ON_A_CONDITION = String.raw`(?:(?=[^.;]{0,60}?\b(?:if|unless|when|once|should)\s)|(?<=\b(?:if|unless|when|once|should)\s[^.;]{1,160}))`;
const RETAINS_MONEY = String.raw`(?=[rk])(?<!\b(?:who|which|that|shall|will|must|may|can|to|not)\s{1,64}(?:\w{1,64}\s{1,64})?)(?:retains|keeps|(?<=\b(?:we|you|they|the\s+[a-z]{2,30}s)\s{1,64})keep)\s+(?:${SUM_KEPT_AS_OWN}|(?:(?:all|the|its|their|his|her|our|your|any|an?|full)\s+){1,2}(?:[\w-]+\s+){0,2}?(?:takings|proceeds|revenues?|income|receipts|profits|tips|earnings|gratuities|difference|surplus|excess|amounts?(?=[^.;]{0,60}?\b(?:above|over|in\s+excess\s+of|left\s+over)\b)|fees?|commissions?|(?:deposits?|advances?|prepayments?)(?![^.;]{0,60}?\b(?:during|while|throughout|as\s+security|against)\b)${ON_A_CONDITION})\b)(?![^.;]{0,40}?\b(?:under\s+review|in\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:account|trust)|in\s+trust|on\s+trust|on\s+behalf\s+of|for\s+the\s+account\s+of|separate(?:ly)?\s+from|until|pending|safe(?:ly)?|in\s+escrow)\b)`;

/**
 * "The Apprentice doth hereby bind himself apprentice to the Master", "The Guarantor hereby binds itself to pay …": a
 * party binding itself (the translated "s'oblige", the indenture's form) promises as "undertakes to" does (issue 18,
 * h84t63). The reflexive object is required: "binds the Supplier", "is bound by" are read elsewhere or not at all.
 */
const BINDS_ITSELF = String.raw`(?:doth\s+|does\s+)?(?:hereby\s+)?binds?\s+(?:himself|herself|itself|themselves)\b`;
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

/**
 * "Neither party makes any warranty that …", "neither party gives any warranty as to its accuracy": the negated subject
 * denies the warranty, as "makes no warranty" does (the Disclaimer row; issue 18, h29n38). Read only after a negated
 * subject (natures.ts `ANY_WARRANTY_AT`): "the Supplier makes any warranty" alone says nothing.
 */
const ANY_WARRANTY = String.raw`(?:makes?|gives?)\s+any\s+(?:[\w-]+\s+){0,2}?(?:warrant(?:y|ies)|representations?|guarantees?|assurances?)\b`;
export const ANY_WARRANTY_AT = new RegExp(`^${ANY_WARRANTY}`, 'i');

/**
 * "The Warehouse has a lien on the grain", "The Service Provider has a contractual lien over the goods", "shall have a
 * general lien": the lienholder may keep the goods until paid, its Right (the sets label every lien so: 4, 9, 13, 19, 26;
 * issue 18, h29n38). Not "no lien" (the determiner is "a"/"an"). A hypothec is the civil-law lien (South African and
 * Quebec drafting: "The Lessor shall have a hypothec over the movables brought onto the premises"): its holder's Right
 * too (C35; set 43, issue 18, h32n43).
 */
// A casting vote held ("…, and the President has a casting vote"): the holder may decide a tie, its Right as "has the
// right to" is (table 2.1; set 86's cause 3, issue 18, h109n86). Literal words: linear.
const CASTING_VOTE = String.raw`(?:(?:shall|will)\s+)?(?:has|have)\s+(?:a|the)\s+(?:casting|deciding)\s+vote\b`;
// A lien kept ("the Seller keeps the seller's lien on the Property": the vendor's lien of a sale on credit) is held as
// one "has" is (set 86's cause 4, issue 18, h109n86); a possessive word before it, bounded: linear.
const LIEN = String.raw`(?:(?:shall|will)\s+)?(?:(?:has|have|holds?)\s+(?:a|an)|(?:keeps?|retains?)\s+(?:the|a|an|its|his|her|their))\s+(?:[\w'’-]+\s+){0,2}?(?:lien|hypothec)\b`;

/**
 * "Franchisee accepts the obligation to operate the Café", "the Incoming Supplier accepts the obligations of the Outgoing
 * Supplier": a party that takes a duty on takes it as its own, as "assumes responsibility" does (an Obligation; C36 reads
 * an accepted *appointment* as the appointee's Right). Not "accepts no obligation" (a Disclaimer, above). Bounded: linear.
 */
const ACCEPTS_DUTY = String.raw`accepts?\s+(?:the|an|this|these|its|their|all|such)\s+(?:[\w-]+\s+){0,2}?(?:obligations?|dut(?:y|ies))\b`;

/**
 * Access granted without bounds, "The Donor shall have free access to the paintings on any weekday", "has full and
 * unrestricted access to the site": the party may enter or use, its Right as "is entitled to" states it (C35/C42's
 * family; issue 18, h88pa). A bare "will have access from 1 p.m." schedules a visit and stays a duty's reading (set 8).
 */
const FREE_ACCESS = String.raw`(?:(?:shall|will)\s+)?(?:also\s+)?(?:has|have)\s+(?:free|full|unrestricted|unimpeded)(?:\s+and\s+(?:free|full|unrestricted|unimpeded))?\s+access\s+to\b`;

/** A Right stated as held: "has the exclusive right", "shall have the option" (see `heldRights`). */
export const HELD_RIGHT = /^(?:(?:shall|will)\s+)?(?:also\s+)?(?:has|have)\s+(?:the|an?|all|one)\b/i;

/**
 * The performances a deadline is set for, not a choice the party may leave unmade: paying (or repaying) money, handing
 * over or shipping goods, completing, performing or installing the work, repairing or replacing what failed, vacating
 * or removing (review hrev24). "remedy" and "cure" are not among them: a cure period is the party's chance to avoid
 * termination (natures-set-40.test.ts reads "will have 30 days to remedy the defect" as its Right).
 */
const DEADLINE_DUTY = String.raw`(?:pay|repay|remit|settle|refund|reimburse|deliver|ship|complete|finish|perform|install|repair|replace|vacate|remove)`;

/**
 * A deadline duty named by its object where the verb alone is also a choice (h31rev, hrev24's Left): a response to an
 * incident, a request or a complaint ("shall have 48 hours to respond to a priority one incident": a service level, not
 * "to respond to the offer"); a report, accounts, a certificate or a plan provided or submitted ("10 days to provide the
 * monthly report", not "to provide comments on the draft"); permits or consents obtained ("twelve months to obtain the
 * permits"). Not "return": "30 days to return the goods for a refund" is the buyer's return period, its Right. Nor a
 * document that states or supports the party's own objection or claim ("to provide a statement of its objections", "to
 * submit any documents supporting its claim"): a period to object, the party's to use (hrev26).
 */
const DEADLINE_DUTY_OBJECT = String.raw`(?:(?:respond|reply)\s+to\s+(?:a|an|any|each|every|the|all)\s+(?:[\w-]+\s+){0,3}?(?:incidents?|requests?|complaints?|quer(?:y|ies)|enquir(?:y|ies)|inquir(?:y|ies)|tickets?|faults?|calls?|alarms?)|(?:provide|submit|furnish|produce)\s+(?:the|a|an|its|all|each|every|any)\s+(?:[\w-]+\s+){0,3}?(?:reports?|accounts|returns?|statements?|certificates?|records|invoices?|plans?|documents?|documentation|bonds?|guarantees?)(?!\s+(?:of|supporting|in\s+support\s+of)\s+(?:(?:its|their|his|her|the|any|an?)\s+)?(?:objections?|claims?|disputes?|appeals?)\b)|obtain\s+(?:the|a|an|all|any|each|every|its)\s+(?:[\w-]+\s+){0,3}?(?:permits?|consents?|licen[cs]es?|approvals?|authori[sz]ations?|permissions?|visas?|insurance))\b`;

/** A past participle after "shall have": a future perfect, no period held ("-ed", or an irregular one). */
const PARTICIPLE = String.raw`(?:[a-z]+ed|paid|done|made|given|sent|taken|begun|met|built|written|shown|brought|kept|held|sold|spent|found|laid|become|been)`;

/**
 * A period granted to a party to act: "Client shall have fifteen (15) business days after delivery … to test it", "the
 * other Members shall have thirty (30) days to accept the offer". The time is the party's to use, its Right, not a duty
 * (C42, issue 18, h30n40). "shall have" and a count of days, weeks, months or hours, an infinitive within
 * 120 characters after it (a lookahead, so the match ends at the unit). Not a period to pay, deliver, complete or
 * vacate (`DEADLINE_DUTY`): "Customer shall have 30 days to pay each invoice" sets a deadline for a duty the party owes,
 * as "shall pay within 30 days" does, and stays its Obligation (review hrev24); a period to test, accept, object or cure
 * is the party's to use or not; nor one to respond, provide, submit or obtain where the object makes it a duty
 * (`DEADLINE_DUTY_OBJECT`). Nor a future perfect ("shall have paid within 30 days to the Supplier", "will have
 * finished within 10 days to allow the tests": `PARTICIPLE`), a duty done by a time. Bounded words and windows: linear.
 */
// The present tense grants it as "shall have" does, and a grace period is such a period: "The Customer has 10 days after
// delivery to report hidden damage", "you have a grace period of 60 days to do so" (C42; set 87's cause 6, issue 18,
// h110n87). Not "has had" (a period past: "after Company has had sixty (60) days to review", a time clause).
const PERIOD_GRANTED = String.raw`(?:(?:shall|will)\s+have|has|have)\s+(?!(?:${PARTICIPLE}|had)\s)(?:a\s+(?:further\s+)?(?:grace\s+)?(?:period\s+of\s+)?)?(?:[\w()-]+\s+){1,3}?(?:business\s+|working\s+|calendar\s+|clear\s+)?(?:days?|weeks?|months?|hours?)\b(?=[^.;]{0,120}?\bto\s+[a-z])(?![^.;]{0,120}?\bto\s+(?:${DEADLINE_DUTY}\b|${DEADLINE_DUTY_OBJECT}))`;

/**
 * The time the lead-in's duties are due by, between its verb and the colon: "The Sellers undertake before the day of
 * possession:", "The Tenant shall within 14 days:", "The Agent covenants on completion:" (the items keep the lead-in's subject;
 * set 82, issue 18, h105n82). A preposition of time and up to 60 characters with no stop or colon: bounded, linear.
 */
export const LEAD_IN_TIME = String.raw`(?:\s+(?:before|by|within|until|after|on|upon|during|at)\s+[^:;.,]{1,60}?)?`;
/**
 * A lead-in that lists a party's duties as things it has, "The Transporter has the following duties:", "The Agent shall
 * have the following obligations:", "The Contractor has the following main responsibilities:": its items are its duties,
 * as under "The Transporter undertakes:" (the guide's row of lead-ins; issue 18, h78t61). Only before the colon of a
 * lead-in: "has the following duties under the Act" states a fact; "the following duties are excluded:" has no "has";
 * "has the following rights:" is a Right (the Right row's "has the … rights").
 */
export const HAS_FOLLOWING_DUTIES = String.raw`(?:(?:shall|will)\s+)?(?:has|have)\s+the\s+following\s+(?:[a-z-]+\s+){0,2}?(?:dut(?:y|ies)|obligations?|responsibilit(?:y|ies))\s*(?=:)`;

/**
 * A party's promise to the other over the items that follow, "The Licensee covenants with the Licensor as follows:", "The
 * Buyer undertakes to the Seller as follows:", "The Agent agrees with the Principal as follows:": the lead-in "covenants:"
 * (the guide's row of lead-ins) with its counterparty and "as follows" written out. Each run is bounded by the next literal
 * word, so the pattern reads linearly. Not the parties' own "agree (with each other) as follows:" (natures.ts: their assent, no promise).
 */
const PROMISE_TO_PARTY_AS_FOLLOWS = String.raw`(?:undertakes?|covenants?|agrees?)\s+(?:with|to)\s+(?!each\s+other\b|one\s+another\b)(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+as\s+follows\s*(?=:)`;

/**
 * "We do not accept liability for loss of valuables", "The Hotel does not accept any responsibility for …", "does not
 * assume / bear / take liability": the present tense's refusal of a liability, as "accepts no liability" and "is not
 * liable" are (a Disclaimer; a we/you contract's exclusion of loss, the C34 family; issue 18, h73left). Not a claim
 * refused ("does not accept liability claims after 30 days": the party's Exclusion of a claim, as "will not accept a
 * claim"). Literal words, bounded blanks: linear.
 */
const NOT_ACCEPTING_LIABILITY = String.raw`(?:does|do)\s+not\s+(?:accept|assume|bear|take)\s+(?:any\s+|the\s+)?(?:(?:legal|financial|further|personal|direct)\s+)?(?:liability|responsibility)\b(?!\s+claims?\b)`;

/**
 * "Cruise Line owes the Operator nothing for the cancelled tours": the present tense's denial of any sum owed, a
 * Disclaimer as "is not owed by the Owner" is (C34; issue 18, h77t60). Not "owes penalties" (PRESENT_PROMISE). Up to two words of the
 * creditor between, bounded: linear. "owes the Landlord nothing more than the rent", "owes nothing but the fee" owe that
 * sum: no denial (review hrev76).
 */
// So is "owes no <sum>" ("the Driver owes no daily payment", "owes the Lessor no fee for a day of storm", "owes no rent
// while the press is out of order"): the same denial, naming the sum not owed (C97; set 73, issue 18, h98at). hrev21
// kept it from reading an Obligation; "owes no more than the rent", "owes no less than" owe that sum: no denial.
const OWES_NOTHING = String.raw`owes?\s+(?:(?:the|you|us|him|her|them|[A-Z][\w-]*)\s+){0,2}?(?:nothing\b(?!\s+(?:(?:more|else|other)\s+)?(?:than|but|except|beyond|save)\b)|no\s+(?!(?:more|less|other)\s+than\b)(?=[a-z]))`;

/**
 * After "may" or "can": "be asked / requested / invited to" ("During the harvest you may be asked to work on Sundays, and we
 * will pay overtime", "The Supplier may be invited to tender for the next phase"): a request the party may receive binds
 * no one — being asked is not being required ("may be required to" stays the Obligation below), and no permission is
 * given either. The other clause of the sentence keeps its own label (set 69's cause 5, issue 18, h91ty). Literal words,
 * bounded blanks: linear.
 */
const ASKED_AFTER = String.raw`\s+(?:also\s+)?be\s+(?:asked|requested|invited)\s+to\b`;

/**
 * Modal phrases in priority order: at one position the first alternative that matches wins.
 * "does not undertake to order any minimum quantity" denies a duty, as "is not obliged to" does: a Disclaimer (the
 * spec's not obliged, not barred), read at "does", before "undertake to" could read a promise (issue 18, h84t63).
 * The three phrases that open with a lookbehind (PRESENT_PROMISE, RETAINS_MONEY, AND_NOT_TO) are led by a lookahead of
 * the first letters their words can start with (`(?=[rk])`): MODAL tries every alternative at every word, and a
 * lookbehind run at each of them read back over up to two words before failing on the first letter (the 58-page
 * contract's 2,067 texts: ~20 % of the pattern's time). The lookahead only fails where every word after it would, so
 * the matches are the same (test/contracts/classify/natures/nature-modals-guards.test.ts).
 */
/**
 * "does not have the (exclusive) right to supply", "do not have any authority to": the right denied, as "has no right to"
 * and "is not entitled to" deny it (C52: an Exclusion; set 77, issue 18, h101t77). Read at "does", before the Right's
 * "have the … right" could read it. Bounded: linear.
 */
const NO_RIGHT_HELD = String.raw`(?:does|do)\s+not\s+have\s+(?:the|an?|any)\s+(?:[\w-]+,?\s+){0,3}?(?:right|authority|power|entitlement|option)s?\b`;
/**
 * "The Surety who pays the Creditor takes over the Creditor's rights against the Shopkeeper": a surety's or an insurer's
 * subrogation, rights the subject may now exercise (the Right row; set 88's cause 4, issue 18, h112n88). Up to four words
 * between "over" and "rights" ("all the Creditor's"); not rights taken over with obligations (a transfer of the contract,
 * which binds as much as it entitles). Bounded: linear.
 */
const RIGHTS_TAKEN_OVER = String.raw`takes\s+over\s+(?:[\w'’-]+\s+){0,4}?rights\b(?!\s+and\s+(?:obligations|liabilities|duties)\b)`;
// "remains bound" is a liability kept, as "remains liable" is: "the Surety remains bound for them after it ends" (C97,
// contracts.md's "remain(s) liable … is the positive half"; set 88's cause 2, issue 18, h112n88). Not "remains bound by
// this contract", a party's state (h87na's near miss).
// "shall make no (further) claim", "will bring no action": the claim barred, as "shall not make a claim" bars it; and
// "agree to" after "not" is the barred act, no promise ("shall not agree to any discount": the Exclusion alone; set 71,
// issue 18, h93at).
export const MODALS: readonly { nature: Nature; source: string }[] = [
  { nature: 'Disclaimer', source: String.raw`(?:shall|will)\s+not\s+be\s+(?:obliged|obligated|required)\s+to|(?:is|are|am|does|do)\s+not\s+(?:liable|responsible|guarantee|warrant|promise)\w*|${NOT_ACCEPTING_LIABILITY}|${OWES_NOTHING}|(?:(?:shall|will)\s+)?(?:makes?|gives?|assumes?|accepts?|has|have|bears?)\s+no\s+(?:other\s+)?(?:\w+\s+){0,3}?(?:warrant\w*|representations?|guarantees?|promises?|assurances?|liability|responsibility|obligations?|dut(?:y|ies)\s+to)|${ANY_WARRANTY}|disclaims?\b|(?:(?:shall|will)\s+be|is|are)\s+under\s+(?:no|any)\s+(?:obligation|liability)|(?:is|are|am)\s+not\s+(?:obliged|obligated|required|bound|expected)\s+to|(?:does|do)\s+not\s+undertake\s+to|need\s+not\b|${NEED_NOT}|${DISCHARGED}` },
  { nature: 'Exclusion', source: String.raw`(?:shall|will|must|may)\s+not\s+be\s+(?:permitted|allowed|entitled|authori[sz]ed|empowered)\s+to\b|(?:shall|will|must|may|can)\s*not\b|cannot\b|shan't|won't|(?:agrees?|undertakes?|covenants?)\s+not\s+to|(?:(?:shall|will)\s+)?(?:has|have)\s+no\s+(?:right|authority|power|entitlement|option)s?\b|${NO_RIGHT_HELD}|(?:is|are)\s+not\s+(?:permitted|allowed|entitled|authori[sz]ed|empowered)|(?:is|are)\s+prohibited|(?:shall|will|must)\s+(?:in\s+no\s+event|never)\b|(?:shall|will|must)\s+(?:make|bring|raise|assert|file|commence|start)\s+no\s+(?:[\w-]+\s+){0,2}?(?:claims?|demands?|actions?|proceedings|complaints?|objections?)\b|(?:is|are)\s+not\s+to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her)\b)|${AND_NOT_TO}` },
  // "may be required to attend": a duty the party may be given, not a permission. Not "may be asked to" (ASKED_AFTER).
  { nature: 'Obligation', source: String.raw`may\s+(?:also\s+)?be\s+(?:required|obliged|obligated|called\s+upon)\s+to` },
  // "is granted a licence", "is allowed a wastage of up to 3%", "is permitted a tolerance of 1%": a thing allowed to the
  // party, its Right, as "is permitted to" is (issue 18, h70n55).
  { nature: 'Right', source: String.raw`${RIGHTS_TAKEN_OVER}|${RECEIVES_MONEY}|${KEPT_TO_COVER}|${PERIOD_GRANTED}|${FREE_ACCESS}|(?:(?:shall|will)(?:\s+(?:each|also|then|only|always|at\s+any\s+time)){0,2}(?:\s*,[^,;]{1,40},)?\s+)?(?:be|is|are)\s+entitled(?:\s*,[^,;]{1,40},|\s*\([^()]{1,40}\))?\s+to|(?:is|are)\s+(?:also\s+)?entitled\s*(?=:)|(?:shall\s+|will\s+)?(?:also\s+)?(?:has|have|(?:retains?|reserves?)(?:\s+(?:for|to)\s+(?:her|him|it|them|our|your)sel(?:f|ves))?(?:\s*,[^,;]{1,60},)?)\s+(?:the|an?|all|one(?:\s+\(\d+\))?)\s+(?:[\w-]+,?\s+){0,3}?(?:(?:right|option)s?\b|licen[cs]e\s+(?:to|under)\b)|(?<!\b(?:shall|will|must|to|not)\s{1,64})keeps?\s+(?:the|an?|all)\s+(?:[\w-]+\s+){0,2}?(?:right|option)s?\s+to\b|(?:retains?|keeps?)\s+(?:(?:the|all|its|their|his|her|full|sole)\s+){0,2}(?:ownership|copyright|title)\s+(?:of|in|to)\b|${RETAINS_MONEY}|${LIEN}|${CASTING_VOTE}|(?:(?:shall|will)\s+be|is|are)\s+(?:hereby\s+)?(?:permitted|allowed|authori[sz]ed|empowered)\s+to|(?:(?:shall|will)\s+be|is|are)\s+at\s+liberty\b|(?:shall\s+|will\s+)?(?:has|have)\s+(?:the\s+)?(?:sole\s+|absolute\s+|full\s+)?discretion\b|(?:is|are)\s+(?:hereby\s+)?(?:granted|allowed|permitted)\s+(?:a|an|the)\b|(?<!\b(?:warrants?|represents?|confirms?)\s{1,64}that\s{1,64}(?:\w{1,64}\s{1,64}){1,3})(?:(?:shall|will)\s+be|is|are)\s+(?:entirely\s+|otherwise\s+)?free\s+to\s+(?!(?:the|a|an|any|all|each|its|their)\b)(?=[a-z])|may\b(?!${ASKED_AFTER})|can\b(?!${ASKED_AFTER})` },
  { nature: 'Obligation', source: String.raw`${HAS_FOLLOWING_DUTIES}|shall\b|will\b|must\b|agrees?(?<!\bnot\s{1,3}agrees?)\s+(?:to|that)\b|agrees?(?:\s+as\s+follows)?\s*(?=:)|${PROMISE_TO_PARTY_AS_FOLLOWS}|(?:undertakes?|covenants?)(?:\s+(?:with|to)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)?${ASIDE}${LEAD_IN_TIME}\s*(?=:)|undertakes?${ASIDE}\s+to|(?:is|are)\s+(?:required|obliged|obligated)${ASIDE}(?:\s+to|\s*(?=:))|(?:is|are|remains?)\s+(?:fully\s+|solely\s+|personally\s+|wholly\s+|entirely\s+)?responsible\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?for|(?:is|are|remains?)\s+(?:fully\s+|jointly\s+and\s+severally\s+|solely\s+)?liable\b|remains?\s+(?:fully\s+|jointly\s+and\s+severally\s+)?bound\b(?!\s+by\b)|assumes?\s+(?:sole\s+|full\s+|all\s+)?(?:responsibility|liability)\b|${ACCEPTS_DUTY}|(?:${PROMISE_PAIR})(?:\s*(?:,|and|and\/or)\s*(?:${PROMISE_PAIR}))+\b|warrants?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+)?that\b|undertakes?\s+that\b|(?:covenants?|undertakes?)\s+(?:with|to)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:to|that)\b|covenants?\s+(?:to|that)|(?:is|are)\s+(?:also\s+|then\s+|further\s+|likewise\s+)?to\s+(?=(?:be\s+)?[a-z]+\b)(?!(?:be\s+)?(?:the|a|an|any|its|their|his|her|such|this|that|which|what|whom|receive|enjoy|benefit)\b)|(?:is|are)\s+under\s+(?:a|an)\s+(?:\w+\s+)?(?:duty|obligation)\s+to\b|${COMMITTED_TO}|${BINDS_ITSELF}|${PRESENT_PROMISE}` },
];
/** The named group of each of {@link MODALS} in {@link MODAL}, by index (named once: natures.ts asks per match). */
export const MODAL_GROUPS: readonly string[] = MODALS.map((_, i) => `m${i}`);
/**
 * The letters each of {@link MODALS}' matches can start with (the first units of its alternatives, case-blind), by index;
 * each group of {@link MODAL} is led by a lookahead of them. V8 compiles MODAL past its budget of regex code without
 * its optimisations, and then tries every alternative of every group at each word; the lookahead skips a group whose
 * words cannot start there in one look (zero-width inside the group: the same matches and groups; bench/log.md, "The
 * cold classify, part 16"; test/contracts/classify/natures/nature-modals-group-guards-h98perf.test.ts derives them).
 */
export const MODAL_FIRST_LETTERS: readonly string[] = ['abdghimnosw', 'acdhimnsuw', 'm', 'abchikmrstw', 'abcdefghimoprsuw'];
export const MODAL = new RegExp(`\\b(?:${MODALS.map((m, i) => `(?<${MODAL_GROUPS[i]}>(?=[${MODAL_FIRST_LETTERS[i]}])(?:${m.source}))`).join('|')})`, 'gi');
