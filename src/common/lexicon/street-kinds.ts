/**
 * Street kinds that continental addresses abbreviate with a period before the street's name: Polish "ul. Lubicz 17"
 * (ulica), "al. Jerozolimskie" (aleja), "pl. Grunwaldzki" (plac), "os. Tysiąclecia" (osiedle); Romanian "Str. Lungă"
 * (strada), "Bd. Unirii" / "Bdul. Unirii" (bulevardul), "Șos. Kiseleff" (șoseaua). One home for the address grammar,
 * which reads the street after them, and the sentence splitter, whose period there ends no sentence (a party's entry
 * "…, with its registered office at Str. Morilor nr. 5, Iasi, represented by …" is one sentence; issue 18, h47f32).
 */
export const STREET_KINDS_ABBREVIATED: readonly string[] = ['ul.', 'al.', 'pl.', 'os.', 'Str.', 'Bd.', 'Bdul.', 'Șos.', 'Şos.'];
