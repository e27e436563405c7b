#!/usr/bin/env node
// contracts-relabel-attribute-conventions.mjs list|apply [--sets 11-19] [--rules count-words,country-abbreviation]
// Issue 18 (h21attr): where a labelled set's attributes break a convention docs/contracts.md writes down (Attributes,
// "Number", "Duration"), this brings the label in line by a rule over the element's own words, never parley's output.
// Each rule is one written convention, and each has the real response's visible half behind it:
//   percent-words  the words that restate a percentage are a Number: "ten percent (10%)" → Number "ten" beside
//                  Percentage "10%", a Percentage labelled over the whole phrase cut to its figure (the visible half:
//                  "fifty per cent (50%)", "four per cent (4%)").
//   section-ref    a part of the document named by "Section", "Paragraph" or "§" is no Number ("Section 4.1",
//                  "paragraph 2", "Sections 3, 4 and 5"; the visible half: "Section 7", "Section 6", "Section 1" unlabelled).
//   long-id        an identifier of seven or more digits, perhaps in a register's digit groups, is no Number
//                  ("ACN 604 118 392", "company number 08813427"; the visible half labels none of its two); h26s31a: a
//                  register's check character after the digits is the identifier's too ("UEN 201912345K", "2845671-3").
//   not-less-than  "not less than N days" is the Duration "less than N days" (the visible half: "less than twenty (20)
//                  Working Days", "less than seven (7) Working Days", both from "not less than").
//   less-than      (h22s22p) "less than N days" is the Duration "less than N days" with or without "not" before it, as
//                  the service's span keeps the comparator (the sets: 13 with it, 6 without, 3 of them set 22's).
//   deadline-words (h22s22p) "no later than", "not later than", "a minimum of", "a maximum of" stand outside the
//                  Duration ("no later than 48 hours before departure" → "48 hours"; the sets: 12 outside, 2 inside).
//   frequency-word a lower-case frequency word standing alone — daily, weekly, fortnightly, monthly, quarterly, annual,
//                  annually, yearly — is a Duration (the visible half: "annual increase", "weekly basis", "six monthly
//                  review"). A capitalised one (a name, "General Annual Grant"; a heading, "Annual Budget") is left as
//                  the set has it: the convention names no capitalised case.
//   more-than      (h22s23) a Duration after "more than" keeps the bound: "more than five days", and "not more than
//                  three months" is "more than three months" (docs/contracts.md, Duration; the visible half's spans keep
//                  their "more than", "less than" and "no later than").
//   at-least       (h23conv, C19) a Duration after "at least" keeps the bound: "at least 30 days" (sets 1-23: 100 of 100;
//                  set 24 the bare count 7 times); only before a count of time, so "at least once a year" and "at least
//                  three times a day" (frequencies) are left.
//   up-to          (the lead, session 23, C19) a Duration after "up to" keeps the bound: "up to six months" (sets 1-26:
//                  22 of 22; set 27 the bare count 3 times); only before a count of time.
//   part-ref       (h23conv, C18) the number of a schedule, annex, appendix, exhibit, article or attachment named inside
//                  a sentence is a Number: "listed in Schedule 1" → Number "1" (sets 1-24: 68 such labelled, 24 not; the
//                  visible half names none, its clause references are Numbers 45 of 67). Not a title, not the element's
//                  own opening ("Article 3. Price"), not a number inside an attribute the element already has.
//   republic-name  (h26s31a) "the Republic of Austria" is one Location with its title, as a republic's qualifiers are
//                  (docs/contracts.md, Countries; sets 13-27: 9 of 9 whole).
//   statute-number (h26s30a, C28) a statute's number after "No." is a Number: "Law No. 27 of 1994" → Number "27", "Act
//                  No. 11" (sets 15 and 20 label theirs, set 29 left its one bare; parley reads them so). Plain digits
//                  only: "Law No. 13,709/2018", "Act No. 89/2012" are identifiers (sets 19, 24, 26 leave them bare).
//   bare-frequency (h23conv, C22) a frequency with no count of time — "each month", "per annum", "a week", "every year",
//                  "once a year", "twice a year", "three times a day" — is no Duration (docs/contracts.md, C22: the
//                  visible half 2 of 2, the sets 145 of 258 unlabelled). "each calendar month/quarter/year" is left (its
//                  own written span), and so is a count of time before a frequency ("39 hours a week").
//   time-on-date   (h22s22p's reading, lead) a time followed by "on" and its date is one DateTime: "5.00 p.m. on 19 March
//                  2027", "18:00 on 25 January 2028" (docs/contracts.md, "A time on a date"; sets 1–22 label the one such
//                  phrase whole; none in the real response). Two DateTime labels, the time then the date, joined by "on".
//   two-places     "England and Wales" is two Locations, "England" and "Wales" (docs/contracts.md, Location: "a list of
//                  places stays a list"; the visible half splits it: "England", "England", "Wales").
//   count-words    (h21attr2) a count written in lower-case words and standing alone is a Number of the words only: "one
//                  copy", "one or more Milestones", "any one of them", "two spare keys" (the visible half: 6 of 6 such
//                  counts labelled, the word alone). Not a count: a word inside an attribute the element already has,
//                  one restated in figures ("two (2)", labelled whole by its own convention), one before a time unit (a
//                  Duration's), "per cent" or a currency; the pronoun ("no one", "one another", "a different one",
//                  "one's", "the one"); a fraction ("one third"); money in words; a word joined by a hyphen to a word that is no number ("one-off", "twenty-first"); a part
//                  named by a word ("Article One", "Schedule Two").
//   country-abbreviation (h21attr2) a country's abbreviation in capitals — UK, U.K., U.S., USA, U.S.A., US — is a Location
//                  wherever it stands, an adjective included ("UK law", "U.S. content", "U.S.-origin"; the visible half:
//                  U.S. labelled 6 of 6, four of them adjectives; "UK Electoral Roll", inside a title, the one left: 4 of
//                  5 adjectives). Not inside an attribute the element already has ("Acme UK Limited", "US$ 500"), not
//                  before "dollars"/"$" (a currency's name), not "US" in an element mostly in capitals ("LET US").
//   named-body     (h25s28a, C25) a named public body — a court, tribunal, ministry, department, authority, council,
//                  board, institute, association, university, commission, agency — is one Organization, the place in its
//                  name no Location of its own: "the Court of Belluno", "the Bergen District Court", "the Michigan Court
//                  of Claims", "the Colorado Department of Agriculture" (the visible half: "County Court", "Financial
//                  Services Authority", "Bank of England"; sets 11-25: 11 named courts labelled whole, 4 left as a
//                  place). The name is the head with its capitalised qualifiers and an "of"/"for" tail of capitalised
//                  words; a head alone ("the Court", "the Council", an alias) is none; a name inside an Organization the
//                  set already has is left.
//                  (h26s30a) An arbitral institution is such a body: "… Arbitration Centre", a "Centre for" with a
//                  capitalised tail ("Cairo Regional Centre for International Commercial Arbitration"; sets 4, 7, 9, 21,
//                  22 label such centres whole, set 29 alone left its place).
//   measure-figure (h25s28a, C26) the figure of a measure — a distance, a length, a temperature, an angle, a speed — is
//                  a Number: "63°C", "1.2 metres", "within 500 metres", "between 15 °C and 25 °C" (two), "12 feet"
//                  (sets 1-28: such figures labelled in 21 elements, bare in 15; figures with other units — tonnes,
//                  litres, hectares, MW — 30 labelled to 1). Not a figure joined to its unit by a hyphen ("a 3.5-meter
//                  telescope", an adjective the sets leave bare), not one inside a label the element already has. A
//                  Number labelled over "X to Y" of two figures is two Numbers, as parley and six sets read a range.
//   signature-body (h25s28a; docs/contracts.md, "Bodies without a legal form", h21attr2) a name in capitals opening a
//                  signature line and signing "By:" is an Organization ("TOWN OF PINECREST By: ____ Mayor"; sets 10-19
//                  label all 20 such lines so); a single word is a party's role ("LICENSEE By:"), none.
//   town-country   (h25s28a, C27) a town and its country written after it with a comma are one Location: "Bergen,
//                  Norway", "Lyon, France" (sets 1-26 label such a pair one place 15 times; sets 27 and 28 alone split
//                  it, 6 times). A list of countries ("France, Belgium") stays a list.
//   state-name     (h30a40) a state or province named with its title is one Location: "the State of Oregon" → "State of
//                  Oregon", "the Province of Ontario" (docs/contracts.md, Countries and states: "the State of New York" is
//                  one place; sets 1-39 label 69 of 72 "State of" and 9 of 9 "Province of" whole), as republic-name.
//   level-name     (h30a40, C45) a level's figure after "Severity" or "Priority" ("Severity 1", "Priority 2
//                  Incident") names the level, no count: no Number (sets 1-40: 14 such figures bare in sets 9, 38 and
//                  40, 6 labelled in sets 4 and 13; the Number row names counts, measures and parts, not a level).
//   standard-number (h30a40) a standard's plain number after ISO, IEC or ISO/IEC is a Number ("ISO 9001", "ISO/IEC
//                  27001"; docs/contracts.md, Numbers: sets 8, 9, 15, 16, 37 label theirs, set 40 its one left bare).
//   every-count    (h60attr, C22) "every six months" → Duration "six months": a count of time after "every" (perhaps
//                  "once every", "at least every") is the Duration without the frequency's words (docs/contracts.md,
//                  C22; sets 1-52: 39 such counts labelled bare, 11 with "every" in sets 10-23, now relabelled).
//   count-in-frequency (h60attr, C22) a count of time inside a frequency is the Duration of the count: "39 hours a
//                  week" → "39 hours", "up to two days a week" → "up to two days" (docs/contracts.md, C22: "for 6 hours
//                  a week" → "6 hours"; sets 1-52: 17 labelled so, 3 with the frequency's tail in sets 12 and 18, 2
//                  left bare in sets 13 and 15, now given the count).
//   date-period    (h60attr) a period between two dates is two DateTimes: "1 May to 31 October 2028" → "1 May", "31
//                  October 2028" (docs/contracts.md, Attributes › DateTime: "A period between two dates is two
//                  DateTimes"; sets 1-52: 45 such periods labelled as two, 3 as one, all in set 17).
//   calendar-period (h111att, C77) a recurring calendar period is the Duration over "calendar month" / "calendar
//                  quarter" / "calendar year" alone, the frequency's word outside it as C22's "each" is: "once in each
//                  calendar year", "each calendar quarter", "once per calendar year", "per calendar year" → "calendar
//                  year" (C77's own example; sets 1–87 before: 55 such periods bare, 27 with the word, all in sets 5–25).
//   percent-figure (h111att; the Percentage row: "the figure with %") a bound before a percentage stays outside it:
//                  "at least 60%" → "60%", "more than 5%" → "5%" (sets 1–87: 2 of 1,039 Percentages with a bound, both
//                  set 15's; the Duration keeps its bound by C19, a Percentage names none).
//   statute-state  (h111att, C250) an Australian statute's jurisdiction in brackets after its name and year — "Retail
//                  Leases Act 2003 (Vic)", "(NSW)", "(Cth)" — is part of the statute's citation: no Location (sets 1–87:
//                  23 of 26 such brackets unlabelled, "(Cth)" 17 of 17, the states 6 of 9; sets 9 and 11's three dropped).
// `list` prints each change, `apply` writes the set files (attributes only). Idempotent: a second run finds nothing.
import { relabelLine, relabelSets } from './data/generalization-sets.mjs';
import { foldSameLength, labelledSpans } from './data/labelled-spans.mjs';
import { oneCountsNothingAt } from './contracts-relabel-one-pronoun.mjs';

