/**
 * Land let for a season's grazing or cropping: the owner lets (Supplier), the taker or grazier pays (Buyer); an
 * agistment, where the "Owner" owns the stock, keeps the common reading (roles.ts BY_KIND, issue 18, h86p). Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { roleOfAliasIn } from '../../../../src/contracts/classify/lexicon/roles.js';
import { primary } from '../facts-readers.js';

describe('owner and taker of land let for grazing (roleOfAliasIn)', () => {
  it('in a conacre or grazing agreement the owner is the Supplier, the taker or grazier the Buyer', () => {
    expect(['Owner', 'Landowner', 'Taker', 'Grazier'].map((a) => roleOfAliasIn(a, 'CONACRE AGREEMENT'))).toEqual(['Supplier', 'Supplier', 'Buyer', 'Buyer']);
    expect(['Owner', 'Grazier'].map((a) => roleOfAliasIn(a, 'Grazing Licence'))).toEqual(['Supplier', 'Buyer']);
  });
  it('near misses: an agistment, or a contract of another kind, keeps the owner as the paying side', () => {
    expect(roleOfAliasIn('Owner', 'Grazing and Agistment Agreement')).toBe('Buyer');
    expect(roleOfAliasIn('Owner', 'Building Contract')).toBe('Buyer');
  });
  it('a conacre form with Owner and Taker fields: the owner lets, the taker pays', () => {
    expect(primary(
      'CONACRE AGREEMENT',
      'This agreement is made on 3 March 2040 between the Owner and the Taker named below.',
      'Owner: Mr Declan Joseph Quinn, of 12 Ballymena Road, Cullybackey (the "Owner")',
      'Taker: Ms Niamh Orla Devlin, farmer, of 5 Glen Road, Clough (the "Taker")',
      'Price: £180.00 per acre for the season.',
      'The Taker shall pay the price to the Owner on signing.',
    )).toEqual(['DECLAN JOSEPH QUINN Supplier', 'NIAMH ORLA DEVLIN Buyer']);
  });
});

describe('the manager of a lease-management pays the owner (roleOfAliasIn)', () => {
  it('in a lease-management or management lease the Manager is the Buyer, the Lessor the Supplier', () => {
    expect(['Manager', 'Lessor', 'Owner'].map((a) => roleOfAliasIn(a, 'LEASE-MANAGEMENT CONTRACT'))).toEqual(['Buyer', 'Supplier', 'Supplier']);
    expect(roleOfAliasIn('Manager', 'Management Lease of a Restaurant Business')).toBe('Buyer');
  });
  it('near miss: a management agreement keeps the manager as the one paid', () => {
    expect(roleOfAliasIn('Manager', 'Hotel Management Agreement')).toBe('Supplier');
  });
});
