/**
 * Issue 18, h42s47: each pattern set 47's fixes added or changed, on hostile input of its own unit repeated (20k, 40k
 * and 80k characters): linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe('records of music (category-cues-sound-recordings.ts, h42s47)', () => {
  itReadsCueFilesLinearly([
    ['category-cues-sound-recordings.ts', 'sales of of phonograph master records sold Records, '],
    ['category-cues-sound-recordings.ts', 'marketing of new records re-record '],
  ]);
  itClassifiesRepeatedLinearly('The Label will pay royalties on sales of records embodying master recordings and ');
});
