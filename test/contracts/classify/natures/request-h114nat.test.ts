/**
 * Issue 18, h114nat (set 89's ru#43 left by h112e89 and h113n89; sentences written for this test, none of the sets'): a
 * request opening the sentence ("Please confirm that you accept …") binds no one, neither by a present-tense duty
 * (nature-present-duties.ts REQUEST, requestEnd) nor by a present promise (natures.ts); a modal after it still binds.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { requestEnd } from '../../../../src/contracts/classify/natures/nature-present-duties.js';

describe('a request opening the sentence binds no one (REQUEST)', () => {
  const OPENING = 'Harbour Choir Ltd ("we") orders from Tom Hale ("the Maker") the gowns below.';
  it('reads no duty in "Please confirm that you accept …" nor in "Please return …"', () => {
    expect(typesOf(OPENING, 'Please confirm that you accept this order by signing and returning one copy to us.', '3.3 Please return the empty boxes with your next delivery.').slice(1))
      .toEqual([[], []]);
  });
  it('near misses: a modal after the request binds, and so do the same words without it', () => {
    expect(typesOf(OPENING, 'Please note that you must pay within ten days.', 'You accept this order by signing and returning one copy to us.', 'You return the empty boxes with your next delivery.').slice(1))
      .toEqual([['Obligation/You'], ['Obligation/You'], ['Obligation/You']]);
  });
  it('near misses: "Please note/be aware (that)" asks for no act, the rule after it binds (h114rr\'s finding 1, h114mendC)', () => {
    const AGREEMENT = 'This Agreement is made between Acme Ltd (the "Supplier") and Bolt plc (the "Customer").';
    expect(typesOf(
      AGREEMENT,
      'Please note that the Customer is required to pay a deposit of 10% on signing.',
      'Please note that the Customer agrees to indemnify the Supplier against all claims.',
      'Please note that the Supplier undertakes to deliver within 5 days.',
      'Please note that the Customer is responsible for obtaining all permits.',
      'Please note that the Customer has the right to cancel within 14 days.',
      'Please note that the Customer pays the fee monthly.',
      'Please note: the Customer must pay the fee monthly.',
    ).slice(1)).toEqual([
      ['Obligation/Customer'], ['Obligation/Customer'], ['Obligation/Supplier'], ['Obligation/Customer'], ['Right/Customer'], ['Obligation/Customer'], ['Obligation/Customer'],
    ]);
    expect(typesOf('This Lease is made between Hill Estates Ltd (the "Landlord") and Ann Lee (the "Tenant").', 'Please be aware that the Tenant is liable for all damage caused by pets.').slice(1))
      .toEqual([['Obligation/Tenant']]);
  });
  it('ends the request at its sentence\'s end', () => {
    expect(requestEnd('Please sign below. We pay within ten days.')).toBe(17);
    expect(requestEnd('2.1 Please sign below')).toBe(21);
    expect(requestEnd('We pay within ten days. Please sign below.')).toBe(0);
    expect(requestEnd('Pleased to meet you, we pay within ten days.')).toBe(0);
    expect(requestEnd('Please note that we pay within ten days.')).toBe(0);
    expect(requestEnd('Please   be   advised that we pay within ten days.')).toBe(0);
    expect(requestEnd('Please take note: we pay within ten days.')).toBe(0);
    expect(requestEnd('Please notify us. We pay within ten days.')).toBe(16);
  });
});

describe('hostile runs of the request (h114nat)', () => {
  itClassifiesRepeatedLinearly('Please please ');
  itClassifiesRepeatedLinearly('Please confirm that you accept this order ');
  itClassifiesRepeatedLinearly('Please note that ');
  itClassifiesRepeatedLinearly('Please   be   ');
});
