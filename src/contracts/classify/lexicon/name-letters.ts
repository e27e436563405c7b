/**
 * The letters of a name's word as the name patterns written without the Unicode flag spell them: capitals (ASCII,
 * Latin-1, Latin Extended-A) and every letter after the first, which adds the small letters and the modifier letters
 * written inside Polynesian and other names as letters: the ʻokina (U+02BB: "Kauaʻi", "Kuʻikahi Mediation Center",
 * "Honuʻapo") and the modifier apostrophe (U+02BC). A name's ʻokina cut it in two (facts set 40's cause 10, h75f40p).
 * Class contents, to go inside `[…]`; one home for institution-names.ts and government-names.ts.
 * Romanian's comma-below letters (U+0218–U+021B: "Ș", "ș", "Ț", "ț") are Latin Extended-B: without them "… of Chișinău
 * Municipal Council" was cut at "Chi" (issue 18, h80t62).
 */
export const NAME_CAPITAL_LETTERS = String.raw`A-ZÀ-ÖØ-Þ\u0100-\u017F\u0218\u021A`;
export const NAME_LETTERS = String.raw`A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u017F\u0218-\u021B\u02BB\u02BC`;
