/**
 * Issue 18, h98t74: the readers set 74's types and attributes taught (nature-present-duties.ts CLAUSE_END, IN_THAT_CASE,
 * RELATIVE_ON_SUBJECT and JOINED_BAR, between-objects.ts, owners-and-receipt-signers.ts, the hyphened NAME_WORD,
 * places-by-kind-word.ts SMALL_KIND_AFTER and the row's state after KIND_LAST, town-before-listed.ts LOCALITY_THEN_TOWN,
 * place-names.ts PLACE_BY_KIND after a colon, government-names.ts BODY_OF_BEFORE) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 74\'s types and attributes on hostile input (h98t74)', () => {
  itClassifiesRepeatedLinearly('The Party affected by in breach packs 1.5 and so that can in that case between Aa and Bb and may and does not wrap ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'its owner Aa Bb, owner Cc Dd Ee region Ff Harbour, Gg County, x: Hh City, ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Mr. Aa-A-Bb-A-Cc-A-');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Agency of the Republic of Aa Bb, represented by Received by: Cc Dd, S. Ee, chair ');
});
