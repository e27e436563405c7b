/**
 * Insurance said as indemnity cover, and the words of insurance and indemnity that say the other (issue 18; gathered
 * here by h28cues from round 6): indemnity cover held is insurance; National Insurance is a tax, no insurance; indemnity
 * cover is no indemnity given. Test sentences of their own (`category-cues-insurance.test.ts`). Bounded patterns,
 * linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * "insure" written for "ensure" (issue 18, hrev45): what follows is an outcome to bring about ("insure compliance with
 * the law", "insure timely delivery", "insure the accuracy of the Reports") or a clause ("insure quality standards are
 * met", "insure its staff follow the rules"), where an insurance names a thing insured ("insure the Vessel against all
 * risks", "insure the stock for its full value": the sets' 68 such sentences all name one). The outcome word ends its
 * phrase ("of", "with", a stop), so "insure its delivery trucks" stays insurance. Read right after the verb; each gap
 * bounded: linear.
 */
const ENSURE_MEANT = String.raw`\s{1,8}(?:(?:the|its|their|his|her|our|your|a|an|all|any|full|proper|timely|continued|strict|high|good|safe|prompt|efficient)\s{1,8}){0,3}(?:compliance|adherence|maintenance|performance|accuracy|safety|quality|delivery|completion|confidentiality|security|continuity|availability|integrity|consistency|observance|success|punctuality|cleanliness|fairness|timeliness|operation|running|conduct)(?=\s{0,8}[.,;:]|\s{1,8}(?:of|with|to|by|in|at|and|under)\b)|\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,3}?(?:is|are|be|remain|remains|comply|complies|meet|meets|follow|follows|receive|receives|do|does|can|will|shall)\b`;

export const INSURANCE_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 6 (h25cat6):
  // Insurance: indemnity cover held — "shall hold indemnity cover through a medical defence union".
  // (h59c52) … and the verb in the present ("We insure each lot", "The Custodian insures the metal"): "insure" and
  // "insures" are no cue word of category-cue-lists.ts' (its "insur(ance|ed|er)"), and the sets label every one of 68 such
  // sentences Insurance (sets 4–52). Not "insure that", an old spelling of "ensure", nor the same misspelling before an
  // outcome or a clause (ENSURE_MEANT, issue 18, hrev45).
  // (issue 18, h110cat) … and the gerund a duty names ("The Hirer is responsible for insuring the boat", "insuring its
  // own tools is the Contractor's task"): sets 1–86 hold 2 sentences with "insuring", both labelled Insurance, neither
  // read (sets 19, 31). The same outcome and clause guards.
  [new RegExp(String.raw`\bindemnity\s+cover\b|\binsur(?:es?|ing)\b(?!\s+that\b)(?!${ENSURE_MEANT})`, 'i'), 'Insurance'],
  // (h40s46) Cover bought for goods carried or held, named by its kind: "goods-in-transit cover", "marine cover" — an
  // insurance by another word (a carrier's terms sell it so). Not "extra" or "additional" cover (staff covering a
  // shift), nor a cover letter. Bounded: linear.
  [/\b(?:transit|goods[- ]in[- ]transit|marine|cargo)\s+cover\b(?!\s+(?:letters?|pages?|sheets?|notes?)\b)/i, 'Insurance'],
  // (issue 18, h75left) Insurance sold at a rate, "You may insure your flowers through us at 0.6% of their declared value",
  // "we insure each lot at a premium of 0.35% of the hammer price": the rate is the premium's price, Pricing & Taxes, as
  // the sets label cover sold "for a fee of 1.5% of its value" or "for a charge of 1.5% of the declared value" (sets 27,
  // 46, 56: 3 of 3). A premium rate is a fraction of the value, under ten per cent; an insured sum is its whole or more
  // ("insured at 110% of the CIF value", "for 110% of its estimated sale value": Insurance alone, set 56's 4.5), so one
  // digit before the point. (hrev66) The rate is the insurance's only where no other money sits between: "insure the
  // Works, and the retention shall be held at 5%", "the insurance excess … at 1% of the claim", a pension contribution
  // or interest at a rate are no premium. Bounded window: linear.
  [/\binsur(?:e|es|ed|ing|ance)\b(?:(?!\b(?:retention|excess|deductible|interest|contribut\w{0,6}|commission|discount)\b)[^.;]){0,80}?\bat\s{1,3}(?:a\s{1,3}(?:rate|premium)\s{1,3}of\s{1,3})?(?:0?\.\d{1,3}|\d(?:\.\d{1,3})?)\s?(?:%|per\s?cent)\s{1,3}of\b/i, 'Pricing & Taxes'],
  // (h40s46) "Extended", "enhanced" and "optional" cover, also cover bought for goods ("unless you buy extended cover for
  // it", "Extended cover of up to £1,000 per parcel is available"), are staff's too ("extended cover for the help desk
  // over weekends", hrev30): those kinds insure only where the sentence buys them or names what they insure or their
  // price (goods, a parcel, loss, a value, an amount). Each look bounded: linear.
  [/(?:\b(?:buy|buys|bought|purchase|purchases|purchased|take\s+out|takes\s+out)\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:extended|enhanced|optional)\s+cover\b|\b(?:extended|enhanced|optional)\s+cover\b(?=[^.;]{0,120}?(?:\b(?:goods|parcels?|items?|consignments?|shipments?|packages?|cargo|loss|damage|value|premium|insured)\b|[£$€]\s?\d)))(?!\s+(?:letters?|pages?|sheets?|notes?)\b)/i, 'Insurance'],
];

