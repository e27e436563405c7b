/**
 * Places the gazetteer does not list, read from the position a contract writes a place in: where a party is domiciled
 * or has its office, where the contract is made, where a dispute is heard, where goods wait or are handed over, and
 * how far from a town a limit runs. "domiciled in Pekanbaru", "This Agreement is made at Keswick on …", "arbitration in
 * Tauranga", "the courts sitting in Ramsey County", "our workshop in Nowy Sącz", "FCA Speyer (Incoterms 2020)",
 * "within 30 miles of Bendigo". The words after the position name the place when they are capitalised (one to four
 * words, "Palma de Mallorca", "Newcastle upon Tyne"); a language, a part of the document or a word that opens a phrase
 * ("arbitration in English", "made at Schedule 2", "in The …") is none, nor a possessive ("FCA Manufacturer's facility")
 * or a name that a number follows ("office at Unit 4", "at Passeig Marítim 28": an address's part). Sentences of the labelled sets name such places 80 times that the gazetteer misses
 * (h24s27a). Each match is bounded: linear.
 */
import { allCommonEnglishWords } from '../../../common/lexicon/english.js';
import { BUILDING_WORDS, FRENCH_STREET_KINDS_FIRST, FRENCH_STREET_PARTICLE, STREET_KINDS_FIRST_NO_TOWN_SOURCE, STREET_KINDS_FIRST_NO_WORD_SOURCE, STREET_KINDS_IN_FULL, STREET_WORDS, TOWN_PARTICLES } from './addresses.js';
import { COUNTRIES } from '../lexicon/gazetteer.js';
import { MONTH_NAME, WEEKDAY_NAME, isCalendarWordOrPlural } from '../lexicon/calendar-words.js';
import { CASED_MAKING_POSITIONS, MAKING_POSITIONS } from '../document/place-of-making.js';
import { ANY_LETTER_AFTER, listedAt, listedIndex } from '../lexicon/listed-names.js';
import type { Span } from '../text/text.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { endsAsBusiness, isOrganisationWord } from './person-names.js';
import { PLACE_SET } from '../lexicon/gazetteer.js';
import { LANGUAGE_NAMES } from '../lexicon/languages.js';

/** The listed countries, looked up by their first word (listed-names.ts). */
const COUNTRY_INDEX = listedIndex(COUNTRIES);

/**
 * A language named alone where a place's position stands before it ("Done in Lao in two originals", "made in Khmer and
 * English") is no place: docs/contracts.md's place rule "Not a language" (PLACE_AFTER's lookahead keeps the commonest
 * ones out). A language's name the gazetteer lists as a place is the place ("made in Tonga"). Issue 18, h117n90.
 */
const LANGUAGES_NO_PLACE: ReadonlySet<string> = new Set(LANGUAGE_NAMES.filter((l) => !PLACE_SET.has(l.toLowerCase())));

/**
 * A business's sites in the plural, before "in" or "at": a list of towns follows ("warehouses in Aa, Bb and Cc", "depots
 * at Dd and Ee"; issue 18, h105loc). Common words after it name none ("stores in Bulk": WIDE_POSITION).
 */
const SITE_PLURALS = 'warehouses|facilities|factories|plants|workshops|showrooms|depots|stores|yards|mills|branches|sites|terminals|wineries|breweries|distilleries|refineries|foundries|laboratories|docks|bakeries|dairies|hangars';
/**
 * A company's legal form, then "of" and its town: one source for POSITION and LEGAL_FORM_OF (hrev26). A comma may stand
 * before "of" ("Aa Cooperative Ltd, of Bb, represented by …"; issue 18, h118c90).
 */
const LEGAL_FORM_THEN_OF = String.raw`\b(?:Limited|Ltd\.?|LLC|LLP|Inc\.?|plc|GmbH)(?:,\s{1,3}|\s{1,3})of`;
/**
 * A company's legal form, then a comma: the town may follow (h34x44). Case-sensitive (a cased position): "limited," in
 * small letters is no company's. The civil-law forms a preamble writes before its town ("B.V.", "GmbH", "S.A.").
 */
