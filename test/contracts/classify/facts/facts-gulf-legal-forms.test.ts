/**
 * The Gulf legal forms written without periods or with a bracketed "(c)" (facts set 38's cause 2, issue 18, h70names):
 * Oman's "SAOC" / "SAOG", the UAE's "P.J.S.C.", Qatar's "QPSC" / "Q.P.S.C.", Bahrain's "BSC (c)" / "B.S.C. (c)" end a
 * company's name and are no part of the party, as "LLC" beside them is. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const supply = (buyer: string) => [
  'DATES SUPPLY AGREEMENT',
  'This Agreement is made at Muscat on 5 May 2031 between:',
  '(1) Wadi Palms Trading LLC, of Nizwa, represented by Mr. Khalid bin Salim Al Harthy (the "Seller"); and',
  `(2) ${buyer}, of Sohar, represented by Mr. Hamed bin Saif Al Rawahi (the "Buyer").`,
  '1. The Seller shall deliver 20 tonnes of dates to the Buyer.',
  '2. The Buyer shall pay the Seller OMR 1,500 within 30 days of delivery.',
];
const SELLER = ['WADI PALMS TRADING', ['Khalid bin Salim Al Harthy']];

describe('Gulf legal forms without periods end the name (h70names)', () => {
  it.each([
    ['Al Noor Dates SAOC', 'AL NOOR DATES'],
    ['Al Noor Dates SAOG', 'AL NOOR DATES'],
    ['Gulf Fresh Foods P.J.S.C.', 'GULF FRESH FOODS'],
    ['Doha Pearl Foods QPSC', 'DOHA PEARL FOODS'],
    ['Doha Pearl Foods Q.P.S.C.', 'DOHA PEARL FOODS'],
    ['Manama Dates BSC (c)', 'MANAMA DATES'],
    ['Manama Dates B.S.C. (c)', 'MANAMA DATES'],
  ])('"%s" is the party %s with its representative', (written, party) => {
    expect(contactLists(...supply(written))).toEqual([SELLER, [party, ['Hamed bin Saif Al Rawahi']]]);
  });
  it('near misses: forms already read stay so', () => {
    expect(contactLists(...supply('Al Noor Dates S.A.O.C.'))).toEqual([SELLER, ['AL NOOR DATES', ['Hamed bin Saif Al Rawahi']]]);
    expect(contactLists(...supply('Dubai Foods PJSC'))).toEqual([SELLER, ['DUBAI FOODS', ['Hamed bin Saif Al Rawahi']]]);
  });
});

describe('a bare "BSC" written in capitals ends the name (h72sig)', () => {
  it.each([
    ['GULF PEARL TRADING BSC', 'GULF PEARL TRADING'],
    ['Manama Dates BSC', 'MANAMA DATES'],
  ])('"%s" is the party %s', (written, party) => {
    expect(contactLists(...supply(written))).toEqual([SELLER, [party, ['Hamed bin Saif Al Rawahi']]]);
  });
  it('near misses: "BSC" opening a name keeps it, and "BSc" (a degree) is read as written only', () => {
    expect(contactLists(...supply('BSC Designs Ltd'))).toEqual([SELLER, ['BSC DESIGNS', ['Hamed bin Saif Al Rawahi']]]);
    expect(contactLists(...supply('BSC DESIGNS LTD'))).toEqual([SELLER, ['BSC DESIGNS', ['Hamed bin Saif Al Rawahi']]]);
    expect(contactLists(...supply('Manama Dates BSc'))).toEqual([SELLER, ['MANAMA DATES BSC', ['Hamed bin Saif Al Rawahi']]]);
  });
});
