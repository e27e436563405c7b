/**
 * Words fuzzy matching must not rewrite: common English words (a generated list, see
 * english-words.ts) and short function words. The workspace's own vocabulary is added per workspace.
 */
import { ENGLISH_WORDS_TEXT } from './english-words.js';

let english: ReadonlySet<string> | undefined;

/** Common English words of 4+ letters (built once per process). */
export function englishWords(): ReadonlySet<string> {
  english ??= new Set(ENGLISH_WORDS_TEXT.split(/\s+/).filter((w) => w.length > 0));
  return english;
}

/** Function words: a partial match made only of these says nothing. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have he her his i in is it its me my no not of on or our ' +
    'she so that the their them they this to up us was we were what when where which who will with you your'
  ).split(' '),
);
