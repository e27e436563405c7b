/**
 * Asset Use of a hired thing the contract names by its own defined term (issue 18, h77c59): "The Lessor hires out to the
 * Lessee twelve tank wagons … (hereinafter only the "Wagons")", "The Owner leases to the Club four rowing shells (the
 * "Boats")", "The Terminals remain the property of the Bank". No list of nouns can hold every thing a contract lets out
 * (THING in category-cues-assets.ts names premises, equipment, vehicles): the contract says which thing is hired, once,
 * and the clauses after it say what is done with it. C12 reads a hired asset's use, handover, return, upkeep, repair and
 * parts as Asset Use (C68's last sentence: the hire of a thing); so, in a document that hires a thing out under a
 * defined name, a sentence that names the thing beside an act of keeping it (handed over or back, returned, maintained,
 * repaired, cleaned, replaced, altered, sub-let, or loaded beyond a limit) is Asset Use, as "return the Equipment" is.
 * Not the act as the reason or the time of something else ("while a Wagon is out of service for maintenance", "on the
 * day the Wagons are handed over": a charge's or a term's), nor a thing that is no thing (information, software, money:
 * NOT_A_THING of category-cues-leased-things.ts), nor a party's alias (the lessee named after the verb). Stated from how
 * hire and lease terms are drafted, with sentences of their own (`category-hired-things.test.ts`). Bounded gaps: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { NOT_A_THING, PEOPLE } from './cues/category-cues-leased-things.js';
import { letThingNouns, letThingUse, nounPattern } from './category-let-things.js';
import { licensedWorkNames, licensedWorkUse } from './category-licensed-works.js';
import { providedThingNames, USED_ONLY_FOR } from './category-provided-places.js';
import { namesUpkeepPaidFor } from './cues/category-cues-upkeep-paid-for.js';

/** A character of one sentence: no stop, save the point of an abbreviation before a number ("Annex No. 1", "Art. 5"). */
const IN_SENTENCE = String.raw`(?:[^.;]|\.(?=\s?\d))`;

/**
 * The acts of letting a thing out: "hires out", "leases", "rents out", "lets out", "charters", "agrees to lease". (hrev72)
 * Not the nouns spelt alike ("all rents and other sums payable", "the Company's leases", "governed by its charters", "rents
 * receivable": a determiner, a possessive or a conjunction before, "of", "and" or "payable" after); not a name, support or
 * skill lent ("The Sponsor lends its name to the regatta (the "Regatta")": what is quoted after is no thing lent); not
 * money lent ("agrees to lend to the Borrower an amount of up to EUR 2,000,000 (the "Facility")": a loan). Fixed words in
 * the lookbehind, bounded gaps after: linear.
 */
const LETTING = String.raw`(?<!(?:\b(?:all|the|any|such|its|their|his|her|our|your|these|those|other|of|and|or|by|under|with)|['’]s)\s)\b(?:hires\s+out|hire\s+out|leases|rents(?:\s+out)?|lets\s+out|charters|lends(?!\s+(?:[\w-]+\s+){0,4}?(?:(?:an?|the)\s+)?(?:amounts?|sums?|up\s+to|loans?|money|monies|funds|credit)\b)|(?:agrees?|undertakes?)\s+to\s+(?:lease|hire\s+out|rent(?:\s+out)?|let\s+out|charter|lend(?!\s+(?:[\w-]+\s+){0,4}?(?:(?:an?|the)\s+)?(?:amounts?|sums?|up\s+to|loans?|money|monies|funds|credit)\b)))\b(?!\s+(?:of|and|or|payable|receivable|due)\b)(?!\s+(?:its|their|his|her|our|your)\s+(?:own\s+|good\s+)?(?:${NOT_A_THING}|support|weight|credibility|assistance|reputation)\b)`;

/** A defined term in quotes after the thing let, in the same sentence: `(hereinafter only the "Wagons")`, `(the "Boats")`. */
const GRANT = new RegExp(String.raw`${LETTING}${IN_SENTENCE}{0,240}?\((?:(?:hereinafter|hereafter|together|collectively|each)[\w\s,]{0,30}?)?(?:the\s+)?["“]([A-Z][\w-]{1,30}(?:\s[A-Z][\w-]{1,30}){0,2})["”]\s*\)`, 'g');

