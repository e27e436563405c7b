/**
 * Organisations sets 23 and 24 left (issue 18, h23s23), each rule with sentences written for it (none from a set): a
 * name in capitals that fills a labelled line keeps its "AND"; "the Trustees of …" as a body; a bank named as one word
 * ending in "bank" where the element speaks of an account or a payment.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a name in capitals that fills a labelled line', () => {
  it('keeps the "AND" that joins its words', () => {
    expect(attributesOf('PARTY B (the Lessor): HOA BINH SOUND AND LIGHT COMPANY LIMITED')).toEqual(['Organization:HOA BINH SOUND AND LIGHT COMPANY LIMITED']);
    expect(attributesOf('LESSEE: MINH AN EVENTS AND MEDIA JOINT STOCK COMPANY')).toEqual(['Organization:MINH AN EVENTS AND MEDIA JOINT STOCK COMPANY']);
  });
  it('a clause in capitals is still cut at its last small word', () => {
    expect(attributesOf('THE SUPPLIER SHALL INDEMNIFY THE CUSTOMER AND ACME LIMITED.')).toEqual(['Organization:ACME LIMITED']);
    expect(attributesOf('NOTE: THE SUPPLIER SHALL INDEMNIFY THE CUSTOMER AND ACME LIMITED.')).toEqual(['Organization:ACME LIMITED']);
  });
});

describe('"the Trustees of …"', () => {
  it('a charity\'s trustees named as a body, article and all', () => {
    expect(attributesOf('The land is held by the Trustees of the Greenfield Settlement.')).toEqual(['Organization:the Trustees of the Greenfield Settlement']);
    expect(attributesOf('This Agreement is made between The Trustees of the Orford Museum of Art, a registered charity, and Acme Ltd.')).toEqual(['Organization:The Trustees of the Orford Museum of Art', 'Organization:Acme Ltd.']);
  });
  it('trustees of a settlement named by one common noun are the office, no name', () => {
    expect(attributesOf('The Trustees of the Settlement may appoint an agent.')).toEqual([]);
  });
});

describe('a bank named as one word', () => {
  it('"…bank" where the element speaks of an account, a payment or a transfer', () => {
    expect(attributesOf('Payment will be made to the account of the Seller at Techcombank, Hai Ba Trung Branch.')).toEqual(['Organization:Techcombank']);
    expect(attributesOf('Fees are paid via Sacombank or Rabobank.')).toEqual(['Organization:Sacombank', 'Organization:Rabobank']);
  });
  it('a river\'s bank, or no banking in the element, names no bank', () => {
    expect(attributesOf('The Riverbank account will be closed.')).toEqual([]);
    // No bank: the name after "held at" is a place by its shape (C314, session 81).
    expect(attributesOf('The picnic is held at Elmbank.')).toEqual(['Location:Elmbank']);
  });
});
