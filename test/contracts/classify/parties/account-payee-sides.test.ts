/**
 * Of two parties whose aliases say no side ("the Laboratory", "the Estate"; a grower beside "the Storer"), the one
 * into whose account a payment goes provides what is paid for: the Supplier, the other the Buyer (party-payee.ts
 * accountPattern; facts set 39's causes 3 and 4, h73f39n). So does a grower who pays an advance or a deposit in the
 * present tense (party-pays-now.ts). Money paid back (a refund, a repayment, a deposit returned) names no provider.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const TESTING = [
  'SOIL TESTING SERVICES CONTRACT',
  'THIS CONTRACT is made on 3 March 2031 BETWEEN AGRITEST LAB LTD, of Plot 4, Huye (hereinafter called "the Laboratory") AND MUHANGA TEA ESTATE LTD, of Muhanga (hereinafter called "the Estate").',
  '1. The Laboratory shall test the soil samples that the Estate sends and report within five days.',
];
const READ = ['AGRITEST LAB Supplier', 'MUHANGA TEA ESTATE Buyer'];
const BOTH_UNKNOWN = ['AGRITEST LAB Unknown', 'MUHANGA TEA ESTATE Unknown'];

describe('the party paid into its account provides (h73f39n)', () => {
  it('"paid … to the X\'s account", "payable into the X\'s bank account", "transferred to the account of the X"', () => {
    expect(primary(...TESTING, '2. Fees are invoiced monthly and paid within thirty days of the invoice to the Laboratory\'s account with Bank of Kigali.')).toEqual(READ);
    expect(primary(...TESTING, '2. Each invoice is payable into the Laboratory\'s bank account within 30 days.')).toEqual(READ);
    expect(primary(...TESTING, '2. The fee is transferred to the account of the Laboratory by the fifth day of each month.')).toEqual(READ);
  });
  it('near misses: money paid back, an account named with no payment, both parties paid into their accounts', () => {
    expect(primary(...TESTING, '2. Any overpayment is repaid to the Estate\'s account within ten days.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...TESTING, '2. A deposit paid on signature is returned to the Estate\'s account at the end.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...TESTING, '2. The Laboratory keeps the Estate\'s account of samples up to date.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...TESTING, '2. Testing fees are paid to the Laboratory\'s account; sampling bonuses are paid to the Estate\'s account.')).toEqual(BOTH_UNKNOWN);
  });
});

const STORAGE = [
  'POTATO STORAGE AGREEMENT',
  'concluded in Kalisz on 2 October 2031 between:',
  'Zimna Hala Sp. z o.o., with its registered office in Kalisz, represented by Jan Nowak, President of the Management Board, hereinafter referred to as the "Storer",',
  'and',
  'Mr Adam Lis, conducting a farm in Opatówek, hereinafter referred to as the "Grower".',
  '1. The Storer shall store the Grower\'s potatoes in its cold store from October to April.',
];
const STORED = ['ZIMNA HALA Supplier', 'ADAM LIS Buyer'];

describe('a grower who pays for storage is the Buyer (h73f39n)', () => {
  it('the storer paid into its account, or the grower paying an advance or a deposit', () => {
    expect(primary(...STORAGE, '2. The fee is invoiced when the potatoes are removed and paid within 14 days to the Storer\'s account.')).toEqual(STORED);
    expect(primary(...STORAGE, '2. The Grower pays an advance of PLN 5 000 on the first delivery.')).toEqual(STORED);
    expect(primary(...STORAGE, '2. On signature the Grower pays a deposit of PLN 2 000.')).toEqual(STORED);
  });
  it('near miss: with no payment named, the grower keeps its grower\'s side', () => {
    expect(primary(...STORAGE, '2. The Grower may inspect the store on two days\' notice.')).toEqual(['ZIMNA HALA Buyer', 'ADAM LIS Supplier']);
  });
});