/**
 * (h102c78; C133) A thing sold by hire-purchase under a defined name: "The Owner sells to the Hirer, by hire-purchase, one
 * coffee pulping machine … (hereinafter "the Machine")", "lets the Hirer have on hire-purchase terms a sewing machine (the
 * "Machine")", `(hereinafter "the Van")` (the article inside the quotes, as a civil-law translation writes it). The owner keeps its title until the last instalment and the hirer holds and uses the owner's thing, so the
 * clauses on its use, care, keeping and return are Asset Use, as a hired thing's are (C12, C83); the sale itself stays
 * Scope of Work (C130) and the instalments Payment Terms & Billing. Not a hire-purchase "price", "agreement" or "charge"
 * quoted after (NOT_HIRED_LAST_WORD). Bounded gap: linear.
 */
const HIRE_PURCHASE = new RegExp(String.raw`\b(?:by|on|under)\s+(?:(?:way\s+of|the\s+terms\s+of)\s+)?(?:an?\s+)?hire[- ]purchase\b${IN_SENTENCE}{0,240}?\((?:(?:hereinafter|hereafter|together|collectively|each)[\w\s,]{0,30}?)?(?:the\s+)?["“](?:the\s+)?([A-Z][\w-]{1,30}(?:\s[A-Z][\w-]{1,30}){0,2})["”]\s*\)`, 'g');

/**
 * (h104c81, C165) A usufruct or a right of use granted over a thing under a defined name: "The Owner grants
 * the Holder a usufruct over the orchard at Leeds … (hereinafter "the Orchard")", "establishes in favour of the Tenant a
 * right of use of the barn (the "Barn")". The holder uses another's thing and takes its fruits, so the thing is a thing
 * let (C143): its use, its working, its entry and its return are Asset Use, as a hired thing's are. Bounded gaps: linear.
 */
// Case as written (no 'i'): the defined name opens with a capital ("the Orchard"), not any word in quotes (review, session 67).
const USUFRUCT = new RegExp(String.raw`\b(?:[Uu]sufruct|[Rr]ight\s+of\s+use|[Rr]ight\s+of\s+usufruct)\s+(?:over|on|of|in|to)\b${IN_SENTENCE}{0,240}?\((?:(?:[Hh]ereinafter|[Hh]ereafter|together|collectively|each)[\w\s,]{0,30}?)?(?:[Tt]he\s+)?["“](?:the\s+)?([A-Z][\w-]{1,30}(?:\s[A-Z][\w-]{1,30}){0,2})["”]\s*\)`, 'g');

/**
 * A defined thing said to stay its owner's while the other holds it: "The Terminals remain the property of the Bank" (not
 * until paid for: a sale's retention of title; not a party after "by", "of", "to": "supplied by the Client remains …").
 */
const keptTitle = (name: string): string =>
  String.raw`\b[Tt]he\s+${name}\s+(?:shall\s+|will\s+)?(?:at\s+all\s+times\s+)?remains?\s+(?:at\s+all\s+times\s+)?(?:the\s+)?(?:sole\s+|exclusive\s+)?property\s+of\b(?![^.;]{0,80}\buntil\b)`;
const KEPT_TITLE = new RegExp(String.raw`(?<!\b(?:by|of|to|from|for|with)\s)${keptTitle(String.raw`([A-Z][\w-]{1,30}(?:\s[A-Z][\w-]{1,30}){0,2})`)}`, 'g');

/** What is no hired thing: information, software, money (a licence's or a loan's), people, or a document's own parts. */
const NOT_HIRED = new RegExp(String.raw`^(?:${NOT_A_THING}|${PEOPLE}|users?|members?|guests?|agreement|contract|lease|hire|term|services?|works?|goods|products?|annex\w*|schedules?)$`, 'i');

/**
 * (hrev72) A defined name whose last word is no hired thing: a time ("the "Lease Period"", "the "Hire Period""), money
 * ("the "Rent"", "the "Rental Income"", "the "Loan Amount""), papers or information ("the "Constitutional Documents""),
 * an event the thing is hired for ("the "Event"") or a document's part: the letting's other terms, quoted after the
 * thing let. Goods and products stay out of this list ("the "Hire Goods"" are the things hired).
 */
const NOT_HIRED_LAST_WORD = new RegExp(String.raw`^(?:${NOT_A_THING}|${PEOPLE}|agreements?|contracts?|leases?|hire|terms?|periods?|dates?|seasons?|rent|rentals?|charges?|fees?|prices?|amounts?|income|consideration|premiums?|events?|services?|works?|annex\w*|schedules?)$`, 'i');

