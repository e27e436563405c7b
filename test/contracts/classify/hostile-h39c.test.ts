/**
 * Hostile text for the patterns h39c added (issue 18): the prices kept confidential (three windows of 100 characters and
 * word runs of at most six or four words), the bank charges, the records handed over an occurrence cancelled a name used to promote a party not responsible for a loss and people's records (look-aheads of 800 characters
 * and a lazy window of 600 from the start, then at most fourteen words). Each on a near-miss unit repeated to 20k, 40k
 * and 80k characters, then a sentence of it classified whole.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from './cue-file-linearity.js';

describe('hostile text: the category causes many sets share (h39c)', () => {
  itReadsCueFilesLinearly([
    ['category-cues-prices-kept-confidential.js', 'keep confidential the x '],
    ['category-cues-prices-kept-confidential.js', 'keep the prices '],
    ['category-cues-prices-kept-confidential.js', 'pricing is '],
    ['category-cues-prices-kept-confidential.js', 'a, '],
    ['category-cues-bank-charges.js', 'bank transfer '],
    ['category-cues-bank-charges.js', 'bank '],
    ['category-cues-records-handed-over.js', 'hand over the '],
    ['category-cues-records-handed-over.js', 'return a '],
    ['category-cues-records-handed-over.js', 'x '],
    ['category-cues-cancelled-occurrences.js', 'cancelled for the '],
    ['category-cues-cancelled-occurrences.js', 'cancel '],
    ['category-cues-cancelled-occurrences.js', 'because of a '],
    ['category-cues-publicity-use.js', 'use the a '],
    ['category-cues-publicity-use.js', 'use names '],
    ['category-cues-publicity-use.js', 'photograph the x '],
    ['category-cues-publicity-use.js', 'photograph and use them '],
    ['category-cues-not-responsible.js', 'not responsible for the a '],
    ['category-cues-not-responsible.js', 'not be held '],
    ['category-cues-personal-records.js', 'for a b '],
    ['category-cues-personal-records.js', 'records '],
  ]);
  itClassifiesRepeatedLinearly('The parties shall keep the prices of the goods ');
  itClassifiesRepeatedLinearly('bank transfer bank ');
  itClassifiesRepeatedLinearly('The Manager shall hand over to the Owner the ');
  itClassifiesRepeatedLinearly('If a game is cancelled for a reason by the ');
  itClassifiesRepeatedLinearly('may use the name and photographs in the ');
  itClassifiesRepeatedLinearly('is not responsible for any of the ');
  itClassifiesRepeatedLinearly('personal data records for a ');
});
