/**
 * Natures and parties set 22 showed missing or wrong (issue 18, h22s22p), each rule with sentences written for it (none
 * from the set): a third-person pronoun opening a sentence takes the party the sentence before bound, and never a
 * first- or second-person antecedent.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Supply Agreement is made between Kestrel Feeds Limited (the "Supplier") and Orchard Valley Farms Limited (the "Buyer").';

describe('a pronoun that opens a sentence: its antecedent is the party the sentence before bound', () => {
  it('"It shall …", "It shall not …" after a sentence of the Supplier\'s', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall mill the feed at its plant in Leeds.', 'It shall test every batch for moisture.', 'It shall not add any growth promoter.').slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Exclusion/Supplier']]);
  });
  it('after an opening phrase of time: "During the term they will …"', () => {
    expect(typesOf(PREAMBLE, 'The Buyer shall take delivery at its farm gate.', 'During the term they will keep the silos clean.').slice(2))
      .toEqual([['Obligation/Buyer']]);
  });
  it('no antecedent across a title, nor from a sentence binding two parties, nor for an expletive "It shall be"', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall mill the feed.', { text: '5. Testing', kind: 'title' }, 'It shall test every batch.')[3]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier shall mill the feed and the Buyer shall collect it.', 'It shall be stored dry.')[2]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier shall mill the feed.', 'It shall be a condition of delivery that the feed is dry.')[2]).toEqual([]);
  });
  it('a condition before the pronoun names its own antecedent: no party', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall mill the feed.', 'If a driver finds the gate locked, they will call the farm office.')[2]).toEqual([]);
  });
});

describe('a third-person pronoun never stands for "you" or "we"', () => {
  const terms = 'These terms are between Heron Cleaning Ltd ("Heron", "we", "us") and the customer named in the booking ("you").';
  it('"If a cleaner finds you out, they will leave a card": no one is bound', () => {
    expect(typesOf(terms, 'If a cleaner finds you out, they will leave a card.')[1]).toEqual([]);
  });
  it('"you" and "we" as subjects are read as before', () => {
    expect(typesOf(terms, 'You must give us a key, and we will keep it safe.')[1]).toEqual(['Obligation/You', 'Obligation/Heron']);
  });
});

describe('present-tense grants and duties', () => {
  const lease = 'This Tenancy Agreement is made between Kauri Homes Limited (the "Landlord") and Ana Folau (the "Tenant").';
  it('"lets the Premises … to the Tenant": the thing let first, the lessee after "to", is the lessee\'s Right', () => {
    expect(typesOf(lease, 'The Landlord lets the house at 4 Kowhai Road, Nelson to the Tenant for one year.')[1]).toEqual(['Right/Tenant']);
    expect(typesOf(lease, 'The Landlord hereby leases the garage to the Tenant.')[1]).toEqual(['Right/Tenant']);
  });
  it('a letting in a condition or after a modal confers nothing now', () => {
    expect(typesOf(lease, 'If the Landlord lets the flat to the Tenant, the bond is payable.')[1]).toEqual([]);
  });
  it('"receives" a sum in the present tense is the receiver\'s Right; receiving goods is not', () => {
    const works = 'This Works Contract is made between Brauhaus Keller GmbH (the "Client") and Alpen Kältetechnik GmbH (the "Contractor").';
    expect(typesOf(works, 'The Contractor receives a fixed remuneration of EUR 20.000,00 for the cold room.')[1]).toEqual(['Right/Contractor']);
    expect(typesOf(works, 'The Client receives the cold room on completion.')[1]).toEqual([]);
  });
  it('"remains responsible to the Licensor for" is the subject\'s Obligation', () => {
    const licence = 'This Licence is made between Tidewater Films LLC ("Licensor") and Northgate Releasing Inc. ("Distributor").';
    expect(typesOf(licence, 'Distributor remains responsible to Licensor for each sub-distributor.')[1]).toEqual(['Obligation/Distributor']);
  });
});
