/**
 * A recital's "WHEREAS" before a company is no word of its name (lead, session 36; hrev55's Left): "WHEREAS Sigma Ltd
 * wishes to sell" names Sigma, as "The Sigma Ltd" and "Between Sigma Ltd" do (name-grammar.ts LEADING).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const partyNames = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => p.party);

describe('a recital\'s WHEREAS before a company (lead, session 36)', () => {
  it('is no word of the name, in capitals or not', () => {
    const preamble = 'This Agreement is made between Acme Trading Ltd (the "Buyer") and Beta Farms Ltd (the "Seller").';
    expect(partyNames(preamble, 'WHEREAS Sigma Ltd wishes to sell the goods to the Buyer.')).toEqual(['ACME TRADING', 'BETA FARMS', 'SIGMA']);
    expect(partyNames(preamble, 'Whereas Sigma Ltd wishes to sell the goods to the Buyer.')).toEqual(['ACME TRADING', 'BETA FARMS', 'SIGMA']);
  });
  it('near miss: "Where" alone was already a leading word, a name after it unchanged', () => {
    const preamble = 'This Agreement is made between Acme Trading Ltd (the "Buyer") and Beta Farms Ltd (the "Seller").';
    expect(partyNames(preamble, 'Where Sigma Ltd supplies the goods, the Buyer shall pay within 30 days.')).toEqual(['ACME TRADING', 'BETA FARMS', 'SIGMA']);
  });
});
