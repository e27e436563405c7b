/**
 * English number words: cardinals, scales, ordinals used as fraction denominators, and the short
 * multiplier suffixes written after numerals (`10k`, `2.5 M`, `10 bln`).
 */

/** `zero`..`nine` (and the British `nought`/`naught`). */
export const UNIT_WORDS: ReadonlyMap<string, number> = new Map([
  ['zero', 0], ['nought', 0], ['naught', 0],
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5],
  ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9],
]);

export const TEEN_WORDS: ReadonlyMap<string, number> = new Map([
  ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15],
  ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19],
]);

export const TENS_WORDS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20], ['thirty', 30], ['forty', 40], ['fourty', 40], ['fifty', 50],
  ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90],
]);

/** Scale words and whether the form is plural (`thousands` only ends a number). */
export const SCALE_WORDS: ReadonlyMap<string, { value: number; plural: boolean }> = new Map([
  ['thousand', { value: 1e3, plural: false }], ['thousands', { value: 1e3, plural: true }],
  ['million', { value: 1e6, plural: false }], ['millions', { value: 1e6, plural: true }],
  ['billion', { value: 1e9, plural: false }], ['billions', { value: 1e9, plural: true }],
  ['trillion', { value: 1e12, plural: false }], ['trillions', { value: 1e12, plural: true }],
  ['lakh', { value: 1e5, plural: false }], ['lakhs', { value: 1e5, plural: true }],
  ['lac', { value: 1e5, plural: false }], ['lacs', { value: 1e5, plural: true }],
  ['crore', { value: 1e7, plural: false }], ['crores', { value: 1e7, plural: true }],
]);

export const HUNDRED_WORDS: ReadonlyMap<string, { plural: boolean }> = new Map([
  ['hundred', { plural: false }], ['hundreds', { plural: true }],
]);

export const DOZEN_WORDS: ReadonlySet<string> = new Set(['dozen', 'dozens', 'doz', 'dozs', 'dz', 'dzs']);

/** Ordinal words as fraction denominators: `fifth(s)` → 5, `half`/`halves` → 2, `quarter(s)` → 4. */
export const ORDINAL_WORDS: ReadonlyMap<string, { value: number; plural: boolean }> = buildOrdinals();

function buildOrdinals(): Map<string, { value: number; plural: boolean }> {
  const singular: [string, number][] = [
    ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['sixth', 6], ['seventh', 7],
    ['eighth', 8], ['ninth', 9], ['tenth', 10], ['eleventh', 11], ['twelfth', 12], ['thirteenth', 13],
    ['fourteenth', 14], ['fifteenth', 15], ['sixteenth', 16], ['seventeenth', 17], ['eighteenth', 18],
    ['nineteenth', 19], ['twentieth', 20], ['thirtieth', 30], ['fortieth', 40], ['fiftieth', 50],
    ['sixtieth', 60], ['seventieth', 70], ['eightieth', 80], ['ninetieth', 90], ['hundredth', 100],
    ['thousandth', 1e3], ['millionth', 1e6], ['billionth', 1e9], ['trillionth', 1e12], ['quarter', 4],
  ];
  const out = new Map<string, { value: number; plural: boolean }>();
  for (const [w, v] of singular) {
    out.set(w, { value: v, plural: false });
    out.set(`${w}s`, { value: v, plural: true });
  }
  out.set('half', { value: 2, plural: false });
  out.set('halves', { value: 2, plural: true });
  return out;
}

/** Multipliers written right after a numeral; case matters (`1m` is a metre, `10M` ten million). */
export const GLUED_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['k', 1e3], ['K', 1e3], ['M', 1e6], ['MM', 1e6], ['G', 1e9], ['B', 1e9], ['b', 1e9], ['bn', 1e9],
  ['mil', 1e6], ['mln', 1e6], ['bln', 1e9], ['tln', 1e12],
]);

/** Multipliers accepted after a numeral and a space (`2.33 k`, `10 bln`). */
export const SPACED_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['k', 1e3], ['K', 1e3], ['M', 1e6], ['MM', 1e6], ['G', 1e9], ['bn', 1e9],
  ['mil', 1e6], ['mln', 1e6], ['bln', 1e9], ['tln', 1e12],
]);

/** Unicode vulgar fractions. */
export const VULGAR_FRACTIONS: ReadonlyMap<string, number> = new Map([
  ['½', 1 / 2], ['⅓', 1 / 3], ['⅔', 2 / 3], ['¼', 1 / 4], ['¾', 3 / 4], ['⅕', 1 / 5], ['⅖', 2 / 5],
  ['⅗', 3 / 5], ['⅘', 4 / 5], ['⅙', 1 / 6], ['⅚', 5 / 6], ['⅐', 1 / 7], ['⅛', 1 / 8], ['⅜', 3 / 8],
  ['⅝', 5 / 8], ['⅞', 7 / 8], ['⅑', 1 / 9], ['⅒', 1 / 10],
]);

/** Words before a lone `one` that make it a pronoun (`the one you mentioned`), not a number. */
export const PRONOUN_ONE_BEFORE: ReadonlySet<string> = new Set([
  'the', 'this', 'that', 'which', 'each', 'every', 'any', 'another', 'no', 'some', 'other', 'little', 'big',
  'only', 'same', 'right', 'wrong', 'new', 'old', 'good', 'bad', 'best', 'worst', 'next', 'last', 'first',
  'second', 'third', 'red', 'blue', 'green', 'black', 'white', 'small', 'large', 'cheaper', 'cheapest', 'other',
  'whichever', 'what', 'such', 'better', 'latest', 'previous', 'current',
]);

/** Words that mark a negative number: `minus five`, `negative one`. */
export const SIGN_WORDS: ReadonlySet<string> = new Set(['minus', 'negative']);

/**
 * Cheap pre-check: no digit, no vulgar fraction and none of these stems ⇒ the text holds no number.
 * Prefixes on purpose (`four` covers `fourteen`, `fourth`; `thir` covers `third`, `thirteen`, `thirty`).
 */
export const MAY_HOLD_NUMBER =
  /\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]|zero|nought|naught|one|two|three|thir|four|fiv|fif|six|seven|eigh|nin|ten|eleven|twel|twent|fort|hundred|thousand|illion|lakh|lac|crore|doz|half|quarter/i;
