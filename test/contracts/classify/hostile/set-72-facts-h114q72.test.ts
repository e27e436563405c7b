/**
 * Hostile text for the patterns h114q72 added for facts set 72 (issue 18): a date alone under the title with the
 * contract's number, a place line alone with its settlement's "c." (date-line-under-title.ts AFTER_DATE, PLACE_ALONE;
 * place-date-lines.ts SETTLEMENT_BEFORE), a form's block opening with its role in brackets (bare-date-over-signers.ts
 * BRACKETED_ROLE_LINE).
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of dates, numbers and place words under a title (h114q72)', () => {
  itClassifiesRunsWithin1s('h114q72', [
    ['2047-03-05 No. ', 'Ž'],
    ['2047-03-05 ', 'No. '],
    ['2047-03-05', ' .,'],
    ['c. ', 'Aa '],
    ['c. Aa', ', Aa'],
    ['', 'c. c. '],
    ['14 October 2047', ' Aa'],
  ], 'CONTRACT OF SALE OF WALNUTS');
});

describe('runs of bracketed roles over a dated line (h114q72)', () => {
  itClassifiesRunsWithin1s('h114q72', [
    ['(Employer) ', 'Name: '],
    ['', '(Employer) '],
    ['(', 'Service   Provider '],
    ['(Employee)', '   '],
  ], 'STANDARD LABOUR CONTRACT');
});
