/**
 * Currency units: symbols, ISO codes, names (one to three words) and minor units (`cents`), with the ISO code
 * each stands for. The en-us list of the service (USD, CAD, AUD, GBP, INR, EUR, JPY, MXN, CHF) plus the
 * common others.
 */

/** Symbols written before or after the amount. `$` alone is USD. */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'], ['¥', 'JPY'], ['₹', 'INR'], ['₿', 'BTC'], ['元', 'CNY'],
  ['₡', 'CRC'], ['₾', 'GEL'], ['₭', 'LAK'], ['₩', 'KRW'], ['₽', 'RUB'], ['₺', 'TRY'], ['₪', 'ILS'],
  ['₫', 'VND'], ['₱', 'PHP'], ['₦', 'NGN'], ['₴', 'UAH'], ['฿', 'THB'], ['ரூ', 'LKR'], ['₣', 'CHF'],
  // The Ghana cedi's sign, written "GH₵" in Ghana (the "GH" a prefix as "US" before "$").
  ['₵', 'GHS'],
  // Mongolia's tögrög sign ("₮1,350,000,000"), h23f16.
  ['₮', 'MNT'],
  // Azerbaijan's manat, Armenia's dram and Cambodia's riel signs ("₼ 3,600", "֏ 25,000", "៛ 40,000"), h24f17.
  ['₼', 'AZN'], ['֏', 'AMD'], ['៛', 'KHR'],
  // Paraguay's guaraní, Kazakhstan's tenge and Bangladesh's taka signs ("₲ 300 per kilogram", "₸ 4,000", "৳ 12,500"),
  // each one currency's alone in ISO 4217 (issue 18, h67dates). The rupee sign "₨" is Pakistan's, Nepal's, Sri Lanka's,
  // Mauritius's and the Seychelles's: no one code, left out.
  ['₲', 'PYG'], ['₸', 'KZT'], ['৳', 'BDT'],
  // Afghanistan's afghani sign ("؋ 9,500"), one currency's alone (issue 18, h75f40d).
  ['؋', 'AFN'],
  // The fullwidth yen sign ("￥12,600"), as Chinese and Japanese texts set it beside their fullwidth digits and marks: the
  // halfwidth sign's reading, which a contract's country may make the yuan (facts/local-currency.ts; issue 18, h104d64).
  ['￥', 'JPY'],
]);

/**
 * The cedi sign as Ghanaian drafting types it where a keyboard has no "₵": the cent sign glued after "GH" ("GH¢ 9,600.00",
 * "GH¢650", also "Gh¢"), as "GH₵" reads by its sign. The letters in those cases and glued to the "¢" only: the cent sign
 * alone stays no currency ("50¢" is fifty cents of any dollar), and "gh¢" is none (issue 18, h118f75; facts set 75's
 * cause 1). A contract's notation only (`notations`, as `CONTRACT_PREFIXES`): a chat's system entities read "GH₵", "₵"
 * and "GHS" as before and not this form (issue 18, h118mendD).
 */
export const CENT_SIGN_PREFIXES: ReadonlyMap<string, string> = new Map([['GH', 'GHS'], ['Gh', 'GHS']]);

/** The cent sign, which `CENT_SIGN_PREFIXES` turn into a currency's sign. */
export const CENT_SIGN = '¢';

/**
 * Marks of `DOLLAR_PREFIXES` that are also pronouns: apart from the `$` they are a mark only in capitals ("US $300"),
 * since "pay us $300" is the pronoun before a bare dollar (issue 18, h48facts). Glued ("us$300") they stay a mark.
 */
export const PRONOUN_PREFIXES: ReadonlySet<string> = new Set(['us']);

/** The first letter of the United States written with its stops before a dollar sign ("u.s. $", "U.S.$"). */
export const DOTTED_US_FIRST = 'u';

/** Words written right before `$` (`US$`, `C $`, `hk $`, `Mex$`). Single letters only when glued. */
export const DOLLAR_PREFIXES: ReadonlyMap<string, { code: string; spaced: boolean }> = new Map([
  ['us', { code: 'USD', spaced: true }], ['usd', { code: 'USD', spaced: true }],
  ['c', { code: 'CAD', spaced: true }], ['ca', { code: 'CAD', spaced: true }], ['can', { code: 'CAD', spaced: false }],
  ['cad', { code: 'CAD', spaced: true }],
  ['a', { code: 'AUD', spaced: false }], ['au', { code: 'AUD', spaced: true }], ['aud', { code: 'AUD', spaced: true }],
  ['hk', { code: 'HKD', spaced: true }], ['hkd', { code: 'HKD', spaced: true }],
  ['nz', { code: 'NZD', spaced: true }], ['nzd', { code: 'NZD', spaced: true }],
  ['mex', { code: 'MXN', spaced: true }], ['mxn', { code: 'MXN', spaced: true }],
  ['s', { code: 'SGD', spaced: false }], ['sgd', { code: 'SGD', spaced: true }],
  ['r', { code: 'BRL', spaced: false }],
  // The peso countries that write their peso "$" after the ISO code ("COP $84.000.000", "CLP $ 385", "ARS $ 1.200"),
  // and "GH" before the cedi sign ("GH₵ 2,400,000.00"). Codes only, in any case: "cop" is no word before a "$".
  ['cop', { code: 'COP', spaced: true }], ['clp', { code: 'CLP', spaced: true }], ['ars', { code: 'ARS', spaced: true }],
  ['uyu', { code: 'UYU', spaced: true }],
  // The Fijian and Jamaican dollars as their contracts write them ("FJ$76,500", "F$3,200", "J$96,000,000"), h21f14:
  // single letters only glued, as "A$".
  ['fj', { code: 'FJD', spaced: true }], ['fjd', { code: 'FJD', spaced: true }], ['f', { code: 'FJD', spaced: false }],
  ['j', { code: 'JMD', spaced: false }], ['jmd', { code: 'JMD', spaced: true }],
  // Trinidad and Tobago's, the New Taiwan and the Namibian dollars as their contracts write them ("TT$1,485,000.00",
  // "NT$2,350", "N$ 2,450,000.00"), h22f15: glued to the "$" only, as "A$".
  ['tt', { code: 'TTD', spaced: false }], ['ttd', { code: 'TTD', spaced: true }], ['nt', { code: 'TWD', spaced: false }],
  ['n', { code: 'NAD', spaced: false }],
  // The Barbados dollar as Barbadian contracts write it ("Bds$ 7,800"), h25f18: glued to the "$", as "TT$".
  ['bds', { code: 'BBD', spaced: false }],
  // The Bahamian and Belize dollars as their contracts write them ("B$ 600,000.00", "BZ$ 2,500.00"), h26f19: glued to
  // the "$", as "TT$". Brunei writes its dollar "B$" too; a Bahamian reading is this table's one reading of the mark.
  ['b', { code: 'BSD', spaced: false }], ['bsd', { code: 'BSD', spaced: true }], ['bz', { code: 'BZD', spaced: false }],
  ['bzd', { code: 'BZD', spaced: true }],
  // The Tongan pa'anga, the Liberian and the Guyana dollars as their contracts write them ("T$ 400,000", "L$ 1,200",
  // "G$ 385,000"), h27f20: glued to the "$" only, as "TT$" ("T $ 5" apart is no mark).
  ['t', { code: 'TOP', spaced: false }], ['l', { code: 'LRD', spaced: false }], ['lrd', { code: 'LRD', spaced: true }],
  ['g', { code: 'GYD', spaced: false }], ['gyd', { code: 'GYD', spaced: true }],
  // The Eastern Caribbean dollar ("EC$ 3,600.00", "EC $ 250"), the Samoan tala ("WS$ 7,200", "SAT$ 500"), the Macao
  // pataca ("MOP$ 60,000") and the Cayman Islands dollar ("CI$ 12,000") as their contracts write them, h28f21: letters
  // that are no word before a "$" may stand apart; "WS", "SAT", "MOP" ("a mop $5") and "CI" only glued, as "TT$".
  ['ec', { code: 'XCD', spaced: true }], ['xcd', { code: 'XCD', spaced: true }], ['ws', { code: 'WST', spaced: false }],
  ['wst', { code: 'WST', spaced: true }], ['sat', { code: 'WST', spaced: false }], ['mop', { code: 'MOP', spaced: false }],
  ['ci', { code: 'KYD', spaced: false }], ['kyd', { code: 'KYD', spaced: true }],
  // The Bermuda dollar ("BD$ 18,500.00") and the Solomon Islands dollar ("SI$ 14.20") as their contracts write them,
  // h29f22: glued to the "$" only, as "TT$" ("BD 14,250.500" apart is Bahrain's dinar, a contract mark).
  ['bd', { code: 'BMD', spaced: false }], ['bmd', { code: 'BMD', spaced: true }], ['si', { code: 'SBD', spaced: false }],
  ['sbd', { code: 'SBD', spaced: true }],
  // The Surinamese dollar ("SR$ 1.250,00", "SRD $ 400") and the Dominican peso ("RD$ 25,000.00") as their contracts
  // write them (issue 18, h75f40d): the letters glued to the "$" only, as "TT$" ("SR 1,000" apart is Saudi riyals' mark).
  ['sr', { code: 'SRD', spaced: false }], ['srd', { code: 'SRD', spaced: true }], ['rd', { code: 'DOP', spaced: false }],
]);

/**
 * The capitals glued before the pound sign that make it another country's pound, as that country's drafting writes it:
 * Egypt's "E£ 4,000" / "E£13,500", Lebanon's "L£" and Syria's "S£" (issue 18, h120f77; facts set 77's cause 1b: the
 * sign alone read sterling). Glued and in capitals only: "E £5" apart, or "e£", keeps the sign's own reading. In contracts only
 * (`moneyNotations`): a chat's "L£20", "S£15" are a size or a plan's letter before sterling (h120rr #6).
 */
export const POUND_PREFIXES: ReadonlyMap<string, string> = new Map([['E', 'EGP'], ['L', 'LBP'], ['S', 'SYP']]);

/** ISO codes recognised in any letter case. */
const CODES_ANY_CASE = [
  'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'RMB', 'INR', 'AUD', 'NZD', 'CHF', 'MXN', 'HKD', 'SGD', 'SEK', 'DKK',
  'BTC', 'ZAR', 'KRW', 'BRL', 'PLN', 'CZK', 'HUF', 'THB', 'IDR', 'MYR', 'VND', 'NGN', 'EGP', 'AED', 'XBT',
];
/**
 * ISO codes recognised only in capitals: those that are also English words (`TRY 5`, not `try 5`), and the codes of
 * the other currencies contracts name (East and West Africa, the Gulf, South Asia, Eastern Europe), which a chat user
 * does not type in lower case either: `KES 14.20`, `QAR 5,000`, `XOF 1 000 000`.
 */
