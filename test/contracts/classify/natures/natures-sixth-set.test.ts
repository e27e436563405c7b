/** Natures and parties the sixth blind set showed (issue 18, h18b); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

/** Plain-English terms: a short name beside "we", and "you". */
const PLAIN = 'These terms are an agreement between Harbour Lane Design Pty Ltd ("Harbour", "we", "us") and the customer named in the quote ("you").';

describe('natures: "either of us", "neither of us" in plain-English terms', () => {
  it('"Either of us may" is a right of each party; "Neither of us is responsible" frees both; "both of us" is Both Parties', () => {
    expect(typesOf(PLAIN, 'Either of us may cancel the project by email.', 'Neither of us is responsible for power cuts.', 'Neither of us may share the other\'s files.', 'Both of us must sign any change.', 'We may pause the work.').slice(1))
      .toEqual([['Right/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Both Parties'], ['Right/Harbour']]);
  });

  it('"we give you a licence" is a grant: the right of the one given it; "you must give us access" is your duty only', () => {
    expect(typesOf(PLAIN, 'We give you a non-exclusive licence to use the logo files.', 'You must give us access to your website host.').slice(1))
      .toEqual([['Right/You'], ['Obligation/You']]);
  });
});

describe('natures: freedom, warranties to a party, negated passives, inability', () => {
  it('"is free to" is a right', () => {
    expect(typesOf(PREAMBLE, 'The Customer is free to choose its own hardware.', 'The Supplier shall be free to use other carriers.', 'The Customer is free to the extent the law allows.').slice(1))
      .toEqual([['Right/Customer'], ['Right/Supplier'], []]);
  });

  it('"warrants to the Customer that" is the warrantor\'s promise', () => {
    expect(typesOf(PREAMBLE, 'The Supplier warrants to the Customer that the code is its own.').slice(1)).toEqual([['Obligation/Supplier']]);
  });

  it('"No X shall be made by a party" bars that party; "X shall be made by a party" binds it', () => {
    expect(typesOf(PREAMBLE, 'No press release shall be issued by either party without approval.', 'Each press release shall be approved by the Customer.').slice(1))
      .toEqual([['Exclusion/Multiple Parties'], ['Obligation/Customer']]);
  });

  it('a clause opening on a deadline or a minimum ("No later than", "No less than") still binds its passive agent (review hrev2)', () => {
    expect(typesOf(PREAMBLE, 'No later than thirty (30) days after delivery, payment shall be made by the Customer.', 'No less than ten days\' notice shall be given by the Supplier.', 'No changes shall be made by the Supplier to the Specification.').slice(1))
      .toEqual([['Obligation/Customer'], ['Obligation/Supplier'], ['Exclusion/Supplier']]);
  });

  it('what a party cannot do inside a relative clause on a noun bars no one; its own "cannot" still does', () => {
    expect(typesOf(PREAMBLE, 'Any claim that the parties cannot settle within 60 days shall go to mediation.', 'The Supplier shall pass to the Customer any query it cannot answer.', 'The Supplier cannot assign this Agreement.', 'Each party can object.').slice(1))
      .toEqual([[], ['Obligation/Supplier'], ['Exclusion/Supplier'], ['Right/Multiple Parties']]);
  });
});
