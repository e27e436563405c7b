/**
 * Facts set 48's amounts and currencies (issue 18, h87d), each decided on contracts of my own, near misses kept:
 * - the CFA franc read from a country's adjective, its name in capitals or its capital alone ("TOGOLESE REPUBLIC",
 *   "REPUBLIQUE DU MALI", "Lomé," with its accented last letter), local-currency.ts;
 * - a total row of two cells under a wider table ("Subtotal | 9,150.00") is the last column's money, table-money.ts;
 * - money advanced or lent by the verb, and Tanzania's "Tshs." (amount-cues.ts, the recognizer's contract marks);
 * - a party "liable … up to" a sum caps its liability: no amount (contract-amount.ts).
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies } from '../facts-readers.js';

describe('the CFA franc from a country named by its adjective, in capitals or by its capital (h87d)', () => {
  it('a heading "TOGOLESE REPUBLIC" and an address in Lomé', () => {
    const school = ['TOGOLESE REPUBLIC', 'SWIMMING LESSONS CONTRACT', 'The Club, of Rue des Cocotiers, Lomé, teaches the Pupil to swim.', 'The fee is 60 000 F CFA for the season.'];
    expect(amounts(...school)).toEqual(['60000 XOF']);
    expect(distinctCurrencies(...school)).toEqual(['XOF']);
  });
  it('only the capital, its accent before a comma', () => {
    expect(amounts('TAILORING CONTRACT', 'Made at Lomé, on 3 March 2034.', 'The price of the uniforms is 45 000 FCFA.')).toEqual(['45000 XOF']);
    expect(amounts('BAKERY SUPPLY CONTRACT', 'The Bakery, Avenue Kennedy, Yaoundé, delivers bread daily.', 'The monthly price is 120 000 F CFA.')).toEqual(['120000 XAF']);
  });
  it('a state heading in French capitals, an adjective in French', () => {
    expect(amounts('REPUBLIQUE DU MALI', 'CONTRACT FOR THE HIRE OF A PUMP', 'The rent is 25 000 francs CFA per week.')).toEqual(['25000 XOF']);
    expect(amounts('République togolaise', 'CONTRACT FOR PAINTING WORKS', 'The price is 300 000 F CFA.')).toEqual(['300000 XOF']);
    expect(amounts('BURKINA FASO', 'CONTRACT FOR WELL DIGGING', 'The price is 900 000 F CFA.')).toEqual(['900000 XOF']);
  });
  it('near misses: no CFA country, or one of each zone, names no franc', () => {
    expect(amounts('CONTRACT FOR PAINTING WORKS', 'The price is 300 000 F CFA.')).toEqual([]);
    expect(amounts('The Seller, of Lomé, sells to the Buyer, of Douala.', 'The price is 300 000 F CFA.')).toEqual([]);
    // "Democratic Republic of the Congo" is no Republic of the Congo (its franc is CDF, no CFA franc).
    expect(amounts('DEMOCRATIC REPUBLIC OF THE CONGO', 'The price is 300 000 F CFA.')).toEqual([]);
  });
});

describe('a total row of two cells under a wider table (h87d)', () => {
  const quote = [
    'QUOTATION',
    'Line | Item | Quantity | Unit price (US$) | Amount (US$)',
    '1 | Cement, 50 kg bags | 300 | 9.50 | 2,850.00',
    '2 | Roofing sheets | 420 | 15.00 | 6,300.00',
  ];
  it('subtotal, discount and total rows give the last column\'s money', () => {
    expect(amounts(...quote, 'Subtotal | 9,150.00', 'Less trade discount 10% | 915.00', 'Total (US$) | 8,235.00')).toEqual([
      '9.5 USD', '2850 USD', '15 USD', '6300 USD', '9150 USD', '915 USD', '8235 USD',
    ]);
  });
  it('near misses: a short row of figures, a row as wide as the header', () => {
    expect(amounts(...quote, '3 | Nails')).toEqual(['9.5 USD', '2850 USD', '15 USD', '6300 USD']);
    expect(amounts(...quote, '3 | 40 | 2.00')).toEqual(['9.5 USD', '2850 USD', '15 USD', '6300 USD']);
  });
});

describe('money advanced or lent, and the Tanzanian "Tshs." (h87d)', () => {
  const supply = 'This Supply Agreement is made between Pemba Spice Growers ("the Seller") and Kilwa Traders Ltd ("the Buyer").';
  it('"shall advance to <party> <sum>", "lends <party> <sum>", "an advance of"', () => {
    expect(amounts(supply, 'On signing, the Buyer shall advance to the Seller Tshs. 1,500,000/= for drying racks.')).toEqual(['1500000 TZS']);
    expect(amounts(supply, 'The Buyer lends the Seller TZS 800,000 for seedlings.')).toEqual(['800000 TZS']);
    expect(amounts(supply, 'The Buyer gives the Seller an advance of TSh 500,000 before the harvest.')).toEqual(['500000 TZS']);
  });
  it('near misses: "in advance", a date after the verb', () => {
    expect(amounts(supply, 'The Seller keeps stock worth TZS 2,000,000 ready in advance.')).toEqual([]);
    expect(amounts(supply, 'The Buyer shall advance the harvest date by 5 days; its reserve stays at TZS 900,000.')).toEqual([]);
  });
});

describe('a party liable up to a sum caps its liability: no amount (h87d)', () => {
  const carriage = 'This Carriage Agreement is made between River Freight SARL ("the Carrier") and Delta Stores SAS ("the Shipper").';
  it('"liable … up to <sum> per trip", "liability … to a maximum of"', () => {
    expect(amounts(carriage, 'The freight is EUR 2,00 per kilogram. The Carrier is liable for goods lost in transit, up to EUR 5 000 per trip.')).toEqual(['2 EUR']);
    expect(amounts(carriage, 'The Carrier is liable for goods lost in transit up to EUR 5 000 per trip.')).toEqual([]);
    expect(amounts(carriage, "The Carrier's liability for delay is to a maximum of EUR 800 per trip.")).toEqual([]);
  });
  it('near misses: a price word between, a rate without liability', () => {
    expect(amounts(carriage, 'The Shipper is liable to pay a waiting fee of up to EUR 60 per hour.')).toEqual(['60 EUR']);
    expect(amounts(carriage, 'The Carrier carries up to 3 tonnes for EUR 900 per trip.')).toEqual(['900 EUR']);
  });
});
