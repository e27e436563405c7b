/**
 * Towns and islands below the capitals, for the states whose capitals the gazetteer already lists: a contract of a
 * Pacific island state names its main islands and its provincial towns as a port of loading, a hospital's or a depot's
 * seat ("on Upolu and Savai'i", "Port of loading: Auki"), and a southern African one its second cities and provincial
 * capitals ("of Bulawayo"). A class of places, not the names one set held (issue 18, h92at, set 70's places).
 *
 * Left out, as MORE_CITIES leaves them out: names that are a given name, a surname or a common English word ("Ba",
 * "Lata", "Taro", "Isabel", "Yap", "Livingstone", "Western"), and an island's name inside a longer one's ("Santo" alone:
 * "Espiritu Santo" is listed).
 */

/**
 * The main islands and the provincial or district capitals of the Pacific states: Samoa, Fiji, Tonga, the Solomon
 * Islands, Vanuatu, Papua New Guinea, Kiribati, the Marshall Islands, Micronesia, Palau and Nauru. Samoan and Tongan
 * names with their glottal stop as an apostrophe, a curly one or the ʻokina, and without it ("Savaii"), as contracts in
 * English write them.
 */
const WITH_GLOTTAL_STOP: readonly string[] = ["Savai'i", "Vava'u", "Ha'apai"];
export const PACIFIC_ISLANDS_AND_TOWNS: readonly string[] = [
  // Samoa
  'Upolu', 'Salelologa', 'Savaii',
  // Fiji
  'Viti Levu', 'Vanua Levu', 'Taveuni', 'Kadavu', 'Ovalau', 'Lautoka', 'Nadi', 'Labasa', 'Savusavu', 'Levuka', 'Nausori',
  'Sigatoka', 'Rakiraki',
  // Tonga
  'Tongatapu', 'Neiafu', 'Pangai',
  // Solomon Islands
  'Guadalcanal', 'Malaita', 'Makira', 'Choiseul', 'Santa Isabel', 'New Georgia', 'Auki', 'Gizo', 'Kirakira', 'Tulagi',
  'Buala', 'Munda',
  // Vanuatu
  'Espiritu Santo', 'Efate', 'Tanna', 'Malekula', 'Luganville', 'Lenakel', 'Isangel', 'Lakatoro',
  // Papua New Guinea
  'Lae', 'Mount Hagen', 'Madang', 'Wewak', 'Goroka', 'Kokopo', 'Rabaul', 'Alotau', 'Kimbe', 'Kavieng', 'Popondetta',
  'Mendi', 'Daru', 'Kundiawa', 'Wabag', 'Lorengau', 'Buka', 'Arawa', 'Vanimo', 'Kerema', 'New Britain', 'New Ireland',
  'Bougainville',
  // Kiribati, the Marshall Islands, Micronesia, Palau, Nauru
  'South Tarawa', 'Betio', 'Kiritimati', 'Ebeye', 'Kwajalein', 'Pohnpei', 'Chuuk', 'Kosrae', 'Weno', 'Kolonia', 'Koror',
  'Melekeok', 'Babeldaob', 'Yaren',
  ...WITH_GLOTTAL_STOP.flatMap((n) => [n, n.replace("'", '’'), n.replace("'", 'ʻ')]),
];

/**
 * The second cities and provincial capitals of Zimbabwe, Zambia, Malawi, Mozambique and Botswana, whose capitals the
 * gazetteer lists (Harare, Lusaka, Lilongwe, Maputo, Gaborone). Not a town that contracts name mostly as its province
 * ("Inhambane Province", "the Province of Inhambane": set 68), which the province's readers take.
 */
export const SOUTHERN_AFRICAN_TOWNS: readonly string[] = [
  // Zimbabwe
  'Bulawayo', 'Mutare', 'Gweru', 'Kwekwe', 'Kadoma', 'Masvingo', 'Chinhoyi', 'Marondera', 'Bindura', 'Gwanda', 'Lupane',
  'Hwange', 'Victoria Falls',
  // Zambia
  'Ndola', 'Kitwe', 'Kabwe', 'Chingola', 'Chipata', 'Kasama', 'Solwezi', 'Mongu',
  // Malawi
  'Blantyre', 'Mzuzu', 'Zomba',
  // Mozambique
  'Beira', 'Nampula', 'Quelimane', 'Chimoio', 'Lichinga', 'Xai-Xai',
  // Botswana
  'Francistown', 'Maun', 'Lobatse', 'Serowe', 'Kasane',
];
