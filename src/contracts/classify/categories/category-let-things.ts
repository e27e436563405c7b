/**
 * The thing a document lets, hires or licenses out, named by its own word (issue 18, h89c): a shed, a stall, an e-bike, a
 * terrace, a spot of land. No list of nouns can hold every thing let (THING of category-cues-assets.ts names premises,
 * equipment, vehicles; category-hired-things.ts reads a thing let under a quoted defined name): the document says once
 * what it lets — in its title ("MARKET SHED LEASE AGREEMENT", "e-bike hire terms", "LEASE OF A HOUSE SPOT", "Licence to
 * occupy public space with a terrace") or in its grant ("The Lessor leases to the Lessee Shed No. 37 …", "doth hereby
 * demise unto the Lessee ALL THAT spot of land", "when you hire an electric bicycle") — and its clauses then say what is
 * done with that thing: kept clean, locked, ridden, brought back, handed over, sublet, traded from. C12 reads a let or
 * hired asset's use, keeping, handover, return and upkeep as Asset Use; so, in such a document, a clause whose act falls
 * on the let thing is Asset Use, as "return the Equipment" is, read once per document as the contract's own currency is.
 * Not the act as the time of another ("after you return the e-bike", "while you use the e-bike": a refund's, a
 * liability's), nor things kept in the thing ("keep a fire extinguisher in the shed": the act falls on the extinguisher).
 * Stated from how leases, hire terms and licences of space are drafted, with sentences of their own
 * (`categories-let-things-h89c.test.ts`). Bounded gaps between literals: linear on hostile text.
 */
import { escapeRegExp, firstLetterEitherCase } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { BULLET } from '../text/text.js';
import { NOT_A_THING, PEOPLE } from './cues/category-cues-leased-things.js';
import { USED_PLACE, WORK_OF_THE_PLACE } from './cues/category-cues-intellectual-property.js';
import { countWordsBetween } from '../numbers/count-words.js';

/**
 * Words before or after "lease", "hire" or "of" that are no thing let: the kind of the letting ("COMMERCIAL LEASE",
 * "FINANCE LEASE", "TIME CHARTER", "FARM BUSINESS TENANCY"), a document's own words, a measure ("ALL THAT spot of land":
 * the land is read after "of"), a sum or a time.
 */
const NOT_A_NOUN = new RegExp(String.raw`^(?:${NOT_A_THING}|${PEOPLE}|commercial|residential|retail|agricultural|business|finance|financial|operating|capital|master|head|sub|standard|general|simple|private|public|short|long|short-term|long-term|annual|seasonal|monthly|weekly|daily|holiday|assured|self-drive|contract|contracts|purchase|credit|fixed|periodic|new|ground|time|voyage|trip|bareboat|demise|the|and|for|this|that|these|those|our|your|its|their|his|her|said|hired|leased|let|rented|same|whole|other|agreement|lease|hire|rental|tenancy|charter|licen[cs]e|terms?|conditions?|deed|schedule|annex|parties|party|lessor|lessee|landlord|tenant|hirer|owner|holder|licensor|licensee|rent|fee|fees|price|period|season|year|month|week|day|days|staff|crew|labour|labor|services?|works?|goods|products?|rights?|use|occupation|possession|part|portion|parcel|piece|plot|spot|strip|tract|area|items?|articles?|lists?|records?|files?|databases?|accounts?|receivables|debts?|shares?|securities|quotas?|allowances?|capacity|except|only|them|it|us|you|him|bare|dry|wet)$`, 'i');

/** A measure of land whose noun follows "of": "ALL THAT spot of land", "a plot of ground", "a parcel of pasture". */
const MEASURE = /^(?:part|portion|parcel|piece|plot|spot|strip|tract|area)$/i;

/** Determiners and counts before the thing let: "a", "the", "one", "four", "ALL THAT". */
const DETERMINER = String.raw`(?:(?:ALL\s+THAT|all\s+that|an?|the|this|its|our|their|his|her|${countWordsBetween(1, 10)}|\d{1,3})\s+)?`;

