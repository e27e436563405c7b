/**
 * A place's name a contract gives to a trade mark, a brand or a trading name ("sells pupusas under the trade mark "La
 * Ceiba"", "the brand "Tirana"") names no place there, and none where the contract uses the mark again: in quotes, or as
 * a modifier before a small-letter noun ("one La Ceiba restaurant", "the La Ceiba masa flour blend", "remove the La
 * Ceiba signs"). The Location row reads "a country, region or city"; a mark is the owner's name for its goods (C142).
 * Where the same words stand alone after a preposition ("a restaurant in La Ceiba") they are the town again and stay.
 * One pattern of the marks found, run once per element, a bounded count per element: linear.
 */
import type { ElementFacts } from './attributes.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** A mark's word and the quoted name after it: "the trade mark "X"", "under the name "X"", "the brand "X"". */
const MARK_THEN_QUOTED = /\b(?:trade[ -]?marks?|marks?|brand(?:[ -]names?)?|brands|(?:trading|trade|business)[ -]names?|under[ \t]{1,3}the[ \t]{1,3}names?)[ \t]{1,3}(?:of[ \t]{1,3})?"([^"\n]{1,60})"/gi;
/** After a mark used as a modifier: a small-letter noun (one to three words before the noun: "masa flour blend"). */
const SMALL_WORD_AFTER = /^[ \t]{1,3}\p{Ll}/u;
/** An element holds this many marks at most (a hostile text of thousands stays linear). */
const MAX_PER_ELEMENT = 32;

/**
 * Drops each Location that names a place the contract uses as a mark, or a place inside the mark's name: in the mark's
 * quotes, or before a small-letter noun.
 */
export function dropPlacesNamedAsMarks(texts: readonly string[], facts: ElementFacts[]): void {
  const marks = new Set<string>();
  texts.forEach((text, i) => {
    if (!/mark|brand|name/i.test(text)) return;
    for (const m of matchesOf(MARK_THEN_QUOTED, text).slice(0, MAX_PER_ELEMENT)) {
      const begin = m.index + m[0].length - m[1].length - 1;
      const end = begin + m[1].length;
      // A quoted name the attributes read as one place, or with a place inside it ("Puros de Condega": a mark of cigars
      // named after their town; h103p61): the mark's name is the owner's, its place's words none.
      if (facts[i].attributes.some((a) => a.type === 'Location' && a.begin >= begin && a.end <= end)) marks.add(m[1]);
    }
  });
  if (marks.size === 0) return;
  const names = [...marks].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}'’-])(?:${names})(?![\p{L}\p{M}\p{N}'’-])`, 'gu');
  texts.forEach((text, i) => {
    const drop = matchesOf(pattern, text).slice(0, MAX_PER_ELEMENT).filter((m) => {
      const end = m.index + m[0].length;
      return (text[m.index - 1] === '"' && text[end] === '"') || SMALL_WORD_AFTER.test(text.slice(end, end + 5));
    });
    if (drop.length === 0) return;
    facts[i].attributes = facts[i].attributes.filter((a) => a.type !== 'Location' || !drop.some((m) => a.begin >= m.index && a.end <= m.index + m[0].length));
  });
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function placesNamedAsMarksRunPatterns(): readonly RegExp[] {
  return [MARK_THEN_QUOTED];
}
