/**
 * The causes facts set 32 left after h47f32 (issue 18, h48facts), each on short contracts written for these tests: the
 * pronoun "us" before a dollar sign, a grower who pays for a service.
 */
import { describe, expect, it } from 'vitest';
import { facts, primary } from './facts-readers.js';

const amountTexts = (...items: string[]) =>
  facts(...items).contract_amounts.map((a) => `${items[a.span.element].slice(a.span.begin, a.span.end)} = ${a.text_normalized}`);

describe('the pronoun "us" before a dollar sign is no US mark', () => {
  it('"will pay us $300": the amount is "$300"', () => {
    expect(amountTexts(
      'This agreement is made on 3 March 2031 between Alder Sound LLC ("we") and Grace Community Church Inc. (the "Church").',
      'The Church will pay us $300 per visit, and you will pay us $ 40 for each extra hour.',
    )).toEqual(['$300 = 300 USD', '$ 40 = 40 USD']);
  });
  it('"US $" in capitals, and "US$" or "us$" glued, stay the mark', () => {
    expect(amountTexts(
      'This agreement is made on 3 March 2031 between Alder Sound LLC and Grace Community Church Inc.',
      'The Church shall pay US $300 per visit, US$40 per hour and us$10 per mile.',
    )).toEqual(['US $300 = 300 USD', 'US$40 = 40 USD', 'us$10 = 10 USD']);
  });
});

describe('a grower\'s side is decided by who pays, when the other party\'s alias says no side', () => {
  const pollination = (payment: string) => primary(
    'POLLINATION AGREEMENT',
    'This agreement is dated 2 August 2031.',
    'Manuka Hives Limited, 12 Main Road, Katikati (the "Apiarist")',
    'Orchard Row Limited, 40 Beach Road, Katikati (the "Grower")',
    'The Apiarist will place 60 hives in the Grower\'s orchard for the flowering season.',
    payment,
  );
  it('"The Grower shall pay the Apiarist …": the grower is the Buyer', () => {
    expect(pollination('The Grower shall pay the Apiarist NZ$200.00 per hive within ten days of the invoice.'))
      .toEqual(['MANUKA HIVES Supplier', 'ORCHARD ROW Buyer']);
  });
  it('a grower paid for its crop, or with no payer named, stays the Supplier', () => {
    expect(primary(
      'This agreement is dated 2 August 2031 between Valley Wines Limited (the "Winery") and Orchard Row Limited (the "Grower").',
      'The Grower will deliver 40 tonnes of grapes. The Winery shall pay the Grower $2,000 per tonne.',
    )).toEqual(['VALLEY WINES Buyer', 'ORCHARD ROW Supplier']);
    expect(pollination('The Apiarist will remove the hives when flowering ends.')).toEqual(['MANUKA HIVES Buyer', 'ORCHARD ROW Supplier']);
    // What a grower pays beside the price says no side ("the costs of moving the hives").
    expect(pollination('The Grower shall pay the costs of moving the hives.')).toEqual(['MANUKA HIVES Buyer', 'ORCHARD ROW Supplier']);
  });
});
