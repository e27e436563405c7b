/**
 * Issue 18, h100t76: the readers set 76 taught (role-definitions.ts ROLE_DEFINITION's class of whoever does a thing,
 * pronouns.ts WE_UNDERSIGNED_ROLE, place-names.ts ISLAND_AFTER_TOWN and DEDICATION_AFTER, town-before-listed.ts's
 * "both of", street-before-town.ts's "Chalan", governments-in-capitals.ts, signatory-names.ts's "SIGNED as a DEED by"
 * and a post's department before its colon) on their near misses repeated: linear.
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 76\'s types and names on hostile input (h100t76)', () => {
  itClassifiesRepeatedLinearly('"Aa" means any person or company that "Bb" means the company who is In these conditions, ');
  itClassifiesRepeatedLinearly('We, the undersigned Aa, We, the undersigned , Betio, Tarawa, Betio, South Tarawa Cc All Saints\' ');
  itClassifiesRepeatedLinearly('Aa Bb, both of Cc, East Falkland, Chalan Dd Ee, Chalan , Yigo, ');
  itClassifiesRepeatedLinearly('THE AA BB CC DD FALKLAND ISLANDS GOVERNMENT ADMINISTRATION STATES OF JERSEY ');
  itClassifiesRepeatedLinearly('SIGNED as a DEED by AA BB Director of Public Works and Aa Bb Cc Dd: ');
});
