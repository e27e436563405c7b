/**
 * A letter's signer: the name alone on the line right after its closing ("Yours sincerely," / "Kadra Daher Robleh"), as
 * a signature block's "Name:" field shows a person (set 88's cause 19, issue 18, h112n88). Only a whole line of two to
 * four name words that is a person's form (isPersonName) with no common English word among them ("Yours sincerely," /
 * "Customer Services Team" stays bare) and no attribute read on it already; one line per closing, so linear.
 */
import type { ElementFacts } from './attributes.js';
import { VALEDICTION } from '../parties/details/line-shapes.js';
import { FILIATION_WORDS, isPersonName } from '../names/person-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';

/** A line of two to four capitalised words and nothing else. Anchored, each word bounded: linear. */
const NAME_LINE = /^\s{0,3}(\p{Lu}[\p{Ll}'’-]{1,30}(?:\s\p{Lu}[\p{Ll}'’-]{1,30}){1,3})\s{0,3}$/u;

/** Adds a Person for the name alone on the line after a letter's closing, where nothing else was read on it. */
export function addPersonsAfterValediction(texts: readonly string[], facts: ElementFacts[]): void {
  for (let i = 1; i < texts.length; i++) {
    if (texts[i - 1].length > 60 || !VALEDICTION.test(texts[i - 1]) || facts[i].attributes.length > 0) continue;
    const m = NAME_LINE.exec(texts[i]);
    if (!m) continue;
    const words = m[1].split(/\s/);
    if (!isPersonName(m[1]) || words.some((w) => !FILIATION_WORDS.has(w) && isCommonEnglishWord(w.toLowerCase(), 40))) continue;
    const begin = texts[i].indexOf(m[1]);
    facts[i].attributes.push({ type: 'Person', begin, end: begin + m[1].length });
  }
}