// The German and Austrian partnerships too, "Aa Lift GmbH & Co KG, Brixlegg (hereinafter …)", "Bb OG, Cc" (h73t56).
const LEGAL_FORM_THEN_COMMA = String.raw`(?<![\p{L}.])(?:Limited|Ltd\.?|LLC|LLP|Inc\.?|plc|PLC|GmbH|AG|KG|OG|B\.V\.|N\.V\.|S\.A\.|S\.p\.A\.|S\.r\.l\.|SARL|S\.A\.S\.|A\/S|AS|ASA|AB|Oy|ApS),`;
/** The position, case-insensitive: the words just before the place. */
const POSITION = new RegExp(
  [
    // A party's seat.
    String.raw`\b(?:domiciled|resident|residing|headquartered|based|established)\s{1,3}(?:in|at)`,
    // "with its seat and registered address in Varna" (a Bulgarian entry's; issue 18, h75t57).
    // A Baltic or Polish entry's "legal address in Jelgava" (the registered address; issue 18, h76t58).
    // A Central European entry gives it as a field after a colon: "(registered office: Aa; company registration number:
    // …)", "(place of residence: Bb; …)" (Hungarian, Czech and Slovak drafting in English; issue 18, h77t59).
    String.raw`\b(?:registered|head|principal|legal)\s{1,3}(?:office|offices|seat|address|place\s{1,3}of\s{1,3}business)(?:\s{1,3}(?:is\s{1,3})?(?:in|at)|\s{0,2}:)`,
    String.raw`\bplace\s{1,3}of\s{1,3}residence(?:\s{1,3}(?:is\s{1,3})?(?:in|at)|\s{0,2}:)`,
    // "having / with / has its seat in", "whose seat is at" (a civil-law entry's seat, an arbitration's: h73left).
    String.raw`\b(?:(?:having|has|with)\s{1,3}its|whose)\s{1,3}seat\s{1,3}(?:is\s{1,3})?(?:in|at)`,
    // A company's town after its legal form (LEGAL_FORM_OF, tested again with what follows the town).
    LEGAL_FORM_THEN_OF,
    // Where the contract is made or signed (place-of-making.ts).
    ...MAKING_POSITIONS,
    // Where a dispute is heard.
    String.raw`\b(?:arbitration|mediation|conciliation)\s{1,3}(?:seated\s{1,3})?(?:in|at)`,
    String.raw`\bcourts?\s{1,3}(?:sitting\s{1,3}|located\s{1,3}|situated\s{1,3})?(?:in|at)`,
    String.raw`\b(?:place|seat|venue)\s{1,3}of\s{1,3}(?:jurisdiction|arbitration)\s{1,3}(?:is|shall\s{1,3}be)`,
    // (h25s29a) "the courts of Alexandria shall have jurisdiction": courts in the plural are a place's, no named body
    // (C25 keeps "the Court of Belluno" one Organization).
    String.raw`\bcourts\s{1,3}of`,
    // A place of business's site.
    // (h28a34) A carrier's or a shipper's terminal: "pick up each load at the terminal in Aa".
    // (h48attr) A maker's or a tester's works as such a site: "the Buyer's winery in Aa", "its foundry in Bb", "an
    // independent laboratory in Cc", "the Co-Packer's dock in Dd", "the Buyer's cellar at Ee" (sets 26, 32, 33, 35).
    // (h76t58) A building plot in a district: "a villa on his plot in Al Khuwair", "the parcel at Bawshar".
    String.raw`\b(?:warehouse|facility|factory|plant|workshop|showroom|depot|store|yard|mill|premises|branch|office|offices|site|base|terminal|winery|brewery|distillery|refinery|foundry|laboratory|dock|cellar|bakery|dairy|hangar|plot|parcel)\s{1,3}(?:in|at)`,
    String.raw`\b(?:${SITE_PLURALS})\s{1,3}(?:in|at)`,
    // Where goods are handed over (Incoterms) and how far a limit runs.
    String.raw`\b(?:FCA|EXW|FOB|FAS|CPT|CIP|DAP|DPU|DDP|CFR|CIF|ex\s{1,3}works)`,
    String.raw`\b(?:miles|kilometres|kilometers|km)\s{1,3}(?:of|from)`,
    // (h25s29a) Where a journey runs, for the travel a party pays: "airfare for travel to and from Billings", "mileage
    // between Revelstoke and the lodge", "flights from Calgary".
    String.raw`\b(?:travel(?:ling|ing)?|airfares?|mileage|journeys?|flights?|commut(?:e|ing))\s{1,3}(?:to\s{1,3}and\s{1,3}from|between|from|to)`,
    // (h25s28a) A site described by the town it is near ("a farm near Keswick"), a municipality or commune a site lies
    // in ("in the municipality of Agordo"), and the place of making when a date follows ("Made in Treviso on 3 May
    // 2027": a figure after "on", and no currency: "made in Euros on 1 May" is a payment's).
    String.raw`\bnear`,
    String.raw`\b(?:municipality|commune)\s{1,3}of`,
    // An island a town or a site lies on, as island states' addresses write it ("in Espargos, island of Sal", "on the
    // island of Maio"; C48's town and region are read apart here, as set 62 labels them; issue 18, h80t62).
    String.raw`\bislands?\s{1,3}of`,
    // (h26s30a) Where a site, a property or a business lies: "the inn located in Aa", "land situated in Aa" (a street
    // address after "located at" is the address reader's: a number opens it, no capitalised word).
    String.raw`\b(?:located|situated|situate)\s{1,3}(?:in|at)`,
    // (h29attr) A site by its bearing from a town: "the cabin 40 km north of Aa", "south-east of Bb".
    String.raw`\b(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west)\s{1,3}of`,
    // (h73t56) The land a business runs in: "neighbouring ski areas in Aa", "resorts in Bb", "vineyards in the Cc region"
    // is REGION_WORD's; a name of common words after it is none (WIDE_POSITION).
    String.raw`\b(?:areas?|regions?|resorts?)\s{1,3}in`,
    // (h75t57) Where a vessel, a cargo or a traveller arrives or a ship calls: "expected to arrive in Varna", "cannot call
    // at Constanța", "on arrival at Durban". A name of common words after it is none ("arrive at Site": WIDE_POSITION).
    String.raw`\b(?:arrive|arrives|arriving|arrival|call|calls|calling)\s{1,3}(?:in|at)`,
    // (h75t57) The seat of an arbitral body after its name: "the Chamber of Commerce and Industry in Sofia", "the Court of
    // Arbitration at Belgrade", as "the courts in Aa" give theirs.
    String.raw`\b(?:chamber\s{1,3}of\s{1,3}commerce(?:\s{1,3}and\s{1,3}industry)?|court\s{1,3}of\s{1,3}arbitration|arbitration\s{1,3}(?:court|centre|center|institute|chamber))\s{1,3}(?:in|at)`,
  ].join('|'),
  'gi',
);
/**
 * (h31a42) A company's town after its legal form, as a preamble writes a party: "Kestrel Services Limited of Leeds
 * ("the Contractor")", "Tasman Engineering Pty Ltd of Dandenong South, Victoria (Supplier)". Only where the town (and
 * perhaps one region after a comma) closes before a bracket, a stop, "and", "as" or an apposition: after it a longer
 * address may go on ("Limited of Ballymore, Co. Kildare, W91 K2P7"), which the address reader must read whole.
 */
