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
import { withoutMarks } from '../../../common/lexicon/without-marks.js';

/** A name and, where it has accents, its form without them, as contracts in English write both ("Bouaké", "Bouake"). */
const withPlainLetters = (names: readonly string[]): string[] =>
  [...new Set(names.flatMap((n) => [n, withoutMarks(n)]))];

/**
 * The main islands and the provincial or district capitals of the Pacific states: Samoa, Fiji, Tonga, the Solomon
 * Islands, Vanuatu, Papua New Guinea, Kiribati, the Marshall Islands, Micronesia, Palau and Nauru. Samoan and Tongan
 * names with their glottal stop as an apostrophe, a curly one or the ʻokina, and without it ("Savaii"), as contracts in
 * English write them.
 */
const WITH_GLOTTAL_STOP: readonly string[] = ["Savai'i", "Vava'u", "Ha'apai"];
/** A name written with the glottal stop as an apostrophe, a curly one or the ʻokina. */
const glottalSpellings = (name: string): string[] => [name, name.replace("'", '’'), name.replace("'", 'ʻ')];
const withGlottalSpellings = (names: readonly string[]): string[] => names.flatMap(glottalSpellings);
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
  // Kiribati, the Marshall Islands, Micronesia, Palau, Nauru; South Tarawa's government seat and villages (set 76's "Ambo,
  // South Tarawa"; issue 18, h100t76)
  'South Tarawa', 'Betio', 'Ambo', 'Bairiki', 'Bikenibeu', 'Bonriki', 'Kiritimati', 'Ebeye', 'Kwajalein', 'Pohnpei', 'Chuuk', 'Kosrae', 'Weno', 'Kolonia', 'Koror',
  'Melekeok', 'Babeldaob', 'Yaren',
  // Nauru's districts beside Yaren, a schedule's rows of sites (set 81, issue 18, session 67's lead). Left out: "Boe" (a
  // surname) and "Ewa" (a given name).
  'Aiwo', 'Anabar', 'Anetan', 'Anibare', 'Baitsi', 'Buada', 'Denigomodu', 'Ijuw', 'Meneng', 'Nibok', 'Uaboe',
  // Majuro's villages and the Cook Islands' main islands, a college's campus, a club's harbour (set 77's "Uliga, Majuro",
  // "Avarua Harbour, Rarotonga"; issue 18, h101t77). Left out: "Laura" and "Rita" (given names).
  'Uliga', 'Delap', 'Djarrit', 'Jaluit', 'Rarotonga', 'Aitutaki', 'Mangaia', 'Atiu',
  // Tuvalu's atolls and islands beside Funafuti, and Funafuti's government village (set 79's "Vaiaku, Funafuti", "on
  // Nukufetau"; issue 18, h102a79). Left out: "Nui" (a word of Polynesian names).
  'Fongafale', 'Vaiaku', 'Nukufetau', 'Vaitupu', 'Nanumea', 'Nanumanga', 'Nanumaga', 'Niutao', 'Nukulaelae', 'Niulakita',
  // The Federated States of Micronesia beside Palikir and Kolonia: Pohnpei's municipalities and outer atolls, Kosrae's
  // and Chuuk's towns, and the four states by the names their laws and courts give them ("the laws of Pohnpei State";
  // set 80, issue 18, h103a80). Left out: "Nett" (a word), "U", "Kitti" and "Tol" (a given name, a word), "Yap" and
  // "Colonia" (a word, a Spanish address's "colonia").
  'Madolenihmw', 'Sokehs', 'Sapwuahfik', 'Pingelap', 'Mokil', 'Mwoakilloa', 'Nukuoro', 'Kapingamarangi', 'Tofol', 'Lelu',
  'Utwe', 'Tafunsak', 'Fefan', 'Tonoas', 'Pohnpei State', 'Chuuk State', 'Kosrae State', 'Yap State',
  ...withGlottalSpellings(WITH_GLOTTAL_STOP),
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
  // Eswatini beside Mbabane: its largest town and the regions' seats (set 75's "Manzini"; issue 18, h99t75)
  'Manzini', 'Matsapha', 'Nhlangano', 'Siteki', 'Lobamba',
  // Angola beside Luanda: the provinces' capitals and the second towns, with their accents and without (set 76's
  // "Huambo", "Caála", "Lubango"; issue 18, h100t76). Left out: "Kuito" and "Luena" (words in other tongues, given names).
  ...withPlainLetters(['Huambo', 'Caála', 'Lubango', 'Benguela', 'Lobito', 'Namibe', 'Malanje', 'Cabinda', 'Soyo', 'Uíge',
    'Saurimo', 'Menongue', 'Ondjiva', 'Sumbe', 'Caxito', 'Mbanza Kongo', 'Dundo']),
];

/**
 * The capitals the lists lacked, the main islands and the second towns of the Caribbean's small island states and the
 * Dominican Republic, Haiti and Cuba: a ferry's ports ("between St. George's, Carriacou and Petite Martinique"), a
 * hotel's seat, a party's registered office (issue 18, h93at, set 71's places). The saint's towns with the saint's
 * abbreviation pointed or not, the apostrophe straight or curly. The Dominican Republic's provincial capitals by their
 * full names ("San Francisco de Macorís"), which a listed shorter name would otherwise cut. Left out: "Kingston" (a given
 * name), "Rodrigues" (a surname).
 */
const SAINTS_TOWNS: readonly string[] = ["George's", "John's"];
export const CARIBBEAN_ISLANDS_AND_TOWNS: readonly string[] = [
  ...SAINTS_TOWNS.flatMap((n) => ['St. ', 'St ', 'Saint '].flatMap((saint) => [saint + n, saint + n.replace("'", '’')])),
  // Grenada, Antigua and Barbuda, St Vincent and the Grenadines, Saint Lucia, St Kitts and Nevis, Barbados
  'Carriacou', 'Petite Martinique', 'Gouyave', 'Sauteurs', 'Barbuda', 'English Harbour', 'All Saints', 'Liberta', 'Bolans',
  'Jolly Harbour', 'Bequia', 'Mustique', 'Canouan',
  // Saint Vincent's second towns, Bequia's port (also South Africa's city: one Location either way) and the island chain
  // ("the schools of the Grenadines", its country's longer name read whole first); set 77, issue 18, h101t77.
  'Calliaqua', 'Barrouallie', 'Port Elizabeth', 'Grenadines',
  'Union Island', 'Vieux Fort', 'Soufrière', 'Gros Islet', 'Nevis', 'Charlestown', 'Speightstown', 'Holetown', 'Oistins',
  // St Kitts's beaches and villages and Dominica's north-coast villages, a swim's or a guesthouse's place (issue 18, h101a78).
  'Cockleshell Beach', 'Frigate Bay', 'Oualie Beach', 'Dieppe Bay', 'Calibishie', 'Canefield',
  // Trinidad and Tobago, the Bahamas, Jamaica
  'San Fernando', 'Chaguanas', 'Arima', 'Scarborough', 'Point Fortin', 'Freeport', 'Grand Bahama', 'New Providence',
  'Eleuthera', 'Exuma', 'Abaco', 'Bimini', 'Montego Bay', 'Ocho Rios', 'Negril', 'Spanish Town', 'Port Antonio',
  // The Dominican Republic, Haiti, Cuba
  'Santiago de los Caballeros', 'San Francisco de Macorís', 'San Pedro de Macorís', 'San Juan de la Maguana',
  'Santa Bárbara de Samaná', 'San Cristóbal', 'La Romana', 'Puerto Plata', 'Punta Cana', 'Higüey', 'Samaná', 'Barahona',
  'Bonao', 'Cotuí', 'Nagua', 'Monte Cristi', 'Hato Mayor', 'Cap-Haïtien', 'Cap-Haitien', 'Les Cayes', 'Gonaïves', 'Jacmel',
  // Haiti's departmental seats and the Sud's communes beside Les Cayes, with their accents and without (set 80's "the
  // communes of Torbeck and Camp-Perrin"; issue 18, h103a80). Left out: "Jérémie" (a given name), "Delmas" and "Aquin"
  // (surnames), "Carrefour" (a shop's name), "Chantal" (a given name), "Les Anglais" and "Tiburon" (words).
  ...withPlainLetters(['Gonaïves', 'Port-de-Paix', 'Hinche', 'Miragoâne', 'Fort-Liberté', 'Saint-Marc', 'Pétion-Ville',
    'Croix-des-Bouquets', 'Léogâne', 'Petit-Goâve', 'Ouanaminthe', 'Mirebalais', 'Arcahaie', 'Torbeck', 'Camp-Perrin',
    'Port-Salut', 'Saint-Louis-du-Sud', 'Chardonnières', 'Port-à-Piment']),
  'Santiago de Cuba', 'Camagüey', 'Holguín', 'Varadero', 'Cienfuegos', 'Matanzas',
];

/**
 * The capital, the atolls' capitals and the main islands and towns of the Indian Ocean's small island states (the
 * Maldives, Mauritius, the Comoros, Madagascar) and of Cabo Verde and São Tomé: a resort's, a clinic's or a hospital's
 * place ("the regional hospital at Kudahuvadhoo", "Boduthakurufaanu Magu, Malé"). "Malé" with its accent only ("Male" is
 * a word); an atoll by its name and the word "Atoll" is read by its kind (place-names.ts PLACE_BY_KIND).
 */
