/**
 * The currency a mark shared by several countries stands for in one contract. The money recognizer gives each such
 * mark one reading: "$" is US dollars, "Rs." India's rupee, "kr." the raw mark (Iceland's, Sweden's, Norway's or
 * Denmark's krona), "K" the raw mark (Zambia's or Malawi's kwacha, Papua New Guinea's kina, Myanmar's kyat; "Ks" the kyat's), "N" the raw mark (Nigeria's naira), "E" the raw mark (Eswatini's lilangeni). A contract that names exactly one of the mark's countries means that country's currency:
 * "a licence fee of $2,400 per month plus GST" under a deed between two Pty Ltd companies of Queensland is AUD,
 * "Rs. 500,000/-" under a distribution agreement executed at Lahore is PKR, "$ 3.500.000" under a work order made in
 * Buenos Aires ARS (the peso sign). One naming none, or two, keeps the
 * recognizer's reading; so does one naming a country the mark's veto names anywhere (a US place for "$": most
 * contracts written with "$" mean US dollars, and one naming a US place beside Ontario may mean either).
 */
import { foldedForPrefilter, prefilterCandidates, prefilterKey, runnable } from '../../../common/regex-prefilter.js';
import { NUMBERED_COMPANY_PLACES, STATES, TOWNS_BY_COUNTRY } from '../lexicon/gazetteer.js';
import { BELARUSIAN_TOWNS, ETHIOPIAN_TOWNS } from '../lexicon/island-and-provincial-towns.js';
import { CFA_FRANC_WORDS, CURRENCY_CODES, currencyNamesForRates, dollarPrefixCode } from '../numbers/recognizers.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { firstLetterEitherCase, longestFirstAlternation } from '../../../common/regexp.js';

/**
 * The CFA franc in two words after a figure ("275 000 F CFA", "francs CFA", "CFA francs", "francos CFA"), from the
 * recognizer's one list (currency-units.ts' CFA_FRANC_WORDS, which makes them the mark "FCFA"): "CFA" in capitals, the
 * other word with its first letter in either case.
 */
const CFA_FRANC_TWO_WORDS = [...CFA_FRANC_WORDS]
  .map((words) => words.split(' ').map((word) => (word === 'cfa' ? 'CFA' : firstLetterEitherCase(word))).join(String.raw`\s`))
  .join('|');

/** A shared mark: the unit the recognizer gives it, how it is written, its countries' codes and marks, and a veto. */
interface SharedMark {
  readonly unit: string;
  readonly written: RegExp;
  readonly countries: readonly (readonly [code: string, named: RegExp])[];
  readonly veto?: RegExp;
  /**
   * Places whose currency is one of the mark's but that other countries' contracts name as a destination or a route
   * ("ship the fish to Nuuk, Greenland" under a Swedish contract): they decide only where no country of `countries` is
   * named.
   */
  readonly outlying?: readonly (readonly [code: string, named: RegExp])[];
  /** The mark's currencies written out ("USD 4,000", "NZ$ 300"): what the document itself says its money is. */
  readonly explicit?: RegExp;
  /**
   * A country's towns and regions (the gazetteer's, by their country), weaker than its name: they decide only where no
   * country of `countries` nor outlying place is named, and only where the document writes the mark that country's way
   * (`placedWriting`): "$2.800.000" under an e-mail between Achao and Dalcahue is Chile's peso, "$2,800,000" under a US
   * contract that sends its staff to Valparaíso stays the dollar (issue 18, h110d70; facts set 70's cause 8). A mark
   * with no `placedWriting` ("pesos", "UF") is its country's wherever it is written.
   */
  readonly placed?: readonly (readonly [code: string, named: RegExp])[];
  readonly placedWriting?: RegExp;
}

// Canada's provinces (STATES lists them beside the US states) mark no US money (h28a34: all of them, not four).
const CANADIAN: ReadonlySet<string> = new Set(NUMBERED_COMPANY_PLACES);
// Three states are also people's names ("Virginia Wong", "Marcus Washington") or a country: they mark the US only written
// as a US place — "the State of Georgia", "the laws of Virginia", "Richmond, Virginia", "Seattle, Washington 98101",
// "Washington, D.C.".
const NAME_LIKE = ['Georgia', 'Virginia', 'Washington'];
const PLAIN_STATES = STATES.filter((s) => !CANADIAN.has(s) && !NAME_LIKE.includes(s));
const NAME_LIKE_STATE = NAME_LIKE.join('|');
/**
 * A US place: "United States", "USA", a state's name (the three also people's names only written as a US place). Exported
 * for the date order (date-order.ts): a US contract writes its slashed dates month first.
 */
export const US = new RegExp(
  String.raw`\b(?:United\s+States|U\.S\.A?\.?|USA|${PLAIN_STATES.join('|')})\b` +
    String.raw`|(?:\bState\s+of|\blaws\s+of|,)\s*(?:${NAME_LIKE_STATE})\b` +
    String.raw`|\b(?:${NAME_LIKE_STATE}),?\s+(?:\d{5}\b|D\.\s?C\.|DC\b)`,
);

