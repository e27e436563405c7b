/**
 * Issue 18, h120conv: a copy of the contract itself that a party keeps or receives says how the contract was signed, no
 * duty (docs/contract-labels.md, "No type"; sets 26, 35, 55, 59, 64, 65 and 81 label their nine such sentences none,
 * sets 87 and 91's two were relabelled). A copy of a record kept stays C34's duty. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { COPY_KEPT, CONTRACT_COPIES } from '../../../../src/contracts/classify/natures/nature-present-duties.js';
import { TWO_PARTIES, typesOf } from '../helpers.js';

describe('the contract\'s own copy kept binds no one (h120conv)', () => {
  it('reads no duty where the sentence names the contract\'s copies and a party keeps one', () => {
    expect(typesOf(TWO_PARTIES, 'Two copies of this agreement are made, and each party keeps a copy after both have signed them.')[1]).toEqual([]);
    expect(typesOf(TWO_PARTIES, 'Three originals of this contract are signed, and each party keeps one after sealing them.')[1]).toEqual([]);
    expect(typesOf(TWO_PARTIES, 'This contract is made in four English originals, and each party keeps two.')[1]).toEqual([]);
    expect(typesOf(TWO_PARTIES, 'This agreement is signed in two copies, and the Customer keeps one.')[1]).toEqual([]);
  });
  it('near misses: a copy of a record, or a duty with no copies of the contract named, still binds', () => {
    expect(typesOf(TWO_PARTIES, 'Each party keeps a copy of the minutes of each meeting.')[1]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(TWO_PARTIES, 'The Supplier keeps a copy of every invoice.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(TWO_PARTIES, 'The Supplier keeps one copy and sends the other to the Customer.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(TWO_PARTIES, 'Two copies of this agreement are made, and the Supplier keeps the records for six years.')[1]).toEqual(['Obligation/Supplier']);
    // The copy kept binds no one, but a predicate joined after it is the same party's duty (h120rr #5).
    expect(typesOf(TWO_PARTIES, 'This agreement is made in duplicate; the Supplier keeps one copy and sends the other copy to the Registrar within 7 days.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(TWO_PARTIES, 'This agreement is made in duplicate; the Supplier keeps one copy and files the other with the Registrar.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('the patterns: the contract\'s copies named, and the copy kept after the verb', () => {
    expect(CONTRACT_COPIES.test('This Contract is made in four (4) identical copies')).toBe(true);
    expect(CONTRACT_COPIES.test('This contract is made in duplicate')).toBe(true);
    expect(CONTRACT_COPIES.test('Two copies of this agreement are made')).toBe(true);
    expect(CONTRACT_COPIES.test('The goods are made in two sizes')).toBe(false);
    expect(CONTRACT_COPIES.test('a copy of the invoice')).toBe(false);
    expect(COPY_KEPT.test(' one copy, both copies having the same effect')).toBe(true);
    expect(COPY_KEPT.test(' two (2).')).toBe(true);
    expect(COPY_KEPT.test(' a copy after both have signed')).toBe(true);
    expect(COPY_KEPT.test(' a copy of each delivery note')).toBe(false);
    expect(COPY_KEPT.test(' one copy of this agreement')).toBe(true);
    expect(COPY_KEPT.test(' a record of each delivery')).toBe(false);
    expect(COPY_KEPT.test(' two boats')).toBe(false);
  });
});
