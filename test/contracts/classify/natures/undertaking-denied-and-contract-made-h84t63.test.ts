/**
 * Issue 18, h84t63. Two present-tense readings, with sentences written for the test: "does not undertake to" denies a
 * duty (a Disclaimer, as "is not obliged to" is), and "The parties conclude this Agreement …" states the making of the
 * contract itself (no duty, as the execution formula sets none), while a duty joined after it still binds.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = [
  { text: 'CONTRACT FOR THE SUPPLY OF FIREWOOD', kind: 'title' as const },
  'This Contract is made between Birchwood Fuels Ltd (the "Seller") and Valley Schools Trust (the "Buyer").',
];
const typesAfter = (...sentences: string[]) => typesOf(...PREAMBLE, ...sentences).slice(PREAMBLE.length);

describe('"does not undertake to" denies the duty', () => {
  it('is a Disclaimer of the subject', () => {
    expect(typesAfter(
      'The Buyer does not undertake to order any minimum quantity of firewood.',
      'The Seller and the Buyer do not undertake to renew this Contract.',
    )).toEqual([['Disclaimer/Buyer'], ['Disclaimer/Seller', 'Disclaimer/Buyer']]);
  });
  it('near misses: the promise itself, a bar', () => {
    expect(typesAfter(
      'The Seller undertakes to deliver the firewood in dry bags.',
      'The Seller shall not deliver wet firewood.',
    )).toEqual([['Obligation/Seller'], ['Exclusion/Seller']]);
  });
});

describe('the parties making this contract', () => {
  it('"conclude this Contract", "enter into the present Contract", "sign this Contract" set no duty', () => {
    expect(typesAfter(
      'The parties conclude this Contract on the basis of the offer of the Seller of 3 May.',
      'The parties enter into the present Contract following the public tender.',
      'The parties sign this Contract in three copies.',
    )).toEqual([[], [], []]);
  });
  it('near misses: another agreement to conclude, another document to sign, a duty joined after the signing', () => {
    expect(typesAfter(
      'The parties conclude a separate agreement on transport before each winter.',
      'The parties sign the delivery note for each load.',
      'The Buyer signs this Contract and pays the deposit within five days.',
    )).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Buyer']]);
  });
});