const CODES_CAPITALS = [
  'CAD', 'TRY', 'NOK', 'RUB', 'SAR', 'PHP', 'ILS', 'ARS', 'CLP', 'COP', 'PEN', 'UAH',
  'KES', 'TZS', 'UGX', 'RWF', 'ETB', 'GHS', 'XOF', 'XAF', 'ZMW', 'BWP', 'NAD', 'MUR', 'QAR', 'KWD', 'BHD', 'OMR',
  'JOD', 'PKR', 'BDT', 'LKR', 'NPR', 'TWD', 'RON', 'BGN', 'ISK', 'RSD', 'KZT', 'UYU', 'FJD', 'JMD', 'TTD',
  // Mongolia's tögrög and Panama's balboa (h23f16).
  'MNT', 'PAB',
  // Uzbekistan's soum, Tunisia's dinar, Azerbaijan's manat, Paraguay's guaraní, Cambodia's riel and Zimbabwe Gold
  // (h24f17). Armenia's "AMD" is a contract mark only (a company's name in a chat), as "MAD".
  'UZS', 'TND', 'AZN', 'PYG', 'KHR', 'ZWG',
  // Mozambique's metical, Kyrgyzstan's som, Moldova's leu, North Macedonia's denar, Lebanon's pound, Malawi's kwacha,
  // the Barbados dollar, the Maldivian rufiyaa and Algeria's dinar (h25f18).
  'MZN', 'KGS', 'MDL', 'MKD', 'LBP', 'MWK', 'BBD', 'MVR', 'DZD',
  // Bhutan's ngultrum, Guatemala's quetzal, the Bahamian and Belize dollars, Nicaragua's córdoba, Papua New Guinea's
  // kina, Myanmar's kyat and Madagascar's ariary (h26f19). Albania's "ALL" is a contract mark only (an English word).
  'BTN', 'GTQ', 'BSD', 'BZD', 'NIO', 'PGK', 'MMK', 'MGA',
  // Honduras's lempira, Laos's kip, the Seychelles rupee, Liberia's and Guyana's dollars, Belarus's ruble and Brunei's
  // dollar (h27f20). Tonga's "TOP" is a contract mark only (an English word), as "ALL".
  'HNL', 'LAK', 'SCR', 'LRD', 'GYD', 'BYN', 'BND',
  // The Eastern Caribbean dollar, Eswatini's lilangeni, the Samoan tala, Tajikistan's somoni, the Vanuatu vatu, Sierra
  // Leone's leone (the new "SLE" and the old "SLL"), Haiti's gourde and the Cayman Islands dollar (h28f21). Cape
  // Verde's "CVE" (a vulnerability's number), Macao's "MOP" (an English word) and Aruba's "AWG" (a wire gauge) are
  // contract marks only, before a figure in money's form.
  'XCD', 'SZL', 'WST', 'TJS', 'VUV', 'SLE', 'SLL', 'HTG', 'KYD',
  // The Bermuda dollar, Lesotho's loti, the Gambian dalasi, the Burundian franc, the Iraqi dinar and the Solomon Islands
  // dollar (h29f22). Bosnia's "BAM" (an English word) is a contract mark only, as "MOP".
  'BMD', 'LSL', 'GMD', 'BIF', 'IQD', 'SBD',
  // Issue 18, h75f40d (facts set 40's cause 16): the rest of ISO 4217's currencies whose codes are no word nor a common
  // abbreviation in capitals. The Pacific franc, the Surinamese dollar, Venezuela's bolívar (VES, and VED of the 2021
  // redenomination), Angola's kwanza, the afghani, the Djiboutian, Guinean and Comorian francs, the Falkland Islands and
  // Gibraltar pounds, North Korea's won, Libya's dinar, Mauritania's ouguiya, Syria's pound, Yemen's rial, the Eritrean
  // nakfa and the Caribbean guilder (XCG, and ANG, the Netherlands Antillean guilder it replaces). The codes that are
  // words or abbreviations (CUP, SOS, DOP, CRC, CDF, IRR, SDG, SSP, SHP, STN, SVC, TMT) are contract marks
  // (CONTRACT_PREFIXES) before a figure in money's form only. ISO's metals (XAU, XAG …) and drawing rights (XDR) price no
  // contract's work and stay out; of its fund codes, the units of account contracts are priced in are read (below).
  'XPF', 'SRD', 'VES', 'VED', 'AOA', 'AFN', 'DJF', 'GNF', 'KMF', 'FKP', 'GIP', 'KPW', 'LYD', 'MRU', 'SYP', 'YER', 'ERN',
  'XCG', 'ANG',
  // Issue 18, h107d67 (facts set 67's cause 13): the Unidad de Fomento, ISO 4217's CLF, the unit of account Chilean
  // leases, loans and sales are priced in and paid in pesos at the day's value ("CLF 42,5"): the one fund code a
  // contract's price is written in. No English word in capitals. Its mark "UF" is a raw mark (CONTRACT_PREFIXES).
  'CLF',
  // Issue 18, h108d68 (facts set 68's cause 9): ISO 4217's fund codes that are units of account contracts are priced in,
  // as Chile's CLF: Mexico's Unidad de Inversión (MXV: loans and mortgages "in UDIs", paid in pesos at the Banco de
  // México's daily value), Uruguay's Unidad Indexada (UYI: leases and loans "in UI", the INE's daily value), the WIR
  // franc (CHW: the Swiss WIR Bank's clearing unit a Swiss firm's invoice is partly paid in) and Colombia's Unidad de
  // Valor Real (COU: mortgages "in UVR"). Their marks "UDI", "UI", "WIR", "UVR" are raw marks (CONTRACT_PREFIXES). The
  // other fund codes stay out: the Swiss WIR euro (CHE), the US next-day dollar (USN) and Uruguay's wage index unit (UYW)
  // are bank and clearing units no contract's price is written in. Bolivia's Mvdol (BOV) is read since issue 18, h110d70
  // (a Bolivian contract's penalty "15 Mvdol (BOV 15,00) per box"): its name after a figure (CURRENCY_NAMES) and its code
  // and name before one (CONTRACT_PREFIXES), not here: "BOV" in capitals is a bag-on-valve's letters as often.
  'MXV', 'UYI', 'CHW', 'COU',
];

const CODE_ALIASES: ReadonlyMap<string, string> = new Map([['RMB', 'CNY'], ['XBT', 'BTC']]);

/** Every currency code `currencyCode` reads in capitals, aliases included ("RMB"): the codes a contract writes. */
export const CURRENCY_CODES: readonly string[] = [...CODES_ANY_CASE, ...CODES_CAPITALS];

/** The two lists as sets: `currencyCode` is asked of every word of a text with figures in it (speed only). */
const ANY_CASE_CODES: ReadonlySet<string> = new Set(CODES_ANY_CASE);
const CAPITALS_CODES: ReadonlySet<string> = new Set(CODES_CAPITALS);
/** Every code is three letters; upper-casing never shortens a word, so a longer word is none without being upper-cased. */
const CODE_LENGTH = 3;

/** The ISO code written as `word` (case as written), or undefined. `ALL`, `GEL`, `MAD` are never codes. */
export function currencyCode(word: string): string | undefined {
  if (word.length > CODE_LENGTH) return undefined;
  const upper = word.toUpperCase();
  const known = ANY_CASE_CODES.has(upper) || (word === upper && CAPITALS_CODES.has(upper));
  if (!known) return undefined;
  return CODE_ALIASES.get(upper) ?? upper;
}

/**
 * The codes financial drafting writes with an "M" for millions ("30 MUSD", "MEUR 2", "12 MSEK", "MNOK 40"): the major
 * currencies `currencyCode` reads in any case, and the Norwegian krone. Any other "M" before a code is a word of its own
 * in capitals, not millions of a minor currency: German "MWST" (Mehrwertsteuer, VAT, after a Swiss VAT number
 * "CHE-112.384.906 MWST") is no millions of Samoan tala (issue 18, h98fa; facts set 58's cause 12).
 */
const MILLIONS_CODES: ReadonlySet<string> = new Set([...CODES_ANY_CASE, 'NOK']);

/** `MUSD`, `MEUR`: millions of a currency (capitals only, `MILLIONS_CODES`). */
export function millionsCode(word: string): string | undefined {
  if (word.length !== 4 || word[0] !== 'M' || word !== word.toUpperCase()) return undefined;
  const code = currencyCode(word.slice(1));
  return code !== undefined && MILLIONS_CODES.has(word.slice(1)) ? code : undefined;
}

