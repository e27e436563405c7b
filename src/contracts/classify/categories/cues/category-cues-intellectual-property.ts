/**
 * Intellectual Property where no word says "copyright" or "intellectual property" (issue 18, h28cat11): a present
 * assignment of rights in a work ("The Designer hereby assigns to the Client all rights in the drawings"), and the
 * credit an author is given in the work's publicity ("shall credit the Composer as 'Music by …'"), an author's right of
 * attribution (docs/contracts.md, "The categories as the service defines them"). Not the assignment of a right to be
 * paid ("hereby assigns to the Hospital the right to bill"): only "all rights"/"all right, title and interest" in a
 * thing, and not in money or a claim (MONEY_OR_CLAIM). Stated from how such clauses are drafted, with test sentences
 * of their own (`categories-guarantees.test.ts`). Bounded patterns, linear on hostile text.
 * The Intellectual Property cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by
 * h28cues) follow this file's own, each under a line naming its round; their tests are in `category-cues-intellectual-
 * property.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { USED_ROOMS } from './category-cues-assets.js';
import { PICTURE_NOUN } from '../../lexicon/art-works.js';
import { PAPERS, papersDisclosed } from './category-cues-disclosure-bars.js';

/**
 * Places let to be used that are no one's intellectual property: a lane, a surgery, a court, or a place or room of a
 * site the other party may use (category-cues-assets.ts' USED_ROOMS: a kitchen, a storeroom, the premises; C68, a
 * licence to use a room is Asset Use alone: sets 46 and 52, h59c52), or land.
 */
// (h97c74) The places of a waterfront or a farm too: a fishing stage, a slipway, a wharf, a jetty, a quay, a pier, a
// boathouse, a barn, a hangar. Exported: category-let-things.ts reads a licence to use one as the grant of a thing let.
export const USED_PLACE = String.raw`(?:lanes?|pools?|surger(?:y|ies)|courts?|fields?|ovals?|consulting\s+rooms?|${USED_ROOMS}|pontoons?|plots?|ice|land|buildings?|warehouses?|stages?|slipways?|wharf|wharves|jett(?:y|ies)|quays?|piers?|boathouses?|barns?|hangars?|huts?|kiosks?)`;

/**
 * A work made of or about the place (issue 18, hrev45): "a licence to use the building plans", "the Building design",
 * "the kitchen recipes", "the premises photographs" license a drawing, a design, a recipe or a picture, intellectual
 * property, however the place word reads before it. Read right after USED_PLACE; bounded.
 */
export const WORK_OF_THE_PLACE = String.raw`\s{1,8}(?:plans?|designs?|drawings?|recipes?|${PICTURE_NOUN}|names?|logos?|marks?|software|data|database|specifications?|models?|manuals?|brand|plans|layouts?|maps?|films?)\b`;

/**
 * What an assignment of "all rights in/to" names when it is money or a claim, no work (hrev21): the receivables, the
 * proceeds of a policy, the rent, dividends, compensation, a maker's warranties. Looked for in the next few words.
 */
const MONEY_OR_CLAIM = String.raw`(?:receivables?|proceeds|rents?|dividends?|compensation|payments?|sums?|mone(?:y|ys|ies)|debts?|claims?|insurance|warrant(?:y|ies)|deposits?|refunds?|accounts?)`;

/** (C158) A work by its own noun: a course and its parts, a text, a picture, a recording. */
const WORK_COPIED = String.raw`(?:course|lessons?|videos?|workbooks?|materials?|content|texts?|photographs?|photos?|pictures?|images?|recordings?|books?|manuals?|music|songs?|films?|articles?|posts?|designs?|drawings?|recipes?|software|maps?|plans?)`;

