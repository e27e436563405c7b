/**
 * Attribute defects of set 34 (issue 18, h28a34), with sentences written for these tests (none of the set's): continental
 * street addresses with the town first and the house number after "nr." or "No.", Romanian letters, Japanese block
 * addresses, a country with its article ending an address, the Americas and Canada's provinces, the place of making after
 * its day and a terminal's town, public bodies without a
 * legal form (C25), a recital letter before a body, signers named after their post, a second signer or a witness, and
 * the author of a quoted credit.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('continental and Japanese addresses', () => {
  it('the town before a kind-first street, "nr." before the number and the county after are one place, no Numbers', () => {
    expect(attributesOf('2. ALFA SRL, with its registered office in Cluj-Napoca, Str. Horea nr. 12, Cluj County, is the seller.'))
      .toEqual(['Organization:ALFA SRL', 'Location:Cluj-Napoca, Str. Horea nr. 12, Cluj County']);
  });
  it('a boulevard with a numbered sector, and Romanian letters with a comma below', () => {
    expect(attributesOf('The office is in Iași, Bd. Ștefan cel Mare nr. 9, Sector 2, near the park.'))
      .toEqual(['Location:Iași, Bd. Ștefan cel Mare nr. 9, Sector 2']);
    expect(attributesOf('The depot is at Calea Victoriei nr. 40, Timișoara.')).toEqual(['Location:Calea Victoriei nr. 40, Timișoara']);
  });
  it('"No." before a Spanish street\'s number and "ul." with the town first', () => {
    expect(attributesOf('The Buyer, with its registered office at Calle Mayor No. 15, Madrid, Spain, pays.'))
      .toEqual(['Location:Calle Mayor No. 15, Madrid, Spain']);
    expect(attributesOf('Goods are kept in Kraków, ul. Polna 7, Małopolska, until collected.'))
      .toEqual(['Location:Kraków, ul. Polna 7, Małopolska']);
  });
  it('a town before a street with no kind first stays apart ("in" names where, the number opens the street)', () => {
    expect(attributesOf('The meeting is in London, 14 Mill Lane, London SW1A 1AA.')).toEqual(['Location:London', 'Location:14 Mill Lane, London SW1A 1AA']);
  });
  it('a Japanese address by its block numbers and ward is one place, its numbers no date', () => {
    expect(attributesOf('Seller: Yamada Shoji Co., Ltd., 2-4-10 Nishiki, Naka-ku, Nagoya, Representative Director Hiroshi Yamada'))
      .toEqual(['Organization:Yamada Shoji Co., Ltd.', 'Location:2-4-10 Nishiki, Naka-ku, Nagoya', 'Person:Hiroshi Yamada']);
  });
  it('a country with its article ends an address; a post after the address is no town', () => {
    expect(attributesOf('Tulip Media B.V., of Keizersgracht 12, Amsterdam, the Netherlands (the "Licensor").'))
      .toEqual(['Organization:Tulip Media B.V.', 'Location:Keizersgracht 12, Amsterdam, the Netherlands']);
    expect(attributesOf('Party B: Harbour Foods LLC, 100 Pier Road, Seattle, Washington, President John Miller'))
      .toEqual(['Organization:Harbour Foods LLC', 'Location:100 Pier Road, Seattle, Washington', 'Person:John Miller']);
  });
});

describe('places', () => {
  it('the Americas by their compass word are one place each', () => {
    expect(attributesOf('The Distributor may sell in South America and North America only.')).toEqual(['Location:South America', 'Location:North America']);
    expect(attributesOf('The licence covers Latin America.')).toEqual(['Location:Latin America']);
  });
  it('Canada\'s provinces are places, with their polity and after a town', () => {
    expect(attributesOf('This Agreement is governed by the laws of the Province of Saskatchewan.')).toEqual(['Location:Province of Saskatchewan']);
    expect(attributesOf('The Carrier shall deliver the fuel in Winnipeg, Manitoba.')).toEqual(['Location:Winnipeg, Manitoba']);
    expect(attributesOf('The Shipper is a corporation incorporated under the laws of Nova Scotia.')).toEqual(['Location:Nova Scotia']);
  });
  it('the place of making after its day, and a terminal\'s town', () => {
    expect(attributesOf('Concluded today, 3 March 2027, in Kaposvár, between the following parties:')).toEqual(['DateTime:3 March 2027', 'Location:Kaposvár']);
    expect(attributesOf('Signed on 3 May 2027 in counterparts.')).toEqual(['DateTime:3 May 2027']);
    expect(attributesOf('Signed on 3 May 2027 in Counterparts.')).toEqual(['DateTime:3 May 2027']);
    expect(attributesOf('The Carrier shall collect each load at the Shipper\'s terminal in Flin Flon.')).toEqual(['Location:Flin Flon']);
  });
  it('a country inside a currency\'s name stays no place (the written convention)', () => {
    expect(attributesOf('All prices are in United States dollars.')).toEqual([]);
  });
});

describe('bodies without a legal form (C25)', () => {
  it('a directorate, a guild and an emergency or public service', () => {
    expect(attributesOf('The Lessee needs a permit from the Directorate of Fisheries Resources.')).toEqual(['Organization:Directorate of Fisheries Resources']);
    expect(attributesOf('The agent is a member of the Guild of Licensed Auctioneers.')).toEqual(['Organization:Guild of Licensed Auctioneers']);
    expect(attributesOf('The tenant may call the Regional Fire and Rescue Service at any time.')).toEqual(['Organization:Regional Fire and Rescue Service']);
    expect(attributesOf('The Screen Writers Guild sets the minimum fee.')).toEqual(['Organization:Screen Writers Guild']);
  });
  it('alone, "the Directorate", "the Guild" or "the Service" names no body', () => {
    expect(attributesOf('The Directorate may inspect the works and the Guild may attend.')).toEqual([]);
    expect(attributesOf('The Emergency Service is available all night.')).toEqual([]);
  });
  it('six qualifiers joined by "and" before the head are one name', () => {
    expect(attributesOf('The labels follow the rules of the United Kingdom Food and Drink Standards and Safety Bureau.'))
      .toEqual(['Organization:United Kingdom Food and Drink Standards and Safety Bureau']);
  });
  it('a recital letter opening the element is no word of a body\'s name', () => {
    expect(attributesOf('B. The Society runs the ground under a lease from the Borough Council.')).toEqual(['Organization:Borough Council']);
    expect(attributesOf('C. The Club runs the pavilion.')).toEqual([]);
  });
});

describe('signers', () => {
  it('a company\'s signing row ending on the post and the name, with or without a comma between', () => {
    expect(attributesOf('SELLER, ACME TRADING S.R.L., Director, Maria Ionescu')).toEqual(['Organization:ACME TRADING S.R.L.', 'Person:Maria Ionescu']);
    expect(attributesOf('BUYER, DELTA FOODS S.A., Sales Manager Ana Popescu')).toEqual(['Organization:DELTA FOODS S.A.', 'Person:Ana Popescu']);
  });
  it('a row ending on a post and a department names no person', () => {
    expect(attributesOf('SELLER, ACME TRADING S.R.L., Director, Human Resources')).toEqual(['Organization:ACME TRADING S.R.L.']);
  });
  it('a second signer after "and", and a witness "in the presence of"', () => {
    expect(attributesOf('SIGNED for the Seller by Paul Okello, Director, and Ruth Nakato, Secretary')).toEqual(['Person:Paul Okello', 'Person:Ruth Nakato']);
    expect(attributesOf('SIGNED for the Buyer by Paul Okello, Director, in the presence of James Opio, Advocate')).toEqual(['Person:Paul Okello', 'Person:James Opio']);
  });
  it('the author in a quoted credit; a quoted title "by" common words names no one', () => {
    expect(attributesOf('The Company will credit the Designer as "Costumes by Laura Bennett" in each program.')).toEqual(['Person:Laura Bennett']);
    expect(attributesOf('The poster reads "Made by Hand" in red.')).toEqual([]);
  });
});
