/**
 * The re-read's findings on categories (issue 18, h111rrA; mended by h111mendA): each probe the finding gives, and a
 * near miss where the rule was meant to fire. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const first = (text: string): string[] => categoriesOf(text)[0];

describe('finding 1: a force-majeure excuse leaves a liability or an indemnity named in another clause', () => {
  it.each([
    'The Supplier is not liable for delays caused by events beyond its reasonable control, but its total liability under this Agreement shall not exceed the fees paid in the prior twelve months.',
    'The Supplier shall not be liable for any indirect or consequential loss, whether or not such loss was beyond its reasonable control or caused by force majeure.',
  ])('keeps Liability: %s', (text) => {
    expect(first(text)).toContain('Liability');
  });
  it('keeps Indemnification where the sentence names an indemnity of its own', () => {
    expect(first('Neither party shall be liable for any failure caused by events beyond its reasonable control, and each party shall indemnify the other against all third-party claims arising from its negligence.')).toContain('Indemnification');
  });
  it('near miss: the excuse alone is still Force Majeure only', () => {
    expect(first('Neither party shall be liable for any failure of the ferry service caused by ice, gales or any other event beyond its reasonable control.')).toEqual(['Force Majeure']);
  });
});

describe("finding 2: an agent's, a dealer's or a consignee's sale is no business passing", () => {
  it.each([
    'The Agent should try to sell the Property at the best price reasonably obtainable.',
    "When the Dealer sells the Licensed Software to an end user, it must obtain the end user's acceptance of the EULA.",
    'If the Gallery sells the Artwork, the Artist receives 60% of the price within 30 days.',
    'When the Consignee sells the Artwork, it shall remit 60% of the price to the Consignor within 30 days.',
  ])('no Business Continuity: %s', (text) => {
    expect(first(text)).not.toContain('Business Continuity');
  });
  it.each([
    'Should the Owner sell the vessel before the season ends, the Owner will pay the Crew Member the share earned.',
    'If the Landlord sells the building, the Tenant may stay until the lease ends.',
    'If the Trainer sells its stables business, the buyer shall honour the bookings made.',
  ])('near miss, still Business Continuity: %s', (text) => {
    expect(first(text)).toContain('Business Continuity');
  });
});

describe('finding 5: carriage by another operator is no bar on rival trade', () => {
  it('no Scope of Work for a ban on sub-carriage', () => {
    expect(first("The Carrier shall not carry the Goods by another operator without the Shipper's consent.")).not.toContain('Scope of Work');
  });
  it('near miss: a ban on selling another operator\'s trips is still Scope of Work', () => {
    expect(first('The Agent shall not sell the tours of any other operator during the season.')).toContain('Scope of Work');
  });
});

describe('finding 6: an exclusive right over the contract or a thing is no exclusive activity', () => {
  it.each([
    'The Owner gives the Tenant the exclusive right to terminate this lease on the fifth anniversary.',
    'The Seller gives the Buyer the exclusive right to buy the Land for six months.',
  ])('no Scope of Work: %s', (text) => {
    expect(first(text)).not.toContain('Scope of Work');
  });
  it('near miss: an exclusive right to run an activity is still Scope of Work', () => {
    expect(first('The Council grants the Operator the exclusive right to run boat tours on the lake.')).toContain('Scope of Work');
  });
});

describe('finding 7: a conflict settled by the law that governs is no Order of Precedence', () => {
  it('no Order of Precedence', () => {
    expect(first('In the event of any conflict, the laws of Ontario shall govern.')).not.toContain('Order of Precedence');
  });
  it('near miss: a document prevailing in a conflict is still Order of Precedence', () => {
    expect(first('In the event of any conflict, the Master Agreement shall prevail over the Order Form.')).toContain('Order of Precedence');
  });
});