// The countries of the franc zones, one home for the marks they share ("FCFA", "FC", the bare "francs"). The West
// African CFA franc (XOF) of the UEMOA's countries, the Central African one (XAF) of the CEMAC's: "Guinea" alone is
// Conakry's franc (GNF), so only Guinea-Bissau and Equatorial Guinea there; "Congo" alone is the Republic's (Kinshasa's
// DR Congo has its own franc, so "the Democratic Republic of the Congo" is no Republic of the Congo).
// Each country by its names, its adjectives (English and French: "Togolese", "République togolaise") and its capitals,
// as written or in capitals: a French-drafted contract heads its first page with the state's name in capitals
// ("TOGOLESE REPUBLIC", "REPUBLIQUE DU SENEGAL") and may name its country nowhere else but by its capital ("Lomé").
// Whole words by letters, not by `\b`, which takes an accented last letter for none ("Lomé," matched no `Lom[ée]\b`):
// facts set 48's cause 8, issue 18, h87d. "Chad" is also a man's name, so in small letters only.
const XOF_NAMES = [
  'Senegal', 'Sénégal', 'Senegalese', 'sénégalaise', 'Dakar', "Côte d'Ivoire", 'Côte d’Ivoire', "Cote d'Ivoire", 'Cote d’Ivoire', 'Ivory Coast',
  'Ivorian', 'ivoirienne', 'Abidjan', 'Yamoussoukro', 'Mali', 'Malian', 'malienne', 'Bamako', 'Burkina Faso', 'Burkinabe', 'Burkinabè',
  'Ouagadougou', 'Bobo-Dioulasso', 'Niger', 'Nigerien', 'Nigérien', 'nigérienne', 'Niamey', 'Togo', 'Togolese', 'togolaise', 'Lomé', 'Lome',
  'Benin', 'Bénin', 'Beninese', 'béninoise', 'Cotonou', 'Porto-Novo', 'Guinea-Bissau', 'Bissau', 'Bissau-Guinean',
];
const XAF_NAMES = [
  'Cameroon', 'Cameroun', 'Cameroonian', 'camerounaise', 'Douala', 'Yaoundé', 'Yaounde', 'Gabon', 'Gabonese', 'gabonaise', 'Libreville',
  'Republic of Chad', 'Tchad', 'Chadian', 'tchadienne', "N'Djamena", 'N’Djamena', 'Ndjamena', 'Central African Republic',
  'République centrafricaine', 'Centrafrique', 'Bangui', 'Equatorial Guinea', 'Guinée équatoriale', 'Equatoguinean', 'Malabo',
  'Brazzaville', 'Pointe-Noire',
];
/** Place names as written or in capitals, whole words by letters; a space in a name is any run of spaces. */
function placeNames(names: readonly string[]): string {
  const alternation = longestFirstAlternation(new Set(names.flatMap((n) => [n, n.toUpperCase()]))).replace(/ /g, String.raw`\s+`);
  return String.raw`(?<![\p{L}\p{M}\p{N}])(?:${alternation})(?![\p{L}\p{M}\p{N}])`;
}
/** Town names as written, whole words (their letters are plain: `\b` holds); a space in a name is any run of spaces. */
function townNames(names: readonly string[]): string {
  return String.raw`\b(?:${longestFirstAlternation(names).replace(/ /g, String.raw`\s+`)})\b`;
}
const XOF_COUNTRIES = new RegExp(placeNames(XOF_NAMES), 'u');
const XAF_COUNTRIES = new RegExp(String.raw`${placeNames(XAF_NAMES)}|\bChad\b|(?<!(?:Democratic|DEMOCRATIC)\s)\b(?:Republic\s+of\s+(?:the\s+)?Congo|REPUBLIC\s+OF\s+(?:THE\s+)?CONGO)\b`, 'u');
// The Comoros (its islands and towns, in English and French) and the Democratic Republic of the Congo (its towns and
// provinces, "RDC" in French), whose francs are both written "FC" (issue 18, h77f42d).
const KMF_COUNTRIES = /\bComor(?:os|es|ian|ienn?e?s?)\b|\bMoroni\b|\bMoh[ée]li\b|\bAnjouan\b|\bNdzuwani\b|\bMwali\b|\bNgazidja\b|\bFomboni\b|\bMutsamudu\b/;
const CDF_COUNTRIES = /\bDemocratic\s+Republic\s+of\s+(?:the\s+)?Congo\b|\bD\.?\s?R\.?\s?Congo\b|\bR\.?D\.?C\b|\bKinshasa\b|\bLubumbashi\b|\bBukavu\b|\bGoma\b|\bKisangani\b|\bMbuji-Mayi\b|\bKananga\b|\bKivu\b|\bKatanga\b/;
const FRANC_COUNTRIES: readonly (readonly [code: string, named: RegExp])[] = [
  ['CHF', /\bSwitzerland\b|\bSwiss\b|\bSuisse\b|\bLiechtenstein\b|\bZ[üu]rich\b|\bGen[eè]va\b|\bGen[eè]ve\b|\bLausanne\b|\bBasel\b|\bBern\b/],
  ['KMF', KMF_COUNTRIES],
  ['CDF', CDF_COUNTRIES],
  ['RWF', /\bRwanda(?:n)?\b|\bKigali\b/],
  ['BIF', /\bBurundi(?:an)?\b|\bBujumbura\b|\bGitega\b/],
  ['GNF', /(?<!(?:Equatorial|New)\s)\bGuinea\b(?![\s-]{1,3}Bissau)|\bConakry\b/],
  ['DJF', /\bDjibouti(?:an)?\b/],
  ['XPF', /\bNew\s+Caledonia\b|\bNouvelle-Cal[ée]donie\b|\bFrench\s+Polynesia\b|\bTahiti\b|\bNoum[ée]a\b|\bPapeete\b|\bWallis\b/],
  ['XOF', XOF_COUNTRIES],
  ['XAF', XAF_COUNTRIES],
];

// Mexico by its names and its large towns: its peso is written "$" and "pesos" (one home for both marks).
const MEXICO = /\bMexic(?:o|an)\b|\bM[ée]xico\b|\bGuadalajara\b|\bMonterrey\b/;

// Chile by its towns, ports, islands and regions (the gazetteer's, by their country; as written or in capitals, whole
// words by letters: "Chiloé," ends in an accented letter): its peso's "$", its "pesos" and its Unidad de Fomento's "UF"
// (issue 18, h110d70; facts set 70's cause 8: an e-mail thread between Achao and Dalcahue names no "Chile").
const CHILEAN_PLACES = new RegExp(placeNames(TOWNS_BY_COUNTRY.Chile), 'u');
/**
 * A bare "$" written as the peso countries write it: thousands grouped by dots, two groups or more ("$2.800.000", "$
 * 1.960.000") or with cents after a comma ("$ 45.500,50"). One dot group alone ("$3.459 per gallon") is a dollar's price
 * to a tenth of a cent as often. Bounded: linear.
 */
const PESO_WRITTEN = /(?<![A-Za-z])\$\s?\d{1,3}(?:\.\d{3}){2,}(?!\d|\.\d)|(?<![A-Za-z])\$\s?\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)/;