/** (issue 18, h114cat, C261) A reinsurer's cover, named outright (category-cue-lists.ts' STRONG_CUES). */
export const REINSURANCE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The Reinsurers or the Reinsured named with the losses, claims,
  // policies, cover or liability the reinsurance answers for ("The Reinsurers shall be liable for 100% of the Ultimate
  // Net Loss …", "The Reinsured shall not settle any claim exceeding £10,000,000 without …", "No Reinsurer shall be
  // deemed to provide cover"). Reinsurance is the insurance of an insurer (the Insurance row: coverage one party
  // provides), but "reinsurer" and "reinsured" are no words of category-cue-lists.ts' "insur(ance|ed|er)" (its word
  // boundary). Sets 1–89: 11 of the 12 such sentences are Insurance (all in set 13); the twelfth, the insolvency of
  // the Reinsured, is not (Term & Termination and Payment Terms & Billing): an insolvency, a liquidator or a winding-up
  // in the sentence keeps it out. The reinsurer's premium, statement, audit, termination, amendment and assignment name
  // no loss and are not read (8 of set 13's 9 such sentences carry no Insurance); nor is "a reinsurance contract"
  // without a party (set 73).
  // Strong: the sentence model gives a claim settled or a loss defined by a reinsurer no odds of Insurance (the words are
  // rare in the training sets), so a plain cue stayed under the bar there. Anchored, each window bounded: linear.
  [/^(?![^]{0,800}\b(?:insolven\w{0,6}|liquidat\w{0,6}|winding[\s-]up)\b)[^]{0,800}?(?:\breinsur(?:ers?|ed)\b[^.;]{0,200}?\b(?:loss(?:es)?|claims?|cover|liable|liabilit(?:y|ies)|polic(?:y|ies))\b|\b(?:loss(?:es)?|claims?|cover|liable|liabilit(?:y|ies)|polic(?:y|ies))\b[^.;]{0,200}?\breinsur(?:ers?|ed)\b)/i, 'Insurance'],
];

/**
 * (h107cat, C189) A performance security — a bank or performance guarantee, a bond, a letter of credit — is measured by
 * the contract: sized as a share of its price or value ("a bank guarantee for 10% of one year's contract price", "in the
 * amount of 10% of the value of the Agreement without VAT") and valid until a time after its end ("valid until two
 * months after the end of this Contract", "valid for 30 days after the expiry of the contract"). The security is the
 * Insurance row's; the contract's price and end are only its measure: no Pricing & Taxes from the share, no Term &
 * Termination from the validity, where nothing else in the sentence pays, charges a fee, ends, cancels or renews (sets
 * 1–83: the nine sentences sized so carry no Pricing & Taxes, sets 9, 15, 35, 38 ×2, 58, 64, 65, 83; the two valid
 * after the end, sets 65 and 83, no Term & Termination). Windows bounded, anchored: linear.
 */