/** Currency names after the amount, longest first at lookup. Values: ISO code. */
export const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map([
  ['us dollar', 'USD'], ['us dollars', 'USD'], ['american dollar', 'USD'], ['american dollars', 'USD'],
  ['canadian dollar', 'CAD'], ['canadian dollars', 'CAD'], ['australian dollar', 'AUD'], ['australian dollars', 'AUD'],
  ['hong kong dollar', 'HKD'], ['hong kong dollars', 'HKD'], ['new zealand dollar', 'NZD'], ['new zealand dollars', 'NZD'],
  ['singapore dollar', 'SGD'], ['singapore dollars', 'SGD'], ['mexican peso', 'MXN'], ['mexican pesos', 'MXN'],
  ['swiss franc', 'CHF'], ['swiss francs', 'CHF'], ['french franc', 'FRF'], ['french francs', 'FRF'],
  ['chinese yuan', 'CNY'], ['indian rupee', 'INR'], ['indian rupees', 'INR'], ['turkish lira', 'TRY'],
  ['finnish markka', 'FIM'], ['dutch guilder', 'NLG'], ['dutch guilders', 'NLG'], ['british pound', 'GBP'],
  ['british pounds', 'GBP'], ['pound sterling', 'GBP'], ['pounds sterling', 'GBP'], ['japanese yen', 'JPY'],
  ['south african rand', 'ZAR'], ['russian ruble', 'RUB'], ['russian rubles', 'RUB'],
  ['dollar', 'USD'], ['dollars', 'USD'], ['buck', 'USD'], ['bucks', 'USD'], ['euro', 'EUR'], ['euros', 'EUR'],
  ['pound', 'GBP'], ['pounds', 'GBP'], ['quid', 'GBP'], ['yen', 'JPY'], ['yuan', 'CNY'], ['renminbi', 'CNY'],
  ['kuai', 'CNY'], ['rupee', 'INR'], ['rupees', 'INR'], ['rs', 'INR'], ['franc', 'CHF'], ['francs', 'CHF'],
  ['peso', 'MXN'], ['pesos', 'MXN'], ['lira', 'TRY'], ['ruble', 'RUB'], ['rubles', 'RUB'], ['rouble', 'RUB'],
  ['roubles', 'RUB'], ['markka', 'FIM'], ['markkas', 'FIM'], ['peseta', 'ESP'], ['pesetas', 'ESP'],
  ['guilder', 'NLG'], ['guilders', 'NLG'], ['bitcoin', 'BTC'], ['bitcoins', 'BTC'],
  // Currencies contracts name in words after the amount ("two million rand", "one hundred thousand Kenya Shillings").
  ['rand', 'ZAR'], ['kenya shilling', 'KES'], ['kenya shillings', 'KES'], ['kenyan shilling', 'KES'],
  ['kenyan shillings', 'KES'], ['ringgit', 'MYR'], ['rupiah', 'IDR'], ['naira', 'NGN'], ['baht', 'THB'],
  ['dirham', 'AED'], ['dirhams', 'AED'], ['uae dirham', 'AED'], ['uae dirhams', 'AED'], ['riyal', 'SAR'],
  ['riyals', 'SAR'], ['saudi riyal', 'SAR'], ['saudi riyals', 'SAR'], ['qatari riyal', 'QAR'], ['qatari riyals', 'QAR'],
  ['cedi', 'GHS'], ['cedis', 'GHS'], ['shekel', 'ILS'], ['shekels', 'ILS'], ['new israeli shekel', 'ILS'],
  ['new israeli shekels', 'ILS'], ['israeli new shekel', 'ILS'], ['israeli new shekels', 'ILS'],
  // Kazakhstan's tenge ("118,500 tenge"), Morocco's dirham named with its country, Tanzania's shilling (h20f13).
  ['tenge', 'KZT'], ['moroccan dirham', 'MAD'], ['moroccan dirhams', 'MAD'], ['tanzanian shilling', 'TZS'],
  ['tanzanian shillings', 'TZS'], ['tanzania shillings', 'TZS'],
  // Named with their country after the figure (h21f14): a bare "soles" or "pula" is left to the marks.
  ['mauritian rupee', 'MUR'], ['mauritian rupees', 'MUR'], ['jamaican dollar', 'JMD'], ['jamaican dollars', 'JMD'],
  ['fijian dollar', 'FJD'], ['fijian dollars', 'FJD'], ['uruguayan peso', 'UYU'], ['uruguayan pesos', 'UYU'],
  ['jordanian dinar', 'JOD'], ['jordanian dinars', 'JOD'], ['omani rial', 'OMR'], ['omani rials', 'OMR'],
  ['uganda shillings', 'UGX'], ['ugandan shilling', 'UGX'], ['ugandan shillings', 'UGX'],
  // Named with their country (h22f15); a bare "dinars" is Kuwait's, Serbia's, Jordan's … and left alone.
  ['kuwaiti dinar', 'KWD'], ['kuwaiti dinars', 'KWD'], ['namibia dollars', 'NAD'], ['namibian dollar', 'NAD'],
  ['namibian dollars', 'NAD'], ['new taiwan dollar', 'TWD'], ['new taiwan dollars', 'TWD'], ['lari', 'GEL'],
  // Words no chat uses otherwise (h23f16): Ethiopia's birr, Bulgaria's leva (the plural; "lev" is a name too),
  // Mongolia's tögrög as written in English, Panama's balboa, Rwanda's franc named with its country.
  ['birr', 'ETB'], ['ethiopian birr', 'ETB'], ['leva', 'BGN'], ['bulgarian leva', 'BGN'], ['tögrög', 'MNT'],
  ['tugrik', 'MNT'], ['tugriks', 'MNT'], ['mongolian tögrög', 'MNT'], ['balboa', 'PAB'], ['balboas', 'PAB'],
  ['rwandan franc', 'RWF'], ['rwandan francs', 'RWF'], ['rwanda francs', 'RWF'],
  // h24f17: words no chat uses otherwise (Uzbekistan's soum, Paraguay's guaraní, Cambodia's riel); the dinars, the
  // manat (Turkmenistan's too) and the dram (a weight too) only named with their country.
  ['soum', 'UZS'], ['soums', 'UZS'], ['uzbek soum', 'UZS'], ['uzbek soums', 'UZS'], ['guaraní', 'PYG'],
  ['guaraníes', 'PYG'], ['guarani', 'PYG'], ['guaranies', 'PYG'], ['riel', 'KHR'], ['riels', 'KHR'],
  ['azerbaijani manat', 'AZN'], ['armenian dram', 'AMD'], ['armenian drams', 'AMD'], ['tunisian dinar', 'TND'],
  ['tunisian dinars', 'TND'], ['bahraini dinar', 'BHD'], ['bahraini dinars', 'BHD'],
  // h25f18: words no chat uses otherwise (Mozambique's metical, North Macedonia's denar, the Maldivian rufiyaa,
  // Kyrgyzstan's som in the plural: "som" alone is a word of several languages); the kwacha (Zambia's too), the pound,
  // the dinar, the leu and the dollar only named with their country.
  ['metical', 'MZN'], ['meticais', 'MZN'], ['mozambican metical', 'MZN'], ['mozambican meticais', 'MZN'],
  ['soms', 'KGS'], ['kyrgyz som', 'KGS'], ['kyrgyz soms', 'KGS'], ['denar', 'MKD'], ['denars', 'MKD'],
  ['macedonian denar', 'MKD'], ['macedonian denars', 'MKD'], ['rufiyaa', 'MVR'], ['maldivian rufiyaa', 'MVR'],
  ['malawi kwacha', 'MWK'], ['malawian kwacha', 'MWK'], ['lebanese pound', 'LBP'], ['lebanese pounds', 'LBP'],
  ['algerian dinar', 'DZD'], ['algerian dinars', 'DZD'], ['moldovan leu', 'MDL'], ['moldovan lei', 'MDL'],
  ['barbados dollar', 'BBD'], ['barbados dollars', 'BBD'], ['barbadian dollar', 'BBD'], ['barbadian dollars', 'BBD'],
  // h26f19: words no chat uses otherwise (Bhutan's ngultrum, Guatemala's quetzal, Albania's lek in its plural forms,
  // the kyat, the ariary, the córdoba in the plural: "Córdoba" alone is a city of Spain and of Argentina); the kina
  // (a Papua New Guinean word) and the dollars only named with their country.
  ['ngultrum', 'BTN'], ['bhutanese ngultrum', 'BTN'], ['quetzal', 'GTQ'], ['quetzales', 'GTQ'], ['quetzals', 'GTQ'],
  ['lekë', 'ALL'], ['leke', 'ALL'], ['albanian lek', 'ALL'], ['kyat', 'MMK'], ['kyats', 'MMK'], ['ariary', 'MGA'],
  ['malagasy ariary', 'MGA'], ['córdobas', 'NIO'], ['cordobas', 'NIO'], ['nicaraguan córdoba', 'NIO'],
  ['nicaraguan córdobas', 'NIO'], ['kina', 'PGK'], ['bahamian dollar', 'BSD'], ['bahamian dollars', 'BSD'],
  ['belize dollar', 'BZD'], ['belize dollars', 'BZD'], ['belizean dollar', 'BZD'], ['belizean dollars', 'BZD'],
  // h27f20: words no chat uses otherwise (Honduras's lempira, Tonga's pa'anga written without its apostrophe: the
  // tokenizer splits "pa'anga" at it, so that spelling is read from "T$" / "TOP" beside it); Laos's kip ("kip" is an English word), the Seychelles rupee, the Liberian, Guyana and Brunei dollars and
  // Belarus's ruble only named with their country.
  ['lempira', 'HNL'], ['lempiras', 'HNL'], ['paanga', 'TOP'], ['tongan paanga', 'TOP'],
  ['lao kip', 'LAK'], ['seychelles rupee', 'SCR'], ['seychelles rupees', 'SCR'],
  ['seychellois rupee', 'SCR'], ['seychellois rupees', 'SCR'], ['liberian dollar', 'LRD'], ['liberian dollars', 'LRD'],
  ['guyana dollar', 'GYD'], ['guyana dollars', 'GYD'], ['guyanese dollar', 'GYD'], ['guyanese dollars', 'GYD'],
  ['brunei dollar', 'BND'], ['brunei dollars', 'BND'], ['belarusian ruble', 'BYN'], ['belarusian rubles', 'BYN'],
  ['belarusian rouble', 'BYN'], ['belarusian roubles', 'BYN'],
  // Ukraine's hryvnia in English words ("96,000 hryvnias 00 kopecks", "5 000 hryvnia"): a word no chat uses otherwise,
  // read as "грн" is; its kopecks after it then read as its hundredths (hrev79's leftover; issue 18, h80left).
  // The rupees of Nepal, Sri Lanka and Pakistan named with their country after the figure or its words ("one lakh
  // eighty-five thousand Nepalese rupees only"): a bare "rupees" stays India's, as the marks decide (issue 18, h103d63).
  ['nepalese rupee', 'NPR'], ['nepalese rupees', 'NPR'], ['nepali rupee', 'NPR'], ['nepali rupees', 'NPR'],
  ['sri lankan rupee', 'LKR'], ['sri lankan rupees', 'LKR'], ['pakistani rupee', 'PKR'], ['pakistani rupees', 'PKR'],
  ['hryvnia', 'UAH'], ['hryvnias', 'UAH'], ['hryvnya', 'UAH'], ['hryvnyas', 'UAH'], ['ukrainian hryvnia', 'UAH'],
  ['ukrainian hryvnias', 'UAH'],
  // h28f21: words no chat uses otherwise (Cape Verde's escudos - the one escudo still issued -, Eswatini's lilangeni
  // and its plural emalangeni, Tajikistan's somoni, Macao's pataca, Vanuatu's vatu, Sierra Leone's leones in the plural
  // - "Leone" alone is a name -, Haiti's gourde, Samoa's tala); the florin and the Caribbean dollar only named with their
  // country.
  ['escudos', 'CVE'], ['cape verdean escudo', 'CVE'], ['cape verdean escudos', 'CVE'], ['cabo verde escudos', 'CVE'],
  ['lilangeni', 'SZL'], ['emalangeni', 'SZL'], ['swazi lilangeni', 'SZL'], ['swazi emalangeni', 'SZL'],
  ['somoni', 'TJS'], ['tajik somoni', 'TJS'], ['pataca', 'MOP'], ['patacas', 'MOP'], ['macao patacas', 'MOP'],
  ['macau patacas', 'MOP'], ['vatu', 'VUV'], ['leones', 'SLE'], ['new leones', 'SLE'], ['sierra leonean leones', 'SLE'],
  ['gourde', 'HTG'], ['gourdes', 'HTG'], ['haitian gourde', 'HTG'], ['haitian gourdes', 'HTG'], ['tala', 'WST'],
  ['samoan tala', 'WST'], ['aruban florin', 'AWG'], ['aruban florins', 'AWG'], ['aruban guilder', 'AWG'],
  ['aruban guilders', 'AWG'], ['eastern caribbean dollar', 'XCD'], ['eastern caribbean dollars', 'XCD'],
  ['east caribbean dollar', 'XCD'], ['east caribbean dollars', 'XCD'], ['cayman islands dollar', 'KYD'],
  ['cayman islands dollars', 'KYD'],
  // h29f22: words no chat uses otherwise (Lesotho's loti and its plural maloti, the Gambian dalasi); the marks, the
  // francs, the dinars and the dollars only named with their country ("convertible marks" are Bosnia's alone).
  ['loti', 'LSL'], ['maloti', 'LSL'], ['lesotho loti', 'LSL'], ['lesotho maloti', 'LSL'], ['dalasi', 'GMD'],
  ['dalasis', 'GMD'], ['gambian dalasi', 'GMD'], ['gambian dalasis', 'GMD'], ['convertible mark', 'BAM'],
  ['convertible marks', 'BAM'], ['bosnian convertible marks', 'BAM'], ['burundian franc', 'BIF'],
  ['burundian francs', 'BIF'], ['burundi francs', 'BIF'], ['iraqi dinar', 'IQD'], ['iraqi dinars', 'IQD'],
  ['bermuda dollar', 'BMD'], ['bermuda dollars', 'BMD'], ['bermudian dollar', 'BMD'], ['bermudian dollars', 'BMD'],
  ['solomon islands dollar', 'SBD'], ['solomon islands dollars', 'SBD'],
  // Issue 18, h73f39d: the currencies of the local signs "zł", "Kč" and "Ft" (CONTRACT_PREFIXES) named in words, each
  // one currency's alone and no other English word; the crowns only named with their country (the Nordic ones are crowns
  // too).
  ['zloty', 'PLN'], ['zlotys', 'PLN'], ['złoty', 'PLN'], ['złotys', 'PLN'], ['polish zloty', 'PLN'], ['polish zlotys', 'PLN'],
  ['polish złoty', 'PLN'], ['forint', 'HUF'], ['forints', 'HUF'], ['hungarian forint', 'HUF'], ['hungarian forints', 'HUF'],
  ['koruna', 'CZK'], ['korunas', 'CZK'], ['czech koruna', 'CZK'], ['czech korunas', 'CZK'], ['czech crown', 'CZK'],
  ['czech crowns', 'CZK'],
  // Issue 18, h75f40d (facts set 40's cause 16): the currencies of the codes added then, named in words. The Pacific
  // franc in the order French drafting writes it ("85 000 F CFP", "francs CFP") and English ("CFP francs"); "F" alone
  // is no currency. Angola's kwanza, Mauritania's ouguiya, São Tomé's dobra and Eritrea's nakfa are words no chat uses
  // otherwise; Venezuela's bolívares in the plural ("Bolívar" alone is a name, a state, a city); Bolivia's bolivianos;
  // the afghani only named with its country ("Afghanis" are people as often); the pesos, pounds, francs, rials, dinars,
  // colones and guilders only named with their country.
  ['f cfp', 'XPF'], ['cfp franc', 'XPF'], ['cfp francs', 'XPF'], ['franc cfp', 'XPF'], ['francs cfp', 'XPF'],
  ['pacific franc', 'XPF'], ['pacific francs', 'XPF'], ['surinamese dollar', 'SRD'], ['surinamese dollars', 'SRD'],
  ['suriname dollars', 'SRD'], ['surinam dollars', 'SRD'], ['bolívares', 'VES'], ['bolivares', 'VES'],
  ['venezuelan bolívar', 'VES'], ['venezuelan bolívares', 'VES'], ['venezuelan bolivar', 'VES'],
  ['venezuelan bolivares', 'VES'], ['bolivianos', 'BOB'], ['bolivian bolivianos', 'BOB'], ['kwanza', 'AOA'],
  ['kwanzas', 'AOA'], ['angolan kwanza', 'AOA'], ['angolan kwanzas', 'AOA'], ['afghan afghani', 'AFN'],
  ['afghan afghanis', 'AFN'], ['cuban peso', 'CUP'], ['cuban pesos', 'CUP'], ['dominican peso', 'DOP'],
  ['dominican pesos', 'DOP'], ['costa rican colón', 'CRC'], ['costa rican colones', 'CRC'], ['costa rican colon', 'CRC'],
  ['congolese franc', 'CDF'], ['congolese francs', 'CDF'], ['djiboutian franc', 'DJF'], ['djiboutian francs', 'DJF'],
  ['guinean franc', 'GNF'], ['guinean francs', 'GNF'], ['comorian franc', 'KMF'], ['comorian francs', 'KMF'],
  ['nakfa', 'ERN'], ['eritrean nakfa', 'ERN'], ['ouguiya', 'MRU'], ['ouguiyas', 'MRU'], ['mauritanian ouguiya', 'MRU'],
  ['dobra', 'STN'], ['dobras', 'STN'], ['egyptian pound', 'EGP'], ['egyptian pounds', 'EGP'], ['sudanese pound', 'SDG'],
  ['sudanese pounds', 'SDG'], ['south sudanese pound', 'SSP'], ['south sudanese pounds', 'SSP'], ['syrian pound', 'SYP'],
  ['syrian pounds', 'SYP'], ['somali shilling', 'SOS'], ['somali shillings', 'SOS'], ['yemeni rial', 'YER'],
  ['yemeni rials', 'YER'], ['yemeni riyal', 'YER'], ['yemeni riyals', 'YER'], ['iranian rial', 'IRR'], ['iranian rials', 'IRR'], ['libyan dinar', 'LYD'],
  ['libyan dinars', 'LYD'], ['north korean won', 'KPW'], ['turkmen manat', 'TMT'], ['turkmenistan manat', 'TMT'],
  ['caribbean guilder', 'XCG'], ['caribbean guilders', 'XCG'], ['netherlands antillean guilder', 'ANG'],
  ['netherlands antillean guilders', 'ANG'],
  // Issue 18, h107d67 (facts set 67's cause 13): Chile's Unidad de Fomento in words, after the figure or its words ("42
  // Unidades de Fomento", "(forty-two Unidades de Fomento)"), ISO 4217's CLF: words no other currency and no chat uses.
  ['unidad de fomento', 'CLF'], ['unidades de fomento', 'CLF'],
  // Issue 18, h108d68 (facts set 68's cause 9): the other units of account contracts are priced in, in words after the
  // figure: Mexico's Unidades de Inversión (MXV, with or without the accent), Uruguay's Unidades Indexadas (UYI),
  // Colombia's Unidades de Valor Real (COU) and the WIR franc ("15,760.98 WIR francs", CHW): words no other currency and
  // no chat uses. "Investment units" alone are a fund's units as often: no currency.
  ['unidad de inversión', 'MXV'], ['unidades de inversión', 'MXV'], ['unidad de inversion', 'MXV'],
  ['unidades de inversion', 'MXV'], ['unidad indexada', 'UYI'], ['unidades indexadas', 'UYI'],
  ['unidad de valor real', 'COU'], ['unidades de valor real', 'COU'], ['wir franc', 'CHW'], ['wir francs', 'CHW'],
  // Issue 18, h110d70 (facts set 70's cause 10): Bolivia's Mvdol, the unit indexed to the US dollar that Bolivian
  // contracts fix penalties and values in ("15 Mvdol per box", paid in bolivianos at the Banco Central de Bolivia's
  // rate), ISO 4217's BOV: a word no language and no other currency uses, so no country is needed beside it.
  ['mvdol', 'BOV'], ['mvdols', 'BOV'],
  // Issue 18, h80f45d (facts set 45's cause 17): the pounds of the three territories whose pound has an ISO code of its
  // own, named with the territory ("15 Gibraltar pounds", "120 Falkland Islands pounds"). Guernsey's, Jersey's and the
  // Isle of Man's pounds have no code and are pounds sterling.
  ['falkland islands pound', 'FKP'], ['falkland islands pounds', 'FKP'], ['falklands pounds', 'FKP'],
  ['gibraltar pound', 'GIP'], ['gibraltar pounds', 'GIP'], ['saint helena pound', 'SHP'], ['saint helena pounds', 'SHP'],
  ['st helena pound', 'SHP'], ['st helena pounds', 'SHP'],
  // Issue 18, h77f42d (facts set 42's cause 18): the francs named with their country in the order French drafting writes
  // it, the adjective after the noun ("2 500 francs comoriens", "57.000 francs congolais"): a franc so named is that
  // country's, never the Swiss franc the bare "francs" reads. The English order is above.
  ['franc comorien', 'KMF'], ['francs comoriens', 'KMF'], ['franc congolais', 'CDF'], ['francs congolais', 'CDF'],
  ['franc rwandais', 'RWF'], ['francs rwandais', 'RWF'], ['franc burundais', 'BIF'], ['francs burundais', 'BIF'],
  ['franc guinéen', 'GNF'], ['francs guinéens', 'GNF'], ['franc djiboutien', 'DJF'], ['francs djiboutiens', 'DJF'],
  ['franc suisse', 'CHF'], ['francs suisses', 'CHF'],
  // Issue 18, h78f44d (facts set 44's cause 10): the Djiboutian franc named by its country as a noun, as Djiboutian
  // drafting in English writes it ("15 000 Djibouti francs", "(four million … Djibouti francs)").
  ['djibouti franc', 'DJF'], ['djibouti francs', 'DJF'],
  // Issue 18, h100a60 (facts set 60's cause 12): Uzbekistan's so'm as Uzbek drafting writes it after the figure ("185 000
  // so'm", "30 000 soʻm"), a word no chat uses otherwise. Written here with the straight apostrophe; the tokenizer splits
  // a name at "'" or "’" and keeps "ʻ" or "ʼ" inside the word, and `unitAfter` reads every one of them as this spelling
  // (`NAME_APOSTROPHES`). Bare "som" or "sum" stay out: words of English and of other languages.
  ["so'm", 'UZS'],
  // Issue 18, h103d62: a currency named by its country's adjective and its noun after the figure, where the pair names one
  // code ("12 500 Uzbek so'm", "4 000 Georgian lari", "900 Thai baht", "15 000 Swedish kronor"): the pairs the lists
  // above lacked, the adjective as English writes it. A noun some of them share alone ("peso", "krone", "dinar",
  // "rupee", "won") or that is an English word ("real", "sol", "sum") reads only so, with its country; "Korean won" and a
  // Zimbabwean dollar name no one code and stay out.
  ["uzbek so'm", 'UZS'], ['uzbek sum', 'UZS'], ['uzbek sums', 'UZS'], ['georgian lari', 'GEL'], ['georgian laris', 'GEL'],
  ['mongolian tugrik', 'MNT'], ['mongolian tugriks', 'MNT'], ['mongolian togrog', 'MNT'], ['kazakh tenge', 'KZT'],
  ['kazakhstani tenge', 'KZT'], ['kazakhstan tenge', 'KZT'], ['kyrgyzstani som', 'KGS'], ['kyrgyzstani soms', 'KGS'],
  ['cambodian riel', 'KHR'], ['cambodian riels', 'KHR'], ['paraguayan guaraní', 'PYG'], ['paraguayan guaraníes', 'PYG'],
  ['paraguayan guarani', 'PYG'], ['paraguayan guaranies', 'PYG'], ['nigerian naira', 'NGN'], ['nigerian nairas', 'NGN'],
  ['ghanaian cedi', 'GHS'], ['ghanaian cedis', 'GHS'], ['ghana cedi', 'GHS'], ['ghana cedis', 'GHS'],
  ['zambian kwacha', 'ZMW'], ['botswana pula', 'BWP'], ['thai baht', 'THB'], ['vietnamese dong', 'VND'],
  ['vietnamese đồng', 'VND'], ['indonesian rupiah', 'IDR'], ['indonesian rupiahs', 'IDR'], ['malaysian ringgit', 'MYR'],
  ['philippine peso', 'PHP'], ['philippine pesos', 'PHP'], ['chilean peso', 'CLP'], ['chilean pesos', 'CLP'],
  ['colombian peso', 'COP'], ['colombian pesos', 'COP'], ['argentine peso', 'ARS'], ['argentine pesos', 'ARS'],
  ['argentinian peso', 'ARS'], ['argentinian pesos', 'ARS'], ['brazilian real', 'BRL'], ['brazilian reais', 'BRL'],
  ['brazilian reals', 'BRL'], ['peruvian sol', 'PEN'], ['peruvian soles', 'PEN'], ['honduran lempira', 'HNL'],
  ['honduran lempiras', 'HNL'], ['guatemalan quetzal', 'GTQ'], ['guatemalan quetzales', 'GTQ'],
  ['guatemalan quetzals', 'GTQ'], ['bangladeshi taka', 'BDT'], ['burmese kyat', 'MMK'], ['burmese kyats', 'MMK'],
  ['myanmar kyat', 'MMK'], ['myanmar kyats', 'MMK'], ['emirati dirham', 'AED'], ['emirati dirhams', 'AED'],
  ['israeli shekel', 'ILS'], ['israeli shekels', 'ILS'],
  ['romanian leu', 'RON'], ['romanian lei', 'RON'], ['serbian dinar', 'RSD'], ['serbian dinars', 'RSD'],
  ['icelandic króna', 'ISK'], ['icelandic krónur', 'ISK'], ['icelandic krona', 'ISK'], ['icelandic kronur', 'ISK'],
  ['swedish krona', 'SEK'], ['swedish kronor', 'SEK'], ['danish krone', 'DKK'], ['danish kroner', 'DKK'],
  ['norwegian krone', 'NOK'], ['norwegian kroner', 'NOK'], ['south korean won', 'KRW'], ['taiwan dollar', 'TWD'],
  ['taiwan dollars', 'TWD'], ["pa'anga", 'TOP'], ["tongan pa'anga", 'TOP'], ['vanuatu vatu', 'VUV'],
  // Issue 18, h104d (h103d62's Left): a currency named by a country whose name is two words or more, as its own drafting
  // writes it after the figure ("4 000 Papua New Guinean kina", "900 Trinidad and Tobago dollars", "2 500 United Arab
  // Emirates dirhams", "300 Bosnia and Herzegovina convertible marks"): four and five words, each the whole name of one
  // code. MAX_NAME_WORDS follows the longest name listed, so a name is read whole or not at all — words after a figure
  // that are no listed name stay no currency however many there are.
  ['papua new guinean kina', 'PGK'], ['papua new guinea kina', 'PGK'], ['trinidad and tobago dollar', 'TTD'],
  ['trinidad and tobago dollars', 'TTD'], ['united arab emirates dirham', 'AED'], ['united arab emirates dirhams', 'AED'],
  ['bosnia and herzegovina convertible mark', 'BAM'], ['bosnia and herzegovina convertible marks', 'BAM'],
  ['são tomé and príncipe dobra', 'STN'], ['são tomé and príncipe dobras', 'STN'], ['sao tome and principe dobra', 'STN'],
  ['sao tome and principe dobras', 'STN'], ['united states dollar', 'USD'], ['united states dollars', 'USD'],
]);

