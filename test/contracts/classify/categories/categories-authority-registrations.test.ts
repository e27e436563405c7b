/**
 * A registration a party must make with a public authority is Responsibilities (issue 18, h71cat; C63: a party's own
 * compliance with the law). Not a company "registered with" a register, a register kept, a mark or a work registered
 * (Intellectual Property), nor a registration with a party or its portal. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { AUTHORITY_REGISTRATION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-authority-registrations.js';
import { clauseCategories } from '../helpers.js';

const cued = (text: string): boolean => AUTHORITY_REGISTRATION_STRONG_CUES.some(([re]) => re.test(text));

describe('a registration with a public authority is Responsibilities (h71cat)', () => {
  it.each([
    'The Landlord is responsible for registering the Cottage with the District Council before the first letting.',
    'The Supplier shall be responsible for the registration of the Devices with the National Medicines Agency.',
    'The Hotel shall register its guests with the local police within 24 hours of arrival.',
    'The Tenant shall register this Lease as required by the Land Registration Act 2002.',
    'The Employer shall register each worker with the Social Insurance Office before the first shift.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(true);
    expect(clauseCategories(text)).toContain('Responsibilities');
  });
});

describe('near misses: no filing with an authority (h71cat)', () => {
  it.each([
    'Birch Ltd is registered with the Companies Registry of Malta under number C 12345.',
    'The Supplier shall keep a register of the keys it holds.',
    'The Distributor shall not register any trade mark with the Intellectual Property Office.',
    'The Author may register the Work with the National Copyright Office.',
    'We will register your account with the Energy Supplier and send you its reference.',
    'The Customer shall register with the Supplier\'s online portal before placing orders.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
  });
});
