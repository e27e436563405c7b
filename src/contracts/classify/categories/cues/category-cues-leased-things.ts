/**
 * Asset Use for a leased, supplied or entrusted thing named by its own name (issue 18, h50c50): bicycles leased to an
 * employer, a terminal supplied to an agent that stays the supplier's, goods kept in another's store. C12 reads a
 * leased asset's use, return and parts as Asset Use; leases of things that no cue list names (THING in
 * category-cues-assets.ts, MACHINE in category-cues-hired-things.ts) say it through these acts: the lease granted ("the
 * Lessor leases bicycles to the Employer"), the thing used with care or not for a use ("use the bicycles with care",
 * "do not use the scooters for racing"), its return to the lessor, its wear parts, its title kept while the other
 * holds it ("one terminal, which remains the property of the Bank") and its moving out of the place it is kept in.
 * Strong: the model, trained on few such leases, does not see the asset, and the use of the other party's thing is
 * the clause's subject beside any other (a payment, a termination). Not information, data, software, money or a name
 * (a confidentiality's, a licence's or a grant's limit), nor goods bought (title kept until paid: Delivery, Payment).
 * Stated from how lease and bailment terms are drafted, with sentences of their own
 * (`category-cues-leased-things.test.ts`). Bounded gaps between literals: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A party's own faculty, used in doing the work: "use its professional skill with due care", "use the utmost skill with
 * reasonable care" are a standard of the work, not a thing of the other party's (review hrev35).
 */
const FACULTY = String.raw`(?:skills?|judge?ments?|efforts?|endeavou?rs?|expertise|experience|knowledge|discretion|diligence)`;

/**
 * What is used under a licence, a confidentiality or a grant, not a thing: its use has its own subject. Nor the
 * proceeds or an advance of a loan or grant, a password, or a party's own skill (review hrev35).
 */
export const NOT_A_THING = String.raw`(?:information|data|software|materials?|documents?|documentation|know-how|results|content|programs?|code|images?|photographs?|marks?|trade\s*marks?|names?|logos?|grant|funds?|money|monies|sums?|reserve|deposit|loan|payments?|personal|proceeds|advances?|passwords?|credentials|${FACULTY})`;

/** Whoever lets a thing out: the one it goes back to. */
const LESSOR = String.raw`(?:Lessor|Landlord|Hire\s+Company|Rental\s+Company|lessor|landlord)`;

/**
 * People lent out: staff leasing is labour supplied, not a thing used (review hrev35). One person too (session 76's
 * re-read #2): an agency "hires a qualified nurse to the Hospital", "one interpreter to the Client".
 */
export const PEOPLE = String.raw`(?:staff|employees?|workers?|personnel|nurses?|drivers?|operators?|labou?r|people|persons?|consultants?|temps?|crew|interpreters?|guards?|labourers?|laborers?|assistants?|cleaners?|chefs?|cooks?|carers?|caregivers?|teachers?|tutors?|instructors?|guides?)`;

/** (Session 76's re-read #2) Not a thing after "hires the Consultant a …": a second time, a further year. */
const NOT_A_HIRED_THING = String.raw`(?:second|third|fourth|fifth|further|additional|(?:[a-z][\w-]*\s+)?(?:times?|years?|months?|weeks?|days?|periods?|terms?))\b`;

/** (Session 76's re-read #2) A key row's head naming people or a guard service, not a thing: "Temporary staff: hired from …". */
const PEOPLE_ROW = String.raw`(?![\w -]{0,40}?\b(?:${PEOPLE}|security)\b)(?!(?:Staff|Personnel|Security|Crew|Labou?r|Workers?|Employees?|Guards?)\b)`;

/** A paper sent back or handed over: information sent (C8) or the work's product, not a thing let (review hrev35). */
const PAPER = String.raw`(?:signed|counterparts?|forms?|inventor(?:y|ies)|notices?|cop(?:y|ies)|documents?|letters?|statements?|mandates?|undelivered|reports?|drawings?|designs?|plans?|specifications?|manuals?|surveys?)`;

/** What a party moves out of a country that is no thing kept in a store: its seat, its home, its business, data. */
const NOT_KEPT = String.raw`(?:business|businesses|headquarters|head\s+office|offices?|seat|residence|home|domicile|operations|data|information|staff|employees)`;

