/**
 * The English names of the months (January first) and of the weekdays (Sunday first, as `Date.getDay()` counts), written
 * once for the expression language's date formats, the sysent's weekday values and the contract recognizers' patterns.
 */
export const MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

export const WEEKDAY_NAMES: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The months' names in the languages whose contracts come translated into English with their dates left as written
 * ("Vaduz, 12. Februar 2026", "le 3 mars 2026", "5 de marzo de 2026"): German, French, Spanish, Portuguese, Italian,
 * Dutch, Danish, Norwegian, Swedish, Hungarian, and the Slavic genitives (Czech, Slovak, Slovenian, Croatian, Polish), each with its month number. Names spelt as in English ("April", "August") are read by the English
 * grammar.
 */
export const OTHER_LANGUAGE_MONTHS: ReadonlyMap<string, number> = new Map([
  // German (Austrian "Jänner", Swiss "Feber" beside them).
  ['januar', 1], ['jänner', 1], ['februar', 2], ['feber', 2], ['märz', 3], ['mai', 5], ['juni', 6], ['juli', 7],
  ['oktober', 10], ['dezember', 12],
  // French.
  ['janvier', 1], ['février', 2], ['fevrier', 2], ['mars', 3], ['avril', 4], ['juin', 6], ['juillet', 7], ['août', 8],
  ['aout', 8], ['septembre', 9], ['octobre', 10], ['novembre', 11], ['décembre', 12], ['decembre', 12],
  // Spanish.
  ['enero', 1], ['febrero', 2], ['marzo', 3], ['abril', 4], ['mayo', 5], ['junio', 6], ['julio', 7], ['agosto', 8],
  ['septiembre', 9], ['setiembre', 9], ['octubre', 10], ['noviembre', 11], ['diciembre', 12],
  // Portuguese.
  ['janeiro', 1], ['fevereiro', 2], ['março', 3], ['maio', 5], ['junho', 6], ['julho', 7], ['setembro', 9],
  ['outubro', 10], ['dezembro', 12],
  // Italian.
  ['gennaio', 1], ['febbraio', 2], ['aprile', 4], ['maggio', 5], ['giugno', 6], ['luglio', 7], ['settembre', 9],
  ['ottobre', 10], ['dicembre', 12],
  // Dutch.
  ['januari', 1], ['februari', 2], ['maart', 3], ['mei', 5], ['augustus', 8],
  // Danish, Norwegian and Swedish ("den 12. januar 2037", "1. marts 2037", "3 maj 2037"; issue 18, h77f42d): the names
  // the languages above do not spell so already.
  ['marts', 3], ['maj', 5], ['desember', 12], ['augusti', 8],
  // Hungarian, written year first ("2034. április 9."; issue 18, h67dates).
  ['január', 1], ['február', 2], ['március', 3], ['április', 4], ['május', 5], ['június', 6], ['július', 7],
  ['szeptember', 9], ['október', 10],
  // The genitive a day-first date takes in the Slavic languages ("1. května 2034", "15. srpnja 2034", "1. maja 2034";
  // issue 18, h71s55): Czech, Slovak, Slovenian, Croatian and Polish, each written once where two share a form ("marca",
  // "maja", "septembra"). Left out: "listopada" (Croatian October, Polish November) and the nominatives, which no date uses.
  // Czech.
  ['ledna', 1], ['února', 2], ['března', 3], ['dubna', 4], ['května', 5], ['června', 6], ['července', 7], ['srpna', 8],
  ['září', 9], ['října', 10], ['listopadu', 11], ['prosince', 12],
  // Slovak.
  ['januára', 1], ['februára', 2], ['marca', 3], ['apríla', 4], ['mája', 5], ['júna', 6], ['júla', 7], ['augusta', 8],
  ['septembra', 9], ['októbra', 10], ['novembra', 11], ['decembra', 12],
  // Slovenian.
  ['januarja', 1], ['februarja', 2], ['aprila', 4], ['maja', 5], ['junija', 6], ['julija', 7], ['avgusta', 8],
  ['oktobra', 10],
  // Croatian.
  ['siječnja', 1], ['veljače', 2], ['ožujka', 3], ['travnja', 4], ['svibnja', 5], ['lipnja', 6], ['srpnja', 7],
  ['kolovoza', 8], ['rujna', 9], ['studenoga', 11], ['studenog', 11], ['prosinca', 12],
  // Polish.
  ['stycznia', 1], ['lutego', 2], ['kwietnia', 4], ['czerwca', 6], ['lipca', 7], ['sierpnia', 8], ['września', 9],
  ['października', 10], ['grudnia', 12],
]);