export const INDIAN_OCEAN_ISLANDS_AND_TOWNS: readonly string[] = [
  // The Maldives: the capital, its neighbours and the administrative atolls' capitals
  'Malé', 'Hulhumalé', 'Hulhulé', 'Villingili', 'Maafushi', 'Addu City', 'Hithadhoo', 'Fuvahmulah', 'Kulhudhuffushi',
  'Thinadhoo', 'Eydhafushi', 'Naifaru', 'Dhidhdhoo', 'Funadhoo', 'Manadhoo', 'Ungoofaaru', 'Thulusdhoo', 'Rasdhoo',
  'Mahibadhoo', 'Felidhoo', 'Nilandhoo', 'Kudahuvadhoo', 'Veymandoo', 'Fonadhoo',
  // Mauritius, the Comoros, Madagascar
  'Curepipe', 'Quatre Bornes', 'Vacoas', 'Mahébourg', 'Grand Baie', 'Port Mathurin', 'Grande Comore', 'Ngazidja',
  'Anjouan', 'Mohéli', 'Mutsamudu', 'Fomboni',
  // The Comoros' islands by their Shikomori names and Ngazidja's and Ndzuwani's towns beside Moroni and Mutsamudu, a
  // circle's or a cooperative's seat (set 86's "Mitsamiouli, Ngazidja"; issue 18, h109n86). Left out: "Mbeni" and
  // "Sima" (words or given names of other tongues), "Iconi" (a word's misspelling).
  'Ndzuwani', 'Mwali', 'Mitsamiouli', 'Foumbouni', 'Domoni', 'Ouani',
  'Toamasina', 'Mahajanga', 'Antsiranana', 'Toliara', 'Fianarantsoa', 'Nosy Be',
  // Cabo Verde, São Tomé and Príncipe
  'Praia', 'Mindelo', 'São Tomé',
  // Zanzibar's (Unguja's and Pemba's) coastal and district towns beside Zanzibar City (a beach contract's beaches, a
  // district council's seat: set 83, issue 18, h106n83). Left out: hamlets ("Kigomani"), and "Paje" and "Wete" (short
  // names other tongues use as words or surnames).
  'Nungwi', 'Kendwa', 'Mkokotoni', 'Jambiani', 'Makunduchi', 'Matemwe', 'Chake Chake', 'Mkoani',
];

/**
 * The provincial and district capitals of Sierra Leone, Liberia and the Gambia, whose capitals the gazetteer lists
 * (Freetown, Monrovia, Banjul): a project's or a depot's place. A district named with its word ("Kailahun District") is
 * read by its kind. Left out: "Bo" (a word), "Buchanan" and "Harper" (surnames), "Lungi" (a word).
 */
export const WEST_AFRICAN_TOWNS: readonly string[] = [
  'Kenema', 'Makeni', 'Koidu', 'Port Loko', 'Kailahun', 'Kabala', 'Magburaka', 'Gbarnga', 'Ganta', 'Zwedru', 'Kakata',
  'Serekunda', 'Brikama', 'Bakau',
  // The Gambia's coastal resorts and fishing towns and its river towns (set 77's "Kololi", "Kotu", "Tanji"; h101t77).
  'Kololi', 'Kotu', 'Tanji', 'Bijilo', 'Brufut', 'Gunjur', 'Sanyang', 'Farafenni', 'Janjanbureh', 'Kerewan',
];

/**
 * Nigeria's capital and its largest cities that contracts name as a seat or an address (Lagos and Abuja, Ibadan, Port
 * Harcourt …): a place as every town of the gazetteer, and read by their country where a mark needs the contract's
 * country (the naira's "N" before a figure, local-currency.ts; issue 18, h105d65). Left out: the capitals that share
 * their state's name ("Kano", "Kaduna", "Katsina", "Sokoto", "Enugu": "in Kano, Jigawa, Katsina and Kaduna States" is
 * one place, the states'), a town's district ("Ikeja, Lagos" is one place), "Zaria" (also a quarter of Niger's Maradi),
 * "Aba", "Jos" and "Oyo" (short words and names), "Benin" alone (a country).
 */
export const NIGERIAN_TOWNS: readonly string[] = [
  'Lagos', 'Abuja', 'Ibadan', 'Port Harcourt', 'Benin City', 'Onitsha', 'Ilorin', 'Abeokuta', 'Maiduguri', 'Calabar',
  'Owerri', 'Uyo', 'Warri',
];

/** An Arabic place named with its article, written "Al X", "Al-X" and bare, as translations vary ("Al-Jahra", "Jahra"). */
const withArabicArticle = (names: readonly string[]): string[] => names.flatMap((n) => [`Al ${n}`, `Al-${n}`, n]);

/**
 * The seats of the territories the gazetteer lists (territories.ts TERRITORIES): the capital of Curaçao, Aruba, Bonaire
 * and Sint Maarten, of the British, French and US territories and of the autonomous islands — a festival's venue, a
 * company's seat (issue 18, h94at, set 72's places) — and the Turks and Caicos Islands' main islands (h99t75). Left out: seats whose name is a given name or a common word
 * ("Hamilton", "Stanley", "Douglas", "Kingston", "The Bottom"); "The Valley" is listed since set 79 (below).
 */
export const TERRITORY_SEATS: readonly string[] = withPlainLetters([
  'Willemstad', 'Oranjestad', 'Kralendijk', 'Philipsburg', 'Road Town', 'George Town', 'Brades', 'Jamestown', 'Adamstown',
  'Papeete', 'Nouméa', 'Saint-Denis', 'Basse-Terre', 'Pointe-à-Pitre', 'Fort-de-France', 'Cayenne', 'Mamoudzou', 'Hagåtña',
  'Pago Pago', 'Saipan', 'Charlotte Amalie', 'Avarua', 'Alofi', 'Tórshavn', 'Mariehamn', 'Stone Town', 'Zanzibar City',
  'Longyearbyen', 'Laayoune', 'Flying Fish Cove',
  // St Helena's districts beside Jamestown and a Montserrat village beside Brades, a scheme's delivery areas (set 81,
  // issue 18, session 67's lead). Left out: "Salem" (a given name), "Sandy Bay" and "Blue Hill" (places of many lands).
  'Longwood', 'Half Tree Hollow', 'Levelwood', 'Cudjoe Head',
  // The Turks and Caicos Islands' seat and main islands, a deed's party's town (set 75's "Providenciales"; issue 18, h99t75)
  'Cockburn Town', 'Providenciales', 'Grand Turk', 'North Caicos', 'Middle Caicos', 'South Caicos',
  // Anguilla's seat and villages, a club's or a shop's place (set 79's "Wallblake Road, The Valley"; issue 18, h102a79).
  // "The Valley" with its capital V only: the matching is case-sensitive, so "the valley" and "The valley" stay words.
  'The Valley', 'Stoney Ground', 'Blowing Point', 'Sandy Ground', 'Island Harbour', 'Long Bay Village',
  // Tokelau's three atolls (its seat rotates among them), Åland's municipalities beside Mariehamn and Norfolk Island's
  // town, a party's, a witness's or a department's place (set 82, issue 18, h105n82). Left out: Åland's "Sund" (a
  // Swedish surname and a Nordic word) and "Geta" (a surname and a word), and Bonaire's "Rincon" (a Spanish surname,
  // "rincón" a word).
  'Fakaofo', 'Nukunonu', 'Atafu',
  'Jomala', 'Eckerö', 'Finström', 'Hammarland', 'Lemland', 'Lumparland', 'Saltvik', 'Vårdö', 'Föglö', 'Kökar', 'Kumlinge',
  'Brändö', 'Sottunga', 'Godby',
  'Burnt Pine',
  // Guam's villages beside Hagåtña, the Falkland Islands' two islands and their settlements beside Stanley: a party's
  // or a property's place, a witness's farm (set 76's "Chalan Kareta, Dededo", "Goose Green"; issue 18, h100t76).
  // Left out: "Stanley" (above), "Fitzroy" (a surname), "Agat" and "Yona" (given names), "Santa Rita".
  'Dededo', 'Tamuning', 'Tumon', 'Yigo', 'Mangilao', 'Barrigada', 'Sinajana', 'Talofofo', 'Inarajan', 'Umatac',
  'East Falkland', 'West Falkland', 'Goose Green', 'Mount Pleasant', 'Port Howard', 'Fox Bay',
  // The seat of French Saint-Martin beside Philipsburg, a delivery area of a Sint Maarten shop (set 83, issue 18,
  // h106n83). Left out: "Grand Case" (two common words), "Maho" (a Japanese given name), "Simpson Bay" (a surname's bay,
  // read by its kind already).
  'Marigot',
  // The Northern Mariana Islands' villages beside Saipan (its seat, also its island: ISLANDS) and its islands Tinian,
  // a mover's, a clinic's or a farm's place (set 86's "Susupe, Saipan", "San Jose, Tinian"; issue 18, h109n86). Left
  // out: "Rota" (an English word), "San Antonio", "San Roque" and "San Vicente" (saints' towns of many lands), "Capitol
  // Hill" (a place of Washington), "Kagman" and "Dandan" (surnames).
  'Garapan', 'Susupe', 'Chalan Kanoa', 'Tanapag', 'Koblerville', 'Tinian',
  // French Polynesia's islands and towns beside Papeete: the Society Islands (Tahiti, Moorea, Bora Bora, Raiatea,
  // Taha'a, Huahine) and their towns, and the Marquesas' and Tuamotus' main islands, a resort's or an operator's place
  // (set 86's "Vaitape", "Bora Bora"; issue 18, h109n86). The glottal stop as an apostrophe, a curly one or the ʻokina,
  // and without it. Left out: "Fare" (an English word), "Pirae" and "Arue" (short names of other tongues).
  'Tahiti', 'Moorea', 'Bora Bora', 'Raiatea', 'Huahine', 'Maupiti', 'Vaitape', 'Uturoa', 'Punaauia', 'Papara', 'Taravao',
  'Afareaitu', 'Nuku Hiva', 'Hiva Oa', 'Taiohae', 'Atuona', 'Rangiroa', 'Fakarava', 'Tikehau',
  ...withGlottalSpellings(["Taha'a", "Faa'a", "Mo'orea"]),
  // The Isle of Man's towns, villages and parishes beside Douglas (left out above, a given name and a surname): a
  // covenant's properties "Mill Cottage, Baldrine", a farm "Ballagawne Farm, Lonan" (issue 18, h108ty). Left out:
  // "Ramsey", "Peel", "Crosby", "Colby", "Andreas", "Patrick", "German", "Bride", "Santon" and "Dalby" (surnames, given names,
  // English words).
  'Castletown', 'Port Erin', 'Port St Mary', 'Onchan', 'Laxey', 'Ballasalla', 'Baldrine', 'Lonan', 'Kirk Michael',
  'Ballaugh', 'Foxdale', 'Maughold', 'Braddan', 'Marown', 'Jurby', 'Malew', 'Arbory', 'Rushen', 'Lezayre', 'Sulby',
  'Union Mills', 'Glen Vine', 'Port Soderick', 'Ballabeg',
]);