export const LEASED_THING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The lease of a thing by its own name: "the Lessor leases bicycles to the Employer", "rents two cargo bikes to the
  // Club", "hires out its scaffolding to the Builder". Lower-case words only between the verb and "to": the things
  // leased, not a party or a defined term (those are category-cues-assets.ts'); not people (PEOPLE: staff leased out).
  [new RegExp(String.raw`\b(?:leases|rents|hires\s+out|sub-?leases)\s+(?!(?:[a-z][\w-]*\s+){0,2}?${PEOPLE}\b)(?:[a-z][\w-]*\s+){1,3}?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us)\b`), 'Asset Use'],
  // (h114c89, C256) A thing hired by plain "hires", its own word after it: "The Lessor hires the snowmobile described above
  // to the Hirer", "The Company hires the items in the order form to the Customer"; to a party named first: "The Lessor
  // hires the Hirer a rifle and a signal pistol"; and a key row of a thing hired: "Rifle: hired from the Lessor". Not
  // people hired ("hires its own workers", "If Client hires an Assigned Employee": no party after "to", or a capital
  // word after "hires"). 4 of 4 elements read over sets 1–89 are Asset Use (sets 65, 89). Bounded windows: linear.
  // (Session 76's re-read #2) One person hired out is people too ("hires a qualified nurse to the Hospital": PEOPLE's
  // singulars); a party hired again is no thing ("hires the Consultant a second time": NOT_A_HIRED_THING); a row of staff
  // or a guard service hired from a firm is no thing ("Site security: hired from SecureCo Ltd": PEOPLE_ROW).
  [new RegExp(String.raw`\bhires\s+(?:the|a|an|its|our|one|two|three|four|five|\d{1,3})\s+(?!(?:[a-z][\w-]*\s+){0,2}?${PEOPLE}\b)(?:[a-z][\w-]*\s+){1,6}?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us)\b|\bhires\s+(?:the\s+)?[A-Z][\w-]*\s+(?:an?|one|two|three|four|five|\d{1,3})\s+(?!${PEOPLE}\b)(?!${NOT_A_HIRED_THING})[a-z]|^${PEOPLE_ROW}[A-Z][\w -]{0,40}:\s+(?:hired|rented|leased)\s+from\s+(?:the\s+)?[A-Z]`), 'Asset Use'],
  // The thing used with care, or not for a use: "use the bicycles with care", "do not use the e-scooters for racing",
  // "must not use the vehicles for courier work". Not information, software, money or a name kept to a purpose.
  [new RegExp(String.raw`\buse\s+(?:the|its|our|your|their)\s+(?!(?:[\w-]+\s+)?${NOT_A_THING}\b)(?:[\w-]+\s+)?[\w-]+\s+(?:with\s+(?:due\s+|reasonable\s+|proper\s+|all\s+)?care|carefully)\b|\b(?:not|never)\s+use\s+(?:the|its|our|your|their)\s+(?!(?:[\w-]+\s+)?${NOT_A_THING}\b)(?:[\w-]+\s+)?[\w-]+\s+for\s+(?!(?:any|the|a)\s+(?:other\s+)?purposes?\b)(?:[\w-]+\s+)?(?:competitions?|racing|races|hire|rental|courier|commercial|towing|off-?road|business)\b`, 'i'), 'Asset Use'],
  // Given back to the one who let it: "must be returned to the Lessor clean", "may return the bicycle to the Lessor".
  // Not a deposit or money given back (a refund: Payment), nor a paper sent back (PAPER: a signed counterpart, a form,
  // a notice returned undelivered; C8, Communication).
  [new RegExp(String.raw`\b(?:returned|return|returns|handed\s+back|hand\s+back)\s+(?!(?:the\s+|any\s+|its\s+)?(?:deposit|money|sums?|payments?|fees?|instalments?)\b)(?!(?:[\w'’-]+\s+){0,3}?${PAPER}\b)(?:[\w'’-]+\s+){0,4}?to\s+the\s+${LESSOR}\b`), 'Asset Use'],
  // A leased thing's wear parts: "the Lessor bears the cost of wear parts up to EUR 150". Not a sold machine's: wear
  // parts a warranty leaves out (Warranties) or a stock of spare wear parts kept for the buyer (review hrev35).
  [new RegExp(String.raw`^(?![^]{0,400}\b(?:warrant\w*|guarantee\w*|stocks?\s+of|spare)\b)[^]{0,400}?\bwear(?:ing)?\s+parts\b`, 'i'), 'Asset Use'],
  // A thing supplied that stays its supplier's: "shall supply the Agent with one terminal, which remains the property of
  // the Bank". Not information or documents, nor a report or drawings (PAPER: the work's product, its ownership IP's),
  // nor goods kept until paid for ("which remain the property of the Seller until paid": a sale's retention of title).
  [new RegExp(String.raw`\b(?:supply|supplies|provide|provides|lend|lends|install|installs|issue|issues|give|gives)\s+(?:[\w-]+\s+){0,3}?(?:with\s+)?(?:one|a|an|the|each|two|three|\d{1,3})\s+(?!(?:[\w-]+\s+){0,2}?(?:${NOT_A_THING}|${PAPER})\b)(?:[\w-]+\s+){0,2}?[\w-]+\s*,\s*which\s+(?:shall\s+|will\s+)?(?:at\s+all\s+times\s+)?remains?\s+(?:at\s+all\s+times\s+)?(?:the\s+)?(?:sole\s+|exclusive\s+)?property\s+of\b(?![^.;]{0,80}\buntil\b)`, 'i'), 'Asset Use'],
  // The thing kept in a place and not moved out of it: "will not move any Wheel out of its caves", "must not move the
  // goods out of the warehouse". (Moved to another site: category-cues-hired-things.ts.) Not a business, an office, a
  // home or data moved out of a country (NOT_KEPT, review hrev35).
  [new RegExp(String.raw`\bmove\s+(?:the|any|its|our|your|their|it|them)\b(?!\s*(?:[\w'’-]+\s+){0,2}?${NOT_KEPT}\b)\s*(?:[\w'’-]+\s+){0,4}?out\s+of\s+(?:the|its|our|your|their)\s+(?:[\w-]+\s+)?(?:caves?|cellars?|warehouses?|stores?|storage|premises|site|depot|yard|barns?|sheds?|facility|country|state|territory)\b`, 'i'), 'Asset Use'],
];
