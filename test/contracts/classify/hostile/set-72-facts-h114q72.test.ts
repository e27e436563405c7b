/**
 * Hostile text for the patterns h114q72 added for facts set 72 (issue 18): a date alone under the title with the
 * contract's number, a place line alone with its settlement's "c." (date-line-under-title.ts AFTER_DATE, PLACE_ALONE;
 * place-date-lines.ts SETTLEMENT_BEFORE), a form's block opening with its role in brackets (bare-date-over-signers.ts
 * BRACKETED_ROLE_LINE); "called below" before a quoted alias (alias-forms.ts BELOW_OPENING), a participle's description
 * before a body (IN_DESCRIPTION), a body named in quotes after its kind's noun (quoted-group-names.ts KIND_THEN_QUOTED);
 * Bhutan's courtesy titles before two names (courtesy-titles.ts BHUTANESE_TITLES); Georgia's "LEPL" and "NNLE" before a
 * name (gazetteer.ts FORMS_BEFORE_NAME); Lithuanian "bankas" after a name (SMALL_LETTER_BANK_WORDS).
 */
import { describe } from 'vitest';
import { itClassifiesRunsBeforeAlias, itClassifiesRunsWithin1s } from './helpers.js';

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

describe('runs of "called below", participles and quoted groups (h114q72)', () => {
  itClassifiesRunsBeforeAlias('h114q72', [
    ['Between Aa Club, ', 'called below '],
    ['Between Aa Club, referred to below', ' as'],
    ['Between Aa Club, approved by the Ministry of Aa', ' and Aa'],
    ['Between Aa Club, ', 'approved by '],
  ], { tail: ' called below "the Creator".' });
  itClassifiesRunsWithin1s('h114q72', [
    ['The carnival group "', 'Aa '],
    ['The ', 'carnival '],
    ['', 'the group "'],
    ['Its football club ', '"Aa" '],
  ], 'AGREEMENT FOR THE MAKING OF MASKS');
});

describe('runs of Bhutanese courtesy titles (h114q72)', () => {
  itClassifiesRunsWithin1s('h114q72', [
    ['Witness: ', 'Aum '],
    ['Witness: Aum', ' Aa'],
    ['', 'Dasho Aa '],
  ], 'CONTRACT FOR THE CONSTRUCTION OF A FARMHOUSE');
});

describe('runs of Georgian forms before names (h114q72)', () => {
  itClassifiesRunsWithin1s('h114q72', [
    ['The samples go to ', 'LEPL '],
    ['', 'NNLE Aa '],
    ['LEPL', ' Aa Bb'],
    ['The account at ', 'Aa bankas '],
    ['SEB', ' bankas'],
  ], 'CONTRACT OF SALE OF TEA LEAVES');
});