/** The apostrophes written inside a currency's name ("so'm", "so’m", "soʻm", "soʼm"), all read as "'" in CURRENCY_NAMES. */
export const NAME_APOSTROPHES: ReadonlySet<string> = new Set(["'", '\u2019', '\u02BB', '\u02BC']);

/** Longest name, in words (five: "bosnia and herzegovina convertible marks"), from the list itself. */
export const MAX_NAME_WORDS: number = Math.max(...[...CURRENCY_NAMES.keys()].map((name) => name.split(' ').length));

/** The first word of each of CURRENCY_NAMES: a word no name starts with is read as no name without joining the words after it. */
export const CURRENCY_NAME_FIRST_WORDS: ReadonlySet<string> = new Set([...CURRENCY_NAMES.keys()].map((name) => name.split(' ')[0]));

/**
 * Minor units: one hundredth of the major unit, and the major unit assumed when none is written. The ruble's kopecks
 * (issue 18, h78f44d; facts set 44's cause 9): Russian and other post-Soviet drafting writes a price to the kopeck in
 * words after the rubles ("148 rubles 50 kopecks", "445 500 (…) rubles 00 kopecks"), as "12 dollars and 40 cents".
 */
export const MINOR_UNITS: ReadonlyMap<string, string> = new Map([
  ['cent', 'USD'], ['cents', 'USD'], ['penny', 'USD'], ['pennies', 'USD'], ['pence', 'GBP'],
  ['kopeck', 'RUB'], ['kopecks', 'RUB'], ['kopek', 'RUB'], ['kopeks', 'RUB'],
]);
/**
 * Minor units read in contracts only, when the caller asks for money notations (`moneyNotations`), as MINOR_UNITS are
 * read everywhere. Georgia's tetri, the lari's hundredth ("20 tetri per kilogram", "8 lari 40 tetri"; issue 18,
 * h117nlu, facts set 72's cause 18): in a chat the word is Italian's "gloomy" as often ("2 tetri giorni"), and nothing
 * shows the service reads it, so a chat's answers stay as before (review h117rr, h117mendB).
 */
export const CONTRACT_MINOR_UNITS: ReadonlyMap<string, string> = new Map([['tetri', 'GEL']]);
/**
 * Minor units of several currencies, read only after their major amount ("148 rubles 50 kopecks"): kopecks are the
 * ruble's, the hryvnia's and the Belarusian ruble's hundredths, so alone ("00 kopecks", "90 kopecks") they name none.
 */
export const MINOR_AFTER_MAJOR_ONLY: ReadonlySet<string> = new Set(['kopeck', 'kopecks', 'kopek', 'kopeks']);

