/**
 * Hostile text for the patterns h113q72 changed for facts set 72 (issue 18): a tilde joining a range and the stop of a
 * dotted date before it (date-kinds.ts RANGE_JOINERS, TILDE_AFTER_STOP), and a numbered form's period field
 * (period-fields.ts FIELD_LEAD); a rental form's "Out:" / "In:" fields parted by middle dots (rental-returns.ts); a thing kept in a place
 * from a date (facts.ts KEPT_IN_PLACE_FROM).
 */
import { describe } from 'vitest';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs of tildes, dotted dates and numbered period fields (h113q72)', () => {
  itClassifiesRunsWithin1s('h113q72', [
    ['Contract period: 2047. 7. 1.', ' ~ 2047. 10. 31.'],
    ['Contract period: 2047. 7. 1.', ' . ~'],
    ['Contract period: 2047. 7. 1.', '.'],
    ['Contract period: 2047. 7. 1. ', '~ '],
    ['The hall is let from 1 May 2047', '. ～ '],
    ['1. ', '1. Contract period: 2047-07-01 ~ '],
    ['', '          1. '],
    ['12) Rental period: ', '2047-07-01 ~ 2047-08-01 '],
  ], 'LABOUR CONTRACT');
});

describe('runs of "Out:" and "In:" fields and middle dots under a rental title (h113q72)', () => {
  itClassifiesRunsWithin1s('h113q72', [
    ['Out: 3 July 2046', ' · In: 5 July 2046'],
    ['Out: ', '· '],
    ['', 'Date out: Date in: '],
    ['Renter: Aa', ' ·'],
  ], 'CANOE RENTAL AGREEMENT');
});

describe('runs of a storage verb, a place and "from" (h113q72)', () => {
  itClassifiesRunsWithin1s('h113q72', [
    ['The boat is kept in ', 'the hall '],
    ['The boat is kept in the hall', ' from'],
    ['', 'is kept in is stored at '],
    ['The boats are laid ', 'up on '],
  ], 'BOAT STORAGE CONTRACT');
});

describe('runs of a standing or placing verb, a place and "from", and a school year before "from" (h116q73)', () => {
  itClassifiesRunsWithin1s('h116q73', [
    ['The hives stand in ', 'the orchard '],
    ['The hives are placed in the field', ' from'],
    ['', 'stands in stays at '],
    ['Orders ', 'are placed on '],
    ['during the school year 2047/2048', ', from'],
    ['', 'school year academic year '],
  ], 'AGREEMENT ON THE PLACEMENT OF BEEHIVES');
});
