/**
 * Street kinds that continental addresses abbreviate with a period before the street's name: Polish "ul. Lubicz 17"
 * (ulica), "al. Jerozolimskie" (aleja), "pl. Grunwaldzki" (plac), "os. Tysiąclecia" (osiedle); Romanian "Str. Lungă"
 * (strada), "Bd. Unirii" / "Bdul. Unirii" (bulevardul), "Șos. Kiseleff" (șoseaua). One home for the address grammar,
 * which reads the street after them, and the sentence splitter, whose period there ends no sentence (a party's entry
 * "…, with its registered office at Str. Morilor nr. 5, Iasi, represented by …" is one sentence; issue 18, h47f32).
 */
// Albanian addresses write "Rr." (rruga) before the street ("with its seat at Rr. Agim Ramadani nr. 45, Prishtinë"), and
// Spanish-speaking ones, Puerto Rico's among them, "Carr." (carretera, a road numbered "Carr. 833"), "Urb."
// (urbanización, a housing estate: "Calle Sol No. 12, Urb. Santa Rosa") and "Bo." (barrio: "Bo. Jagüeyes"): a period
// that cut a party's entry in two before the alias (facts set 42's causes 1 and 5, h77f42p).
export const STREET_KINDS_ABBREVIATED: readonly string[] = ['ul.', 'al.', 'pl.', 'os.', 'Str.', 'Bd.', 'Bdul.', 'Șos.', 'Şos.', 'Rr.', 'Carr.', 'Urb.', 'Bo.'];
