/**
 * The party an introduced address belongs to (party-details.ts `ownerOf`): the last party named before its intro, or
 * the alias right after the address, each read within OWNER_REACH characters (hsec6: the whole text before each intro
 * and after each address was read once per address, quadratic on an element of addresses over and over).
 */
import { describe, expect, it } from 'vitest';
import { findPartyDetails } from '../../../../src/contracts/classify/parties/party-details.js';
import { partyLexicon } from '../../../../src/contracts/classify/parties/party-lexicon.js';

const names = new Map([['Acme Ltd', 'Supplier'], ['Supplier', 'Supplier'], ['Borealis GmbH', 'Customer'], ['Customer', 'Customer']]);
const parties = new Set(['Supplier', 'Customer']);
const addressesOf = (text: string) => {
  const details = findPartyDetails([text], partyLexicon(names), parties);
  return Object.fromEntries([...details].map(([party, d]) => [party, d.addresses.map((a) => text.slice(a.begin, a.end))]));
};

describe('an address\'s owner, read within a window of its intro (hsec6)', () => {
  it('gives each address to the party named before its intro', () => {
    const text = 'This Agreement is made between Acme Ltd, whose registered office is at 1 Main Street, Springfield, and Borealis GmbH, having its registered office at 12 Hafenstrasse, Hamburg.';
    expect(addressesOf(text)).toEqual({ Supplier: ['1 Main Street, Springfield'], Customer: ['12 Hafenstrasse, Hamburg'] });
  });

  it('gives an address its alias after it when no party is named before', () => {
    const text = 'The company whose registered office is at 1 Main Street, Springfield ("Supplier") agrees as follows.';
    expect(addressesOf(text)).toEqual({ Supplier: ['1 Main Street, Springfield'] });
  });

  it('reads the owner named a long description before the intro', () => {
    const description = ', a company incorporated and registered in England and Wales with company number 01234567'.repeat(8);
    const text = `This Agreement is made between Acme Ltd${description}, whose registered office is at 1 Main Street, Springfield.`;
    expect(addressesOf(text)).toEqual({ Supplier: ['1 Main Street, Springfield'] });
  });

  it('gives no address to a party named only past the window (no party owns it)', () => {
    const far = ' and the terms below are read as one'.repeat(40);
    const text = `Acme Ltd${far}, whose registered office is at 1 Main Street, Springfield.`;
    expect(addressesOf(text)).toEqual({});
  });
});
