/**
 * Polities a contract names as it names a country, kept apart from the gazetteer's lists of places and bodies: the
 * states whose name joins two places by "and", and the dependent and autonomous territories (gazetteer.ts joins both
 * to its countries; split from it in session 52 when it passed 1,000 lines).
 */

/**
 * Countries whose name joins two places by "and" ("the Republic of Trinidad and Tobago", "Bosnia and Herzegovina"): the
 * "and" opens no party's slot there, so the second place is no party (h22f15b).
 */
export const COUNTRIES_WITH_AND: readonly string[] = [
  'Trinidad and Tobago', 'Bosnia and Herzegovina', 'Antigua and Barbuda', 'Saint Kitts and Nevis', 'St Kitts and Nevis',
  'Saint Vincent and the Grenadines', 'St Vincent and the Grenadines', 'Sao Tome and Principe', 'São Tomé and Príncipe',
  'Turks and Caicos Islands', 'Saint Pierre and Miquelon', 'Saint-Pierre and Miquelon', 'Wallis and Futuna',
];
/**
 * A state's provinces and territories whose name joins two places by "and", as a party's address or its law names them
 * ("Twillingate, Newfoundland and Labrador A0G 4M0", "incorporated under the laws of the Province of Newfoundland and
 * Labrador", "Srinagar, Jammu and Kashmir"): the "and" opens no party's slot there either (facts set 50's cause 2,
 * issue 18, h89p). No countries: the gazetteer's country list does not take them.
 */
export const PROVINCES_WITH_AND: readonly string[] = [
  'Newfoundland and Labrador', 'Jammu and Kashmir', 'Andaman and Nicobar Islands', 'Dadra and Nagar Haveli', 'Daman and Diu',
];
/**
 * The world's dependent and autonomous territories, a class the shared lists hold only Greenland and Puerto Rico of: the
 * British overseas territories and Crown dependencies, the Dutch, French, American, Australian and New Zealand ones and
 * the autonomous islands, by their usual English names. A contract names them as it names a country: a seat ("a company
 * incorporated in Bermuda", "of 18 Main Street, Gibraltar"), a governing law ("the laws of Gibraltar"), a territory
 * (set 66 named Gibraltar eight times, none read; issue 18, h88at). Left out: names that are a person's or a word too
 * ("Saint Martin", "Saba", "Reunion" without its accent, "Madeira" a wine), and regions of a state ("Sicily", "Bavaria": gazetteer.ts's
 * NOT_ONLY_COUNTRIES). "Jersey" and "Guernsey" also name breeds of cattle: joined to a word by a hyphen ("a
 * Friesian-Jersey cross") they are none (place-names.ts, BREED_NAMED_TERRITORIES).
 */
export const TERRITORIES: readonly string[] = [
  // British overseas territories and Crown dependencies.
  'Gibraltar', 'Bermuda', 'Anguilla', 'Montserrat', 'Falkland Islands', 'Saint Helena', 'St Helena', 'St. Helena',
  // Saint Helena's two other islands, by the names their contracts give them (issue 18, h89o: "the Tristan da Cunha
  // Government"; "Ascension" alone is a feast day too).
  'Ascension Island', 'Tristan da Cunha',
  // The Isle of Man, where companies and gaming operators are incorporated, was read without it as the word "Man"
  // (issue 18, h76t58).
  'Pitcairn Islands', 'British Indian Ocean Territory', 'British Virgin Islands', 'Cayman Islands', 'Isle of Man',
  'Jersey', 'Guernsey', 'Alderney', 'Sark',
  // The Caribbean parts of the Kingdom of the Netherlands.
  'Aruba', 'Curaçao', 'Curacao', 'Sint Maarten', 'Bonaire', 'Sint Eustatius',
  // France's overseas departments, collectivities and New Caledonia.
  'French Polynesia', 'Tahiti', 'New Caledonia', 'Réunion', 'La Réunion', 'Guadeloupe', 'Martinique', 'French Guiana', 'Mayotte',
  // The United States' territories.
  'Guam', 'American Samoa', 'Northern Mariana Islands', 'United States Virgin Islands', 'U.S. Virgin Islands', 'US Virgin Islands',
  // Australia's and New Zealand's, and the realm's self-governing islands.
  'Norfolk Island', 'Christmas Island', 'Cocos (Keeling) Islands', 'Cook Islands', 'Niue', 'Tokelau',
  // Autonomous islands and a disputed territory: Denmark's Faroes, Finland's Åland, Tanzania's Zanzibar, Norway's Svalbard.
  'Faroe Islands', 'Faroes', 'Åland', 'Åland Islands', 'Zanzibar', 'Svalbard', 'Western Sahara',
  // Portugal's Azores, an autonomous region as Åland is ("the island of São Miguel, Azores"; set 89's cause 9, issue 18,
  // h114nat). Madeira stays out (a wine).
  'Azores', 'Açores',
  // Somaliland, a self-declared state whose contracts name it as their seat and law ("registered in Somaliland", "the
  // laws of Somaliland"), and Somalia's autonomous member states (set 80, issue 18, h103a80).
  'Somaliland', 'Puntland', 'Jubaland',
];
