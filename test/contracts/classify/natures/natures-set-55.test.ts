/**
 * Set 55's nature causes 5–7 (issue 18, h70n55), on sentences of our own: "is allowed a …" as a Right, "We do not …" as
 * the writer's bar (C34 in the first person), and the translated "the two parties agree to sign this contract on the
 * following terms:" as the parties' assent, no promise. Each with the near misses that must not change.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PARTIES_A_B = 'This processing contract is made between Fjord Wear AS (Party A) and Saigon Stitch Co., Ltd. (Party B).';
const WE_YOU = 'Harbour Lockers LLC ("we", "us" or the "Owner") rents the locker to the person signing below ("you" or the "Renter").';

describe('"is allowed a …", "is permitted a …": a thing allowed to the party, its Right (h70n55)', () => {
  it('reads the allowance as the Right, as "is permitted to" and "is granted a" are', () => {
    expect(typesOf(PARTIES_A_B,
      'Party B is allowed a sewing loss of up to 2% of the cloth.',
      'Party B is permitted a shrinkage of 1% on each roll.',
      'Party A is allowed to visit the factory at any time.',
    ).slice(1)).toEqual([['Right/Party B'], ['Right/Party B'], ['Right/Party A']]);
  });

  it('near misses: a denied allowance is a bar; an allowance to a thing or a prohibition binds no party', () => {
    expect(typesOf(PARTIES_A_B,
      'Party B is not allowed a sewing loss above 2%.',
      'The finished garments are allowed a tolerance of 5% in length.',
      'Smoking is not allowed in the cutting room.',
    ).slice(1)).toEqual([['Exclusion/Party B'], [], []]);
  });
});

describe('"We do not …": the bar of the party "we" names (C34, h70n55)', () => {
  it('"We do not refund …" is the Owner\'s Exclusion, as "The Owner does not refund …" is', () => {
    expect(typesOf(WE_YOU,
      'We do not refund rent for a part month when you leave early.',
      'The Owner does not refund deposits after 30 days.',
    ).slice(1)).toEqual([['Exclusion/Owner'], ['Exclusion/Owner']]);
  });

  it('near misses: a stative or needless "do not" and a condition stay as they were', () => {
    expect(typesOf(WE_YOU,
      'We do not have any duty to insure your goods.',
      'We do not own the goods you store.',
      'If we do not receive the rent, we may lock the locker.',
    ).slice(1)).toEqual([[], [], ['Right/Owner']]);
  });

  it('a bare "we" verb is the duty, whether its predicate names "you" (h73t56) or not (h78we: C34 binds "we" as any party)', () => {
    expect(typesOf(WE_YOU,
      'We send you a statement every month.',
      'We clean the lockers every month.',
      'We offer lockers in three sizes.',
    ).slice(1)).toEqual([['Obligation/Owner'], ['Obligation/Owner'], []]);
  });
});

describe('the translated opening formula "the two parties agree to sign this contract on the following terms:" (h70n55)', () => {
  it('is the parties\' assent to the terms after it, no promise', () => {
    expect(typesOf(PARTIES_A_B,
      'After negotiation, the two parties agree to sign this contract on the terms below:',
      'Party A and Party B agree to conclude this contract as follows:',
    ).slice(1)).toEqual([[], []]);
  });

  it('near misses: agreeing to sign another document, or one party\'s agreement, is still a promise', () => {
    expect(typesOf(PARTIES_A_B,
      'The two parties agree to sign the delivery note on each delivery.',
      'The parties agree to sign this contract again if the prices change.',
      'Party B agrees to sign this contract on the following terms:',
    ).slice(1)).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Party B']]);
  });
});

describe('a bar joined after a duty keeps the subject that opens the clause with a quantifier (h70n55)', () => {
  const COMMITTEE = 'Kestrel Co. (hereinafter "Kestrel"), Tobi Inc. (hereinafter "Tobi") and Hoshi Ltd (hereinafter "Hoshi") (each a "Member" and together the "Members") enter into this agreement as follows.';

  it('"Each Member shall … in that region and shall not …" is the members\' duty and bar', () => {
    expect(typesOf(COMMITTEE,
      'Each Member shall sell the film in that region and shall not grant any licence.',
      'A Member handling a Territory shall market the film in that Territory and shall not grant any licence longer than five years.',
    ).slice(1)).toEqual([['Obligation/Multiple Parties', 'Exclusion/Multiple Parties'], ['Obligation/Multiple Parties', 'Exclusion/Multiple Parties']]);
  });

  it('near misses: a named party and a bar with its own subject are read as before', () => {
    expect(typesOf(COMMITTEE,
      'Kestrel shall sell the film in that region and shall not grant any licence.',
      'Each Member shall keep the masters that Kestrel delivers and Kestrel shall not recall them.',
    ).slice(1)).toEqual([['Obligation/Kestrel', 'Exclusion/Kestrel'], ['Obligation/Multiple Parties', 'Exclusion/Kestrel']]);
  });
});

describe('a quantified party that modifies a noun binds no party (review hrev61)', () => {
  const BUYER_SELLER = 'Kestrel Co. (the "Buyer") and Tobi Inc. (the "Seller") agree as follows.';
  it('"A Seller invoice shall … and shall not …" binds no Seller; "Each Seller shall … and shall not …" does', () => {
    expect(typesOf(BUYER_SELLER,
      'A Seller invoice shall state the order number and shall not include VAT.',
      'Each Seller shall deliver goods in that region and shall not sell elsewhere.',
    ).slice(1)).toEqual([[], ['Obligation/Seller', 'Exclusion/Seller']]);
  });
});

describe('"agree to sign this contract" with no terms after it is a promise (review hrev61)', () => {
  it('the parties\' agreeing to sign this contract within a time is their promise; on the following terms, none', () => {
    expect(typesOf(PARTIES_A_B,
      'The two parties agree to sign this contract within 5 days of the board\'s approval:',
      'After discussion, the two parties agree to sign this contract on the following terms:',
    ).slice(1)).toEqual([['Obligation/Multiple Parties'], []]);
  });
});