/** Prefix words that are currency abbreviations (`Rs. 500`, `rs 500`). */
export const PREFIX_WORDS: ReadonlyMap<string, string> = new Map([['rs', 'INR']]);

/**
 * Currency marks written before the amount in contracts only, read when the caller asks for money notations
 * (`moneyNotations`): in a chat they are ordinary words or names ("R2" a row, "RM 5" a room). As written, case
 * sensitive; `glued`: only when written right against the figure (`R2 500 000,00`, not `R 2`; written apart, before a figure in money's form only: `R 12 500,00`). A dot may follow
 * (`Kshs. 50,000`, `Rupees. 500` is no notation but costs nothing).
 */
export const CONTRACT_PREFIXES: ReadonlyMap<string, { code: string; glued: boolean; label?: true; after?: true; form?: true; formAfter?: true; groups?: true; centsAfter?: true; commaCentsAfter?: true; wholeAfter?: string; word?: true; afterOnly?: true; verb?: true; gluedToFigure?: true }> = new Map([
  ['R', { code: 'ZAR', glued: true, label: true }], ['Kshs', { code: 'KES', glued: false }], ['KShs', { code: 'KES', glued: false }],
  ['Ksh', { code: 'KES', glued: false }], ['KSh', { code: 'KES', glued: false }], ['KSH', { code: 'KES', glued: false }],
  // Tanzania's and Uganda's shillings as their contracts abbreviate them, as Kenya's are: "Tshs. 3,000,000/=", "TSh
  // 45,000", "UShs 1,200,000" (facts set 48's cause 10, issue 18, h87d).
  ['Tshs', { code: 'TZS', glued: false }], ['TShs', { code: 'TZS', glued: false }], ['Tsh', { code: 'TZS', glued: false }],
  ['TSh', { code: 'TZS', glued: false }], ['Ushs', { code: 'UGX', glued: false }], ['UShs', { code: 'UGX', glued: false }],
  ['USh', { code: 'UGX', glued: false }],
  ['Rp', { code: 'IDR', glued: false }], ['RM', { code: 'MYR', glued: false, label: true }], ['Rupees', { code: 'INR', glued: false }],
  // Nepal's own abbreviation of its rupee, "NRs." ("The remaining NRs. 1,35,000/- shall be paid …"; issue 18, h103d63;
  // facts set 63's cause 14): "Rs." alone is the shared mark the contract's country decides (local-currency.ts).
  ['NRs', { code: 'NPR', glued: false }],
  // The new Israeli shekel as Israeli contracts write it, before or after the figure (`after`); no ISO code (that is
  // ILS), and a label too: the EU's "NIS 2 Directive" (`LABEL_WORDS_AFTER`).
  ['NIS', { code: 'ILS', glued: false, label: true, after: true }],
  // Bangladesh's taka ("Tk. 8,75,00,000/-", "Tk 5,000"), Qatar's riyal as Qatari contracts abbreviate it ("QR 120,000"),
  // Thailand's baht written before the figure ("Baht 1,200,000"; after it, "baht" is a currency name already) and
  // Romania's leu written after it ("147.300,00 lei"), h19f12.
  ['Tk', { code: 'BDT', glued: false }], ['QR', { code: 'QAR', glued: false }], ['Baht', { code: 'THB', glued: false }],
  ['lei', { code: 'RON', glued: false, after: true }],
  // Morocco's dirham as Moroccan contracts write it before the figure ("MAD 180 000,00"): in a chat "MAD" is a word, so
  // it is no ISO code there (`currencyCode`), h20f13.
  ['MAD', { code: 'MAD', glued: false }],
  // The Nordic krona/krone mark ("kr. 1.850.000", "kr 12 500"): Iceland's, Sweden's, Norway's or Denmark's. The mark
  // alone cannot tell which, so the unit is the mark as written (the service gives the raw mark when the currency is
  // unclear); the contract labeller names the currency when the contract names one of the four countries. Written
  // after the figure as the Nordic languages write it ("12 500 kr"), likewise (`after`; issue 18, h73f39d).
  ['kr', { code: 'kr', glued: false, after: true }],
  // The kwacha and kina mark ("K 3,000,000.00", "K250,000"): Zambia's, Malawi's, Papua New Guinea's (kina) or Myanmar's
  // (kyat), a raw mark as "kr". A single capital is a label as often ("Schedule K", "Block K 12"), so only before a
  // figure in money's form (`form`: thousands groups or cents), glued or apart.
  ['K', { code: 'K', glued: false, label: true, form: true }],
  // The kyat's own abbreviation ("Ks 18,500,000", "Ks250,000"), the same raw mark as "K" (Myanmar's where the contract
  // marks Myanmar, local-currency.ts), before a figure in money's form only; and the naira's "N" as Nigerian drafting
  // and chats write it for want of the "₦" ("N1,320,000", "N 660,000"): a raw mark named by the contract's country,
  // before a figure with thousands groups only (`groups`: "N95" is a mask, "N1" a label, "N 12.50" a measure), h105d65.
  ['Ks', { code: 'K', glued: false, form: true }],
  ['N', { code: 'N', glued: false, label: true, form: true, groups: true }],
  // Jordan's dinar as Jordanian contracts abbreviate it ("JD 2,700,000"), h21f14: before a figure in money's form only
  // (a "JD 2025" is a degree or a label). Jordanian quotations and price lists write it after the figure as often, with
  // the fils' three decimals ("12.500 JD", "Total: 2,223.000 JD"; issue 18, h119f76, facts set 76's cause 2): there after
  // a figure with groups or decimals only (`formAfter`, as "DA"): "2 JD tractors" and "3 JD students" count.
  ['JD', { code: 'JOD', glued: false, form: true, after: true, formAfter: true }],
  // East Africa's shilling mark ("Shs. 371,250,000", "Shs 5,000"): Uganda's, Kenya's or Tanzania's, a raw mark as "kr"
  // (the contract labeller names the currency of the one country the contract names), h21f14.
  ['Shs', { code: 'Shs', glued: false, form: true }],
  // The pula of Botswana ("P 1,150", "P250,000"), also the Philippine peso's letter: a raw mark as "K", and a label
  // as often ("Plot P 12", "Schedule P"), so before a figure in money's form only, h21f14.
  ['P', { code: 'P', glued: false, label: true, form: true }],
  // Kuwait's dinar as Kuwaiti contracts abbreviate it ("KD 18,600.000", three decimals of fils), Bolivia's boliviano
  // ("Bs 385,00", "Bs. 2.310.000,00") and Georgia's lari by its code ("GEL 850,000": in a chat "gel" is a word, so it is
  // no ISO code there, as "MAD"), each before a figure in money's form only: "KD 2025", "Bs 12" are labels (h22f15).
  ['KD', { code: 'KWD', glued: false, form: true }], ['Bs', { code: 'BOB', glued: false, form: true }],
  // Georgian drafting writes the code after the figure as often ("1,350 GEL"; facts set 78's cause 4a, issue 18, h121f78):
  // there after a figure with groups or decimals only (`formAfter`), as "AMD": "2 GEL packs" counts packs.
  ['GEL', { code: 'GEL', glued: false, form: true, after: true, formAfter: true }],
  // The CFA franc's mark ("FCFA 4 500", "10 000 000 FCFA"): West Africa's XOF or Central Africa's XAF, which the mark
  // alone cannot tell: a raw mark as "K", named by the one CFA country the contract names (local-currency.ts), h22f15.
  ['FCFA', { code: 'FCFA', glued: false, form: true, after: true }],
  // Ethiopia's birr written before the figure ("Birr 1,450") and Rwanda's franc as Rwandan contracts abbreviate it
  // ("Frw 300,000", "FRW 50,000"), h23f16: before a figure in money's form, as "KD".
  ['Birr', { code: 'ETB', glued: false, form: true }], ['Frw', { code: 'RWF', glued: false, form: true }],
  ['FRW', { code: 'RWF', glued: false, form: true }],
  // Paraguay's guaraní ("Gs. 1.850.000"), Bahrain's dinar as Bahraini contracts abbreviate it ("BD 14,250.500"),
  // Zimbabwe Gold ("ZiG 1,800") and Armenia's dram by its code ("AMD 180,000": a company's name in a chat, so no ISO
  // code there, as "MAD"), h24f17: before a figure in money's form only, as "KD".
  ['Gs', { code: 'PYG', glued: false, form: true }], ['BD', { code: 'BHD', glued: false, form: true }],
  ['ZiG', { code: 'ZWG', glued: false, form: true }],
  // Armenian drafting writes the code after the figure as often ("185 000 AMD"; issue 18, h101d61, facts set 61's cause
  // 13): there after a figure with groups or decimals only (`formAfter`), as "DA": "2 AMD processors" counts chips.
  ['AMD', { code: 'AMD', glued: false, form: true, after: true, formAfter: true }],
  // Algeria's dinar as Algerian contracts abbreviate it, before or after the figure ("DA 29.000.000,00",
  // "450.000,00 DA"), and Malawi's kwacha ("MK 150,000,000"), h25f18: before a figure in money's form only ("DA 12" is
  // a label, as "KD 2025"); after one with groups or decimals only (`formAfter`: "30 DA" is a count, hrev17).
  ['DA', { code: 'DZD', glued: false, form: true, after: true, formAfter: true }], ['MK', { code: 'MWK', glued: false, form: true }],
  // Albania's lek by its code ("ALL 2.180.000": in a chat "ALL" is a word, so no ISO code there, as "GEL"), Bhutan's
  // ngultrum as Bhutanese contracts abbreviate it ("Nu. 1,250,000") and Guatemala's quetzal ("Q 1,180.00", "Q850.00"),
  // h26f19: before a figure in money's form only ("ALL 12 months", "Q1 2025" are no money); "Q" a label as "P".
  // `word`: "ALL" is also the English word in a sentence written in capitals ("SHALL ACCEPT ALL 1,500 UNITS"): no money
  // after another word in capitals (review hrev19).
  ['ALL', { code: 'ALL', glued: false, form: true, word: true }], ['Nu', { code: 'BTN', glued: false, form: true }],
  ['Q', { code: 'GTQ', glued: false, label: true, form: true }],
  // Tonga's pa'anga by its code ("TOP 400,000": an English word, so no ISO code in a chat, as "ALL"), h27f20: before a
  // figure in money's form only, never after another word in capitals ("THE TOP 1,000 CUSTOMERS").
  ['TOP', { code: 'TOP', glued: false, form: true, word: true }],
  // h28f21, before a figure in money's form only: Cape Verde's escudo by its code ("CVE 18.450.000$00"; "CVE-2024-3094"
  // is a vulnerability), Macao's pataca ("MOP 1,200,000.00"; an English word, never after another word in capitals),
  // Aruba's florin by its code and its mark ("AWG 86,400.00", "Afl. 7.200,00"; "12 AWG" is a wire's gauge), Vanuatu's
  // vatu ("VT 14,850,000"; "VT 05401" is Vermont's postcode) and Sierra Leone's leone ("Le 62,500.00"). Eswatini's
  // lilangeni ("E 50 000,00") is a raw mark, a label as often as "P" ("Annex E 12"), named by the country
  // (local-currency.ts).
  ['CVE', { code: 'CVE', glued: false, form: true }], ['MOP', { code: 'MOP', glued: false, form: true, word: true }],
  ['AWG', { code: 'AWG', glued: false, form: true }], ['Afl', { code: 'AWG', glued: false, form: true }],
  ['VT', { code: 'VUV', glued: false, form: true }], ['Le', { code: 'SLE', glued: false, form: true }],
  ['E', { code: 'E', glued: false, label: true, form: true }],
  // h29f22, before a figure in money's form only: Bosnia's convertible mark by its mark and its code ("KM 2.450,00",
  // "BAM 85,00"; "KM 12" is a kilometre post, "BAM" an English word, so never after another word in capitals) and
  // Burundi's franc ("FBu 14.850.000"). Lesotho's loti ("M 25 200.00") and the Gambian dalasi ("D 42,500.00") are raw
  // marks, labels as often as "E" ("Annex D 12"), named by the country (local-currency.ts). Bosnian drafting also writes
  // the mark after the figure ("84.650,00 KM", "45,00 KM per tree"; issue 18, h87na): there only after a figure with
  // two decimals (`centsAfter`), since "120 KM" or "1,500 KM" in capitals is a distance as often.
  // After a whole figure ("450 KM + VAT", issue 18, h101d61: facts set 61's cause 15) the letters are the raw mark "KM"
  // (`wholeAfter`), a distance's as often, named the convertible mark only by a contract naming Bosnia and Herzegovina
  // (local-currency.ts).
  ['KM', { code: 'BAM', glued: false, form: true, word: true, after: true, centsAfter: true, wholeAfter: 'KM' }], ['BAM', { code: 'BAM', glued: false, form: true, word: true }],
  ['FBu', { code: 'BIF', glued: false, form: true }], ['M', { code: 'M', glued: false, label: true, form: true }],
  ['D', { code: 'D', glued: false, label: true, form: true }],
  // Honduras's lempira, written "L" before the figure ("L 1,840,000.00", "L 25,000.00"): a capital that is a label as
  // often ("Part L 2", "Annex L 12"), so a raw mark as "M", named by a contract naming Honduras (local-currency.ts),
  // issue 18, h91at.
  ['L', { code: 'L', glued: false, label: true, form: true }],
  // Tunisia's dinar as Tunisian contracts abbreviate it after the figure ("45.000 DT", "3,250 DT"; issue 18, h67dates):
  // after a figure with groups or decimals only (`formAfter`: "45 DT units" is a count), and never before one
  // (`afterOnly`): English drafting abbreviates words "DT" ("DT 200 sensor", a downtime, a delivery ticket).
  ['DT', { code: 'TND', glued: false, after: true, formAfter: true, afterOnly: true }],
  // Mozambique's metical as Mozambican drafting writes it after the figure, with dotted thousands and two decimals after
  // a comma ("3.450,00 MT", "51.750,00 MT"; issue 18, h90at). Only so (`commaCentsAfter`), never before a figure and
  // never before "of" (`afterOnly`): "MT" is also a metric tonne ("2,500 MT of wheat", "1,250.00 MT") and a motor
  // tanker's mark ("MT Sea Star").
  ['MT', { code: 'MZN', glued: false, after: true, commaCentsAfter: true, afterOnly: true }],
  // Oman's rial as Omani contracts write it without its dots ("RO 1.750 per kilogram", "RO 12,500.000"; "R.O." is in
  // DOTTED_CONTRACT_PREFIXES), issue 18, h70money: before a figure in money's form only (a rial's three decimals, comma
  // groups), never after the figure (`2,000 RO` is a reverse-osmosis plant's output as often as a sum). "RO" is also a
  // word in capitals (reverse osmosis: "RO water", "an RO membrane"; Romania's code, "RO 12345678" a VAT number, no
  // money form): never after another word in capitals (`word`), nor before a measure's noun ("RO 1,500 litres").
  ['RO', { code: 'OMR', glued: false, form: true, word: true }],
  // Central and Eastern Europe's local signs, written after the figure as their languages write them ("12 000 zł",
  // "12 500 Kč", "18 500 сом") and before it in contracts translated to English ("zł 12 000", "Kč 8 500"): Poland's
  // złoty, the Czech koruna and Kyrgyzstan's som (Cyrillic; Uzbekistan writes "сўм"), each one currency's alone and no
  // English word (issue 18, h73f39d; facts set 39's cause 12). Bulgaria's lev ("1 200 лв.") and Ukraine's hryvnia
  // ("12 000 грн") by their Cyrillic abbreviations, likewise. Hungary's forint ("12 000 Ft") only after a figure with
  // groups or decimals, never before one and never before "of" (`formAfter`, `afterOnly`): "Ft" is also feet ("a 40 Ft
  // container", "1,200 Ft of cable").
  ['zł', { code: 'PLN', glued: false, after: true }], ['Kč', { code: 'CZK', glued: false, after: true }],
  ['сом', { code: 'KGS', glued: false, after: true }], ['лв', { code: 'BGN', glued: false, after: true }],
  ['грн', { code: 'UAH', glued: false, after: true }],
  ['Ft', { code: 'HUF', glued: false, after: true, formAfter: true, afterOnly: true }],
  // Vietnam's đồng as Vietnamese drafting writes it after the figure, in English translations too ("3.200.000 đ",
  // "500.000 đồng", "2.000.000 VNĐ"): "đ" and "đồng" are no English word and, after a figure, no Vietnamese one but the
  // money's, so after a figure only (`afterOnly`: "đ" before a figure is a list's letter); "VNĐ", the code with the
  // stroke, before a figure in money's form too, as "VND" is read (issue 18, h117q74; facts set 74's cause 3). Shops'
  // slips and price tags glue the "đ" to the figure as often ("1.500.000đ", "45.000đ"; issue 18, h120f77, facts set
  // 77's cause 1a): `gluedToFigure`, "đ" and "đồng" only. The plain "dong" is an English word: not read alone
  // ("Vietnamese dong" is a name, CURRENCY_NAMES).
  ['đ', { code: 'VND', glued: false, after: true, afterOnly: true, gluedToFigure: true }], ['đồng', { code: 'VND', glued: false, after: true, afterOnly: true, gluedToFigure: true }],
  ['VNĐ', { code: 'VND', glued: false, form: true, after: true }],
  // Issue 18, h75f40d (facts set 40's cause 16), before a figure in money's form only, as "KD": the ISO codes that are
  // also English words or common abbreviations in capitals, so no code in a chat either ("a CUP 2 of coffee", "SOS",
  // "SDG 13" a Sustainable Development Goal, "IRR" an internal rate of return, "CRC-32", "CDF", "SSP" statutory sick
  // pay, "STN" a station, "SVC" a service, "TMT", "SHP" a file, "DOP", "BOB" a name): Cuba's peso ("CUP 10 800"), Somalia's shilling,
  // the Dominican peso, Costa Rica's colón, the Congolese franc, Iran's rial, the Sudanese and South Sudanese pounds,
  // Saint Helena's pound, São Tomé's dobra, El Salvador's colón, Turkmenistan's manat and Bolivia's boliviano. The words (CUP, SOS) and the
  // abbreviations read as words never after another word in capitals (`word`: "ONE CUP 1,000 ML"). Angola's kwanza
  // ("Kz 48.500,00", "48.500,00 Kz", before or after as Angolan drafting writes it; after a figure with groups or
  // decimals only), the afghani ("Afs. 9,500", "Afs 600") and the Netherlands Antillean guilder ("NAf. 1.250,00"), each
  // one currency's mark alone. Bolivia's "Bs" is also Venezuela's bolívar's ("Bs. 18.400,00 (… bolívares)"): read as
  // the boliviano, named by the country the contract names (local-currency.ts).
  ['CUP', { code: 'CUP', glued: false, form: true, word: true }], ['SOS', { code: 'SOS', glued: false, form: true, word: true }],
  ['DOP', { code: 'DOP', glued: false, form: true, word: true }], ['CRC', { code: 'CRC', glued: false, form: true, word: true }],
  ['CDF', { code: 'CDF', glued: false, form: true, word: true }], ['IRR', { code: 'IRR', glued: false, form: true, word: true }],
  ['SDG', { code: 'SDG', glued: false, form: true, word: true }], ['SSP', { code: 'SSP', glued: false, form: true, word: true }],
  ['SHP', { code: 'SHP', glued: false, form: true, word: true }], ['STN', { code: 'STN', glued: false, form: true, word: true }],
  ['SVC', { code: 'SVC', glued: false, form: true, word: true }], ['TMT', { code: 'TMT', glued: false, form: true, word: true }],
  ['BOB', { code: 'BOB', glued: false, form: true, word: true }],
  ['Kz', { code: 'AOA', glued: false, form: true, after: true, formAfter: true }], ['Afs', { code: 'AFN', glued: false, form: true }],
  ['NAf', { code: 'ANG', glued: false, form: true }],
  // Issue 18, h76f41d (facts set 41's cause 16, the marks left): the Caribbean guilder's sign ("Cg 175,00", XCG, which
  // replaced "NAf" in 2025) and São Tomé's dobra's ("Db 250,00"), each one currency's alone, before a figure in money's
  // form only as "NAf". Mauritania's ouguiya's "UM" ("UM 2 500") abbreviates a unit of measure as often: a raw mark as
  // "K" (the unit is the mark), read as MRU only where the contract names Mauritania or writes MRU (local-currency.ts),
  // and never after another word in capitals (`word`). The bare "manat" after a figure ("95 manat per kilogram") is
  // Turkmenistan's or Azerbaijan's: a raw mark likewise, named by the country (`afterOnly`: never before a figure).
  ['Cg', { code: 'XCG', glued: false, form: true }], ['Db', { code: 'STN', glued: false, form: true }],
  ['UM', { code: 'UM', glued: false, form: true, word: true }],
  ['manat', { code: 'manat', glued: false, after: true, afterOnly: true }],
  // Issue 18, h101d61 (facts set 61's causes 12–13): North Macedonia's denar as Macedonian drafting abbreviates it after
  // the figure ("4.800 den.", "800 ден."), and the bare "drams" after a figure ("50 000 drams"): "den" is a word of other
  // languages (Czech "1 den", a day) and a dram is a weight, so raw marks as "manat", named by a contract naming North
  // Macedonia or Armenia (or writing MKD or AMD; local-currency.ts), after a figure only (`afterOnly`).
  ['den', { code: 'den', glued: false, after: true, afterOnly: true }], ['ден', { code: 'den', glued: false, after: true, afterOnly: true }],
  ['dram', { code: 'dram', glued: false, after: true, afterOnly: true }], ['drams', { code: 'dram', glued: false, after: true, afterOnly: true }],
  // Issue 18, h119cur (set 92's tomans): Iran's toman after the figure ("200,000 tomans", "45,000,000 tomans"), the unit
  // Iranian prices are said and written in, worth ten rials: ISO 4217 gives it no code (IRR is the rial), so a raw mark
  // as "manat" whose value no code carries (facts/local-currency.ts' UNCODED_MARKS: no contract amount, docs/contracts.md
  // [GAP]). Small letters after a figure only (`afterOnly`): "Toman" is a surname too ("Room 3 Toman").
  ['toman', { code: 'toman', glued: false, after: true, afterOnly: true }], ['tomans', { code: 'toman', glued: false, after: true, afterOnly: true }],
  // Issue 18, h120m77 (facts set 77's cause 1c): Laos's kip after the figure, as Lao drafting in English writes it
  // ("6.500.000 kip", "60.000 kip per person"): "kip" is also a unit of force (a thousand pounds-force, "a 1,200 kip
  // load") and a word (a nap), so a raw mark as "manat", named by a contract naming Laos (local-currency.ts), after a
  // figure in money's form only (`formAfter`: groups or decimals; "12 kip" is a load) and never before "of".
  ['kip', { code: 'kip', glued: false, after: true, formAfter: true, afterOnly: true }], ['kips', { code: 'kip', glued: false, after: true, formAfter: true, afterOnly: true }],
  // Issue 18, h120m77 (facts set 77's cause 1d): "Br", the birr's sign as Ethiopian drafting writes it before the figure
  // ("Br 1,200.00", "Br2,000.00"), and the Belarusian ruble's sign too: a raw mark as "kip" (h121left; the re-read's
  // h120revA #4: read as the birr, High, in a contract naming neither country), named by a contract naming Ethiopia or
  // Belarus or writing ETB or BYN (local-currency.ts); the word "Birr" above stays the birr's. Bromine's symbol and a
  // brother's abbreviation as often: before a figure in money's form only (`form`), never after another word in capitals
  // nor before a noun the figure counts (`word`: "BR 1,200 MG", "Br 1,200 ppm").
  ['Br', { code: 'Br', glued: false, form: true, word: true }],
  // Issue 18, h111q71 (facts set 71's cause 15): the rouble as Russian drafting abbreviates it after the figure ("1 185 000
  // rub.", "500 руб."): "rub" is an English verb and noun, so after a figure only (`afterOnly`) and one in money's form
  // (`formAfter`: "2 rub-downs a week", "give the door 1 rub"), and one currency's (RUB).
  ['rub', { code: 'RUB', glued: false, after: true, formAfter: true, afterOnly: true }], ['руб', { code: 'RUB', glued: false, after: true, afterOnly: true }],
  // Issue 18, h77f42d (facts set 42's cause 18): "FC", the Comorian franc's and the Congolese franc's mark as French
  // drafting writes it, before or after the figure ("2 500 FC", "FC 57.000"): a raw mark as "FCFA" (the unit is the
  // mark), named by the country the contract names (local-currency.ts). "FC" is a football club's and a label's too:
  // only beside a figure in money's form (groups or decimals, `form`, `formAfter`), never after another word in
  // capitals (`word`: "ARSENAL FC 2,000 TICKETS").
  ['FC', { code: 'FC', glued: false, form: true, after: true, formAfter: true, word: true }],
  // The Pacific franc's "CFP" before the figure, as French Polynesian and New Caledonian drafting writes it ("F CFP
  // 2,500,000", "CFP 48 000"; after it, "F CFP" and "francs CFP" are names already): before a figure in money's form
  // only, never after another word in capitals (`word`: "A CFP 2,000 HOURS" of a financial planner's course). Issue 18,
  // h77f42d (facts set 42's leftover).
  ['CFP', { code: 'XPF', glued: false, form: true, word: true }],
  // Issue 18, h77f43d (facts set 43's causes 20–21): Yemen's rial as Yemeni drafting abbreviates it, before or after the
  // figure ("YR 38,000", "38,000 YR"), and Eritrea's nakfa by its name before the figure and its abbreviations ("Nakfa
  // 1,150.00", "Nfa 920,000.00", "2,000 Nfa", "Nfk 3,000.00"), each one currency's alone. Beside a figure in money's
  // form only (`form`, `formAfter`): "a 5 YR warranty", "YR 2037" are years; "YR" never after another word in capitals
  // (`word`: "A 3 YR 1,000 HOURS SERVICE").
  ['YR', { code: 'YER', glued: false, form: true, after: true, formAfter: true, word: true }],
  ['Nakfa', { code: 'ERN', glued: false, form: true }],
  ['Nfa', { code: 'ERN', glued: false, form: true, after: true, formAfter: true }],
  ['Nfk', { code: 'ERN', glued: false, form: true, after: true, formAfter: true }],
  // Issue 18, h78f44d (facts set 44's causes 10–11): the Djiboutian franc as Djiboutian drafting abbreviates it, before or
  // after the figure ("15 000 FDJ", "FD 15 000", "4 320 000 FD"), and the Libyan dinar as Libyan drafting does ("LD
  // 4,800.000", "4,800.000 LD"; "L.D." is in DOTTED_CONTRACT_PREFIXES). "FDJ" is the franc's alone. "FD" (a fire
  // department, a floppy disk, a fixed deposit) and "LD" (liquidated damages, an "LD cable", "LD50") abbreviate other
  // things as often: raw marks as "FC" (the unit is the mark), read as DJF or LYD only where the contract names
  // Djibouti or Libya (local-currency.ts). All beside a figure in money's form only (`form`, `formAfter`), never after
  // another word in capitals nor before a noun they label (`word`: "the 1,000 FD account", "LD 1,500 cable").
  ['FDJ', { code: 'DJF', glued: false, form: true, after: true, formAfter: true, word: true }],
  ['FD', { code: 'FD', glued: false, form: true, after: true, formAfter: true, word: true }],
  ['LD', { code: 'LD', glued: false, form: true, after: true, formAfter: true, word: true }],
  // Issue 18, h80f45d (facts set 45's cause 19): the rial as Iranian, Omani and Yemeni drafting writes it, "Rls." or
  // "Rials" before the figure and "Rials" after it ("Rls. 65,000,000", "65,000,000 Rials"): Iran's, Oman's, Yemen's, and
  // Saudi Arabia's and Qatar's riyal by that spelling too, so a raw mark as "kr" (the unit is the mark), named by the
  // country the contract names (local-currency.ts). Before a figure in money's form only ("Rls 5" a label); the bare
  // word, capitalised or not, after any figure ("500 rials").
  ['Rls', { code: 'Rls', glued: false, form: true, after: true, formAfter: true }],
  ['Rials', { code: 'Rls', glued: false, form: true, after: true }], ['Rial', { code: 'Rls', glued: false, form: true, after: true }],
  ['rials', { code: 'Rls', glued: false, after: true, afterOnly: true }], ['rial', { code: 'Rls', glued: false, after: true, afterOnly: true }],
  // Issue 18, h98fa (facts set 58's cause 9): the written abbreviations of the Swiss franc, "Fr." and "SFr." (also
  // "sFr."), before the figure as Swiss drafting writes them ("Fr. 1'850.– per month", "SFr. 165.–"). The French,
  // Belgian and Luxembourg francs they once also marked are gone; the CFA and Pacific francs have marks of their own
  // ("FCFA", "F CFP"). "Fr." is also a priest's title and a Friday: before a figure in money's form only (`form`:
  // apostrophe, comma or space groups, cents, or a ".–" closer; currency.ts's `moneyFormFigure`, `closedFigure`).
  ['Fr', { code: 'CHF', glued: false, form: true }], ['SFr', { code: 'CHF', glued: false, form: true }],
  ['sFr', { code: 'CHF', glued: false, form: true }],
  // Issue 18, h98fa (facts set 58's cause 10): "TL", the Turkish lira's usual abbreviation, after the figure as Turkish
  // drafting writes it ("49.000,00 TL") and before it ("TL 49.000,00"). "TL" is a team leader's and a tubeless tyre's
  // mark too: beside a figure in money's form only (`form`, `formAfter`), never after another word in capitals nor before
  // a noun it labels (`word`).
  ['TL', { code: 'TRY', glued: false, form: true, after: true, formAfter: true, word: true }],
  // Issue 18, h100a60 (facts set 60's cause 13): "Ar", Madagascar's ariary as Malagasy drafting abbreviates it, before or
  // after the figure ("Ar 42 000 per page", "588 000 Ar"), the ariary's alone. "Ar" is also argon's symbol and a short
  // name: beside a figure in money's form only (`form`, `formAfter`: space or comma groups, cents), as "Db" and "Nfa".
  ['Ar', { code: 'MGA', glued: false, form: true, after: true, formAfter: true }],
  // Issue 18, h107d67 (facts set 67's cause 13): Chile's Unidad de Fomento as Chilean drafting writes it, before or after
  // the figure ("UF 42", "UF 1.250,50", "42 UF", "UF 3,5 per month"). Its values are small and often whole or with a
  // decimal comma, so any figure; but "UF" abbreviates other things (ultrafiltration, urea-formaldehyde resin, a
  // university): a raw mark (the unit is the mark), read as CLF only where the contract names Chile or its Unidad de
  // Fomento (local-currency.ts); under any other contract it names no currency. Not after another word in capitals nor
  // before a noun it labels (`word`: "an UF 12 membrane", "42 UF modules").
  ['UF', { code: 'UF', glued: false, after: true, word: true }],
  // Issue 18, h107d67 (facts set 67's cause 17): the Maldivian rufiyaa's mark, "Rf" or "MRf" before the figure ("Rf
  // 2,500", "Rf. 2,500", "MRf 12,000.00") and "Rf" after it ("2,500 Rf"): case-sensitive ("RF 2,400" is a radio
  // frequency), in money's form only ("Rf. 12" is a reference's number, "Rf" rutherfordium's symbol). A raw mark, read
  // as MVR where the contract names the Maldives or writes MVR or rufiyaa (local-currency.ts).
  ['Rf', { code: 'Rf', glued: false, form: true, after: true, formAfter: true }],
  ['MRf', { code: 'Rf', glued: false, form: true }],
  // Issue 18, h108d68 (facts set 68's cause 9): the marks of the units of account contracts are priced in (ISO's fund
  // codes MXV, UYI, CHW, COU, read above), as Chile's "UF": Mexico's Unidad de Inversión written "UDI", "UDIs" or "UDIS"
  // before or after any figure ("45,000 UDIS", "1,441.40 UDIS each", "UDI 12"); Uruguay's Unidad Indexada "UI" ("UI
  // 21.000", "21.000 UI"); the WIR franc "WIR" ("WIR 15,760.98", "15,760.98 WIR"); Colombia's Unidad de Valor Real "UVR"
  // ("UVR 150.000", "150.000 UVR"). Each abbreviates other things as often (a device identifier, a user interface,
  // German "wir" in capitals, ultraviolet radiation): raw marks (the unit is the mark), read as MXV, UYI, CHW or COU only
  // where the contract names the unit's country or the unit in words (local-currency.ts); under any other contract they
  // name no currency. Never after another word in capitals nor before a noun they label (`word`: "THE UI 2 SCREENS",
  // "12 UI screens"); "UI", "WIR" and "UVR" beside a figure in money's form only (`form`, `formAfter`: "UI 2.0" is a
  // version, "UVR 12" a dose).
  ['UDI', { code: 'UDI', glued: false, after: true, word: true }], ['UDIs', { code: 'UDI', glued: false, after: true, word: true }],
  ['UDIS', { code: 'UDI', glued: false, after: true, word: true }],
  ['UI', { code: 'UI', glued: false, form: true, after: true, formAfter: true, word: true }],
  ['WIR', { code: 'WIR', glued: false, form: true, after: true, formAfter: true, word: true }],
  ['UVR', { code: 'UVR', glued: false, form: true, after: true, formAfter: true, word: true }],
  // Issue 18, h110d70 (facts set 70's cause 10): Bolivia's Mvdol (BOV), its name before the figure ("Mvdol 15",
  // "MVDOL 2.500,00"; after it CURRENCY_NAMES reads it) before any figure, as "UF"; its code "BOV" before or after a
  // figure in money's form only ("BOV 15,00", "2.500,00 BOV"), never after another word in capitals nor before a noun
  // it labels (`word`: "BOV 250 cans" are bag-on-valve cans).
  ['Mvdol', { code: 'BOV', glued: false }], ['MVDOL', { code: 'BOV', glued: false }],
  ['BOV', { code: 'BOV', glued: false, form: true, after: true, formAfter: true, word: true }],
  // Issue 18, h117nlu (facts set 72's causes 10–11, set 73's "som"): three currencies as their own drafting writes them
  // in Latin letters. South Korea's won after the figure ("100,000 won per day"): "won" is an English verb ("won 3,000
  // votes"), so after a figure only (`afterOnly`) with groups or decimals (`formAfter`: "of the 12 won, …" counts), and
  // never before a noun it would count (`word`: "1,000 won games"); "North Korean won" is a name (CURRENCY_NAMES).
  // Haiti's gourde abbreviated "Gdes" before or after the figure ("Gdes 44.000", "44,000 Gdes"), the gourde's alone,
  // beside a figure in money's form only. Kyrgyzstan's som in the singular after the figure ("1 500 (…) som", as the
  // plural "soms" and the Cyrillic "сом" read): "som" is a word of Swedish and Portuguese ("som" as, sound), so after a
  // figure only and never before a noun it would count (`word`). Uzbekistan's is "so'm" (CURRENCY_NAMES). Nor is "won"
  // the verb after a figure that opens its clause, then a stop, a conjunction or "by" (`verb`: "Of the 2,400 bids
  // received, 1,250 won and 1,150 lost"; review h117rr, h117mendB).
  ['won', { code: 'KRW', glued: false, after: true, formAfter: true, afterOnly: true, word: true, verb: true }],
  ['Gdes', { code: 'HTG', glued: false, form: true, after: true, formAfter: true }],
  ['som', { code: 'KGS', glued: false, after: true, afterOnly: true, word: true }],
]);

