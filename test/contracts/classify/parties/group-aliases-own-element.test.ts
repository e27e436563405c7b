/** A collective alias standing as an element of its own after the last party line (C80; issue 18, h75t57). */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { typesOf } from '../helpers.js';

const LINES = [
  'This Cooperation Agreement is dated 3 May 2028 and is made between:',
  '(1) Harbourview Rowing Ltd, a company registered in Ireland (the "Home Club"); and',
  '(2) Lakeside Rowing GmbH, a company registered in Austria (the "Visiting Club"),',
];

describe('a collective alias on a line of its own after the party lines', () => {
  it('`each a "Club" and together the "Clubs".` after the last party line names the group', () => {
    expect([...groupAliases([...LINES, 'each a "Club" and together the "Clubs".'])]).toEqual([['Club', 'Multiple Parties'], ['Clubs', 'Multiple Parties']]);
    expect([...groupAliases([...LINES.slice(0, 2), LINES[2].replace(/,$/, ';'), 'each a "Partner", collectively the "Partners".'])]).toEqual([['Partner', 'Multiple Parties'], ['Partners', 'Multiple Parties']]);
  });

  it('binds "The Clubs shall", "Neither Club shall/may" and "neither Club is liable"', () => {
    expect(typesOf(...LINES, 'each a "Club" and together the "Clubs".',
      'The Clubs shall keep the terms of this Agreement confidential.',
      'Neither Club shall pay any agent in connection with the regatta.',
      'Neither Club may assign this Agreement.',
      'If the permit is refused, this Agreement lapses and neither Club is liable to the other.',
      'Harbourview Rowing Ltd shall host the first regatta.').slice(4)).toEqual([
      ['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Obligation/Home Club'],
    ]);
  });

  it('near misses: no party line before it, no sentence naming the parties, a bracket inside a later sentence, "each a Party"', () => {
    // A list of sites before it: their brackets name no party.
    expect([...groupAliases(['This Agreement is made between Alder Ltd ("Alder") and Birch Ltd ("Birch").', 'The sites are:', '(a) the north quay;', '(b) the south quay,', 'each a "Berth" and together the "Berths".'])]).toEqual([]);
    // Party lines with no "between", "among" or "made … by" before them.
    expect([...groupAliases(['(1) Alder Ltd (the "Seller"); and', '(2) Birch Ltd (the "Buyer"),', 'each a "Club" and together the "Clubs".'])]).toEqual([]);
    // Not opening its element: a bracket in a sentence of its own.
    expect([...groupAliases([...LINES, 'The boats are listed in Annex 1, each a "Boat" and together the "Boats".'])]).toEqual([]);
    expect([...groupAliases([...LINES, 'each a "Party" and together the "Parties".'])]).toEqual([]);
  });
});
