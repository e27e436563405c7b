/** Natures and parties the fourth blind set showed (issue 18, h18y); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('present-tense promises', () => {
  it('"guarantees", "indemnifies", "represents that" bind their subject now, as "shall" would', () => {
    expect(typesOf(PREAMBLE, 'The Supplier guarantees the punctual delivery of every consignment.', 'The Customer indemnifies the Supplier against claims by its own staff.', 'The Supplier represents that it holds every permit the work needs.').slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Customer'], ['Obligation/Supplier']]);
  });

  it('"submits/attorns to" a jurisdiction and "accepts these Terms" are the subject\'s promises', () => {
    expect(typesOf(PREAMBLE, 'The laws of Manitoba govern this Agreement and the parties attorn to the courts of Manitoba.', 'Each party irrevocably submits to the courts of Dublin.', 'By ordering, the Customer accepts these terms of sale.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Customer']]);
  });

  it('not after a modal or an infinitive, nor as a condition, nor as a noun without a party subject', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall indemnify the Customer against third-party claims.', 'The parties agree to submit to mediation first.', 'If the Customer accepts the terms of the quote, work starts.', 'All bank guarantees are returned on completion.').slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Multiple Parties'], [], []]);
  });
});

describe('parties a preamble names', () => {
  it('"among" opens the list of parties as "between" does, and an alias in capitals in a party slot is the party', () => {
    const preamble = 'THIS AGREEMENT is made as of May 1, 2025 among Tidewater Robotics Corp. ("TRC"), Halden Ventures LLC ("Halden") and the Memorial University of Newfoundland (the "University").';
    expect(typesOf(preamble, 'TRC shall pay the fees.', 'Halden may appoint an observer.', 'The University shall not publish the data.').slice(1))
      .toEqual([['Obligation/TRC'], ['Right/Halden'], ['Exclusion/University']]);
    expect(classifyContract([{ text: preamble, kind: 'sentence' }]).parties.map((p) => `${p.party}/${p.importance}`))
      .toEqual(['TIDEWATER ROBOTICS/Primary', 'HALDEN VENTURES/Primary', 'MEMORIAL UNIVERSITY OF NEWFOUNDLAND/Primary']);
  });

  it('a title line above the preamble is no party\'s name', () => {
    const parties = classifyContract([{ text: 'SHARED SERVICES AGREEMENT', kind: 'title' }, { text: 'This Agreement is made among the University of the North (the "University") and Pell Labs Inc. ("Pell").', kind: 'sentence' }])
      .parties.map((p) => p.party);
    expect(parties).not.toContain('SHARED SERVICES AGREEMENT');
    expect(parties).toContain('UNIVERSITY OF THE NORTH');
  });

  it('an all-capitals abbreviation outside a party slot stays an abbreviation, no party alias', () => {
    expect(typesOf('"Regulator" means the Financial Conduct Authority ("FCA").', 'FCA may inspect the records.')[1]).toEqual([]);
  });

  it('American punctuation inside the quotes: ("Brightline," "we," "us" or "our")', () => {
    const terms = 'These Terms are an agreement between you and Brightline Goods, Inc., an Ohio corporation ("Brightline," "we," "us" or "our").';
    expect(typesOf(terms, 'We may suspend a listing at any time.', 'We will pay your proceeds every Monday.', 'IN NO EVENT WILL WE BE LIABLE FOR LOST PROFITS.').slice(1))
      .toEqual([['Right/Brightline'], ['Obligation/Brightline'], ['Exclusion/Brightline']]);
  });
});

describe('disclaimers', () => {
  it('"does not promise that it will" disclaims as "does not guarantee" does; the denied "will" is no promise', () => {
    expect(typesOf(PREAMBLE, 'The Supplier does not promise that the portal will always be available.', 'THE SUPPLIER DOES NOT PROMISE THAT IT WILL MEET ANY DEADLINE.').slice(1))
      .toEqual([['Disclaimer/Supplier'], ['Disclaimer/Supplier']]);
  });
});
