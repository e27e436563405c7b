/**
 * Warranties said as a guarantee (issue 18, h28cat11): trade and consumer terms promise the quality of their work or
 * goods for a time with "guarantee", not "warrant" — "We guarantee all our repairs for 12 months", "This guarantee does
 * not cover misuse", "the guarantee period" — and that is a warranty of what is supplied (docs/contracts.md, "The
 * categories as the service defines them"; the commercial cues read "guarantees that …" and tell a surety's promise
 * from it). A guarantee of another's debts or obligations ("The Guarantor guarantees the Tenant's obligations for five
 * years") is a surety's, no warranty, and a bank, payment or minimum guarantee is money (category-cues-drafting.ts).
 * Stated from how such clauses are drafted, with test sentences of their own (`categories-guarantees.test.ts`). Bounded
 * patterns, linear on hostile text.
 * The Warranties cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-warranties.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What a surety guarantees, or money: such a guarantee is no warranty of one's own work. */
const NOT_OWN_WORK = String.raw`(?:obligations?|liabilit(?:y|ies)|debts?|payments?|sums?|amounts?|money|rent|loans?|performance\s+of)`;

/**
 * Senses that name a warranty outright (category-cue-lists.ts' STRONG_CUES): one's own work or goods guaranteed for a period,
 * what "this guarantee" does not cover (or affect: "This guarantee does not affect your legal rights as a consumer", the
 * consumer's rights beside the trader's guarantee), and "the guarantee period". (issue 18, h88c) The object guaranteed may
 * run to eight words, a relative clause within it ("We guarantee the parts we fit and our work for 90 days": three
 * words lost it); a surety's object (NOT_OWN_WORK) still ends the reading.
 */
