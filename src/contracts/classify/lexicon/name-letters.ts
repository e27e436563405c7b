/**
 * The letters of a name's word as the name patterns written without the Unicode flag spell them: capitals (ASCII,
 * Latin-1, Latin Extended-A) and every letter after the first, which adds the small letters and the modifier letters
 * written inside Polynesian and other names as letters: the ʻokina (U+02BB: "Kauaʻi", "Kuʻikahi Mediation Center",
 * "Honuʻapo") and the modifier apostrophe (U+02BC). A name's ʻokina cut it in two (facts set 40's cause 10, h75f40p).
 * Class contents, to go inside `[…]`; one home for institution-names.ts and government-names.ts.
 * Romanian's comma-below letters (U+0218–U+021B: "Ș", "ș", "Ț", "ț") are Latin Extended-B: without them "… of Chișinău
 * Municipal Council" was cut at "Chi" (issue 18, h80t62).
 * Vietnamese writes its tones on letters of Latin Extended Additional (U+1E00–U+1EFF: "ề", "Ấ", "ạ") and its horned
 * vowels in Latin Extended-B (U+01A0/U+01A1 "Ơ ơ", U+01AF/U+01B0 "Ư ư"): without them "the People's Court of Phong Điền
 * district" was cut to "PHONG ĐI" (facts set 74's cause 19, issue 18, h117q74). As Extended-A, the block's capitals and
 * small letters alternate, so the capitals' class holds the whole block: a word opened by its small letter is as rare.
 *
 * The one home of a name's letters for every pattern that reads a name's, a place's or an alias's words letter by letter:
 * institution-grammar.ts, government-names.ts, place-names.ts (a town before its state or country), addresses.ts (a
 * continental town's and street's words), listed-bodies.ts (no letter before a body's initials) and alias-forms.ts (an
 * alias's words in its quotes). Their own copies stopped at Latin-1 or Extended-A: "in Cần Thơ, Vietnam" was no town
 * (issue 18, h118q74).
 */
const VIETNAMESE_CAPITALS = String.raw`\u01A0\u01AF\u1E00-\u1EFF`;
export const NAME_CAPITAL_LETTERS = String.raw`A-ZÀ-ÖØ-Þ\u0100-\u017F\u0218\u021A${VIETNAMESE_CAPITALS}`;
export const NAME_LETTERS = String.raw`A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u017F\u01A0\u01A1\u01AF\u01B0\u0218-\u021B\u02BB\u02BC\u1E00-\u1EFF`;
/**
 * The letters of a name's word after its capital where the pattern wants small letters only ("Cần", "Thơ", "Kauaʻi",
 * "Brașov"): Latin-1's small letters, the blocks whose capitals and small letters alternate (Extended-A, Extended
 * Additional) whole as the capitals' class holds them, the horned and comma-below small letters, the ʻokina.
 */
export const NAME_SMALL_LETTERS = String.raw`a-zß-öø-ÿ\u0100-\u017F\u01A1\u01B0\u0219\u021B\u02BB\u02BC\u1E00-\u1EFF`;
/**
 * An ʻokina opening a Polynesian name's word, typed as the letter itself, an apostrophe or an opening quote ("ʻEua",
 * "'Ohonua", "‘Ana"): before the word's capital, no letter of \p{L}'s capitals. Class contents with its brackets, for a
 * pattern of the `u` flag. One home for signer-names.ts and signer-pairs.ts (a signer's "'Ana Latu", h27f20b) and
 * place-of-making.ts (a place of making "Made at 'Ohonua, 'Eua, on …": no date was found; facts set 74's cause 9, issue
 * 18, h119q74).
 */
export const OKINA_OPENING = String.raw`['‘ʻ]`;
