/**
 * Audits of a thing checked by the other party's own eyes (issue 18, h90ip; sets 33, 60, 67 and 68 each missed one):
 * - an owner's right to view the state and condition of a thing it let or sold on credit ("To permit the Vendor … to
 *   view the state and condition of the said boat", an old lease's "to enter … and view the state of repair"): the
 *   inspection of the thing, as "inspect" is read;
 * - a party or its representative at the weighing, the sampling, the loading or the tests ("may send a representative to
 *   attend the weighing", "may attend the sampling at its own cost", "to witness the testing"): the other's count
 *   checked. Not the measurement of a delivered quantity witnessed (set 48 labels that Delivery alone).
 * Strong: the sentence's other subject (a balance unpaid, a notice given) would otherwise take the second place. Stated
 * with sentences of my own (`categories-checks-and-papers-h90ip.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const CHECKS_WITNESSED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bview\s{1,3}the\s{1,3}(?:state|condition)\s{1,3}(?:and\s{1,3}condition|of\s{1,3}(?:repair|the)|thereof)\b|\b(?:attend|attends|witness|witnesses|watch|watches|observe|observes)\s{1,3}(?:the|any|each|every|all)\s{1,3}(?:weighing|sampling|loading|testing|tests?|counting|count|drawing\s{1,3}of\s{1,3}samples)\b/i, 'Audits'],
];