/**
 * An act of keeping the hired thing: its handover or return, its upkeep, repair, cleaning, washing, greasing, servicing,
 * replacement or alteration, its moving or removal (h102c78, C133: where it is kept is the owner's care too) (its
 * letting on is LONE_SUBLETTING's of category-cues-assets.ts, which leaves a subletting beside an assignment to
 * Assignments); (h103c79, C143) a thing on water or land anchored, moored or fenced ("to anchor the Plots with bamboo
 * poles"), as it is kept in a place. Not a paper returned ("sign and return a delivery certificate": C8's), insurance or records maintained
 * (Insurance's, Audits'), nor a value or a cost named after the replacement ("for their full replacement value").
 */
const KEEPING = String.raw`(?:hand(?:s|ed|ing)?\s+(?:(?:it|them)\s+)?(?:over|back)|handover|return(?:s|ed|ing)?(?!\s+(?:[\w-]+\s+){0,4}?(?:certificates?|forms?|cop(?:y|ies)|counterparts?|documents?|notices?|records?|reports?)\b)|redeliver(?:s|ed|y)?|maintain(?:s|ed|ing)?(?!\s+(?:[\w-]+\s+){0,4}?(?:insurance|cover|polic(?:y|ies)|records?|accounts?|registers?)\b)|maintenance|repair(?:s|ed|ing)?|clean(?:s|ed|ing)?|replac(?:e|es|ed|ing|ement)(?!\s+(?:value|cost)s?\b)|modif(?:y|ies|ied|ication)|alter(?:s|ed|ing|ations?)?|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|wash(?:es|ed|ing)?|greas(?:e|es|ed|ing)|servic(?:ed|ing)|anchor(?:s|ed|ing)?|moor(?:s|ed|ing)?|fenc(?:e|es|ed|ing))`;

/**
 * The act as the reason, the time or the state of something else: "out of service for maintenance", "because of repairs",
 * "during maintenance", "damaged beyond repair"; or what a party is taught ("trains two members in its use and daily
 * cleaning": the training is the service's, C130's installation). Fixed words, bounded repeats: linear.
 */
const NOT_AS_REASON = String.raw`(?<!\b(?:for|of|during|to|pending|beyond)\s)(?<!\bin\s(?:(?:its|their|the)\s)?(?:(?:use|safe|daily|proper|correct|regular|and)\s){0,4})`;

/**
 * (h102c78; C133) The thing kept in a place or given one, or taken away from it: "keep the Machine in a dry shed", "stores
 * the Van indoors" (a place after it: not "keeps the Card and its PIN separately", set 46), "a roofed and level place for the Machine", "a locked garage for the Vehicle", "not to take the Tractor
 * out of the county". Its housing and its moving, as its upkeep are. The verb
 * right before the thing, the place noun at most 40 characters before "for": linear.
 */
const housed = (name: string): string =>
  String.raw`\b(?:keep|keeps|kept|store|stores|stored|park|parks|parked|shelter|shelters|sheltered)\s+(?:the|a|an|each|every|all)\s+${name}\s+(?:in|at|inside|indoors|under|on)\b|\b(?:place|shed|shelter|garage|store|storage|room|space|yard|housing)\b[^.;]{0,40}?\bfor\s+(?:the|a|an|each|every)\s+${name}\b|\btak(?:e|es|en|ing)\s+(?:the|a|an|any)\s+${name}\s+(?:out\s+of|away\s+from|outside)\b`;

/** A hired thing's defined name as a pattern: its plural either way ("Wagons" → [Ww]agons?). */
const namePattern = (name: string): string => nounPattern(name.replace(/s$/, ''));

/** The things a document hires out under a defined name, and how a sentence names one beside an act of keeping it. */
export interface HiredThings {
  readonly names: readonly string[];
  /** A sentence that names a hired thing beside an act of keeping it, or that lets it out or keeps its title. */
  readonly used?: RegExp;
  /** The things let named by their own word ("shed", "e-bike": category-let-things.ts). */
  readonly nouns?: readonly string[];
  /** A sentence whose act falls on one of those things (it is kept, locked, ridden, handed over, traded from). */
  readonly actedOn?: RegExp;
  /**
   * A sentence whose act falls on a work the document licenses (used, credited, its rights reserved:
   * category-licensed-works.ts), read once per document as the things let are; Intellectual Property's, not Asset Use's.
   */
  readonly workUsed?: RegExp;
  /**
   * (h103t78; C147) The document sells a thing by hire-purchase (HIRE_PURCHASE's defined thing, or a title naming the
   * hire-purchase): the hirer's upkeep it pays for is the thing's use, no bill.
   */
  readonly hirePurchase?: true;
}