const LEGAL_FORM_OF = new RegExp(`(?:${LEGAL_FORM_THEN_OF}|${LEGAL_FORM_THEN_COMMA})$`, 'u');
/** Only the comma after a legal form: another company's name or a street may follow it, no town (h34x44). */
const LEGAL_FORM_COMMA = new RegExp(`${LEGAL_FORM_THEN_COMMA}$`, 'u');
const STREET_OR_BUILDING_END = new RegExp(`\\s(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')})$`);
/**
 * What closes the town after a legal form: a bracket, a stop, "and", "as", an apposition, or (issue 18, h118c90) the
 * party's representative or agent after a comma ("Aa Ltd, of Bb, represented by its manager …", "Aa Limited of Bb, acting
 * through its director …"), as the address reader ends an address there (addresses.ts' ADDRESS_END).
 */
const TOWN_CLOSES = /^(?:,\s{1,3}\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)?(?:\s{0,3}[(;.]|\s(?:and|as)\s|,\s{1,3}(?:a|an|the|represented|acting)\s|\s{0,3}$)/u;

/** A company's registration in a country (one to three capitalised words), a comma and "of": the town follows. */
const REGISTERED_IN_COUNTRY_OF = String.raw`\b(?:registered|incorporated|organi[sz]ed|established)\s{1,3}in\s{1,3}\p{Lu}[\p{L}\p{M}]{1,30}(?:\s\p{Lu}[\p{L}\p{M}]{1,30}){0,2},\s{1,3}of`;
const REGISTERED_THEN_OF = new RegExp(`${REGISTERED_IN_COUNTRY_OF}$`, 'u');
/** A state's divisions' words in small letters, before "of" and the division's name (CASED_POSITION, WIDE_POSITION). */
// A parish is one where the Caribbean, the Channel Islands, Andorra and Louisiana divide the land so ("in the parish of
// Aa Bb in this Island": set 67, issue 18, h89at).
const DIVISION_WORDS = 'department|province|region|canton|prefecture|governorate|oblast|parish';
/**
 * The same divisions and a town's words in the plural, before "of": a list of places follows ("the counties of Aa and
 * Bb", "the cantons of Cc and Dd", "the municipalities of Ee, Ff and Gg"; issue 18, h105loc). In small letters only, and
 * a name of common words after it is none ("the departments of Finance and Legal": WIDE_POSITION).
 */
const DIVISION_PLURALS = 'departments|provinces|regions|cantons|prefectures|governorates|oblasts|parishes|districts|counties|municipalities|communes|cities|towns|villages|ports';
/** Positions that need the place's capitals to tell them (case-sensitive, h25s28a). */
const CASED_POSITION = new RegExp(
  [
    // The place of making when its date follows (place-of-making.ts): "Signed for Acme Limited at Keswick on 3 May 2027",
    // "In Aa, on 3 May 2027", "Made in Treviso on 3 May 2027".
    ...CASED_MAKING_POSITIONS,
    // (h27s32a) A town called so in small letters: "the courts of the city of Aa", "a farm in the town of Bb" (in
    // capitals, "the City of Aa" may be the body that governs it: government-names.ts).
    // (h75t57) A district or a port called so in small letters: "fields in the district of Aa", "at the port of Bb".
    String.raw`\b(?:city|town|village|district|port)\s{1,3}of`,
    // (h88at) A state's division called so in small letters, as Latin American, Armenian and Central Asian drafting in
    // English names a party's or a court's region: "weavers of the department of Aa", "the province of Bb", "the region
    // of Cc", "the oblast of Dd" (sets 63, 64 and 66 label the place after each). A name of common words after it is none
    // ("the department of Human Resources": WIDE_POSITION).
    String.raw`\b(?:${DIVISION_WORDS})\s{1,3}of`,
    String.raw`\b(?:${DIVISION_PLURALS})\s{1,3}of`,
    // (h34x44) A company's town after its legal form and a comma, as a preamble writes a party: "Afspraak Direct B.V.,
    // Utrecht (the "Platform")" (C48), tested again with what follows the town (LEGAL_FORM_OF).
    LEGAL_FORM_THEN_COMMA,
    // A company's town after its country of registration, as a preamble writes a party: "Aa ApS, a company registered in
    // Denmark, of Aarhus ("Aa")" (C48; issue 18, h55n51), tested again with what follows the town (REGISTERED_THEN_OF).
    REGISTERED_IN_COUNTRY_OF,
  ].join('|'),
  'gu',
);
/**
 * A town written before its country after a comma, as an address ends ("…, Stavanger, Norway"): the town's position is
 * the comma before it (an address's last parts) and its country after it (after the blanks the lookahead captures,
 * code looks the country up, no letter after it). No other cased position starts with a comma: such a comma is one
 * wherever no other cased position's match holds it, as when this was the last branch of CASED_POSITION (h29speed).
 */
const COMMA_BEFORE_TOWN = /,(?=(\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,2},\s{1,3}))/gu;