/**
 * Towns named after a church's dedication ("All Saints", Antigua): before an apostrophe or a capitalised word the words
 * are the church's or the feast's ("All Saints Church", "All Saints' Day"), no town (place-names.ts).
 */
export const DEDICATION_NAMED_TOWNS: ReadonlySet<string> = new Set(['All Saints']);

/**
 * The islands and atolls the lists above name, as an address's last part after its town ("Betio, Tarawa", "Ambo, South
 * Tarawa", "Anse Royale, Mahé", "Fitzroy, East Falkland"): a town and its island are one place, as a town and its state
 * are (C27, C48; C117). Only islands a town stands on, not a country that is an island ("Jamaica", "Malta").
 */
export const ISLANDS: readonly string[] = [
  'Upolu', 'Savaii', ...WITH_GLOTTAL_STOP.filter((n) => n !== "Ha'apai").flatMap(glottalSpellings),
  'Viti Levu', 'Vanua Levu', 'Taveuni', 'Kadavu', 'Ovalau', 'Tongatapu', 'Guadalcanal', 'Malaita', 'Makira', 'Choiseul',
  'Santa Isabel', 'New Georgia', 'Espiritu Santo', 'Efate', 'Tanna', 'Malekula', 'New Britain', 'New Ireland', 'Bougainville',
  'Tarawa', 'South Tarawa', 'Kiritimati', 'Kwajalein', 'Pohnpei', 'Chuuk', 'Kosrae', 'Babeldaob', 'Carriacou', 'Barbuda',
  'Nevis', 'Bequia', 'Grand Bahama', 'New Providence', 'Eleuthera', 'Exuma', 'Abaco', 'Grande Comore', 'Anjouan', 'Mohéli',
  'Nosy Be', 'Mahé', 'Praslin', 'La Digue', 'East Falkland', 'West Falkland', 'Providenciales', 'Grand Turk', 'North Caicos',
  'Middle Caicos', 'South Caicos',
  // St Kitts, the island Basseterre stands on, in the three spellings of the saint (issue 18, h101a78).
  'St Kitts', 'St. Kitts', 'Saint Kitts',
  // An atoll or island a town of the Marshall or Cook Islands or of Saint Vincent stands on ("Uliga, Majuro", "Avarua,
  // Rarotonga", "Calliaqua, Saint Vincent"; set 77, h101t77).
  'Majuro', 'Rarotonga', 'Aitutaki', 'Saint Vincent', 'St Vincent', 'St. Vincent',
  // Tuvalu's atolls a village stands on ("Vaiaku, Funafuti"; set 79, h102a79).
  'Funafuti', 'Nukufetau', 'Vaitupu', 'Nanumea', 'Nukulaelae',
  // The Comoros' islands by their Shikomori names, the Northern Mariana Islands' and French Polynesia's islands a town
  // stands on ("Mitsamiouli, Ngazidja", "Susupe, Saipan", "San Jose, Tinian", "Vaitape, Bora Bora"; set 86, h109n86).
  'Ngazidja', 'Ndzuwani', 'Mwali', 'Saipan', 'Tinian', 'Tahiti', 'Moorea', 'Bora Bora', 'Raiatea', 'Huahine', 'Nuku Hiva',
  ...withGlottalSpellings(["Taha'a"]),
];

/**
 * Israel's towns beside Tel Aviv and its regions and regional councils (a harvest's plantations "in the Arava", a
 * kibbutz's postal address "Mobile Post Hevel Eilot", courts "in Beersheba"): set 77, issue 18, h101t77. Hebrew names
 * with their English spellings as contracts translated from Hebrew write them. Left out: "Nazareth" and "Galilee" (a
 * religious order's and a church's names as often), "Arad" and "Lod" (a Romanian town, a word), "Ramat" alone.
 */
export const ISRAELI_TOWNS_AND_REGIONS: readonly string[] = [
  'Jerusalem', 'Haifa', 'Eilat', 'Beersheba', "Be'er Sheva", 'Beer Sheva', 'Ashdod', 'Ashkelon', 'Netanya', 'Herzliya',
  'Tiberias', 'Dimona', 'Rishon LeZion', 'Petah Tikva', 'Arava', 'Negev', 'Hevel Eilot',
];

/**
 * The governorates' seats and the main towns of the Gulf states beside their capitals (Kuwait, Bahrain, Qatar, the
 * United Arab Emirates, Oman, Saudi Arabia's provinces): a stable's, a circuit's or a plant's place (issue 18, h94at).
 * Names with the Arabic article in its three spellings. Left out: "Medina" and "Mecca" (a surname, a word), "Sur" and
 * "Hail" (words).
 */
export const GULF_TOWNS: readonly string[] = [
  ...withArabicArticle(['Jahra', 'Ahmadi', 'Farwaniya', 'Farwaniyah', 'Wakrah', 'Rayyan', 'Khobar', 'Hofuf', 'Buraimi']),
  // Kuwait's desert camel-racing and farming towns, a stable's place (issue 18, h101pl).
  'Kabd', 'Wafra', 'Abdali', 'Sulaibiya',
  'Al Khor', 'Al Ain', 'Hawalli', 'Salmiya', 'Fahaheel', 'Mangaf', 'Shuwaikh', 'Mubarak Al-Kabeer', 'Muharraq', 'Riffa',
  'Isa Town', 'Hamad Town', 'Sitra', 'Juffair', 'Budaiya', 'Sakhir', 'Awali', 'Umm Salal', 'Lusail', 'Mesaieed', 'Dukhan',
  'Ras Laffan', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain', 'Khor Fakkan', 'Jebel Ali', 'Ruwais', 'Salalah',
  'Sohar', 'Nizwa', 'Ibri', 'Duqm', 'Khasab', 'Seeb', 'Rustaq', 'Dammam', 'Dhahran', 'Jubail', 'Yanbu', 'Tabuk', 'Abha',
  'Taif', 'Buraidah', 'Najran', 'Jazan', 'Khamis Mushait',
];

/**
 * The provincial and departmental capitals and main ports of Central America (Panama, Costa Rica, Nicaragua, Honduras,
 * Guatemala, Belize), whose capitals the gazetteer lists (issue 18, h94at). Left out: names that are given names or
 * saints' ("David", "León", "Cristóbal"; "Santa Ana" and "San Miguel" are listed since set 79, guarded as "Balboa" is), a country's ("Liberia"), a currency's ("Balboa"),
 * and "Colón" without its accent (a word).
 */
export const CENTRAL_AMERICAN_TOWNS: readonly string[] = [
  'Colón', ...withPlainLetters(['Chitré', 'Penonomé', 'Las Tablas', 'La Chorrera', 'Aguadulce', 'Bocas del Toro', 'Boquete',
    'Changuinola', 'Puerto Armuelles', 'Alajuela', 'Heredia', 'Cartago', 'Puntarenas', 'Limón', 'Chinandega', 'Matagalpa',
    'Masaya', 'Estelí', 'Bluefields', 'San Pedro Sula', 'La Ceiba', 'Choluteca', 'Comayagua', 'Quetzaltenango', 'Escuintla',
    'Puerto Barrios', 'Belmopan', 'Orange Walk', 'Dangriga', 'San Ignacio',
    // Nicaragua's northern towns, a cigar factory's (issue 18, h101a78).
    'Condega', 'Somoto', 'Ocotal', 'Jinotega',
    // El Salvador's departmental capitals and San Salvador's neighbour cities, the one Central American state the list
    // lacked (set 79's franchisor "Calle Libertad, Santa Ana"; issue 18, h102a79). Left out: "San Vicente", "La Unión"
    // and "La Libertad" (a saint's name, words).
    'Santa Tecla', 'Soyapango', 'Sonsonate', 'Ahuachapán', 'Usulután', 'Zacatecoluca', 'Cojutepeque', 'Chalatenango',
    'Sensuntepeque', 'San Francisco Gotera', 'Metapán',
    // Guatemala's departmental seats beside Guatemala City and Quetzaltenango, and the municipalities of Sololá's
    // department round Lake Atitlán, a weavers' association's seat or a design's town ("with domicile in Sololá", "Huipil
    // of Nahualá"; issue 18, h108ty). Left out: "San Marcos", "Jalapa", "Flores", "Santa Lucía", "Salamá" (saints' names,
    // another country's town, surnames) and "Antigua" (an island's and a state's name: "Antigua Guatemala" whole).
    'Antigua Guatemala', 'Chimaltenango', 'Cobán', 'Sololá', 'Totonicapán', 'Huehuetenango', 'Retalhuleu',
    'Mazatenango', 'Jutiapa', 'Chiquimula', 'Zacapa', 'Cuilapa', 'Santa Cruz del Quiché', 'Guastatoya', 'Chichicastenango',
    'Momostenango', 'Panajachel', 'Santiago Atitlán', 'San Lucas Tolimán', 'Nahualá', 'Santa Catarina Palopó',
    'San Antonio Palopó', 'San Pedro La Laguna', 'San Juan La Laguna', 'Santa Clara La Laguna', 'Santa Catarina Ixtahuacán',
    'San Andrés Semetabaj', 'Concepción Sololá']),
  // El Salvador's second and third cities, saints' names too: PERSON_NAMED_TOWNS reads them as no town before a
  // capitalised word ("San Miguel Brewery", "Santa Ana Ruiz") or an apostrophe (issue 18, h102a79, set 79).
  'Santa Ana', 'San Miguel',
  // The Panama Canal's two terminal ports and Panama City's airport town, a ship agent's calls and a delivery's start
  // (issue 18, h101pl). "Balboa" is a currency and a surname, "Cristóbal" a given name: PERSON_NAMED_TOWNS guards them.
  'Balboa', 'Cristóbal', 'Tocumen',
].filter((n) => n !== 'Limon');

