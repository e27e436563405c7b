/**
 * The causes facts set 32 left after h47f32 (issue 18, h48facts), each on short contracts written for these tests: the
 * pronoun "us" before a dollar sign, a grower who pays for a service, a currency word several countries share, a
 * letter's addressee without a legal form that countersigns it.
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists, currencies, facts, parties, primary } from '../facts-readers.js';

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

describe('a currency word several countries share takes the contract\'s own code, else its place', () => {
  const fez = (...rest: string[]) => [
    'RENOVATION CONTRACT',
    'This contract is made on 3 March 2031 between Atlas Batiment S.A.R.L., 4 rue Talaa, Fes, Morocco (the "Contractor") and Dar Yasmine S.A.R.L. (the "Employer").',
    ...rest,
  ];
  it('"dirhams" beside "MAD 250,000", or under a Moroccan address, is MAD; a sum per square metre is an amount', () => {
    expect(amounts(...fez('The price is MAD 250,000.', 'Tiling is paid at 320 dirhams per square metre.'))).toEqual(['250000 MAD', '320 MAD']);
    expect(currencies(...fez('Tiling is paid at 320 dirhams per square metre.'))).toEqual(['MAD']);
  });
  it('the Emirates\' dirham where the contract is in Dubai, writes AED, or names no place', () => {
    const dubai = 'This agreement is made on 3 March 2031 between Gulf Clean LLC, Dubai, United Arab Emirates (the "Contractor") and Palm Tower LLC (the "Client").';
    expect(amounts(dubai, 'The Client shall pay the Contractor 12,000 dirhams per month.')).toEqual(['12000 AED']);
    expect(amounts('This agreement is made on 3 March 2031 between Gulf Clean LLC (the "Contractor") and Palm Tower LLC (the "Client").',
      'The Client shall pay the Contractor 12,000 dirhams per month.')).toEqual(['12000 AED']);
    // The code written out decides over the place: "AED" in a contract made in Morocco.
    expect(currencies(...fez('The price is AED 50,000.', 'Tiling is paid at 320 dirhams per square metre.'))).toEqual(['AED']);
  });
  it('"pesos", "rupees" and "dollars" after the figure take the one country the contract names; "US dollars" and "Indian rupees" stay', () => {
    expect(amounts('This agreement is made in Bogota, Colombia on 3 March 2031 between Limpieza Andina S.A.S. (the "Contractor") and Torre Norte S.A.S. (the "Client").',
      'The Client shall pay the Contractor 4.500.000 pesos per month.')).toEqual(['4500000 COP']);
    const lahore = 'This agreement is made at Lahore, Pakistan on 3 March 2031 between Indus Clean (Private) Limited (the "Contractor") and Mall Towers (Private) Limited (the "Client").';
    expect(amounts(lahore, 'The Client shall pay the Contractor 250,000 rupees per month.')).toEqual(['250000 PKR']);
    expect(amounts(lahore, 'The Client shall pay the Contractor 250,000 Indian rupees per month.')).toEqual(['250000 INR']);
    const sydney = 'This agreement is made on 3 March 2031 between Harbour Clean Pty Ltd, Sydney, New South Wales, Australia (the "Contractor") and Quay Tower Pty Ltd (the "Client").';
    expect(amounts(sydney, 'The Client shall pay the Contractor 4,000 dollars per month.')).toEqual(['4000 AUD']);
    expect(amounts(sydney, 'The Client shall pay the Contractor 4,000 US dollars per month.')).toEqual(['4000 USD']);
  });
  it('a sum per occurrence is still no amount', () => {
    expect(amounts(...fez('The Contractor shall hold insurance of 500,000 dirhams per occurrence.'))).toEqual([]);
  });
});

describe('a letter\'s addressee without a legal form that countersigns it is the other party', () => {
  const letter = (...acceptance: string[]) => [
    'Lakeside Clock Repair LLC · 88 Main Street · Toledo, OH 43604',
    'June 2, 2031',
    'Mr. Owen Price, Facilities Manager, Riverside Arts Center, 12 Water Street, Toledo, OH 43604',
    'Re: Clock Maintenance Agreement',
    'Dear Mr. Price:',
    'This letter sets out the terms on which Lakeside Clock Repair LLC ("we") will service the tower clock of Riverside Arts Center (the "Center"), and on which the Center will pay for that work.',
    '1. Fees. Each visit costs $220. The Center pays each invoice within thirty (30) days.',
    'Sincerely,',
    'Lakeside Clock Repair LLC By: Nora Hill, Owner',
    ...acceptance,
  ];
  it('signed for on the acceptance\'s line, or with "By:" on the next line: the Buyer, with its signer', () => {
    expect(contactLists(...letter('Agreed and accepted:', 'Riverside Arts Center By: Owen Price, Facilities Manager Date: June 9, 2031')))
      .toEqual([['LAKESIDE CLOCK REPAIR', ['Nora Hill']], ['RIVERSIDE ARTS CENTER', ['Owen Price']]]);
    expect(primary(...letter('Agreed and accepted:', 'Riverside Arts Center', 'By: Owen Price, Facilities Manager')))
      .toEqual(['LAKESIDE CLOCK REPAIR Supplier', 'RIVERSIDE ARTS CENTER Buyer']);
  });
  it('not without the countersignature, nor a name the addressee block does not give', () => {
    // An addressee named as a body (an arts centre: h108q68's "Arts Center" head) is read by its name, as a company is.
    expect(parties(...letter())).toEqual(['LAKESIDE CLOCK REPAIR | Supplier | Primary', 'RIVERSIDE ARTS CENTER | Buyer | Primary']);
    const plain = letter().map((line) => line.replace(/Riverside Arts Center/g, 'Riverside Clocktower'));
    expect(parties(...plain)).toEqual(['LAKESIDE CLOCK REPAIR | Supplier | Primary']);
    const countersignedByAnother = letter('Agreed and accepted:', 'Westside Music Hall By: Owen Price, Manager').map((line) => line.replace(/Riverside Arts Center/g, 'Riverside Clocktower'));
    expect(primary(...countersignedByAnother)).toEqual(['LAKESIDE CLOCK REPAIR Supplier']);
  });
});
