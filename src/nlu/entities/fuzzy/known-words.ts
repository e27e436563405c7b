/**
 * Words fuzzy matching must not rewrite: common English words (a generated list, see
 * english-words.ts) and short function words. The workspace's own vocabulary is added per workspace.
 * Not the shared SCOWL lexicon (src/common/lexicon): measured on 63,859 texts of the shared workspaces (all
 * entities fuzzy, examples and one-typo variants), SCOWL tiers <= 35 (4+ letters) change the entities of 72
 * texts and tiers <= 50 of 114 (e.g. "sake" no longer finds "shake"), so this list stays as it is.
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
    'a about above after again all also am an and any are as at be because been before being below between ' +
    'both but by can could did do does down during each else few for from further get got had has have having he ' +
    'her here hers him his how i if in into is it its just less let like make may me might more most must my ' +
    'need no nor not of off on once one only or other our ours out over own please same shall she should so ' +
    'some such than that the their theirs them then there these they this those through to too under until up ' +
    'us very want was we were what when where which while who why will with would you your yours'
  ).split(' '),
);