/** A title naming a hire-purchase: "MOTORCYCLE HIRE-PURCHASE CONTRACT", "CONTRACT OF HIRE-PURCHASE OF A …". */
const HIRE_PURCHASE_TITLE = /\bhire[- ]purchase\b/i;

/**
 * The things a document lets out under a defined name or by their own word (`texts`: its elements; `titles`: which are
 * titles), leaving out a party's alias (`aliases`: the parties' and the role words): undefined when it lets out none.
 */
export function hiredThingsOf(texts: readonly string[], aliases: ReadonlySet<string>, titles: readonly boolean[] = []): HiredThings | undefined {
  const named = definedHiredThings(texts, aliases);
  // The defined names keep their own acts of keeping (KEEPING): read with the wider acts of a thing named by its own word,
  // "the Card", "the Booth" and "the Premises" took the use of a payment card or the subletting beside an assignment.
  const nouns = letThingNouns(texts, titles).filter((n) => !aliases.has(n) && !aliases.has(`${n}s`));
  const actedOn = letThingUse(nouns);
  const workUsed = licensedWorkUse(licensedWorkNames(texts, titles).filter((n) => !aliases.has(n.toLowerCase())));
  const hirePurchase = named?.hirePurchase === true || texts.some((t, i) => titles[i] === true && HIRE_PURCHASE_TITLE.test(t));
  if (!named && !actedOn && !workUsed && !hirePurchase) return undefined;
  return { names: named?.names ?? [], ...(named ? { used: named.used } : {}), ...(actedOn ? { nouns, actedOn } : {}), ...(workUsed ? { workUsed } : {}), ...(hirePurchase ? { hirePurchase: true as const } : {}) };
}

