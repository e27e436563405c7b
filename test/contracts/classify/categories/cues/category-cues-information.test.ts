/**
 * Communication said without its word: the cues of category-cues-information.ts, from the tests of the rounds that
 * wrote them (rounds 3, 4, 5, 6, 8, 9; regrouped by category by h28cues, issue 18: same sentences, same assertions).
 * `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { INFORMATION_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-information.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(INFORMATION_CUES, category);

// Round 3 (h24rec).
describe('Communication: telling, letting know, confirming a booking', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Carer will tell the Family at once about any fall in the home.',
      'If a driver cannot attend, the Agency must let the Client know before 6 am.',
      'You must tell us if your address changes.',
      'The Venue will confirm each booking by email within one working day.',
    ], true);
  });
  it('not "tell" as discerning, nor an order confirmed (the contract formed)', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Buyer cannot tell whether the seals were broken in transit.',
      'A contract for each purchase arises when the Seller confirms the order.',
    ], false);
  });
});

// Round 4 (h24cat4).
describe('Communication: a statement sent, a thing submitted, a party advised or told', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The secretary will send each member a summary of the club accounts after the meeting.',
      'We will send you a written confirmation of the dates.',
      'The Contractor shall submit its weekly cleaning plan to the Council every Friday.',
      'The Consultant shall advise the Trust promptly of any change in the planning rules.',
      'You must tell us the address of the hall and the time of arrival.',
    ], true);
  });
  it('not a dispute submitted to a court or to arbitration', () => {
    const round = cuedBy(INFORMATION_CUES, 'Communication');
    expectEach(round, ['Each party shall submit any dispute to the Courts of Geneva.',
      'The parties submit all claims to the London Court of International Arbitration.',
      'The Builder shall submit an invoice for each stage to the Owner.',
    ], false);
  });
});

// Round 5 (h25cat5).
describe('Communication: sent by e-mail or registered letter, a domicilium', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Club will send the match rota to each coach by e-mail every Sunday.',
      'A member may resign by registered letter to the secretary.',
      'The Seller and the Buyer choose their domicilium at the addresses in the schedule.',
    ], true);
    expect(round('Communication')('The Club keeps an e-mail list of its members.')).toBe(false);
  });
  it('a paper sent with the goods, as a list item', () => {
    expectEach((t) => cued(t, 'Communication'), ['(b) a certificate of conformity for each lot;',
      '(i) a delivery note showing the weight;',
      '(c) a statement of the origin of each ingredient; and',
    ], true);
    expect(round('Communication')('The certificate of origin travels with the goods.')).toBe(false);
  });
});

// Round 6 (h25cat6).
describe('Communication: anything done by e-mail, telling in writing', () => {
  it('reads anything done by e-mail and telling in writing', () => {
    expectEach((t) => cued(t, 'Communication'), ['Members book courts by e-mail.',
      'A member may resign by telling the Club in writing.',
    ], true);
    expect(round('Communication')('Invoices go to the club treasurer by e-mail.')).toBe(false);
  });
});

// Round 8 (h26cat8).
describe('Communication: a report, a list or a copy sent, a letter written', () => {
  it('reads them', () => {
    expectEach(round('Communication'), ['The Hirer must report any breakdown at once.',
      'The Tenant shall promptly report faults through the helpdesk.',
      'The Grower is to report to the Buyer within two days any frost damage to the crop.',
      'The Club will send the Landowner an updated list of members each spring.',
      'The Caterer shall give the School a copy of its hygiene certificate.',
      'If the rate changes we will write to you at least a month before.',
    ], true);
  });
  it('not things handed out by number, a report that is only named, nor findings reported as the work', () => {
    expectEach(round('Communication'), ['We will give you 15 free copies of the yearbook.',
      'The annual report shows the number of visitors.',
      'The Author may write to the editor of any newspaper.',
      'The Surveyor shall report its findings in the final survey.',
    ], false);
  });
});

// Round 9 (h27cat9).
describe('Communication: an order answered, a return submitted, telling the other, a receipt or copies sent', () => {
  it('reads them', () => {
    expectEach(round('Communication'), [
      'The Mill shall confirm or reject every purchase order within two days.',
      'The Operator shall submit a quarterly return of visitors to the Council.',
      'You may pause the plan by telling us a week before.',
    ], true);
    const eight = cuedBy(INFORMATION_CUES, 'Communication');
    expect([
      'We will e-mail you a receipt for each booking.',
      'The Club shall keep minutes of its meetings and provide copies to the Council.',
      'The Printer shall provide 200 copies of the brochure.',
    ].map(eight)).toEqual([true, true, false]);
  });
  it('not a report only named, nor telling apart, nor an order accepted (the choice to buy)', () => {
    expectEach(round('Communication'), [
      'The monthly report shows the number of visitors.',
      'The Grader sorts the fruit by telling apart the sizes.',
      'The Wholesaler may accept or reject any order at its discretion.',
    ], false);
  });
});
