/**
 * Issue 18, h76f41p: facts set 41's party, signer and body readers on hostile input, each unit a run of its near misses
 * repeated as one element, classified whole, in about linear time: the lower-case post-Soviet forms before a quote
 * (marked-company-names.ts), a sole trader's form opening a slot (slot-names.ts SLOT), a registration bracket
 * (identity-numbers.ts), an ordinal field over an association (associations-in-capitals.ts SLOT_LABEL), particles in a
 * signer's name and "proprietor of" (signer-pairs.ts SIGNER_NAME, party-details.ts SIGNED_FOR), the "&" between a body's
 * qualifiers and a founders' possessive, a state after "Bank" (institution-names.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 41\'s party and body readers on hostile input (h76f41p)', () => {
  itClassifiesRepeatedLinearly('the economic society "Aa state joint-stock company «Bb limited liability company "');
  itClassifiesRepeatedLinearly('and the individual entrepreneur and private entrepreneur Aa Bb, the individual ');
  itClassifiesRepeatedLinearly('AA BB (Business Registration No. 1 (Registration No. (UEN 5 (company ');
  itClassifiesRepeatedLinearly('SECOND GRANTOR: ASSOCIAÇÃO DE AA SECOND CONTRACTING PARTY: ');
  itClassifiesRepeatedLinearly('Signed by Aa bin de la binti Bb de la do Cc, proprietor of owner of ');
  itClassifiesRepeatedLinearly('Aa & Bb\'s Aa & Cc & Dd Bank Alaska Texas Compagnie Club de Yacht Club de ');
  // Review hrev69: "Nei" before two name words (courtesy-titles.ts), a state before "branch" after "Bank".
  itClassifiesRepeatedLinearly('Signed by Nei Nei Aa Nei Bb for Nei Cc Dd, Bank Nevada branch Bank Texas office ');
});