/**
 * Contract marks of several glued tokens, letters with dots or a stroke, before a figure in money's form: Oman's rial
 * ("R.O. 1,500.000", "RO 250"), Peru's sol ("S/ 186,400.00", "S/. 5,000"), h21f14.
 */
export const DOTTED_CONTRACT_PREFIXES: ReadonlyMap<string, string> = new Map([
  ['R.O.', 'OMR'], ['R.O', 'OMR'], ['S/', 'PEN'], ['S/.', 'PEN'],
  // Panama's balboa ("B/. 525,000", "B/ 1,200.00"), h23f16.
  ['B/.', 'PAB'], ['B/', 'PAB'],
  // Libya's dinar with its dots ("L.D. 4,800.000"), the raw mark "LD" (CONTRACT_PREFIXES), issue 18, h78f44d.
  ['L.D.', 'LD'], ['L.D', 'LD'],
]);

/**
 * The currencies' minor units, one home: ISO 4217's exponent (the decimals of the minor unit) of every currency whose
 * exponent is not 2. Exponent 3: dinars of 1,000 fils, rials of 1,000 baisa. Exponent 0: no minor unit in use (the
 * guaraní, the yen, the won, the CFA and Pacific francs …; issue 18, h67dates).
 */
export const CURRENCY_EXPONENTS: ReadonlyMap<string, number> = new Map([
  ...['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'IQD', 'LYD'].map((code) => [code, 3] as [string, number]),
  ...['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']
    .map((code) => [code, 0] as [string, number]),
]);

/**
 * Currencies of a thousand minor units (exponent 3): three decimals are their cents, so "KWD 1.250" is 1.25 even where a
 * contract groups thousands with dots.
 */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  ...[...CURRENCY_EXPONENTS].filter(([, e]) => e === 3).map(([code]) => code),
  // The raw mark of the Libyan dinar (issue 18, h78f44d): "LD 1.500" is one dinar 500 dirhams.
  'LD',
]);

