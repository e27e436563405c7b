/**
 * Force Majeure named only as the exception (issue 18, h94cat2; set 72 read it twice): "If the Band cancels the concert
 * for any reason other than force majeure, it shall repay the deposit", "is not required to pay the fee for a concert
 * missed for any reason other than force majeure", "is liable for the loss of the goods in its custody, except where
 * caused by force majeure". The clause is about the cases force majeure does not cover: a cancellation paid for, a loss
 * answered for. No event is excused by it (the Force Majeure row: events beyond the parties' control that excuse
 * performance); the words only mark the edge of another duty. Sets 19, 25, 63 and 72 label all five such sentences
 * without Force Majeure. A veto (category-cue-vetoes.ts' ALL_VETOES) of the category's cue and its learned proposal; not
 * where the sentence names force majeure a second time, or an event of its own (an act of God, a cause beyond a
 * party's control, a flood), which is a clause about the event too. Stated with sentences of my own
 * (`categories-exceptions-and-guests-h94cat2.test.ts`). Anchored, windows bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { ACT_OF_GOD, CONTROL_EXCEEDED } from './force-majeure-causes.js';

/** Force majeure named again, or an event of its own: the clause is about the event too. */
const EVENT_NAMED = String.raw`force\s{1,3}majeure\b[^]{0,600}?\bforce\s{1,3}majeure|${ACT_OF_GOD}|${CONTROL_EXCEEDED}|natural\s{1,3}disasters?|epidemics?|pandemics?|hurricanes?|earthquakes?|floods?|severe\s{1,3}weather`;

/** The words that except it: "other than", "except (where caused by)", "save for", "excluding", "apart from". */
const EXCEPTED = String.raw`(?:other\s{1,3}than|except|excepting|save|excluding|apart\s{1,3}from)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,4}?force\s{1,3}majeure\b`;

export const FORCE_MAJEURE_EXCEPTED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,800}?\b(?:${EVENT_NAMED})\b)[^]{0,800}?\b${EXCEPTED}`, 'i'), 'Force Majeure'],
];