/**
 * Towns named as a person is — a given name ("Cristóbal"), a surname or a currency named after one ("Balboa") — which
 * place-names.ts reads as no town before an apostrophe or a capitalised word ("Cristóbal Pérez", "Balboa's"), after
 * "de"/"del" ("Vasco Núñez de Balboa") or after a figure or "Panamanian" ("100 Balboa", "Panamanian Balboa"). Issue 18,
 * h101pl.
 */
export const PERSON_NAMED_TOWNS: ReadonlySet<string> = new Set(['Balboa', 'Cristóbal', 'Santa Ana', 'San Miguel']);

/**
 * The communes of a capital that an address names before the city ("residing in Cocody, Abidjan", "Boulevard Latrille,
 * Cocody"), keyed by their city: listed as towns, and a commune and its city after a comma are one Location, as a street
 * and its town are (C48; place-names.ts CITY_AFTER_DISTRICT; issue 18, h101pl, set 72). Left out: "Plateau" (a word).
 */
export const CITY_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Abidjan: withPlainLetters(['Cocody', 'Yopougon', 'Treichville', 'Marcory', 'Koumassi', 'Adjamé', 'Attécoubé', 'Port-Bouët']),
  // Macau's islands and their reclaimed strip ("residing in Taipa, Macau", "a restaurant in Taipa": set 83, issue 18,
  // h106n83).
  Macau: ['Taipa', 'Coloane', 'Cotai'],
};

/**
 * The regional capitals and second cities of French-speaking West and Central Africa (Côte d'Ivoire, Senegal, Mali,
 * Burkina Faso, Guinea, Togo, Benin, Niger, Cameroon, Gabon, the Congo, Chad, Mauritania), whose capitals the gazetteer
 * lists: a party's birthplace or domicile, a depot's town (issue 18, h94at). Written with their accents and without.
 * Left out: words ("Man", "Kara"), "Gao" (an audit office's initials, "GAO"), and a city's districts ("Cocody", "Plateau"
 * in Abidjan): listed, "Cocody, Abidjan" would read as two places where C48 reads a district and its city as one.
 */
export const FRANCOPHONE_AFRICAN_TOWNS: readonly string[] = withPlainLetters([
  'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Daloa', 'Korhogo', 'Gagnoa', 'Abengourou', 'Divo', 'Grand-Bassam', 'Soubré',
  'Odienné', 'Séguéla', 'Bondoukou', 'Bingerville', 'Anyama', 'Thiès', 'Kaolack', 'Ziguinchor', 'Saint-Louis', 'Touba', 'Mbour',
  'Rufisque', 'Diourbel', 'Tambacounda', 'Kolda', 'Sikasso', 'Ségou', 'Mopti', 'Kayes', 'Koutiala', 'Timbuktu',
  'Bobo-Dioulasso', 'Koudougou', 'Ouahigouya', 'Banfora', 'Kankan', 'Nzérékoré', 'Kindia', 'Labé', 'Boké', 'Sokodé',
  'Kpalimé', 'Atakpamé', 'Porto-Novo', 'Parakou', 'Abomey-Calavi', 'Abomey', 'Djougou', 'Bohicon', 'Zinder', 'Maradi',
  'Agadez', 'Tahoua', 'Dosso', 'Garoua', 'Bamenda', 'Bafoussam', 'Maroua', 'Ngaoundéré', 'Kribi', 'Limbe', 'Buea',
  'Bertoua', 'Ebolowa', 'Port-Gentil', 'Franceville', 'Oyem', 'Dolisie', 'Moundou', 'Sarh', 'Abéché', 'Nouadhibou',
  // Togo's prefecture seats (session 59's lead; set 73's "Tsévié", "Aného"). Left out: "Mango", "Kara" (words).
  'Tsévié', 'Aného', 'Notsé', 'Vogan', 'Tabligbo', 'Dapaong', 'Bassar', 'Badou', 'Niamtougou', 'Bafilo', 'Sotouboua',
  'Blitta', 'Kandé',
  // Gabon's provincial seats and second towns beside Libreville and Port-Gentil, and Port-Gentil's cape (set 87's
  // "Lambaréné", "Cap Lopez"; issue 18, h110n87). Left out: "Gamba" (a word in other tongues, a surname), "Fougamou"
  // and the villages (no seat).
  'Lambaréné', 'Mouila', 'Tchibanga', 'Koulamoutou', 'Makokou', 'Bitam', 'Moanda', 'Ntoum', 'Owendo', 'Akanda',
  'Lastoursville', 'Mitzic', 'Ndjolé', 'Omboué', 'Cap Lopez',
  // Abidjan's communes (CITY_DISTRICTS: each read with its city after a comma as one place).
  ...CITY_DISTRICTS.Abidjan,
]);

/**
 * The municipalities of the European microstates, whose capitals the gazetteer lists: San Marino's castelli, Andorra's
 * parishes, Liechtenstein's municipalities and Monaco's quarters — an artist's or a company's seat, a post office's town
 * (session 59's lead; set 73's "Borgo Maggiore"). Left out: "Planken", "Encamp", "Fiorentino", "Mauren", "Eschen"
 * (words or surnames).
 */
export const MICROSTATE_MUNICIPALITIES: readonly string[] = withPlainLetters([
  'Borgo Maggiore', 'Serravalle', 'Domagnano', 'Acquaviva', 'Chiesanuova', 'Faetano', 'Montegiardino',
  'Escaldes-Engordany', 'Sant Julià de Lòria', 'La Massana', 'Ordino', 'Canillo', 'Schaan', 'Triesen', 'Balzers',
  'Triesenberg', 'Ruggell', 'Gamprin', 'Schellenberg', 'Monte Carlo', 'Monte-Carlo', 'Fontvieille', 'La Condamine',
  'Moneghetti', 'Larvotto',
]);

/**
 * Malta's local councils (the Local Councils Act, Cap. 363, its schedule of localities: 54 on Malta, 14 on Gozo), with
 * the islands Gozo and Comino and the English names of the Three Cities: a festa's parish, a maker's or a company's
 * seat (set 90's cause 7, issue 18, h116n90; the capital and Rabat the gazetteer lists). Left out: names that are given
 * names, surnames or words ("Victoria", "Paola", "Isla", "Attard", "Balzan", "Dingli", "Fontana", "Pembroke", "Safi",
 * "Qala", "Marsa", "Lija", "Fgura").
 */
export const MALTESE_LOCALITIES: readonly string[] = withPlainLetters([
  'Gozo', 'Comino', 'Birgu', 'Vittoriosa', 'Birkirkara', 'Birżebbuġa', 'Bormla', 'Cospicua', 'Senglea', 'Floriana',
  'Għargħur', 'Għaxaq', 'Gudja', 'Gżira', 'Ħamrun', 'Iklin', 'Kalkara', 'Kirkop', 'Luqa', 'Marsaskala', 'Marsaxlokk',
  'Mdina', 'Mellieħa', 'Mġarr', 'Mosta', 'Mqabba', 'Msida', 'Mtarfa', 'Naxxar', 'Qormi', 'Qrendi', 'San Ġiljan',
  "St Julian's", 'San Ġwann', 'San Pawl il-Baħar', "St Paul's Bay", 'Santa Luċija', 'Santa Venera', 'Siġġiewi', 'Sliema',
  'Swieqi', "Ta' Xbiex", 'Tarxien', 'Xgħajra', 'Żabbar', 'Żebbuġ', 'Żejtun', 'Żurrieq', 'Għajnsielem', 'Għarb', 'Għasri',
  'Kerċem', 'Munxar', 'Nadur', 'San Lawrenz', 'Sannat', 'Xagħra', 'Xewkija',
]);

/**
 * Finnish Lapland's municipalities (Statistics Finland's list of municipalities, the region of Lapland: 21) and the
 * region itself: a herding co-operative's, a safari company's or a hotel's seat (set 90's cause 7, issue 18, h116n90).
 * Left out: given names and words ("Simo", "Salla", "Kemi", "Pello", "Posio", "Kolari").
 */
export const LAPLAND_MUNICIPALITIES: readonly string[] = withPlainLetters([
  'Lapland', 'Enontekiö', 'Inari', 'Kemijärvi', 'Keminmaa', 'Kittilä', 'Muonio', 'Pelkosenniemi', 'Ranua', 'Rovaniemi',
  'Savukoski', 'Sodankylä', 'Tervola', 'Tornio', 'Utsjoki', 'Ylitornio',
]);

/**
 * Italy's provincial capitals beyond the largest cities the gazetteer lists: a designer's, a printer's or a supplier's
 * seat (session 59's lead; set 73's "Rimini"). Left out: names that are English words, given names or surnames ("Como",
 * "Prato", "Massa", "Latina", "Asti", "Lodi", "Fermo", "Enna", "Isernia", "Imperia", "Monza", "Carbonia", "Siena",
 * "Messina", "Ragusa"), "Parma", a ham and a cheese as often as a town, and "Belluno", which names a club's section
 * inside the body's name in set 28 ("Club Alpino Dolomitico – Belluno Section": a body's name wins, but the section's
 * town before "Section" is read alone).
 */