export const WARRANTY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bguarantees?\s+(?:all\s+)?(?:our|its|their|his|her|the|this|each|every)\s+(?:(?!${NOT_OWN_WORK}\b)[\w-]+\s+){1,8}?for\s+(?:a\s+period\s+of\s+)?(?:\d{1,4}|one|two|three|four|five|six|ten|twelve|eighteen|twenty-four|thirty|sixty|ninety)\s+(?:\(\d{1,4}\)\s+)?(?:days?|weeks?|months?|years?)\b|\b(?:this|our|the)\s+guarantee\s+(?:does|will|shall)\s+not\s+(?:cover|apply|extend|affect)\b`, 'i'), 'Warranties'],
  // (h75c57) One's own work or goods guaranteed against defects, however long the object ("guarantees the works and the
  // materials it supplies against defects of workmanship and material", "guarantees each pump against faults in
  // manufacture"; sets 38 and 57 label both Warranties), and a defect or a repair under such a guarantee ("shall repair
  // any guarantee defect at no cost", "guarantee repairs are carried out at the yard": shipbuilding and construction
  // terms). Not a surety's guarantee of obligations or money (NOT_OWN_WORK in the object). Bounded: linear.
  [new RegExp(String.raw`\bguarantees?\s{1,3}(?:(?!${NOT_OWN_WORK}\b)[\w'’-]{1,30}\s{1,3}){1,8}?against\s{1,3}(?:any\s{1,3}|all\s{1,3})?(?:latent\s{1,3}|hidden\s{1,3})?(?:defects?|faults?)\b|\bguarantee\s{1,3}(?:defects?|repairs?)\b`, 'i'), 'Warranties'],
  // The guarantee period, unless the sentence names a guarantee of money or a surety's (hrev21): "The bank guarantee
  // shall remain valid until the end of the guarantee period" is the bank's undertaking's time, no warranty's.
  [new RegExp(String.raw`^(?![^]{0,1000}?\b(?:(?:bank|bank's|banker's|payment|performance|advance|security|retention|bid|tender|demand|on-demand|financial|credit|surety|parent\s+company|corporate|personal)\s+guarantees?|guarantors?|sureties|surety)\b)[^]{0,1000}?\bguarantee\s+period\b`, 'i'), 'Warranties'],
  // (h80c62) What is supplied stated, in the present tense, to comply with a standard (C63's "warranty that something
  // complies"): "The water supplied complies with the quality parameters fixed by Decree-Law No. 8/2004", "The goods
  // delivered conform to the specification". The thing supplied, delivered, provided or sold is the subject; not "shall
  // comply" (a duty to comply, C63's Responsibilities) nor a party that complies. Bounded: linear.
  [/\b(?:supplied|delivered|provided|sold|installed)\s{1,3}(?:(?:hereunder|under\s{1,3}this\s{1,3}(?:contract|agreement))\s{1,3})?(?:complies|comply|conforms?|meets?)\s{1,3}(?:with\s{1,3}|to\s{1,3})?(?:the|all|each|any|its)\b/i, 'Warranties'],
];

/** A party paying for the redone work is no remedy: the provider's cost is. */
const OWN_COST = String.raw`(?:at\s+(?:its|his|her|their|our|your)\s+own\s+(?:cost|expense)|without\s+(?:further\s+|additional\s+|extra\s+)?(?:charge|cost)|free\s+of\s+charge|at\s+no\s+(?:additional\s+|extra\s+|further\s+)?(?:charge|cost))`;

export const WARRANTY_CUES: readonly [RegExp, CategoryLabel][] = [
  ...WARRANTY_STRONG_CUES,
  // Said without the category's word, round 2 (h22cat):
  // Warranties: the work redone as the remedy of its defect — "shall rewash any item returned stained", "re-perform
  // the defective Services at its own cost", "redo the tiling free of charge", "replant or replace any tree that
  // dies". Not a plain "replace" (a lost or worn thing replaced is the thing's use or a cost).
  // A thing that fails replaced, and defects eliminated: "replace any pump that fails within the first season", "the
  // correction of defects in the software". Not a thing lost, worn or broken down replaced (its use, its cost, spare stock).
  [/\breplace\s+(?:any|the|each|all|every)\s+(?:[\w-]+\s+){0,2}?(?:that|which)\s+(?:fails?|proves?\s+(?:to\s+be\s+)?defective|is\s+(?:found\s+)?defective)\b|\b(?:elimination|correction|rectification|remedying)\s+of\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?(?:deficienc(?:y|ies)|defects?|faults?|shortcomings)\b/i, 'Warranties'],
  // (h100c76, C114) A pest controller's, a painter's or a dyer's work redone at the provider's cost ("will re-treat the
  // affected area at no charge", "re-spray the panel free of charge", "re-dyes at its own cost"; not any "re-" verb: set 16
  // labels "re-translate the document free of charge" after an assessor's review Audits), and the work done "again" so ("If we agree that we are at fault,
  // we clean the item again free of charge"): the same remedy of a fault, said in a service's or a household's words.
  [new RegExp(String.raw`\b(?:re-?do|re-?perform|re-?wash|re-?clean|re-?plant|re-?launder|re-?shoot|re-?record|re-?supply|re-?execute|re-?(?:treat|spray|paint|dye|tan)(?:s|es)?)\s+(?:or\s+replace\b|(?:[\w-]+\s+){0,6}?${OWN_COST})|\bagain\s+(?:,\s{0,3})?${OWN_COST}`, 'i'), 'Warranties'],
  // Said without the category's word, round 4 (h24cat4):
  // Warranties: goods conforming to a standard or specification — "to supply honey conforming to the national
  // standard" (not goods that do "not conform" rejected on inspection: the acceptance of a delivery).
  [/(?<!\b(?:not|fails?\s{1,64}to|failing\s{1,64}to)\s{1,64})\bconform(?:s|ing)?\s+to\s+(?:the\s+|a\s+|any\s+)?(?:[\w.-]+\s+){0,3}?(?:standards?|specifications?|samples?|descriptions?)\b/i, 'Warranties'],
  // Said without the category's word, round 6 (h25cat6):
  // Warranties: a guarantee of a result or of what is supplied, or its disclaimer — "guarantees a germination rate of
  // 85%" ("guarantees that …" is the commercial cues', which tell a surety's promise from a warranty), "We do not guarantee any particular grade". Not a
  // minimum volume, quantity or occupancy guaranteed or left unguaranteed (a volume commitment, Scope of Work or none);
  // nor the performance of another's obligations guaranteed (a surety's promise, review hrev18). (h88c) "No guarantee of
  // success" beside a price ("Water damage treatment | Rs 1,500, with no guarantee of success"), "makes no guarantee of
  // any minimum yield" (set 14): the result disclaimed, as "does not guarantee" is; not a payment left unguaranteed.
  [/\bguarantees?\s+(?:a|an|any|the\s+(?:quality|yield|performance|results?))\b(?!\s+(?:minimum\s+)?(?:volume|quantit|occupancy|take-?up))(?!\s+of\s+[^.;]{0,60}?\b(?:obligations|liabilities|duties|debts?)\b)|\b(?:does|do|will|can)\s+not\s+guarantee\b(?!\s+(?:any\s+)?minimum\s+(?:volume|quantit))|\bno\s+guarantee\s+(?:of|that)\b(?!\s+(?:any\s+)?(?:minimum\s+(?:volume|quantit)|payment|repayment))/i, 'Warranties'],
  // Said without the category's word, round 7 (h26cat7):
  // Warranties: defective work remade at one's own cost — "shall reprint at its own cost any leaflets that are
  // misprinted", "remake at no charge any denture that does not fit", "replace any rejected crate"; no answer for a
  // crop's quality or yield — "The Picker is not responsible for the quality of the fruit".
  // (h55c51) Goods rejected or defective replaced with no determiner too ("shall replace rejected Products within three
  // days"; sets 30, 33, 37, 50 and 51 label such sentences Warranties, set 22's defective film item Delivery), and a
  // recruiter's replacement guarantee: a hire who leaves within months replaced free ("will conduct one replacement
  // search without any further fee", "is not required to replace a candidate who is dismissed"), the quality of the
  // placement answered for, as a free replacement of goods is.
  // (hrev41) Not a tenant's or a user's consumables ("replace defective light bulbs"), a candidate replaced before any
  // hire ("ask the Agency to replace the candidate before the interview": the guarantee is of a hire who leaves), nor a
  // free replacement card, key or pass (a lost thing reissued, no defect answered for).
  [/\b(?:remake|remakes|reprint|reprints|re-?perform|re-?performs|redo|redoes|replace|replaces)\s+(?:,?\s*at\s+(?:no|its\s+own|their\s+own|his\s+own|her\s+own)\s+(?:extra\s+)?(?:charge|cost|expense)(?:\s*,)?\s+)?(?:any|all|the|a|each|every)\s+(?:[\w-]+\s+){0,3}?(?:that|which)\s+(?:is|are|does|do|did|fails?|proves?)\s+(?:not|defective|faulty|smudged|damaged|misprinted)\b|\b(?:replace|replaces)\s+(?:(?:a|any|the|each|every|all|such)\s+)?(?:rejected|defective|non-?conforming|faulty)\b(?!\s+(?:light\s+)?(?:bulbs?|fuses?|batteries|smoke\s+alarms?|washers?|filters?|fluorescent\s+tubes?)\b)|\breplacement\s+(?:search|candidate|placement)\b|\b(?:replace|replaces)\s+(?:a|the|any)\s+(?:(?:hired|placed)\s+)?(?:candidate|placement)\s+(?:who|that|whose|if)\b|\b(?:free|free-of-charge)\s+replacement\b(?!\s+(?:cards?|keys?|passes?|badges?|fobs?|cop(?:y|ies)|certificates?|tickets?|documents?|phones?|SIMs?)\b)|\bnot\s+(?:responsible|liable|answerable)\s+for\s+the\s+(?:quality|yield|results?|outcome|grade|effectiveness|efficacy)\b/i, 'Warranties'],
  // (h75c57) The remedies for goods that do not conform named the buyer's only ones ("The remedies in this clause are the
  // Buyer's sole remedies for nonconforming Products", "Customer's exclusive remedy for defective Goods is …"): the
  // warranty's remedies, as "sole remedy … is the correction of the nonconformity" is (sets 37, 40, 42; a sum named the
  // sole remedy is category-cues-sole-remedies.ts' Liability). Bounded: linear.
  [/\b(?:sole|only|exclusive)\s{1,3}(?:and\s{1,3}exclusive\s{1,3})?remed(?:y|ies)\s{1,3}for\s{1,3}(?:any\s{1,3}|the\s{1,3})?(?:non-?conforming|defective|faulty|nonconformit(?:y|ies)\b|defects?\b)/i, 'Warranties'],
];

/**
 * A section about a guarantee of quality ("6. OUR GUARANTEE", "Quality Guarantee", "Declarations and Guarantees",
 * "7.2 Guarantees"): its sentences warrant the work or the goods. Not a bare "Guarantee" (a surety's deed or clause), a
 * "Minimum Guarantee" or a "Void Guarantee" (money), nor a "Performance Guarantee" (often a bank's bond), nor a surety's
 * in the plural ("Parent Company Guarantees", "Personal Guarantees", "Directors Guarantees"; hrev21). (h88c) The work or
 * the part guaranteed names it too: "Our repair guarantee", "Replacement Guarantee" (set 51's, Warranties), "Parts and
 * labour guarantee"; not "Your group guarantee" (a borrower's surety for the group, set 61: no such word). The title table of
 * categories.ts reads it beside "warrant".
 */
export const WARRANTY_TITLE = /\b(?:our|quality|product|workmanship|satisfaction|repair|replacement|parts|labou?r|installation)\s+guarantees?\b|(?<!\b(?:minimum|bank|payment|void|refund|company|parent|personal|corporate|performance|shareholders?|directors?)\s)\bguarantees\b/i;

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const WARRANTY_VETOES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 5 (h25cat5):
  // Goods described as merchantable in a sale ("agrees to sell all merchantable oak on the estate") are what is sold,
  // no warranty, where the sentence names no quality, fitness or warranty.
  [/^(?![^]{0,400}\b(?:warrant\w*|guarantee\w*|represents?|fit\s+for|fitness|quality|condition)\b)[^]{0,300}?\bmerchantable\s+(?!quality\b)[a-z]/i, 'Warranties'],
];
