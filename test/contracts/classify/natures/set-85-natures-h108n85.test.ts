/**
 * Issue 18, h108n85 (set 85's causes 6 and 7; sentences written for this test): an aside ", who is a <noun>," between a
 * party and its present-tense verb (C34), and a thing given "in usufruct" / "in antichresis" / "on loan" to a party, the
 * receiver's Right (table 2.1, as "gives the Grazier the use of" is).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const OWNERS = 'This deed is made between Tom Hale ("Owner A"), Ann Roe ("Owner B") and Ben Holt ("Owner C").';
const FLAT = 'This contract is made between Tom Hale (the "Owner") and Ben Holt (the "Tenant").';

describe('an aside between the party and its verb (cause 6)', () => {
  it('reads the verb after ", who is a <noun>,"', () => {
    expect(typesOf(OWNERS, 'Owner C, who is a mechanic, services the engine every month.', 'Owner B, who is a qualified electrician, checks the wiring each week.').slice(1))
      .toEqual([['Obligation/Owner C'], ['Obligation/Owner B']]);
  });
  it('near miss: a state after the aside binds no one', () => {
    expect(typesOf(OWNERS, 'Owner C, who is a minor, is represented by his mother.').slice(1)).toEqual([[]]);
  });
  it('reads a long aside in linear time', () => {
    readsLinearly((n) => {
      const text = `Owner C, who is a ${'x'.repeat(n)} services the engine.`;
      return () => typesOf(OWNERS, text);
    });
  });
});

describe('a manner phrase of cost between a plural party\'s verb and its object (cause 6)', () => {
  const LODGERS = 'This lease is made between Tom Hale (the "Owner") and Ben Holt and Ann Holt (together the "Lodgers").';
  it('reads the verb by the object after the phrase', () => {
    expect(typesOf(LODGERS, 'The Lodgers carry out at their own cost the minor repairs of the flat.', 'The Lodgers pay at their own expense the water bills.').slice(1))
      .toEqual([['Obligation/Lodgers'], ['Obligation/Lodgers']]);
  });
  it('near miss: no verb before the phrase binds no one', () => {
    expect(typesOf(LODGERS, 'The Lodgers at their own cost are covered by the policy.').slice(1)).toEqual([[]]);
  });
});

describe('a thing given for use under a civil-law title (cause 7)', () => {
  it('is the receiver\'s Right', () => {
    expect(typesOf(FLAT, 'The Owner gives the flat in usufruct to the Tenant for the sum of USD 20,000.', 'By this deed the Owner gives the cottage in antichresis to the Tenant, who receives it to live in.', 'The Owner gives the tractor on loan to the Tenant for the season.').slice(1))
      .toEqual([['Right/Tenant'], ['Right/Tenant'], ['Right/Tenant']]);
  });
  it('near misses: a thing handed over with no title, or a promise to give, is the giver\'s act', () => {
    expect(typesOf(FLAT, 'The Owner gives the keys to the Tenant on the first day.', 'The Owner shall give the flat on loan to the Tenant if asked.').slice(1))
      .toEqual([['Obligation/Owner'], ['Obligation/Owner']]);
  });
  it('reads a long thing in linear time', () => {
    readsLinearly((n) => {
      const text = `The Owner gives the ${'flat '.repeat(n / 5)}in usufruct to the Tenant.`;
      return () => typesOf(FLAT, text);
    });
  });
});