/** The cased positions (CASED_POSITION's and the commas before a town and its country), left to right. */
function casedPositions(text: string): { index: number; 0: string }[] {
  const out: { index: number; 0: string }[] = [];
  const cased = [...matchesOf(CASED_POSITION, text)];
  let k = 0;
  if (text.includes(',')) for (const m of matchesOf(COMMA_BEFORE_TOWN, text)) {
    if (listedAt(COUNTRY_INDEX, text, m.index + 1 + m[1].length, ANY_LETTER_AFTER) === undefined) continue;
    while (k < cased.length && cased[k].index + cased[k][0].length <= m.index) out.push(cased[k++]);
    if (k < cased.length && cased[k].index <= m.index) continue;
    out.push(m);
  }
  out.push(...cased.slice(k));
  return out;
}

/**
 * The place after the position: capitalised words, with the particles place names carry, then what may follow it. Not
 * a word cut at a hyphen or an apostrophe before a letter: "FCA Co-Packer's dock" names a party's premises (h27a33).
 * Nor "No" opening a street's number ("Registered address: No. 77 Binwen Road", h77t59).
 */
// The particles are the towns' of addresses.ts ("Rio das Pedras", "Castro de Rei": "das" was missing here, and the town
// was cut to "Rio"; issue 18, h68s54), and the English "upon"/"on" ("Stratford upon Avon").
const PLACE_PARTICLES = [...TOWN_PARTICLES, 'upon', 'on'].join('|');
// Not before a lake named with its kind's word ("the village of Kela on Inle Lake", "a town on Lake Chilwa"): a place by
// the lake, which is a place of its own (places-by-kind-word.ts), where "Stratford upon Avon" names the town by its river
// (issue 18, h103p61; set 79's Kela).
const NOT_A_LAKE_AFTER = String.raw`(?!(?:Lake|Loch)\s\p{Lu}|\p{Lu}[\p{Ll}\p{M}'’-]{1,30}\sLake(?![\p{L}\p{M}]))`;
const PLACE_AFTER = new RegExp(
  String.raw`\s{1,3}(?!(?:The|This|That|These|Its|Their|Our|Your|His|Her|Any|Each|Schedule|Clause|Section|Article|Annex|Appendix|Part|Exhibit|English|French|Spanish|German|Arabic|Chinese|Portuguese|Italian|Dutch|Russian|Thai|Japanese|Accordance|Writing|Counterparts|Witness|No|${MONTH_NAME}|${WEEKDAY_NAME}|Incoterms)\b)(\p{Lu}[\p{Ll}\p{M}'’-]+(?:(?:\s(?:${PLACE_PARTICLES})\s${NOT_A_LAKE_AFTER}|\s)\p{Lu}[\p{Ll}\p{M}'’-]+){0,3})(?![\p{L}\p{M}\d]|[-'’]\p{L})`,
  'uy',
);

/**
 * A route written as its stops joined by dashes after "line" or "route": "on the line Aa – Bb – Cc", "the route Aa - Bb"
 * (a ferry's, a bus's or a haulier's): each stop is a place. One to three capitalised words a stop; bounded: linear.
 */
