/**
 * A listed name (a gazetteer's places, states, countries) found by looking up the word it starts with, not by a pattern
 * that writes the whole list as one alternation: such a pattern (4,600–7,100 characters) costs V8 tens of milliseconds to
 * compile the first time it runs, on every element of a cold call (h29speed). The answers are the alternation's,
 * `(?<![A-Za-z0-9])(?:longest|…|shortest)(?![A-Za-z…])`: the longest listed name at a position, where no letter (or
 * digit) follows it.
 */

/** Names by the run of ASCII letters they start with ("Hong" for "Hong Kong"; "" for "Łódź"), longest first. */
export interface ListedIndex {
  readonly byKey: ReadonlyMap<string, readonly string[]>;
  /** Where a listed name may start: after no ASCII letter or digit, at a character some listed name starts with. */
  readonly starts: RegExp;
}

const ASCII_LETTERS = /[A-Za-z]*/y;

/** The run of ASCII letters at `at`. */
function keyAt(text: string, at: number): string {
  ASCII_LETTERS.lastIndex = at;
  return ASCII_LETTERS.exec(text)?.[0] ?? '';
}

/** The index of `names`. A name holds no digit and does not start with a blank (a gazetteer's names are words). */
export function listedIndex(names: Iterable<string>): ListedIndex {
  const byKey = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const key = keyAt(name, 0);
    const list = byKey.get(key) ?? [];
    list.push(name);
    byKey.set(key, list);
  }
  for (const list of byKey.values()) list.sort((a, b) => b.length - a.length);
  const firsts = [...new Set([...byKey.values()].flat().map((name) => name.charCodeAt(0)))];
  const units = firsts.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('');
  return { byKey, starts: new RegExp(`(?<![A-Za-z0-9])[${units}]`, 'g') };
}

/** What may not follow a listed name: an ASCII letter (the default), a letter or a digit, any letter. */
export const LETTER_AFTER = /[A-Za-z]/y;
export const LETTER_OR_DIGIT_AFTER = /[A-Za-z0-9]/y;
export const ANY_LETTER_AFTER = /\p{L}/uy;

/**
 * The longest listed name at `at` that `notAfter` (a sticky pattern; each of them matches every ASCII letter) does not
 * match after, or undefined. A name that continues past its ASCII letters ("São Paulo", "U.S.") is looked up by the
 * letters before the break, which the text has there too; a name of letters only must end where the text's letters do.
 */
export function listedAt(index: ListedIndex, text: string, at: number, notAfter: RegExp = LETTER_AFTER): string | undefined {
  const key = keyAt(text, at);
  for (const name of index.byKey.get(key) ?? []) {
    if (!text.startsWith(name, at)) continue;
    notAfter.lastIndex = at + name.length;
    if (notAfter.test(text)) continue;
    return name;
  }
  return undefined;
}

/**
 * Each listed name in `text` after no ASCII letter or digit and before neither, left to right, not overlapping: as
 * `matchAll` of the alternation between those lookarounds finds them.
 */
export function listedNames(index: ListedIndex, text: string): { index: number; name: string }[] {
  const out: { index: number; name: string }[] = [];
  const starts = index.starts;
  starts.lastIndex = 0;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const name = listedAt(index, text, m.index, LETTER_OR_DIGIT_AFTER);
    if (name === undefined) continue;
    out.push({ index: m.index, name });
    starts.lastIndex = m.index + name.length;
  }
  return out;
}
