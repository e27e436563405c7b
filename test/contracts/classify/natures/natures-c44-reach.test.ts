/**
 * C44's reach (issue 18, h31n; the lead's decision): a capitalised plural the definitions give as the roles of two or
 * more different parties of the preamble is "those parties together", Multiple Parties as a group of all the parties
 * is, even where a party (the company of a shareholders' agreement) is left out. One role, a list of names or a
 * qualified selection stays a party of its own (C39). Sentences written for the test, not a set's.
 */
import { describe, expect, it } from 'vitest';
import { roleDefinitions } from '../../../../src/contracts/classify/parties/role-definitions.js';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
/** Three parties: two founders together, a backer and the company the members hold units in. */
const THREE = ['This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners"), Fernside Capital Limited ("the Backer") and Quarry Row Limited ("the Venture").'];

describe('a group of two parties\' roles is "those parties together" (C44)', () => {
  it('"Each / No / A … <singular>", "The other <plural> may", "The <plural> shall" → Multiple Parties', () => {
    expect(after(THREE,
      '"Members" means the Partners and the Backer.',
      'Each Member shall vote to approve the annual budget.',
      'No Member may pledge its units to a lender.',
      'A Member wishing to sell its units must first offer them to the other Members.',
      'The other Members may buy the units within 30 days.',
      'The Members shall procure that the Venture keeps proper books.',
      'The Venture shall send each Member its quarterly accounts.'))
      .toEqual([['Definition/None'], ['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'],
        ['Right/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Venture']]);
  });
  it('a definition that runs on into a second one, after "In this Agreement,"', () => {
    expect(after(THREE,
      'In this Agreement, "Members" means the Partners and the Backer, and "Units" means the units of £1 each in the Venture.',
      'No Member shall transfer any Unit without the consent of the other Members.'))
      .toEqual([['Definition/None'], ['Exclusion/Multiple Parties']]);
  });
  it('a group of every party still binds as "the parties", run on or not', () => {
    const two = ['This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners") and Fernside Capital Limited ("the Backer").'];
    expect(after(two, '"Members" means the Partners and the Backer, and "Units" means the units in the fund.', 'Each Member shall vote to approve the annual budget.'))
      .toEqual([['Definition/None'], ['Obligation/Multiple Parties']]);
  });
});

describe('one role, a list of names or a selection stays a party of its own (C39)', () => {
  it('a qualified group of two roles is some of them', () => {
    expect(after(THREE, '"Members" means the Partners and the Backer listed in Part 1.', 'Each Member shall vote to approve the annual budget.'))
      .toEqual([['Definition/None'], ['Obligation/Members']]);
  });
  it('one role, or names (even of two parties with aliases), or a role with a name', () => {
    const loan = ['This Loan Agreement is made between Harbourline Bank plc (the "Lender"), Rowe Joinery Ltd (the "Borrower"), Tamsin Rowe ("TR") and Idris Rowe ("IR").'];
    expect(after(loan, '"Principal Guarantors" means Tamsin Rowe and Idris Rowe.', 'The Principal Guarantors shall pay on demand any sum the Borrower fails to pay.'))
      .toEqual([['Definition/None'], ['Obligation/Principal Guarantors']]);
    expect(after(THREE, '"Founders" means the Partners.', 'Each Founder shall devote his or her full time to the Venture.'))
      .toEqual([['Definition/None'], ['Obligation/Founders']]);
    expect(after(THREE, '"Holders" means the Partners and Fernside Capital Limited.', 'Each Holder shall vote to approve the annual budget.'))
      .toEqual([['Definition/None'], ['Obligation/Holders']]);
  });
  it('roleDefinitions: roles of two parties → Multiple Parties; names of the same two → the group', () => {
    const parties = new Map([['Alder', 'Alder'], ['Alder Ltd', 'Alder'], ['Birch', 'Birch'], ['Birch Ltd', 'Birch'], ['Cedar', 'Cedar']]);
    const roles = new Set(['Alder', 'Birch', 'Cedar']);
    expect([...roleDefinitions([
      '"Holders" means the Alder and the Birch.',
      '"Guarantors" means Alder Ltd and Birch Ltd.',
      'In this Agreement, "Lenders" means the Alder and the Birch, and "Loan" means the sum lent.',
    ], parties.keys(), parties, roles)]).toEqual([['Holders', 'Multiple Parties'], ['Guarantors', 'Guarantors'], ['Lenders', 'Multiple Parties']]);
  });
});