/**
 * The thing's noun phrase: up to two words before its noun, the noun ending where a number, a place, a purpose, a list or
 * an aside begins ("Shed No. 37 in the Arab Sefer Market", "an electric bicycle and its equipment", "spot of land").
 */
const OBJECT = String.raw`${DETERMINER}(?:[\w-]+\s+){0,2}?([A-Za-z][A-Za-z-]{2,30})(?:\s+of\s+(?:the\s+)?([a-z][a-z-]{2,30}))?(?=\s+(?:No\.|(?:[Nn]umber|at|in|on|for|to|from|with|situated|situate|known|described|shown|and|being|which|that|under|as|near)\b)|\s*[,.;:(]|\s*$)`;

/**
 * What a licence of space lets its holder do there: occupy it, place or put up a thing on it, moor or park. Not a licence
 * to use (a work, a mark, a design or a report as often as a place: Intellectual Property's).
 */
const OCCUPY = String.raw`(?:occupy|place|put\s+up|erect|moor|park|set\s+up)`;

/** A party after the letting verb: "to the Lessee", "unto the Lessee", "from the Lessor", "to you". */
const RECIPIENT = String.raw`(?:(?:un)?to|from)\s+(?:(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|you|us)\s+`;

/**
 * The grant of the thing: "leases to the Lessee Shed No. 37", "doth hereby demise unto the Lessee ALL THAT spot of land",
 * "lets the yard to the Club", "you hire an electric bicycle", "the hire of an e-bike", "a licence to occupy the public
 * space … with a terrace". Not "hire purchase" (a sale), nor "lets you know" (a telling: a lower-case word after the
 * party is no thing let unless a determiner leads it).
 */
