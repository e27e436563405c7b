/** Natures and parties the fifth blind set showed (issue 18, h18z); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('natures: statements and groups', () => {
  it('"Neither party is liable/responsible" is a statement without a modal: a Disclaimer, as "X is not liable" is', () => {
    expect(typesOf(PREAMBLE, 'Neither party is liable for the other party\'s loss of data.', 'Neither party is responsible for delays caused by a flood.', 'Neither party shall be liable for lost revenue.', 'Neither party is permitted to assign this Agreement.').slice(1))
      .toEqual([['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });

  it('"None of the parties may" bars each of them', () => {
    expect(typesOf(PREAMBLE, 'None of the parties may disclose the terms of this Agreement.', 'None of the parties shall make a public statement.').slice(1))
      .toEqual([['Exclusion/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
});

describe('natures: sums payable and permissions granted', () => {
  it('the one by whom a sum is payable must pay it; a sum chargeable by a party is not its duty', () => {
    expect(typesOf(PREAMBLE, 'A set-up fee of $900 is payable by the Customer on signature.', 'The annual fee shall be payable by the Customer in advance.', 'Expenses are chargeable by the Supplier at cost.', 'Interest is payable on late sums.').slice(1))
      .toEqual([['Obligation/Customer'], ['Obligation/Customer'], [], []]);
  });

  it('"grants X permission/consent/authority to" is X\'s right, as a grant of a right or licence is', () => {
    expect(typesOf(PREAMBLE, 'The Supplier grants the Customer permission to photograph the finished works.', 'The Customer grants the Supplier authority to act on its behalf with the carrier.', 'The Supplier grants the Customer nothing further.').slice(1))
      .toEqual([['Right/Customer'], ['Right/Supplier'], []]);
  });
});

describe('natures: what a party warrants', () => {
  it('a right the warrantor says it has is part of its warranty, not a right it is given', () => {
    expect(typesOf(PREAMBLE, 'The Supplier warrants that the Software is its own work and that it has the right to license it.', 'The Supplier warrants that the goods are new, and the Customer has the right to reject any that are not.').slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier', 'Right/Customer']]);
  });
});

describe('parties: a person of a town', () => {
  it('"Name of Town ("the Role")" in a preamble: the person is the party and a Person, the town no part of the name', () => {
    const labels = classifyContract([
      { text: 'This Agreement is made between Corve Media Ltd ("the Brand") and Tobias Wren of Leeds ("the Creator").', kind: 'sentence' },
      { text: 'The Creator shall publish two videos.', kind: 'sentence' },
    ]);
    const preamble = labels.elements[0].attributes.map((a) => `${a.type}:${'This Agreement is made between Corve Media Ltd ("the Brand") and Tobias Wren of Leeds ("the Creator").'.slice(a.begin, a.end)}`);
    expect(preamble).toContain('Person:Tobias Wren');
    expect(labels.elements[1].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/Creator']);
  });

  it('"Bank of England" stays a body', () => {
    const text = 'This Agreement is made between Corve Media Ltd ("the Brand") and the Governor of the Bank of England ("the Bank").';
    const found = classifyContract([{ text, kind: 'sentence' }]).elements[0].attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`);
    expect(found.some((a) => a.startsWith('Person:'))).toBe(false);
  });
});

describe('parties: a role word closing a proper name', () => {
  it('"the Defense Contract Audit Agency" is a body, not the role Agency; a role the contract defines is still its party', () => {
    expect(typesOf(PREAMBLE, 'The Federal Audit Agency and the Customer may inspect the records.', 'The Supplier shall keep the records.').slice(1))
      .toEqual([['Right/Customer'], ['Obligation/Supplier']]);
    expect(typesOf('This Agreement is made between Corve Ltd ("Client") and Nettle Staffing LLC ("Agency").', 'Agency shall pay the workers.').slice(1))
      .toEqual([['Obligation/Agency']]);
  });
});
