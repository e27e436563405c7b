/**
 * The agreement's own duration among an element's durations, and the payment periods written without a unit.
 * - A term: a duration right after a word about the agreement's length ("continues for two (2) years", "an initial
 *   term of three (3) years", "renews for successive periods of twelve (12) months", "a period of 26 weeks", "last
 *   for six months", "licence … for five (5) years") in a sentence naming the agreement, the term, the licence, the
 *   hire, the subscription or the engagement, employment or appointment it creates. Not a deadline or a bound ("within 30 days", "at least six (6) months"), not a notice
 *   period ("ninety (90) days' written notice", "on a notice period of"), not a time before or after an event ("180
 *   days before the Expiration Date", "a period of five (5) Working Days following a referral").
 * - "net 45" / "Net 30" in a payment sentence: 45 / 30 days to pay.
 * - A grace period after the due date ("unpaid 15 days after its due date") is no payment term, nor is a duration that
 *   measures money ("six (6) months of base salary"), the time a recurring payment lasts ("$1,850 per month for six
 *   (6) months"), a notice period ("four (4) weeks' written notice"), or the words an amendment replaces ("by replacing "net forty-five (45) days" with "net sixty (60)
 *   days"": the new words are the term).
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { PERIOD_OF_SERVICE } from './period-fields.js';
// "shall be effective for one (1) year from July 1, 2025 to June 30, 2026": the time the agreement is in effect.
// An agreement that "runs for" a time lasts that long: "The definitive agreement is expected to run for two (2) years
// from 1 June 2025", "This licence runs for three years" (h22facts).
// A loan agreement's loan is the relation it creates, as a hire is a hire agreement's: "The loan is granted for eighteen
// (18) months" is its term (h28f21b). Only with the loan as the subject of "granted for": "loan" alone names no agreement
// ("the term loan bears interest"; a first version reading "loan" as the agreement gave a US term loan an extra date).
// The loan as the subject of "is for" names its length too, of a thing lent or of money: "The loan is for a period of ten
// (10) days" (issue 18, h102d62; facts set 62's cause 14).
const LOAN_GRANTED_FOR = String.raw`(?:loan|credit|facility)\s+(?:is|shall\s+be|will\s+be|has\s+been)\s+granted(?:\s+for)?|loan\s+(?:is|shall\s+be|will\s+be)\s+for`;
// The agreement or lease as the subject of "is for" names its length: "The lease is for three (3) years commencing on …"
// (h29f22); "The fee is for three years of service" names no agreement.
// A compound of the kind names it too: "The lease-management is granted for two (2) years" (a lease of a going business,
// a "location-gérance"), "the hire-purchase is for 36 months" (issue 18, h86d; facts set 47's cause). And an
// apprenticeship is the relation an apprenticeship contract creates, as an employment is an employment contract's.
const KIND_IS_FOR = String.raw`(?:agreement|contract|lease|tenancy|licen[cs]e|hire|apprenticeship)(?:-[a-z]{2,20})?\s+(?:is|shall\s+be|will\s+be)\s+(?:made\s+|granted\s+|concluded\s+)?for`;
// The work or the engagement "is expected to take" a time, "will take" it: how long it lasts (h31f25). The subject
// within 60 characters before (bounded, linear); "the Supplier will take reasonable steps" names no work.
const TAKES = String.raw`(?:work|services|engagement)\b[^.;]{0,60}?\b(?:expected\s+to|will|shall)\s+take`;
// A grant agreement creates a grant as a loan agreement creates a loan: "The grant is for a period of eighteen (18)
// months, starting on …" is its term, the grant the subject of "is (made / awarded) for" (h61facts). "The grant is for
// the purchase of equipment" has no duration after it, and a grant named elsewhere in a sentence names no agreement.
const GRANT_IS_FOR = String.raw`grant\s+(?:is|shall\s+be|will\s+be)\s+(?:made\s+|awarded\s+|given\s+)?for`;
// "shall have a duration of five (5) years", "for a duration of": a duration is the length "period" and "term" name
// (h61facts; set 10's "This contract … shall have a duration of five (5) years"). "runs from … until … (2 years)": the
// agreement's span said by its dates, its length in brackets after them (h71s55), as "runs for two years" is.
// A right to use a work or a thing granted for a time is a licence said as a right: "The Composer grants the Client the
// exclusive right to use the jingle in Italy, …, for a period of three (3) years from delivery" under "3. Licence." is
// the licence's term, as "an exclusive licence to use the jingle for …" is (issue 18, h103d63; facts set 63's cause 17:
// the lead accepted the reading). The grant's verb and the right within the sentence; a right to use named without a
// grant ("the Customer's right to use the data ends …") names no licence. Each gap bounded: linear.
const RIGHT_TO_USE_GRANTED = String.raw`grant(?:s|ed)?\s(?:[^.;]{0,80}?\s)?right\s{1,3}to\s{1,3}use`;
const TERM_CUE = new RegExp(String.raw`\b(?:term|period|duration|right\s{1,3}to\s{1,3}use|${KIND_IS_FOR}|${GRANT_IS_FOR}|${TAKES}|continue[sd]?|continuing|(?:remains?|be|is|stays?)\s+in\s+(?:force|effect)|effective\s+for|valid|last(?:s|ing)?|renew\w*|extend\w*|licen[cs]e|(?:runs?|running)\s+(?:for|from)|${LOAN_GRANTED_FOR})\b`, 'i');
// The agreement, or the relation it creates (an engagement, an employment, an apprenticeship, an appointment, a hire, a subscription).
// A document of another kind names itself with "this": "This Guarantee is valid until …", "This Annex enters into force
// …", "this Deed" (h22f15).
// A charter party names its term "the charter period" (h23f16): the charter is the relation it creates, as a hire is.
// An "initial period" or "initial term" is the first of an agreement's periods before its renewals, whatever the sentence
// calls the relation ("The services start on … and continue for an initial period of eighteen (18) months", a letter
// agreement's; h28f21b).
// An engagement letter times the work it engages, not itself: "The work will start on 8 March 2027 and is expected to
// take twelve (12) weeks", "The services will begin on … and last six months" give the engagement's start and length as
// "The engagement starts on … and lasts …" does (h31f25). The work or the services as the subject of a start or a
// length verb, perhaps after "will"/"shall"/"is expected to"; "the Supplier shall start the work" (a party's act) is not.
// A collaboration times its project the same way: "The Project runs for thirty-six (36) months" (h61facts).
const WORK_TIMED = String.raw`\bthe\s+(?:work|services|project)\s+(?:(?:will|shall|is\s+(?:expected|due)\s+to|are\s+(?:expected|due)\s+to)\s+)?(?:start|begin|commence|last|take|run)s?\b`;
// A renewal whose subject is "it" renews the agreement the sentences before name: "After that it renews for successive
// one-year periods unless …" (a letter agreement's; h47f32). Only "renews" (or "is renewed") "for" successive, further or
// additional periods: what else "it" stands for lasts, it does not renew so.
const IT_RENEWS = String.raw`\bit\s+(?:(?:will|shall)\s+(?:then\s+)?)?(?:(?:then|thereafter|automatically)\s+)?(?:renews|renew|is\s+renewed|be\s+renewed)\s+(?:automatically\s+)?for\s+(?:successive|further|additional|consecutive)\b`;
// A tenancy is the relation a tenancy agreement creates, as a lease is ("The tenancy is for one (1) year starting on …");
// a principal that "appoints" an agent creates the appointment the noun names ("The Principal appoints the Agent as its
// sales agent for a period of three (3) years commencing on …"): the verb in the present, "hereby appoint(s)", or the
// passive "is (hereby) appointed" (facts set 33's cause 9 and its Left, h50f33).
// The appointee is a party named by its defined name ("appoints the Agent", "appoints Kemfort Stores"): "appoints an
// auditor for a period of two years", "a representative" name a person's office, no agreement (hrev36); read case by case
// in APPOINTS_PARTY (ABOUT_AGREEMENT is case-blind), the passive is the party's own.
const APPOINTS = String.raw`(?:is|are)\s+(?:hereby\s+)?appointed`;
const APPOINTS_PARTY = /\b(?:appoints|hereby\s+appoints?)\s{1,3}(?:the\s{1,3})?\p{Lu}/u;
// A memorandum of understanding names itself "this Memorandum" ("This Memorandum … remains in force for six (6) months");
// a renewal letter heads the renewed term "Renewal period: three (3) years from …", the period after the initial one
// (h61facts). A form's "Period:" or "Duration:" field is the agreement's own span, its length perhaps in brackets after
// the dates: "Period: from 1 March 2031 to 31 January 2032 (eleven months)" (issue 18, h86d; facts set 47's cause).
// So is an article headed "Duration", numbered as civil-law drafting numbers it: "Article (3) Duration: The works shall
// be carried out within …", "Art. 2. – Duration. The lease-management is granted for …" (the same sets' causes).
// Only as the heading of its line, perhaps numbered ("1. Renewal period: three (3) years from …"; hrev50): "The renewal
// period of each domain name registration is one (1) year" renews something else. Anchored, each gap bounded: linear.
// So is a field naming the period by what is done in it: "Period of service: 20 March 2047 to 3 April 2047 (15 days)"
// (period-fields.ts PERIOD_OF_SERVICE; issue 18, h111q71).
// The number may be followed by a colon: "Section 1: Date of this Agreement: …" (facts.ts, h88t).
export const ARTICLE_NUMBER = String.raw`(?:(?:article|art\.|clause|section)\s{1,3})?\(?\d{1,3}\)?(?:\.\d{1,3}){0,2}[.:]?\s{1,3}(?:[–—-]\s{1,3})?`;
// The words that name the agreement or the relation it creates as a length's owner (lengthOwner below) or as a
// heading's subject.
const RELATION_WORDS = String.raw`agreements?|contracts?|leases?|licen[cs]es?|engagements?|employment|apprenticeships?|appointments?|tenancy|tenancies|terms?|hire|subscriptions?|charter(?:\s+party)?|memorandum|mou|msa|nda|sow|sla|guarantee|annex|addendum|amendment|deed|undertaking|instrument|grants?|loans?|credit|facility|period|projects?|works?|services?|assignments?|programmes?|programs?|pilot|trial|arrangements?|partnership|collaboration|co-?operation|relationship|retainer|mandate|concession|franchise|agency|distributorship|sponsorship|supply|validity|effectiveness|existence|it|this|that|which|they|these`;
// A party's act under the heading is the length's owner, not the agreement: "Article 6 – Duration: The Supplier keeps spare
// parts in stock for five (5) years", "3. Duration: The Provider stores the backups for ninety (90) days" (h86d's Left,
// issue 18, h87t). The sentence opens with a subject that is no relation word ("The Supplier", "Each Party") and a verb:
// a modal and its verb, or a present tense in -s. The relation's own verbs keep the heading's reading ("The Client hires
// the boat for five (5) days": the hire's length), as the relation's words do ("The works shall be carried out within
// …", "The apprenticeship lasts …"). Anchored after the heading, each part bounded: linear.
const RELATION_VERB = String.raw`(?:hire|rent|let|lease|sublet|employ|engage|charter|licen[cs]e|appoint|retain)s?`;
const ACT_OF_ANOTHER = String.raw`(?!\s{0,3}(?:the|each|every|either|its)\s{1,3}(?!(?:${RELATION_WORDS})\b)[\w-]{2,30}\s{1,3}(?:(?:shall|will|must|may)\s{1,3}(?:not\s{1,3})?(?!${RELATION_VERB}\b)[a-z]{2,20}|(?!${RELATION_VERB}\b)[a-z]{2,20}s)\b)`;
// A length "of (continuous) service" under it is a seniority, no term: "Period of service: five (5) years of continuous
// service entitle the Employee to 25 days of leave" (the re-read of session 74, h111rrB's finding 4). Bounded: linear.
const SENIORITY_AFTER = String.raw`(?![^.;]{0,40}?\b(?:years?|months?|weeks?|days?)\)?\s{1,3}of\s{1,3}(?:continuous\s{1,3})?(?:service|employment)\b)`;
const RENEWAL_HEADING = String.raw`^\s{0,8}(?:${ARTICLE_NUMBER})?(?:(?:(?:renewal\s{1,3})?(?:period|duration)|${PERIOD_OF_SERVICE})\s{0,3}:|duration\s{0,3}[.:](?!\d))${ACT_OF_ANOTHER}${SENIORITY_AFTER}`;
// A rental agreement's period is "the rental period" (or "rental term"), as a hire's is "the hire period": "The rental
// period is two (2) days, from … until …", "… until 23 June 2034 at 12:00 (3 days)" (facts set 38's cause 12, h70dates;
// the days were never the cause: "rental" named no agreement, months beside it were missed too). The noun alone is the
// money ("the monthly rental", "rental payments") and names no agreement.
const RENTAL_PERIOD = String.raw`rental\s{1,3}(?:period|term)`;
// A retainer is the relation a support or an advice retainer creates, as a subscription is, when it runs, lasts or renews
// ("the retainer runs for 12 months and renews for another 12 months", "The retainer lasts one year"): the noun alone is
// its fee as often ("a monthly retainer of 450 KM for 10 hours"), so only as the subject of a length's verb (issue 18,
// h101d61; facts set 61's cause 16; RELATION_WORDS lists it for a length's owner).
const RETAINER_RUNS = String.raw`retainer\s{1,3}(?:(?:shall|will)\s{1,3})?(?:runs?|lasts?|continues?|renews?|is\s{1,3}for|(?:is|be)\s{1,3}valid)`;
const ABOUT_AGREEMENT = new RegExp(String.raw`\b(?:agreement|contract|lease|licen[cs]e|engagement|employment|apprenticeship|appointment|tenancy|${APPOINTS}|terms?|hire|subscription|${RETAINER_RUNS}|charter|${RENTAL_PERIOD}|initial\s+period|${LOAN_GRANTED_FOR}|${GRANT_IS_FOR}|${RIGHT_TO_USE_GRANTED})\b|\bthis\s+(?:guarantee|annex|addendum|amendment|deed|undertaking|instrument|memorandum)\b|${RENEWAL_HEADING}|${WORK_TIMED}|${IT_RENEWS}`, 'i');
// The usual abbreviations of agreement kinds a contract calls itself by ("This MSA begins on …", "this NDA"), in capitals,
// after a determiner and not as a noun's modifier: "SLA credits start from 1 April 2026" is about credits, not the agreement.
// Read case-blind for the determiner and the words after, the abbreviation itself must be in capitals: "each sow" is an
// animal (review hrev5).
const AGREEMENT_ABBREVIATION = /\b(?:this|the|that|such|each)\s+(MSA|NDA|SOW|SLA|EULA|MOU)\b(?!\s+(?:credits?|levels?|targets?|metrics?|reports?|reviews?|fees?|breach(?:es)?)\b)/gi;
const CAPITALS = /^[A-Z]+$/;
const BOUND = /^(?:within|less|more|at\s+least|up\s+to|no\s+later|a\s+(?:minimum|maximum))\b/i;
const NOTICE = /\bnotice\b/i;
// A time limit runs before or after an event: "180 days before the Expiration Date", "a period of five (5) Working
// Days following a referral" (a step of a dispute procedure, not the agreement's length).
// "for three (3) years thereafter" (a confidentiality tail after the term) runs after the term too.
const AFTER_SPAN = /^(?:['’]s?)?\s*(?:(?:prior\s+)?(?:written\s+)?notice\b|(?:before|prior\s+to|after|following|thereafter)\b)/i;
const NET = /\bnet\s+(\d{1,3})\b(?![\s-]*(?:days?\b|%|per\s*cent|[.,]\d))/gi;
// Said with a verb too: "fails to pay any sum within 21 days after it is due", "… 30 days after it falls due" count from
// the due date as "after its due date" does: a grace period before a remedy, no time to pay (issue 18, h86d; facts set
// 46's cause). "within 14 days after it is invoiced" counts from the bill: a time to pay still. Anchored: linear.
const GRACE = /^\s*(?:(?:after|following|past)\s+(?:its|the)\s+due\s+date\b|after\s+(?:it|they|the\s+sum|such\s+sum|that\s+sum|the\s+payment)\s+(?:is|are|falls|fall|has\s+fallen|becomes|become|has\s+become)\s+(?:due|payable)\b)/i;
// The money word ends its phrase (a stop, a comma, "and", a preposition): "within 14 days of the rent due date", "of the
// fees being invoiced" count from an event, they measure no money (review hrev5).
const OF_MONEY = /^\s*of\s+(?:(?:his|her|their|its|the|base|basic|gross|annual|monthly|current)\s+){0,3}(?:salary|pay|wages?|fees?|rent|earnings|compensation|remuneration)(?=\s*(?:$|[.,;:)]|(?:and|or|plus|at|as|in|on|for|from|to|under|within|after|before|upon|payable|paid)\b))/i;
// A tax aside between the rate and the duration leaves the duration the payments' time: "1 850,00 $ per month, plus GST
// and QST, for four months", "EUR 900 per month, excluding VAT, for six months", "per month plus taxes for four months"
// (issue 18, h120w77; facts set 77's cause 6). The aside opens on a word that adds or leaves out a tax ("plus",
// "excluding", "exclusive of", "inclusive of", "including", "before", "net of", "excl.", "incl.") and runs one to four
// words, a comma around it perhaps. Read in the 80 characters before the duration; bounded runs of letters and blanks
// in turn: linear.
const AFTER_RATE = /\bper\s{1,3}(?:day|week|month|quarter|year|annum)(?:(?:\s{0,3},)?\s{1,3}(?:plus|excluding|exclusive\s{1,3}of|inclusive\s{1,3}of|including|before|net\s{1,3}of|excl\.|incl\.)\s{1,3}(?:[\p{L}&]{1,20}\s{1,3}){0,3}\p{L}{1,20}(?:\s{0,3},)?)?\s{1,3}for\s{1,3}$/iu;
// So is a duration after a recurring price named by its period ("a monthly price of 2.450.000 FCFA … for the three
// routes, payable for ten (10) months", "a weekly fee of EUR 300 for six (6) weeks"), and one a payment is "payable for"
// (issue 18, h77f43d; facts set 43's cause 23): the time the payments last, as "$1,850 per month for six (6) months".
// A dot between digits ("2.450.000") is no sentence's end. Nor a clause of its own between the price and the duration
// (a modal, "remains", "continues", "runs", "lasts"): "a monthly fee of GBP 2,000.00 for the services, and this Agreement
// shall remain in force for 24 months" states the contract's term (review hrev75). Read in the 240 characters before the
// duration, the price's words then at most 200 characters, each tested once against a fixed alternation: linear.
const RECURRING_PRICE_FOR = /\b(?:daily|weekly|fortnightly|monthly|quarterly|annual|yearly)\s{1,3}(?:price|fee|rent(?:al)?|payment|sum|charge|instal(?:l)?ment|amount|retainer|allowance|subscription)\b(?:(?!\b(?:shall|will|must|may|remains?|continues?|runs?|lasts?)\b)(?:[^.;]|\.(?=\d))){0,200}?\bfor\s{1,3}$|\bpayable\s{1,3}for\s{1,3}$/i;
// A notice period is no time to pay, in a sentence about paying too: "by giving four (4) weeks' written notice, or the
// Employer may pay the Employee in lieu of notice".
const NOTICE_AFTER = /^(?:['’]s?)?\s*(?:prior\s+)?(?:written\s+)?notice\b/i;
// Nor is one named as the notice before it: "If the Lessee fails to pay two weekly rents, the Lessor may take back the
// motorcycle after a notice of three (3) days", "on a notice period of 14 days", "written notice of not less than 7 days"
// (issue 18, h77f42d; facts set 42's cause 20); the duration's span may take "less than" in, leaving "not" before it.
// Anchored at the end of the 40 characters before the duration: linear.
const NOTICE_BOUND = String.raw`notice\s{1,3}(?:period\s{1,3})?of\s{1,3}(?:(?:at\s{1,3}least|not\s{1,3}less\s{1,3}than|no\s{1,3}less\s{1,3}than|at|not|no)\s{1,3})?$`;
const NOTICE_BEFORE = new RegExp(String.raw`\b${NOTICE_BOUND}`, 'i');
// But paying "within" the notice's period is paying in that time: "The Tenant shall pay the arrears within a notice
// period of 21 days from the Landlord's demand" (issue 18, hrev71). Anchored, bounded: linear.
const PAID_WITHIN_NOTICE = new RegExp(String.raw`\bwithin\s{1,3}(?:a|the|such|any)\s{1,3}(?:written\s{1,3})?${NOTICE_BOUND}`, 'i');
// A period counted from a payment received is the payee's time to act once paid, no time to pay: "shall withdraw its
// claim within 10 days of receiving the payment", "release the goods within 3 days after receipt of full payment",
// "within 5 days of being paid" (h21f14; set 13's "within 8 days of receiving the payment" was read as a payment term).
// A payment's request, application, claim, certificate or notice received starts a time to pay ("within 14 days after
// receipt of the payment application"): not this.
// A settlement paid in instalments counts the payee's act from one of them: "within 7 days of receiving the second
// payment", "after receipt of the final instalment" (h25f18b): an ordinal or "final" / "last" / "balance" may stand
// before the payment word, and an instalment is a payment. So may the payment's own name: "Within five (5) business
// days after receipt of the Settlement Payment, <payee> shall withdraw its claims" (h30f24).
export const AFTER_PAID = /^\s*(?:of|after|from|following)\s+(?:(?:the\s+)?(?:receiving|receipt\s+of|having\s+received)\s+(?:the\s+|such\s+|full\s+|each\s+|that\s+)?(?:(?:first|second|third|fourth|final|last|initial|balance|remaining|settlement|purchase|advance|milestone)\s+)?(?:payment|sum|amount|instal(?:l)?ment)|being\s+paid)\b(?!\s+(?:request|application|claim|certificate|notice)\b)/i;
// Periods of a payment sentence that allow no time to pay (h23f16): a day within the first days of each month or
// quarter ("payable quarterly in advance within the first ten (10) days of each quarter", "within the first five (5)
// business days of each month … send a report": a day of the calendar, as rent payable by the 5th is, set 15); money
// measured in months ("a deposit of three months' rent"); a survival period ("obligations, which survive for three (3)
// years"). Each look bounded: linear.
const FIRST_DAYS_OF = /\bwithin\s+the\s+first\s+$/i;
// A free period before a charge starts counting ("a storage charge of KES 20 per bag per week after the first three
// weeks", "free of charge for the first two weeks"): the time the charge leaves out, no time to pay and no term (facts
// set 34's cause 7, h55f34). "within the first" is FIRST_DAYS_OF's. Anchored at the duration, bounded: linear.
// Only where the sentence says the charge before it (hrev42): "after the first" needs a rate ("per bag per week", "each
// week") or a free word, "for / during / over the first" a free word ("rent-free", "no rent", "free of charge",
// "waived"). Without one the period is the contract's own ("This Agreement shall continue for the initial 24 months, and
// the Customer shall pay …") or the time the sum is spread over ("in equal monthly instalments over the first 12
// months"), read as before the rule.
const AFTER_FIRST = /\b(?:after|beyond|following)\s{1,3}the\s{1,3}(?:first|initial)\s{1,3}$/i;
const FOR_FIRST = /\b(?:for|during|over)\s{1,3}the\s{1,3}(?:first|initial)\s{1,3}$/i;
const FREE_WORD = String.raw`\bfree\b|\bno\s{1,3}(?:rent|charge|fee|hire|cost)s?\b|\bwithout\s{1,3}charge\b|\bwaive[ds]?\b|\bat\s{1,3}no\s{1,3}(?:cost|charge)\b`;
const FREE_BEFORE = new RegExp(FREE_WORD, 'i');
const FREE_OR_RATE_BEFORE = new RegExp(`${FREE_WORD}|\\bper\\s{1,3}\\p{L}|\\beach\\s{1,3}(?:day|week|month|year)\\b`, 'iu');
/** Whether the duration at `begin` is a free period before a charge starts counting (see above). */
function isFreeFirstPeriod(text: string, begin: number): boolean {
  const lead = text.slice(Math.max(0, begin - 30), begin);
  const sentence = text.slice(Math.max(0, begin - 120), begin);
  return AFTER_FIRST.test(lead) && FREE_OR_RATE_BEFORE.test(sentence) || FOR_FIRST.test(lead) && FREE_BEFORE.test(sentence);
}
// A period inside a condition that pays nothing conditions a fee, it allows no time to pay: "If the Client employs a
// Worker directly within six (6) months after the assignment, the Client shall pay a conversion fee" (h30f24). The
// condition opens with "If" / "Where" and holds no comma, stop or pay word before the period ("If the Client does not
// pay an invoice within 30 days" still gives 30 days to pay). Bounded to 120 characters: linear.
export const IN_CONDITION = /\b(?:if|where)\s(?:(?!pa(?:y|ys|id|yment)\b)[^,;.:]){0,120}$/i;
const EACH_PERIOD_AFTER = /^\s*of\s+(?:each|every)\s+(?:calendar\s+)?(?:month|quarter|year|week|period)\b/i;
const MONTHS_OF_MONEY = /^['’]s?\s+(?:(?:base|basic|gross|monthly|annual)\s+)?(?:rent|salary|pay|wages?|fees?|hire|remuneration)\b/i;
// Any possessive duration but a notice, a credit or a grace period measures what follows it: "a security deposit …,
// equal to two months' rental", "a deposit of £660 (four weeks' livery)", "three months' charges" — a sum, no time to
// pay (h40f29; "thirty days' credit" still gives days to pay). Anchored at the duration's end, bounded: linear.
const MEASURED_BY_DURATION = /^['’]s?\s+(?!(?:(?:prior|written|advance|clear)\s+)*(?:notice|credit|grace|time)\b)\p{Ll}/u;
// A time something stays unpaid before a remedy ("If any charges remain unpaid for more than thirty (30) days after the
// invoice date, the Yard may keep the horse") is a grace period, as one "after its due date" is, no time to pay (h40f29;
// sets 3, 15, 26 and 29 list none). Anchored at the duration, bounded: linear.
const UNPAID_FOR = /\b(?:unpaid|outstanding|overdue)\s+(?:for\s+)?(?:(?:more|longer)\s+than\s+|over\s+|at\s+least\s+)?$/i;
// A charge for a thing not handed back in time, inside the price sentence: "$95.00 for each tote not returned to the
// Harvester within sixty (60) days of its delivery", "a fee of £30 for any crate not given back within 14 days" — the
// period is the time to return the thing, which the charge follows, no time to pay (issue 18, h89o; facts set 50's cause
// 12, set 48's cause 12 said in its own sentence). The return denied, then up to 60 characters without a stop or a comma
// before the period ("within" the period's own word or the last one before it). Anchored, bounded: linear.
const NOT_RETURNED_WITHIN = /\b(?:not\s{1,3}(?:been\s{1,3})?(?:returned|handed\s{1,3}back|given\s{1,3}back|sent\s{1,3}back|brought\s{1,3}back|redelivered)|unreturned)\b[^,;.:]{0,60}?(?:\swithin)?\s{0,3}$/i;
// A period opening a clause whose verb is another act than paying is the time for that act: "Within five (5) business
// days after the end of each month the Manager shall deliver … a statement …, and the Practice shall pay each statement
// within fifteen (15) days" — the statement's delivery, not the time to pay (h40f29). The event after the period, then
// the party and its act, no paying in the same clause ("… the Licensee shall deliver a royalty statement and pay the
// royalties" gives its days to pay, sets 3, 6, 8, 23). Anchored, each part bounded: linear.
const OPENS_OTHER_ACT = /^\s*(?:after|of|following|from)\s+[^,;.]{0,60}?,?\s+(?:the\s+)?(?:\p{Lu}[\p{L}-]{1,30}\s+){1,3}(?:shall|will|must)\s+(?:deliver|send|issue|submit|render|prepare|provide|give)\b(?![^,.;]{0,120}?\b(?:pay|pays|paying|payment|remit)\b)/u;
// A period of another act that "and pays" follows, the payment a clause of its own: "The Gallery then returns all unsold
// Works within fourteen (14) days and pays for the Works sold as clause 5 provides", "The Shop shall return damaged items
// within five (5) days and shall pay the carriage", "… within seven (7) days and the Buyer pays …" — the time to hand goods
// back, accept or sign, no time to pay (issue 18, h87t; facts set 48's cause 12). Only where the clause's words up to the
// period name no payment or money ("shall pay the deposit within 5 days and pay the balance …" keeps its time to pay), and
// only what the period counts from stands between it and "and" ("within 30 days, inspect and pay for the goods": the
// period times both verbs), and only a time given "within". The clause opens after the last stop, semicolon or colon in
// the 200 characters before. Anchored, each look bounded: linear.
const THEN_PAYS = /^(?:\s{1,3}(?:of|after|from|following|upon|on)\s{1,3}[^.;,:\d]{1,60}?)?,?\s{1,3}and\s{1,3}(?:then\s{1,3})?(?:(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30}\s{1,3})?(?:(?:shall|will|must)\s{1,3}(?:then\s{1,3})?)?pays?\b/u;
const PAY_OR_MONEY = /\b(?:pay(?:s|ing|able|ment|ments)?|paid|invoice[sd]?|remit\w*|settle[sd]?|price|fees?|rent|instal(?:l)?ments?|balance|deposits?|sums?|amounts?)\b|%|\p{Sc}/iu;
const CLAUSE_BREAK = /[.;:](?!\d)/g;
// A time to act is given "within" it: "This Agreement shall continue for the initial 24 months, and the Customer shall pay
// …" is the agreement's own period (hrev42's test).
const WITHIN_BEFORE = /\bwithin\s{1,3}$/i;
const WITHIN_OPENS = /^within\b/i;
function beforeLaterPayment(text: string, begin: number, end: number): boolean {
  if (!(WITHIN_OPENS.test(text.slice(begin, begin + 7)) || WITHIN_BEFORE.test(text.slice(Math.max(0, begin - 12), begin))) || !THEN_PAYS.test(text.slice(end, end + 120))) return false;
  const from = Math.max(0, begin - 200);
  const back = text.slice(from, end);
  let start = 0;
  for (const m of matchesOf(CLAUSE_BREAK, back)) start = m.index + 1;
  return !PAY_OR_MONEY.test(back.slice(start));
}
// A deposit's refund in the sentence that makes it payable is the payee's act, no time to pay: "the Tenant shall pay a
// deposit of £2,000, which the Landlord shall return within thirty (30) days after the tenancy ends", "a deposit …,
// refundable within 30 days of the end of the hire" (facts set 33's cause 13, h50f33; set 29 lists a refund in its own
// sentence as no term). The relative clause or the adjective, then no stop or comma before the period. Bounded: linear.
// The adjective gives the refund's own time only right before it ("refundable within 30 days", "to be refunded without
// interest within …", "returnable to the Tenant within …"): "a refundable deposit of USD 500 and the balance within 30 days", "a non-refundable deposit within 7 days",
// "any amount to be returned shall be paid within 30 days" give a time to pay (hrev36).
const REFUNDED = /\b(?:which|that)\s+(?:the\s+)?(?:\p{Lu}[\p{L}-]{1,30}\s+){1,3}(?:shall|will|must)\s+(?:return|refund|repay|release)[^,;.]{0,60}$|(?<!non-)\b(?:refundable|returnable|to\s{1,3}be\s{1,3}(?:returned|refunded|repaid|released))(?:\s{1,3}(?:in\s{1,3}full|without\s{1,3}(?:any\s{1,3})?(?:interest|deductions?)|(?:to|by)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}-]{1,30})){0,2}\s{1,3}$/u;
const SURVIVES_FOR = /\bsurviv(?:e|es|ing)\s+(?:for\s+)?(?:a\s+(?:further\s+)?period\s+of\s+)?$/i;
// A defects liability, defects notification or warranty period named before the duration ("retained until the end of
// the defects liability period of six (6) months") is the works' or goods' period, no time to pay (h28f21; set 6 counts
// a warranty period no term either).
const NAMED_OTHER_PERIOD = /\b(?:defects?\s+(?:liability|notification)|warranty)\s+period\s+(?:of\s+)?$/i;
// How long a product was ripened, aged, cured or dried, said in its price ("R$ 68,00 per kilogram of cheese ripened for
// 22 to 30 days", "USD 9 per pound of beef dry-aged for at least 21 days"): a grade of the goods the price is for, no time
// to pay and no term (facts set 56's cause 10; session 59's lead). The participle, "for", a bound or a range's first
// figure, right before the duration. Anchored at the duration, bounded: linear.
const AGED_FOR = /\b(?:ripened|aged|matured|cured|dried|fermented|smoked|seasoned)\s{1,3}for\s{1,3}(?:(?:more|longer|less|not\s{1,3}less|no\s{1,3}less)\s{1,3}than\s{1,3}|at\s{1,3}least\s{1,3}|up\s{1,3}to\s{1,3}|over\s{1,3}|a\s{1,3}minimum\s{1,3}of\s{1,3})?(?:[\w-]{1,12}\s{0,3}(?:to|-|–)\s{0,3})?$/i;
const REPLACED = /\b(?:replac(?:e|es|ed|ing)|delet(?:e|es|ed|ing))\s+(?:the\s+(?:words?|figures?|text)\s+)?"[^"]{0,60}$/i;