export const INTELLECTUAL_PROPERTY_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bhereby\s+assigns?\s+(?:to\s+(?:the\s+)?[\w-]+\s+)?all\s+(?:of\s+)?(?:its\s+|his\s+|her\s+|their\s+|your\s+|the\s+)?(?:rights?|right,\s+title\s+and\s+interest)\s+(?:(?:it|he|she|they|you)\s+(?:has|have|may\s+have)\s+)?(?:in|to)\b(?![^.;]{0,60}?\b${MONEY_OR_CLAIM}\b)`, 'i'), 'Intellectual Property'],
  // Credit as the author: "credit the Photographer as", "be credited as", "credit her as". Case-sensitive on the
  // capitalised name: "credit the account as" is a bank's.
  // Not a bank's or a seller's credit to a party ("credit the Customer as soon as the funds arrive", "credit the Buyer as
  // follows", "be credited as soon as"): money credited to an account (hrev21).
  [/\b(?:credit|credits|crediting)\s+(?:the\s+)?(?:[A-Z][\w-]*|him|her|them|you|us)\s+as\b(?!\s+(?:soon|follows|quickly|promptly|possible)\b)|\b(?:be|is|are|being)\s+credited\s+as\b(?!\s+(?:soon|follows|quickly|promptly|possible)\b)/, 'Intellectual Property'],
  // Said without the category's word, round 4 (h24cat4):
  // Intellectual Property: a name and logo used — "may use the Club's name and logo on its kit"; data or work
  // proprietary — "results remain proprietary to the Sponsor", "the proprietary period"; authorship shown —
  // "print the author's pen name with each column".
  [/\bname\s+and\s+(?:logos?|marks?|trade\s*marks?|crest|badge)\b|\bproprietary\s+(?:to|period)\b|\bpen[\s-]name\b/i, 'Intellectual Property'],
  // (h67c54) A party's know-how or recipes owned or retained ("Supplier owns its base recipes and its production
  // know-how", "retains its general know-how"), or said to remain or belong to it: a trade secret held as property. Sets
  // 6, 14, 21, 37, 40 and 41 label each such sentence Intellectual Property. Not know-how only named (a definition of
  // "Results", a preamble). (hrev59) Owned or retained as the object itself: not a thing owned that the recipes are made
  // with or in ("owns the kitchen equipment used to prepare the recipes", "the premises in which the recipes are
  // prepared"), nor copies of them retained (records). Bounded word runs: linear.
  // (h71left, hrev59's Left) Not know-how a recipient keeps for a purpose and gives back ("The Recipient retains the
  // know-how only for the Purpose and shall return it", "retains the recipes in confidence"): the other's secret held in
  // confidence, no property of its own (Confidentiality). Read on the 120 characters after the verb: linear.
  [/\b(?:owns?|retains?)\s+(?![^.;]{0,120}?\b(?:in\s+confidence|(?:only|solely)\s+(?:for|to)|(?:shall|must|will)\s+(?:promptly\s+)?(?:return|destroy))\b)(?:(?!(?:copies|copy|records?|used|using|which|where|that|to|for|with|equipment|ingredients|premises)\b)[\w'’,-]+\s+){0,8}?(?:know-how|recipes|knowledge)\b|\b(?:know-how|recipes)\b[^.;]{0,80}?\b(?:remains?|belongs?)\s+(?:to|with|the)\b/i, 'Intellectual Property'],
  // (issue 18, h104c80, C158) A work's rights said without the category's word: copying or reproducing it barred, with
  // other uses beside ("You must not copy, sell or post any part of the course on the internet", "shall not reproduce
  // the photographs"), a copy allowed for one's own study or personal use ("may download the workbook and print one copy
  // for your own study"), and its author or source named on it ("with his name shown as their author", "be named as
  // sources of the knowledge"): the holder's rights in the work and the use it allows. The work by its own noun only:
  // not "it" or data copied (Confidentiality, Privacy), not a contract's copies kept for the records. Fixed lists,
  // comma-separated verbs bounded: linear.
  [new RegExp(String.raw`\bnot\s{1,3}(?:to\s{1,3})?(?:copy|reproduce)(?:\s{0,3},\s{1,3}[a-z]{2,12}){0,4}(?:\s{1,3}or\s{1,3}[a-z]{2,12})?\s{1,3}(?:(?:any|all|a)\s{1,3}(?:part|parts|portion)\s{1,3}of\s{1,3})?(?:the|our|its|this|their|your|his|her|any)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?${WORK_COPIED}\b|\b(?:print|download|make)\s{1,3}(?:one|a\s{1,3}single|a)\s{1,3}cop(?:y|ies)\b[^.;]{0,60}?\bfor\s{1,3}(?:your|his|her|its|their|our)\s{1,3}own\s{1,3}(?:study|personal\s{1,3}use|private\s{1,3}use|non-commercial\s{1,3}use)\b|\bregister\s{1,3}(?:any|a|another)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:domain|business|trading)\s{1,3}names?\s{1,3}(?:that|which)\s{1,3}(?:contains?|includes?|resembles?|is\s{1,3}(?:identical|similar|confusingly))\b|\b(?:shown|named|credited|identified|acknowledged)\s{1,3}as\s{1,3}(?:(?:the|their|its|his|her)\s{1,3})?(?:authors?|creators?|sources?\s{1,3}of\s{1,3}(?:the|that|this|their|its)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:knowledge|works?|material|know-how))\b`, 'i'), 'Intellectual Property'],
];

/**
 * (issue 18, h103c79) A law named by its subject takes that subject's category (C63): a copyright, patent, trade mark or
 * industrial property law ("governed by the law of Kosovo, in particular the Law on Copyright and Related Rights", "the
 * Copyright Act", "copyright law") is Intellectual Property beside the governing law's Dispute Resolution. Strong, as a
 * food law's Responsibilities is (category-cues-compliance.ts): a passing cue word does not clear a second subject's bar
 * beside the governing law. Capitalised names, fixed words: linear.
 */
export const IP_LAW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:Law|Act|Code)\s+on\s+(?:the\s+)?(?:Copyright|Industrial\s+Property|Trade\s?[Mm]arks|Patents|Intellectual\s+Property)\b|\b(?:Copyright|Trade\s?[Mm]arks?|Patents?|Intellectual\s+Property)\s+(?:Act|Law|Code|Ordinance|Decree)\b|\b[Cc]opyright\s+laws?\b/, 'Intellectual Property'],
];

/**
 * (issue 18, h104c79, C160) A party that stops using the other's marks, brand, logo or licensed designs — "shall stop
 * using the Marks at once", "shall cease using the other Party's trademarks within thirty days", "shall stop using the
 * designs" — ends its licence of intellectual property: Intellectual Property, beside the ending's Term & Termination,
 * not the use of a thing (Asset Use: software or premises a party stops using stay there). Sets 1–79 label all nine
 * such sentences Intellectual Property (sets 2, 3, 6, 7, 13, 39, 51, 66, 79). Strong, so the mark's subject clears the
 * second bar beside the ending, and category-vetoes.ts takes away the learned model's Asset Use that the manual returned
 * or the signs removed in the same sentence would give (sets 39 and 79 label none). A defined term that means trade
 * marks is read as "trademarks" (defined-trademarks.ts). Bounded words between: linear.
 */
export const MARKS_USE_STOPPED = /\b(?:stop|stops|cease|ceases|discontinue|discontinues)\s{1,8}(?:all\s{1,8}|any\s{1,8})?(?:using|use\s{1,8}of|to\s{1,8}use)\s{1,8}(?:(?:the|its|their|his|her|our|your|any|all)\s{1,8})?(?:[\w'’-]{1,30}\s{1,8}){0,3}?(?:trade\s?marks?|marks|brands?|logos?|trade\s{1,8}names?|designs)\b/i;
/**
 * (h107cat, C190) The work's product owned: data, results, reports, findings or analyses a party owns, keeps or retains
 * ownership of, or that belong to it ("All operational data generated by the Turbines belongs to the Owner", "Results
 * belong to the Partner whose employees generated them", "The Trust keeps ownership of the Data, and the Institute owns
 * the results of its analyses", "The position data of the vehicles belongs to Customer"): who holds the rights in what
 * the work produced, the Intellectual Property row's ownership (sets 6, 10, 14 ×2, 16, 32, 33, 37, 48, 59, 60, 65, 69 ×2
 * and 75: 15 of the 17 such sentences). Not an acknowledgement ("acknowledges and agrees that the Customer owns the data": C15,
 * no category), a recital ("WHEREAS Licensor owns the seismic data"), the data subjects' own data ("customer data
 * belongs to Reseller's customers": Privacy, set 15), nor "its own data" (the adjective). Anchored, bounded: linear.
 */
const PRODUCT = String.raw`(?:[Dd]ata|[Rr]esults|[Rr]eports?|[Ff]indings|[Aa]nalyses)`;
/**
 * (h107mendC) The persons the data is about, singular or plural ("Personal data belongs to the data subject", "Test
 * results belong to the patient", "Data that belongs to a third party", "belongs to the Customer's end users"): their
 * own data, Privacy's, as the customers' is; the same owner test before "owns" ("The data subject owns his data"). A
 * party's own name ("belongs to the Customer", "to the Owner", "to the Employee") stays the work's product owned. Fixed words: linear.
 */
const PEOPLE_ABOUT = String.raw`(?:customers|users|[Ee]nd[\s-]{1,8}[Uu]sers?|[Ii]ndividuals?|persons?|people|[Dd]ata\s{1,8}[Ss]ubjects?|[Pp]atients?|employees?|[Tt]hird\s{1,8}[Pp]art(?:y|ies))`;
export const PRODUCT_OWNED = new RegExp(String.raw`^(?![^]{0,400}\b(?:acknowledges?|acknowledged|WHEREAS|[Ww]hereas)\b)[^]{0,400}?(?:\b${PRODUCT}\b[^.;]{0,80}?\b(?:belongs?|shall\s{1,8}belong|will\s{1,8}belong)\s{1,8}to\b(?!\s{1,8}(?:(?:the|its|their|a|an|any|each|that|such)\s{1,8})?(?:[A-Z][\w-]{0,30}['’]s\s{1,8})?(?:[a-z][\w-]{0,30}\s{1,8})?${PEOPLE_ABOUT}\b)|(?<!\b(?:its|their|his|her|your|our|my)\s{1,8}|\b${PEOPLE_ABOUT}\s{1,8}(?:(?:shall|will|may|also)\s{1,8})?)\b(?:owns?|keeps?\s{1,8}ownership\s{1,8}of|retains?\s{1,8}ownership\s{1,8}of)\s{1,8}(?:all\s{1,8})?(?:(?:the|its|any|their|your|our)\s{1,8})?(?:[\w-]{1,30}\s{1,8}){0,3}?${PRODUCT}\b)`);
export const PRODUCT_OWNED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[PRODUCT_OWNED, 'Intellectual Property']];

export const MARKS_USE_STOPPED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[MARKS_USE_STOPPED, 'Intellectual Property']];

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const INTELLECTUAL_PROPERTY_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (h105c82) Records, files, minutes or registers copied, disclosed or published ("shall not copy, disclose or publish
  // any Record except to the Department"): a client's papers kept from others (Confidentiality), no work of authorship
  // for C158's copying. Not where the sentence names a work, software, a mark or a licence.
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:works?|software|copyright|licen[cs]\w*|marks?|designs?|photographs?|artwork|manuscripts?)\b)[^]{0,300}?\b${papersDisclosed(PAPERS)}`, 'i'), 'Intellectual Property'],
  // Said without the category's word, round 3 (h24rec):
  // A licence that is a permit to work, no right in a work: one obtained, held or shown ("obtain a temporary facility
  // artist licence from the Licensing Office", "display her licence at her station"; not one held, which may be music
  // rights "from ASCAP"), a licensed tradesman ("a licensed inspector"), a licence issued by a public body. Intellectual
  // Property's cue word and the learned model's are vetoed where the sentence names no work, software, mark or grant.
  // Windows bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:software|copyright|intellectual|patents?|trade\s?marks?|marks|brand|content|works?\s+of|royalt\w*|grants?|sub-?licen\w*|to\s+use\s+the)\b)[^]{0,300}?(?:\b(?:obtain|obtains|display|displays|renew|renews)\s+(?:a|an|the|all|its|his|her|their|your)\s+(?:valid\s+|current\s+)?(?:(?!exclusive|commercial|non-exclusive)[\w-]+\s+){0,3}?licen[cs]es?\s+(?:from|at|issued)\b|\blicen[cs]ed\s+(?:[\w-]+\s+)?(?:inspectors?|applicators?|electricians?|plumbers?|engineers?|surveyors?|drivers?|operators?|practitioners?|contractors?|installers?|premises|security)\b|\blicen[cs]es?\s+(?:from|issued\s+by)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){1,5}?(?:Office|Board|Authority|Department|Council|Agency|Commission|Ministry|Service)\b)`), 'Intellectual Property'],
  // Said without the category's word, round 6 (h25cat6):
  // A licence or right to use a place (lanes, a surgery, a hall) names no intellectual property where the sentence
  // names none. Windows bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,800}\b(?:intellectual|copyright|patent|trade\s?marks?|software|brand|logos?|content|know-how)\b)[^]{0,400}?\b(?:licen[cs]es?|right)\s+to\s+use\s+(?:the\s+|a\s+|one\s+)?(?:[\w-]+\s+)?${USED_PLACE}\b(?!${WORK_OF_THE_PLACE})`, 'i'), 'Intellectual Property'],
  // (h42s47) The licensing of premises and of people who sell alcohol or drive taxis: "open during normal licensing
  // hours", "hold a personal licence under the Licensing Act 2003", "hold all premises licences", "the liquor licensing
  // laws", "a taxi licence". A permit the law requires, which the guide's Intellectual Property row sends to
  // Responsibilities ("hold the licence required to operate the site"), no right in a work; sets 3, 10, 28, 43 and 47
  // label none of their seven such sentences Intellectual Property. Not where the sentence names a work, a mark,
  // software or a grant ("I grant you a personal licence to print the images", set 18). Windows bounded: linear.
  [/^(?![^]{0,800}\b(?:intellectual|copyright|patents?|trade\s?marks?|software|brand|logos?|content|know-how|grants?|granted|royalt\w*|works?\s+of)\b)[^]{0,400}?(?:\blicensing\s+(?:hours|act|authorit(?:y|ies)|laws?|objectives|regulations?|board|justices|committee)\b|\b(?:premises|liquor|alcohol|gaming|gambling|betting|taxi|driving)\s+licen[cs](?:es?|ing)\b|\bpersonal\s+licen[cs]e\s+(?:under|issued|holder)\b|\bdesignated\s+premises\s+supervisor\b)/i, 'Intellectual Property'],
];

