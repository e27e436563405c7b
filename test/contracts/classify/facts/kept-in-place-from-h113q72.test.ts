/**
 * Facts set 72's cause 7 (issue 18, h113q72), on sentences written for it: a thing "kept", "stored", "housed" or "laid up"
 * in a place from a date to a date names the storage contract's period (facts.ts KEPT_IN_PLACE_FROM). Near misses: no
 * place after the verb, a lone date after "from".
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';

const TITLE = 'BOAT STORAGE CONTRACT No. 4';
const parties = 'Marina Brava (the "Keeper") and Jonas Petraitis (the "Owner") agree as follows.';

describe('the service\'s own verb over its period (cause 7)', () => {
  it('"is kept in the hall", "will be stored at the yard", "are laid up on the hard" from … to …: start and end', () => {
    for (const line of ['The boat is kept in the hall from 3 November 2046 to 10 April 2047.', 'The boat will be stored at the yard from 3 November 2046 to 10 April 2047.', 'The boats are laid up on the hard from 3 November 2046 until 10 April 2047.']) {
      expect(dates(TITLE, parties, line)).toEqual({ effective: ['2046-11-03'], termination: ['2047-04-10'] });
    }
  });
  it('near misses: no place after the verb, a lone date after "from"', () => {
    expect(dates(TITLE, parties, 'The boat is kept from 3 November 2046 to 10 April 2047 if the Owner asks.').effective).toEqual([]);
    expect(dates(TITLE, parties, 'The boat is kept in the hall from 3 November 2046.').effective).toEqual([]);
  });
});
