/**
 * Which list each item of a run of consecutive `<li>`s belongs to, read from how numbered drafting writes lists:
 * - an item in another marker style than the list it follows opens a list nested under the item before it
 *   ("18.2.2 … ensure that:" → "a) …", "b) …"; "(a) …:" → "(i) …");
 * - an item in the style of a list still open returns to it and closes the lists nested since ("18.2.3" after "b)",
 *   "7." after "(b)");
 * - a clause number shallower than every open clause list ("18.3" after "18.2.3"), or after lettered items with no
 *   clause list above them, closes them all: it starts a list of its own that nothing before it leads (the item
 *   before it is no lead-in of a parent clause); a deeper one nests under the nearest shallower clause list.
 * Each list's first item is led by the element before it unless `led` says otherwise.
 */
import { decimalLevel } from '../layout/headings.js';

export interface ListPlace {
  /** Index of the item's list within the run (0 = the run's first list). */
  list: number;
  /** Whether the element before the list's first item leads the list. */
  led: boolean;
}

interface OpenList {
  id: number;
  style: string;
  /** Depth of a clause-numbered list ("18.2.1" → 3), 0 otherwise. */
  depth: number;
  /** Ordinal of the latest item of a lettered list, to read "(i)" after "(h)" as a letter. */
  last: number;
}

const CLAUSE = /^(\d{1,3}(?:\.\d{1,3}){1,8})\.?$/;
const LETTERED = /^(\(?)([a-zA-Z]{1,6}|\d{1,3})([).]?)$/;
const ROMAN = /^(?:x{0,3})(?:ix|iv|v?i{0,3})$/i;

/** A marker's style ("clause", "(a)", "a.", "(i)", "1.", "•"), its clause depth and its ordinal. */
function styleOf(marker: string, open: readonly OpenList[]): { style: string; depth: number; ordinal: number } {
  const clause = CLAUSE.exec(marker);
  if (clause) return { style: 'clause', depth: decimalLevel(clause[1]), ordinal: 0 };
  const m = LETTERED.exec(marker);
  if (!m) return { style: `other${marker}`, depth: 0, ordinal: 0 };
  const [, open_, token, close] = m;
  const form = `${open_}${close}`;
  if (/^\d+$/.test(token)) return { style: `num${form}`, depth: 0, ordinal: Number(token) };
  const letter = token.length === 1 ? token.toLowerCase().charCodeAt(0) - 96 : 0;
  // "(i)" is a letter where a lettered list of its form reached "(h)", a roman one otherwise.
  const continuesLetters = letter > 0 && open.some((l) => l.style === `alpha${form}` && l.last === letter - 1);
  if (ROMAN.test(token) && !continuesLetters) return { style: `roman${form}`, depth: 0, ordinal: 0 };
  return { style: letter > 0 ? `alpha${form}` : `other${marker}`, depth: 0, ordinal: letter };
}

/** The list of each item of one run, given the items' markers as written. */
export function nestLists(markers: readonly string[]): ListPlace[] {
  const open: OpenList[] = [];
  const led: boolean[] = [];
  const places: ListPlace[] = [];
  const start = (style: string, depth: number, ordinal: number, isLed: boolean): number => {
    const id = led.length;
    led.push(isLed);
    open.push({ id, style, depth, last: ordinal });
    return id;
  };
  for (const marker of markers) {
    const { style, depth, ordinal } = styleOf(marker, open);
    let k = open.length - 1;
    while (k >= 0 && !(open[k].style === style && open[k].depth === depth)) k--;
    let id: number;
    if (k >= 0) {
      open.length = k + 1;
      open[k].last = ordinal;
      id = open[k].id;
    } else if (style === 'clause' && open.length > 0) {
      // A clause number nests under the nearest open clause list that is shallower; the lists above that one close.
      // Led by the item before it only when that item is the parent clause itself.
      let j = open.length - 1;
      while (j >= 0 && !(open[j].style === 'clause' && open[j].depth < depth)) j--;
      const underPrevious = j === open.length - 1;
      open.length = j + 1;
      id = start(style, depth, ordinal, underPrevious);
    } else id = start(style, depth, ordinal, true);
    places.push({ list: id, led: led[id] });
  }
  return places;
}