const SECURITY = String.raw`\b(?:guarantee|bond|letter\s{1,8}of\s{1,8}credit|security)\b`;
const SECURITY_SIZED = new RegExp(String.raw`^(?![^]{0,800}\b(?:pays?|paid|paying|payable|invoices?|instal(?:l)?ments?|fees?|taxes|duty|duties|withh[eo]ld\w*|deduct\w*|interest)\b)[^]{0,600}?${SECURITY}(?:(?!\b(?:discounts?|reduc\w*|rebates?|penalt(?:y|ies)|damages|credits?|allowances?|bonus(?:es)?|surcharges?|premiums?|lowered|raised|increased|decreased|adjust\w*)\b)[^.;]){0,150}?\b\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|per\s?cent\b|percent\b)\s{0,8}of\s{1,8}(?:the\s{1,8}|one\s{1,8}year['’]s\s{1,8}|its\s{1,8})?(?:total\s{1,8}|annual\s{1,8}|initial\s{1,8})?(?:contract\s{1,8})?(?:price|value|sum|amount)\b`, 'i');
const SECURITY_VALID_AFTER_END = new RegExp(String.raw`^(?![^]{0,800}\b(?:terminat\w*|cancel\w*|renew\w*|rescind\w*)\b)[^]{0,600}?${SECURITY}[^.;]{0,200}?\b(?:valid|in\s{1,8}force|effective)\s{1,8}(?:until|till|for)\b[^.;]{0,80}?\b(?:after|following)\s{1,8}the\s{1,8}(?:end|expiry|expiration|completion)\s{1,8}of\s{1,8}(?:this|the)\s{1,8}(?:contract|agreement)\b`, 'i');

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const INSURANCE_VETOES: readonly [RegExp, CategoryLabel][] = [
  [SECURITY_SIZED, 'Pricing & Taxes'],
  [SECURITY_VALID_AFTER_END, 'Term & Termination'],
  // Said without the category's word, round 6 (h25cat6):
  // National Insurance is a tax paid on earnings, no insurance the parties carry, where nothing else in the sentence
  // insures. Windows bounded: linear.
  [/^(?![^]{0,800}\binsur(?!ance\s+(?:contributions?|numbers?)\b))[^]{0,800}?\bNational\s+Insurance\b/i, 'Insurance'],
  // Indemnity cover or indemnity insurance is insurance held, no indemnity given, where nothing else indemnifies.
  [/^(?![^]{0,800}\bindemni(?!ty\s+(?:cover|insurance|policy|policies)\b))[^]{0,800}?\bindemnity\s+(?:cover|insurance|policy|policies)\b/i, 'Indemnification'],
];

/**
 * (h29c37) An insurer's company name ("Harbour Mutual Insurance Company", "Northgate Insurance Ltd") names a party or an
 * addressee, no insurance the parties carry: category-not-said.ts' NOT_SAID takes it out before the cues read the sentence
 * (the rest keeps its own words: "insured with Northgate Insurance Ltd" still insures). Case-sensitive: a name's
 * capitals. Global, bounded: linear. Each word at most 40 characters after its capital: unbounded, a run of "A-A-A-…"
 * before "Insurance policy" was read to its end from each capital after a hyphen (quadratic: 16,000 characters 2.5 s
 * through classifyContract; hred18).
 * (h30cue) Not after, nor from, "a", "an", "any", "each", "every", "such" or "another": "with an Approved Insurance
 * Company of good repute" names a kind of insurer, no one company, so its "Insurance" still insures (review hrev23).
 * Capitals alone do not tell a name ("Harbour Mutual" is common words too); the article does. The look-behind is
 * bounded (an article and at most three words of 41 characters): linear.
 * (h96cat) The same name in capitals, as a preamble's numbered party rows and signature blocks write it: "(1) HARBOUR
 * ROCK INSURANCE LTD., an exempted company", "for and on behalf of NORTHGATE MUTUAL INSURANCE COMPANY" (sets 1–73 give
 * none of their such rows Insurance: sets 10, 73; C95).
 */
export const INSURER_NAME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?<!\b(?:[Aa]n?|[Aa]ny|[Aa]nother|[Ee]ach|[Ee]very|[Ss]uch)\s{1,64}(?:[A-Z][\w&'’-]{0,40}\s{1,64}){0,3})(?!(?:An?|Any|Another|Each|Every|Such|AN?|ANY|EACH|EVERY|SUCH)\s)(?:[A-Z][\w&'’-]{0,40}\s+){1,4}(?:Insurance\s+(?:Company|Co\.|Corporation|Corp\.|Group|Limited|Ltd\b\.?|Inc\b\.?|plc|PLC|Association|Society)|INSURANCE\s{1,8}(?:COMPANY|CO\.|CORPORATION|CORP\.|GROUP|LIMITED|LTD\b\.?|INC\b\.?|PLC|ASSOCIATION|SOCIETY))/g, 'Insurance'],
];