const GRANTS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:leases|lets(?:\s+out)?|hires\s+out|rents\s+out|(?:doth\s+)?(?:hereby\s+)?demises?|(?:agrees?|undertakes?)\s+to\s+(?:lease|let|hire\s+out|rent\s+out|demise))\s+(?:hereby\s+)?${RECIPIENT}${OBJECT}`, 'g'),
  new RegExp(String.raw`\b(?:leases|lets(?:\s+out)?|hires\s+out|rents\s+out)\s+(?:(?:the|an?|one|two|three|four|five|\d{1,3})\s+)${OBJECT.slice(DETERMINER.length)}`, 'g'),
  new RegExp(String.raw`\b(?:you|we|[Tt]he\s+[A-Z][\w-]*)\s+(?:hire|hires|rent|rents|lease|leases|charter|charters)\s+(?!out\b|to\b|from\b)(?:an?|the|one|two|three|four|five|\d{1,3})\s+${OBJECT.slice(DETERMINER.length)}`, 'g'),
  new RegExp(String.raw`\b(?:[Hh]ire|[Ll]ease|[Rr]ental|[Ll]etting)\s+of\s+(?!purchase\b)${OBJECT}`, 'g'),
  new RegExp(String.raw`\blicen[cs]e\s+to\s+${OCCUPY}\s+${OBJECT}`, 'gi'),
  // (h97c74) A licence to use a place by its own word: "grants the Licensee a licence to use the boat shed", "a licence to
  // use the Stage and the slipway". A place only (USED_PLACE, the places whose licence names no intellectual property):
  // a licence to use a work, a mark or a report stays Intellectual Property's and names no thing let.
  new RegExp(String.raw`\blicen[cs]e\s+to\s+use\s+${DETERMINER}(?:[\w-]+\s+)?(${USED_PLACE})\b(?!${WORK_OF_THE_PLACE})`, 'gi'),
  // (h96cat) A right to occupy a unit: "grant Purchaser the right to occupy an apartment of the type stated … for one week
  // in each year" (a timeshare, a right of residence), its noun ending before "of" or a time as well. Occupying only: a
  // right to place or to park names no unit ("the right to place orders").
  new RegExp(String.raw`\bright\s+to\s+occupy\s+${DETERMINER}(?:[\w-]+\s+){0,2}?([A-Za-z][A-Za-z-]{2,30})(?=\s+(?:of|for|in|at|on|during|each|every)\b|\s*[,.;:(]|\s*$)`, 'g'),
  // (h103c79, C143) A thing lent, as a thing let: "We lend hand tools, power tools and ladders to our members", "The Club
  // lends a kayak to each member". Lending, like letting, gives the holder the use of the lender's thing (C111, C12).
  // Not money, help or a name lent (LENT_NOT_A_THING, read where the nouns are added).
  new RegExp(String.raw`\b(?:lends|(?<=\b(?:[Ww]e|I|to|will|shall|may)\s)lend)\s+(?:out\s+)?(?:(?:to\s+)?(?:the\s+)?[A-Z][\w-]*\s+|you\s+|us\s+)?${OBJECT}`, 'g'),
  // (h103c79, C143) The use of a party's own thing given to the other: "lets the Lessee use his bamboo poles", "allow the
  // Subcontractor's workers to use its scaffolding", "permits the Club to use the boat shed". The thing after "use".
  new RegExp(String.raw`\b(?:lets|let|allows?|permits?)\s+(?:(?:the\s+)?[A-Z][\w-]*(?:['’]s\s+[a-z]+)?|you|us)\s+(?:to\s+)?use\s+(?:(?:its|his|her|their|our|the)\s+)(?:[\w-]+\s+){0,2}?([A-Za-z][A-Za-z-]{2,30})(?=\s+(?:and|for|at|on|in|free|without|during|while)\b|\s*[,.;:(]|\s*$)`, 'g'),
  // (h114c89, C257) The use of a thing granted to the other: "The Owner grants the Manager the use of its tractor, sprayer
  // and pruning platforms", "grants the Contractor the use of the maintenance garage at Oak Hill", "to grant the
  // Restaurant the use of holes No. 11 to No. 14" (3 of 3 over sets 1–89, each Asset Use). The holder uses the grantor's
  // thing as a hirer does (C12), so its clauses on that thing are read as a hired thing's.
  new RegExp(String.raw`\bgrants?\s+(?:to\s+)?(?:the\s+)?[A-Z][\w-]*\s+the\s+(?:exclusive\s+|sole\s+|free\s+)?use\s+of\s+${OBJECT}`, 'g'),
];

/**
 * (h103c79) What is lent that is no thing held: money and credit (a loan's finance), help, a hand, a name, one's weight,
 * and the people or firms another party may use ("to use its own subcontractors"), or the care it must use ("use its
 * best endeavours").
 */
const LENT_NOT_A_THING = /^(?:amounts?|facilit(?:y|ies)|tranches?|support|assistance|help|hands?|ears?|weight|credibility|reputation|expertise|skills?|knowledge|endeavou?rs?|efforts?|discretion|judge?ments?|care|subcontractors?|sub-contractors?|contractors?|agents?|advisers?|advisors?|suppliers?|affiliates?|own|best|reasonable|name|names)$/i;

/** The thing a licence of space puts there: "a licence to occupy the public space described above with a terrace". */
const PLACED_WITH = /\blicen[cs]e\s+to\s+occupy\s+[^.;]{0,80}?\bwith\s+(?:an?|the)\s+([a-z][a-z-]{2,30})\b/gi;

/** A title naming the thing before the letting: "MARKET SHED LEASE AGREEMENT", "Island Wheels – e-bike hire terms". Not "hire purchase". */
const TITLE_KIND = /(?:^|[\s–—:-])([a-z][\w-]{2,30})\s+(?:hire|lease|leasing|rental|tenancy|charter|letting)\b(?!\s+purchase)/gi;

/** A title whose kind comes first: "LEASE OF A HOUSE SPOT", "HIRE OF EQUIPMENT", "Licence to occupy public space with a terrace". */
const TITLE_OF = [new RegExp(String.raw`\b(?:hire|lease|rental|tenancy|letting)\s+of\s+(?!purchase\b)${OBJECT}`, 'gi'), new RegExp(String.raw`\blicen[cs]e\s+to\s+${OCCUPY}\s+${OBJECT}`, 'gi'), PLACED_WITH];

/** A document's title: a title element with no clause number, among its first elements. */
const TITLE_AREA = 12;

/** Whether a word can be a thing let: no kind of letting, document word, party, information, money or people. */
const isThingNoun = (word: string): boolean => !NOT_A_NOUN.test(word) && !NOT_A_NOUN.test(word.replace(/s$/i, '')) && !NOT_A_NOUN.test(`${word}s`) && !NOT_A_NOUN_FORM.test(word) && !NOT_A_NOUN_FORM.test(word.replace(/s$/i, ''));

/**
 * A word whose form is no noun of a thing: a participle or an adverb closing the phrase ("our materials included in
 * them", "the Premises specified in"), an act ("salmon fishing lease": a right let, no thing) save the things named so.
 */
const NOT_A_NOUN_FORM = /(?<=\w{3})(?:ed|ly)$|(?<!build|scaffold|hous|moor|cloth|park|berth)ing$/i;

/** The nouns of a match: its noun, or the noun after "of" when the first is a measure of land ("spot of land" → land). */
function nounsOf(m: RegExpMatchArray): string[] {
  const [head, after] = [m[1], m[2]];
  if (head && MEASURE.test(head)) return after ? [after] : [];
  return head ? [head] : [];
}

/**
 * The nouns of the things a document lets, hires or licenses out (`texts`: its elements; `titles`: which are titles),
 * lower-cased and singular, read from its title and its grants; empty when it lets out nothing by its own word.
 */
export function letThingNouns(texts: readonly string[], titles: readonly boolean[]): string[] {
  const nouns = new Set<string>();
  const add = (word: string): void => {
    if (isThingNoun(word)) nouns.add(word.toLowerCase().replace(/(?<=\w{2}[^s])s$/, ''));
  };
  texts.forEach((text, i) => {
    if (titles[i]) {
      if (i >= TITLE_AREA || /^\s*\d/.test(text)) return;
      for (const m of matchesOf(TITLE_KIND, text)) add(m[1]);
      for (const re of TITLE_OF) for (const m of matchesOf(re, text)) nounsOf(m).forEach(add);
      return;
    }
    // Only sentences that let, hire, demise, license or grant a right to occupy (a literal first: most do not).
    if (!/\b(?:hire|lease|let|rent|demise|charter|licen[cs]e|right\s+to\s+occupy|lend|allow|permit|grant)/i.test(text)) return;
    for (const re of GRANTS) for (const m of matchesOf(re, text)) nounsOf(m).filter((n) => !LENT_NOT_A_THING.test(n)).forEach(add);
    for (const m of matchesOf(PLACED_WITH, text)) add(m[1]);
  });
  return [...nouns];
}

/**
 * A thing's singular word as a pattern: its first letter either case, singular or plural ("wagon" → [Ww]agons?). One
 * builder for the nouns read here and the defined names of category-hired-things.ts.
 */
export const nounPattern = (noun: string): string => `${firstLetterEitherCase(noun[0])}${escapeRegExp(noun.slice(1))}s?`;

/**
 * The acts whose object is the thing itself: it is kept, locked, ridden, brought back, handed over, sublet, left closed.
 * "Use" as a verb only (after a modal, "to" or "not": "may use the hut", or opening a list item under "You must not:"),
 * not the noun ("the use of the Equipment", "sales, use and property taxes"). (h103c79, C143) A thing lent is borrowed,
 * booked or reserved, sharpened or taken apart, and a thing on the water anchored or moored, a field fenced: the holder's
 * acts on it, as keeping and cleaning it are. A list item's bullet is text.ts' BULLET (one home, h111dup).
 */
const ACT_ON = String.raw`(?:(?<=\b(?:to|not|never|only|also|may|must|shall|will|can|cannot|should|you|we|they)\s|^${BULLET}\s{1,3}|^\(?[a-z0-9]{1,3}[.)]\s{1,3})use|uses|using|keep|keeps|keeping|lock|locks|locking|ride|rides|riding|return|returns|returning|bring|brings|hand\s+over|hands\s+over|hand\s+back|sub-?let|sub-?lets|underlet|lend|lends|share|shares|transfer|transfers|vacate|vacates|occupy|occupies|occupying|leave|leaves|clean|cleans|wash|washes|repair|repairs|maintain|maintains|alter|alters|modify|modifies|fit|fits|park|parks|move|moves|remove|removes|enjoy|enjoys|operate|operates|paint|paints|borrow|borrows|book|books|reserve|reserves|sharpen|sharpens|dismantle|dismantles|take\s+apart|takes\s+apart|anchor|anchors|moor|moors|fence|fences)`;

/**
 * The acts done in or from the thing: trading from the shed, music used on the terrace, petrol or paint stored in the
 * shed (h97c74: what it may hold is its use, C12; "store" after a modal, "to" or "not" as "use" is: "stores flammable goods
 * in the shed or otherwise endangers the market", an event of default, is the danger's). Not goods sold there ("may sell
 * hair products from the Booth", "must not sell at the Property any Tied Product": the sets read the trade's terms).
 */
const ACT_IN = String.raw`(?:(?<=\b(?:to|not|never|only|also|may|must|shall|will|can|cannot|should|you|we|they)\s)(?:use|store)|used|trade|trades|trading|serve|serves|serving|play|plays|played|live|lives|sleep|sleeps)`;

/**
 * The thing undergoing such an act: "The shed is handed over", "the e-bike must be locked" (not as the moment of another:
 * "the hire begins on the day the wagons are handed over", a term's start); or broken down and replaced
 * ("If the canoe breaks down, we bring you another one": its upkeep; "rental charges stop" after the breakdown are the price's).
 */
const UNDERGONE = String.raw`(?:used|kept|returned|handed\s+(?:over|back)|locked|ridden|cleaned|repaired|removed|parked|moved|occupied|sub-?let|lent|maintained)`;

/** The upkeep a hirer has done to the thing by a garage or a cleaner (C12: its upkeep is its use). */
const UPKEEP = String.raw`(?:serviced|repaired|cleaned|maintained|inspected|washed|overhauled|checked)`;

/** Carrying or keeping, or letting in: what a hirer may do with people or animals in the thing. */
const CARRY = String.raw`(?:carry|carries|carrying|take|takes|transport|transports|keep|keeps|have|has|let|lets|allow|allows|admit|admits)`;

/** People and animals carried or kept in the thing (not goods: "keep a fire extinguisher in the shed" is the extinguisher's). */
const CARRIED = String.raw`(?:passengers?|persons|people|occupants|guests|pets?|animals?|dogs?|cats?|livestock)`;

/**
 * The act as the time or condition of another ("after you return the e-bike", "if the Berth Holder removes the Vessel",
 * "whether or not Renter uses the Booth": a refund's, a charge's, a rent's), or a third person's ("every rider who uses an
 * e-bike": the hirer answers for the rider), or said with no subject ("responsible for any injury he causes while riding the
 * motorcycle": C73's Liability, h96cat), or a wish in a recital ("The Licensee wishes to use the Stage …": recitals say why
 * the deed is made, no category; h97c74). Bounded lookbehinds of single blanks: linear.
 */
const NOT_AS_TIME = String.raw`(?<!\b(?:wish|wishes|wishing|wants|intends|desires)\sto\s)(?<!\b(?:[Ww]hile|[Ww]hen|[Aa]fter|[Bb]efore|[Uu]ntil|[Oo]nce)\s)(?<!\b(?:[Aa]fter|[Bb]efore|[Uu]ntil|[Ww]hen|[Oo]nce|[Ww]hile|[Ii]f|[Uu]nless|[Ww]hether\sor\snot)\s(?:you|we|they|it|he|she|[Tt]he\s[\w-]+(?:\s[\w-]+)?|[A-Z][\w-]*)\s)(?<!\bwho\s)`;

/**
 * Between the act and the thing: more acts in a list ("sublet, lend or transfer the shed"), or another thing the act
 * takes with it or away from it ("keep the chattel house and the said land", "remove the furniture from the public
 * space", "move the Lessee to a temporary shed"). Nothing else: "use any open flame inside the Cathedral" uses a flame.
 */
const BETWEEN = String.raw`(?:(?:,\s*|\s+)(?:(?:or|and)\s+)?${ACT_ON}){0,3}\s+(?:(?:the|a|an|its|her|his|their|your|our|all|any)\s+(?:[\w-]+\s+){0,2}?(?:and|or|from|to|into|onto|off)\s+)?`;

/**
 * (h114c89, C257) A sentence with no drink or drug in it: driving drunk or drugged is Safety and Security's alone ("not to
 * drive the snowmobile under the influence of alcohol"), not the hired vehicle's use. Anchored, one bounded window: linear.
 */
const SOBER = String.raw`^(?![^]{0,400}\b(?:influence|alcohol|drinking|drunk|drugs|intoxicated)\b)`;

/**
 * (Session 76's re-read #3) Where a vehicle is driven, by the place's own word: "sealed roads", "the national parks", "the
 * beach", "public highways". "drive on/in …" with no such place is not the thing's use ("drive in a manner that endangers
 * others", "drive off without paying", "drive on any day on which …", "drive on the grass outside the hall").
 */
const DRIVEN_PLACE = String.raw`(?:roads?|routes?|tracks?|trails?|beach(?:es)?|parks?|areas?|zones?|highways?|motorways?|freeways?|streets?|lanes?|paths?|terrain|ice|snow|sand|dunes?|glaciers?|rivers?|lakes?|fjords?|mountains?|forests?|islands?|countr(?:y|ies)|borders?|territor(?:y|ies)|regions?|mainland|tundra|wilderness)`;

/** A subletting or lending beside an assignment: the transfer's (Assignments; LONE_SUBLETTING of category-cues-assets.ts). */
const BESIDE_ASSIGNMENT = String.raw`^(?![^]{0,400}\bassign)`;

/**
 * How a clause names an act on one of `nouns`: the act's object, the place an act is done in, or the thing undergoing it
 * (undefined when there are none). Not a thing kept open for trade or worship (the sets read that the trade's).
 */
export function letThingUse(nouns: readonly string[]): RegExp | undefined {
  if (nouns.length === 0) return undefined;
  const noun = `(?:${nouns.map(nounPattern).join('|')})`;
  const thing = String.raw`(?:[Tt]he|[Tt]his|[Tt]hat|[Ee]ach|[Ee]very|[Aa]ny|[Yy]our|[Oo]ur|[Ii]ts|[Hh]er|[Hh]is|[Tt]heir|[Aa]n?|more|(?:up\s+to\s+)?(?:two|three|four|five|six|\d{1,2}))\s+(?:(?:said|hired|leased|let|rented|temporary|same|whole)\s+)?(?:[\w-]+\s+)?${noun}\b(?!\s+open\b)`;
  const on = String.raw`${BESIDE_ASSIGNMENT}[^]*?${NOT_AS_TIME}\b${ACT_ON}\b${BETWEEN}${thing}`;
  // (h97c74) Its use shared with another: "not to share the use of the boat shed with any other club".
  const shared = String.raw`${NOT_AS_TIME}\bshare\s+(?:the\s+|its\s+)?(?:use|occupation|possession)\s+of\s+${thing}`;
  const inside = String.raw`${NOT_AS_TIME}\b${ACT_IN}\s+(?:[\w-]+,?\s+){0,5}?(?:in|on|from|at)\s+${thing}`;
  const undergone = String.raw`(?<!\b(?:day|date|time|moment|before|after|until|once|when|while|if)\s)\b${thing}\s+(?:is|are|shall\s+be|must\s+be|may\s+be|will\s+be)\s+(?:(?:not|only)\s+)?${UNDERGONE}\b`;
  // (h114c89, C257) Or fetched, collected, recovered or towed by its owner: "If the snowmobile breaks down in the field, the
  // Lessor fetches it at its own cost" (not repaired: "rental charges stop until we repair or replace it" is the price's).
  // (Session 76's re-read #3) "collects" and "recovers" with the thing as their object only: money is also collected or
  // recovered ("the Owner recovers the cost of repair from the deposit", "collects no hire for the days").
  const broken = String.raw`\b${thing}\s+(?:breaks?|broke)\s+down\b[^.;]{0,100}?\b(?:(?:replacement|substitute|another|fetch(?:es)?|tows?)\b|(?:collects?|recovers?)\s+(?:it|them|${thing}))`;
  // (h114c89, C257) A hired vehicle driven, who drives it and where: "may let only the second driver named above drive the
  // snowmobile", "Do not drive the car on the beach", items "(a) to drive only on the routes open to motor traffic", "(b)
  // not to drive in the national parks"; and what it comes with ("The snowmobile comes with a full tank, a spare drive
  // belt …"): its use and its handover, as riding and returning it are (C12). Not driving drunk or drugged ("not to drive
  // the snowmobile under the influence of alcohol", "must not drive after drinking alcohol": Safety and Security's alone).
  // Counted over sets 1–89: 7 of 7 elements read are Asset Use (sets 82, 89). Anchored (SOBER): one start, linear.
  // (Session 76's re-read #3) The place named after the preposition (DRIVEN_PLACE, two words between at most), or "off-road".
  const driven = String.raw`${SOBER}[^]*?(?:${NOT_AS_TIME}\b(?:drive|drives)\s+${thing}|\b(?:(?:to\s+)?drive\s+only|(?:not|never)\s+(?:to\s+)?drive)\s+(?:(?:on|in|into|within|along|outside|off|across|beyond)\s+(?:[\w'’-]+\s+){0,2}?${DRIVEN_PLACE}\b|off-?road\b))|\b${thing}\s+comes?\s+with\b`;
  // (h96cat) Its upkeep had done by a third: "to have the motorcycle serviced every 2 000 km", "have the boat cleaned".
  const upkeep = String.raw`${NOT_AS_TIME}\b(?:have|has|having|get|gets)\s+${thing}\s+${UPKEEP}\b`;
  // (h96cat) The people or animals carried or kept in it, or let in it: "may not carry more than two passengers in the van",
  // "may not occupy the apartment with more than six persons, and may not keep pets in it" (the pronoun after the thing).
  const carried = String.raw`\b${CARRY}\s+(?:[\w-]+\s+){0,4}?${CARRIED}\s+(?:in|on|aboard|inside)\s+${thing}`;
  const carriedInIt = String.raw`\b${thing}[^.;]{0,120}?\b${CARRY}\s+(?:[\w-]+\s+){0,4}?${CARRIED}\s+(?:in|on|aboard|inside)\s+(?:it|them)\b`;
  // (h96cat) Its handover to the hirer named between: "The Owner hands over to the Driver, who accepts, a new motorcycle".
  const handedTo = String.raw`\bhand(?:s|ed)?\s+over\s+to\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?(?:,\s*who\s+accepts?,)?\s+${thing}`;
  return new RegExp(`${on}|${shared}|${inside}|${undergone}|${broken}|${driven}|${upkeep}|${carried}|${carriedInIt}|${handedTo}`);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryLetThingsRunPatterns(): readonly RegExp[] {
  return [PLACED_WITH, TITLE_KIND, ...GRANTS, ...TITLE_OF];
}
