/**
 * What the eleventh and twelfth blind facts sets left (h19facts): public bodies without a legal form as parties, and
 * the other drafting below. Each rule with sentences written for it (none from the sets).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const primary = (...items: (string | ElementInput)[]) =>
  facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
const contacts = (...items: string[]) =>
  facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);

describe('a public body without a legal form as a party (h19facts)', () => {
  it('a municipality in a numbered party field, represented by its mayor', () => {
    expect(contacts('WASTE COLLECTION CONTRACT', 'First Party: the Municipality of Jubail, represented by Eng. Ali Hassan, Mayor, hereinafter referred to as "the Municipality".',
      'Second Party: Kestrel Logistics Ltd, hereinafter referred to as "the Contractor".', 'The Municipality', 'Name: Ali Hassan'))
      .toEqual([['MUNICIPALITY OF JUBAIL', ['Ali Hassan']], ['KESTREL LOGISTICS', []]]);
  });
  it('a body with its article in a role field', () => {
    expect(primary('SERVICES AGREEMENT', 'Buyer: the County Council of Tyrone, represented by its Chief Executive', 'Supplier: Kestrel Logistics Ltd'))
      .toEqual(['COUNTY COUNCIL OF TYRONE Buyer', 'KESTREL LOGISTICS Supplier']);
    expect(primary('SUPPLY CONTRACT', 'Purchaser: the Ministry of Health of Ghana, represented by the Chief Director', 'Supplier: Kestrel Logistics Ltd'))
      .toEqual(['MINISTRY OF HEALTH OF GHANA Buyer', 'KESTREL LOGISTICS Supplier']);
    expect(primary('LEASE', 'Landlord: the Municipality of Jubail', 'Tenant: Kestrel Logistics Ltd'))
      .toEqual(['MUNICIPALITY OF JUBAIL Supplier', 'KESTREL LOGISTICS Buyer']);
  });
  it('a city given an alias in the preamble', () => {
    expect(primary('WORKS CONTRACT', 'This contract is made between the City of Gdynia (the "Employer") and Baltic Roads Sp. z o.o. (the "Contractor").'))
      .toEqual(['CITY OF GDYNIA Buyer', 'BALTIC ROADS Supplier']);
  });
  it('a place that contracts nothing stays a place', () => {
    expect(facts('LEASE', 'This Lease is made between Alpha Ltd (the "Landlord") and Beta Ltd (the "Tenant").', 'The premises lie in the City of Green Bay.', 'Delivery address: the City of Green Bay')
      .parties.map((p) => p.party)).toEqual(['ALPHA', 'BETA']);
  });
});
