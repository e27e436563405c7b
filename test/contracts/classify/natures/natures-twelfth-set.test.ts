/** Parties the twelfth blind set showed (issue 18, h18e12); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesOf } from '../helpers.js';

describe('a hyphenated alias is a party (h18e12)', () => {
  const preamble = 'This Agreement is made between Lakeview Hospital Trust (the "Owner") and Granite Edge Constructors, Inc. (the "Design-Builder").';
  it('"the Design-Builder shall" binds the Design-Builder, in a § paragraph too', () => {
    expect(typesOf(preamble, '§ 3.2 The Design-Builder shall prepare the schematic design.', 'The Owner may reject it.').slice(1))
      .toEqual([['Obligation/Design-Builder'], ['Right/Owner']]);
  });
  it('a passive with the hyphenated agent binds it', () => {
    expect(typesOf(preamble, 'Permits shall be obtained by the Design-Builder at its cost.')[1]).toEqual(['Obligation/Design-Builder']);
  });
  it('an alias ending in an agreement noun names the document, not the party before it', () => {
    expect(typesOf(
      'On 3 May 2020 Harrowgate Foods Limited and the Customer entered into a Framework Agreement ("the Head-Contract").',
      'This Agreement is made between Harrowgate Foods Limited ("Buyer") and Pellow Signs Ltd ("Supplier").',
      'If agreed, buyer shall pay the Supplier its travel costs.',
    )[2]).toEqual(['Obligation/Buyer']);
  });
});

describe('parties named by letter (Chinese drafting in English, h18e12)', () => {
  const header = ['Party A (Buyer): Wuxi Lanting Textiles Co., Ltd.', 'Party B (Seller): Aldermoor Looms Limited'];
  it('"Party A" and "Party B" are each a party, whatever role the header gives them', () => {
    expect(typesOf(...header, '2.1 Party B shall deliver the looms to Party A.', '3.1 Party A shall pay the price within 30 days.', 'Party A may reject defective looms.').slice(2))
      .toEqual([['Obligation/Party B'], ['Obligation/Party A'], ['Right/Party A']]);
  });
  it('"Party A and Party B shall" binds each; "Neither party" stays a group', () => {
    expect(typesOf(...header, 'Party A and Party B shall keep the prices confidential.', 'Neither party may assign this Contract.').slice(2))
      .toEqual([['Obligation/Party A', 'Obligation/Party B'], ['Exclusion/Multiple Parties']]);
  });
  it('only a capital letter names a party: "the other Party a licence" is no party', () => {
    expect(typesOf(...header, 'Nothing grants the other Party a licence.')[2]).toEqual([]);
  });
});

describe('"we" beside an alias with its article (h18e12)', () => {
  const preamble = 'This contract is between Corrib Analytics Limited, of 2 Dock Road, Galway ("we", "us" or "the Company"), and you.';
  it('"we" is the Company the bracket names', () => {
    expect(typesOf(preamble, 'We will pay you a salary of €60,000 a year.', 'We may change your duties.', 'You must not disclose our source code.').slice(1))
      .toEqual([['Obligation/Company'], ['Right/Company'], ['Exclusion/You']]);
  });
});

describe('a collective alias in a preamble that names the parties after "by" (h18e12)', () => {
  const preamble = 'This Operating Agreement is entered into effective as of May 1, 2027 by Birchfield Partners, LP, Coldwater Capital, LLC and Ana Ruiz (each, a "Member" and collectively, the "Members").';
  it('"Each Member shall", "Any Member may" and "No Member may" bind whichever member it is', () => {
    expect(typesOf(preamble, 'Each Member shall keep the books confidential.', 'Any Member may inspect the records.', 'No Member may transfer its interest.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
  it('a bracket outside such a sentence names no group', () => {
    expect(typesOf('The Fund owns three buildings (each, a "Property").', 'Each Property shall be insured.')[1]).toEqual([]);
  });
});

describe('a group subject after a capitalised opening word (h18e12)', () => {
  const preamble = 'This agreement is made between Alder Borough Council ("Council") and Westmere Health Trust Ltd ("Trust").';
  it('"If a party discovers …, it must" binds whichever party it is', () => {
    expect(typesOf(preamble, '5.3 If a party discovers a breach, it must tell the other party within 24 hours.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('"Where either party …, it shall" too; a bare "Parties" after a capitalised word stays a name of its own', () => {
    expect(typesOf(preamble, 'Where either party is in breach, it shall pay the costs.', 'Indemnified Parties shall give notice.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Indemnified Party']]);
  });
});

describe('AIA sub-items ".1", ".2" (h18e12)', () => {
  const preamble = 'This Agreement is made between Lakeview Schools (the "Owner") and Granite Edge Constructors, Inc. (the "Design-Builder").';
  it('the items under "§ 2.4 The Design-Builder shall submit … the following:" are its obligations, and ".1" is no Number', () => {
    const [, , first, second] = typesOf(preamble, '§ 2.4 The Design-Builder shall submit to the Owner the following deliverables:', '.1 schematic design documents within sixty (60) days;', '.2 construction documents.');
    expect([first, second]).toEqual([['Obligation/Design-Builder'], ['Obligation/Design-Builder']]);
    expect(attributesOf('.1 construction documents for two buildings.')).toEqual(['Number:two']);
  });
});
