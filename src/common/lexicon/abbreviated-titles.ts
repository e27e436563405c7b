/**
 * Academic, professional and courtesy titles written abbreviated with a stop before a person's name, as Latin American,
 * Spanish, Central European and German drafting in English writes a representative or a signer: "represented by its
 * director Ing. Agr. Martín Suárez" (ingeniero agrónomo), "Lic. Ana Pereyra" (licenciada), "Cr. Pablo Ríos" (contador),
 * "Arq." (arquitecto), "Esc." (escribano), "Dra." (doctora), "Sra." (señora), "Mag." (Magister), "Mgr." (Magistr),
 * "Dott." (dottore), "Dipl.-Ing." / "Dipl.-Kfm." (German diplomas). One home for the sentence splitter, whose stop
 * after them ends no sentence before a capital (structure/sentences.ts), and the readers of persons and contacts, which
 * take them, alone or several in a row, as no part of the name (gazetteer.ts PERSON_TITLES, courtesy-titles.ts): "Agr."
 * ended the sentence, so the representative and the party's alias after it fell into a sentence of their own (facts set
 * 39's cause 2, issue 18, h73f39n). Each is a title only with its stop: several are words or names without it.
 */
export const ABBREVIATED_TITLES: readonly string[] = [
  'Mag', 'Mgr', 'Dott', 'Lic', 'Licda', 'Lcdo', 'Lcda', 'Cr', 'Cra', 'Agr', 'Arq', 'Esc', 'Abog', 'Dra', 'Sra', 'Srta', 'Dipl', 'Kfm',
  // A master mariner's rank ("For the Owner: Capt. Nikolai Stoyanov", a ship's superintendent signing): its stop ended the
  // signing line's sentence before the name (issue 18, h75t57).
  'Capt',
  // An architect's title as translated Latin American drafting writes "Arq." ("represented by its Director, Arch. Ana
  // Ríos"), and a Philippine lawyer's ("Atty. Jose Reyes"): a title only with its stop, as "Eng." is (issue 18, h76t58).
  'Arch', 'Atty',
];

/**
 * Indian courtesy titles before a person's name ("Sri. K. R. Menon", "Shri. …", "Smt. Anitha Joseph" (Shrimati, a
 * married woman), "Kum. …" (Kumari, an unmarried one)): the stop after them ended the sentence, and the representative
 * after "represented by its Director, Smt." opened one of her own with the company's alias (facts set 49's causes 3 and
 * 4, issue 18, h88p). For the sentence splitter only: the person readers take a title with or without its stop
 * (gazetteer.ts PERSON_TITLES), and "Sri Lanka" names a country (as a title, "Lanka" was a person).
 */
export const INDIAN_TITLES: readonly string[] = ['Sri', 'Shri', 'Smt', 'Kum'];

/**
 * The Indian titles Indian drafting also writes without their stop ("Shri Ramesh Kumar Patel, aged about 40 years",
 * "Smt Kavita Joshi"): titles of a person's name only before two more words of it and never before "Lanka" (courtesy-titles.ts),
 * so "Sri Lanka Ports Authority" and the Indonesian given name of "Sri Wahyuni" stay whole (facts set 52's cause 4, issue
 * 18, h91fp). "Kum" is left out: it is a given name in Korean and Chinese names ("Kum Yee Wong").
 */
export const INDIAN_TITLES_WITHOUT_STOP: readonly string[] = ['Sri', 'Shri', 'Smt'];

/**
 * Hausa and West African Muslim courtesy titles before a person's name, written without a stop ("Malam Sani Abdullahi",
 * "Mallam Idris Bello", "Alhaji Musa Danjuma", "Alhaja Sikirat Lawal", "Hajiya Amina Bello"): titles only before two more
 * words of a name (courtesy-titles.ts), as the Indian titles without their stop are (facts set 65's cause 3, issue 18,
 * h105q65).
 */
export const WEST_AFRICAN_TITLES: readonly string[] = ['Malam', 'Mallam', 'Alhaji', 'Alhaja', 'Hajiya'];