const STOP = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}`;
const ROUTE = new RegExp(String.raw`\b(?:line|lines|route|routes|crossing|crossings)\s{1,3}(${STOP}(?:\s{1,3}[–—-]\s{1,3}${STOP}){1,8})(?![\p{L}\p{M}\d])`, 'gu');
const STOP_IN_ROUTE = new RegExp(STOP, 'gu');

/**
 * The positions whose words also open a thing's or a state's description: "situated in Good Condition", "located in
 * Warehouse Three", "In Consideration, on 3 May …", "In Phase Two, on 1 June …". After them a name made only of common
 * English words (tier 20 or more common) is no town; a town's own name is rarely one ("Keswick", "Treviso").
 */
// So does the common-law preamble's "made … this 3rd day of March 2027 in" and "entered into as of March 3, 2027 in"
// (h32a43's place of making): "in Good Faith", "in Full Settlement" follow its date as often as a town (hrev27). The
// civil-law "Signed on 3 May 2027 in Aa" keeps its place as before.
const WIDE_POSITION = new RegExp(String.raw`^(?:\s{0,3}In|located|situated|situate|areas?|regions?|resorts?|arriv\w{1,4}|call\w{0,3}|port|${DIVISION_WORDS}|${DIVISION_PLURALS}|${SITE_PLURALS})\b|(?:\bday\s{1,3}of\s{1,3}[a-z]{3,9}|\b[a-z]{3,9}\s{1,3}\d{1,2}(?:st|nd|rd|th)?),?\s{1,3}\d{4},?\s{1,3}in$`, 'i');


/** A house number standing between commas, as Romance addresses write it (", 118"). */
const HOUSE_NUMBER_BEFORE = /,\s{0,3}\d{1,5}[A-Za-z]?$/;

/**
 * A street's kind written before its name, as French, Romance and Malay addresses write it ("at Rue Njo-Njo, Douala", "at
 * Boulevard de la Liberté, Douala", "at Jalan Ampang"): the street opens the address, no town; the town after its comma
 * is read on its own and the street joined to it (street-before-town.ts, C48). The kinds of addresses.ts that open no
 * town's name (STREET_KINDS_FIRST_NO_TOWN_SOURCE: "in Chalan Kanoa" is a village). Anchored at the place's first word.
 */
const STREET_KIND_OPENS = new RegExp(String.raw`^(?:(?:${STREET_KINDS_FIRST_NO_TOWN_SOURCE})\s{1,3}(?:${FRENCH_STREET_PARTICLE}|\p{Lu})|(?:${FRENCH_STREET_KINDS_FIRST.join('|')})\s{1,3}${FRENCH_STREET_PARTICLE})`, 'u');

/** A building's head word ending the name. */
const BUILDING_END = new RegExp(`\\s(?:${[...BUILDING_WORDS, 'Towers', 'Plaza', 'Complex', 'Estate'].join('|')})$`);

/**
 * A place named before the word that says what it is, in small letters (h29attr): a town's clock ("after 17:00 Aa time",
 * "at 9 a.m. Bb time": a clock time before it; not a country's adjective, "Argentine time"), and a region ("in the Aa region", "across the Bb area"). One or two
 * capitalised words; not common English words ("the Service area", "17:00 Local time"). Bounded: linear.
 */
const TOWN_TIME = /\d(?:\s{0,3}(?:a\.m\.|p\.m\.|am|pm|hours|hrs))?\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?)\s{1,3}time\b/gu;
const REGION_WORD = /\b(?:in|across|throughout|within|from)\s{1,3}the\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?)\s{1,3}(?:region|area|district|province|county|valley)\b/gu;
/**
 * Two places a region's word in the plural follows, joined by "and": "permits for the border zones of the Issyk-Kul and
 * Naryn regions", "in the Chui and Talas provinces" (each a Location, as "in the Aa region" gives one; issue 18, h80t62).
 * After "of" too: the plural word shows both are regions. Bounded: linear.
 */
// A name's part after a hyphen may open with a capital ("the Alay-Kuu and Chatkal regions", "the Qacha and
// Thaba-Putsoa districts"), and more than two may be listed, with commas ("the Aa, Bb and Cc districts"). Only a
// state's divisions (C103's kinds): "areas" are none ("the Aa, Bb and Cc areas of Leeds" name a town's parts; issue 18,
// h105loc).
const HYPHENED_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:(?<=-)\p{Lu}[\p{Ll}\p{M}'’-]{1,30})?`;
const REGIONS_JOINED = new RegExp(String.raw`\b(?:in|across|throughout|within|from|of)\s{1,3}the\s{1,3}(${HYPHENED_WORD}(?:,\s{1,3}${HYPHENED_WORD}){0,6},?\s{1,3}and\s{1,3}${HYPHENED_WORD})\s{1,3}(?:regions|districts|provinces|counties|municipalities|valleys)\b`, 'gu');
const REGION_IN_JOINED = new RegExp(HYPHENED_WORD, 'gu');
/**
 * More towns after a town in a place's position, each after a comma, the last after "or" or "and", closing at a stop:
 * "visit our office in Apia, Salelologa or Asau." (a list of the party's towns; issue 18, h80t62). Each one or two
 * capitalised words; `placesInPosition` drops a list with a business's name or common words only. Anchored, bounded: linear.
 */
