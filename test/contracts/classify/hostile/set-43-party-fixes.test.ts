/**
 * Issue 18, h77f43p: facts set 43's party, signer and body readers on hostile input, each unit a run of its near misses
 * repeated as one element, classified whole, in about linear time: "hereinafter designated as" (alias-forms.ts), an entry
 * number closed by a hyphen (slot-names.ts), "Sgd.:" and "Head of …" / "Owner of …" under a name (party-details.ts), the
 * Nordic forms and the laboratory and standards heads (gazetteer.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 43\'s party and body readers on hostile input (h77f43p)', () => {
  itClassifiesRepeatedLinearly('1- Aa Bb, hereinafter designated as "the Aa hereinafter designated "Bb 2) Oy Aa r.f. Cc rf ');
  itClassifiesRepeatedLinearly('Sgd.: Aa Bb Head of the Aa Owner of Head of the Bb Sgd: ');
  itClassifiesRepeatedLinearly('Aa Public Health Laboratory Bb Standards Institution Ato Aa Bb W/ro Sister Aa ');
});

describe('the representative\'s "acting … of" words on hostile input (h77f43q)', () => {
  itClassifiesRepeatedLinearly('acting as Aa Bb Cc legal representative of the company in the name and on behalf of acting as ');
});

describe('a position label and a bracketed noun on hostile input (h77f43q)', () => {
  itClassifiesRepeatedLinearly('hereinafter called the Second Party (the Aa referred to as the FIRST PARTY ( The ');
});