/**
 * (h96cat, C95) An insurance trade or title held by a party, and a law named after insurance, name no cover the parties
 * carry: "licensed as an insurance manager", "appoints the Manager as its insurance manager", "with the skill and care of
 * a prudent insurance manager", "a licensed insurance broker", "in compliance with the Insurance Act" (the law complied
 * with is C63's Responsibilities). Sets 1–73 label none of the six such sentences Insurance (all in set 73, which labels
 * them none or Responsibilities). Only the phrase is taken out: "shall insure the Goods through an insurance broker"
 * still insures by its verb, and "its insurance broker" asked for a certificate keeps its cover. The title after "as" or an
 * article, at most one word between; the
 * law by its capital (a statute's name). Bounded steps between literals: linear.
 */
export const INSURANCE_TRADE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:as|an?|any)\s{1,8}(?:(?:an?|its|their|the)\s{1,8})?(?:[\w-]{1,30}\s{1,8})?insurance\s{1,8}(?:brokers?|managers?|agents?|intermediar(?:y|ies))\b/gi, 'Insurance'],
  // (issue 18, h108c85, C95) A law whose name runs on past "Insurance" in capitals before its "Act": "the Health Insurance
  // Portability and Accountability Act", "the Insurance Contracts Act", "the National Insurance Contributions Act": a law
  // named, no cover (set 85's health information handled "as the … Act requires" was read Insurance). Capitalised words,
  // "and" or "of", at most five, between "Insurance" and the law's noun; bounded: linear.
  [/\bInsurance\s{1,8}(?:(?:[A-Z][\w'’-]{0,30}|and|of)\s{1,8}){0,5}?(?:Act|Law|Ordinance|Code|Regulations?)\b/g, 'Insurance'],
];

/**
 * (h77c59) A liability insured: "home insurance that covers paying guests and public liability of at least €1,000,000",
 * "The School's insurance covers each student for medical costs and personal liability", "the Lessee insures its
 * liability for damage caused to third parties". The cover a party holds is Insurance (the Insurance row of the
 * categories' table: liability insurance is no Liability), no liability the parties answer for: the phrase is taken out
 * of the sentence for Liability's cues when an insuring word comes before it in the same clause. A liability named
 * otherwise ("its liability under this Agreement shall not exceed the insured sum") keeps its cue, and "public liability
 * insurance" was no cue already. Global; the lookbehind is of fixed words and a window of 160 characters without a stop:
 * linear. (hrev72) Not a liability the insurance leaves whole or that is capped ("The insurance required by this clause
 * does not limit its liability", "Compliance with the insurance requirements shall not relieve the Contractor of its
 * liabilities", "Whether or not covered by insurance, its liability shall not exceed EUR 1,000,000", "remains responsible
 * for its liability"), nor one something else "covers" with no insurance named ("The cap in clause 12.1 covers their
 * liability": the cap's reach). A cheap lookahead names the phrase before the windows are read.
 */
export const LIABILITY_INSURED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?=(?:public|personal|civil|general|third[- ]party|employers?['’]?|products?|professional|its|their|his|her|your|our)\s+liabilit(?:y|ies)\b)(?<=\b(?:insure|insures|insured|insuring|insurance|insurer|polic(?:y|ies))\b[^.;]{0,160})(?<!\b(?:limit|limits|limiting|relieve|relieves|relieving|reduce|reduces|reducing|affect|affects|prejudice|prejudices|release|releases|waive|waives|diminish|diminishes|exceed|exceeds|responsible|liable)\s(?:[\w'’-]{1,30}\s){0,5})(?:public|personal|civil|general|third[- ]party|employers?['’]?|products?|professional|its|their|his|her|your|our)\s+liabilit(?:y|ies)\b(?!\s(?:[\w'’-]{1,30}\s){0,6}(?:shall|will|may|must|does|is|are)\s(?:not\s)?(?:exceed|be\s(?:limited|capped|reduced)|limited|capped)\b)/gi, 'Liability'],
];