/** The things a document lets out under a defined name: undefined when it lets out none (see {@link hiredThingsOf}). */
function definedHiredThings(texts: readonly string[], aliases: ReadonlySet<string>): { names: string[]; used: RegExp; hirePurchase?: true } | undefined {
  const names = new Set<string>();
  let hirePurchase = false;
  let usufruct = false;
  for (const text of texts) {
    // Only the sentences that name an act of letting or a title kept are read (a literal first: most have neither).
    if (!/\b(?:hire|lease|rent|let|charter|lend|property|usufruct|right\s+of\s+use)/i.test(text)) continue;
    for (const re of [GRANT, KEPT_TITLE, HIRE_PURCHASE, USUFRUCT]) {
      for (const m of matchesOf(re, text)) {
        const name = m[1];
        if (!NOT_HIRED.test(name) && !NOT_HIRED.test(name.replace(/s$/, '')) && !NOT_HIRED_LAST_WORD.test(name.slice(name.lastIndexOf(' ') + 1)) && !aliases.has(name.toLowerCase()) && !aliases.has(name.replace(/s$/, '').toLowerCase())) {
          names.add(name);
          if (re === HIRE_PURCHASE) hirePurchase = true;
          if (re === USUFRUCT) usufruct = true;
        }
      }
    }
  }
  // (h95cat) A place or thing a definition says one party makes available to the other (category-provided-places.ts):
  // only its use kept to a purpose is read, not the acts of keeping a hire's ("so that the Clinic is never left without a
  // doctor" beside "send a replacement" is staffing, not upkeep).
  const provided = providedThingNames(texts).filter((n) => !NOT_HIRED.test(n) && !aliases.has(n.toLowerCase()) && !names.has(n));
  const usedOnly = provided.length === 0 ? undefined : USED_ONLY_FOR(`(?:${provided.map(namePattern).join('|')})`);
  if (names.size === 0) return usedOnly === undefined ? undefined : { names: provided, used: new RegExp(usedOnly) };
  const name = `(?:${[...names].map(namePattern).join('|')})`;
  // Not the day or the time the thing is handed over or returned ("the hire begins on the day the Wagons are handed
  // over", "before the Card is handed over"): another act's moment. Each lookbehind is of bounded single blanks: linear.
  const named = String.raw`(?<!\b(?:day|date|time|before|after|until|once|when)\s(?:(?:on\swhich|when|that)\s)?(?:the|a|an|each)\s)\b${name}\b`;
  const keeping = `${NOT_AS_REASON}\\b${KEEPING}\\b`;
  const limit = String.raw`\b(?:fill|load|overload)(?:s|ed|ing)?\s+(?:the|a|an|any|each|every)\s+${name}\s+(?:above|beyond|over|in\s+excess\s+of)\b`;
  const grant = `${LETTING}${IN_SENTENCE}{0,240}?["“]${name}["”]|${keptTitle(name)}`;
  // Its use kept to a purpose ("use the Clinic only to provide the services"), as "use the Premises only for" is; or put to
  // another (h103c79, C143: "the Lessee uses the Plots for another purpose", a default's item, is the use it bars).
  const otherPurpose = String.raw`\b(?:use|uses|using|used)\s+(?:the|a|an|any|each)\s+${name}\s+for\s+(?:another|any\s+other|a\s+different|other)\s+purposes?\b`;
  // (h104c81) A thing held in usufruct is used, worked and entered as its holder's own: "may use the Orchard", "shall
  // cultivate the Orchard", "does not enter the Orchard", "leaves the Orchard within thirty days".
  // (h105c81, C165) And, a usufruct being the right to use the thing and take its fruits, the thing damaged or a way
  // across it used ("uproots vines or seriously damages the Orchard", "may use the farm road across the Orchard"), its
  // fruits grown, harvested, taken or sold, its plants replaced, planted or uprooted, and works installed on it (drip
  // irrigation, trellis wires, fences), the thing kept free of weeds or clean, and the usufruct's grant itself — the
  // items under "The Holder may:" that do not name the thing among them. Only in a document
  // that grants a usufruct or a right of use over a defined thing. Bounded: linear.
  const fruits = String.raw`|\b(?:grow|grows|harvest|harvests|pick|picks|take|takes|sell|sells)\b[^.;]{0,40}?\b(?:grapes|fruits?|crops?|olives|apples|nuts|yield)\b|\b(?:replace|replaces|plant|plants|uproot|uproots|prune|prunes|graft|grafts)\s+(?:up\s+to\s+\d{1,3}\s?%\s+of\s+)?(?:the\s+)?(?:vines|trees|plants|bushes|hedges)\b|\binstalls?\b[^.;]{0,40}?\b(?:irrigation|trellis(?:es)?|fences?|fencing)\b|\b(?:use|uses|using)\s+(?:the|its|a|any)\s+(?:[\w-]+\s+){0,3}?(?:across|on|in|through)\s+(?:the|its)\s+${name}\b|\b(?:keep|keeps|keeping)\s+(?:the|its)\s+${name}\s+(?:free|clean|tidy|in\s+good)\b|\b(?:grants?|establish(?:es)?|constitutes?)\b[^.;]{0,60}?\b(?:[Uu]sufruct|[Rr]ight\s+of\s+use)\s+(?:over|on|of|in)\b`;
  const worked = usufruct ? String.raw`|\b(?:use|uses|using|cultivate|cultivates|cultivating|farm|farms|enter|enters|entering|leave|leaves|occupy|occupies|damage|damages|damaging)\s+(?:the|its)\s+${name}\b${fruits}` : '';
  const used = new RegExp(`${keeping}${IN_SENTENCE}{0,160}?${named}${worked}|${named}${IN_SENTENCE}{0,80}?${keeping}|${limit}|${housed(name)}|${grant}|${otherPurpose}|${USED_ONLY_FOR(name)}${usedOnly === undefined ? '' : `|${usedOnly}`}`);
  return { names: [...names, ...provided], used, ...(hirePurchase ? { hirePurchase: true as const } : {}) };
}

/** Whether `text` acts on a work the document licenses: uses, credits it, reserves the rights in it (category-licensed-works.ts). */
export function namesLicensedWorkUse(text: string, hired: HiredThings | undefined): boolean {
  return hired?.workUsed?.test(text) === true;
}

/**
 * Whether `text` names one of the document's hired things beside an act of keeping it, or lets it out (C12); or, in a
 * hire-purchase, has the hirer pay for the thing's running costs (C147: its upkeep, no bill).
 */
export function namesHiredThingUse(text: string, hired: HiredThings | undefined): boolean {
  return hired !== undefined && (hired.used?.test(text) === true || hired.actedOn?.test(text) === true || namesHirePurchaseUpkeep(text, hired));
}

/** Whether `text`, in a document that sells a thing by hire-purchase, has the hirer pay for its running costs (C147). */
export function namesHirePurchaseUpkeep(text: string, hired: HiredThings | undefined): boolean {
  return hired?.hirePurchase === true && namesUpkeepPaidFor(text);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryHiredThingsRunPatterns(): readonly RegExp[] {
  return [GRANT, KEPT_TITLE, HIRE_PURCHASE, USUFRUCT];
}
