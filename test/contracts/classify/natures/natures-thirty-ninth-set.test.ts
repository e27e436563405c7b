/**
 * Set 39's natures and party bindings (issue 18, h30n39), each with sentences written for the test (not the set's): "No
 * <role> shall" as that role's bar (C38), the singular of a plural alias naming the same party, and a plural
 * term the definitions give as some of the parties (C39).
 */
import { describe, expect, it } from 'vitest';
import { roleDefinitions } from '../../../../src/contracts/classify/parties/role-definitions.js';
import { typesOf } from '../helpers.js';

const VENDORS = [
  'PARTIES',
  '(1) THE INDIVIDUALS whose names and addresses are listed in Schedule 1 (the "Vendors");',
  '(2) BRACKENFIELD HOLDINGS LIMITED, a company registered in Scotland (the "Purchaser").',
];
const LICENCE = 'This Licence Agreement is made between Pellow Optics Ltd ("Licensor") and Dunmore Lenses BV ("Licensee").';
const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);

describe('"No <role> shall" is that role\'s bar (C38)', () => {
  it('before an act: Exclusion of the role, as "no party shall" is of Multiple Parties', () => {
    expect(after([LICENCE], 'No Licensee may sublicense the Patents to a competitor of Licensor.', 'During the Term no Licensor shall appoint another distributor in Ireland.'))
      .toEqual([['Exclusion/Licensee'], ['Exclusion/Licensor']]);
  });
  it('before "be liable" Exclusion, before a duty word Disclaimer (as C32)', () => {
    expect(after([LICENCE], 'No Licensee shall be liable for a defect in the prototype lenses.', 'No Licensee shall be required to buy more than 500 blanks a quarter.'))
      .toEqual([['Exclusion/Licensee'], ['Disclaimer/Licensee']]);
  });
  it('the singular of a plural alias is one of them: the same party ("No Vendor", "Each Vendor" → Vendors)', () => {
    expect(after(VENDORS, 'No Vendor shall, for two years after Completion, employ any manager of the Target.', 'Each Vendor shall deliver the share certificate in its name.', 'The Vendors shall sell the Shares with full title guarantee.'))
      .toEqual([['Exclusion/Vendors'], ['Obligation/Vendors'], ['Obligation/Vendors']]);
  });
  it('"no" before a role that is an object bars nobody; "The Purchaser shall" keeps its duty', () => {
    expect(after(VENDORS, 'The Purchaser shall pay no Vendor more than its share of the price.')).toEqual([['Obligation/Purchaser']]);
  });
});

describe('a plural term the definitions give as parties is a party of its own (C39)', () => {
  it('"X" means the <alias> listed in …: its clauses bind it, and its singular', () => {
    expect(after(VENDORS,
      '"Covenantors" means the Vendors named in Part 3 of Schedule 1.',
      'The Covenantors warrant to the Purchaser that each statement in Schedule 4 is true.',
      'The Covenantors shall not be liable for any claim below £5,000.',
      'No Covenantor shall set up a competing business in Fife.'))
      .toEqual([['Definition/None'], ['Obligation/Covenantors'], ['Exclusion/Covenantors'], ['Exclusion/Covenantors']]);
  });
  it('"X" means A and B, the parties named by the preamble', () => {
    const preamble = ['This Guarantee and Loan Agreement is made between Harbourline Bank plc (the "Lender"), Rowe Joinery Ltd (the "Borrower"), Tamsin Rowe ("TR") and Idris Rowe ("IR").'];
    expect(after(preamble, '"Principal Guarantors" means Tamsin Rowe and Idris Rowe.', 'The Principal Guarantors shall pay on demand any sum the Borrower fails to pay.'))
      .toEqual([['Definition/None'], ['Obligation/Principal Guarantors']]);
  });
  it('not a term defined as anything else, nor a party with others who are none, nor a word only capitalised', () => {
    expect(after(VENDORS,
      '"Group Companies" means the Purchaser and its subsidiaries.',
      '"Advisers" means the Vendors\' Solicitors and accountants.',
      'The Group Companies shall keep proper books.',
      'The Advisers shall keep the Disclosure Letter confidential.',
      'The Managers shall attend the board meeting.'))
      .toEqual([['Definition/None'], ['Definition/None'], [], [], []]);
  });
  it('roleDefinitions reads the group from the names it is given, and the generic "Parties" never', () => {
    const names = ['Vendors', 'Purchaser', 'Alder Ltd', 'Birch Ltd'];
    expect([...roleDefinitions([
      '"Warrantors" means the Vendors other than Mr Orr.',
      '1.4 "Guarantors" means Alder Ltd, Birch Ltd and the Purchaser.',
      '"Parties" means the Vendors and the Purchaser.',
      '"Affiliates" means any company controlled by the Purchaser.',
      '"Agents" means Alder Ltd\'s sales staff.',
    ], names)]).toEqual([['Warrantors', 'Warrantors'], ['Guarantors', 'Guarantors']]);
  });
});

