/**
 * Newfoundland and Labrador's cities and its larger incorporated towns, those the 2021 census counts at about 2,000
 * inhabitants or more, and the Labrador coast's and the Northern Peninsula's service towns a fish buyer, a ferry or a
 * hospital is named by: a fishing stage's, a wharf's or a plant's place in a licence or a deed ("the stage at Back
 * Harbour, Twillingate", "landed at Bonavista"). The province's capital is here too, its name also Antigua's (the
 * gazetteer lists neither). A class of places with a written source (the census's list of the province's municipalities),
 * not the one name a set held (issue 18, h98t74, set 74's "Twillingate").
 *
 * Left out, as the other town lists leave them out: names that are a common word or a person's ("Paradise", "Fortune",
 * "Gander", "Victoria", "Trinity", "Dover", "Lawn", "Garnish", "Cartwright"), and a saint's name a church or a hospital
 * is named by too ("St. Anthony", "St. Lawrence"), one a bank's name reads ("Grand Bank"), and one of three places' names
 * joined by hyphens that a bay's name opens ("Logy Bay-Middle Cove-Outer Cove": the bay is read alone).
 */
export const NEWFOUNDLAND_TOWNS: readonly string[] = [
  // The cities
  "St. John's", "St John's", 'Mount Pearl', 'Corner Brook',
  // Towns of the Avalon Peninsula
  'Conception Bay South', 'Portugal Cove-St. Philip\'s', 'Torbay', 'Flatrock', 'Pouch Cove',
  'Bay Roberts', 'Carbonear', 'Harbour Grace', 'Spaniard\'s Bay', 'Upper Island Cove', 'Holyrood', 'Wabana', 'Placentia',
  'Witless Bay', 'Bay Bulls', 'Whitbourne', 'Ferryland', 'Trepassey',
  // Towns of the east and north-east coasts
  'Clarenville', 'Bonavista', 'Trinity Bay North', 'Gambo', 'Glovertown', 'Centreville-Wareham-Trinity', 'New-Wes-Valley',
  'Lewisporte', 'Twillingate', 'Fogo Island', 'Botwood', 'Bishop\'s Falls', 'Grand Falls-Windsor', 'Springdale', 'Baie Verte',
  // Towns of the Burin Peninsula and the south coast
  'Marystown', 'Burin', 'Harbour Breton', 'Channel-Port aux Basques',
  // Towns of the west coast and the Northern Peninsula
  'Stephenville', 'Kippens', 'Deer Lake', 'Pasadena', 'Massey Drive', 'Irishtown-Summerside', 'Port au Choix',
  'Rocky Harbour',
  // Labrador
  'Happy Valley-Goose Bay', 'Labrador City', 'Wabush', 'Nain',
];