export const ITALIAN_PROVINCIAL_CAPITALS: readonly string[] = [
  'Rimini', 'Pesaro', 'Ancona', 'Ravenna', 'Forlì', 'Cesena', 'Ferrara', 'Modena', 'Reggio Emilia', 'Piacenza',
  'Bergamo', 'Brescia', 'Cremona', 'Mantua', 'Mantova', 'Pavia', 'Varese', 'Lecco', 'Sondrio', 'Novara', 'Vercelli',
  'Biella', 'Cuneo', 'Alessandria', 'Aosta', 'La Spezia', 'Savona', 'Bolzano', 'Trento', 'Vicenza', 'Treviso', 'Padua',
  'Padova', 'Rovigo', 'Pordenone', 'Udine', 'Gorizia', 'Lucca', 'Pistoia', 'Livorno', 'Arezzo',
  'Grosseto', 'Perugia', 'Terni', 'Pescara', 'Chieti', "L'Aquila", 'Teramo', 'Campobasso', 'Caserta', 'Benevento',
  'Avellino', 'Salerno', 'Foggia', 'Barletta', 'Taranto', 'Brindisi', 'Lecce', 'Potenza', 'Matera', 'Cosenza', 'Catanzaro',
  'Crotone', 'Reggio Calabria', 'Catania', 'Syracuse', 'Siracusa', 'Agrigento', 'Trapani',
  'Caltanissetta', 'Cagliari', 'Sassari', 'Nuoro', 'Oristano', 'Frosinone', 'Rieti', 'Viterbo',
];

/**
 * Myanmar's region and state capitals and its main towns with Yangon (Mandalay, the capital Nay Pyi Taw, Shan State's
 * Taunggyi and Inle Lake's Nyaungshwe), as a lease's or a farm's address names them: set 79, issue 18, h102a79. Left
 * out: "Mon" and "Chin" (states named as words).
 */
export const MYANMAR_TOWNS: readonly string[] = [
  'Yangon', 'Mandalay', 'Nay Pyi Taw', 'NayPyiTaw', 'Naypyidaw', 'Naypyitaw', 'Taunggyi', 'Nyaungshwe', 'Kalaw', 'Bago', 'Mawlamyine', 'Pathein',
  'Monywa', 'Sittwe', 'Myitkyina', 'Lashio', 'Magway', 'Meiktila', 'Pyay', 'Dawei', 'Hpa-an', 'Loikaw', 'Myeik', 'Hakha',
  'Bagan', 'Kengtung', 'Pyin Oo Lwin',
];

/**
 * Kosovo's capital and district seats and Albania's main towns beside Tirana, each in its Albanian definite form, its
 * indefinite form and the Serbian or English one where contracts in English use it ("Prishtina", "Prishtinë",
 * "Pristina"): set 79's licensors "of Rruga Shadërvani, Prizren", issue 18, h102a79. "Peć" without its accent is
 * left out ("Pec", a word).
 */
export const KOSOVAN_AND_ALBANIAN_TOWNS: readonly string[] = withPlainLetters([
  'Prishtina', 'Prishtinë', 'Pristina', 'Prizren', 'Peja', 'Pejë', 'Peć', 'Ferizaj', 'Gjakova', 'Gjakovë', 'Gjilan',
  'Gjilani', 'Mitrovica', 'Mitrovicë', 'Podujeva', 'Vushtrri', 'Suhareka', 'Rahovec', 'Durrës', 'Shkodër', 'Shkodra',
  'Vlorë', 'Vlora', 'Elbasan', 'Korçë', 'Korça', 'Fier', 'Berat', 'Gjirokastër', 'Sarandë', 'Saranda', 'Lushnjë', 'Kukës',
]).filter((n) => n !== 'Pec');

/**
 * Somaliland's and Somalia's towns beside Mogadishu, the one the gazetteer listed: Somaliland's capital, port and region
 * seats, the border town and the villages on the Hargeisa–Wajaale road, and Somalia's federal states' capitals and ports
 * — a water depot's, an office's or a court's town (set 80, issue 18, h103a80). Somaliland itself and Somalia's member
 * states are listed as territories (territories.ts). Left out: "Sheikh" (a title), "Marka" and "Baki" (words, names),
 * "Sool" and "Sahil" (a word, a given name), "Jowhar" (a surname).
 */
export const SOMALI_TOWNS: readonly string[] = [
  'Hargeisa', 'Hargeysa', 'Berbera', 'Burao', 'Burco', 'Borama', 'Boorama', 'Erigavo', 'Ceerigaabo', 'Las Anod',
  'Laascaanood', 'Gabiley', 'Arabsiyo', 'Wajaale', 'Tog Wajaale', 'Zeila', 'Oodweyne', 'Buhoodle', 'Lughaya',
  'Kismayo', 'Kismaayo', 'Bosaso', 'Boosaaso', 'Garowe', 'Garoowe', 'Galkayo', 'Gaalkacyo', 'Baidoa', 'Baydhabo',
  'Beledweyne', 'Beledweyn', 'Dhusamareb', 'Afgooye', 'Baraawe', 'Hobyo',
];

/**
 * Cyprus's district towns and resorts beside Nicosia, in their English and their Greek spellings ("Limassol",
 * "Lemesos"): a party's, an escrow agent's or a hotel's town (set 80's "Kition Escrow Services Ltd of Larnaca"; issue
 * 18, h103a80). Left out: "Polis" (a word) and "Dali" (a surname).
 */
export const CYPRIOT_TOWNS: readonly string[] = [
  'Limassol', 'Lemesos', 'Larnaca', 'Larnaka', 'Paphos', 'Pafos', 'Famagusta', 'Ammochostos', 'Kyrenia', 'Lefkosia',
  'Paralimni', 'Ayia Napa', 'Agia Napa', 'Protaras', 'Strovolos', 'Lakatamia', 'Aglantzia', 'Latsia', 'Kato Paphos',
  'Morphou', 'Deryneia',
];

/**
 * Georgia's towns beside Tbilisi and Slovenia's beside Ljubljana, the two capitals the gazetteer listed: Kakheti's wine
 * towns, the ports and the region seats, in the spellings contracts in English use, with and without Slovene marks — a
 * notary's, a vineyard's or a restaurant's town (set 81, issue 18, session 67's lead). Left out: "Gori" (a surname),
 * "Telavi" (a Tuvaluan surname: set 79's "Siosaia Telavi", "Telavi Roofing & Plumbing"), "Bled" (an English word at a
 * sentence's start), "Koper" (Dutch for a buyer, in contracts translated from Dutch).
 */
export const GEORGIAN_AND_SLOVENIAN_TOWNS: readonly string[] = withPlainLetters([
  'Kutaisi', 'Batumi', 'Rustavi', 'Zugdidi', 'Poti', 'Mtskheta', 'Borjomi', 'Kvareli', 'Gurjaani', 'Sighnaghi',
  'Signagi', 'Lagodekhi', 'Akhmeta', 'Sagarejo', 'Dedoplistskaro', 'Kobuleti', 'Ozurgeti', 'Samtredia', 'Akhaltsikhe',
  'Khashuri', 'Tskaltubo', 'Zestaponi',
  'Maribor', 'Ptuj', 'Celje', 'Kranj', 'Novo Mesto', 'Velenje', 'Nova Gorica', 'Murska Sobota', 'Slovenj Gradec', 'Piran',
  'Portorož', 'Domžale', 'Škofja Loka', 'Postojna', 'Jesenice', 'Izola', 'Ajdovščina',
]);

/**
 * Nepal's main towns, its sub-metropolitan and Kathmandu-valley municipalities and its provinces by the names their laws
 * give them, beside Kathmandu: a deed made in the Kathmandu valley or a lease of a house in Pokhara names its town, its
 * municipality or its province and no country (issue 18, h103d63, facts set 63's cause 13: a Bhaktapur deed). Places
 * (Location) as every town of the gazetteer, and the rupee rule's sign of Nepal (local-currency.ts reads the gazetteer's
 * `TOWNS_BY_COUNTRY`; one home since issue 18, h104d).
 *
 * Left out: names India (or Pakistan) has too, which would name two rupees ("Lalitpur", "Patan", "Bharatpur", "Gorkha",
 * "Koshi", a river of Bihar; "Bagmati" alone, a river of Bihar too, only as "Bagmati Province"), and names that are
 * English words or surnames.
 */
export const NEPALI_TOWNS_AND_PROVINCES: readonly string[] = [
  'Bhaktapur', 'Madhyapur Thimi', 'Suryabinayak', 'Changunarayan', 'Kirtipur', 'Pokhara', 'Biratnagar', 'Birgunj',
  'Dharan', 'Butwal', 'Hetauda', 'Janakpur', 'Janakpurdham', 'Nepalgunj', 'Dhangadhi', 'Itahari', 'Banepa', 'Dhulikhel',
  'Tansen', 'Ghorahi', 'Tulsipur', 'Birendranagar', 'Damak', 'Mechinagar', 'Bhimdatta', 'Chitwan',
  'Bagmati Province', 'Gandaki Province', 'Lumbini Province', 'Karnali Province', 'Sudurpashchim Province',
  'Madhesh Province', 'Koshi Province',
];

/**
 * Sri Lanka's main towns beside Colombo (its commercial capital) and its administrative capital: a lease of a house in
 * Kandy names no country (issue 18, h103d63; places and the rupee rule's sign as Nepal's above).
 */
export const SRI_LANKAN_TOWNS: readonly string[] = [
  'Sri Jayawardenepura Kotte', 'Kandy', 'Jaffna', 'Negombo', 'Trincomalee', 'Batticaloa', 'Anuradhapura', 'Kurunegala',
  'Ratnapura', 'Nuwara Eliya', 'Badulla', 'Moratuwa', 'Dehiwala', 'Polonnaruwa', 'Hambantota',
  // The North Western Province's towns beside Kurunegala (a deed's place of execution, a witness's town: set 83, issue
  // 18, h106n83). Left out: villages ("Madagalla"), which a list of towns does not hold.
  'Kuliyapitiya', 'Wariyapola', 'Puttalam', 'Chilaw', 'Nikaweratiya', 'Pannala',
];