/**
 * Currencies with no minor unit in use (exponent 0): a figure after their mark has no decimals, so one dot group is a
 * thousands group ("Gs. 18.500" is 18,500 guaraníes).
 */
export const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set([
  ...[...CURRENCY_EXPONENTS].filter(([, e]) => e === 0).map(([code]) => code),
  // Issue 18, h77f42d: the Congolese franc, whose centimes ISO still lists (exponent 2) but nobody writes ("CDF 57.000" is
  // 57,000 francs), and the "FC" mark it shares with the Comorian franc (exponent 0).
  'CDF', 'FC',
  // The raw mark of the Djiboutian franc (issue 18, h78f44d): "FD 18.500" is 18,500 francs.
  'FD',
  // The CFA franc's mark (XOF or XAF, both exponent 0), issue 18, h111q71 (facts set 71's cause 13): "FCFA 85.000" is
  // 85,000 francs, as "85.000 FCFA" is.
  'FCFA',
  // Albania's lek (issue 18, h100a60; facts set 60's cause 11): ISO lists its qindarka (exponent 2), but they left use
  // decades ago and Albanian drafting groups thousands with dots, so "ALL 157.600" is 157,600 lekë, as "CDF 57.000".
  'ALL',
  // The raw mark of Uruguay's Unidad Indexada (UYI, exponent 0; issue 18, h108d68): "UI 21.000" is 21,000 units, as
  // Uruguayan drafting groups thousands with dots. Colombia's "UVR" likewise ("UVR 150.000"): its loans are written in
  // whole units grouped by dots.
  'UI', 'UVR',
]);

