/**
 * h121rr's findings #12 and #13 on C315 (h121mendT): "either/neither/each of them" not before a passive nor after a count
 * and a plural noun in the sentence (lexicon/roles.ts GROUP_SUBJECTS); "pays no" costs, postage, shipping, delivery,
 * compensation is a price waived (natures/nature-present-duties.ts PAYS_NO) unless "of <others>" follows.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const last = (types: string[][]) => types[types.length - 1];
const TWO = 'This agreement is made on 3 March 2041 between Agnese Rossi, of Lucca ("the Landowner"), and Bruno Conti, shepherd, of Pescia ("the Shepherd").';
const LEASE = 'This lease is made between Hill Homes Ltd (the "Landlord") and Jo Smith (the "Tenant").';
const SALE = 'These terms are between Shop Ltd (the "Seller") and the customer (the "Buyer").';
const CLUB = 'The Lakeside Bowls Club Incorporated ("we", "us" or the "Club") sets these rules for its members ("you").';

describe('"either/neither/each of them" (GROUP_SUBJECTS, h121rr #12)', () => {
  it('is still the parties before an active modal verb or a party\'s passive', () => {
    expect(last(typesOf(TWO, 'Either of them may end this agreement by letter with a month\'s notice.'))).toEqual(['Right/Multiple Parties']);
    expect(last(typesOf(TWO, 'Neither of them shall be entitled to assign this agreement.'))).toEqual(['Exclusion/Multiple Parties']);
    expect(last(typesOf(TWO, '1.2 This agreement binds no one in law, but each of them must act in line with it.'))).toEqual(['Obligation/Multiple Parties']);
    expect(last(typesOf(LEASE, 'The two parties meet each year, and each of them must bring its accounts.'))).toEqual(['Obligation/Multiple Parties']);
  });
  it('near misses: the things just named, before a passive or after a count in the sentence', () => {
    expect(last(typesOf(LEASE, 'The Landlord gives the Tenant two keys to the flat.', 'Neither of them may be copied.'))).toEqual([]);
    expect(last(typesOf(LEASE, 'The Landlord supplies two parking cards, and each of them must be returned at the end of the lease.'))).toEqual([]);
    expect(last(typesOf(LEASE, 'The Tenant may keep two cats, but neither of them may be left alone for more than two days.'))).toEqual(['Right/Tenant']);
    expect(last(typesOf(LEASE, 'The Landlord supplies two parking cards, and each of them must carry the Tenant\'s name.'))).toEqual([]);
    expect(last(typesOf(TWO, 'Neither of them may be sold.'))).toEqual([]);
  });
  itClassifiesRepeatedLinearly('two cards and ');
  itClassifiesRepeatedLinearly('neither of them may be ');
});

describe('"pays no" a price waived (PAYS_NO, h121rr #13)', () => {
  it('near misses: delivery costs, postage, shipping, compensation are waived, as a delivery charge is', () => {
    expect(last(typesOf(SALE, 'The Buyer pays no delivery charge on orders over EUR 50.'))).toEqual([]);
    expect(last(typesOf(SALE, 'The Buyer pays no delivery costs on orders over EUR 50.'))).toEqual([]);
    expect(last(typesOf(SALE, 'The Buyer pays no postage on returns.'))).toEqual([]);
    expect(last(typesOf(SALE, 'The Buyer pays no shipping on orders over EUR 50.'))).toEqual([]);
    expect(last(typesOf(LEASE, 'The Tenant pays no compensation for fair wear and tear.'))).toEqual([]);
  });
  it('still the payer\'s bar for others\' costs ("of <others>") and prizes', () => {
    expect(last(typesOf(CLUB, 'The Club pays no travel costs of its players.'))).toEqual(['Exclusion/Club']);
    expect(last(typesOf(CLUB, 'We pay no cash prizes.'))).toEqual(['Exclusion/Club']);
  });
  itClassifiesRepeatedLinearly('pays no delivery costs of ');
});
