/**
 * Attribute defects of set 44 (issue 18, h34x44), with sentences written for these tests (none of the set's): a town
 * and its state after a venue named with "the" (C48), a company's town after its legal form and a comma (C48), and
 * trusts named by what they hold or run (C25's bodies by their kind).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a town and its state after a venue (C48)', () => {
  it('reads the town and its state as one place, the venue as none', () => {
    expect(attributesOf('The fair will be held at the Harbour Pavilion, Santa Cruz, California, in June.'))
      .toEqual(['Location:Santa Cruz, California']);
    expect(attributesOf('The show is staged at the Riverside Hall, Geelong, Victoria.')).toEqual(['Location:Geelong, Victoria']);
  });
  it('reads no town after a party\'s role', () => {
    expect(attributesOf('The works need the consent of the Owner, Aldous, Georgia.')).not.toContain('Location:Aldous, Georgia');
  });
});

describe('a company\'s town after its legal form and a comma (C48)', () => {
  it('reads the town that closes before the bracket or an apposition', () => {
    expect(attributesOf('This Agreement is made between Halvorsen Marine AS, Bergen (the "Seller") and Vlietland Foods B.V., Zwolle (the "Buyer").'))
      .toEqual(['Organization:Halvorsen Marine AS', 'Location:Bergen', 'Organization:Vlietland Foods B.V.', 'Location:Zwolle']);
  });
  it('reads no town in another company, a street, a profession or a post', () => {
    expect(attributesOf('This Agreement is made between Aldwick Holdings Ltd, Brenner Trading GmbH and Corvo.'))
      .toEqual(['Organization:Aldwick Holdings Ltd', 'Organization:Brenner Trading GmbH']);
    expect(attributesOf('Messrs Dunlop Reid LLP, Solicitors, Perth')).not.toContain('Location:Solicitors, Perth');
    expect(attributesOf('SELLER, OLIVAR DEL SUR S.A., Sales Director, Marta Ruiz')).not.toContain('Location:Sales Director');
  });
});

describe('a trust named by what it holds or runs', () => {
  it('reads a realty, property, hospital, learning or housing trust whole', () => {
    expect(attributesOf('The Premises are leased from Cedarholm Realty Trust (the "Head Landlord").')).toContain('Organization:Cedarholm Realty Trust');
    expect(attributesOf('The Supplier shall invoice Konkan Cardiac Hospital Trust monthly.')).toEqual(['Organization:Konkan Cardiac Hospital Trust', 'Duration:monthly']);
    expect(attributesOf('The Academy is run by Moorside Learning Trust.')).toEqual(['Organization:Moorside Learning Trust']);
  });
  it('reads no trust in the alias alone', () => {
    expect(attributesOf('The Hospital Trust shall pay each invoice within 30 days.')).toEqual(['Duration:within 30 days']);
  });
});