const args = process.argv.slice(2);
// --rules a,b: only these rules (h21attr2 applied its two, count-words and country-abbreviation, to sets 1–21).
const r = args.indexOf('--rules');
const only = r >= 0 ? new Set(args[r + 1].split(',')) : undefined;

const NUMBER_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half)';
const NUMBER_WORDS = `${NUMBER_WORD}(?:[- ](?:and )?${NUMBER_WORD})*`;
// "ten percent (10%)", "twenty-five per cent (25 %)": the words, then the figure in brackets.
const PERCENT_WORDS = new RegExp(`\\b(${NUMBER_WORDS})\\s+per\\s?cent\\s*\\(\\s*\\d+(?:\\.\\d+)?\\s*%\\s*\\)`, 'gi');
// What stands before a number that names a part of the document: "Section ", "paragraphs 2, 3 and ".
const SECTION_BEFORE = /(?:\b(?:sections?|paragraphs?)|§§?)\s*(?:[\dA-Za-z.()]+\s*(?:,|\band\b|\bor\b)\s*)*$/i;
const FREQUENCY_WORD = /(?<![-\w])(daily|weekly|fortnightly|monthly|quarterly|annual|annually|yearly)(?![-\w])/g;

const COUNT_WORD = /(?<![-\w'])((?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?(?: (?:hundred|thousand|million|billion))*)(?![-\w'])/g;
const TIME_UNIT_AFTER = /^\s+(?:(?:more|further|additional|consecutive|full|clear|complete|calendar|business|working|banking|trading|school|court|contract|financial|fiscal)\s+)*(?:seconds?|minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|quarters?|years?|decades?|terms?|semesters?|periods?|sessions?|shifts?|seasons?)\b/i;
const NOT_A_COUNT_AFTER = /^(?:\s*\(\s*\d|\s+per\s?cent|\s+percent|\s*%|\s+(?:(?:and\s+)?(?:\d\d|00)\/100\s+)?(?:pounds?|dollars?|euros?|cents?|pence|rupees?|yen|francs?|rand|shillings?|naira|pesos?|yuan|renminbi)\b|\s+(?:and\s+[a-z-]+\s+)?(?:reais|real|centavos|centimos|euro|ringgit|baht|dirhams?|riyals?|kronor|kroner|krona|lakhs?|crores?)\b|\s+(?:half|halves|thirds?|quarters?|fifths?|sixths?|eighths?|tenths?)\b|\s+another\b|'s\b)/i;
// (hrev20) "one" standing for a thing named before, after "of" or "become" with no noun of its own: "a member of one,",
// "will not become one in the future". "a minimum of one inspection" counts (a noun follows), so does "shall be one".
const PRONOUN_ONE = { before: /\b(?:of|become|becomes|becoming|became)\s+$/i, after: /^(?:\s*[,.;:)]|\s*$|\s+(?:in|at|on|for|from|with|and|or|again)\b)/i };
const PRONOUN_BEFORE = /(?:\b(?:no|a|an|the|this|that|which|every|each|some|any other)\s+(?:(?:different|same|other|new|old|last|only|right|wrong|first|second|latter|former|such)\s+)?)$/i;
const PART_BEFORE = /\b(?:article|section|schedule|annex|annexure|appendix|exhibit|part|chapter|clause|paragraph|title|book|volume|phase|stage|tier|level|grade|class|category|type|item|step|round|option|plan|lot|unit|block|building|floor|room|suite|house|number|no\.?)\s+$/i;
// C28 (h26s30a): a statute's number after "No." ("Law No. 27 of 1994", "Act No. 11"), plain digits only: a slashed or
// hyphenated one ("Law No. 13,709/2018", "Act No. 89/2012") is an identifier, as the sets leave it.
const STATUTE_NUMBER = /\b(?:Law|Act|Decree|Ordinance|Proclamation)\s+No\.?\s{0,2}(\d{1,5})(?![\d/.,-]?\d)/g;
// C37 (session 28, lead): a clause's number named inside a sentence is a Number too ("in clause 4.1", "Clause 7"): the
// real response labels 45 of its 67 clause references so, sets 1-39 35 of 64 before this rule; not an outline position
// or a dotted number ending its sentence (the real response leaves those bare).
const PART_REF = /\b(?:Schedules?|Annex(?:es)?|Annexures?|Appendix|Appendices|Exhibits?|Articles?|Attachments?|Clauses?|clauses?|SCHEDULE|ANNEX|APPENDIX|EXHIBIT|ARTICLE|ATTACHMENT|CLAUSE)\s+(\d+(?:\.\d+)*)(?![\d.]*\d)/g;
// C22 (h60attr): a count of time ("six (6) months", "12 (twelve) months", "30 days"), and the frequency around one.
const COUNT_OF_TIME = `(?:\\d+|${NUMBER_WORDS})(?:\\s?\\([^()]{1,30}\\))?\\s(?:[a-z]+\\s)?(?:minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|years?)`;
const EVERY_COUNT = new RegExp(`^(?:at least )?(?:once )?every (${COUNT_OF_TIME})$`, 'i');
const FREQUENCY_TAIL = '\\s(?:a|per|each|every)\\s(?:day|week|fortnight|month|year|annum)\\b';
const COUNT_WITH_TAIL = new RegExp(`^(.*?${COUNT_OF_TIME})${FREQUENCY_TAIL}$`, 'i');
const COUNT_IN_FREQUENCY = new RegExp(`(?<![\\w-])((?:(?:up to|at least|more than|less than) )?${COUNT_OF_TIME})(?=${FREQUENCY_TAIL})`, 'gi');
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE_PERIOD = new RegExp(`^(\\d{1,2}(?:st|nd|rd|th)? ${MONTH}(?:,? \\d{4})?|${MONTH} \\d{1,2}(?:st|nd|rd|th)?(?:, \\d{4})?)\\s?(?:\\s(?:to|until|till|through)\\s|[–-])\\s?(\\d{1,2}(?:st|nd|rd|th)? ${MONTH}(?:,? \\d{4})?|${MONTH} \\d{1,2}(?:st|nd|rd|th)?(?:, \\d{4})?)$`, 'i');
const BARE_FREQUENCY = /^(?:(?:once|twice|\w+\s+times)\s+)?(?:per|a|an|each|every)\s+(?:day|week|fortnight|month|year|annum|quarter|hour|night)$/i;
const LEVEL_BEFORE = /\b(?:[Ss]everity|[Pp]riority|SEVERITY|PRIORITY)(?:\s(?:[Ll]evel|LEVEL))?\s{1,2}$/;
const STANDARD_NUMBER = /\b(?:ISO\/IEC|ISO|IEC)\s(\d{3,5})(?![\d.\/-]|-\w)/g;
const COUNTRY_ABBREVIATION = /(?<![\w.])(U\.S\.A\.|U\.S\.|U\.K\.|USA|UK|US)(?![\w$]|\.\w)/g;

const inside = (spans, b, end) => spans.some(([s, t]) => s <= b && end <= t);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lower = (s) => s.toLowerCase();

/** Where `needle` stands in `text` as a whole token (case-insensitive). */
function occurrences(text, needle) {
  const re = new RegExp(`(?<![\\w.])${escape(needle)}(?![\\w])`, 'gi');
  return [...text.matchAll(re)].map((m) => m.index);
}

/** The rules, each returning the element's attributes after it and a note per change. */
/**
 * A Duration written after its bound ("less than", "more than", "at least") takes the bound into its span; a label
 * already holding a bound is left. "at least" only before a count of time ("at least 30 days", not the frequencies
 * "at least once a year", "at least three times a day").
 */
function keepBound(e, bound) {
  const notes = [];
  const after = new RegExp(`\\b${bound}\\s$`, 'i');
  const attrs = e.attributes.map((a) => {
    if (a.type !== 'Duration' || /^(?:not |no )?(?:(?:more|less) than|at least|up to) /i.test(a.text)) return a;
    if ((bound === 'at least' || bound === 'up to') && (!new RegExp(`^(?:\\d|${NUMBER_WORD}\\b)`, 'i').test(a.text) || /\btimes\b/i.test(a.text))) return a;
    if (!occurrences(e.text, a.text).some((k) => after.test(e.text.slice(Math.max(0, k - 20), k)))) return a;
    const text = `${bound} ${a.text}`;
    notes.push(`Duration "${a.text}" -> "${text}"`);
    return { ...a, text };
  });
  return { attrs, notes };
}

// C25: the head words of a public body's name, its qualifiers (capitalised words before it) and its "of"/"for" tail.
// An arbitral institution is one too (h26s30a): "Dubai International Arbitration Centre", "Cairo Regional Centre for
// International Commercial Arbitration" (sets 4, 7, 9, 21, 22 label such centres whole and no place in them).
const BODY_HEAD = '(?:Court|Tribunal|Ministry|Department|Authority|Council|Board|Institute|Association|University|Commission|Agency|Arbitration\\s+Cent(?:re|er)|Cent(?:re|er)(?=\\s+for\\s+(?!the\\b)[A-Z]))';
const NAME_WORD = "(?:[A-Z][\\w'’.-]*)";
const BODY_NAME = new RegExp(`((?:${NAME_WORD}\\s+){0,5})${BODY_HEAD}((?:\\s+(?:of|for)(?:\\s+the)?\\s+${NAME_WORD}(?:\\s+(?:(?:and|of|for|&)\\s+)?${NAME_WORD})*)?)`, 'g');
// A qualifier that makes a head a kind of body, no name ("a Competent Authority", "the Management Board").
const GENERIC_QUALIFIER = /^(?:Competent|Relevant|Appropriate|Ultimate|Governmental|Government|Public|Contracting|Planning|Local|Approving|Statutory|Management|Supervisory|Executive|Advisory|Steering|Project|Joint)$/;
// The kinds of court a court's name holds ("Bergen District Court", "Tokyo High Court").
const COURT_KIND = /^(?:District|Local|High|Supreme|Circuit|Commercial|County|Federal|Magistrates'?|Crown|Regional|Civil|Appeals?|Labour|Labor|Family|Superior|Municipal|Provincial|Economic|State|Claims)$/;
// Words that open a sentence or a phrase, no part of a body's name.
const NOT_A_QUALIFIER = /^(?:The|This|That|A|An|Any|Each|Every|Such|No|Its|Their|Our|Your|His|Her|If|When|Where|By|In|At|Of|For|To|From|With|Between|And|Or)$/;
// C26: a unit of measure after a figure (a space or none between them; a hyphen makes an adjective, left bare).
const MEASURE_UNIT = "(?:°\\s?[CF]?|degrees?\\b|metres?\\b|meters?\\b|feet\\b|foot\\b|kilometres?\\b|kilometers?\\b|km/h|km\\b|inches\\b|inch\\b|centimetres?\\b|centimeters?\\b|millimetres?\\b|millimeters?\\b|mm\\b|cm\\b|knots\\b|miles\\b)";
const MEASURE_FIGURE = new RegExp(`(?<![\\w.,/-])(\\d+(?:\\.\\d+)?)(?=\\s?${MEASURE_UNIT}|\\s+(?:and|to)\\s+\\d+(?:\\.\\d+)?\\s?${MEASURE_UNIT})`, 'g');

// C27: the countries a town may be written before (a country after a comma ends an address).
const COUNTRY_NAMES = new Set(['Norway', 'Sweden', 'Denmark', 'Finland', 'Iceland', 'Germany', 'France', 'Italy', 'Spain', 'Portugal', 'Belgium',
  'Netherlands', 'Luxembourg', 'Switzerland', 'Austria', 'Poland', 'Czech Republic', 'Slovakia', 'Hungary', 'Greece', 'Turkey', 'Ireland',
  'United Kingdom', 'UK', 'England', 'Scotland', 'Wales', 'Morocco', 'Egypt', 'Kenya', 'Ghana', 'Nigeria', 'South Africa', 'Uganda', 'Tanzania',
  'India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'China', 'Japan', 'Korea', 'Vietnam', 'Thailand', 'Malaysia', 'Singapore', 'Indonesia',
  'Philippines', 'Australia', 'New Zealand', 'Canada', 'USA', 'United States', 'Mexico', 'Brazil', 'Argentina', 'Chile', 'Peru', 'Colombia',
  'United Arab Emirates', 'Kazakhstan']);

// C77 (h111att): a recurring calendar period labelled with its frequency's word, and the period alone.
const CALENDAR_PERIOD_WORDS = /^(?:once\s+)?(?:in\s+)?(?:each|every|per)\s+(calendar\s+(?:month|quarter|year))$/i;
// The Percentage row: a bound labelled before a percentage's figure, and the figure with its sign.
const PERCENT_BOUND = /^(?:at\s+least|at\s+most|more\s+than|less\s+than|up\s+to|over|under)\s+(\d+(?:[.,]\d+)?\s?%)$/i;

// C250 (h111att): a state's or the Commonwealth's abbreviation in brackets after a statute's year.
const STATUTE_STATE = /\b(?:Act|Regulations?|Code|Ordinance)\s+(?:\d{4}\s+)?\((NSW|Vic|VIC|Qld|QLD|WA|SA|Tas|TAS|ACT|NT|Cth)\)/g;

const RULES = {
  'town-country'(e) {
    const notes = [];
    let attrs = [...e.attributes];
    // A town, then perhaps its region, then its country: each place before the country joins it ("Puerto Maldonado,
    // Madre de Dios, Peru" is one place, as an address is).
    const endsInCountry = (t) => COUNTRY_NAMES.has(t) || [...COUNTRY_NAMES].some((c) => t.endsWith(`, ${c}`));
    for (let changed = true; changed;) {
      changed = false;
      for (const country of attrs.filter((a) => a.type === 'Location' && endsInCountry(a.text))) {
        for (const town of attrs.filter((a) => a.type === 'Location' && a !== country && !COUNTRY_NAMES.has(a.text))) {
          const whole = `${town.text}, ${country.text}`;
          if (!e.text.includes(whole) || !attrs.includes(town) || !attrs.includes(country)) continue;
          attrs.push({ type: 'Location', text: whole });
          // Each part stays a label of its own where it stands outside every longer place too.
          const longer = labelledSpans({ text: e.text, attributes: attrs.filter((a) => a.type === 'Location' && a !== town && a !== country) });
          const alone = (t) => occurrences(e.text, t).some((k) => !longer.some(([b, end]) => b <= k && k + t.length <= end && end - b > t.length));
          attrs = attrs.filter((a) => (a !== town || alone(town.text)) && (a !== country || alone(country.text)));
          notes.push(`Location "${town.text}" + "${country.text}" -> "${whole}"`);
          changed = true;
        }
      }
    }
    if (!notes.length) return { attrs, notes };
    // A country written twice ("Bergen, Norway … Tromsø, Norway") was one label: none is left once each stands inside
    // its town's place.
    const places = labelledSpans({ text: e.text, attributes: attrs.filter((a) => a.type === 'Location' && !COUNTRY_NAMES.has(a.text)) });
    attrs = attrs.filter((a) => a.type !== 'Location' || !COUNTRY_NAMES.has(a.text)
      || occurrences(e.text, a.text).some((k) => !places.some(([b, end]) => b <= k && k + a.text.length <= end)));
    return { attrs, notes };
  },
  'named-body'(e) {
    const notes = [];
    let attrs = [...e.attributes];
    // A heading names a clause, not a body ("2.1 Ultimate Authority").
    if (e.kind === 'title') return { attrs, notes };
    for (const m of e.text.matchAll(BODY_NAME)) {
      // The qualifiers are the capitalised words standing right before the head, none a sentence's or a list's opening.
      const all = m[1].split(/\s+/).filter(Boolean);
      const words = [];
      for (let k = all.length - 1; k >= 0 && /^[A-Z][\w'’-]*$/.test(all[k]) && !NOT_A_QUALIFIER.test(all[k]); k--) words.unshift(all[k]);
      const tail = m[2].replace(/\.$/, '');
      const head = m[0].slice(m[1].length, m[0].length - m[2].length);
      if (!words.length && !tail) continue;
      // Not a name: a generic or internal body ("a Competent Authority", "the Management Board", "the Society's
      // Council"), a court's name without a court's kind or a tail (a building: "Quayside Court"), a head that goes on
      // into another capitalised word (the title "Public Art Commission Agreement").
      if (!tail && (GENERIC_QUALIFIER.test(words[0] ?? '') || /'s$|’s$/.test(words[words.length - 1] ?? ''))) continue;
      if (head === 'Court' && !tail && !words.some((w) => COURT_KIND.test(w))) continue;
      if (/^\s+[A-Z]/.test(e.text.slice(m.index + m[0].length)) && !tail) continue;
      const name = `${words.join(' ')}${words.length ? ' ' : ''}${head}${tail}`;
      const end = m.index + m[0].length - (m[2].length - tail.length);
      const begin = end - name.length;
      if (e.text.slice(begin, end) !== name) continue;
      const orgSpans = labelledSpans({ text: e.text, attributes: attrs.filter((a) => a.type === 'Organization') });
      if (orgSpans.some(([s, t]) => s < end && begin < t)) continue;
      const others = labelledSpans({ text: e.text, attributes: attrs.filter((a) => a.type === 'Location') });
      attrs = attrs.filter((a) => {
        if (a.type !== 'Location') return true;
        const at = occurrences(e.text, a.text);
        // A place of the body's name alone: every occurrence inside the name or inside a longer Location.
        const free = at.filter((k) => !(begin <= k && k + a.text.length <= end)
          && !others.some(([s, t]) => s <= k && k + a.text.length <= t && t - s > a.text.length));
        if (!at.length || free.length) return true;
        notes.push(`-Location "${a.text}"`);
        return false;
      });
      attrs.push({ type: 'Organization', text: name });
      notes.push(`+Organization "${name}"`);
    }
    return { attrs, notes };
  },
  'signature-body'(e) {
    const m = /^([A-Z][A-Z0-9'’&.-]*(?:,? [A-Z0-9'’&.-]+)+?),?\s+By:/.exec(e.text);
    if (!m || e.attributes.some((a) => a.type === 'Organization' && m[1].includes(a.text))) return { attrs: e.attributes, notes: [] };
    return { attrs: [...e.attributes, { type: 'Organization', text: m[1] }], notes: [`+Organization "${m[1]}"`] };
  },
  'measure-figure'(e) {
    const notes = [];
    const attrs = e.attributes.flatMap((a) => {
      const range = a.type === 'Number' && /^(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)$/.exec(a.text);
      if (!range || !occurrences(e.text, a.text).some((k) => new RegExp(`^\\s?${MEASURE_UNIT}`).test(e.text.slice(k + a.text.length)))) return [a];
      notes.push(`Number "${a.text}" -> "${range[1]}", "${range[2]}"`);
      return [{ type: 'Number', text: range[1] }, { type: 'Number', text: range[2] }];
    });
    const spans = labelledSpans({ text: e.text, attributes: attrs });
    for (const m of e.text.matchAll(MEASURE_FIGURE)) {
      const end = m.index + m[1].length;
      if (spans.some(([s, t]) => s <= m.index && end <= t)) continue;
      if (attrs.some((a) => a.type === 'Number' && a.text === m[1])) continue;
      attrs.push({ type: 'Number', text: m[1] });
      notes.push(`+Number "${m[1]}"`);
    }
    return { attrs, notes };
  },
  'percent-words'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    for (const m of e.text.matchAll(PERCENT_WORDS)) {
      const words = m[1];
      // The Percentage is the figure alone: "five percent (5%)" labelled whole becomes "5%".
      const whole = attrs.findIndex((a) => a.type === 'Percentage' && lower(a.text) === lower(m[0]));
      if (whole >= 0) {
        const figure = /\(\s*(\d+(?:\.\d+)?\s*%)\s*\)$/.exec(m[0])[1];
        attrs[whole] = { type: 'Percentage', text: figure };
        notes.push(`Percentage "${m[0]}" -> "${figure}"`);
      }
      if (attrs.some((a) => a.type === 'Number' && lower(a.text) === lower(words))) continue;
      attrs.push({ type: 'Number', text: words });
      notes.push(`+Number "${words}"`);
    }
    return { attrs, notes };
  },
  'section-ref'(e) {
    const notes = [];
    const attrs = [];
    const kept = new Map();
    for (const a of e.attributes) {
      if (a.type !== 'Number') { attrs.push(a); continue; }
      const at = occurrences(e.text, a.text);
      const free = at.filter((k) => !SECTION_BEFORE.test(e.text.slice(Math.max(0, k - 60), k))).length;
      const used = kept.get(lower(a.text)) ?? 0;
      if (at.length > 0 && used >= free) { notes.push(`-Number "${a.text}"`); continue; }
      kept.set(lower(a.text), used + 1);
      attrs.push(a);
    }
    return { attrs, notes };
  },
  'long-id'(e) {
    const notes = [];
    const attrs = e.attributes.filter((a) => {
      // (h26s31a) with a register's check character after it too: "UEN 201912345K", "business ID 2845671-3".
      const drop = a.type === 'Number' && /^\d[\d ]*\d(?:-\d|[A-Z])?$/.test(a.text) && a.text.replace(/[ A-Z-]/g, '').length >= 7;
      if (drop) notes.push(`-Number "${a.text}"`);
      return !drop;
    });
    return { attrs, notes };
  },
  'not-less-than'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      if (a.type !== 'Duration') return a;
      const full = /^not (less than .+)$/i.exec(a.text);
      if (full) { notes.push(`Duration "${a.text}" -> "${full[1]}"`); return { ...a, text: full[1] }; }
      if (/^less than /i.test(a.text)) return a;
      const before = occurrences(e.text, a.text).some((k) => /\bnot less than\s$/i.test(e.text.slice(Math.max(0, k - 20), k)));
      if (!before) return a;
      const text = `less than ${a.text}`;
      notes.push(`Duration "${a.text}" -> "${text}"`);
      return { ...a, text };
    });
    return { attrs, notes };
  },
  'less-than': (e) => keepBound(e, 'less than'),
  // (h22s23) a Duration bounded by "more than" keeps the bound: "more than five days" (docs/contracts.md, Duration:
  // spans opening on "more than" keep their bound, as the visible half's spans do; "not more than three months" is
  // "more than three months" as "not less than" gives "less than"). A label already holding a bound is left.
  'more-than': (e) => keepBound(e, 'more than'),
  // (h23conv) "at least N days" keeps its bound as "within", "less than" and "more than" do (docs/contracts.md, C19):
  // sets 1-23 label it so 100 times, set 24 alone labels the bare count (7).
  'at-least': (e) => keepBound(e, 'at least'),
  // (the lead, session 23; C19) "up to N months" keeps its bound as "at least" does: sets 1-26 label it so 22 times,
  // set 27 alone dropped it (3), and parley's span keeps it (h24s27a).
  'up-to': (e) => keepBound(e, 'up to'),
  'deadline-words'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      const m = a.type === 'Duration' && /^(?:no later than|not later than|a minimum of|a maximum of) (.+)$/i.exec(a.text);
      // Only a count of time: "no later than the first Home Game" names an event, no Duration this rule can mend.
      if (!m || !new RegExp(`^(?:\\d|${NUMBER_WORD}\\b)`, 'i').test(m[1])) return a;
      notes.push(`Duration "${a.text}" -> "${m[1]}"`);
      return { ...a, text: m[1] };
    });
    return { attrs, notes };
  },
  'time-on-date'(e) {
    const notes = [];
    let attrs = [...e.attributes];
    for (const time of e.attributes.filter((a) => a.type === 'DateTime')) {
      for (const date of e.attributes.filter((a) => a.type === 'DateTime' && a !== time)) {
        const whole = `${time.text} on ${date.text}`;
        const k = foldSameLength(e.text).indexOf(foldSameLength(whole));
        if (k < 0 || !attrs.includes(time) || !attrs.includes(date)) continue;
        attrs = attrs.filter((a) => a !== time && a !== date);
        attrs.push({ ...time, text: e.text.slice(k, k + whole.length) });
        notes.push(`DateTime "${time.text}" + "${date.text}" -> "${whole}"`);
      }
    }
    return { attrs, notes };
  },
  'frequency-word'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    for (const m of e.text.matchAll(FREQUENCY_WORD)) {
      const w = m[1];
      const covered = attrs.filter((a) => a.type === 'Duration' && new RegExp(`(?<![-\\w])${w}(?![-\\w])`, 'i').test(a.text)).length;
      const seen = [...e.text.slice(0, m.index + w.length).matchAll(new RegExp(`(?<![-\\w])${w}(?![-\\w])`, 'g'))].length;
      if (covered >= seen) continue;
      attrs.push({ type: 'Duration', text: w });
      notes.push(`+Duration "${w}"`);
    }
    return { attrs, notes };
  },
  'count-words'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    const spans = labelledSpans(e);
    for (const m of e.text.matchAll(COUNT_WORD)) {
      const words = m[1];
      const end = m.index + words.length;
      if (/[A-Z]/.test(words) || inside(spans, m.index, end)) continue;
      const after = e.text.slice(end, end + 60);
      const before = e.text.slice(Math.max(0, m.index - 40), m.index);
      if (NOT_A_COUNT_AFTER.test(after) || TIME_UNIT_AFTER.test(after)) continue;
      if (words === 'one' && PRONOUN_BEFORE.test(before)) continue;
      if (words === 'one' && PRONOUN_ONE.before.test(before) && PRONOUN_ONE.after.test(after)) continue;
      // The party idiom "on (the) one side/part/hand" and "one" as a clause's subject ("if one is hired") count nothing
      // (docs/contract-labels.md's Number row, h120conv; contracts-relabel-one-pronoun.mjs).
      if (words === 'one' && oneCountsNothingAt(e.text, m.index)) continue;
      // Money restated in words ("(in words: one hundred …)") is the money's Number, labelled by its own convention.
      if (/\bin words\s*:?\s*$|\bin words\b[^)]*$/i.test(before)) continue;
      if (PART_BEFORE.test(before)) continue;
      // A number of the element's own list or outline ("one." opening an item) is no count.
      if (m.index === 0 && /^[.):]/.test(after)) continue;
      attrs.push({ type: 'Number', text: words });
      notes.push(`+Number "${words}"`);
    }
    return { attrs, notes };
  },
  // (h26s31a) a country named as a republic is one place with its title: "the Republic of Austria" → Location "Republic
  // of Austria", "the Federal Republic of Germany" whole (docs/contracts.md, Countries: a republic's qualifiers are part
  // of its name; sets 13-27 label 9 of 9 so, set 31 the one left as "Austria").
  'republic-name'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      if (a.type !== 'Location') return a;
      const m = new RegExp(`((?:[A-Z][a-z]+ )*Republic of )${a.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).exec(e.text);
      if (!m || /Republic of/.test(a.text)) return a;
      const text = m[0].replace(/^(?:The|the) /, '');
      notes.push(`Location "${a.text}" -> "${text}"`);
      return { ...a, text };
    });
    return { attrs, notes };
  },
  'state-name'(e) {
    const notes = [];
    // Only as many as the text writes with the title and the labels do not yet take whole ("the State of New York …
    // New York, New York" keeps its other, bare mentions).
    const whole = (w) => e.attributes.filter((a) => a.type === 'Location' && a.text === w).length;
    const taken = new Map();
    const attrs = e.attributes.map((a) => {
      if (a.type !== 'Location' || /^(?:State|Province|Commonwealth) of /.test(a.text)) return a;
      const m = new RegExp(`(?:State|Province|Commonwealth) of ${escape(a.text)}(?![A-Za-z])`).exec(e.text);
      if (!m) return a;
      const written = [...e.text.matchAll(new RegExp(escape(m[0]) + '(?![A-Za-z])', 'g'))].length;
      if (whole(m[0]) + (taken.get(m[0]) ?? 0) >= written) return a;
      taken.set(m[0], (taken.get(m[0]) ?? 0) + 1);
      notes.push(`Location "${a.text}" -> "${m[0]}"`);
      return { ...a, text: m[0] };
    });
    return { attrs, notes };
  },
  'level-name'(e) {
    const notes = [];
    const levels = [...e.text.matchAll(/\d{1,2}/g)].filter((m) => LEVEL_BEFORE.test(e.text.slice(Math.max(0, m.index - 24), m.index))).map((m) => m[0]);
    const attrs = e.attributes.filter((a) => {
      const at = a.type === 'Number' ? levels.indexOf(a.text) : -1;
      if (at < 0) return true;
      levels.splice(at, 1);
      notes.push(`-Number "${a.text}"`);
      return false;
    });
    return { attrs, notes };
  },
  'standard-number'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    const seen = new Map();
    for (const m of e.text.matchAll(STANDARD_NUMBER)) {
      const w = m[1];
      seen.set(w, (seen.get(w) ?? 0) + 1);
      if (attrs.filter((a) => a.type === 'Number' && a.text === w).length >= seen.get(w)) continue;
      attrs.push({ type: 'Number', text: w });
      notes.push(`+Number "${w}"`);
    }
    return { attrs, notes };
  },
  'statute-number'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    const spans = labelledSpans(e);
    const seen = new Map();
    for (const m of e.text.matchAll(STATUTE_NUMBER)) {
      const w = m[1];
      const at = m.index + m[0].length - w.length;
      if (spans.some(([b, t]) => b <= at && at + w.length <= t && !(b === at && t === at + w.length))) continue;
      seen.set(w, (seen.get(w) ?? 0) + 1);
      if (attrs.filter((a) => a.type === 'Number' && a.text === w).length >= seen.get(w)) continue;
      attrs.push({ type: 'Number', text: w });
      notes.push(`+Number "${w}"`);
    }
    return { attrs, notes };
  },
  'part-ref'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    const spans = labelledSpans(e);
    const have = (w) => attrs.filter((a) => a.type === 'Number' && a.text === w).length;
    const seen = new Map();
    for (const m of e.text.matchAll(PART_REF)) {
      const w = m[1];
      const at = m.index + m[0].length - w.length;
      // The element's own heading ("Article 3. Price", "SCHEDULE 1 – THE WORKS") is no reference.
      if (/^\W*$/.test(e.text.slice(0, m.index))) continue;
      // C37 as the real response reads clauses: an outline position ("clause 2.2.1") and a dotted number ending its
      // sentence ("Clause 38.2.") stay bare, as parley leaves them (recognizers.ts, joinDottedNumbers).
      if (/^clause/i.test(m[0]) && (/\d\.\d+\./.test(w) || (w.includes('.') && /^\.(?:\s|$)/.test(e.text.slice(at + w.length))))) continue;
      if (spans.some(([s, t]) => s <= at && at + w.length <= t && !(s === at && t === at + w.length))) continue;
      seen.set(w, (seen.get(w) ?? 0) + 1);
      if (have(w) >= seen.get(w)) continue;
      attrs.push({ type: 'Number', text: w });
      notes.push(`+Number "${w}"`);
    }
    return { attrs, notes };
  },
  'every-count'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      const m = a.type === 'Duration' && EVERY_COUNT.exec(a.text);
      if (!m) return a;
      notes.push(`Duration "${a.text}" -> "${m[1]}"`);
      return { ...a, text: m[1] };
    });
    return { attrs, notes };
  },
  'count-in-frequency'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      const m = a.type === 'Duration' && COUNT_WITH_TAIL.exec(a.text);
      if (!m) return a;
      notes.push(`Duration "${a.text}" -> "${m[1]}"`);
      return { ...a, text: m[1] };
    });
    // A count in a frequency that no label covers yet: "staffed twenty-four hours a day" → Duration "twenty-four hours".
    const spans = labelledSpans({ ...e, attributes: attrs });
    for (const m of e.text.matchAll(COUNT_IN_FREQUENCY)) {
      const end = m.index + m[1].length;
      if (spans.some(([s, t]) => s < end && m.index < t)) continue;
      attrs.push({ type: 'Duration', text: m[1] });
      notes.push(`+Duration "${m[1]}"`);
    }
    return { attrs, notes };
  },
  'date-period'(e) {
    const notes = [];
    const attrs = e.attributes.flatMap((a) => {
      const m = a.type === 'DateTime' && DATE_PERIOD.exec(a.text);
      if (!m) return [a];
      notes.push(`DateTime "${a.text}" -> "${m[1]}", "${m[2]}"`);
      return [{ ...a, text: m[1] }, { ...a, text: m[2] }];
    });
    return { attrs, notes };
  },
  'calendar-period'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      const m = a.type === 'Duration' && CALENDAR_PERIOD_WORDS.exec(a.text);
      if (!m) return a;
      notes.push(`Duration "${a.text}" -> "${m[1]}"`);
      return { ...a, text: m[1] };
    });
    return { attrs, notes };
  },
  'percent-figure'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      const m = a.type === 'Percentage' && PERCENT_BOUND.exec(a.text);
      if (!m) return a;
      notes.push(`Percentage "${a.text}" -> "${m[1]}"`);
      return { ...a, text: m[1] };
    });
    return { attrs, notes };
  },
  'statute-state'(e) {
    const notes = [];
    const cited = [...e.text.matchAll(STATUTE_STATE)].map((m) => m[1]);
    const attrs = e.attributes.filter((a) => {
      const i = a.type === 'Location' ? cited.indexOf(a.text) : -1;
      if (i < 0) return true;
      cited.splice(i, 1);
      notes.push(`-Location "${a.text}"`);
      return false;
    });
    return { attrs, notes };
  },
  'bare-frequency'(e) {
    const notes = [];
    const attrs = e.attributes.filter((a) => {
      const drop = a.type === 'Duration' && BARE_FREQUENCY.test(a.text);
      if (drop) notes.push(`-Duration "${a.text}"`);
      return !drop;
    });
    return { attrs, notes };
  },
  'country-abbreviation'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    const spans = labelledSpans(e);
    const letters = e.text.replace(/[^A-Za-z]/g, '');
    const shouting = letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
    const have = (w) => attrs.filter((a) => a.type === 'Location' && a.text === w).length;
    const seen = new Map();
    for (const m of e.text.matchAll(COUNTRY_ABBREVIATION)) {
      const w = m[1];
      const end = m.index + w.length;
      if (w === 'US' && shouting) continue;
      if (/^\s*(?:\$|dollars?\b|cents?\b)/i.test(e.text.slice(end, end + 12))) continue;
      if (spans.some(([s, t]) => s <= m.index && end <= t && !(s === m.index && t === end))) continue;
      seen.set(w, (seen.get(w) ?? 0) + 1);
      if (have(w) >= seen.get(w)) continue;
      attrs.push({ type: 'Location', text: w });
      notes.push(`+Location "${w}"`);
    }
    return { attrs, notes };
  },
  'two-places'(e) {
    const notes = [];
    const attrs = e.attributes.flatMap((a) => {
      if (a.type !== 'Location' || a.text !== 'England and Wales') return [a];
      notes.push('Location "England and Wales" -> "England", "Wales"');
      return [{ type: 'Location', text: 'England' }, { type: 'Location', text: 'Wales' }];
    });
    return { attrs, notes };
  },
};

const perRule = Object.fromEntries(Object.keys(RULES).map((r) => [r, 0]));
const { mode, changes } = relabelSets('11-19', (e, set, doc, k) => {
  if (!e.attributes) return undefined;
  const lines = [];
  for (const [name, rule] of Object.entries(RULES)) {
    if (only && !only.has(name)) continue;
    const { attrs, notes } = rule(e);
    if (!notes.length) continue;
    lines.push(relabelLine(set, doc, k, `${name}\t${notes.join('; ')}`, e.text));
    e.attributes = attrs; perRule[name] += notes.length;
  }
  return lines.length ? lines : undefined;
});
console.log(changes.join('\n'));
console.log(`${changes.length} element rule(s)${mode === 'apply' ? ' applied' : ' to apply'}; labels changed by rule: ${JSON.stringify(perRule)}`);
