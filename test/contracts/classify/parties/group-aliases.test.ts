/** Collective aliases a preamble gives several parties together ("each a "Member""): group-aliases.ts. */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Consortium Agreement is made between Ashgrove Mining Ltd ("Ashgrove"), Tillbury Rail plc ("Tillbury") and Orwell Port Limited ("Orwell"), each a "Member" and together the "Members".';

describe('collective aliases', () => {
  it('the preamble\'s "each a X and together the Xs" names the group, singular and plural', () => {
    expect([...groupAliases([PREAMBLE])]).toEqual([['Member', 'Multiple Parties'], ['Members', 'Multiple Parties']]);
    expect([...groupAliases(['Made among Alder LLC ("Alder") and Birch LLC ("Birch"), each, an "Owner".'])]).toEqual([['Owner', 'Multiple Parties'], ['Owners', 'Multiple Parties']]);
  });

  it('only the sentence naming the parties defines one; "each a Party" is a group already', () => {
    expect([...groupAliases(['Each outage (each an "Agreed Interruption") is planned.'])]).toEqual([]);
    expect([...groupAliases(['Made between Alder LLC ("Alder") and Birch LLC ("Birch"), each a "Party".'])]).toEqual([]);
  });

  it('"each Member", "the other Members", "the Members" bind Multiple Parties; "No Member" is their exclusion', () => {
    expect(typesOf(PREAMBLE, 'Each Member shall pay its share of the survey costs.', 'The other Members may buy the shares first.', 'No Member may pledge its shares.', 'The Members shall meet every quarter.', 'Ashgrove shall chair the first meeting.').slice(1)).toEqual([
      ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Ashgrove'],
    ]);
  });
});
