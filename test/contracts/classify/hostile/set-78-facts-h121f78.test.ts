/**
 * Hostile text for facts set 78's readings (issue 18, h121f78): the "Renter:" field (alias-forms.ts FIELD and
 * person-parties.ts ROLE_FIELD, built from FIELD_ROLE_WORDS), "the Ordering Party" (roles.ts BUYER_LIKE) and "GEL"
 * after a figure (currency-units.ts, a token rule), and a range's start hour in brackets (date-kinds.ts START_HOUR). Whole classifications of long runs of them stay linear.
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of renter fields, ordering parties and lari after figures (h121f78)', () => {
  itClassifiesRunsWithin1s('h121f78', [
    ['Renter: ', 'Renter: '],
    ['Renter: ', 'Ab Cd Ltd, '],
    ['The renter:', ' renter: Mr. '],
    ['hereinafter ', '"the Ordering Party", '],
    ['The fee is ', '1,350 GEL '],
    ['Total: ', '1,350.00 GEL GEL '],
    ['from 4 October 2047 ', '(8:00) (8:00) to '],
    ['Rental period: from ', '4 October 2047 (8:00) to 9 October 2047 (20:00), '],
  ]);
});
