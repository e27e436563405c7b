/**
 * Scope of Work said by what the project is, what a provider does not do, and an exclusivity withheld (issue 18, h87c):
 * "The Project is the design and construction of a two-storey school", "We do not carry out post-mortem examinations",
 * "This agreement gives the Agency no exclusive right, and the Owner may …". Each says what the work is or how far it
 * reaches (spec §2–3, the Scope of Work row: "services description, boundaries"; C67 for the extent): sets 12, 30, 64
 * and 65 label all five such sentences Scope of Work; the cues read one. Strong (category-cue-lists.ts' STRONG_CUES):
 * the building's size or cost beside it is no other subject. Tests:
 * `test/contracts/classify/categories/categories-service-described-h87c.test.ts`. Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The kinds of service a provider runs or is: a platform, an app, a booking calendar, a website (h102c78). */
const SERVICE_KIND = String.raw`(?:platform|service|app|application|tool|system|software|marketplace|calendar|directory|website|site|portal|network|diary)`;

/** The kinds of building work a project is. */
const BUILDING_WORK = String.raw`(?:design|construction|building|renovation|refurbishment|restoration|installation|extension|demolition|fit-?out|conversion|erection|rehabilitation|upgrading|expansion)`;

/**
 * (h102c78; C134) The business a company may carry on, bounded by the contract's defined one: "The Company shall not
 * start any business other than the Business", "shall not engage in any activity other than the Project" — what the
 * joint venture is for, its scope. The defined term (capitalised) after "other than": not "any business other than its
 * own" (a party's trade).
 * Decisive (category-decisive-cues.ts): the sentence models read the written consent beside it alone.
 */
const BUSINESS_BOUNDED = /\b(?:start|starts|carry\s{1,3}on|carries\s{1,3}on|engage\s{1,3}in|engages\s{1,3}in|conduct|conducts|undertake|undertakes)\s{1,3}(?:any|a)\s{1,3}(?:new\s{1,3}|other\s{1,3})?(?:business|activity|activities|trade)\s{1,3}other\s{1,3}than\s{1,3}the\s{1,3}[A-Z][\w-]{1,30}\b/;

/** Whether `text` bounds the business a company may carry on by the contract's defined one (C134). */
export const namesBusinessBounded = (text: string): boolean => BUSINESS_BOUNDED.test(text);

export const SERVICE_DESCRIBED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // What the project is: "The Project is the design and construction of …", "The project is the construction of a
  // science block". Not the project named as the time of another act ("if the Project is not progressing").
  [new RegExp(String.raw`\bthe\s{1,8}project\s{1,8}is\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${BUILDING_WORK}\s{1,8}of\b`, 'i'), 'Scope of Work'],
  // What a provider does not do, in its own voice: "We do not carry out post-mortem examinations or embalming", "Our
  // carers do not provide nursing care". Not a duty not to perform ("shall not carry out any works without approval":
  // a barred act), nor a party that fails ("if the Contractor does not perform the contract").
  [/\b(?:we|our\s{1,8}(?:[\w-]{1,30}\s{1,8})?[\w-]{1,30})\s{1,8}do\s{1,8}not\s{1,8}(?:carry\s{1,8}out|perform|undertake|offer|provide)\b/i, 'Scope of Work'],
  // (issue 18, h109c86, C223) The same with the trade's own verb, what a mover, a cleaner or a repairer leaves out:
  // "We do not move plants, pets or paint", "… but we do not connect or disconnect gas", "We do not repair chimney pots",
  // "We do not clean leather, fur or suede" (sets 34 and 76 label their two Scope of Work). "we" or "our <people>" only, no
  // third-person party: "The Contractor does not remove the lines of seaweed farmers" (set 83) is a harm barred, not the service's bound. Not "accept" ("We do
  // not accept payment by cheque": a payment term), nor a condition ("If we do not repair the fault within five days"),
  // nor "we do not carry insurance" (a cover, no service).
  [/(?<!\b(?:if|unless|where|when|until|because)\s{1,8})\b(?:we|our\s{1,8}(?:[\w-]{1,30}\s{1,8})?[\w-]{1,30})\s{1,8}do\s{1,8}not\s{1,8}(?:move|carry|transport|clean|wash|repair|mend|fit|connect|disconnect|pack|unpack|install|dismantle|assemble|tow|ship)\b(?!\s{1,8}(?:out|(?:any\s{1,8})?insurance|cover)\b)/i, 'Scope of Work'],
  // (issue 18, h109c86, C223) What the Services or the Works are, as a definition writes them: "1.1 The Services are the
  // carriage of the Hotel's guests by minibus between the following points:", "The Works are the renovation of …" — the
  // services' description (the Scope of Work row), as "The Services comprise …" is (sets 25, 38, 49, 66, 71, 74 and 81
  // label all seven Scope of Work). The work's noun after "the": a word of an act (-tion, -sion, -age, -ing, -ance, -ence,
  // -ment, -ery, -ure, "supply", "care"), not "the property of the Lender" nor "the responsibility of". Anchored: linear.
  [new RegExp(String.raw`^\s{0,3}(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,3})?(?:[Tt]he\s{1,3})?(?:[Ss]ervices?|[Ww]orks?)\s{1,3}(?:are|is)\s{1,3}the\s{1,3}(?:[\w-]{1,30}(?:tion|sion|age|ing|ance|ence|ment|ery|ure)|supply|care)\s{1,3}of\b`), 'Scope of Work'],
  // An exclusivity withheld: "This agreement gives the Operator no exclusive right, …". The work's reach (C67), as an
  // exclusive basis granted is (category-cues-work-extent.ts).
  [/\b(?:gives|give|grants|grant|confers)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,3}?no\s{1,8}exclusiv(?:e|ity)\b/i, 'Scope of Work'],
  // (h102c78; C134) What the provider's service is, or is not, as the sentence's first words: "Kalendo is an online
  // booking calendar: …", "We are a marketplace for …", "Fjord is not a medical record system" — the services'
  // description and its boundary (the Scope of Work row). Not a party described by its trade ("The Supplier is a
  // company …": no service kind), nor "The Software is …" (a licensed thing's own words).
  [new RegExp(String.raw`^(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,3})?(?:[Ww]e|[A-Z][\w-]{1,30})\s{1,3}(?:is|are)\s{1,3}(?:not\s{1,3})?an?\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?${SERVICE_KIND}\b`), 'Scope of Work'],
  // (h102c78; C134) The provider hosting, running or operating the service, as the sentence's first words: "We host the
  // service in data centres in Switzerland", "The Provider runs the booking calendar for the Practice", "We host, back up
  // and update your site". Not a fee or a level of it ("operates the service level credits"): a word after the kind.
  [new RegExp(String.raw`^(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?\s{1,3})?(?:[Ww]e|[Tt]he\s{1,3}[A-Z][\w-]{1,30}|[A-Z][\w-]{1,30})\s{1,3}(?:host|run|operate|offer)s?(?:,?\s{1,3}(?:and\s{1,3})?(?:back\s{1,3}up|update|maintain|secure|monitor|host|run|operate)s?){0,3}\s{1,3}(?:the|its|our|your)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?${SERVICE_KIND}s?\b(?!\s{1,3}(?:fees?|charges?|prices?|levels?|credits?)\b)`), 'Scope of Work'],
  [BUSINESS_BOUNDED, 'Scope of Work'],
];