/**
 * Currencies of two decimals whose countries group thousands with dots and write their cents after a comma: Bolivia's
 * boliviano and Mvdol, Angola's kwanza, the Turkish lira and the Caribbean and Netherlands Antillean guilders. Beside
 * their contract marks ("Bs", "BOB", "Kz", "TL", "NAf", "Cg") a figure of one dot group and no comma ("Bs 4.000", "TL
 * 12.500") is thousands: three decimals are no form of their money (issue 18, h110d70; facts set 70's cause 9). The
 * three-decimal dinars keep "KD 1.250" as 1.25 (THREE_DECIMAL_CURRENCIES), the bare "$" its tenth of a cent.
 */
export const DOT_THOUSANDS_CURRENCIES: ReadonlySet<string> = new Set([
  'BOB', 'BOV', 'AOA', 'TRY', 'XCG', 'ANG',
  // Haiti's gourde, as Haitian drafting in French groups it ("Gdes 44.000", "1.250,00 gourdes"): the mark "Gdes" is read
  // before such a figure as "Bs" is (issue 18, h117nlu).
  'HTG',
]);

/**
 * The marks of the units of account quoted to four decimals (issue 18, h109d69; facts set 69's cause 7): Chile's "UF",
 * Mexico's "UDI(s)", Uruguay's "UI" and Colombia's "UVR" are published daily to four places, and loans and leases in them
 * state their balances and instalments so ("23.125,0000 UVR", "489,1742 UVR each", "UF 12,3456", "UI 21.000,0000"): a
 * figure with four decimals beside them is in money's form as one with two is. The WIR franc is a franc, in cents.
 */
export const FOUR_DECIMAL_MARKS: ReadonlySet<string> = new Set(['UF', 'UDI', 'UI', 'UVR', 'BOV']);

/**
 * The bare marks of money written the English way, with a decimal point: a unit price is quoted to a tenth of a cent
 * beside them ("$3.459 per gallon", "£1.459 per litre"), so their three decimals are no group.
 */
export const DECIMAL_POINT_MARKS: ReadonlySet<string> = new Set(['$', '£']);

/**
 * `label` marks of `CONTRACT_PREFIXES` also abbreviate labels: "R" heads road, row and requirement numbers ("the R102
 * road", "Section R2"), "RM" a room ("RM 1203, 12/F" in a Hong Kong address). Before a bare whole figure they are the
 * label, not money, when one of these words comes right before the mark (lower case)…
 */
export const LABEL_WORDS_BEFORE: ReadonlySet<string> = new Set([
  'section', 'clause', 'paragraph', 'part', 'schedule', 'annex', 'annexure', 'appendix', 'exhibit', 'item', 'table',
  'row', 'column', 'rule', 'regulation', 'requirement', 'road', 'route', 'highway', 'room', 'flat', 'unit', 'suite',
  'level', 'floor', 'block', 'no', 'ref', 'reference',
]);
/**
 * …or the mark names a route by its number (up to three digits: "R2", "R102"): "the" before it after a preposition of
 * travel ("along the R62", "via the R102", "off the R2"), or after "on the" with a heading right after the figure
 * ("on the R2 towards the coast", "on the R300 northbound"). "interest on the R500 deposit" stays money.
 */
export const ROUTE_PREPOSITIONS: ReadonlySet<string> = new Set(['along', 'via', 'onto', 'off']);
/**
 * After the figure of such a route comes the end of the phrase (a stop, a comma, the end) or a word of travel: a place
 * ("to Oudtshoorn", "at Verulam"), another road ("and the N2") or a heading. A noun there is what the sum is of: "a
 * discount of R50 off the R500 fee", "paid via the R200 account" are money.
 */
export const ROUTE_WORDS_AFTER: ReadonlySet<string> = new Set(['to', 'at', 'and', 'or', 'from', 'into', 'until', 'near', 'through']);
export const HEADINGS_AFTER: ReadonlySet<string> = new Set([
  'towards', 'toward', 'northbound', 'southbound', 'eastbound', 'westbound', 'north', 'south', 'east', 'west', 'past',
]);
/**
 * "francs CFA" (and the mark "FCFA") name two currencies, the West African XOF and the Central African XAF, which the
 * mark alone cannot tell apart: the figure is no currency (a number), and "francs" before "CFA" is no Swiss franc.
 */
export const TWO_CURRENCY_MARKS: ReadonlySet<string> = new Set(['cfa']);
/**
 * The CFA franc in two words, as contracts write it ("275 000 F CFA", "francs CFA", "CFA francs"), and as Portuguese
 * drafting does (Guinea-Bissau's "12 500 francos CFA", issue 18, h111q71; facts set 71's cause 13): the mark "FCFA"
 * (currency.ts's `cfaFrancAt`).
 */
export const CFA_FRANC_WORDS: ReadonlySet<string> = new Set(['f cfa', 'franc cfa', 'francs cfa', 'franco cfa', 'francos cfa', 'cfa franc', 'cfa francs']);
/**
 * "pound" is a weight as well as a currency: pounds of a substance ("5 pounds of coffee", "two pounds of salt": "of"
 * then a bare lower-case noun) weigh, pounds of something determined or named ("five thousand pounds of the Price",
 * "pounds of Deferred Consideration") are money. These words after "of" make it money.
 */
export const WEIGHT_NAMES: ReadonlySet<string> = new Set(['pound', 'pounds']);
/**
 * …and so do these nouns, which are money themselves: a sum owed, earned, held or spent ("200 pounds of rent", "50
 * pounds of credit", "30 pounds of cash", "100 pounds of debt") is money however it is written; no substance is weighed.
 */
export const MONEY_NOUNS: ReadonlySet<string> = new Set([
  'money', 'cash', 'change', 'credit', 'credits', 'debt', 'debts', 'arrears', 'rent', 'savings', 'income', 'earnings', 'wages',
  'salary', 'pay', 'tax', 'taxes', 'interest', 'profit', 'profits', 'revenue', 'funding', 'funds', 'damages', 'compensation',
  'budget', 'fees', 'fines', 'winnings', 'bonus', 'refund', 'refunds', 'deposit', 'loan', 'overdraft', 'allowance', 'capital',
  'investment', 'spending', 'donations', 'tips',
]);
/**
 * The nouns of a sum that, a few glue words before a contract mark, make its bare whole figure the sum: "The fee is
 * GEL 180", "Notarial fee paid: GEL 180", "The deposit is SHP 50" (issue 18, set 81's cause 10). A label's number has
 * none of them before it ("the KD 2025 guidance", "Table Bs 12"). Some are MONEY_NOUNS too (fee, rent, deposit): that list
 * is the nouns that are money after "pounds of", this one the nouns that name a sum before its mark.
 */
export const SUM_NOUNS_BEFORE_MARK: ReadonlySet<string> = new Set([
  'fee', 'fees', 'price', 'prices', 'cost', 'costs', 'charge', 'charges', 'rent', 'sum', 'amount', 'total', 'deposit',
  'salary', 'wage', 'wages', 'premium', 'fine', 'penalty', 'advance', 'instalment', 'installment', 'balance',
]);
/**
 * The verbs of paying that, right before a contract mark, make its bare whole figure a sum as a sum's noun does: "the
 * Client pays TMT 180 for each extra guest", "it owes SHP 50" (issue 18, h111n88). A label's number follows none.
 * "charges" is the verb too ("the Hotel charges TMT 20"): SUM_NOUNS_BEFORE_MARK has it, whose word right before the mark reads so.
 */
export const PAYING_VERBS_BEFORE_MARK: ReadonlySet<string> = new Set(['pay', 'pays', 'owe', 'owes', 'refund', 'refunds']);
/**
 * The words that may stand between such a noun and the mark: "is", "paid", a colon. Not "of": "The price of Bs 12 is set
 * out in the Annex" prices a thing labelled "Bs 12" (h22f15's test); only before a rate's mark, whose figure "per <unit>"
 * follows ("a charge of TMT 10 per bottle", currency.ts `sumNamedBefore`, h111n88).
 */
export const GLUE_BEFORE_MARK: ReadonlySet<string> = new Set(['is', 'was', 'paid', 'due', 'be', 'are', 'amounts', 'to', 'at', 'totals']);
/**
 * Words that go on a sum right after its currency's mark ("38,500 YR payable on delivery", "2 500 FC net", "275 000 F CFA
 * including VAT"), beside the function words (`ENGLISH_STOP_WORDS`) and `MONEY_NOUNS`: any other lowercase word there
 * is a noun the figure and the mark count or qualify ("a 1,000 YR inspection", "18.000 FC supporters"), review hrev75.
 */
export const SUM_WORDS_AFTER: ReadonlySet<string> = new Set([
  'payable', 'paid', 'due', 'owed', 'owing', 'net', 'gross', 'per', 'plus', 'less', 'including', 'included', 'inclusive',
  'incl', 'excluding', 'excluded', 'exclusive', 'excl', 'total', 'altogether', 'respectively', 'monthly', 'weekly', 'daily',
  'annually', 'yearly', 'every', 'which', 'towards', 'toward', 'upon', 'within', 'without', 'via', 'covers', 'includes',
  'represents', 'hors', 'ttc', 'ht',
]);
/**
 * A plant's or a machine's unit in capitals after its figure ("RO 12,000 GPD", "RO 500 LPH"). A closed list: other
 * capitals after a sum are a tax's or a word's ("ALL 2.180.000 TVSH included", "RO 500 VAT", "RO 1,000 ONLY"). Read by
 * currency.ts' `namedThingAfter` and by the category cues' marked amounts (contracts' numbers/money-shapes.ts, h106mendM: one home).
 */
export const UNITS_IN_CAPITALS: ReadonlySet<string> = new Set(['GPD', 'GPM', 'GPH', 'LPH', 'LPM', 'LPD', 'PSI', 'TDS', 'PPM', 'KW', 'KVA', 'HP', 'BAR', 'RPM', 'MM', 'CM', 'KG']);
export const MONEY_OF_DETERMINERS: ReadonlySet<string> = new Set([
  'the', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'your', 'my', 'such', 'any', 'each', 'every',
  'all', 'which', 'whose', 'what',
]);
/** …or one of these right after the figure ("the R102 road"); a floor ("12/F") after it marks a room too. */
export const LABEL_WORDS_AFTER: ReadonlySet<string> = new Set(['road', 'route', 'highway', 'motorway', 'freeway', 'interchange', 'exit', 'off-ramp', 'directive']);