// An extension of the agreement by a length, perhaps its most: "The Client may extend it by up to six (6) months", "the
// term may be renewed once by up to one year" — the extension's length is a term as "for a further six (6) months" is
// (h46facts); "up to" bounds it, as a party's option always is. Anchored at the duration: linear.
const UP_TO = /^up\s+to\b/i;
const EXTENDED_BY = /\b(?:extend(?:ed)?|renew(?:ed)?|prolong(?:ed)?)\s+(?:(?:it|this\s+\w+|the\s+\w+(?:\s+\w+)?)\s+)?(?:once\s+)?by\s+$/i;
// "Any extension of the rental period by 14 days needs the Lessor's written consent", "each renewal for a further year
// requires a new order": a rule for whatever extension the parties may make, which grants none and names no length the
// agreement runs (session 38's leftover, issue 18, h73f39d). An extension agreed or offered stays a term ("The Client may
// extend it by up to six (6) months", "is extended automatically by one (1) year"). "any", "each", "every" or "no" before
// the noun, what it extends and "by" or "for" right before the length. Anchored at the length, bounded: linear.
const ANY_EXTENSION_BY = /\b(?:any|each|every|no)\s{1,3}(?:further\s{1,3}|later\s{1,3}|such\s{1,3})?(?:extension|renewal|prolongation)s?\s{1,3}(?:of\s{1,3}[^.;:]{1,60}?\s{1,3})?(?:by|for)\s{1,3}(?:(?:a|an)\s{1,3}(?:further\s{1,3}|additional\s{1,3})?(?:period\s{1,3}of\s{1,3})?)?$/i;