/**
 * Pakistan's district seats and larger tehsil towns beside Karachi, Lahore and Islamabad (the gazetteer's): a deed of
 * partnership made at Sialkot, a witness "of Daska", a partner "resident of Wazirabad" name no country (set 84's cause 17,
 * issue 18, h107n84). Punjab's district seats and Sialkot's and Gujranwala's tehsil towns, Sindh's, Khyber
 * Pakhtunkhwa's and Balochistan's main towns, Gilgit and Muzaffarabad. Places, and the rupee rule's sign of Pakistan
 * (TOWNS_BY_COUNTRY). Left out: names India or Bangladesh has too ("Hyderabad", "Mirpur"), names read as a person's
 * ("Rahim Yar Khan", "Mandi Bahauddin"), and English words ("Swat", "Sibi").
 */
export const PAKISTANI_TOWNS: readonly string[] = [
  'Rawalpindi', 'Faisalabad', 'Multan', 'Gujranwala', 'Sialkot', 'Sargodha', 'Bahawalpur', 'Sahiwal', 'Sheikhupura',
  'Attock', 'Bahawalnagar', 'Bhakkar', 'Chakwal', 'Chiniot', 'Dera Ghazi Khan', 'Gujrat', 'Hafizabad', 'Jhang', 'Jhelum',
  'Kasur', 'Khanewal', 'Khushab', 'Layyah', 'Lodhran', 'Mianwali', 'Muzaffargarh', 'Nankana Sahib', 'Narowal', 'Okara',
  'Pakpattan', 'Rajanpur', 'Toba Tek Singh', 'Vehari', 'Daska', 'Wazirabad', 'Sambrial', 'Pasrur', 'Kamoke', 'Muridke',
  'Sukkur', 'Larkana', 'Nawabshah', 'Mirpur Khas', 'Jacobabad', 'Thatta', 'Shikarpur', 'Peshawar', 'Mardan',
  'Abbottabad', 'Mingora', 'Kohat', 'Bannu', 'Dera Ismail Khan', 'Mansehra', 'Nowshera', 'Charsadda', 'Swabi', 'Quetta',
  'Gwadar', 'Turbat', 'Khuzdar', 'Gilgit', 'Skardu', 'Muzaffarabad',
];

/**
 * Catalonia's comarca capitals beside Barcelona (the shared list's), in Catalan with its accents and without them: a
 * contract translated from Catalan names its town ("residing at Olot", "the courts of Girona") and no country (set 84's
 * cause 17, issue 18, h107n84), with Lleida's and Girona's Spanish forms. Left out: names that are surnames or English
 * words ("Vic", "Valls", "Cervera", "Balaguer", "Ripoll", "Sort", "Montblanc"), and the municipalities that are no
 * comarca's capital (a list of towns, not of every village: "Santa Pau", "Les Preses").
 */
export const CATALAN_TOWNS: readonly string[] = withPlainLetters([
  'Girona', 'Gerona', 'Lleida', 'Lérida', 'Tarragona', 'Olot', 'Figueres', 'Banyoles', 'Manresa', 'Berga', 'Solsona',
  'Puigcerdà', "La Seu d'Urgell", 'Tremp', 'Vielha', 'Tàrrega', 'Mollerussa', 'Les Borges Blanques', 'Igualada',
  'Terrassa', 'Sabadell', 'Granollers', 'Mataró', 'Vilafranca del Penedès', 'Vilanova i la Geltrú',
  'Sant Feliu de Llobregat', 'El Vendrell', 'Reus', 'Falset', "Móra d'Ebre", 'Gandesa', 'Tortosa', 'Amposta',
  'Santa Coloma de Farners', "La Bisbal d'Empordà", 'Moià', 'El Pont de Suert',
]);

/**
 * Puerto Rico's municipalities beside San Juan: terms of a shop in Bayamón or Caguas name the town and no country
 * (set 84's cause 17, issue 18, h107n84). Left out: names that are English or common Spanish words, given names or
 * surnames, or a state's or another country's town ("Arroyo", "Carolina", "Ceiba", "Florida", "Isabela", "Dorado",
 * "Salinas", "Moca", "Lares", "Rincón", "Ponce", "Culebra", "Río Grande", "Santa Isabel", "Corozal", "Florida", "Aguada").
 */
export const PUERTO_RICAN_TOWNS: readonly string[] = withPlainLetters([
  'San Juan', 'Bayamón', 'Caguas', 'Mayagüez', 'Arecibo', 'Guaynabo', 'Aguadilla', 'Humacao', 'Fajardo', 'Cayey',
  'Trujillo Alto', 'Toa Baja', 'Toa Alta', 'Vega Baja', 'Vega Alta', 'Manatí', 'Guayama', 'Yauco', 'Cabo Rojo',
  'Canóvanas', 'Cataño', 'Juana Díaz', 'San Germán', 'San Sebastián', 'Utuado', 'Adjuntas', 'Aibonito', 'Añasco',
  'Barceloneta', 'Barranquitas', 'Camuy', 'Ciales', 'Cidra', 'Coamo', 'Comerío', 'Guánica', 'Guayanilla', 'Gurabo',
  'Hatillo', 'Hormigueros', 'Jayuya', 'Juncos', 'Lajas', 'Las Marías', 'Las Piedras', 'Loíza', 'Luquillo', 'Maricao',
  'Maunabo', 'Morovis', 'Naguabo', 'Naranjito', 'Orocovis', 'Patillas', 'Peñuelas', 'Quebradillas', 'Sabana Grande',
  'San Lorenzo', 'Villalba', 'Yabucoa', 'Vieques', 'Aguas Buenas',
]);

/**
 * New Caledonia's communes beside Nouméa (TERRITORY_SEATS), and Burundi's provincial seats beside Gitega and Bujumbura:
 * a schedule made in Dumbéa, a station in Ngozi (set 84's cause 17, issue 18, h107n84). Left out: "Maré" (its plain form
 * an English word), "Voh" and "Poum" (too short to tell from a word or a name).
 */
export const NEW_CALEDONIAN_AND_BURUNDIAN_TOWNS: readonly string[] = withPlainLetters([
  'Dumbéa', 'Mont-Dore', 'Païta', 'Bouloupari', 'La Foa', 'Sarraméa', 'Moindou', 'Bourail', 'Pouembout', 'Koné',
  'Kaala-Gomen', 'Koumac', 'Ouégoa', 'Pouébo', 'Hienghène', 'Touho', 'Poindimié', 'Ponérihouen', 'Houaïlou', 'Kouaoua',
  'Canala', 'Thio', 'Yaté', 'Île des Pins', 'Lifou', 'Ouvéa', 'Bélep',
  'Ngozi', 'Muyinga', 'Kayanza', 'Kirundo', 'Rumonge', 'Makamba', 'Rutana', 'Ruyigi', 'Cankuzo', 'Karuzi', 'Muramvya',
  'Mwaro', 'Bururi', 'Cibitoke', 'Bubanza',
]);

/**
 * Bolivia's departmental capitals and main towns beside La Paz (MORE_CITIES), Armenia's provincial seats and towns
 * beside Yerevan, and Uzbekistan's regional centres and district towns beside Tashkent: a tour operator's lake town
 * ("to and from Copacabana"), a guest house "in Dilijan", a cocoon station's town ("No. 4, Urgut") name no country
 * (issue 18, h108ty). With their accents and without. Left out: "Sucre" (a surname, the hero's), "Goris" (a surname),
 * "Trinidad" (a country's name), "Santa Cruz" (a place of many lands; "Santa Cruz de la Sierra" whole), "Gulistan" (a
 * poem's and a given name), "Armavir" (Russia's town too), and "Areni" (a village read inside "the Areni Community", a
 * body's name no reader takes whole: the place would be one attribute too many).
 */
export const BOLIVIAN_ARMENIAN_AND_UZBEK_TOWNS: readonly string[] = withPlainLetters([
  'Cochabamba', 'Santa Cruz de la Sierra', 'Oruro', 'Potosí', 'Tarija', 'Cobija', 'El Alto', 'Copacabana', 'Uyuni',
  'Coroico', 'Rurrenabaque', 'Tupiza', 'Quillacollo', 'Riberalta', 'Yacuiba', 'Sorata', 'Achacachi', 'Villazón',
  // Cochabamba's and the lowlands' larger towns: a lodger "resident in Sacaba" (set 85's cause 19, h108n85; "Montero",
  // "Warnes" and "Bermejo" left out as surnames, "Vinto" and "Cliza" as other tongues' words).
  'Sacaba', 'Tiquipaya', 'Colcapirhua', 'Punata', 'Guayaramerín', 'Camiri',
  'Gyumri', 'Vanadzor', 'Vagharshapat', 'Etchmiadzin', 'Abovyan', 'Kapan', 'Hrazdan', 'Artashat', 'Ijevan', 'Gavar',
  'Dilijan', 'Sisian', 'Jermuk', 'Yeghegnadzor', 'Vayk', 'Ashtarak', 'Stepanavan', 'Spitak',
  'Alaverdi', 'Meghri', 'Aparan',
  'Samarkand', 'Samarqand', 'Bukhara', 'Buxoro', 'Andijan', 'Andijon', 'Namangan', 'Fergana', 'Ferghana', "Farg'ona",
  'Nukus', 'Karshi', 'Qarshi', 'Termez', 'Termiz', 'Jizzakh', 'Jizzax', 'Navoi', 'Navoiy', 'Khiva', 'Xiva', 'Urgench',
  'Urganch', 'Kokand', "Qo'qon", 'Margilan', "Marg'ilon", 'Urgut', 'Chirchiq', 'Angren', 'Shahrisabz', 'Kattakurgan',
  'Denov', 'Bulungur', 'Jomboy', 'Payariq',
]);