const SHARED_MARKS: readonly SharedMark[] = [
  {
    unit: 'USD',
    // A bare "$" only: "US$", "A$" and "NZ$" say their country themselves. And the bare word "dollars" after the figure
    // ("4,000 dollars"), not the US dollar named ("US dollars", "United States dollars", "American dollars"), h48facts.
    // A bare "$" after the figure too, as French drafting writes it ("1 850,00 $" under a contract made in Percé (Québec)
    // is CAD; issue 18, h120m77, facts set 77's cause 1e): the same sign, the country decides it as before the figure.
    written: /^\$|(?<![A-Za-z])\$$|(?<!(?:US|U\.S\.|States|American)\s)\bdollars?$/i,
    countries: [
      // Company and business numbers, Commonwealth acts, a state code before a postcode of that state ("Brisbane QLD
      // 4000", "Barton ACT 2600"): only the state's own ranges, so a statute's year in capitals ("DATA PROTECTION ACT
      // 2012") or a Swiss "SA" before its postcode ("Alpenmilch SA 1800 Vevey") is no mark.
      ['AUD', /\bAustralia\b|\bA\.?C\.?N\.?\s+\d|\bABN\s+\d|\(Cth\)|\b(?:NSW\s+[12]\d{3}|ACT\s+(?:02\d\d|26[01]\d|29[0-2]\d)|VIC\s+[38]\d{3}|QLD\s+[49]\d{3}|SA\s+5\d{3}|WA\s+6\d{3}|TAS\s+7\d{3}|NT\s+08\d\d)\b/],
      ['CAD', /\bCanad(?:a|ian)\b|\bOntario\b|\bQu[eé]bec\b|\bBritish\s+Columbia\b|\bAlberta\b|\bManitoba\b|\bSaskatchewan\b|\bNova\s+Scotia\b|\bNew\s+Brunswick\b/],
      ['NZD', /\bNew\s+Zealand\b/],
      ['SGD', /\bSingapore\b/],
      ['HKD', /\bHong\s+Kong\b/],
      // "$" is the peso sign as well: Argentine, Chilean, Colombian and Uruguayan contracts write their peso so ("up to
      // $ 3.500.000 in total" under a work order made in Buenos Aires is ARS), h20f13.
      // Argentina by its tax numbers too, the CUIT and CUIL no other country issues, and by Ushuaia: a firewood contract
      // "Between HOSTERÍA … S.R.L., CUIT 30-…, with domicile at …, Ushuaia, Province of Tierra del Fuego" names no
      // "Argentina" (issue 18, h94fd; facts set 55's cause 14).
      ['ARS', /\bArgentin(?:a|e|ian)\b|\bBuenos\s+Aires\b|\bCUI[TL]\b|\bUshuaia\b/],
      ['CLP', /\bChile(?:an)?\b/],
      // Mexico writes its peso "$" too: "$520.00 M.N. (five hundred twenty pesos 00/100 M.N.)" under a contract between a
      // Mexico City company and an Oaxacan producer is MXN (issue 18, h92fd; facts set 53's cause 18).
      ['MXN', MEXICO],
      ['COP', /\bColombia(?:n)?\b|\bBogot[aá](?![\wÀ-ɏ])/],
      ['UYU', /\bUruguay(?:an)?\b|\bMontevideo\b/],
      // Fiji's and Jamaica's dollars, written "$" as often as "FJ$" / "J$" (h21f14).
      ['FJD', /\bFiji(?:an)?\b|\bSuva\b/],
      ['JMD', /\bJamaica(?:n)?\b/],
      // Tonga writes its pa'anga "$" as often as "T$" ("$5,400.00" in a stage table under a house-building agreement made
      // at 'Ohonua, 'Eua, issue 18, h117f74; facts set 74's cause 2). Its name, its capital, its people. Not the Tonga
      // people of the Zambezi valley ("home of the Tonga people, Zimbabwe"; review h117rr, h117mendB): "Tonga" before
      // a people's, a language's or a chief's word is none.
      ['TOP', /\bTongan?\b(?!\s{1,3}(?:people|peoples|language|languages|speakers?|community|communities|chiefs?|chiefdoms?|villages?|valley)\b)|\bNuku['ʻ’]alofa\b/],
      // Zimbabwe, Zambia and Malawi have no dollar of their own: their contracts write "$" for the US dollar (Zimbabwe's
      // prices are in it), and a Tonga named there is the Zambezi valley's people, not the Kingdom ("… among the Tonga."
      // under a Zambian contract; review h117rr, h117mendB). Named with Tonga, two countries: the recognizer's dollar.
      ['USD', /\bZimbabwe(?:an)?\b|\bZambia(?:n)?\b|\bMalawi(?:an)?\b/],
    ],
    veto: US,
    // Chile by its towns where the "$" sums are written the peso's way (dot groups, or "pesos" in words: SUM_IN_PESOS).
    placed: [['CLP', CHILEAN_PLACES]],
    placedWriting: PESO_WRITTEN,
    // A code or a sign with its country's letters: "USD", "SGD", "US$", "NZ$", "S$", "HK$", "A$", "C$", "FJ$", "J$"; or
    // a dollar named by its country in words ("US dollars", "Australian dollars"): the bare word "dollars" beside one
    // of them is that one, not a place's (review hrev33: "4,000 US dollars … a deposit of 500 dollars" under an
    // Ontario address was 500 CAD).
    // "TOP" is an English word in capitals as often ("TOP FLOOR"): it says the pa'anga only beside a figure written as
    // money, in thousands groups or with two decimals ("TOP 18,000.00", "18,000 TOP", "TOP 450.00"); "T$" always
    // (h117f74). A count or a rank beside it is no sum ("the TOP 10 of its catalogue", "Rank 3 TOP sellers"): h117mendB.
    explicit: /\b(USD|AUD|CAD|NZD|SGD|HKD|ARS|CLP|COP|UYU|MXN|FJD|JMD|(?<=\d,\d{3}\s{0,2}|\d\.\d{2}\s{0,2})TOP|TOP(?=\s{0,2}\d{1,3},\d{3}|\s{0,2}\d{1,12}\.\d{2}(?!\d)))\b|(?<![A-Za-z])(US|AU?|NZ|S|C|HK|FJ|J|T)\$|\b(US|U\.S\.|United\s{1,3}States|American|Australian|Canadian|New\s{1,3}Zealand|Singapore|Hong\s{1,3}Kong|Fijian|Jamaican)\s{1,3}dollars?\b/g,
  },
  {
    unit: 'INR',
    // "Rs" and "Rupees" before the figure, the bare word after it ("500,000 rupees"), not "Indian rupees" (h48facts).
    // "Rs" may touch its figure ("Rs185,000", as a Mauritian instalment table writes it): the recognizer reads it as
    // the same rupee, so the country decides it too (issue 18, h114f73; facts set 73's cause 1).
    written: /^(?:Rs|Rupees)(?![A-Za-z])|(?<!Indian\s)\brupees?$/i,
    countries: [
      ['INR', /\bIndia\b|\bIndian\b|\bMumbai\b|\bNew\s+Delhi\b|\bBengaluru\b|\bBangalore\b|\bChennai\b|\bKolkata\b/],
      // Pakistan by its name, its provinces, its large towns and district seats, and the CNIC (its Computerised National
      // Identity Card, which an individual party's slot cites): a Punjabi farmers' agreement names "Tehsil and District
      // Sahiwal", "CNIC No. …" and the Multan Electric Power Company but no country (issue 18, h89o; set 50's cause 11).
      // Not "Punjab" (India has one too) nor Hyderabad (both countries have one). Its towns are the gazetteer's (one home,
      // TOWNS_BY_COUNTRY; h107n84).
      ['PKR', new RegExp(String.raw`\bPakistan(?:i)?\b|\bKarachi\b|\bLahore\b|\bIslamabad\b|\bSindh\b|\bBalochistan\b|\bKhyber\s+Pakhtunkhwa\b|\bCNIC\b|${townNames(TOWNS_BY_COUNTRY.Pakistan)}`)],
      // Nepal and Sri Lanka by their towns too (the gazetteer's, by their country: a Bhaktapur deed names no country), and
      // by their rupees named in words ("(in words: one lakh … Nepalese rupees only)" beside "Rs. 1,85,000/-"); issue 18,
      // h103d63, the towns' one home h104d.
      ['LKR', new RegExp(String.raw`\bSri\s+Lanka\b|\bColombo\b|\bSri\s+Lankan\s+rupees?\b|${townNames(TOWNS_BY_COUNTRY['Sri Lanka'])}`)],
      ['NPR', new RegExp(String.raw`\bNepal\b|\bKathmandu\b|\bNepal(?:ese|i)\s+rupees?\b|${townNames(TOWNS_BY_COUNTRY.Nepal)}`)],
      // Mauritius writes its rupee "Rs" too (h21f14).
      ['MUR', /\bMauriti(?:us|an)\b|\bPort\s+Louis\b/],
      // And so does Seychelles ("Rs 42,500" under a lease made at Victoria, Mahé), h27f20.
      // "Mahé," and "Bogotá," end in an accented letter, which `\b` takes for none: a letter may not follow (h87d).
      ['SCR', /\bSeychell(?:es|ois)\b|\bMah[ée](?![\wÀ-ɏ])/],
    ],
    // A contract that writes one of the rupees' codes ("LKR 8,000" beside "Rs. 1,750/-") says which rupee its "Rs." is,
    // before any reading by places: a Jaffna lease naming only its smaller towns writes Sri Lanka's code (issue 18,
    // h111q71; facts set 71's cause 14, the lead's decision). Only a code beside a figure ("LKR 500", "500 NPR") counts:
    // the letters alone are other words' too ("one SCR (selective catalytic reduction) unit", "each NPR bulletin").
    explicit: /(?:(?<=\d\s{0,2})|\b(?=(?:INR|PKR|LKR|NPR|MUR|SCR)\s{0,2}\d))(INR|PKR|LKR|NPR|MUR|SCR)\b/g,
  },
  {
    unit: 'kr',
    // Before the figure ("kr 12 500") or after it ("12 500 kr", h73f39d); or no mark but the Swedish whole kronor's ":-"
    // after it ("3 000:-", nlu currency.ts wholeKronorAfter; issue 18, h119w76).
    written: /^kr\b|\bkr$|\d:[-\u2013\u2014]$/i,
    countries: [
      ['ISK', /\bIceland(?:ic)?\b|\bReykjav[ií]k\b/],
      ['SEK', /\bSweden\b|\bSwedish\b|\bStockholm\b|\bG[öo]teborg\b|\bGothenburg\b|\bMalm[öo]\b/],
      ['NOK', /\bNorway\b|\bNorwegian\b|\bOslo\b|\bBergen\b|\bStavanger\b/],
      ['DKK', /\bDenmark\b|\bDanish\b|\bCopenhagen\b|\bK[øo]benhavn\b|\bAarhus\b/],
    ],
    // Greenland and the Faroe Islands pay in the Danish krone (issue 18, h77f42d: "6.000 kr." under a Greenlandic
    // contract is DKK); a Swedish or Norwegian contract names them as a destination ("to Nuuk, Greenland", "a ferry route
    // to Tórshavn") and its "kr." stays its own krona (issue 18, hrev71).
    outlying: [['DKK', /\bGreenland(?:ic)?\b|\bGr[øo]nland\b|\bKalaallit\s+Nunaat\b|\bNuuk\b|\bFaroe(?:se)?\b|\bF[æa]r[øo]erne\b|\bT[óo]rshavn\b/]],
  },
  {
    // The kwacha of Zambia and Malawi, the kina of Papua New Guinea and the kyat of Myanmar: all written "K" (h20facts2),
    // and the kyat also "Ks" ("Ks 18,500,000"), which the recognizer reads as the same raw mark (issue 18, h105d65).
    unit: 'K',
    written: /^Ks?\b|^K\d/,
    countries: [
      ['ZMW', /\bZambia(?:n)?\b|\bLusaka\b|\bNdola\b|\bKitwe\b/],
      ['MWK', /\bMalawi(?:an)?\b|\bLilongwe\b|\bBlantyre\b/],
      ['PGK', /\bPapua\s+New\s+Guinea\b|\bPort\s+Moresby\b/],
      // Myanmar by its names, its towns (the gazetteer's, by their country: a lake resort's letter names Nyaungshwe and
      // no country), Shan State, and its money named in words ("(kyats eighteen million …)"), h105d65.
      ['MMK', new RegExp(String.raw`\bMyanmar\b|\bBurma\b|\bShan\s+State\b|\bkyats?\b|\bKyats?\b|${townNames(TOWNS_BY_COUNTRY.Myanmar)}`)],
    ],
    // A contract that writes one of the four codes beside a figure ("a deposit of ZMW 3,600.00" beside "K1,200.00 per
    // month") says which currency its "K" is, as a rupee's code says its "Rs." (h111q71): a Zambian village lease names
    // its town and province but no country (issue 18, h114f73; facts set 73's cause 9). Only beside a figure: "PGK" or
    // "MMK" alone may be other letters.
    explicit: /(?:(?<=\d\s{0,2})|\b(?=(?:ZMW|MWK|PGK|MMK)\s{0,2}\d))(ZMW|MWK|PGK|MMK)\b/g,
  },
  {
    // The naira written "N" before a figure with thousands groups ("N1,320,000", "N 660,000"), as Nigerian drafting and
    // chats write it for want of the "₦" sign: a raw mark (the letter is a label's as often), the naira only where the
    // contract writes "₦" or "naira", or names Nigeria or its towns (the gazetteer's, by their country), h105d65.
    unit: 'N',
    written: /^N\b|^N\d/,
    countries: [['NGN', new RegExp(String.raw`₦|\bNigeria(?:n)?\b|\bnairas?\b|\bNaira\b|${townNames(TOWNS_BY_COUNTRY.Nigeria)}`)]],
  },
  {
    // The shilling of Uganda, Kenya and Tanzania, written "Shs." (h21f14).
    unit: 'Shs',
    written: /^Shs\b/,
    countries: [
      ['UGX', /\bUganda(?:n)?\b|\bKampala\b|\bEntebbe\b/],
      ['KES', /\bKenya(?:n)?\b|\bNairobi\b|\bMombasa\b/],
      ['TZS', /\bTanzania(?:n)?\b|\bDar\s+es\s+Salaam\b|\bDodoma\b/],
    ],
  },
  {
    // The pula of Botswana and the Philippine peso, both written "P" (h21f14).
    unit: 'P',
    written: /^P\b|^P\d/,
    countries: [
      ['BWP', /\bBotswana\b|\bGaborone\b|\bFrancistown\b/],
      ['PHP', /\bPhilippines?\b|\bFilipino\b|\bManila\b|\bMakati\b|\bCebu\b/],
    ],
  },
  {
    // The CFA franc ("FCFA 4 500"): the West African franc (XOF) of the UEMOA's countries or the Central African one
    // (XAF) of the CEMAC's, named by their countries or capitals (h22f15). "Guinea" alone is Conakry's franc (GNF), so
    // only Guinea-Bissau and Equatorial Guinea; "Congo" alone is the Republic's (Kinshasa's DR Congo has its own franc).
    unit: 'FCFA',
    // Also in two words, as French and Portuguese drafting writes it ("275 000 F CFA", "francs CFA", "CFA francs",
    // Guinea-Bissau's "francos CFA": h111q71), the recognizer's own list (CFA_FRANC_TWO_WORDS).
    written: new RegExp(String.raw`^F\s?CFA\b|\bFCFA$|\b(?:${CFA_FRANC_TWO_WORDS})\)?$`),
    countries: [['XOF', XOF_COUNTRIES], ['XAF', XAF_COUNTRIES]],
  },
  {
    // "FC", the Comorian franc (KMF) and the Congolese franc (CDF) as French drafting writes both ("2 500 FC", "FC
    // 57.000"): a raw mark, named by the country the contract names or the code it writes (issue 18, h77f42d).
    unit: 'FC',
    written: /^FC\b|\bFC$/,
    countries: [['KMF', KMF_COUNTRIES], ['CDF', CDF_COUNTRIES]],
    explicit: /\b(KMF|CDF)\b/g,
  },
  {
    // The bare "francs" (or "franc") after a figure: the recognizer reads it as the Swiss franc; a contract naming one
    // franc's country (the Comoros, the DR Congo, Rwanda, a CFA country …) or writing one franc's code means that franc
    // (issue 18, h77f42d: "300 francs per month" under a lease made at Kigali is RWF). A franc named with its country
    // ("Swiss francs", "francs comoriens", "Rwandan francs") is read by the recognizer itself.
    unit: 'CHF',
    written: /(?<!Swiss\s)\bfrancs?$/i,
    countries: FRANC_COUNTRIES,
    explicit: /\b(CHF|KMF|CDF|RWF|BIF|GNF|DJF|XPF|XOF|XAF)\b/g,
  },
  {
    // The Canadian dollar's "C$" is also Nicaragua's córdoba ("C$ 18.50 (córdobas)"): the recognizer reads it as
    // Canada's, a contract naming Nicaragua (or its córdobas) means Nicaragua's (h26f19); any other keeps Canada's.
    unit: 'CAD',
    written: /^C\s?\$/,
    countries: [
      ['NIO', /\bNicaragua(?:n)?\b|\bManagua\b|\bc[óo]rdobas\b/i],
    ],
  },
  {
    // The Bahamian dollar's "B$" is also Brunei's dollar ("B$ 48,000" under a contract made in Bandar Seri Begawan): the
    // recognizer reads it as the Bahamas' (h26f19), a contract naming Brunei means Brunei's (h27f20).
    unit: 'BSD',
    written: /^B\s?\$/,
    countries: [
      ['BND', /\bBrunei\b|\bBandar\s+Seri\s+Begawan\b/],
    ],
  },
  {
    // Eswatini's lilangeni, written "E" before the figure ("E 50 000,00"): a capital that is a label as often, so a raw
    // mark as "P", named by a contract naming Eswatini (or Swaziland, its towns, its currency's names), h28f21.
    unit: 'E',
    written: /^E\b|^E\d/,
    countries: [
      ['SZL', /\bEswatini\b|\bSwazi(?:land)?\b|\bMbabane\b|\bManzini\b|\b(?:emalangeni|lilangeni)\b/i],
    ],
  },
  {
    // Lesotho's loti, written "M" before the figure ("M 25 200.00"), and the Gambian dalasi, written "D" ("D 42,500.00"):
    // capitals that are labels as often, so raw marks as "E", named by a contract naming the country (its capital, its
    // currency's names), h29f22.
    unit: 'M',
    written: /^M\b|^M\d/,
    countries: [
      ['LSL', /\bLesotho\b|\bBasotho\b|\bMaseru\b|\b(?:maloti|loti)\b/i],
    ],
  },
  {
    unit: 'D',
    written: /^D\b|^D\d/,
    countries: [
      ['GMD', /\bGambia(?:n)?\b|\bBanjul\b|\bdalasis?\b/i],
    ],
  },
  {
    // Honduras's lempira, written "L" before the figure ("L 25,000.00"): a capital that is a label as often, so a raw
    // mark as "M", named by a contract naming Honduras (its capital, its towns, its lempiras), issue 18, h91at.
    unit: 'L',
    written: /^L\b|^L\d/,
    countries: [
      ['HNL', /\bHonduras\b|\bHonduran\b|\bTegucigalpa\b|\bSan\s+Pedro\s+Sula\b|\blempiras?\b/i],
    ],
  },
  {
    // The dirham of the United Arab Emirates and of Morocco, both "dirhams" after the figure ("320 dirhams per square
    // metre"): the recognizer reads the word as the Emirates' (AED); the contract's own code ("MAD 684,000") decides,
    // else its place (a Moroccan address), h48facts (facts set 32's cause 10). A named "UAE dirham" reads AED itself.
    unit: 'AED',
    written: /(?<!UAE\s)\bdirhams?$/i,
    countries: [
      ['AED', /\bUnited\s+Arab\s+Emirates\b|\bU\.A\.E\.|\bUAE\b|\bDubai\b|\bAbu\s+Dhabi\b|\bSharjah\b|\bAjman\b/],
      ['MAD', /\bMorocc(?:o|an)\b|\bMaroc\b|\bCasablanca\b|\bRabat\b|\bF[eè]s\b|\bFez\b|\bMarrake(?:ch|sh)\b|\bTang(?:ier|er)\b|\bAgadir\b|\bMekn[eè]s\b/],
    ],
    explicit: /\b(AED|MAD)\b/g,
  },
  {
    // The peso of Mexico, Argentina, Chile, Colombia, Uruguay, the Dominican Republic and the Philippines, all "pesos"
    // after the figure: the recognizer reads the bare word as Mexico's; the contract's code or place decides (h48facts).
    unit: 'MXN',
    written: /(?<!Mexican\s)\bpesos?$/i,
    countries: [
      ['MXN', MEXICO],
      // Argentina by its tax numbers too, the CUIT and CUIL no other country issues, and by Ushuaia: a firewood contract
      // "Between HOSTERÍA … S.R.L., CUIT 30-…, with domicile at …, Ushuaia, Province of Tierra del Fuego" names no
      // "Argentina" (issue 18, h94fd; facts set 55's cause 14).
      ['ARS', /\bArgentin(?:a|e|ian)\b|\bBuenos\s+Aires\b|\bCUI[TL]\b|\bUshuaia\b/],
      ['CLP', /\bChile(?:an)?\b|\bSantiago\s+de\s+Chile\b/],
      ['COP', /\bColombia(?:n)?\b|\bBogot[aá](?![\wÀ-ɏ])|\bMedell[ií]n\b/],
      ['UYU', /\bUruguay(?:an)?\b|\bMontevideo\b/],
      ['DOP', /\bDominican\s+Republic\b|\bSanto\s+Domingo\b/],
      ['PHP', /\bPhilippines?\b|\bFilipino\b|\bManila\b|\bMakati\b|\bCebu\b/],
      // Cuba's peso (issue 18, h75f40d).
      ['CUP', /\bCuba(?:n)?\b|\bHavana\b|\bLa\s+Habana\b/],
    ],
    // "pesos" say a peso: a Chilean town names which where no country is named (issue 18, h110d70; as a place, not a
    // country, so "pesos" under a Mexican contract that ships to Valparaíso stay Mexico's).
    placed: [['CLP', CHILEAN_PLACES]],
    explicit: /\b(MXN|ARS|CLP|COP|UYU|DOP|PHP|CUP)\b/g,
  },
  {
    // Bolivia's boliviano and Venezuela's bolívar, both written "Bs" or "Bs." before the figure ("Bs. 18.400,00"): the
    // recognizer reads the mark as the boliviano (h22f15), a contract naming Venezuela (its capital, its bolívares)
    // means the bolívar (VES); one naming both, or neither, keeps the boliviano (issue 18, h75f40d).
    unit: 'BOB',
    written: /^Bs\b/,
    countries: [
      ['BOB', /\bBolivia(?:n)?\b|\bLa\s+Paz\b|\bCochabamba\b|\bSanta\s+Cruz\s+de\s+la\s+Sierra\b|\bbolivianos\b/i],
      ['VES', /\bVenezuela(?:n)?\b|\bCaracas\b|\bbol[íi]vares\b/i],
    ],
  },
  {
    // The leu of Romania and of Moldova, both written "lei" after the figure ("105 500,00 lei"); the recognizer reads
    // it as Romania's (h19f12), a contract naming Moldova means Moldova's (h25f18). The code "RON" is never Moldova's.
    unit: 'RON',
    written: /\blei$/,
    countries: [
      ['RON', /\bRomania(?:n)?\b|\bBucure[șş]ti\b|\bBucharest\b/],
      ['MDL', /\bMoldova(?:n)?\b|\bChi[șş]in[ăa]u\b/],
    ],
  },
  {
    // Mauritania's ouguiya written "UM" before the figure ("UM 2 500"): a unit of measure's abbreviation as often, so a
    // raw mark, named by a contract naming Mauritania (its towns, its ouguiyas) or writing MRU (issue 18, h76f41d).
    unit: 'UM',
    written: /^UM\b/,
    countries: [
      ['MRU', /\bMauritani(?:a|an)\b|\bNouakchott\b|\bNouadhibou\b|\bouguiyas?\b/i],
    ],
    explicit: /\b(MRU)\b/g,
  },
  {
    // The manat of Turkmenistan and of Azerbaijan, both "manat" after the figure ("95 manat per kilogram"): a raw mark,
    // named by the country the contract names (its capital and towns) or the code it writes (issue 18, h76f41d). "Mary",
    // a Turkmen town, is a name as often: not read.
    unit: 'manat',
    written: /\bmanat$/i,
    countries: [
      ['TMT', /\bTurkmen(?:istan)?\b|\bAshgabat\b|\bA[şs]gabat\b|\bT[üu]rkmenabat\b|\bDa[şs]oguz\b|\bBalkanabat\b/],
      ['AZN', /\bAzerbaijani?\b|\bBaku\b|\bGanja\b|\bSumgait\b/],
    ],
    explicit: /\b(TMT|AZN)\b/g,
  },
  {
    // Laos's kip after the figure ("6.500.000 kip", "60.000 kip per person"): a unit of force too ("a 1,200 kip load"),
    // so a raw mark as "manat", named by a contract naming Laos (as its own documents write it: "Lao PDR", "translated
    // from Lao"), its capital or its large towns, or writing LAK (issue 18, h120m77; facts set 77's cause 1c).
    unit: 'kip',
    written: /\bkips?$/,
    countries: [
      ['LAK', /\bLaos\b|\bLao\b|\bVientiane\b|\bLuang\s+Prabang\b|\bSavannakhet\b|\bPakse\b|\bLuang\s+Namtha\b/],
    ],
    explicit: /\b(LAK)\b/g,
  },
  {
    // "Br" before the figure is the birr's sign ("Br 1,200.00", as "Birr") and the Belarusian ruble's (issue 18, h120m77;
    // facts set 77's cause 1d): a raw mark as "kip" (h121left; the re-read's h120revA #4), the birr under a contract
    // naming Ethiopia (its regions, its language, its capital and towns: the lexicon's ETHIOPIAN_TOWNS, h121mendQ; the
    // capital and "Mekele" there since h122health) or writing ETB, Belarus's ruble under one naming Belarus (its capital
    // and regional towns: BELARUSIAN_TOWNS, "Minsk" and "Homiel" there since h122health) or writing BYN; under neither,
    // or both, no currency.
    unit: 'Br',
    written: /^Br(?![A-Za-z])/,
    countries: [
      ['ETB', new RegExp(String.raw`\bEthiopia(?:n)?\b|\bAmhar(?:a|ic)\b|\bOromia\b|\bTigray\b|${townNames(ETHIOPIAN_TOWNS)}`)],
      ['BYN', new RegExp(String.raw`\bBelarus(?:ian)?\b|${townNames(BELARUSIAN_TOWNS)}`)],
    ],
    explicit: /\b(ETB|BYN)\b/g,
  },
  {
    // The Djiboutian franc written "FD" before or after the figure ("15 000 FD per split unit"): a fire department's or a
    // floppy disk's letters as often, so a raw mark, named by a contract naming Djibouti (issue 18, h78f44d).
    unit: 'FD',
    written: /^FD\b|\bFD$/,
    countries: [['DJF', /\bDjibouti(?:an)?\b/]],
    explicit: /\b(DJF)\b/g,
  },
  {
    // The rial written "Rls." or "Rials" (issue 18, h80f45d; facts set 45's cause 19): Iran's, Oman's and Yemen's rial
    // and Saudi Arabia's and Qatar's riyal are all spelt so; a raw mark, named by the one country the contract names
    // (its capital and large towns) or the one of their codes it writes.
    unit: 'Rls',
    written: /^R(?:ls|ials?)\b|\bR(?:ls|ials?)\.?$/i,
    countries: [
      ['IRR', /\bIran(?:ian)?\b|\bTehran\b|\bIsfahan\b|\bShiraz\b|\bMashhad\b|\bTabriz\b/],
      ['OMR', /\bOman(?:i)?\b|\bMuscat\b|\bSalalah\b|\bSohar\b/],
      ['YER', /\bYemen(?:i)?\b|\bSana['’]?a\b|(?<!Gulf\s{1,3}of\s{1,3})\bAden\b|\bTaiz\b|\bHodeidah\b/],
      ['SAR', /\bSaudi\b|\bRiyadh\b|\bJeddah\b|\bDammam\b/],
      ['QAR', /\bQatar(?:i)?\b|\bDoha\b/],
    ],
    explicit: /\b(IRR|OMR|YER|SAR|QAR)\b/g,
  },
  {
    // The bare "riyal" (issue 18, h102d62; facts set 62's cause 13): the recognizer reads it as Saudi Arabia's, and Qatar
    // spells its riyal so too ("I'll transfer the 1,200 riyals" in a chat that writes "QR 150" and names Qatar National
    // Bank). As the bare "rials" above (h80f45d), the one country the contract names, or the one of the two codes it
    // writes, decides; none, or both, keep the Saudi reading. "Saudi riyals" and "Qatari riyals" name theirs.
    unit: 'SAR',
    written: /(?<!\b(?:Saudi|Qatari)\s{1,3})\briyals?$/i,
    countries: [
      ['SAR', /\bSaudi\b|\bRiyadh\b|\bJeddah\b|\bDammam\b|\bMecca\b|\bMedina\b/],
      ['QAR', /\bQatar(?:i)?\b|\bDoha\b|\bAl[\s-]Wakrah\b|\bAl[\s-]Rayyan\b|\bLusail\b/],
    ],
    explicit: /\b(SAR|QAR)\b/g,
  },
  {
    // The pound sign and the bare "pounds" (issue 18, h80f45d; facts set 45's cause 17): the recognizer reads them as
    // pounds sterling, and three territories write their own pound, of its own ISO code, so: the Falkland Islands (FKP,
    // also "FK£"), Gibraltar (GIP) and Saint Helena with Ascension (SHP). A contract naming exactly one of them means that
    // pound; Guernsey, Jersey and the Isle of Man have no code of their own and stay GBP. Tristan da Cunha, the third
    // island of Saint Helena's territory, pays in sterling (issue 18, h89o; set 50's cause 10): it names GBP, so a
    // Tristan contract that names the Bank of St Helena names two pounds and keeps the recognizer's sterling. The
    // territory's whole name ("Saint Helena, Ascension and Tristan da Cunha") names Saint Helena's pound only. A
    // document writing "GBP" or "sterling" out says its pound itself (`explicit`): a Gibraltar lease "in pounds sterling"
    // keeps GBP. "British pounds" and "pounds sterling" name theirs.
    unit: 'GBP',
    written: /^(?:FK|G)?£|(?<!British\s)\bpounds?$/i,
    countries: [
      ['FKP', /\bFalklands?\b/],
      ['GIP', /\bGibraltar(?:ian)?\b/],
      ['SHP', /\bS(?:ain)?t\.?\s{1,3}Helena\b|\bAscension\s{1,3}Island\b/],
      ['GBP', /(?<!\bAscension,?\s{1,3}and\s{1,3})\bTristan\s{1,3}da\s{1,3}Cunha\b|\bEdinburgh\s{1,3}of\s{1,3}the\s{1,3}Seven\s{1,3}Seas\b/],
    ],
    explicit: /\b(GBP|FKP|GIP|SHP|[Ss]terling|STERLING)\b/g,
  },
  {
    // North Macedonia's denar abbreviated "den." after the figure ("4.800 den. per day"), a word of other languages, and
    // the bare "drams" after a figure, a weight too: raw marks, named by a contract naming the country (its towns, its
    // single-member company's "DOOEL") or writing the code (issue 18, h101d61; facts set 61's causes 12–13).
    unit: 'den',
    written: /(?<![\p{L}\p{N}])(?:den|ден)\.?$/iu,
    countries: [['MKD', /\bMacedonia(?:n)?\b|\bSkopje\b|\bOhrid\b|\bBitola\b|\bKumanovo\b|\bPrilep\b|\bTetovo\b|\bStruga\b|\bDOOEL\b/]],
    explicit: /\b(MKD)\b/g,
  },
  {
    unit: 'dram',
    written: /\bdrams?$/i,
    countries: [['AMD', /\bArmenia(?:n)?\b|\bYerevan\b|\bGyumri\b|\bVanadzor\b|\bDilijan\b/]],
    explicit: /\b(AMD)\b/g,
  },
  {
    // Bosnia's convertible mark written "KM" after a whole figure ("450 KM + VAT"), a distance in capitals as often: a raw
    // mark, named by a contract naming Bosnia and Herzegovina (its entities and towns) or writing BAM (issue 18, h101d61;
    // facts set 61's cause 15). With cents ("45,00 KM") the recognizer reads BAM itself.
    unit: 'KM',
    written: /\bKM$/,
    countries: [['BAM', /\bBosnia\b|\bHerzegovina\b|\bSarajevo\b|\bMostar\b|\bBanja\s+Luka\b|\bTuzla\b|\bZenica\b|\bBijeljina\b|\bRepublika\s+Srpska\b/]],
    explicit: /\b(BAM)\b/g,
  },
  {
    // The Libyan dinar written "LD" or "L.D." ("LD 4,800.000", "4,800.000 LD"): liquidated damages' letters as often, so
    // a raw mark, named by a contract naming Libya (its towns, its dinars) or writing LYD (issue 18, h78f44d).
    unit: 'LD',
    written: /^L\.?D\b|\bLD$/,
    countries: [['LYD', /\bLibya(?:n)?\b|\bTripoli\b|\bBenghazi\b|\bMisrata\b|\bSabha\b|\bZawiya\b|\bSirte\b/]],
    explicit: /\b(LYD)\b/g,
  },
  {
    // Chile's Unidad de Fomento written "UF" before or after the figure ("UF 42", "42 UF"): ultrafiltration's or a
    // urea-formaldehyde resin's letters as often, so a raw mark, named CLF by a contract naming Chile (as written or in
    // capitals: "chile" is a pepper) or writing its Unidad de Fomento or CLF out (issue 18, h107d67; facts set 67's cause
    // 13). No other country prices in a "UF": Colombia's unit of value is the UVR.
    unit: 'UF',
    written: /^UF\b|\bUF$/,
    // Chile by its towns and regions too, the gazetteer's (issue 18, h110d70): no other country prices in a "UF".
    countries: [['CLF', /\bChile(?:an)?\b|\bCHILE(?:AN)?\b|\b[Uu]nidad(?:es)?\s+de\s+[Ff]omento\b|\bUNIDAD(?:ES)?\s+DE\s+FOMENTO\b/]],
    placed: [['CLF', CHILEAN_PLACES]],
    explicit: /\b(CLF)\b/g,
  },
  {
    // The Maldivian rufiyaa written "Rf" or "MRf" ("Rf 2,500", "MRf 12,000.00", "2,500 Rf"): a raw mark (the letters are
    // rutherfordium's and a reference's too), named MVR by a contract naming the Maldives (as written or in capitals, its
    // language, its rufiyaa written out) or writing MVR (issue 18, h107d67; facts set 67's cause 17).
    unit: 'Rf',
    written: /^M?Rf\b|\bRf\.?$/,
    countries: [['MVR', /\bMaldiv(?:es|ian)\b|\bMALDIV(?:ES|IAN)\b|\bDhivehi\b|\b[Rr]ufiyaa\b|\bRUFIYAA\b/]],
    explicit: /\b(MVR)\b/g,
  },
  {
    // The marks of the other units of account contracts are priced in (issue 18, h108d68; facts set 68's cause 9), raw
    // marks as "UF" (a device identifier's, a user interface's, German's and ultraviolet radiation's letters as often),
    // each named by a contract naming the unit's country (as written or in capitals) or writing the unit out in words or
    // by its code: Mexico's Unidad de Inversión "UDI(s)" (MXV; a Mexican contract writes its pesos "M.N.", moneda
    // nacional), Uruguay's Unidad Indexada "UI" (UYI), the WIR franc "WIR" (CHW; Switzerland, or the WIR Bank) and
    // Colombia's Unidad de Valor Real "UVR" (COU).
    unit: 'UDI',
    written: /^UDI[sS]?\b|\bUDI[sS]?$/,
    countries: [['MXV', new RegExp(String.raw`${MEXICO.source}|\bM[EÉ]XICO\b|\bMEXICAN\b|\bM\.N\.|\b[Uu]nidad(?:es)?\s+de\s+[Ii]nversi[oó]n\b|\bUNIDAD(?:ES)?\s+DE\s+INVERSI[OÓ]N\b`)]],
    explicit: /\b(MXV)\b/g,
  },
  {
    unit: 'UI',
    written: /^UI\b|\bUI$/,
    countries: [['UYI', /\bUruguay(?:an)?\b|\bURUGUAY(?:AN)?\b|\bMontevideo\b|\b[Uu]nidad(?:es)?\s+[Ii]ndexadas?\b|\bUNIDAD(?:ES)?\s+INDEXADAS?\b/]],
    explicit: /\b(UYI)\b/g,
  },
  {
    unit: 'WIR',
    written: /^WIR\b|\bWIR$/,
    countries: [['CHW', /\bSwitzerland\b|\bSWITZERLAND\b|\bSwiss\b|\bSWISS\b|\bSchweiz\b|\bSuisse\b|\bSvizzera\b|\bWIR[\s-]+(?:Bank|BANK|[Ff]rancs?)\b/]],
    explicit: /\b(CHW)\b/g,
  },
  {
    unit: 'UVR',
    written: /^UVR\b|\bUVR$/,
    countries: [['COU', /\bColombia(?:n)?\b|\bCOLOMBIA(?:N)?\b|\bBogot[aá](?![\wÀ-ɏ])|\b[Uu]nidad(?:es)?\s+de\s+[Vv]alor\s+[Rr]eal\b|\bUNIDAD(?:ES)?\s+DE\s+VALOR\s+REAL\b/]],
    explicit: /\b(COU)\b/g,
  },
  {
    // The yen sign, halfwidth "¥" or fullwidth "￥", is the Chinese yuan's sign as well as the yen's: a Chinese lease
    // writes "RMB 4,000 per month, ￥12,000 in all". The recognizer reads JPY; a contract naming China (the People's
    // Republic, "PRC", its yuan or renminbi written in words or as "RMB") and not Japan means the yuan; one naming both,
    // or neither, keeps JPY (issue 18, h104d64; facts set 64's cause 15). "CNY" or "JPY" written out say it themselves.
    unit: 'JPY',
    written: /^[¥￥]|[¥￥]$/,
    countries: [
      ['CNY', /\bChina\b|\bCHINA\b|\bChinese\b|\bPRC\b|\bRMB\b|\b[Yy]uan\b|\bYUAN\b|\b[Rr]enminbi\b/],
      ['JPY', /\bJapan(?:ese)?\b|\bJAPAN\b|\b[Yy]en\b|\bTokyo\b|\bOsaka\b|\bYokohama\b|\bNagoya\b|\bKyoto\b|\bKobe\b|\bFukuoka\b|\bSapporo\b|\bKabushiki\s+Kaisha\b|\bK\.K\./],
    ],
    explicit: /\b(CNY|JPY)\b/g,
  },
];

/** What a pattern of the local-currency loop says when it matches a text: a mark vetoed, or a country (or outlying place) named for it. */
interface PatternUse {
  readonly mark: number;
  readonly kind: 'veto' | 'country' | 'outlying' | 'placed';
  readonly code: string;
}

/**
 * Every veto, country and outlying place of `SHARED_MARKS`, each pattern once (the franc zones', the Comoros', DR
 * Congo's, Djibouti's, Argentina's, Uruguay's and the Philippines' serve two marks each: 79 uses, 71 patterns), with
 * what it says for each mark that uses it. One kept array, so that the prefilter remembers the union of their literals (`prefilterCandidates`).
 */
const { patterns: LOCAL_PATTERNS, uses: USES_OF } = patternsAndUses();

function patternsAndUses(): { patterns: readonly RegExp[]; uses: readonly (readonly PatternUse[])[] } {
  const patterns: RegExp[] = [];
  const uses: PatternUse[][] = [];
  // By flags and source, which decide what a pattern matches: the Philippines' and the pesos' countries are written
  // twice, for two marks.
  const index = new Map<string, number>();
  const add = (re: RegExp, use: PatternUse): void => {
    let i = index.get(prefilterKey(re));
    if (i === undefined) {
      i = patterns.push(re) - 1;
      uses.push([]);
      index.set(prefilterKey(re), i);
    }
    uses[i].push(use);
  };
  SHARED_MARKS.forEach((mark, m) => {
    if (mark.veto !== undefined) add(mark.veto, { mark: m, kind: 'veto', code: mark.unit });
    for (const [code, named] of mark.countries) add(named, { mark: m, kind: 'country', code });
    for (const [code, place] of mark.outlying ?? []) add(place, { mark: m, kind: 'outlying', code });
    for (const [code, place] of mark.placed ?? []) add(place, { mark: m, kind: 'placed', code });
  });
  return { patterns, uses };
}

/** The patterns `contractLocalCurrencies` filters (its vetoes and countries, each once), for the build's prefilter table. */
export function localCurrencyPatterns(): RegExp[] {
  return [...LOCAL_PATTERNS];
}

/**
 * (issue 18, h119cur) The raw marks of units no ISO code carries, whatever country the contract names: Iran's toman
 * ("200,000 tomans"), ten rials, a unit of speech and price tags that ISO 4217 does not list (IRR is the rial). A
 * Currency attribute of the mark as written, and no contract amount or currency, as a shared mark no country resolves
 * (docs/contracts.md, [GAP]: what the service answers is unknown; ten times the figure in IRR is not chosen).
 */
const UNCODED_MARKS: readonly string[] = ['toman'];

/**
 * Every currency a shared mark's unit may be: a code the recognizer reads ("USD", "RON") or one a mark's country names
 * ("BOB", "AED", "MXV"). ISO codes all; a raw mark is none of them.
 */
const MARK_CODES: ReadonlySet<string> = new Set([...CURRENCY_CODES, ...SHARED_MARKS.flatMap((m) => [...m.countries, ...(m.outlying ?? []), ...(m.placed ?? [])].map(([code]) => code))]);
/**
 * The raw marks of `SHARED_MARKS` that are no ISO code: under a contract naming none of their countries they name no
 * currency. Derived from the marks, so a mark added above needs no second list. Not by their shape: the marks of the
 * units of account are three capitals as a code is ("UDI", "WIR", "UVR"; their codes are MXV, CHW, COU), and under a
 * contract naming no Mexico, Switzerland or Colombia they name no currency as "UI" and "UF" do (issue 18, h109fix).
 */
export const RAW_MARKS: ReadonlySet<string> = new Set([...SHARED_MARKS.map((m) => m.unit).filter((unit) => !MARK_CODES.has(unit)), ...UNCODED_MARKS]);

/**
 * The countries whose "$" is a peso. A contract that names its "$" sums "pesos" in words ("$ 68.000 (pesos sixty-eight
 * thousand)", "$ 300.000 (three hundred thousand pesos)") says its "$" is a peso (issue 18, h94fd; facts set 55's cause
 * 14): a dollar's country it names (an address in Sydney) or a US place (a "Florida" street) decides nothing then, only a
 * peso's country does. The pesos' codes come from the recognizer's currency names (its one list, as the rates read
 * it: "Argentine pesos", "Chilean peso", …; issue 18, h112left); Cuba's, the Dominican Republic's and the
 * Philippines' among them are none of the "$" mark's countries above, so the answers are those of the five codes
 * written here before.
 */
const PESO_COUNTRIES: ReadonlySet<string> = new Set([...currencyNamesForRates()].filter(([name]) => /\bpesos?$/.test(name)).map(([, code]) => code));
/** A bare "$" and its figure, then a bracket whose words name pesos. Bounded: linear. */
const SUM_IN_PESOS = /(?<![A-Za-z])\$\s?\d[\d.,]{0,20}\s{0,3}\((?:[^()]{0,80}?\s)?pesos?\b/i;

/** For each shared unit, the one country's currency the contract's texts name; absent when none, several, or vetoed. */
export function contractLocalCurrencies(texts: readonly string[]): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  // Each country's pattern runs on every element and matches in few documents: the literal prefilter skips (and so
  // never compiles) those whose words the text lacks. The texts are folded once for all of them.
  const folded = texts.map(foldedForPrefilter);
  // Text by text, not mark by mark over every text: the prefilter remembers the literals of its last few texts only, so
  // a pass per mark found every text's literals again for each of the marks (the 58-page contract: ~30 ms a call;
  // bench/log.md, "The classifier's cold time, session 33"). And one question per text says which patterns may match
  // at all (most texts: none), not one per pattern (~77,000 a call; "The local-currency loop asks the prefilter once per
  // text"). The tests are pure (no global or sticky pattern among them), so the order they run in, and a pattern shared
  // by two marks running once, change nothing: a mark is vetoed when any text's veto matches, and then its countries
  // are not read.
  const inPesos = texts.some((text) => text.includes('$') && SUM_IN_PESOS.test(text));
  const vetoed = SHARED_MARKS.map(() => false);
  const namedBy = SHARED_MARKS.map(() => new Set<string>());
  const outlyingBy = SHARED_MARKS.map(() => new Set<string>());
  const placedBy = SHARED_MARKS.map(() => new Set<string>());
  texts.forEach((text, i) => {
    for (const p of prefilterCandidates(LOCAL_PATTERNS, folded[i])) {
      const uses = USES_OF[p];
      if (uses.every((use) => vetoed[use.mark]) || !runnable(LOCAL_PATTERNS[p]).test(text)) continue;
      for (const { mark, kind, code } of uses) {
        const pesoOnly = inPesos && SHARED_MARKS[mark].unit === 'USD';
        if (pesoOnly && !PESO_COUNTRIES.has(code)) continue;
        if (kind === 'veto') vetoed[mark] = true;
        else (kind === 'country' ? namedBy : kind === 'outlying' ? outlyingBy : placedBy)[mark].add(code);
      }
    }
  });
  for (const [m, mark] of SHARED_MARKS.entries()) {
    if (vetoed[m]) continue;
    // A country's towns (`placed`) only where no country nor outlying place is named and the mark is written its way.
    const placed = placedBy[m].size > 0 && (mark.placedWriting === undefined || (mark.unit === 'USD' && inPesos) || texts.some((text) => mark.placedWriting?.test(text) === true)) ? placedBy[m] : new Set<string>();
    const named = namedBy[m].size > 0 ? namedBy[m] : outlyingBy[m].size > 0 ? outlyingBy[m] : placed;
    // A document that names none of the countries but writes one of the mark's currencies out, and not the mark's own
    // ("NZD 400,000" and "NZ$1,200" beside "an account fee of $40 per month"), means that one by its bare mark: the
    // document's one dollar (h34f27). Two written out, or the mark's own ("USD"), keep the recognizer's reading.
    if (named.size === 0) {
      const written = writtenCurrencies(mark, texts);
      if (written.size === 1 && !written.has(mark.unit)) out.set(mark.unit, [...written][0]);
      continue;
    }
    if (named.size !== 1) continue;
    const country = [...named][0];
    // A country named in an address or a governing-law clause decides "$" only when the document writes no other of the
    // mark's currencies out: "USD 12,000" beside "$ 400" under a Singapore address is US dollars, not Singapore's; with
    // one such currency written out, "$" is that one (h22facts). The country's own code written out ("SGD") agrees.
    const written = writtenCurrencies(mark, texts);
    if (written.size === 0 || written.has(country)) out.set(mark.unit, country);
    else if (written.size === 1 && !written.has(mark.unit)) out.set(mark.unit, [...written][0]);
  }
  return out;
}

/** A dollar named by its country in words (`SharedMark.explicit`'s third group), as its code. */
const DOLLARS_BY_COUNTRY: ReadonlyMap<string, string> = new Map([
  ['US', 'USD'], ['U.S.', 'USD'], ['United States', 'USD'], ['American', 'USD'], ['Australian', 'AUD'], ['Canadian', 'CAD'],
  ['New Zealand', 'NZD'], ['Singapore', 'SGD'], ['Hong Kong', 'HKD'], ['Fijian', 'FJD'], ['Jamaican', 'JMD'],
]);

/** A currency a word of `SharedMark.explicit`'s first group names by itself: "sterling" is the pound sterling. */
const CODE_WORDS: ReadonlyMap<string, string> = new Map([['sterling', 'GBP']]);

/** The mark's currencies the texts write out (`SharedMark.explicit`), as codes. */
function writtenCurrencies(mark: SharedMark, texts: readonly string[]): Set<string> {
  const codes = new Set<string>();
  if (mark.explicit === undefined) return codes;
  for (const text of texts) for (const m of matchesOf(mark.explicit, text)) {
    // A sign's letters read as the money recognizer reads them (its one table of dollar prefixes).
    const code = m[1] !== undefined ? CODE_WORDS.get(m[1].toLowerCase()) ?? m[1] : m[2] !== undefined ? dollarPrefixCode(m[2]) : DOLLARS_BY_COUNTRY.get(m[3].replace(/\s+/g, ' '));
    if (code !== undefined) codes.add(code);
  }
  return codes;
}

/** The currency of a money mention of `unit` written as `written` (the mention's text) under `local`; else `unit`. */
export function localUnit(unit: string, written: string, local: ReadonlyMap<string, string>): string {
  const code = local.get(unit);
  if (code === undefined) return unit;
  const mark = SHARED_MARKS.find((m) => m.unit === unit);
  return mark !== undefined && mark.written.test(written) ? code : unit;
}
