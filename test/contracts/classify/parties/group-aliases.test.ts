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

describe('a collective alias in a preamble whose parties enter into it themselves (h70n55)', () => {
  const ENTER = 'Kestrel Animation Co., Ltd. (hereinafter "Kestrel"), Tobi Music Inc. (hereinafter "Tobi") and Hoshi Books Co., Ltd. (hereinafter "Hoshi") (each a "Member" and together the "Members") enter into this agreement on 1 May 2028 concerning the film "Paper Moons" as follows.';

  it('"… (each a "Member" and together the "Members") enter into this agreement" names the group', () => {
    expect([...groupAliases([ENTER])]).toEqual([['Member', 'Multiple Parties'], ['Members', 'Multiple Parties']]);
    expect([...groupAliases(['Alder GmbH ("Alder") and Birch AG ("Birch") (each a "Partner", collectively the "Partners") conclude the following cooperation agreement.'])]).toEqual([['Partner', 'Multiple Parties'], ['Partners', 'Multiple Parties']]);
  });

  it('the singular binds whichever member it is; "The Members" and the items under their lead-in are the group', () => {
    expect(typesOf(ENTER,
      'Each Member shall bear its share of the marketing costs.',
      'No Member may leave the committee before the film is released.',
      'A Member that pays late owes interest at 2% per annum.',
      'If a Member becomes insolvent, the other Members may buy its share.',
      'The Members shall share the prize money in the following proportions:',
      '(1) Kestrel: 40%;',
      '(2) Tobi: 35%; and',
      '(3) Hoshi: 25%.',
      'The Members shall consult in good faith on any dispute.',
      'A Member selling a Territory shall promote the film and shall not sell it below cost.',
      'Kestrel shall keep the accounts.',
    ).slice(1)).toEqual([
      ['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'],
      ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'],
      ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties', 'Exclusion/Multiple Parties'], ['Obligation/Kestrel'],
    ]);
  });

  it('near misses: founding the committee is no duty; a bracket outside a preamble that names the parties names no group', () => {
    expect(typesOf(ENTER, 'The Members form a joint committee (the "Board") to make and sell the film.').slice(1)).toEqual([[]]);
    expect([...groupAliases(['The Supplier delivers the goods in lots (each a "Lot" and together the "Lots") to the Buyer.'])]).toEqual([]);
    expect([...groupAliases(['The Customer may order several services (each a "Service") and enter into this agreement for each.'])]).toEqual([]);
  });
});

describe('a bracket entering into the agreement after no party\'s name (review hrev61)', () => {
  it('things a contract is made of name no collective party', () => {
    expect([...groupAliases(['The annexes (each an "Annex" and together the "Annexes") make this agreement complete.'])]).toEqual([]);
    expect([...groupAliases(['the schedules (each a "Schedule") make this contract whole.'])]).toEqual([]);
  });
  it('near misses: the parties\' names or their aliases\' bracket before it still name the group', () => {
    expect([...groupAliases(['Kestrel Co. and Tobi Inc. (each a "Guarantor" and together the "Guarantors") enter into this agreement in favour of Alfa Bank AS.'])])
      .toEqual([['Guarantor', 'Multiple Parties'], ['Guarantors', 'Multiple Parties']]);
    expect([...groupAliases(['Kestrel Co. (hereinafter "Kestrel") and Tobi Inc. (hereinafter "Tobi") (each a "Member" and together the "Members") enter into this agreement.'])])
      .toEqual([['Member', 'Multiple Parties'], ['Members', 'Multiple Parties']]);
  });
});