const TRIAL = 'This Research Agreement is made between Calder Biotech Inc. ("Sponsor"), Northfield University ("Institution") and Dr Aisha Bello ("Investigator").';

describe('a bar joined by "and" to a duty of two parties bars both', () => {
  it('"A and B shall … and shall not …", after an opening phrase too, and after ", and"', () => {
    const both = ['Obligation/Institution', 'Obligation/Investigator', 'Exclusion/Institution', 'Exclusion/Investigator'];
    expect(after([TRIAL],
      'Institution and Investigator shall keep the Study Data secure and shall not copy it to any personal device.',
      'For three years after the Study, Institution and Investigator shall keep the Study Data secure and shall not copy it.',
      'Institution and Investigator shall keep the Study Data secure, and shall not copy it.'))
      .toEqual([both, both, both]);
  });
  it('one party stays one; a right joined after a joint duty is not spread; a new clause after a stop is its own', () => {
    expect(after([TRIAL],
      'Institution shall keep the Study Data secure and shall not copy it.',
      'Sponsor and Institution shall meet monthly and may invite the Investigator.',
      'Institution and Investigator shall keep the Study Data secure; Sponsor shall not copy it.'))
      .toEqual([
        ['Obligation/Institution', 'Exclusion/Institution'],
        ['Obligation/Sponsor', 'Obligation/Institution'],
        ['Obligation/Institution', 'Obligation/Investigator', 'Exclusion/Sponsor'],
      ]);
  });
});

describe('a party opening a clause nested in the predicate is not the joined modal\'s subject', () => {
  it('"in the way X directs and shall not", "only as X directs and shall not": the main subject\'s bar', () => {
    expect(after([TRIAL],
      'Investigator shall store the samples only in the way Sponsor directs and shall not ship any sample abroad.',
      'Investigator shall store the samples only as Sponsor directs and shall not ship any sample abroad.',
      'Investigator shall label the samples to the extent Sponsor requests and shall keep them frozen.'))
      .toEqual([['Obligation/Investigator', 'Exclusion/Investigator'], ['Obligation/Investigator', 'Exclusion/Investigator'], ['Obligation/Investigator']]);
  });
  it('a party opening the sentence keeps its joined predicate ("acknowledges and shall not")', () => {
    expect(after([TRIAL], 'Sponsor acknowledges and shall not dispute the budget.')).toEqual([['Exclusion/Sponsor']]);
  });
});

describe('"accepts the obligation to" is the accepting party\'s Obligation', () => {
  it('after a grant to it, alone, and "all the duties of"', () => {
    expect(after([TRIAL],
      'Sponsor grants to Institution the licence, and Institution accepts the obligation, to run the Study at its hospital.',
      'Institution accepts the obligation to report each adverse event within 24 hours.',
      'Investigator accepts all the duties of a principal investigator under the Protocol.'))
      .toEqual([['Obligation/Institution', 'Right/Institution'], ['Obligation/Institution'], ['Obligation/Investigator']]);
  });
  it('not "accepts no obligation" (a Disclaimer), not in a condition', () => {
    expect(after([TRIAL], 'Institution accepts no obligation to recruit more than ten patients.', 'If Institution accepts the duty to store samples, Sponsor shall pay a storage fee.'))
      .toEqual([['Disclaimer/Institution'], ['Obligation/Sponsor']]);
  });
});
