/**
 * Scope of Work of the contract's object said without "services" (issue 18, h101s78; C130). The Scope of Work row (spec
 * §2–3, docs/contract-labels.md table 2.3: "what is and is not in the contract", cue word "exclusive") is read here for
 * three ways a contract names its object or its bounds with no "Services" or "scope" word:
 * - the sale itself, in the present tense, as the sentence's first words ("1.1 The Owner sells to the Hirer, by
 *   hire-purchase, one …", "The Seller hereby sells to the Buyer …"): the
 *   operative words that say what the contract is, as C106's "orders and … accepts to build" and the deal-object cue's
 *   "X sells and Y buys". Not shares, a business, assets, debts or receivables (a completion's, as the deal-object cue
 *   leaves them), and only at the start: "If the Owner sells to a third party …" supposes a sale. Not a letting: the
 *   guide's "The Landlord lets the Tenant the storage shed behind the shop." has no category (a lease's grant);
 * - the event a party holds, by the event's own capitalised name ending in its kind ("The Organiser will hold the
 *   Harbour Mile Swim, …", "The Club shall stage the Lakeside Regatta"): the sponsored or organised thing itself. Not a
 *   meeting (the parties' own business) nor a thing held ("hold the Deposit");
 * - a category exclusivity: a party not accepting sponsorship from any other (or a competing) sponsor, the "exclusive"
 *   of the row said as a bar ("will not accept sponsorship from any other bank for the regatta").
 * Strong: the learned model leaves them without a category (the parties' names are their words). Sentences of my own
 * in `test/contracts/classify/categories/categories-objects-and-settlements-h101s78.test.ts`. Bounded windows, no
 * nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A party's name at the start: "The Owner", "the Seller", "KESTREL PLANT LTD" (up to four capitalised words). */
const PARTY = String.raw`(?:[Tt]he\s{1,3}|THE\s{1,3})?[A-Z][\w'’-]{0,40}(?:\s{1,3}[A-Z][\w'’-]{0,40}){0,3}`;
/** A clause number before the sentence: "1.1", "2.", "(a)". */
const NUMBER = String.raw`(?:(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?|\([a-z0-9]{1,4}\))\s{1,3})?`;
/** What a completion passes, not a contract's goods (the deal-object cue's list). */
const NOT_THE_OBJECT = String.raw`\b(?:[Ss]hares?|[Bb]usiness|[Aa]ssets|[Dd]ebts?|[Ss]ecurities|[Uu]ndertaking|[Rr]eceivables)\b`;
/** A condition's first word, which a capitalised party pattern would take for a name's ("If Landlord sells …"). */
const CONDITION = String.raw`(?:If|IF|Where|When|Whenever|Once|Unless|Should|Upon|On|After|Before|Until|In|Subject)\b`;
/** An event's kind, last word of its capitalised name. */
const EVENT_KIND = String.raw`(?:Race|Swim|Regatta|Festival|Marathon|Half\s{1,3}Marathon|Triathlon|Tournament|Championships?|Fair|Show|Concert|Conference|Exhibition|Games|Cup|Rally|Ride|Run|Walk|Gala|Expo|Carnival|Competition)`;

export const OBJECT_WITHOUT_SERVICES_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The sale said as the first words of the sentence, in the present tense.
  [new RegExp(String.raw`^(?![^]{0,300}${NOT_THE_OBJECT})${NUMBER}(?!${CONDITION})${PARTY}\s{1,3}(?:hereby\s{1,3})?sells\s{1,3}to\s{1,3}${PARTY}\b`), 'Scope of Work'],
  // The event held by its capitalised name ("will hold the Nevis Cross Channel Swim").
  [new RegExp(String.raw`\b(?:will|shall|must|agrees\s{1,3}to|undertakes\s{1,3}to)\s{1,3}(?:hold|organi[sz]e|stage|host|run|put\s{1,3}on)\s{1,3}the\s{1,3}(?:[A-Z0-9][\w'’-]{0,40}\s{1,3}(?:(?:to|of|the|and|on|for|in)\s{1,3})?){1,8}?${EVENT_KIND}\b`), 'Scope of Work'],
  // A category exclusivity said as a bar: no sponsorship accepted from any other or a competing sponsor.
  [/\bnot\s{1,3}(?:to\s{1,3})?(?:accept|take|seek|solicit|enter\s{1,3}into)\s{1,3}(?:any\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:sponsorships?|sponsorship\s{1,3}agreements?)\s{1,3}(?:from|with)\s{1,3}(?:any\s{1,3})?(?:other|another|competing|rival)\b/i, 'Scope of Work'],
];