const TOWN_WORDS = String.raw`${HYPHENED_WORD}(?:\s${HYPHENED_WORD})?`;
/**
 * The one shape of a list of towns after a town: up to `most` more after commas, the last after "or" or "and", then a
 * stop of `stops` (a character class's body) or the text's end, or, `runsOn`, a word in small letters.
 */
const townsListed = (most: number, stops: string, runsOn: boolean): RegExp =>
  new RegExp(String.raw`^((?:,\s{1,3}${TOWN_WORDS}){0,${most}}),?\s{1,3}(?:or|and)\s{1,3}(${TOWN_WORDS})(?=\s{0,3}(?:[${stops}]|$)${runsOn ? String.raw`|\s{1,3}\p{Ll}` : ''})`, 'u');
const TOWNS_LISTED_AFTER = townsListed(4, '.;:)', false);
/**
 * After a position in the plural ("warehouses in", "the counties of", "offices in") the list is expected: it may run on
 * into a word in small letters or a comma ("the counties of Aa and Bb for the term", "depots at Cc, Dd and Ee, each
 * …"; issue 18, h105loc). Anchored, bounded: linear.
 */
const TOWNS_LISTED_RUNNING_ON = townsListed(6, '.;:),', true);
const PLURAL_POSITION = new RegExp(`^(?:${SITE_PLURALS}|${DIVISION_PLURALS}|offices)\\b`, 'i');
const TOWN_IN_LIST = new RegExp(TOWN_WORDS, 'gu');
/**
 * A witness's town after the witness's name, closing the line: "Witness: Aa Bb Cc, Dd" (a town, not a post: common words,
 * "Solicitor", "Notary", are none). Anchored at the line's start; bounded: linear.
 */
