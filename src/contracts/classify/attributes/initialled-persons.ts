/**
 * A person written with initials before the surname, on a party's signing row: "The Guest: U. Sidarovich", "The
 * Clients: J. Amanowa, B. Amanow". The initials are part of the name (docs/contracts.md keeps them with it: "A. B.
 * Chambers"), so a Person read on a surname alone (one word) takes them in, and a row of a party's alias, a colon and
 * initialled names alone gives each its Person (set 88's cause 19, issue 18, h112n88). A surname that is a common
 * English word ("The Goods: A. Grade") stays bare. Each pattern anchored or bounded: linear.
 */
import type { ElementFacts } from './attributes.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** One to three initials with their stops right before a Person's span ("U. ", "A.B. ", "J. R. "). Anchored at the end. */
const INITIALS_BEFORE = /(?<![\p{L}\p{M}.'’-])(?:\p{Lu}\.\s?){1,3}$/u;
/** A party's alias and a colon, then one to four initialled names with commas or "and" between, the whole row. */
const INITIALLED_ROW = /^\s{0,3}(?:For\s{1,3})?(?:[Tt]he\s{1,3})?\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){0,2}\s{0,2}:\s{1,3}((?:\p{Lu}\.\s?){1,3}\p{Lu}\p{Ll}{1,30}(?:(?:,\s{1,3}|\s{1,3}and\s{1,3})(?:\p{Lu}\.\s?){1,3}\p{Lu}\p{Ll}{1,30}){0,3})\s{0,3}$/u;
/** One initialled name inside the row's names. */
const INITIALLED_NAME = /(?:\p{Lu}\.\s?){1,3}(\p{Lu}\p{Ll}{1,30})/gu;

/** Widens Persons over the initials before them, and reads a signing row of initialled names alone. */
export function addInitialledPersons(texts: readonly string[], facts: ElementFacts[]): void {
  texts.forEach((text, i) => {
    const f = facts[i];
    f.attributes = f.attributes.map((a) => {
      // A surname alone: a name read whole ("Peter Hale" after "Annex B. ") keeps its own start.
      if (a.type !== 'Person' || /\s/.test(text.slice(a.begin, a.end))) return a;
      const m = INITIALS_BEFORE.exec(text.slice(Math.max(0, a.begin - 8), a.begin));
      return m ? { ...a, begin: a.begin - m[0].length } : a;
    });
    if (f.attributes.length > 0 || text.length > 200) return;
    const row = INITIALLED_ROW.exec(text);
    if (!row) return;
    const from = text.indexOf(row[1]);
    const names: ElementFacts['attributes'] = [];
    for (const m of matchesOf(INITIALLED_NAME, row[1])) {
      if (isCommonEnglishWord(m[1].toLowerCase(), 40)) return;
      names.push({ type: 'Person', begin: from + m.index, end: from + m.index + m[0].length });
    }
    f.attributes = names;
  });
}

/** Its patterns run by `matchesOf`, for the build's run table (bench/log.md, cold classify part 22). */
export function initialledPersonsPatterns(): readonly RegExp[] {
  return [INITIALLED_NAME];
}