/**
 * Ethiopia's capital, regional capitals and chartered and large towns: a lease made "at Hawassa", a trader "residing in
 * Adama" name no country (set 67, issue 18, h108ty). Left out: "Sodo" and "Dessie" (short names other tongues use as
 * words or given names). And Eritrea's beside Asmara (h111n88), the neighbour's in the same list. Addis Ababa (once in
 * MORE_CITIES) and "Mekele" (Mekelle as Ethiopian English also writes it; local-currency.ts spelt both out for the birr)
 * are here since h122health: one list for the Location reader and the birr's "Br".
 */
export const ETHIOPIAN_TOWNS: readonly string[] = [
  'Addis Ababa', 'Hawassa', 'Awasa', 'Adama', 'Nazret', 'Bahir Dar', 'Gondar', 'Gonder', 'Mekelle', 'Mekele', 'Dire Dawa', 'Jimma', 'Bishoftu',
  'Debre Zeit', 'Arba Minch', 'Harar', 'Jijiga', 'Shashamane', 'Hosaena', 'Dilla', 'Debre Markos', 'Debre Birhan',
  'Nekemte', 'Asosa', 'Gambela', 'Semera', 'Axum', 'Aksum', 'Lalibela', 'Woldia', 'Kombolcha', 'Adigrat',
];
/** Eritrea's towns and regions (below); apart from Ethiopia's so that a currency read by the country takes one (h121mendQ). */
export const ERITREAN_TOWNS: readonly string[] = [
  // Eritrea's port and regional and market towns beside Asmara (issue 18, h111n88; set 88's cause 16). Left out: "Keren"
  // (a given name as well) and "Nakfa" (the currency's name).
  'Massawa', 'Assab', 'Mendefera', 'Barentu', 'Dekemhare', 'Adi Keyh', 'Agordat', 'Hagaz', 'Elabered', 'Ghinda',
  // Eritrea's six regions, with their word as a ministry's branch writes them ("the Land Transport Branch …, Anseba
  // Region"; set 88's cause 16, issue 18, h112n88). "Debub" and "Maekel" alone are no more than "South" and "Centre".
  'Anseba Region', 'Anseba', 'Gash-Barka Region', 'Gash-Barka', 'Maekel Region', 'Debub Region', 'Northern Red Sea Region',
  'Southern Red Sea Region',
];
export const ETHIOPIAN_AND_ERITREAN_TOWNS: readonly string[] = [...ETHIOPIAN_TOWNS, ...ERITREAN_TOWNS];

/**
 * Belarus's regional capitals and larger towns beside Minsk, in the Belarusian spelling its laws use in English and the
 * Russian one ("the Hrodna railway station", "a sanatorium near Grodno"); Djibouti's regional towns beside its capital
 * and the gulf they stand on ("boat trips in the Gulf of Tadjourah"); Mauritania's regional capitals beside Nouakchott and
 * Nouadhibou (set 88's cause 16, issue 18, h112n88). Left out: "Lida" (a given name), "Borisov" and "Slonim"
 * (surnames), "Arta" (a Greek town and a given name) and "Rosso" (a surname: TOWNS_NAMED_AS_WORDS). Minsk (once in
 * MORE_CITIES) and "Homiel" (Homel as Belarusian transliteration also writes it; local-currency.ts spelt both out for the
 * ruble) head Belarus's list since h122health: one list for the Location reader and the ruble's "Br".
 */
export const BELARUSIAN_TOWNS: readonly string[] = [
  'Minsk', 'Hrodna', 'Grodno', 'Vitebsk', 'Viciebsk', 'Homel', 'Homiel', 'Gomel', 'Mahilyow', 'Mogilev', 'Babruysk', 'Bobruisk', 'Baranavichy',
  'Baranovichi', 'Brest', 'Pinsk', 'Barysaw', 'Orsha', 'Maladzyechna', 'Molodechno', 'Salihorsk', 'Soligorsk',
  'Navapolatsk', 'Novopolotsk', 'Polatsk', 'Polotsk', 'Mazyr', 'Mozyr', 'Zhlobin', 'Svetlahorsk', 'Rechytsa',
  'Navahrudak', 'Novogrudok', 'Vawkavysk', 'Kobryn', 'Slutsk', 'Zhodzina', 'Smarhon', 'Maladechna',
];
export const BELARUSIAN_DJIBOUTIAN_AND_MAURITANIAN_TOWNS: readonly string[] = withPlainLetters([
  ...BELARUSIAN_TOWNS,
  'Tadjourah', 'Tadjoura', 'Gulf of Tadjourah', 'Gulf of Tadjoura', 'Obock', 'Ali Sabieh', 'Dikhil',
  'Kiffa', 'Kaédi', 'Zouérat', 'Zouerate', 'Atar', 'Néma', 'Sélibaby', 'Aleg', 'Akjoujt', 'Tidjikja', 'Boutilimit',
]);

/**
 * Galicia's provincial capitals and Pontevedra's and A Coruña's coastal and larger municipalities, with the Rías Baixas
 * they stand on, in Galician with its accents and without them, and the Spanish forms of the capitals: a deed made in
 * Vilanova de Arousa, a raft "moored in the Ría de Arousa", a journey "to Santiago de Compostela" (the whole name, not the
 * world list's "Santiago") name no country (set 85's cause 19, issue 18, h108n85). Left out: names that are surnames or
 * common Spanish or Portuguese words ("Lugo", "Marín", "Meis", "Carballo", "Padrón", "Ribeira", "Muros", "Tui", "Cangas",
 * "Vigo"'s neighbours "Soutomaior" and "Mos"), and the municipalities that are villages.
 */
export const GALICIAN_TOWNS: readonly string[] = withPlainLetters([
  'Santiago de Compostela', 'A Coruña', 'La Coruña', 'Ourense', 'Orense', 'Pontevedra', 'Vigo', 'Ferrol',
  'Vilagarcía de Arousa', 'Vilanova de Arousa', 'A Illa de Arousa', 'Cambados', 'O Grove', 'Sanxenxo', 'Poio', 'Bueu',
  'Moaña', 'Redondela', 'Ponteareas', 'O Porriño', 'Baiona', 'Nigrán', 'Lalín', 'A Estrada', 'Caldas de Reis', 'Catoira',
  'Ribadumia', 'Boiro', 'Rianxo', 'Noia', 'Betanzos', 'Arteixo', 'Oleiros', 'Culleredo', 'Monforte de Lemos', 'Viveiro',
  'O Barco de Valdeorras', 'Verín', 'Xinzo de Limia',
  'Ría de Arousa', 'Ría de Vigo', 'Ría de Pontevedra', 'Ría de Muros e Noia', 'Ría de Aldán',
]);

/**
 * Madagascar's regions and their capitals beside the six former provinces' (INDIAN_OCEAN_ISLANDS_AND_TOWNS): a commune of
 * Antsirabe, "the Financial Controller of Vakinankaratra" (set 85's cause 19, issue 18, h108n85). Left out: the regions
 * named as given names or words ("Sofia", "Diana", "Sava", "Itasy"'s lake only as a lake), and "Ihosy" (short, a word).
 */
export const MALAGASY_REGIONS_AND_TOWNS: readonly string[] = withPlainLetters([
  'Antsirabe', 'Ambatondrazaka', 'Morondava', 'Sambava', 'Antalaha', 'Manakara', 'Farafangana', 'Tôlanaro', 'Taolagnaro',
  'Maintirano', 'Miarinarivo', 'Tsiroanomandidy', 'Fenoarivo Atsinanana', 'Ambositra', 'Moramanga', 'Maevatanana',
  'Ambovombe', 'Ambanja', 'Mananjary',
  'Vakinankaratra', 'Analamanga', 'Bongolava', "Amoron'i Mania", 'Haute Matsiatra', 'Vatovavy', 'Fitovinany',
  'Atsimo-Atsinanana', 'Atsimo-Andrefana', 'Ihorombe', 'Androy', 'Anosy', 'Menabe', 'Melaky', 'Boeny', 'Betsiboka',
  'Analanjirofo', 'Alaotra-Mangoro', 'Atsinanana',
]);

/**
 * The towns of the US Virgin Islands beside Charlotte Amalie (TERRITORY_SEATS) and the island of St. Croix: an office
 * in Christiansted (set 85's cause 19, issue 18, h108n85). "St. Croix" with its stop, without it and written out, as
 * C117's island after its town. Left out: "St. Thomas" and "St. John" (saints, and the names of hospitals, churches and
 * people: "St Thomas' Hospital", "Mr St. John"), "Coral Bay" and "Red Hook" (names firms and boats take).
 */
export const VIRGIN_ISLANDS_TOWNS: readonly string[] = ['Christiansted', 'Frederiksted', 'Cruz Bay', 'St. Croix', 'St Croix', 'Saint Croix'];

/**
 * The Kurdistan Region's governorates' seats and larger towns, Erbil among them (the sysent world list has it; the
 * contracts gazetteer did not), in their usual English spellings: a branch in Duhok, a zone of "the governorates of Duhok and Sulaymaniyah" (set 85's cause 19, issue 18,
 * h108n85). Left out: "Hawler" and "Slemani" (the Kurdish names firms take: "Hawler Motors"), "Koya" and "Soran"
 * (given names and words), "Akre" (a word in other tongues), "Ranya" (a given name), "Kalar" and "Amedi" (surnames).
 */
export const KURDISTAN_TOWNS: readonly string[] = [
  'Erbil', 'Duhok', 'Dohuk', 'Dahuk', 'Sulaymaniyah', 'Sulaimaniyah', 'Sulaimani', 'Halabja', 'Zakho', 'Shaqlawa',
  'Chamchamal', 'Penjwen', 'Darbandikhan',
];


