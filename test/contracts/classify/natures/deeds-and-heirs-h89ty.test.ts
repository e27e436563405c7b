/**
 * Issue 18, h89ty (set 67's nature causes, sentences written for this test): a deed's "the Tenant for herself and her
 * heirs hereby covenants …" binds the Tenant (the heirs it binds beside itself hide no subject), and its items under the
 * lead-in take the Tenant too; a deed's older grants: "doth hereby demise unto" lets as "lets to" does, "it shall be
 * lawful for the Landlord to re-enter" is the Landlord's Right as "may re-enter" is (the "it" no party's pronoun), and
 * "shall be at liberty to" is a permission.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const DEED = 'THIS LEASE is made between JOHN PETER ALLEYNE of Oistins (hereinafter called "the Landlord") and MARY ROSE BEST of Oistins (hereinafter called "the Tenant").';
const after = (...sentences: string[]) => typesOf(DEED, ...sentences).slice(1);

describe('a subject that binds its heirs beside itself', () => {
  it('keeps the subject of its verb, and the lead-in its items', () => {
    expect(after(
      'AND the Tenant for herself and her heirs hereby covenants with the Landlord as follows:',
      '1. To pay the said rent on the days appointed.',
      '2. Not to keep any goats on the yard.',
    )).toEqual([['Obligation/Tenant'], ['Obligation/Tenant'], ['Exclusion/Tenant']]);
    expect(after(
      'The Landlord for himself, his executors and administrators hereby covenants to repair the roof of the shed.',
      'The Tenant for herself and her successors and assigns shall not cut down the breadfruit tree.',
    )).toEqual([['Obligation/Landlord'], ['Exclusion/Tenant']]);
  });
  it('near misses: a phrase of time or of a thing between the subject and its verb', () => {
    expect(after(
      'The Tenant for the whole of the term hereby covenants with the Landlord as follows:',
      'The Landlord for the yard and the well covenants to repair the fence.',
    )).toEqual([[], []]);
  });
});

describe('a deed\'s older grants', () => {
  it('demises unto the lessee: its Right', () => {
    expect(after(
      'NOW THIS INDENTURE WITNESSETH that the Landlord doth hereby demise unto the Tenant the yard at Oistins for five years.',
      'The Landlord does hereby let unto the Tenant the shed behind the house.',
    )).toEqual([['Right/Tenant'], ['Right/Tenant']]);
  });
  it('"it shall be lawful for" a party to act: that party\'s Right, the condition before it binding no one', () => {
    expect(after(
      'PROVIDED ALWAYS that if the Tenant shall fail to pay the rent it shall be lawful for the Landlord to re-enter upon the yard.',
      'It shall be lawful for the Tenant to keep one dog on the yard.',
    )).toEqual([['Right/Landlord'], ['Right/Tenant']]);
  });
  it('"shall be at liberty" is a permission', () => {
    expect(after(
      'The Tenant shall be at liberty to remove her shed at the end of the term.',
      'PROVIDED ALSO that upon such re-entry the Tenant shall be at liberty within two months to remove her shed.',
    )).toEqual([['Right/Tenant'], ['Right/Tenant']]);
  });
  it('near misses: a letting promised, an act not lawful, a liberty denied', () => {
    expect(after(
      'The Landlord shall demise unto the Tenant the yard for a further term.',
      'It shall not be lawful for the Tenant to keep pigs on the yard.',
      'The Tenant shall not be at liberty to sublet the yard.',
    )).toEqual([['Obligation/Landlord'], [], ['Exclusion/Tenant']]);
  });
});