/**
 * (h55c51) A registry named only as where a document may be filed, as an exception to keeping it confidential ("keep
 * the terms of this Agreement confidential, except as needed to file it with a trade mark office", "except to the
 * extent required to file it with any patent office"): the clause keeps a secret and names the office it may go to, no
 * right in a work (set 51, labelled Confidentiality alone). The phrase is read out for the category (category-not-said.ts'
 * NOT_SAID); the rest of the sentence keeps its own words. Bounded gaps: linear. (hrev41) Only in a clause that keeps a
 * secret ("confidential", "disclose" before the exception), and not where what is filed is a patent or trade mark
 * application itself ("except as required to file a patent application with the patent office": an act on a right).
 */
export const REGISTRY_FILING_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:confidential\w*|secret|disclos\w*)\b[^.;]{0,160}?\bexcept\s+(?:as|where|to\s+the\s+extent)\s+(?:[\w-]+\s+){0,3}?(?:needed|required|necessary)\s+to\s+(?:(?!(?:patents?|applications?|trade\s?-?marks?)\b)[\w-]+\s+){0,6}?(?:with|to|at)\s+(?:an?|the|any)\s+(?:trade\s?-?marks?|patents?|intellectual\s+property)\s+(?:offices?|registry|registries)\b/gi, 'Intellectual Property'],
];
