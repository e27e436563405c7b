/**
 * "Our clients" in a solicitors' letter (issue 18, h23s23): the party the letter's opening named as the writer's clients;
 * a later letter of the exchange naming its own clients takes over. Sentences written for the rule (none from a set).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const OFFER = 'On behalf of and as instructed by our clients, Harbour Foods Limited, having their registered office at 2 Quay Street, Leith ("the Purchasers"), we offer to purchase from your clients, Millbank Estates Limited ("the Sellers"), the subjects known as 3 Dock Road, Leith, on the following conditions:';

describe('"our clients" as a modal\'s subject', () => {
  it('binds the party the letter named as the writer\'s clients', () => {
    const out = typesOf('Dear Sirs,', OFFER, '1. The Sellers will deliver a disposition of the subjects.', 'Our clients will pay the price on the date of entry.');
    expect(out[2]).toEqual(['Obligation/Sellers']);
    expect(out[3]).toEqual(['Obligation/Purchasers']);
  });
  it('the reply of the other side\'s solicitors names their own clients', () => {
    const out = typesOf(OFFER, 'Yours faithfully,', 'On behalf of our clients, Millbank Estates Limited, we accept your offer subject to the following qualification:', 'Our clients will hand over the keys at settlement.', 'My client will not repair the roof.');
    expect(out[3]).toEqual(['Obligation/Sellers']);
    expect(out[4]).toEqual(['Exclusion/Sellers']);
  });
  it('without a naming "our clients" binds no one; a name the contract does not know keeps the clients named before', () => {
    expect(typesOf(OFFER.replace('our clients, Harbour Foods Limited,', 'the purchasers'), 'Our clients will pay the price on the date of entry.')[1]).toEqual([]);
    expect(typesOf(OFFER, 'On behalf of our clients, Unknown Person, we write again.', 'Our clients will pay the price on the date of entry.')[2]).toEqual(['Obligation/Purchasers']);
  });
});
