/**
 * Issue 18, h77f42p: facts set 42's party, signer and body readers on hostile input, each unit a run of its near misses
 * repeated as one element, classified whole, in about linear time: a quoted name before a dotted form and after an
 * individual business's initials (marked-company-names.ts), a field quoting its own label (person-parties.ts), a post
 * before a signer's name (party-details.ts TITLE_COMMA_NAME), the Romance "pour" and list joins, a fused Nordic bank and a
 * court's department (institution-guards.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 42\'s party and body readers on hostile input (h77f42p)', () => {
  itClassifiesRepeatedLinearly('"Aa Bb" SH.P.K. "Cc" L.L.C N.T.P. "Dd I.I. "Ee" P.F. ');
  itClassifiesRepeatedLinearly('Stylist: Miss Aa Bb ("the Stylist ("the Stylist") Salon: ');
  itClassifiesRepeatedLinearly('Managing Director, Aa Bb Owner, Director, Head, ');
  itClassifiesRepeatedLinearly('Institut de Aa pour l\'Bb, la Cc, la Dd et Union des Ee Association du ');
  itClassifiesRepeatedLinearly('AabankenBankAa Court of Aa, Department for Bb, Court, Division Aa Kommune ');
  // Review hrev70's narrowings: a thing's self-quoted field, a nickname after initials, a street named after a body, an
  // article before a noun's bank, a court's list.
  itClassifiesRepeatedLinearly('Vehicle: Aa Bb ("the Vehicle") P.F. "Aa" Bb the Aa\'s Bank Avenue de l\'Union des Aa Court of Aa, the Department of ');
});
