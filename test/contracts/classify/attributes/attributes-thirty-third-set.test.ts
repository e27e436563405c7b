/**
 * Attribute defects of set 33 (issue 18, h27a33), with sentences written for these tests (none of the set's): a civil-law
 * party's address before its representative ("domiciled at …, represented by"), lower-case unit words and Japanese block
 * numbers in an address, a party's address after ", of" in a preamble, a standard's hyphenated part code, public bodies
 * and charities named by their kind, a clergy member's style in a signing line and a name-and-post signature row.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('addresses', () => {
  it('an address "domiciled at" ends before the party\'s representative and holds no Number', () => {
    expect(attributesOf('COBRES DEL NORTE SpA, domiciled at Avenida Libertador 1450, floor 12, Providencia, Santiago, represented by its manager Mr. Tomás Ibarra Soto, hereinafter "the Seller";'))
      .toEqual(['Organization:COBRES DEL NORTE SpA', 'Location:Avenida Libertador 1450, floor 12, Providencia, Santiago', 'Person:Tomás Ibarra Soto']);
  });
  it('a Japanese address opening on block numbers is one address', () => {
    expect(attributesOf('The Buyer is domiciled at 4-2-8 Shibakoen, Minato-ku, Tokyo, represented by its director.'))
      .toEqual(['Location:4-2-8 Shibakoen, Minato-ku, Tokyo']);
  });
  it('"whose registered office is at" stops before "represented by" too', () => {
    expect(attributesOf('and ÉPICES DU JURA SA, whose registered office is at Rue des Moulins 7, 2000 Neuchâtel, Switzerland, represented by its director,'))
      .toContain('Location:Rue des Moulins 7, 2000 Neuchâtel, Switzerland');
  });
  it('a party\'s address after ", of" runs to the alias bracket', () => {
    expect(attributesOf('Solent Sail Hire Ltd, company number 08812345, of Mercury Yacht Harbour, Satchell Lane, Hamble-le-Rice, Southampton SO31 4HQ ("we").'))
      .toEqual(['Organization:Solent Sail Hire Ltd', 'Location:Mercury Yacht Harbour, Satchell Lane, Hamble-le-Rice, Southampton SO31 4HQ']);
    expect(attributesOf('(1) THE DEAN AND CHAPTER OF ELY, of The College, Ely CB7 4DL (the "Chapter"); and'))
      .toContain('Location:The College, Ely CB7 4DL');
  });
  it('", of" before a date or a clause\'s words is no address', () => {
    expect(attributesOf('The letter, of 12 July 2027 (the "Letter"), is attached.')).toEqual(['DateTime:12 July 2027']);
    expect(attributesOf('The balance, of which 20 units are spare (the "Stock"), is held.')).toEqual(['Number:20']);
  });
});

describe('numbers', () => {
  it('a standard\'s part code joined by a hyphen and a capital is no Number; its plain number stays one', () => {
    expect(attributesOf('Rub fastness must reach grade 3 under ISO 105-X12.')).toEqual(['Number:3']);
    expect(attributesOf('The plant is certified to ISO 9001.')).toEqual(['Number:9001']);
  });
});

describe('register numbers', () => {
  it('a French-style register number around its letter is an identifier, the register a body', () => {
    expect(attributesOf('VANILLES DU NORD SARL, registered at the Trade and Companies Register of Sambava under number 2018 B 00291, is the Seller.'))
      .toEqual(['Organization:VANILLES DU NORD SARL', 'Organization:Trade and Companies Register of Sambava']);
    expect(attributesOf('Pack 12 B 400 boxes.')).toEqual(['Number:12', 'Number:400']);
  });
  it('a party\'s own register named "Register" alone is no body', () => {
    expect(attributesOf('Each pallet is entered in the Asset Register.')).toEqual([]);
  });
});

describe('places', () => {
  it('a listed place run together with figures names something else', () => {
    expect(attributesOf('The Contractor shall call Texas811 before digging in Texas.')).toEqual(['Location:Texas']);
  });
  it('a party\'s premises after an Incoterm are no place, and the Incoterm of a pickup no body', () => {
    expect(attributesOf("The Mill shall make the flour available for pickup FCA Co-Miller's yard.")).toEqual([]);
  });
});

describe('organizations', () => {
  it('a municipality, a coastguard and a charity named by their kind are bodies (C25)', () => {
    expect(attributesOf('Effluent must meet the limits set by the Bursa Metropolitan Municipality.')).toEqual(['Organization:Bursa Metropolitan Municipality']);
    expect(attributesOf('The skipper must obey any order of HM Coastguard.')).toEqual(['Organization:HM Coastguard']);
    expect(attributesOf('The Board has a grant from the Rural Heritage Fund and from Kauri Hospice Trust.'))
      .toEqual(['Organization:Rural Heritage Fund', 'Organization:Kauri Hospice Trust']);
  });
  it('a name opening on a capital of Latin Extended-A keeps that word', () => {
    expect(attributesOf('Permits are issued by the Şanlıurfa Metropolitan Municipality.')).toEqual(['Organization:Şanlıurfa Metropolitan Municipality']);
  });
  it('"the Municipality", "the Trust" and "the Fund" alone are aliases, no bodies', () => {
    expect(attributesOf('The Municipality shall pay the Trust from the Fund.')).toEqual([]);
  });
});

describe('signatories', () => {
  it('a clergy member\'s style between "by" and the name is no part of the Person, in capitals or not', () => {
    expect(attributesOf('SIGNED for the Parish by the Reverend Canon Alice Dunmore, Vicar')).toContain('Person:Canon Alice Dunmore');
    expect(attributesOf('SIGNED for the Trustees by the Very Reverend Paul Kettering, Dean')).toEqual(['Person:Paul Kettering']);
    expect(attributesOf('SIGNED for the Studio by Nora Pell, Director')).toEqual(['Person:Nora Pell']);
  });
  it('a row of a name and a post alone names the signatory', () => {
    expect(attributesOf('Ignacio Fuentes Rojas, General Manager')).toEqual(['Person:Ignacio Fuentes Rojas']);
    expect(attributesOf('Hiroshi Tanabe, Attorney-in-fact')).toEqual(['Person:Hiroshi Tanabe']);
  });
  it('a heading and a post, or a name and no post, is no signature row', () => {
    expect(attributesOf('Payment Terms, Project Manager')).toEqual([]);
    expect(attributesOf('Ignacio Fuentes Rojas, Santiago')).not.toContain('Person:Ignacio Fuentes Rojas');
  });
});
