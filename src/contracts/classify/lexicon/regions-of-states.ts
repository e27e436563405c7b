/**
 * A state's subdivisions a contract names as a region of its parties' towns ("Biratori, Hokkaido", "Orgosolo, Sardinia",
 * "Oñati, Gipuzkoa", "Lerwick, Shetland"), from the states' own official lists: a class of places with a written source,
 * not the names one set held (issue 18, h117a91, set 91's places; the gazetteer's rule, as the Italian provincial capitals
 * and Russia's republics are listed). Left out, as MORE_CITIES leaves them out: a name that is a given name, a surname or
 * a common English word too ("Yamaguchi", "Ishikawa", "Chiba", "Saga", "Nara", "Angus", "Highland", "Marche"), and a
 * name joined by "and" ("Perth and Kinross", "Castile and León": territories.ts' reading of "and").
 */

/** Japan's prefectures (the 47 of the Local Autonomy Act) whose name is no common surname; Tokyo, Osaka, Kyoto and Okinawa are listed already. */
const JAPANESE_PREFECTURES: readonly string[] = [
  'Hokkaido', 'Aomori', 'Iwate', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama', 'Yamanashi', 'Gifu', 'Shizuoka', 'Aichi', 'Mie',
  'Hyogo', 'Tottori', 'Shimane', 'Ehime', 'Oita', 'Kagoshima',
];
/** Italy's twenty regions (the Constitution's article 131), by their English names and their Italian ones where they differ. */
const ITALIAN_REGIONS: readonly string[] = [
  'Piedmont', 'Piemonte', 'Aosta Valley', "Valle d'Aosta", 'Lombardy', 'Lombardia', 'Trentino-Alto Adige', 'Veneto',
  'Friuli-Venezia Giulia', 'Liguria', 'Emilia-Romagna', 'Tuscany', 'Toscana', 'Umbria', 'Lazio', 'Abruzzo', 'Molise',
  'Campania', 'Apulia', 'Puglia', 'Basilicata', 'Calabria', 'Sardinia', 'Sardegna',
];
/**
 * Spain's autonomous communities and the provinces whose name is not their capital's (the Statutes of Autonomy; the
 * provinces of the 1833 division as the Constitution keeps them), in Spanish and in the community's own language.
 */
const SPANISH_COMMUNITIES_AND_PROVINCES: readonly string[] = [
  'Andalusia', 'Andalucía', 'Asturias', 'Cantabria', 'Basque Country', 'Euskadi', 'Navarre', 'Navarra', 'La Rioja',
  'Extremadura', 'Balearic Islands', 'Canary Islands', 'Castilla-La Mancha',
  'Gipuzkoa', 'Guipúzcoa', 'Bizkaia', 'Biscay', 'Vizcaya', 'Álava', 'Araba',
];
/** Scotland's council areas (the Local Government etc. (Scotland) Act 1994) named apart from a city, with their island areas' short names. */
const SCOTTISH_COUNCIL_AREAS: readonly string[] = [
  'Shetland', 'Shetland Islands', 'Orkney', 'Orkney Islands', 'Na h-Eileanan Siar', 'Fife', 'Moray', 'Aberdeenshire',
  'Clackmannanshire', 'Midlothian', 'Renfrewshire', 'Inverclyde', 'Scottish Borders',
];

export const REGIONS_OF_STATES: readonly string[] = [...JAPANESE_PREFECTURES, ...ITALIAN_REGIONS, ...SPANISH_COMMUNITIES_AND_PROVINCES, ...SCOTTISH_COUNCIL_AREAS];