/**
 * Chile's regional capitals, its ports and larger towns, the Chiloé archipelago's towns and islands and the regions a
 * Chilean address ends with, beside Santiago (MORE_CITIES): a house moving agreed by e-mail between Achao and Dalcahue,
 * a lease in Puerto Montt, a quarry at Antofagasta name no country (issue 18, h110d70; facts set 70's cause 8). Places,
 * and the peso's and the Unidad de Fomento's sign of Chile (TOWNS_BY_COUNTRY, local-currency.ts). With their accents and
 * without. Left out: names other lands have too ("Santiago", "Concepción", "San Antonio", "Los Ángeles", "Porvenir"
 * (Bolivia's), "Villarrica" (Paraguay's), "Los Ríos" (Ecuador's), "Linares", "Atacama"), and surnames ("Castro",
 * "Valdivia", "Ovalle", "Magallanes").
 */
export const CHILEAN_TOWNS_AND_REGIONS: readonly string[] = withPlainLetters([
  'Arica', 'Iquique', 'Calama', 'Antofagasta', 'Copiapó', 'La Serena', 'Coquimbo', 'Valparaíso', 'Viña del Mar',
  'Rancagua', 'Talca', 'Curicó', 'Chillán', 'Talcahuano', 'Temuco', 'Pucón', 'Osorno', 'Puerto Montt', 'Puerto Varas',
  'Coyhaique', 'Puerto Aysén', 'Punta Arenas', 'Puerto Natales', 'Puerto Williams', 'Hanga Roa', 'San Pedro de Atacama',
  'Chiloé', 'Ancud', 'Quellón', 'Chonchi', 'Dalcahue', 'Achao', 'Quinchao',
  'Tarapacá', 'Araucanía', 'Los Lagos', 'Aysén', 'Ñuble', 'Biobío', 'Maule',
]);

/**
 * The Philippines' cities and main islands beside Manila (the gazetteer's capital): the Visayas' and Mindanao's cities,
 * Metro Manila's cities, the island groups and the main islands, a pawnshop's branch, a cooperative's or a resort's
 * place ("Branch: Mandaue City", "Mandaue, Cebu"; set 87's cause 17, issue 18, h110n87). A city by its name alone:
 * "<name> City" is read by its kind's word (places-by-kind-word.ts), with its country after a comma ("Makati City,
 * Philippines"), which a listed "<name> City" would cut. Left out: "Angeles" (Los Angeles, a surname), "Samar" (a
 * given name), "Negros" (a word in Spanish and Portuguese), "Legazpi" and "Roxas" (surnames), "General Santos" ("General"
 * a word), "Lapu-Lapu" (a hero's name, a fish), "Talisay" (a tree).
 */
export const PHILIPPINE_TOWNS: readonly string[] = [
  'Cebu', 'Mandaue', 'Makati', 'Pasig', 'Taguig', 'Pasay', 'Caloocan', 'Parañaque', 'Paranaque', 'Mandaluyong',
  'Muntinlupa', 'Davao', 'Cagayan de Oro', 'Iloilo', 'Bacolod', 'Zamboanga', 'Baguio', 'Tacloban', 'Dumaguete',
  'Puerto Princesa', 'Butuan', 'Iligan', 'Tagbilaran', 'Ormoc', 'Batangas',
  'Luzon', 'Visayas', 'Mindanao', 'Bohol', 'Palawan', 'Panay', 'Leyte', 'Mactan', 'Boracay', 'Siargao', 'Camiguin',
];

/**
 * Okinawa's cities and the Ryukyu islands beside the prefecture (read by its kind, "Okinawa Prefecture"): a diving
 * shop's, a hotel's or a shareholder's place ("Urasoe City, Okinawa Prefecture", "the Yaeyama Islands"; set 87's cause
 * 17, issue 18, h110n87). Left out: "Ishigaki", "Miyako", "Kume", "Taketomi" and "Nago" alone (Japanese surnames or given
 * names: the islands are listed with "Island" or the "-jima" ending their names take; "Ishigaki City" is read by its
 * kind's word, places-by-kind-word.ts).
 */
export const OKINAWAN_TOWNS_AND_ISLANDS: readonly string[] = [
  'Naha', 'Urasoe', 'Ginowan', 'Uruma', 'Itoman', 'Tomigusuku', 'Miyakojima', 'Kumejima', 'Iriomote', 'Yonaguni',
  'Zamami', 'Ishigaki Island', 'Miyako Island', 'Miyako Islands', 'Iriomote Island', 'Taketomi Island', 'Yaeyama Islands',
  'Ryukyu Islands', 'Okinawa Island', 'Kerama Islands',
];

/**
 * Russia's cities of a million people beside Moscow (the gazetteer's capital), after Rosstat's census of 2021, and the
 * Republic of Tatarstan's towns of more than 50,000 people beside its capital Kazan: an ensemble's or a maker's town, a
 * fitting "in Kazan", a craftswoman "of Yelabuga" (set 89's cause 9, issue 18, h114nat). In the spellings contracts in
 * English use ("Nizhny Novgorod", "Rostov-on-Don"). Left out: "Perm" (a word), "Samara" (a given name), "Chistopol"'s
 * neighbours under 50,000.
 */
export const RUSSIAN_AND_TATARSTAN_TOWNS: readonly string[] = [
  'Saint Petersburg', 'St Petersburg', 'St. Petersburg', 'Novosibirsk', 'Yekaterinburg', 'Kazan', 'Nizhny Novgorod',
  'Chelyabinsk', 'Krasnoyarsk', 'Ufa', 'Rostov-on-Don', 'Omsk', 'Krasnodar', 'Voronezh', 'Volgograd',
  'Naberezhnye Chelny', 'Nizhnekamsk', 'Almetyevsk', 'Zelenodolsk', 'Bugulma', 'Yelabuga', 'Leninogorsk', 'Chistopol',
];

/**
 * Russia's republics, by their usual English names and with "Republic of" before them, as an address or a seat names
 * them ("Kazan, Republic of Tatarstan"; set 89's cause 9, issue 18, h114nat). Left out: "Komi" and "Sakha" (short,
 * words and names in other tongues), "Altai" (the mountains, and the krai of the same name), "Karelia" (Finland's too).
 */
const RUSSIAN_REPUBLIC_NAMES: readonly string[] = [
  'Tatarstan', 'Bashkortostan', 'Chuvashia', 'Udmurtia', 'Mordovia', 'Mari El', 'Dagestan', 'Chechnya', 'Ingushetia',
  'Kabardino-Balkaria', 'Karachay-Cherkessia', 'Adygea', 'Kalmykia', 'Buryatia', 'Tuva', 'Khakassia', 'Yakutia',
];
/**
 * A republic's official English name that carries its other name in brackets (the Constitution's list of subjects,
 * article 65): "Churapcha village, Republic of Sakha (Yakutia)" is one Location, as "the Province of Ontario" is
 * (contracts.md; set 91's "Left", issue 18, h118t91). "Sakha" alone stays out (above).
 */
const RUSSIAN_REPUBLIC_BRACKETED: readonly string[] = ['Republic of Sakha (Yakutia)', 'Sakha (Yakutia)'];
export const RUSSIAN_REPUBLICS: readonly string[] = [...RUSSIAN_REPUBLIC_NAMES.flatMap((n) => [n, `Republic of ${n}`]), ...RUSSIAN_REPUBLIC_BRACKETED];

/**
 * The municipalities of Portugal's Azores and the communes of France's Réunion (both listed as territories,
 * territories.ts): a parish council's municipality, a restaurant's or a school's town ("municipality of Povoação", "a
 * tandem flight above Saint-Leu"; set 89's cause 9, issue 18, h114nat). The Réunion communes by their hyphenated names
 * only, as French writes them ("Saint Louis" is Missouri's). Left out: the Azores' "Lagoa", "Horta", "Velas",
 * "Nordeste" and "Corvo" (Portuguese words), "Madalena" (a given name), "Calheta" (Madeira's too); Réunion's "Le Port"
 * and "Entre-Deux" (words), "Saint-Denis" (TERRITORY_SEATS has it) and "Saint-Louis" (FRANCOPHONE_AFRICAN_TOWNS has it:
 * Senegal's).
 */
export const AZOREAN_AND_REUNIONESE_TOWNS: readonly string[] = withPlainLetters([
  'Ponta Delgada', 'Ribeira Grande', 'Vila Franca do Campo', 'Povoação', 'Angra do Heroísmo', 'Praia da Vitória',
  'São Roque do Pico', 'Lajes do Pico', 'Santa Cruz da Graciosa', 'Santa Cruz das Flores', 'Lajes das Flores',
  'Vila do Porto', 'São Miguel', 'Terceira', 'Faial',
  'Saint-Paul', 'Saint-Pierre', 'Le Tampon', 'Saint-André', 'Saint-Joseph', 'Saint-Benoît', 'Sainte-Marie',
  'Saint-Leu', 'La Possession', 'Sainte-Suzanne', "L'Étang-Salé", 'Petite-Île', 'Les Avirons', 'Cilaos', 'Salazie',
  'Trois-Bassins', 'Bras-Panon', 'La Plaine-des-Palmistes', 'Sainte-Rose', 'Saint-Philippe',
]);

/**
 * Sikkim's district headquarters beside the state (listed among India's states): the seat of a gram panchayat's
 * district, a block officer "at Mangan" (set 89's cause 9, issue 18, h114nat). The six districts since 2021: Gangtok,
 * Mangan, Namchi, Gyalshing (also written Geyzing), Pakyong and Soreng.
 */
export const SIKKIM_TOWNS: readonly string[] = ['Gangtok', 'Mangan', 'Namchi', 'Gyalshing', 'Geyzing', 'Pakyong', 'Soreng'];
