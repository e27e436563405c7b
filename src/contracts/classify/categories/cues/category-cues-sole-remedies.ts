/**
 * Liability for a sum named a party's sole remedy (issue 18, h59cat): "Service Credits are the Customer's sole and
 * exclusive remedy for a missed service level", "Liquidated damages are the Buyer's only remedy for late completion",
 * "Delay Payments are the Purchaser's sole financial remedy for the delay". Fixing what a party may recover for a
 * failure limits what the other answers for: the Liability row ("fault, limitation of liability"). No cue read these
 * sentences and the learned model gave them nothing: sets 4, 9, 13, 37, 38 and 42 label all six such sentences
 * Liability. Not a warranty's remedy named by the work it is ("Customer's exclusive remedy shall be the re-performance
 * of the Services", "sole remedy … is the correction of the nonconformity": Warranties in sets 37, 40, 42), nor bare
 * "Credits" (set 21 labels "Credits are Customer's sole remedy for Outages" Warranties), nor an indemnity named the sole
 * remedy (Indemnification in set 41): the subject must be service credits, liquidated damages or delay payments.
 * Bounded windows, linear on hostile text. Tests: `test/contracts/classify/categories/categories-sole-remedies.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SOLE_REMEDY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    /\b(?:service\s{1,8}credits?|liquidated\s{1,8}damages|delay\s{1,8}(?:payments?|damages))\s{1,8}(?:are|is|shall\s{1,8}be|will\s{1,8}be)\s{1,8}(?:the\s{1,8})?(?:[\w'’-]{1,40}\s{1,8}){0,2}?(?:sole|only|exclusive)\s{1,8}(?:and\s{1,8}exclusive\s{1,8})?(?:financial\s{1,8}|monetary\s{1,8})?remed(?:y|ies)\b/i,
    'Liability',
  ],
];
