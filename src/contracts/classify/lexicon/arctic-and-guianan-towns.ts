/**
 * Towns of two places whose capitals or country the gazetteer already knows (Greenland, Suriname) but none of whose
 * other towns it listed: a fish buyer's landing, a printer's delivery address, a cooperative's seat ("deliver to Nuuk
 * and Sisimiut", "the depot in Nieuw Nickerie"). A class of places with a written source, not the names one set held
 * (issue 18, h97t74, set 74's places).
 */
/**
 * Greenland's towns, the seventeen places Statistics Greenland counts as towns (byer) rather than settlements: every
 * municipality's seat and the former districts' seats. Greenlandic spellings as the current orthography writes them.
 */
export const GREENLAND_TOWNS: readonly string[] = [
  'Nuuk', 'Sisimiut', 'Ilulissat', 'Qaqortoq', 'Aasiaat', 'Maniitsoq', 'Tasiilaq', 'Paamiut', 'Narsaq', 'Nanortalik',
  'Uummannaq', 'Upernavik', 'Qasigiannguit', 'Qeqertarsuaq', 'Kangaatsiaq', 'Ittoqqortoormiit', 'Qaanaaq',
];

/**
 * Suriname's district capitals (Paramaribo is in the gazetteer's capitals), after the districts' list of the General
 * Bureau of Statistics (ABS): Nieuw Nickerie (Nickerie), Albina (Marowijne), Nieuw Amsterdam (Commewijne), Totness
 * (Coronie), Onverwacht (Para), Lelydorp (Wanica), Groningen (Saramacca), Brokopondo (Brokopondo); and the towns the
 * census counts beside them as urban centres (Moengo, Meerzorg, Wageningen). Left out: the villages of the resorts
 * (a resort's village is no town of this class).
 */
export const SURINAME_TOWNS: readonly string[] = [
  'Nieuw Nickerie', 'Albina', 'Nieuw Amsterdam', 'Totness', 'Onverwacht', 'Lelydorp', 'Groningen', 'Brokopondo',
  'Moengo', 'Meerzorg', 'Wageningen',
];

/**
 * Nunavut's communities, the territory's twenty-five hamlets and its capital (the territory is in the gazetteer, none of
 * its towns was): a sealift's delivery points, a store's or a contractor's place ("in Rankin Inlet and Arviat, Nunavut";
 * set 87's cause 17, issue 18, h110n87). Both names where a community took its Inuktitut one ("Kinngait", "Cape Dorset").
 * Left out: "Resolute" (a word).
 */
export const NUNAVUT_COMMUNITIES: readonly string[] = [
  'Iqaluit', 'Rankin Inlet', 'Arviat', 'Baker Lake', 'Cambridge Bay', 'Igloolik', 'Pond Inlet', 'Pangnirtung',
  'Kugluktuk', 'Kinngait', 'Cape Dorset', 'Gjoa Haven', 'Taloyoak', 'Kugaaruk', 'Naujaat', 'Repulse Bay', 'Coral Harbour',
  'Chesterfield Inlet', 'Whale Cove', 'Clyde River', 'Qikiqtarjuaq', 'Sanirajak', 'Hall Beach', 'Sanikiluaq', 'Kimmirut',
  'Grise Fiord', 'Arctic Bay', 'Bathurst Inlet',
];

/** The three classes, read through the gazetteer. */
export const ARCTIC_AND_GUIANAN_TOWNS: readonly string[] = [...GREENLAND_TOWNS, ...SURINAME_TOWNS, ...NUNAVUT_COMMUNITIES];