// A length owned by another thing the sentence names is that thing's, not the agreement's, though the sentence names the
// agreement too (hrev50's Left): "The Agreement covers a pilot phase with a duration of 6 months" (the phase's), "The
// training under this Agreement has a duration of 40 hours", "Under this Memorandum, each exchange visit lasts 5 days"
// (the training's, the visit's). The owner is the noun right before "with/having a duration (period) of", or the head
// of the subject of "has a duration of" / "lasts" (its clause's words before the verb, a trailing "under/of/in this
// Agreement" taken off). Only a head that is no relation word refuses the length: an elided or pronoun subject ("…
// and shall have a duration of five (5) years", "it lasts") and the agreement's own names keep it. Anchored at the
// cue's end, each gap bounded: linear.
const RELATION_HEAD = new RegExp(String.raw`^(?:${RELATION_WORDS})$`, 'i');
const OWNER_WITH_LENGTH = /\b([\p{L}-]{2,30})\s{1,3}(?:with|having)\s{1,3}(?:a|an)\s{1,3}(?:(?:total|maximum|minimum|initial|overall|fixed|planned|expected)\s{1,3})?(?:duration|length)\s{1,3}of\s{1,3}$/iu;
const SUBJECT_THEN_LENGTH = /(?:^|[.;:,(]|\b(?:and|but|which|that|who|whereby|where|while))\s{0,3}((?:(?!(?:and|but|which|that|who|whereby|where|while)\b)[\p{L}\d'’-]{1,30}\s{1,3}){0,8}?)(?:(?:shall|will|must|may|is\s{1,3}(?:expected|planned|due)\s{1,3}to|are\s{1,3}(?:expected|planned|due)\s{1,3}to)\s{1,3})?(?:(?:has|have)\s{1,3}a\s{1,3}(?:(?:total|maximum|overall|planned|expected)\s{1,3})?duration\s{1,3}of|lasts?(?:\s{1,3}for)?)\s{1,3}$/iu;
// A participle or a "here-" word after the head is taken off too: "The licence granted hereunder has a duration of 5
// years", "The tenancy created by this Lease lasts …" (the licence's, the tenancy's: the agreement's own relation); and
// the agreement's validity, effectiveness or existence is its term ("The validity of this Agreement has a duration of 2
// years"; hrev53's review).
const TRAILING_MODIFIER = /\s{1,3}(?:under|of|in|pursuant\s{1,3}to|according\s{1,3}to|for|within)\s{1,3}(?:this|the|that|each|such)\s{1,3}[\p{L}-]{1,30}\s{0,3}$|\s{1,3}(?:(?:granted|given|created|made|concluded|established)\s{1,3})?(?:hereunder|herein|hereby|hereto|thereunder)\s{0,3}$|\s{1,3}(?:granted|given|created|made|concluded|established)(?:\s{1,3}by\s{1,3}(?:this|the)\s{1,3}[\p{L}-]{1,30})?\s{0,3}$/iu;
const ARTICLE_ONLY = /^(?:the|this|that|a|an|each|every|any|such)$/i;

/** The head noun owning the length the cue `near` ends with, if the sentence says one (see above). */
function lengthOwner(near: string): string | undefined {
  const withLength = OWNER_WITH_LENGTH.exec(near);
  if (withLength !== null) return withLength[1];
  const subject = SUBJECT_THEN_LENGTH.exec(near);
  if (subject === null) return undefined;
  let phrase = subject[1].trimEnd();
  for (let k = 0; k < 3 && TRAILING_MODIFIER.test(phrase); k++) phrase = phrase.replace(TRAILING_MODIFIER, '');
  const head = phrase.trim().split(/\s{1,3}/).pop() ?? '';
  return head === '' || ARTICLE_ONLY.test(head) ? undefined : head;
}

/** Whether the length the cue `near` ends with belongs to another thing than the agreement (see above). */
function lengthOfAnotherThing(near: string): boolean {
  const owner = lengthOwner(near);
  return owner !== undefined && !RELATION_HEAD.test(owner);
}

/** Whether a sentence names the agreement, its term, licence, hire or subscription (read once per element). */
export function namesAgreement(text: string): boolean {
  if (ABOUT_AGREEMENT.test(text) || APPOINTS_PARTY.test(text)) return true;
  for (const m of matchesOf(AGREEMENT_ABBREVIATION, text)) if (CAPITALS.test(m[1])) return true;
  return false;
}

// A letting for a time is the relation a lease or a charter creates, and its length the contract's term: "The Owner lets
// the vessel, with its skipper and crew, to the Charterer for survey fishing for thirty (30) days at sea, starting on
// …", "The vessel is chartered to the Institute for twenty (20) days" (issue 18, h80f45d; facts set 45's cause 20).
// The letting verb in the same clause (no stop or semicolon since), a party it is let to named after it ("to the
// Charterer", "to Ocean Survey Ltd"), and "for" right before the duration: "lets the Buyer inspect the goods for 10
// days" lets no thing to anyone. Each look anchored at the end or bounded: linear.
// A hire and a loan let a thing as a lease does: "The Company hires the vehicle … to the Hirer for eleven (11) days" (issue
// 18, h102d62; facts set 62's cause 14). And a thing let, lent or hired "for" a time in the passive, no party named: its
// subject is the thing, so the length is the relation's ("The car is lent for ten (10) days", "The room is let for two
// (2) months"); the verb right before "for" (THING_LET_FOR). Anchored at the end: linear.
const LETTING_VERB = /\b(?:lets|leases|charters|demises|hires|rents|lends|loans|(?:is|are)\s{1,3}(?:let|leased|chartered|demised|hired|rented|lent|loaned))\s[^.;]{0,200}$/i;
const THING_LET_FOR = /\b(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:let|lent|loaned|hired|rented|leased|chartered)(?:\s{1,3}out)?\s{1,3}for\s{1,3}(?:a\s{1,3}(?:period|term)\s{1,3}of\s{1,3})?$/i;
const TO_PARTY = /\bto\s{1,3}(?:the\s{1,3})?\p{Lu}/u;
const FOR_RIGHT_BEFORE = /\bfor\s{1,3}(?:a\s{1,3}(?:period|term)\s{1,3}of\s{1,3})?$/i;
const CHARTER_IS_FOR = /\b(?:this|the)\s{1,3}charter\s{1,3}(?:is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}for\s{1,3}$/i;

/** Whether the duration after `before` is how long a thing is let, chartered or leased to a party (see above). */
export function lettingFor(before: string): boolean {
  const near = before.slice(-240);
  if (CHARTER_IS_FOR.test(near) || THING_LET_FOR.test(near)) return true;
  if (!FOR_RIGHT_BEFORE.test(near)) return false;
  const verb = LETTING_VERB.exec(near);
  return verb !== null && TO_PARTY.test(verb[0]);
}

// A notice in a condition that opens the sentence ("Unless either party gives notice by the end of February, it is renewed
// for one (1) year on the same terms") stops the renewal; the length after the condition's comma is the renewal's, no
// notice period (issue 18, h91fd; facts set 52's cause 16). Read on the words before the last comma: linear.
const CONDITION_OPENS = /\b(?:unless|if)\s[^.;,]{1,120}$/i;
/** The words of `near` after a leading condition's comma, or all of them when no condition leads. */
function ownClause(near: string): string {
  const comma = near.lastIndexOf(',');
  return comma >= 0 && CONDITION_OPENS.test(near.slice(0, comma)) ? near.slice(comma + 1) : near;
}

/**
 * Whether the duration `span` ending at `end` of `text` is the agreement's term, in a sentence that names the
 * agreement; `before` is the text since the previous duration (a cue belongs to the duration it precedes).
 */
export function agreementTerm(text: string, before: string, span: string, end: number): boolean {
  const near = before.slice(-80);
  if (BOUND.test(span) && !(UP_TO.test(span) && EXTENDED_BY.test(near))) return false;
  if (NOTICE.test(ownClause(near)) || AFTER_SPAN.test(text.slice(end, end + 40)) || ANY_EXTENSION_BY.test(near)) return false;
  return (TERM_CUE.test(near) && !lengthOfAnotherThing(near)) || lettingFor(before) || lastsBetweenItsDates(text, before, end);
}

// The agreement's own length told by its being in effect ("This Agreement is in effect for one (1) year from the Agreement
// Date and renews each year when Customer pays the annual renewal fee", "It remains in force for two (2) years"): a term
// of the contract, never a time to pay, though its sentence pays for the renewal (issue 18, h91fd; facts set 52's cause
// 15). The agreement or "it" the subject right before the verb. Anchored at the duration, bounded: linear.
const IN_FORCE_FOR = /\b(?:agreement|contract|lease|licen[cs]e|tenancy|it)\s{1,3}(?:is|remains|stays|shall\s{1,3}(?:be|remain)|will\s{1,3}(?:be|remain))\s{1,3}(?:in\s{1,3}(?:effect|force)|valid|effective)\s{1,3}for\s{1,3}(?:a\s{1,3}(?:period|term)\s{1,3}of\s{1,3})?$/i;

// So is the length it is renewed or extended for, though the sentence pays for the renewal: "The Client may renew the
// licence for a further two (2) years on payment of € 400,00" (issue 18, h103d63; facts set 63's side finding). The
// agreement or "it" the object right before "for"; "renew the insurance for a year" names another thing. Anchored at the
// duration, each gap bounded: linear.
const RENEWED_FOR_LENGTH = /\b(?:renew|extend)\w{0,4}\s{1,3}(?:(?:the|this|its|their)\s{1,3})?(?:agreement|contract|lease|licen[cs]e|tenancy|subscription|it)\s{1,3}for\s{1,3}(?:(?:a|an|one)\s{1,3})?(?:(?:further|second|new|additional|another)\s{1,3})?(?:(?:period|term)\s{1,3}of\s{1,3})?$/i;

/** Whether the duration at `begin` of `text` is how long the agreement is in effect, or renewed for (see above). */
export function inForceFor(text: string, begin: number): boolean {
  const before = text.slice(Math.max(0, begin - 80), begin);
  return IN_FORCE_FOR.test(before) || RENEWED_FOR_LENGTH.test(before);
}

/** "net 45" spans of a payment sentence, in days. */
export function netTerms(text: string): { begin: number; end: number; days: number }[] {
  return [...matchesOf(NET, text)].map((m) => ({ begin: m.index, end: m.index + m[0].length, days: Number(m[1]) }));
}

/** Whether the duration ending at `end` is a grace period after a due date. */
export function isGracePeriod(text: string, end: number): boolean {
  return GRACE.test(text.slice(end, end + 40));
}

// When a party invoices ("will invoice the balance eight weeks before the Wedding Date", "shall invoice the fee four weeks
// before the event") is a lead time before an event, not days allowed to pay: the payment period is the one after the
// invoice ("… and the Clients shall pay it within fourteen (14) days", h34f27). So is any time before an event, a sum's
// deadline too ("The balance must be paid in full no later than ten (10) days before the event", "Balance due: £345.00,
// payable no later than 28 days before the wedding date"): a date the sum falls due by, counted back from the event, no
// days allowed to pay after a bill (issue 18, h80f45d; facts set 45's cause 21; facts set 5 and set 43 counted none
// there). h34f27's "shall pay the balance four weeks before the Event Date" read 28 days: changed on purpose. Bounded: linear.
const BEFORE_EVENT = /^\s{0,3}(?:before|prior\s+to|ahead\s+of)\b/i;

/**
 * Whether the duration at `begin`–`end` of a payment sentence measures money, the time a recurring payment lasts or
 * the words an amendment replaces, or a time counted from a payment received, rather than days allowed to pay (each look
 * is bounded: 40–80 characters).
 */
export function isNoPaymentPeriod(text: string, begin: number, end: number): boolean {
  return BEFORE_EVENT.test(text.slice(end, end + 20)) || OF_MONEY.test(text.slice(end, end + 60)) || NOTICE_AFTER.test(text.slice(end, end + 40)) || (NOTICE_BEFORE.test(text.slice(Math.max(0, begin - 40), begin)) && !PAID_WITHIN_NOTICE.test(text.slice(Math.max(0, begin - 60), begin))) || AFTER_PAID.test(text.slice(end, end + 60)) || AFTER_RATE.test(text.slice(Math.max(0, begin - 80), begin)) || RECURRING_PRICE_FOR.test(text.slice(Math.max(0, begin - 240), begin))
    || REPLACED.test(text.slice(Math.max(0, begin - 80), begin)) || FIRST_DAYS_OF.test(text.slice(Math.max(0, begin - 30), begin)) || isFreeFirstPeriod(text, begin)
    || EACH_PERIOD_AFTER.test(text.slice(end, end + 40)) || MONTHS_OF_MONEY.test(text.slice(end, end + 40)) || MEASURED_BY_DURATION.test(text.slice(end, end + 40))
    || UNPAID_FOR.test(text.slice(Math.max(0, begin - 60), begin)) || NOT_RETURNED_WITHIN.test(text.slice(Math.max(0, begin - 100), begin)) || OPENS_OTHER_ACT.test(text.slice(end, end + 160)) || SURVIVES_FOR.test(text.slice(Math.max(0, begin - 50), begin))
    || NAMED_OTHER_PERIOD.test(text.slice(Math.max(0, begin - 50), begin)) || IN_CONDITION.test(text.slice(Math.max(0, begin - 120), begin))
    || REFUNDED.test(text.slice(Math.max(0, begin - 120), begin)) || AGED_FOR.test(text.slice(Math.max(0, begin - 60), begin)) || beforeLaterPayment(text, begin, end);
}

/**
 * The time a party has to complete the whole of what the contract orders, counted from the contract's own start: "shall
 * complete the Works within 18 (eighteen) months from the date of commencement", "complete the works within 45 calendar
 * days from the date of this order". That is how long the contract runs — a construction contract's time for completion,
 * an order's performance period — so it is a term though "within" bounds it (h19facts). A deadline of one task ("repair
 * the pump within 30 days"), or one counted from an event ("within 14 days of a defect being notified"), stays no term.
 * Both looks bounded (60 characters before the duration, 60 after): linear.
 */
// The passive says it as well: "The services shall be completed within eight (8) months from the signing date" (h29f22).
const COMPLETE_THE_WHOLE = /\b(?:(?:complete|finish|perform|execute|carry\s+out)\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:whole\s+(?:of\s+the\s+)?)?(?:works?|services|project|order|contract|delivery)\s+(?:under\s+this\s+(?:order|contract|agreement)\s+)?|(?:the\s+)?(?:works?|services|project)\s+(?:shall|will|must)\s+be\s+(?:completed|finished|performed|carried\s+out)\s+)(?:within\s+)?$/i;
const FROM_THE_START = /^\s*(?:from|of|after)\s+(?:the\s+)?(?:date\s+of\s+(?:this\s+(?:order|contract|agreement)|(?:the\s+)?commencement|(?:the\s+)?signing|(?:the\s+)?signature|(?:the\s+)?site\s+handover)|commencement\s+date|effective\s+date|start\s+date|signing\s+date|signature\s+date)\b/i;

// The same said of the works the sentence has just started: "shall commence the works on 3 June 2029 and shall complete
// them within ten (10) weeks from that date" — "them" and "that date" are the works and their start (h34f27). The start
// within the 200 characters before; each look bounded: linear.
// The passive says it too, the works the subject of both ("The works shall start on 1 June 2031 and shall be completed
// within sixteen (16) weeks of that date", h47f32): the works start as their verb's subject, "shall be completed" after.
const COMPLETE_THEM = /\b(?:(?:complete|finish)\s+(?:them|it)|(?:shall|will|must)\s+be\s+(?:completed|finished))\s+(?:within\s+)?$/i;
const COMMENCED_BEFORE = /\b(?:commence|start|begin)\s+(?:the\s+)?(?:works?|services|project)\b|\b(?:works?|services|project)\s+(?:shall|will|is\s+to|are\s+to)\s+(?:commence|start|begin)\b/i;
const FROM_THAT_START = /^\s*(?:from|of|after)\s+(?:that|such|the\s+commencement)\s+date\b/i;
// A clause's words up to its "and", a dotted numeric date's points let through ("on 02.05.2031 and complete them within
// …": the gap stopped at the first point; hrev50's Left, h63left): a point between two digits is no sentence's end.
// One character at a time, each look one character: linear.
const DATE_GAP = String.raw`(?:[^.;]|(?<=\d)\.(?=\d))`;
// Without "from that date" the period counts from the start the same clause has just given, when nothing follows it:
// "The Subcontractor shall commence the Works on 1 December 2025 and complete them within fourteen (14) months." (h61facts;
// a time counted from another event, "within 14 days of a defect being notified", says so after the duration). The start
// on a date (a digit within 20 characters) and "and complete them within" in one clause; each part bounded: linear.
// The start a calendar date (a month's name or a numeric date within 20 characters; hrev50): "on the 2nd working day
// after the request" times each call-out, not the works.
const COMMENCED_ON_THEN_COMPLETE = new RegExp(String.raw`\b(?:commence|start|begin)\s{1,3}(?:the\s{1,3})?(?:works?|services|project)\s{1,3}on\s(?=[^.;]{0,20}(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b))${DATE_GAP}{1,40}?\sand\s{1,3}(?:(?:shall|will|must)\s{1,3})?(?:complete|finish)\s{1,3}(?:them|it)(?:\s{1,3}within)?\s{0,3}$`, 'i');
const CLAUSE_ENDS = /^\s{0,3}(?:[.;]|$)/;
// A works clause under a condition ("If a defect appears, the Contractor shall start the works on …") times a repair,
// not the contract (hrev50). The sentence's opening before the start, each gap bounded: linear.
const UNDER_CONDITION = new RegExp(String.raw`(?:^|[.;:]\s{1,3})(?:if|where|should|whenever|in\s{1,3}(?:the\s{1,3})?(?:event|case)|for\s{1,3}each|each\s{1,3}time)\b${DATE_GAP}{0,200}$`, 'i');

// A job work order's time for completion is counted from the receipt of the materials the job starts with: "The Knitter
// shall complete the knitting of the whole order within twenty-five (25) days of receipt of the yarn" is the order's
// term (the lead's [GAP] choice, docs/contracts.md; facts set 33's cause 11, h50f33). Only where the sentence completes
// the whole (or entire) order, the work's noun perhaps between ("the dyeing of"): an ordinary delivery period from a
// receipt ("deliver the goods within 14 days of receipt of the order") stays none. Each look bounded: linear.
const COMPLETE_WHOLE_ORDER = /\b(?:complete|finish)\s+(?:the\s+)?(?:[\w-]{1,20}\s+of\s+)?(?:the\s+)?(?:whole|entire)\s+(?:of\s+the\s+)?order\s+(?:within\s+)?$/i;
const FROM_RECEIPT = /^\s*(?:of|from|after)\s+(?:the\s+)?(?:date\s+of\s+)?receipt\s+of\b/i;

// The time for the whole works bounded by its own dates, the start and the end right after it: "The works shall be
// carried out within one hundred and twenty (120) days, starting on 1 May 2031 and ending on 28 August 2031" — the
// contract's span, said by its length and its dates (issue 18, h86d; facts set 46's cause). The start a date (a digit
// within 20 characters of its verb), the end's verb after it in the same sentence. Anchored, each gap bounded: linear.
/**
 * Two dates right after a length, each after its word: `start` before the first (a digit within 20 characters), `end`
 * after it in the same clause (DATE_GAP). One shape for BOUNDED_BY_ITS_DATES and RANGE_RIGHT_AFTER (h111dup).
 */
const datesRightAfter = (start: string, end: string): RegExp => new RegExp(String.raw`^\s{0,3},?\s{0,3}${start}\s{1,3}(?=[^.;]{0,20}\d)${DATE_GAP}{1,40}?\s${end}`, 'i');
const BOUNDED_BY_ITS_DATES = datesRightAfter('(?:starting|commencing|beginning|running)\\s{1,3}(?:on|from)', '(?:and\\s{1,3})?(?:ending|finishing|expiring|until|to)\\b');

// A length given "for" a period and bounded right after by its own start and end ("The Owner shall give the houseboat, with
// its crew, to the Charterer for cruises … for a period of eleven (11) months commencing from 1 October 2038 and ending on
// 31 August 2039"): the sentence dates the relation's two ends, so the length between them is its term, though it names
// no agreement, lease or charter (issue 18, h88t; facts set 49's cause 15). Not a part of the relation that runs between
// two dates (a warranty, a notice, a grace period: NOT_THE_RELATION in the clause before it). "for" right before the
// length as lettingFor reads it (FOR_RIGHT_BEFORE). Anchored, bounded: linear.
const CLAUSE_BEFORE = /[^.;:]{0,200}$/;

/** Whether the duration ending at `end` of `text`, `before` it, lasts between the two dates right after it (see above). */
export function lastsBetweenItsDates(text: string, before: string, end: number): boolean {
  if (!FOR_RIGHT_BEFORE.test(before)) return false;
  const after = text.slice(end, end + 100);
  if (!BOUNDED_BY_ITS_DATES.test(after) && !(RANGE_RIGHT_AFTER.test(after) && PARTY_SERVES.test(text))) return false;
  return !NOT_THE_RELATION.test(CLAUSE_BEFORE.exec(before)?.[0] ?? '');
}

/**
 * A party that does the contract's service, speaking for itself, "for" a length and "from <date> to <date>" right after
 * it: "1. We broadcast your spots in Miskito, four times a day, for three (3) months, from 1 March 2047 to 31 May 2047" (a
 * letter agreement's first term; facts set 70's cause 6, issue 18, h110q70). The clause opens with "We" or "I" (after its
 * number) and a verb of doing, so the span is the service's — the agreement's start, end and length, as "This agreement
 * runs for three months, from … to …" is. A thing's or a party's state ("The Buyer's store is closed for two weeks, from …",
 * "We are closed for …", "We close for …") names none. Anchored, bounded: linear.
 * The engaged party's work for the other is the same span, said to him or of him: a letter of engagement's "1. Period.
 * You work for us for six (6) months, from 1 August 2047 to 31 January 2048, in shifts …", an employment's "The Employee
 * works for the Employer for …" (issue 18, h112r71; facts set 71's cause 17). A run-in heading of up to three words
 * after the clause's number ("1. Period.") may stand before the subject.
 * The service's own verb over "from <date> to <date>" is that span too, with no length said: "Article 1. Party B harvests
 * with his combine harvester … the rice crop on Party A's fields …, from 5 March 2047 to 12 March 2047" (a harvester's
 * hire), "The Herder grazes the cattle on the common from …", "We guard your house from … until …" (issue 18, h117w;
 * facts sets 72, 73 and 74: a third set). The subject opens the clause (after its number, "Article 1." or a run-in
 * heading), so a condition or a recital is no operative sentence ("If the Contractor cuts …"): "We", "I", "You", "The
 * <Party>", "THE <PARTY>" or "Party A"; then a verb of doing in the present ("harvests", "We clean") or after "shall" /
 * "will". Not a state, a stop or an absence ("is closed", "We close", "I will be off the island"), not a past ("worked",
 * "guarded": a history), not a delivery or a payment (a delivery window, a price): NOT_DOING; a full range (a digit
 * after "from" and after "to", no clock time: "from 8:30 to 16:00" is a day's hours), and no price, rate, offer, validity
 * or delivery in the sentence ("The Seller holds its prices from … to …"), nor an event held or hosted (an event, a
 * conference, a championship, a festival, a wedding …: "The Hotel shall host the Client's conference from 9 to 11
 * October", "sponsors the Championship, to be held from 20 to 26 April"; an event's dates are its own, set 45's
 * convention, facts sets 18 and 27). A lone "from <date>" needs the length
 * (SERVES_FOR_FROM). Anchored, each gap bounded: linear.
 */
const RUN_IN_HEADING = String.raw`(?:\p{Lu}\p{Ll}{1,20}(?:\s{1,3}\p{Ll}{1,20}){0,2}\.\s{1,3})?`;
const CLAUSE_NUMBER = String.raw`(?:(?:\d{1,3}(?:\.\d{1,3}){0,2}[.)]?|\(?[a-z]\)|(?:Article|ARTICLE|Clause|CLAUSE)\s{1,3}\d{1,3}(?:\.\d{1,3}){0,2}\.?)\s{1,3})?`;
/**
 * Verbs of no service done (a state, a stop, an absence, an assent, a delivery, a payment), each with its "-s" form. Goods
 * supplied or sold over "from … to …" are a delivery window too (h106d66's near miss "The Seller supplies to the Buyer
 * 500 kg of rice from 1 May 2044 to 30 May 2044."; the lead, session 77, after h117w's widening).
 */
const NOT_DOING = String.raw`(?:shall|will|are|am|is|was|were|have|has|had|be|may|might|can|could|would|should|must|do|does|did|not|goes?|lives?|agrees?|acknowledges?|confirms?|close[sd]?|shut|shuts|stops?|suspends?|pauses?|interrupts?|leaves?|travels?|(?:deliver|ship|send|dispatch|sell|pay|invoice|refund|charge|bill|post|mail|remain|return|receive)s?|appl(?:y|ies)|suppl(?:y|ies))\b`;
/** A verb of doing: not NOT_DOING, not a past in "-ed" ("worked", "guarded"; "feed" and "need" are no past). */
const DOING = String.raw`(?!${NOT_DOING})(?!\p{Ll}{2,17}(?<!e)ed\b)`;
const THIRD_PERSON_PARTY = String.raw`(?:The\s{1,3}\p{Lu}[\p{L}-]{1,30}|THE\s{1,3}\p{Lu}{2,30}|(?:Party|PARTY)\s{1,3}[A-Z0-9])`;
const PARTY_SERVES = new RegExp(String.raw`^\s*${CLAUSE_NUMBER}${RUN_IN_HEADING}(?:(?:We|I|You)\s{1,3}(?:(?:shall|will)\s{1,3})?${DOING}\p{Ll}{3,20}\b|${THIRD_PERSON_PARTY}\s{1,3}(?:(?:shall|will)\s{1,3}${DOING}\p{Ll}{3,20}|${DOING}\p{Ll}{2,19}s)\b)`, 'u');
const RANGE_RIGHT_AFTER = datesRightAfter('from', '(?:to|until|till|through)\\s');
const SERVES_FOR_FROM = /\bfor\s{1,3}(?:a\s{1,3}(?:period|term)\s{1,3}of\s{1,3})?(?:[\w-]{1,15}\s{1,3})?(?:\(\d{1,3}\)\s{1,3})?(?:days?|weeks?|months?|years?)\s{0,3},?\s{1,3}from\s/i;
const NO_CLOCK = String.raw`(?!\d{1,2}[.:]\d)(?=[^.;]{0,20}\d)`;
const FROM_DATE_TO_DATE = new RegExp(String.raw`\bfrom\s{1,3}${NO_CLOCK}${DATE_GAP}{1,40}?\s(?:to|until|till|through)\s{1,3}${NO_CLOCK}`, 'i');
const NOT_ITS_SERVICE = /\b(?:valid|validity|prices?|rates?|tariffs?|offers?|quotations?|deliver(?:y|ies|s|ed)?|shipments?|shipping|held|events?|conferences?|congress|championships?|tournaments?|festivals?|weddings?|concerts?|ceremon(?:y|ies)|fairs?)\b/i;
/** Whether the element is such a clause (see above): a cue that its dates are the agreement's (facts.ts periodCueIn). */
export function servesForRange(text: string): boolean {
  if (!PARTY_SERVES.test(text) || NOT_THE_RELATION.test(text)) return false;
  return SERVES_FOR_FROM.test(text) || (FROM_DATE_TO_DATE.test(text) && !NOT_ITS_SERVICE.test(text));
}

/** Whether the duration at `begin`–`end` of `text` is the time allowed to complete the whole contract (see above). */
export function completionPeriod(text: string, begin: number, end: number): boolean {
  const lead = text.slice(Math.max(0, begin - 60), begin);
  if (!/^within\s/i.test(text.slice(begin, end)) && !/\bwithin\s+$/i.test(lead)) return false;
  if (COMPLETE_THEM.test(lead) && COMMENCED_BEFORE.test(text.slice(Math.max(0, begin - 200), begin)) && (FROM_THAT_START.test(text.slice(end, end + 60)) || FROM_THE_START.test(text.slice(end, end + 60)))) return true;
  if (COMMENCED_ON_THEN_COMPLETE.test(text.slice(Math.max(0, begin - 120), begin)) && CLAUSE_ENDS.test(text.slice(end, end + 8)) && !UNDER_CONDITION.test(text.slice(Math.max(0, begin - 240), begin))) return true;
  if (COMPLETE_WHOLE_ORDER.test(lead) && FROM_RECEIPT.test(text.slice(end, end + 60))) return true;
  if (COMPLETE_THE_WHOLE.test(lead) && BOUNDED_BY_ITS_DATES.test(text.slice(end, end + 100))) return true;
  return COMPLETE_THE_WHOLE.test(lead) && FROM_THE_START.test(text.slice(end, end + 60));
}

// "begins/starts/commences on <a date> and (shall/will)": the start both readers below begin with, the date's points let
// through (DATE_GAP).
const STARTS_ON_A_DATE_AND = String.raw`\b(?:begins?|starts?|commences?)\s+on\s+(?=[^.;]{0,20}\d)${DATE_GAP}{1,40}?\s+and\s+(?:(?:shall|will)\s+)?`;

// A sentence that starts something on a date and says how long it lasts times the relation the contract creates, whatever
// it calls it: "The pilot shall begin on 15 July 2029 and last ninety (90) days", "The livery starts on 1 February 2029
// and continues from month to month, with a minimum period of three (3) months" (h40f29; set 26 counts a minimum term as
// the term). A date (a digit) after "on"; the length right after "and (shall) last/run (for)" or the minimum period of
// the continuing relation. Not a part of the relation that starts and lasts (a warranty, a probation, a rent-free or
// notice period). Each look bounded (160 characters before the duration): linear.
const START_THEN_LENGTH = new RegExp(String.raw`${STARTS_ON_A_DATE_AND}(?:(?:lasts?|runs?)\s+(?:for\s+)?|continues?\s+[^.;]{0,60}?\bwith\s+a\s+minimum\s+(?:period|term)\s+of\s+)$`, 'i');
// A party that warrants or guarantees a thing for a time gives a warranty's time ("warrants the engine for twelve (12)
// months commencing …", h88t).
const NOT_THE_RELATION = /\b(?:warrant(?:y|ies|s|ed)?|probation\w*|rent[\s-]free|notice|defects?|grace|guarantee[sd]?)\b/i;

// The same without the length's place: a sentence that starts something on a date and says it lasts or runs (its "it"
// is what a sentence after it extends or renews: "The assignment period starts on … and lasts twelve (12) months. The
// Client may extend it …", h46facts).
const STARTS_AND_LASTS = new RegExp(String.raw`${STARTS_ON_A_DATE_AND}(?:lasts?|runs?)\b`, 'i');

/** Whether a sentence starts the relation on a date and says it lasts (no warranty, probation or notice period). */
export function startsAndLasts(text: string): boolean {
  if (text.length > 600) return false;
  const m = STARTS_AND_LASTS.exec(text);
  // What starts and lasts is named before the match's end: a notice said later in the sentence is not it.
  return m !== null && !NOT_THE_RELATION.test(text.slice(0, m.index + m[0].length));
}

/** Whether the duration at `begin` is the length of what its sentence starts on a date (see above). */
export function startAndLength(text: string, begin: number): boolean {
  const lead = text.slice(Math.max(0, begin - 160), begin);
  const m = START_THEN_LENGTH.exec(lead);
  return m !== null && !NOT_THE_RELATION.test(lead);
}

// A length of less than a day written as a compound before its noun ("per twelve-hour shift", "a 12-hour session") or
// before "shift" measures a unit of work, no time to pay or to run: half a day rounds to one, so the skip of durations
// that round to nothing missed it (facts set 33's cause 12, h50f33). Anchored at the span's end and bounded: linear.
const HOUR_COMPOUND = /[-‐]\s{0,2}hours?$/i;
const SHIFT_AFTER = /^\s{0,3}(?:shifts?|sessions?)\b/i;

// Days of work a party owes are work, no time to pay or to run: "does one day of work on the alp for every four animals
// … or pays € 120,– for each day not worked" (a summering's communal work; issue 18, h93fd, facts set 54's cause 15),
// "two days' labour at the harvest". "of work" or "' work" right after the span, and no word of a time limit or of a
// length right before it: "within 10 days of work being completed" counts from the work, "lasts 30 days of work" and "a
// term of 60 days of work" are the contract's length, and "of work completion" names an event. Anchored at the span,
// bounded: linear.
const WORK_OWED_AFTER = /^\s{0,3}(?:of|['’])\s{0,3}(?:(?:unpaid|voluntary|communal|manual|field|farm)\s{1,3})?(?:work|labou?r)\b(?!\s{1,3}(?:completion|being|is|was|has|have|done|completed|finished|performed|ends?|ending|starts?|starting|commences?|commencement|begins?)\b)/i;
const TIME_LIMIT_BEFORE = /\b(?:within|after|before|following|from|of|by|in|at\s{1,3}least|no\s{1,3}later\s{1,3}than|lasts?|lasting|runs?|running|(?:term|period)\s{1,3}of)\s{1,3}$/i;

/**
 * Whether the duration at `begin`–`end` of `text`, `days` long, is the length of a shift or a session of work, or days
 * of work a party owes (see above).
 */
export function measuresWork(text: string, begin: number, end: number, days: number): boolean {
  if (WORK_OWED_AFTER.test(text.slice(end, end + 40)) && !TIME_LIMIT_BEFORE.test(text.slice(Math.max(0, begin - 24), begin))) return true;
  return days < 1 && (HOUR_COMPOUND.test(text.slice(begin, end)) || SHIFT_AFTER.test(text.slice(end, end + 16)));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function agreementTermsRunPatterns(): readonly RegExp[] {
  return [AGREEMENT_ABBREVIATION, CLAUSE_BREAK, NET];
}