const WITNESS_TOWN = /(?:^|\n)\s{0,3}Witness(?:es)?(?:\s{1,3}\d{1,2}\.?)?\s{0,3}:\s{0,3}(?:\p{Lu}[\p{L}\p{M}.'’-]{0,30}\s{1,3}){1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30},\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?)\s{0,3}(?=$|\n)/gu;
/**
 * A signer's town between the post and the date, closing a signature line: "For Aa e.V.: Prof. Dr. Bb Cc, Director,
 * Kassel, 2028-02-24", "Dd Ee, Chairperson of the Trustees, Khorixas, 20 February 2028" (issue 18, h77t60). The post is
 * one to four words after a comma, common English words (`placesBeside` checks it, so no name of a person stands
 * there: "Bb Cc, Kassel, …" is not read); the town one or two capitalised words, the date in figures or with its month's
 * name, then the line's end. Bounded: linear.
 */
const SIGNER_TOWN_DATE = new RegExp(String.raw`,\s{1,3}(\p{Lu}\p{Ll}{1,30}(?:\s{1,3}\p{L}{1,30}){0,3}),\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+)?),\s{1,3}(?:\d{1,2}\.\s?\d{1,2}\.\s?\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s{1,3}${MONTH_NAME}\s{1,3}\d{4}|${MONTH_NAME}\s{1,3}\d{1,2},\s{1,3}\d{4})\s{0,3}(?=$|\n|\|)`, 'gu');
/**
 * A journey's two ends, "from Aa to Bb": each a place when the other is one the gazetteer lists (`isListed`), so a town it
 * lacks is read beside one it has ("by rail from Aa to Beijing"). One to three capitalised words each. Bounded: linear.
 */
const FROM_TO = new RegExp(String.raw`\bfrom\s{1,3}(${STOP})\s{1,3}to\s{1,3}(${STOP})(?![\p{L}\p{M}\d])`, 'gu');

/**
 * A town after a street's name and a comma, closing the element, a sentence or a bracket: "the office building known as
 * Carrick House, Wellington Street, Leeds." (h31a42; an address with a number or a postcode is the address reader's).
 * One or two capitalised words; bounded: linear.
 */
// A street whose word opens its name, as Malay, Portuguese, Spanish and French addresses write it, is a street as well
// ("on Jalan Serasa, Muara", "at Rua Direita, Mindelo"; C48), and a word in small letters after a comma closes the town
// as a stop does ("Jalan Gadong, Tutong, including its sheds"; issue 18, h80t62). Not a bracket: "Pilgrim House, Boston
// Road, Fenwold (the Trust)" is the address reader's whole address. The kinds are addresses.ts's: STREET_KINDS_IN_FULL
// after the name, STREET_KINDS_FIRST_NO_WORD_SOURCE before it ("Thamel Marg, Kathmandu", "Rruga Antipatrea, Berat";
// h108st): not the Romance kinds that are English words or open firms' names ("Via Rail, Kingsbridge", "Plaza Holdings,
// Marrowby": ROMANCE_KINDS_ALSO_WORDS), and a kind first whose name holds a body's word is none either ("Rua Holdings,
// Marrowby": `isOrganisationWord`; h108mendS). The group `first` is the street of a kind written first.
const STREET_KINDS_AFTER = STREET_KINDS_IN_FULL.join('|');
const STREET_TOWN = new RegExp(String.raw`(?<![\p{L}])(?:\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){0,2}\s(?:${STREET_KINDS_AFTER})|(?<first>(?:${STREET_KINDS_FIRST_NO_WORD_SOURCE})\s\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){0,2})),\s{1,3}(?<town>\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)(?=\s{0,3}(?:[.;)]|$)|,\s{1,3}\p{Ll})`, 'gu');

/**
 * The same before a bracket where a building named with "the" opens the address: "…, of the Secretariat, Ross Road,
 * Stanley (the "Grantee")" — the address reader reads no address that opens on "the", so the town is read here, the
 * street joined to it after (street-before-town.ts), the building none (C48; issue 18, h101pl, set 76). The town alone
 * in its sentence stays the lists' ("Stanley" is a given name). One or two words each; bounded: linear.
 */
const BUILDING_STREET_TOWN = new RegExp(String.raw`\bthe\s{1,3}\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?,\s{1,3}\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){0,2}\s(?:${STREET_KINDS_AFTER}),\s{1,3}(\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)(?=\s{0,3}\()`, 'gu');

/** The places `text` writes in a place's position; `isListed` says whether words are a place the gazetteer lists. */
export function placesBeside(text: string, isListed: (words: string) => boolean): Span[] {
  const out: Span[] = [];
  const push = (m: RegExpMatchArray, group: string): void => {
    if (allCommonEnglishWords(group, 20)) return;
    const begin = (m.index ?? 0) + m[0].lastIndexOf(group);
    out.push({ begin, end: begin + group.length });
  };
  // "6:00 a.m. Argentine time", "Chinese time": a country's adjective names its zone, no place.
  if (text.includes('time')) for (const m of matchesOf(TOWN_TIME, text)) if (!/(?:ian|ean|ese|ish|ine)$/.test(m[1])) push(m, m[1]);
  if (text.includes(' the ')) for (const m of matchesOf(REGION_WORD, text)) push(m, m[1]);
  if (text.includes(' the ')) for (const m of matchesOf(REGIONS_JOINED, text)) {
    const begin = (m.index ?? 0) + m[0].indexOf(m[1]);
    for (const region of matchesOf(REGION_IN_JOINED, m[1])) if (!allCommonEnglishWords(region[0], 20)) out.push({ begin: begin + region.index, end: begin + region.index + region[0].length });
  }
  if (text.includes('itness')) for (const m of matchesOf(WITNESS_TOWN, text)) push(m, m[1]);
  // A department after the post is common words, tier 40 at most ("Director, Procurement, 2028-03-01", "Head of Sales,
  // Logistics, …"): no town unless the gazetteer lists it (review hrev76 of h77t60's position).
  if (text.includes(', ')) for (const m of matchesOf(SIGNER_TOWN_DATE, text)) if (allCommonEnglishWords(m[1], 35) && !isCalendarWordOrPlural(m[2]) && (!allCommonEnglishWords(m[2], 40) || isListed(m[2]))) push(m, m[2]);
  // "Collections from Park Lane, Mondays.": a day or a month after the street is a time, no town (hrev26).
  if (text.includes(', ')) for (const m of matchesOf(STREET_TOWN, text)) {
    const town = m.groups?.town ?? '';
    if (isCalendarWordOrPlural(town) || m.groups?.first?.split(' ').some(isOrganisationWord)) continue;
    push(m, town);
  }
  if (text.includes(', ') && text.includes('(')) for (const m of matchesOf(BUILDING_STREET_TOWN, text)) if (!isCalendarWordOrPlural(m[1])) push(m, m[1]);
  if (text.includes('from')) for (const m of matchesOf(FROM_TO, text)) {
    const [a, b] = [m[1], m[2]];
    const [listedA, listedB] = [isListed(a), isListed(b)];
    const beginA = (m.index ?? 0) + m[0].indexOf(a, 4);
    const beginB = (m.index ?? 0) + m[0].length - b.length;
    // "from Frankfurt to Amazon Web Services": a business's name at the other end is the company, no town (h31rev).
    if (listedB && !listedA && !allCommonEnglishWords(a, 20) && !endsAsBusiness(a)) out.push({ begin: beginA, end: beginA + a.length });
    if (listedA && !listedB && !allCommonEnglishWords(b, 20) && !endsAsBusiness(b)) out.push({ begin: beginB, end: beginB + b.length });
  }
  return out;
}

/** The places `text` writes in a place's position. */
export function placesInPosition(text: string): Span[] {
  const out: Span[] = [];
  for (const m of [...matchesOf(POSITION, text), ...casedPositions(text)]) {
    // "Rua das Flores, 118, Porto Alegre, Brazil": after a house number between commas the town is the street
    // address's, which the address reader takes whole.
    if (m[0] === ',' && HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    PLACE_AFTER.lastIndex = m.index + m[0].length;
    const place = PLACE_AFTER.exec(text);
    if (!place || LANGUAGES_NO_PLACE.has(place[1])) continue;
    const end = PLACE_AFTER.lastIndex;
    // "the Manufacturer's facility", "at Passeig Marítim 28": a possessive or a street's number after it, no town.
    if (/['’]s(?:\s|$)/.test(place[1]) || /^\s{0,3}\d/.test(text.slice(end, end + 4))) continue;
    // "office is at Vistra Corporate Services Centre, Road Town": a building opens the address, no town.
    if (BUILDING_END.test(place[1])) continue;
    if (STREET_KIND_OPENS.test(text.slice(end - place[1].length, end - place[1].length + 40))) continue;
    if (WIDE_POSITION.test(m[0]) && allCommonEnglishWords(place[1], 20)) continue;
    // A bare comma before a country is an address's end only when a town stands between: a post, a department or a
    // trade in common words there ("Priya Nair, Head of Sales, Asia Pacific", "Ann Lee, Marketing Manager, Kenya",
    // "Director of Operations, Europe") names the country alone (hrev78's leftover; issue 18, h80left). A listed
    // town in common words ("Reading, England", "Nice, France") is the gazetteer's, read below as before.
    if (m[0] === ',' && allCommonEnglishWords(place[1], 20)) continue;
    // A field after a colon ("registered office: Aa;") may hold no town: "As above", "Unknown", "To be notified", "Business
    // Centre West", or a street written before its word in small letters, as Central European addresses are ("Váci út 12",
    // "Kossuth Lajos utca 3"). Common words only, or a small-letter word right after, name none (review hrev73).
    if (m[0].endsWith(':') && (allCommonEnglishWords(place[1], 20) || /^\s{1,3}\p{Ll}/u.test(text.slice(end, end + 4)))) continue;
    if (LEGAL_FORM_OF.test(m[0]) && !TOWN_CLOSES.test(text.slice(end, end + 40))) continue;
    // "registered in Denmark, of Aarhus (": the town closes as after a legal form; a company's name ("of Aa Holdings") is none.
    if (REGISTERED_THEN_OF.test(m[0]) && (!TOWN_CLOSES.test(text.slice(end, end + 40)) || endsAsBusiness(place[1]))) continue;
    // "between Aa B.V., Bb GmbH and Cc", "Aa Limited, Park Road, Leeds (": another company or a street, no town; nor
    // a profession or a post in common words ("Aa LLP, Solicitors, Glasgow", "Aa S.A., Purchasing Director, Bb").
    if (LEGAL_FORM_COMMA.test(m[0]) && (endsAsBusiness(place[1]) || STREET_OR_BUILDING_END.test(place[1]) || allCommonEnglishWords(place[1], 20))) continue;
    out.push({ begin: end - place[1].length, end });
    const after = text.slice(end, end + 160);
    const closed = TOWNS_LISTED_AFTER.exec(after);
    const more = closed ?? (PLURAL_POSITION.test(m[0]) ? TOWNS_LISTED_RUNNING_ON.exec(after) : null);
    if (more) {
      const towns = [...matchesOf(TOWN_IN_LIST, more[0])];
      // A list running on after a plural position may be people's full names ("offices in Aa, Bb Cc and Dd Ee will
      // attend"): there a name of two words or more is a town only when the gazetteer lists it (h105fixL).
      if (!closed && towns.some((t) => /\s/u.test(t[0]) && !PLACE_SET.has(t[0].toLowerCase()))) continue;
      // A possessive ends a name that goes on ("Leeds and Wakefield Council's area"): no list of towns.
      if (towns.every((t) => !allCommonEnglishWords(t[0], 20) && !endsAsBusiness(t[0]) && !/['’]s$/.test(t[0]))) for (const t of towns) out.push({ begin: end + t.index, end: end + t.index + t[0].length });
    }
  }
  if (text.includes('line') || text.includes('rout') || text.includes('crossing')) for (const m of matchesOf(ROUTE, text)) {
    const begin = m.index + m[0].length - m[1].length;
    // "the product line Gold – Silver – Bronze", "the bottom line Revenue - Costs": stops that are all common words
    // (to tier 35) are grades or terms of a sum, no route's towns ("Dover – Calais" has none).
    if ([...matchesOf(STOP_IN_ROUTE, m[1])].every((stop) => allCommonEnglishWords(stop[0], 35))) continue;
    for (const stop of matchesOf(STOP_IN_ROUTE, m[1])) out.push({ begin: begin + stop.index, end: begin + stop.index + stop[0].length });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function placePositionsRunPatterns(): readonly RegExp[] {
  return [BUILDING_STREET_TOWN, CASED_POSITION, COMMA_BEFORE_TOWN, FROM_TO, POSITION, REGIONS_JOINED, REGION_IN_JOINED, REGION_WORD, ROUTE, SIGNER_TOWN_DATE, STOP_IN_ROUTE, STREET_TOWN, TOWN_IN_LIST, TOWN_TIME, WITNESS_TOWN];
}
