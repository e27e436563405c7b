/**
 * Issue 18, h120t94: the patterns set 94's type fixes (its cause 5) added or widened, on their near misses repeated:
 * linear. CLAUSE_END's pronoun before a modal, AS_IS's comparison, STATE_BEFORE's perfect, NOTHING_AFTER's
 * particle, KEEPS_ADVANCE, JOINED_BEFORE_SUBJECT in an opening condition (natures.ts), a disclaimer then ", and".
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe("set 94's type patterns on hostile input (h120t94)", () => {
  itClassifiesRepeatedLinearly('any food you cannot eat and you ');
  itClassifiesRepeatedLinearly('food food food you you can ');
  itClassifiesRepeatedLinearly('You send rice, as is as is our ');
  itClassifiesRepeatedLinearly('the honey has left has has been ');
  itClassifiesRepeatedLinearly('we then pay back back nothing ');
  itClassifiesRepeatedLinearly('we keep the advance the deposit in ');
  itClassifiesRepeatedLinearly('If the bees do poorly and we cannot ');
  itClassifiesRepeatedLinearly('We are not liable for it, and you ');
  itClassifiesRunsLinearly(['and we cannot fill ', 'and the ', 'or or '],
    (unit) => `an opening condition "If the bees do poorly " then "${unit}" repeated, then its comma: linear`,
    (run) => [{ text: 'These terms are between Kestrel Walks ("we") and each walker ("you").', kind: 'sentence' }, { text: `If the bees do poorly ${run}, we tell you.`, kind: 'sentence' }]);
});
